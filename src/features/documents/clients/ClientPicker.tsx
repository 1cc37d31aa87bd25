import { useId } from 'react';
import type { ClientRow } from './queries';

/**
 * "Pick an existing client to fill the fields, or type": choosing one copies its details into the form, which stays
 * editable; the document keeps a link to the client so its totals follow even if the name is later changed.
 */
export function ClientPicker({
  clients,
  value,
  onPick,
}: {
  clients: readonly ClientRow[] | undefined;
  value: string | null | undefined;
  onPick: (client: ClientRow | null) => void;
}) {
  const id = useId();
  if (!clients || clients.length === 0) return null;
  const selected = value && clients.some((c) => c.id === value) ? value : '';
  return (
    <div className="field">
      <label htmlFor={id} className="label">
        Saved client
      </label>
      <select id={id} className="input" value={selected} onChange={(e) => onPick(clients.find((c) => c.id === e.target.value) ?? null)}>
        <option value="">Type a new client…</option>
        {clients.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
            {c.email ? ` (${c.email})` : ''}
          </option>
        ))}
      </select>
    </div>
  );
}
