import http from 'node:http';
import { startFakeOpenAI } from '../../tests/unit/chat/fake-openai';
import { percentile, registerUser, startBuiltServer, type Figure } from './util';

const SAMPLES = 60;
const WARM_UP = 5;
const QUESTION = 'Do I need a licence for a $4,000 bathroom in Brisbane?';

interface Ttfb {
  ms: number;
  headers: http.IncomingHttpHeaders;
}

/**
 * POSTs and resolves with the time to the first byte of answer text: for our server any body byte (it sends only the
 * answer), for the SSE upstream the first `data:` event that carries content (its `: comment` keep-alive is not text).
 */
function timeToFirstText(url: string, body: string, headers: Record<string, string>, isText: (seen: string) => boolean): Promise<Ttfb> {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const req = http.request(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers } }, (res) => {
      let seen = '';
      let done = false;
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        seen += chunk;
        if (!done && isText(seen)) {
          done = true;
          resolve({ ms: performance.now() - t0, headers: res.headers });
        }
      });
      res.on('end', () => (done ? undefined : reject(new Error(`${url}: ${res.statusCode} ended without text: ${seen.slice(0, 200)}`))));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** Issue 5: time to first streamed byte of POST /api/chat/stream beside the upstream's own, against a loopback fake. */
export async function benchChatTtfb(): Promise<Figure[]> {
  const fake = await startFakeOpenAI();
  const server = await startBuiltServer({ OPENAI_API_KEY: 'bench-key', OPENAI_BASE_URL: fake.baseUrl });
  try {
    const cookie = await registerUser(server.url);
    const viaServer = () =>
      timeToFirstText(`${server.url}/api/chat/stream`, JSON.stringify({ message: QUESTION }), { cookie }, (s) => s.length > 0);
    const first = await viaServer();
    if (first.headers['x-answer-source'] !== 'ai')
      throw new Error(`the server answered without the provider (x-answer-source: ${first.headers['x-answer-source']})`);
    // The exact request our server sent upstream (system prompt with retrieved facts, the question), replayed directly.
    const upstreamBody = JSON.stringify(fake.calls.find((c) => c.path.endsWith('/chat/completions'))!.body);
    const direct = () =>
      timeToFirstText(`${fake.baseUrl}/chat/completions`, upstreamBody, { authorization: 'Bearer bench-key' }, (s) =>
        /data: \{.*"content"/.test(s),
      );

    const via: number[] = [];
    const up: number[] = [];
    for (let i = 0; i < WARM_UP + SAMPLES; i++) {
      // Alternate, so both sides see the same machine load.
      const d = await direct();
      const v = await viaServer();
      if (i >= WARM_UP) {
        up.push(d.ms);
        via.push(v.ms);
      }
    }
    const f = (xs: number[], p: number) => percentile(xs, p).toFixed(1);
    const added = (p: number) => (percentile(via, p) - percentile(up, p)).toFixed(1);
    return [
      { section: 'chat-ttfb', name: `upstream (loopback fake) direct TTFB p50 (${SAMPLES} requests)`, value: f(up, 50), unit: 'ms' },
      { section: 'chat-ttfb', name: 'upstream (loopback fake) direct TTFB p95', value: f(up, 95), unit: 'ms' },
      { section: 'chat-ttfb', name: 'POST /api/chat/stream TTFB p50 (new conversation each, PGlite)', value: f(via, 50), unit: 'ms' },
      { section: 'chat-ttfb', name: 'POST /api/chat/stream TTFB p95', value: f(via, 95), unit: 'ms' },
      { section: 'chat-ttfb', name: 'added by our server, p50 difference', value: added(50), unit: 'ms' },
      { section: 'chat-ttfb', name: 'added by our server, p95 difference', value: added(95), unit: 'ms' },
    ];
  } finally {
    await server.stop();
    await fake.close();
  }
}
