import { vValidator } from '@hono/valibot-validator';
import type { ValidationTargets } from 'hono';
import type { GenericSchema } from 'valibot';
import { AppError } from './errors';
import { issueMessage } from '../src/domain/validation';

/**
 * valibot validation beside the route. A failure becomes one 400 whose message names the field in plain words,
 * e.g. "email: Please enter a valid email address".
 */
export function validate<T extends GenericSchema, Target extends keyof ValidationTargets>(target: Target, schema: T) {
  const inner = vValidator(target, schema, (result) => {
    if (!result.success) {
      const { field, message } = issueMessage(result.issues);
      throw new AppError('VALIDATION_FAILED', message, { field });
    }
  });
  // A check that throws on input it did not expect (a pattern failed, then a later check parsed the text anyway) is
  // still bad input: a 400, never a 500.
  return (async (c, next) => {
    let handled = false;
    try {
      return await Promise.resolve(
        inner(c, async () => {
          handled = true;
          await next();
        }),
      );
    } catch (err) {
      // Only the validation's own throw is turned into a 400; the handler's errors pass through untouched.
      if (handled || err instanceof AppError) throw err;
      if (err instanceof SyntaxError || err instanceof RangeError || err instanceof TypeError) {
        throw new AppError('VALIDATION_FAILED', `${String(target)}: not valid (${err.message})`);
      }
      throw err;
    }
  }) as typeof inner;
}
