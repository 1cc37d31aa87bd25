import { entityLabel } from '../../domain/sync/entities';

/**
 * Queued and refused writes in plain words for the sync panel ("Materials list “Deck” edited"). Names are
 * '<entity>.<action>' (src/domain/sync/mutations.ts); names this table does not know yet still read sensibly.
 */
/** Synced entities are named by their definitions (src/domain/sync/entities.ts); device-only ones here. */
const DEVICE_ONLY: Record<string, string> = { chatDraft: 'Chat draft' };

const ACTION: Record<string, string> = {
  create: 'created',
  update: 'edited',
  upsert: 'changed',
  delete: 'deleted',
  send: 'sent',
  sign: 'signed',
  convert: 'converted to an invoice',
  markPaid: 'marked paid',
  rename: 'renamed',
  // jobs (issue 13)
  addPhoto: 'photo added',
  removePhoto: 'photo removed',
};

function words(camel: string): string {
  const s = camel.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return s.charAt(0).toUpperCase() + s.slice(1);
}

type Args = Record<string, unknown> & { patch?: Record<string, unknown> };

/** The name a person would recognise the row by, when the write carries one. */
function rowLabel(args: Args): string | null {
  for (const src of [args, args.patch ?? {}]) {
    for (const key of ['title', 'name', 'quoteNumber', 'invoiceNumber', 'clientName', 'businessName']) {
      const v = src[key];
      if (typeof v === 'string' && v.trim()) return v.trim().slice(0, 60);
    }
  }
  return null;
}

export function describeMutation(name: string, rawArgs: unknown): string {
  const args: Args = rawArgs && typeof rawArgs === 'object' ? (rawArgs as Args) : {};
  const [entity = name, action = ''] = name.split('.');
  const what = entityLabel(entity) ?? DEVICE_ONLY[entity] ?? words(entity);
  let did = ACTION[action] ?? (action ? words(action).toLowerCase() : 'changed');
  // A tick is the commonest materials write: say so rather than "changed".
  if (name === 'materialsItem.upsert' && args.patch && Object.keys(args.patch).join() === 'completed') {
    did = args.patch.completed ? 'ticked' : 'unticked';
  }
  const label = rowLabel(args);
  return label ? `${what} “${label}” ${did}` : `${what} ${did}`;
}

/** "just now", "5 min ago", "3 h ago", then the en-AU date: when a write was saved on the device. */
export function savedAgo(iso: string, now: number = Date.now()): string {
  const t = Date.parse(iso);
  if (!Number.isFinite(t)) return '';
  const min = Math.floor((now - t) / 60_000);
  if (min < 1) return 'just now';
  if (min < 60) return `${min} min ago`;
  if (min < 24 * 60) return `${Math.floor(min / 60)} h ago`;
  return new Date(t).toLocaleDateString('en-AU', { day: 'numeric', month: 'short', year: 'numeric' });
}
