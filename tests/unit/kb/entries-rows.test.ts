import { describe, expect, it } from 'vitest';
import { KB_ENTRIES } from '../../../src/domain/kb/entries/index';
import { formatWhole } from '../../../src/domain/kb/thresholds';
import type { KbEntry } from '../../../src/domain/kb/types';
import { formatRuleValue, rowsOfEntry, RULES } from '../../../src/domain/rules/index';
import type { Rule } from '../../../src/domain/rules/types';
import { normaliseFigures } from '../../eval/heldout/score';

/**
 * Issue 17 item 1: prose entries stay for explanations, each linked to its rule rows — no figure lives only in prose.
 * A dollar amount, percentage, length or day count in an entry's text must be carried by a row the entry links
 * (its `rules`, a figure's `rule`, or a row read from its own figures).
 */
const FIG =
  /\$\d+(?:,\d{3})*(?:\.\d+)?(?:k\b|\smillion\b)?|\b\d+(?:\.\d+)?\s?%|\b\d+(?:\.\d+)?\s?m(?![²\w])|\b\d+\s(?:business\s)?days?\b/g;

/** "$5 million" reads as "$5,000,000", "$500k" as "$500,000", "10 %" as "10%". */
function normalise(figure: string): string {
  const million = /^\$(\d+(?:\.\d+)?) million$/.exec(figure);
  if (million) return formatWhole(Math.round(Number(million[1]) * 100_000_000));
  const thousand = /^\$(\d+(?:\.\d+)?)k$/.exec(figure);
  if (thousand) return formatWhole(Math.round(Number(thousand[1]) * 100_000));
  return figure.replace(/\s+/g, ' ').replace(/ %$/, '%');
}

/** Every figure a row carries: its value, and the edges of its price band or amount range. */
function carried(rows: Rule[]): Set<string> {
  const out = new Set<string>();
  for (const r of rows) {
    out.add(formatRuleValue(r).replace(/ (?:incl|excl) GST$/, ''));
    if (r.value.kind === 'amount' && r.value.upperCents !== undefined) out.add(formatWhole(r.value.upperCents));
    if (r.band?.fromCents !== undefined) out.add(formatWhole(r.band.fromCents));
    if (r.band?.toCents !== undefined) out.add(formatWhole(r.band.toCents));
  }
  return out;
}

const current = KB_ENTRIES.filter((e) => !e.superseded && e.topic !== 'gap');
const uncarried = (e: KbEntry) => {
  const has = carried(rowsOfEntry(e));
  return [...new Set((e.text.match(FIG) ?? []).map(normalise))].filter((f) => !has.has(f));
};

/**
 * The forms a row's figure may take in prose: the row's own ("7 business days", "$5,000", "1.5 m"), the same length in
 * millimetres ("1,500 mm"), or a round million in words ("$5 million").
 */
function figureForms(r: Rule): string[] {
  const own = formatRuleValue(r).replace(/ (?:incl|excl) GST$/, '');
  const forms = [own];
  if (r.value.kind === 'length') forms.push(`${String(Math.round(r.value.metres * 1000))} mm`);
  if (r.value.kind === 'amount' && r.value.cents % 100_000_000 === 0) forms.push(`$${String(r.value.cents / 100_000_000)} million`);
  return forms;
}

/** Rows of an entry whose figure its text never states in any of the row's forms (as the held-out scorer reads text). */
const unstated = (e: KbEntry) => {
  const text = normaliseFigures(`${e.title} ${e.text}`);
  return rowsOfEntry(e)
    .filter((r) => /\d/.test(formatRuleValue(r)))
    .filter(
      (r) =>
        !figureForms(r).some((f) =>
          new RegExp(`(?<![\\d.])${normaliseFigures(f).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\d])`).test(text),
        ),
    )
    .map((r) => `${r.id}: ${formatRuleValue(r)}`);
};

describe('prose entries are linked to their rule rows', () => {
  it('every entry states each figure of its rows as the row gives it, so an answer citing the row shows the figure', () => {
    const found = current.map((e) => [e.id, unstated(e)] as const).filter(([, rows]) => rows.length);
    expect(Object.fromEntries(found)).toEqual({});
  });

  it('the check fails for an entry that gives a row figure only in other words ("20 for a subcontract")', () => {
    const entry = current.find((e) => e.id === 'nsw-sop')!;
    expect(unstated({ ...entry, text: entry.text.replace('20 business days', '20') })).toEqual(['nsw-sop#1: 20 business days']);
  });

  it('every current entry that states a figure has rows', () => {
    const bare = current.filter((e) => FIG.test(e.text) && rowsOfEntry(e).length === 0).map((e) => e.id);
    FIG.lastIndex = 0;
    expect(bare).toEqual([]);
  });

  it('no entry states a figure that none of its linked rows carries', () => {
    const found = current.map((e) => [e.id, uncarried(e)] as const).filter(([, figs]) => figs.length);
    expect(Object.fromEntries(found)).toEqual({});
  });

  it('the check fails for an entry whose text carries a figure its rows do not', () => {
    const entry = current.find((e) => e.id === 'qld-cooling-off')!;
    expect(uncarried({ ...entry, text: `${entry.text} A $12,345 fee applies.` })).toEqual(['$12,345']);
  });

  it('a linked row id names a row in the table', () => {
    const ids = new Set(RULES.map((r) => r.id));
    for (const e of KB_ENTRIES)
      for (const id of [...(e.rules ?? []), ...(e.figures ?? []).flatMap((f) => (f.rule ? [f.rule] : []))])
        expect(ids.has(id), `${e.id} → ${id}`).toBe(true);
  });

  it('a deposit cap row carries its percentage with its price band (10% under $20,000 in VIC)', () => {
    const rows = rowsOfEntry(current.find((e) => e.id === 'vic-deposit')!);
    expect(rows.map((r) => [formatRuleValue(r), r.band])).toEqual(
      expect.arrayContaining([
        ['10%', { toCents: 2_000_000, toInclusive: false }],
        ['5%', { fromCents: 2_000_000, fromInclusive: true }],
      ]),
    );
  });
});
