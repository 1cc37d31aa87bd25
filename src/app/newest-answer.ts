import { newestOnly } from './newest-only';

/**
 * The keystroke side of a device search (price book, kept listings; issue 24 item 5): one request in flight and only
 * the newest waiting one sent (newestOnly), and an answer shown only while its request is still the newest made. An
 * answer for an old keystroke that arrives when a newer one is on its way, or after `drop()` (the box was cleared), is
 * never shown: the screen never flashes the results of text no longer typed, and never shows one for long enough to
 * be mistaken for the answer.
 * (Rendering the answer inside `show` with flushSync was tried and measured side by side: no gain on the price book,
 * a median 4.7 ms slower keystroke on the kept listings at 4x CPU — likely because a synchronous commit also runs the
 * passive effects before the paint. That was while every kept-listings answer drew the grid's cards again (their photos
 * arrays never compared the same, src/app/same-rows.ts); with the cards kept, the kept listings' client renders its
 * answer with flushSync, which measured a median 3.5 ms faster per keystroke than a scheduled render, side by side.)
 */
export interface NewestAnswer<Req> {
  /** asks for `req`; answers to every request made before it are no longer shown */
  ask(req: Req): void;
  /** no answer to a request made so far is shown (what was asked is no longer wanted) */
  drop(): void;
}

export function newestAnswer<Req, Ans>(run: (req: Req) => Promise<Ans>, show: (answer: Ans, req: Req) => void): NewestAnswer<Req> {
  let newest = 0;
  const send = newestOnly(async ({ req, n }: { req: Req; n: number }) => {
    if (n !== newest) return; // dropped while it waited to be sent
    const answer = await run(req);
    if (n === newest) show(answer, req);
  });
  return {
    ask(req) {
      send({ req, n: ++newest });
    },
    drop() {
      newest++;
    },
  };
}
