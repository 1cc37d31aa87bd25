import { useRef, useState, type ChangeEvent } from 'react';
import { toast, toastError } from '../../app/toast/store';
import { usePhotoUrl, PhotoInputError } from '../../data/photos';
import { toastMessage } from '../auth';
import { UploadIcon } from '../../app/ui/icons';
import { displayableLogo } from '../../app/logo';
import { chooseLogo, type LogoOutcome } from './mutations';
import { PhotoUploadSetting } from './PhotoUploadSetting';

const SAVED_TEXT: Record<Exclude<LogoOutcome, 'uploaded'>, string> = {
  'saved-offline': 'Saved on this device. It uploads when you are back online.',
  'waiting-for-wifi': 'Saved on this device. It uploads when you are on Wi-Fi.',
  'saved-pending': 'Saved on this device. It is still uploading.',
};

export function LogoUpload({ userId, logo }: { userId: string; logo: string | null }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const saved = displayableLogo(logo);
  // The device's copy when this device chose it (at once, offline too), else the server's file.
  const shown = usePhotoUrl(saved);

  async function onPick(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    e.target.value = ''; // picking the same file again must fire change again
    if (!file) return;
    setError(null);
    setNote(null);
    setBusy(true);
    try {
      const outcome = await chooseLogo(userId, file);
      if (outcome === 'uploaded') {
        toast({ title: 'Logo Uploaded', description: 'Your logo will appear on your quotes and invoices.' });
      } else {
        setNote(SAVED_TEXT[outcome]);
        toast({ title: 'Logo Saved', description: SAVED_TEXT[outcome] });
      }
    } catch (err) {
      const message = err instanceof PhotoInputError ? err.message : toastMessage(err, 'Failed to upload logo');
      setError(message);
      toastError('Upload Error', message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="card" aria-labelledby="logo-title">
      <h2 id="logo-title" className="profile-card-title">
        Business Logo
      </h2>
      <div className="logo-row">
        <div className="logo-preview" aria-busy={busy}>
          {shown ? <img src={shown} alt="Business logo" /> : <span className="muted small">No logo yet</span>}
        </div>
        <div className="stack logo-actions">
          <input
            ref={inputRef}
            type="file"
            accept="image/*"
            className="sr-only"
            tabIndex={-1}
            aria-label="Business logo file"
            onChange={(e) => void onPick(e)}
          />
          <button type="button" className="btn btn-outline" disabled={busy} onClick={() => inputRef.current?.click()}>
            <UploadIcon size={18} /> {busy ? 'Saving…' : saved ? 'Change Logo' : 'Upload Logo'}
          </button>
          <p className="hint">PNG, JPG, WebP or GIF, up to 5 MB. Printed on your quotes and invoices.</p>
        </div>
      </div>
      {note && (
        <p className="hint" role="status">
          {note}
        </p>
      )}
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <PhotoUploadSetting userId={userId} />
    </section>
  );
}
