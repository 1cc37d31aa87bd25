/**
 * Issue 17 items 6–7: what an AI provider is given through function calls (tools), so every figure it may state comes
 * from the dated rule table (src/domain/rules) or from the same domain code the documents run:
 * - `get_parsed_query`: the tradie's question parsed by the knowledge base (place, trade, work, amounts with their
 *   arithmetic, the attribute asked, the date) and the built-in verdict with the rule rows it was computed from;
 * - `get_rule_rows`: the rule rows in force for a jurisdiction, work and topic on a date;
 * - `gst`, `super_on_wages`, `deposit_cap`, `threshold_check`, `abn_check`: the documents' own arithmetic
 *   (src/domain/gst.ts, the super-guarantee row, src/domain/thresholds.ts, src/domain/abn.ts).
 * The server pre-calls the first two for every question (their results are in the conversation before the model
 * writes a word) and runs whatever else the model calls. Each result carries `support`: the lines whose figures the
 * figure check (figure-check.ts) accepts from the model — the model may state those and nothing else.
 * Pure: no clock (the caller passes `today`), no I/O.
 */
import { formatAbn, validateAbn } from '../abn';
import { STATES, type State } from '../constants';
import { gstInInclusive, gstOn, GST_RATE_PERCENT } from '../gst';
import { answerQuestion, normaliseTrade } from '../kb/index';
import { dollarsToCents, formatCents, type Cents } from '../money';
import { formatRuleValue, rulesFor } from '../rules/index';
import { JURISDICTIONS, type Jurisdiction, type Rule, type RuleTopic } from '../rules/types';
import { residentialPrompts } from '../thresholds';

/** An OpenAI-compatible function tool (the `tools` array of a chat completion request). */
export interface ModelTool {
  type: 'function';
  function: { name: string; description: string; parameters: Record<string, unknown> };
}

/** Where the question was asked from: the conversation's state and trade, and today's date. */
export interface ToolContext {
  question: string;
  state: string;
  trade: string;
  /** ISO date where the tradie is. */
  today: string;
}

export interface ToolOutput {
  /** JSON text sent back to the model as the tool message. */
  content: string;
  /** Lines whose figures the model may state (rule statements with their values, worked results). */
  support: string[];
}

const TOPICS: readonly RuleTopic[] = [
  'licence',
  'registration',
  'deposit-cap',
  'insurance',
  'written-contract',
  'cooling-off',
  'certificate-deadline',
  'notice-deadline',
  'penalty',
  'fee',
  'response-time',
  'rate',
  'threshold',
  'high-risk-work',
  'retention',
  'review',
  'surcharge',
];

const STATE_PARAM = { type: 'string', enum: [...STATES], description: 'State or territory where the work is' };
const DATE_PARAM = { type: 'string', description: 'ISO date the rule must be in force on (default today)' };
const fn = (name: string, description: string, properties: Record<string, unknown>, required: string[] = []): ModelTool => ({
  type: 'function',
  function: { name, description, parameters: { type: 'object', properties, required, additionalProperties: false } },
});

export const MODEL_TOOLS: readonly ModelTool[] = [
  fn(
    'get_parsed_query',
    "The tradie's question as the app parsed it: state (and why), trade, work, every amount with its GST and sum, the attribute asked, the date, and the app's own verdict with the rule rows it used.",
    {},
  ),
  fn(
    'get_rule_rows',
    'Dated compliance rule rows (licence, deposit cap, insurance, contract, cooling-off, certificate and notice deadlines, penalties, fees, rates, thresholds) in force for a jurisdiction and work. The only source of compliance figures.',
    {
      jurisdiction: { type: 'string', enum: [...JURISDICTIONS], description: "State or territory, or 'AU' for national rules" },
      work: { type: 'array', items: { type: 'string' }, description: 'Work or trade words, e.g. ["plumbing","gas"], ["builder"]' },
      topic: { type: 'string', enum: [...TOPICS] },
      date: DATE_PARAM,
    },
  ),
  fn(
    'gst',
    'GST (10%) on an amount the way invoices round it: added to an amount excluding GST, or taken out of one including GST (one eleventh).',
    {
      amount: { type: 'number', description: 'Dollars' },
      includes_gst: { type: 'boolean', description: 'true if the amount already includes GST' },
    },
    ['amount', 'includes_gst'],
  ),
  fn(
    'super_on_wages',
    'Super guarantee on wages (ordinary time earnings) at the rate in force on the date paid. For an hourly or daily rate, give the rate as wages, per, and the count of hours or days worked.',
    {
      wages: { type: 'number', description: 'Dollars of ordinary time earnings (or the rate per hour or day, with per)' },
      per: { type: 'string', enum: ['hour', 'day', 'week', 'fortnight', 'month', 'year'], description: 'The period the wages are for' },
      count: { type: 'number', description: 'How many of those periods were worked (e.g. 38 hours); default 1' },
      date: DATE_PARAM,
    },
    ['wages'],
  ),
  fn(
    'deposit_cap',
    "The most a residential building contract may take as a deposit, in dollars, for the state's cap and the contract price (incl GST).",
    {
      state: STATE_PARAM,
      price: { type: 'number', description: 'Contract price in dollars incl GST' },
      off_site_over_half: { type: 'boolean', description: 'More than half the work (by value) is made off-site (QLD allows more)' },
      date: DATE_PARAM,
    },
    ['state', 'price'],
  ),
  fn(
    'threshold_check',
    "Adds a job's parts (GST added to parts quoted excluding GST) and says which rule rows' thresholds the total crosses, plus the rows that apply at any value and the quote's compliance prompts.",
    {
      state: STATE_PARAM,
      amounts: {
        type: 'array',
        items: {
          type: 'object',
          properties: { amount: { type: 'number', description: 'Dollars' }, gst: { type: 'string', enum: ['incl', 'excl', 'unsaid'] } },
          required: ['amount'],
        },
        description: 'Parts of one job (labour, materials incl. client-supplied ones where they count)',
      },
      trade: { type: 'string' },
      work: { type: 'array', items: { type: 'string' } },
      residential: { type: 'boolean', description: 'Residential building work (default true)' },
      date: DATE_PARAM,
    },
    ['state', 'amounts'],
  ),
  fn('abn_check', 'Checks an ABN with the ATO check-digit rule (well formed, not proof it is active).', { abn: { type: 'string' } }, [
    'abn',
  ]),
];

class BadArgs extends Error {}

const PERIODS: readonly unknown[] = ['hour', 'day', 'week', 'fortnight', 'month', 'year'];

const isState = (s: unknown): s is State => typeof s === 'string' && (STATES as readonly string[]).includes(s);
const isJurisdiction = (s: unknown): s is Jurisdiction => typeof s === 'string' && (JURISDICTIONS as readonly string[]).includes(s);
const isDate = (s: unknown): s is string => typeof s === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(s);

function dollars(v: unknown, what: string): Cents {
  const n = typeof v === 'string' ? Number(v.replace(/[$,\s]/g, '')) : v;
  if (typeof n !== 'number' || !Number.isFinite(n) || n < 0 || n > 1e10) throw new BadArgs(`${what} must be a dollar amount`);
  return dollarsToCents(n);
}

/** A row as the model reads it: the statement, the figure formatted, when and where it applies, the source. */
function ruleForModel(r: Rule) {
  const v = r.value;
  return {
    id: r.id,
    jurisdiction: r.jurisdiction,
    topic: r.topic,
    work: r.work,
    statement: r.statement,
    value: formatRuleValue(r),
    ...(v.kind === 'amount' && v.comparison ? { appliesWhenValueIs: v.comparison } : {}),
    ...(v.kind === 'amount' && v.upperCents !== undefined ? { upTo: formatCents(v.upperCents) } : {}),
    ...(r.band ? { contractPrices: bandText(r) } : {}),
    ...(r.effectiveFrom ? { effectiveFrom: r.effectiveFrom } : {}),
    ...(r.effectiveTo ? { effectiveTo: r.effectiveTo } : {}),
    source: r.sources[0] ? { url: r.sources[0].url, grade: r.sources[0].grade } : undefined,
    checked: r.checked,
    ...(r.caution ? { caution: r.caution } : {}),
    ...(r.unverified ? { unverified: 'not found in an official source: do not state it as fact' } : {}),
  };
}

function bandText(r: Rule): string {
  const b = r.band!;
  const parts = [
    b.fromCents !== undefined ? `${b.fromInclusive ? 'from' : 'over'} ${formatCents(b.fromCents)}` : '',
    b.toCents !== undefined ? `${b.toInclusive ? 'up to' : 'under'} ${formatCents(b.toCents)}` : '',
  ].filter(Boolean);
  return parts.join(' and ') || 'any price';
}

/** The rule's statement with its figure, for the figure check (a statement may name the figure only in `value`). */
const supportLine = (r: Rule) => `${r.statement} (${formatRuleValue(r)}${r.band ? `; ${bandText(r)}` : ''})`;

const ATTRIBUTE_TOPICS: Partial<Record<string, RuleTopic[]>> = {
  fee: ['fee'],
  fine: ['penalty'],
  deadline: ['certificate-deadline', 'notice-deadline', 'response-time', 'cooling-off'],
  rate: ['rate'],
};

const MAX_ROWS = 30;

function workWords(work: readonly string[], trade?: string): string[] {
  const out = new Set(work.map((w) => w.toLowerCase()));
  if (trade) out.add(trade.toLowerCase());
  return [...out];
}

/** The rows for a place, work and topic; without work words, or when none match them, the place's rows of the topic. */
function rows(q: { jurisdiction?: Jurisdiction; work: string[]; topics?: RuleTopic[]; date: string }): Rule[] {
  const byTopic = (list: Rule[]) => (q.topics?.length ? list.filter((r) => q.topics!.includes(r.topic)) : list);
  let found = byTopic(rulesFor({ jurisdiction: q.jurisdiction, work: q.work.length ? q.work : undefined, date: q.date }));
  if (found.length === 0 && q.work.length && q.topics?.length) found = byTopic(rulesFor({ jurisdiction: q.jurisdiction, date: q.date }));
  // A place's own rows before the national ones.
  return [...found].sort((a, b) => Number(a.jurisdiction === 'AU') - Number(b.jurisdiction === 'AU')).slice(0, MAX_ROWS);
}

function parsedQuery(ctx: ToolContext) {
  const kb = answerQuestion(ctx.question, { state: ctx.state, trade: ctx.trade, today: ctx.today });
  const q = kb.debug.query;
  const out = {
    state: kb.state ?? null,
    ...(kb.stateReason ? { stateReason: kb.stateReason } : {}),
    ...(kb.ambiguousPlace ? { ambiguousPlace: kb.ambiguousPlace } : {}),
    trade: kb.trade ?? ctx.trade,
    work: q.work,
    amounts: q.amounts.map((a) => ({
      amount: formatCents(a.cents),
      as: a.text,
      gst: a.gst,
      ...(a.clientMaterials ? { clientMaterials: true } : {}),
    })),
    ...(q.totalCents !== undefined ? { total: formatCents(q.totalCents) } : {}),
    ...(q.totalWorking ? { totalWorking: q.totalWorking } : {}),
    ...(q.depositCents !== undefined ? { deposit: formatCents(q.depositCents) } : {}),
    ...(q.bound ? { bound: q.bound } : {}),
    attribute: q.attribute,
    date: q.date,
    ...(q.dateReason ? { dateReason: q.dateReason } : {}),
    ...(kb.verdict ? { verdict: kb.verdict.answer, verdictRuleIds: kb.verdict.ruleIds } : {}),
    ...(kb.worked?.length ? { workedOut: kb.worked } : {}),
  };
  return { out, kb };
}

/** The question's parsed query and the rows that match it: what the server pre-calls before the model answers. */
export function preCalls(ctx: ToolContext): Array<{ name: string; args: Record<string, unknown> }> {
  const { kb } = parsedQuery(ctx);
  const q = kb.debug.query;
  const args: Record<string, unknown> = {};
  if (kb.state) args.jurisdiction = kb.state;
  const work = workWords(q.work, kb.trade ?? ctx.trade);
  if (work.length) args.work = work;
  const topics = ATTRIBUTE_TOPICS[q.attribute];
  if (topics?.length === 1) args.topic = topics[0];
  args.date = q.date;
  return [
    { name: 'get_parsed_query', args: {} },
    { name: 'get_rule_rows', args },
  ];
}

function run(name: string, a: Record<string, unknown>, ctx: ToolContext): { result: unknown; support: string[] } {
  const date = isDate(a.date) ? a.date : ctx.today;
  switch (name) {
    case 'get_parsed_query': {
      const { out, kb } = parsedQuery(ctx);
      return { result: out, support: [...(kb.worked ?? []), out.totalWorking ?? '', ...kb.entries.flatMap((e) => [e.title, e.text])] };
    }
    case 'get_rule_rows': {
      if (a.jurisdiction !== undefined && !isJurisdiction(a.jurisdiction))
        throw new BadArgs('jurisdiction must be a state, territory or AU');
      const work = Array.isArray(a.work) ? a.work.filter((w): w is string => typeof w === 'string') : [];
      const topic = TOPICS.includes(a.topic as RuleTopic) ? (a.topic as RuleTopic) : undefined;
      const found = rows({ jurisdiction: a.jurisdiction as Jurisdiction | undefined, work, topics: topic ? [topic] : undefined, date });
      return {
        result: {
          date,
          rows: found.map(ruleForModel),
          ...(found.length ? {} : { note: 'No rule row matches: say the app does not hold it.' }),
        },
        support: found.filter((r) => !r.unverified).map(supportLine),
      };
    }
    case 'gst': {
      const amount = dollars(a.amount, 'amount');
      // The rate is the GST row's (the documents' module charges the same; the rows test pins them equal).
      const rule = rulesFor({ jurisdiction: 'AU', topic: 'rate', work: ['gst'], date })[0];
      if (!rule || rule.value.kind !== 'percent' || rule.value.percent !== GST_RATE_PERCENT)
        return { result: { note: `No GST rate row in force on ${date}.` }, support: [] };
      const rate = formatRuleValue(rule);
      if (a.includes_gst === true) {
        const gst = gstInInclusive(amount);
        const line = `${formatCents(amount)} incl GST holds ${formatCents(gst)} GST (one eleventh at ${rate}), so ${formatCents(amount - gst)} ex GST`;
        return {
          result: { gst: formatCents(gst), excludingGst: formatCents(amount - gst), rate, ruleId: rule.id, working: line },
          support: [line],
        };
      }
      const gst = gstOn(amount);
      const line = `GST on ${formatCents(amount)} is ${formatCents(gst)} (${rate}), so ${formatCents(amount + gst)} incl GST`;
      return {
        result: { gst: formatCents(gst), includingGst: formatCents(amount + gst), rate, ruleId: rule.id, working: line },
        support: [line],
      };
    }
    case 'super_on_wages': {
      const rateCents = dollars(a.wages, 'wages');
      const per = typeof a.per === 'string' && PERIODS.includes(a.per) ? a.per : undefined;
      if (a.count !== undefined && (typeof a.count !== 'number' || !Number.isFinite(a.count) || a.count <= 0 || a.count > 10_000))
        throw new BadArgs('count must be a positive number');
      const count = typeof a.count === 'number' ? a.count : 1;
      const wages = Math.round(rateCents * count);
      const rule = rulesFor({ jurisdiction: 'AU', topic: 'rate', work: ['wages'], date })[0];
      if (!rule || rule.value.kind !== 'percent')
        return { result: { note: `No super guarantee rate row in force on ${date}.` }, support: [] };
      const superCents = Math.round((wages * rule.value.percent) / 100);
      const of =
        count !== 1
          ? `${formatCents(rateCents)} a${per === 'hour' ? 'n' : ''} ${per ?? 'period'} × ${count} = ${formatCents(wages)}`
          : formatCents(wages);
      const line = `Super on ${of} of wages${count === 1 && per ? ` a${per === 'hour' ? 'n' : ''} ${per}` : ''}: ${formatCents(superCents)} (${formatRuleValue(rule)} super guarantee in force on ${date})`;
      return {
        result: {
          wages: formatCents(wages),
          super: formatCents(superCents),
          rate: formatRuleValue(rule),
          rule: ruleForModel(rule),
          working: line,
        },
        support: [line],
      };
    }
    case 'deposit_cap': {
      if (!isState(a.state)) throw new BadArgs('state must be one of the states and territories');
      const price = dollars(a.price, 'price');
      const { prompts } = residentialPrompts({
        state: a.state,
        totalCents: price,
        contractDate: date,
        offSiteWorkOverHalf: a.off_site_over_half === true,
      });
      const cap = prompts.find((p) => p.kind === 'deposit-cap');
      if (!cap || cap.maxDepositCents === undefined) {
        const note = `The app holds no deposit cap for ${a.state} at this price.`;
        return { result: { note }, support: [] };
      }
      const line = `${cap.message.replace(/ on this quote\./, ` on a ${formatCents(price)} contract.`)}`;
      return {
        result: { maxDeposit: formatCents(cap.maxDepositCents), ruleId: cap.ruleId, rule: line, source: cap.sourceUrl },
        support: [line, formatCents(cap.maxDepositCents)],
      };
    }
    case 'threshold_check':
      return thresholdCheck(a, date, ctx);
    case 'abn_check': {
      const abn = typeof a.abn === 'string' ? a.abn : '';
      const r = validateAbn(abn);
      return {
        result: r.ok
          ? { abn: formatAbn(abn), valid: true, note: 'Passes the ABN check digits; confirm on ABN Lookup that it is active.' }
          : { abn: abn.trim(), valid: false, reason: r.message },
        support: [],
      };
    }
    default:
      throw new BadArgs(`No tool called ${name}`);
  }
}

function thresholdCheck(a: Record<string, unknown>, date: string, ctx: ToolContext): { result: unknown; support: string[] } {
  if (!isState(a.state)) throw new BadArgs('state must be one of the states and territories');
  const state = a.state;
  const parts = Array.isArray(a.amounts) ? a.amounts : [];
  if (parts.length === 0) throw new BadArgs('amounts must list at least one part of the job');
  let total = 0;
  const working: string[] = [];
  for (const p of parts) {
    const part = (p ?? {}) as Record<string, unknown>;
    const cents = dollars(part.amount, 'amount');
    const incl = part.gst === 'excl' ? cents + gstOn(cents) : cents;
    total += incl;
    working.push(part.gst === 'excl' ? `${formatCents(cents)} + GST` : formatCents(cents));
  }
  const sum = `${working.join(' + ')} = ${formatCents(total)} incl GST`;
  const trade = typeof a.trade === 'string' ? a.trade : ctx.trade;
  const named = Array.isArray(a.work) ? a.work.filter((w): w is string => typeof w === 'string') : [];
  // The trade as the table words it ("Plumber" → plumber) and the general licensing rows every trade is under.
  const work = workWords([...named, 'licensing'], normaliseTrade(trade) ?? trade);
  const applicable = rulesFor({ jurisdiction: state, work, date }).filter((r) => r.jurisdiction === state && !r.unverified);
  const crossed: string[] = [];
  const notCrossed: string[] = [];
  const anyValue: string[] = [];
  for (const r of applicable) {
    const v = r.value;
    if (v.kind === 'any-value') {
      anyValue.push(`${r.id}: ${r.statement}`);
      continue;
    }
    if (v.kind !== 'amount' || !v.comparison || v.exempts || r.band) continue;
    // The row's figure may be GST-exclusive: compare like with like.
    const value = v.basis === 'excl-gst' ? total - gstInInclusive(total) : total;
    const hit =
      v.comparison === 'over'
        ? value > v.cents
        : v.comparison === 'atLeast'
          ? value >= v.cents
          : v.comparison === 'under'
            ? value < v.cents
            : value <= v.cents;
    (hit ? crossed : notCrossed).push(`${r.id}: ${r.statement} (${formatRuleValue(r)}, applies when the value is ${v.comparison})`);
  }
  const { prompts, depositProblem } = residentialPrompts({
    state,
    totalCents: total,
    contractDate: date,
    residential: a.residential !== false,
    trade,
    workText: named.join(' '),
  });
  const quotePrompts = prompts.map((p) => `${p.ruleId}: ${p.message.replace(/ on this quote\./, ` on a ${formatCents(total)} contract.`)}`);
  return {
    result: {
      state,
      date,
      total: formatCents(total),
      working: sum,
      crossed,
      notCrossed,
      anyValue,
      quotePrompts,
      ...(depositProblem ? { depositProblem: depositProblem.message } : {}),
    },
    support: [sum, ...crossed, ...notCrossed, ...anyValue, ...quotePrompts],
  };
}

/**
 * Runs one tool call from the model. Bad arguments come back to the model as an error it can correct, never thrown:
 * a model's arguments are untrusted input.
 */
export function runModelTool(name: string, argsJson: string, ctx: ToolContext): ToolOutput {
  let args: Record<string, unknown>;
  try {
    const parsed: unknown = argsJson.trim() ? JSON.parse(argsJson) : {};
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new BadArgs('arguments must be a JSON object');
    args = parsed as Record<string, unknown>;
  } catch {
    return { content: JSON.stringify({ error: 'arguments must be a JSON object' }), support: [] };
  }
  try {
    const { result, support } = run(name, args, ctx);
    return { content: JSON.stringify(result), support: support.filter(Boolean) };
  } catch (err) {
    if (err instanceof BadArgs) return { content: JSON.stringify({ error: err.message }), support: [] };
    throw err;
  }
}
