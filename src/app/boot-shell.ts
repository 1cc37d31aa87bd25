import { useLayoutEffect } from 'react';
import { listShell, pressTapped, useListShellFallback } from './first-cards';

/**
 * Removes index.html's boot shell once the first real screen has committed: in a layout effect, so the shell and the
 * screen swap in one frame (same markup, same size: no new largest paint, no layout shift). The shell is live (its
 * sign-in form works before the app's scripts arrive), so what was typed into it moves to the real screen first, and a
 * plain button tapped in it is pressed on the real screen.
 * A list's shell (its first cards, from the device: src/app/first-cards.ts) stays until the list draws its own cards.
 */
export function BootShellDone() {
  useListShellFallback();
  useLayoutEffect(() => {
    if (listShell()) return;
    const shell = document.getElementById('boot-shell');
    const root = document.getElementById('root');
    if (!shell) return;
    // a plain button of the shell tapped before the app took over (SHELL_TAPS_SCRIPT): the screen's own is pressed
    const tapped = shell.dataset.tapped;
    if (root) handOver(shell, root);
    else {
      keepOpenDialogs(shell);
      shell.remove();
    }
    if (tapped) pressTapped(tapped);
  }, []);
  return null;
}

/** Dialogs (by their own class) that were open in the shell when it went, for the screen's own to take over. */
const openInShell = new Set<string>();

function keepOpenDialogs(shell: HTMLElement) {
  for (const d of shell.querySelectorAll('dialog[open]')) for (const c of d.classList) if (c !== 'dialog') openInShell.add(c);
}

/**
 * Whether the first paint showed the dialog of this class open when the app took over (the shell still there, or
 * gone with the dialog open), for the component that opens its own in its place; it calls forgetShellDialog once
 * mounted, so a later visit to the screen does not open it again.
 */
export function wasOpenInShell(className: string): boolean {
  if (typeof document === 'undefined') return false;
  return openInShell.has(className) || Boolean(document.querySelector(`#boot-shell dialog.${CSS.escape(className)}[open]`));
}

export function forgetShellDialog(className: string) {
  openInShell.delete(className);
}

/**
 * Moves each typed value and the focus (with its selection) from the shell's form fields to the same field of the
 * same form (by the form's aria-label and the field's name) in the real screen, then removes the shell.
 */
export function handOver(shell: HTMLElement, root: HTMLElement) {
  const active = document.activeElement;
  const moves: Array<{ from: HTMLInputElement; to: HTMLInputElement }> = [];
  for (const from of shell.querySelectorAll<HTMLInputElement>('form[aria-label] input[name]')) {
    const label = from.form?.getAttribute('aria-label');
    if (!label) continue;
    const to = root.querySelector<HTMLInputElement>(`form[aria-label="${CSS.escape(label)}"] input[name="${CSS.escape(from.name)}"]`);
    if (to) moves.push({ from, to });
  }
  const focus = moves.find((m) => m.from === active);
  const selection = focus ? [focus.from.selectionStart, focus.from.selectionEnd] : null;
  keepOpenDialogs(shell);
  shell.remove();
  for (const { from, to } of moves) {
    if (from.value === to.value) continue;
    // The value setter of the input element itself, so React's change tracking sees the new value, then the event
    // React's onChange listens for: the screen's state takes the typed value as if it had been typed there.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(to, from.value);
    to.dispatchEvent(new Event('input', { bubbles: true }));
  }
  if (focus) {
    focus.to.focus();
    if (selection && selection[0] !== null && selection[1] !== null) {
      try {
        focus.to.setSelectionRange(selection[0], selection[1]);
      } catch {
        /* type=email has no selection API */
      }
    }
  }
}
