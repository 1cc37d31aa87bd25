import type { ReactNode } from 'react';
import { PRODUCT_NAME } from '../../domain/constants';
import { ToolboxMark } from '../../app/ui/ToolboxMark';
import './auth.css';

/** The signed-out screens' frame: the brand, then a card headed by the title and its lead line. */
export function AuthScreen({
  titleId,
  title,
  lead,
  children,
  below,
  outside,
}: {
  titleId: string;
  title: string;
  lead: string;
  children: ReactNode;
  /** Under the card, inside the panel. */
  below?: ReactNode;
  /** After the panel, e.g. a dialog. */
  outside?: ReactNode;
}) {
  return (
    <main className="auth-screen">
      <div className="auth-panel">
        <div className="auth-brand">
          <span className="auth-brand-mark">
            <ToolboxMark size={28} />
          </span>
          <span>{PRODUCT_NAME}</span>
        </div>
        <section className="card auth-card" aria-labelledby={titleId}>
          <h1 id={titleId}>{title}</h1>
          <p className="muted">{lead}</p>
          {children}
        </section>
        {below}
      </div>
      {outside}
    </main>
  );
}
