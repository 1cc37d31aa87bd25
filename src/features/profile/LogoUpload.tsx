import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { toast, toastError } from '../../app/toast/store';
import { NetworkError, errorMessage } from '../../data/api';
import { toastMessage } from '../auth/validation';
import { UploadIcon } from '../landing/icons';
import { displayableLogo } from './logo';
import { LogoUploadError, uploadLogo } from './mutations';

export function LogoUpload({ userId, logo }: { userId: string; logo: string | null }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [localPreview, setLocalPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const saved = displayableLogo(logo);
  const shown = localPreview ?? saved;

  useEffect(() => () => void (localPreview && URL.revokeObjectURL(localPreview)), [localPreview]);

  async function onPick(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    e.target.value = ''; // picking the same file again must fire change again
    if (!file) return;
    setError(null);
    setBusy(true);
    const preview = file.type.startsWith('image/') ? URL.createObjectURL(file) : null;
    setLocalPreview(preview);
    try {
      await uploadLogo(userId, file);
      toast({ title: 'Logo Uploaded', description: 'Your logo will appear on your quotes and invoices.' });
    } catch (err) {
      const message =
        err instanceof LogoUploadError
          ? err.message
          : err instanceof NetworkError
            ? errorMessage(err, '')
            : toastMessage(err, 'Failed to upload logo');
      setError(message);
      toastError('Upload Error', message);
    } finally {
      setLocalPreview(null);
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
            <UploadIcon size={18} /> {busy ? 'Uploading…' : saved ? 'Change Logo' : 'Upload Logo'}
          </button>
          <p className="hint">PNG, JPG, WebP or GIF, up to 5 MB. Printed on your quotes and invoices.</p>
        </div>
      </div>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
