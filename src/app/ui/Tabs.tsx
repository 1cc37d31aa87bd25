import { useRef, type KeyboardEvent } from 'react';

interface TabDef<T extends string> {
  id: T;
  label: string;
}

/** Which tab the arrow keys, Home and End move to from tab i of n (wrapping), or null for other keys. */
export function nextTabIndex(key: string, i: number, n: number): number | null {
  const last = n - 1;
  if (key === 'ArrowRight') return i === last ? 0 : i + 1;
  if (key === 'ArrowLeft') return i === 0 ? last : i - 1;
  if (key === 'Home') return 0;
  if (key === 'End') return last;
  return null;
}

/**
 * WAI-ARIA tabs: one tab stop, arrow keys (and Home/End) move between tabs. Tab i is `${idPrefix}-tab-${id}` and
 * controls `${idPrefix}-panel-${id}`.
 */
export function Tabs<T extends string>({
  tabs,
  active,
  onChange,
  label,
  idPrefix,
  className = '',
}: {
  tabs: readonly TabDef<T>[];
  active: T;
  onChange: (t: T) => void;
  label: string;
  idPrefix: string;
  className?: string;
}) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKey = (e: KeyboardEvent, i: number) => {
    const next = nextTabIndex(e.key, i, tabs.length);
    if (next === null) return;
    e.preventDefault();
    onChange(tabs[next].id);
    refs.current[next]?.focus();
  };
  return (
    <div className={`tabs ${className}`.trim()} role="tablist" aria-label={label}>
      {tabs.map((t, i) => (
        <button
          key={t.id}
          ref={(el) => {
            refs.current[i] = el;
          }}
          type="button"
          role="tab"
          id={`${idPrefix}-tab-${t.id}`}
          aria-controls={`${idPrefix}-panel-${t.id}`}
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
