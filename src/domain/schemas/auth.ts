import * as v from 'valibot';

/** Spec §5 texts, shared by the sign-in screens and the API. */
export const AUTH_MESSAGES = {
  email: 'Please enter a valid email address',
  password: 'Password must be at least 6 characters',
  newPassword: 'Password must be at least 8 characters',
  code: 'Code must be at least 6 characters',
  passwordsDontMatch: "Passwords don't match",
  signInFailed: 'Invalid email or password',
  resetEmailSent: 'If an account with that email exists, we sent a password reset link to your email.',
  codeSent: 'If an account with that email exists, we sent a sign-in code to it.',
  invalidCode: 'The code you entered is invalid or expired',
  invalidResetToken: 'Failed to reset password. The link may have expired.',
  firstName: 'First name is required',
  lastName: 'Last name is required',
} as const;

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
