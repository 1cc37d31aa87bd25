import * as v from 'valibot';
import { photoPathSchema } from '../../photos/naming';
import { CATEGORIES, CONDITIONS, MAX_PRICE_CENTS } from '../../marketplace';
import { uuidSchema } from '../../ids';
import { inboxMutations } from '../../marketplace/inbox';

/**
 * Marketplace writes that go through the outbox (a listing posted or a favourite set with no signal). Listings are a
 * shared scope (everyone reads them) but only their owner writes them: the server scopes every listing write to the
 * signed-in user, and the device refuses to queue a change to a row it does not own (assertOwnRow).
 */
const uuid = uuidSchema();
const isoInstant = v.pipe(v.string(), v.isoTimestamp('must be an ISO timestamp'));
const noNul = (label: string) => v.check((x: string) => !x.includes('\u0000'), `${label} cannot contain a NUL character`);

export const MAX_PHOTOS = 10;

export const ListingFields = v.object({
  title: v.pipe(
    v.string('Please fill in title, price, and category'),
    v.trim(),
    noNul('title'),
    v.minLength(1, 'Please fill in title, price, and category'),
    v.maxLength(120, 'must be at most 120 characters'),
  ),
  description: v.pipe(v.string(), noNul('description'), v.maxLength(5000, 'must be at most 5000 characters')),
  priceCents: v.pipe(
    v.number('must be a number'),
    v.integer('must be whole cents'),
    v.minValue(0, 'cannot be negative'),
    v.maxValue(MAX_PRICE_CENTS, 'is too large'),
  ),
  category: v.picklist(CATEGORIES, `must be one of ${CATEGORIES.join(', ')}`),
  condition: v.nullable(v.picklist(CONDITIONS, `must be one of ${CONDITIONS.join(', ')}`)),
  /** a locality as typed ("Parramatta NSW 2150"); the server resolves it to coordinates, '' for none */
  location: v.pipe(v.string(), noNul('location'), v.maxLength(120)),
  photos: v.pipe(v.array(photoPathSchema(), 'must be a list of photo paths'), v.maxLength(MAX_PHOTOS, `at most ${MAX_PHOTOS} photos`)),
});
export type ListingFields = v.InferOutput<typeof ListingFields>;

export const marketplaceMutations = {
  'marketplaceListing.create': v.object({ id: uuid, createdAt: isoInstant, ...ListingFields.entries }),
  /** status: the owner marks a listing sold (or live again); 'removed' is for admins only and not accepted here */
  'marketplaceListing.update': v.object({
    id: uuid,
    patch: v.partial(v.object({ ...ListingFields.entries, status: v.picklist(['live', 'sold'] as const, 'must be live or sold') })),
  }),
  'marketplaceListing.delete': v.object({ id: uuid }),
  /** a favourite is set or cleared (not toggled), so a replayed write is harmless */
  'marketplaceFavorite.set': v.object({ id: uuid, favorited: v.boolean() }),
  ...inboxMutations,
} satisfies Record<string, v.GenericSchema>;
