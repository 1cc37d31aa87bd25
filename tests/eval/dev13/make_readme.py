import json
from collections import Counter
Q=json.load(open('/work/blind/d13/questions.json'))
k=Counter(d['kind'] for d in Q); s=Counter(str(d['state']) for d in Q)
rows=[]
for st in ['NSW','VIC','QLD','WA','SA','TAS','ACT','NT','AU']:
    c=Counter(d['kind'] for d in Q if d['state']==st)
    rows.append(f"| {st} | {c['answer']} | {c['tool']} | {c['decline']} |")
nv=sum('verdict' in d for d in Q); nf=sum('figures' in d for d in Q); nd=[d for d in Q if 'date' in d]
dates="\n".join(f"  - {d['id']} ({d['date']}): {d['q'][:80]} → {d['topic']}" for d in nd)
decl="\n".join(f"  - {d['id']} {d['state']}: {d['q']} — {d['topic']} → ask {d['ask']}" for d in Q if d['kind']=='decline')
amb="\n".join(f"  - {d['id']}: {d['q']} — {d['topic']}" for d in Q if d['kind']=='ambiguous')
n=len(Q)
bystate=", ".join(f"{st} {s[st]}" for st in ['NSW','VIC','QLD','WA','SA','TAS','ACT','NT','AU'])+f", ambiguous (null) {s['None']}"
table="\n".join(rows)
readme=f"""# Development set d13 (blind): {n} questions

Written 27 Nov 2026, about 13:22–13:34 UTC, by helper "blind-d13" (brief: /work/briefs/blind-d13.md, following /work/briefs/blind-common.md). **{n}** questions, ids d13-001…d13-{n:03d}, a DEVELOPMENT set, every one checked against facts.md before the stop. An undated question takes **2026-11-27 (Friday)** as "today"; relative dates ("yesterday" = 2026-11-26, "monday week" = 2026-12-07, "back in may this year", "august 2024") are resolved into `date`.

## Who wrote it and what was read

The writer read only: `/work/briefs/blind-d13.md`, `/work/briefs/blind-common.md`, `/work/briefs/17.md` (the issue), `/work/main/docs/compliance/facts.md` (all of it, §0–§9 including the passes of 25–27 Nov 2026, in four pieces of at most 30,000 characters), `/work/main/tests/eval/heldout11/README.md` (conventions), the first 1,500 characters of `/work/main/tests/eval/heldout11/questions.json` (JSON shape) and of `/work/main/tests/eval/heldout11/check_tools.py` (tool-check style; this set's checker follows that file's logic with a new spec table). Nothing under src/, api/, scripts/ or other tests was opened; no other eval set; no git history; the app was not run; /work/main was not edited. The examples in heldout11's README and in the issue were not copied: new wording, amounts, places, postcodes and ABNs.

## Style

Texted the way tradies write: slang and nicknames (sparky/sparkie, chippy, subbie, offsider, bucks, grand, rego, tassie, reverse cycle air cons without the word refrigerant), typos and dropped g's (swappin, tilin, restumpin, plasterin, paintin, wen, wat, diggin, lodgin, installin), short ones ("tpar - when's it due"), a formal email (Ryde HBCF question), statements expecting a correction (NSW "licence kicks in over a grand", VIC restumping "under 10k", VIC "still 500 bucks", NSW 30 BD, NT 40 BD, "49 percent right?"), two questions in one (NSW gas cert + keeping time, WA NOC + ESC, QLD Form 4 days + fee), amounts in many forms (7.5k, 27 grand, 4,700 + gst, 38,500 inc gst, 1,250 ex gst, 38 hrs at 36.50, $64,000), parts of one job summed (trade + trade, labour + client/owner-supplied materials, extension + variation), a postcode (tamworth 2340), towns and suburbs, work over a border (Tweed Heads gasfitter in Coolangatta → QLD) and relative dates.

## Format

Same as heldout11: a JSON array; each item has `id`, `q`, `kind` (answer / tool / decline / ambiguous), `state` (where the **work** is; `AU` = national rule; `null` for ambiguous), `topic`, `basis` (facts.md section; "facts.md (not held)" for declines); optional `verdict` ("yes"/"no"), `figures` (values the answer must state; for tools the computed value first, then the threshold or rate; for ABN items "valid"/"invalid"), `ask` (declines: who to ask), `date` (ISO date the rule must be applied at). `verdict` answers the underlying question ("do I need / must I" → yes = needed; "can I / is he allowed / is that right / yeah?" → no = not allowed / not right). For ambiguous items `topic` lists the readings and their answers.

## Counts

- By kind: answer {k['answer']}, tool {k['tool']}, decline {k['decline']}, ambiguous {k['ambiguous']} ({100*k['answer']/n:.1f}% / {100*k['tool']/n:.1f}% / {100*k['decline']/n:.1f}% / {100*k['ambiguous']/n:.1f}%).
- By state: {bystate}.

| state | answer | tool | decline |
|---|---|---|---|
{table}

- {nv} items have a `verdict`, {nf} have `figures`, {len(nd)} have a `date`:
{dates}

## Tool items ({k['tool']})

Recomputed by `check_tools.py` from the amounts as written in each question (Python Decimal; it also checks each threshold verdict and ABN verdict, and that every amount token is in the question text) → **bad 0**. See notes.md for the GST basis and the sums. Super 12% (wages paid now); no-ABN withholding 47%; deposit NSW 10%, VIC/QLD 10% under $20,000 and 5% at $20,000+, WA 6.5%.

## Declines ({k['decline']})

{decl}

## Ambiguous ({k['ambiguous']})

{amb}

## Writer's notes

See notes.md. `gen.py` writes `questions.json`; `check_tools.py` re-checks the tool items (`python3 check_tools.py` → "bad 0"); `make_readme.py` writes this file.
"""
open('/work/blind/d13/README.md','w').write(readme)
print(k, s, nv, nf, len(nd))
