import { useRef, type KeyboardEvent } from 'react';

export const HUB_TABS = [
  { id: 'overview', label: 'Overview' },
  { id: 'estimates', label: 'Estimates' },
  { id: 'invoices', label: 'Invoices' },
  { id: 'clients', label: 'Clients' },
] as const;
export type HubTab = (typeof HUB_TABS)[number]['id'];

export function isHubTab(v: string | null): v is HubTab {
  return HUB_TABS.some((t) => t.id === v);
}

/** WAI-ARIA tabs: one tab stop, arrow keys (and Home/End) move between tabs. */
export function HubTabs({ active, onChange }: { active: HubTab; onChange: (t: HubTab) => void }) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKey = (e: KeyboardEvent, i: number) => {
    const last = HUB_TABS.length - 1;
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
    onChange(HUB_TABS[next].id);
    refs.current[next]?.focus();
  };
  return (
    <div className="tabs" role="tablist" aria-label="Estimates and invoices">
      {HUB_TABS.map((t, i) => (
        <button
          key={t.id}
          ref={(el) => {
            refs.current[i] = el;
          }}
          type="button"
          role="tab"
          id={`hub-tab-${t.id}`}
          aria-controls={`hub-panel-${t.id}`}
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
