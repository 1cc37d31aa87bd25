import { useCallback, useEffect, useRef, useState } from 'react';
import { toast, toastError, toastFailure } from '../../../app/toast/store';
import { Dialog, DialogActions } from '../../../app/ui/Dialog';
import { TextField } from '../../../app/ui/Field';
import { formatCents } from '../../../domain/money';
import { signQuote } from '../records/quote-mutations';
import type { QuoteRow } from '../records/quote-queries';
import { SignaturePad, type SignaturePadHandle } from './SignaturePad';

/**
 * The customer signs the estimate on the tradie's screen. The image and the time are kept on the quote and printed on
 * its PDF; signing is the customer's approval, so the estimate can then be converted.
 */
export function SignatureDialog({ quote, userId, onClose }: { quote: QuoteRow | null; userId: string; onClose: () => void }) {
  const pad = useRef<SignaturePadHandle>(null);
  const [name, setName] = useState('');
  const [hasInk, setHasInk] = useState(false);
  const [saving, setSaving] = useState(false);
  const onInk = useCallback((v: boolean) => setHasInk(v), []);

  useEffect(() => {
    if (quote) setName(quote.clientName);
  }, [quote]);

  async function save() {
    const dataUrl = pad.current?.toDataUrl();
    if (!quote || !dataUrl) return toastError('Signature Required', 'Ask the customer to sign in the box.');
    setSaving(true);
    try {
      await signQuote(userId, quote.id, { dataUrl, signedAt: new Date().toISOString(), name: name.trim() || null });
      toast({ title: 'Estimate Signed', description: 'The signature is saved and the estimate is approved.' });
      onClose();
    } catch (err) {
      toastFailure('Signing', err, 'Update Failed', 'There was an error updating the item. Please try again.');
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog
      open={quote !== null}
      onClose={onClose}
      title="Customer Signature"
      description={quote ? `${quote.title} · ${formatCents(quote.totalCents)}. By signing, the customer accepts this estimate.` : undefined}
      footer={<DialogActions onCancel={onClose} onConfirm={() => void save()} label="Save Signature" busy={saving} disabled={!hasInk} />}
    >
      <TextField label="Signed by" value={name} onChange={(e) => setName(e.target.value)} autoComplete="off" />
      <p className="label" id="sig-pad-label">
        Sign here
      </p>
      <SignaturePad ref={pad} label="Signature pad: draw the signature with a finger, stylus or mouse" onChange={onInk} />
      <div className="row">
        <button type="button" className="btn btn-outline btn-sm" onClick={() => pad.current?.clear()}>
          Clear
        </button>
        <button type="button" className="btn btn-outline btn-sm" disabled={!name.trim()} onClick={() => pad.current?.drawText(name)}>
          Use typed name
        </button>
      </div>
    </Dialog>
  );
}
