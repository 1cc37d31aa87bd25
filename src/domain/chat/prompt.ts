/**
 * What the model is told when an AI provider answers: the facts retrieved from our knowledge base (numbered, with
 * their sources), the tradie's state, trade and profile, and the rules (cite [n], never invent a figure). After the
 * model's text the server appends the numbered Sources list and the disclaimer, so the links are ours, not the model's.
 */
import { STATE_NAMES, STATES, type State } from '../constants';
import { answerQuestion, DISCLAIMER, listRegulators, type KbEntry } from '../kb';
import { CitationList, GRADE_LABELS } from '../kb/citations';
import type { SourceRef, UserProfileHint } from './schemas';

export interface RetrievedFact {
  entry: KbEntry;
  /** "[1][2]": the numbers this fact's sources carry in the Sources list */
  markers: string;
}

export interface Retrieval {
  /** The state the answer is for: named in the question, else the one passed in. */
  state?: State;
  facts: RetrievedFact[];
  sources: SourceRef[];
  /** "**Sources**\n1. [title](url) — grade A, official source" ('' when nothing was retrieved) */
  sourcesMarkdown: string;
  /** Why that state ("“Katherine” is in NT, postcode 0850"). */
  stateReason?: string;
  /** A place name the question leaves open between these states. */
  ambiguousPlace?: { name: string; states: string[] };
  /** What the product's own checks worked out for the question (deposit cap in dollars, GST, ABN check). */
  worked: string[];
}

/** The knowledge-base facts for a question, numbered in the order the prompt lists them. */
export function retrieveFacts(question: string, ctx: { state: string; trade: string }, limit = 6): Retrieval {
  const kb = answerQuestion(question, { state: ctx.state, trade: ctx.trade, limit });
  const entries = kb.found ? kb.entries : [];
  const cites = new CitationList();
  const facts = entries.map((entry) => ({ entry, markers: cites.markers(entry) }));
  const state = kb.state && (STATES as readonly string[]).includes(kb.state) ? (kb.state as State) : undefined;
  return {
    ...(state ? { state } : {}),
    facts,
    sources: cites.list.map((c) => ({ n: c.n, title: c.title, url: c.url, grade: c.grade })),
    sourcesMarkdown: cites.list.length ? `**Sources**\n${cites.toMarkdown()}` : '',
    ...(kb.stateReason ? { stateReason: kb.stateReason } : {}),
    ...(kb.ambiguousPlace ? { ambiguousPlace: kb.ambiguousPlace } : {}),
    worked: kb.worked ?? [],
  };
}

export function disclaimerLine(): string {
  return `_${DISCLAIMER} — check with the regulator before relying on it._`;
}

/** Appended after the model's own text: the sources of the facts it was given, then the disclaimer. */
export function answerFooter(retrieval: Retrieval): string {
  return `\n\n${[retrieval.sourcesMarkdown, disclaimerLine()].filter(Boolean).join('\n\n')}`;
}

const stateOf = (s: string): State => ((STATES as readonly string[]).includes(s) ? (s as State) : 'NSW');

function profileLine(p: UserProfileHint | undefined): string {
  if (!p) return '';
  const name = [p.firstName, p.lastName].filter((x) => x && String(x).trim()).join(' ');
  const bits = [
    name && `name ${name}`,
    p.businessName && `business "${p.businessName}"`,
    p.yearsExperience !== null &&
      p.yearsExperience !== undefined &&
      String(p.yearsExperience).trim() !== '' &&
      `${p.yearsExperience} years in the trade`,
  ].filter(Boolean);
  return bits.length ? `About them: ${bits.join(', ')}.` : '';
}

function factBlock(f: RetrievedFact): string {
  const lines = [`${f.markers} ${f.entry.title}: ${f.entry.text}`];
  if (f.entry.caution) lines.push(`   Caution: ${f.entry.caution}`);
  const src = [f.entry.source, ...(f.entry.alsoSources ?? [])].map((s) => `${s.url} (grade ${s.grade}, ${GRADE_LABELS[s.grade]})`);
  lines.push(`   Source: ${src.join('; ')}`);
  return lines.join('\n');
}

export interface PromptInput {
  retrieval: Retrieval;
  state: string;
  trade: string;
  profile?: UserProfileHint;
  /** YYYY-MM-DD where the tradie is */
  today: string;
  imageAnalysis?: string;
}

export function buildSystemPrompt(input: PromptInput): string {
  const home = stateOf(input.state);
  const state = input.retrieval.state ?? home;
  const regulators = listRegulators(state)
    .filter((r) => !r.national)
    .map((r) => `${r.area}: ${r.name} (${r.url})`)
    .join('; ');
  const facts = input.retrieval.facts.map(factBlock).join('\n');
  return [
    'You are the assistant in Tradie Toolbox, an app for Australian tradespeople. Be practical, plain-spoken and brief; use Markdown (short paragraphs, bullet lists).',
    `The user's trade: ${input.trade}. Their state or territory: ${STATE_NAMES[home]} (${home}). ${profileLine(input.profile)}`.trim(),
    state !== home
      ? `This question is about ${STATE_NAMES[state]} (${state})${input.retrieval.stateReason ? ` (${input.retrieval.stateReason})` : ''}: answer for ${state}, and say which state you answered for and why.`
      : `Answer for ${state} unless the question names another state, and say which state you answered for.`,
    input.retrieval.ambiguousPlace
      ? `There is a ${input.retrieval.ambiguousPlace.name} in ${input.retrieval.ambiguousPlace.states.join(', ')}: ask which one the job is in, or say which one you assumed.`
      : '',
    input.retrieval.worked.length
      ? `Worked out by the app's own checks (use these numbers as they are):\n${input.retrieval.worked.map((w) => `- ${w}`).join('\n')}`
      : '',
    `Today is ${input.today}. Money is AUD; GST is 10%.`,
    facts
      ? `Facts from our compliance knowledge base (each starts with its source numbers):\n${facts}`
      : 'No facts from our compliance knowledge base matched this question.',
    [
      'Rules:',
      '- For licences, thresholds, dollar figures, deadlines, insurance and certificates, use only the facts above and the rule rows and results of your function calls (get_parsed_query and get_rule_rows are already called for this question), and put the facts\' source numbers (like [1]) right after each sentence that uses them. The app checks every dollar figure, percentage and day count you write against these and replaces any it cannot find with "figure not in our sources".',
      "- Work sums out with the tools, never in your head: gst (both ways), super_on_wages, deposit_cap, threshold_check (adds a job's parts) and abn_check. Use rule rows in force on the date the question is about, and say which date when it is not today.",
      '- If the facts do not cover the question, say so plainly and name the regulator to ask. Never invent a figure, a deadline, a licence class or a source.',
      '- Facts marked with a caution are uncertain: say so when you use them.',
      '- Do not add a list of sources or links at the end; the app adds the numbered sources itself.',
      '- For general trade questions (methods, materials, business tips) answer from your own knowledge, without citations.',
    ].join('\n'),
    regulators ? `Regulators in ${state}: ${regulators}.` : '',
    input.imageAnalysis ? `The user attached a photo. What it shows: ${input.imageAnalysis}` : '',
  ]
    .filter(Boolean)
    .join('\n\n');
}
