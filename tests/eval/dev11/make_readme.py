#!/usr/bin/env python3
import json, collections
Q = json.load(open("questions.json")); F = json.load(open("forms.json"))
K = collections.Counter(d["kind"] for d in Q); S = collections.Counter(str(d["state"]) for d in Q)
order = ["NSW","VIC","QLD","WA","SA","TAS","ACT","NT","AU"]
L = []
L.append("# Development set 11 (blind): 150 questions\n")
L.append("Written 27 Nov 2026, about 08:50–09:00 UTC, by helper \"blind-d11\" (brief: /work/briefs/blind-d11.md), before the stop time (09:22 UTC). **150** questions, ids d11-001…d11-150, every one checked against facts.md. This is a **development** set: its failures are meant to be read. An undated question takes **2026-11-27 (Friday)** as \"today\"; relative dates (\"next thursday\" = 2026-12-03, \"back in feb this year\", \"feb 2016\", \"feb 2025\", \"the jan to march 2026 quarter\") are resolved into `date`. Day counts use facts.md's own units (business days, clear business days, days, hours).\n")
L.append("## Who wrote it and what was read\n")
L.append("The writer read only: `/work/briefs/blind-d11.md` (the brief), `/work/briefs/17.md` (the issue), `/work/main/docs/compliance/facts.md` (all of it, §0–§9 including the passes of 25–27 Nov 2026, in four pieces of at most 30,000 characters), `/work/main/tests/eval/heldout10/README.md` (conventions), the first 1,500 characters of `/work/main/tests/eval/heldout10/questions.json` (JSON shape) and `/work/main/tests/eval/heldout10/check_tools.py` (tool-check style; this set's checker is that file's logic with a new spec table). Nothing under src/, api/, scripts/ or other tests was opened; no other set was read; no git history; the app was not run; nothing outside /work/blind/dev11 was written. heldout10's examples were not copied: new wording, amounts, towns, ABNs and ambiguous place names.\n")
L.append("## Style\n")
L.append("Texted like tradies: slang and nicknames (sparky/sparkie, chippy, offsider, apprentce, subbie, goldy, brissy, tassie, top end, arvo, bucks, grand), dropped g's and typos (doin, puttin, swappin, restumpin, plumbin, fixin, roofin, decommissionin), short messages (\"how much gst is in 8,470\", \"check abn … for me\"), formal emails (d11-003 Dubbo gasfitter, d11-034 QLD electrical contractor), statements expecting a correction (d11-013 VIC re-stumping \"dont need rego under 10k right?\", d11-070 NT \"45 business days … is that legit\", d11-007 NSW roof plumbing), two questions in one (d11-034 liability + consumer cover, d11-039 WA NOC + ESC), amounts in many forms (9 grand, 4,200 bucks, 3k all up inc gst, 6.5k, 22k + gst, 4,700 + gst, 38 hrs at 31.50, $480 all up), parts of one job summed (labour + materials, trade + trade, contract + variation, build + extras, patio + carport; client-supplied cistern counted toward VIC $750), towns and suburbs, border pairs (Albury/Wodonga, Mildura/Wentworth) and relative dates.\n")
L.append("## Format\n")
L.append("Same as heldout10: a JSON array; each item has `id`, `q`, `kind` (answer / tool / decline / ambiguous), `state` (where the **work** is; `AU` = national rule; `null` for ambiguous), `topic`, `basis` (facts.md section; \"facts.md (not held)\" for declines); optional `verdict` (\"yes\"/\"no\"), `figures` (values the answer must state; for tools the computed value first, then the threshold or rate; for ABN items \"valid\"/\"invalid\"), `ask` (declines: who to ask, from facts.md §0 or the section's regulator), `date` (ISO date the rule must be applied at). `verdict` answers the underlying question (\"do I need / must I\" → yes = needed; \"can I / is she allowed / is that right / ok? / yeah?\" → no = not allowed / not right; \"is X a Y / does X count as Y\" → yes = it is). For ambiguous items `topic` lists the readings and their answers.\n")
L.append("## Counts\n")
L.append(f"- By kind: " + ", ".join(f"{k} {K[k]}" for k in ["answer","tool","decline","ambiguous"]) + " (" + " / ".join(f"{K[k]/1.5:.1f}%" for k in ["answer","tool","decline","ambiguous"]) + ").")
L.append("- By state: " + ", ".join(f"{s} {S[s]}" for s in order) + f", ambiguous (null) {S['None']}.\n")
L.append("| state | answer | tool | decline |\n|---|---|---|---|")
for s in order:
    c = collections.Counter(d["kind"] for d in Q if d["state"] == s)
    L.append(f"| {s} | {c['answer']} | {c['tool']} | {c['decline']} |")
dated = [d for d in Q if "date" in d]
L.append(f"\n- {sum('verdict' in d for d in Q)} items have a `verdict`, {sum('figures' in d for d in Q)} have `figures`, {len(dated)} have a `date`:")
for d in dated:
    L.append(f"  - {d['id']} ({d['date']}): {d['q'][:90]} → {d['topic']}")
L.append("\n## Tool items (30)\n")
L.append("Recomputed by `check_tools.py` (heldout10's logic, new spec table) from the amounts as written in each question (Python Decimal; it also checks each threshold verdict and ABN verdict, and that every amount token is in the question text) → **bad 0**. \"+ gst\" singles are grossed up ×1.1 only where facts.md states an incl-GST basis (NSW $5,000: d11-085; QLD $3,300 and QLD deposits: d11-093, d11-096); every sum is written \"inc gst\". Threshold comparisons follow facts.md's wording: \"over/more than/above\" strict (NSW, VIC, QLD, WA, NT), \"or more\" inclusive (SA $12,000, TAS $20,000, ACT $12,000) — d11-099 and d11-101 sit exactly on the line. Super 12% (wages paid now). Deposits: NSW 10%; VIC/QLD 10% under $20,000, 5% at $20,000 or more; WA 6.5% (price inside $7,500–$500,000). ABNs generated fresh (random 11-digit numbers passing the §6.1 algorithm): valid 34 109 707 047, 58084846932; invalid = last digit changed (34 109 707 048), two digits swapped (58 084 864 932).\n")
for d in Q:
    if d["kind"] == "tool":
        L.append(f"  - {d['id']} {d['state']}: {d['q'][:80]} → {', '.join(d['figures'])}" + (f" ({d['verdict']})" if 'verdict' in d else ""))
L.append("\n## Declines (27)\n")
for d in Q:
    if d["kind"] == "decline":
        L.append(f"  - {d['id']} {d['state']}: {d['q'][:80]} — {d['topic']} → ask {d['ask']}")
L.append("\n## Ambiguous (10)\n")
for d in Q:
    if d["kind"] == "ambiguous":
        L.append(f"  - {d['id']}: {d['q']} — {d['topic']}")
L.append("\n## Development forms asked for by the brief\n")
names = {"timing": "Timing questions (notice periods, \"can I start …\", days counted as facts.md counts them)",
         "no-half": "The \"no\" half of a rule and exceptions (cooling-off on a re-signed contract / legal advice, exemptions)",
         "figure-not-held": "Asked figures facts.md does not hold (fee, fine, deadline, rate) — must decline naming who to ask",
         "state-by-name": "State given only by a lowercase phrase or a form/scheme name, or by a town in two states (ambiguous items)",
         "is-x-y": "\"Is X a Y\" / \"does X count as Y\"",
         "can-before": "\"Can I X before Y\""}
for k in ["timing","no-half","figure-not-held","state-by-name","is-x-y","can-before"]:
    ids = [i for i, v in F.items() if k in v]
    L.append(f"- **{names[k]}** ({len(ids)}): " + ", ".join(ids))
L.append("")
L.append(open("notes.md").read())
L.append("`gen.py` writes `questions.json` and `forms.json`; `check_tools.py` re-checks the tool items (`python3 check_tools.py` → \"bad 0\"); `make_readme.py` writes this file from them and `notes.md`.")
open("README.md", "w").write("\n".join(L) + "\n")
