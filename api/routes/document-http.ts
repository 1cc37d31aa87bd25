import type { Ctx } from '../context';
import { AppError, notFound } from '../errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The JSON body; a malformed one is the client's mistake (400), never a 500. */
export async function readJson(c: Ctx): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    throw new AppError('INVALID_JSON', 'Request body is not valid JSON');
  }
}

/** The :id of a document route. Not a UUID cannot name any row, so it is simply not found. */
export function uuidParam(c: Ctx, what: string, name = 'id'): string {
  const id = c.req.param(name) ?? '';
  if (!UUID.test(id)) throw notFound(what);
  return id;
}
