import { describe, expect, it } from 'vitest';
import { answerQuestion } from '../../../src/domain/kb/answer';
import { residentialPrompts } from '../../../src/domain/thresholds';

describe('the product checks inside the assistant', () => {
  it('checks an ABN with the check-digit rule instead of explaining it', () => {
    const ok = answerQuestion('is 53 004 085 616 a valid abn');
    expect(ok.markdown).toMatch(/^\*\*Yes — ABN 53 004 085 616 is valid: it passes the ABN check-digit test\*\*/);
    expect(ok.entries.map((e) => e.id)).toContain('abn-check-algorithm');
    expect(answerQuestion('check abn 51 824 753 557').markdown).toContain('fails the ABN check-digit test');
  });

  it('works out GST on an amount, and the GST inside a GST-inclusive one', () => {
    expect(answerQuestion('gst on 1500').markdown).toContain('**GST on $1,500.00 is $150.00**');
    expect(answerQuestion('how much gst is in $1,100 inc gst').markdown).toContain('**$1,100.00 incl GST holds $100.00 GST**');
  });

  it('gives the deposit cap in dollars for a price and state, from the same rule the quotes use', () => {
    const a = answerQuestion('max deposit for a 15k reno in victoria');
    // Walk-through (issue 12): the reply answers the question asked, with the amount, not "→ yes: … is 10%".
    expect(a.markdown.split('\n')[0]).toMatch(/^\*\*Max deposit on a \$15,000 job in VIC: \$1,500\.00\*\*/);
    expect(a.markdown).not.toContain('→ yes');
    const fromQuotes = residentialPrompts({ state: 'VIC', totalCents: 1_500_000 }).prompts.find((p) => p.kind === 'deposit-cap')!;
    expect(fromQuotes.message).toContain('$1,500.00');
    expect(a.markdown).toContain('In VIC the deposit can be at most 10% for contracts under $20,000: $1,500.00 on a $15,000 job.');
    expect(a.markdown).toContain(`](${fromQuotes.sourceUrl})`);
    expect(a.entries[0].id).toBe('vic-deposit');
  });

  it('lists the contract, insurance and cooling-off thresholds a price crosses, each with the source the quotes cite', () => {
    const a = answerQuestion('35k bathroom reno in brisbane what paperwork do i need for the contract');
    expect(a.markdown).toContain('level 2 regulated contract');
    expect(a.markdown).toContain('Queensland Home Warranty Scheme');
    const prompts = residentialPrompts({ state: 'QLD', totalCents: 3_500_000 }).prompts.filter((p) => p.kind !== 'deposit-cap');
    expect(prompts.map((p) => p.kind)).toEqual(expect.arrayContaining(['written-contract', 'home-warranty']));
    for (const p of prompts) {
      const line = a.markdown.split('\n').find((l) => l.startsWith(`- ${p.message.replace(/ on this quote\./, '').slice(0, 40)}`));
      expect(line, p.kind).toBeDefined();
      const n = /\[(\d+)\]/.exec(line!)![1];
      expect(a.markdown).toContain(`${n}. [`);
      expect(a.markdown.split('\n').find((l) => l.startsWith(`${n}. [`))).toContain(`](${p.sourceUrl})`);
    }
  });

  it('says whether a licence threshold is crossed for the amount asked, citing the rule', () => {
    const yes = answerQuestion('do i need a licence for a 40k job in sydney');
    expect(yes.markdown).toMatch(/^\*\*\$40,000 in NSW → yes:\*\* .*over \$5,000 \[1\]/m);
    expect(yes.citations[0].url).toBe(yes.entries.find((e) => e.id === 'nsw-licence-threshold')!.source.url);
    const no = answerQuestion('do i need a licence for a 2 grand job in brisbane');
    expect(no.markdown).toMatch(/^\*\*\$2,000 in QLD → not at this amount:\*\* .*over \$3,300/m);
  });
});
