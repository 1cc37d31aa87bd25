import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_STATUS } from '../../../src/domain/error-codes';
import { ERROR_SENTENCES, errorSentence } from '../../../src/domain/error-sentences';
import { ApiError, errorMessage, NetworkError } from '../../../src/data/api';

const root = path.resolve(__dirname, '../../..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((d) => {
    const rel = path.join(dir, d.name);
    if (d.isDirectory()) return sourceFiles(rel);
    return /\.ts$/.test(d.name) ? [rel] : [];
  });
}

/**
 * Every code the API's source can put in an answer: thrown as an AppError, written into an error body by hand
 * (`{ error: { code: … } }`), or given to a refused synced change (`{ code: …, message }`), plus the status table.
 */
function codesTheApiSends(): Set<string> {
  const codes = new Set<string>(Object.keys(ERROR_STATUS));
  for (const file of sourceFiles('api')) {
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    for (const m of text.matchAll(/new AppError\(\s*'([A-Z_]+)'/g)) codes.add(m[1]);
    for (const m of text.matchAll(/\bcode: '([A-Z][A-Z_]+)'/g)) codes.add(m[1]);
  }
  return codes;
}

describe('error sentences: one table from the code to what a tradie reads', () => {
  it('has a sentence for every code the API can send', () => {
    const codes = codesTheApiSends();
    // the scan finds what it should (it is not vacuous)
    expect(codes).toContain('VALUE_REFUSED');
    expect(codes).toContain('NOT_FOUND');
    const missing = [...codes].filter((code) => !ERROR_SENTENCES[code as keyof typeof ERROR_SENTENCES]?.text.trim());
    expect(missing, 'codes without a sentence in src/domain/error-sentences.ts').toEqual([]);
  });

  it('sentences are whole sentences, not codes or statuses', () => {
    for (const [code, { text }] of Object.entries(ERROR_SENTENCES)) {
      expect(text, code).toMatch(/^[A-Z]/);
      expect(text, code).not.toMatch(/\b[A-Z]{2,}_[A-Z_]+\b|\b[45]\d\d\b/);
    }
  });

  it('a technical server message gives way to the sentence; a case the server names (which field) is kept', () => {
    expect(errorSentence('NOT_FOUND', 'No API route for GET /api/nope')).toBe(ERROR_SENTENCES.NOT_FOUND.text);
    expect(errorSentence('UNAUTHORIZED', 'Unauthorized: no session')).toBe("You're signed out. Please sign in again.");
    expect(errorSentence('VALIDATION_FAILED', 'email: Please enter a valid email address')).toBe(
      'email: Please enter a valid email address',
    );
    expect(errorSentence('RATE_LIMITED')).toBe(ERROR_SENTENCES.RATE_LIMITED.text);
    // not the API's error shape: the screen says what failed
    expect(errorSentence(undefined, 'Bad gateway')).toBeNull();
    expect(errorSentence('SOMETHING_ELSE')).toBeNull();
  });

  it('errorMessage, which every screen shows an API error through, reads the table', () => {
    expect(errorMessage(new ApiError(404, '{}', 'NOT_FOUND', 'Quote not found'), 'Could not open it')).toBe(ERROR_SENTENCES.NOT_FOUND.text);
    expect(errorMessage(new ApiError(502, '<html>', undefined, undefined), 'Could not open it')).toBe('Could not open it');
    expect(errorMessage(new NetworkError(new TypeError('Failed to fetch')), 'Could not open it')).toBe(ERROR_SENTENCES.OFFLINE.text);
  });
});
