import { Link } from 'react-router-dom';
import { GENERAL_INFO_NOTICE, type AuState, type ThresholdResult } from '../../../domain/thresholds';

/**
 * The rule rows that apply to this quote or invoice (the same rows, read by `residentialPrompts`): for residential building work the state's contract, deposit cap, warranty
 * insurance and cooling-off rows; for the trade and the work, the compliance certificate rows (a VIC plumber's gas
 * hot-water job: certificate over $750 and for gas work at any value, lodged within 5 days). Each with its source; a
 * deposit over the cap blocks saving.
 */
export function CompliancePanel({
  doc = 'quote',
  state,
  result,
  residential,
  onResidential,
  offSite,
  onOffSite,
}: {
  /** Which document the panel sits on: its prompts read "on this invoice" there. */
  doc?: 'quote' | 'invoice';
  state: AuState | null;
  result: ThresholdResult | null;
  residential: boolean;
  onResidential: (v: boolean) => void;
  offSite: boolean;
  onOffSite: (v: boolean) => void;
}) {
  return (
    <section className="card stack compliance" aria-labelledby="compliance-h">
      <h2 id="compliance-h">Compliance{state ? ` (${state})` : ''}</h2>
      <label className="check">
        <input type="checkbox" checked={residential} onChange={(e) => onResidential(e.target.checked)} />
        <span>Residential building work</span>
      </label>
      {state === 'QLD' && residential && (
        <label className="check">
          <input type="checkbox" checked={offSite} onChange={(e) => onOffSite(e.target.checked)} />
          <span>More than half the work is done off-site</span>
        </label>
      )}
      {!state ? (
        <p className="muted small">
          Set your state on your <Link to="/profile">profile</Link> to see the rules that apply to this {doc}.
        </p>
      ) : !result || result.prompts.length === 0 ? (
        <p className="muted small">
          {residential
            ? 'No state thresholds apply at this price. Add items to check again.'
            : `No residential building prompts for this ${doc}.`}
        </p>
      ) : (
        <>
          {result.depositProblem && (
            <p className="banner banner-danger" role="alert">
              {result.depositProblem.message}{' '}
              <a href={result.depositProblem.sourceUrl} target="_blank" rel="noreferrer">
                Source
              </a>
            </p>
          )}
          <ul className="list compliance-list" aria-label="Compliance prompts">
            {result.prompts.map((p) => (
              <li key={p.ruleId} className="compliance-item">
                <p>{onThis(p.message, doc)}</p>
                {p.cautionNote && <p className="small compliance-caution">Check: {p.cautionNote}</p>}
                <a className="small" href={p.sourceUrl} target="_blank" rel="noreferrer">
                  Source
                  <span className="sr-only"> for: {onThis(p.message, doc)}</span>
                </a>
              </li>
            ))}
          </ul>
          <p className="hint">{GENERAL_INFO_NOTICE}</p>
        </>
      )}
    </section>
  );
}

/** The prompts are worded for a quote ("… $500.00 on this quote."); on an invoice they read "on this invoice". */
function onThis(message: string, doc: 'quote' | 'invoice'): string {
  return doc === 'quote' ? message : message.replace(/ on this quote\b/g, ` on this ${doc}`);
}
