import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { SessionUser } from '../../app/session';
import { Dialog } from '../../app/ui/Dialog';
import { forgetShellDialog, wasOpenInShell } from '../../app/boot-shell';
import { PROFILE_PROMPTED_COOKIE, profileIncomplete } from '../../domain/first-paint-documents';

/**
 * Whether this browser session has been prompted already, and if not, marks it: a session cookie, which the server
 * reads too (it puts the prompt into a new account's first paint and sets the cookie: api/server.ts).
 */
function claimPrompt(): boolean {
  if (document.cookie.split(/;\s*/).some((c) => c.startsWith(`${PROFILE_PROMPTED_COOKIE}=`))) return false;
  document.cookie = `${PROFILE_PROMPTED_COOKIE}=1; path=/; SameSite=Lax`;
  return true;
}

const SHELL_CLASS = 'profile-reminder';

/**
 * Spec §4 Profile reminder: once per browser session, when firstName, state or trade is missing. For a new account's
 * landing it is part of the first paint (rendered at build time with `firstPaint`, src/first-paint/render.tsx): it
 * works before the app's scripts (Maybe Later closes it, Complete Profile is a link), and when the app takes over it
 * opens its own in the same place, so nothing new and larger paints late.
 */
export function ProfileReminder({ user, firstPaint = false }: { user: SessionUser | null; firstPaint?: boolean }) {
  // The first paint (the server's document for a new account) showed the prompt and it was still open: keep it open.
  const [fromShell] = useState(() => !firstPaint && wasOpenInShell(SHELL_CLASS));
  const [open, setOpen] = useState(() => firstPaint || fromShell);
  useEffect(() => forgetShellDialog(SHELL_CLASS), []);
  const incomplete = user !== null && profileIncomplete(user);

  const asked = useRef(false);
  useEffect(() => {
    if (!incomplete || asked.current) return;
    asked.current = true; // once per mount: closing it is final
    if (open) return;
    try {
      if (!claimPrompt()) return;
    } catch {
      /* cookies blocked: remind anyway, it is only a dialog */
    }
    setOpen(true);
  }, [incomplete, open]);

  return (
    <Dialog
      open={open}
      onClose={() => setOpen(false)}
      className={SHELL_CLASS}
      modalAfterPaint={fromShell}
      title="Complete Your Profile"
      description="Add your name, state and trade so answers, quotes and invoices fit your business."
      footer={
        // A dialog form: Maybe Later closes the dialog with or without the app's scripts.
        <form method="dialog" className="dialog-footer-form">
          <button type="submit" className="btn btn-outline" onClick={() => setOpen(false)}>
            Maybe Later
          </button>
          <Link to="/profile" className="btn btn-primary" onClick={() => setOpen(false)}>
            Complete Profile
          </Link>
        </form>
      }
    />
  );
}
