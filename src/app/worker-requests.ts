/**
 * A worker's requests awaiting their answers, by id (the device searches' clients: price book, kept listings). Each
 * request is given up after `timeoutMs` (its promise rejects, a late answer is dropped), and all of them when the worker
 * fails, so a request that never answers cannot hold the newest-only keystroke queue (src/app/newest-only.ts) forever:
 * the queue logs the failure and sends the next text typed.
 */
export class WorkerRequests<Answer extends { id: number }> {
  private nextId = 1;
  private readonly waiting = new Map<
    number,
    { resolve: (a: Answer) => void; reject: (e: Error) => void; timer: ReturnType<typeof setTimeout> }
  >();

  constructor(
    private readonly what: string,
    private readonly timeoutMs = 10_000,
  ) {}

  /** A new id for a message that expects no answer. */
  id(): number {
    return this.nextId++;
  }

  /** Sends a request (`send` posts it with the id given) and waits for the answer with that id. */
  ask(send: (id: number) => void): Promise<Answer> {
    const id = this.nextId++;
    return new Promise<Answer>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiting.delete(id);
        reject(new Error(`${this.what}: no answer in ${this.timeoutMs} ms`));
      }, this.timeoutMs);
      this.waiting.set(id, { resolve, reject, timer });
      try {
        send(id);
      } catch (err) {
        this.settle(id)?.reject(err instanceof Error ? err : new Error(String(err)));
      }
    });
  }

  /** An answer from the worker: resolves its request, if that is still waiting. */
  answer(a: Answer): void {
    this.settle(a.id)?.resolve(a);
  }

  /** The worker answered this request with an error. */
  refuse(id: number, message: string): void {
    this.settle(id)?.reject(new Error(`${this.what}: ${message}`));
  }

  /** The worker failed (its script did not load, or it threw outside a request): every waiting request fails now. */
  failAll(reason: string): void {
    for (const id of [...this.waiting.keys()]) this.settle(id)?.reject(new Error(`${this.what}: ${reason}`));
  }

  get size(): number {
    return this.waiting.size;
  }

  private settle(id: number) {
    const w = this.waiting.get(id);
    if (!w) return undefined;
    this.waiting.delete(id);
    clearTimeout(w.timer);
    return w;
  }
}

/**
 * One search worker per tab, started on first use by `start` (kept in the caller so Vite bundles the worker's script):
 * it answers requests by id, tells listeners when its data changed, and answers a failed request with an error. When its
 * script fails, whatever waits fails at once and the next request starts a new worker.
 */
export class SearchWorker<Answer extends { type: string; id: number }> {
  private worker: Worker | null = null;
  readonly requests: WorkerRequests<Answer>;
  readonly changeListeners = new Set<() => void>();

  constructor(
    what: string,
    private readonly start: () => Worker,
  ) {
    this.requests = new WorkerRequests<Answer>(what);
  }

  get(): Worker {
    if (this.worker) return this.worker;
    const w = this.start();
    w.onmessage = (e: MessageEvent<Answer | { type: 'changed' } | { type: 'error'; id: number; message: string }>) => {
      const msg = e.data;
      if (msg.type === 'changed') for (const fn of this.changeListeners) fn();
      else if (msg.type === 'error' && 'message' in msg) this.requests.refuse(msg.id, msg.message);
      else this.requests.answer(msg as Answer);
    };
    w.onerror = (e) => {
      e.preventDefault();
      if (this.worker === w) this.worker = null;
      w.terminate();
      this.requests.failAll(e.message || 'the search worker failed');
    };
    this.worker = w;
    return w;
  }

  /** Posts a request (`message` gets its id) and waits for its answer. */
  ask(message: (id: number) => unknown): Promise<Answer> {
    return this.requests.ask((id) => this.get().postMessage(message(id)));
  }
}
