import { useCallback, useEffect, useRef } from 'react';
import { toast } from '../../app/toast/store';
import { syncNow } from '../../data/sync/scheduler';
import {
  INVOICE_HINT_DELAY_MS,
  INVOICE_HINT_DURATION_MS,
  MATERIALS_TOAST_DELAY_MS,
  MATERIALS_TOAST_DURATION_MS,
  mentionsInvoice,
  mentionsMaterials,
} from '../../domain/chat/triggers';

/**
 * Spec §9 keyword triggers. Materials words refresh the materials lists (a sync pull brings any list the assistant
 * saved) and, 1.5 s later, a 5 s toast offers the lists; invoice words show, 2 s later, a 6 s hint offering Create
 * Invoice. Timers die with the screen so a toast never appears on the next one.
 */
export function useKeywordTriggers(actions: { openMaterials(): void; openInvoice(): void }) {
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const actionsRef = useRef(actions);
  actionsRef.current = actions;

  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  return useCallback((text: string) => {
    if (mentionsMaterials(text)) {
      void syncNow();
      timers.current.push(
        setTimeout(() => {
          toast({
            title: 'Materials lists',
            description: 'Your materials lists are up to date. Open them to check items off.',
            duration: MATERIALS_TOAST_DURATION_MS,
            action: { label: 'Open lists', onClick: () => actionsRef.current.openMaterials() },
          });
        }, MATERIALS_TOAST_DELAY_MS),
      );
    }
    if (mentionsInvoice(text)) {
      timers.current.push(
        setTimeout(() => {
          toast({
            title: 'Need an invoice?',
            description: 'Create a professional invoice straight from this chat.',
            duration: INVOICE_HINT_DURATION_MS,
            action: { label: 'Create Invoice', onClick: () => actionsRef.current.openInvoice() },
          });
        }, INVOICE_HINT_DELAY_MS),
      );
    }
  }, []);
}
