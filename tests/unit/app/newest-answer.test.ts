import { describe, expect, it, vi } from 'vitest';
import { newestAnswer } from '../../../src/app/newest-answer';

/**
 * The device searches' answers (price book, kept listings; issue 24 item 5): only the answer to the newest request is
 * shown; an answer for an old keystroke that arrives while a newer one is on its way, or after the box was cleared, is
 * dropped. A worker that answers when told to stands in for the search worker.
 */
function slowWorker() {
  const waiting = new Map<string, (answer: string) => void>();
  const sent: string[] = [];
  const run = (text: string) =>
    new Promise<string>((resolve) => {
      sent.push(text);
      waiting.set(text, resolve);
    });
  const answer = async (text: string) => {
    await vi.waitFor(() => expect(waiting.has(text)).toBe(true));
    waiting.get(text)!(`results for ${text}`);
    waiting.delete(text);
    await new Promise((r) => setTimeout(r, 0));
  };
  return { run, answer, sent };
}

describe('newestAnswer', () => {
  it('shows the answer to what is typed now, never one for a keystroke since typed over', async () => {
    const worker = slowWorker();
    const shown: string[] = [];
    const search = newestAnswer(worker.run, (a) => shown.push(a));
    search.ask('c');
    search.ask('co'); // waits: 'c' is in flight
    search.ask('cop'); // replaces 'co', which is never sent
    await worker.answer('c');
    expect(shown).toEqual([]); // 'c' is no longer typed
    await worker.answer('cop');
    expect(shown).toEqual(['results for cop']);
    expect(worker.sent).toEqual(['c', 'cop']);
  });

  it('drops an answer on its way when the box is cleared, and a request waiting then is not sent', async () => {
    const worker = slowWorker();
    const shown: string[] = [];
    const search = newestAnswer(worker.run, (a) => shown.push(a));
    search.ask('pipe');
    search.ask('pipes');
    search.drop();
    await worker.answer('pipe');
    await new Promise((r) => setTimeout(r, 0));
    expect(shown).toEqual([]);
    expect(worker.sent).toEqual(['pipe']);
    search.ask('tap');
    await worker.answer('tap');
    expect(shown).toEqual(['results for tap']);
  });

  it('gives `show` the request its answer is for', async () => {
    const worker = slowWorker();
    const shown: Array<[string, string]> = [];
    const search = newestAnswer(worker.run, (a, req) => shown.push([req, a]));
    search.ask('elbow');
    await worker.answer('elbow');
    expect(shown).toEqual([['elbow', 'results for elbow']]);
  });
});
