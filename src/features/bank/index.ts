// What the bank feature offers the rest of the app (eslint.config.js: features are reached through index.ts).
export { clearBankData } from './bank-db';
