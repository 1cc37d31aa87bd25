#!/usr/bin/env python3
import json, os, collections
HERE = os.path.dirname(os.path.abspath(__file__))
Q = json.load(open(os.path.join(HERE, "questions.json")))
OFF = set(json.load(open(os.path.join(HERE, "office_ids.json"))))
kinds = collections.Counter(d["kind"] for d in Q)
states = collections.Counter(str(d["state"]) for d in Q)
order = ["NSW", "VIC", "QLD", "WA", "SA", "TAS", "ACT", "NT", "AU", "None"]
L = []
L.append("# Blind set d40: 150 questions, \"checking what I think I know\", office-side lean\n")
L.append("Written 29 Nov 2026 (today = **2026-11-29, Sunday**) by blind helper **d40** (prefix `d40`). "
         "Ids d40-001 … d40-150. Nobody should tune the engine to these questions.\n")
L.append("## What was read\n")
L.append("Only: `/work/briefs/blind-common.md`, `/work/briefs/blind-premise.md` (style brief), `/work/briefs/17.md`, "
         "`/work/briefs/facts-1.md` … `facts-6.md` (all of them, in full, once), `/work/briefs/heldout14-README.md`, "
         "`/work/briefs/heldout14-questions-head.json` and `/work/briefs/heldout14-check_tools-head.py` (field meanings, "
         "JSON shape, tool-check style). Nothing under /work/main, /work/tools, /work/wt or other /work/blind folders; "
         "no git history, no search or fetch tools; the app was not run.\n")
L.append("## Style\n")
L.append("Per blind-premise.md: most messages carry the sender's belief (from the boss, a mate, a customer, an old boss, "
         "a Facebook group, an accountant friend, an apprentice, or their own memory) and ask for it to be checked or act on it. "
         "About half the beliefs are wrong in one detail (a figure, days vs business days, GST-inclusive basis, an old value "
         "the sheet marks superseded, another state's rule, a dated change, parts of one job not summed, customer-supplied "
         "items left out), about a third are right, and the rest are beliefs about things the sheet does not hold (declines). "
         "A few carry no belief. Four messages carry two beliefs (d40-049, d40-057 and d40-059: one right, one wrong; d40-021: both wrong). "
         f"**{len(OFF)} of 150** items are written from the office side of a trade business (a partner or spouse doing the "
         "books, a bookkeeper, an office manager, accounts payable, contracts admin checking what the boss, a customer or "
         "another firm believes); the rest are tradies texting. `verdict`: yes = the belief / plan is right or allowed, or "
         "the thing is needed; `figures` hold the rule's real figure (the corrected one where the belief is wrong). `topic` "
         "states the belief and whether it is right.\n")
L.append("## Counts\n")
L.append("- By kind: " + ", ".join(f"{k} {kinds[k]}" for k in ["answer", "tool", "decline", "ambiguous"]) + ".")
L.append("- By state: " + ", ".join(f"{s if s!='None' else 'ambiguous (null)'} {states[s]}" for s in order) + ".")
L.append(f"- Office-side items: {len(OFF)}; with verdict {sum('verdict' in d for d in Q)} "
         f"(yes {sum(d.get('verdict')=='yes' for d in Q)}, no {sum(d.get('verdict')=='no' for d in Q)}); "
         f"with figures {sum('figures' in d for d in Q)}; dated {sum('date' in d for d in Q)}; profile {sum('profile' in d for d in Q)}.\n")
L.append("| state | answer | tool | decline | ambiguous | total |\n|---|---|---|---|---|---|")
for s in order:
    c = collections.Counter(d["kind"] for d in Q if str(d["state"]) == s)
    L.append(f"| {s if s!='None' else 'null'} | {c['answer']} | {c['tool']} | {c['decline']} | {c['ambiguous']} | {sum(c.values())} |")
L.append("")
L.append("## Dated items (date and reasoning)\n")
for d in Q:
    if "date" in d:
        L.append(f"- {d['id']} ({d['date']}, {d['state']}): {d['q'][:90]}… → {d['topic']}")
L.append("\nRelative days resolved from Sunday 29 Nov 2026: \"Wednesday\" = 25 Nov, \"Friday\" = 27 Nov, \"last Thursday\" = 26 Nov, "
         "\"last Monday\" = 23 Nov, \"next Tuesday\" = 1 Dec 2026; \"March this year\" = 2026-03-15, \"March 2017\" = 2017-03-15, "
         "\"September 2024\" = 2024-09-15, \"March 2016\" = 2016-03-15 (mid-month; any day of the month gives the same rule).\n")
L.append("## Profile items\n")
for d in Q:
    if "profile" in d:
        L.append(f"- {d['id']} profile {d['profile']}: {d['q']} → {d['topic']}")
L.append("\n## Tool items (computations)\n")
L.append("Re-checked by `check_tools.py` (Python Decimal, amounts taken from the question text) → **bad 0**. Rates: GST 10% "
         "(GST in an inclusive amount = 1/11); super 12% for wages paid from 1 July 2025, 11.5% for wages paid 1 Jul 2024–30 Jun 2025; "
         "no-ABN withholding 47% (exceptions: $75 or less ex GST; under-18 paid $350 or less a week); deposits NSW 10%, "
         "VIC/QLD 10% under $20,000 and 5% at $20,000 or more, QLD 20% where more than 50% is off-site, WA 6.5%. Thresholds: "
         "a \"plus GST\" single amount is grossed up ×1.1 only where the sheet states the rule incl GST (NSW $5,000; QLD $3,300); "
         "sums with no GST word are built so the as-written and ×1.1 totals fall on the same side.\n")
for d in Q:
    if d["kind"] == "tool":
        L.append(f"- {d['id']} {d['state']}: {d['q']} → **{', '.join(d['figures'])}**" + (f" (verdict {d['verdict']})" if 'verdict' in d else "") + f" — {d['topic']}")
L.append("\n## Declines (why not held)\n")
L.append("`ask` = who to ask (the regulator or agency the fact sheet names for the state and subject; \"A or B\" when "
         "either fits), corrected on 29 Nov 2026 (see notes.md); the old text of `ask` is kept at the end of the topic as "
         "\"not held: …\".\n")
for d in Q:
    if d["kind"] == "decline":
        L.append(f"- {d['id']} {d['state']}: {d['q']} — {d['topic']}; ask: {d['ask']}")
L.append("\n## Ambiguous items\n")
for d in Q:
    if d["kind"] == "ambiguous":
        L.append(f"- {d['id']}: {d['q']} — {d['topic']}")
L.append("\n## Files\n\n`gen.py` writes `questions.json` (and `office_ids.json`, the list of office-side ids); `check_tools.py` re-checks the "
         "tool items (`python3 check_tools.py` → `bad 0`); `make_readme.py` writes this file; `notes.md` lists doubts.\n")
open(os.path.join(HERE, "README.md"), "w").write("\n".join(L) + "\n")
print("ok")
