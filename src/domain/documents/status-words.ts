/**
 * Plain words for every status a person reads (issue 18): on cards, the job page, the customer's page and every CSV.
 * No stored word (part_paid, rejected) reaches a screen or an export as it is.
 */
const WORDS: Record<string, string> = {
  draft: 'Draft',
  sent: 'Sent',
  viewed: 'Viewed',
  // one word for one state (issue 21): the tradie marking a quote accepted and the customer accepting it online
  approved: 'Accepted',
  accepted: 'Accepted',
  rejected: 'Declined',
  part_paid: 'Part paid',
  paid: 'Paid',
  overdue: 'Overdue',
};

export function statusWords(status: string | null | undefined): string {
  if (!status) return 'Draft';
  return WORDS[status] ?? (status[0]!.toUpperCase() + status.slice(1)).replace(/_/g, ' ');
}
