// What the jobs feature offers the other features (eslint.config.js: features import each other only through index.ts):
// the quote and invoice generators open from a job with ?job={id} and link what they save to it.
export { jobSiteText, jobState, labourDrafts, useFillFromJobOnce, useLinkedJob } from './link';
