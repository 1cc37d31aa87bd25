#!/usr/bin/env python3
"""Writes README.md from questions.json (counts, dated/profile items, tool items with figures, declines, ambiguous)."""
import json, os, collections
HERE = os.path.dirname(os.path.abspath(__file__))
Q = json.load(open(os.path.join(HERE, "questions.json")))
K = collections.Counter(d["kind"] for d in Q)
S = collections.Counter(d["state"] or "ambiguous (null)" for d in Q)
n = len(Q)
L = []
w = L.append
w("# Held-out set h26 (blind): %d questions\n" % n)
w("Written 28 Nov 2026 (Saturday) by helper \"blind-h26\" (briefs: /work/briefs/blind-common.md and the style brief "
  "/work/briefs/blind-2l.md). Ids h26-001…h26-%03d. An undated question takes **2026-11-28** as today; relative dates "
  "are resolved into `date`. Held out: nobody tunes the engine to it.\n" % n)
w("## What was read\n")
w("Only /work/briefs/blind-common.md, /work/briefs/blind-2l.md, /work/briefs/17.md (the issue), the whole fact sheet "
  "/work/briefs/facts-1.md … facts-6.md (§0–§9, passes of 25–27 Nov 2026), /work/briefs/heldout14-README.md (conventions), "
  "/work/briefs/heldout14-questions-head.json (JSON shape) and /work/briefs/heldout14-check_tools-head.py (checker style). "
  "No code, tests, other eval sets, /work/blind folders, git history or web; the app and the assistant were not run.\n")
w("## Style\n")
w("Tradies (and family members doing the books) whose first language is not English, texting from a job: dropped articles "
  "and plurals, untensed verbs (\"job finish yesterday\", \"customer change mind\"), other word orders (\"For deposit how much "
  "I can take\", \"Licence I need?\", \"Written contract I must?\"), literal phrasing (\"how much days I have\", \"is possible…\", "
  "\"what paper i give\"), other words for things (ticket / permit = licence, sales tax / VAT / tax = GST, pension / "
  "retirement money = super, tax number = ABN, invoice receipt, safety plan paper = SWMS, insurance for the house build), "
  "amounts written many ways (\"3.850 dollar\", \"6 500 AUD\", \"$ 46 000\", \"990AUD\", \"85k\", \"5,5k\", \"15 thousand "
  "dollars\", \"14 thousand\"), places as newcomers say them (Blacktown Sydney, Gold Coast QLD side, Canberra ACT, Tassie, "
  "Perth WA), greetings and one word of another language (Vietnamese, Arabic, Portuguese, Chinese, Tagalog, Korean, Hindi, "
  "Spanish, Italian, Greek), and two questions in one message. About a third plain, a third medium, a third strong.\n")
w("## Format\n")
w("A JSON array as heldout14: `id`, `q`, `kind` (answer / tool / decline / ambiguous), `state` (where the WORK is; `AU` "
  "national; null for ambiguous), `topic`, `basis` (fact-sheet section; \"facts (not held)\" for declines); optional "
  "`verdict` (\"do I need / must I\" → yes = needed; \"can I / is it ok / allowed / true?\" → yes = allowed / true), "
  "`figures` (as the fact sheet writes them; tools: computed value first, then the rate or threshold; ABN items "
  "\"valid\"/\"invalid\"), `ask` (declines), `date` (ISO), `profile` ({state, trade}). Ambiguous items list the readings "
  "and their answers in `topic`. Every answer/decline figure string was checked to occur verbatim in facts-1…6.md.\n")
w("## Counts\n")
w("- By kind: " + ", ".join("%s %d" % (k, K[k]) for k in ("answer", "tool", "decline", "ambiguous")) +
  " (" + " / ".join("%.1f%%" % (100.0 * K[k] / n) for k in ("answer", "tool", "decline", "ambiguous")) + ").")
w("- By state: " + ", ".join("%s %d" % (s, S[s]) for s in ("NSW", "VIC", "QLD", "WA", "SA", "TAS", "ACT", "NT", "AU", "ambiguous (null)")) + ".\n")
w("| state | answer | tool | decline |\n|---|---|---|---|")
for s in ("NSW", "VIC", "QLD", "WA", "SA", "TAS", "ACT", "NT", "AU"):
    c = collections.Counter(d["kind"] for d in Q if d["state"] == s)
    w("| %s | %d | %d | %d |" % (s, c["answer"], c["tool"], c["decline"]))
V = collections.Counter(d.get("verdict") for d in Q if d.get("verdict"))
w("\n- %d items have a `verdict` (yes %d, no %d), %d have `figures`, %d have a `date`, %d have a `profile`:" % (
  sum(V.values()), V["yes"], V["no"], sum(1 for d in Q if d.get("figures")), sum(1 for d in Q if d.get("date")),
  sum(1 for d in Q if d.get("profile"))))
for d in Q:
    if d.get("date"):
        w("  - %s (%s): %s → %s" % (d["id"], d["date"], d["q"][:90], d["topic"]))
for d in Q:
    if d.get("profile"):
        w("  - %s profile %s/%s: %s → %s" % (d["id"], d["profile"]["state"], d["profile"]["trade"], d["q"][:90], d["topic"]))
w("\n## Tool items (%d)\n" % K["tool"])
w("Recomputed by `check_tools.py` from the amounts as written in each question (Python Decimal, GST half-up to the cent; "
  "each amount token must occur in the question; \"eu\" tokens read dot = thousands, comma = decimal) → **bad 0**. "
  "Super 12% (11.5% for wages paid March 2025). Deposit: NSW 10%; VIC/QLD 10% under $20,000, 5% at $20,000 or more, QLD "
  "20% where more than 50% is off-site; WA 6.5%. No-ABN withholding 47%, none at $75 or less ex GST or for an under-18 "
  "paid $350 or less a week. ABN check digits per §6.1.\n")
for d in Q:
    if d["kind"] == "tool":
        w("  - %s %s: %s → %s%s" % (d["id"], d["state"], d["q"], ", ".join(d["figures"]),
                                   " (%s)" % d["verdict"] if d.get("verdict") else ""))
w("\n## Declines (%d)\n" % K["decline"])
for d in Q:
    if d["kind"] == "decline":
        w("  - %s %s: %s — %s → ask %s" % (d["id"], d["state"], d["q"], d["topic"], d["ask"]))
w("\n## Ambiguous (%d)\n" % K["ambiguous"])
for d in Q:
    if d["kind"] == "ambiguous":
        w("  - %s: %s — %s" % (d["id"], d["q"], d["topic"]))
w("\n## Writer's notes\n")
w(open(os.path.join(HERE, "notes.md")).read().split("\n", 1)[1].strip())
w("\n\n`gen.py` writes `questions.json`; `check_tools.py` re-checks the tool items (`python3 check_tools.py` → \"bad 0\"); "
  "`make_readme.py` writes this file from `questions.json` and `notes.md`.")
open(os.path.join(HERE, "README.md"), "w").write("\n".join(L) + "\n")
print("README.md", len("\n".join(L)))
