/**
 * The "how to pay" block of an invoice's customer page (issue 23): the amount owing, PayID, bank details and the
 * payment reference, each with a Copy button (the reference is what the tradie's bank matching looks for first), and
 * "Pay by card" only when card payments are configured. The values and words are src/domain/documents/pay-block.ts's,
 * the same as on the PDF, the Word file and in the emails. Self-contained: public-page.ts places it, nothing else.
 */
import type { PricedDocModel } from '../../src/domain/documents';
import { formatCalendarDate } from '../../src/domain/documents/format';
import { payBlock } from '../../src/domain/documents/pay-block';
import { formatCents } from '../../src/domain/money';
import { isoToday, RULES, rulesFor } from '../../src/domain/rules';
import type { Rule } from '../../src/domain/rules/types';
import { esc } from './public-page';

/** The sentence the page shows beside the card button: the business absorbs the card fee, it is never added. */
export const NO_SURCHARGE = 'No card surcharge: the card fee is never added to what you pay.';

/**
 * The rule row behind that sentence, when the rule table has one: the national card-surcharge row in force on `date`
 * (topic 'surcharge'), never one flagged unverified. The table has none yet (no primary RBA source is on file,
 * docs/compliance/facts.md), so the page states the business's own policy and cites nothing; once a row is added the
 * page cites it — its id, its statement and its first official source — with no change here.
 */
export function surchargeRule(date: string, rules: readonly Rule[] = RULES): Rule | null {
  return rulesFor({ jurisdiction: 'AU', topic: 'surcharge', date }, rules).find((r) => !r.unverified && r.sources.length > 0) ?? null;
}

function citation(rule: Rule | null): string {
  if (!rule) return '';
  const source = rule.sources.find((s) => s.grade === 'A') ?? rule.sources[0];
  return ` <span data-rule-id="${esc(rule.id)}">${esc(rule.statement)} Source: <a href="${esc(source.url)}" rel="noopener">${esc(source.title)}</a>.</span>`;
}

/**
 * Copies a value, says so on the button and in the block's status line (read out by a screen reader; the button's
 * aria-label names it), and puts the button back 1.5 s after the last tap: a second tap within that time restarts the
 * wait (it once made "Copied" the button's lasting text). Old browsers without the async clipboard use a textarea.
 */
const COPY_SCRIPT = `document.addEventListener('click',function(e){var b=e.target.closest&&e.target.closest('button[data-copy]');if(!b)return;
var v=b.getAttribute('data-copy'),s=document.getElementById('pay-copied'),done=function(){b.textContent='Copied';if(s)s.textContent=b.getAttribute('data-label')+' copied';
clearTimeout(b._t);b._t=setTimeout(function(){b.textContent='Copy';},1500);};
if(navigator.clipboard&&navigator.clipboard.writeText){navigator.clipboard.writeText(v).then(done,function(){});}else{var i=document.createElement('textarea');i.value=v;document.body.appendChild(i);i.select();try{document.execCommand('copy');done();}catch(_){}i.remove();}});`;

export function payBlockHtml(opts: {
  model: Extract<PricedDocModel, { kind: 'invoice' }>;
  owingCents: number;
  base: string;
  cardEnabled: boolean;
  cardReturned: boolean;
  /** the invoice's due date (ISO): "Please pay $X by dd/mm/yyyy." as on the PDF */
  dueDate?: string | null;
  /** ISO date the page is shown (which surcharge rule row is in force); default today */
  date?: string;
  rules?: readonly Rule[];
}): string {
  const block = payBlock(opts.model, opts.owingCents);
  const rows = block.values
    .map(
      (v) =>
        // the value wraps inside its own box (a long PayID email breaks anywhere) so the Copy button stays beside it at 390 px
        `<dt>${esc(v.label)}</dt><dd class="row" style="justify-content:space-between;flex-wrap:nowrap"><span style="min-width:0;overflow-wrap:anywhere">${esc(v.shown)}</span>` +
        `<button type="button" class="btn" style="min-height:36px;padding:.3rem .7rem;flex-shrink:0" data-copy="${esc(v.copy)}" data-label="${esc(v.label)}" aria-label="Copy ${esc(v.label)}">Copy</button></dd>`,
    )
    .join('');
  const card = opts.cardEnabled
    ? `<form method="post" action="${opts.base}/card" style="margin-top:.75rem"><button type="submit" class="btn btn-primary">Pay by card</button>
<p class="small muted">${esc(NO_SURCHARGE)}${citation(surchargeRule(opts.date ?? isoToday(), opts.rules))}</p></form>`
    : '';
  const returned = opts.cardReturned
    ? `<p class="banner ok" role="status">Thank you. Your card payment is being confirmed; this page shows it as paid once the bank confirms it.</p>`
    : '';
  return `<section class="card" aria-labelledby="pay-h">${returned}<h2 id="pay-h">${esc(block.heading)}</h2>
${opts.dueDate ? `<p>${esc(`Please pay ${formatCents(opts.owingCents)} by ${formatCalendarDate(opts.dueDate)}.`)}</p>` : ''}<p>${esc(block.sentence)}</p>
<dl>${rows}</dl><p id="pay-copied" role="status" class="small muted"></p>${card}</section><script>${COPY_SCRIPT}</script>`;
}
