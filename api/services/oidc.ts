import * as client from 'openid-client';
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import type { Env } from '../env';

/**
 * OpenID Connect through well-kept libraries: openid-client for the browser sign-in (authorization code + PKCE,
 * state and nonce, ID-token validation) and jose for bearer ID tokens (signature against the issuer's JWKS, issuer,
 * audience, expiry). Nothing here is hand-written OAuth.
 */

export interface ExternalIdentity {
  issuer: string;
  subject: string;
  email: string;
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
}

/** Plain http only for a provider on this machine (development, tests); anything else must be https. */
function isLoopbackHttp(url: URL) {
  return url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

const configs = new Map<string, Promise<client.Configuration>>();

/** The provider's configuration from its discovery document, fetched once per process (retried after a failure). */
export function oidcConfiguration(env: Env): Promise<client.Configuration> {
  const issuer = new URL(env.OIDC_ISSUER!);
  const key = `${issuer.href}|${env.OIDC_CLIENT_ID}`;
  let p = configs.get(key);
  if (!p) {
    p = client.discovery(issuer, env.OIDC_CLIENT_ID!, env.OIDC_CLIENT_SECRET!, undefined, {
      execute: isLoopbackHttp(issuer) ? [client.allowInsecureRequests] : [],
    });
    p.catch(() => configs.delete(key));
    configs.set(key, p);
  }
  return p;
}

export const oidcEnabled = (env: Env) => Boolean(env.OIDC_ISSUER && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET);

/** What the sign-in button says: the configured name, "Google" for Google's issuer, else "your provider". */
export function oidcProviderName(env: Env): string {
  if (env.OIDC_PROVIDER_NAME) return env.OIDC_PROVIDER_NAME;
  return env.OIDC_ISSUER && new URL(env.OIDC_ISSUER).hostname === 'accounts.google.com' ? 'Google' : 'your provider';
}

export function identityFromClaims(claims: JWTPayload & Record<string, unknown>): ExternalIdentity {
  const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim().slice(0, 100) : null);
  return {
    issuer: String(claims.iss ?? ''),
    subject: String(claims.sub ?? ''),
    email: typeof claims.email === 'string' ? claims.email.trim() : '',
    // Only a literal true counts: a missing claim or "true" as text is unverified.
    emailVerified: claims.email_verified === true,
    firstName: str(claims.given_name),
    lastName: str(claims.family_name),
  };
}

/** Who issues the bearer ID tokens of POST /api/auth/firebase/verify, and for whom (defaults: the OIDC provider). */
export function idTokenSettings(env: Env): { issuer: string; audience: string; jwksUrl?: string } | null {
  const issuer = env.ID_TOKEN_ISSUER ?? env.OIDC_ISSUER;
  const audience = env.ID_TOKEN_AUDIENCE ?? env.OIDC_CLIENT_ID;
  if (!issuer || !audience) return null;
  return { issuer, audience, jwksUrl: env.ID_TOKEN_JWKS_URL };
}

const keySets = new Map<string, Promise<ReturnType<typeof createRemoteJWKSet>>>();

/** The issuer's published keys (jose caches them and refetches on an unknown key id). */
function keySet(issuer: string, jwksUrl?: string) {
  const key = `${issuer}|${jwksUrl ?? ''}`;
  let p = keySets.get(key);
  if (!p) {
    p = (async () => {
      let url = jwksUrl;
      if (!url) {
        const res = await fetch(new URL('.well-known/openid-configuration', issuer.endsWith('/') ? issuer : `${issuer}/`));
        if (!res.ok) throw new Error(`discovery of ${issuer} failed: ${res.status}`);
        url = ((await res.json()) as { jwks_uri?: string }).jwks_uri;
        if (!url) throw new Error(`${issuer} publishes no jwks_uri`);
      }
      return createRemoteJWKSet(new URL(url));
    })();
    p.catch(() => keySets.delete(key));
    keySets.set(key, p);
  }
  return p;
}

/** Verifies a bearer ID token: signature (issuer's JWKS, asymmetric algorithms only), issuer, audience, expiry. */
export async function verifyIdToken(env: Env, token: string): Promise<ExternalIdentity> {
  const settings = idTokenSettings(env);
  if (!settings) throw new Error('ID-token sign-in is not configured');
  const { payload } = await jwtVerify(token, await keySet(settings.issuer, settings.jwksUrl), {
    issuer: settings.issuer,
    audience: settings.audience,
    algorithms: ['RS256', 'RS384', 'RS512', 'PS256', 'ES256', 'ES384', 'EdDSA'],
    requiredClaims: ['exp', 'iat', 'sub'],
  });
  return identityFromClaims(payload);
}

export { client as oidc };
