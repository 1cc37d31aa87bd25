import { deviceTimeZone } from '../../domain/dates';
import { formatDateShortAU, isoFromInstant } from '../../domain/dates';
import { subscriptionStatus } from '../../app/subscription';
import type { AdminUser } from './admin-api';

/** Spec §2 View Users: en-AU short date ('5 Oct 2025') on this device's calendar, '-' when missing or unreadable. */
export function formatAdminDate(iso: string | null | undefined): string {
  if (!iso) return '-';
  const ms = Date.parse(iso);
  return Number.isFinite(ms) ? formatDateShortAU(isoFromInstant(ms, deviceTimeZone())) : '-';
}

export function displayName(u: Pick<AdminUser, 'firstName' | 'lastName'>): string {
  return (
    [u.firstName, u.lastName]
      .map((s) => s?.trim())
      .filter(Boolean)
      .join(' ') || '-'
  );
}

/** active, expired and cancelled have their own badge; anything else (or nothing) is Inactive. */
export const statusBadge = (status: string | null) => subscriptionStatus(status);

/** Spec §2: Remove Access only for active users whose plan is not admin. */
export const canRemoveAccess = (u: Pick<AdminUser, 'subscriptionStatus' | 'subscriptionPlan'>) =>
  u.subscriptionStatus === 'active' && u.subscriptionPlan !== 'admin';
