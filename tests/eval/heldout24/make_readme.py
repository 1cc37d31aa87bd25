#!/usr/bin/env python3
import json, os
from collections import Counter
H = os.path.dirname(os.path.abspath(__file__))
Q = json.load(open(os.path.join(H, "questions.json")))
kinds = ["answer", "tool", "decline", "ambiguous"]
kc = Counter(d["kind"] for d in Q)
states = ["NSW", "VIC", "QLD", "WA", "SA", "TAS", "ACT", "NT", "AU"]
sc = Counter(d["state"] for d in Q)
L = []
L.append("# Held-out set 24 (blind): %d questions\n" % len(Q))
L.append("Written 28 Nov 2026 by helper \"blind-h24\" (brief: /work/briefs/blind-h24.md, /work/briefs/blind-common.md). Ids h24-001…h24-%03d. An undated question takes **2026-11-28 (Saturday)** as today; relative and past dates are resolved into `date`. This set is held out: nobody tunes to it.\n" % len(Q))
L.append("## Who wrote it and what was read\n")
L.append("The writer opened only: `/work/briefs/blind-h24.md`, `/work/briefs/blind-common.md`, `/work/briefs/17.md`, `/work/briefs/facts-1.md` … `/work/briefs/facts-6.md` (all of it), `/work/briefs/heldout14-README.md` (conventions; its examples avoided), `/work/briefs/heldout14-questions-head.json` (JSON shape) and `/work/briefs/heldout14-check_tools-head.py` (checker style). Nothing under /work/main, /work/ci, /work/wt or other /work/blind folders; no git history; no code search or search tools; the app and the assistant were not run.\n")
L.append("## Style\n")
L.append("Written at a desk: full sentences, correct spelling, polite (\"Could you confirm…\", \"I would like to know whether…\"), a sentence of background before many questions, formal names (Home Building Compensation Fund, Certificate of Electrical Safety, Security of Payment Act, superannuation guarantee), exact amounts (\"$18,750.00 including GST\"), dates written out, questions about the past (\"In March 2017…\", \"In November 2025…\"), sums of one job, client-supplied materials, a statement to correct in several states, and a fair share of honest \"no\" verdicts and declines.\n")
L.append("## Format\n")
L.append("Same as heldout14: a JSON array; `id`, `q`, `kind` (answer / tool / decline / ambiguous), `state` (where the work is; `AU` national; `null` for ambiguous), `topic`, `basis`; optional `verdict`, `figures` (as the fact sheet writes them; tools: computed value first, then rate/threshold; ABN items valid/invalid), `ask` (declines), `date`, `profile`. For ambiguous items `topic` lists the readings and their answers.\n")
L.append("## Counts\n")
L.append("- By kind: " + ", ".join("%s %d" % (k, kc[k]) for k in kinds) + " (" + " / ".join("%.1f%%" % (100 * kc[k] / len(Q)) for k in kinds) + ").")
L.append("- By state: " + ", ".join("%s %d" % (s, sc[s]) for s in states) + ", ambiguous (null) %d.\n" % sc[None])
L.append("| state | answer | tool | decline |\n|---|---|---|---|")
for s in states:
    c = Counter(d["kind"] for d in Q if d["state"] == s)
    L.append("| %s | %d | %d | %d |" % (s, c["answer"], c["tool"], c["decline"]))
vc = Counter(d.get("verdict") for d in Q if d.get("verdict"))
L.append("")
L.append("- %d items have a `verdict` (yes %d, no %d); %d have `figures`; %d have a `date`; %d have a `profile`." % (
    sum(vc.values()), vc["yes"], vc["no"], sum(1 for d in Q if d.get("figures")), sum(1 for d in Q if d.get("date")), sum(1 for d in Q if d.get("profile"))))
for d in Q:
    if d.get("date"): L.append("  - %s (%s): %s → %s" % (d["id"], d["date"], d["q"][:90], d["topic"]))
for d in Q:
    if d.get("profile"): L.append("  - %s profile %s/%s: %s → %s" % (d["id"], d["profile"]["state"], d["profile"]["trade"], d["q"][:90], d["topic"]))
L.append("\n## Tool items (%d)\n" % kc["tool"])
L.append("Recomputed by `check_tools.py` from the amounts as written (Python Decimal, GST half-up to the cent, ABN check digits) → **bad 0**.\n")
for d in Q:
    if d["kind"] == "tool": L.append("  - %s %s: %s → %s%s" % (d["id"], d["state"], d["q"][:100], ", ".join(d["figures"]), " (%s)" % d["verdict"] if d.get("verdict") else ""))
L.append("\n## Declines (%d)\n" % kc["decline"])
for d in Q:
    if d["kind"] == "decline": L.append("  - %s %s: %s — %s → ask %s" % (d["id"], d["state"], d["q"][:100], d["topic"], d["ask"]))
L.append("\n## Ambiguous (%d)\n" % kc["ambiguous"])
for d in Q:
    if d["kind"] == "ambiguous": L.append("  - %s: %s — %s" % (d["id"], d["q"][:100], d["topic"]))
L.append("\n## Writer's notes\n")
L.append(open(os.path.join(H, "notes.md")).read().split("\n", 1)[1])
L.append("\n`gen.py` writes `questions.json`; `check_tools.py` re-checks the tool items (`python3 check_tools.py` → \"bad 0\"); `make_readme.py` writes this file from `questions.json` and `notes.md`.")
open(os.path.join(H, "README.md"), "w").write("\n".join(L) + "\n")
