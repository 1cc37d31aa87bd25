import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { SessionUser } from '../../app/session';
import { Dialog } from '../../app/ui/Dialog';
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

/** The first paint (the server's document for a new account) showed the prompt, and it is still open: keep it open. */
const OPEN_IN_FIRST_PAINT = '#boot-shell dialog.profile-reminder[open]';

/**
 * Spec §4 Profile reminder: once per browser session, when firstName, state or trade is missing. For a new account's
 * landing it is part of the first paint (rendered at build time with `firstPaint`, src/first-paint/render.tsx): it
 * works before the app's scripts (Maybe Later closes it, Complete Profile is a link), and when the app takes over it
 * opens its own in the same place, so nothing new and larger paints late.
 */
export function ProfileReminder({ user, firstPaint = false }: { user: SessionUser | null; firstPaint?: boolean }) {
  const [open, setOpen] = useState(
    () => firstPaint || (typeof document !== 'undefined' && Boolean(document.querySelector(OPEN_IN_FIRST_PAINT))),
  );
  const incomplete = user !== null && profileIncomplete(user);

  useEffect(() => {
    if (!incomplete || open) return;
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
      className="profile-reminder"
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
