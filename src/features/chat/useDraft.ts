import { useCallback, useEffect, useRef, useState } from 'react';
import { clearDraft, saveDraft, saveDraftNow } from './mutations';
import { readDraft } from './queries';

const SAVE_DELAY_MS = 400;

/**
 * The composer's text, saved per conversation on the device (Dexie chatDrafts) a moment after typing stops, so a
 * half-typed question survives a reload, a crash or a lost signal. Switching conversation loads that one's draft.
 *
 * The text is held together with the conversation it was typed in, and a conversation's box reads empty until
 * something is typed in it or its stored draft arrives. Nothing is ever cleared by an effect: an effect runs after
 * the screen is on show, and a person (or a fast test) can type in between — an earlier version reset the box there and
 * lost a question typed while the chat loaded.
 */
export function useDraft(userId: string, key: string) {
  const owner = `${userId}\u0000${key}`;
  const [state, setState] = useState({ owner, text: '' });
  const text = state.owner === owner ? state.text : '';
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef({ key, text: '' });
  // Typed text not yet known to be stored: true from a key until its save has finished, so a page that goes while
  // the delayed save is still on its way (Dexie opens its transaction a task later) writes it again directly.
  const unsaved = useRef(false);

  useEffect(() => {
    let alive = true;
    if (latest.current.key !== key) {
      latest.current = { key, text: '' };
      unsaved.current = false; // the last conversation's pending text was written by the cleanup below
    }
    readDraft(userId, key).then(
      (saved) => {
        if (!alive || !saved) return;
        // Typing that began before the read finished wins over the stored draft.
        setState((s) => {
          if (s.owner === owner && s.text !== '') return s;
          latest.current = { key, text: saved };
          unsaved.current = false;
          return { owner, text: saved };
        });
      },
      (err: unknown) => console.warn('Reading the chat draft failed', err),
    );
    return () => {
      alive = false;
      // Leaving the conversation: write what is pending now rather than lose it.
      if (timer.current !== undefined) {
        clearTimeout(timer.current);
        timer.current = undefined;
        void saveDraft(userId, key, latest.current.text).catch((err: unknown) => console.warn('Saving the chat draft failed', err));
      }
    };
  }, [userId, key, owner]);

  // A reload, a closed tab or a switch to another app within SAVE_DELAY_MS of the last key: the page is about to go
  // (or may be killed in the background), so what is pending is written now. Chromium finishes an IndexedDB write
  // started in pagehide; `visibilitychange` covers a phone that discards a hidden tab without one.
  useEffect(() => {
    const flush = () => {
      if (!unsaved.current) return;
      clearTimeout(timer.current);
      timer.current = undefined;
      saveDraftNow(userId, latest.current.key, latest.current.text);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', flush);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', flush);
    };
  }, [userId]);

  const setText = useCallback(
    (value: string) => {
      latest.current = { key, text: value };
      unsaved.current = true;
      setState({ owner, text: value });
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        timer.current = undefined;
        saveDraft(userId, key, value).then(
          () => {
            if (latest.current.key === key && latest.current.text === value) unsaved.current = false;
          },
          (err: unknown) => console.warn('Saving the chat draft failed', err),
        );
      }, SAVE_DELAY_MS);
    },
    [userId, key, owner],
  );

  /** After sending: empty box, nothing pending, nothing stored. */
  const clear = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    latest.current = { key, text: '' };
    unsaved.current = false;
    setState({ owner, text: '' });
    void clearDraft(key).catch((err: unknown) => console.warn('Clearing the chat draft failed', err));
  }, [key, owner]);

  return { text, setText, clear };
}
