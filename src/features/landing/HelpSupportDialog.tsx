import { useNavigate } from 'react-router-dom';
import { Dialog } from '../../app/ui/Dialog';
import { PRODUCT_NAME, SUPPORT_EMAIL } from '../../domain/constants';
import { BadgeIcon, CardIcon, ChatIcon, MailIcon } from './icons';

const SUPPORT_CHAT_PROMPT = `I need help using ${PRODUCT_NAME}.`;

export function HelpSupportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const go = (to: string) => () => {
    onClose();
    void navigate(to);
  };
  return (
    <Dialog open={open} onClose={onClose} title="Help & Support" description="How can we help? Pick one of these.">
      <div className="help-options">
        <button type="button" className="help-option" onClick={go(`/chat?q=${encodeURIComponent(SUPPORT_CHAT_PROMPT)}`)}>
          <ChatIcon />
          <span>
            <span className="help-option-title">Chat with Support</span>
            <span className="help-option-text">Ask the assistant how to do something in the app</span>
          </span>
        </button>
        <a
          className="help-option"
          href={`mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(`${PRODUCT_NAME} support`)}`}
          onClick={onClose}
        >
          <MailIcon />
          <span>
            <span className="help-option-title">Email Us</span>
            <span className="help-option-text">{SUPPORT_EMAIL}</span>
          </span>
        </a>
        <button type="button" className="help-option" onClick={go('/subscription-status')}>
          <BadgeIcon />
          <span>
            <span className="help-option-title">My Subscription</span>
            <span className="help-option-text">Your plan and its status</span>
          </span>
        </button>
        <button type="button" className="help-option" onClick={go('/subscription-status')}>
          <CardIcon />
          <span>
            <span className="help-option-title">Billing</span>
            <span className="help-option-text">Payments and receipts</span>
          </span>
        </button>
      </div>
    </Dialog>
  );
}
