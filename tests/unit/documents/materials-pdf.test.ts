import { describe, expect, it } from 'vitest';
import { renderPdf } from '../../../src/domain/documents';
import { makeMaterials } from './builders';
import { pdfContentStreams, pdfText } from './pdf-text';

/** Line segments drawn ("x y m x y l S"): ticks are the only diagonal strokes on a checklist. */
const strokeCount = (content: string) => (content.match(/ l\nS/g) ?? []).length;

describe('materials PDF', () => {
  it('shows the business, title, description, created date, progress and every item', async () => {
    const bytes = await renderPdf(makeMaterials(), { timeZone: 'Australia/Sydney' });
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const text = await pdfText(bytes);
    expect(text).toContain('Coastline Carpentry');
    expect(text).toContain('Deck build - 4.8 x 3.6 m');
    expect(text).toContain('Treated pine deck on concrete footings, 90 mm boards.');
    expect(text).toContain('Created 05/10/2025');
    expect(text).toContain('2 of 4 done');
    expect(text).toContain('Decking boards 90x19 merbau\n120\nlm\nOrder 10% extra for offcuts');
    expect(text).toContain('Item\nQty\nUnit\nNotes');
  });

  it('draws a tick in the box of each completed item only', async () => {
    const base = makeMaterials();
    const none = base.items.map((i) => ({ ...i, completed: false }));
    const all = base.items.map((i) => ({ ...i, completed: true }));
    const [unticked] = await pdfContentStreams(await renderPdf(makeMaterials({ items: none })));
    const [ticked] = await pdfContentStreams(await renderPdf(makeMaterials({ items: all })));
    // Each tick is two strokes.
    expect(strokeCount(ticked) - strokeCount(unticked)).toBe(2 * base.items.length);
  });

  it('reads a calendar createdAt as that day, with no time-zone shift', async () => {
    const text = await pdfText(await renderPdf(makeMaterials({ createdAt: '2025-03-01' }), { timeZone: 'Pacific/Honolulu' }));
    expect(text).toContain('Created 01/03/2025');
  });

  it('shows "0 of 0 done" and a placeholder row for an empty list', async () => {
    const text = await pdfText(await renderPdf(makeMaterials({ items: [] })));
    expect(text).toContain('0 of 0 done');
    expect(text).toContain('No items yet');
  });
});
