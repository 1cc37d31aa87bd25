import { useRef, type KeyboardEvent } from 'react';

export const ADMIN_TABS = [
  { id: 'activate', label: 'Activate Test User' },
  { id: 'create', label: 'Create User' },
  { id: 'users', label: 'View Users' },
] as const;
export type AdminTab = (typeof ADMIN_TABS)[number]['id'];

export const tabPanelId = (t: AdminTab) => `admin-panel-${t}`;
export const tabId = (t: AdminTab) => `admin-tab-${t}`;

/** WAI-ARIA tabs: one tab stop, arrow keys (and Home/End) move between tabs. */
export function AdminTabs({ active, onChange }: { active: AdminTab; onChange: (t: AdminTab) => void }) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKey = (e: KeyboardEvent, i: number) => {
    const last = ADMIN_TABS.length - 1;
    const next =
      e.key === 'ArrowRight'
        ? i === last
          ? 0
          : i + 1
        : e.key === 'ArrowLeft'
          ? i === 0
            ? last
            : i - 1
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? last
              : null;
    if (next === null) return;
    e.preventDefault();
    onChange(ADMIN_TABS[next].id);
    refs.current[next]?.focus();
  };
  return (
    <div className="tabs admin-tabs" role="tablist" aria-label="Admin tasks">
      {ADMIN_TABS.map((t, i) => (
        <button
          key={t.id}
          ref={(el) => {
            refs.current[i] = el;
          }}
          type="button"
          role="tab"
          id={tabId(t.id)}
          aria-controls={tabPanelId(t.id)}
          aria-selected={active === t.id}
          tabIndex={active === t.id ? 0 : -1}
          className="tab"
          onClick={() => onChange(t.id)}
          onKeyDown={(e) => onKey(e, i)}
        >
          {t.label}
        </button>
      ))}
    </div>
  );
}
