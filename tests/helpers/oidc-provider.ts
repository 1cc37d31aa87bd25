import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';
import * as client from 'openid-client';

/**
 * A real OpenID Provider (the certified `oidc-provider` package) on loopback, for tests. Its login page is a small
 * form: type the email of one of `accounts` and press Continue (the browser test does exactly that). Consent is
 * granted with the login, so the provider sends the browser straight back.
 */
export interface TestAccount {
  email: string;
  emailVerified: boolean;
  givenName?: string;
  familyName?: string;
}

export interface TestProvider {
  issuer: string;
  accounts: Map<string, TestAccount>;
  close(): Promise<void>;
  /** ID-token lifetime in seconds for tokens issued from now on (1 makes tokens that expire at once). */
  setIdTokenTtl(seconds: number): void;
  /** Runs the whole code flow for `clientId` as `email` (no browser) and returns the ID token. */
  idToken(clientId: string, email: string): Promise<string>;
  /** Follows an authorization URL through the login form like a browser; returns where the provider sends it back. */
  login(authorizationUrl: string, email: string): Promise<URL>;
}

export interface TestClientRegistration {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
}

const page = (uid: string) => `<!doctype html><html lang="en"><meta name="viewport" content="width=device-width">
<title>Test identity provider</title><h1>Test identity provider</h1>
<form method="post" action="/interaction/${uid}"><label>Email <input name="email" type="email" autocomplete="off"></label>
<button type="submit">Continue</button></form></html>`;

export async function startTestProvider(opts: {
  port?: number;
  clients: TestClientRegistration[];
  accounts: TestAccount[];
}): Promise<TestProvider> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  const issuer = `http://127.0.0.1:${port}`;
  const accounts = new Map(opts.accounts.map((a) => [a.email, a]));
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  // Its own key id: the API suites share modules (vitest isolate: false), and a client's key set is cached by issuer.
  const jwk = {
    ...(await exportJWK(privateKey)),
    kid: `test-key-${randomUUID()}`,
    alg: 'RS256',
    use: 'sig',
  };
  let idTokenTtl = 600;

  const provider = new Provider(issuer, {
    clients: opts.clients.map((c) => ({
      client_id: c.clientId,
      client_secret: c.clientSecret,
      redirect_uris: c.redirectUris,
      grant_types: ['authorization_code'],
      response_types: ['code'],
    })),
    jwks: { keys: [jwk as never] },
    cookies: { keys: ['test-cookie-key-0123456789abcdef'] },
    pkce: { required: () => true },
    // Like Google and Firebase: the ID token itself carries the email claims of the granted scopes.
    conformIdTokenClaims: false,
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    ttl: {
      IdToken: () => idTokenTtl,
      AccessToken: 600,
      AuthorizationCode: 60,
      Interaction: 600,
      Session: 600,
      Grant: 600,
    },
    findAccount: async (_ctx, id) => {
      const a = accounts.get(id);
      if (!a) return undefined;
      return {
        accountId: id,
        claims: async () => ({
          sub: id,
          email: a.email,
          email_verified: a.emailVerified,
          given_name: a.givenName,
          family_name: a.familyName,
        }),
      };
    },
  });
  const callback = provider.callback();

  server.on('request', async (req, res) => {
    const m = /^\/interaction\/([^/?]+)/.exec(req.url ?? '');
    if (!m) return callback(req, res);
    try {
      const details = await provider.interactionDetails(req, res);
      if (req.method === 'GET') {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page(details.uid));
        return;
      }
      let body = '';
      for await (const chunk of req) body += chunk;
      const email = new URLSearchParams(body).get('email') ?? '';
      if (!accounts.has(email)) {
        res.writeHead(400, { 'content-type': 'text/plain' }).end('unknown account');
        return;
      }
      const grant = new provider.Grant({ accountId: email, clientId: String(details.params.client_id) });
      grant.addOIDCScope(String(details.params.scope));
      const grantId = await grant.save();
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: email }, consent: { grantId } },
        { mergeWithLastSubmission: false },
      );
    } catch (err) {
      res.writeHead(500, { 'content-type': 'text/plain' }).end(String(err));
    }
  });

  /** A tiny cookie-keeping redirect follower, like a browser, that stops when it leaves the provider. */
  async function login(authorizationUrl: string, email: string): Promise<URL> {
    const jar = new Map<string, string>();
    const keep = (res: Response) => {
      for (const c of res.headers.getSetCookie()) {
        const [pair] = c.split(';');
        const i = pair.indexOf('=');
        jar.set(pair.slice(0, i), pair.slice(i + 1));
      }
    };
    const cookie = () => [...jar].map(([k, val]) => `${k}=${val}`).join('; ');
    let url = new URL(authorizationUrl);
    let init: RequestInit = {};
    for (let hop = 0; hop < 10; hop++) {
      if (url.origin !== issuer) return url;
      const res = await fetch(url, { ...init, redirect: 'manual', headers: { ...(init.headers as object), cookie: cookie() } });
      keep(res);
      init = {};
      const location = res.headers.get('location');
      if (location) {
        url = new URL(location, url);
        continue;
      }
      if (res.status === 200 && url.pathname.startsWith('/interaction/')) {
        init = { method: 'POST', body: new URLSearchParams({ email }), headers: { 'content-type': 'application/x-www-form-urlencoded' } };
        continue;
      }
      throw new Error(`provider answered ${res.status} at ${url}: ${await res.text()}`);
    }
    throw new Error('too many redirects');
  }

  async function idToken(clientId: string, email: string): Promise<string> {
    const reg = opts.clients.find((c) => c.clientId === clientId)!;
    const config = await client.discovery(new URL(issuer), clientId, reg.clientSecret, undefined, {
      execute: [client.allowInsecureRequests],
    });
    const verifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: reg.redirectUris[0],
      scope: 'openid email profile',
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
    });
    const back = await login(url.href, email);
    const tokens = await client.authorizationCodeGrant(config, back, { pkceCodeVerifier: verifier, expectedState: state });
    return tokens.id_token!;
  }

  return {
    issuer,
    accounts,
    idToken,
    login,
    setIdTokenTtl: (seconds) => void (idTokenTtl = seconds),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
