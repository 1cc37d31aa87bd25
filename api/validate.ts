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
  return vValidator(target, schema, (result) => {
    if (!result.success) {
      const { field, message } = issueMessage(result.issues);
      throw new AppError('VALIDATION_FAILED', message, { field });
    }
  });
}
