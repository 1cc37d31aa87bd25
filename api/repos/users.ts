import type { Db } from '../db';
import type { LockedTx } from '../sync/tx';
import type { SessionUser } from '../context';
import { effectiveStatus } from './admin';
import { resendSellerListings } from './marketplace';

export interface UserRow {
  id: string;
  email: string;
  password_hash: string | null;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  business_name: string | null;
  business_logo: string | null;
  years_experience: number | null;
  state: string | null;
  trade: string | null;
  role: 'user' | 'admin';
  subscription_status: string;
  subscription_plan: string | null;
  subscription_end_date: Date | null;
  email_verified_at: Date | null;
  pending_email: string | null;
  created_at: Date;
  updated_at: Date;
}

/** The columns of a UserRow, every one (the type says so); the table has more (sync counters, pending-email tokens). */
const USER_ROW_COLUMNS = Object.keys({
  id: 1,
  email: 1,
  password_hash: 1,
  first_name: 1,
  last_name: 1,
  phone: 1,
  business_name: 1,
  business_logo: 1,
  years_experience: 1,
  state: 1,
  trade: 1,
  role: 1,
  subscription_status: 1,
  subscription_plan: 1,
  subscription_end_date: 1,
  email_verified_at: 1,
  pending_email: 1,
  created_at: 1,
  updated_at: 1,
} satisfies Record<keyof UserRow, 1>);

/** The profile as the client sees it (spec §3 "User (profile)") plus role and subscription for the status card. */
export function toProfile(u: UserRow) {
  return {
    id: u.id,
    email: u.email,
    firstName: u.first_name,
    lastName: u.last_name,
    phone: u.phone,
    businessName: u.business_name,
    businessLogo: u.business_logo,
    yearsExperience: u.years_experience,
    state: u.state,
    trade: u.trade,
    role: u.role,
    // As it stands now: an active subscription past its end date reads as expired.
    subscriptionStatus: effectiveStatus(u, new Date()),
    subscriptionPlan: u.subscription_plan,
    subscriptionEndDate: u.subscription_end_date?.toISOString() ?? null,
    emailVerified: Boolean(u.email_verified_at),
    /** a new address waiting for its confirmation link (the email above stays in force until then) */
    pendingEmail: u.pending_email ?? null,
    createdAt: u.created_at.toISOString(),
    updatedAt: u.updated_at.toISOString(),
  };
}

export async function findUserByEmail(sql: Db, email: string): Promise<UserRow | undefined> {
  const [u] = await sql<UserRow[]>`select * from users where lower(email) = lower(${email})`;
  return u;
}

export async function getUser(sql: Db, userId: string): Promise<UserRow | undefined> {
  const [u] = await sql<UserRow[]>`select * from users where id = ${userId}`;
  return u;
}

export async function createUser(
  sql: Db,
  input: {
    email: string;
    /** null: the account signs in through an identity provider (or sets a password by reset) */
    passwordHash: string | null;
    firstName?: string | null;
    lastName?: string | null;
    role?: 'user' | 'admin';
    subscriptionPlan?: string | null;
    subscriptionStatus?: string;
  },
): Promise<UserRow> {
  const [u] = await sql<UserRow[]>`
    insert into users (email, password_hash, first_name, last_name, role, subscription_plan, subscription_status)
    values (${input.email.trim()}, ${input.passwordHash}, ${input.firstName ?? null}, ${input.lastName ?? null},
            ${input.role ?? 'user'}, ${input.subscriptionPlan ?? null}, ${input.subscriptionStatus ?? 'inactive'})
    returning *`;
  // Every account starts with its settings row holding the spec's defaults.
  await sql`insert into settings (user_id) values (${u.id}) on conflict do nothing`;
  return u;
}

export interface ProfileInput {
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
  email?: string;
  businessName?: string | null;
  state?: string | null;
  trade?: string | null;
  yearsExperience?: number | null;
}

/**
 * Used by REST (POST /api/user) and sync (profile.update). A new email address does not take effect here: it waits in
 * pending_email until the link mailed to it is opened (confirmEmailChange), so nobody can move an account onto an
 * address they do not own (and, with ADMIN_EMAILS, onto an admin address nobody registered yet).
 */
export async function updateProfile(sql: LockedTx, userId: string, p: ProfileInput): Promise<UserRow> {
  if (p.email !== undefined) {
    const next = p.email.trim();
    const [cur] = await sql<UserRow[]>`select email from users where id = ${userId}`;
    if (cur && next.toLowerCase() !== cur.email.toLowerCase()) {
      // A fresh request replaces an older one; the mail goes out after the write (deliverEmailConfirmation).
      await sql`update users set pending_email = ${next}, pending_email_token_hash = null, pending_email_expires_at = null
        where id = ${userId}`;
    }
    // Same address in another case: a cosmetic edit of the confirmed address, allowed.
    p = { ...p, email: cur && next.toLowerCase() === cur.email.toLowerCase() ? next : undefined };
  }
  const [u] = await sql<UserRow[]>`
    update users set
      first_name = ${p.firstName === undefined ? sql`first_name` : p.firstName},
      last_name = ${p.lastName === undefined ? sql`last_name` : p.lastName},
      phone = ${p.phone === undefined ? sql`phone` : p.phone},
      email = ${p.email === undefined ? sql`email` : p.email.trim()},
      business_name = ${p.businessName === undefined ? sql`business_name` : p.businessName},
      state = ${p.state === undefined ? sql`state` : p.state},
      trade = ${p.trade === undefined ? sql`trade` : p.trade},
      years_experience = ${p.yearsExperience === undefined ? sql`years_experience` : p.yearsExperience},
      updated_at = now()
    where id = ${userId}
    returning *`;
  return u;
}

export async function setPassword(sql: LockedTx, userId: string, passwordHash: string) {
  await sql`update users set password_hash = ${passwordHash}, updated_at = now() where id = ${userId}`;
}

export async function setLogo(sql: LockedTx, userId: string, logo: string | null): Promise<UserRow> {
  const [u] = await sql<UserRow[]>`update users set business_logo = ${logo}, updated_at = now() where id = ${userId} returning *`;
  return u;
}

export async function createSession(sql: Db, userId: string, tokenHash: string, expiresAt: Date, userAgent: string | null) {
  await sql`insert into sessions (user_id, token_hash, expires_at, user_agent) values (${userId}, ${tokenHash}, ${expiresAt}, ${userAgent})`;
}

// Every name is a constant of this file (USER_ROW_COLUMNS): nothing from a request is spliced into the text.
const FIND_SESSION_SQL = `select ${USER_ROW_COLUMNS.map((c) => `u.${c}`).join(', ')}, s.id as session_id
  from sessions s join users u on u.id = s.user_id
  where s.token_hash = $1 and s.expires_at > now()`;

/** The session's user, with the whole user row: GET /api/auth/user answers from it without a second query. */
export async function findSession(sql: Db, tokenHash: string): Promise<SessionUser | null> {
  // One indexed query (sessions_token_hash_key, then users_pkey) reading only the columns a UserRow has. Its text is
  // built once (FIND_SESSION_SQL): a column-list fragment re-escaped 19 names on every request (~3% of the server's
  // CPU on GET /api/auth/user, profiled).
  const [row] = await sql.unsafe<(UserRow & { session_id: string })[]>(FIND_SESSION_SQL, [tokenHash], { prepare: true });
  if (!row) return null;
  const u: UserRow = row;
  const sessionId = row.session_id;
  delete (row as Partial<typeof row>).session_id;
  return {
    id: u.id,
    email: u.email,
    role: u.role,
    firstName: u.first_name,
    lastName: u.last_name,
    subscriptionStatus: u.subscription_status,
    subscriptionPlan: u.subscription_plan,
    sessionId,
    row: u,
  };
}

/** Whether a session is still signed in (open live streams check before each wake-up). */
export async function sessionExists(sql: Db, sessionId: string): Promise<boolean> {
  const [row] = await sql`select 1 from sessions where id = ${sessionId} and expires_at > now()`;
  return Boolean(row);
}

export async function deleteSession(sql: Db, sessionId: string) {
  await sql`delete from sessions where id = ${sessionId}`;
}

export async function deleteUserSessions(sql: Db, userId: string) {
  await sql`delete from sessions where user_id = ${userId}`;
}

/** Every outstanding reset link and sign-in code of the account stops working (after any password reset). */
export async function voidAuthTokens(sql: Db, userId: string) {
  await sql`update auth_tokens set used_at = now() where user_id = ${userId} and used_at is null`;
}

/**
 * An identity provider (or the partner site) proves the address of an account that nobody had proven before: whoever
 * set its password never showed they own the address (account pre-hijacking: register someone's address, wait for
 * them to sign in with Google, keep a way in). Their password, sessions, links and codes stop working; the owner can
 * set a password with "Forgot password". Returns whether anything was dropped.
 */
export async function dropUnprovenCredentials(sql: LockedTx, userId: string): Promise<boolean> {
  const [u] = await sql<{ id: string }[]>`
    update users set password_hash = null
    where id = ${userId} and email_verified_at is null and password_hash is not null returning id`;
  if (!u) return false;
  await deleteUserSessions(sql, userId);
  await voidAuthTokens(sql, userId);
  return true;
}

/** The address is the account's own: a code or link mailed to it was used, or an identity provider vouched for it. */
export async function markEmailVerified(sql: LockedTx, userId: string): Promise<UserRow> {
  const [u] = await sql<Array<UserRow & { was_verified: boolean }>>`
    with prev as (select email_verified_at is not null as was from users where id = ${userId})
    update users set email_verified_at = coalesce(email_verified_at, now()) where id = ${userId}
    returning *, (select was from prev) as was_verified`;
  // The seller badge on devices comes from the listings scope, whose rows join the seller at pull time: re-send this
  // seller's live listings, so every device's badge follows the server now, not at each listing's next edit (issue 21).
  if (u && !u.was_verified) await resendSellerListings(sql, userId);
  return u;
}

/**
 * Claims a pending address whose link has not been mailed yet and gives it a token (stored hashed, 24 h). Returns the
 * address to mail, or null when there is nothing to send. Atomic, so two nodes never mail one request twice.
 */
export async function claimEmailConfirmation(sql: LockedTx, userId: string, tokenHash: string): Promise<string | null> {
  const [row] = await sql<{ pending_email: string }[]>`
    update users set pending_email_token_hash = ${tokenHash}, pending_email_expires_at = now() + interval '24 hours'
    where id = ${userId} and pending_email is not null and pending_email_token_hash is null
    returning pending_email`;
  return row?.pending_email ?? null;
}

/** The account a pending address-change link belongs to (still valid), so the change can be applied under its lock. */
export async function findEmailChangeOwner(sql: Db, tokenHash: string): Promise<string | null> {
  const [u] = await sql<{ id: string }[]>`
    select id from users where pending_email_token_hash = ${tokenHash} and pending_email_expires_at > now()`;
  return u?.id ?? null;
}

/** Applies a confirmed address change. Null when the link is unknown, used or expired. */
export async function confirmEmailChange(sql: LockedTx, userId: string, tokenHash: string): Promise<UserRow | null> {
  const [u] = await sql<UserRow[]>`
    update users set email = pending_email, email_verified_at = now(), pending_email = null,
      pending_email_token_hash = null, pending_email_expires_at = null, updated_at = now()
    where id = ${userId} and pending_email_token_hash = ${tokenHash} and pending_email_expires_at > now()
    returning *`;
  return u ?? null;
}

/** One round trip that reads nothing: the reference route of `npm run bench` (GET /bench/select1). */
export async function selectOne(sql: Db): Promise<void> {
  await sql`select 1`;
}
