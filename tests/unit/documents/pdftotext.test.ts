/**
 * Cross-check with a real PDF reader (poppler's pdftotext): proves the text is selectable and in reading
 * order for people copying from the document, not only that our own extractor finds it.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { renderPdf } from '../../../src/domain/documents';
import { makeInvoice, makeLine } from './builders';

function hasPdftotext(): boolean {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

const available = hasPdftotext();
const dir = mkdtempSync(join(tmpdir(), 'docs-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function readWithPoppler(bytes: Uint8Array): string {
  const file = join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

describe.skipIf(!available)('PDF text as a PDF reader sees it (skipped: pdftotext from poppler-utils is not installed)', () => {
  it('reads the tax invoice heading, seller, ABN, GST and total', async () => {
    const text = readWithPoppler(await renderPdf(makeInvoice()));
    expect(text).toContain('Tax Invoice');
    expect(text).toContain('Coastline Plumbing Pty Ltd');
    expect(text).toContain('ABN 53 004 085 616');
    expect(text).toMatch(/GST \(10%\)\s+\$236\.20/);
    expect(text).toMatch(/Total \(incl\. GST\)\s+\$2,598\.20/);
  });

  it('reads "Page 1 of N" on a 100-line invoice', async () => {
    const lines = Array.from({ length: 100 }, (_, i) => makeLine(`Fitting ${i + 1}`, 1, 1000));
    const text = readWithPoppler(await renderPdf(makeInvoice({ lines })));
    expect(text).toMatch(/Page 1 of \d+/);
  });
});
