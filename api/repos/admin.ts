import type { Db, Sql } from '../db';
import { AppError } from '../errors';
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
 * Removed (cancelled) and expired accounts cannot start a session. New accounts ('inactive') can: the spec says users
 * an admin creates "can log in immediately". Admins are never locked out by subscription state.
 */
export function assertCanSignIn(u: AccessFields, now: Date) {
  if (u.role === 'admin') return;
  const status = effectiveStatus(u, now);
  if (status === 'cancelled' || status === 'expired') throw new AppError('FORBIDDEN', ACCESS_REMOVED_MESSAGE);
}

/** A session must not outlive time-limited access (a 1-day test account would otherwise keep a 30-day session). */
export function sessionEndCap(u: AccessFields): Date | null {
  if (u.role === 'admin' || u.subscription_plan === ADMIN_PLAN) return null;
  return u.subscription_status === 'active' ? u.subscription_end_date : null;
}

/** ADMIN_EMAILS bootstrap: an account using one of those addresses becomes an admin the moment it registers or signs in. */
export async function promoteIfListed(sql: Db, adminEmails: readonly string[], u: UserRow, log?: (msg: string) => void): Promise<UserRow> {
  if (u.role === 'admin' || !adminEmails.includes(u.email.trim().toLowerCase())) return u;
  const [promoted] = await sql<UserRow[]>`
    update users set role = 'admin', subscription_plan = ${ADMIN_PLAN}, subscription_status = 'active',
      subscription_end_date = null, updated_at = now()
    where id = ${u.id}
    returning *`;
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
  return sql.begin(async (tx) => {
    const [u] = await tx<UserRow[]>`select * from users where lower(email) = lower(${email.trim()}) for update`;
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
  return sql.begin(async (tx) => {
    const [u] = await tx<UserRow[]>`select * from users where id = ${userId} for update`;
    if (!u) throw new AppError('USER_NOT_FOUND', 'User not found');
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
  return sql.begin(async (tx) => {
    const [u] = await tx<UserRow[]>`
      update users set password_hash = ${passwordHash}, updated_at = now() where id = ${userId} returning *`;
    if (!u) throw new AppError('USER_NOT_FOUND', 'User not found');
    await tx`delete from sessions where user_id = ${userId} and id <> ${keepSessionId}`;
    return u;
  });
}
