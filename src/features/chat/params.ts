import { isUuid } from '../../domain/ids';
/** The /chat query parameters of spec §2. */
export type ViewMode = 'active' | 'history';

export interface ChatParams {
  /** conversation id */
  id: string | null;
  viewMode: ViewMode;
  /** history=true opens the sidebar */
  history: boolean;
  /** invoice=true opens the Create Invoice dialog */
  invoice: boolean;
  /** initial question, auto-sent after 500 ms */
  q: string | null;
  /** The spec lists it without its effect; here it opens the profile onboarding dialog. */
  profile: boolean;
  /** issue 13: "Ask about this job" — the state a new conversation is about (the job site's), instead of the profile's */
  state: string | null;
}

const AU_STATE = /^(NSW|VIC|QLD|WA|SA|TAS|ACT|NT)$/i;
/** An Australian state or territory, upper case; anything else is no hint. */
const readState = (s: string | null) => (s && AU_STATE.test(s.trim()) ? s.trim().toUpperCase() : null);

export function readChatParams(params: URLSearchParams): ChatParams {
  const id = params.get('id');
  const q = params.get('q');
  const profile = params.get('profile');
  return {
    // A malformed id cannot name a conversation; treating it as none starts a fresh chat instead of a dead screen.
    id: id && isUuid(id) ? id.toLowerCase() : null,
    viewMode: params.get('viewMode') === 'history' ? 'history' : 'active',
    history: params.get('history') === 'true',
    invoice: params.get('invoice') === 'true',
    q: q && q.trim() ? q : null,
    profile: profile !== null && profile !== 'false',
    state: readState(params.get('state')),
  };
}

/** The same parameters with some removed or set (null removes), for navigate(..., { replace: true }). */
export function withParams(params: URLSearchParams, changes: Record<string, string | null>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) next.delete(key);
    else next.set(key, value);
  }
  return next;
}

export const historyHref = (id: string) => `/chat?id=${encodeURIComponent(id)}&viewMode=history`;
