/** Words and small formats of the chat screen (spec §2 Chat), kept pure so they are tested without a browser. */
import { STATE_NAMES, STATES, DEFAULT_STATE, DEFAULT_TRADE, type State } from '../../domain/constants';
import { stripTaskPayload } from '../../domain/chat/payload';

const isState = (s: string | null | undefined): s is State => !!s && (STATES as readonly string[]).includes(s);

/** The empty-state greeting; "in {state}" only when the profile names a state. */
export function greeting(state: string | null | undefined): string {
  const where = isState(state) ? ` in ${STATE_NAMES[state]}` : '';
  return `G'day! How can I assist you today? Whether it's trade compliance${where} or a general question I'm here to help.`;
}

/** The state and trade a new conversation is for: the profile's, else the spec's defaults (NSW, General). */
export function conversationScope(profile: { state?: string | null; trade?: string | null } | null | undefined): {
  state: State;
  trade: string;
} {
  return {
    state: isState(profile?.state) ? profile.state : DEFAULT_STATE,
    trade: profile?.trade?.trim() || DEFAULT_TRADE,
  };
}

const timeFormat = new Intl.DateTimeFormat('en-AU', { hour: 'numeric', minute: '2-digit' });
const dayFormat = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', year: 'numeric' });

/** A bubble's time, en-AU ("3:07 pm"); '' for a missing or broken timestamp rather than "Invalid Date". */
export function messageTime(iso: string | null | undefined): string {
  const ms = iso ? Date.parse(iso) : Number.NaN;
  return Number.isFinite(ms) ? timeFormat.format(ms) : '';
}

/** A conversation's last activity on the sidebar and history cards, en-AU ("22 Nov 2026"). */
export function conversationDate(iso: string | null | undefined): string {
  const ms = iso ? Date.parse(iso) : Number.NaN;
  return Number.isFinite(ms) ? dayFormat.format(ms) : '';
}

/**
 * What a bubble shows of an assistant answer: the ```json task block becomes a button, so it is cut from the text.
 * While the answer is still streaming, an opened block that has not closed yet is hidden too, so half a JSON object
 * never flashes on screen.
 */
export function visibleAnswer(markdown: string, streaming = false): string {
  let text = stripTaskPayload(markdown);
  if (streaming) {
    const open = text.search(/```json\s*(\n|$)/);
    if (open >= 0) text = text.slice(0, open).trimEnd();
  }
  return text;
}
