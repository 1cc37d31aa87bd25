/** Conversation titles (spec §9 Chat). */

export const TITLE_MAX_CHARS = 60;
export const DEFAULT_CONVERSATION_TITLE = 'New Chat';

/**
 * The first message, truncated to 60 characters plus '...'; an image-only first message is 'Image: {filename}'.
 * Characters are counted as code points so an emoji is never cut in half, and line breaks become spaces because a
 * title is one line in the sidebar and on the history cards.
 */
export function conversationTitle(first: { message?: string | null; imageName?: string | null }): string {
  const text = (first.message ?? '').replace(/\s+/g, ' ').trim();
  if (text) {
    const chars = Array.from(text);
    if (chars.length <= TITLE_MAX_CHARS) return text;
    return `${chars.slice(0, TITLE_MAX_CHARS).join('').trimEnd()}...`;
  }
  const name = (first.imageName ?? '').trim();
  if (name) return `Image: ${name}`;
  return DEFAULT_CONVERSATION_TITLE;
}
