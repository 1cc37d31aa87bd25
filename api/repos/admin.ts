import type { Db, Sql } from '../db';
import { withUserTx } from '../sync/tx';
import { AppError, notFound } from '../errors';
import type { UserRow } from './users';

/**
 * Admin SQL and the access rules behind it (spec §4 "Subscription status", §6 Admin). Unlike the other repos these
 * queries are not scoped to one user: every caller has passed requireAdmin first.
 */

export const TEST_PLAN = 'test_account';
export const ADMIN_PLAN = 'admin';
export const ACCESS_REMOVED_MESSAGE = 'Your access has been removed. Please contact support.';

type AccessFields = Pick<UserRow, 'role' | 'subscription_status' | 'subscription_plan' | 'subscription_end_date'>;

/** The status as it stands now: an active subscription whose end date has passed has expired, whatever the column says. */
export function effectiveStatus(u: AccessFields, now: Date): string {
  const status = u.subscription_status || 'inactive';
  if (
    status === 'active' &&
    u.subscription_end_date &&
    u.subscription_end_date.getTime() <= now.getTime() &&
    u.subscription_plan !== ADMIN_PLAN
  ) {
    return 'expired';
  }
  return status;
}

const isProtectedAdmin = (u: Pick<UserRow, 'role' | 'subscription_plan'>) => u.role === 'admin' || u.subscription_plan === ADMIN_PLAN;

/**
 * Only removed (cancelled) accounts cannot start a session: an admin's Remove Access means "They will no longer be
 * able to use the app" (spec §2). An expired subscription does not lock anyone out of what they made — they sign in,
 * read, edit and download their quotes, invoices and lists; only the paid AI calls stop (assertPaidAccess).
 * New accounts ('inactive', the pre-launch default) can: the spec says users an admin creates "can log in immediately".
 * Admins are never locked out by subscription state.
 */
export function assertCanSignIn(u: AccessFields, now: Date) {
  if (u.role === 'admin') return;
  if (effectiveStatus(u, now) === 'cancelled') throw new AppError('FORBIDDEN', ACCESS_REMOVED_MESSAGE);
}

export const SUBSCRIPTION_LAPSED_MESSAGE =
  'Your subscription has ended, so AI features are paused. Your quotes, invoices and lists are still here to view and download. See Subscription Status to renew.';

/**
 * Calls that cost money at the AI provider need a subscription that has not lapsed: expired (or cancelled) accounts
 * get 402 with a message saying what still works. Inactive accounts are the pre-launch default and keep them.
 */
export function assertPaidAccess(u: AccessFields, now: Date) {
  if (u.role === 'admin' || u.subscription_plan === ADMIN_PLAN) return;
  const status = effectiveStatus(u, now);
  if (status === 'expired' || status === 'cancelled') throw new AppError('SUBSCRIPTION_REQUIRED', SUBSCRIPTION_LAPSED_MESSAGE);
}

/** A session must not outlive time-limited access (a 1-day test account would otherwise keep a 30-day session). */
export function sessionEndCap(u: AccessFields): Date | null {
  if (u.role === 'admin' || u.subscription_plan === ADMIN_PLAN) return null;
  const end = u.subscription_status === 'active' ? u.subscription_end_date : null;
  // Already past: an expired account still signs in (its documents stay reachable) for a normal session.
  return end && end.getTime() > Date.now() ? end : null;
}

/**
 * ADMIN_EMAILS bootstrap: an account whose address is on the list becomes an admin when it signs in — only once that
 * address is confirmed (an emailed code or link was used, or an identity provider vouched for it), so registering or
 * renaming onto a listed address nobody owns yet grants nothing.
 */
export async function promoteIfListed(sql: Db, adminEmails: readonly string[], u: UserRow, log?: (msg: string) => void): Promise<UserRow> {
  if (u.role === 'admin' || !u.email_verified_at || !adminEmails.includes(u.email.trim().toLowerCase())) return u;
  const promoted = await withUserTx(sql, u.id, async (tx) => {
    const [row] = await tx<UserRow[]>`
      update users set role = 'admin', subscription_plan = ${ADMIN_PLAN}, subscription_status = 'active',
        subscription_end_date = null, updated_at = now()
      where id = ${u.id}
      returning *`;
    // A session taken out before the promotion must not become an admin session: the signing-in one starts afresh.
    await tx`delete from sessions where user_id = ${u.id}`;
    return row;
  });
  log?.(`ADMIN_EMAILS: ${promoted.email} is now an admin`);
  return promoted;
}

export interface AdminUserView {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  subscriptionStatus: string;
  subscriptionPlan: string | null;
  subscriptionEndDate: string | null;
  createdAt: string;
}

export function toAdminView(u: UserRow, now: Date): AdminUserView {
  return {
    id: u.id,
    email: u.email,
    firstName: u.first_name,
    lastName: u.last_name,
    subscriptionStatus: effectiveStatus(u, now),
    subscriptionPlan: u.subscription_plan,
    subscriptionEndDate: u.subscription_end_date?.toISOString() ?? null,
    createdAt: u.created_at.toISOString(),
  };
}

/** Every account, newest first (spec §7 GET /api/admin/users). */
export async function listUsers(sql: Db): Promise<UserRow[]> {
  return sql<UserRow[]>`select * from users order by created_at desc, id desc`;
}

/** Grants test access: status active, plan test_account, until `endsAt`. Returns null when no account has that email. */
export async function activateTestUser(sql: Sql, email: string, endsAt: Date): Promise<UserRow | null> {
  const [found] = await sql<{ id: string }[]>`select id from users where lower(email) = lower(${email.trim()})`;
  if (!found) return null;
  // users is a synced table: written under the user's sync lock (api/sync/tx.ts), like every synced row.
  return withUserTx(sql, found.id, async (tx) => {
    const [u] = await tx<UserRow[]>`select * from users where id = ${found.id} for update`;
    if (!u) return null;
    if (isProtectedAdmin(u)) throw new AppError('CONFLICT', 'Admin accounts already have full access and cannot become test users');
    const [updated] = await tx<UserRow[]>`
      update users set subscription_status = 'active', subscription_plan = ${TEST_PLAN},
        subscription_end_date = ${endsAt}, updated_at = now()
      where id = ${u.id}
      returning *`;
    // Sessions already open end with the test access too; a later extension lets them sign in again.
    await tx`update sessions set expires_at = least(expires_at, ${endsAt}) where user_id = ${u.id}`;
    return updated;
  });
}

/**
 * Ends an active, non-admin user's access now: status cancelled, end date now, and every session of theirs deleted so
 * the app stops working on their devices at the next request.
 */
export async function removeAccess(sql: Sql, userId: string, now: Date): Promise<UserRow> {
  return withUserTx(sql, userId, async (tx) => {
    const [u] = await tx<UserRow[]>`select * from users where id = ${userId} for update`;
    if (!u) throw notFound('User');
    if (isProtectedAdmin(u)) throw new AppError('FORBIDDEN', 'Admin accounts cannot have their access removed');
    if (effectiveStatus(u, now) !== 'active') throw new AppError('CONFLICT', 'Only users with active access can have it removed');
    const [updated] = await tx<UserRow[]>`
      update users set subscription_status = 'cancelled', subscription_end_date = ${now}, updated_at = now()
      where id = ${u.id}
      returning *`;
    await tx`delete from sessions where user_id = ${u.id}`;
    return updated;
  });
}

/**
 * Sets a new password and signs the user out everywhere, like a self-service reset. `keepSessionId` spares the acting
 * admin's own session when they reset their own password.
 */
export async function resetPassword(sql: Sql, userId: string, passwordHash: string, keepSessionId: string): Promise<UserRow> {
  return withUserTx(sql, userId, async (tx) => {
    const [u] = await tx<UserRow[]>`
      update users set password_hash = ${passwordHash}, updated_at = now() where id = ${userId} returning *`;
    if (!u) throw notFound('User');
    await tx`delete from sessions where user_id = ${userId} and id <> ${keepSessionId}`;
    // Links and codes mailed before the reset must not undo it.
    await tx`update auth_tokens set used_at = now() where user_id = ${userId} and used_at is null`;
    return u;
  });
}

/**
 * `npm run create-admin`: makes the account an admin with this password (creating it when it does not exist; the
 * operator vouches for the address). Every session the account had before ends — one taken out before the promotion
 * must not become an admin session — and every reset link and sign-in code still in a mailbox stops working.
 */
export async function makeAdmin(sql: Sql, email: string, passwordHash: string): Promise<{ user: UserRow; created: boolean }> {
  const [found] = await sql<{ id: string }[]>`select id from users where lower(email) = lower(${email.trim()})`;
  let id = found?.id;
  if (!id) {
    const [u] = await sql<{ id: string }[]>`
      insert into users (email, password_hash, role, subscription_plan, subscription_status)
      values (${email.trim()}, ${passwordHash}, 'admin', ${ADMIN_PLAN}, 'active') returning id`;
    await sql`insert into settings (user_id) values (${u.id}) on conflict do nothing`;
    id = u.id;
  }
  const userId = id;
  // users is a synced table: written under the user's sync lock, like every synced row (api/sync/tx.ts).
  const user = await withUserTx(sql, userId, async (tx) => {
    const [u] = await tx<UserRow[]>`
      update users set password_hash = ${passwordHash}, role = 'admin', subscription_status = 'active',
        subscription_plan = ${ADMIN_PLAN}, subscription_end_date = null,
        email_verified_at = coalesce(email_verified_at, now()), updated_at = now()
      where id = ${userId} returning *`;
    await tx`delete from sessions where user_id = ${userId}`;
    await tx`update auth_tokens set used_at = now() where user_id = ${userId} and used_at is null`;
    return u;
  });
  return { user, created: !found };
}
