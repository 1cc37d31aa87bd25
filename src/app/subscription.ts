/** Spec §4 Subscription status: active, expired, cancelled, inactive (default for new users and unknown values). */
const STATUS: Record<string, { label: string; badge: string }> = {
  active: { label: 'Active', badge: 'badge-green' },
  expired: { label: 'Expired', badge: 'badge-red' },
  cancelled: { label: 'Cancelled', badge: 'badge-grey' },
  inactive: { label: 'Inactive', badge: 'badge-grey' },
};

export function subscriptionStatus(status: string | null | undefined): { label: string; badge: string } {
  return STATUS[(status ?? '').toLowerCase()] ?? STATUS.inactive;
}

const PLANS: Record<string, string> = {
  pro: 'Pro Plan',
  test_account: 'Test Account',
  admin: 'Admin',
};

export function planLabel(plan: string | null | undefined): string {
  if (!plan) return 'No plan';
  const known = PLANS[plan.toLowerCase()];
  if (known) return known;
  const words = plan.replace(/[_-]+/g, ' ').trim();
  const title = words.charAt(0).toUpperCase() + words.slice(1);
  return /plan$/i.test(title) ? title : `${title} Plan`;
}
