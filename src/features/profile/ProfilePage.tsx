import { Spinner } from '../../app/AuthGate';
import { useSession, type SessionUser } from '../../app/session';
import { PageHeader } from '../../app/ui/PageHeader';
import { LogoUpload } from './LogoUpload';
import { ProfileForm } from './ProfileForm';
import { useProfileRecords, useServerRefresh } from './queries';
import { SubscriptionCard } from './SubscriptionCard';
import { ConfirmEmailCard } from './ConfirmEmailCard';
import './profile.css';

export default function ProfilePage() {
  const user = useSession((s) => s.user);
  return (
    <>
      <PageHeader title="Setup Your Profile" backTo="/landing" />
      <main className="page page-narrow profile-page">{user ? <ProfileContent user={user} /> : <Spinner />}</main>
    </>
  );
}

function ProfileContent({ user }: { user: SessionUser }) {
  const { loaded, profile, company } = useProfileRecords(user.id);
  const refresh = useServerRefresh(user.id);
  // Until the device has a copy, the session's own record stands in (offline on a device that never opened this screen).
  const source = profile ?? (refresh !== 'loading' ? user : null);

  return (
    <div className="stack">
      {refresh === 'offline' && (
        <p className="banner banner-info" role="status">
          You're offline. Changes you save are kept on this device and sent when you're back online.
        </p>
      )}
      <SubscriptionCard profile={user} />
      {(profile ?? user).pendingEmail && (
        // A new address waits for its confirmation link (issue 10): say so, or the form seems to forget it.
        <p className="banner banner-info" role="status">
          Check {(profile ?? user).pendingEmail} for a confirmation link. Until you open it, your account keeps using{' '}
          {(profile ?? user).email}.
        </p>
      )}
      {(profile ?? user).emailVerified === false && refresh !== 'offline' && <ConfirmEmailCard email={(profile ?? user).email} />}
      <LogoUpload userId={user.id} logo={(profile ?? user).businessLogo} />
      {loaded && source ? <ProfileForm userId={user.id} profile={source} company={company} /> : <Spinner label="Loading your profile" />}
    </div>
  );
}
