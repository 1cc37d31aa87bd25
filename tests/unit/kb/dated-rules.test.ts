/**
 * Issue 17 item 3: a question about another date than today (a contract signed "last year", work "next month", "in
 * June 2026") is answered with the rule in force on that date, and the answer says which date it used.
 */
import { describe, expect, it } from 'vitest';
import { builtInAnswer } from '../../../src/domain/chat/answer';
import { parseQuestion } from '../../../src/domain/kb/parse';
import { firstLineOf, verdictOf } from '../../eval/heldout/score';

const at = (iso: string) => ({ now: Date.parse(`${iso}T02:00:00Z`), timeZone: 'Australia/Adelaide' });

describe('dated rules', () => {
  it('reads the date a question is about', () => {
    expect(parseQuestion('signed last year', { today: '2026-11-25' }).query).toMatchObject({
      date: '2025-11-25',
      dateReason: '“last year”',
    });
    expect(parseQuestion('starting next month', { today: '2026-11-25' }).query.date).toBe('2026-12-25');
    expect(parseQuestion('contract from 3 March 2025 in adelaide', { today: '2026-11-25' }).query.date).toBe('2025-03-03');
    // "March 2025" is a date, not the town of March (NSW): the place stays Adelaide.
    const p = parseQuestion('bii for a 15k job in adelaide signed in march 2025', { today: '2026-11-25' });
    expect(p.state).toBe('SA');
    expect(p.stateReason).toBe('you said “adelaide”');
  });

  it('SA fall height: 3 m until 30 June 2026, 2 m from 1 July 2026 — by the question date, then by today', () => {
    const q = 'roofer in adelaide, 2.5 m fall, do i need a swms';
    const before = builtInAnswer(q, at('2026-06-15'));
    expect(verdictOf(firstLineOf(before.markdown))).toBe('no');
    expect(before.kb?.verdict).toMatchObject({ answer: 'no', ruleIds: ['sa-hrcw-fall-height-to-2026-06-30'] });
    expect(firstLineOf(before.markdown)).toContain('3 m');
    const after = builtInAnswer(q, at('2026-07-01'));
    expect(after.kb?.verdict).toMatchObject({ answer: 'yes', ruleIds: ['sa-hrcw-fall-height-2026'] });
    expect(firstLineOf(after.markdown)).toContain('2 m');
    // Asked today (after the switch) about work in June 2026: the old rule, and the line says which date it used.
    const dated = builtInAnswer('roofer in adelaide in june 2026, 2.5 m fall, do i need a swms', at('2026-11-25'));
    expect(dated.kb?.verdict?.answer).toBe('no');
    expect(firstLineOf(dated.markdown)).toMatch(/rule in force on 1 June 2026/);
    // Outside SA the national 2 m rule holds whatever the date.
    expect(builtInAnswer('roofer in sydney in june 2026, 2.5 m fall, swms needed?', at('2026-11-25')).kb?.verdict).toMatchObject({
      answer: 'yes',
      ruleIds: ['au-hrcw-fall-height'],
    });
  });

  it('SA building indemnity insurance: $12,000 for contracts signed before 10 Nov 2025, $20,000 from then', () => {
    const old = builtInAnswer('bii for a 15k job in adelaide signed in march 2025', at('2026-11-25'));
    expect(verdictOf(firstLineOf(old.markdown))).toBe('yes');
    expect(firstLineOf(old.markdown)).toMatch(/\$12,000.*rule in force on 1 March 2025/);
    const recent = builtInAnswer('bii for a 15k job in adelaide signed last month', at('2026-11-25'));
    expect(verdictOf(firstLineOf(recent.markdown))).toBe('no');
    expect(firstLineOf(recent.markdown)).toContain('$20,000');
  });

  it('VIC major domestic building contract: over $5,000 before 1 Aug 2017, over $10,000 from then', () => {
    const q = (when: string) => `${when} 7k deck contract in geelong, does it need a major domestic building contract`;
    const old = builtInAnswer(q('signed in march 2017,'), at('2026-11-26'));
    expect(verdictOf(firstLineOf(old.markdown))).toBe('yes');
    expect(firstLineOf(old.markdown)).toMatch(/\$5,000.*rule in force on 1 March 2017/);
    const now = builtInAnswer(q('signed last month,'), at('2026-11-26'));
    expect(verdictOf(firstLineOf(now.markdown))).toBe('no');
    expect(firstLineOf(now.markdown)).toContain('$10,000');
  });

  it('a rate asked at another date leads with the row in force then, and says which date it used', () => {
    const then = builtInAnswer('super rate on wages paid in may 2025', at('2026-11-26'));
    expect(firstLineOf(then.markdown)).toMatch(/11\.5%.*rule in force on 1 May 2025/);
    const now = builtInAnswer('super rate on wages paid this week', at('2026-11-26'));
    expect(firstLineOf(now.markdown)).toContain('12%');
    expect(firstLineOf(now.markdown)).not.toContain('11.5%');
  });
});
