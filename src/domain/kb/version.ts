import { KB_ENTRIES } from './entries/index';

/** FNV-1a, 32-bit: enough to tell two builds of the entries apart. */
function fnv1a(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, '0');
}

/** Changes whenever any entry changes, so cached answers and UI badges can tell. */
export const knowledgeBaseVersion = `kb-${KB_ENTRIES.length}-${fnv1a(JSON.stringify(KB_ENTRIES))}`;
