import { photoIdsIn } from '../photos/naming';
import { isMutationName, mutationSchemas } from './mutations';

/**
 * The photos (object ids) a queued write names, read from its mutation's schema: only the fields declared as photo
 * paths (photoPathSchema) count, so a path pasted into a note is text, not a photo. A name this version does not know
 * (an entry queued by an older app) names none.
 */
export function photoIdsOfWrite(name: string, args: unknown): string[] {
  return isMutationName(name) ? photoIdsIn(mutationSchemas[name], args) : [];
}
