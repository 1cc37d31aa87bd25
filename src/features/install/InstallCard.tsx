import { useId } from 'react';
import { PRODUCT_NAME } from '../../domain/constants';
import { closeInstallCard, isIos, promptInstall, useInstallPrompt } from './install-prompt';

/** Spec §2/§4 install card: hidden until the browser offers installation (or 3 s after load on iOS). */
export function InstallCard() {
  const visible = useInstallPrompt((s) => s.visible);
  const canPrompt = useInstallPrompt((s) => s.deferred !== null);
  const titleId = useId();
  if (!visible) return null;
  const ios = isIos();
  return (
    <aside className="card install-card" aria-labelledby={titleId} data-testid="install-card">
      <img className="install-card-icon" src="/icons/icon-192.png" width={48} height={48} alt="" />
      <div className="install-card-body">
        <h2 id={titleId} className="install-card-title">
          Install {PRODUCT_NAME} App
        </h2>
        <p className="hint">
          {ios ? 'Tap the share button and select "Add to Home Screen"' : `Access ${PRODUCT_NAME} directly from your home screen`}
        </p>
        {!ios && (
          <button type="button" className="btn btn-primary btn-sm" disabled={!canPrompt} onClick={() => void promptInstall()}>
            Install App
          </button>
        )}
      </div>
      <button type="button" className="icon-btn install-card-close" aria-label="Close" onClick={closeInstallCard}>
        ×
      </button>
    </aside>
  );
}
