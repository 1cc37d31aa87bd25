import { getDb } from '../../data/local-db';

/**
 * Whether a SWMS version is still only on this device: its create waits in this device's outbox, so no other device
 * and no email to the principal contractor can have it yet. Only then (and while unsigned) is an edit made in place;
 * once it has left the phone, an edit is the next version, so two devices editing one version apart end as two
 * versions (the server gives the later one the next free number) and never one over the other.
 */
export async function versionIsUnsent(userId: string, versionId: string): Promise<boolean> {
  const queued = await getDb()
    .outbox.where('userId')
    .equals(userId)
    .filter((m) => m.name === 'swmsVersion.create' && (m.args as { id?: string }).id === versionId)
    .count();
  return queued > 0;
}
