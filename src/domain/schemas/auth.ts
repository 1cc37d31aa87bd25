import * as v from 'valibot';
import { AUTH_MESSAGES } from './auth-messages';

export { AUTH_MESSAGES };

const email = v.pipe(v.string('email is required'), v.trim(), v.maxLength(254, AUTH_MESSAGES.email), v.email(AUTH_MESSAGES.email));
const signInPassword = v.pipe(
  v.string('password is required'),
  v.minLength(6, AUTH_MESSAGES.password),
  v.maxLength(1024, 'Password is too long'),
);
const newPassword = v.pipe(
  v.string('password is required'),
  v.minLength(8, AUTH_MESSAGES.newPassword),
  v.maxLength(1024, 'Password is too long'),
);

export const LoginSchema = v.object({ email, password: signInPassword });
export const RegisterSchema = v.object({
  email,
  password: newPassword,
  firstName: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1, AUTH_MESSAGES.firstName), v.maxLength(100))),
  lastName: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1, AUTH_MESSAGES.lastName), v.maxLength(100))),
});
export const EmailOnlySchema = v.object({ email });
export const VerifyCodeSchema = v.object({
  email,
  code: v.pipe(v.string('code is required'), v.trim(), v.minLength(6, AUTH_MESSAGES.code), v.maxLength(12, 'Code is too long')),
});
export const ResetPasswordSchema = v.object({
  token: v.pipe(v.string('token is required'), v.minLength(1, 'Password reset token is missing.'), v.maxLength(200)),
  password: newPassword,
});
