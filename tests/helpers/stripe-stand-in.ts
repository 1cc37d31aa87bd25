import http from 'node:http';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';

/**
 * A small local stand-in for Stripe's API (issue 23): it answers POST /v1/checkout/sessions, and checks every request
 * the official `stripe` package sends against Stripe's published OpenAPI description of that one operation
 * (tests/fixtures/stripe/checkout-sessions-create.openapi.json): form-encoded, bearer key, only parameters the
 * operation declares, each of the declared type, enum and length, the required ones present. A request that does not
 * fit is answered 400 like Stripe's invalid_request_error, and kept in `problems` for the test to see.
 */
type Schema = {
  type?: string;
  properties?: Record<string, Schema>;
  additionalProperties?: boolean | Schema;
  items?: Schema;
  enum?: unknown[];
  maxLength?: number;
  required?: string[];
  anyOf?: Schema[];
};

const spec = JSON.parse(readFileSync(new URL('../fixtures/stripe/checkout-sessions-create.openapi.json', import.meta.url), 'utf8'));
const REQUEST_SCHEMA: Schema = spec.paths['/v1/checkout/sessions'].post.requestBody.content['application/x-www-form-urlencoded'].schema;

type Value = string | Value[] | { [k: string]: Value };

/** Stripe's form encoding: a[b][0][c]=x → { a: { b: [ { c: 'x' } ] } }. */
export function decodeForm(body: string): Record<string, Value> {
  const root: Record<string, Value> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const parts = key.replace(/\]/g, '').split('[');
    let node: Record<string, Value> = root;
    parts.forEach((p, i) => {
      if (i === parts.length - 1) node[p] = value;
      else node = (node[p] ??= {}) as Record<string, Value>;
    });
  }
  const arrays = (v: Value): Value => {
    if (typeof v === 'string' || Array.isArray(v)) return v;
    const keys = Object.keys(v);
    const out = Object.fromEntries(keys.map((k) => [k, arrays(v[k])]));
    return keys.length && keys.every((k, i) => k === String(i)) ? keys.map((k) => out[k]) : out;
  };
  return arrays(root) as Record<string, Value>;
}

export function validate(schema: Schema, v: Value, path: string): string[] {
  if (schema.anyOf) {
    const results = schema.anyOf.map((s) => validate(s, v, path));
    return results.some((r) => r.length === 0) ? [] : results[0];
  }
  const problems: string[] = [];
  if (schema.enum && !schema.enum.includes(v)) return [`${path}: "${String(v)}" is not one of ${schema.enum.join(', ')}`];
  switch (schema.type) {
    case 'string':
      if (typeof v !== 'string') return [`${path}: must be a string`];
      if (schema.maxLength !== undefined && v.length > schema.maxLength) problems.push(`${path}: longer than ${schema.maxLength}`);
      return problems;
    case 'integer':
      return typeof v === 'string' && /^-?\d+$/.test(v) ? [] : [`${path}: must be an integer`];
    case 'boolean':
      return v === 'true' || v === 'false' ? [] : [`${path}: must be a boolean`];
    case 'array':
      if (!Array.isArray(v)) return [`${path}: must be an array`];
      return v.flatMap((item, i) => (schema.items ? validate(schema.items, item, `${path}[${i}]`) : []));
    case 'object': {
      if (typeof v !== 'object' || Array.isArray(v)) return [`${path}: must be an object`];
      for (const r of schema.required ?? []) if (!(r in v)) problems.push(`${path}.${r}: required`);
      for (const [k, val] of Object.entries(v)) {
        const sub = schema.properties?.[k];
        if (sub) problems.push(...validate(sub, val, `${path}.${k}`));
        else if (typeof schema.additionalProperties === 'object')
          problems.push(...validate(schema.additionalProperties, val, `${path}.${k}`));
        else if (schema.additionalProperties !== true) problems.push(`${path}.${k}: not a parameter of this operation`);
      }
      return problems;
    }
    default:
      return problems;
  }
}

export interface StandInRequest {
  auth: string;
  idempotencyKey: string | null;
  params: Record<string, Value>;
}

export interface StripeStandIn {
  url: string;
  requests: StandInRequest[];
  problems: string[];
  close(): Promise<void>;
}

export async function startStripeStandIn(
  opts: { onPayPage?: (sessionId: string, session: Record<string, Value>) => Promise<string> } = {},
): Promise<StripeStandIn> {
  const requests: StandInRequest[] = [];
  const problems: string[] = [];
  const sessions = new Map<string, Record<string, Value>>();
  let n = 0;
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (d) => (body += d));
    req.on('end', () => {
      void (async () => {
        const url = new URL(req.url ?? '/', 'http://x');
        if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
          const params = decodeForm(body);
          const found = [
            ...(req.headers['content-type']?.startsWith('application/x-www-form-urlencoded') ? [] : ['content-type: must be form-encoded']),
            ...(/^Bearer sk_test_/.test(req.headers.authorization ?? '') ? [] : ['authorization: must be a bearer secret key']),
            ...validate({ ...REQUEST_SCHEMA, type: 'object' }, params, 'body'),
          ];
          requests.push({
            auth: req.headers.authorization ?? '',
            idempotencyKey: (req.headers['idempotency-key'] as string) ?? null,
            params,
          });
          if (found.length) {
            problems.push(...found);
            res.writeHead(400, { 'content-type': 'application/json' });
            res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: found.join('; ') } }));
            return;
          }
          const id = `cs_test_${++n}_${Date.now()}`;
          sessions.set(id, params);
          const li = (params.line_items as Value[])[0] as Record<string, Record<string, string>>;
          res.writeHead(200, { 'content-type': 'application/json', 'request-id': `req_${n}` });
          res.end(
            JSON.stringify({
              id,
              object: 'checkout.session',
              mode: 'payment',
              currency: li.price_data.currency,
              amount_total: Number(li.price_data.unit_amount),
              payment_status: 'unpaid',
              client_reference_id: params.client_reference_id ?? null,
              metadata: params.metadata ?? {},
              url: `${standInUrl}/pay/${id}`,
            }),
          );
          return;
        }
        if (url.pathname.startsWith('/pay/')) {
          const id = url.pathname.slice(5);
          const session = sessions.get(id);
          if (!session) {
            res.writeHead(404).end('no such session');
            return;
          }
          if (req.method === 'POST' && opts.onPayPage) {
            const back = await opts.onPayPage(id, session);
            res.writeHead(303, { location: back }).end();
            return;
          }
          const li = (session.line_items as Value[])[0] as Record<string, Record<string, string>>;
          res.writeHead(200, { 'content-type': 'text/html' });
          res.end(
            `<!doctype html><meta name="viewport" content="width=device-width"><title>Card stand-in</title><h1>Pay ${(Number(li.price_data.unit_amount) / 100).toFixed(2)} ${li.price_data.currency.toUpperCase()}</h1><form method="post"><button>Pay</button></form>`,
          );
          return;
        }
        res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"not in the stand-in"}}');
      })();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const standInUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url: standInUrl, requests, problems, close: () => new Promise((r) => server.close(() => r())) };
}
