/**
 * The photo path for every feature (logo today; listing and job photos next):
 *
 *   const photos = await Promise.all(files.map((f) => preparePhoto(f)));          // resize on the device
 *   await writeWithPhotos({ userId, entity: 'listing', entityId: id }, photos,    // one Dexie transaction:
 *     (paths) => mutate('listing.create', { id, ...fields, photos: paths }));      //   photos + row + outbox
 *   const src = usePhotoUrl(listing.photos[0]);                                    // shows at once, offline too
 *
 * The sync engine uploads the photos a queued mutation references before it pushes that mutation.
 */
export { preparePhoto, PhotoInputError } from './resize';
export { addPhotos, writeWithPhotos, photoWriteTables, localPhotoBlob, pruneUploadedPhotos, type PhotoTarget } from './store';
export { usePhotoUrl } from './usePhotoUrl';
export { useWifiOnlySetting, countWaitingPhotos } from './queries';
export { startPhotoRetries } from './scheduler';
export type { PhotoRow, PreparedPhoto, PhotoState } from './types';
