import { getDb, type LocalDb } from '../local-db';
import { allWriteTables } from '../sync/mutate';
import { objectPath } from '../../domain/photos/naming';
import { photoIdsOfWrite } from '../../domain/sync/photos';
import type { PhotoRow, PreparedPhoto } from './types';

export interface PhotoTarget {
  userId: string;
  /** what uses the photos, e.g. 'profile.logo', 'listing', 'job' */
  entity: string;
  entityId: string;
}

/**
 * Stores resized photos; call it inside the Dexie transaction that writes the row using them (see writeWithPhotos), so
 * the row, its outbox entry and its photos are saved together or not at all. Returns their paths, which the row keeps
 * (e.g. businessLogo, listing.photos) and an <img> shows through usePhotoUrl.
 */
export async function addPhotos(db: LocalDb, target: PhotoTarget, photos: readonly PreparedPhoto[]): Promise<string[]> {
  const now = new Date().toISOString();
  const rows: PhotoRow[] = photos.map((p) => ({
    id: p.id,
    userId: target.userId,
    entity: target.entity,
    entityId: target.entityId,
    blob: p.blob,
    contentType: p.contentType,
    width: p.width,
    height: p.height,
    bytes: p.blob.size,
    state: 'waiting',
    attempts: 0,
    nextAttemptAt: 0,
    lastError: null,
    createdAt: now,
    uploadedAt: null,
  }));
  await db.photos.bulkPut(rows);
  return rows.map((r) => objectPath(r.id));
}

/** The tables a write with photos needs: every table a sync mutation writes, plus photos. */
export function photoWriteTables(db: LocalDb) {
  return [db.photos, ...allWriteTables(db)];
}

/**
 * One user action that adds photos: the photos and the write that references them (usually a mutate() call, whose own
 * transaction joins this one) commit together. If the tab dies half-way, neither is stored.
 *
 *   const photos = await Promise.all(files.map((f) => preparePhoto(f)));
 *   await writeWithPhotos({ userId, entity: 'listing', entityId }, photos, (paths) => mutate('listing.create', { ...listing, photos: paths }));
 */
export async function writeWithPhotos(
  target: PhotoTarget,
  photos: readonly PreparedPhoto[],
  write: (paths: string[]) => Promise<void>,
): Promise<string[]> {
  const db = getDb();
  return db.transaction('rw', photoWriteTables(db), async () => {
    const paths = await addPhotos(db, target, photos);
    await write(paths);
    return paths;
  });
}

/** The device's copy of a photo, by its path ('/api/objects/{id}'), if this device has it. */
export async function localPhotoBlob(db: LocalDb, id: string): Promise<Blob | null> {
  return (await db.photos.get(id))?.blob ?? null;
}

/** Device copies of uploaded photos are kept this long for offline viewing, then the server (and worker cache) serve them. */
export const KEEP_UPLOADED_DAYS = 30;

/**
 * Frees device storage: forgets photos uploaded more than KEEP_UPLOADED_DAYS ago that no unsent write references.
 * Their paths keep working (usePhotoUrl falls back to the server's file); waiting and failed photos are never touched.
 */
export async function pruneUploadedPhotos(db: LocalDb, now = Date.now()): Promise<number> {
  const before = new Date(now - KEEP_UPLOADED_DAYS * 86_400_000).toISOString();
  return db.transaction('rw', [db.photos, db.outbox], async () => {
    const old = await db.photos
      .where('state')
      .equals('uploaded')
      .filter((p) => (p.uploadedAt ?? '') < before)
      .primaryKeys();
    if (!old.length) return 0;
    const referenced = new Set<string>();
    await db.outbox.each((m) => {
      for (const id of photoIdsOfWrite(m.name, m.args)) referenced.add(id);
    });
    const drop = old.filter((id) => !referenced.has(id));
    await db.photos.bulkDelete(drop);
    return drop.length;
  });
}
