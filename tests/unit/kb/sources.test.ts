import { describe, expect, it } from 'vitest';
import { KB_ENTRIES } from '../../../src/domain/kb/entries/index';
import { RULES } from '../../../src/domain/rules/index';
import { isOfficialUrl, refusedKind } from '../../../src/domain/rules/official';

const entrySources = KB_ENTRIES.flatMap((e) => [e.source, ...(e.alsoSources ?? [])].map((s) => ({ id: e.id, ...s })));
const ruleSources = RULES.flatMap((r) => r.sources.map((s) => ({ id: r.id, ...s })));

describe('sources a tradie can trust', () => {
  it('the official list: government, legislation registers, ABCB, AustLII, Standards Australia — not look-alikes', () => {
    for (const u of [
      'https://www.fairtrading.nsw.gov.au/x',
      'https://legislation.nsw.gov.au/view/html/inforce/current/act-1989-147',
      'https://ncc.abcb.gov.au/homeowners',
      'http://classic.austlii.edu.au/au/legis/sa/consol_reg/whasr2012327/s299.html',
      'https://www.standards.org.au/',
    ])
      expect(isOfficialUrl(u), u).toBe(true);
    for (const u of [
      'https://circlessedonacontain.pages.dev/448045.html',
      'https://www.miragenews.com/bpc-building-technical-bulletin-1493964',
      'https://austlii.community/x',
      'https://gov.au.example.com/x',
      'https://www.hia.com.au/x',
    ])
      expect(isOfficialUrl(u), u).toBe(false);
  });

  it('refuses mirrors, document-sharing sites, IP addresses, package registries and software docs', () => {
    for (const u of [
      'https://circlessedonacontain.pages.dev/1.html',
      'https://pdfslide.us/documents/x.html',
      'https://vdocument.in/x',
      'https://www.scribd.com/document/1',
      'http://98.84.174.130/x',
      'https://pypi.org/project/ABN/',
      'https://docs.rs/abn_validator',
      'https://docs.oracle.com/en/x',
    ])
      expect(refusedKind(u), u).not.toBeNull();
    expect(refusedKind('https://www.qbcc.qld.gov.au/x')).toBeNull();
  });

  it.each([
    ['knowledge-base entries', entrySources],
    ['rule rows', ruleSources],
  ])('%s: grade A only on an official domain, and no refused kind of site', (_name, sources) => {
    const badA = sources.filter((s) => s.grade === 'A' && !isOfficialUrl(s.url)).map((s) => `${s.id}: ${s.url}`);
    const refused = sources.filter((s) => refusedKind(s.url)).map((s) => `${s.id}: ${s.url} (${refusedKind(s.url)})`);
    expect(badA).toEqual([]);
    expect(refused).toEqual([]);
  });

  it('an entry with no official source says so in its caution', () => {
    const unflagged = KB_ENTRIES.filter(
      (e) => e.topic !== 'gap' && ![e.source, ...(e.alsoSources ?? [])].some((s) => isOfficialUrl(s.url)) && !e.caution,
    ).map((e) => e.id);
    expect(unflagged).toEqual([]);
  });

  it('a rule row with only explainers carries a caution; explainers are never graded A', () => {
    for (const r of RULES) {
      for (const s of r.sources) if (s.explainer) expect(s.grade, r.id).not.toBe('A');
      if (!r.sources.some((s) => s.grade === 'A')) expect(r.caution, r.id).toBeTruthy();
    }
  });
});
