import * as v from 'valibot';
import { photoPathSchema } from '../../photos/naming';
import { col, fieldsSchema } from '../columns';
import { STATES } from '../../constants';
import { isIsoDate } from '../../dates';
import { SwmsContent, SwmsTemplateContent } from '../../compliance/swms';
import { CERT_WORKS } from '../../compliance/cert-works';

/**
 * On-site compliance (issue 22): the job's high-risk check, its SWMS versions and sign-ons, and its certificate
 * records. All four are plain rows (src/domain/sync/entities.ts); the rules beyond the row (a signed version is never
 * edited, a sign-on names a version of yours, a record names a job of yours) are their server checks.
 */
const uuid = v.pipe(v.string(), v.uuid('must be a UUID'));
const noNul = (label: string) => v.check((x: string) => !x.includes('\u0000'), `${label} cannot contain a NUL character`);
const text = (label: string, max: number) =>
  v.pipe(v.string(`${label} must be text`), noNul(label), v.maxLength(max, `${label} is too long`));
const isoDate = (label: string) =>
  v.pipe(
    v.string(`${label} must be a date`),
    v.check((s: string) => isIsoDate(s), `${label} must be a date (YYYY-MM-DD)`),
  );
const metres = v.nullable(
  v.pipe(v.number('must be a number of metres'), v.minValue(0, 'cannot be negative'), v.maxValue(1000, 'is too large')),
);

export const RiskAnswers = v.object({
  fallMetres: metres,
  trenchMetres: metres,
  builtYear: v.nullable(v.pipe(v.number(), v.integer('must be a year'), v.minValue(1800), v.maxValue(2100))),
  disturbsMaterials: v.boolean(),
  yes: v.record(v.pipe(v.string(), v.maxLength(60)), v.boolean()),
});

/** One per job: its id is the job's id, so two devices checking the same job offline write one row. */
export const riskCheckColumns = {
  jobId: col.uuid('job_id', uuid),
  state: col.text('state', v.picklist(STATES, `must be one of ${STATES.join(', ')}`)),
  trade: col.text('trade', text('Trade', 100)),
  answers: col.jsonb('answers', RiskAnswers),
  /** the categories that applied when checked (their keys), so lists need not re-run the rules */
  categories: col.jsonb('categories', v.pipe(v.array(v.pipe(v.string(), v.maxLength(60))), v.maxLength(30))),
  checkedOn: col.date('checked_on', isoDate('Checked on')),
};
export const RiskCheckFields = fieldsSchema(riskCheckColumns);
export type RiskCheckFields = v.InferOutput<typeof RiskCheckFields>;

/** A version of a job's SWMS; version 1 starts it, swmsId groups its versions. */
export const swmsVersionColumns = {
  swmsId: col.uuid('swms_id', uuid),
  jobId: col.uuid('job_id', uuid),
  version: col.int(
    'version',
    v.pipe(v.number(), v.integer('must be a whole number'), v.minValue(1, 'must be 1 or more'), v.maxValue(10_000)),
  ),
  content: col.jsonb('content', SwmsContent),
};
export const SwmsVersionFields = fieldsSchema(swmsVersionColumns);
export type SwmsVersionFields = v.InferOutput<typeof SwmsVersionFields>;

/** A PNG of the signature drawn on the phone (a data URL, at most ~150 KB). */
const SIGNATURE = /^data:image\/png;base64,[A-Za-z0-9+/=]+$/;
export const swmsSignOnColumns = {
  swmsId: col.uuid('swms_id', uuid),
  versionId: col.uuid('version_id', uuid),
  name: col.text('name', v.pipe(text('Name', 120), v.trim(), v.nonEmpty('Name is required'))),
  signedOn: col.date('signed_on', isoDate('Signed on')),
  signature: col.text(
    'signature',
    v.pipe(v.string(), v.maxLength(200_000, 'Signature is too large'), v.regex(SIGNATURE, 'Signature must be a PNG image')),
  ),
};
export const SwmsSignOnFields = fieldsSchema(swmsSignOnColumns);
export type SwmsSignOnFields = v.InferOutput<typeof SwmsSignOnFields>;

export const CertificateDetails = v.object({
  licenceNumber: text('Licence number', 60),
  customerName: text('Customer name', 200),
  customerEmail: text('Customer email', 200),
  siteAddress: text('Site address', 400),
  workDescription: text('Work description', 4000),
  tests: text('Tests and results', 4000),
  appliances: text('Appliances and equipment', 2000),
  serialNumber: text('Certificate number', 60),
});
export type CertificateDetails = v.InferOutput<typeof CertificateDetails>;

/** A photo on a certificate record: test results (meter readings, RCD trip times) or the finished installation. */
export const CERT_PHOTO_KINDS = ['test', 'installation'] as const;
export type CertPhotoKind = (typeof CERT_PHOTO_KINDS)[number];
export const CERT_PHOTO_LABELS: Record<CertPhotoKind, string> = { test: 'Test results', installation: 'Installation' };
export const MAX_CERT_PHOTOS = 20;
export const CertificatePhoto = v.object({
  path: photoPathSchema(),
  kind: v.picklist(CERT_PHOTO_KINDS, `must be one of ${CERT_PHOTO_KINDS.join(', ')}`),
});
export type CertificatePhoto = v.InferOutput<typeof CertificatePhoto>;

export const certificateColumns = {
  jobId: col.uuid('job_id', uuid),
  /** the deadline row (src/domain/rules/rows/certificates.ts) this task follows */
  ruleId: col.text('rule_id', v.pipe(v.string(), v.maxLength(80))),
  state: col.text('state', v.picklist(STATES, `must be one of ${STATES.join(', ')}`)),
  work: col.text('work', v.picklist(CERT_WORKS, `must be one of ${CERT_WORKS.join(', ')}`)),
  /** the day the row's clock starts (testing / completion); null until known */
  completedOn: col.date('completed_on', isoDate('Completed on')).nullable(),
  /** computed on the device from the row and the state's holidays; the server's reminder reads it */
  dueOn: col.date('due_on', isoDate('Due on')).nullable(),
  lodgedOn: col.date('lodged_on', isoDate('Lodged on')).nullable(),
  details: col.jsonb('details', CertificateDetails),
  /** photos of the test results and the installation (offline: stored with the write, uploaded before it) */
  photos: col.photos(
    'photos',
    v.optional(v.pipe(v.array(CertificatePhoto), v.maxLength(MAX_CERT_PHOTOS, `At most ${String(MAX_CERT_PHOTOS)} photos`)), []),
  ),
};
export const CertificateFields = fieldsSchema(certificateColumns);
export type CertificateFields = v.InferOutput<typeof CertificateFields>;

/** A business's reusable SWMS template (a name and the SWMS parts that carry between jobs). */
export const swmsTemplateColumns = {
  name: col.text('name', v.pipe(text('Template name', 120), v.trim(), v.nonEmpty('Template name is required'))),
  content: col.jsonb('content', SwmsTemplateContent, { categories: [], rows: [], ppe: '', plant: '' }),
};
export const SwmsTemplateFields = fieldsSchema(swmsTemplateColumns);
export type SwmsTemplateFields = v.InferOutput<typeof SwmsTemplateFields>;
