import type { DeviceRowOf } from '../sync/plain';

/** On-site compliance rows as the device stores them (Dexie) and the pull sends them: derived from the typed columns. */
export type RiskCheckRow = DeviceRowOf<'riskCheck'>;
export type SwmsVersionRow = DeviceRowOf<'swmsVersion'>;
export type SwmsSignOnRow = DeviceRowOf<'swmsSignOn'>;
export type CertificateRow = DeviceRowOf<'certificate'>;
export type SwmsTemplateRow = DeviceRowOf<'swmsTemplate'>;
