import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../context';
import { AppError, type ErrorCode } from '../errors';
import { LoginSchema } from '../../src/domain/schemas/auth';
import type { FORM_SIGN_IN_ERRORS } from '../../src/domain/schemas/auth-messages';
import { passwordSignIn } from './auth';

/** Where a signed-in form post lands. Fixed: nothing in the request chooses where the browser goes (no open redirect). */
const SIGNED_IN_PAGE = '/landing';
const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i;

/**
 * Why the form post failed, as the key the sign-in screen reads from /auth?error= (src/features/auth/AuthPage.tsx);
 * anything else reads as its general "Something went wrong signing you in".
 */
const ERROR_KEYS: Partial<Record<ErrorCode, keyof typeof FORM_SIGN_IN_ERRORS | 'access_removed'>> = {
  INVALID_CREDENTIALS: 'signin_failed',
  VALIDATION_FAILED: 'signin_invalid',
  RATE_LIMITED: 'signin_rate_limited',
  FORBIDDEN: 'access_removed',
};

/**
 * The sign-in form without scripts (issue 20): the first paint's sign-in form is a plain HTML form that posts here
 * before the app's scripts have arrived. The same checks as POST /auth/login (the Origin check runs for every write in
 * api/app.ts; the same limits and access checks in passwordSignIn); then a 303 to the app with the session cookie set,
 * or back to the sign-in screen with the reason.
 */
export const authFormRoutes = new Hono<AppEnv>().post('/form-login', async (c) => {
  if (!FORM_TYPES.test(c.req.header('content-type') ?? '')) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the sign-in form as application/x-www-form-urlencoded');
  }
  const back = (code: ErrorCode) => c.redirect(`/auth?error=${ERROR_KEYS[code] ?? 'signin_error'}`, 303);
  const form = await c.req.parseBody();
  const parsed = v.safeParse(LoginSchema, { email: form.email, password: form.password });
  if (!parsed.success) return back('VALIDATION_FAILED');
  try {
    await passwordSignIn(c, parsed.output.email, parsed.output.password);
  } catch (err) {
    if (err instanceof AppError) return back(err.code);
    throw err;
  }
  return c.redirect(SIGNED_IN_PAGE, 303);
});
