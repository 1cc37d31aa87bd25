import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  APP_SCRIPTS_ID,
  buttonByKey,
  buttonKey,
  FIRST_CARDS_SCRIPT,
  firstCardsFor,
  firstCardsKey,
  firstCardsKeysToClear,
  firstCardsScriptHash,
  SHELL_TAPS_SCRIPT,
  type FirstCardsSnapshot,
} from '../../../src/domain/first-cards';

const A = '0b6c8a52-3f7e-4a8e-9a57-0d7f2a3c1e01';
const B = '7d1e4f90-2c3b-4d5e-8f6a-1b2c3d4e5f60';
const BUILD = '/assets/index-abc123.js';

const snapshot = (over: Partial<FirstCardsSnapshot> = {}): FirstCardsSnapshot => ({
  v: 1,
  userId: A,
  route: '/quotes',
  build: BUILD,
  savedAt: 0,
  html: '<div class="app-shell"><h2 elementtiming="list-card">Kitchen rewire</h2></div>',
  ...over,
});

/** A device's localStorage holding these snapshots under their own keys (or under `key`). */
const storage = (...entries: Array<FirstCardsSnapshot | [string, string]>) => {
  const map = new Map(entries.map((e) => (Array.isArray(e) ? e : [firstCardsKey(e.userId, e.route), JSON.stringify(e)])));
  return (key: string) => map.get(key) ?? null;
};

describe('firstCardsFor', () => {
  it("paints the signed-in viewer's own snapshot of this route, made by this build", () => {
    expect(firstCardsFor(`theme=dark; tt_viewer=${A}`, '/quotes', BUILD, storage(snapshot()))).toBe(snapshot().html);
  });

  it.each([
    ['no viewer cookie (signed out)', 'theme=dark', '/quotes', BUILD, storage(snapshot())],
    ['another account signed in on this browser', `tt_viewer=${B}`, '/quotes', BUILD, storage(snapshot())],
    ['another route', `tt_viewer=${A}`, '/invoices', BUILD, storage(snapshot())],
    ['another build (a release since)', `tt_viewer=${A}`, '/quotes', '/assets/index-new999.js', storage(snapshot())],
    ['no build known', `tt_viewer=${A}`, '/quotes', null, storage(snapshot())],
    [
      "another account's snapshot stored under this account's key",
      `tt_viewer=${A}`,
      '/quotes',
      BUILD,
      storage([firstCardsKey(A, '/quotes'), JSON.stringify(snapshot({ userId: B }))]),
    ],
    ['an unreadable snapshot', `tt_viewer=${A}`, '/quotes', BUILD, storage([firstCardsKey(A, '/quotes'), '{not json'])],
    ['a snapshot of another version', `tt_viewer=${A}`, '/quotes', BUILD, storage(snapshot({ v: 2 as 1 }))],
    ['no snapshot', `tt_viewer=${A}`, '/quotes', BUILD, storage()],
  ])('paints nothing with %s', (_, cookie, route, build, read) => {
    expect(firstCardsFor(cookie, route, build, read)).toBeNull();
  });

  it('paints nothing, and does not throw, when storage itself throws (blocked)', () => {
    const blocked = () => {
      throw new Error('SecurityError');
    };
    expect(firstCardsFor(`tt_viewer=${A}`, '/quotes', BUILD, blocked)).toBeNull();
  });
});

describe('FIRST_CARDS_SCRIPT', () => {
  /** Runs the inline script's text on its own (no module scope) against a stand-in document. */
  function run(cookie: string, items: Record<string, string>) {
    const inserted: Array<{ id: string; list: string | null; html: string }> = [];
    const script = {
      parentNode: {
        insertBefore: (el: { id: string; attrs: Record<string, string>; innerHTML: string }) =>
          inserted.push({ id: el.id, list: el.attrs['data-list'] ?? null, html: el.innerHTML }),
      },
      nextSibling: null,
    };
    const document = {
      cookie,
      currentScript: script,
      querySelector: (sel: string) => (sel === 'script[type="module"][src]' ? { getAttribute: () => BUILD } : null),
      // an older document: no template of the app's scripts (they are in its head)
      getElementById: () => null,
      createElement: () => {
        const attrs: Record<string, string> = {};
        return { id: '', innerHTML: '', attrs, setAttribute: (k: string, v: string) => (attrs[k] = v), addEventListener: () => {} };
      },
    };
    const localStorage = { getItem: (k: string) => items[k] ?? null };
    new Function('document', 'location', 'localStorage', FIRST_CARDS_SCRIPT)(document, { pathname: '/quotes' }, localStorage);
    return inserted;
  }

  it('is self-contained and puts the viewer’s snapshot after itself as the boot shell of the list', () => {
    const s = snapshot();
    expect(run(`tt_viewer=${A}`, { [firstCardsKey(A, '/quotes')]: JSON.stringify(s) })).toEqual([
      { id: 'boot-shell', list: '/quotes', html: s.html },
    ]);
  });

  it('inserts nothing for another viewer', () => {
    expect(run(`tt_viewer=${B}`, { [firstCardsKey(A, '/quotes')]: JSON.stringify(snapshot()) })).toEqual([]);
  });

  /** The same against a list document of this build: the app's scripts wait in a template before the script. */
  function runWithTemplate(cookie: string, items: Record<string, string>) {
    const shell: string[] = [];
    const head: string[] = [];
    const frames: Array<() => void> = [];
    const timers: Array<{ fn: () => void; ms: number }> = [];
    const tag = (tagName: string, attrs: Record<string, string>) => ({
      tagName,
      attributes: Object.entries(attrs).map(([name, value]) => ({ name, value })),
    });
    const children = [
      tag('SCRIPT', { type: 'module', crossorigin: '', src: BUILD }),
      tag('LINK', { rel: 'modulepreload', crossorigin: '', href: '/assets/start-abc.js' }),
      tag('LINK', { rel: 'modulepreload', crossorigin: '', href: '/assets/QuotesPage-abc.js' }),
    ];
    const template = { removed: false };
    const document = {
      cookie,
      currentScript: { parentNode: { insertBefore: (el: { innerHTML: string }) => shell.push(el.innerHTML) }, nextSibling: null },
      getElementById: (id: string) =>
        id === APP_SCRIPTS_ID
          ? {
              remove: () => (template.removed = true),
              content: {
                children,
                querySelector: (sel: string) => (sel === 'script[type="module"][src]' ? { getAttribute: () => BUILD } : null),
              },
            }
          : null,
      querySelector: () => null,
      createElement: (tagName: string) => {
        const attrs: string[] = [];
        return {
          tagName,
          id: '',
          innerHTML: '',
          setAttribute: (k: string, v: string) => attrs.push(`${k}=${v}`),
          attrs,
          addEventListener: () => {},
        };
      },
      head: { appendChild: (el: { tagName: string; attrs: string[] }) => head.push(`${el.tagName.toLowerCase()} ${el.attrs.join(' ')}`) },
    };
    const localStorage = { getItem: (k: string) => items[k] ?? null };
    new Function('document', 'location', 'localStorage', 'requestAnimationFrame', 'setTimeout', FIRST_CARDS_SCRIPT)(
      document,
      { pathname: '/quotes' },
      localStorage,
      (fn: () => void) => frames.push(fn),
      (fn: () => void, ms: number) => timers.push({ fn, ms }),
    );
    return { shell, head, frames, timers, template };
  }

  const APP_SCRIPTS = [
    'script type=module crossorigin= src=/assets/index-abc123.js',
    'link rel=modulepreload crossorigin= href=/assets/start-abc.js',
    'link rel=modulepreload crossorigin= href=/assets/QuotesPage-abc.js',
  ];

  it("starts the app's scripts at once when it paints no snapshot", () => {
    const { shell, head, frames, timers, template } = runWithTemplate(`tt_viewer=${B}`, {
      [firstCardsKey(A, '/quotes')]: JSON.stringify(snapshot()),
    });
    expect(shell).toEqual([]);
    expect(frames).toEqual([]);
    // the module script alone in the first task, the preloads in later ones; the template goes when all are in
    expect(head).toEqual(APP_SCRIPTS.slice(0, 1));
    expect(template.removed).toBe(false);
    for (let i = 0; i < timers.length; i++) timers[i].fn();
    expect(head).toEqual(APP_SCRIPTS);
    expect(template.removed).toBe(true);
  });

  it("starts the app's scripts after the snapshot's first frame (once, whichever of the frame and the fallback timer is first)", () => {
    const s = snapshot();
    const { shell, head, frames, timers } = runWithTemplate(`tt_viewer=${A}`, { [firstCardsKey(A, '/quotes')]: JSON.stringify(s) });
    expect(shell).toEqual([s.html]);
    expect(head).toEqual([]);
    frames.forEach((f) => f());
    const afterFrame = timers.find((t) => t.ms === 0)!;
    afterFrame.fn();
    expect(head).toEqual(APP_SCRIPTS.slice(0, 1));
    for (let i = 0; i < timers.length; i++) timers[i].fn();
    expect(head).toEqual(APP_SCRIPTS);
  });

  it('is named by the CSP hash of its exact text', async () => {
    expect(await firstCardsScriptHash()).toBe(`'sha256-${createHash('sha256').update(FIRST_CARDS_SCRIPT).digest('base64')}'`);
  });
});

describe('SHELL_TAPS_SCRIPT', () => {
  type FakeButton = { type: string; disabled: boolean; label: string };
  /** Runs the script against a shell holding `buttons`; returns a tap (on a button, or on an element in none) and the shell's attributes. */
  function run(buttons: FakeButton[] | null) {
    const attrs: Record<string, string> = {};
    let onClick: ((e: { target: unknown }) => void) | null = null;
    const els = (buttons ?? []).map((b) => {
      const el = { ...b, getAttribute: (k: string) => (k === 'aria-label' ? b.label : null), textContent: '', closest: () => el };
      return el;
    });
    const shell = {
      setAttribute: (k: string, v: string) => (attrs[k] = v),
      addEventListener: (type: string, fn: typeof onClick, capture: boolean) => {
        expect([type, capture]).toEqual(['click', true]);
        onClick = fn;
      },
      querySelectorAll: () => els,
    };
    new Function('document', SHELL_TAPS_SCRIPT)({ getElementById: (id: string) => (id === 'boot-shell' && buttons ? shell : null) });
    const tap = (i: number) => onClick?.({ target: i < 0 ? { closest: () => null } : els[i] });
    return { tap, attrs, listening: () => onClick !== null };
  }
  const plain = (label: string): FakeButton => ({ type: 'button', disabled: false, label });

  it("keeps the last tap on one of the shell's plain buttons by its key, the key the app's screen finds it by", () => {
    const { tap, attrs } = run([plain('Settings'), plain('Tab'), plain('Tab')]);
    tap(0);
    expect(attrs['data-tapped']).toBe('Settings#0');
    tap(2);
    expect(attrs['data-tapped']).toBe('Tab#1');
  });

  it("leaves a form's submit button (it posts without the app), a disabled button and a tap on no button alone", () => {
    const { tap, attrs } = run([
      { type: 'submit', disabled: false, label: 'Sign In' },
      { ...plain('Off'), disabled: true },
    ]);
    tap(0);
    tap(1);
    tap(-1);
    expect(attrs).toEqual({});
  });

  it('does nothing, and does not throw, on a document without a shell', () => {
    expect(run(null).listening()).toBe(false);
  });
});

describe('firstCardsKeysToClear', () => {
  const keys = [firstCardsKey(A, '/quotes'), firstCardsKey(A, '/jobs'), firstCardsKey(B, '/quotes'), 'session.other', 'tt.theme'];

  it('clears every snapshot at sign-out, and nothing else', () => {
    expect(firstCardsKeysToClear(keys)).toEqual(keys.slice(0, 3));
  });

  it("clears every other account's snapshots when one signs in", () => {
    expect(firstCardsKeysToClear(keys, A)).toEqual([firstCardsKey(B, '/quotes')]);
    expect(firstCardsKeysToClear(keys, B)).toEqual([firstCardsKey(A, '/quotes'), firstCardsKey(A, '/jobs')]);
  });
});

describe('buttonKey / buttonByKey', () => {
  /** Stand-in buttons: enough of Element for the two functions (the unit tests run without a DOM). */
  const button = (text: string, label?: string) => ({
    textContent: `  ${text}\n `,
    getAttribute: (k: string) => (k === 'aria-label' ? (label ?? null) : null),
  });
  const scope = (...buttons: ReturnType<typeof button>[]) => ({ querySelectorAll: () => buttons }) as unknown as ParentNode;

  it('names a button by its aria-label or text and how many with that name come before it', () => {
    const items = button('Items');
    const kits = button('Kits');
    const edit1 = button('Edit', 'Edit kit A');
    const pdf1 = button('PDF');
    const pdf2 = button('PDF');
    const s = scope(items, kits, edit1, pdf1, pdf2);
    expect([items, kits, edit1, pdf1, pdf2].map((b) => buttonKey(b as unknown as Element, s))).toEqual([
      'Items#0',
      'Kits#0',
      'Edit kit A#0',
      'PDF#0',
      'PDF#1',
    ]);
  });

  it("finds the app's button with the snapshot's key, and none when the list has changed", () => {
    const pdf1 = button('PDF');
    const pdf2 = button('PDF');
    const app = scope(button('Items'), button('Kits'), pdf1, pdf2);
    expect(buttonByKey('PDF#1', app)).toBe(pdf2);
    expect(buttonByKey('Kits#0', app)).not.toBeNull();
    expect(buttonByKey('PDF#2', app)).toBeNull();
    expect(buttonByKey('Delete#0', app)).toBeNull();
  });
});
