#!/usr/bin/env python3
"""Writes README.md from questions.json and notes.md (blind-h20)."""
import json, os
from collections import Counter
HERE = os.path.dirname(os.path.abspath(__file__))
QS = json.load(open(os.path.join(HERE, "questions.json")))
notes = open(os.path.join(HERE, "notes.md")).read().split("\n", 1)[1].strip()
K = Counter(d["kind"] for d in QS); N = len(QS)
S = Counter(d["state"] for d in QS)
states = ["NSW", "VIC", "QLD", "WA", "SA", "TAS", "ACT", "NT", "AU"]
L = []
w = L.append
w("# Held-out set 20 (blind): %d questions" % N)
w("")
w("Written 28 Nov 2026 by helper \"blind-h20\" (briefs: /work/briefs/blind-common.md, /work/briefs/blind-h20.md). **%d** questions, "
  "ids h20-001…h20-%03d. An undated question takes **2026-11-28 (Saturday)** as \"today\"; relative dates are resolved into `date`. "
  "Every `answer`/`tool` item's figures were checked against the fact sheet. This set is held out: nobody tunes to it." % (N, N))
w("")
w("## Who wrote it and what was read")
w("")
w("The writer read only: `/work/briefs/blind-common.md`, `/work/briefs/blind-h20.md`, `/work/briefs/17.md` (the issue), "
  "`/work/briefs/facts-1.md` … `facts-4.md` (the fact sheet, §0–§9 including the passes of 25–27 Nov 2026), "
  "`/work/briefs/heldout14-README.md` (conventions; its example lists used only to avoid repeating its questions), and "
  "`/work/briefs/heldout14-questions-head.json` / `heldout14-check_tools-head.py` (JSON shape, checker style; this set's checker "
  "has its own spec table). Nothing under /work/main was opened (no src/, api/, tests/, scripts/), no other eval set or /work/blind "
  "folder, no git history; the app and the assistant were not run; /work/main was not edited.")
w("")
w("## Style")
w("")
w("A tradie's first fortnight with the app, typed on a phone: dropped g's and slang (tilin, plumbin, reblockin, livenin, chippy, "
  "sparky, subbie, loo, tassie, \"muck up\", \"stuffed up\"), typos (\"apprentce\", \"hows long\"), places by suburb or town only "
  "(queanbeyan, broken hill, nelson vic from a mount gambier tradie, gungahlin, katherine, port lincoln), amounts in words / k / "
  "grand / \"+ gst\" / \"bucks\", sums of one job, client-supplied materials, \"mate reckons…\" claims to judge, two questions in one, "
  "questions for an apprentice, neighbour or client, and different attributes of one rule asked separately (the NSW CCEW's "
  "deadline, its recipients and a late penalty (decline); the VIC COES's 1 month, the LEI's 4 business days and the LEI's fee "
  "(decline); the SA gas eCoC's 30 days and its late fine (decline); the ACT DER endorsement and its fine (decline); NT "
  "like-for-like CoC now and before 1 Jan 2026). Declines sit beside held facts: fines, fees, premiums and processing times "
  "of rules the sheet holds.")
w("")
w("## Format")
w("")
w("A JSON array; each item has `id`, `q`, `kind` (answer / tool / decline / ambiguous), `state` (where the **work** is; `AU` = "
  "national rule; `null` for ambiguous), `topic`, `basis` (facts.md section; \"facts.md (not held)\" for declines; \"facts.md "
  "(several states)\" for ambiguous); optional `verdict` (\"yes\"/\"no\"), `figures` (values the answer must state, as facts.md "
  "writes them — \"BD\" where it writes BD; for tools the computed value first, then the rate or threshold; ABN items "
  "\"valid\"/\"invalid\"), `ask` (declines: who to ask; \"A or B\" allowed), `date` (ISO date the rule is applied at), `profile` "
  "({state, trade} when the question relies on the asker's profile and names no place; `state` is then the profile's). `verdict`: "
  "\"do I need / must I / is X required\" → yes = needed; \"can I / am I allowed / am I right / were we ok / true?\" → yes = "
  "allowed / right. For ambiguous items `topic` lists the readings and their answers.")
w("")
w("## Counts")
w("")
w("- By kind: " + ", ".join("%s %d" % (k, K[k]) for k in ["answer", "tool", "decline", "ambiguous"]) + " (" +
  " / ".join("%.1f%%" % (100.0 * K[k] / N) for k in ["answer", "tool", "decline", "ambiguous"]) + ").")
w("- By state: " + ", ".join("%s %d" % (s, S[s]) for s in states) + ", ambiguous (null) %d." % S[None])
w("")
w("| state | answer | tool | decline |")
w("|---|---|---|---|")
for s in states:
    c = Counter(d["kind"] for d in QS if d["state"] == s)
    w("| %s | %d | %d | %d |" % (s, c["answer"], c["tool"], c["decline"]))
w("")
nv = sum(1 for d in QS if "verdict" in d); nno = sum(1 for d in QS if d.get("verdict") == "no")
nf = sum(1 for d in QS if d.get("figures"))
dated = [d for d in QS if "date" in d]; prof = [d for d in QS if "profile" in d]
w("- %d items have a `verdict` (%d of them \"no\"), %d have `figures`, %d have a `date`, %d have a `profile`:" % (nv, nno, nf, len(dated), len(prof)))
for d in dated:
    w("  - %s (%s): %s → %s" % (d["id"], d["date"], d["q"], d["topic"]))
for d in prof:
    w("  - %s profile %s/%s: %s → %s" % (d["id"], d["profile"]["state"], d["profile"]["trade"], d["q"], d["topic"]))
w("")
tools = [d for d in QS if d["kind"] == "tool"]
w("## Tool items (%d)" % len(tools))
w("")
w("Recomputed by `check_tools.py` from the amounts as written in each question (Python Decimal; word numbers, k, grand, "
  "bucks/dollar parsed; every amount token must occur in the question as a whole number; threshold verdicts incl/excl GST "
  "re-checked; ABN check digits) → **bad 0**. Super 12% (wages paid now; 11.5% for May 2025). Deposit: NSW 10%; VIC/QLD 10% "
  "under $20,000, 5% at $20,000 or more, QLD 20% where more than 50% is off-site; WA 6.5% ($7,500–$500,000). No-ABN "
  "withholding 47%, none at $75 or less ex GST or for an under-18 paid $350 or less a week.")
w("")
for d in tools:
    v = " (%s)" % d["verdict"] if "verdict" in d else ""
    w("  - %s %s: %s → %s%s" % (d["id"], d["state"], d["q"], ", ".join(d["figures"]), v))
w("")
dec = [d for d in QS if d["kind"] == "decline"]
w("## Declines (%d)" % len(dec))
w("")
for d in dec:
    w("  - %s %s: %s — %s → ask %s" % (d["id"], d["state"], d["q"], d["topic"], d["ask"]))
w("")
amb = [d for d in QS if d["kind"] == "ambiguous"]
w("## Ambiguous (%d)" % len(amb))
w("")
for d in amb:
    w("  - %s: %s — %s" % (d["id"], d["q"], d["topic"]))
w("")
w("## Writer's notes")
w("")
w(notes)
w("")
w("`gen.py` writes `questions.json`; `check_tools.py` re-checks the tool items (`python3 check_tools.py` → \"bad 0\"); "
  "`make_readme.py` writes this file from `questions.json` and `notes.md`.")
open(os.path.join(HERE, "README.md"), "w").write("\n".join(L) + "\n")
print("README.md written")
