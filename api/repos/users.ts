import type { Db } from '../db';
import type { SessionUser } from '../context';

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
  created_at: Date;
  updated_at: Date;
}

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
    subscriptionStatus: u.subscription_status,
    subscriptionPlan: u.subscription_plan,
    subscriptionEndDate: u.subscription_end_date?.toISOString() ?? null,
    createdAt: u.created_at.toISOString(),
    updatedAt: u.updated_at.toISOString(),
  };
}
export type Profile = ReturnType<typeof toProfile>;

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
    passwordHash: string;
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

export async function updateProfile(sql: Db, userId: string, p: ProfileInput): Promise<UserRow> {
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

export async function setPassword(sql: Db, userId: string, passwordHash: string) {
  await sql`update users set password_hash = ${passwordHash}, updated_at = now() where id = ${userId}`;
}

export async function setLogo(sql: Db, userId: string, logo: string | null): Promise<UserRow> {
  const [u] = await sql<UserRow[]>`update users set business_logo = ${logo}, updated_at = now() where id = ${userId} returning *`;
  return u;
}

export async function createSession(sql: Db, userId: string, tokenHash: string, expiresAt: Date, userAgent: string | null) {
  await sql`insert into sessions (user_id, token_hash, expires_at, user_agent) values (${userId}, ${tokenHash}, ${expiresAt}, ${userAgent})`;
}

/** The session's user, with the whole user row: GET /api/auth/user answers from it without a second query. */
export async function findSession(sql: Db, tokenHash: string): Promise<SessionUser | null> {
  const [row] = await sql<(UserRow & { session_id: string })[]>`
    select u.*, s.id as session_id
    from sessions s join users u on u.id = s.user_id
    where s.token_hash = ${tokenHash} and s.expires_at > now()`;
  if (!row) return null;
  const { session_id, ...u } = row;
  return {
    id: u.id,
    email: u.email,
    role: u.role,
    firstName: u.first_name,
    lastName: u.last_name,
    subscriptionStatus: u.subscription_status,
    subscriptionPlan: u.subscription_plan,
    sessionId: session_id,
    row: u,
  };
}

export async function deleteSession(sql: Db, sessionId: string) {
  await sql`delete from sessions where id = ${sessionId}`;
}

export async function deleteUserSessions(sql: Db, userId: string) {
  await sql`delete from sessions where user_id = ${userId}`;
}
