import type { Ctx } from '../context';
import { AppError, notFound, type NotFoundWhat } from '../errors';
import { isUuid } from '../../src/domain/ids';

/** The JSON body; a malformed one is the client's mistake (400), never a 500. */
export async function readJson(c: Ctx): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    throw new AppError('INVALID_JSON', 'Request body is not valid JSON');
  }
}

/** The :id of a document route. Not a UUID cannot name any row, so it is simply not found. */
export function uuidParam(c: Ctx, what: NotFoundWhat, name = 'id'): string {
  const id = c.req.param(name) ?? '';
  if (!isUuid(id)) throw notFound(what);
  return id;
}
