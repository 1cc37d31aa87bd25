/**
 * Issue 24, item 4: a list's first cards painted by the document itself, before the app's scripts run. When a list has
 * rendered its first screen from the device database, the app keeps what that screen showed (the markup the list's own
 * components rendered, its first few rows only: src/app/first-cards.ts) in localStorage, keyed by the signed-in user and
 * the route. The list's document (/quotes.html …, written by scripts/first-paint.mjs) carries FIRST_CARDS_SCRIPT, which
 * puts that markup into the boot shell while the page is parsed, so the first frame already has the cards; the app
 * replaces it with the live list in the commit that draws the list's first cards (one frame, the same markup).
 *
 * Who the snapshot is shown to: only the account the server says is signed in on this browser. The session cookie is
 * HttpOnly, so the server sets VIEWER_COOKIE (the user id, readable by the page) beside it at every sign-in and clears
 * it at sign-out (api/middleware/session.ts); the script shows a snapshot only under that user's own key. Another
 * account signing in on the same browser, by any way in (the form post before the app loads too), changes the cookie
 * at once, so the previous account's snapshot is never read; the app then deletes it (src/app/session.ts).
 *
 * A snapshot is also tied to the build that made it (the entry script's hashed name): a new release's components may
 * render other markup, so its documents paint nothing until the list has rendered once more.
 */

/** The readable cookie naming the signed-in user (its value is the user id; not a credential). */
export const VIEWER_COOKIE = 'tt_viewer';

/** localStorage keys of the snapshots: `tt.firstCards:<userId>:<route>`. */
export const FIRST_CARDS_PREFIX = 'tt.firstCards:';

export const firstCardsKey = (userId: string, route: string) => `${FIRST_CARDS_PREFIX}${userId}:${route}`;

/** How many rows of a list a snapshot keeps (a phone screen shows four to six cards). */
export const FIRST_CARDS_ROWS = 10;

/** Snapshots bigger than this are not kept (characters; ten cards are ~10–20 K). */
export const FIRST_CARDS_MAX_CHARS = 100_000;

export interface FirstCardsSnapshot {
  v: 1;
  userId: string;
  route: string;
  /** the entry script's URL (its hashed name) of the build whose components rendered `html` */
  build: string;
  /** ms since the epoch */
  savedAt: number;
  /** the screen's markup as the app rendered it (the signed-in chrome with the list's first rows) */
  html: string;
}

/**
 * The markup to paint for this document, or null: the snapshot under the viewer's own key for this route, made by this
 * build. Runs inline in the list documents before anything else (FIRST_CARDS_SCRIPT is its text), so it must be
 * self-contained (no imports, no names from this module: it is inlined by its text) and it never throws.
 */
export function firstCardsFor(cookie: string, route: string, build: string | null, read: (key: string) => string | null): string | null {
  try {
    const viewer = /(?:^|;\s*)tt_viewer=([^;]+)/.exec(cookie);
    if (!viewer || !build) return null;
    const userId = decodeURIComponent(viewer[1]);
    const raw = read('tt.firstCards:' + userId + ':' + route);
    if (!raw) return null;
    const s = JSON.parse(raw);
    if (!s || s.v !== 1 || s.userId !== userId || s.route !== route || s.build !== build || typeof s.html !== 'string') return null;
    return s.html;
  } catch {
    return null;
  }
}

/**
 * Which of `scope`'s buttons `button` is, as "label#n": its aria-label (or its text) and how many buttons with that
 * label come before it. A tap on a button of the document's snapshot (a tab, "Add item", a card's Edit) happens before
 * the app can answer it; the snapshot's markup is the list's own, so the app presses the button with the same key once
 * it has taken over (`pressTapped`). Runs inline in the list documents too (its text is part of FIRST_CARDS_SCRIPT):
 * nothing from outside the function.
 */
export function buttonKey(button: Element, scope: ParentNode): string {
  const label = (b: Element) => (b.getAttribute('aria-label') || b.textContent || '').replace(/\s+/g, ' ').trim();
  const own = label(button);
  const all = scope.querySelectorAll('button');
  let n = 0;
  for (let i = 0; i < all.length && all[i] !== button; i++) if (label(all[i]) === own) n++;
  return own + '#' + n;
}

/** The button of `scope` whose key (buttonKey) is `key`, if there is one. */
export function buttonByKey(key: string, scope: ParentNode): HTMLButtonElement | null {
  for (const b of scope.querySelectorAll('button')) if (buttonKey(b, scope) === key) return b;
  return null;
}

/**
 * The inline scripts' tap keeper (the shell is `d`): a click on an enabled button of the shell that also passes `test`
 * (more of the condition, in the script's own text) is kept on it as data-tapped, that button's buttonKey.
 */
function keepTaps(test: string): string {
  return (
    `d.addEventListener('click',function(e){var b=e.target&&e.target.closest&&e.target.closest('button');` +
    `if(b&&!b.disabled${test})d.setAttribute('data-tapped',(${buttonKey.toString()})(b,d))},true)`
  );
}

/**
 * Where a list's document keeps the app's scripts (the module script and its modulepreloads) until the script below
 * starts them: a <template> before it, whose content the browser neither runs nor fetches.
 */
export const APP_SCRIPTS_ID = 'app-scripts';

/**
 * The list documents' inline script: the snapshot (if any) as the boot shell, right where the script stands (before
 * #root, whose app then renders out of sight until the list takes over: src/app/styles.css). Fixed text, the same
 * for every user and load, so a Content-Security-Policy can allow it by its hash (firstCardsScriptHash).
 *
 * Then it starts the app's scripts (APP_SCRIPTS_ID's elements, copied into the head): at once when it painted nothing,
 * and after the first frame when it painted the snapshot (issue 24, item 4: the app's chunks, preloaded from the
 * document, were compiled inside the document's parse, 230–445 ms at 4× CPU before the first cards could paint); the
 * module script first, then as many as fit in ~4 ms a task (each request's start cost 2–10 ms at 4×, eight were one
 * task of 70–140 ms). The template holds the list screen's chunks too (scripts/first-paint.mjs); it is removed once
 * every element is in, which the app waits for before it asks for a screen (src/app/first-cards.ts: afterAppScripts).
 * A document without the template (an older build's) has its scripts in the head, as before.
 */
export const FIRST_CARDS_SCRIPT =
  `(function(){var s=document.currentScript,t=document.getElementById('${APP_SCRIPTS_ID}'),c=t&&t.content,` +
  `m=(c||document).querySelector('script[type="module"][src]'),` +
  `h=(${firstCardsFor.toString()})(document.cookie,location.pathname,m&&m.getAttribute('src'),function(k){return localStorage.getItem(k)});` +
  `if(h&&s){var d=document.createElement('div');d.id='boot-shell';d.setAttribute('data-list',location.pathname);` +
  `d.innerHTML=h;s.parentNode.insertBefore(d,s.nextSibling);` +
  // a tap on one of the snapshot's buttons is kept for the app to press once it takes over (src/app/first-cards.ts)
  `${keepTaps('')}}` +
  `if(!c)return;var go=function(){if(!c)return;var x=c.children,i=0;c=null;(function next(){var t0=performance.now();` +
  `do{var n=x[i++];if(!n)break;var e=document.createElement(n.tagName),a=n.attributes;` +
  `for(var j=0;j<a.length;j++)e.setAttribute(a[j].name,a[j].value);document.head.appendChild(e)}` +
  `while(i>1&&i<x.length&&performance.now()-t0<4);if(i<x.length)setTimeout(next,0);else t.remove()})()};` +
  `if(!h||!s)return go();requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,500)})()`;

/**
 * The first screens' documents (sign-in, landing: scripts/first-paint.mjs) carry this inline script right after their
 * boot shell. The shell's forms post and its links go without the app, but a plain button (type="button": the settings
 * menu, a tab) does nothing until the app has taken over; a tap on one before then is kept on the shell as
 * data-tapped (its buttonKey), and the app presses the same button of its own screen once it has (src/app/boot-shell.ts).
 * Fixed text, like FIRST_CARDS_SCRIPT, so a Content-Security-Policy can allow it by its hash.
 */
export const SHELL_TAPS_SCRIPT = `(function(){var d=document.getElementById('boot-shell');if(!d)return;${keepTaps("&&b.type==='button'")}})()`;

/** The CSP source that allows an inline script (FIRST_CARDS_SCRIPT, SHELL_TAPS_SCRIPT: `script-src … 'sha256-…'`), from its exact text. */
export async function firstCardsScriptHash(script = FIRST_CARDS_SCRIPT): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(script));
  return `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`;
}

/** The snapshot keys in `keys` to delete: every one, or every one not of `keepUserId` (another account signed in). */
export function firstCardsKeysToClear(keys: Iterable<string>, keepUserId?: string): string[] {
  const mine = keepUserId === undefined ? null : `${FIRST_CARDS_PREFIX}${keepUserId}:`;
  return [...keys].filter((k) => k.startsWith(FIRST_CARDS_PREFIX) && (mine === null || !k.startsWith(mine)));
}
