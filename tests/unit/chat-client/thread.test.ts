import { describe, expect, it } from 'vitest';
import { buildThread, toThreadMessage, type PendingReply, type ThreadMessage } from '../../../src/features/chat/thread';

const CONV = 'c1';
const msg = (id: string, role: 'user' | 'assistant', createdAt: string, conversationId = CONV): ThreadMessage => ({
  id,
  conversationId,
  role,
  content: id,
  metadata: {},
  createdAt,
});
const pending = (id: string, conversationId = CONV): PendingReply => ({
  id,
  conversationId,
  text: 'Stream',
  startedAt: '2026-01-01T00:00:05.000Z',
});

describe('the conversation on screen', () => {
  it('puts the streaming placeholder after the stored messages', () => {
    const thread = buildThread([msg('q', 'user', '2026-01-01T00:00:00.000Z')], pending('r'), CONV);
    expect(thread.map((m) => [m.id, m.streaming ?? false])).toEqual([
      ['q', false],
      ['r', true],
    ]);
  });

  it('shows the answer once when the stored reply arrives under the placeholder’s id', () => {
    const rows = [msg('q', 'user', '2026-01-01T00:00:00.000Z'), msg('r', 'assistant', '2026-01-01T00:00:01.000Z')];
    const thread = buildThread(rows, pending('r'), CONV);
    expect(thread.map((m) => m.id)).toEqual(['q', 'r']);
    expect(thread.some((m) => m.streaming)).toBe(false);
  });

  it('keeps another conversation’s placeholder and messages off screen', () => {
    const rows = [msg('q', 'user', '2026-01-01T00:00:00.000Z'), msg('x', 'user', '2026-01-01T00:00:00.000Z', 'other')];
    expect(buildThread(rows, pending('r', 'other'), CONV).map((m) => m.id)).toEqual(['q']);
  });

  it('orders by time, and a question before its answer at the same instant', () => {
    const at = '2026-01-01T00:00:00.000Z';
    const rows = [msg('a2', 'assistant', '2026-01-01T00:00:09.000Z'), msg('a1', 'assistant', at), msg('q1', 'user', at)];
    expect(buildThread(rows, null, CONV).map((m) => m.id)).toEqual(['q1', 'a1', 'a2']);
  });

  it('reads device rows and skips malformed ones', () => {
    expect(toThreadMessage({ id: 'm', conversationId: CONV, role: 'assistant', content: 'Hi', createdAt: 't', metadata: null })).toEqual({
      id: 'm',
      conversationId: CONV,
      role: 'assistant',
      content: 'Hi',
      metadata: {},
      createdAt: 't',
    });
    expect(toThreadMessage({ id: 'm', conversationId: CONV, role: 'system', content: 'x', createdAt: 't' })).toBeNull();
    expect(toThreadMessage({ conversationId: CONV, role: 'user', createdAt: 't' })).toBeNull();
  });
});
