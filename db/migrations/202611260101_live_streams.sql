-- Issue 19: the live-stream cap holds per user across API nodes. One row per open /api/live stream; the node that
-- holds it beats its heartbeat while it is open and deletes it when it closes. A row whose heartbeat is older than
-- 90 s belongs to a node that died: it no longer counts and is removed at the user's next open.
create table live_streams (
  id uuid constraint live_streams_pkey primary key,
  user_id uuid not null constraint live_streams_user_id_fkey references users(id) on delete cascade,
  node_id text not null,
  opened_at timestamptz not null default clock_timestamp(),
  heartbeat_at timestamptz not null default clock_timestamp()
);
create index live_streams_user_idx on live_streams (user_id, opened_at);
