import { useEffect, useState } from 'react';
import { api } from '../../data/api';

type Providers = { oidc: { name: string; startUrl: string } | null };

/**
 * "Sign in with Google" (or the configured OpenID Connect provider). Shown only when the server has a provider set up;
 * a full-page navigation, because the provider's login page must be the top-level document.
 */
export function ProviderSignIn() {
  const [provider, setProvider] = useState<Providers['oidc']>(null);
  useEffect(() => {
    let live = true;
    api<Providers>('GET', '/api/auth/providers', undefined, { quiet401: true })
      .then((p) => live && setProvider(p.oidc))
      .catch(() => {}); // offline: no provider sign-in is possible anyway
    return () => {
      live = false;
    };
  }, []);
  if (!provider) return null;
  return (
    <a className="btn btn-outline btn-block" href={provider.startUrl}>
      Sign in with {provider.name}
    </a>
  );
}
