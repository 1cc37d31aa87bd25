import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { SessionUser } from '../../app/session';
import { Dialog } from '../../app/ui/Dialog';

const SHOWN_FLAG = 'tt.profileReminderShown';

/** Spec §4 Profile reminder: once per browser session, when firstName, state or trade is missing. */
export function ProfileReminder({ user }: { user: SessionUser }) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const incomplete = !user.firstName || !user.state || !user.trade;

  useEffect(() => {
    if (!incomplete) return;
    try {
      if (sessionStorage.getItem(SHOWN_FLAG)) return;
      sessionStorage.setItem(SHOWN_FLAG, '1');
    } catch {
      /* storage blocked: remind anyway, it is only a dialog */
    }
    setOpen(true);
  }, [incomplete]);

  return (
    <Dialog
      open={open}
      onClose={() => setOpen(false)}
      title="Complete Your Profile"
      description="Add your name, state and trade so answers, quotes and invoices fit your business."
      footer={
        <>
          <button type="button" className="btn btn-outline" onClick={() => setOpen(false)}>
            Maybe Later
          </button>
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => {
              setOpen(false);
              void navigate('/profile');
            }}
          >
            Complete Profile
          </button>
        </>
      }
    />
  );
}
