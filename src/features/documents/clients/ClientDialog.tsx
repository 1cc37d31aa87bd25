import { useEffect, useState } from 'react';
import { toast, toastFailure } from '../../../app/toast/store';
import { Dialog, DialogActions } from '../../../app/ui/Dialog';
import { TextAreaField, TextField } from '../../../app/ui/Field';
import { MutationInputError } from '../../../data/sync/mutate';
import { createClient, updateClient, type ClientFields } from './mutations';
import type { ClientRow } from './queries';

const EMPTY: ClientFields = { name: '', email: '', phone: '', address: '' };
// Light check so a typo is caught while typing; the schema has the final say.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Add Client / Edit Client: name, email, phone, address, saved on the device at once. */
export function ClientDialog({
  open,
  client,
  userId,
  onClose,
}: {
  open: boolean;
  client: ClientRow | null;
  userId: string;
  onClose: () => void;
}) {
  const [fields, setFields] = useState<ClientFields>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof ClientFields, string>>>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open) return;
    setFields(client ? { name: client.name, email: client.email, phone: client.phone, address: client.address } : EMPTY);
    setErrors({});
  }, [open, client]);

  const set = (k: keyof ClientFields, v: string) => {
    setFields((f) => ({ ...f, [k]: v }));
    setErrors((e) => ({ ...e, [k]: undefined }));
  };

  async function save() {
    const clean: ClientFields = {
      name: fields.name.trim(),
      email: fields.email.trim(),
      phone: fields.phone.trim(),
      address: fields.address.trim(),
    };
    const errs: typeof errors = {};
    if (!clean.name) errs.name = 'Client name is required';
    if (clean.email && !EMAIL.test(clean.email)) errs.email = 'Please enter a valid email address';
    setErrors(errs);
    if (Object.keys(errs).length) return;
    setSaving(true);
    try {
      if (client) {
        await updateClient(userId, client, clean);
        toast({ title: 'Updated Successfully' });
      } else {
        await createClient(userId, clean);
        toast({ title: 'Client Added', description: clean.name });
      }
      onClose();
    } catch (err) {
      const detail =
        err instanceof MutationInputError
          ? err.message.replace(/^[\w.]+: /, '')
          : 'There was an error updating the item. Please try again.';
      toastFailure('Saving the client', err, 'Update Failed', detail);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={client ? 'Edit Client' : 'Add Client'}
      footer={
        <DialogActions onCancel={onClose} onConfirm={() => void save()} label={client ? 'Save Changes' : 'Add Client'} busy={saving} />
      }
    >
      <TextField label="Name *" value={fields.name} onChange={(e) => set('name', e.target.value)} error={errors.name} autoComplete="off" />
      <TextField
        label="Email"
        type="email"
        value={fields.email}
        onChange={(e) => set('email', e.target.value)}
        error={errors.email}
        autoComplete="off"
      />
      <TextField label="Phone" type="tel" value={fields.phone} onChange={(e) => set('phone', e.target.value)} autoComplete="off" />
      <TextAreaField label="Address" value={fields.address} onChange={(e) => set('address', e.target.value)} />
    </Dialog>
  );
}
