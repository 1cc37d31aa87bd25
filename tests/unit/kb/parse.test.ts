import { describe, expect, it } from 'vitest';
import { normaliseState, parseQuestion } from '../../../src/domain/kb/parse';
import { normaliseTrade } from '../../../src/domain/kb/trades';

describe('parseQuestion: states', () => {
  it.each([
    ['reno in Brisbane', 'QLD'],
    ['job on the Gold Coast', 'QLD'],
    ['Sunshine Coast deck', 'QLD'],
    ['working in Sydney', 'NSW'],
    ['Wollongong bathroom', 'NSW'],
    ['Melbourne extension', 'VIC'],
    ['Geelong kitchen', 'VIC'],
    ['Perth patio', 'WA'],
    ['Freo fence', 'WA'],
    ['Adelaide carport', 'SA'],
    ['Hobart reno', 'TAS'],
    ['down in Tassie', 'TAS'],
    ['Canberra job', 'ACT'],
    ['licence in the ACT', 'ACT'],
    ['Darwin shed', 'NT'],
    ['Alice Springs', 'NT'],
    ['rules in nsw', 'NSW'],
    ['Queensland rules', 'QLD'],
    ['Western Australia', 'WA'],
    ['in vic', 'VIC'],
    ['what about SA', 'SA'],
    ['is it different in WA', 'WA'],
    ['NT rules', 'NT'],
  ])('reads "%s" as %s', (q, state) => {
    expect(parseQuestion(q).state).toBe(state);
  });

  it('does not read the word "act" in "Home Building Act" as the ACT', () => {
    expect(parseQuestion('what does the home building act say').state).toBeUndefined();
  });

  it('does not read "don\'t" as the NT', () => {
    expect(parseQuestion("I don't know the rules").state).toBeUndefined();
  });

  it('lets the question state win over the profile default', () => {
    const p = parseQuestion('deposit rules in Perth', { state: 'NSW' });
    expect(p.state).toBe('WA');
    expect(p.stateSource).toBe('question');
  });

  it('falls back to the profile state when the question names none', () => {
    const p = parseQuestion('deposit rules', { state: 'Victoria' });
    expect(p.state).toBe('VIC');
    expect(p.stateSource).toBe('profile');
  });

  it('infers the state from a state-only regulator name', () => {
    expect(parseQuestion('do I need a QBCC licence').state).toBe('QLD');
    expect(parseQuestion('when is the CCEW due').state).toBe('NSW');
  });

  it('keeps every state a question compares, in order', () => {
    expect(parseQuestion('moving from Sydney to Brisbane, is the licence the same').states).toEqual(['NSW', 'QLD']);
  });

  it('takes place names out of the search terms', () => {
    const terms = parseQuestion('deck in Gold Coast QLD').terms;
    expect(terms).not.toContain('gold');
    expect(terms).not.toContain('qld');
    expect(terms).toContain('deck');
  });
});

describe('parseQuestion: amounts', () => {
  it.each([
    ['$4,000 bathroom', 400_000],
    ['$4000 job', 400_000],
    ['a 4k job', 400_000],
    ['$4.5k fence', 450_000],
    ['20 grand extension', 2_000_000],
    ['twenty grand reno', 2_000_000],
    ['twenty-five grand reno', 2_500_000],
    ['5 thousand dollar deck', 500_000],
    ['$1.2m build', 120_000_000],
    ['sale of $82.50', 8_250],
    ['1500 bucks', 150_000],
  ])('reads "%s" as %i cents', (q, cents) => {
    expect(parseQuestion(q).amountCents).toBe(cents);
  });

  it.each(['10 m² of asbestos', 'falls over 2 m', 'AS/NZS 3000 wiring', 'split system under 18 kW', 'within 7 days'])(
    'does not treat "%s" as money',
    (q) => {
      expect(parseQuestion(q).amountCents).toBeUndefined();
    },
  );

  it('reads a percentage separately from money', () => {
    const p = parseQuestion('is super still 11.5%?');
    expect(p.percent).toBe(11.5);
    expect(p.amountCents).toBeUndefined();
  });
});

describe('parseQuestion: trades and synonyms', () => {
  it.each([
    ['sparky here', 'electrician'],
    ['sparkie in Perth', 'electrician'],
    ['chippy building a deck', 'carpenter'],
    ['gassie asking', 'gasfitter'],
    ['brickie in Adelaide', 'bricklayer'],
    ['plumbing question', 'plumber'],
    ['fridgie doing split systems', 'hvac'],
    ['tiler in Hobart', 'tiler'],
    ['roofer on a two storey', 'roofer'],
    ['painter and decorator', 'painter'],
    ['concreter pouring a slab', 'concreter'],
  ])('reads "%s" as trade %s', (q, trade) => {
    expect(parseQuestion(q).trade).toBe(trade);
  });

  it('prefers the trade in the question to the profile trade', () => {
    const p = parseQuestion('sparky question', { trade: 'Plumber' });
    expect(p.trade).toBe('electrician');
    expect(p.tradeSource).toBe('question');
  });

  it.each([
    ['General Builder', 'builder'],
    ['HVAC Technician', 'hvac'],
    ['Earthmoving', 'earthmoving'],
    ['Electrician', 'electrician'],
    ['Other', undefined],
    ['General', undefined],
  ])('maps the profile trade "%s" to %s', (label, trade) => {
    expect(normaliseTrade(label)).toBe(trade);
  });

  it.each([
    ['safety switch', '#rcd'],
    ['RCD', '#rcd'],
    ['home warranty', '#homewarranty'],
    ['domestic building insurance', '#homewarranty'],
    ['HBCF', '#homewarranty'],
    ['home indemnity', '#homewarranty'],
    ['safe work method statement', '#swms'],
    ['SWMS', '#swms'],
    ['certificate of compliance', '#certificate'],
    ['CoC', '#certificate'],
    ['tax invoice', '#invoice'],
    ['ABN', '#abn'],
    ['GST', '#gst'],
  ])('maps "%s" to the concept %s', (q, concept) => {
    expect(parseQuestion(q).concepts).toContain(concept);
  });

  it('normalises profile states written any way', () => {
    expect(normaliseState('qld')).toBe('QLD');
    expect(normaliseState('New South Wales')).toBe('NSW');
    expect(normaliseState('Hobart')).toBe('TAS');
    expect(normaliseState('nowhere')).toBeUndefined();
  });
});

describe('places on a border and figures quoted (issue 17, round 5)', () => {
  const today = '2026-11-26';
  it('twin towns written together, or "the X region" by a border, leave the state open and name both sides', () => {
    for (const q of ['job in albury-wodonga, 6k reno', '6k reno in echuca moama', 'deck in the canberra region']) {
      const p = parseQuestion(q, { today });
      expect(p.state, q).toBeUndefined();
      expect(p.ambiguousPlace?.border, q).toBe(true);
      expect(p.ambiguousPlace!.states.length, q).toBe(2);
    }
    // A state named in words settles the side; a work place after "in" settles two towns apart.
    expect(parseQuestion('albury-wodonga job, nsw side', { today }).state).toBe('NSW');
    expect(parseQuestion('based in wodonga, quoting a 12k job in albury', { today }).state).toBe('NSW');
    // "Around Brisbane" has no other state within a short drive: it stays QLD.
    expect(parseQuestion('plumber around brisbane', { today }).state).toBe('QLD');
  });

  it('a town name several states share is the one near the other place the question names', () => {
    const p = parseQuestion('mildura plumber doing a job in wentworth', { today });
    expect(p.state).toBe('NSW');
    expect(p.stateReason).toMatch(/Wentworth \(NSW\)/);
  });

  it('a four-digit number that is another state’s postcode is an amount; right after a place it is a postcode', () => {
    expect(parseQuestion('is the qld licence threshold 3300', { today })).toMatchObject({ state: 'QLD', amountCents: 330_000 });
    const p = parseQuestion('plumber brisbane 4000 licence', { today });
    expect(p.state).toBe('QLD');
    expect(p.amountCents).toBeUndefined();
  });

  it('reads an area in square metres', () => {
    expect(parseQuestion('remove 15 square metres of fibro', { today }).query.areaSquareMetres).toBe(15);
    expect(parseQuestion('5 m2 of asbestos', { today }).query.areaSquareMetres).toBe(5);
    expect(parseQuestion('a 5k job', { today }).query.areaSquareMetres).toBeUndefined();
  });
});
