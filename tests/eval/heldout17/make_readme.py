#!/usr/bin/env python3
import json, os
from collections import Counter
H = os.path.dirname(os.path.abspath(__file__))
Q = json.load(open(os.path.join(H, "questions.json")))
K = Counter(o["kind"] for o in Q); S = Counter(o["state"] for o in Q)
st = ["NSW", "VIC", "QLD", "WA", "SA", "TAS", "ACT", "NT", "AU"]
L = ["# Held-out set 17 (blind): 200 questions", "",
"Written 28 Nov 2026 by helper \"blind-h17\" (brief: /work/briefs/blind-h17.md). **%d** questions, ids h17-001…h17-%03d. Undated questions take **2026-11-28 (Saturday)** as today; relative dates are resolved into `date`. Every `answer`/`tool` item's figures were checked against facts.md (each figure string found in facts.md, BD/PU/h read as business days/penalty units/hours, and each read in context) before the stop." % (len(Q), len(Q)), "",
"## Who wrote it and what was read", "",
"Read only: `/work/briefs/blind-h17.md`, `/work/briefs/blind-common.md`, `/work/briefs/17.md`, `/work/main/docs/compliance/facts.md` (all of it, in four pieces of at most 30,000 characters), `/work/main/tests/eval/heldout14/README.md` (conventions; its examples used only to avoid repeating them), and the first 1,500 characters of `/work/main/tests/eval/heldout14/questions.json` and of `/work/main/tests/eval/heldout14/check_tools.py`. Nothing under src/, api/, scripts/ or other tests was opened; no other eval set or /work/blind folder; no git history; the app was not run; /work/main was not edited.", "",
"## Style", "",
"First-week questions typed on a phone: bare subjects (\"qbcc for a deck?\", \"gst rate?\"), long stories ending in the question, \"mate reckons…\" statements to correct, two questions in one, questions for an apprentice/offsider/customer, places by suburb or postcode (2250), amounts in words or k/grand (\"ten and a half grand\", \"eight thousand eight hundred\", \"2 grand\", \"12.4k\"), sums of one job, client-supplied materials, + GST, dropped g's and slang (sparky, chippy, subbie, offsider, tassie, goldy, HWS, split system, reno, reblockin, restump, apprentce).", "",
"## Format", "",
"JSON array; each item: `id`, `q`, `kind` (answer/tool/decline/ambiguous), `state` (where the work is; AU = national; null for ambiguous), `topic`, `basis`; optional `verdict`, `figures` (as facts.md writes them, units spelt out; tools: computed value first, then rate/threshold; ABN: valid/invalid), `ask` (declines), `date`, `profile`. Ambiguous items list the readings and their answers in `topic`.", "",
"## Counts", "",
"- By kind: " + ", ".join("%s %d" % (k, K[k]) for k in ("answer", "tool", "decline", "ambiguous")),
"- By state: " + ", ".join("%s %d" % (s, S[s]) for s in st) + ", ambiguous (null) %d" % S[None], "",
"| state | answer | tool | decline |", "|---|---|---|---|"]
for s in st:
    L.append("| %s | %d | %d | %d |" % (s, *[sum(1 for o in Q if o["state"] == s and o["kind"] == k) for k in ("answer", "tool", "decline")]))
V = Counter(o["verdict"] for o in Q if "verdict" in o)
L += ["", "- %d items have a `verdict` (yes %d, no %d), %d have `figures`, %d have a `date`, %d have a `profile`." % (sum(V.values()), V["yes"], V["no"], sum(1 for o in Q if "figures" in o), sum(1 for o in Q if "date" in o), sum(1 for o in Q if "profile" in o))]
for o in Q:
    if "date" in o: L.append("  - %s (%s): %s → %s" % (o["id"], o["date"], o["q"][:70], o["topic"]))
for o in Q:
    if "profile" in o: L.append("  - %s profile %s/%s: %s → %s" % (o["id"], o["profile"]["state"], o["profile"]["trade"], o["q"], o["topic"]))
L += ["", "## Tool items", "", "`check_tools.py` recomputes all %d from the amounts as written (Decimal; words/k/grand parsed; each amount token must be in the question; threshold verdicts with GST basis; ABN check digits) → **bad 0**. Super 12%% (11.5%% for March 2025 wages); deposits NSW 10%%, VIC/QLD 10%% under $20,000 and 5%% at or above, QLD 20%% >50%% off-site, WA 6.5%%; no-ABN withholding 47%%." % K["tool"], "",
"## Declines", ""]
for o in Q:
    if o["kind"] == "decline": L.append("  - %s %s: %s — %s → ask %s" % (o["id"], o["state"], o["q"], o["topic"], o["ask"]))
L += ["", "## Ambiguous", ""]
for o in Q:
    if o["kind"] == "ambiguous": L.append("  - %s: %s — %s" % (o["id"], o["q"], o["topic"]))
L += ["", "## Writer's notes", "", open(os.path.join(H, "notes.md")).read().split("\n", 1)[1].strip(), "",
"`gen.py` writes `questions.json`; `check_tools.py` re-checks the tool items (→ \"bad 0\"); `make_readme.py` writes this file."]
open(os.path.join(H, "README.md"), "w").write("\n".join(L) + "\n")
