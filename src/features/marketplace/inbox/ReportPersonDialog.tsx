import { useState } from 'react';
import { toast, toastError } from '../../../app/toast/store';
import { Dialog } from '../../../app/ui/Dialog';
import { errorMessage } from '../../../data/api';
import { PERSON_REPORT_REASONS, PERSON_REPORT_REASON_LABELS, type PersonReportReason } from '../../../domain/marketplace/inbox';
import { reportPerson } from './mutations';

/** Report a person from a conversation: a reason from the picker and optional details; an admin reviews it. */
export function ReportPersonDialog(props: { open: boolean; onClose: () => void; personId: string; name: string; listingId: string }) {
  const [reason, setReason] = useState<PersonReportReason>('spam');
  const [details, setDetails] = useState('');
  const submit = async () => {
    props.onClose();
    try {
      await reportPerson(props.personId, reason, details, props.listingId);
      toast({ title: 'Thanks: an admin will review it' });
    } catch (err) {
      toastError('Report not sent', errorMessage(err, 'Please try again'));
    }
  };
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      title={`Report ${props.name}`}
      footer={
        <button type="button" className="btn btn-destructive" onClick={() => void submit()}>
          Send report
        </button>
      }
    >
      <fieldset className="stack">
        <legend className="small">Why are you reporting them?</legend>
        {PERSON_REPORT_REASONS.map((r) => (
          <label key={r} className="row">
            <input type="radio" name="person-reason" value={r} checked={reason === r} onChange={() => setReason(r)} />{' '}
            {PERSON_REPORT_REASON_LABELS[r]}
          </label>
        ))}
        <textarea
          className="textarea"
          rows={2}
          aria-label="Details"
          placeholder="Anything the admin should know (optional)"
          value={details}
          maxLength={1000}
          onChange={(e) => setDetails(e.target.value)}
        />
      </fieldset>
    </Dialog>
  );
}
