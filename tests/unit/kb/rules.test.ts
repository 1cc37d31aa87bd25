import { describe, expect, it } from 'vitest';
import { KB_ENTRIES } from '../../../src/domain/kb/entries/index';
import { formatRuleValue, ruleById, RULES, rulesFor, rowsByCheckAge } from '../../../src/domain/rules/index';

describe('the dated rule table', () => {
  it('every row has a jurisdiction, a value, a source and a check date; ids are unique', () => {
    expect(new Set(RULES.map((r) => r.id)).size).toBe(RULES.length);
    for (const r of RULES) {
      expect(r.sources.length, r.id).toBeGreaterThan(0);
      expect(r.checked, r.id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      if (r.effectiveFrom && r.effectiveTo) expect(r.effectiveFrom <= r.effectiveTo, r.id).toBe(true);
    }
  });

  it('SA fall trigger: 3 m until 30 June 2026, 2 m from 1 July 2026 (both rows dated)', () => {
    const on = (date: string) =>
      rulesFor({ jurisdiction: 'SA', topic: 'high-risk-work', work: ['working at heights'], date }).map(formatRuleValue);
    expect(on('2026-06-30')).toEqual(['3 m']);
    expect(on('2026-07-01')).toEqual(['2 m']);
    expect(on('2026-11-25')).toEqual(['2 m']);
    // The model regulations' 2 m row gives way to SA's own row, while the rest of the national list still applies.
    const sa = rulesFor({ jurisdiction: 'SA', topic: 'high-risk-work', date: '2026-06-30' }).map((r) => r.id);
    expect(sa).toContain('sa-hrcw-fall-height-to-2026-06-30');
    expect(sa).not.toContain('au-hrcw-fall-height');
    expect(sa).toContain('au-hrcw-trench-depth');
  });

  it('SA plumbing certificate of compliance: 7 days, checked against an official page', () => {
    const r = ruleById('sa-plumbing-coc-7-days')!;
    expect(formatRuleValue(r)).toBe('7 days');
    expect(r.checked).toBe('2026-11-25');
    expect(KB_ENTRIES.some((e) => e.id === 'gap-sa-plumbing-coc-deadline')).toBe(false);
  });

  it('VIC plumbing and gasfitting need registration or a licence at any value, from the VBA page, checked 26 Nov 2026', () => {
    const rows = rulesFor({ jurisdiction: 'VIC', topic: 'registration', work: ['gas'], date: '2026-11-26' });
    const row = rows.find((r) => r.id.startsWith('vic-plumbing-registration#'))!;
    expect(formatRuleValue(row)).toBe('any value');
    expect(row.work).toEqual(expect.arrayContaining(['plumbing', 'gas']));
    expect(row.checked).toBe('2026-11-26');
    expect(row.sources[0]).toMatchObject({
      url: 'https://www.vba.vic.gov.au/registration-and-licensing/plumbing-registration-and-licensing',
      grade: 'A',
    });
  });

  it('NSW cooling-off: 5 business days from the Act itself (grade A), the $20,000 floor still cautioned', () => {
    const r = ruleById('res-nsw-cooling-off-5')!;
    expect(formatRuleValue(r)).toBe('5 business days');
    expect(r.sources[0]).toMatchObject({ url: 'http://www.austlii.edu.au/au/legis/nsw/consol_act/hba1989128/s7ba.html', grade: 'A' });
    expect(r.caution).toMatch(/\$20,000/);
  });

  it('super guarantee by the date wages are paid: 11.5% to 30 June 2025, 12% from 1 July 2025', () => {
    const on = (date: string) => rulesFor({ jurisdiction: 'AU', topic: 'rate', work: ['wages'], date }).map(formatRuleValue);
    expect(on('2025-06-30')).toEqual(['11.5%']);
    expect(on('2025-07-01')).toEqual(['12%']);
  });

  it('entries linked to rows render their figures from the rows, and no figure in a linked entry comes from elsewhere', () => {
    const linked = KB_ENTRIES.filter((e) => e.rules?.length);
    expect(linked.length).toBeGreaterThan(0);
    const FIG = /\$\d[\d,]*(?:\.\d+)?|\b\d+(?:\.\d+)?\s?%|\b\d+(?:\.\d+)?\s?m\b|\b\d+\s(?:business\s)?days?\b/g;
    for (const e of linked) {
      const allowed = new Set(e.rules!.map((id) => formatRuleValue(ruleById(id)!).replace(/ incl GST| excl GST/, '')));
      const stated = (e.text.match(FIG) ?? []).map((f) => f.replace(/\s/g, ' '));
      for (const f of stated) expect(allowed.has(f), `${e.id} states ${f} without a linked row`).toBe(true);
    }
  });

  it('rows are listed by age of last check (oldest first)', () => {
    // "today" is the newest check in the table, so the most recently checked row is 0 days old
    const newest = RULES.map((r) => r.checked)
      .sort()
      .at(-1)!;
    const rows = rowsByCheckAge(newest);
    expect(rows[0]!.ageDays).toBeGreaterThanOrEqual(rows.at(-1)!.ageDays);
    expect(rows.at(-1)!.ageDays).toBe(0);
  });
});
