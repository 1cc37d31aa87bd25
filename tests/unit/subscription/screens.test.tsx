import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../../src/app/session';
import { SubscriptionCard } from '../../../src/features/profile/SubscriptionCard';
import { SubscriptionStatusView } from '../../../src/features/subscription/SubscriptionStatusPage';

/**
 * The subscription screens rendered for real (React's server renderer, no DOM mocks) from the values the server sends:
 * the status page and the profile card show the account's real status, plan, en-AU end date and what it means —
 * including an expired account, which the browser tests cannot make (only the database can move an end date back).
 */
const user = (over: Partial<SessionUser>): SessionUser => ({
  id: '00000000-0000-4000-8000-000000000001',
  email: 'tradie@example.com',
  firstName: 'Sam',
  lastName: null,
  phone: null,
  businessName: null,
  businessLogo: null,
  yearsExperience: null,
  state: 'NSW',
  trade: null,
  role: 'user',
  subscriptionStatus: 'inactive',
  subscriptionPlan: null,
  subscriptionEndDate: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...over,
});
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
const inRouter = (el: React.ReactElement) => text(renderToStaticMarkup(<MemoryRouter>{el}</MemoryRouter>));
const enAU = (iso: string) => new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(iso));

describe('subscription screens show the real values', () => {
  const expired = user({
    subscriptionStatus: 'expired',
    subscriptionPlan: 'test_account',
    subscriptionEndDate: '2026-03-05T01:00:00.000Z',
  });

  it('an expired account: the status page says Expired, the end date in en-AU, that documents stay and AI is paused', () => {
    const page = inRouter(<SubscriptionStatusView user={expired} />);
    expect(page).toContain('Expired');
    expect(page).toContain('Test Account');
    expect(page).toContain(`End date ${enAU(expired.subscriptionEndDate!)}`);
    expect(page).toContain('AI features paused');
    expect(page).toContain('still here to view, edit and download');
    expect(
      renderToStaticMarkup(
        <MemoryRouter>
          <SubscriptionStatusView user={expired} />
        </MemoryRouter>,
      ),
    ).toContain('href="mailto:support@');
  });

  it('an expired account: the profile card shows the same status, plan, end date and meaning (not static text)', () => {
    const card = inRouter(<SubscriptionCard profile={expired} />);
    expect(card).toContain('Expired');
    expect(card).toContain('Test Account');
    expect(card).toContain(`Ended ${enAU(expired.subscriptionEndDate!)}`);
    expect(card).toContain('AI features paused');
    expect(card).not.toContain('Pro Plan');
  });

  it.each([
    ['active', 'test_account', 'Active', 'Full access'],
    ['cancelled', null, 'Cancelled', 'Access removed'],
    ['inactive', null, 'Inactive', 'No paid subscription'],
  ])('%s: the card and the page agree (%s → %s, %s)', (status, plan, label, headline) => {
    const u = user({ subscriptionStatus: status, subscriptionPlan: plan });
    for (const html of [inRouter(<SubscriptionStatusView user={u} />), inRouter(<SubscriptionCard profile={u} />)]) {
      expect(html).toContain(label);
      expect(html).toContain(headline);
    }
  });
});
