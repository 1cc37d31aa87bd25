import { JOB_STATUS_LABELS, type JobStatus } from '../../domain/jobs/status';

const COLOURS: Record<JobStatus, string> = {
  enquiry: 'badge-grey',
  quoted: 'badge-blue',
  booked: 'badge-purple',
  in_progress: 'badge-amber',
  done: 'badge-green',
  invoiced: 'badge-blue',
  paid: 'badge-green',
};

export function JobStatusBadge({ status }: { status: JobStatus }) {
  return (
    <span className={`badge ${COLOURS[status]}`} data-testid="job-status">
      {JOB_STATUS_LABELS[status]}
    </span>
  );
}
