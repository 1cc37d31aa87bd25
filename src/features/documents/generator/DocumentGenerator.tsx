import { useEffect, useState, type ReactNode } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useSession } from '../../../app/session';
import { getDb } from '../../../data/local-db';
import type { DocModel } from '../../../domain/documents';
import { labourDrafts, useFillFromJobOnce, useLinkedJob } from '../../jobs';
import { ClientPicker } from '../clients/ClientPicker';
import { useClients, type ClientRow } from '../clients/queries';
import type { DocKind } from '../records/doc-kind';
import { peekNumber, refillNumbers, takeNumber } from '../records/numbers';
import { useBusinessRecords, type BusinessRecords } from '../common/business';
import { downloadWithToast, useOfflineReady } from '../common/useDocumentActions';
import { GeneratorFrame, GeneratorLoading, MissingDocument, useGeneratorForm, useGeneratorSave } from './generator';
import { INVOICE_GENERATOR } from './invoice-generator';
import { QUOTE_GENERATOR } from './quote-generator';
import '../common/documents.css';

export type JobRow = NonNullable<ReturnType<typeof useLinkedJob>>;
export type LabourDraft = Awaited<ReturnType<typeof labourDrafts>>[number];

/** What the kind's own form brings to the one generator: its fields, checks, numbering field, records and sections. */
export interface GeneratorSpec<F extends { clientId: string | null }, R extends { jobId?: string | null }, L, D, Fields> {
  kind: DocKind;
  useRow: (userId: string | undefined, id: string | null) => R | null | undefined;
  fromRow: (row: R) => F;
  /** A new document's form (the router state may carry price-book lines). */
  fresh: (routerState: unknown) => F;
  /** The suggested next number, unless a number is already there. */
  withNumber: (f: F, n: string) => F;
  /** From a job (?job=): its client, site and — when the kind takes them and ?labour=1 — its hours as lines. */
  takesLabour: boolean;
  fromJob: (f: F, job: JobRow, client: ClientRow | undefined, labour: LabourDraft[]) => F;
  pickClient: (f: F, c: ClientRow | null) => F;
  /** The kind's own state and hooks (called on every render, before the form has loaded too). */
  useLocal: (ctx: {
    userId: string | undefined;
    editId: string | null;
    form: F | null;
    set: <K extends keyof F>(k: K, v: F[K]) => void;
    records: BusinessRecords;
  }) => L;
  derive: (form: F, records: BusinessRecords, job: JobRow | null | undefined, local: L) => D;
  /** The checks before a save; null when one refused (it has said why). */
  check: (form: F, d: D, ctx: { existing: R | null | undefined; records: BusinessRecords; local: L }) => Fields | null;
  typedNumber: (form: F, fields: Fields) => string;
  create: (userId: string, fields: Fields, number: string, jobId: string | null) => Promise<unknown>;
  update: (userId: string, row: R, fields: Fields) => Promise<unknown>;
  model: (form: F, d: D, existing: R | null | undefined, records: BusinessRecords) => Promise<DocModel>;
  banner?: (records: BusinessRecords) => ReactNode;
  Sections: (props: { form: F; set: <K extends keyof F>(k: K, v: F[K]) => void; d: D; local: L; clientPicker: ReactNode }) => ReactNode;
}

/**
 * /quote-generator and /invoice-generator, with ?edit={id} (spec §2, §5): one generator for both kinds. Saves to the
 * device first; sync sends it on. A new document shows the next number this device holds and the save takes it
 * (docs/sync.md "Document numbers"); from a job (?job=) it is filled from the job and linked to it (issue 13).
 */
function Generator<F extends { clientId: string | null }, R extends { jobId?: string | null }, L, D, Fields>({
  spec,
}: {
  spec: GeneratorSpec<F, R, L, D, Fields>;
}) {
  const { kind } = spec;
  useOfflineReady();
  const userId = useSession((s) => s.user?.id);
  const [params] = useSearchParams();
  const editId = params.get('edit');
  const existing = spec.useRow(userId, editId);
  const job = useLinkedJob(userId, editId ? (existing?.jobId ?? null) : params.get('job'));
  const withLabour = spec.takesLabour && params.get('labour') === '1';
  const clients = useClients(userId);
  const records = useBusinessRecords(userId);
  const routerState: unknown = useLocation().state;
  const { form, setForm, set } = useGeneratorForm(editId, existing, spec.fromRow, () => spec.fresh(routerState));
  const local = spec.useLocal({ userId, editId, form, set, records });
  const [suggested, setSuggested] = useState<string | null>(null);
  useEffect(() => {
    if (!userId || editId) return;
    let live = true;
    void (async () => {
      await refillNumbers(getDb(), userId);
      const n = await peekNumber(getDb(), userId, kind.noun);
      if (!live) return;
      setSuggested(n);
      setForm((f) => f && spec.withNumber(f, n));
    })();
    return () => {
      live = false;
    };
  }, [userId, editId, setForm, spec, kind.noun]);
  useFillFromJobOnce(Boolean(!editId && job && form && clients), async () => {
    if (!job) return;
    const client = clients?.find((c) => c.id === job.clientId);
    const labour = withLabour ? await labourDrafts(job.id) : [];
    setForm((f) => f && spec.fromJob(f, job, client, labour));
  });
  const { saving, commit } = useGeneratorSave(kind);

  if (editId && existing === null) return <MissingDocument kind={kind} />;
  if (!form) return <GeneratorLoading kind={kind} />;
  const d = spec.derive(form, records, job, local);

  async function save() {
    if (!form || !userId) return;
    const fields = spec.check(form, d, { existing, records, local });
    if (!fields) return;
    await commit(async () => {
      if (existing) return spec.update(userId, existing, fields);
      // The suggested number is taken from the device's block now; a typed one is kept as typed.
      const typed = spec.typedNumber(form, fields);
      const number = !typed || typed === suggested ? await takeNumber(getDb(), userId, kind.noun) : typed;
      return spec.create(userId, fields, number, job?.id ?? null);
    });
  }

  const clientPicker = <ClientPicker clients={clients} value={form.clientId} onPick={(c) => setForm((f) => f && spec.pickClient(f, c))} />;
  return (
    <GeneratorFrame
      kind={kind}
      editing={Boolean(existing)}
      saving={saving}
      onSave={() => void save()}
      onDownload={(ext) => void downloadWithToast(() => spec.model(form, d, existing, records), ext)}
      banner={spec.banner?.(records)}
    >
      <spec.Sections form={form} set={set} d={d} local={local} clientPicker={clientPicker} />
    </GeneratorFrame>
  );
}

/** One generator component; the kind picks its form. */
export function DocumentGenerator({ kind }: { kind: 'quote' | 'invoice' }) {
  return kind === 'quote' ? <Generator key="quote" spec={QUOTE_GENERATOR} /> : <Generator key="invoice" spec={INVOICE_GENERATOR} />;
}

export const QuoteGeneratorPage = () => <DocumentGenerator kind="quote" />;
export const InvoiceGeneratorPage = () => <DocumentGenerator kind="invoice" />;
