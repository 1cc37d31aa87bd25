import { lazy, Suspense, useEffect } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { setUnauthorizedHandler } from '../data/api';
import { RequireAuth, Spinner, useAuthLoadingTooLong } from './AuthGate';
import { useSession } from './session';
import { toast } from './toast/store';
import { Toaster } from './toast/Toaster';
import { SignedInChrome } from './SignedInChrome';

const AuthPage = lazy(() => import('../features/auth/AuthPage'));
const ResetPasswordPage = lazy(() => import('../features/auth/ResetPasswordPage'));
const PaymentSuccessPage = lazy(() => import('../features/misc/PaymentSuccessPage'));
const ExternalRedirectPage = lazy(() => import('../features/misc/ExternalRedirectPage'));
const NotFoundPage = lazy(() => import('../features/misc/NotFoundPage'));
const LandingPage = lazy(() => import('../features/landing/LandingPage'));
const SimplePage = lazy(() => import('../features/landing/SimplePage'));
const ProfilePage = lazy(() => import('../features/profile/ProfilePage'));
const MaterialsPage = lazy(() => import('../features/materials/MaterialsPage'));
const QuoteGeneratorPage = lazy(() => import('../features/quotes/QuoteGeneratorPage'));
const QuotesPage = lazy(() => import('../features/quotes/QuotesPage'));
const InvoiceGeneratorPage = lazy(() => import('../features/invoices/InvoiceGeneratorPage'));
const InvoicesPage = lazy(() => import('../features/invoices/InvoicesPage'));
const EstimatesInvoicesPage = lazy(() => import('../features/estimates/EstimatesInvoicesPage'));
const ChatPage = lazy(() => import('../features/chat/ChatPage'));
const ChatHistoryPage = lazy(() => import('../features/chat/ChatHistoryPage'));
const AdminLoginPage = lazy(() => import('../features/admin/AdminLoginPage'));
const AdminPage = lazy(() => import('../features/admin/AdminPage'));

export const RELOGIN_DELAY_MS = 500;

function useForcedRelogin() {
  useEffect(() => {
    setUnauthorizedHandler(() => {
      // Spec §6. The outbox and device data stay: nothing unsent is lost by signing in again.
      toast({ title: 'Unauthorized', description: 'You are logged out. Logging in again...', variant: 'destructive' });
      setTimeout(() => {
        window.location.href = '/api/login';
      }, RELOGIN_DELAY_MS);
    });
    return () => setUnauthorizedHandler(null);
  }, []);
}

function Protected({ children }: { children: React.ReactNode }) {
  return (
    <RequireAuth authScreen={<AuthPage />}>
      <SignedInChrome>{children}</SignedInChrome>
    </RequireAuth>
  );
}

function AuthRoute() {
  const status = useSession((s) => s.status);
  const unverified = useSession((s) => s.offline);
  // A user known only from the device cache (server not reached yet) may be here to sign in again: don't bounce them.
  if (status === 'authenticated' && !unverified) return <Navigate to="/landing" replace />;
  return <AuthPage />;
}

function AppRoutes() {
  const tooLong = useAuthLoadingTooLong();
  const status = useSession((s) => s.status);
  const publicRoutes = [
    <Route key="ps" path="/payment-success" element={<PaymentSuccessPage />} />,
    <Route key="rp" path="/reset-password" element={<ResetPasswordPage />} />,
    <Route key="er" path="/external-redirect" element={<ExternalRedirectPage />} />,
    <Route key="au" path="/auth" element={<AuthRoute />} />,
  ];
  if (status === 'loading') {
    // Spec §2: after 1 second of loading, only the public routes plus a catch-all are offered.
    if (!tooLong) return <Spinner />;
    return (
      <Routes>
        {publicRoutes}
        <Route path="*" element={<Spinner />} />
      </Routes>
    );
  }
  return (
    <Routes>
      {publicRoutes}
      <Route
        path="/"
        element={
          <Protected>
            <LandingPage />
          </Protected>
        }
      />
      <Route
        path="/landing"
        element={
          <Protected>
            <LandingPage />
          </Protected>
        }
      />
      <Route
        path="/simple"
        element={
          <Protected>
            <SimplePage />
          </Protected>
        }
      />
      <Route
        path="/profile"
        element={
          <Protected>
            <ProfilePage />
          </Protected>
        }
      />
      <Route
        path="/materials"
        element={
          <Protected>
            <MaterialsPage />
          </Protected>
        }
      />
      <Route
        path="/quote-generator"
        element={
          <Protected>
            <QuoteGeneratorPage />
          </Protected>
        }
      />
      <Route
        path="/quotes"
        element={
          <Protected>
            <QuotesPage />
          </Protected>
        }
      />
      <Route
        path="/invoice-generator"
        element={
          <Protected>
            <InvoiceGeneratorPage />
          </Protected>
        }
      />
      <Route
        path="/invoices"
        element={
          <Protected>
            <InvoicesPage />
          </Protected>
        }
      />
      <Route
        path="/estimates-invoices"
        element={
          <Protected>
            <EstimatesInvoicesPage />
          </Protected>
        }
      />
      <Route
        path="/chat"
        element={
          <Protected>
            <ChatPage />
          </Protected>
        }
      />
      <Route
        path="/chat-history"
        element={
          <Protected>
            <ChatHistoryPage />
          </Protected>
        }
      />
      <Route path="/admin-login" element={<AdminLoginPage />} />
      {/* No client-side guard (spec §2): the panel's user list answers 401/403 and sends the visitor to /admin-login. */}
      <Route path="/admin" element={<AdminPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

function SessionBoot() {
  const check = useSession((s) => s.check);
  useEffect(() => {
    void check();
  }, [check]);
  useEffect(() => {
    const onOutdated = () => {
      toast({
        title: 'Update ready',
        description: 'A newer version of Tradie Toolbox is open in another tab. Reload to keep your work in step.',
        duration: Infinity,
        action: { label: 'Reload', onClick: () => window.location.reload() },
      });
    };
    window.addEventListener('tt:db-outdated', onOutdated);
    return () => window.removeEventListener('tt:db-outdated', onOutdated);
  }, []);
  return null;
}

export function App() {
  useForcedRelogin();
  return (
    <BrowserRouter>
      <SessionBoot />
      <Suspense fallback={<Spinner />}>
        <AppRoutes />
      </Suspense>
      <Toaster />
    </BrowserRouter>
  );
}
