/** Issue 18: plain status words everywhere a person reads them, and invoice cards dated by the invoice date. */
import { describe, expect, it } from 'vitest';
import { renderDocx, renderPdf } from '../../../src/domain/documents';
import { statusLabel } from '../../../src/app/ui/StatusBadge';
import { invoiceDoc } from '../../../src/features/documents/hub/model';
import type { InvoiceRow } from '../../../src/features/documents/records/invoice-queries';
import { makeInvoice } from './builders';
import { docxText } from './docx-text';
import { pdfText } from './pdf-text';

describe('status words and invoice dates', () => {
  it('never shows a stored word such as part_paid on a badge, a PDF or a Word file', async () => {
    for (const s of ['draft', 'sent', 'viewed', 'accepted', 'rejected', 'part_paid', 'paid', 'overdue', 'some_new_state'])
      expect(statusLabel(s)).not.toMatch(/_|^[a-z]/);
    expect(statusLabel('part_paid')).toBe('Part paid');
    const model = makeInvoice({ status: 'part_paid' });
    const pdf = await pdfText(await renderPdf(model));
    expect(pdf).toContain('Part paid');
    expect(pdf).not.toMatch(/part_paid|Part_paid/i);
    expect(docxText(await renderDocx(model)).text).not.toMatch(/part_paid/i);
  });

  it('dates an invoice card by its invoice date, not the day the record was made', () => {
    const inv = {
      id: 'i1',
      invoiceNumber: 'INV-0003',
      customerName: 'Jo',
      customerEmail: '',
      title: 'Work',
      totalCents: 1000,
      status: 'sent',
      invoiceDate: '2026-10-01',
      dueDate: '2026-10-15',
      payments: [],
      createdAt: '2026-11-20T03:00:00.000Z',
    } as unknown as InvoiceRow;
    expect(invoiceDoc(inv, '2026-10-02').issueDate).toBe('2026-10-01');
  });
});
