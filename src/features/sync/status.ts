import type { SyncState } from '../../data/sync/engine';

export type BadgeKind = 'offline' | 'waiting' | 'syncing' | 'synced' | 'attention';

export interface BadgeInputs {
  online: boolean;
  /** outbox entries of the signed-in user */
  pending: number;
  /** refused changes (syncIssues) of the signed-in user */
  issues: number;
  /** photos: photos taken on this device not yet uploaded */
  photos?: number;
  /** why a refused change's photo never reached the server (a proxy's 413, storage full), if that is the cause */
  photoRefusal?: string | null;
  state: SyncState | undefined;
}

export interface BadgeStatus {
  kind: BadgeKind;
  /** the few words on the badge */
  label: string;
  /** one sentence for screen readers and the panel */
  detail: string;
}

const changes = (n: number) => `${n} ${n === 1 ? 'change' : 'changes'}`;
// photos: waiting photos are named on the badge ("2 photos waiting"); the changes that use them wait with them.
const photoWords = (n: number) => `${n} ${n === 1 ? 'photo' : 'photos'}`;
const waitingWhat = (pending: number, photos: number) =>
  photos ? (pending ? `${changes(pending)} and ${photoWords(photos)}` : photoWords(photos)) : changes(pending);

/**
 * What the badge says. Trouble the person must act on comes first; then unsent work (with "offline" in front when
 * there is no connection, so "N waiting" always shows the count); a drain in progress; then the calm states.
 * A stored 'syncing' phase is ignored offline: a tab or worker that died mid-drain leaves it behind.
 */
export function deriveBadgeStatus({ online, pending, issues, photos = 0, photoRefusal = null, state }: BadgeInputs): BadgeStatus {
  const phase = state?.phase ?? 'idle';
  if (phase === 'needs-auth') {
    return {
      kind: 'attention',
      label: 'Sign in to sync',
      detail: pending ? `Sign in again to send ${changes(pending)}.` : 'Your session has expired. Sign in again to keep syncing.',
    };
  }
  if (issues > 0) {
    // A photo that never arrived: say why, and that the change using it is not on the server (never "saved").
    const why = photoRefusal ? ` A photo could not be uploaded: ${photoRefusal}. The change that uses it is not saved on the server.` : '';
    return { kind: 'attention', label: 'Needs attention', detail: `The server refused ${changes(issues)}.${why}` };
  }
  if (phase === 'error' && online) {
    return {
      kind: 'attention',
      label: 'Needs attention',
      detail: `${state?.lastError ?? 'The server had a problem'}. ${pending ? `${changes(pending)} will be retried.` : 'Retrying shortly.'}`,
    };
  }
  if (pending > 0 || photos > 0) {
    // Each photo rides with the change that uses it: name the photos only when they are all that waits (issue 21: "1
    // photo waiting" hid 2 more changes).
    const count = photos && pending <= photos ? `${photoWords(photos)} waiting` : `${pending} waiting`;
    const what = waitingWhat(pending, photos);
    const safe = `${what} ${pending + photos === 1 ? 'is' : 'are'} saved on this phone and safe there`;
    if (!online)
      return {
        kind: 'waiting',
        label: `Offline · ${count}`,
        detail: `Offline. ${safe}; they are sent when you are back online.`,
      };
    if (phase === 'syncing') return { kind: 'syncing', label: 'Syncing…', detail: `Sending ${what} to the server.` };
    return { kind: 'waiting', label: count, detail: `${safe}, waiting to be sent.` };
  }
  if (!online)
    return {
      kind: 'offline',
      label: 'Offline',
      detail: 'Offline. Your changes are saved on this device and sent when you are back online.',
    };
  if (phase === 'syncing') return { kind: 'syncing', label: 'Syncing…', detail: 'Checking the server for changes.' };
  // Never finished a drain (a fresh device, or a new account on it): not synced until every pull page is applied.
  if (phase === 'idle') return { kind: 'syncing', label: 'Syncing…', detail: 'Fetching your data from the server.' };
  if (phase === 'offline') return { kind: 'offline', label: 'Offline', detail: state?.lastError ?? 'The server could not be reached.' };
  return { kind: 'synced', label: 'Synced', detail: 'Everything is saved on the server.' };
}
