import { describe, expect, it } from 'vitest';
import { conversationDate, conversationScope, greeting, messageTime, visibleAnswer } from '../../../src/features/chat/text';

describe('the empty-state greeting', () => {
  it('names the profile state in full', () => {
    expect(greeting('QLD')).toBe(
      "G'day! How can I assist you today? Whether it's trade compliance in Queensland or a general question I'm here to help.",
    );
  });

  it.each([null, undefined, '', 'Queensland', 'XX'])('drops "in {state}" when the profile has no known state (%s)', (state) => {
    expect(greeting(state)).toBe(
      "G'day! How can I assist you today? Whether it's trade compliance or a general question I'm here to help.",
    );
  });
});

describe('a new conversation’s state and trade', () => {
  it('comes from the profile', () => {
    expect(conversationScope({ state: 'WA', trade: 'Electrician' })).toEqual({ state: 'WA', trade: 'Electrician' });
  });

  it('falls back to NSW and General when the profile has none', () => {
    expect(conversationScope(null)).toEqual({ state: 'NSW', trade: 'General' });
    expect(conversationScope({ state: 'Sydney', trade: '  ' })).toEqual({ state: 'NSW', trade: 'General' });
  });
});

describe('times and dates', () => {
  it('shows a bubble time in the en-AU style', () => {
    const t = messageTime('2026-11-22T03:07:00.000Z');
    expect(t).toMatch(/^\d{1,2}:07\s?[ap]m$/i);
  });

  it('shows nothing rather than "Invalid Date" for a broken timestamp', () => {
    expect(messageTime('not a time')).toBe('');
    expect(messageTime(undefined)).toBe('');
    expect(conversationDate('')).toBe('');
  });

  it('writes a conversation date day first', () => {
    expect(conversationDate('2026-03-05T01:00:00.000Z')).toMatch(/^5 Mar(ch)? 2026$/);
  });
});

describe('what an assistant bubble shows', () => {
  const task = '```json\n{"type":"quote","number":"TR-2026-0001"}\n```';

  it('cuts the fenced JSON task block out of a finished answer', () => {
    expect(visibleAnswer(`**Quote TR-2026-0001**\n\nTotal $10\n\n${task}`)).toBe('**Quote TR-2026-0001**\n\nTotal $10');
  });

  it('hides a JSON block that is still arriving while the answer streams', () => {
    const partial = '**Quote**\n\nCheck the details.\n\n```json\n{"type":"qu';
    expect(visibleAnswer(partial, true)).toBe('**Quote**\n\nCheck the details.');
    // Once streaming is over the text is shown as it is (a broken block is not a task).
    expect(visibleAnswer(partial, false)).toContain('```json');
  });

  it('leaves an answer without a task block alone', () => {
    expect(visibleAnswer('You need a licence over $3,300 [1]')).toBe('You need a licence over $3,300 [1]');
  });
});
