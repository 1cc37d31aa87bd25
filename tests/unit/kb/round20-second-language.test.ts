import { describe, expect, it } from 'vitest';
import { answerQuestion } from '../../../src/domain/kb/index';
import { askedAttribute } from '../../../src/domain/kb/query';
import { parseQuestion } from '../../../src/domain/kb/parse';
import { textingForm } from '../../../src/domain/kb/texting';

/**
 * Round 20, questions put as tradies whose first language is not English put them. Each kind was found with probes
 * written from the writers' style brief (not from a held-out set's questions, which nobody reads), and each is tested
 * here with its own paraphrases.
 */
const TODAY = '2026-11-28';
const first = (q: string) => answerQuestion(q, { today: TODAY }).markdown.split('\n')[0]!;

describe('a yes/no question in another language’s word order', () => {
  it.each([
    ['I want install engineered stone bench for customer in Geelong, is possible?', /^\*\*No\b/],
    ['engineered stone benchtop in Hobart, possible to install it now?', /^\*\*No\b/],
    ['The customer he is not licensed, he can do the wiring himself? Brisbane', /^\*\*QLD → no\b/],
    ['My cousin he is not plumber, he can change the tap for customer in Parramatta?', /^\*\*NSW → no, not without it/],
  ])('%s', (q, line) => expect(first(q)).toMatch(line));

  it.each([
    ['Asbestos I find in old house 1970 Perth, I can remove 8 square metre myself?', 'need'],
    ['Roof job Hobart height 2.5 metre, safety plan paper I need?', 'need'],
    ['In Canberra ACT, sparky need register for solar?', 'need'],
    ['home warranty for 25 000 dollar bathroom in Sydney, is obligatory?', 'need'],
    ['For deposit, how much I can take? Kitchen job 18.000 AUD in Brisbane', 'amount'],
    ['what I can do? customer no pay', 'other'],
  ])('%s asks %s', (q, attribute) => expect(askedAttribute(textingForm(q))).toBe(attribute));

  it('"I can remove 8 m² myself?" is measured against the 10 m² line', () => {
    expect(first('Asbestos I find in old house 1970 Perth, I can remove 8 square metre myself?')).toMatch(/^\*\*8 m² → yes/);
  });
  it('a trade word before "need" asks whether it is needed', () => {
    expect(first('In Canberra ACT, sparky need register for solar?')).toMatch(/^\*\*Yes in ACT:.*DER/);
  });
});

describe('"how much days", "how many day": a count of days asked', () => {
  it.each([
    ['how much days I have', 'how many days I have'],
    ['how many day customer must answer', 'how many days customer must answer'],
    ['how much working day for the schedule', 'how many working days for the schedule'],
    ['how much year I keep records', 'how many years I keep records'],
  ])('%s', (q, read) => expect(textingForm(q)).toBe(read));

  it.each([
    ['Hello, I am plumber Adelaide. After job finish how much days I have for certificate?', /7 days/],
    ['Payment claim, how many day customer must answer in NSW? subcontractor', /10 business days/],
    ['Electrician Perth WA, notice of completion how many day I have?', /3 days/],
  ])('%s has its figure in the first line', (q, figure) => expect(first(q)).toMatch(figure));
});

describe('other names for GST and the ABN', () => {
  it.each([
    ['Invoice 990 AUD with sales tax, how much sales tax inside?', 'Invoice 990 AUD with GST, how much GST inside?'],
    ['do I charge VAT on labour', 'do I charge GST on labour'],
    ['supplier no give me tax number', 'supplier no give me ABN'],
    ['what is your business number', 'what is your ABN'],
  ])('%s', (q, read) => expect(textingForm(q)).toBe(read));

  it('leaves a tax file number alone', () => expect(textingForm('my tax file number')).toBe('my tax file number'));

  it('"include GST" and "GST inside" take the GST out of the amount', () => {
    expect(first('My wife do the books. Invoice 5.500 dollar include GST, how much is GST inside?')).toMatch(
      /^\*\*\$5,500\.00 incl GST holds \$500\.00 GST\*\*/,
    );
    expect(first('Invoice 3.850 dollar, how much GST inside?')).toMatch(/holds \$350\.00 GST/);
  });

  it('"no give me ABN … how much I must keep" is the 47% withholding', () => {
    expect(parseQuestion('supplier no give me ABN').concepts).toContain('#noabn');
    expect(first('Supplier no give me tax number, how much I must keep from 2.000 dollar invoice?')).toMatch(
      /^\*\*Withhold \$940\.00 of the \$2,000 payment\*\*/,
    );
  });
});

describe('a space as the thousands separator beside a word of money', () => {
  it.each([
    ['my business make 60 000 in year', 'my business make 60,000 in year'],
    ['Job is 11 900 in Logan', 'Job is 11,900 in Logan'],
    ['he get 1 150 every week', 'he get 1,150 every week'],
  ])('%s', (q, read) => expect(textingForm(q)).toBe(read));

  it.each(['pipe 1 200 mm', 'abn on the invoice is 52 204 620 477', 'quote is 53 664 032 91', 'job for 2 000 litre tank'])(
    'leaves %s alone',
    (q) => expect(textingForm(q)).toBe(q),
  );

  it('the takings reach the GST registration threshold', () => {
    expect(first('Is GST registration obligatory if my business make 60 000 in year?')).toMatch(
      /^\*\*\$60,000 → not at this amount:.*\$75,000/,
    );
  });
});

describe('"permit" for a trade’s licence', () => {
  it('beside an electrician or a painter it is the licence', () => {
    expect(parseQuestion('Electrician in Brisbane, permit I need for 2.000 dollar job?').concepts).toContain('#licence');
    expect(first('Electrician in Brisbane, permit I need for 2.000 dollar job?')).toMatch(/^\*\*\$2,000 in QLD → yes, at any value:/);
  });
  it.each(['owner builder permit for my house in Sydney', 'plumbing permit in Hobart for a new toilet', 'gas permit for the job in Perth'])(
    'not beside work with a permit of its own: %s',
    (q) => expect(parseQuestion(q).concepts).not.toContain('#licence'),
  );
});

describe('a signing said the time since, and a contract cancelled within the period', () => {
  it.each([
    'customer signed 2 days ago and wants to cancel, can he? Sydney',
    'Customer he want cancel contract after sign 2 day, is possible? Sydney',
  ])('%s: yes, if the contract is over the cooling-off price (no price said)', (q) => {
    expect(first(q)).toMatch(/^\*\*Yes in NSW:\*\* if the contract is priced over \$20,000, still within the 5-business-day/);
  });
  it('a price under the threshold is left to the other rules', () => {
    expect(first('customer signed 2 days ago a 8k job and wants to cancel, can he? Sydney')).not.toMatch(/still within/);
  });
  it('past the period the right is gone whatever the price', () => {
    expect(first('customer signed 3 weeks ago and wants to cancel, can he? Sydney')).toMatch(/^\*\*No in NSW:\*\* the 5-business-day/);
    expect(first('customer signed 3 weeks ago and wants to cancel, is it too late? Sydney')).toMatch(/^\*\*Yes in NSW:\*\* too late/);
  });
  it('"2 days ago" is how long ago, never a period quoted to confirm', () => {
    expect(first('customer signed 2 days ago and wants to cancel, can he? Sydney')).not.toMatch(/^\*\*No\b/);
  });
});

describe('a city with its state named beside it', () => {
  it('"Perth WA" assumes nothing', () => {
    const r = parseQuestion('gas job in Perth WA, what certificate?');
    expect(r.state).toBe('WA');
    expect(r.stateReason ?? '').not.toMatch(/also one in TAS/);
  });
  it('"Perth" alone still names the other Perth', () => {
    expect(parseQuestion('gas job in Perth, what certificate?').stateReason).toMatch(/also one in TAS/);
  });
});

describe('amounts as other languages write them (2)', () => {
  it.each([
    ['Small bathroom job 5,5k plus GST', 'Small bathroom job 5.5k plus GST'],
    ['kitchen 14k and deck 7,5 grand', 'kitchen 14k and deck 7.5 grand'],
    ['Fortnight pay for my labourer 2.380, super how much?', 'Fortnight pay for my labourer 2,380, super how much?'],
    ['Wages paid in March 2025 was 4 200', 'Wages paid in March 2025 was 4,200'],
    ['painting 1 800 and plastering 1 700', 'painting 1,800 and plastering 1,700'],
    ['990AUD is my price', '990 AUD is my price'],
    ['Customer pay $ 46 000 including tax', 'Customer pay $46,000 including GST'],
    ['quote 5k + tax', 'quote 5k + GST'],
  ])('%s', (q, read) => expect(textingForm(q)).toBe(read));

  it.each(['roof 2.500 m high', '0412 345 678', 'my tax return is due', 'income tax on my wages', 'a run of 2.400 metres'])(
    'leaves %s alone',
    (q) => expect(textingForm(q)).toBe(q),
  );

  it.each([
    ['Small bathroom job 5,5k plus VAT, sorry, GST. Total how much?', /\$6,050\.00 incl GST/],
    ['Customer pay $ 46 000 including tax. The GST part how much? My wife need it for BAS', /holds \$4,181\.82 GST/],
    ['990AUD is my price without GST, please add the GST for me', /^\*\*GST on \$990\.00 is \$99\.00\*\*/],
    ['Fortnight pay for my labourer 2.380, super how much?', /^\*\*Super on \$2,380 of wages: \$285\.60\*\*/],
    ['Subbie not give tax number, his invoice 1.800. How much I keep back for ATO?', /^\*\*Withhold \$846\.00 of the \$1,800/],
  ])('%s is worked out', (q, line) => expect(first(q)).toMatch(line));
});

describe('leave and "was it ok" in another language’s grammar', () => {
  it('"I no have plumbing licence" is someone without the licence', () => {
    expect(
      first('brother is possible I change one tap only for customer in Penrith, I no have plumbing licence? very small job 250 dollar'),
    ).toMatch(/^\*\*\$250 in NSW → no, not without it/);
  });
  it('"this is ok??" puts a contract term to be judged', () => {
    expect(first('Alice Springs. Builder contract he write he pay me 45 business days. In NT this is ok??')).toMatch(/^\*\*No in NT:/);
  });
  it('"at that time we was ok?" asks whether what was done was allowed then', () => {
    expect(
      first('In March this year we do gutter in Port Adelaide at 2.6 m, no SWMS. Now inspector he ask. At that time we was ok?'),
    ).toMatch(/^\*\*Yes — it was not needed:/);
  });
});

describe('round 20, read in dev 29', () => {
  it.each([
    [
      'Deck in Caboolture, my labour 2 000, customer buy timber himself 1 800. QBCC licence?',
      /^\*\*\$3,800 \(\$2,000 \+ \$1,800 \(client-supplied materials\)\) in QLD → yes/,
    ],
    [
      'Plumbing Geelong: my labour 400 incl GST and customer buy tap himself 250. Compliance certificate need?',
      /^\*\*\$650 .* → not at this amount/,
    ],
  ])('materials the customer buys himself count: %s', (q, line) => expect(first(q)).toMatch(line));

  it.each([
    ['Job price fifteen thousand dollars plus GST, total for customer?', /\$16,500\.00 incl GST/],
    ['Worker wage this week 1 350 dollar, retirement money how much I pay?', /^\*\*Super on \$1,350 of wages: \$162\.00\*\*/],
    ['Customer pay me 990AUD total. How much of this is tax part?', /^\*\*\$990\.00 incl GST holds \$90\.00 GST\*\*/],
  ])('%s', (q, line) => expect(first(q)).toMatch(line));

  it.each([
    'Kumusta po. I am electrician from Philippines, licence from Manila. Can use in Sydney?',
    'Vietnam I am electrician 10 years. Victoria licence, my experience count?',
    'My electrical licence from UK, I can work in WA with it?',
  ])('an overseas licence or experience is declined, naming the state’s regulator: %s', (q) => {
    const a = answerQuestion(q, { today: TODAY });
    expect(a.found).toBe(false);
    expect(a.markdown.split('\n')[0]).toMatch(/^\*\*I don't have the rules for recognising an overseas licence or experience/);
    expect(a.markdown).toMatch(/Best to ask \*\*/);
  });

  it.each([
    'My cousin in New Zealand also builder, he ask me. GST there how much percent?',
    'My cousin electrician in Auckland New Zealand, what licence rule there?',
  ])('another country’s rule is declined with no Australian figure: %s', (q) => {
    const md = answerQuestion(q, { today: TODAY }).markdown;
    expect(md.split('\n')[0]).toBe("**I don't have New Zealand's rules** — our sources hold Australian rules only, so I won't guess.");
    expect(md).not.toMatch(/10%|\$\d/);
  });

  it.each([
    'I am from Vietnam, electrician in Sydney, licence I need for 2k job?',
    'is there a cooling off period in New South Wales for a 30k job?',
    'Tradie from Ireland here, in Perth WA is there a deposit limit?',
  ])('where the asker comes from is no question about there: %s', (q) => {
    expect(answerQuestion(q, { today: TODAY }).markdown.split('\n')[0]).not.toMatch(/overseas|rules\*\* — our sources hold Australian/);
  });
});

describe('round 20, read in dev 29 (2)', () => {
  it.each([
    ['Customer want new engineered stone benchtop kitchen, we still can install?', /^\*\*No:/],
    ['Customer want benchtop engineered stone for kitchen, he say he buy slab himself, I only install. Is possible?', /^\*\*No:/],
  ])('%s', (q, line) => expect(first(q)).toMatch(line));

  it('an owner who buys the materials himself is no one doing the work himself', () => {
    expect(first('can the owner do the wiring himself in Brisbane?')).toMatch(/^\*\*QLD → no, not without it/);
  });

  it.each([
    'How much cost for renew my contractor licence NSW, 3 years?',
    'Home indemnity insurance WA for 300k house, price how much?',
    'Home warranty premium QBCC for 40k renovation, how much I add to the price?',
  ])('a price asked in another word order is a fee: %s', (q) => {
    expect(first(q)).toMatch(/^\*\*I don't have the fee for that in (?:New South Wales|Western Australia|Queensland)\*\*/);
  });

  it('"to the price" is no town called Price', () => {
    expect(parseQuestion('Home warranty premium QBCC for 40k renovation, how much I add to the price?').state).toBe('QLD');
  });

  it('"public liability how much" beside an owner-builder permit asks the cover, not the permit’s fee', () => {
    expect(askedAttribute('Owner builder permit Tassie: public liability how much?')).toBe('amount');
    expect(answerQuestion('Owner builder permit Tassie: public liability how much?', { today: TODAY }).markdown).toMatch(/\$5 million/);
  });

  it('"my husband business" is the tradie’s own business, not someone without a licence', () => {
    expect(
      first(
        'good morning, I do the paper work for my husband business. He sign kitchen contract in Parramatta 45k and customer get his copy on Thursday. Now customer he say he want cancel. He still can cancel? how much days he have',
      ),
    ).not.toMatch(/not without it/);
  });
});

describe('round 20, read in dev 29 and 30 (3)', () => {
  it.each([
    [
      'Gold Coast or Murwillumbah side, painting 4 000. Licence?',
      /^\*\*Gold Coast or Murwillumbah: QLD or NSW — which one is the job in\?\*\*/,
    ],
    [
      'Job near Canberra, maybe Queanbeyan side maybe Canberra side. 14k alteration. Insurance for the house build needed?',
      /— which one is the job in\?\*\*/,
    ],
  ])('two places put as alternatives across a border ask which: %s', (q, line) => expect(first(q)).toMatch(line));

  it('a region city alone still settles its state', () => {
    expect(parseQuestion('Gold Coast plumber, 4k job licence?').state).toBe('QLD');
  });

  it.each([
    ['height 2,6 m', 'height 2.6 m'],
    ['insurance for the house build', 'home warranty insurance'],
    ['super still is 11.5 or change', 'super still is 11.5% or change'],
  ])('%s', (q, read) => expect(textingForm(q)).toBe(read));

  it('"Was ok that time?" after a job done asks whether it was allowed then', () => {
    expect(first('May last year we do gutter job in Adelaide, height 2,6 m, no SWMS. Was ok that time?')).toMatch(
      /^\*\*Yes — it was not needed:/,
    );
  });
  it('TAS has no home warranty scheme to buy into', () => {
    expect(first('Tasmania builder, insurance for the house build like other states, I must buy?')).toMatch(/^\*\*No in TAS:/);
  });
});
