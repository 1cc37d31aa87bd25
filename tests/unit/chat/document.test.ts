import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ChatDocumentSchema, parseChatDocument } from '../../../src/domain/chat/document';
import { parseItemLine } from '../../../src/domain/chat/document-items';

const opts = { type: 'quote' as const, number: 'TR-2025-0007', date: '2025-11-21' };
const parse = (text: string) => parseChatDocument(text, opts);
const brief = (text: string) =>
  parse(text).items.map((i) => [i.category, i.description, i.quantity, i.unit, i.unitPriceCents, i.totalCents]);

describe('chat-parsed quote or invoice (spec §3)', () => {
  it('reads customer, address, job, specifications and priced items', () => {
    const doc = parse(
      'John Smith, 12 Main St, Paddington QLD 4064: bathroom retile 3 x 2.4 m; 10 hours labour at $85/hr; 8 m2 tiles at $45/m2; waterproofing $450',
    );
    expect(doc.customer).toEqual({ name: 'John Smith', address: '12 Main St, Paddington QLD 4064' });
    expect(doc.project).toEqual({ description: 'bathroom retile 3 x 2.4 m', specifications: ['3 x 2.4 m'] });
    expect(brief('10 hours labour at $85/hr; 8 m2 tiles at $45/m2; waterproofing $450')).toEqual([
      ['labour', 'Labour', 10, 'hr', 8500, 85000],
      ['materials', 'Tiles', 8, 'm²', 4500, 36000],
      ['materials', 'Waterproofing', 1, 'ea', 45000, 45000],
    ]);
    expect([doc.subtotalCents, doc.gstCents, doc.totalCents]).toEqual([166000, 16600, 182600]);
    expect(doc).toMatchObject({ type: 'quote', number: 'TR-2025-0007', date: '2025-11-21' });
  });

  it('takes "job for Name at address" and key: value lines', () => {
    expect(parse('a bathroom retile for Jane Citizen at 4 Smith St Paddington NSW 2021, tiles $500')).toMatchObject({
      customer: { name: 'Jane Citizen', address: '4 Smith St Paddington NSW 2021' },
      project: { description: 'bathroom retile' },
    });
    expect(
      parse('Customer: ACME Pty Ltd\nAddress: 1/23 George Rd, Sydney NSW 2000\nJob: switchboard upgrade\nSwitchboard $1,250'),
    ).toMatchObject({
      customer: { name: 'ACME Pty Ltd', address: '1/23 George Rd, Sydney NSW 2000' },
      project: { description: 'switchboard upgrade' },
    });
  });

  it.each([
    ['supply and install 6 downlights at $85 each', ['labour', 'Supply and install downlights', 6, 'ea', 8500, 51000]],
    ['skip bin hire $350', ['equipment', 'Skip bin hire', 1, 'ea', 35000, 35000]],
    ['$1.2k for screws and fixings', ['materials', 'Screws and fixings', 1, 'ea', 120000, 120000]],
    ['Labour 6 hrs @ 110/hr', ['labour', 'Labour', 6, 'hr', 11000, 66000]],
    ['Adhesive x 6 bags @ $32', ['materials', 'Adhesive', 6, 'bag', 3200, 19200]],
    ['2.5 hours travel at $90 per hour', ['labour', 'Travel', 2.5, 'hr', 9000, 22500]],
    ['2 days excavator hire at $650 a day', ['equipment', 'Excavator hire', 2, 'day', 65000, 130000]],
    ['merbau decking $2,400', ['materials', 'Merbau decking', 1, 'ea', 240000, 240000]],
  ])('reads the line "%s"', (line, expected) => {
    const i = parseItemLine(line)!;
    expect([i.category, i.description, i.quantity, i.unit, i.unitPriceCents, i.totalCents]).toEqual(expected);
  });

  it('never reads a quantity or a size as a price', () => {
    expect(parseItemLine('8 m2 of tiles')).toBeNull();
    expect(parseItemLine('deck 6x3m')).toBeNull();
  });

  it('splits "… and …" only between priced parts', () => {
    expect(brief('4 hrs labour at $90/hr and 2 tubes silicone at $12 each').map((i) => i[1])).toEqual(['Labour', 'Silicone']);
  });

  it('keeps $1,200 whole (a thousands comma is not a separator)', () => {
    expect(brief('Bob, hot water unit $1,200, labour 3 hrs @ $95').map((i) => i[4])).toEqual([120000, 9500]);
  });

  it('gives an empty item list when nothing has a price', () => {
    expect(parse('Jane Citizen, bathroom reno').items).toEqual([]);
  });

  it('produces a document the schema accepts, and the schema refuses tampered totals', () => {
    const doc = parse('Jane, 10 hours labour at $85/hr, tiles $450');
    expect(v.is(ChatDocumentSchema, doc)).toBe(true);
    expect(v.is(ChatDocumentSchema, { ...doc, totalCents: doc.totalCents + 1 })).toBe(false);
    expect(v.is(ChatDocumentSchema, { ...doc, number: 'TR-25-7' })).toBe(false);
  });
});
