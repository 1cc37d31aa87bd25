import { lazy, Suspense, useState, type ComponentType } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useLaterExtras } from '../../app/chrome-extras';
import { useSession } from '../../app/session';
import { Dialog } from '../../app/ui/Dialog';
import { PageHeader } from '../../app/ui/PageHeader';
import { PRODUCT_NAME } from '../../domain/constants';
import { HelpSupportDialog } from './HelpSupportDialog';
import { ChatIcon, ChecklistIcon, DocumentIcon, GiftIcon, HistoryIcon, StoreIcon, TagIcon } from './icons';
import { ProfileButton } from './ProfileButton';
import { ProfileReminder } from './ProfileReminder';
import { SettingsMenu } from './SettingsMenu';
import { useSignOut } from './useSignOut';
import './landing.css';

// issue 21: unread marketplace messages on the Marketplace card (reads the device's inbox; loaded after the first
// screen, with the chrome's later extras)
const MarketUnread = lazy(() => import('../marketplace/inbox/UnreadBadge'));

interface Feature {
  title: string;
  text: string;
  Icon: ComponentType<{ size?: number }>;
  /** a route, or absent when the feature opens the Coming Soon dialog */
  to?: string;
}

/** ?soon= names the coming-soon feature whose dialog is open: the card is a link that works before the app's scripts. */
const SOON_PARAM = 'soon';

/** Spec §2 Landing: six cards. Rewards is still coming soon; Estimates & Invoices and the Marketplace (issue 9) are live. */
const FEATURES: Feature[] = [
  { title: 'AI Assistant', text: 'Compliance answers for your state and trade', Icon: ChatIcon, to: '/chat' },
  { title: 'Chat History', text: 'Pick up a past conversation', Icon: HistoryIcon, to: '/chat-history' },
  { title: 'Estimates & Invoices', text: 'Quotes, invoices and who owes you', Icon: DocumentIcon, to: '/estimates-invoices' },
  { title: 'Materials Checklist', text: 'Tick off what each job needs', Icon: ChecklistIcon, to: '/materials' },
  { title: 'Tradie Marketplace', text: 'Buy and sell tools and gear', Icon: StoreIcon, to: '/marketplace' },
  { title: 'Rewards Program', text: 'Perks for running your business here', Icon: GiftIcon },
  // issue 13: jobs tie the client, site, documents, photos and hours together
  { title: 'Jobs', text: 'Clients, sites, schedule and hours in one place', Icon: ChecklistIcon, to: '/jobs' },
  // issue 13
  { title: 'Price Book', text: 'Your items, kits and supplier prices', Icon: TagIcon, to: '/price-book' },
];

export default function LandingPage() {
  const user = useSession((s) => s.user);
  const later = useLaterExtras((s) => s.open);
  // The cards are links (to their screen, or to ?soon=<title> for a feature still coming), so one tapped on the
  // build-time first paint, before the app's scripts arrive, opens what it opens once they have.
  const [params, setParams] = useSearchParams();
  const soon = params.get(SOON_PARAM);
  const comingSoon = FEATURES.some((f) => !f.to && f.title === soon) ? soon : null;
  const closeComingSoon = () =>
    setParams(
      (p) => {
        p.delete(SOON_PARAM);
        return p;
      },
      { replace: true },
    );
  const [helpOpen, setHelpOpen] = useState(false);
  const signOut = useSignOut();

  return (
    <>
      <PageHeader
        className="landing-topbar"
        title={PRODUCT_NAME}
        titleTag="span"
        leading={<SettingsMenu onHelp={() => setHelpOpen(true)} onSignOut={() => void signOut.requestSignOut()} />}
      >
        <ProfileButton logo={user?.businessLogo ?? null} />
      </PageHeader>
      <main className="page landing">
        <section className="landing-hero">
          <h1>G'day mate!</h1>
          <p className="landing-subtitle">Welcome To Your Other Toolbox</p>
        </section>
        <nav aria-label="Features">
          <ul className="grid-cards landing-cards">
            {FEATURES.map(({ title, text, Icon, to }) => (
              <li key={title}>
                <Link
                  className="card card-button landing-card"
                  to={to ?? { search: `?${new URLSearchParams({ [SOON_PARAM]: title })}` }}
                  replace={!to}
                >
                  <span className="landing-card-icon">
                    <Icon size={26} />
                  </span>
                  <span className="card-title">{title}</span>
                  <span className="landing-card-text">{text}</span>
                  {!to && <span className="badge badge-amber landing-card-badge">Coming soon</span>}
                  {to === '/marketplace' && user && later && (
                    <Suspense fallback={null}>
                      <MarketUnread userId={user.id} />
                    </Suspense>
                  )}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {/* Two short lines rather than one wide block: the account line is known only once the app's code runs, so
            the smaller it is, the likelier the largest paint is what the first paint (rendered at build time) drew. */}
        <div className="landing-footer muted small">
          <p>
            Prefer fewer buttons? <Link to="/simple">Open the quick start</Link>.
          </p>
          {/* Last: the first paint (built without an account) has every line above it in the same place. */}
          {user && <p>Signed in as {user.email}.</p>}
        </div>
      </main>

      <Dialog
        open={comingSoon !== null}
        onClose={closeComingSoon}
        title="Coming Soon!"
        description={`The ${comingSoon ?? ''} feature is under development and will be available soon.`}
        footer={
          <button type="button" className="btn btn-primary" onClick={closeComingSoon}>
            Got it
          </button>
        }
      />
      <HelpSupportDialog open={helpOpen} onClose={() => setHelpOpen(false)} />
      {user && <ProfileReminder user={user} />}
      {signOut.confirm}
    </>
  );
}
