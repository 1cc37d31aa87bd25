// What the sync feature offers the other features (eslint.config.js: features import each other only through index.ts).
export { useOnline } from './online';
