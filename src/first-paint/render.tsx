import type { JSX } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import AuthPage from '../features/auth/AuthPage';
import LandingPage from '../features/landing/LandingPage';
import { ProfileReminder } from '../features/landing/ProfileReminder';
import { SignedInChrome } from '../app/SignedInChrome';
import { FIRST_PAINT_DOCUMENTS, LANDING_PROFILE_PROMPT_DOCUMENT, type FirstPaintRoute } from '../domain/first-paint-documents';
import { LANDING_MODULES, LIST_CHROME_MODULES, LIST_DOCUMENTS, LIST_SCREEN_MODULES, type ListRoute } from '../domain/first-paint-documents';
import { APP_SCRIPTS_ID, FIRST_CARDS_SCRIPT, SHELL_TAPS_SCRIPT } from '../domain/first-cards';
import { APP_CSS, LIST_CSS, SCREEN_CSS } from './styles';

/**
 * The first screens, rendered at build time from the app's own components (scripts/first-paint.mjs writes each into
 * its own document). One source: what the shell shows is what the screen renders, at the same place and size.
 * The sign-in form is a real form: before the app's scripts arrive it posts to the API, which signs in and redirects;
 * the landing cards are links.
 */
const FIRST_SCREENS: Array<{
  path: FirstPaintRoute;
  document: string;
  Screen: () => JSX.Element;
  /**
   * A signed-in screen: its document asks for the session and for these modules' chunks (the screen's and the sync
   * badge's) with the app's own scripts (scripts/first-paint.mjs).
   */
  signedIn?: { modules: readonly string[] };
}> = [
  { path: '/auth', document: FIRST_PAINT_DOCUMENTS['/auth'], Screen: () => <AuthPage /> },
  // as App.tsx's Protected route renders it, inside the signed-in screens' chrome
  {
    path: '/landing',
    document: FIRST_PAINT_DOCUMENTS['/landing'],
    signedIn: { modules: LANDING_MODULES },
    Screen: () => (
      <SignedInChrome>
        <LandingPage />
      </SignedInChrome>
    ),
  },
  // A new account's landing (the server picks it: api/server.ts): the profile prompt is part of the first paint.
  {
    path: '/landing',
    document: LANDING_PROFILE_PROMPT_DOCUMENT,
    signedIn: { modules: LANDING_MODULES },
    Screen: () => (
      <SignedInChrome>
        <LandingPage />
        <ProfileReminder user={null} firstPaint />
      </SignedInChrome>
    ),
  },
];

export function renderFirstPaint() {
  const screens = FIRST_SCREENS.map(({ path, document, Screen, signedIn }) => ({
    path,
    document,
    signedIn: signedIn !== undefined,
    modules: signedIn?.modules ?? [],
    html: renderToString(
      <MemoryRouter initialEntries={[path]}>
        <Screen />
      </MemoryRouter>,
    ),
    css: `${APP_CSS}\n${SCREEN_CSS[path]}`,
  }));
  // The lists: no screen at build time, the device's snapshot of the list's first screen painted by the inline script.
  const lists = (Object.keys(LIST_DOCUMENTS) as ListRoute[]).map((route) => ({
    path: route,
    document: LIST_DOCUMENTS[route],
    modules: [LIST_SCREEN_MODULES[route], ...LIST_CHROME_MODULES],
    css: `${APP_CSS}\n${LIST_CSS[route]}`,
  }));
  return {
    appCss: APP_CSS,
    screens,
    lists,
    firstCardsScript: FIRST_CARDS_SCRIPT,
    shellTapsScript: SHELL_TAPS_SCRIPT,
    appScriptsId: APP_SCRIPTS_ID,
  };
}
