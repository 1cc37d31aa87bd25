/**
 * What is typed in a search box, kept outside React (issue 24 item 5): the box is uncontrolled, its input handler
 * calls `set`, and only the code that searches listens. A keystroke then renders no component; the screen renders once,
 * when the answer for the text comes back.
 */
export interface TextBox {
  readonly text: string;
  set(text: string): void;
  /** `fn` is called with each new text; returns the unsubscribe */
  subscribe(fn: (text: string) => void): () => void;
}

export function textBox(initial = ''): TextBox {
  let text = initial;
  const listeners = new Set<(text: string) => void>();
  return {
    get text() {
      return text;
    },
    set(next) {
      if (next === text) return;
      text = next;
      for (const fn of listeners) fn(text);
    },
    subscribe(fn) {
      listeners.add(fn);
      return () => void listeners.delete(fn);
    },
  };
}
