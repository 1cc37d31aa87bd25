import { afterEach, describe, expect, it, vi } from 'vitest';
import { MessageChannel } from 'node:worker_threads';
import { newestOnly } from '../../../src/app/newest-only';
import { WorkerRequests } from '../../../src/app/worker-requests';

/**
 * The device searches' request maps (price book, kept listings): a worker request that never answers must not hold the
 * newest-only keystroke queue. A real message channel stands in for the worker: it answers every text but one.
 */
type Answer = { id: number; text: string };

function searchOver(requests: WorkerRequests<Answer>, silentFor: string) {
  const { port1: page, port2: worker } = new MessageChannel();
  worker.on('message', (req: { id: number; text: string }) => {
    if (req.text !== silentFor) worker.postMessage({ id: req.id, text: req.text });
  });
  page.on('message', (a: Answer) => requests.answer(a));
  const sent: string[] = [];
  const shown: string[] = [];
  const type = newestOnly(async (text: string) => {
    sent.push(text);
    const a = await requests.ask((id) => page.postMessage({ id, text }));
    shown.push(a.text);
  });
  return { type, sent, shown, close: () => (page.close(), worker.close()) };
}

describe('WorkerRequests', () => {
  afterEach(() => vi.useRealTimers());

  it('a request the worker never answers is given up, and the next text typed is still sent and shown', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const requests = new WorkerRequests<Answer>('test search', 1_000);
    const s = searchOver(requests, 'co');
    s.type('c');
    await vi.waitFor(() => expect(s.shown).toEqual(['c']));
    s.type('co'); // never answered
    s.type('cop'); // typed while 'co' waits: sent only once 'co' is given up
    await new Promise((r) => setImmediate(r));
    expect(s.sent).toEqual(['c', 'co']);
    vi.advanceTimersByTime(1_000);
    await vi.waitFor(() => expect(s.shown).toEqual(['c', 'cop']));
    expect(s.sent).toEqual(['c', 'co', 'cop']);
    expect(warn).toHaveBeenCalledOnce();
    expect(String(warn.mock.calls[0][1])).toContain('test search: no answer in 1000 ms');
    expect(requests.size).toBe(0);
    warn.mockRestore();
    s.close();
  });

  it('an answer after its request was given up is dropped, not given to a later request', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const requests = new WorkerRequests<Answer>('test search', 500);
    const first = requests.ask(() => undefined);
    const failed = expect(first).rejects.toThrow('no answer in 500 ms');
    vi.advanceTimersByTime(500);
    await failed;
    const second = requests.ask(() => undefined);
    requests.answer({ id: 1, text: 'late' }); // the given-up request's id
    requests.answer({ id: 2, text: 'mine' });
    await expect(second).resolves.toEqual({ id: 2, text: 'mine' });
  });

  it('a refused request and a failed worker end their waits at once', async () => {
    const requests = new WorkerRequests<Answer>('test search', 60_000);
    const refused = requests.ask(() => undefined);
    requests.refuse(1, 'items could not be read');
    await expect(refused).rejects.toThrow('test search: items could not be read');
    const a = requests.ask(() => undefined);
    const b = requests.ask(() => undefined);
    requests.failAll('the worker script failed');
    await expect(a).rejects.toThrow('the worker script failed');
    await expect(b).rejects.toThrow('the worker script failed');
    const throwing = requests.ask(() => {
      throw new Error('DataCloneError');
    });
    await expect(throwing).rejects.toThrow('DataCloneError');
    expect(requests.size).toBe(0);
  });
});
