/**
 * Reading POST /api/chat/stream: the answer arrives as plain UTF-8 text in pieces. Each piece is decoded (a multi-byte
 * character split across two pieces is kept whole) and the whole text so far is handed to the screen.
 */
import { NetworkError } from '../../data/api';

/** The connection dropped part-way through the answer (no signal, server gone). */
export class StreamBrokenError extends Error {
  constructor(
    readonly partial: string,
    cause: unknown,
  ) {
    super('The answer was cut off');
    this.cause = cause;
  }
}

export async function readTextStream(body: ReadableStream<Uint8Array> | null, onText: (soFar: string) => void): Promise<string> {
  if (!body) return '';
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  for (;;) {
    let chunk: ReadableStreamReadResult<Uint8Array>;
    try {
      chunk = await reader.read();
    } catch (err) {
      throw new StreamBrokenError(text, err);
    }
    if (chunk.done) break;
    const piece = decoder.decode(chunk.value, { stream: true });
    if (piece) {
      text += piece;
      onText(text);
    }
  }
  const tail = decoder.decode();
  if (tail) {
    text += tail;
    onText(text);
  }
  return text;
}

/** No connection to the server, before or during the answer: the device answers instead. */
export function isConnectionFailure(err: unknown): boolean {
  return err instanceof NetworkError || err instanceof StreamBrokenError;
}
