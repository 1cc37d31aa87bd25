import { useEffect, useRef, useState } from 'react';
import { ConfirmDialog } from '../../app/ui/Dialog';
import { PlusIcon, TrashIcon } from './icons';
import type { ConversationView } from './queries';
import { conversationDate } from './text';

interface SidebarProps {
  open: boolean;
  conversations: ConversationView[] | undefined;
  currentId: string | null;
  onClose(): void;
  onSelect(id: string): void;
  onNewChat(): void;
  onDelete(id: string): Promise<void>;
}

/** Spec §2 Conversation Sidebar: the conversations, New Chat, and a delete per item that asks first. */
export function ConversationSidebar({ open, conversations, currentId, onClose, onSelect, onNewChat, onDelete }: SidebarProps) {
  const [confirm, setConfirm] = useState<ConversationView | null>(null);
  const panel = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!open) return;
    panel.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && !confirm && onClose();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, confirm, onClose]);

  return (
    <>
      <div className={`chat-sidebar-backdrop ${open ? 'is-open' : ''}`} onClick={onClose} aria-hidden="true" />
      <aside
        ref={panel}
        className={`chat-sidebar ${open ? 'is-open' : ''}`}
        aria-label="Conversations"
        aria-hidden={!open}
        inert={!open}
        tabIndex={-1}
      >
        <div className="chat-sidebar-head">
          <h2 className="chat-sidebar-title">Conversations</h2>
          <button type="button" className="icon-btn" aria-label="Close conversations" onClick={onClose}>
            ×
          </button>
        </div>
        <button type="button" className="btn btn-primary btn-block" onClick={onNewChat}>
          <PlusIcon size={18} /> New Chat
        </button>
        {conversations && conversations.length === 0 && <p className="empty">No conversations yet</p>}
        <ul className="chat-sidebar-list">
          {conversations?.map((c) => (
            <li key={c.id} className={`chat-sidebar-item ${c.id === currentId ? 'is-current' : ''}`}>
              <button
                type="button"
                className="chat-sidebar-open"
                aria-current={c.id === currentId || undefined}
                onClick={() => onSelect(c.id)}
              >
                <span className="chat-sidebar-name">{c.title}</span>
                <span className="chat-sidebar-meta">
                  {conversationDate(c.updatedAt)} · {c.state}
                </span>
              </button>
              <button type="button" className="icon-btn chat-sidebar-delete" aria-label={`Delete ${c.title}`} onClick={() => setConfirm(c)}>
                <TrashIcon size={18} />
              </button>
            </li>
          ))}
        </ul>
      </aside>
      <ConfirmDialog
        open={confirm !== null}
        title="Delete conversation?"
        message={confirm ? `"${confirm.title}" and its messages will be deleted on all your devices.` : ''}
        onCancel={() => setConfirm(null)}
        onConfirm={() => {
          const c = confirm;
          setConfirm(null);
          if (c) void onDelete(c.id);
        }}
      />
    </>
  );
}
