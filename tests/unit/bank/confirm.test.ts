import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LocalDb, setDbForTests, type InvoiceRow } from '../../../src/data/local-db';
import { SESSION_USER_KEY } from '../../../src/data/sync/mutate';
import { fingerprintLines, guessBankMapping, parseStatement, proposeMatches, readCsvRows } from '../../../src/domain/bank';
import { bankDb, clearBankData, lineKey, mappingKey } from '../../../src/features/bank/bank-db';
import { openInvoices } from '../../../src/features/bank/BankPage';
import { confirmLine, markNotInvoice, saveMapping, storeLines } from '../../../src/features/bank/mutations';
import { listCredits, openCredits } from '../../../src/features/bank/store';
import { invoiceArgs, invoiceItem } from '../../api/documents-builders';

const userId = randomUUID();
const sample = (name: string) => readFileSync(new URL(`../../fixtures/bank/${name}`, import.meta.url), 'utf8');
let db: LocalDb;

async function addInvoice(invoiceNumber: string, customerName: string, exGstCents: number) {
  const id = randomUUID();
  const gst = Math.round(exGstCents / 10);
  const now = new Date().toISOString();
  await db.invoices.put({
    ...(invoiceArgs({ id, invoiceNumber, customerName, items: [invoiceItem('Work', 1, exGstCents)], status: 'sent' }) as object),
    subtotalCents: exGstCents,
    gstCents: gst,
    totalCents: exGstCents + gst,
    payments: [],
    paidCents: 0,
    userId,
    updatedAt: now,
    baseVersion: 1,
  } as unknown as InvoiceRow);
  return id;
}

beforeEach(async () => {
  db = new LocalDb(`bank-${randomUUID()}`);
  setDbForTests(db);
  await db.kv.put({ key: SESSION_USER_KEY, value: { id: userId } });
});
afterEach(async () => {
  await clearBankData();
  setDbForTests(null);
});

describe('confirming bank lines records payments through Record payment, once', () => {
  it('re-importing an overlapping statement and confirming again never records a payment twice', async () => {
    const walsh = await addInvoice('INV-0003', 'Mary Walsh', 110_000); // $1,210.00 incl. GST
    const lines = fingerprintLines(parseStatement(sample('commbank.csv')).lines);
    expect(await storeLines(userId, lines)).toEqual({ added: 5, seen: 0 });
    expect(await storeLines(userId, lines.slice(0, 3))).toEqual({ added: 0, seen: 3 });

    const invoices = openInvoices(await db.invoices.toArray());
    const proposal = proposeMatches(lines, invoices).get(lines[0].fingerprint)!;
    expect(proposal.text).toBe('$1,210.00 from M WALSH on 12 Dec → INV-0003 (reference matches)');
    const row = (await bankDb().lines.get(lineKey(userId, lines[0].fingerprint)))!;
    await confirmLine(userId, row, proposal.allocations);
    // the same line confirmed again (another device, or after a crash before the line was marked)
    await confirmLine(userId, row, proposal.allocations);

    const inv = (await db.invoices.get(walsh))!;
    expect(inv.payments).toHaveLength(1);
    expect(inv.payments![0]).toMatchObject({ date: '2026-12-12', amountCents: 121_000, method: 'Bank transfer' });
    expect(inv.status).toBe('paid');
    const outbox = await db.outbox.toArray();
    expect(outbox.map((o) => o.name)).toEqual(['invoice.recordPayment', 'invoice.recordPayment']);
    expect((outbox[0].args as { payment: { id: string } }).payment.id).toBe((outbox[1].args as { payment: { id: string } }).payment.id);
    expect((await bankDb().lines.get(row.key))!.state).toBe('recorded');
  });

  it('splits one credit across two invoices: part paid and paid', async () => {
    const a = await addInvoice('INV-0010', 'Alex Jones', 50_000); // $550
    const b = await addInvoice('INV-0011', 'Alex Jones', 100_000); // $1,100
    const [line] = fingerprintLines([{ date: '2026-12-10', amountCents: 100_000, description: 'A JONES', payee: null, bankId: null }]);
    await storeLines(userId, [line]);
    const row = (await bankDb().lines.get(lineKey(userId, line.fingerprint)))!;
    await confirmLine(userId, row, [
      { invoiceId: a, invoiceNumber: 'INV-0010', amountCents: 55_000 },
      { invoiceId: b, invoiceNumber: 'INV-0011', amountCents: 45_000 },
    ]);
    expect((await db.invoices.get(a))!.status).toBe('paid');
    const second = (await db.invoices.get(b))!;
    expect(second.status).toBe('part_paid');
    expect(second.payments!.map((p) => p.amountCents)).toEqual([45_000]);
  });
});

describe('the import worker keeps credits and matches every open credit (issue 23)', () => {
  it('a 1,200-credit statement is kept; a re-import adds none; the screen’s list is every open credit, proposals first', async () => {
    const lines = fingerprintLines(
      Array.from({ length: 1_200 }, (_, i) => ({
        date: `2026-12-${String(1 + (i % 28)).padStart(2, '0')}`,
        amountCents: 1_000 + i,
        description: `Direct Credit ${i}`,
        payee: null,
        bankId: null,
      })),
    );
    expect(await storeLines(userId, lines)).toEqual({ added: 1_200, seen: 0 });
    expect(await storeLines(userId, lines.slice(100, 700))).toEqual({ added: 0, seen: 600 });
    const row = (await bankDb().lines.get(lineKey(userId, lines[5].fingerprint)))!;
    await markNotInvoice(row);
    const open = await openCredits(userId);
    expect(open).toHaveLength(1_199);
    expect(open.some((l) => l.fingerprint === lines[5].fingerprint)).toBe(false);
    // the screen's list, made in the worker: the credit with a proposal first, then the rest newest first
    const invoice = {
      id: randomUUID(),
      invoiceNumber: 'INV-0042',
      customerName: 'Pat Nguyen',
      owingCents: 1_007,
      invoiceDate: '2026-11-01',
      dueDate: null,
    };
    const list = await listCredits(userId, [invoice]);
    expect(list.credits).toHaveLength(1_199);
    expect(list.matched).toBe(1);
    expect(list.credits[0].line.fingerprint).toBe(lines[7].fingerprint);
    expect(list.credits[0].proposal).toMatchObject({ reason: 'amount', allocations: [{ invoiceId: invoice.id, amountCents: 1_007 }] });
    const rest = list.credits.slice(1);
    expect(rest.every((c) => c.proposal === null)).toBe(true);
    expect(rest.every((c, i) => i === 0 || rest[i - 1].line.date >= c.line.date)).toBe(true);
    expect(rest[0].line.date).toBe('2026-12-28');
  });
});

describe('an import is one write transaction whose list comes before the write (issue 23)', () => {
  it('hands over the list of old and new open credits first; a confirm made from that list waits for the write', async () => {
    const mk = (amountCents: number, description: string) => ({ date: '2026-12-10', amountCents, description, payee: null, bankId: null });
    const first = fingerprintLines([mk(5_001, 'OLD CREDIT'), mk(5_002, 'OLD HANDLED')]);
    await storeLines(userId, first);
    await markNotInvoice((await bankDb().lines.get(lineKey(userId, first[1].fingerprint)))!);
    const lee = await addInvoice('INV-0050', 'Sam Lee', 5_000); // $55.00 incl. GST
    const invoices = openInvoices(await db.invoices.toArray());
    // the next statement overlaps: the two old lines again, and one new that pays INV-0050
    const next = fingerprintLines([mk(5_001, 'OLD CREDIT'), mk(5_002, 'OLD HANDLED'), mk(5_500, 'NEW CREDIT')]);
    const confirmed: Promise<void>[] = [];
    let listed: object | null = null;
    const counts = await storeLines(userId, next, {
      invoices,
      ready: (list, c) => {
        listed = { lines: list.credits.map((x) => x.line.description), matched: list.matched, handled: list.handled, counts: c };
        // the screen confirms the new line at once, before the import's write has committed
        const { line, proposal } = list.credits[0];
        confirmed.push(confirmLine(userId, line, proposal!.allocations));
      },
    });
    expect(counts).toEqual({ added: 1, seen: 2 });
    expect(listed).toEqual({ lines: ['NEW CREDIT', 'OLD CREDIT'], matched: 1, handled: 1, counts: { added: 1, seen: 2 } });
    expect(confirmed).toHaveLength(1);
    await Promise.all(confirmed);
    // the confirm's write was queued behind the import's, so it found the new line and marked it
    expect(await bankDb().lines.get(lineKey(userId, next[2].fingerprint))).toMatchObject({
      state: 'recorded',
      allocations: [{ invoiceId: lee, amountCents: 5_500 }],
    });
    expect((await db.invoices.get(lee))!.status).toBe('paid');
    expect(await bankDb().lines.where('userId').equals(userId).count()).toBe(3);
  });
});

describe('a CSV mapping is remembered per bank on this device (issue 23)', () => {
  it('is kept under the bank’s name whatever its case, replaced when chosen again, and reads the next file of that bank', async () => {
    const text = 'Posted,Details,Money in,Money out\n14/12/2026,PAYMENT INV-0003 M WALSH,1210.00,\n15/12/2026,FUEL,,80.00\n';
    const guess = guessBankMapping(readCsvRows(text));
    await saveMapping(userId, 'Bendigo Bank ', { ...guess, description: [3] });
    await saveMapping(userId, 'bendigo bank', guess);
    const rows = await bankDb().mappings.where('userId').equals(userId).toArray();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ key: mappingKey(userId, 'BENDIGO BANK'), bank: 'bendigo bank', mapping: guess });
    const s = parseStatement(text, rows[0].mapping);
    expect(s.lines.map((l) => [l.date, l.amountCents, l.description])).toEqual([
      ['2026-12-14', 121_000, 'PAYMENT INV-0003 M WALSH'],
      ['2026-12-15', -8_000, 'FUEL'],
    ]);
  });
});
