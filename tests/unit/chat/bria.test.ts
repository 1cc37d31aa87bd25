import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BriaError, briaTransform } from '../../../api/services/ai-media';
import { PNG_1PX } from './fake-openai';

/** A stand-in for Bria's v2 edit endpoint: records the request, answers with a result URL it also serves. */
let base = '';
let server: http.Server;
const seen: Array<{ headers: http.IncomingHttpHeaders; body: any }> = [];
let fail = false;

beforeAll(async () => {
  server = http.createServer(async (req, res) => {
    if (req.method === 'GET' && req.url === '/result.png') {
      res.writeHead(200, { 'content-type': 'image/png' });
      res.end(PNG_1PX);
      return;
    }
    let raw = '';
    for await (const c of req) raw += c;
    seen.push({ headers: req.headers, body: JSON.parse(raw) });
    if (fail) {
      res.writeHead(422, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'Prompt blocked by moderation' } }));
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ result: { image_url: `${base}/result.png` }, request_id: 'r1' }));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('Bria interior transformation', () => {
  it('sends the room photo as base64 with the instruction, synchronously, and returns the result image', async () => {
    const out = await briaTransform('bria-key', { bytes: new Uint8Array(PNG_1PX), contentType: 'image/png' }, 'scandi living room', {
      url: `${base}/v2/image/edit`,
    });
    expect(out.contentType).toBe('image/png');
    expect(Buffer.from(out.bytes).equals(PNG_1PX)).toBe(true);
    const req = seen[seen.length - 1];
    expect(req.headers.api_token).toBe('bria-key');
    expect(req.body).toEqual({ images: [PNG_1PX.toString('base64')], instruction: 'scandi living room', sync: true });
  });

  it("reports Bria's own error message", async () => {
    fail = true;
    try {
      await expect(
        briaTransform('k', { bytes: new Uint8Array(PNG_1PX), contentType: 'image/png' }, 'x', { url: `${base}/v2/image/edit` }),
      ).rejects.toThrow(new BriaError('Prompt blocked by moderation'));
    } finally {
      fail = false;
    }
  });
});
