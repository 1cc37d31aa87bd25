import { useCallback, useEffect, useRef, useState } from 'react';
import { clearDraft, saveDraft } from './mutations';
import { readDraft } from './queries';

const SAVE_DELAY_MS = 400;

/**
 * The composer's text, saved per conversation on the device (Dexie chatDrafts) a moment after typing stops, so a
 * half-typed question survives a reload, a crash or a lost signal. Switching conversation loads that one's draft.
 */
export function useDraft(userId: string, key: string) {
  const [text, setTextState] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef({ key, text: '' });

  useEffect(() => {
    let alive = true;
    latest.current = { key, text: '' };
    setTextState('');
    readDraft(userId, key).then(
      (saved) => {
        // Typing that began before the read finished wins over the stored draft.
        if (alive && saved && latest.current.key === key && latest.current.text === '') {
          latest.current.text = saved;
          setTextState(saved);
        }
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
  }, [userId, key]);

  const setText = useCallback(
    (value: string) => {
      latest.current = { key, text: value };
      setTextState(value);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        timer.current = undefined;
        void saveDraft(userId, key, value).catch((err: unknown) => console.warn('Saving the chat draft failed', err));
      }, SAVE_DELAY_MS);
    },
    [userId, key],
  );

  /** After sending: empty box, nothing pending, nothing stored. */
  const clear = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    latest.current = { key, text: '' };
    setTextState('');
    void clearDraft(key).catch((err: unknown) => console.warn('Clearing the chat draft failed', err));
  }, [key]);

  return { text, setText, clear };
}
