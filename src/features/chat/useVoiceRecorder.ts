import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, errorMessage } from '../../data/api';
import { toast, toastError } from '../../app/toast/store';
import { transcribe } from './media';

export type VoiceState = 'idle' | 'recording' | 'stopped';

function recorderType(): string | undefined {
  const types = ['audio/webm;codecs=opus', 'audio/webm', 'audio/ogg;codecs=opus', 'audio/mp4'];
  return types.find((t) => typeof MediaRecorder !== 'undefined' && MediaRecorder.isTypeSupported(t));
}

/**
 * Spec §4 Voice: idle → recording → stopped; on stop the webm recording is uploaded to /api/transcribe and the text
 * is sent as a message. Microphone errors and failed transcriptions are logged (spec §8); a server with no
 * transcription provider answers 503 and its message is shown, so voice never fails without a word.
 */
export function useVoiceRecorder(onText: (text: string) => void) {
  const [state, setState] = useState<VoiceState>('idle');
  const recorder = useRef<MediaRecorder | null>(null);
  const onTextRef = useRef(onText);
  onTextRef.current = onText;
  const supported = typeof window !== 'undefined' && typeof MediaRecorder !== 'undefined' && !!navigator.mediaDevices?.getUserMedia;

  useEffect(
    () => () => {
      const r = recorder.current;
      if (r && r.state !== 'inactive') r.stop();
    },
    [],
  );

  const upload = useCallback(async (audio: Blob) => {
    try {
      const text = (await transcribe(audio)).trim();
      if (text) onTextRef.current(text);
    } catch (err) {
      if (err instanceof ApiError && err.status === 503) {
        toast({ title: 'Voice needs a provider', description: errorMessage(err, 'Voice input needs an AI provider.') });
      } else {
        console.warn('Transcription failed', err);
      }
    } finally {
      setState('idle');
    }
  }, []);

  const start = useCallback(async () => {
    if (!navigator.onLine) {
      toastError('No connection', 'Voice input needs a connection. Type your question instead.');
      return;
    }
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (err) {
      console.warn('Microphone access failed', err);
      return;
    }
    const type = recorderType();
    const rec = new MediaRecorder(stream, type ? { mimeType: type } : undefined);
    const chunks: Blob[] = [];
    rec.ondataavailable = (e) => {
      if (e.data.size) chunks.push(e.data);
    };
    rec.onstop = () => {
      stream.getTracks().forEach((t) => t.stop());
      recorder.current = null;
      const audio = new Blob(chunks, { type: rec.mimeType || type || 'audio/webm' });
      if (audio.size) void upload(audio);
      else setState('idle');
    };
    recorder.current = rec;
    rec.start();
    setState('recording');
  }, [upload]);

  const stop = useCallback(() => {
    const r = recorder.current;
    if (r && r.state !== 'inactive') {
      setState('stopped');
      r.stop();
    }
  }, []);

  return { state, start, stop, supported };
}
