/**
 * One request in flight at a time: a request made while one runs waits, and only the newest waiting one is sent
 * (typing faster than a search worker answers skips the letters in between). A request that fails is logged and the
 * next one still goes, so one failure never leaves the search stuck. Used by the device searches (price book, kept
 * listings); whether an answer is still wanted is the caller's check, in `run`.
 */
export function newestOnly<Req>(run: (req: Req) => Promise<void>): (req: Req) => void {
  let busy = false;
  let next: { req: Req } | null = null;
  const drain = async () => {
    busy = true;
    while (next) {
      const { req } = next;
      next = null;
      try {
        await run(req);
      } catch (err) {
        console.warn('A device search failed', err);
      }
    }
    busy = false;
  };
  return (req) => {
    next = { req };
    if (!busy) void drain();
  };
}
