#!/usr/bin/env python3
"""Writes README.md for held-out set h29 from questions.json and notes.md."""
import json, os, collections
HERE = os.path.dirname(os.path.abspath(__file__))
Q = json.load(open(os.path.join(HERE, "questions.json")))
K = collections.Counter(q["kind"] for q in Q)
S = collections.Counter(q["state"] for q in Q)
out = []
w = out.append
w("# Held-out set h29 (blind): 200 questions\n")
w("Written 29 Nov 2026 by helper \"blind-h29\" (briefs: /work/briefs/blind-common.md, /work/briefs/blind-typo.md). "
  "**200** questions, ids h29-001…h29-200. An undated question takes **2026-11-29 (Sunday)** as \"today\"; relative dates are resolved into `date`. "
  "This set is held out: nobody tunes to it.\n")
w("## Who wrote it and what was read\n")
w("The writer read only: `/work/briefs/blind-common.md`, `/work/briefs/blind-typo.md`, `/work/briefs/17.md` (the issue), "
  "`/work/briefs/facts-1.md` … `facts-6.md` (the whole fact sheet), `/work/briefs/heldout14-README.md` (conventions), "
  "`/work/briefs/heldout14-questions-head.json` (JSON shape) and `/work/briefs/heldout14-check_tools-head.py` (checker style). "
  "Nothing under /work/main, no other /work/blind folder, no git history, no search or fetch tool; the app was not run.\n")
w("## Style\n")
w("\"Thumbs on a cracked screen\": mostly lower case, little punctuation, one to three phone-typing slips per question — swapped, dropped or "
  "doubled letters (lisence, depsoit, certifcate, writen, registraton, paymnet), neighbouring keys (gsr, suoer, nees), run-together or split words "
  "(doi, A BN, gee long), autocorrect real words (sparkly for sparky, supper for super, waggle wagga, qbc for QBCC, right off for write off, "
  "on sight for on site, dollers) — about 30 questions clean. Numbers, amounts, dates and state abbreviations are never garbled. "
  "Lengths: about a third under 10 words, a third medium, a third with a bit of the job's story.\n")
w("## Format\n")
w("Same as heldout14: a JSON array; each item has `id`, `q`, `kind` (answer / tool / decline / ambiguous), `state` (where the work is; `AU` = national "
  "rule asked with no place; `null` for ambiguous), `topic`, `basis` (\"facts §x.y STATE\"; \"facts (not held)\" for declines); optional `verdict`, "
  "`figures` (as the fact sheet writes them; tools: computed value first, then rate/threshold; ABN items \"valid\"/\"invalid\"), `ask` (declines), "
  "`date`, `profile`. `verdict` answers the underlying question (\"do I need / must I\" → yes = needed; \"can I / is it allowed / is that legal\" → no = not allowed).\n")
w("## Counts\n")
n = len(Q)
w("- By kind: " + ", ".join("%s %d (%.1f%%)" % (k, K[k], 100.0 * K[k] / n) for k in ["answer", "tool", "decline", "ambiguous"]) + ".")
w("- By state: " + ", ".join("%s %d" % (s, S[s]) for s in ["NSW", "VIC", "QLD", "WA", "SA", "TAS", "ACT", "NT", "AU"]) + ", ambiguous (null) %d.\n" % S[None])
w("| state | answer | tool | decline |\n|---|---|---|---|")
for s in ["NSW", "VIC", "QLD", "WA", "SA", "TAS", "ACT", "NT", "AU"]:
    c = collections.Counter(q["kind"] for q in Q if q["state"] == s)
    w("| %s | %d | %d | %d |" % (s, c["answer"], c["tool"], c["decline"]))
w("")
dated = [q for q in Q if "date" in q]; prof = [q for q in Q if "profile" in q]
w("- %d items have a `verdict`, %d have `figures`, %d have a `date`, %d have a `profile`:" % (
  sum("verdict" in q for q in Q), sum("figures" in q for q in Q), len(dated), len(prof)))
for q in dated: w("  - %s (%s): %s → %s" % (q["id"], q["date"], q["q"], q["topic"]))
for q in prof: w("  - %s profile %s/%s: %s → %s" % (q["id"], q["profile"]["state"], q["profile"]["trade"], q["q"], q["topic"]))
tools = [q for q in Q if q["kind"] == "tool"]
w("\n## Tool items (%d)\n" % len(tools))
w("Recomputed by `check_tools.py` from the amounts as written in each question (Python Decimal, half-up to the cent; every amount token must be in the "
  "question; threshold verdicts and ABN check digits re-checked; GST basis per item — \"+ gst\" grossed up ×1.1 only where the sheet states the rule "
  "incl GST, NSW $5,000 and QLD $3,300; sums without a GST word land on the same side either way) → **bad 0**. Super 12% (11.5% for wages paid "
  "before 1 July 2025). Deposits: NSW 10%; VIC/QLD 10% under $20,000, 5% at $20,000 or more, QLD 20% where more than 50% is off-site; WA 6.5%. "
  "No-ABN withholding 47%; none at $75 or less ex GST or for an under-18 paid $350 or less a week.\n")
for q in tools: w("  - %s %s: %s → %s%s" % (q["id"], q["state"], q["q"], ", ".join(q["figures"]), " (%s)" % q["verdict"] if "verdict" in q else ""))
dec = [q for q in Q if q["kind"] == "decline"]
w("\n## Declines (%d)\n" % len(dec))
for q in dec: w("  - %s %s: %s — %s → ask %s" % (q["id"], q["state"], q["q"], q["topic"], q["ask"]))
amb = [q for q in Q if q["kind"] == "ambiguous"]
w("\n## Ambiguous (%d)\n" % len(amb))
for q in amb: w("  - %s: %s — %s" % (q["id"], q["q"], q["topic"]))
w("\n## Writer's notes\n")
w(open(os.path.join(HERE, "notes.md")).read().split("\n", 2)[2])
w("\n`gen.py` writes `questions.json`; `check_tools.py` re-checks the tool items (`python3 check_tools.py` → \"bad 0\"); `make_readme.py` writes this file.")
open(os.path.join(HERE, "README.md"), "w").write("\n".join(out) + "\n")
print("README.md written")
