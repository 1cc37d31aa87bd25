import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestServer, type TestServer } from '../helpers/api';

/**
 * Issue 19: a standard provider's ID token without an `email` claim is refused saying what is missing (not "has not
 * verified"), and the refusal is logged. The issuer here is a JWKS on loopback with a key made in the test.
 */
describe.each(backends)('ID-token sign-in: required claims (%s)', (kind) => {
  let server: TestServer;
  let jwks: http.Server;
  let sign: (claims: Record<string, unknown>) => Promise<string>;
  const logged: string[] = [];
  const ISSUER = 'https://id.example.test';
  beforeAll(async () => {
    const { publicKey, privateKey } = await generateKeyPair('RS256');
    const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
    jwks = http.createServer((_req, res) =>
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] })),
    );
    await new Promise<void>((r) => jwks.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(jwks.address() as AddressInfo).port}/jwks`;
    sign = (claims) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
        .setIssuer(ISSUER)
        .setAudience('tt-mobile')
        .setSubject('user-123')
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(privateKey);
    server = await startTestServer(
      kind,
      { log: (_lvl, msg) => void logged.push(msg) },
      { ID_TOKEN_ISSUER: ISSUER, ID_TOKEN_AUDIENCE: 'tt-mobile', ID_TOKEN_JWKS_URL: url },
    );
  });
  afterAll(async () => {
    await server.close();
    await new Promise((r) => jwks.close(r));
  });
  const verify = (token: string) => server.client().post('/api/auth/firebase/verify', undefined, { authorization: `Bearer ${token}` });

  it('no email claim: says the email is missing and which claims are needed, and logs it', async () => {
    const res = await verify(await sign({ name: 'No Email' }));
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe(
      'Your identity provider did not send an email address. The token must carry "email" and "email_verified": true (ask the provider for the "email" scope).',
    );
    expect(logged.some((m) => m.includes('ID token sign-in refused: no email claim') && m.includes('user-123'))).toBe(true);
  });

  it('email present but not verified: says so, and logs it', async () => {
    const res = await verify(await sign({ email: 'unverified@example.com', email_verified: false }));
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe('Your identity provider has not verified this email address');
    expect(logged.some((m) => m.includes('email_verified is not true for unverified@example.com'))).toBe(true);
  });

  it('email and email_verified: signs in', async () => {
    const res = await verify(await sign({ email: 'claims-ok@example.com', email_verified: true }));
    expect(res.status).toBe(200);
    expect(res.body.user.email).toBe('claims-ok@example.com');
  });
});
