import { describe, expect, it } from 'vitest';
import { conversationTitle, DEFAULT_CONVERSATION_TITLE } from '../../../src/domain/chat/title';
import { INVOICE_WORDS, MATERIALS_WORDS, mentionsInvoice, mentionsMaterials } from '../../../src/domain/chat/triggers';

describe('conversation title (spec §9)', () => {
  it('is the first message itself when it has at most 60 characters', () => {
    const sixty = 'x'.repeat(60);
    expect(conversationTitle({ message: sixty })).toBe(sixty);
    expect(conversationTitle({ message: 'RCD rules for a rental in Perth?' })).toBe('RCD rules for a rental in Perth?');
  });

  it("truncates a longer first message to 60 characters plus '...'", () => {
    const msg = 'Do I need a licence to do a $4,000 bathroom renovation in Brisbane, and what insurance?';
    expect(conversationTitle({ message: msg })).toBe(`${msg.slice(0, 60)}...`);
    expect(conversationTitle({ message: 'y'.repeat(61) })).toBe(`${'y'.repeat(60)}...`);
  });

  it('counts characters, never cutting an emoji in half, and makes line breaks spaces', () => {
    const title = conversationTitle({ message: `${'🔨'.repeat(59)}ab` });
    expect(Array.from(title.replace(/\.\.\.$/, ''))).toHaveLength(60);
    expect(title.endsWith('🔨a...')).toBe(true);
    expect(conversationTitle({ message: 'Deck\n\nquestion' })).toBe('Deck question');
  });

  it("is 'Image: {filename}' for an image-only first message", () => {
    expect(conversationTitle({ message: '  ', imageName: 'cracked-tile.jpg' })).toBe('Image: cracked-tile.jpg');
    expect(conversationTitle({ message: 'What is this?', imageName: 'a.jpg' })).toBe('What is this?');
  });

  it('falls back to New Chat when there is neither text nor an image name', () => {
    expect(conversationTitle({})).toBe(DEFAULT_CONVERSATION_TITLE);
  });
});

describe('keyword triggers (spec §9)', () => {
  it.each(MATERIALS_WORDS)('refreshes the materials lists for "%s"', (word) => {
    expect(mentionsMaterials(`Can you make a ${word} for the deck?`)).toBe(true);
  });

  it.each(INVOICE_WORDS)('shows the invoice hint for "%s"', (word) => {
    expect(mentionsInvoice(`I need help with ${word.toUpperCase()} for a client`)).toBe(true);
  });

  it.each([
    ['the billboard fell over', 'invoice'],
    ['that line is unquoted', 'invoice'],
    ['how deep should footings be?', 'invoice'],
    ['what is the rcd rule?', 'materials'],
    ['material girl', 'materials'],
  ])('does not trigger on "%s" (%s)', (text, which) => {
    expect(which === 'invoice' ? mentionsInvoice(text) : mentionsMaterials(text)).toBe(false);
  });

  it('matches plurals and words split across a line break', () => {
    expect(mentionsMaterials('two checklists please')).toBe(true);
    expect(mentionsMaterials('shopping\nlist')).toBe(true);
  });
});
