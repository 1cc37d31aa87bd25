import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterAppScripts } from '../../../src/app/first-cards';
import { APP_SCRIPTS_ID } from '../../../src/domain/first-cards';

/** A page whose app-scripts template is still in it until `remove` is called; MutationObserver as the browser's. */
function pageWithTemplate(present: boolean) {
  const observers: Array<() => void> = [];
  const template = { isConnected: present, parentNode: present ? {} : null };
  vi.stubGlobal('document', { getElementById: (id: string) => (id === APP_SCRIPTS_ID && present ? template : null) });
  vi.stubGlobal(
    'MutationObserver',
    class {
      constructor(private cb: () => void) {}
      observe() {
        observers.push(() => this.cb());
      }
      disconnect() {
        observers.length = 0;
      }
    },
  );
  return {
    /** another child of the template's parent changed: the inline script appended or nothing happened to the template */
    otherChange: () => observers.forEach((o) => o()),
    remove: () => {
      template.isConnected = false;
      observers.forEach((o) => o());
    },
  };
}

const settled = async (p: Promise<void>) => {
  let done = false;
  void p.then(() => (done = true));
  await new Promise((r) => setTimeout(r, 0));
  return done;
};

describe('afterAppScripts', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('resolves at once on a document without the template', async () => {
    pageWithTemplate(false);
    expect(await settled(afterAppScripts())).toBe(true);
  });

  it("waits until the list document's inline script has removed the template, every element put in", async () => {
    const page = pageWithTemplate(true);
    const waiting = afterAppScripts();
    expect(await settled(waiting)).toBe(false);
    page.otherChange();
    expect(await settled(waiting)).toBe(false);
    page.remove();
    expect(await settled(waiting)).toBe(true);
  });
});
