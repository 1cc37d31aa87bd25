import { useEffect, useRef } from 'react';
import { AUTO_SCROLL_DELAY_MS } from '../../domain/chat/triggers';
import { WrenchIcon } from './icons';
import { MessageBubble, type BubbleActions } from './MessageBubble';
import type { ThreadMessage } from './thread';

/** The conversation, oldest first, scrolled to the newest exchange 100 ms after it changes (spec §9). */
export function MessageList({
  messages,
  emptyText,
  actions,
}: {
  messages: ThreadMessage[];
  emptyText: string | null;
  actions: BubbleActions;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const last = messages[messages.length - 1];
  const signature = `${messages.length}:${last?.id ?? ''}:${last?.content.length ?? 0}`;

  useEffect(() => {
    const timer = setTimeout(() => {
      const el = scroller.current;
      if (!el) return;
      // A long answer is read from its start: keep the newest question at the top rather than jump past the answer.
      const questions = el.querySelectorAll<HTMLElement>('.chat-row-user');
      const question = questions[questions.length - 1];
      const fromQuestion = question ? el.scrollHeight - question.offsetTop : 0;
      const top = question && fromQuestion > el.clientHeight ? question.offsetTop - 8 : el.scrollHeight;
      el.scrollTo({ top, behavior: 'smooth' });
    }, AUTO_SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [signature]);

  return (
    <div className="chat-scroll" ref={scroller}>
      {messages.length === 0 && emptyText ? (
        <div className="chat-empty">
          <div className="chat-empty-mark">
            <WrenchIcon size={44} />
          </div>
          <p>{emptyText}</p>
        </div>
      ) : (
        <ol className="chat-messages" aria-label="Messages">
          {messages.map((m) => (
            <MessageBubble key={m.id} message={m} actions={actions} />
          ))}
        </ol>
      )}
    </div>
  );
}
