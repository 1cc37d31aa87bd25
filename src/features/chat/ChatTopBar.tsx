import { Link } from 'react-router-dom';
import { BackIcon, HistoryIcon, PlusIcon } from './icons';

/** Spec §2 Chat: back to landing and new chat at the top left; the conversations sidebar on the right. */
export function ChatTopBar({ title, onOpenSidebar }: { title: string; onOpenSidebar(): void }) {
  return (
    <header className="topbar chat-topbar">
      <Link className="icon-btn" to="/landing" aria-label="Back to home">
        <BackIcon />
      </Link>
      <Link className="icon-btn" to="/" aria-label="New chat">
        <PlusIcon />
      </Link>
      <h1 className="topbar-title chat-title">{title}</h1>
      <button type="button" className="icon-btn" aria-label="Conversations" onClick={onOpenSidebar}>
        <HistoryIcon />
      </button>
    </header>
  );
}
