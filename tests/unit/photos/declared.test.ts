import { describe, expect, it } from 'vitest';
import { hasPhotoFields } from '../../../src/domain/photos/naming';
import { mutationSchemas } from '../../../src/domain/sync/mutations';
import { SYNCED_ENTITIES, photoColumnsOf, type EntityDef } from '../../../src/domain/sync/entities';

/**
 * Photos fail closed (issue 20 item 4): a write's photos are the fields its schema declares as photo paths
 * (photoPathSchema), and the orphan sweep keeps the files of the columns an entity's definition names as photo columns
 * (api/repos/objects.ts). An entity whose writes carry photos but that names no photo column would have its files
 * deleted by the sweep after the grace period: refused here, by entity.
 */
const entities = SYNCED_ENTITIES as Record<string, EntityDef>;
const writesWithPhotos = Object.entries(mutationSchemas)
  .filter(([, schema]) => hasPhotoFields(schema))
  .map(([name]) => name);
const entitiesWithPhotos = [...new Set(writesWithPhotos.map((n) => n.split('.')[0]))].sort();

describe('photo declarations', () => {
  it('finds the writes that carry photos from their schemas (the logo, listings, jobs, certificates)', () => {
    expect(writesWithPhotos).toEqual(
      expect.arrayContaining(['profile.setLogo', 'marketplaceListing.create', 'job.addPhoto', 'job.create', 'certificate.create']),
    );
    expect(writesWithPhotos).not.toContain('job.update');
    expect(writesWithPhotos).not.toContain('client.create');
  });

  it.each(entitiesWithPhotos)('%s carries photos and names the column that keeps them', (name) => {
    expect(
      photoColumnsOf(entities[name]).length,
      `${name}: declare photoColumns (or col.photos) in src/domain/sync/entities.ts`,
    ).toBeGreaterThan(0);
  });

  it('names photo columns only on entities whose writes carry photos', () => {
    const declared = Object.keys(entities).filter((name) => photoColumnsOf(entities[name]).length > 0);
    expect(declared.sort()).toEqual(entitiesWithPhotos);
  });
});
