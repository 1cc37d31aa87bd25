import { memo, useMemo, useState } from 'react';
import { toast, toastError } from '../../app/toast/store';
import { extractTaskPayload, validateTaskPayload, type MaterialsListPayload, type TaskPayload } from '../../domain/chat/payload';
import type { ChatDocument } from '../../domain/chat/document';
import { CopyIcon } from './icons';
import { Markdown } from './Markdown';
import { OFFLINE_ANSWER_LABEL } from './offline-answer-label';
import { messageTime, visibleAnswer } from './text';
import type { ThreadMessage } from './thread';

export interface BubbleActions {
  onCreateInvoice(doc: ChatDocument): void;
  onSaveMaterials(payload: MaterialsListPayload): Promise<boolean>;
}

function taskOf(m: ThreadMessage): TaskPayload | null {
  if (m.role !== 'assistant' || m.streaming) return null;
  return (m.metadata.task && validateTaskPayload(m.metadata.task)) || extractTaskPayload(m.content);
}

async function copy(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: 'Copied', description: 'The answer is on your clipboard.', duration: 2000 });
  } catch (err) {
    console.warn('Copy failed', err);
    toastError('Copy failed', 'Your browser did not allow copying. Select the text instead.');
  }
}

function TaskActions({ task, actions }: { task: TaskPayload; actions: BubbleActions }) {
  const [saved, setSaved] = useState(false);
  if (task.type === 'materialsList') {
    return (
      <button
        type="button"
        className="btn btn-outline btn-sm"
        disabled={saved}
        onClick={() => void actions.onSaveMaterials(task).then((ok) => ok && setSaved(true))}
      >
        {saved ? 'Saved to Materials Lists' : 'Save to Materials Lists'}
      </button>
    );
  }
  return (
    <button type="button" className="btn btn-primary btn-sm" onClick={() => actions.onCreateInvoice(task)}>
      Create invoice from this
    </button>
  );
}

export const MessageBubble = memo(function MessageBubble({ message: m, actions }: { message: ThreadMessage; actions: BubbleActions }) {
  const task = useMemo(() => taskOf(m), [m]);
  const shown = useMemo(() => (m.role === 'assistant' ? visibleAnswer(m.content, m.streaming) : m.content), [m]);
  const time = messageTime(m.createdAt);
  const image = m.metadata.imagePreview;

  if (m.role === 'user') {
    return (
      <li className="chat-row chat-row-user">
        <div className="chat-bubble chat-bubble-user">
          {image && <img className="chat-bubble-image" src={image} alt={m.metadata.imageName ?? 'Attached photo'} />}
          {shown && <p className="chat-user-text">{shown}</p>}
          {time && (
            <time className="chat-time" dateTime={m.createdAt}>
              {time}
            </time>
          )}
        </div>
      </li>
    );
  }

  return (
    <li className="chat-row chat-row-assistant" aria-busy={m.streaming || undefined}>
      <div className="chat-bubble chat-bubble-assistant" data-testid="assistant-message">
        {m.metadata.offline && <p className="chat-offline-badge">{OFFLINE_ANSWER_LABEL}</p>}
        {m.streaming && !shown ? (
          <p className="chat-typing" aria-label="The assistant is answering">
            <span />
            <span />
            <span />
          </p>
        ) : (
          <Markdown text={shown} />
        )}
        {task && (
          <div className="chat-task">
            <TaskActions task={task} actions={actions} />
          </div>
        )}
        <div className="chat-bubble-foot">
          {time && !m.streaming && (
            <time className="chat-time" dateTime={m.createdAt}>
              {time}
            </time>
          )}
          {!m.streaming && shown && (
            <button type="button" className="chat-copy" aria-label="Copy answer" title="Copy" onClick={() => void copy(shown)}>
              <CopyIcon size={16} />
            </button>
          )}
        </div>
      </div>
    </li>
  );
});
