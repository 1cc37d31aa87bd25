import { useNavigate } from 'react-router-dom';
import { toast, toastError, toastFailure } from '../../../app/toast/store';
import { COMPANY_SETUP_REQUIRED } from '../../../domain/schemas/documents';
import { deleteInvoice } from '../records/invoice-mutations';
import type { InvoiceRow } from '../records/invoice-queries';
import { taxInvoiceProblems } from '../records/invoice-tax';
import { approveQuote, convertQuote, deleteQuote } from '../records/quote-mutations';
import type { QuoteRow } from '../records/quote-queries';
import { DELETE_FAILED, UPDATE_FAILED, type HubContext } from './context';

const failed = (what: string, err: unknown, t: { title: string; description: string }) => toastFailure(what, err, t.title, t.description);

/** The estimates screen's actions (spec §4), each one write to the device and the outbox. */
export function useHubActions(ctx: HubContext) {
  const navigate = useNavigate();
  return {
    async approveEstimate(q: QuoteRow) {
      try {
        await approveQuote(ctx.userId, q);
        toast({ title: 'Estimate Accepted', description: 'You can now convert it to an invoice.' });
      } catch (err) {
        failed('Mark accepted', err, UPDATE_FAILED);
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

    /** Before the Send dialog opens: false (with the reason shown) when the tax invoice is not complete yet. */
    invoiceSendable(inv: InvoiceRow): boolean {
      if (!ctx.records.company) {
        toastError(COMPANY_SETUP_REQUIRED.title, COMPANY_SETUP_REQUIRED.description);
        return false;
      }
      const problems = taxInvoiceProblems(inv, ctx.records);
      if (problems.length > 0) {
        const more = problems.length > 1 ? ` (and ${problems.length - 1} more: open the invoice to see them)` : '';
        toastError('Cannot Send Yet', `${problems[0].message}${more}`);
        return false;
      }
      return true;
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
