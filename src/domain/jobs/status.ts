/**
 * A job's status (issue 13): enquiry → quoted → booked → in progress → done → invoiced → paid.
 *
 * One rule, used by the device and the server alike: the status is the furthest of
 * - the status the tradie set by hand (enquiry, booked, in progress, done — what no document can tell), and
 * - what the job's own records show:
 *   - a quote sent to the customer (sent or viewed) → quoted;
 *   - a quote the customer accepted (accepted/approved, or an "accepted" event from the customer's page) → booked;
 *   - time recorded on the job (a running timer or entered hours) → in progress;
 *   - an invoice → invoiced, and every invoice of the job paid → paid.
 * So a status only moves forward on its own, and a hand-set status is never pulled back by a document (a job marked
 * done stays done when its quote is accepted late). Rejected quotes and deleted documents count for nothing.
 */
export const JOB_STATUSES = ['enquiry', 'quoted', 'booked', 'in_progress', 'done', 'invoiced', 'paid'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
/** What the tradie may set by hand; quoted, invoiced and paid come only from the job's quotes and invoices. */
export const MANUAL_JOB_STATUSES = ['enquiry', 'booked', 'in_progress', 'done'] as const;
export type ManualJobStatus = (typeof MANUAL_JOB_STATUSES)[number];

export const JOB_STATUS_LABELS: Record<JobStatus, string> = {
  enquiry: 'Enquiry',
  quoted: 'Quoted',
  booked: 'Booked',
  in_progress: 'In progress',
  done: 'Done',
  invoiced: 'Invoiced',
  paid: 'Paid',
};

export interface JobStatusInputs {
  manualStatus: ManualJobStatus;
  quotes: ReadonlyArray<{ status: string; customerEvents?: ReadonlyArray<{ kind: string }> | null }>;
  invoices: ReadonlyArray<{ status: string }>;
  /** time entries recorded on the job (running or finished) */
  timeEntries: number;
}

const rank = (s: JobStatus) => JOB_STATUSES.indexOf(s);
const furthest = (a: JobStatus, b: JobStatus): JobStatus => (rank(a) >= rank(b) ? a : b);

/** The status shown for a job: the furthest of the hand-set status and what its quotes, invoices and time show. */
export function deriveJobStatus({ manualStatus, quotes, invoices, timeEntries }: JobStatusInputs): JobStatus {
  let s: JobStatus = manualStatus;
  for (const q of quotes) {
    const accepted = q.status === 'accepted' || q.status === 'approved' || Boolean(q.customerEvents?.some((e) => e.kind === 'accepted'));
    if (accepted) s = furthest(s, 'booked');
    else if (q.status === 'sent' || q.status === 'viewed') s = furthest(s, 'quoted');
  }
  if (timeEntries > 0) s = furthest(s, 'in_progress');
  if (invoices.length > 0) s = furthest(s, invoices.every((i) => i.status === 'paid') ? 'paid' : 'invoiced');
  return s;
}
