import { useEffect, useRef, useState } from 'react';
import { toast, toastError, toastFailure } from '../../../app/toast/store';
import { Dialog } from '../../../app/ui/Dialog';
import { SelectField, TextAreaField, TextField } from '../../../app/ui/Field';
import { useLiveQuery } from 'dexie-react-hooks';
import { kvGet } from '../../../data/local-db';
import { CATEGORIES, CONDITIONS, localityFromAddress } from '../../../domain/marketplace';
import { MAX_PHOTOS } from '../../../domain/sync/features/marketplace';
import { editListing, missingRequired, postListing, type ListingDraft } from '../mutations';

const EMPTY: ListingDraft = { title: '', description: '', price: '', category: '', condition: '', location: '' };

/** The Post dialog (spec §3, §9): also the owner's Edit dialog when `editing` is given (photos stay as they are). */
export function PostDialog({
  open,
  onClose,
  userId,
  editing,
}: {
  open: boolean;
  onClose: () => void;
  userId: string;
  editing?: { id: string; draft: ListingDraft };
}) {
  const [draft, setDraft] = useState<ListingDraft>(editing?.draft ?? EMPTY);
  // A new listing's location starts from the business address (the person can change it).
  const businessLocality = useLiveQuery(
    async () => localityFromAddress((await kvGet<{ address?: string | null }>('company'))?.address),
    [],
  );
  const prefilled = useRef(false);
  useEffect(() => {
    if (editing || prefilled.current || businessLocality === undefined) return;
    prefilled.current = true;
    if (businessLocality) setDraft((d) => (d.location ? d : { ...d, location: businessLocality }));
  }, [editing, businessLocality]);
  const [files, setFiles] = useState<File[]>([]);
  const [busy, setBusy] = useState(false);
  const set = (k: keyof ListingDraft) => (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [k]: e.target.value }));

  const submit = async () => {
    if (missingRequired(draft)) {
      toastError('Required Fields Missing', 'Please fill in title, price, and category');
      return;
    }
    setBusy(true);
    try {
      if (editing) {
        await editListing(userId, editing.id, draft);
        toast({ title: 'Listing updated' });
      } else {
        const { refused } = await postListing(userId, draft, files);
        if (refused) {
          toastError('Failed to Create Listing', refused);
          return;
        }
        toast({
          title: 'Listing posted',
          description: navigator.onLine ? undefined : 'Waiting to upload: it goes live when you are back online.',
        });
      }
      setDraft({ ...EMPTY, location: editing ? '' : (businessLocality ?? '') });
      setFiles([]);
      onClose();
    } catch (err) {
      toastFailure(
        'Posting the listing',
        err,
        'Failed to Create Listing',
        err instanceof Error && err.message ? err.message : 'Please try again',
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={editing ? 'Edit Listing' : 'Post a Listing'}
      footer={
        <>
          <button type="button" className="btn btn-outline" onClick={onClose}>
            Cancel
          </button>
          <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void submit()}>
            {editing ? 'Save' : 'Post Listing'}
          </button>
        </>
      }
    >
      <form
        className="stack"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <TextField label="Title *" value={draft.title} onChange={set('title')} maxLength={120} />
        <TextAreaField label="Description" value={draft.description} onChange={set('description')} maxLength={5000} rows={3} />
        <TextField
          label="Price (AUD) *"
          type="number"
          inputMode="decimal"
          step={0.01}
          min={0}
          value={draft.price}
          onChange={set('price')}
        />
        <SelectField
          label="Category *"
          value={draft.category}
          onChange={set('category')}
          options={CATEGORIES}
          placeholder="Choose a category"
        />
        <SelectField
          label="Condition"
          value={draft.condition}
          onChange={set('condition')}
          options={CONDITIONS}
          placeholder="Choose a condition"
        />
        <TextField
          label="Location"
          value={draft.location}
          onChange={set('location')}
          placeholder="Suburb STATE postcode, e.g. Parramatta NSW 2150"
        />
        {!editing && (
          <label className="field">
            <span className="label">Photos (up to {MAX_PHOTOS}; the first shows on the card)</span>
            <input
              type="file"
              accept="image/*"
              multiple
              aria-label="Photos"
              onChange={(e) => setFiles([...(e.target.files ?? [])].slice(0, MAX_PHOTOS))}
            />
            {files.length > 0 && (
              <span className="small muted">
                {files.length} photo{files.length > 1 ? 's' : ''} chosen
              </span>
            )}
          </label>
        )}
        <button type="submit" hidden />
      </form>
    </Dialog>
  );
}
