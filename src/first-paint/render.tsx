import type { JSX } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import AuthPage from '../features/auth/AuthPage';
import LandingPage from '../features/landing/LandingPage';
import { SignedInChrome } from '../app/SignedInChrome';
import { FIRST_PAINT_DOCUMENTS, type FirstPaintRoute } from '../domain/first-paint-documents';
import { APP_CSS, SCREEN_CSS } from './styles';

/**
 * The first screens, rendered at build time from the app's own components (scripts/first-paint.mjs writes each into
 * its own document). One source: what the shell shows is what the screen renders, at the same place and size.
 * The sign-in form is a real form: before the app's scripts arrive it posts to the API, which signs in and redirects;
 * the landing cards are links.
 */
const FIRST_SCREENS: Record<FirstPaintRoute, () => JSX.Element> = {
  '/auth': () => <AuthPage />,
  // as App.tsx's Protected route renders it, inside the signed-in screens' chrome
  '/landing': () => (
    <SignedInChrome>
      <LandingPage />
    </SignedInChrome>
  ),
};

export function renderFirstPaint() {
  const screens = Object.entries(FIRST_SCREENS).map(([path, Screen]) => ({
    path,
    document: FIRST_PAINT_DOCUMENTS[path as FirstPaintRoute],
    html: renderToString(
      <MemoryRouter initialEntries={[path]}>
        <Screen />
      </MemoryRouter>,
    ),
  }));
  return { appCss: APP_CSS, screens: screens.map((s) => ({ ...s, css: `${APP_CSS}\n${SCREEN_CSS[s.path as FirstPaintRoute]}` })) };
}
