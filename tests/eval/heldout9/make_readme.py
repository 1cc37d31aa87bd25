#!/usr/bin/env python3
import json
from collections import Counter
Q = json.load(open("questions.json"))
K = Counter(q["kind"] for q in Q); S = Counter(str(q["state"]) for q in Q)
st = ["NSW", "VIC", "QLD", "WA", "SA", "TAS", "ACT", "NT", "AU"]
L = []
L.append("# Held-out set 9 (blind): 200 questions\n")
L.append("Written 27 Nov 2026, about 02:19–02:30 UTC, by helper \"blind-h9\" (brief: /work/briefs/blind-h9.md). **200** questions, ids h9-001…h9-200, every one checked against facts.md before the stop time (02:55 UTC). An undated question takes **2026-11-27 (Friday)** as \"today\"; relative dates (\"next wednesday\" = 2026-12-02, \"march this year\", \"march 2025\", \"20 july 2017\") are resolved into `date`.\n")
L.append("## Who wrote it and what was read\n")
L.append("The writer read only: `/work/briefs/blind-h9.md` (the brief), `/work/briefs/17.md` (the issue), `/work/main/docs/compliance/facts.md` (all of it, §0–§9 including the four 26 Nov 2026 passes, in four pieces of 30,000 characters), `/work/main/tests/eval/heldout8/README.md` (conventions), the first 1,500 characters of `/work/main/tests/eval/heldout8/questions.json` (JSON shape) and `/work/main/tests/eval/heldout8/check_tools.py` (tool-check style; this set's checker follows it). Nothing under src/, api/, scripts/ or other tests was opened; no other file under /work/blind; no git history; the app was not run; /work/main was not edited. heldout8's example questions were not copied (its README lists them in short form; this set uses new amounts, places, ABNs and wording).\n")
L.append("## Style\n")
L.append("Texted the way tradies write: slang and nicknames (sparky/sparkie, gassie, chippies, subbie, offsider, apprentce, dunny, hws, reno, regassin, pull the pin, brissy, newy, parra, the goldy, launnie, tassie, arvo), typos and dropped g's (switchbord, restumpin, swappin, connectin, renovatin, shouldve), voice-to-text with spelled-out punctuation (h9-047 \"full stop\", h9-062 \"question mark\"), a long rambling message (h9-070), short questions (\"gst in 9,999 inc\", \"act sop, max time to pay a progress claim\"), formal emails (h9-005, h9-019, h9-032), statements expecting a correction (h9-013, h9-089, h9-094), two questions in one (h9-022, h9-031, h9-046, h9-053, h9-068, h9-079, h9-101, h9-142), amounts written many ways (4,700 + gst, 2.1k, 52k inc gst, 9 grand, 15 thousand dollars, 1,360.50, 38 hrs at 31.20, 1850 + gst, 650 ex gst), parts of one job summed (labour + materials, trade + trade, contract + variation, client-bought tapware in VIC), postcodes (2650, 4350, 5290, 0870), towns and suburbs, work over a border (Albury sparky in Wodonga → VIC; Tweed gas fitter in Coolangatta → QLD; Queanbeyan sparkie in Belconnen → ACT) and relative dates.\n")
L.append("## Format\n")
L.append("Same as heldout8: a JSON array; each item has `id`, `q`, `kind` (answer / tool / decline / ambiguous), `state` (where the **work** is; `AU` = national rule; `null` for ambiguous), `topic`, `basis` (facts.md section); optional `verdict` (\"yes\"/\"no\"), `figures` (values the answer must state; for tools the computed value first, then the threshold or rate; for ABN items \"valid\"/\"invalid\"), `ask` (declines: who to ask, from facts.md §0 or the section's regulator), `date` (ISO date the rule must be applied at). `verdict` answers the underlying question (\"do I need / must I\" → yes = needed; \"can I / is he allowed / is that right\" → no = not allowed / not right). For ambiguous items `topic` lists the readings and their answers.\n")
L.append("## Counts\n")
L.append(f"- By kind: answer {K['answer']}, tool {K['tool']}, decline {K['decline']}, ambiguous {K['ambiguous']} ({K['answer']/2:.1f}% / {K['tool']/2:.1f}% / {K['decline']/2:.1f}% / {K['ambiguous']/2:.1f}%).")
L.append("- By state: " + ", ".join(f"{s} {S[s]}" for s in st) + f", ambiguous (null) {S['None']}.\n")
L.append("| state | answer | tool | decline |\n|---|---|---|---|")
for s in st:
    c = Counter(q["kind"] for q in Q if q["state"] == s)
    L.append(f"| {s} | {c['answer']} | {c['tool']} | {c['decline']} |")
L.append("")
L.append(f"- {sum('verdict' in q for q in Q)} items have a `verdict`, {sum('figures' in q for q in Q)} have `figures`, {sum('date' in q for q in Q)} have a `date`:")
for q in Q:
    if "date" in q: L.append(f"  - {q['id']} ({q['date']}): {q['q'][:100]} → {q['topic']}")
L.append("\n## Tool items (40)\n")
L.append("Recomputed by `check_tools.py` from the amounts as written in each question (Python Decimal; it also checks each threshold verdict and ABN verdict, and that every amount token is in the question text) → **bad 0**. \"+ gst\"/\"ex gst\" amounts are grossed up ×1.1 before a threshold or deposit; \"inc\" amounts are not. Single \"+ gst\" amounts are used only where facts.md states an incl-GST basis (NSW $5,000, QLD $3,300 and QLD deposits) or where either basis gives the same side (SA h9-130: $10,900 and $11,990 both under $12,000; VIC deposit h9-120 over $20,000 either way) — except VIC h9-118 (9,300 + gst → $10,230), which follows heldout8's reading of VIC's \"labour plus materials\" as incl GST; sums are written \"inc gst\" except h9-121 (VIC plumbing 480 + 290 = $770, over $750 on either basis). Super 12% (wages paid now). Deposit: NSW 10%; VIC/QLD 10% under $20,000, 5% at $20,000 or more; WA 6.5%. ABNs were generated fresh (none from §6.1's test vectors or heldout8): valid 59 577 174 306, 41152662793, 39 731 590 418, 31 916 215 993; invalid = last digit changed (59 577 174 309), two digits swapped (41 152 626 793, 31 916 215 939), 12 digits (397315904180).\n")
for q in Q:
    if q["kind"] == "tool": L.append(f"  - {q['id']} {q['state']}: {q['q'][:100]} → {', '.join(q['figures'])}" + (f" ({q['verdict']})" if 'verdict' in q else ""))
L.append(f"\n## Declines ({K['decline']})\n")
for q in Q:
    if q["kind"] == "decline": L.append(f"  - {q['id']} {q['state']}: {q['q'][:100]} — {q['topic']} → ask {q['ask']}")
L.append(f"\n## Ambiguous ({K['ambiguous']})\n")
for q in Q:
    if q["kind"] == "ambiguous": L.append(f"  - {q['id']}: {q['q'][:100]} — {q['topic']}")
L.append(open("notes.md").read())
open("README.md", "w").write("\n".join(L) + "\n")
