/**
 * The "how to pay" block of an invoice's customer page (issue 23): the amount owing, PayID, bank details and the
 * payment reference, each with a Copy button (the reference is what the tradie's bank matching looks for first), and
 * "Pay by card" only when card payments are configured. The values and words are src/domain/documents/pay-block.ts's,
 * the same as on the PDF, the Word file and in the emails. Self-contained: public-page.ts places it, nothing else.
 */
import type { PricedDocModel } from '../../src/domain/documents';
import { payBlock } from '../../src/domain/documents/pay-block';
import { esc } from './public-page';

/** The sentence the page shows beside the card button: the business absorbs the card fee, it is never added. */
export const NO_SURCHARGE = 'No card surcharge: the card fee is never added to what you pay.';

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
}): string {
  const block = payBlock(opts.model, opts.owingCents);
  const rows = block.values
    .map(
      (v) =>
        `<dt>${esc(v.label)}</dt><dd class="row" style="justify-content:space-between"><span>${esc(v.shown)}</span>` +
        `<button type="button" class="btn" style="min-height:36px;padding:.3rem .7rem" data-copy="${esc(v.copy)}" data-label="${esc(v.label)}" aria-label="Copy ${esc(v.label)}">Copy</button></dd>`,
    )
    .join('');
  const card = opts.cardEnabled
    ? `<form method="post" action="${opts.base}/card" style="margin-top:.75rem"><button type="submit" class="btn btn-primary">Pay by card</button>
<p class="small muted">${esc(NO_SURCHARGE)}</p></form>`
    : '';
  const returned = opts.cardReturned
    ? `<p class="banner ok" role="status">Thank you. Your card payment is being confirmed; this page shows it as paid once the bank confirms it.</p>`
    : '';
  return `<section class="card" aria-labelledby="pay-h">${returned}<h2 id="pay-h">${esc(block.heading)}</h2>
<p>${esc(block.sentence)}</p>
<dl>${rows}</dl><p id="pay-copied" role="status" class="small muted"></p>${card}</section><script>${COPY_SCRIPT}</script>`;
}
