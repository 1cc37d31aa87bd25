import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { signedInClient, startTestServer, type TestServer } from '../../helpers/api';
import { Device } from '../../helpers/device';
import { setDbForTests } from '../../../src/data/local-db';
import { mutate } from '../../../src/data/sync/mutate';
import { writeWithPhotos } from '../../../src/data/photos/store';
import { refusedPhotoReason } from '../../../src/data/photos/queries';
import { deriveBadgeStatus } from '../../../src/features/sync/status';
import { tinyPng } from '../../api/objects-builders';

/**
 * Issue 19: a listing photo a reverse proxy refuses with 413 (nginx's default 1 MB) is never reported as saved. The
 * device marks the photo failed with the reason, the server refuses the listing that references the missing photo,
 * and the sync badge says "Needs attention" with why — the listing never goes live with a broken image.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer('pglite');
});
afterAll(() => server.close());

describe('a listing whose photo the proxy refuses (413)', () => {
  it('stays under "needs attention" with the reason; nothing goes live', async () => {
    const { client, user } = await signedInClient(server);
    const d = new Device(server, client.cookie, user.id);
    await d.signIn();
    setDbForTests(d.db);
    const bytes = new Uint8Array(1_200_000);
    bytes.set(tinyPng(24, 24));
    const p = {
      id: randomUUID(),
      blob: new Blob([bytes as BlobPart], { type: 'image/png' }),
      contentType: 'image/png',
      width: 24,
      height: 24,
    };
    const listingId = randomUUID();
    await writeWithPhotos({ userId: user.id, entity: 'listing', entityId: listingId }, [p], async ([path]) => {
      await mutate(
        'marketplaceListing.create',
        {
          id: listingId,
          createdAt: new Date().toISOString(),
          title: 'Stihl chainsaw',
          description: 'MS 250',
          priceCents: 32000,
          category: 'Tools',
          condition: 'Used - Good',
          location: 'Newcastle NSW 2300',
          photos: [path],
        },
        { userId: user.id },
      );
    });
    // nginx in front: the PUT never reaches the API.
    const base = d.fetch;
    d.fetch = async (url, init) =>
      String(url).includes('/api/objects/put/') && init?.method === 'PUT'
        ? new Response('<html><head><title>413 Request Entity Too Large</title></head></html>', {
            status: 413,
            headers: { 'content-type': 'text/html' },
          })
        : base(url, init);
    await d.sync();
    const photo = await d.db.photos.get(p.id);
    expect(photo?.state).toBe('failed');
    expect(photo?.lastError).toBe('the photo (1.1 MB) is larger than the server accepts (413 Request Entity Too Large)');
    // The server refused the listing: it is not live, and the refusal is kept on the device with its reason.
    expect((await server.db.sql`select id from marketplace_listings where id = ${listingId}`).length).toBe(0);
    const issues = await d.db.syncIssues.toArray();
    expect(issues.map((i) => i.mutationName)).toEqual(['marketplaceListing.create']);
    expect(issues[0].message).toMatch(/a photo has not reached the server/);
    // The badge: needs attention, with the photo's reason — never "Everything is saved on the server".
    const reason = await refusedPhotoReason(d.db, user.id);
    const status = deriveBadgeStatus({
      online: true,
      pending: await d.db.outbox.count(),
      issues: issues.length,
      photoRefusal: reason,
      state: undefined,
    });
    expect(status.kind).toBe('attention');
    expect(status.detail).toBe(
      'The server refused 1 change. A photo could not be uploaded: the photo (1.1 MB) is larger than the server accepts (413 Request Entity Too Large). The change that uses it is not saved on the server.',
    );
  });
});
