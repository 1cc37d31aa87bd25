#!/usr/bin/env python3
"""Writes README.md from questions.json (blind-h26b)."""
import json, os
from collections import Counter
H = os.path.dirname(os.path.abspath(__file__))
d = json.load(open(os.path.join(H, "questions.json")))
K = Counter(x["kind"] for x in d); S = Counter(str(x["state"]) for x in d)
L = ["# Held-out set h26 (blind): 150 questions\n",
"Written 28 Nov 2026 by helper \"blind-h26b\" (brief: /work/briefs/blind-2l.md + blind-common.md). Ids h26-001 … h26-150. An undated question takes **2026-11-28 (Saturday)** as today. Held out: nobody tunes to it.\n",
"## What was read\nOnly /work/briefs/blind-common.md, blind-2l.md, 17.md, facts-1.md … facts-6.md (the whole fact sheet), heldout14-README.md (conventions), heldout14-questions-head.json (shape), heldout14-check_tools-head.py (checker style). No code, tests, other /work/blind folders, git history or web; the app was not run.\n",
"## Style\nTradies (and family doing the books) whose first language is not English: dropped articles, untensed verbs, other word order (\"Licence I need?\", \"For deposit how much percent I can take\", \"is must?\", \"I must to register\"), other words (ticket for licence, VAT/sales tax for GST, pension/retirement money for super, tax number for ABN, insurance for the house build, safety plan paper for SWMS, invoice receipt), amounts written many ways (\"3.850 dollar\", \"6 500 AUD\", \"$ 46 000\", \"990AUD\", \"85k\", \"twelve thousand\", \"5,5k\", \"15 thousand dollars\"), places as newcomers say them (Blacktown Sydney, Gold Coast QLD side, Canberra ACT, Hobart Tassie, Perth WA), greetings and a word of their language (Xin chao, Annyeong, Bom dia, Ciao/grazie, Kalimera, Salamat po), some two-in-one questions. Roughly a third plain, a third medium, a third strong.\n",
"## Format\nSame as heldout14: JSON array; `id`, `q`, `kind`, `state` (where the work is; AU national rule with no place; null ambiguous), optional `verdict`, `figures` (as the fact sheet writes them; tools: computed value first, then rate/threshold; ABN: valid/invalid), `ask` (declines), `date`, `profile`, then `topic`, `basis` (fact-sheet section; \"facts (not held)\" for declines). For ambiguous items `topic` lists the readings.\n",
"## Counts\n- By kind: " + ", ".join(f"{k} {v} ({100*v/len(d):.1f}%)" for k, v in K.items()),
"- By state: " + ", ".join(f"{k} {v}" for k, v in sorted(S.items())),
"\n| state | answer | tool | decline |\n|---|---|---|---|"]
for st in ["NSW", "VIC", "QLD", "WA", "SA", "TAS", "ACT", "NT", "AU"]:
    c = Counter(x["kind"] for x in d if x["state"] == st)
    L.append(f"| {st} | {c['answer']} | {c['tool']} | {c['decline']} |")
V = sum(1 for x in d if "verdict" in x); F = sum(1 for x in d if "figures" in x)
dated = [x for x in d if "date" in x]; prof = [x for x in d if "profile" in x]
L.append(f"\n- {V} items have a verdict ({sum(1 for x in d if x.get('verdict') == 'no')} \"no\"), {F} have figures, {len(dated)} have a date, {len(prof)} have a profile:")
for x in dated: L.append(f"  - {x['id']} ({x['date']}): {x['q']} → {x['topic']}")
for x in prof: L.append(f"  - {x['id']} profile {x['profile']['state']}/{x['profile']['trade']}: {x['q']} → {x['topic']}")
L.append(f"\n## Tool items ({K['tool']})\nRecomputed by `check_tools.py` from the amounts as written (Decimal; GST half-up to the cent) → **bad 0**.\n")
for x in d:
    if x["kind"] == "tool": L.append(f"  - {x['id']} {x['state']}: {x['q']} → {', '.join(x['figures'])}" + (f" (verdict {x['verdict']})" if 'verdict' in x else ""))
L.append(f"\n## Declines ({K['decline']})\n")
for x in d:
    if x["kind"] == "decline": L.append(f"  - {x['id']} {x['state']}: {x['q']} — {x['topic']} → ask {x['ask']}")
L.append(f"\n## Ambiguous ({K['ambiguous']})\n")
for x in d:
    if x["kind"] == "ambiguous": L.append(f"  - {x['id']}: {x['q']} — {x['topic']}")
L.append("\n## Writer's notes\nSee notes.md (judgement calls, flagged facts used, items dropped).\n\n`python3 gen.py` writes questions.json; `python3 check_tools.py` → \"bad 0\"; `python3 make_readme.py` writes this file.")
open(os.path.join(H, "README.md"), "w").write("\n".join(L) + "\n")
