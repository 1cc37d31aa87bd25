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
