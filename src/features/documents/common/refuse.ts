import { toastError } from '../../../app/toast/store';
import { validateQuoteItem, type FormCheck } from '../../../domain/schemas/documents';

/** True, after a toast saying why, when the check failed. */
export function refused<C extends FormCheck>(check: C): check is Extract<C, { ok: false }> {
  if (check.ok) return false;
  toastError(check.title, check.description);
  return true;
}

/** Spec §5: every line needs a description and a rate above $0; stops at the first that has not. */
export const refusedItems = (items: readonly { description: string; rateCents: number }[]) =>
  items.some((item) => refused(validateQuoteItem(item)));
