import type { AdminUser } from './admin-api';
import { canRemoveAccess, displayName, formatAdminDate, statusBadge } from './format';

/** Spec §2 View Users. On a phone each row folds into a card whose cells carry their column name. */
export function UsersTable({
  users,
  onReset,
  onRemove,
}: {
  users: AdminUser[];
  onReset: (u: AdminUser) => void;
  onRemove: (u: AdminUser) => void;
}) {
  return (
    <table className="table admin-table" role="table">
      <thead role="rowgroup">
        <tr role="row">
          <th scope="col" role="columnheader">
            Email
          </th>
          <th scope="col" role="columnheader">
            Name
          </th>
          <th scope="col" role="columnheader">
            Status
          </th>
          <th scope="col" role="columnheader">
            Expires
          </th>
          <th scope="col" role="columnheader">
            Created
          </th>
          <th scope="col" role="columnheader">
            Password
          </th>
          <th scope="col" role="columnheader">
            Actions
          </th>
        </tr>
      </thead>
      <tbody role="rowgroup">
        {users.map((u) => {
          const badge = statusBadge(u.subscriptionStatus);
          return (
            <tr key={u.id} role="row">
              <td role="cell" data-label="Email" className="admin-email">
                {u.email}
              </td>
              <td role="cell" data-label="Name">
                {displayName(u)}
              </td>
              <td role="cell" data-label="Status">
                <span className={`badge ${badge.badge}`}>{badge.label}</span>
              </td>
              <td role="cell" data-label="Expires">
                {formatAdminDate(u.subscriptionEndDate)}
              </td>
              <td role="cell" data-label="Created">
                {formatAdminDate(u.createdAt)}
              </td>
              <td role="cell" data-label="Password">
                <button
                  type="button"
                  className="btn btn-outline btn-sm"
                  onClick={() => onReset(u)}
                  aria-label={`Reset password for ${u.email}`}
                >
                  Reset
                </button>
              </td>
              <td role="cell" data-label="Actions">
                {canRemoveAccess(u) ? (
                  <button
                    type="button"
                    className="btn btn-destructive btn-sm"
                    onClick={() => onRemove(u)}
                    aria-label={`Remove access for ${u.email}`}
                  >
                    Remove Access
                  </button>
                ) : (
                  <span className="muted">-</span>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
