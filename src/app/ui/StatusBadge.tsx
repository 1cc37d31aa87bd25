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

export function statusLabel(status: string): string {
  if (status === 'part_paid') return 'Part paid';
  return status ? status[0].toUpperCase() + status.slice(1) : 'Draft';
}

export function StatusBadge({ status }: { status: string }) {
  return <span className={`badge ${COLOURS[status] ?? 'badge-grey'}`}>{statusLabel(status)}</span>;
}
