import { randomUUID } from 'node:crypto';
import type { DBCore, DBCoreCursor } from 'dexie';
import { LocalDb } from '../../src/data/local-db';

/**
 * A fresh device database that counts the rows one table hands back (each row of a query or getMany, each cursor
 * step), by a DBCore middleware under Dexie: the device tests' proof that a screen reads an index, not a whole table.
 */
export function countingDb(table: string): { db: LocalDb; reads: { rows: number } } {
  const db = new LocalDb(`count-${table}-${randomUUID()}`);
  const reads = { rows: 0 };
  db.use({
    stack: 'dbcore',
    name: 'count-reads',
    create(down: DBCore): DBCore {
      return {
        ...down,
        table(name) {
          const t = down.table(name);
          if (name !== table) return t;
          return {
            ...t,
            async query(req) {
              const res = await t.query(req);
              reads.rows += res.result.length;
              return res;
            },
            async getMany(req) {
              const res = await t.getMany(req);
              reads.rows += res.filter(Boolean).length;
              return res;
            },
            async openCursor(req) {
              const cursor = await t.openCursor(req);
              if (!cursor) return cursor;
              return Object.create(cursor, {
                start: {
                  value: (onNext: () => void) =>
                    cursor.start(() => {
                      reads.rows++;
                      onNext();
                    }),
                },
              }) as DBCoreCursor;
            },
          };
        },
      };
    },
  });
  return { db, reads };
}
