import { describe, expect, it } from 'vitest';
import { backends } from '../helpers/api';
import { withFakeProvider } from '../helpers/fake-provider';

/** Issue 11: with a model, "no invented figures" still holds — the loopback fake is scripted to invent some. */
describe.each(backends)('model answers are checked against the retrieved facts on %s', (kind) => {
  const rig = withFakeProvider(kind);

  it('replaces an invented dollar figure, percentage and day count in place, keeps the sourced figures, and stores the cleaned answer', async () => {
    rig.fake.queue({
      kind: 'stream',
      chunks: [
        'In QLD a licence is needed over $3,300 [1], so your $4,000 job needs one. ',
        'Unlicensed work can cost a $4,950 fine. ',
        'You can take a 15% deposit ',
        'and must lodge within 9 business days.',
      ],
    });
    const res = await rig.me.post<string>('/api/chat/stream', { message: 'Do I need a licence for a $4,000 bathroom in Brisbane?' });
    expect(res.status).toBe(200);
    const body = res.body as unknown as string;
    // The fact's threshold and the asker's own amount are supported and kept.
    expect(body).toContain('over $3,300 [1], so your $4,000 job');
    // Issue 17: the invented figures never reach the tradie as a statement — not in the answer, not in the note.
    for (const invented of ['$4,950', '15%', '9 business days']) expect(body).not.toContain(invented);
    expect(body).toContain('can cost a [figure not in our sources] fine');
    expect(body).toContain('⚠ **Not in our sources:** 3 figures the AI gave are not backed');
    expect(body).toContain('**Sources**');
    const msgs = (await rig.me.get(`/api/conversations/${res.headers.get('x-conversation-id')}/messages`)).body;
    expect(msgs[1].content).not.toContain('$4,950');
    expect(msgs[1].content).toContain('[figure not in our sources]');
  });

  it('never shows a scripted "$7,777 a year" or "37%" as a statement', async () => {
    rig.fake.queue({ kind: 'stream', chunks: ['Home warranty insurance costs about $7,777 a', ' year and covers 37% of the contract.'] });
    const res = await rig.me.post<string>('/api/chat/stream', { message: 'How much is home warranty insurance in NSW?' });
    const body = res.body as unknown as string;
    expect(body).not.toContain('7,777');
    expect(body).not.toContain('37%');
    expect(body).toContain('about [figure not in our sources] a year and covers [figure not in our sources] of the contract.');
  });

  it('adds no flag when every figure comes from the facts', async () => {
    rig.fake.queue({ kind: 'stream', chunks: ['Yes — over $3,300 you need a QBCC licence [1].'] });
    const res = await rig.me.post<string>('/api/chat/stream', { message: 'Do I need a licence for a $4,000 bathroom in Brisbane?' });
    expect(res.body as unknown as string).not.toContain('Not in our sources');
  });
});
