#!/usr/bin/env python3
import json, os
from collections import Counter
H = os.path.dirname(os.path.abspath(__file__))
Q = json.load(open(os.path.join(H, "questions.json")))
K = Counter(d["kind"] for d in Q); n = len(Q)
st = ["NSW", "VIC", "QLD", "WA", "SA", "TAS", "ACT", "NT", "AU"]
L = ["# Blind set d31: 150 questions (old-hand jargon style)", "",
 "Written 29 Nov 2026 by helper \"blind-d31\" (briefs: /work/briefs/blind-common.md, /work/briefs/blind-jargon.md). Ids d31-001…d31-%03d. "
 "An undated question takes **2026-11-29 (Sunday)** as today; relative dates are resolved into `date`. Held out: nobody tunes to it." % n, "",
 "## Who wrote it and what was read", "",
 "Read only: blind-common.md, blind-jargon.md, 17.md (the issue), facts-1.md … facts-6.md (the whole fact sheet), heldout14-README.md, "
 "heldout14-questions-head.json, heldout14-check_tools-head.py. No code, tests, other eval sets, other /work/blind folders, git history, "
 "app runs or web/doc searches. Every answer/tool figure was checked against the fact sheet before the stop.", "",
 "## Style", "",
 "Experienced tradespeople, builders and office managers: short, sure, in the trade's and the law's own words — regulators and schemes by "
 "acronym or old name (Fair Trading, the Board, VBA, BPC, ESV, QBCC, ESO, RSHQ, PLB, CBS, OTR, CBOS, BPB, icare, HBCF, DBI, QHWS, HII, ARCtick), "
 "paperwork by name (HBA, s.7BA, DBCA s34, CCEW, COES, LEI, NOI, NOC, ESC, eCoC, CEC, Form 4, Cat 2B, SOPA, BIF Act, payment claim/schedule, "
 "progress claim, SWMS, HRCW, SGC, no-ABN withholding, TPAR), contract words (rescind, enforceable, in breach, prescribed, threshold, cap), "
 "some old names and wrong figures to correct ($1,000 licence, $500 compliance cert), amounts written builder-style ($48.5k, 22k ex, $1.2m, "
 "4,650 + GST, 3,100 + GST), places by suburb or region (the Shire, the Hills, Northern Beaches, Sunny Coast, Goldy, Top End, Fremantle, "
 "Launceston, Belconnen, Tuggeranong, Geelong). About a third plain, a third medium, a third dense.", "",
 "## Format", "",
 "Same as heldout14: a JSON array; `id`, `q`, `kind` (answer / tool / decline / ambiguous), `state` (where the work is; `AU` national; "
 "`null` ambiguous), optional `verdict`, `figures` (as the fact sheet writes them; tools: computed value first, then rate/threshold; ABN: "
 "valid/invalid), `ask` (declines), optional `date`, optional `profile`, `topic`, `basis` (fact-sheet section; \"facts (not held)\" for declines). "
 "`verdict` answers the underlying question (\"do I need / must I\" → yes = needed; \"can I / is it right / true / enforceable / in breach\" → yes = so).", "",
 "## Counts", "",
 "- By kind: " + ", ".join("%s %d" % (k, K[k]) for k in ["answer", "tool", "decline", "ambiguous"]) + " (" +
 " / ".join("%.1f%%" % (100 * K[k] / n) for k in ["answer", "tool", "decline", "ambiguous"]) + ").",
 "- %d items have a `verdict`, %d have `figures`, %d have a `date`, %d have a `profile`." % (
   sum("verdict" in d for d in Q), sum(bool(d["figures"]) for d in Q), sum("date" in d for d in Q), sum("profile" in d for d in Q)), "",
 "| state | answer | tool | decline | total |", "|---|---|---|---|---|"]
for s in st:
    c = Counter(d["kind"] for d in Q if d["state"] == s)
    L.append("| %s | %d | %d | %d | %d |" % (s, c["answer"], c["tool"], c["decline"], sum(c.values())))
L.append("| ambiguous (null) | – | – | – | %d |" % K["ambiguous"])
L += ["", "## Dated and profile items", ""]
for d in Q:
    if "date" in d or "profile" in d:
        tag = d.get("date") or ""
        if "profile" in d: tag += "profile %s/%s" % (d["profile"]["state"], d["profile"]["trade"])
        L.append("- %s (%s): %s → %s" % (d["id"], tag, d["q"], d["topic"]))
L += ["", "## Tool items (%d)" % K["tool"], "",
 "Recomputed by `check_tools.py` from the amounts as written (Decimal, half-up to the cent) → **bad 0**. Super 12% (11.5% for wages paid "
 "March 2025); deposits NSW 10%, VIC/QLD 10% under $20,000 and 5% at $20,000 or more, QLD 20% where off-site work is over 50%, WA 6.5%; "
 "no-ABN withholding 47% (49% in 2016).", ""]
for d in Q:
    if d["kind"] == "tool":
        L.append("- %s %s: %s → %s%s" % (d["id"], d["state"], d["q"], ", ".join(d["figures"]), " (%s)" % d["verdict"] if "verdict" in d else ""))
L += ["", "## Declines (%d)" % K["decline"], ""]
for d in Q:
    if d["kind"] == "decline":
        L.append("- %s %s: %s — %s → ask %s" % (d["id"], d["state"], d["q"], d["topic"], d["ask"]))
L += ["", "## Ambiguous (%d)" % K["ambiguous"], ""]
for d in Q:
    if d["kind"] == "ambiguous":
        L.append("- %s: %s — %s" % (d["id"], d["q"], d["topic"]))
L += ["", "## Writer's notes", "", open(os.path.join(H, "notes.md")).read().split("\n", 2)[2].strip(), "",
 "`gen.py` writes `questions.json`; `check_tools.py` re-checks the tool items (`python3 check_tools.py` → \"bad 0\"); `make_readme.py` writes this file."]
open(os.path.join(H, "README.md"), "w").write("\n".join(L) + "\n")
