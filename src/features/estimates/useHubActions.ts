import { useNavigate } from 'react-router-dom';
import { toast, toastError } from '../../app/toast/store';
import { COMPANY_SETUP_REQUIRED } from '../../domain/schemas/documents';
import { deleteInvoice, sendInvoice } from '../invoices/mutations';
import type { InvoiceRow } from '../invoices/queries';
import { taxInvoiceProblems } from '../invoices/tax';
import { approveQuote, convertQuote, deleteQuote, sendQuote } from '../quotes/mutations';
import type { QuoteRow } from '../quotes/queries';
import { DELETE_FAILED, UPDATE_FAILED, type HubContext } from './context';

function failed(what: string, err: unknown, t: { title: string; description: string }) {
  console.error(`${what} failed`, err);
  toastError(t.title, t.description);
}

const whenOnline = () => (navigator.onLine ? '' : " when you're back online");

/** The estimates screen's actions (spec §4), each one write to the device and the outbox. */
export function useHubActions(ctx: HubContext) {
  const navigate = useNavigate();
  return {
    async sendEstimate(q: QuoteRow) {
      try {
        await sendQuote(ctx.userId, q.id);
        toast({
          title: 'Estimate Sent',
          description: q.clientEmail
            ? `The PDF will be emailed to ${q.clientEmail}${whenOnline()}.`
            : 'Marked as sent. Add a client email to have it emailed.',
        });
      } catch (err) {
        failed('Send', err, UPDATE_FAILED);
      }
    },

    async approveEstimate(q: QuoteRow) {
      try {
        await approveQuote(ctx.userId, q);
        toast({ title: 'Estimate Approved', description: 'You can now convert it to an invoice.' });
      } catch (err) {
        failed('Approve', err, UPDATE_FAILED);
      }
    },

    /** The estimate stays, linked to the new draft invoice, which opens for checking. */
    async convertEstimate(q: QuoteRow) {
      toast({ title: 'Converting to Invoice' });
      try {
        const invoiceId = await convertQuote(
          ctx.userId,
          q.id,
          ctx.invoices.map((i) => i.invoiceNumber),
        );
        navigate(`/invoice-generator?edit=${invoiceId}`);
      } catch (err) {
        failed('Convert', err, UPDATE_FAILED);
      }
    },

    /** ATO: a tax invoice is not sent until it carries what the law asks for (from $1,000, the buyer's identity). */
    async sendInvoice(inv: InvoiceRow) {
      if (!ctx.records.company) return toastError(COMPANY_SETUP_REQUIRED.title, COMPANY_SETUP_REQUIRED.description);
      const problems = taxInvoiceProblems(inv, ctx.records);
      if (problems.length > 0) {
        const more = problems.length > 1 ? ` (and ${problems.length - 1} more: open the invoice to see them)` : '';
        return toastError('Cannot Send Yet', `${problems[0].message}${more}`);
      }
      try {
        await sendInvoice(ctx.userId, inv.id);
        toast({
          title: 'Invoice Sent',
          description: inv.customerEmail
            ? `The PDF will be emailed to ${inv.customerEmail}${whenOnline()}.`
            : 'Marked as sent. Add a customer email to have it emailed.',
        });
      } catch (err) {
        failed('Send', err, UPDATE_FAILED);
      }
    },

    async remove(target: { type: 'estimate' | 'invoice'; id: string }) {
      try {
        if (target.type === 'estimate') await deleteQuote(ctx.userId, target.id);
        else await deleteInvoice(ctx.userId, target.id);
        toast({ title: 'Deleted Successfully' });
      } catch (err) {
        failed('Delete', err, DELETE_FAILED);
      }
    },
  };
}

export type HubActions = ReturnType<typeof useHubActions>;
