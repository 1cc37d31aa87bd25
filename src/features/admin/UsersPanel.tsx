import { useState } from 'react';
import { toast, toastError } from '../../app/toast/store';
import { ConfirmDialog } from '../../app/ui/Dialog';
import { ApiError, errorMessage } from '../../data/api';
import { adminApi, adminErrorText, type AdminUser } from './admin-api';
import { ResetPasswordDialog } from './ResetPasswordDialog';
import { UsersTable } from './UsersTable';
import type { UsersState } from './useAdminUsers';

const NO_PERMISSION = 'You may not have permission to view this data';

function loadErrorText(err: unknown): string {
  if (err instanceof ApiError) return errorMessage(err, err.message);
  return errorMessage(err, err instanceof Error && err.message ? err.message : NO_PERMISSION);
}

export function UsersPanel({ state, online, reload }: { state: UsersState; online: boolean; reload: () => void }) {
  const [resetting, setResetting] = useState<AdminUser | null>(null);
  const [removing, setRemoving] = useState<AdminUser | null>(null);

  async function removeAccess(u: AdminUser) {
    setRemoving(null);
    try {
      const res = await adminApi.removeAccess(u.id);
      toast({ title: 'Access Removed', description: res.message });
      reload();
    } catch (err) {
      toastError('Error', adminErrorText(err, 'Failed to remove access'));
    }
  }

  const users = state.users;
  return (
    <div className="card admin-card">
      <div className="row-between admin-users-head">
        <h2>Users</h2>
        <button type="button" className="btn btn-outline btn-sm" onClick={reload} disabled={state.status === 'loading'}>
          Refresh
        </button>
      </div>
      {state.status === 'error' ? (
        <div className="admin-state" role="alert">
          <p className="admin-state-title">Failed to load users</p>
          <p className="muted">{loadErrorText(state.error) || NO_PERMISSION}</p>
          <button type="button" className="btn btn-primary" onClick={reload}>
            Try Again
          </button>
        </div>
      ) : !users ? (
        <p className="admin-state muted" role="status">
          Loading users...
        </p>
      ) : users.length === 0 ? (
        <p className="empty">No users found</p>
      ) : (
        <>
          {state.status === 'loading' && (
            <p className="sr-only" role="status">
              Loading users...
            </p>
          )}
          <UsersTable users={users} onReset={setResetting} onRemove={setRemoving} />
        </>
      )}
      <ResetPasswordDialog user={resetting} online={online} onClose={() => setResetting(null)} />
      <ConfirmDialog
        open={!!removing}
        title="Remove Access"
        message={removing ? `Remove access for ${removing.email}? They will no longer be able to use the app.` : ''}
        confirmLabel="Remove Access"
        onConfirm={() => removing && void removeAccess(removing)}
        onCancel={() => setRemoving(null)}
      />
    </div>
  );
}
