import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { displayableLogo } from '../../app/logo';
import { UserIcon } from './icons';

// Issue 24: the logo's lookup (the device's copy of a logo chosen here) reads the device database; the landing's own
// chunk does not import it (with it came Dexie, the database's schemas and every feature's mutators: a task of
// 270–390 ms at 4× CPU before a fresh device's landing could draw). Loaded only for an account with a logo.
const ProfileLogo = lazy(() => import('./ProfileLogo'));

/** Top-right button to /profile, showing the business logo when there is one (spec §2 Landing). */
export function ProfileButton({ logo }: { logo: string | null }) {
  const path = displayableLogo(logo);
  return (
    <Link to="/profile" className="profile-btn" aria-label="Profile">
      {path ? (
        <Suspense fallback={<UserIcon />}>
          <ProfileLogo path={path} />
        </Suspense>
      ) : (
        <UserIcon />
      )}
    </Link>
  );
}
