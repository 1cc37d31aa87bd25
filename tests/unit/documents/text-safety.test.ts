import { PDFDocument, StandardFonts } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderPdf } from '../../../src/domain/documents';
import { makeWinAnsiSanitiser } from '../../../src/domain/documents/pdf/winansi';
import { makeInvoice, makeLine, makeMaterials, makeQuote } from './builders';
import { pdfText } from './pdf-text';

let sanitise: (s: string) => string;

beforeAll(async () => {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  sanitise = makeWinAnsiSanitiser(new Set(font.getCharacterSet()));
});

describe('text the standard PDF fonts cannot draw', () => {
  it.each([
    [
      'keeps characters Helvetica has, including ² and ³',
      '12 m² slab, 3 m³ concrete, 5 °C, ½ day, café, €10',
      '12 m² slab, 3 m³ concrete, 5 °C, ½ day, café, €10',
    ],
    ['folds accents outside WinAnsi to the base letter', 'Māori Ōtautahi', 'Maori Otautahi'],
    ['writes maths symbols in plain text', '≥ 300 mm, ≤ 2 m, −5', '>= 300 mm, <= 2 m, -5'],
    ['turns compatibility characters into plain ones', 'ﬁt x⁴ ３ ⅓', 'fit x4 3 1/3'],
    ['drops emoji and their modifiers', 'Done 👍🏽 ✨ ok', 'Done   ok'],
    ['marks other unknown characters with ?', '水管 pipe', '?? pipe'],
    ['turns ticks into asterisks', '✓ checked', '* checked'],
    ['turns tabs and newlines into spaces', 'a\tb\nc', 'a b c'],
  ])('%s', (_rule, input, expected) => {
    expect(sanitise(input)).toBe(expected);
  });

  it('renders every document without throwing when text holds emoji, CJK and control characters', async () => {
    const nasty = 'Tiles 🧱 水管 \u0007 ✓ Māori ≥ 2 m² \u200B end';
    const invoice = makeInvoice({ notes: nasty, lines: [makeLine(nasty, 1, 100, 'm²')] });
    const quote = makeQuote({ title: nasty, complianceNotes: [nasty] });
    const materials = makeMaterials({ title: nasty, items: [{ name: nasty, quantity: '2-3', unit: '😀', completed: true }] });
    for (const model of [invoice, quote, materials]) {
      const text = await pdfText(await renderPdf(model));
      // Wrapping also collapses the gap the emoji leaves.
      expect(text).toContain('Tiles ?? * Maori >= 2 m² end');
    }
  });
});
