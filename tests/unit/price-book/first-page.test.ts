import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { countingDb } from '../../helpers/dexie-reads';
import { PriceSearchIndex } from '../../../src/domain/price-book/search';
import type { PriceItemRow } from '../../../src/domain/price-book/rows';
import { priceItemPage } from '../../../src/features/price-book/search-client';

/**
 * Issue 24, the price book of a big account: with nothing typed, the list's first page is one short read of the
 * [userId+sortKey] index (Dexie v15), in the same order as the search worker's index (description, then code, any case).
 */

const USER = 'u-price-book';
const WORDS = ['copper', 'Brass', 'pvc', 'Steel', 'galv', 'STAINLESS', 'poly', 'Aluminium'];
function item(i: number, userId = USER): PriceItemRow {
  return {
    id: randomUUID(),
    userId,
    description: `${WORDS[(i * 7) % WORDS.length]} pipe ${i % 13} mm`,
    code: `C${(i * 31) % 97}`,
    supplier: 'Reece',
    unit: 'm',
    costCents: 100 + i,
    sellCents: 150 + i,
    gstFree: false,
    createdAt: new Date(Date.UTC(2026, 0, 1) + i * 1000).toISOString(),
  } as PriceItemRow;
}

describe('price book first page by index', () => {
  it('reads only the first page, in the search index order, and follows an edit', async () => {
    const { db, reads } = countingDb('priceItems');
    try {
      const mine = Array.from({ length: 2_000 }, (_, i) => item(i));
      await db.priceItems.bulkPut([...mine, ...Array.from({ length: 50 }, (_, i) => item(i, 'someone-else'))]);

      reads.rows = 0;
      const page = await priceItemPage(db, USER, 80);
      expect(page.total).toBe(2_000);
      expect(reads.rows).toBe(80); // the page, not the price book
      expect(page.rows.map((r) => r.id)).toEqual(new PriceSearchIndex(mine).search('', 0, 80).ids);

      // an edit through any write path re-derives the order: the renamed item moves to the top
      const last = mine.find((r) => r.id === new PriceSearchIndex(mine).search('', 1999, 1).ids[0])!;
      await db.priceItems.put({ ...last, description: 'AAA first now' });
      expect((await priceItemPage(db, USER, 1)).rows[0].id).toBe(last.id);
    } finally {
      db.close();
    }
  });
});
