import { useEffect } from 'react';
import { useSession, type SessionUser } from '../../app/session';
import { SUPPORT_EMAIL } from '../../domain/constants';
import { PageHeader } from '../../app/ui/PageHeader';
import { planLabel, subscriptionStatus } from '../../app/subscription';
import { formatEndDate, subscriptionMeaning, supportMailto } from '../../app/subscription-meaning';
import './subscription.css';

/** /subscription-status: where My Subscription, Billing and the profile's Manage button lead. Real values only. */
export default function SubscriptionStatusPage() {
  const user = useSession((s) => s.user);
  useEffect(() => {
    // The status may have changed on the server (an admin, the end date passing): ask again.
    void useSession.getState().check();
  }, []);
  return user ? <SubscriptionStatusView user={user} /> : null;
}

/** The screen itself, from the account's values as the server sent them. */
export function SubscriptionStatusView({ user }: { user: SessionUser }) {
  const status = (user.subscriptionStatus || 'inactive').toLowerCase();
  const badge = subscriptionStatus(status);
  const until = formatEndDate(user.subscriptionEndDate);
  const meaning = subscriptionMeaning(status, user.subscriptionPlan, user.subscriptionEndDate);
  return (
    <>
      <PageHeader title="Subscription Status" backTo="/landing" />
      <main className="page page-narrow">
        <div className="stack">
          <section className="card" aria-labelledby="sub-now">
            <h2 id="sub-now" className="sub-card-title">
              Your subscription
            </h2>
            <dl className="sub-facts">
              <dt>Status</dt>
              <dd>
                <span className={`badge ${badge.badge}`}>{badge.label}</span>
              </dd>
              <dt>Plan</dt>
              <dd>{planLabel(user.subscriptionPlan)}</dd>
              <dt>{status === 'active' ? 'Access until' : 'End date'}</dt>
              <dd>{until ?? (status === 'active' ? 'No end date' : '-')}</dd>
            </dl>
          </section>
          <section className="card" aria-labelledby="sub-meaning">
            <h2 id="sub-meaning" className="sub-card-title">
              {meaning.headline}
            </h2>
            <p>{meaning.detail}</p>
          </section>
          <section className="card" aria-labelledby="sub-help">
            <h2 id="sub-help" className="sub-card-title">
              Need help?
            </h2>
            <p>Questions about your subscription or billing? Our team answers by email.</p>
            <a className="btn btn-primary btn-block" href={supportMailto(user.email)}>
              Email Support
            </a>
            <p className="muted small">{SUPPORT_EMAIL}</p>
          </section>
        </div>
      </main>
    </>
  );
}
