import { useState } from 'react';
import { Link } from 'react-router-dom';
import { toast, toastFailure } from '../../../app/toast/store';
import { ConfirmDialog, Dialog } from '../../../app/ui/Dialog';
import { deleteMaterialsList, downloadListPdf, useMaterialsLists, type MaterialsListView } from '../../materials';

/** Spec §2 Materials Lists dialog: the user's lists, each item with name, quantity and unit; download and delete. */
export function MaterialsListsDialog({ open, onClose, userId }: { open: boolean; onClose(): void; userId: string }) {
  const lists = useMaterialsLists(userId);
  const [confirm, setConfirm] = useState<MaterialsListView | null>(null);

  const download = async (list: MaterialsListView) => {
    try {
      await downloadListPdf(userId, list);
    } catch (err) {
      toastFailure('Materials list download', err, 'Download failed', 'Unable to download the materials list. Please try again.');
    }
  };

  const remove = async (list: MaterialsListView) => {
    try {
      await deleteMaterialsList(userId, list.id);
      toast({ title: 'List deleted' });
    } catch (err) {
      toastFailure('Materials list delete', err, 'Failed to delete materials list. Please try again.');
    }
  };

  return (
    <>
      <Dialog
        open={open && confirm === null}
        onClose={onClose}
        wide
        title="Materials Lists"
        footer={
          <Link className="btn btn-outline" to="/materials" onClick={onClose}>
            Open Materials
          </Link>
        }
      >
        {lists === undefined && <p className="muted">Loading…</p>}
        {lists?.length === 0 && <p className="empty">No materials lists yet. Ask me to "make a materials list for …" and save it here.</p>}
        <ul className="list chat-mat-lists">
          {lists?.map((list) => {
            const done = list.items.filter((i) => i.completed).length;
            return (
              <li key={list.id} className="card chat-mat-list">
                <div className="row-between">
                  <h3 className="chat-mat-title">{list.title}</h3>
                  <span className="badge badge-grey">
                    {done}/{list.items.length}
                  </span>
                </div>
                <ul className="chat-mat-items">
                  {list.items.map((item) => (
                    <li key={item.id} className={item.completed ? 'is-done' : ''}>
                      <span>{item.name}</span>
                      <span className="muted">
                        {item.quantity} {item.unit}
                      </span>
                    </li>
                  ))}
                </ul>
                <div className="row">
                  <button type="button" className="btn btn-outline btn-sm" onClick={() => void download(list)}>
                    Download PDF
                  </button>
                  <button type="button" className="btn btn-ghost btn-sm" onClick={() => setConfirm(list)}>
                    Delete
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      </Dialog>
      <ConfirmDialog
        open={confirm !== null}
        title="Delete materials list?"
        message={confirm ? `"${confirm.title}" will be deleted on all your devices.` : ''}
        onCancel={() => setConfirm(null)}
        onConfirm={() => {
          const list = confirm;
          setConfirm(null);
          if (list) void remove(list);
        }}
      />
    </>
  );
}
