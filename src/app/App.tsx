import { lazy, memo, Suspense, useDeferredValue, useEffect, type ComponentType } from 'react';
import { BrowserRouter, matchRoutes, Navigate, Outlet, useRoutes, type RouteObject } from 'react-router-dom';
import { setUnauthorizedHandler } from '../data/api';
import { RequireAuth, Spinner, useAuthLoadingTooLong } from './AuthGate';
import { BootShellDone } from './boot-shell';
import { useChromeExtras } from './chrome-extras';
import { screen, screenLoader } from './lazy-screen';
import { useSession } from './session';
import { toast } from './toast/store';
import { Toaster } from './toast/Toaster';
import { loadSyncChrome, SignedInChrome } from './SignedInChrome';

const AuthPage = lazy(() => import('../features/auth/AuthPage'));
const ResetPasswordPage = lazy(() => import('../features/auth/ResetPasswordPage'));
const SsoPage = lazy(() => import('../features/auth/SsoPage'));
const ConfirmEmailPage = lazy(() => import('../features/auth/ConfirmEmailPage'));
const SubscriptionStatusPage = screen(() => import('../features/subscription/SubscriptionStatusPage'));
const PaymentSuccessPage = lazy(() => import('../features/misc/PaymentSuccessPage'));
const ExternalRedirectPage = lazy(() => import('../features/misc/ExternalRedirectPage'));
const NotFoundPage = lazy(() => import('../features/misc/NotFoundPage'));
const LandingPage = screen(() => import('../features/landing/LandingPage'));
const SimplePage = screen(() => import('../features/landing/SimplePage'));
const MarketplacePage = screen(() => import('../features/marketplace/MarketplacePage'));
const ListingPage = screen(() => import('../features/marketplace/ListingPage'));
const InboxPage = screen(() => import('../features/marketplace/inbox/InboxPage'));
const ThreadPage = screen(() => import('../features/marketplace/inbox/ThreadPage'));
const ProfilePage = screen(() => import('../features/profile/ProfilePage'));
const MaterialsPage = screen(() => import('../features/materials/MaterialsPage'));
const QuoteGeneratorPage = screen(() =>
  import('../features/documents/generator/DocumentGenerator').then((m) => ({ default: m.QuoteGeneratorPage })),
);
const QuotesPage = screen(() => import('../features/documents/lists/QuotesPage'));
const InvoiceGeneratorPage = screen(() =>
  import('../features/documents/generator/DocumentGenerator').then((m) => ({ default: m.InvoiceGeneratorPage })),
);
const InvoicesPage = screen(() => import('../features/documents/lists/InvoicesPage'));
const EstimatesInvoicesPage = screen(() => import('../features/documents/hub/EstimatesInvoicesPage'));
const ChatPage = screen(() => import('../features/chat/ChatPage'));
const ChatHistoryPage = screen(() => import('../features/chat/ChatHistoryPage'));
const JobsPage = screen(() => import('../features/jobs/JobsPage'));
const NewJobPage = screen(() => import('../features/jobs/NewJobPage'));
const JobPage = screen(() => import('../features/jobs/JobPage'));
const SchedulePage = screen(() => import('../features/jobs/SchedulePage'));
const PriceBookPage = screen(() => import('../features/price-book/PriceBookPage'));
const OpenCertificatesPage = screen(() => import('../features/compliance/OpenCertificatesPage'));
const BankPage = screen(() => import('../features/bank/BankPage'));
const AdminLoginPage = lazy(() => import('../features/admin/AdminLoginPage'));
const AdminPage = lazy(() => import('../features/admin/AdminPage'));

const RELOGIN_DELAY_MS = 500;

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

/** The signed-in screens: path → screen. Each renders inside <Protected /> (add new signed-in routes here). */
export const SIGNED_IN_SCREENS: Array<[path: string, Screen: ComponentType]> = [
  ['/', LandingPage],
  ['/landing', LandingPage],
  ['/simple', SimplePage],
  ['/subscription-status', SubscriptionStatusPage],
  ['/marketplace', MarketplacePage],
  ['/marketplace/:id', ListingPage],
  ['/marketplace/inbox', InboxPage],
  ['/marketplace/inbox/:listingId/:buyerId', ThreadPage],
  ['/profile', ProfilePage],
  ['/materials', MaterialsPage],
  ['/quote-generator', QuoteGeneratorPage],
  ['/quotes', QuotesPage],
  ['/invoice-generator', InvoiceGeneratorPage],
  ['/invoices', InvoicesPage],
  ['/estimates-invoices', EstimatesInvoicesPage],
  ['/chat', ChatPage],
  ['/chat-history', ChatHistoryPage],
  ['/jobs', JobsPage],
  ['/jobs/new', NewJobPage],
  ['/jobs/:id', JobPage],
  ['/schedule', SchedulePage],
  ['/price-book', PriceBookPage],
  ['/certificates', OpenCertificatesPage],
  ['/bank', BankPage],
];

/**
 * Issue 24: the opened screen's chunks (and, through Vite's preload helper, everything they import) are requested
 * while the entry script runs, not after the session check has opened the device database and rendered the guard:
 * the route's chunk chain runs beside the session check instead of after it. Only the screen the URL names is fetched.
 */
function preloadScreen(pathname: string) {
  const Screen = signedInScreenAt(pathname);
  if (!Screen) return;
  void screenLoader(Screen)?.().catch(() => undefined); // a failed fetch is retried (and shown) by lazy()
  // and the chrome's sync badge (the engine's queries and Dexie), which every signed-in screen draws — except where a
  // list opened first holds the chrome's extras back until its cards are drawn (chrome-extras.ts)
  if (useChromeExtras.getState().open) void loadSyncChrome().catch(() => undefined); // the slot asks again, and says so
}

/**
 * The signed-in screen the route table gives `pathname`, if any. A path written as is in the table is that screen: it
 * outranks every dynamic path of as many segments, and there are no splats. Only other paths are matched and ranked
 * (/marketplace/inbox is the inbox, not a listing called "inbox"): matchRoutes flattens and ranks the whole list, 10–15 ms
 * of the App module's evaluation at 4× CPU.
 */
export function signedInScreenAt(pathname: string): ComponentType | undefined {
  return (
    SIGNED_IN_SCREENS.find(([path]) => path === pathname)?.[1] ??
    matchRoutes(
      SIGNED_IN_SCREENS.map(([path, Screen]) => ({ path, Screen })),
      pathname,
    )?.[0]?.route.Screen
  );
}

if (typeof location !== 'undefined') preloadScreen(location.pathname);

/** Layout route of the signed-in screens: the auth screen for a visitor, else the screen inside the shared chrome. */
function Protected() {
  return (
    <RequireAuth authScreen={<AuthPage />}>
      <SignedInChrome>
        <Outlet />
      </SignedInChrome>
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

/** Spec §2's public screens: offered signed in or not, and while the session is still loading. */
const PUBLIC_ROUTES: RouteObject[] = [
  { path: '/payment-success', element: <PaymentSuccessPage /> },
  { path: '/reset-password', element: <ResetPasswordPage /> },
  { path: '/external-redirect', element: <ExternalRedirectPage /> },
  { path: '/auth', element: <AuthRoute /> },
  { path: '/sso', element: <SsoPage /> },
  { path: '/confirm-email', element: <ConfirmEmailPage /> },
];

/**
 * The route tables, made once when the module loads (issue 24). A table written as <Routes> children was rebuilt
 * from its JSX on every render of AppRoutes, and every route element with it, so each re-render also drew the matched
 * screen again; these objects, and the elements in them, are the same ones on every render.
 */
export const ROUTE_TABLES = {
  /** Spec §2: after 1 second of loading, only the public routes plus a catch-all are offered. */
  loading: [...PUBLIC_ROUTES, { path: '*', element: <Spinner /> }],
  ready: [
    ...PUBLIC_ROUTES,
    // Spec §2: every signed-in screen shares one guard and one chrome (sync badge, install card).
    { element: <Protected />, children: SIGNED_IN_SCREENS.map(([path, Screen]) => ({ path, element: <Screen /> })) },
    { path: '/admin-login', element: <AdminLoginPage /> },
    // No client-side guard (spec §2): the panel's user list answers 401/403 and sends the visitor to /admin-login.
    { path: '/admin', element: <AdminPage /> },
    { path: '*', element: <NotFoundPage /> },
  ],
} satisfies Record<string, RouteObject[]>;

/**
 * The table matched against the URL. A component of its own, memoised, so a re-render of AppRoutes that keeps the
 * table (the session's status and its deferred copy, authenticated or not) matches nothing again: react-router 7's
 * useRoutes flattens and ranks the whole table on each call (only its data routers keep the ranked branches).
 * It matches again when the URL or the table changes.
 */
const RouteTable = memo(function RouteTable({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
});

export function AppRoutes() {
  const tooLong = useAuthLoadingTooLong();
  // Issue 24: the session's answer (a store update, which React renders at once and in one piece) draws the whole
  // signed-in tree — guard, chrome, screen. Deferred, that render is a transition, time-sliced like the first one.
  const status = useDeferredValue(useSession((s) => s.status));
  // Spec §2: the spinner alone for the first second of loading (then the loading table)
  if (status === 'loading' && !tooLong) return <Spinner />;
  // BootShellDone commits with the screen (a lazy screen still loading suspends both), then index.html's shell goes.
  return (
    <>
      <RouteTable routes={status === 'loading' ? ROUTE_TABLES.loading : ROUTE_TABLES.ready} />
      <BootShellDone />
    </>
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
