import { describe, expect, it } from 'vitest';
import { builtInAnswer } from '../../../src/domain/chat/answer';
import { spelledOut } from '../../../src/domain/kb/answer';
import { STATE_NAMES } from '../../../src/domain/constants';
import { listRegulators, regulatorFor } from '../../../src/domain/kb/directory';
import { STATES, type RegulatorArea, type State } from '../../../src/domain/kb/types';

/**
 * Issue 17 item 5: a decline says it doesn't know and names who to ask. The regulator table has a body for every state
 * and territory in every area a tradie asks about (no "ask the building regulator instead"), and a decline over every
 * state × topic names that body — or the national one (ATO, Fair Work Ombudsman, Standards Australia, ACCC).
 */
const STATE_AREAS = ['building', 'electrical', 'plumbing', 'gas', 'homeWarranty', 'safety'] as const satisfies readonly RegulatorArea[];
const NATIONAL: Array<[RegulatorArea, string]> = [
  ['tax', 'Australian Taxation Office (ATO)'],
  ['wages', 'Fair Work Ombudsman'],
  ['standards', 'Standards Australia'],
  ['payments', 'ACCC (card surcharges) / Reserve Bank of Australia'],
];

/** Questions about a fee or a fine the knowledge base does not hold, one per area ({S}: the state's name). */
const STATE_QUESTIONS: Record<(typeof STATE_AREAS)[number], string> = {
  building: 'how much does it cost to renew a builders licence in {S}',
  electrical: 'how much is an electrical contractor licence renewal fee in {S}',
  plumbing: 'how much is a plumbing licence renewal fee in {S}',
  gas: 'how much is a gasfitting licence renewal fee in {S}',
  homeWarranty: 'how much does home warranty insurance cost in {S}',
  safety: 'how much does a high risk work licence cost in {S}',
};

/** National subjects the knowledge base does not hold ({S}: " in <state>" or nothing). */
const NATIONAL_QUESTIONS: Array<[string, string]> = [
  ['Australian Taxation Office (ATO)', 'whats the penalty for lodging my bas late{S}'],
  ['Fair Work Ombudsman', 'whats the award rate for a second year apprentice chippy{S}'],
  ['Standards Australia', 'what does as 3000 say word for word about cable sizes{S}'],
  ['ACCC (card surcharges) / Reserve Bank of Australia', 'can i add a card surcharge to my invoices{S}'],
];

const ask = (q: string) => builtInAnswer(q, { now: Date.parse('2026-11-26T02:00:00Z'), timeZone: 'Australia/Sydney' });

describe('who to ask, for every state and topic', () => {
  it.each(STATES)('%s has its own body for every area (no fallback to the building regulator)', (state) => {
    for (const area of STATE_AREAS) {
      const r = regulatorFor(state, area);
      expect(r?.exact, `${state} ${area}`).toBe(true);
      expect(r?.regulator.name.length, `${state} ${area}`).toBeGreaterThan(3);
    }
  });

  it('names a national body for tax, wages, standards and card payments in every state', () => {
    for (const state of STATES)
      for (const [area, name] of NATIONAL) {
        const r = listRegulators(state).find((x) => x.area === area);
        expect(r?.name, `${state} ${area}`).toBe(name);
        expect(r?.national).toBe(true);
      }
  });

  it.each(STATES)('a decline in %s names the body for each area, and no figure in its first line', (state: State) => {
    for (const area of STATE_AREAS) {
      const a = ask(STATE_QUESTIONS[area].replace('{S}', STATE_NAMES[state]));
      // the body's name as the answer writes it: initials spelled out where the state's table gives them in full
      const who = spelledOut(regulatorFor(state, area)!.regulator.name, state);
      expect(a.kb?.declined, `${state} ${area}`).toBe(true);
      expect(a.markdown, `${state} ${area}`).toContain(`**${who}**`);
      expect(a.markdown.split('\n')[0]).not.toMatch(/\$\d|\d\s?%|\d+ (?:business )?days/);
    }
  });

  it.each(STATES)(
    'a decline naming the work only by its licence (REC, registered electrical contractor) names the electrical body in %s',
    (state: State) => {
      const who = spelledOut(regulatorFor(state, 'electrical')!.regulator.name, state);
      for (const q of [
        'how much does it cost to register as an rec in {S}',
        'whats the fee to renew a registered electrical contractor licence in {S}',
      ]) {
        const a = ask(q.replace('{S}', STATE_NAMES[state]));
        expect(a.kb?.declined, q).toBe(true);
        expect(a.markdown, `${state}: ${q}`).toContain(`**${who}**`);
      }
    },
  );

  it('spells out initials only where they are the initials of a body the state lists, never a place', () => {
    expect(spelledOut('Office of the Technical Regulator (certificates) / CBS (licences)', 'SA')).toContain(
      'Consumer and Business Services (CBS)',
    );
    expect(spelledOut('NT WorkSafe', 'NT')).toBe('NT WorkSafe');
  });

  it.each(STATE_AREAS)('a %s decline with no place lists that area’s body for every state', (area) => {
    const a = ask(STATE_QUESTIONS[area].replace(' in {S}', ''));
    expect(a.kb?.declined).toBe(true);
    for (const state of STATES) expect(a.markdown, state).toContain(`- ${state}: **${regulatorFor(state, area)!.regulator.name}**`);
  });

  it.each(['', ...STATES])('a decline on a national subject names the national body (state: "%s")', (state) => {
    for (const [who, q] of NATIONAL_QUESTIONS) {
      const a = ask(q.replace('{S}', state ? ` in ${STATE_NAMES[state as State]}` : ''));
      expect(a.kb?.declined, q).toBe(true);
      expect(a.markdown, q).toContain(`**${who}**`);
    }
  });
});
