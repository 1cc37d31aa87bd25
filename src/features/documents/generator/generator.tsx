import { useEffect, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { toast, toastFailure } from '../../../app/toast/store';
import { MutationInputError } from '../../../data/sync/mutate';
import type { DocKind } from '../records/doc-kind';
import { PageHeader } from '../../../app/ui/PageHeader';

/**
 * The generator's building blocks (DocumentGenerator.tsx puts them together for both kinds): the form loaded once from
 * the stored document, the save that writes to the device and goes back to the list, and the frame around the form.
 */

/** The form: a fresh one for a new document, or the stored one once it has loaded when editing. */
export function useGeneratorForm<F, R>(editId: string | null, existing: R | null | undefined, fromExisting: (row: R) => F, fresh: () => F) {
  const [form, setForm] = useState<F | null>(() => (editId ? null : fresh()));
  useEffect(() => {
    // Load once: a later live update (a sync pull) must not wipe what is being typed.
    if (editId && existing && form === null) setForm(fromExisting(existing));
  }, [editId, existing, form, fromExisting]);
  const set = <K extends keyof F>(key: K, value: F[K]) => setForm((f) => (f ? { ...f, [key]: value } : f));
  return { form, setForm, set };
}

/** Runs a checked save: device first (sync sends it on), then back to the list; a refused input says why. */
export function useGeneratorSave(kind: DocKind) {
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);
  async function commit(write: () => Promise<unknown>) {
    setSaving(true);
    try {
      await write();
      toast({
        title: `${kind.Noun} Saved`,
        description: navigator.onLine ? undefined : "Saved on this device. It will sync when you're back online.",
      });
      navigate(kind.listPath);
    } catch (err) {
      toastFailure(
        `Saving the ${kind.noun}`,
        err,
        'Error',
        err instanceof MutationInputError ? err.message.replace(/^[\w.]+: /, '') : `Failed to save ${kind.noun}. Please try again.`,
      );
    } finally {
      setSaving(false);
    }
  }
  return { saving, commit };
}

/** An edit link to a document this device does not hold (deleted, or another account's). */
export function MissingDocument({ kind }: { kind: DocKind }) {
  return (
    <>
      <PageHeader title={`Edit ${kind.Noun}`} backTo={kind.listPath} />
      <main className="page empty">
        <p>This {kind.noun} isn't on this device.</p>
        <Link to={kind.listPath} className="btn btn-primary">
          My {kind.Noun}s
        </Link>
      </main>
    </>
  );
}

export function GeneratorLoading({ kind }: { kind: DocKind }) {
  return <main className="page empty">Loading {kind.noun}…</main>;
}

/** The screen around a generator's sections: header with the way to the list, the form, and its save/download row. */
export function GeneratorFrame({
  kind,
  editing,
  saving,
  onSave,
  onDownload,
  banner,
  children,
}: {
  kind: DocKind;
  editing: boolean;
  saving: boolean;
  onSave: () => void;
  onDownload: (ext: 'pdf' | 'docx') => void;
  /** Shown above the form, e.g. that the company profile is missing. */
  banner?: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <PageHeader title={editing ? `Edit ${kind.Noun}` : `${kind.Noun} Generator`} backTo="/estimates-invoices">
        <Link to={kind.listPath} className="btn btn-outline btn-sm">
          My {kind.Noun}s
        </Link>
      </PageHeader>
      <main className="page stack generator">
        {banner}
        <form
          className="stack"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            onSave();
          }}
        >
          {children}
          <div className="generator-actions">
            <button type="submit" className="btn btn-primary btn-block" disabled={saving}>
              {saving ? 'Saving…' : `Save ${kind.Noun}`}
            </button>
            <div className="row">
              <button type="button" className="btn btn-outline" onClick={() => onDownload('pdf')}>
                Download PDF
              </button>
              <button type="button" className="btn btn-outline" onClick={() => onDownload('docx')}>
                Download Word
              </button>
            </div>
          </div>
        </form>
      </main>
    </>
  );
}
