import { Hono } from 'hono';
import * as v from 'valibot';
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
import * as authTokens from '../repos/auth-tokens';
import { withUserTx } from '../sync/tx';
import { hashPassword, randomCode, randomToken, sha256, verifyPassword } from '../services/crypto';
import { clearSessionCookie, clearViewerCookie, setSessionCookie, setViewerCookie, viewerCookie } from '../middleware/session';
import { assertCanSignIn, promoteIfListed, sessionEndCap } from '../repos/admin';

const RESET_TTL_MS = 60 * 60 * 1000; // 1 h
const CODE_TTL_MS = 10 * 60 * 1000; // 10 min
const CODE_MAX_TRIES = 5;

export async function startSession(c: Ctx, userId: string, endCap: Date | null = null) {
  const { sql, env, now } = c.get('deps');
  const token = randomToken();
  const ttlEnd = new Date(now().getTime() + env.SESSION_TTL_DAYS * 86_400_000);
  const expiresAt = endCap && endCap < ttlEnd ? endCap : ttlEnd;
  await users.createSession(sql, userId, sha256(token), expiresAt, c.req.header('user-agent') ?? null);
  setSessionCookie(c, token, expiresAt, userId);
}

async function userResponse(c: Ctx, userId: string) {
  const u = await users.getUser(c.get('deps').sql, userId);
  if (!u) throw new AppError('UNAUTHORIZED', 'Unauthorized: no session');
  return { user: users.toProfile(u) };
}

/** The last step of every way in: ADMIN_EMAILS promotion, the access check (removed or expired: 403), the session. */
export async function admit(c: Ctx, user: users.UserRow): Promise<users.UserRow> {
  const { sql, env, now, log } = c.get('deps');
  const u = await promoteIfListed(sql, env.ADMIN_EMAILS, user, (msg) => log('info', msg));
  assertCanSignIn(u, now());
  await startSession(c, u.id, sessionEndCap(u));
  return u;
}

/** Sign-in with email and password, for the JSON call and the form post (api/routes/auth-form.ts) alike. */
export async function passwordSignIn(c: Ctx, email: string, password: string): Promise<users.UserRow> {
  const { sql, limiters } = c.get('deps');
  const ip = clientIp(c);
  // Per account (guessing one password) and per network across accounts (one password tried on many accounts).
  await limiters.loginIp.hit(ip);
  await limiters.login.hit(`${ip}|${email.toLowerCase()}`);
  const user = await users.findUserByEmail(sql, email);
  if (!(await verifyPassword(password, user?.password_hash ?? null)) || !user) {
    throw new AppError('INVALID_CREDENTIALS', AUTH_MESSAGES.signInFailed);
  }
  return admit(c, user);
}

/** Code hashes include the user id: six digits alone would collide across users and be trivially reversible. */
const codeHash = (userId: string, code: string) => sha256(`${userId}:${code}`);

const ConfirmEmailSchema = v.object({
  token: v.pipe(v.string('token is required'), v.minLength(1, 'token is required'), v.maxLength(200, 'token is not valid')),
});

export const authRoutes = new Hono<AppEnv>()
  .post('/register', validate('json', RegisterSchema), async (c) => {
    const { sql, limiters } = c.get('deps');
    await limiters.register.hit(clientIp(c));
    const body = c.req.valid('json');
    if (await users.findUserByEmail(sql, body.email)) {
      throw new AppError('EMAIL_TAKEN', 'An account with this email already exists. Try signing in.');
    }
    const user = await admit(c, await users.createUser(sql, { ...body, passwordHash: await hashPassword(body.password) }));
    return c.json({ user: users.toProfile(user) }, 201);
  })
  .post('/login', validate('json', LoginSchema), async (c) => {
    const { email, password } = c.req.valid('json');
    return c.json({ user: users.toProfile(await passwordSignIn(c, email, password)) });
  })
  .post('/logout', async (c) => {
    const user = c.get('user');
    if (user) {
      await users.deleteSession(c.get('deps').sql, user.sessionId);
      // The session's live streams end now, on every node (a signed-out device must not keep getting wake-ups).
      await c
        .get('deps')
        .live.publish({ userId: user.id, endSession: user.sessionId })
        .catch(() => {});
    }
    clearSessionCookie(c);
    return c.json({ success: true });
  })
  .get('/user', (c) => c.json({ user: users.toProfile(requireUser(c).row) }))
  // The app's start-up check: signed out is an answer here, not an error, so a signed-out page load logs no failed
  // request (GET /user stays the spec's call and answers 401).
  .get('/session', (c) => {
    const user = c.get('user');
    // Sessions begun before the viewer cookie existed get it here (the app's start-up check), and a browser whose
    // session has ended loses it; its lifetime is the longest a session can have.
    const viewer = viewerCookie(c.req.header('cookie'));
    if (user && viewer !== user.id) {
      const { env, now } = c.get('deps');
      setViewerCookie(c, user.id, new Date(now().getTime() + env.SESSION_TTL_DAYS * 86_400_000));
    } else if (!user && viewer) clearViewerCookie(c);
    return c.json({ user: user ? users.toProfile(user.row) : null });
  })
  .post('/forgot-password', validate('json', EmailOnlySchema), async (c) => {
    const { sql, limiters, mailer, env, now, background } = c.get('deps');
    const { email } = c.req.valid('json');
    await limiters.forgot.hit(clientIp(c));
    // Everything that depends on whether the account exists runs after the answer, so the answer takes the same time
    // either way and cannot reveal who has an account (the mail itself may take a network round trip).
    background.run('forgot-password mail', async () => {
      const user = await users.findUserByEmail(sql, email);
      if (!user) return;
      const token = randomToken();
      await authTokens.createResetToken(sql, user.id, sha256(token), new Date(now().getTime() + RESET_TTL_MS));
      const link = `${env.APP_ORIGINS[0]}/reset-password?token=${encodeURIComponent(token)}`;
      await mailer.send({
        to: user.email,
        subject: 'Reset your Tradie Toolbox password',
        text: `G'day,\n\nSomeone asked to reset the password for this account. Open this link within 1 hour to choose a new one:\n\n${link}\n\nIf it wasn't you, ignore this email; your password stays the same.`,
      });
    });
    // The same answer whether or not the account exists: the endpoint must not reveal who has an account.
    return c.json({ success: true, message: AUTH_MESSAGES.resetEmailSent });
  })
  .post('/reset-password', validate('json', ResetPasswordSchema), async (c) => {
    const { sql, limiters } = c.get('deps');
    await limiters.reset.hit(clientIp(c));
    const { token, password } = c.req.valid('json');
    const passwordHash = await hashPassword(password);
    // The token names the user; the password (a users row, which is synced) is then written under that user's lock.
    const owner = await authTokens.findResetTokenOwner(sql, sha256(token));
    const ok = await withUserTx(sql, owner ?? '00000000-0000-0000-0000-000000000000', async (tx) => {
      const userId = await authTokens.spendResetToken(tx, sha256(token));
      if (!userId || !owner) return false;
      await users.setPassword(tx, userId, passwordHash);
      // A reset signs the account out everywhere (whoever knew the old password loses their session) and voids every
      // other reset link and sign-in code still in a mailbox: an older link must not undo this reset.
      await users.deleteUserSessions(tx, userId);
      await users.voidAuthTokens(tx, userId);
      // Opening the mailed link proves the address.
      await users.markEmailVerified(tx, userId);
      return true;
    });
    if (!ok) throw new AppError('BAD_REQUEST', AUTH_MESSAGES.invalidResetToken);
    return c.json({ success: true, message: 'Password Reset Successful' });
  })
  .post('/send-code', validate('json', EmailOnlySchema), async (c) => {
    const { sql, limiters, mailer, now, background } = c.get('deps');
    const { email } = c.req.valid('json');
    await limiters.sendCode.hit(clientIp(c));
    await limiters.sendCode.hit(`email|${email.toLowerCase()}`);
    // As forgot-password: the account lookup and the mail run after the answer (no enumeration by timing).
    background.run('sign-in code mail', async () => {
      const user = await users.findUserByEmail(sql, email);
      if (!user) return;
      const code = randomCode();
      // Only the newest code works.
      await authTokens.replaceSignInCode(sql, user.id, codeHash(user.id, code), new Date(now().getTime() + CODE_TTL_MS));
      await mailer.send({
        to: user.email,
        subject: `Your Tradie Toolbox sign-in code: ${code}`,
        text: `Your sign-in code is ${code}. It works once, for 10 minutes.`,
      });
    });
    return c.json({ success: true, message: AUTH_MESSAGES.codeSent });
  })
  .post('/verify-code', validate('json', VerifyCodeSchema), async (c) => {
    const { sql, limiters } = c.get('deps');
    const { email, code } = c.req.valid('json');
    await limiters.verifyCode.hit(`${clientIp(c)}|${email.toLowerCase()}`);
    const user = await users.findUserByEmail(sql, email);
    const userId = user && (await authTokens.trySignInCode(sql, user.id, codeHash(user.id, code), CODE_MAX_TRIES)) ? user.id : null;
    if (!userId || !user) throw new AppError('INVALID_CREDENTIALS', AUTH_MESSAGES.invalidCode);
    // The code reached this mailbox: the address is confirmed (which is what ADMIN_EMAILS needs). Whoever set a password
    // on the still-unproven address may not be the mailbox's owner (account pre-hijacking): as with the other ways in,
    // their password, sessions, links and codes stop working — unless this request comes from a session of the same
    // account, i.e. the one who set the password also reads the mailbox.
    const sameAccount = c.get('user')?.id === user.id;
    const verified = await withUserTx(sql, user.id, async (tx) => {
      if (!sameAccount && (await users.dropUnprovenCredentials(tx, user.id)))
        c.get('deps').log('info', `unproven password of ${user.id} dropped at emailed-code sign-in`);
      return users.markEmailVerified(tx, user.id);
    });
    await admit(c, verified);
    return c.json(await userResponse(c, userId));
  })
  .post('/confirm-email', validate('json', ConfirmEmailSchema), async (c) => {
    const { sql, limiters } = c.get('deps');
    await limiters.reset.hit(clientIp(c));
    const tokenHash = sha256(c.req.valid('json').token);
    const ownerId = await users.findEmailChangeOwner(sql, tokenHash);
    const u = ownerId ? await withUserTx(sql, ownerId, (tx) => users.confirmEmailChange(tx, ownerId, tokenHash)) : null;
    if (!u) throw new AppError('BAD_REQUEST', 'This confirmation link is invalid or has expired. Change the email again to get a new one.');
    return c.json({ success: true, message: `Your email address is now ${u.email}.`, user: users.toProfile(u) });
  });

/**
 * Mails the confirmation link for a new address waiting on the account (set by updateProfile through REST or sync).
 * Runs after the answer; claimEmailConfirmation makes sure one request is mailed once.
 */
export function deliverEmailConfirmation(c: Ctx, userId: string) {
  const { sql, mailer, env, background } = c.get('deps');
  background.run('email confirmation mail', async () => {
    const token = randomToken();
    const to = await withUserTx(sql, userId, (tx) => users.claimEmailConfirmation(tx, userId, sha256(token)));
    if (!to) return;
    const link = `${env.APP_ORIGINS[0]}/confirm-email?token=${encodeURIComponent(token)}`;
    await mailer.send({
      to,
      subject: 'Confirm your new Tradie Toolbox email address',
      text: `G'day,\n\nOpen this link within 24 hours to make ${to} the email address of your Tradie Toolbox account:\n\n${link}\n\nUntil then your account keeps its current address. If you didn't ask for this, ignore this email.`,
    });
  });
}
