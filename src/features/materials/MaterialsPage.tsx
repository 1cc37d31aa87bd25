import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../../app/session';
import { toast, toastFailure } from '../../app/toast/store';
import { ConfirmDialog } from '../../app/ui/Dialog';
import { GenerateDialog } from './components/GenerateDialog';
import { PageHeader } from '../../app/ui/PageHeader';
import { ChatIcon, PlusIcon, SparkIcon } from './components/icons';
import { ListCard } from './components/ListCard';
import { NewListDialog } from './components/NewListDialog';
import { deleteMaterialsList } from './mutations';
import { useMaterialsLists } from './queries';
import type { MaterialsListView } from './types';
import './materials.css';

/** Spec §2 Materials checklists (/materials). Everything reads and writes the device first, so it works with no signal. */
export default function MaterialsPage() {
  // Protected renders this only when signed in; the session can still end under it (sign-out in another tab).
  const userId = useSession((s) => s.user?.id);
  return userId ? <MaterialsScreen userId={userId} /> : null;
}

function MaterialsScreen({ userId }: { userId: string }) {
  const navigate = useNavigate();
  const lists = useMaterialsLists(userId);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [generateOpen, setGenerateOpen] = useState(false);
  const [newOpen, setNewOpen] = useState(false);
  const [toDelete, setToDelete] = useState<MaterialsListView | null>(null);

  useEffect(() => {
    // Fetch the on-device estimator while there is signal, so AI Generate still works once it drops.
    import('../../domain/estimator').catch((err: unknown) => console.warn('Could not preload the estimator', err));
  }, []);

  const setListExpanded = (id: string, open: boolean) =>
    setExpanded((prev) => {
      const next = new Set(prev);
      if (open) next.add(id);
      else next.delete(id);
      return next;
    });

  const confirmDelete = async () => {
    const list = toDelete;
    setToDelete(null);
    if (!list) return;
    try {
      await deleteMaterialsList(userId, list.id);
      toast({ title: 'List deleted' });
    } catch (err) {
      toastFailure('Deleting the list', err, 'Error', 'Failed to delete materials list. Please try again.');
    }
  };

  return (
    <>
      <PageHeader title="Materials" backTo="/landing">
        <button type="button" className="btn btn-outline btn-sm" onClick={() => navigate('/chat')}>
          <ChatIcon /> Ask in Chat
        </button>
      </PageHeader>
      <main className="page mat-page">
        <div className="mat-toolbar">
          <button type="button" className="btn btn-primary" onClick={() => setGenerateOpen(true)}>
            <SparkIcon /> AI Generate
          </button>
          <button type="button" className="btn btn-outline" onClick={() => setNewOpen(true)}>
            <PlusIcon /> New list
          </button>
        </div>

        {lists === undefined ? (
          <div className="mat-skeleton" aria-busy="true" aria-label="Loading lists" />
        ) : lists.length === 0 ? (
          <div className="empty card">
            <h2>No materials lists yet</h2>
            <p>Describe a job and AI Generate works out what to buy, or write a list yourself with New list.</p>
          </div>
        ) : (
          <div className="mat-lists">
            {lists.map((list) => (
              <ListCard
                key={list.id}
                userId={userId}
                list={list}
                expanded={expanded.has(list.id)}
                onExpandedChange={(open) => setListExpanded(list.id, open)}
                onDelete={() => setToDelete(list)}
              />
            ))}
          </div>
        )}
      </main>

      <GenerateDialog userId={userId} open={generateOpen} onClose={() => setGenerateOpen(false)} />
      <NewListDialog
        userId={userId}
        open={newOpen}
        onClose={() => setNewOpen(false)}
        onCreated={(id) => {
          setNewOpen(false);
          setListExpanded(id, true);
        }}
      />
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete this list?"
        message={`"${toDelete?.title ?? ''}" and its items will be deleted from all your devices.`}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </>
  );
}
