/** Reads server-sent events from a fetch Response, as a browser's EventSource would parse them. */
export interface SseEvent {
  event: string;
  data: string;
  receivedAt: number;
}

export class SseReader {
  events: SseEvent[] = [];
  private waiters: Array<() => void> = [];
  private done = false;
  readonly finished: Promise<void>;

  constructor(res: Response) {
    if (!res.body) throw new Error(`no stream (status ${res.status})`);
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    this.finished = (async () => {
      let buffer = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += value;
          let cut: number;
          while ((cut = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            let event = 'message';
            const data: string[] = [];
            for (const line of block.split('\n')) {
              if (line.startsWith('event:')) event = line.slice(6).trim();
              else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
            }
            if (!data.length) continue; // a comment (keep-alive) or a bare retry
            this.events.push({ event, data: data.join('\n'), receivedAt: performance.now() });
            for (const w of this.waiters.splice(0)) w();
          }
        }
      } catch {
        /* aborted */
      } finally {
        this.done = true;
        for (const w of this.waiters.splice(0)) w();
      }
    })();
    this.cancel = () => reader.cancel().catch(() => {});
  }
  cancel: () => Promise<void>;

  /** Resolves with the first event after index `from` matching `pred`, or rejects after `ms`. */
  async next(pred: (e: SseEvent) => boolean, from = 0, ms = 3000): Promise<SseEvent> {
    const deadline = Date.now() + ms;
    for (;;) {
      const found = this.events.slice(from).find(pred);
      if (found) return found;
      if (this.done) throw new Error('stream ended');
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no matching event within ${ms} ms`);
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(t);
          resolve();
        });
      });
    }
  }
}
