import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import { liveQuery } from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { LocalDb, setDbForTests, type QuoteRow } from '../../../src/data/local-db';
import { countingDb } from '../../helpers/dexie-reads';
import { jobPage } from '../../../src/features/jobs/queries';
import { answeredQuotes, quotePage } from '../../../src/features/documents/records/quote-queries';

/**
 * Issue 24, a big account on a cheap phone: app-wide live queries read an index, not every row of a table. The rows a
 * query reads are counted by a DBCore middleware under Dexie (each row a query, getMany or cursor step hands back).
 */

const USER = 'u-big';
function quote(i: number, answered = false): QuoteRow {
  const at = new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString();
  return {
    id: `q-${i}`,
    userId: USER,
    title: `Quote ${i}`,
    clientName: 'Client',
    clientEmail: '',
    clientPhone: '',
    projectAddress: '',
    projectDescription: '',
    selectedTrade: '',
    items: [],
    gstIncluded: true,
    subtotalCents: 1000,
    gstAmountCents: 100,
    totalCents: 1100,
    validUntil: null,
    status: answered ? 'accepted' : 'sent',
    notes: '',
    customerEvents: answered ? [{ kind: 'accepted', at, ip: '203.0.113.9' }] : null,
    createdAt: at,
    updatedAt: at,
  } as unknown as QuoteRow;
}

const opened: LocalDb[] = [];
afterEach(async () => {
  for (const db of opened.splice(0)) await db.delete();
});

describe('answered quotes at 5,000 quotes', () => {
  it('reads only the answered rows by the [answered+userId] index (a filter scan reads all 5,000)', async () => {
    const { db, reads } = countingDb('quotes');
    opened.push(db);
    const rows = Array.from({ length: 5000 }, (_, i) => quote(i, i % 1000 === 7));
    await db.quotes.bulkPut(rows);

    reads.rows = 0;
    const found = await answeredQuotes(db, USER);
    expect(found.map((q) => q.id).sort()).toEqual(['q-1007', 'q-2007', 'q-3007', 'q-4007', 'q-7']);
    expect(reads.rows).toBe(5);

    // the counter counts a scan: the shape this replaced reads every quote of the user
    reads.rows = 0;
    await db.quotes
      .where('userId')
      .equals(USER)
      .filter((q) => Array.isArray(q.customerEvents) && q.customerEvents.length > 0)
      .toArray();
    expect(reads.rows).toBe(5000);

    // the /quotes list: its first page by the [userId+createdAt] index, newest first, and the count — 60 rows read
    reads.rows = 0;
    const page = await quotePage(db, USER, 60);
    expect(page.total).toBe(5000);
    expect(page.rows.map((q) => q.id).slice(0, 2)).toEqual(['q-4999', 'q-4998']);
    expect(page.rows).toHaveLength(60);
    expect(reads.rows).toBe(60);
  }, 180_000);

  it('the live query reads only answered rows while pages of unanswered quotes are pulled, and shows a new answer', async () => {
    const { db, reads } = countingDb('quotes');
    opened.push(db);
    await db.quotes.bulkPut(Array.from({ length: 50 }, (_, i) => quote(i, i === 3)));
    let runs = 0;
    const seen: number[] = [];
    const sub = liveQuery(() => {
      runs++;
      return answeredQuotes(db, USER);
    }).subscribe((v) => seen.push(v.length));
    try {
      await expect.poll(() => seen.length).toBe(1);
      const runsBefore = runs;
      reads.rows = 0;
      // five "pulled pages" of 1,000 quotes nobody has answered
      for (let p = 0; p < 5; p++) await db.quotes.bulkPut(Array.from({ length: 1000 }, (_, i) => quote(1000 + p * 1000 + i)));
      await new Promise((r) => setTimeout(r, 50));
      // Dexie may wake the query once per page (a put whose old row it does not know), but each run reads the one
      // answered row by the index — 5 rows in all, where a table scan would read 1,050 + 2,050 + … = 15,250
      expect(runs - runsBefore).toBeLessThanOrEqual(5);
      expect(reads.rows).toBeLessThanOrEqual(runs - runsBefore);

      // a customer answers one: the notice query wakes and finds it (the derived field follows an edit, too)
      const q = (await db.quotes.get('q-2500'))!;
      await db.quotes.put({ ...q, customerEvents: [{ kind: 'viewed', at: q.createdAt, ip: '203.0.113.9' }] } as QuoteRow);
      await expect.poll(() => seen.at(-1)).toBe(2);
      // and an answer removed (a resync that brought it back without events) drops it from the index
      await db.quotes.update('q-3', { customerEvents: null });
      await expect.poll(() => seen.at(-1)).toBe(1);
    } finally {
      sub.unsubscribe();
    }
  }, 120_000);

  it('an existing database gains the index on upgrade (version 6 rows with events are found)', async () => {
    const name = `upgrade-${randomUUID()}`;
    const { default: Dexie } = await import('dexie');
    const old = new Dexie(name);
    old.version(6).stores({ quotes: 'id, userId, [userId+createdAt], status, clientId' });
    await old.open();
    await old.table('quotes').bulkPut([quote(1, true), quote(2)]);
    old.close();
    const db = new LocalDb(name);
    opened.push(db);
    expect((await answeredQuotes(db, USER)).map((q) => q.id)).toEqual(['q-1']);
  });
});

describe('/jobs at 2,000 quotes', () => {
  function job(i: number) {
    const at = new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString();
    return {
      id: `j-${i}`,
      userId: USER,
      title: `Job ${i}`,
      clientId: null,
      siteAddress: '',
      locality: '',
      suburb: null,
      state: null,
      postcode: null,
      manualStatus: 'enquiry' as const,
      scheduledStart: null,
      scheduledEnd: null,
      notes: '',
      photos: [],
      createdAt: at,
      updatedAt: at,
    };
  }

  it('reads its first page of jobs by index and their documents by the jobId index, not every quote', async () => {
    const { db, reads } = countingDb('quotes');
    opened.push(db);
    setDbForTests(db);
    try {
      await db.jobs.bulkPut(Array.from({ length: 200 }, (_, i) => job(i)));
      // 2,000 quotes, three of them on jobs: the newest job's quote is sent, another job's was accepted
      const quotes = Array.from({ length: 2000 }, (_, i) => quote(i));
      Object.assign(quotes[10], { jobId: 'j-199', status: 'sent' });
      Object.assign(quotes[11], { jobId: 'j-150', status: 'accepted' });
      Object.assign(quotes[12], { jobId: 'j-3', status: 'sent' });
      await db.quotes.bulkPut(quotes);

      reads.rows = 0;
      const page = await jobPage(USER, 60);
      expect(page.total).toBe(200);
      expect(page.rows.map((j) => j.id).slice(0, 2)).toEqual(['j-199', 'j-198']);
      expect(page.rows).toHaveLength(60);
      expect(page.rows[0].status).toBe('quoted');
      expect(page.rows.find((j) => j.id === 'j-150')?.status).toBe('booked');
      expect(page.rows.find((j) => j.id === 'j-198')?.status).toBe('enquiry');
      // only the page's two linked quotes, where the old read filtered all 2,000
      expect(reads.rows).toBe(2);

      // every job (a search or a status filter): still only the linked quotes
      reads.rows = 0;
      const all = await jobPage(USER, null);
      expect(all.rows).toHaveLength(200);
      expect(all.rows.find((j) => j.id === 'j-3')?.status).toBe('quoted');
      expect(reads.rows).toBe(3);
    } finally {
      setDbForTests(null);
    }
  }, 120_000);
});
