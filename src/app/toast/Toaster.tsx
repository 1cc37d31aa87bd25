import { useEffect, useRef, useState } from 'react';
import { TOAST_DURATION_MS, useToasts, type Toast } from './store';

/**
 * The toast region: F8 focuses it (spec §9). A toast never takes a tap meant for the screen under it (issue 21: "Job
 * saved" sat over "Invoice this job"): taps pass through its text; only its own buttons (action, close) take them.
 * While the region holds the focus (F8, or a toast's own button) no toast goes by itself: someone reading it with a
 * keyboard or a screen reader gets the time they need (WCAG 2.2.1), and the countdown goes on when the focus leaves.
 */
export function Toaster() {
  const toasts = useToasts((s) => s.toasts);
  const regionRef = useRef<HTMLOListElement>(null);
  const [held, setHeld] = useState(false);
  const sectionRef = useRef<HTMLElement>(null);
  // A modal <dialog> sits in the browser's top layer, above any z-index. The toast region is a manual popover and is
  // re-shown for each new toast, so it joins the top layer above an open dialog instead of hiding behind it.
  useEffect(() => {
    const el = sectionRef.current as (HTMLElement & { showPopover?: () => void; hidePopover?: () => void }) | null;
    if (!el?.showPopover || !toasts.length) return;
    try {
      if (el.matches(':popover-open')) el.hidePopover?.();
      el.showPopover();
    } catch {
      /* popover unsupported: the fixed-position region still shows outside dialogs */
    }
  }, [toasts]);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'F8') {
        e.preventDefault();
        regionRef.current?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <section ref={sectionRef} aria-label="Notifications (F8)" className="toast-section" {...{ popover: 'manual' }}>
      <ol
        ref={regionRef}
        tabIndex={-1}
        className="toast-region"
        onFocus={() => setHeld(true)}
        onBlur={(e) => {
          if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setHeld(false);
        }}
      >
        {toasts.map((t) => (
          <ToastItem key={t.id} toast={t} held={held} />
        ))}
      </ol>
    </section>
  );
}

function ToastItem({ toast, held }: { toast: Toast; held: boolean }) {
  const dismiss = useToasts((s) => s.dismiss);
  // The time this toast has left: it runs down only while the region is not held.
  const left = useRef(toast.duration ?? TOAST_DURATION_MS);
  useEffect(() => {
    if (held || !Number.isFinite(left.current)) return;
    const started = performance.now();
    const timer = setTimeout(() => dismiss(toast.id), left.current);
    return () => {
      clearTimeout(timer);
      left.current = Math.max(0, left.current - (performance.now() - started));
    };
  }, [toast.id, held, dismiss]);
  return (
    <li
      role={toast.variant === 'destructive' ? 'alert' : 'status'}
      aria-live={toast.variant === 'destructive' ? 'assertive' : 'polite'}
      className={`toast ${toast.variant === 'destructive' ? 'toast-destructive' : ''}`}
      data-testid="toast"
    >
      <div className="toast-body">
        {toast.title && <div className="toast-title">{toast.title}</div>}
        {toast.description && <div className="toast-description">{toast.description}</div>}
      </div>
      {toast.action && (
        <button
          type="button"
          className="btn btn-outline btn-sm"
          onClick={() => {
            toast.action!.onClick();
            dismiss(toast.id);
          }}
        >
          {toast.action.label}
        </button>
      )}
      <button type="button" className="toast-close" aria-label="Close" onClick={() => dismiss(toast.id)}>
        ×
      </button>
    </li>
  );
}
