import { create } from 'zustand';

/** Spec §9 Notifications: one toast visible at a time, 5000 ms by default. */
const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;

interface ToastInput {
  title?: string;
  description?: string;
  variant?: 'default' | 'destructive';
  action?: { label: string; onClick: () => void };
  /** ms; Infinity keeps it until closed */
  duration?: number;
}
export interface Toast extends ToastInput {
  id: number;
}

interface ToastState {
  toasts: Toast[];
  push(t: ToastInput): number;
  dismiss(id?: number): void;
}

let nextId = 1;
export const useToasts = create<ToastState>((set) => ({
  toasts: [],
  push: (t) => {
    const id = nextId++;
    // The newest toast replaces the visible one (limit 1), as the spec's toaster does.
    set((s) => ({ toasts: [{ ...t, id }, ...s.toasts].slice(0, TOAST_LIMIT) }));
    return id;
  },
  dismiss: (id) => set((s) => ({ toasts: id === undefined ? [] : s.toasts.filter((t) => t.id !== id) })),
}));

export function toast(t: ToastInput): number {
  return useToasts.getState().push(t);
}
export const toastError = (title: string, description?: string) => toast({ title, description, variant: 'destructive' });

/**
 * The one way a failed action is reported: the spec's toast text for it on screen, and the error itself in the console
 * for whoever debugs it (a toast never shows raw error text). `what` names the action: "Saving the list".
 */
export function toastFailure(what: string, err: unknown, title: string, description?: string): void {
  console.error(`${what} failed`, err);
  toastError(title, description);
}
