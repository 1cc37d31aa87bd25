/** Spec §5 texts, shared by the sign-in screens and the API (no valibot here: the sign-in screen loads it only to check a form). */
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

/**
 * The sign-in form also works before the app's scripts arrive: the browser posts it here, the API signs in and
 * redirects to /landing, or back to /auth?error=<key> with one of these sentences (api/routes/auth-form.ts).
 */
export const FORM_SIGN_IN_PATH = '/api/auth/form-login';
export const FORM_SIGN_IN_ERRORS = {
  signin_failed: AUTH_MESSAGES.signInFailed,
  signin_invalid: 'Please enter a valid email address and your password.',
  signin_rate_limited: 'Too many sign-in attempts. Please wait a few minutes and try again.',
} as const;
