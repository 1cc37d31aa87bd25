import { deviceTimeZone } from '../../../domain/dates';
/**
 * The Create Invoice dialog's two actions. Download PDF asks the server (POST /api/chat-invoice/pdf, the same renderer
 * as every document) and, with no connection, makes the same PDF on the device. Save stores a draft invoice through
 * the outbox (invoice.create), so it works offline and reaches the server once.
 */
import { apiFetch, downloadBlob, NetworkError } from '../../../data/api';
import type { ChatInvoiceData, PreparedChatInvoice } from '../../../domain/chat/chat-invoice';
import { createInvoice, loadInvoiceModel, type BusinessRecords } from '../../documents';
import { invoiceFieldsFor } from '../invoice-form';
import { isUuid } from '../../../domain/ids';

function filenameFrom(disposition: string | null, fallback: string): string {
  const m = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition ?? '');
  return m ? decodeURIComponent(m[1]) : fallback;
}

async function devicePdf(inv: PreparedChatInvoice, records: BusinessRecords): Promise<void> {
  const [{ makeInvoiceModel }, docs] = await Promise.all([loadInvoiceModel(), import('../../../domain/documents')]);
  const model = await makeInvoiceModel(
    {
      ...inv,
      title: `Invoice for ${inv.customerName}`,
      items: inv.items.map((i, n) => ({ id: String(n), description: i.description, quantity: i.quantity, rateCents: i.rateCents })),
      customerAbn: null,
      status: 'draft',
      paidDate: null,
      paymentMethod: null,
    },
    records,
  );
  const bytes = await docs.renderPdf(model, { timeZone: deviceTimeZone() });
  await downloadBlob(new Blob([bytes as BlobPart], { type: docs.pdfMime }), docs.documentFilename(model, 'pdf'));
}

/** Returns where the PDF was made. */
export async function downloadChatInvoicePdf(
  data: ChatInvoiceData,
  inv: PreparedChatInvoice,
  records: BusinessRecords,
): Promise<'server' | 'device'> {
  if (navigator.onLine) {
    try {
      const res = await apiFetch('POST', '/api/chat-invoice/pdf', { invoiceData: data }, { headers: { accept: 'application/pdf' } });
      const blob = await res.blob();
      await downloadBlob(
        new Blob([blob], { type: 'application/pdf' }),
        filenameFrom(res.headers.get('content-disposition'), `Invoice_${inv.invoiceNumber}.pdf`),
      );
      return 'server';
    } catch (err) {
      if (!(err instanceof NetworkError)) throw err;
    }
  }
  await devicePdf(inv, records);
  return 'device';
}

export async function saveChatInvoice(
  userId: string,
  inv: PreparedChatInvoice,
  records: BusinessRecords,
): Promise<{ ok: true; id: string } | { ok: false; message: string }> {
  const companyId = records.company?.id && isUuid(records.company.id) ? records.company.id : null;
  const made = invoiceFieldsFor(inv, { companyId, newId: () => crypto.randomUUID() });
  if (!made.ok) return made;
  return { ok: true, id: await createInvoice(userId, made.fields) };
}
