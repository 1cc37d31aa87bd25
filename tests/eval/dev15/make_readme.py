#!/usr/bin/env python3
"""Writes README.md from questions.json and notes.md."""
import json, subprocess, os
from collections import Counter
H = os.path.dirname(os.path.abspath(__file__))
Q = json.load(open(os.path.join(H, "questions.json")))
kinds = Counter(o["kind"] for o in Q); n = len(Q)
states = ["NSW", "VIC", "QLD", "WA", "SA", "TAS", "ACT", "NT", "AU"]
bad = subprocess.run(["python3", os.path.join(H, "check_tools.py")], capture_output=True, text=True).stdout.strip().splitlines()[-1]
L = []
L.append(f"# Blind development set d15: {n} questions\n")
L.append(f"Written 27 Nov 2026, about 15:18–15:25 UTC, by helper \"blind-d15\" (brief: /work/briefs/blind-d15.md). **{n}** questions, ids d15-001…d15-{n:03d}, every one checked against facts.md before the stop. An undated question takes **2026-11-27 (Friday)** as \"today\"; relative dates (\"next thursday\" = 2026-12-03, \"back in march this year\", \"last week\", \"march last year\") are resolved into `date`.\n")
L.append("## Who wrote it and what was read\n")
L.append("The writer read only: `/work/briefs/blind-d15.md`, `/work/briefs/blind-common.md`, `/work/briefs/17.md` (the issue), `/work/main/docs/compliance/facts.md` (all of it, §0–§9 including the passes of 25–27 Nov 2026, in four pieces of at most 30,000 characters), `/work/main/tests/eval/heldout12/README.md` (conventions), and the first 1,500 characters of `/work/main/tests/eval/heldout12/questions.json` and of `/work/main/tests/eval/heldout12/check_tools.py`. Nothing under src/, api/, scripts/ or other tests was opened; no other eval set or /work/blind folder; no git history; the app was not run; /work/main was not edited. Questions, amounts, places and ABNs are new (ABNs generated at random to pass / fail the §6.1 algorithm; none from §6.1's test vectors or heldout12).\n")
L.append("## Style\n")
L.append("Texted the way tradies write: slang and typos (sparkie, sparky, tassie, the shire, sunny coast, grand, bucks, apprentce, wen, tilin, plasterin, restumpin, fencin, diggin, liven it up, split systems without the word refrigerant, offsider, subbie), dropped g's. Emphasis of this brief: (1) the line between answer and decline — declines that sit right beside a held fact (HBCF premium beside the HBCF threshold, CCEW late fine beside the 7 days, QLD Form 4 late fine beside its fee, TAS deposit beside the TAS contract threshold, NT gas certificate beside the NT electrical rules), mixed with look-alikes that ARE answered (NSW over-deposit penalty in PU, QLD Form 4 fee, QLD contractor PL cover, QLD payment-schedule penalty, SA s28 $5,000, SA SWMS penalties, ACT gas 50 PU); (2) yes/no asked roundabout (\"any reason i cant…\", \"is there a rule against…\", \"would i get in trouble if…\", \"does the law say i have to…\", \"reckon im fine to…\", \"no need for X on a job like this?\", \"surely i dont need…\", \"it's ok to skip…, isnt it\", \"is that legit\"); (3) amounts near the line (4,500 + gst = $4,950; $19,800 vs $20,000; $20,000 exactly; SA $12,000 exactly; $74,500 turnover; WA $7,400 vs the $7,500 floor), sums of job parts, + GST, client-supplied materials (QLD fence, VIC tapware).\n")
L.append("## Format\n")
L.append("Same as heldout12: a JSON array; each item has `id`, `q`, `kind` (answer / tool / decline / ambiguous), `state` (where the **work** is; `AU` = national rule; `null` for ambiguous), `topic`, `basis` (facts.md section; \"facts.md (not held)\" for declines); optional `verdict` (\"yes\"/\"no\"), `figures` (values the answer must state; for tools the computed value first, then the threshold or rate; for ABN items \"valid\"/\"invalid\"), `ask` (declines: who to ask), `date` (ISO date the rule must be applied at). `verdict`: obligation questions (need / have to / surely I don't need / no need for / would I get in trouble) → yes = the obligation applies (or it would be a breach); permission questions (can I / any reason I can't / is there a rule against / reckon I'm fine / ok to skip / is that legit) → yes = allowed. For ambiguous items `topic` lists the readings and their answers.\n")
L.append("## Counts\n")
L.append("- By kind: " + ", ".join(f"{k} {kinds[k]}" for k in ["answer", "tool", "decline", "ambiguous"]) + " (" + " / ".join(f"{100*kinds[k]/n:.1f}%" for k in ["answer", "tool", "decline", "ambiguous"]) + ").")
sc = Counter(o["state"] for o in Q)
L.append("- By state: " + ", ".join(f"{s} {sc[s]}" for s in states) + f", ambiguous (null) {sc[None]}.\n")
L.append("| state | answer | tool | decline |\n|---|---|---|---|")
for s in states:
    c = Counter(o["kind"] for o in Q if o["state"] == s)
    L.append(f"| {s} | {c['answer']} | {c['tool']} | {c['decline']} |")
dated = [o for o in Q if o.get("date")]
L.append(f"\n- {sum(1 for o in Q if o.get('verdict'))} items have a `verdict`, {sum(1 for o in Q if o.get('figures'))} have `figures`, {len(dated)} have a `date`:")
for o in dated: L.append(f"  - {o['id']} ({o['date']}): {o['q'][:90]} → {o['topic']}")
tools = [o for o in Q if o["kind"] == "tool"]
L.append(f"\n## Tool items ({len(tools)})\n")
L.append(f"Recomputed by `check_tools.py` from the amounts as written in each question (Python Decimal; it also checks each threshold verdict, that every amount token is in the question text, and the GST basis) → **{bad}**. \"+ gst\" amounts are grossed up ×1.1 where facts.md states an incl-GST basis (NSW $5,000, QLD $3,300, VIC plumbing $750 which also counts client-supplied items); elsewhere the item says \"inc gst\" / \"ex gst\" or is built so both bases land on the same side. Super 12% (wages paid now). Deposit: NSW 10%; VIC/QLD 10% under $20,000, 5% at $20,000 or more, QLD 20% when more than 50% of the price is off-site work; WA 6.5%. No-ABN withholding 47%. ABNs: valid 27 090 282 735, 88796678453; invalid = last digit changed (27 090 282 736), two digits swapped (88769678453).\n")
for o in tools: L.append(f"  - {o['id']} {o['state']}: {o['q'][:90]} → {', '.join(o['figures'])}" + (f" ({o['verdict']})" if o.get('verdict') else ""))
dec = [o for o in Q if o["kind"] == "decline"]
L.append(f"\n## Declines ({len(dec)})\n")
for o in dec: L.append(f"  - {o['id']} {o['state']}: {o['q'][:90]} — {o['topic']} → ask {o['ask']}")
amb = [o for o in Q if o["kind"] == "ambiguous"]
L.append(f"\n## Ambiguous ({len(amb)})\n")
for o in amb: L.append(f"  - {o['id']}: {o['q']} — {o['topic']}")
L.append("\n## Writer's notes (where facts.md is ambiguous or thin)\n")
L.append(open(os.path.join(H, "notes.md")).read().split("\n", 2)[2].strip())
L.append("\n\n`gen.py` writes `questions.json`; `check_tools.py` re-checks the tool items (`python3 check_tools.py` → \"bad 0\"); `make_readme.py` writes this file from `questions.json` and `notes.md`.")
open(os.path.join(H, "README.md"), "w").write("\n".join(L) + "\n")
print("README written", n, dict(kinds), bad)
