import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import AuthPage from '../features/auth/AuthPage';
import LandingPage from '../features/landing/LandingPage';
import { SignedInChrome } from '../app/SignedInChrome';
import { FIRST_PAINT_CSS } from './styles';

/**
 * The first screens, rendered at build time from the app's own components (scripts/first-paint.mjs puts them into
 * index.html). One source: what the shell shows is what the screen renders, at the same place and size.
 * The sign-in form is a real form: before the app's scripts arrive it posts to the API, which signs in and redirects.
 */
export const FIRST_SCREENS = {
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
    html: renderToString(
      <MemoryRouter initialEntries={[path]}>
        <Screen />
      </MemoryRouter>,
    ),
  }));
  return { css: FIRST_PAINT_CSS, screens };
}
