import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ChatStreamBody, MessageMetadataSchema, NewMessageSchema } from '../../../src/domain/chat/schemas';
import { mutationSchemas } from '../../../src/domain/sync/mutations';

const ok = (schema: v.GenericSchema, value: unknown) => v.safeParse(schema, value).success;

describe('message metadata', () => {
  it.each([
    [{ imagePreview: 'data:image/jpeg;base64,/9j/4AAQ' }, true],
    [{ imagePreview: '/api/objects/0b6a4c1e-3a55-4b7b-9a55-2f8d7c6e5a11' }, true],
    [{ imagePreview: 'data:image/svg+xml;base64,PHN2Zz4=' }, false],
    [{ imagePreview: 'https://evil.example/x.png' }, false],
    [{ sources: [{ n: 1, title: 'QBCC', url: 'https://qbcc.qld.gov.au/x', grade: 'A' }] }, true],
    [{ sources: [{ n: 1, title: 'x', url: 'javascript:alert(1)', grade: 'A' }] }, false],
    [{ sources: [{ n: 1, title: 'x', url: 'https://a.au', grade: 'D' }] }, false],
  ])('accepts %j: %s (previews are only safe images, sources only web links)', (metadata, expected) => {
    expect(ok(MessageMetadataSchema, metadata)).toBe(expected);
  });

  it('refuses a preview over the size cap, so one message never fills a sync batch', () => {
    expect(ok(MessageMetadataSchema, { imagePreview: `data:image/jpeg;base64,${'A'.repeat(400_001)}` })).toBe(false);
  });
});

describe('message and stream bodies', () => {
  const base = { id: crypto.randomUUID(), conversationId: crypto.randomUUID(), role: 'user', createdAt: new Date().toISOString() };

  it('needs text or an image', () => {
    expect(ok(NewMessageSchema, { ...base, content: ' ' })).toBe(false);
    expect(ok(NewMessageSchema, { ...base, content: '', metadata: { imagePreview: 'data:image/png;base64,iVBORw0K' } })).toBe(true);
    expect(ok(ChatStreamBody, { message: '' })).toBe(false);
    expect(ok(ChatStreamBody, { message: 'hi', state: 'QLD' })).toBe(true);
    expect(ok(ChatStreamBody, { message: 'hi', state: 'Queensland' })).toBe(false);
  });

  it('lets a conversation.update change only the title', () => {
    const parsed = v.parse(mutationSchemas['conversation.update'], { id: base.id, patch: { title: ' Deck ', state: 'VIC' } });
    expect(parsed.patch).toEqual({ title: 'Deck' });
  });
});
