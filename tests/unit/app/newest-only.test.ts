import { describe, expect, it, vi } from 'vitest';
import { newestOnly } from '../../../src/app/newest-only';

/** The device searches' keystroke queue: one request in flight, only the newest waiting one sent, never stuck. */
describe('newestOnly', () => {
  const deferred = () => {
    let resolve!: () => void;
    let reject!: (e: Error) => void;
    const promise = new Promise<void>((res, rej) => ((resolve = res), (reject = rej)));
    return { promise, resolve, reject };
  };

  it('sends the first at once, then only the newest of those made while it ran', async () => {
    const calls: string[] = [];
    const waits = new Map<string, ReturnType<typeof deferred>>();
    const send = newestOnly((q: string) => {
      calls.push(q);
      const d = deferred();
      waits.set(q, d);
      return d.promise;
    });
    send('s');
    send('sp');
    send('spa');
    expect(calls).toEqual(['s']);
    waits.get('s')!.resolve();
    await vi.waitFor(() => expect(calls).toEqual(['s', 'spa']));
    waits.get('spa')!.resolve();
    await new Promise((r) => setTimeout(r, 0));
    send('spad');
    expect(calls).toEqual(['s', 'spa', 'spad']);
  });

  it('a failed request does not leave it stuck: the next one still goes', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const calls: string[] = [];
    const send = newestOnly(async (q: string) => {
      calls.push(q);
      if (q === 'bad') throw new Error('worker gone');
    });
    send('bad');
    await vi.waitFor(() => expect(warn).toHaveBeenCalledOnce());
    send('good');
    await vi.waitFor(() => expect(calls).toEqual(['bad', 'good']));
    warn.mockRestore();
  });
});
