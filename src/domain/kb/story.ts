/**
 * The story a tradie tells before the question (issue 17, the twenty-third round): where they grew up or got their
 * ticket, the last job's price, what a mate charged in another state. A clause of that story names places and amounts
 * that are not the work asked about; the clause about this job ("now doing one in Launceston for 22k", "this one in
 * Queanbeyan is 25k") does.
 */

export interface Clause {
  start: number;
  end: number;
}

/**
 * A question's clauses: its sentences, split again at a comma or dash before a new part of the story ("…, now doing
 * one in …", "… - do I need …") and at "but".
 */
export function clausesOf(q: string): Clause[] {
  const out: Clause[] = [];
  const cut =
    /[.;!?]+(?=\s|$)|\n+|\s+-+\s+|,\s*(?=(?:and\s+)?(?:now|but|this|these|the new|new|so|though|however|whereas)\b)|\s(?=but\s)/gi;
  let start = 0;
  for (const m of q.matchAll(cut)) {
    if (m.index > start) out.push({ start, end: m.index });
    start = m.index + m[0].length;
  }
  if (start < q.length) out.push({ start, end: q.length });
  return out.filter((c) => /[a-z]{2}/i.test(q.slice(c.start, c.end)));
}

/** Words that put a clause in the past or in someone else's hands: the story, not this job. */
const STORY_MARK = new RegExp(
  [
    String.raw`\blast (?:year|month|week|job|time|fy|financial year|summer|winter|spring|autumn|one)\b`,
    String.raw`\bprevious(?:ly)?\b`,
    String.raw`\b(?:a |few |couple of |\d+ |two |three |ten )?(?:years?|months?|weeks?) ago\b`,
    String.raw`\bback in\b`,
    String.raw`\bused to\b`,
    String.raw`\bgrew up\b`,
    String.raw`\b(?:raised|trained|apprenticed)\b`,
    String.raw`\b(?:did|done|charged|lost|knocked back)\b`,
    // a habit of the past ("in Victoria I always had DBI on anything over 16k", "he never bothered")
    String.raw`\b(?:always|never|usually) (?:had|did|took|used|got|gave|bothered|needed|charged|paid|put)\b`,
    String.raw`\b(?:the )?(?:job|one) before\b|\bbefore (?:i|we) (?:moved|came|started)\b`,
    String.raw`\b(?:first|previous|other|old) (?:job|one|quote|contract)\b`,
    // someone else's people ("the client's dad builds up in Cairns")
    String.raw`\b\w+'s (?:dad|father|mum|mother|brother|sister|mate|cousin|uncle|son|daughter|husband|wife|partner)\b`,
    String.raw`\bgot my (?:\w+ )?(?:ticket|licen[cs]e|rego|registration|quals?)\b`,
    // someone else's job, price or place (never the client's, the owner's or the builder's: that is this job)
    String.raw`\b(?:my|a|his|her|our) (?:mate|mates|brother|brother in law|brother-in-law|sister|cousin|dad|father|old man|uncle|friend|mate's|old boss|boss|apprentice'?s? old boss)\b`,
    String.raw`\b(?:mate|bloke|guy|fella|someone) (?:on|from|at|in|down|up|over|of mine)\b`,
    String.raw`\b(?:facebook|forum|reddit|whirlpool)\b`,
    String.raw`\b(?:supplier|wholesaler|accountant|bookkeeper|head office)\b`,
    // who is asking about an old job is no subject of it ("old job a lawyer is asking me about")
    String.raw`\b(?:lawyer|solicitor|insurer|assessor|conveyancer)\b[^.;!?]{0,20}\b(?:asking|asked|wants|wanted|needs|rang|called|emailed)\b`,
  ].join('|'),
  'i',
);

/** The ute or van the tradie bought or sold is no job, whatever the clause says ("sold my old ute for 8k and bought a new one"). */
const VEHICLE =
  /\b(?:sold|bought|buying|selling|paid|rego(?:'d)?|registered|financ\w*)\b[^.;!?]{0,30}\b(?:ute|van|truck|trailer|car|boat)\b|\b(?:ute|van|truck|car)(?:'s| has)? (?:done|clocked|got|on)\b[^.;!?]{0,20}\b(?:km|kms|kilometres|k's)\b/i;

/** Words that put a clause on this job, now: they outweigh the story's marks in the same clause. */
const NOW_MARK =
  /\b(?:now|this (?:one|job|time|quote|contract|client)|new (?:one|job|quote|contract|client)|the (?:new|current|next) (?:one|job)|next (?:week|month|year)|currently|at the moment|starting|doing|quoting|pricing|booked)\b/i;

/**
 * The clauses that tell the story, not this job. Empty unless the question has a clause of each kind: a question
 * all story ("charged a client 2k last year, can I still chase it") is about that story.
 */
export function storyClauses(q: string): Clause[] {
  const clauses = clausesOf(q);
  if (clauses.length < 2) return [];
  const story = clauses.filter((c) => {
    const text = q.slice(c.start, c.end);
    return VEHICLE.test(text) || (STORY_MARK.test(text) && !NOW_MARK.test(text));
  });
  return story.length < clauses.length ? story : [];
}

export function inClauses(at: number, clauses: readonly Clause[]): boolean {
  return clauses.some((c) => c.start <= at && at < c.end);
}

/** The question with the clauses blanked out (same length: positions stay). */
export function withoutClauses(q: string, clauses: readonly Clause[]): string {
  return clauses.reduceRight((t, c) => `${t.slice(0, c.start)}${' '.repeat(c.end - c.start)}${t.slice(c.end)}`, q);
}
