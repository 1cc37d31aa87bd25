import json
from collections import Counter
q=json.load(open('questions.json')); n=len(q)
k=Counter(i['kind'] for i in q)
rows="\n".join(f"| {s} | "+" | ".join(str(sum(1 for i in q if i['state']==s and i['kind']==kk)) for kk in ["answer","tool","decline"])+" |" for s in ["NSW","VIC","QLD","WA","SA","TAS","ACT","NT","AU"])
st=Counter(str(i['state']) for i in q)
tools="\n".join(f"  - {i['id']}: {i['q']} → {', '.join(i['figures'])}" + (f" ({i['verdict']})" if 'verdict' in i else "") for i in q if i['kind']=='tool')
dec="\n".join(f"  - {i['id']} {i['state']}: {i['q']} — {i['topic']} → ask {i['ask']}" for i in q if i['kind']=='decline')
amb="\n".join(f"  - {i['id']}: {i['q']} — {i['topic']}" for i in q if i['kind']=='ambiguous')
dated=[i for i in q if 'date' in i]
open('README.md','w').write(f"""# Held-out set 7 (blind): {n} questions

Written 26 Nov 2026, about 21:00–21:20 UTC, by helper "blind-h7" (brief: /work/briefs/blind-h7.md). **{n}** questions (the brief's 250), every one
checked before the stop time (21:20 UTC). An undated question takes **2026-11-26 (Thursday)** as "today".

The writer read only: `briefs/17.md` (the issue), `docs/compliance/facts.md` (§0–§9, incl. the four passes of 26 Nov 2026),
`tests/eval/heldout6/README.md` (conventions) and the first 1,500 characters of `tests/eval/heldout6/questions.json` (JSON shape).
Nothing under src/, api/, scripts/ or other tests was opened; no other brief, nothing else under /work/blind; no git log; the app
was not run; /work/main was not edited.

Style: texted the way tradies write — slang (sparky/sparkie, chippy, gassie, plumbr, subbie, reno, brissie, launnie, tassie, bundy,
sunny coast, the hills, "liven it up", offsider), typos and shorthand (testin, doin, knockin, floatin, puttin, chk, plz, wats, hows,
apprentce, n, u), amounts ("3.8k", "17k + 4.5k", "400 bucks", "4,700 + gst", "7,250 labour + 1,980 materials, both + gst", "40 hrs at
38.50"), parts of one job to add, owner-supplied materials (QLD), towns and a postcode (2580), jobs over a border (Mildura→Wentworth NSW),
relative dates ("yesterday", "next month", "signed today", "june 2016"), and several questions in one message (NOC + ESC; deposit + HBCF;
licence + written contract; storage + tempering temperature; certificate + deadline).

## Format
Same as heldout6: a JSON array; each item has `id` (h7-001…h7-{n:03d}), `q`, `kind`, `state`, `topic`, `basis`; optional `verdict`
("yes"/"no", the answer to the question as asked — for "can I / is he allowed…?" "no" means not allowed), `figures` (values the answer
must state; for tools the computed value first, then the threshold or rate; for ABN items "valid"/"invalid"), `ask` (declines: who to
ask, from facts.md §0 or the section in `basis`; "A / B" or "A or B" where two fit), `date` (ISO date the rule must be applied at).
`state` is where the **work** is; `AU` = national rule (GST/super/ABN tools naming a town carry that town's state). `ambiguous` items
have `state: null`; `topic` lists how the candidate states differ; the answer should ask which state (or state an assumption), never
give one state's verdict as certain.

## Counts
- By kind: answer {k['answer']}, tool {k['tool']}, decline {k['decline']}, ambiguous {k['ambiguous']} ({' / '.join(f'{100*k[x]/n:.1f}%' for x in ['answer','tool','decline','ambiguous'])}).
- By state: {', '.join(f'{s} {st[s]}' for s in ['NSW','VIC','QLD','WA','SA','TAS','ACT','NT','AU'])}, ambiguous (null) {st['None']}.

| state | answer | tool | decline |
|---|---|---|---|
{rows}

- {sum('verdict' in i for i in q)} items have a `verdict`, {sum('figures' in i for i in q)} have `figures`, {len(dated)} has a `date`
  ({', '.join(i['id'] for i in dated)}: VIC 7k bathroom contract signed June 2016 → major domestic contract, threshold then $5,000).
- Cross-border / place: Mildura (VIC) chippy, deck in Wentworth → NSW rule; Queanbeyan NSW side; Wodonga house → VIC; ambiguous border
  pairs Mungindi, Mildura/Buronga, Boggabilla/Goondiwindi, Swan Hill/Murray Downs, Cobram/Barooga.
- Tool items ({k['tool']}), recomputed by `check_tools.py` from the numbers written in each question (Decimal; also checks each
  threshold verdict and ABN verdict) → **bad 0**. "+ gst" amounts are grossed up ×1.1 before a threshold or deposit; "inc gst"
  amounts are not. Super is 12% (wages paid now, §6.6/§9). ABNs were generated fresh (none from the §6.1 test-vector table);
  the invalid ones are a valid number with its last digit changed, one with two digits swapped, and a 10-digit number.
{tools}
- Declines ({k['decline']}), each a question facts.md does not answer:
{dec}
- Ambiguous ({k['ambiguous']}):
{amb}

## Writer's notes
- **Avoided** (⚠ / C-grade / conflicting in facts.md): SA 2 m HRCW trigger; NSW cooling-off $20,000 floor (the NSW cooling-off item uses
  a $75k contract); NSW waterproofing (mirror); SA licence dollar floor; SA BII $20,000 change; ACT $12k written contract; ACT licence
  classes / carpenters; the 47% no-ABN rate (only the $75 exception is used); QLD smoke-alarm stages; 125 mm gaps; 1,800 mm shower walls;
  RCD rules; 18 kW split limit; QLD notifiable-work fee; payday-super extended period; card surcharges (declined to ACCC or RBA).
- **Inferred "no" verdicts:** TAS contract under $20,000; TAS no statutory home warranty; WA HBCA under $7,500; ACT insurance under
  $12,000 ($11,600); NT free-standing shed, veranda on an existing house and fence; NSW non-structural flooring (§9 fourth pass).
- **Council-page facts used:** NSW homeowner 10 m² bonded asbestos (Queanbeyan), WA owner-builder over $20,000, TAS plumbing Cat 1.
- **Possibly debatable:** "gas cooktop swap (type A)" taken as a Type A appliance replacement (VIC certificate at any value); QLD
  "fixed gas bbq on a new line" → Gas System Compliance Certificate; "house built 1978" → yes, before 1990 (facts.md: before the
  mid-1980s "highly likely"); the SA 7,800 + 4,600 sum has no GST wording ($12,400 is ≥ $12,000 on either basis); QLD roof edge "2.4m"
  → SWMS yes (> 2 m); VIC 19,000 "(gst incl)" deposit → 10% (under $20,000); ACT "50 PU" is the Gas Safety Act s9 penalty for the
  certificate/indicator duty; the BYDA "free" item is graded "A-ish, operator site" in facts.md.

`gen.py` writes `questions.json` (tool figures computed there); `check_tools.py` re-checks them independently (`python3 check_tools.py`
→ "bad 0"); `make_readme.py` writes this file's counts and lists from `questions.json`.
""")
