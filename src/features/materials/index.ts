// What the materials feature offers the other features (eslint.config.js: features import each other only through index.ts).
export { deleteMaterialsList, downloadListPdf } from './mutations';
export { useMaterialsLists } from './queries';
export type { MaterialsListView } from './types';
