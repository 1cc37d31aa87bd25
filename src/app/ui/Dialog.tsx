import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';

/**
 * A modal dialog on the native <dialog> element: focus is trapped and restored by the browser, Escape closes it,
 * and it is announced with its title.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  wide,
  className,
  modalAfterPaint = false,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
  className?: string;
  /**
   * Opened with the screen in place of the first paint's own (src/app/boot-shell.ts): shown in that frame as the first
   * paint showed it (not modal), and made modal once the frame is painted. Issue 24: showModal in the screen's commit
   * (the whole document made inert and restyled, the focusing steps) was 150–180 ms at 4× CPU before a fresh device's
   * landing and badge could draw.
   */
  modalAfterPaint?: boolean;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const deferModal = useRef(modalAfterPaint && open);
  /** A close() made to reopen the dialog as a modal: its close event is not the person closing it. */
  const reopening = useRef(false);
  // Before the paint: a dialog that replaces one the first paint showed (src/app/boot-shell.ts) opens in that frame.
  useLayoutEffect(() => {
    const d = ref.current;
    if (!d) return;
    const makeModal = () => {
      if (d.open) {
        reopening.current = true; // showModal needs it closed first
        d.close();
      }
      d.showModal();
    };
    if (open && deferModal.current) {
      if (!d.open) d.show();
      let timer = 0;
      const frame = requestAnimationFrame(() => {
        timer = window.setTimeout(() => {
          deferModal.current = false;
          if (d.open && !d.matches(':modal')) makeModal();
        }, 0);
      });
      return () => {
        cancelAnimationFrame(frame);
        clearTimeout(timer);
      };
    }
    if (open && !d.matches(':modal')) makeModal();
    if (!open && d.open) d.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className={['dialog', wide && 'dialog-wide', className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      // Rendered at build time (src/first-paint/render.tsx) there is no showModal: an open dialog is open in the
      // markup, and the app's own takes its place when it arrives. In the app, showModal above opens it.
      open={(open && typeof window === 'undefined') || undefined}
      // Closed by the browser (a dialog form's button): the state follows.
      onClose={() => {
        if (reopening.current) {
          reopening.current = false;
          return;
        }
        if (open) onClose();
      }}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => {
        // A click on the backdrop (the dialog element itself, outside its content) closes it.
        if (e.target === ref.current) onClose();
      }}
    >
      {open && (
        <div className="dialog-content">
          <header className="dialog-header">
            <h2 id={titleId} className="dialog-title">
              {title}
            </h2>
            <button type="button" className="icon-btn" aria-label="Close" onClick={onClose}>
              ×
            </button>
          </header>
          {description && <div className="dialog-description">{description}</div>}
          {children}
          {footer && <footer className="dialog-footer">{footer}</footer>}
        </div>
      )}
    </dialog>
  );
}

/** A confirmation dialog: confirm() and cancel, for deletes and other one-way actions. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel = 'Delete',
  destructive = true,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  message: ReactNode;
  confirmLabel?: string;
  destructive?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={title}
      description={message}
      footer={
        <>
          <button type="button" className="btn btn-outline" onClick={onCancel}>
            Cancel
          </button>
          <button type="button" className={`btn ${destructive ? 'btn-destructive' : 'btn-primary'}`} onClick={onConfirm}>
            {confirmLabel}
          </button>
        </>
      }
    />
  );
}

/** The usual dialog footer: Cancel, and the action that reads "Saving…" while it runs. */
export function DialogActions({
  onCancel,
  onConfirm,
  label,
  busy,
  disabled = false,
}: {
  onCancel: () => void;
  onConfirm: () => void;
  label: string;
  busy: boolean;
  disabled?: boolean;
}) {
  return (
    <>
      <button type="button" className="btn btn-outline" onClick={onCancel}>
        Cancel
      </button>
      <button type="button" className="btn btn-primary" disabled={disabled || busy} onClick={onConfirm}>
        {busy ? 'Saving…' : label}
      </button>
    </>
  );
}
