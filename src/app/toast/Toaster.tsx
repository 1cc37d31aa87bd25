import { useEffect, useRef } from 'react';
import { TOAST_DURATION_MS, useToasts, type Toast } from './store';

/**
 * The toast region: F8 focuses it (spec §9). A toast never takes a tap meant for the screen under it (issue 21: "Job
 * saved" sat over "Invoice this job"): taps pass through its text; only its own buttons (action, close) take them.
 */
export function Toaster() {
  const toasts = useToasts((s) => s.toasts);
  const regionRef = useRef<HTMLOListElement>(null);
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
      <ol ref={regionRef} tabIndex={-1} className="toast-region">
        {toasts.map((t) => (
          <ToastItem key={t.id} toast={t} />
        ))}
      </ol>
    </section>
  );
}

function ToastItem({ toast }: { toast: Toast }) {
  const dismiss = useToasts((s) => s.dismiss);
  useEffect(() => {
    const duration = toast.duration ?? TOAST_DURATION_MS;
    if (!Number.isFinite(duration)) return;
    const timer = setTimeout(() => dismiss(toast.id), duration);
    return () => clearTimeout(timer);
  }, [toast, dismiss]);
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
