import { Link } from 'react-router-dom';
import { PageHeader } from '../../app/ui/PageHeader';
import { HistoryIcon, PlusIcon } from './icons';

/** Spec §2 Chat: back to landing and new chat at the top left; the conversations sidebar on the right. */
export function ChatTopBar({ title, onOpenSidebar }: { title: string; onOpenSidebar(): void }) {
  return (
    <PageHeader
      className="chat-topbar"
      title={title}
      backTo="/landing"
      leading={
        <Link className="icon-btn" to="/" aria-label="New chat">
          <PlusIcon />
        </Link>
      }
    >
      <button type="button" className="icon-btn" aria-label="Conversations" onClick={onOpenSidebar}>
        <HistoryIcon />
      </button>
    </PageHeader>
  );
}
