import type {
  CertificateFields,
  RiskCheckFields,
  SwmsSignOnFields,
  SwmsTemplateFields,
  SwmsVersionFields,
} from '../sync/features/compliance';

/** On-site compliance rows as the device stores them (Dexie) and the pull sends them: fields plus id, owner, stamps. */
interface Stamps {
  id: string;
  userId: string;
  createdAt: string;
  updatedAt: string;
}
export interface RiskCheckRow extends RiskCheckFields, Stamps {}
export interface SwmsVersionRow extends SwmsVersionFields, Stamps {}
export interface SwmsSignOnRow extends SwmsSignOnFields, Stamps {}
export interface CertificateRow extends CertificateFields, Stamps {}
export interface SwmsTemplateRow extends SwmsTemplateFields, Stamps {}
