// What the auth feature offers the other features (eslint.config.js: features import each other only through index.ts).
export { PasswordField } from './PasswordField';
export { fieldErrors } from './field-errors';
export { hasErrors, toastMessage, type FieldErrors } from './validation';
