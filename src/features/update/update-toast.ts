import { toast } from '../../app/toast/store';
import { SKIP_WAITING } from '../../../sw/protocol';

/**
 * A new version is installed and waiting. It takes over only when the person chooses Reload, so nobody loses a
 * half-typed quote to a forced refresh. Other open tabs keep running their code until they reload themselves.
 */
export function offerUpdate(): void {
  toast({
    title: 'Update available',
    description: 'A new version of Tradie Toolbox is ready.',
    duration: Infinity,
    action: { label: 'Reload', onClick: () => void reloadIntoUpdate() },
  });
}

async function reloadIntoUpdate() {
  const waiting = (await navigator.serviceWorker.getRegistration())?.waiting;
  // Another tab may have switched to the new version already: then a plain reload picks it up.
  if (!waiting) {
    window.location.reload();
    return;
  }
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
  waiting.postMessage({ type: SKIP_WAITING });
}
