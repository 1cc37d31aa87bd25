import { useEffect } from 'react';
import { startSyncScheduler } from '../../../data/sync/scheduler';
import { toastFailure } from '../../../app/toast/store';
import type { DocModel, DocumentExtension } from '../../../domain/documents';
import { downloadDocument } from './download';

let renderersRequested = false;

/**
 * Gets these screens ready for losing signal: the sync scheduler (idempotent to start) drains the outbox when the
 * connection comes back, and the PDF and Word writers are loaded while there is signal, so a download made offline
 * works even before the service worker has cached them. A page the service worker controls needs no such load: the
 * worker only takes control once its install has precached every chunk of the build, the writers included (issue 24:
 * evaluating them was ~700 KiB of script on a throttled phone while a list painted).
 */
export function useOfflineReady() {
  useEffect(() => {
    startSyncScheduler();
    if (renderersRequested || !navigator.onLine || navigator.serviceWorker?.controller) return;
    renderersRequested = true;
    const load = () => {
      Promise.all([import('../../../domain/documents/pdf/render'), import('../../../domain/documents/docx/render')]).catch(
        (err: unknown) => {
          renderersRequested = false; // try again on the next screen
          console.warn('Could not preload the document writers', err);
        },
      );
    };
    const idle = (window as Window & { requestIdleCallback?: (cb: () => void) => number }).requestIdleCallback;
    if (idle) idle(load);
    else setTimeout(load, 1000);
  }, []);
}

/** Spec §8: 'PDF Generation Failed' / 'Word Generation Failed' when the file cannot be made. */
export async function downloadWithToast(makeModel: () => Promise<DocModel>, ext: DocumentExtension): Promise<void> {
  try {
    await downloadDocument(await makeModel(), ext);
  } catch (err) {
    toastFailure('Document generation', err, ext === 'pdf' ? 'PDF Generation Failed' : 'Word Generation Failed', 'Please try again.');
  }
}
