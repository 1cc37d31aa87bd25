import { useNavigate } from 'react-router-dom';
import { useSession } from '../../app/session';
import { PRODUCT_NAME } from '../../domain/constants';
import { planLabel, subscriptionStatus } from '../../app/subscription';
import { PageHeader } from '../../app/ui/PageHeader';
import { ChatIcon, CogIcon, DocumentIcon } from './icons';
import './landing.css';

const CARDS = [
  { title: 'Start Chat', text: 'Ask about codes and compliance for your trade', Icon: ChatIcon, to: '/chat' },
  { title: 'Generate Invoice', text: 'GST worked out, ready to send', Icon: DocumentIcon, to: '/invoice-generator' },
  { title: 'Settings', text: 'Your business details and logo', Icon: CogIcon, to: '/profile' },
];

/** The simplified welcome dashboard (spec §2, /simple). */
export default function SimplePage() {
  const user = useSession((s) => s.user);
  const navigate = useNavigate();
  const status = subscriptionStatus(user?.subscriptionStatus);

  return (
    <>
      <PageHeader title={PRODUCT_NAME} titleTag="span" backTo="/landing" />
      <main className="page stack">
        <section>
          <h1>Welcome{user?.firstName ? `, ${user.firstName}` : ''}!</h1>
          <p className="muted">Everything you need on the job, in one place.</p>
        </section>
        <ul className="grid-cards simple-cards landing-cards" aria-label="Quick actions">
          {CARDS.map(({ title, text, Icon, to }) => (
            <li key={title}>
              <button type="button" className="card card-button landing-card" onClick={() => navigate(to)}>
                <span className="landing-card-icon">
                  <Icon size={26} />
                </span>
                <span className="card-title">{title}</span>
                <span className="landing-card-text">{text}</span>
              </button>
            </li>
          ))}
        </ul>
        <section className="card" aria-labelledby="getting-started">
          <h2 id="getting-started">Getting started</h2>
          <ol className="simple-steps">
            <li>
              <strong>Set up your profile</strong>
              <span className="muted small">Add your business name, ABN, state, trade and logo.</span>
            </li>
            <li>
              <strong>Ask the assistant</strong>
              <span className="muted small">Get compliance answers for your state and trade.</span>
            </li>
            <li>
              <strong>Send your first quote or invoice</strong>
              <span className="muted small">Your details and logo go on every document.</span>
            </li>
          </ol>
        </section>
        <p className="simple-status" role="status">
          <span>Subscription status:</span>
          <span className={`badge ${status.badge}`}>{status.label}</span>
          <span className="muted small">{planLabel(user?.subscriptionPlan)}</span>
        </p>
      </main>
    </>
  );
}
