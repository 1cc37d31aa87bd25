import type { DocModel } from '../../src/domain/documents';
import { makeInvoice, makeLine, makeQuote } from '../../tests/unit/documents/builders';

/** Lines like a real job's: materials by the metre or each, labour by the hour, descriptions of varying length. */
function lines(n: number) {
  const kinds = [
    ['Labour - licensed tradesperson', 'hr', 11_000],
    ['Copper pipe 15 mm and fittings', 'm', 1_450],
    ['Supply and install mixer tap (chrome, WELS 4 star)', 'each', 24_900],
    ['Waterproofing membrane to shower recess incl. bond breaker and upturns', 'sqm', 6_500],
    ['Rubbish removal', 'each', 18_000],
  ] as const;
  return Array.from({ length: n }, (_, i) => {
    const [desc, unit, rate] = kinds[i % kinds.length];
    return makeLine(`${desc} (${i + 1})`, 1 + (i % 4) * 1.5, rate + i * 10, unit);
  });
}

/** The three documents the issue names; plain JSON (no logo bytes), so the same models go into Chromium. */
export function benchDocModels(): Array<{ label: string; model: DocModel }> {
  return [
    { label: '10-line quote', model: makeQuote({ lines: lines(10) }) },
    { label: '10-line tax invoice', model: makeInvoice({ lines: lines(10) }) },
    { label: '100-line invoice', model: makeInvoice({ lines: lines(100), invoiceNumber: 'INV-0100' }) },
  ];
}
