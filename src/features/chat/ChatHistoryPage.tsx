import { Link, useNavigate } from 'react-router-dom';
import { useSession } from '../../app/session';
import { PageHeader } from '../../app/ui/PageHeader';
import { PlusIcon } from './icons';
import { historyHref } from './params';
import { useConversations } from './queries';
import { conversationDate } from './text';
import './chat.css';

/** Spec §2 Chat History: a grid of conversation cards; a card opens the conversation read only. */
export default function ChatHistoryPage() {
  const userId = useSession((s) => s.user)!.id;
  const conversations = useConversations(userId);
  const navigate = useNavigate();

  return (
    <>
      <PageHeader title="Chat History" backTo="/landing">
        <Link className="btn btn-primary btn-sm" to="/chat">
          <PlusIcon size={18} /> New Chat
        </Link>
      </PageHeader>
      <main className="page">
        {conversations === undefined && <p className="muted">Loading…</p>}
        {conversations?.length === 0 && (
          <div className="empty">
            <p>No conversations yet</p>
            <Link className="btn btn-primary" to="/chat">
              Ask your first question
            </Link>
          </div>
        )}
        <ul className="grid-cards chat-history-grid">
          {conversations?.map((c) => (
            <li key={c.id}>
              <button type="button" className="card card-button chat-history-card" onClick={() => navigate(historyHref(c.id))}>
                <span className="card-title chat-history-title">{c.title}</span>
                <span className="small muted">{conversationDate(c.updatedAt)}</span>
                <span className="row">
                  {c.state && <span className="badge badge-blue">{c.state}</span>}
                  {c.trade && <span className="badge badge-grey">{c.trade}</span>}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </main>
    </>
  );
}
