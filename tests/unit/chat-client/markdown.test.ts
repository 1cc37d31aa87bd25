import { describe, expect, it } from 'vitest';
import { markdownToHtml, safeHref } from '../../../src/features/chat/markdown';

describe('assistant markdown', () => {
  it('shows raw HTML as text instead of running it', () => {
    const html = markdownToHtml('Hi <script>alert(1)</script>\n\n<img src=x onerror=alert(1)>');
    expect(html).not.toMatch(/<script|<img/i);
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('opens source links in a new tab without a handle back to the app', () => {
    const html = markdownToHtml('1. [qbcc.qld.gov.au › licence](https://qbcc.qld.gov.au/licences?a=1&b=2)');
    expect(html).toContain(
      '<a href="https://qbcc.qld.gov.au/licences?a=1&amp;b=2" target="_blank" rel="noopener noreferrer">qbcc.qld.gov.au › licence</a>',
    );
  });

  it('drops javascript: and data: links but keeps their text', () => {
    const html = markdownToHtml('[click](javascript:alert(1)) and [img](data:text/html;base64,PHNjcmlwdD4=)');
    expect(html).not.toContain('href');
    expect(html).toContain('click');
  });

  it('keeps links inside the app in the same tab', () => {
    expect(markdownToHtml('[your lists](/materials)')).toContain('<a href="/materials">your lists</a>');
  });

  it('turns images into links so reading an answer never fetches a stranger’s server', () => {
    const html = markdownToHtml('![tracker](https://evil.example/pixel.png)');
    expect(html).not.toContain('<img');
    expect(html).toContain('href="https://evil.example/pixel.png"');
  });

  it('renders the tables and bold text the built-in answers use', () => {
    const html = markdownToHtml('**$4,000 in QLD → yes**\n\n| Item | Qty |\n|---|---:|\n| Tiles | 8 |');
    expect(html).toContain('<strong>$4,000 in QLD → yes</strong>');
    expect(html).toMatch(/<table>[\s\S]*<td>Tiles<\/td>/);
  });

  it.each([
    ['https://a.gov.au/x', 'https://a.gov.au/x'],
    ['mailto:help@example.com', 'mailto:help@example.com'],
    ['tel:0412345678', 'tel:0412345678'],
    ['/chat-history', '/chat-history'],
    ['//evil.example/x', null],
    ['vbscript:msgbox', null],
    ['  ', null],
  ])('allows %s as a link target → %s', (input, expected) => {
    expect(safeHref(input)).toBe(expected);
  });
});
