import { TAX_INVOICE_SOURCE_URL, type TaxInvoiceProblem } from '../../../domain/tax-invoice';

/** ATO tax invoice rules still unmet; the invoice can be saved as a draft, but not sent until they are. */
export function TaxInvoiceChecklist({ problems }: { problems: readonly TaxInvoiceProblem[] }) {
  if (problems.length === 0) return null;
  return (
    <section className="card banner-info" role="status" aria-labelledby="tax-check-h">
      <h2 id="tax-check-h">Before you send this tax invoice</h2>
      <ul className="tax-problems">
        {problems.map((p) => (
          <li key={p.code + p.field}>{p.message}</li>
        ))}
      </ul>
      <a className="small" href={TAX_INVOICE_SOURCE_URL} target="_blank" rel="noreferrer">
        ATO: tax invoice requirements
      </a>
    </section>
  );
}
