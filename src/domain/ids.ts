import * as v from 'valibot';

/** A UUID (any version), as every id of the app is: the client makes them with crypto.randomUUID(). */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (s: string): boolean => UUID_PATTERN.test(s);

/** The valibot schema of an id field; the message follows the field name ("listId: must be a UUID"). */
export const uuidSchema = (message = 'must be a UUID') => v.pipe(v.string(), v.uuid(message));
