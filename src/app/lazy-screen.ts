import { lazy, type ComponentType } from 'react';
import { afterAppScripts } from './first-cards';

type ScreenModule = { default: ComponentType };

/** Each signed-in screen's loader, so startup can fetch the opened route's chunks at once (App.tsx's preloadScreen). */
const loaders = new Map<ComponentType, () => Promise<unknown>>();

/**
 * A lazily loaded signed-in screen whose chunk preloadScreen can start before the session is known. On a list's
 * document its chunks are asked for once the document has requested them a few a task (afterAppScripts).
 * Issue 24: the screen's first render uses preloadScreen's load, and a module already loaded is handed to lazy() at
 * once (a thenable that calls back synchronously, which React reads in the same render). A lazy() that loaded afresh
 * suspended even when the preload had finished (its promise settles a few microtasks later): App's boundary then
 * committed its fallback, and React holds a boundary's content back until 300 ms after its fallback showed — the
 * first screen came ~300 ms after it was ready.
 */
export function screen(importScreen: () => Promise<ScreenModule>): ComponentType {
  let loaded: ScreenModule | null = null;
  let loading: Promise<ScreenModule> | null = null;
  const load = () =>
    (loading ??= afterAppScripts()
      .then(importScreen)
      .then(
        (m) => (loaded = m),
        (err: unknown) => {
          loading = null; // a failed fetch is tried again by the next use (the lazy's first render, if the preload's)
          throw err;
        },
      ));
  const Screen = lazy(() => (loaded ? settled(loaded) : load()));
  loaders.set(Screen, load);
  return Screen;
}

/** The loader of a screen made by screen(): starts (or joins) the load of its chunks. */
export function screenLoader(Screen: ComponentType): (() => Promise<unknown>) | undefined {
  return loaders.get(Screen);
}

/** A thenable already fulfilled with `value`: its then() calls back at once (a promise's would in a microtask). */
function settled<T>(value: T): Promise<T> {
  const thenable = { then: (onFulfilled: (v: T) => unknown) => onFulfilled(value) };
  return thenable as unknown as Promise<T>;
}
