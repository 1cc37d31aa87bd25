import { api } from '../../data/api';
import { getDb } from '../../data/local-db';
import { preparePhoto, writeWithPhotos } from '../../data/photos';
import { mutate } from '../../data/sync/mutate';
import { syncNow } from '../../data/sync/scheduler';
import { priceToCents } from '../../domain/marketplace';
import type { ListingFields } from '../../domain/sync/features/marketplace';

export interface ListingDraft {
  title: string;
  description: string;
  /** dollars as typed (input step 0.01) */
  price: string;
  category: string;
  condition: string;
  location: string;
}

/** Spec §9: title, price and category are required. */
export function missingRequired(d: ListingDraft): boolean {
  return !d.title.trim() || d.price.trim() === '' || !Number.isFinite(Number(d.price)) || !d.category;
}

/** The same check the server makes, on the device (so it is caught offline too); loads the locality data on demand. */
async function assertKnownLocality(text: string) {
  if (!text.trim()) return;
  const [places, { resolveLocality }] = await Promise.all([import('../../domain/places'), import('../../domain/marketplace/location')]);
  if (!resolveLocality(places, text))
    throw new Error('Location: not an Australian suburb or postcode we know (e.g. "Parramatta NSW 2150")');
}

function fields(d: ListingDraft): Omit<ListingFields, 'photos'> {
  const priceCents = priceToCents(Number(d.price));
  if (priceCents === null) throw new Error('Price must be an amount of dollars with at most 2 decimals');
  return {
    title: d.title.trim(),
    description: d.description,
    priceCents,
    category: d.category as ListingFields['category'],
    condition: (d.condition || null) as ListingFields['condition'],
    location: d.location.trim(),
  };
}

/**
 * Posts a listing: photos resized on the device and stored with the listing and its outbox entry in one transaction,
 * so it shows at once ("waiting to upload") and goes up when there is signal. Resolves with the server's refusal
 * message if the push was refused, else null.
 */
export async function postListing(
  userId: string,
  draft: ListingDraft,
  files: readonly File[],
): Promise<{ id: string; refused: string | null }> {
  const id = crypto.randomUUID();
  await assertKnownLocality(draft.location);
  const photos = await Promise.all(files.map((f) => preparePhoto(f)));
  const base = fields(draft);
  await writeWithPhotos({ userId, entity: 'listing', entityId: id }, photos, (paths) =>
    mutate('marketplaceListing.create', { id, createdAt: new Date().toISOString(), ...base, photos: paths }, { userId }),
  );
  if (typeof navigator !== 'undefined' && !navigator.onLine) return { id, refused: null };
  await syncNow();
  const issue = (await getDb().syncIssues.where('userId').equals(userId).toArray()).find(
    (i) => i.mutationName === 'marketplaceListing.create' && (i.args as { id?: string }).id === id,
  );
  return { id, refused: issue ? issue.message : null };
}

export async function editListing(userId: string, id: string, draft: ListingDraft) {
  await assertKnownLocality(draft.location);
  await mutate('marketplaceListing.update', { id, patch: fields(draft) }, { userId });
  void syncNow();
}

export async function markSold(userId: string, id: string) {
  await mutate('marketplaceListing.update', { id, patch: { status: 'sold' } }, { userId });
  void syncNow();
}

export async function deleteListing(userId: string, id: string) {
  await mutate('marketplaceListing.delete', { id }, { userId });
  void syncNow();
}

export async function setFavorite(userId: string, id: string, favorited: boolean) {
  await mutate('marketplaceFavorite.set', { id, favorited }, { userId });
  void syncNow();
}

const post = async (path: string, body: unknown) => void (await api('POST', path, body));

export const reportListing = (id: string, reason: string, details: string) =>
  post(`/api/marketplace/listings/${id}/report`, { reason, details });
