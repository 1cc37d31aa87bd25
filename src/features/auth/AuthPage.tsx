import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PRODUCT_NAME } from '../../domain/constants';
import { FORM_SIGN_IN_ERRORS } from '../../domain/schemas/auth-messages';
import { AuthScreen } from './AuthScreen';
import { CodeSignInForm } from './CodeSignInForm';
import { ForgotPasswordDialog } from './ForgotPasswordDialog';
import { ProviderSignIn } from './ProviderSignIn';
import { RegisterForm } from './RegisterForm';
import { SignInForm } from './SignInForm';

type Mode = 'signin' | 'register' | 'code';

const HEADINGS: Record<Mode, { title: string; lead: string }> = {
  signin: { title: 'Sign In', lead: 'Welcome back. Sign in to open your toolbox.' },
  register: { title: 'Create account', lead: 'Set up your toolbox in a minute. No card needed.' },
  code: { title: 'Sign in with a code', lead: 'No password? We can email you a one-time code.' },
};

/** What the ?error= query (set by the SSO hand-over and other redirects) means to the person signing in. */
const ERROR_TEXT: Record<string, string> = {
  sso_failed: "Single sign-on didn't work. Please sign in with your email and password.",
  oidc_failed:
    "Signing in with your provider didn't work. If your email isn't verified there, verify it first, or sign in with your email and password.",
  access_removed: 'Your access has been removed. Please contact support.',
  ...FORM_SIGN_IN_ERRORS, // the sign-in form posted before the app's scripts arrived
};

export default function AuthPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [mode, setMode] = useState<Mode>(params.get('mode') === 'register' ? 'register' : 'signin');
  const [forgotOpen, setForgotOpen] = useState(false);
  const error = params.get('error');
  const heading = HEADINGS[mode];

  return (
    <AuthScreen
      titleId="auth-title"
      title={heading.title}
      lead={heading.lead}
      below={
        <div className="auth-admin">
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => navigate('/admin-login')}>
            Admin
          </button>
        </div>
      }
      outside={<ForgotPasswordDialog open={forgotOpen} onClose={() => setForgotOpen(false)} />}
    >
      {error && (
        <p className="banner banner-danger auth-banner" role="alert">
          {ERROR_TEXT[error] ?? 'Something went wrong signing you in. Please try again.'}
        </p>
      )}
      {mode === 'signin' && <SignInForm onForgotPassword={() => setForgotOpen(true)} />}
      {mode === 'register' && <RegisterForm />}
      {mode === 'code' && <CodeSignInForm />}

      <div className="auth-alt">
        <ProviderSignIn />
        {mode !== 'code' && (
          <button type="button" className="btn btn-outline btn-block" onClick={() => setMode('code')}>
            Email me a sign-in code
          </button>
        )}
        {mode !== 'signin' && (
          <button type="button" className="btn btn-outline btn-block" onClick={() => setMode('signin')}>
            Sign in with email and password
          </button>
        )}
        {mode !== 'register' ? (
          // A real GET form: at the build-time first paint (before the app's scripts take over) the button still works,
          // opening /auth?mode=register; once the app runs it switches in place.
          <form className="auth-switch" method="get" action="/auth">
            New to {PRODUCT_NAME}? <input type="hidden" name="mode" value="register" />
            <button
              type="submit"
              className="auth-inline-link"
              onClick={(e) => {
                e.preventDefault();
                setMode('register');
              }}
            >
              Create account
            </button>
          </form>
        ) : (
          <p className="auth-switch">
            Already have an account?{' '}
            <button type="button" className="auth-inline-link" onClick={() => setMode('signin')}>
              Sign in
            </button>
          </p>
        )}
      </div>
    </AuthScreen>
  );
}
