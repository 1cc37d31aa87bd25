import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatMarkup,
  gstNote,
  guessMapping,
  headerIncludesGst,
  importedItemId,
  matchLabel,
  matchStrength,
  preselectedMatch,
  lineReader,
  mappingProblem,
  normaliseUnit,
  parseMarkupPercent,
  planImport,
  priceList,
  PriceSearchIndex,
  quoteLinesFrom,
  resolveUnit,
  unplacedUnits,
  sellFromCost,
  type ExistingItem,
} from '../../../src/domain/price-book';

describe('markup: cost to sell rate in integer cents', () => {
  it.each([
    [1000, 2500, 1250],
    [999, 2500, 1249], // 1248.75 → 1249, half up
    [1, 5000, 2], // 1.5 → 2
    [3, 1667, 4], // 3.5001 → 4
    [850, 2500, 1063], // 1062.5 → 1063
    [850, 0, 850],
    [0, 3000, 0],
    [12345, 1250, 13888], // 13888.125 → 13888
  ])('cost %i cents at %i basis points sells at %i cents (nearest cent, half up)', (cost, bp, sell) => {
    expect(sellFromCost(cost, bp)).toBe(sell);
  });

  it('never drifts like floating point: equals exact rational rounding for any cost and markup', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), fc.integer({ min: 0, max: 100_000 }), (cost, bp) => {
        const exact = BigInt(cost) * BigInt(10_000 + bp);
        const expected = Number((exact * 2n + 10_000n) / 20_000n);
        expect(sellFromCost(cost, bp)).toBe(expected);
      }),
    );
  });

  it.each([
    ['25', 2500],
    ['27.5', 2750],
    ['12.25 %', 1225],
    ['0', 0],
    ['1000', 100_000],
  ])('reads the typed markup %s as %i basis points', (text, bp) => {
    expect(parseMarkupPercent(text)).toBe(bp);
    expect(parseMarkupPercent(formatMarkup(bp))).toBe(bp);
  });

  it.each(['', 'abc', '-5', '12.345', '1000.01'])('refuses %j as a markup', (text) => {
    expect(parseMarkupPercent(text)).toBeNull();
  });
});

describe('supplier CSV lines', () => {
  const headers = ['Item Code', 'Description', 'UOM', 'Trade Price', 'RRP'];
  const mapping = { code: 'Item Code', description: 'Description', unit: 'UOM', cost: 'Trade Price', sell: '' };

  it('guesses the mapping from common header words, and says what is missing', () => {
    expect(guessMapping(headers)).toEqual({
      code: 'Item Code',
      description: 'Description',
      unit: 'UOM',
      cost: 'Trade Price',
      sell: 'RRP',
      costIncludesGst: false,
      sellIncludesGst: true,
    });
    expect(guessMapping(['SKU', 'Name', 'Price'])).toMatchObject({ code: 'SKU', description: 'Name', cost: 'Price' });
    expect(mappingProblem({ ...mapping, code: '' }, headers)).toMatch(/code/);
    expect(mappingProblem({ ...mapping, cost: '', sell: '' }, headers)).toMatch(/cost price or the sell price/);
    expect(mappingProblem({ ...mapping, unit: 'Units' }, headers)).toMatch(/no column "Units"/);
    expect(mappingProblem(mapping, headers)).toBeNull();
  });

  it('reads a line: units to quote units, dollars to cents, sell = cost + markup when there is no sell price', () => {
    const r = lineReader(headers, mapping, 'Reece', 2500).read(['CU15', ' Copper  pipe 15 mm ', 'MTR', '$8.50', ''], 2);
    expect(r).toEqual({
      ok: true,
      line: 2,
      item: { code: 'CU15', description: 'Copper pipe 15 mm', supplier: 'Reece', unit: 'm', costCents: 850, sellCents: 1063 },
    });
    const withSell = lineReader(headers, { ...mapping, sell: 'RRP' }, 'Reece', 2500).read(['CU15', 'Pipe', 'ea', '8.50', '12'], 3);
    expect(withSell).toMatchObject({ ok: true, item: { sellCents: 1200 } });
  });

  it.each([
    [['', 'Pipe', 'ea', '1', ''], 'line 12: code is empty'],
    [['A1', '  ', 'ea', '1', ''], 'line 12: description is empty'],
    [['A1', 'Pipe', 'ea', 'twelve', ''], 'line 12: cost is not a number'],
    [['A1', 'Pipe', 'ea', '-3', ''], 'line 12: cost is negative'],
    [['A1', 'Pipe', 'x'.repeat(21), '1', ''], 'line 12: unit is longer than 20 characters'],
    [['A1', 'Pipe', 'ea', '', ''], 'line 12: no cost or sell price'],
    [['A1', 'Pipe', 'ea', '0', ''], 'line 12: sell price is $0'],
    [['A1', 'Pi\u0000pe', 'ea', '1', ''], 'line 12: contains a NUL character'],
    [['A1', 'x'.repeat(501), 'ea', '1', ''], 'line 12: description is longer than 500 characters'],
  ])('skips %j with the reason', (cells, reason) => {
    expect(lineReader(headers, mapping, 'Reece', 0).read(cells, 12)).toEqual({ ok: false, line: 12, reason });
  });

  it('plans adds, updates (same supplier + code, any case), unchanged and skipped lines, skipping a repeated code naming its first line', () => {
    const reader = lineReader(headers, mapping, 'Reece', 0);
    const existing = new Map<string, ExistingItem>([
      [
        'cu15',
        {
          id: 'x1',
          code: 'CU15',
          description: 'Copper pipe 15 mm',
          supplier: 'Reece',
          unit: 'm',
          costCents: 800,
          sellCents: 800,
          gstFree: true,
        },
      ],
      [
        'cu20',
        {
          id: 'x2',
          code: 'CU20',
          description: 'Copper pipe 20 mm',
          supplier: 'Reece',
          unit: 'm',
          costCents: 1100,
          sellCents: 1100,
          gstFree: false,
        },
      ],
    ]);
    const lines = [
      ['cu15', 'Copper pipe 15 mm', 'm', '8.50', ''], // update (cost changed), keeps gstFree
      ['CU20', 'Copper pipe 20 mm', 'm', '11.00', ''], // unchanged
      ['CU25', 'Copper pipe 25 mm', 'm', '14.00', ''], // add
      ['CU25', 'Copper pipe 25 mm again', 'm', '14.00', ''], // repeated code
      ['CU32', 'Copper pipe 32 mm', 'm', 'n/a', ''], // skipped
    ].map((cells, i) => reader.read(cells, i + 2));
    const plan = planImport(lines, existing);
    expect(plan.adds.map((a) => a.code)).toEqual(['CU25']);
    expect(plan.updates).toEqual([expect.objectContaining({ id: 'x1', costCents: 850, gstFree: true })]);
    expect(plan.unchanged).toBe(1);
    expect(plan.skipped).toEqual([
      { line: 5, reason: 'line 5: code CU25 is already on line 4' },
      { line: 6, reason: 'line 6: cost is not a number' },
    ]);
  });

  it('guesses “Trade Price ex GST” as cost and an RRP or “inc GST” column as GST-inclusive sell', () => {
    const m = guessMapping(['Part No', 'Description', 'UOM', 'Trade Price ex GST', 'RRP inc GST']);
    expect(m).toMatchObject({
      code: 'Part No',
      cost: 'Trade Price ex GST',
      sell: 'RRP inc GST',
      costIncludesGst: false,
      sellIncludesGst: true,
    });
    expect(gstNote(m)).toMatch(/GST-inclusive/);
    expect(guessMapping(['SKU', 'Name', 'Price (inc. GST)'])).toMatchObject({ cost: 'Price (inc. GST)', costIncludesGst: true });
    expect(guessMapping(['SKU', 'Name', 'Sell Price ex GST'])).toMatchObject({ sell: 'Sell Price ex GST', sellIncludesGst: false });
    expect(headerIncludesGst('Retail $')).toBe(false);
  });

  it('takes GST out of prices the file marks as GST-inclusive (nearest cent), so a quote does not add it twice', () => {
    const m = { code: 'Item Code', description: 'Description', unit: 'UOM', cost: 'Trade Price', sell: 'RRP', sellIncludesGst: true };
    const r = lineReader(headers, m, 'Reece', 0).read(['TMV15', 'Tempering valve 15 mm', 'ea', '150.00', '$3,835.00'], 2);
    expect(r).toMatchObject({ ok: true, item: { costCents: 15000, sellCents: 348636 } }); // 3,835.00 / 1.1 = 3,486.3636…
    const both = lineReader(headers, { ...m, costIncludesGst: true }, 'Reece', 0).read(['A', 'B', 'ea', '11.00', '22.00'], 2);
    expect(both).toMatchObject({ ok: true, item: { costCents: 1000, sellCents: 2000 } });
  });

  it('keeps a supplier’s unit word as written unless the person placed it for that supplier (LEN, ROLL, PR, BOX …)', () => {
    const reader = lineReader(headers, { ...mapping, units: { len: '', roll: 'm', box: '' } }, 'Reece', 0);
    const unitOf = (u: string) => {
      const r = reader.read(['A1', 'Pipe', u, '1', ''], 2);
      return r.ok ? r.item.unit : r.reason;
    };
    expect(['LEN', 'Roll', 'PR', 'BOX', 'EACH', 'MTR', 'LTR', ''].map(unitOf)).toEqual(['LEN', 'm', 'PR', 'BOX', 'ea', 'm', 'LTR', 'ea']);
    expect(unplacedUnits(['LEN', 'len.', 'EA', 'ROLL', 'PR', 'MTR', 'BOX', ''])).toEqual(['LEN', 'ROLL', 'PR']);
    expect(resolveUnit('BAG')).toBe('pack');
    expect(resolveUnit('BAG', { bag: '' })).toBe('BAG');
  });

  it('normalises supplier units and refuses ones it cannot place', () => {
    expect(['EA', 'each', 'M', 'LM', 'm2', 'M3', 'kgs', 'Hrs', 'PK', 'sqm', ''].map(normaliseUnit)).toEqual([
      'ea',
      'ea',
      'm',
      'lm',
      'm²',
      'm³',
      'kg',
      'hr',
      'pack',
      'sqm',
      'ea',
    ]);
    expect(normaliseUnit('roll')).toBeNull();
  });

  it('derives the same item id for the same user, supplier and code whatever the case and spacing, a different one otherwise', () => {
    const u = '3f1c2b4a-0000-4000-8000-000000000001';
    expect(importedItemId(u, 'Reece ', 'cu15')).toBe(importedItemId(u, 'reece', ' CU15'));
    expect(importedItemId(u, 'Reece', 'CU15')).not.toBe(importedItemId(u, 'Reece', 'CU20'));
    expect(importedItemId(u, 'Reece', 'CU15')).not.toBe(importedItemId('3f1c2b4a-0000-4000-8000-000000000002', 'Reece', 'CU15'));
    expect(importedItemId(u, 'Reece', 'CU15')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

describe('price book search on the device', () => {
  const items = [
    { id: '1', description: 'Copper pipe 15 mm', code: 'CU15', supplier: 'Reece' },
    { id: '2', description: 'Copper elbow 15 mm', code: 'CE15', supplier: 'Reece' },
    { id: '3', description: 'PVC pipe 100 mm', code: 'PVC100', supplier: 'Tradelink' },
    { id: '4', description: 'Downlight 10 W', code: 'DL-10', supplier: 'Middy’s' },
  ];
  const index = new PriceSearchIndex(items);

  it('every typed word must begin a word of the description, code or supplier; results A–Z', () => {
    expect(index.search('pipe').ids).toEqual(['1', '3']);
    expect(index.search('cop pi 15').ids).toEqual(['1']);
    expect(index.search('reece').ids).toEqual(['2', '1']);
    expect(index.search('tradel').ids).toEqual(['3']);
    expect(index.search('ipe').ids).toEqual([]);
    expect(index.search('').total).toBe(4);
  });

  it('an exact code comes first, and a code with punctuation is found whole or by its parts', () => {
    expect(index.search('ce15').ids).toEqual(['2']);
    expect(index.search('dl-10').ids).toEqual(['4']);
    expect(index.search('dl 10').ids).toEqual(['4']);
  });

  it('pages through results with offset and limit', () => {
    expect(index.search('', 1, 2)).toEqual({ total: 4, ids: ['1', '4'] });
  });

  it('matches what a brute-force scan finds, on random items and queries', () => {
    const word = fc.constantFrom('pipe', 'copper', 'elbow', 'tap', 'valve', 'screw', 'bolt', 'cable', 'tile', '15', '20', 'mm');
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.array(word, { minLength: 1, maxLength: 4 }), fc.stringMatching(/^[A-Z]{1,3}\d{1,3}$/)), { maxLength: 40 }),
        fc.array(fc.constantFrom('p', 'pi', 'pip', 'pipe', 'co', 'cop', 'tap', '1', '15', 'mm', 'scr', 'x'), {
          minLength: 1,
          maxLength: 2,
        }),
        (rows, query) => {
          const its = rows.map(([words, code], i) => ({ id: String(i), description: words.join(' '), code, supplier: 'S' }));
          const got = new Set(new PriceSearchIndex(its).search(query.join(' '), 0, 1000).ids);
          const want = its.filter((it) => {
            const ws = `${it.description} ${it.code} s`.toLowerCase().split(/[^\p{L}\p{N}]+/u);
            return query.every((q) => ws.some((w) => w.startsWith(q)));
          });
          expect(got).toEqual(new Set(want.map((w) => w.id)));
        },
      ),
    );
  });

  it('finds the closest items for a materials-list line by shared words', () => {
    expect(index.closest('Copper pipe (15mm) x 6 m')[0].id).toBe('1');
    expect(index.closest('Wall paint')).toEqual([]);
  });
});

describe('pricing a materials list', () => {
  const book = new PriceSearchIndex([
    { id: 'elbow', description: 'Copper Elbow 15mm', code: 'CE15', supplier: 'Reece' },
    { id: 'gate', description: 'Gate Valve 15mm', code: 'GV15', supplier: 'Reece' },
    { id: 'tmv', description: 'Thermostatic mixing valve (TMV) 15mm', code: 'TMV15', supplier: 'Reece' },
    { id: 'tube', description: 'Copper tube 15mm x 6m length', code: 'CT15', supplier: 'Reece' },
    { id: 'tube2', description: 'PEX pipe 16mm coil', code: 'PX16', supplier: 'Reece' },
    { id: 'tube3', description: 'PEX pipe 16mm 6m length', code: 'PX16L', supplier: 'Reece' },
  ]);

  it.each([
    ['Copper tube 15mm', 'tube'],
    ['Tempering valve 15mm', null], // the gate valve and the TMV each share 2 of 3 words: the person chooses
    ['Copper fitting 15mm', null], // the elbow shares 2 of 3
    ['PEX pipe 16mm', null], // two strong matches: a choice, not a guess
  ])('picks only a line’s one strong match: %s → %s', (name, want) => {
    const found = book.closest(name);
    expect(preselectedMatch(found)?.id ?? null).toBe(want);
    for (const c of found)
      expect(matchLabel(c)).toBe(c.matched === c.words ? 'strong match' : `weak match: ${c.matched} of ${c.words} words`);
  });

  it('offers the weak matches with their confidence instead of dropping them', () => {
    const found = book.closest('Tempering valve 15mm');
    expect(found.map((f) => f.id).sort()).toEqual(['gate', 'tmv']);
    expect(found.every((f) => matchStrength(f) === 'weak')).toBe(true);
  });

  it('prices the matched lines at the sell rate and makes quote lines of them', () => {
    const sources = [
      { id: 'a', name: 'Copper pipe', quantity: 3 },
      { id: 'b', name: 'Mystery part', quantity: 1 },
    ];
    const picks = new Map([['a', { id: 'p1', description: 'Copper pipe 15 mm', unit: 'm' as const, sellCents: 1063 }]]);
    const priced = priceList(sources, picks);
    expect(priced.totalCents).toBe(3189);
    expect(priced.unpriced).toBe(1);
    let n = 0;
    expect(quoteLinesFrom(priced.lines, () => `id${++n}`)).toEqual([
      { id: 'id1', description: 'Copper pipe 15 mm', quantity: 3, unit: 'm', rateCents: 1063 },
    ]);
  });
});
