#!/usr/bin/env python3
"""Writes README.md from questions.json and notes.md (blind-h22)."""
import json, os, collections
HERE = os.path.dirname(os.path.abspath(__file__))
Q = json.load(open(os.path.join(HERE, "questions.json")))
notes = open(os.path.join(HERE, "notes.md")).read().split("\n", 1)[1]
K = ["answer", "tool", "decline", "ambiguous"]
S = ["NSW", "VIC", "QLD", "WA", "SA", "TAS", "ACT", "NT", "AU"]
kc = collections.Counter(q["kind"] for q in Q)
sc = collections.Counter(q["state"] for q in Q)
L = []
w = L.append
w("# Held-out set 22 (blind): %d questions\n" % len(Q))
w("Written 28 Nov 2026 by helper \"blind-h22\" (brief: /work/briefs/blind-h22.md). **%d** questions, ids h22-001…h22-%03d. "
  "An undated question takes **2026-11-28 (Saturday)** as \"today\"; relative dates are resolved into `date`. "
  "This set is held out: nobody tunes to it.\n" % (len(Q), len(Q)))
w("## Who wrote it and what was read\n")
w("The writer read only: `/work/briefs/blind-common.md`, `/work/briefs/blind-h22.md`, `/work/briefs/17.md` (the issue), "
  "`/work/briefs/facts-1.md` … `facts-5.md` (the whole fact sheet, §0–§9 with the passes of 25–27 Nov 2026), "
  "`/work/briefs/heldout14-README.md` (conventions; its questions used only to avoid repeating them), "
  "`/work/briefs/heldout14-questions-head.json` (JSON shape) and `/work/briefs/heldout14-check_tools-head.py` (checker style). "
  "Nothing under /work/main or /work/ci, no other /work/blind folder, no git history; the app and the assistant were not run; "
  "the code corpus was not searched.\n")
w("## Style\n")
w("The office side of a small trade business as well as the tradie: a partner or wife doing the books / BAS / quotes, a bookkeeper, "
  "an office manager, an apprentice asking the boss's question, a tradie reading a customer's text out (\"customer text: '…'\", "
  "\"client asked '…'\"), what a supplier rep or a mate said, follow-ups written as one message (\"and what about if its over 20k?\", "
  "\"how longs he allowed, and can i stop work?\"). Typed like texts: lower case, dropped g's (tilin, plasterin, buildin), slang "
  "(sparky, chippy, subbie, rocky, tassie, rego, hws), towns and suburbs instead of states, amounts as k / grand / bucks / + gst / "
  "inc gst. Honest \"no\" answers are common (%d items carry verdict \"no\"). Declines are mostly neighbours of held facts asked "
  "as what the sheet does not hold (a fee, a fine, a premium, a processing time, a renewal period) in states where that attribute is missing.\n"
  % sum(1 for q in Q if q.get("verdict") == "no"))
w("## Format\n")
w("Same as heldout14: a JSON array; each item has `id`, `q`, `kind` (answer / tool / decline / ambiguous), `state` (where the **work** is; "
  "`AU` = national rule; `null` for ambiguous), `topic`, `basis` (fact-sheet section; \"facts.md (not held)\" for declines; "
  "\"facts.md (several states)\" for ambiguous); optional `verdict` (\"yes\"/\"no\": \"do I need / must I / is X required\" → yes = needed; "
  "\"can I / am I ok / is that right / legal?\" → yes = allowed/right), `figures` (as the fact sheet writes them; tools: computed value "
  "first, then the rate or threshold; ABN items \"valid\"/\"invalid\"), `ask` (declines: who to ask), `date` (ISO date the rule must be "
  "applied at), `profile` ({state, trade} when the question relies on the asker's profile; `state` is then the profile's state). "
  "For ambiguous items `topic` lists the readings and their answers. Figures written \"BD\" follow the sheet's abbreviation for business days.\n")
w("## Counts\n")
w("- By kind: " + ", ".join("%s %d" % (k, kc[k]) for k in K) + " (" + " / ".join("%.1f%%" % (100.0 * kc[k] / len(Q)) for k in K) + ").")
w("- By state: " + ", ".join("%s %d" % (s, sc[s]) for s in S) + ", ambiguous (null) %d.\n" % sc[None])
w("| state | answer | tool | decline |\n|---|---|---|---|")
for s in S:
    w("| %s | %s |" % (s, " | ".join(str(sum(1 for q in Q if q["state"] == s and q["kind"] == k)) for k in K[:3])))
w("")
dated = [q for q in Q if q.get("date")]
prof = [q for q in Q if q.get("profile")]
w("- %d items have a `verdict` (%d yes / %d no), %d have `figures`, %d have a `date`, %d have a `profile`:" % (
    sum(1 for q in Q if "verdict" in q), sum(1 for q in Q if q.get("verdict") == "yes"), sum(1 for q in Q if q.get("verdict") == "no"),
    sum(1 for q in Q if q.get("figures")), len(dated), len(prof)))
for q in dated:
    w("  - %s (%s): %s → %s" % (q["id"], q["date"], q["q"][:100], q["topic"]))
for q in prof:
    w("  - %s profile %s/%s: %s → %s" % (q["id"], q["profile"]["state"], q["profile"]["trade"], q["q"], q["topic"]))
w("")
tools = [q for q in Q if q["kind"] == "tool"]
w("## Tool items (%d)\n" % len(tools))
w("Recomputed by `check_tools.py` from the amounts as written in each question (Python Decimal; k / grand / words / \"+ gst\" / \"inc gst\"; "
  "every amount token must be in the question; threshold verdicts, GST basis and ABN check digits re-checked) → **bad 0**. "
  "Super 12% (11.5% for wages paid in March 2025). Deposit: NSW 10%; VIC/QLD 10% under $20,000, 5% at $20,000 or more, QLD 20% "
  "where more than 50% is off-site; WA 6.5% ($7,500–$500,000). No-ABN withholding 47%.\n")
for q in tools:
    v = " (%s)" % q["verdict"] if "verdict" in q else ""
    w("  - %s %s: %s → %s%s" % (q["id"], q["state"], q["q"], ", ".join(q["figures"]), v))
w("")
dec = [q for q in Q if q["kind"] == "decline"]
w("## Declines (%d)\n" % len(dec))
for q in dec:
    w("  - %s %s: %s — %s → ask %s" % (q["id"], q["state"], q["q"], q["topic"], q["ask"]))
w("")
amb = [q for q in Q if q["kind"] == "ambiguous"]
w("## Ambiguous (%d)\n" % len(amb))
for q in amb:
    w("  - %s: %s — %s" % (q["id"], q["q"], q["topic"]))
w("")
w("## Writer's notes\n")
w(notes.strip() + "\n")
w("`gen.py` writes `questions.json`; `check_tools.py` re-checks the tool items (`python3 check_tools.py` → \"bad 0\"); "
  "`make_readme.py` writes this file from `questions.json` and `notes.md`.\n")
open(os.path.join(HERE, "README.md"), "w").write("\n".join(L))
print("README.md written")
