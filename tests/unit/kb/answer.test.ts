import { describe, expect, it } from 'vitest';
import { answerQuestion, DISCLAIMER } from '../../../src/domain/kb/answer';
import { listRegulators } from '../../../src/domain/kb/directory';
import { KB_ENTRIES } from '../../../src/domain/kb/entries/index';
import { searchKnowledgeBase } from '../../../src/domain/kb/search';
import { knowledgeBaseVersion } from '../../../src/domain/kb/version';

const directLines = (md: string) => md.split('\n').filter((l) => l.includes('→'));
const superseded = KB_ENTRIES.filter((e) => e.superseded);

describe('answerQuestion: amounts against thresholds', () => {
  it('says yes when a Brisbane job crosses the QBCC $3,300 licence threshold', () => {
    const a = answerQuestion('$4,000 bathroom in Brisbane, do I need a licence?');
    expect(a.found).toBe(true);
    expect(a.state).toBe('QLD');
    const first = directLines(a.markdown)[0];
    expect(first).toContain('$4,000 in QLD → yes');
    expect(first).toContain('QBCC licence');
    expect(first).toContain('over $3,300');
    expect(first).toMatch(/\[\d+\]/);
  });

  it('does not say yes for a job under the threshold', () => {
    const a = answerQuestion('$2,000 bathroom in Brisbane, do I need a licence?');
    const line = directLines(a.markdown).find((l) => l.includes('QBCC licence'));
    expect(line).toContain('not at this amount');
  });

  it('treats "over $3,300" as strictly over: exactly $3,300 does not cross it', () => {
    expect(directLines(answerQuestion('$3,300 job in QLD licence').markdown)[0]).toContain('not at this amount');
    expect(directLines(answerQuestion('$3,301 job in QLD licence').markdown)[0]).toContain('→ yes');
  });

  it('picks the VIC deposit cap that matches the price band, and leads with the amount', () => {
    expect(answerQuestion('max deposit on a $15,000 job in Melbourne').markdown.split('\n')[0]).toMatch(
      /^\*\*Max deposit on a \$15,000 job in VIC: \$1,500\.00\*\* \(10% for contracts under \$20,000\)/,
    );
    expect(answerQuestion('max deposit on a $25,000 job in Melbourne').markdown.split('\n')[0]).toMatch(
      /^\*\*Max deposit on a \$25,000 job in VIC: \$1,250\.00\*\* \(5% for contracts of \$20,000 or more\)/,
    );
  });

  it('compares turnover with the $75,000 GST registration threshold', () => {
    expect(directLines(answerQuestion('do I need to register for GST, turnover about 80k').markdown)[0]).toContain('→ yes');
    expect(directLines(answerQuestion('do I need to register for GST, turnover about 60k').markdown)[0]).toContain('not at this amount');
  });

  it('keeps a price band closed at the top: WA Home Building Contracts Act stops at $500,000', () => {
    const line = (q: string) => directLines(answerQuestion(q).markdown).find((l) => l.includes('Home Building Contracts Act'));
    expect(line('$300,000 fixed price home building contract in Perth')).toContain('→ yes');
    expect(line('$600,000 fixed price home building contract in Perth')).toContain('not at this amount');
  });

  it("answers an amount-only question from the state's nearby thresholds", () => {
    const a = answerQuestion('20 grand job in Perth, what applies?');
    expect(a.found).toBe(true);
    expect(a.entries.map((e) => e.id)).toEqual(expect.arrayContaining(['wa-builder-registration']));
    expect(directLines(a.markdown).length).toBeGreaterThan(0);
  });

  it('shows no direct line when the question has no amount', () => {
    expect(directLines(answerQuestion('licence threshold in QLD').markdown)).toEqual([]);
  });
});

describe('answerQuestion: superseded values are never current', () => {
  it('never returns an old value from search', () => {
    for (const old of superseded) {
      const q = `${old.title} ${old.keywords.join(' ')}`;
      const state = old.states[0] === 'ALL' ? 'NSW' : old.states[0];
      for (const hit of searchKnowledgeBase(q, { state, limit: 20 })) expect(hit.entry.superseded, `${old.id} via "${q}"`).toBeFalsy();
    }
  });

  it.each(superseded.map((e) => [e.id, e] as const))('shows %s only on an "old value" line, next to its replacement', (_id, old) => {
    const state = old.states[0] === 'ALL' ? 'NSW' : old.states[0];
    const a = answerQuestion(`${old.title} — is that still right? ${old.keywords.join(' ')}`, { state });
    expect(a.entries.some((e) => e.superseded)).toBe(false);
    for (const line of a.markdown.split('\n').filter((l) => l.includes(old.text))) expect(line).toContain('Old value, no longer current');
  });

  it('says the old NSW $1,000 licence threshold is replaced by $5,000 and does not apply it', () => {
    const a = answerQuestion('I heard you need a licence over $1,000 in NSW, is that right?');
    const oldLine = a.markdown.split('\n').find((l) => l.includes('$1,000 contractor-licence threshold'));
    expect(oldLine).toContain('Old value, no longer current');
    expect(oldLine).toContain('replaced by');
    expect(a.entries.map((e) => e.id)).toContain('nsw-licence-threshold');
    expect(directLines(a.markdown)[0]).toContain('not at this amount');
    expect(directLines(a.markdown)[0]).toContain('over $5,000');
  });

  it('presents 12% as the super rate and 11.5% only as an old value', () => {
    const a = answerQuestion('is super still 11.5%?');
    expect(a.entries.map((e) => e.id)).toContain('super-guarantee-12');
    const oldLines = a.markdown.split('\n').filter((l) => l.includes('11.5%') && !l.includes('rose from 11.5% to 12%'));
    expect(oldLines.length).toBeGreaterThan(0);
    for (const l of oldLines) expect(l).toContain('Old value');
  });
});

describe('answerQuestion: not found', () => {
  it('says so plainly, names the state regulator and gives no dollar figure', () => {
    const a = answerQuestion('how do I bake sourdough bread', { state: 'QLD' });
    expect(a.found).toBe(false);
    expect(a.markdown).toContain("couldn't find");
    expect(a.markdown).toContain('Queensland Building and Construction Commission');
    expect(a.markdown).not.toMatch(/\$\d/);
    expect(a.entries).toEqual([]);
  });

  it('names the regulator for the trade asking', () => {
    const a = answerQuestion('what is a good hourly rate for a sparky', { state: 'VIC' });
    expect(a.found).toBe(false);
    expect(a.markdown).toContain('Energy Safe Victoria');
    expect(a.markdown).not.toMatch(/\$\d/);
  });

  it("lists every state's building regulator when no state is known", () => {
    const a = answerQuestion('who won the footy');
    expect(a.found).toBe(false);
    for (const name of [
      'Building Commission NSW',
      'QBCC',
      'Consumer and Business Services',
      'Access Canberra',
      'Building Practitioners Board',
    ]) {
      expect(a.markdown).toContain(name);
    }
    expect(a.markdown).not.toMatch(/\$\d/);
  });

  it('reports a known gap as not confirmed instead of inventing a rule', () => {
    const a = answerQuestion('cooling off period in Perth');
    expect(a.found).toBe(false);
    expect(a.markdown).toContain('Not confirmed in our sources');
    expect(a.markdown).toContain('Building Services Board');
  });
});

describe('answerQuestion: shape', () => {
  it.each([
    '$4,000 bathroom in Brisbane',
    'how do I bake sourdough',
    'max deposit perth',
    'who won the footy',
    'sparky in Melbourne COES deadline',
  ])('always ends with the general-information footer ("%s")', (q) => {
    const last = answerQuestion(q).markdown.trim().split('\n').at(-1) ?? '';
    expect(last).toContain(DISCLAIMER);
    expect(last).toContain('not legal advice');
    expect(last).toContain('out of date');
  });

  it('numbers citations from 1 and cites only listed sources', () => {
    const a = answerQuestion('home warranty insurance on a 25k job in nsw');
    expect(a.citations.map((c) => c.n)).toEqual(a.citations.map((_, i) => i + 1));
    const markers = [...a.markdown.matchAll(/\[(\d+)\](?!\()/g)].map((m) => Number(m[1]));
    expect(markers.length).toBeGreaterThan(0);
    for (const n of markers) expect(n).toBeLessThanOrEqual(a.citations.length);
    for (const c of a.citations) {
      expect(a.markdown).toContain(`](${c.url}) — grade ${c.grade}`);
      expect(['A', 'B', 'C']).toContain(c.grade);
    }
  });

  it('lists cautions for flagged facts', () => {
    // (WA's 6.5% deposit, the earlier example, is now read on WA Commerce's own page and carries no caution)
    const a = answerQuestion('security of payment in canberra how long to pay');
    expect(a.markdown).toContain('**Cautions**');
    expect(a.markdown).toContain('payment-schedule deadline');
  });

  it('says when the state came from the profile rather than the question', () => {
    expect(answerQuestion('max deposit', { state: 'VIC' }).markdown).toContain('state from your profile');
    expect(answerQuestion('max deposit in Melbourne', { state: 'NSW' }).markdown).not.toContain('state from your profile');
  });
});

describe('listRegulators and knowledgeBaseVersion', () => {
  it('lists QLD regulators by area, state bodies before national ones', () => {
    const regs = listRegulators('QLD');
    expect(regs.find((r) => r.area === 'building')?.name).toContain('QBCC');
    expect(regs.find((r) => r.area === 'electrical')?.name).toContain('Electrical Safety Office');
    expect(regs.find((r) => r.area === 'gas')?.name).toContain('RSHQ');
    expect(regs.find((r) => r.area === 'safety')?.national).toBe(false);
    expect(regs.find((r) => r.area === 'tax')?.name).toContain('ATO');
  });

  it('accepts a city or full name and returns nothing for an unknown place', () => {
    expect(listRegulators('Hobart')[0].name).toContain('CBOS');
    expect(listRegulators('Atlantis')).toEqual([]);
  });

  it('exposes a version string derived from the entries', () => {
    expect(knowledgeBaseVersion).toMatch(/^kb-\d+-[0-9a-f]{8}$/);
    expect(knowledgeBaseVersion).toContain(`kb-${KB_ENTRIES.length}-`);
  });
});
