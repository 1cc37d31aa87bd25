import { describe, expect, it } from 'vitest';
import { NetworkError } from '../../../src/data/api';
import { deviceAnswer, OFFLINE_ANSWER_LABEL } from '../../../src/features/chat/offline-answer';
import { onboardingChecklist, onboardingDone } from '../../../src/features/chat/onboarding';
import { isConnectionFailure, readTextStream, StreamBrokenError } from '../../../src/features/chat/stream';

function streamOf(parts: Uint8Array[], failAfter?: number): ReadableStream<Uint8Array> {
  let i = 0;
  return new ReadableStream({
    pull(controller) {
      if (failAfter !== undefined && i === failAfter) {
        controller.error(new TypeError('network error'));
        return;
      }
      if (i < parts.length) controller.enqueue(parts[i++]);
      else controller.close();
    },
  });
}

describe('reading the streamed answer', () => {
  it('keeps a character whole when its bytes arrive in two pieces', async () => {
    const bytes = new TextEncoder().encode('$3,300 → yes ✓');
    const cut = bytes.indexOf(0xe2) + 1; // inside the arrow's three bytes
    const seen: string[] = [];
    const text = await readTextStream(streamOf([bytes.slice(0, cut), bytes.slice(cut)]), (t) => seen.push(t));
    expect(text).toBe('$3,300 → yes ✓');
    expect(seen.every((s) => !s.includes('\uFFFD'))).toBe(true);
    expect(seen.at(-1)).toBe(text);
  });

  it('reports a dropped connection with what had arrived', async () => {
    const enc = new TextEncoder();
    const err = await readTextStream(streamOf([enc.encode('Part one. ')], 1), () => {}).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(StreamBrokenError);
    expect((err as StreamBrokenError).partial).toBe('Part one. ');
    expect(isConnectionFailure(err)).toBe(true);
  });

  it('treats only connection failures as a reason to answer on the device', () => {
    expect(isConnectionFailure(new NetworkError(new TypeError('Failed to fetch')))).toBe(true);
    expect(isConnectionFailure(new Error('500: boom'))).toBe(false);
  });
});

describe('the device’s own answer', () => {
  const ctx = { state: 'NSW', trade: 'General', now: Date.UTC(2026, 10, 22), earlierTexts: [] as string[], hasImage: false };

  it('answers a licence question from the knowledge base with its sources, marked offline', () => {
    const { content, metadata } = deviceAnswer('Do I need a licence for a $4,000 bathroom in Brisbane?', ctx);
    expect(content).toContain('QBCC');
    expect(content).toContain('$3,300');
    expect(content).toMatch(/\]\(https:\/\/qbcc\.qld\.gov\.au/);
    expect(metadata.offline).toBe(true);
    expect(metadata.sources?.[0]).toMatchObject({ n: 1, url: expect.stringContaining('qbcc.qld.gov.au') });
    expect(OFFLINE_ANSWER_LABEL).toBe('Offline answer from the built-in knowledge base');
  });

  it('numbers a chat-made quote after the ones already on the device', () => {
    const { content, metadata } = deviceAnswer('quote for Jane Citizen, 4 Smith St: 10 hours labour at $85/hr', {
      ...ctx,
      earlierTexts: ['**Quote TR-2026-0001** …', 'and TR-2026-0002'],
    });
    expect(content).toContain('TR-2026-0003');
    expect(metadata.task).toMatchObject({ type: 'quote', number: 'TR-2026-0003' });
  });

  it('says a photo needs a provider instead of inventing a description', () => {
    const { content } = deviceAnswer('', { ...ctx, hasImage: true });
    expect(content).toMatch(/needs an AI provider/);
  });
});

describe('the onboarding checklist', () => {
  it('ticks personal details and business information from the profile and company', () => {
    const list = onboardingChecklist(
      { firstName: 'Sam', email: 'sam@example.com', phone: '', state: 'QLD', trade: 'Plumber' },
      { name: 'Company Name', phone: '0412 345 678', email: 'jobs@example.com' },
    );
    expect(list.personal.map((i) => i.done)).toEqual([true, true, false]);
    expect(list.business.map((i) => i.done)).toEqual([false, true, true]);
  });

  it('counts the profile complete only with a real company name, phone and email', () => {
    expect(onboardingDone({ name: 'Coastline Tiling', phone: '0412 345 678', email: 'jobs@example.com' })).toBe(true);
    expect(onboardingDone({ name: 'Company Name', phone: '0412 345 678', email: 'jobs@example.com' })).toBe(false);
    expect(onboardingDone(null)).toBe(false);
  });
});
