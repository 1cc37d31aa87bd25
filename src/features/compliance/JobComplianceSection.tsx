import { useSession } from '../../app/session';
import { STATES, type State } from '../../domain/constants';
import { todayIso } from '../../domain/dates';
import type { CategoryKey } from '../../domain/compliance/high-risk';
import type { JobRow } from '../../domain/jobs/rows';
import { useClients } from '../documents';
import { useProfileRecords } from '../profile';
import { CertificatesCard } from './CertificatesCard';
import { useJobCompliance } from './queries';
import { RiskCheckCard } from './RiskCheckCard';
import { SwmsCard } from './SwmsCard';
import './compliance.css';

const asState = (s: string | null | undefined): State | null => (s && (STATES as readonly string[]).includes(s) ? (s as State) : null);

/**
 * The job's on-site compliance (issue 22), all from the device so it works with no signal: "Is this high-risk
 * work?", the SWMS (write, sign on, versions, PDF) and the certificate records with their deadlines.
 */
export function JobComplianceSection({ job }: { job: JobRow }) {
  const userId = useSession((s) => s.user?.id);
  const sessionUser = useSession((s) => s.user);
  const data = useJobCompliance(userId ?? '', job.id);
  const { profile, company } = useProfileRecords(userId ?? '');
  const clients = useClients(userId);
  if (!userId || !data) return null;
  const client = clients?.find((c) => c.id === job.clientId);
  const trade = data.riskCheck?.trade || profile?.trade || sessionUser?.trade || '';
  const state = data.riskCheck?.state ?? asState(job.state) ?? asState(profile?.state ?? sessionUser?.state);
  const site = [job.siteAddress.trim(), job.locality.trim()].filter(Boolean).join(', ');
  const businessName = company?.businessName || company?.name || profile?.businessName || '';
  const on = job.scheduledStart ?? todayIso();
  return (
    <div className="stack" data-testid="job-compliance">
      <RiskCheckCard
        key={data.riskCheck?.updatedAt ?? 'new'}
        userId={userId}
        jobId={job.id}
        defaultState={state}
        trade={trade}
        on={on}
        saved={data.riskCheck}
      />
      <SwmsCard
        userId={userId}
        job={{ id: job.id, title: job.title, site, notes: job.notes }}
        flagged={(data.riskCheck?.categories ?? []) as CategoryKey[]}
        versions={data.versions}
        signOns={data.signOns}
        businessName={businessName}
      />
      <CertificatesCard
        userId={userId}
        job={{
          id: job.id,
          site: job.siteAddress.trim() || site,
          customerName: client?.name ?? '',
          customerEmail: client?.email ?? '',
          notes: job.notes,
        }}
        state={state}
        trade={trade}
        licence={company?.licenceNumber ?? ''}
        businessName={businessName}
        certificates={data.certificates}
      />
    </div>
  );
}
