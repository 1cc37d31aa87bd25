/**
 * Assistant answers are Markdown from a model or the knowledge base, so they are untrusted text. This first step
 * (marked) never lets HTML through: raw HTML in the answer is shown as text, links go only to http(s), mailto and
 * tel addresses and open in a new tab without access to this page (rel noopener), and images become plain links
 * (no request to a third-party server just by reading an answer). Markdown.tsx then runs DOMPurify over the result
 * as a second, independent guard.
 */
import { Marked, type Tokens } from 'marked';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c]);

/** The address a link may point at, or null. Relative paths stay in the app (e.g. /materials). */
export function safeHref(href: string | null | undefined): string | null {
  const h = (href ?? '').trim();
  if (!h) return null;
  if (/^\/(?!\/)/.test(h) || h.startsWith('#')) return h;
  try {
    const url = new URL(h);
    return ['http:', 'https:', 'mailto:', 'tel:'].includes(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

const marked = new Marked({
  gfm: true,
  breaks: true,
  renderer: {
    html({ text }: Tokens.HTML | Tokens.Tag) {
      return escapeHtml(text);
    },
    link(this: { parser: { parseInline(t: Tokens.Link['tokens']): string } }, token: Tokens.Link) {
      const inner = this.parser.parseInline(token.tokens);
      const href = safeHref(token.href);
      if (!href) return inner;
      const title = token.title ? ` title="${escapeHtml(token.title)}"` : '';
      const external = !href.startsWith('/') && !href.startsWith('#');
      const target = external ? ' target="_blank" rel="noopener noreferrer"' : '';
      return `<a href="${escapeHtml(href)}"${title}${target}>${inner}</a>`;
    },
    image({ href, text }: Tokens.Image) {
      const safe = safeHref(href);
      const label = escapeHtml(text || 'image');
      return safe ? `<a href="${escapeHtml(safe)}" target="_blank" rel="noopener noreferrer">${label}</a>` : label;
    },
  },
});

/** Markdown → HTML with the rules above. Not yet sanitised: use renderMarkdown in Markdown.tsx for the screen. */
export function markdownToHtml(markdown: string): string {
  return marked.parse(markdown, { async: false }) as string;
}
