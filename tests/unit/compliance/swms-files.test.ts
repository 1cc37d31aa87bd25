import { describe, expect, it } from 'vitest';
import { unzipSync, strFromU8 } from 'fflate';
import { swmsPdfModel } from '../../../src/domain/compliance/swms-pdf';
import { renderSwmsPdf } from '../../../src/domain/documents/pdf/compliance';
import { renderSwmsDocx } from '../../../src/domain/documents/docx/compliance';
import { suggestedRows, type SwmsContent } from '../../../src/domain/compliance/swms';

const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const content = (plant: string): SwmsContent => ({
  title: 'Roof access',
  work: 'Switchboard upgrade',
  categories: ['fall', 'energised-electrical'],
  siteAddress: '27 Pakington St',
  principalContractor: 'Bayside Builders',
  principalContractorEmail: '',
  emergencyContacts: '000',
  ppe: 'Harness',
  plant,
  rows: suggestedRows(['fall']),
  reviewDate: '2027-11-25',
});
const versions = [
  { id: 'a', swmsId: 's', version: 1, content: content('Ladder'), createdAt: '2026-11-25T01:00:00Z' },
  { id: 'b', swmsId: 's', version: 2, content: content('EWP'), createdAt: '2026-11-26T01:00:00Z' },
];
const signOns = [
  { versionId: 'a', name: 'Sam Lee', signedOn: '2026-11-25', signature: PNG },
  { versionId: 'a', name: 'Jo Park', signedOn: '2026-11-25', signature: PNG },
  { versionId: 'b', name: 'Sam Lee', signedOn: '2026-11-26', signature: PNG },
];

describe('SWMS files for the principal contractor', () => {
  it('the model lists every version with its own sign-ons and who still has to sign', () => {
    const m = swmsPdfModel('Coastline Electrical', versions, signOns)!;
    expect(m.version).toBe(2);
    expect(m.versions.map((v) => v.signOns.map((s) => s.name))).toEqual([['Sam Lee', 'Jo Park'], ['Sam Lee']]);
    expect(m.stillToSign).toEqual(['Jo Park']);
    expect(m.categories[0]?.source).toContain('more than 2 metres');
  });
  it('renders a PDF and a Word file with the hazards, versions and sign-ons', async () => {
    const m = swmsPdfModel('Coastline Electrical', versions, signOns)!;
    const pdf = await renderSwmsPdf(m);
    expect(new TextDecoder().decode(pdf.subarray(0, 5))).toBe('%PDF-');
    const docx = unzipSync(await renderSwmsDocx(m));
    const xml = strFromU8(docx['word/document.xml']!);
    expect(xml).toContain('Safe Work Method Statement: Roof access');
    expect(xml).toContain('Still to sign version 2: Jo Park');
    expect(xml).toContain('Version 1 (25/11/2026) - superseded');
    expect(xml).toMatch(/Eliminate: /);
  });
});
