import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * A small OpenAI-compatible server on 127.0.0.1 for the assistant's API tests: real HTTP, real SSE
 * (`data: {...}\n\n` chunks and `data: [DONE]`), scripted per request, and a record of what each request carried
 * and whether the caller hung up before the answer was complete.
 */
export type Script =
  | {
      kind: 'stream';
      chunks: string[];
      delayMs?: number;
      /** destroy the socket after this many chunks */ dropAfter?: number;
      /** stop sending after this many chunks, keeping the socket open */ stallAfter?: number;
      /**
       * Function calls streamed after the chunks the way OpenAI streams them (the arguments in pieces, then
       * finish_reason "tool_calls"); the caller is expected to run them and ask again.
       */
      toolCalls?: Array<{ name: string; arguments: unknown }>;
    }
  | { kind: 'status'; status: number; message?: string }
  | { kind: 'json'; body: unknown };

export interface FakeCall {
  path: string;
  contentType: string;
  /** parsed JSON body, or the raw text of a multipart body */
  body: any;
  /** the caller closed the connection before we finished answering */
  closedEarly: boolean;
  finished: boolean;
}

export interface FakeOpenAI {
  /** base URL to use as OPENAI_BASE_URL (ends with /v1) */
  baseUrl: string;
  calls: FakeCall[];
  /** Scripts for the next requests, used in order; when none is queued a default answer is sent. */
  queue(...scripts: Script[]): void;
  waitFor(pred: () => boolean, ms?: number): Promise<void>;
  close(): Promise<void>;
}

// 1x1 transparent PNG
export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const sse = (res: http.ServerResponse, data: unknown) => res.write(`data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`);
const chunk = (content: string) => ({
  id: 'chatcmpl-fake',
  object: 'chat.completion.chunk',
  created: 0,
  model: 'fake-model',
  choices: [{ index: 0, delta: { content }, finish_reason: null }],
});

const toolChunk = (call: Record<string, unknown>) => ({
  ...chunk(''),
  choices: [{ index: 0, delta: { tool_calls: [call] }, finish_reason: null }],
});

export async function startFakeOpenAI(): Promise<FakeOpenAI> {
  const calls: FakeCall[] = [];
  const scripts: Script[] = [];
  const sockets = new Set<Socket>();

  const server = http.createServer(async (req, res) => {
    const parts: Buffer[] = [];
    for await (const p of req) parts.push(p as Buffer);
    const raw = Buffer.concat(parts);
    const contentType = req.headers['content-type'] ?? '';
    const call: FakeCall = {
      path: req.url ?? '',
      contentType,
      body: contentType.includes('json') ? JSON.parse(raw.toString('utf8') || '{}') : raw.toString('latin1'),
      closedEarly: false,
      finished: false,
    };
    calls.push(call);
    res.on('close', () => {
      if (!call.finished) call.closedEarly = true;
    });
    const script = scripts.shift() ?? defaultScript(call);
    if (script.kind === 'status') {
      res.writeHead(script.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: script.message ?? 'fake upstream failure', type: 'server_error' } }));
      call.finished = true;
      return;
    }
    if (script.kind === 'json') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(script.body));
      call.finished = true;
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
    res.write(': fake stream\n\n');
    for (let i = 0; i < script.chunks.length; i++) {
      if (res.destroyed) return;
      if (script.dropAfter !== undefined && i === script.dropAfter) {
        res.socket?.destroy();
        return;
      }
      if (script.stallAfter !== undefined && i === script.stallAfter) return;
      sse(res, chunk(script.chunks[i]));
      if (script.delayMs) await new Promise((r) => setTimeout(r, script.delayMs));
    }
    if (res.destroyed) return;
    if (script.toolCalls?.length) {
      script.toolCalls.forEach((tc, index) => {
        const args = typeof tc.arguments === 'string' ? tc.arguments : JSON.stringify(tc.arguments);
        const half = Math.ceil(args.length / 2);
        sse(
          res,
          toolChunk({
            index,
            id: `call_fake_${calls.length}_${index}`,
            type: 'function',
            function: { name: tc.name, arguments: args.slice(0, half) },
          }),
        );
        sse(res, toolChunk({ index, function: { arguments: args.slice(half) } }));
      });
      sse(res, { ...chunk(''), choices: [{ index: 0, delta: {}, finish_reason: 'tool_calls' }] });
    }
    sse(res, '[DONE]');
    call.finished = true;
    res.end();
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    calls,
    queue: (...s) => void scripts.push(...s),
    async waitFor(pred, ms = 3000) {
      const until = Date.now() + ms;
      while (!pred()) {
        if (Date.now() > until) throw new Error('fake OpenAI: condition not met in time');
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    close: () =>
      new Promise<void>((r) => {
        for (const s of sockets) s.destroy();
        server.close(() => r());
      }),
  };
}

function defaultScript(call: FakeCall): Script {
  if (call.path.endsWith('/chat/completions')) {
    if (call.body?.stream) return { kind: 'stream', chunks: ['Fake ', 'answer.'] };
    return {
      kind: 'json',
      body: {
        id: 'x',
        object: 'chat.completion',
        created: 0,
        model: 'fake-model',
        choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: 'A cracked tile next to the shower.' } }],
      },
    };
  }
  if (call.path.endsWith('/images/generations') || call.path.endsWith('/images/edits')) {
    return { kind: 'json', body: { created: 0, data: [{ b64_json: PNG_1PX.toString('base64') }] } };
  }
  if (call.path.endsWith('/audio/transcriptions')) return { kind: 'json', body: { text: 'Do I need a licence for a deck in Perth?' } };
  return { kind: 'status', status: 404, message: `fake OpenAI has no ${call.path}` };
}
