import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzeChangedTables, type Database } from '../../api/db';
import { openMigratedTestDatabase } from '../helpers/api';

/**
 * Issue 24: PGlite runs no autovacuum, so without api/db.ts's maintenance nothing gathers the planner's statistics and a
 * pull's page (`where user_id = $1 and change_no > $2 order by change_no limit $3`) reads every row above the cursor
 * and sorts them. analyzeChangedTables analyses the tables changed enough since their last ANALYZE (autovacuum's rule),
 * and the page is then read along the (owner, change_no) index. The same pass vacuums what autovacuum would, so an
 * index-only walk (the pull's change probe) reads no table page.
 */
describe('PGlite: the tables a write changed are analysed, and a pull page walks the index', () => {
  let db: Database;
  let userId: string;
  beforeAll(async () => {
    db = await openMigratedTestDatabase('pglite');
    userId = randomUUID();
    await db.sql`insert into users (id, email, password_hash) values (${userId}, ${`${userId}@example.com`}, 'x')`;
    await db.sql`insert into price_items ${db.sql(
      Array.from({ length: 3000 }, (_, i) => ({
        id: randomUUID(),
        user_id: userId,
        description: `Part ${i}`,
        unit: 'ea',
        cost_cents: 100,
        sell_cents: 150,
      })),
    )}`;
  });
  afterAll(() => db.close());

  const plan = async () =>
    (await db.sql.unsafe(`explain select id from price_items where user_id = $1 and change_no > 0 order by change_no limit 2000`, [userId]))
      .map((r) => r['QUERY PLAN'] as string)
      .join('\n');

  it('analyses price_items once after 3,000 new rows, then nothing until it changes again', async () => {
    // before: no statistics, so the planner sorts whatever a bitmap scan finds (the plan this maintenance exists for)
    expect(await plan()).toMatch(/Sort/);
    const analysed = await analyzeChangedTables(db.sql);
    expect(analysed).toContain('public.price_items');
    expect(await analyzeChangedTables(db.sql)).toEqual([]);
    const after = await plan();
    expect(after).toMatch(/Index (Only )?Scan using price_items_user_change_idx/);
    expect(after).not.toMatch(/Sort/);
    // and vacuumed (autovacuum's insert rule): the change probe's index-only walk reads no table page
    const probe = (
      await db.sql.unsafe(
        `explain (analyze, costs off) select change_no from price_items where user_id = $1 and change_no > 0 order by change_no limit 2001`,
        [userId],
      )
    )
      .map((r) => r['QUERY PLAN'] as string)
      .join('\n');
    expect(probe).toMatch(/Index Only Scan using price_items_user_change_idx/);
    expect(probe).toMatch(/Heap Fetches: 0\b/);
  });
});
