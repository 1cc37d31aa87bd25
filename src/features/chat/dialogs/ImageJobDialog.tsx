import { useEffect, useId, useState } from 'react';
import { ApiError, errorMessage } from '../../../data/api';
import { toast, toastError } from '../../../app/toast/store';
import { Dialog } from '../../../app/ui/Dialog';

export interface ImageJob {
  title: string;
  description: string;
  label: string;
  placeholder: string;
  runLabel: string;
  busyLabel: string;
  /** The source image shown above the prompt (edit and interior). */
  source?: string | null;
  /** A spec message when the job cannot start, else null. */
  validate(prompt: string): string | null;
  run(prompt: string): Promise<string>;
  failTitle: string;
  failMessage: string;
  /** Use the server's `details` in the failure toast (spec §8 interior). */
  useDetails?: boolean;
  useLabel: string;
  onUse(url: string): Promise<void>;
}

function detailsOf(err: unknown): string | undefined {
  if (!(err instanceof ApiError)) return undefined;
  try {
    const d = (JSON.parse(err.bodyText) as { details?: unknown }).details;
    return typeof d === 'string' && d.trim() ? d : undefined;
  } catch {
    return undefined;
  }
}

/** Spec §4 Image dialogs: idle and busy; the result is shown and can be attached to the chat or downloaded. */
export function ImageJobDialog({ open, onClose, job }: { open: boolean; onClose(): void; job: ImageJob }) {
  const [prompt, setPrompt] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<string | null>(null);
  const [using, setUsing] = useState(false);
  const inputId = useId();

  useEffect(() => {
    if (!open) {
      setPrompt('');
      setError(null);
      setResult(null);
    }
  }, [open]);

  const run = async () => {
    const problem = job.validate(prompt);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      setResult(await job.run(prompt.trim()));
    } catch (err) {
      console.warn(`${job.title} failed`, err);
      const message = (job.useDetails && detailsOf(err)) || errorMessage(err, job.failMessage);
      toastError(job.failTitle, message);
    } finally {
      setBusy(false);
    }
  };

  const use = async (url: string) => {
    setUsing(true);
    try {
      await job.onUse(url);
      onClose();
    } catch (err) {
      console.warn('Attaching the image failed', err);
      toastError('Could not attach the image', errorMessage(err, 'Please try again.'));
    } finally {
      setUsing(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={job.title}
      description={job.description}
      footer={
        <>
          <button type="button" className="btn btn-outline" onClick={onClose}>
            Close
          </button>
          <button type="button" className="btn btn-primary" disabled={busy} aria-busy={busy} onClick={() => void run()}>
            {busy ? job.busyLabel : result ? 'Try again' : job.runLabel}
          </button>
        </>
      }
    >
      {job.source && !result && <img className="chat-dialog-image" src={job.source} alt="The image to change" />}
      <div className="field">
        <label className="label" htmlFor={inputId}>
          {job.label}
        </label>
        <textarea
          id={inputId}
          className={`input textarea ${error ? 'input-error' : ''}`}
          value={prompt}
          placeholder={job.placeholder}
          aria-invalid={!!error}
          disabled={busy}
          onChange={(e) => {
            setPrompt(e.target.value);
            setError(null);
          }}
        />
        {error && (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
      </div>
      {busy && (
        <p className="chat-status" role="status">
          {job.busyLabel}
        </p>
      )}
      {result && (
        <figure className="chat-dialog-result">
          <img className="chat-dialog-image" src={result} alt={`Result: ${prompt}`} />
          <figcaption className="row">
            <button type="button" className="btn btn-primary btn-sm" disabled={using} onClick={() => void use(result)}>
              {job.useLabel}
            </button>
            <a
              className="btn btn-outline btn-sm"
              href={result}
              download
              onClick={() => toast({ title: 'Downloading image', duration: 2000 })}
            >
              Download
            </a>
          </figcaption>
        </figure>
      )}
    </Dialog>
  );
}
