#!/usr/bin/env python3
"""Writes README.md from questions.json and notes.md (blind-h28)."""
import json, os
from collections import Counter
H = os.path.dirname(os.path.abspath(__file__))
Q = json.load(open(os.path.join(H, "questions.json")))
kinds = Counter(d["kind"] for d in Q); n = len(Q)
states = ["NSW", "VIC", "QLD", "WA", "SA", "TAS", "ACT", "NT", "AU"]
L = []
L.append("# Held-out set h28 (blind): %d questions\n" % n)
L.append("Written 29 Nov 2026 by helper \"blind-h28\" (briefs: /work/briefs/blind-common.md, /work/briefs/blind-jargon.md). "
         "Ids h28-001…h28-%03d. An undated question takes **2026-11-29 (Sunday)** as today; past or future dates are resolved "
         "into `date`. Every `answer`/`tool` figure was checked against the fact sheet (string-checked too). This set is held out: nobody tunes to it.\n" % n)
L.append("## Who wrote it and what was read\n")
L.append("The writer read only: /work/briefs/blind-common.md, /work/briefs/blind-jargon.md, /work/briefs/17.md (the issue), "
         "/work/briefs/facts-1.md … facts-6.md (the whole fact sheet, §0–§9 with the passes of 25–27 Nov 2026), "
         "/work/briefs/heldout14-README.md (conventions), heldout14-questions-head.json (JSON shape) and "
         "heldout14-check_tools-head.py (checker style). No code, tests, other blind folders or git history were opened; "
         "the app was not run; no web or stored-doc search.\n")
L.append("## Style\n")
L.append("The old hand: builders, sparkies, plumbers and office managers 20–30 years in, asking short, sure questions in the "
         "trade's and the law's own words — acts and sections (s.8 HBA, s.7BA, s.34 DBCA, Sch 1B s35, s.28 BWC Act, SOPA s.11(1A), "
         "BIF Act, HBCA, RBWCDR Act, ES Act 2022), forms and papers (CCEW, COES, ESC, NOC, PN, NOI, Form 4, Form 80, CoC, eCoC, CEC, "
         "certificate of currency, payment claim, payment schedule, Commencement Notice, BAS, TPAR, SG/SGC, PAYG no-ABN withholding), "
         "regulators and schemes by acronym or old name (Fair Trading, the Board, VBA/BPC, ESV, REC, LEI, QBCC, ESO, RSHQ, QHWS, HBCF, "
         "icare, DBI, HII, BII, CBS, OTR, SafeWork SA, CBOS, Access Canberra, BPB, PDLB, NT WorkSafe, ARCtick, AMR), "
         "statements to correct (old $1,000 / $5,000 thresholds, 49% withholding, 10 BD in QLD), amounts as builders write them "
         "($68.5k, 4,650 ex GST, 48,500 inc, $240k, 3,100 plus GST), places by suburb or region (the Shire, the Hills, Northern "
         "Beaches, Sunny Coast, the Top End, Belconnen, Kingborough). About a third plain, a third medium, a third dense.\n")
L.append("## Format\n")
L.append("Same as heldout14: a JSON array; each item has `id`, `q`, `kind` (answer / tool / decline / ambiguous), `state` (where the "
         "**work** is; `AU` = national rule asked with no place; `null` for ambiguous), optional `verdict` (yes/no), `figures` (as the "
         "fact sheet writes them; tools: computed value first, then rate/threshold; ABN: valid/invalid), `ask` (declines: who to ask), "
         "`date`, `profile` ({state, trade}), then `topic` and `basis` (fact-sheet section, written \"facts §x\"; \"facts (not held)\" "
         "for declines). For ambiguous items `topic` lists the readings and their answers.\n")
L.append("## Counts\n")
L.append("- By kind: " + ", ".join("%s %d" % (k, kinds[k]) for k in ["answer", "tool", "decline", "ambiguous"]) +
         " (" + " / ".join("%.1f%%" % (100 * kinds[k] / n) for k in ["answer", "tool", "decline", "ambiguous"]) + ").")
sc = Counter(d["state"] for d in Q)
L.append("- By state: " + ", ".join("%s %d" % (s, sc[s]) for s in states) + ", ambiguous (null) %d.\n" % sc[None])
L.append("| state | answer | tool | decline | total |\n|---|---|---|---|---|")
for s in states:
    c = Counter(d["kind"] for d in Q if d["state"] == s)
    L.append("| %s | %d | %d | %d | %d |" % (s, c["answer"], c["tool"], c["decline"], sum(c.values())))
L.append("")
dated = [d for d in Q if "date" in d]; prof = [d for d in Q if "profile" in d]
L.append("- %d items have a `verdict` (%d \"no\"), %d have `figures`, %d have a `date`, %d have a `profile`:" % (
    sum("verdict" in d for d in Q), sum(d.get("verdict") == "no" for d in Q), sum("figures" in d for d in Q), len(dated), len(prof)))
for d in dated:
    L.append("  - %s (%s) %s: %s → %s" % (d["id"], d["date"], d["state"], d["q"], d["topic"]))
for d in prof:
    L.append("  - %s profile %s/%s: %s → %s" % (d["id"], d["profile"]["state"], d["profile"]["trade"], d["q"], d["topic"]))
tools = [d for d in Q if d["kind"] == "tool"]
L.append("\n## Tool items (%d)\n" % len(tools))
L.append("Recomputed by `check_tools.py` from the amounts as written in each question (Python Decimal, half-up to the cent; every "
         "amount token must be in the question; threshold verdicts and ABN check digits re-checked) → **bad 0**. Super 12% (11.5% for "
         "wages paid September 2024). Deposit: NSW 10%; VIC/QLD 10% under $20,000, 5% at $20,000 or more, QLD 20% where more than 50% "
         "is off-site; WA 6.5% ($7,500–$500,000). No-ABN withholding 47% (49% in March 2016), none at $75 or less ex GST.\n")
for d in tools:
    v = (" (%s)" % d["verdict"]) if "verdict" in d else ""
    L.append("  - %s %s: %s → %s%s" % (d["id"], d["state"], d["q"], ", ".join(d["figures"]), v))
dec = [d for d in Q if d["kind"] == "decline"]
L.append("\n## Declines (%d)\n" % len(dec))
for d in dec:
    L.append("  - %s %s: %s — %s → ask %s" % (d["id"], d["state"], d["q"], d["topic"], d["ask"]))
amb = [d for d in Q if d["kind"] == "ambiguous"]
L.append("\n## Ambiguous (%d)\n" % len(amb))
for d in amb:
    L.append("  - %s: %s — %s" % (d["id"], d["q"], d["topic"]))
L.append("\n" + open(os.path.join(H, "notes.md")).read())
L.append("\n`gen.py` writes `questions.json`; `check_tools.py` re-checks the tool items (`python3 check_tools.py` → \"bad 0\"); "
         "`make_readme.py` writes this file from `questions.json` and `notes.md`.\n")
open(os.path.join(H, "README.md"), "w").write("\n".join(L))
