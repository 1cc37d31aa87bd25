// What the compliance feature (issue 22) offers the other features (eslint.config.js: features import each other only
// through index.ts): the job's compliance section, and whether a job has a SWMS (its delete asks first).
export { JobComplianceSection } from './JobComplianceSection';
export { jobHasSwms } from './queries';
