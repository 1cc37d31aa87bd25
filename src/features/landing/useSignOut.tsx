import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { pendingWrites, useSession } from '../../app/session';
import { ConfirmDialog } from '../../app/ui/Dialog';

/**
 * Sign out, but first warn when the outbox still holds writes: signing out clears this device,
 * so anything not yet on the server would be lost.
 */
export function useSignOut() {
  const navigate = useNavigate();
  const [unsent, setUnsent] = useState(0);
  const [busy, setBusy] = useState(false);

  async function signOutNow() {
    setUnsent(0);
    setBusy(true);
    try {
      // the document numbers this device holds go back to the business (the next number stays honest)
      const user = useSession.getState().user;
      // (loaded on sign-out only: the landing screen's first paint carries neither the documents feature nor the device
      // database's module — issue 24)
      if (user)
        await Promise.all([import('../documents'), import('../../data/local-db')])
          .then(([d, { getDb }]) => d.handBackNumbers(getDb(), user.id))
          .catch(() => undefined);
      await useSession.getState().signOut();
    } finally {
      setBusy(false);
      void navigate('/auth', { replace: true });
    }
  }

  async function requestSignOut() {
    const user = useSession.getState().user;
    const n = user
      ? await pendingWrites(user.id).catch((err: unknown) => {
          console.warn('Could not count unsent changes', err);
          return 0;
        })
      : 0;
    if (n > 0) setUnsent(n);
    else await signOutNow();
  }

  const confirm = (
    <ConfirmDialog
      open={unsent > 0}
      title="Sign out?"
      message={`You have ${unsent} ${unsent === 1 ? 'change' : 'changes'} not yet synced. Signing out removes ${unsent === 1 ? 'it' : 'them'} from this device for good. Connect to the internet and wait for them to sync, or sign out anyway.`}
      confirmLabel="Sign Out Anyway"
      onConfirm={() => void signOutNow()}
      onCancel={() => setUnsent(0)}
    />
  );
  return { requestSignOut, confirm, busy };
}
