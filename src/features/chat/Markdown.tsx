import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { markdownToHtml } from './markdown';

// Every link that leaves the app opens in a new tab with no handle back to this page, whatever produced it.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A') {
    const href = node.getAttribute('href') ?? '';
    if (/^(https?:|mailto:|tel:)/i.test(href)) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  }
});

const PURIFY = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['img', 'style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'svg', 'math', 'video', 'audio'],
  ADD_ATTR: ['target'],
};

/** Untrusted Markdown → sanitised HTML (see markdown.ts for the first guard). */
export function renderMarkdown(markdown: string): string {
  return DOMPurify.sanitize(markdownToHtml(markdown), PURIFY);
}

export function Markdown({ text, className }: { text: string; className?: string }) {
  const html = useMemo(() => renderMarkdown(text), [text]);
  return <div className={`chat-md ${className ?? ''}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
