/**
 * The knowledge base's own words (titles, texts, keywords, concept phrases), built once on first use. Typos are
 * corrected towards these words only, so a correction can never lead away from what the KB holds.
 */
import { KB_ENTRIES } from './entries/index';
import { conceptPhraseWords, contentWords, isStopword, normalise } from './text';
import type { State } from './types';
import { RULES } from '../rules/index';
import { ONE_STATE_NAMES } from './one-state-names';

let vocab: Map<string, number> | undefined;

/** word → how many entries use it (a rough frequency, to break ties between equally close corrections). */
export function kbVocabulary(): Map<string, number> {
  if (vocab) return vocab;
  const v = new Map<string, number>();
  for (const e of KB_ENTRIES) {
    const words = new Set(contentWords(normalise([e.title, e.text, e.keywords.join(' ')].join(' '))));
    for (const w of words) if (!/\d/.test(w)) v.set(w, (v.get(w) ?? 0) + 1);
  }
  for (const w of conceptPhraseWords()) if (!v.has(w)) v.set(w, 1);
  vocab = v;
  return v;
}

/** The last word of a scheme's, form's, fund's, body's or Act's name ("… Compensation Fund", "… Contracts Act"). */
const NAME_HEAD =
  /^(?:Act|Fund|Scheme|Insurance|Board|Commission|Authority|Registrar|Office|Guide|Code|Diagram|Notice|Certificate|Compliance|Regulations?|Bill|Services)$/;
const NAME_LINK = new Set(['and', 'of', 'for', 'the']);
/** A capitalised word that opens a sentence before an Act's name ("Under the Home Building Act"). */
const SENTENCE_OPENER = /^(?:the|under|in|where|by|see|a|an|this|that|and|or|per|from|its|each|if|when|since|for|to)$/i;
/** Industry bodies' initials, which an Act's initials may spell too ("HIA": the Housing Industry Association). */
const INDUSTRY_BODIES = new Set(['HIA', 'MBA', 'NECA', 'MPA', 'AMCA', 'ACA']);
/** The last word of a lowercase keyword naming a contract, Act, scheme or certificate ("small jobs contract"). */
const KEYWORD_HEAD = /^(?:contract|act|insurance|scheme|fund|guide|diagram|certificate|notice)$/i;

/** The words right before `abbr` that it is the initials of, with or without their "of / and / for"; undefined if none. */
function expansionOf(abbr: string, before: string): string[] | undefined {
  const words = before
    .trim()
    .split(/[\s-]+/)
    .slice(-abbr.length - 4);
  const a = abbr.toLowerCase();
  for (let i = 0; i < words.length; i++) {
    const tail = words.slice(i);
    const all = tail.map((w) => w[0]?.toLowerCase() ?? '').join('');
    const content = tail
      .filter((w) => !NAME_LINK.has(w.toLowerCase()))
      .map((w) => w[0]?.toLowerCase() ?? '')
      .join('');
    if (all === a || (content === a && !NAME_LINK.has(tail[0]!.toLowerCase()))) return tail;
  }
  return undefined;
}

export interface OneStateName {
  /** As the facts write it: "Home Building Compensation Fund", "HBCF", "Form 4". */
  name: string;
  state: State;
}

/**
 * Names only one state's facts use — a scheme, form, fund, body or Act ("HBCF" / "Home Building Compensation Fund" →
 * NSW, "Form 4" → QLD, "DBI" → VIC, "HII" → WA), read from the entries and the rule rows, never listed by hand:
 *
 * - candidates are abbreviations the facts define in brackets ("… Fund (HBCF)", 3+ letters, the initials of the words
 *   before them — a licence class's code is not), "Form N", camel-case system names ("eNotice"), and capitalised names ending
 *   in a head word of that kind (Act, Fund, Scheme, Insurance, Board, Commission …), with an Act's name without "Act"
 *   when it has three words of its own ("building work contractors");
 * - a candidate counts when every fact (entry or rule row) that uses it, in any case, is of one state — a national fact
 *   or another state's using it drops it;
 * - a name whose words before the head are shared by three or more jurisdictions' facts is a generic name every state
 *   has ("Work Health and Safety Act", "Gas Act") and is dropped too.
 */
export function deriveOneStateNames(): OneStateName[] {
  const docs: Array<{ text: string; lower: string; states: Array<State | 'AU'> }> = [];
  const add = (text: string, states: Array<State | 'AU'>) => docs.push({ text, lower: text.toLowerCase(), states });
  for (const e of KB_ENTRIES)
    if (!e.superseded)
      add(
        [e.title, e.text, e.keywords.join('. ')].join('. '),
        e.states.map((s) => (s === 'ALL' ? 'AU' : s)),
      );
  for (const r of RULES) add(r.statement, [r.jurisdiction]);
  const candidates = new Map<string, string>();
  // Names spelt out in full before their abbreviation: one state's however generic their first words ("Notice of …").
  const expansions = new Set<string>();
  // Every Act's name as the facts write it whole ("Work Health and Safety Act"), for the initials below.
  const wholeActs = new Set<string>();
  for (const d of docs) {
    for (const m of d.text.matchAll(/\b[A-Z][a-z]+(?:\s+(?:(?:and|of|for|the)\s+)?[A-Z][a-z]+)+/g)) {
      const words = m[0].split(/\s+/);
      if (!NAME_HEAD.test(words.at(-1)!)) continue;
      if (words.at(-1) === 'Act') {
        const from = words.findIndex((w) => !SENTENCE_OPENER.test(w));
        wholeActs.add(words.slice(from).join(' '));
      }
      for (let i = 0; i < words.length - 1; i++) {
        // A name starts at a word of its own, not at a sentence's opening word ("Under the …", "Where the …").
        if (isStopword(words[i]!.toLowerCase()) || NAME_LINK.has(words[i - 1]?.toLowerCase() ?? '')) continue;
        const name = words.slice(i).join(' ');
        candidates.set(name.toLowerCase(), name);
      }
    }
    for (const m of d.text.matchAll(/\bForm\s+\d+[A-Z]?\b/g)) candidates.set(m[0].toLowerCase(), m[0]);
    // A system's or service's own name, written in camel case: "eNotice", "MyInspections", "ESVConnect", "TechSafe".
    for (const m of d.text.matchAll(/\b(?:[a-z]+[A-Z]|[A-Z][a-z]+[A-Z]|[A-Z]{2,}[a-z]{3,})[A-Za-z]*\b/g))
      if (m[0].length >= 5) candidates.set(m[0].toLowerCase(), m[0]);
    // An abbreviation of the words before it ("Home Building Compensation Fund (HBCF)", "Certificate of Electrical
    // Safety (COES)"), not a licence class's code ("Joinery (JOIN)").
    for (const m of d.text.matchAll(/\(([A-Z][A-Za-z]*[A-Z][A-Za-z]*)\)/g)) {
      const abbr = m[1]!.replace(/s$/, '');
      const expansion = abbr.length >= 3 ? expansionOf(abbr, d.text.slice(0, m.index)) : undefined;
      if (!expansion) continue;
      candidates.set(abbr.toLowerCase(), abbr);
      // …and the name it abbreviates, however the facts capitalise it ("Notice of Intention (NOI)").
      const name = expansion.join(' ');
      if (/^[A-Za-z ]+$/.test(name) && !candidates.has(name.toLowerCase())) {
        candidates.set(name.toLowerCase(), name);
        expansions.add(name.toLowerCase());
      }
    }
  }
  const keywordAbbreviations = new Map<string, string>();
  const keywordPairs = new Set<string>();
  // An abbreviation tradies type that an entry lists as a keyword ("bpb") and whose words its title or text spells out
  // with capitals ("Building Practitioners Board"): as good as one the facts define in brackets.
  for (const e of KB_ENTRIES)
    if (!e.superseded)
      for (const k of e.keywords) {
        if (!/^[a-z]{3,5}$/.test(k) || candidates.has(k)) continue;
        const doc = `${e.title}. ${e.text}`;
        const spelt = [...doc.matchAll(/\b[A-Z][a-z]+(?:\s+(?:(?:and|of|for|the)\s+)?[A-Z][a-z]+)+/g)]
          .map((m) => expansionOf(k.toUpperCase(), m[0]))
          .find((x) => x !== undefined);
        if (spelt) keywordAbbreviations.set(k, spelt.join(' '));
      }
  // A lowercase name tradies use for a contract, Act, scheme or certificate, as an entry's keyword of three or more words
  // ("small jobs contract"); the generic ones ("electrical safety certificate") fall to the three-jurisdiction test below.
  for (const e of KB_ENTRIES)
    if (!e.superseded)
      for (const k of e.keywords) {
        const words = k.trim().split(/\s+/);
        if (words.length >= 2 && KEYWORD_HEAD.test(words.at(-1)!) && /^[a-z0-9 ]+$/i.test(k)) {
          const key = words.join(' ').toLowerCase();
          if (!candidates.has(key)) candidates.set(key, words.join(' '));
          // A two-word name ("regulated contract") is one state's when only that state's facts use it, however common
          // its first word ("regulated"), but never one starting with a stopword ("no scheme").
          if (words.length === 2 && !isStopword(words[0]!.toLowerCase())) keywordPairs.add(key);
          else if (words.length === 2) candidates.delete(key);
        }
      }
  // Each fact as its words and where each phrase's first word occurs: a phrase (words of letters and digits, one space
  // apart, as every candidate is) is then matched word by word at those places only (was a scan of every fact for each
  // candidate, 30–70 ms on the first question naming no state).
  const words: string[][] = [];
  const spaced: boolean[][] = [];
  const at = new Map<string, number[]>();
  docs.forEach((d, i) => {
    const parts = d.lower.split(/([^a-z0-9]+)/);
    const ws: string[] = [];
    const sp: boolean[] = [];
    for (let k = 0; k < parts.length; k += 2) {
      const w = parts[k]!;
      if (!w) continue;
      const list = at.get(w);
      const ref = i * 65536 + ws.length;
      if (list) list.push(ref);
      else at.set(w, [ref]);
      ws.push(w);
      sp.push(parts[k + 1] === ' ');
    }
    words.push(ws);
    spaced.push(sp);
  });
  const statesUsing = (phrase: string) => {
    const pw = phrase.toLowerCase().split(' ');
    const out = new Set<State | 'AU'>();
    for (const ref of at.get(pw[0]!) ?? []) {
      const i = Math.floor(ref / 65536);
      const p = ref % 65536;
      const ws = words[i]!;
      const sp = spaced[i]!;
      let k = 1;
      while (k < pw.length && sp[p + k - 1] && ws[p + k] === pw[k]) k++;
      if (k === pw.length) for (const s of docs[i]!.states) out.add(s);
    }
    return out;
  };
  const names: OneStateName[] = [];
  // An Act as the trade writes it, by its initials ("DBCA", "HBA", "BWC Act" — the Domestic Building Contracts Act,
  // the Home Building Act, the Building Work Contractors Act): one state's when every Act with those initials that
  // the facts name is that state's, and the initials are no word of their own.
  const initialisms = new Map<string, Set<State | 'AU'>>();
  for (const name of wholeActs) {
    const words = name.split(/\s+/);
    // A whole Act's name, not the tail of a longer one ("Fitters and Electricians Act" of the Gas Fitters and …).
    if (words.length < 3 || [...wholeActs].some((a) => a.endsWith(` ${name}`))) continue;
    // A model law every state has its own of ("Work Health and Safety Act"): its Regulations are other states' too.
    const qualifier = words.slice(0, -1).join(' ');
    const named = new RegExp(`\\b${qualifier} (?:Act|Regulations?)\\b`, 'i');
    const titled = RULES.filter((r) => r.sources.some((src) => named.test(src.title)));
    const users = [
      ...statesUsing(`${qualifier} Regulation`),
      ...statesUsing(`${qualifier} Regulations`),
      ...statesUsing(name),
      ...titled.map((r) => r.jurisdiction),
    ];
    if (new Set(users).size > 1) continue;
    const initials = words
      .filter((w) => !NAME_LINK.has(w.toLowerCase()))
      .map((w) => w[0]!)
      .join('');
    for (const s of statesUsing(name)) {
      const set = initialisms.get(initials) ?? new Set();
      set.add(s);
      initialisms.set(initials, set);
    }
  }
  for (const [initials, states] of initialisms) {
    if (states.size !== 1 || states.has('AU') || initials.length < 3) continue;
    const state = [...states][0] as State;
    const lower = initials.toLowerCase();
    if ([...statesUsing(initials)].some((s) => s !== state) || candidates.has(lower)) continue;
    if (isStopword(lower) || (kbVocabulary().has(lower) && statesUsing(initials).size === 0)) continue;
    if (INDUSTRY_BODIES.has(initials)) continue;
    names.push({ name: initials, state });
    if (initials.length >= 4) names.push({ name: `${initials.slice(0, -1)} Act`, state });
  }
  for (const name of candidates.values()) {
    const states = statesUsing(name);
    if (states.size !== 1 || states.has('AU')) continue;
    const words = name.split(/\s+/);
    if (words.length > 1 && !/^Form\b/.test(name) && !expansions.has(name.toLowerCase()) && !keywordPairs.has(name.toLowerCase())) {
      const qualifier = words
        .slice(0, -1)
        .join(' ')
        .replace(/^the\s+/i, '');
      if (statesUsing(qualifier).size >= 3) continue;
    }
    names.push({ name, state: [...states][0] as State });
    // "A building work contractors licence": an Act's name without "Act", when its own words are one state's too.
    const bareWords = words.slice(0, -1);
    if (
      /^(?:Act|Regulations?)$/.test(words.at(-1)!) &&
      bareWords.filter((w) => !NAME_LINK.has(w.toLowerCase())).length >= 3 &&
      !NAME_LINK.has(bareWords.at(-1)!.toLowerCase())
    ) {
      const bare = bareWords.join(' ');
      const bareStates = statesUsing(bare);
      if (bareStates.size === 1 && !bareStates.has('AU') && !candidates.has(bare.toLowerCase()))
        names.push({ name: bare, state: [...bareStates][0] as State });
    }
  }
  // A keyword abbreviation counts when both it and the words it stands for are one state's ("BPB" → NT), so an
  // abbreviation of a law every state has ("sopa": Security of Payment Act) is no state's.
  for (const [abbr, words] of keywordAbbreviations) {
    const a = statesUsing(abbr);
    const w = statesUsing(words);
    if (a.size === 1 && !a.has('AU') && w.size === 1 && [...w][0] === [...a][0])
      names.push({ name: abbr.toUpperCase(), state: [...a][0] as State });
  }
  const seen = new Set<string>();
  return names
    .filter((n) => !seen.has(n.name.toLowerCase()) && seen.add(n.name.toLowerCase()))
    .sort((a, b) => b.name.length - a.name.length || a.name.localeCompare(b.name));
}

/** The precomputed list (one-state-names.ts) as one pattern, built at module load: under a millisecond. */
const ONE_STATE = (() => {
  const names: OneStateName[] = ONE_STATE_NAMES.map(([name, state]) => ({ name, state }));
  const pattern = names.map((n) =>
    n.name
      .toLowerCase()
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace(/\s+/g, '\\s+')
      .replace(/^form\\s\+/, 'form\\s*(?:no\\.?\\s*)?')
      // "level 2 regulated contracts": a name's plural is the name
      .replace(/(?<=[a-z]{3})$/, 's?'),
  );
  return { names, re: new RegExp(`(?<![a-z0-9])(?:${pattern.join('|')})(?![a-z0-9])`, 'gi') };
})();

/** Names only one state's facts use, as `deriveOneStateNames` reads them (precomputed), with one pattern for them all. */
export function oneStateNames(): { names: OneStateName[]; re: RegExp } {
  return ONE_STATE;
}

/** The one-state names a question uses, in order ("is hbcf needed" → HBCF, NSW). */
export function oneStateNamesIn(q: string): Array<OneStateName & { said: string; at: number }> {
  const { names, re } = oneStateNames();
  const out: Array<OneStateName & { said: string; at: number }> = [];
  for (const m of q.matchAll(re)) {
    const key = m[0]
      .toLowerCase()
      .replace(/\s+/g, ' ')
      .replace(/^form\s*(?:no\.?\s*)?/, 'form ');
    const hit = names.find((n) => n.name.toLowerCase() === key) ?? names.find((n) => `${n.name.toLowerCase()}s` === key);
    if (hit) out.push({ ...hit, said: m[0], at: m.index });
  }
  return out;
}
