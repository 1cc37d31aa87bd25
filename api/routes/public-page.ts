/**
 * The customer's page of a quote or invoice, as server-rendered HTML (issue 12): no app bundle, a few KB of CSS and a
 * small inline script for the signature pad, so it opens fast on any phone browser. The document part is built from
 * the same content as the PDF (src/domain/documents/content.ts), so the page says what the PDF says.
 */
import { pricedContent, ELECTRONIC_SIGNING_CONSENT, type PricedContent } from '../../src/domain/documents/content';
import type { PricedDocModel } from '../../src/domain/documents';
import { formatCents } from '../../src/domain/money';
import { shortHash } from '../../src/domain/documents/revision';

export const esc = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

const CSS = `
*{box-sizing:border-box}body{margin:0;font:16px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1c1917;background:#f5f5f4}
main{max-width:720px;margin:0 auto;padding:1rem}
.card{background:#fff;border:1px solid #e7e5e4;border-radius:12px;padding:1rem;margin:0 0 1rem}
h1{font-size:1.4rem;margin:.2rem 0}h2{font-size:1.1rem;margin:0 0 .5rem}
.muted{color:#57534e}.small{font-size:.88rem}
.biz{display:flex;gap:.75rem;align-items:center}.biz img{max-height:56px;max-width:160px;object-fit:contain}
table{width:100%;border-collapse:collapse;font-size:.92rem}th,td{padding:.4rem .3rem;border-bottom:1px solid #e7e5e4;text-align:left;vertical-align:top}
td.r,th.r{text-align:right;white-space:nowrap}td:not(.r){overflow-wrap:anywhere}
@media (max-width:480px){main{padding:.5rem}.card{padding:.75rem}table{font-size:.84rem}th,td{padding:.35rem .2rem}}
.totals{margin-top:.5rem}.totals div{display:flex;justify-content:space-between;padding:.15rem 0}.totals .em{font-weight:700;font-size:1.05rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem .75rem;margin:0}dt{color:#57534e}dd{margin:0;font-weight:600}
.btn{display:inline-block;min-height:44px;padding:.6rem 1rem;border-radius:10px;border:1px solid #1c1917;background:#fff;color:#1c1917;font:inherit;font-weight:600;text-decoration:none;cursor:pointer}
.btn-primary{background:#166534;border-color:#166534;color:#fff}.btn-danger{border-color:#b91c1c;color:#b91c1c}
label{display:block;font-weight:600;margin:.6rem 0 .25rem}input[type=text],textarea{width:100%;font:inherit;padding:.55rem;border:1px solid #a8a29e;border-radius:8px}
.pad{width:100%;height:160px;border:1px dashed #78716c;border-radius:8px;touch-action:none;background:#fff}
.check{display:flex;gap:.5rem;align-items:flex-start;font-weight:400}.check input{width:22px;height:22px;flex:none}
.banner{padding:.75rem 1rem;border-radius:10px;margin:0 0 1rem;font-weight:600}.ok{background:#dcfce7;color:#14532d}.bad{background:#fee2e2;color:#7f1d1d}
.row{display:flex;gap:.5rem;flex-wrap:wrap;align-items:center}
ul{padding-left:1.2rem}
`;

export function pageShell(title: string, body: string, status?: string): string {
  return `<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${esc(title)}</title><style>${CSS}</style></head><body><main>${status ?? ''}${body}</main></body></html>`;
}

export function messagePage(title: string, message: string): string {
  return pageShell(title, `<section class="card"><h1>${esc(title)}</h1><p>${esc(message)}</p></section>`);
}

function documentHtml(c: PricedContent, logo: string | null): string {
  const biz = `<div class="biz">${logo ? `<img src="${logo}" alt="">` : ''}<div><strong>${esc(c.business.name)}</strong>
${c.business.lines.map((l) => `<div class="small muted">${esc(l)}</div>`).join('')}</div></div>`;
  const meta = `<dl class="small">${c.meta.map((m) => `<dt>${esc(m.label)}</dt><dd>${esc(m.value)}</dd>`).join('')}</dl>`;
  const parties = c.parties
    .map(
      (p) =>
        `<div class="small"><div class="muted">${esc(p.heading)}</div>${p.name ? `<strong>${esc(p.name)}</strong>` : ''}${p.lines
          .map((l) => `<div>${esc(l)}</div>`)
          .join('')}</div>`,
    )
    .join('');
  const head = c.columns.map((col) => `<th class="${col.align === 'right' ? 'r' : ''}">${esc(col.header)}</th>`).join('');
  const rows = c.rows
    .map((r) => `<tr>${r.map((cell, i) => `<td class="${c.columns[i].align === 'right' ? 'r' : ''}">${esc(cell)}</td>`).join('')}</tr>`)
    .join('');
  const totals = c.totals
    .map((t) => `<div class="${t.emphasis ? 'em' : ''}"><span>${esc(t.label)}</span><span>${esc(t.value)}</span></div>`)
    .join('');
  const sections = c.sections
    .map(
      (s) => `<section class="card"><h2>${esc(s.heading)}</h2>${(s.intro ?? []).map((p) => `<p>${esc(p)}</p>`).join('')}
${s.rows?.length ? `<dl>${s.rows.map((r) => `<dt>${esc(r.label)}</dt><dd>${esc(r.value)}</dd>`).join('')}</dl>` : ''}
${(s.paragraphs ?? []).map((p) => `<p>${esc(p)}</p>`).join('')}${s.bullets?.length ? `<ul>${s.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>` : ''}</section>`,
    )
    .join('');
  return `<section class="card">${biz}</section>
<section class="card" aria-label="${esc(c.reference)}"><h1>${esc(c.heading)}</h1>${c.subtitle ? `<p class="muted">${esc(c.subtitle)}</p>` : ''}
${meta}<div class="row" style="margin:.75rem 0;gap:1.5rem;align-items:flex-start">${parties}</div>
<div style="overflow-x:auto"><table><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table></div><div class="totals">${totals}</div>
${c.signature ? `<p class="small muted">${esc(c.signature.caption)}</p>` : ''}</section>${sections}`;
}

const SIGNATURE_SCRIPT = `
(function(){var c=document.getElementById('pad');if(!c)return;var x=c.getContext('2d'),drawn=false,down=false;
function fit(){var r=c.getBoundingClientRect();c.width=r.width*2;c.height=r.height*2;x.scale(2,2);x.lineWidth=2.2;x.lineCap='round';x.strokeStyle='#111';}
fit();function p(e){var r=c.getBoundingClientRect();return[e.clientX-r.left,e.clientY-r.top];}
c.addEventListener('pointerdown',function(e){down=true;c.setPointerCapture(e.pointerId);var q=p(e);x.beginPath();x.moveTo(q[0],q[1]);});
c.addEventListener('pointermove',function(e){if(!down)return;var q=p(e);x.lineTo(q[0],q[1]);x.stroke();drawn=true;});
c.addEventListener('pointerup',function(){down=false;});
document.getElementById('clear').addEventListener('click',function(){x.clearRect(0,0,c.width,c.height);drawn=false;});
document.getElementById('accept').addEventListener('submit',function(e){if(!drawn){e.preventDefault();var m=document.getElementById('sig-error');m.textContent='Please sign in the box.';return;}
document.getElementById('signature').value=c.toDataURL('image/png');});})();`;

export interface PageInput {
  model: PricedDocModel;
  timeZone: string;
  logoDataUrl: string | null;
  token: string;
  kind: 'quote' | 'invoice';
  /** quote: can the customer still answer it? */
  answerable: boolean;
  status: string;
  /** quote, once accepted: how to pay the deposit (bank details or PayID and the reference) */
  depositLines?: string[];
  /** quote: the revision shown and its content hash; the accept form carries both (issue 18) */
  revision?: { number: number; contentHash: string };
  owingCents?: number;
  /** invoice: the how-to-pay block with copy buttons and, when configured, "Pay by card" (api/routes/pay-block.ts) */
  payBlock?: string;
  error?: string | null;
  done?: string | null;
}

export function documentPage(p: PageInput): string {
  const c = pricedContent(p.model, { timeZone: p.timeZone });
  const base = `/api/p/${p.token}`;
  const banner = p.error
    ? `<p class="banner bad" role="alert">${esc(p.error)}</p>`
    : p.done === 'accepted'
      ? `<p class="banner ok" role="status">Thank you. You accepted this quote; ${esc(c.business.name)} has been told.</p>`
      : p.done === 'declined'
        ? `<p class="banner ok" role="status">Thanks for letting ${esc(c.business.name)} know. You declined this quote.</p>`
        : '';
  const revisionInputs = p.revision
    ? `<input type="hidden" name="revision" value="${p.revision.number}"><input type="hidden" name="contentHash" value="${esc(p.revision.contentHash)}">`
    : '';
  const revisionLine = p.revision
    ? `<p class="small" id="revision">Revision ${p.revision.number} · content hash <code>${esc(shortHash(p.revision.contentHash))}</code></p>`
    : '';
  let actions = '';
  if (p.kind === 'quote' && p.answerable) {
    actions = `<section class="card" aria-labelledby="accept-h"><h2 id="accept-h">Accept this quote</h2>
<form id="accept" method="post" action="${base}/accept">
<label for="name">Your full name</label><input type="text" id="name" name="name" autocomplete="name" required maxlength="200">
<label for="pad">Your signature</label><canvas id="pad" class="pad" aria-label="Signature pad: draw your signature"></canvas>
<div class="row"><button type="button" class="btn" id="clear">Clear signature</button><span id="sig-error" class="small" role="alert" style="color:#b91c1c"></span></div>
<input type="hidden" name="signature" id="signature">${revisionInputs}
<label class="check"><input type="checkbox" name="consent" value="yes" required> <span>${esc(ELECTRONIC_SIGNING_CONSENT)}</span></label>
<p><button type="submit" class="btn btn-primary">Accept and sign</button></p></form></section>
<section class="card" aria-labelledby="decline-h"><h2 id="decline-h">Decline this quote</h2>
<form method="post" action="${base}/decline">${revisionInputs}<label for="reason">Reason (the business will see this)</label>
<textarea id="reason" name="reason" rows="3" maxlength="2000" required></textarea>
<p><button type="submit" class="btn btn-danger">Decline quote</button></p></form></section>
<script>${SIGNATURE_SCRIPT}</script>`;
  } else if (p.kind === 'quote') {
    const answered =
      p.status === 'rejected'
        ? 'This quote was declined.'
        : p.status === 'accepted' || p.status === 'approved'
          ? 'This quote has been accepted.'
          : '';
    if (answered) actions = `<p class="banner ok">${esc(answered)}</p>`;
    if (p.depositLines?.length)
      actions += `<section class="card" aria-labelledby="deposit-h"><h2 id="deposit-h">Paying the deposit</h2>${p.depositLines
        .map((l) => `<p>${esc(l)}</p>`)
        .join('')}</section>`;
  } else if (p.kind === 'invoice') {
    const owing = p.owingCents ?? 0;
    actions =
      owing > 0
        ? (p.payBlock ??
          `<section class="card" aria-labelledby="owing-h"><h2 id="owing-h">Still owing: ${esc(formatCents(owing))}</h2></section>`)
        : `<p class="banner ok">Paid in full. Thank you.</p>`;
  }
  const pdf = `<section class="card row"><a class="btn" href="${base}/pdf">Download the PDF</a></section>`;
  // The page's own pay block (Copy buttons, "Pay by card") takes the place of the document's printed one: a customer
  // once read "How to pay", "Still owing" (pointing to a "Payment details" the page did not have) and "How to pay" again.
  const shown = p.kind === 'invoice' && p.payBlock ? { ...c, sections: c.sections.filter((s) => !s.pay) } : c;
  return pageShell(
    `${c.reference} from ${c.business.name}`,
    `${documentHtml(shown, p.logoDataUrl)}${revisionLine}${actions}${pdf}`,
    banner,
  );
}
