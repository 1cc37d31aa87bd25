import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { BackIcon } from './icons';

/**
 * The one header of every signed-in screen (issue 21: three back styles, and "Tradie Marketpl…"). Left to right: the
 * back link (spec §2: Back goes to a fixed screen, so it is a link named "Back", one style everywhere), the screen's own
 * leading controls, the title, the actions. The sync badge sits in the band's right end (SignedInChrome's slot; every
 * .topbar keeps its room). The title is never cut: it wraps between words, and when the actions leave it too little
 * room for its longest word they move to a second row of the band.
 */
export function PageHeader({
  title,
  backTo,
  leading,
  titleTag: Title = 'h1',
  className,
  children,
}: {
  title: ReactNode;
  /** the screen Back goes to; none on the home screen */
  backTo?: string;
  /** controls between Back and the title (the chat's New chat, the home screen's settings menu) */
  leading?: ReactNode;
  /** 'span' where the screen's h1 is in its content (the brand line of the home screens) */
  titleTag?: 'h1' | 'span';
  className?: string;
  /** the screen's actions, at the right */
  children?: ReactNode;
}) {
  return (
    <header className={className ? `topbar ${className}` : 'topbar'}>
      {backTo && (
        <Link to={backTo} className="icon-btn topbar-back" aria-label="Back">
          <BackIcon size={22} />
        </Link>
      )}
      {leading}
      <Title className="topbar-title">{title}</Title>
      {children && <div className="topbar-actions">{children}</div>}
    </header>
  );
}
