import { api, ApiError } from '../../data/api';
import { toastMessage } from '../auth';

/** Spec §3 "User (admin view)". */
export interface AdminUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  subscriptionStatus: string | null;
  subscriptionPlan: string | null;
  subscriptionEndDate: string | null;
  createdAt: string | null;
}

interface CreateUserInput {
  email: string;
  password: string;
  firstName?: string;
  lastName?: string;
}

type Message = { message: string };

// quiet401: a signed-out visitor here is sent to /admin-login by the panel, not through the app-wide forced re-login.
const call = <T>(method: string, path: string, body?: unknown) => api<T>(method, path, body, { quiet401: true });

/** Spec §7 "Admin". These calls are online-only: admin work is never queued on the device. */
export const adminApi = {
  listUsers: () => call<{ users: AdminUser[] }>('GET', '/api/admin/users'),
  createUser: (input: CreateUserInput) => call<{ user: { email: string; id?: string } }>('POST', '/api/admin/create-user', input),
  activateTestUser: (email: string, durationDays: number) =>
    call<Message>('POST', '/api/admin/activate-test-user', { email, durationDays }),
  removeAccess: (userId: string) => call<Message>('POST', '/api/admin/remove-access', { userId }),
  resetPassword: (userId: string, newPassword: string) => call<Message>('POST', '/api/admin/reset-password', { userId, newPassword }),
};

/** Spec §6: a failed list whose message names missing authentication or admin rights sends the visitor to /admin-login. */
export function isAdminAccessError(err: unknown): boolean {
  if (err instanceof ApiError && (err.status === 401 || err.status === 403)) return true;
  const msg = err instanceof Error ? err.message : String(err);
  return /Authentication required|Admin access required/.test(msg);
}

/** The server's words for a toast (without the "field: " prefix), else the spec's fallback. */
export const adminErrorText = (err: unknown, fallback: string) => toastMessage(err, fallback);
