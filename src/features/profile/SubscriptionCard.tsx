import { Link } from 'react-router-dom';
import type { CachedProfile } from './types';
import { planLabel, subscriptionStatus } from '../../app/subscription';
import { subscriptionMeaning } from '../../app/subscription-meaning';

const dateFormat = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', year: 'numeric' });

/** The account's real subscription status and plan (the spec's screen showed a static 'Active' / 'Pro Plan'). */
export function SubscriptionCard({
  profile,
}: {
  profile: Pick<CachedProfile, 'subscriptionStatus' | 'subscriptionPlan' | 'subscriptionEndDate'>;
}) {
  const status = subscriptionStatus(profile.subscriptionStatus);
  const end = profile.subscriptionEndDate ? new Date(profile.subscriptionEndDate) : null;
  const meaning = subscriptionMeaning(
    (profile.subscriptionStatus || 'inactive').toLowerCase(),
    profile.subscriptionPlan,
    profile.subscriptionEndDate,
  );
  return (
    <section className="card" aria-labelledby="sub-title">
      <div className="row-between">
        <h2 id="sub-title" className="profile-card-title">
          Subscription Status
        </h2>
        <Link to="/subscription-status" className="btn btn-outline btn-sm">
          Manage
        </Link>
      </div>
      <p className="row sub-line">
        <span className={`badge ${status.badge}`}>{status.label}</span>
        <span className="sub-plan">{planLabel(profile.subscriptionPlan)}</span>
      </p>
      {/* What the status means, in the same words as /subscription-status (e.g. 'AI features paused'). */}
      <p className="small sub-meaning">{meaning.headline}</p>
      {end && !Number.isNaN(end.getTime()) && (
        <p className="muted small sub-end">
          {status.label === 'Active' ? 'Access until' : 'Ended'} {dateFormat.format(end)}
        </p>
      )}
    </section>
  );
}
