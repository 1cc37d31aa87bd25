/**
 * A message that asks two things ("do I need HBCF before I take the deposit, n whats the most deposit I can take";
 * "when is the NOC due n when does the customer get the ESC"): each ask is answered on its own, with the statements
 * around it as context, and the answers are put together — the first ask's verdict leads, the second's answer follows
 * under its own heading. Answered as one, the second ask's figure (a tool's sum, a deadline it lacks) took the first
 * line or declined the whole message.
 */
import { CitationList, type Citation } from './citations';
import type { KbEntry } from './types';

/** Where a second ask starts: "…, n whats …", "… and when does …", "…? how long …". */
const SECOND_ASK =
  /(?:\?\s*|[,;.]\s*|\s+)(?:(?:n|and|&|also|plus)\s+)(?=(?:what|whats|what's|wats|when|whens|how|hows|by when|do|does|is|are|can|who|which|where|the (?:time ?frame|timeframe|deadline|fee|fine|penalty|cut-?off|time limit))\b)|\?\s+(?=(?:and\s+|n\s+|also\s+)?(?:what|whats|what's|wats|when|how|do|does|is|are|can|who|which|where)\b)/gi;
/** An ask: a question word or a yes/no verb, not just a statement of the job. */
const ASKS =
  /\?|\b(?:what|whats|what's|wats|when|how|who|which|do i|do we|does|is it|is there|are there|can i|can we|need|needed|have to|has to|must|required|due)\b|^the (?:time ?frame|deadline|fee|fine|penalty|cut-?off|time limit)\b/i;
/** Where an ask's question starts, after the words that set its scene. */
const ASK_WORD = /\b(?:what|whats|what's|wats|when|whens|how|hows|who|which|where|do|does|is|are|can|could|must|should)\b/i;
/** Sentences of the first part that ask nothing: the job's context, given to both asks. */
const SENTENCE_END = /(?<=[.!?])\s+/;

/**
 * Whether something must be paid for ("do I have to pay to renew my rego", "is there a fee to lodge it", "does it cost
 * anything") — a question about a fee, whose amount the next ask wants.
 */
const PAYING_ASKED =
  /\b(?:have to|has to|need to|needs to|got to|gotta|do (?:i|we|you)(?: still)?) pay\b|\b(?:is|are) there (?:a |an |any )?(?:fees?|costs?|charges?|levy)\b|\bcosts? (?:anything|money|much)\b|\b(?:is it|is that|are they) free\b/i;
/** An ask for nothing but an amount of money ("how much", "whats the fee", "how much per cert"), naming no subject of its own. */
const AMOUNT_ONLY =
  /^(?:how much(?: (?:is it|is that|are they|does it cost|do they cost|per \w+|a (?:year|cert|certificate|go)|each|for (?:it|one|that)))?|what(?:'s|s| is| are)? (?:the |it )?(?:fees?|costs?|price|charges?|amount)(?: (?:per \w+|a year|for (?:it|one|that)))?)\s*\??\s*$/i;

export interface AskSplit {
  first: string;
  /** The second ask with the statements before the first (the job's context). */
  second: string;
  /** The second ask as written. */
  secondAsk: string;
  /**
   * The second ask with the statements only, when `second` also carries the first ask's lead ("hot water in tassie,"):
   * for a second ask that points back at the first's subject, which is put with it instead (the lead's figures are the
   * first ask's: "my labourer got 1,000 on friday, how much super and when does it have to hit the fund").
   */
  secondWithoutLead?: string;
}

/** The two asks of a message, each with the statements before them; undefined for a message asking one thing. */
export function splitAsks(q: string): AskSplit | undefined {
  for (const m of q.matchAll(SECOND_ASK)) {
    // the first ask keeps its own question mark: "tempering valve temp for showers in devonport? n what …"
    const head = q.slice(0, m.index + (m[0].startsWith('?') ? 1 : 0)).trim();
    const tail = q.slice(m.index + m[0].length).trim();
    if (tail.length < 8 || !ASKS.test(tail)) continue;
    const sentences = head.split(SENTENCE_END);
    const firstAsk = sentences.pop() ?? '';
    if (!ASKS.test(firstAsk) || firstAsk.split(/\s+/).length < 3) continue;
    // "Do I have to pay to renew my rego? whats the fee": one ask, the fee, put twice — answered apart, the first half
    // read as "do I need registration" and led with a yes about something else.
    if (PAYING_ASKED.test(firstAsk) && AMOUNT_ONLY.test(tail)) return undefined;
    // What the first ask says before its question word ("hot water in tassie, what temp …") is context for both.
    const lead = firstAsk.slice(0, Math.max(0, firstAsk.search(ASK_WORD))).trim();
    const statements = sentences.filter((s) => !/\?\s*$/.test(s)).join(' ');
    const context = [statements, ...(lead.split(/\s+/).length >= 2 ? [lead] : [])].filter(Boolean).join(' ');
    return {
      first: head,
      second: context ? `${context} ${tail}` : tail,
      secondAsk: tail,
      ...(context !== statements ? { secondWithoutLead: statements ? `${statements} ${tail}` : tail } : {}),
    };
  }
  return undefined;
}

interface AnswerLike {
  markdown: string;
  citations: Citation[];
  entries: KbEntry[];
  found: boolean;
}

/** The lead of an answer: its lines before the facts' context line, the facts and the sources. */
function leadOf(markdown: string): string {
  const lines = markdown.split('\n');
  const stop = lines.findIndex((l) =>
    /^(?:What our sources say|Until you say which|Which state or territory\?|\*\*Sources\*\*|\*\*The rule\*\*|\*\*Not confirmed|_)/.test(l),
  );
  const lead = (stop < 0 ? lines : lines.slice(0, stop)).join('\n').trim();
  // An answer with no first line of its own ("what does the storage need to be" → the stored-water fact): its best fact.
  return lead || (lines.find((l) => /^- \*\*/.test(l)) ?? '');
}

/**
 * The lead answer with the other ask's lead added under "Also asked", its citation numbers carried into the lead's
 * sources list (one number per source, as in every answer).
 */
export function joinAnswers<T extends AnswerLike>(lead: T, other: T, otherAsk: string): T {
  const merged = new CitationList();
  for (const c of lead.citations) merged.cite({ url: c.url, grade: c.grade, title: c.title });
  const renumber = new Map(other.citations.map((c) => [c.n, merged.cite({ url: c.url, grade: c.grade, title: c.title })]));
  const otherLead = leadOf(other.markdown).replace(/\[(\d+)\]/g, (m, n: string) => `[${renumber.get(Number(n)) ?? n}]`);
  // The same answer again (the second ask was about the first's figure): nothing to add.
  if (!otherLead || lead.markdown.split('\n')[0] === other.markdown.split('\n')[0]) return lead;
  // Its best fact is already among the lead's.
  if (/^- \*\*/.test(otherLead) && lead.markdown.includes(otherLead.replace(/\s*(?:\[\d+\])+\s*(?:⚠\s*)?$/, ''))) return lead;
  const section = `**Also asked — “${otherAsk.trim().replace(/\s+/g, ' ').slice(0, 120)}”**\n\n${otherLead}`;
  const sources = `**Sources**\n${merged.toMarkdown()}`;
  const markdown = /\*\*Sources\*\*\n/.test(lead.markdown)
    ? lead.markdown.replace(/\*\*Sources\*\*\n[\s\S]*?(?=\n\n_|$)/, `${section}\n\n${sources}`)
    : `${lead.markdown}\n\n${section}\n\n${sources}`;
  const entries = [...lead.entries, ...other.entries.filter((e) => !lead.entries.includes(e))];
  return { ...lead, markdown, citations: merged.list, entries };
}
