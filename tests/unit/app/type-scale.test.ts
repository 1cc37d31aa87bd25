import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Issue 24, item 4: each font size/weight pair a screen uses is a font the renderer looks up and measures in its first
 * layout, so the app has one type scale (src/app/styles.css, --fs-* and --fw-*) and every stylesheet takes its sizes
 * and weights from it; a one-off value would quietly add a pair. Sizes relative to their text (em, for code) are left.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');

function stylesheets(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? stylesheets(p) : e.name.endsWith('.css') ? [p] : [];
  });
}

const SHEETS = stylesheets(path.join(ROOT, 'src'));
const scale = fs.readFileSync(path.join(ROOT, 'src/app/styles.css'), 'utf8');
const declared = (prefix: string) => new Set([...scale.matchAll(new RegExp(`(--${prefix}-[a-z]+):`, 'g'))].map((m) => m[1]));

describe('the type scale', () => {
  it('has four sizes, a display size and two weights', () => {
    expect([...declared('fs')].sort()).toEqual(['--fs-display', '--fs-lg', '--fs-md', '--fs-sm', '--fs-xl']);
    expect([...declared('fw')].sort()).toEqual(['--fw-bold', '--fw-normal']);
  });

  it.each(SHEETS.map((f) => [path.relative(ROOT, f), f]))('%s takes every font size and weight from the scale', (_, file) => {
    const css = fs.readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    const offScale = [...css.matchAll(/font-(size|weight)\s*:\s*([^;}]+)/g)]
      .map((m) => `font-${m[1]}: ${m[2].trim()}`)
      .filter((d) => !/^font-size: var\(--fs-[a-z]+\)$|^font-weight: var\(--fw-[a-z]+\)$|^font-size: [\d.]+em$/.test(d));
    expect(offScale).toEqual([]);
    // the `font` shorthand sets both: only `inherit` keeps to the scale
    expect([...css.matchAll(/(?<![-\w])font\s*:\s*([^;}]+)/g)].map((m) => m[1].trim()).filter((v) => v !== 'inherit')).toEqual([]);
    for (const used of css.matchAll(/var\((--f[sw]-[a-z]+)\)/g)) expect(declared(used[1].slice(2, 4)).has(used[1])).toBe(true);
  });
});
