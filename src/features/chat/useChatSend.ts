import { useCallback, useEffect, useRef, useState } from 'react';
import { syncNow } from '../../data/sync/scheduler';
import type { AttachedImage } from './image';
import { loadDeviceAssistant, sendChatMessage, type SendContext, type SendPhase } from './send';
import type { PendingReply } from './thread';

export type { SendPhase } from './send';

/** The screen's side of sending (send.ts): one message at a time, the phase and the streaming placeholder. */
export function useChatSend(ctx: Omit<SendContext, 'sync'> & { onConversationStarted(id: string): void; onSent?(text: string): void }) {
  const [phase, setPhase] = useState<SendPhase>('idle');
  const [pending, setPending] = useState<PendingReply | null>(null);
  const ctxRef = useRef(ctx);
  ctxRef.current = ctx;
  const busy = useRef(false);

  useEffect(() => {
    // Fetch the device assistant while there is signal, so it is in memory when the signal goes.
    void loadDeviceAssistant().catch(() => {});
  }, []);

  const send = useCallback(async (input: { text: string; image?: AttachedImage | null }): Promise<boolean> => {
    // Spec §5: blocked while sending or analysing.
    if (busy.current) return false;
    busy.current = true;
    const c = ctxRef.current;
    try {
      return await sendChatMessage({ ...c, sync: () => void syncNow() }, input, {
        phase: setPhase,
        pending: setPending,
        conversationStarted: (id) => c.onConversationStarted(id),
        sent: (t) => c.onSent?.(t),
      });
    } finally {
      busy.current = false;
    }
  }, []);

  return { send, phase, pending };
}
