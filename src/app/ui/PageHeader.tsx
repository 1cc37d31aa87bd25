import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';

/** Spec §2: a back button goes to the given route, or else back in history. */
export function PageHeader({ title, backTo, children }: { title: string; backTo?: string; children?: ReactNode }) {
  const navigate = useNavigate();
  return (
    <header className="topbar">
      <button
        type="button"
        className="icon-btn"
        aria-label="Back"
        onClick={() => (backTo ? navigate(backTo) : window.history.length > 1 ? navigate(-1) : navigate('/landing'))}
      >
        <svg
          width="22"
          height="22"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
        >
          <path d="M15 18l-6-6 6-6" />
        </svg>
      </button>
      <h1 className="topbar-title">{title}</h1>
      {children}
    </header>
  );
}
