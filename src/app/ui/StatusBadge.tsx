import { statusWords } from '../../domain/documents/status-words';

/** Spec §4 badge colours: draft grey, sent blue, accepted/approved green, rejected red; paid green, overdue red. */
const COLOURS: Record<string, string> = {
  draft: 'badge-grey',
  sent: 'badge-blue',
  viewed: 'badge-purple',
  accepted: 'badge-green',
  approved: 'badge-green',
  paid: 'badge-green',
  part_paid: 'badge-blue',
  rejected: 'badge-red',
  overdue: 'badge-red',
};

/** Plain words, never the stored word (issue 18): one table for badges, the job page, documents and exports. */
export function statusLabel(status: string): string {
  return statusWords(status);
}

export function StatusBadge({ status }: { status: string }) {
  return <span className={`badge ${COLOURS[status] ?? 'badge-grey'}`}>{statusLabel(status)}</span>;
}
