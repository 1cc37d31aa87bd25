import { useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { toastError } from '../../app/toast/store';
import { AttachMenu } from './AttachMenu';
import { MicIcon, SendIcon, StopIcon } from './icons';
import { prepareImage, type AttachedImage } from './image';
import { isImageFile } from './image-size';
import { ImagePreviewStrip } from './ImagePreviewStrip';
import type { SendPhase } from './useChatSend';
import { useDraft } from './useDraft';
import { useVoiceRecorder } from './useVoiceRecorder';

interface ComposerProps {
  userId: string;
  draftKey: string;
  /** History mode: read only. */
  readOnly: boolean;
  phase: SendPhase;
  image: AttachedImage | null;
  onImage(image: AttachedImage | null): void;
  onSend(input: { text: string; image: AttachedImage | null }): Promise<boolean>;
  onGenerateImage(): void;
  onEditImage(): void;
  onInterior(): void;
}

/**
 * Spec §2 input bar: attach menu, a text box that grows to about 7rem and then scrolls (Enter sends, Shift+Enter is
 * a new line), the microphone and send. Send needs text or an image and waits while a message is on its way.
 */
export function Composer(p: ComposerProps) {
  const { text, setText, clear } = useDraft(p.userId, p.draftKey);
  const box = useRef<HTMLTextAreaElement>(null);
  const camera = useRef<HTMLInputElement>(null);
  const upload = useRef<HTMLInputElement>(null);
  const busy = p.phase !== 'idle';
  const voice = useVoiceRecorder((spoken) => void p.onSend({ text: spoken, image: p.image }).then((ok) => ok && p.onImage(null)));
  const canSend = !p.readOnly && !busy && (text.trim() !== '' || !!p.image);

  const bar = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const el = bar.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement.style;
    const observer = new ResizeObserver(() => root.setProperty('--chat-composer-h', `${el.offsetHeight}px`));
    observer.observe(el);
    return () => {
      observer.disconnect();
      root.removeProperty('--chat-composer-h');
    };
  }, []);

  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    el.style.height = 'auto';
    el.style.height = `${el.scrollHeight}px`;
  }, [text]);

  const submit = async () => {
    if (!canSend) return;
    const image = p.image;
    const message = text;
    clear();
    p.onImage(null);
    const ok = await p.onSend({ text: message, image });
    // A message that never got stored comes back to the box so nothing typed is lost.
    if (!ok && !box.current?.value) {
      setText(message);
      p.onImage(image);
    }
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void submit();
    }
  };

  const onFile = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    if (!isImageFile(file)) {
      toastError('File type not supported', 'Please upload an image file');
      return;
    }
    try {
      p.onImage(await prepareImage(file, file.name));
    } catch (err) {
      console.warn('Reading the image failed', err);
      toastError('File type not supported', 'Please upload an image file');
    }
  };

  const recording = voice.state === 'recording';
  const placeholder = p.readOnly
    ? 'Read only: this is a past conversation'
    : recording
      ? 'Listening… tap stop when done'
      : 'Ask about compliance, quotes, materials…';

  return (
    <div className="chat-composer" data-bottom-bar ref={bar}>
      {p.image && !p.readOnly && (
        <ImagePreviewStrip
          image={p.image}
          disabled={busy}
          onEdit={p.onEditImage}
          onInterior={p.onInterior}
          onRemove={() => p.onImage(null)}
        />
      )}
      {p.phase === 'analysing' && (
        <p className="chat-status" role="status">
          Analysing image…
        </p>
      )}
      {voice.state === 'stopped' && (
        <p className="chat-status" role="status">
          Transcribing…
        </p>
      )}
      <div className="chat-inputbar">
        <AttachMenu
          disabled={p.readOnly || busy}
          onCamera={() => camera.current?.click()}
          onUpload={() => upload.current?.click()}
          onGenerate={p.onGenerateImage}
        />
        <input
          ref={camera}
          type="file"
          accept="image/*"
          capture="environment"
          hidden
          onChange={(e) => void onFile(e.currentTarget)}
          data-testid="camera-input"
        />
        <input ref={upload} type="file" accept="image/*" hidden onChange={(e) => void onFile(e.currentTarget)} data-testid="upload-input" />
        <label className="sr-only" htmlFor="chat-input">
          Message
        </label>
        <textarea
          id="chat-input"
          ref={box}
          className="chat-textarea"
          rows={1}
          value={p.readOnly ? '' : text}
          placeholder={placeholder}
          disabled={p.readOnly}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          enterKeyHint="send"
        />
        {voice.supported && (
          <button
            type="button"
            className={`icon-btn chat-mic ${recording ? 'chat-mic-on' : ''}`}
            aria-label={recording ? 'Stop recording' : 'Record voice message'}
            aria-pressed={recording}
            disabled={p.readOnly || busy || voice.state === 'stopped'}
            onClick={() => (recording ? voice.stop() : void voice.start())}
          >
            {recording ? <StopIcon /> : <MicIcon />}
          </button>
        )}
        <button type="button" className="chat-send" aria-label="Send" disabled={!canSend} onClick={() => void submit()}>
          {busy ? <span className="chat-send-spinner" aria-hidden="true" /> : <SendIcon size={20} />}
        </button>
      </div>
    </div>
  );
}
