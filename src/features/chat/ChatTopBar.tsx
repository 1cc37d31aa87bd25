import { Link } from 'react-router-dom';
import { PageHeader } from '../../app/ui/PageHeader';
import { HistoryIcon, PlusIcon } from './icons';

/** Beyond this many characters a conversation's title takes a row of its own (beside the controls it had ~110 px at 390 px). */
const TITLE_BESIDE_CONTROLS = 16;

/** Spec §2 Chat: back to landing and new chat at the top left; the conversations sidebar on the right. */
export function ChatTopBar({ title, onOpenSidebar }: { title: string; onOpenSidebar(): void }) {
  return (
    <PageHeader
      className={title.length > TITLE_BESIDE_CONTROLS ? 'chat-topbar chat-topbar-long' : 'chat-topbar'}
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
