import { useState } from 'react';
import { toastError, toastFailure } from '../../../app/toast/store';
import { Dialog } from '../../../app/ui/Dialog';
import { TextAreaField } from '../../../app/ui/Field';
import { generateList, type GenerateOutcome } from '../mutations';

/**
 * AI Generate (spec §2, §5): a job description in, a saved list out. Online the server (or its AI provider) makes it;
 * offline the built-in estimator runs on the phone. A job it cannot recognise is said so plainly and nothing is saved.
 */
export function GenerateDialog({ userId, open, onClose }: { userId: string; open: boolean; onClose: () => void }) {
  const [description, setDescription] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<GenerateOutcome | null>(null);
  const empty = description.trim() === '';

  const close = () => {
    if (busy) return;
    setDescription('');
    setOutcome(null);
    onClose();
  };

  const generate = async () => {
    if (empty) {
      toastError('Please enter a description', 'Describe what materials you need.');
      return;
    }
    setBusy(true);
    setOutcome(null);
    try {
      setOutcome(await generateList(userId, description));
    } catch (err) {
      toastFailure('Generating the list', err, 'Error', 'Failed to generate list. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  if (outcome?.kind === 'saved') {
    return (
      <Dialog
        open={open}
        onClose={close}
        title="List ready"
        footer={
          <>
            <button
              type="button"
              className="btn btn-outline"
              onClick={() => {
                setDescription('');
                setOutcome(null);
              }}
            >
              Generate another
            </button>
            <button type="button" className="btn btn-primary" onClick={close}>
              Done
            </button>
          </>
        }
      >
        <p role="status">
          Saved <strong>{outcome.title}</strong> with {outcome.itemCount} {outcome.itemCount === 1 ? 'item' : 'items'}.
        </p>
        {outcome.aiPaused ? (
          <p className="banner banner-info small">
            AI features are paused because your subscription has ended, so the built-in estimator made this list.
          </p>
        ) : (
          outcome.madeOn === 'device' && (
            <p className="banner banner-info small">Made on this phone while offline. It syncs when you're back online.</p>
          )
        )}
        {outcome.assumptions.length > 0 && (
          <div className="mat-assumptions">
            <h3 className="small">Check these assumptions before you buy</h3>
            <ul>
              {outcome.assumptions.map((a) => (
                <li key={a}>{a}</li>
              ))}
            </ul>
          </div>
        )}
      </Dialog>
    );
  }

  return (
    <Dialog
      open={open}
      onClose={close}
      title="AI Generate"
      description="Describe the job with its sizes and we'll work out the materials."
      footer={
        <>
          <button type="button" className="btn btn-outline" onClick={close} disabled={busy}>
            Cancel
          </button>
          <button type="button" className="btn btn-primary" onClick={() => void generate()} disabled={empty || busy}>
            {busy ? 'Generating…' : 'Generate'}
          </button>
        </>
      }
    >
      <TextAreaField
        label="Job description"
        placeholder="e.g. retile a 3 x 2.4 m bathroom floor"
        value={description}
        maxLength={2000}
        onChange={(e) => {
          setDescription(e.target.value);
          if (outcome) setOutcome(null);
        }}
      />
      {outcome?.kind === 'not-recognised' && (
        <p className="banner banner-danger small" role="alert">
          {outcome.message}
        </p>
      )}
    </Dialog>
  );
}
