import { Suspense, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { matchRoutes, MemoryRouter, type RouteObject } from 'react-router-dom';
import type * as ReactRouterDom from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * Issue 24: the app's route table is made once, not on each render of AppRoutes. Every table react-router matches is
 * recorded: a `<Routes>` rendered (its JSX children made into a new table each time) or the table given to useRoutes.
 * AppRoutes is rendered with React's server renderer (no DOM in the unit suites), once per session state; on the
 * server a store's hook reads the store's initial state, so that is what each test sets.
 */
const seen = vi.hoisted(() => ({ tables: [] as unknown[], jsxTables: 0 }));
vi.mock('react-router-dom', async (importOriginal) => {
  const rr = await importOriginal<typeof ReactRouterDom>();
  return {
    ...rr,
    useRoutes: (routes: RouteObject[], location?: string) => {
      seen.tables.push(routes);
      return rr.useRoutes(routes, location);
    },
    Routes: (props: { children?: ReactNode }) => {
      seen.jsxTables++;
      return <rr.Routes {...props} />;
    },
  };
});

const { AppRoutes, ROUTE_TABLES, SIGNED_IN_SCREENS, signedInScreenAt } = await import('../../../src/app/App');
const { useSession } = await import('../../../src/app/session');

const renderAt = (path: string) =>
  renderToString(
    <MemoryRouter initialEntries={[path]}>
      <Suspense fallback={null}>
        <AppRoutes />
      </Suspense>
    </MemoryRouter>,
  );

const setStatus = (status: 'loading' | 'authenticated' | 'unauthenticated') => {
  useSession.setState({ status });
  Object.assign(useSession.getInitialState(), { status });
};

/** the matched route paths, outermost first ('(layout)' for a pathless layout route) */
const matched = (routes: RouteObject[], path: string) => matchRoutes(routes, path)?.map((m) => m.route.path ?? '(layout)');

describe('route table', () => {
  beforeEach(() => {
    seen.tables.length = 0;
    seen.jsxTables = 0;
  });
  afterEach(() => setStatus('loading'));

  it('gives react-router the same table object on every render of AppRoutes, whatever the session says', () => {
    for (const status of ['authenticated', 'unauthenticated', 'authenticated'] as const) {
      setStatus(status);
      renderAt('/landing');
      renderAt('/no-such-screen');
    }
    expect(seen.jsxTables).toBe(0);
    expect(seen.tables).toHaveLength(6);
    expect(new Set(seen.tables)).toEqual(new Set([ROUTE_TABLES.ready]));
  });

  it('draws only the spinner, matching no table, in the first second of loading', () => {
    setStatus('loading');
    expect(renderAt('/landing')).toContain('role="status"');
    expect(seen.tables).toHaveLength(0);
    expect(seen.jsxTables).toBe(0);
  });

  it('matches as the spec §2 table: public routes, the signed-in screens under one layout, admin, a catch-all', () => {
    const { ready, loading } = ROUTE_TABLES;
    expect(matched(ready, '/auth')).toEqual(['/auth']);
    expect(matched(ready, '/landing')).toEqual(['(layout)', '/landing']);
    expect(matched(ready, '/')).toEqual(['(layout)', '/']);
    // ranked, not first come: the inbox is not a listing called "inbox"
    expect(matched(ready, '/marketplace/inbox')).toEqual(['(layout)', '/marketplace/inbox']);
    expect(matched(ready, '/marketplace/abc')).toEqual(['(layout)', '/marketplace/:id']);
    expect(matched(ready, '/jobs/new')).toEqual(['(layout)', '/jobs/new']);
    expect(matched(ready, '/admin')).toEqual(['/admin']);
    expect(matched(ready, '/admin-login')).toEqual(['/admin-login']);
    expect(matched(ready, '/no-such-screen')).toEqual(['*']);
    // while loading (after its first second): the public routes, and a spinner for anything else
    expect(matched(loading, '/reset-password')).toEqual(['/reset-password']);
    expect(matched(loading, '/landing')).toEqual(['*']);
  });

  it('preloads the screen the table would draw: each written path, dynamic paths, and what the table folds', () => {
    const ranked = (path: string) =>
      matchRoutes(
        SIGNED_IN_SCREENS.map(([p, Screen]) => ({ path: p, Screen })),
        path,
      )?.[0]?.route.Screen;
    const paths = [
      ...SIGNED_IN_SCREENS.map(([path]) => path),
      ...['/marketplace/abc', '/marketplace/inbox/a/b', '/jobs/123', '/Landing', '/quotes/', '/no-such-screen', '/auth'],
    ];
    for (const path of paths) expect(signedInScreenAt(path), path).toBe(ranked(path));
    expect(signedInScreenAt('/marketplace/inbox')).not.toBe(signedInScreenAt('/marketplace/abc'));
    expect(signedInScreenAt('/auth')).toBeUndefined();
  });
});
