// What the profile feature offers the other features (eslint.config.js: features import each other only through index.ts).
export type { CachedCompany, CachedProfile } from './types';
export { readProfileRecords, useProfileRecords, useServerRefresh, type RefreshState } from './queries';
