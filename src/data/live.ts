/**
 * The device end of live updates (api/routes/live.ts): one EventSource while the page is visible. On `ready` (every
 * connect and reconnect) it asks for a sync, which catches up on anything missed while disconnected; on `change` it
 * asks for one unless the change came from this device's own push (the writer does not pull its own change back).
 * EventSource reconnects by itself after a network drop (the server asks for 3 s).
 */
export interface LiveOptions {
  /** pull (and push) now */
  onWake: () => void;
  /** this device's sync client id for the signed-in user, to recognise its own pushes */
  ownClientId: () => Promise<string | undefined>;
  /** shared scopes this device reads, e.g. ['marketplace:listings'] */
  scopes?: () => string[];
  baseUrl?: string;
}

export interface LiveChange {
  origin: string | null;
  scope: string | null;
  at: number;
}

/** Whether a wake-up means this device should pull: not when it only reports this device's own push. */
export function shouldPull(change: LiveChange, ownClientId: string | undefined): boolean {
  return change.scope !== null || change.origin === null || change.origin !== ownClientId;
}

export function startLive(opts: LiveOptions): () => void {
  if (typeof EventSource === 'undefined') return () => {};
  let source: EventSource | null = null;
  const open = () => {
    if (source) return;
    const scopes = opts.scopes?.() ?? [];
    const url = `${opts.baseUrl ?? ''}/api/live${scopes.length ? `?scopes=${encodeURIComponent(scopes.join(','))}` : ''}`;
    source = new EventSource(url, { withCredentials: true });
    source.addEventListener('ready', () => opts.onWake());
    source.addEventListener('change', (ev) => {
      void (async () => {
        const change = JSON.parse((ev as MessageEvent<string>).data) as LiveChange;
        if (shouldPull(change, await opts.ownClientId())) opts.onWake();
      })();
    });
  };
  const close = () => {
    source?.close();
    source = null;
  };
  // A hidden tab keeps no connection open (battery, server sockets); becoming visible reconnects, and `ready` pulls.
  const onVisibility = () => (document.visibilityState === 'visible' ? open() : close());
  document.addEventListener('visibilitychange', onVisibility);
  if (document.visibilityState === 'visible') open();
  return () => {
    document.removeEventListener('visibilitychange', onVisibility);
    close();
  };
}
