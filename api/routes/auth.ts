import { Hono } from 'hono';
import type { AppEnv, Ctx } from '../context';
import { clientIp, requireUser } from '../context';
import { AppError } from '../errors';
import { validate } from '../validate';
import {
  AUTH_MESSAGES,
  EmailOnlySchema,
  LoginSchema,
  RegisterSchema,
  ResetPasswordSchema,
  VerifyCodeSchema,
} from '../../src/domain/schemas/auth';
import * as users from '../repos/users';
import { hashPassword, randomCode, randomToken, sha256, verifyPassword } from '../services/crypto';
import { clearSessionCookie, setSessionCookie } from '../middleware/session';
import { assertCanSignIn, promoteIfListed, sessionEndCap } from '../repos/admin';

const RESET_TTL_MS = 60 * 60 * 1000; // 1 h
const CODE_TTL_MS = 10 * 60 * 1000; // 10 min
const CODE_MAX_TRIES = 5;

async function startSession(c: Ctx, userId: string, endCap: Date | null = null) {
  const { sql, env, now } = c.get('deps');
  const token = randomToken();
  const ttlEnd = new Date(now().getTime() + env.SESSION_TTL_DAYS * 86_400_000);
  const expiresAt = endCap && endCap < ttlEnd ? endCap : ttlEnd;
  await users.createSession(sql, userId, sha256(token), expiresAt, c.req.header('user-agent') ?? null);
  setSessionCookie(c, token, expiresAt);
}

async function userResponse(c: Ctx, userId: string) {
  const u = await users.getUser(c.get('deps').sql, userId);
  if (!u) throw new AppError('UNAUTHORIZED', 'Unauthorized: no session');
  return { user: users.toProfile(u) };
}

/** The last step of every way in: ADMIN_EMAILS promotion, the access check (removed or expired: 403), the session. */
async function admit(c: Ctx, user: users.UserRow): Promise<users.UserRow> {
  const { sql, env, now, log } = c.get('deps');
  const u = await promoteIfListed(sql, env.ADMIN_EMAILS, user, (msg) => log('info', msg));
  assertCanSignIn(u, now());
  await startSession(c, u.id, sessionEndCap(u));
  return u;
}

/** Code hashes include the user id: six digits alone would collide across users and be trivially reversible. */
const codeHash = (userId: string, code: string) => sha256(`${userId}:${code}`);

export const authRoutes = new Hono<AppEnv>()
  .post('/register', validate('json', RegisterSchema), async (c) => {
    const { sql, limiters } = c.get('deps');
    limiters.register.hit(clientIp(c));
    const body = c.req.valid('json');
    if (await users.findUserByEmail(sql, body.email)) {
      throw new AppError('EMAIL_TAKEN', 'An account with this email already exists. Try signing in.');
    }
    const user = await admit(c, await users.createUser(sql, { ...body, passwordHash: await hashPassword(body.password) }));
    return c.json({ user: users.toProfile(user) }, 201);
  })
  .post('/login', validate('json', LoginSchema), async (c) => {
    const { sql, limiters } = c.get('deps');
    const { email, password } = c.req.valid('json');
    limiters.login.hit(`${clientIp(c)}|${email.toLowerCase()}`);
    const user = await users.findUserByEmail(sql, email);
    if (!(await verifyPassword(password, user?.password_hash ?? null)) || !user) {
      throw new AppError('INVALID_CREDENTIALS', AUTH_MESSAGES.signInFailed);
    }
    return c.json({ user: users.toProfile(await admit(c, user)) });
  })
  .post('/logout', async (c) => {
    const user = c.get('user');
    if (user) await users.deleteSession(c.get('deps').sql, user.sessionId);
    clearSessionCookie(c);
    return c.json({ success: true });
  })
  .get('/user', (c) => c.json({ user: users.toProfile(requireUser(c).row) }))
  .post('/forgot-password', validate('json', EmailOnlySchema), async (c) => {
    const { sql, limiters, mailer, env, now } = c.get('deps');
    const { email } = c.req.valid('json');
    limiters.forgot.hit(clientIp(c));
    const user = await users.findUserByEmail(sql, email);
    if (user) {
      const token = randomToken();
      await sql`insert into auth_tokens (user_id, kind, token_hash, expires_at)
        values (${user.id}, 'reset', ${sha256(token)}, ${new Date(now().getTime() + RESET_TTL_MS)})`;
      const link = `${env.APP_ORIGINS[0]}/reset-password?token=${encodeURIComponent(token)}`;
      await mailer.send({
        to: user.email,
        subject: 'Reset your Tradie Toolbox password',
        text: `G'day,\n\nSomeone asked to reset the password for this account. Open this link within 1 hour to choose a new one:\n\n${link}\n\nIf it wasn't you, ignore this email; your password stays the same.`,
      });
    }
    // The same answer whether or not the account exists: the endpoint must not reveal who has an account.
    return c.json({ success: true, message: AUTH_MESSAGES.resetEmailSent });
  })
  .post('/reset-password', validate('json', ResetPasswordSchema), async (c) => {
    const { sql, limiters } = c.get('deps');
    limiters.reset.hit(clientIp(c));
    const { token, password } = c.req.valid('json');
    const passwordHash = await hashPassword(password);
    const ok = await sql.begin(async (tx) => {
      const [t] = await tx<{ id: string; user_id: string }[]>`
        update auth_tokens set used_at = now()
        where token_hash = ${sha256(token)} and kind = 'reset' and used_at is null and expires_at > now()
        returning id, user_id`;
      if (!t) return false;
      await users.setPassword(tx, t.user_id, passwordHash);
      // A reset signs the account out everywhere: whoever knew the old password loses their session.
      await users.deleteUserSessions(tx, t.user_id);
      return true;
    });
    if (!ok) throw new AppError('BAD_REQUEST', AUTH_MESSAGES.invalidResetToken);
    return c.json({ success: true, message: 'Password Reset Successful' });
  })
  .post('/send-code', validate('json', EmailOnlySchema), async (c) => {
    const { sql, limiters, mailer, now } = c.get('deps');
    const { email } = c.req.valid('json');
    limiters.sendCode.hit(clientIp(c));
    limiters.sendCode.hit(`email|${email.toLowerCase()}`);
    const user = await users.findUserByEmail(sql, email);
    if (user) {
      const code = randomCode();
      await sql.begin(async (tx) => {
        // Only the newest code works.
        await tx`update auth_tokens set used_at = now() where user_id = ${user.id} and kind = 'code' and used_at is null`;
        await tx`insert into auth_tokens (user_id, kind, token_hash, expires_at)
          values (${user.id}, 'code', ${codeHash(user.id, code)}, ${new Date(now().getTime() + CODE_TTL_MS)})`;
      });
      await mailer.send({
        to: user.email,
        subject: `Your Tradie Toolbox sign-in code: ${code}`,
        text: `Your sign-in code is ${code}. It works once, for 10 minutes.`,
      });
    }
    return c.json({ success: true, message: AUTH_MESSAGES.codeSent });
  })
  .post('/verify-code', validate('json', VerifyCodeSchema), async (c) => {
    const { sql, limiters } = c.get('deps');
    const { email, code } = c.req.valid('json');
    limiters.verifyCode.hit(`${clientIp(c)}|${email.toLowerCase()}`);
    const user = await users.findUserByEmail(sql, email);
    const userId = await sql.begin(async (tx) => {
      if (!user) return null;
      const [t] = await tx<{ id: string; token_hash: string; attempts: number }[]>`
        select id, token_hash, attempts from auth_tokens
        where user_id = ${user.id} and kind = 'code' and used_at is null and expires_at > now()
        order by created_at desc limit 1 for update`;
      if (!t) return null;
      const attempts = t.attempts + 1;
      const match = t.token_hash === codeHash(user.id, code);
      const spent = match || attempts >= CODE_MAX_TRIES;
      await tx`update auth_tokens set attempts = ${attempts}, used_at = ${spent ? tx`now()` : null} where id = ${t.id}`;
      return match ? user.id : null;
    });
    if (!userId || !user) throw new AppError('INVALID_CREDENTIALS', AUTH_MESSAGES.invalidCode);
    await admit(c, user);
    return c.json(await userResponse(c, userId));
  });
