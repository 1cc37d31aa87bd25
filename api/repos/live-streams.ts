import type { Db } from '../db';

/**
 * Open live streams of each user over every API node (issue 19). A stream counts while its heartbeat is younger than
 * LIVE_STREAM_STALE_SECONDS: a node that dies stops beating, and its streams stop counting.
 */
export const LIVE_STREAM_STALE_SECONDS = 90;

/**
 * Records a new stream and returns the streams of the user, on any node, that are now past `cap` (the oldest first):
 * the caller closes them. Every node orders the same rows the same way (opened_at, then id), so concurrent opens agree.
 */
export async function openLiveStream(sql: Db, s: { id: string; userId: string; nodeId: string }, cap: number): Promise<string[]> {
  await sql`delete from live_streams
    where user_id = ${s.userId} and heartbeat_at < now() - make_interval(secs => ${LIVE_STREAM_STALE_SECONDS})`;
  await sql`insert into live_streams (id, user_id, node_id) values (${s.id}, ${s.userId}, ${s.nodeId})`;
  const rows = await sql<{ id: string }[]>`
    select id from live_streams
    where user_id = ${s.userId} and heartbeat_at >= now() - make_interval(secs => ${LIVE_STREAM_STALE_SECONDS})
    order by opened_at desc, id desc
    offset ${cap}`;
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  await sql`delete from live_streams where user_id = ${s.userId} and id in ${sql(ids)}`;
  return ids.reverse();
}

/** Beats the stream's heartbeat; false when its row is gone (another node closed it past the cap). */
export async function beatLiveStream(sql: Db, userId: string, id: string): Promise<boolean> {
  const rows = await sql`update live_streams set heartbeat_at = clock_timestamp() where user_id = ${userId} and id = ${id} returning id`;
  return rows.length > 0;
}

export async function closeLiveStream(sql: Db, userId: string, id: string): Promise<void> {
  await sql`delete from live_streams where user_id = ${userId} and id = ${id}`;
}
