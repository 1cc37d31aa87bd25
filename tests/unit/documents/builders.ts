/** Small builders for document view models, plus tiny generated PNGs for logos and signatures. */
import { zlibSync } from 'fflate';
import type { BusinessDetails, InvoiceDocModel, LineModel, MaterialsDocModel, QuoteDocModel } from '../../../src/domain/documents';
import { computeTotals } from '../../../src/domain/gst';
import { lineAmount } from '../../../src/domain/money';

export function makeBusiness(overrides: Partial<BusinessDetails> = {}): BusinessDetails {
  return {
    name: 'Coastline Plumbing Pty Ltd',
    abn: '53004085616',
    gstRegistered: true,
    address: '12 Harbour Street\nWollongong NSW 2500',
    phone: '0412 345 678',
    email: 'jobs@coastlineplumbing.com.au',
    paymentDetails: { bsb: '062-000', accountNumber: '1234 5678', accountName: 'Coastline Plumbing Pty Ltd' },
    ...overrides,
  };
}

export function makeLine(description: string, quantity: number, rateCents: number, unit?: string): LineModel {
  return { description, quantity, unit, rateCents, amountCents: lineAmount(quantity, rateCents) };
}

const DEFAULT_LINES = [
  makeLine('Replace hot water system (250 L electric), remove and dispose of old unit', 1, 189_000, 'each'),
  makeLine('Labour - licensed plumber', 3.5, 11_000, 'hr'),
  makeLine('Copper pipe 15 mm and fittings', 6, 1_450, 'm'),
];

function totalsFor(lines: LineModel[], gst: boolean) {
  return computeTotals(lines, gst);
}

export function makeInvoice(overrides: Partial<InvoiceDocModel> = {}): InvoiceDocModel {
  const lines = overrides.lines ?? DEFAULT_LINES;
  const business = overrides.business ?? makeBusiness();
  return {
    kind: 'invoice',
    title: 'Hot water system replacement',
    invoiceNumber: 'INV-0042',
    issueDate: '2025-10-05',
    dueDate: '2025-10-19',
    business,
    customer: { name: 'Jordan Smith', address: '4/88 Crown Street\nWollongong NSW 2500', email: 'jordan@example.com' },
    lines,
    ...totalsFor(lines, business.gstRegistered),
    status: 'sent',
    notes: 'Thanks for your business. Warranty on the new unit is 5 years (manufacturer).',
    ...overrides,
  };
}

export function makeQuote(overrides: Partial<QuoteDocModel> = {}): QuoteDocModel {
  const lines = overrides.lines ?? DEFAULT_LINES;
  const gstIncluded = overrides.gstIncluded ?? true;
  return {
    kind: 'quote',
    title: 'Bathroom renovation - rough-in plumbing',
    number: 'Q-2025-0107',
    issueDate: '2025-10-05',
    validUntil: '2025-11-04',
    business: makeBusiness(),
    client: { name: 'Priya Nair', phone: '0400 111 222', address: '7 Ocean Parade\nThirroul NSW 2515' },
    projectAddress: '7 Ocean Parade, Thirroul NSW 2515',
    projectDescription: 'Rough-in for new shower, vanity and toilet; 12 m² floor waterproofed by others.',
    trade: 'Plumbing',
    lines,
    ...totalsFor(lines, gstIncluded),
    gstIncluded,
    depositCents: 50_000,
    notes: 'Price assumes clear access to the work area.\nExcludes tiling and electrical work.',
    complianceNotes: ['Work over $5,000 needs a written contract (NSW).', 'Plumbing work needs a licence at any value.'],
    ...overrides,
  };
}

export function makeMaterials(overrides: Partial<MaterialsDocModel> = {}): MaterialsDocModel {
  return {
    kind: 'materials',
    title: 'Deck build - 4.8 x 3.6 m',
    description: 'Treated pine deck on concrete footings, 90 mm boards.',
    businessName: 'Coastline Carpentry',
    createdAt: '2025-10-05T01:30:00Z',
    items: [
      { name: 'H4 treated pine posts 90x90', quantity: 9, unit: 'each', completed: true },
      { name: 'Decking boards 90x19 merbau', quantity: 120, unit: 'lm', notes: 'Order 10% extra for offcuts', completed: false },
      { name: 'Concrete 20 kg bags', quantity: 18, unit: 'bags', completed: true },
      { name: 'Stainless decking screws', quantity: 2, unit: 'boxes', notes: '10g x 50 mm, Type 17', completed: false },
    ],
    ...overrides,
  };
}

// --- PNG generation (enough of the format for pdf-lib and Word to accept) ---

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  out.set(new TextEncoder().encode(type), 4);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

/** RGBA PNG from a pixel function returning [r, g, b, a]. */
export function makePng(width: number, height: number, pixel: (x: number, y: number) => number[]): Uint8Array {
  const raw = new Uint8Array(height * (width * 4 + 1));
  for (let y = 0; y < height; y++) {
    raw[y * (width * 4 + 1)] = 0; // filter: none
    for (let x = 0; x < width; x++) raw.set(pixel(x, y), y * (width * 4 + 1) + 1 + x * 4);
  }
  const ihdr = new Uint8Array(13);
  const v = new DataView(ihdr.buffer);
  v.setUint32(0, width);
  v.setUint32(4, height);
  ihdr.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA
  const parts = [
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlibSync(raw)),
    chunk('IEND', new Uint8Array()),
  ];
  const png = new Uint8Array(parts.reduce((s, p) => s + p.length, 0));
  let at = 0;
  for (const p of parts) {
    png.set(p, at);
    at += p.length;
  }
  return png;
}

/** A wide two-tone badge, like a typical trade logo. */
export function sampleLogo(): Uint8Array {
  return makePng(360, 120, (x, y) => {
    const inBadge = (x - 60) ** 2 + (y - 60) ** 2 < 52 ** 2;
    const inBar = x > 130 && x < 340 && ((y > 30 && y < 52) || (y > 68 && y < 90));
    if (inBadge) return (x + y) % 40 < 20 ? [23, 77, 128, 255] : [40, 110, 170, 255];
    if (inBar) return [23, 77, 128, 255];
    return [255, 255, 255, 0];
  });
}

/** A scribble on transparent background, like a canvas signature. */
export function sampleSignature(): Uint8Array {
  return makePng(300, 90, (x, y) => {
    const curve = 45 + 25 * Math.sin(x / 18) * Math.cos(x / 53);
    return Math.abs(y - curve) < 2.2 ? [20, 30, 60, 255] : [255, 255, 255, 0];
  });
}
