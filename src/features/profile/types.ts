import type { SessionUser } from '../../app/session';

/** kv 'profile': GET /api/user, the same shape as the session user. */
export type CachedProfile = SessionUser;

/** kv 'company': GET /api/company (null until the first save creates it). */
export interface CachedCompany {
  id?: string;
  name?: string | null;
  businessName?: string | null;
  address?: string | null;
  abn?: string | null;
  ein?: string | null;
  licenceNumber?: string | null;
  phone?: string | null;
  email?: string | null;
  gstRegistered?: boolean | null;
  bsb?: string | null;
  accountNumber?: string | null;
  accountName?: string | null;
  paymentNote?: string | null;
  updatedAt?: string;
}
