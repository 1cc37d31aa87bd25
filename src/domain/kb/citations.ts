import type { Grade, KbEntry, Source } from './types';

export interface Citation {
  n: number;
  title: string;
  url: string;
  grade: Grade;
}

export const GRADE_LABELS: Record<Grade, string> = {
  A: 'official source',
  B: 'industry or legal source',
  C: 'secondary source, confirm elsewhere',
};

/** "qbcc.qld.gov.au › when you need licence" — readable without inventing a page title. */
export function labelForUrl(url: string): string {
  try {
    const u = new URL(url);
    const host = u.hostname.replace(/^www\./, '');
    const last = u.pathname.split('/').filter(Boolean).at(-1) ?? '';
    let tail = last;
    try {
      tail = decodeURIComponent(last);
    } catch {
      // a malformed escape in an old URL: show it as stored
    }
    tail = tail
      .replace(/\.(html?|aspx|page|php|jsp)$/i, '')
      .replace(/[-_+]+/g, ' ')
      .trim()
      .slice(0, 60);
    return tail ? `${host} › ${tail}` : host;
  } catch {
    return url;
  }
}

/** Numbers sources in the order an answer first cites them; one number per URL. */
export class CitationList {
  readonly list: Citation[] = [];
  private readonly byUrl = new Map<string, Citation>();

  cite(source: Source): number {
    const known = this.byUrl.get(source.url);
    if (known) return known.n;
    const c: Citation = {
      n: this.list.length + 1,
      title: (source.title ?? labelForUrl(source.url)).replace(/[[\]]/g, ''),
      url: source.url,
      grade: source.grade,
    };
    this.byUrl.set(source.url, c);
    this.list.push(c);
    return c.n;
  }

  /** "[1][2]" for an entry's main and supporting sources. */
  markers(entry: KbEntry): string {
    return [entry.source, ...(entry.alsoSources ?? [])].map((s) => `[${this.cite(s)}]`).join('');
  }

  /** Forgets every source cited after the first `n` (a line worked out and then not shown cites nothing). */
  keepFirst(n: number): void {
    for (const c of this.list.splice(n)) this.byUrl.delete(c.url);
  }

  /** Markdown numbered list with links and grades. */
  toMarkdown(): string {
    return this.list.map((c) => `${c.n}. [${c.title}](${c.url}) — grade ${c.grade}, ${GRADE_LABELS[c.grade]}`).join('\n');
  }
}
