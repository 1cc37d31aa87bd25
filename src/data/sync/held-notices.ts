import Dexie, { mergeRanges, type ObservabilitySet } from 'dexie';

/**
 * How often the screens hear of a catch-up pull's writes (issue 24): at most once per this many ms, and once at its end.
 * A pulled page of more than 49 rows tells every live query on its tables that the whole table changed (Dexie does not
 * track the keys of a bulk write), so on a fresh device every app-wide live query re-ran on the page's main thread after
 * each of 50 pages. Held, they re-run about once a second, whatever the page size.
 */
export const PULL_NOTICE_MS = 1000;

type NoticedTransaction = IDBTransaction & { mutatedParts?: ObservabilitySet };

/**
 * The live-query notices of the drain worker's pull transactions, held and told together. Dexie tells other contexts
 * (the page's live queries) what a transaction changed when it commits, from the parts it collected on the
 * IDBTransaction; `hold` takes them off the transaction, `tell` fires them as one change (Dexie's own event, which its
 * BroadcastChannel carries to the page). Used only where no live query of this context can read the tables: Dexie's
 * query cache of this context would not hear a held commit.
 */
export class HeldNotices {
  private held: ObservabilitySet = {};
  private holding = false;
  private toldAt: number;

  constructor(private readonly now: () => number = () => Date.now()) {
    this.toldAt = now();
  }

  /** In a transaction, after its last write has finished: what it changed is held instead of told at its commit. */
  hold(trans: IDBTransaction): void {
    const t = trans as NoticedTransaction;
    const parts = t.mutatedParts;
    if (!parts) return;
    delete t.mutatedParts;
    for (const [part, ranges] of Object.entries(parts)) {
      if (this.held[part]) mergeRanges(this.held[part], ranges);
      else this.held[part] = ranges;
    }
    this.holding = true;
  }

  /** After a transaction committed: tells what is held when PULL_NOTICE_MS have passed since the last telling (or now). */
  tell(opts: { now?: boolean } = {}): void {
    if (!this.holding || (!opts.now && this.now() - this.toldAt < PULL_NOTICE_MS)) return;
    const parts = this.held;
    this.held = {};
    this.holding = false;
    this.toldAt = this.now();
    Dexie.on.storagemutated.fire(parts);
  }
}
