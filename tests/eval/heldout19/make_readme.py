#!/usr/bin/env python3
"""Writes README.md for held-out set 19 from questions.json and notes.md."""
import json, os, collections

HERE = os.path.dirname(os.path.abspath(__file__))
Q = json.load(open(os.path.join(HERE, "questions.json")))
notes = open(os.path.join(HERE, "notes.md")).read()
kinds = collections.Counter(d["kind"] for d in Q)
states = ["NSW", "VIC", "QLD", "WA", "SA", "TAS", "ACT", "NT", "AU"]
by = collections.defaultdict(collections.Counter)
for d in Q:
    by[d["state"]][d["kind"]] += 1
n = len(Q)
L = []
w = L.append
w("# Held-out set 19 (blind): %d questions\n" % n)
w("Written 28 Nov 2026 by helper \"blind-h19\" (briefs: /work/briefs/blind-common.md, /work/briefs/blind-h19.md). "
  "**%d** questions, ids h19-001…h19-%03d. An undated question takes **2026-11-28 (Saturday)** as \"today\"; relative "
  "dates are resolved into `date`. This set is held out: nobody tunes the assistant to it.\n" % (n, n))
w("## Who wrote it and what was read\n")
w("The writer read only: `/work/briefs/blind-common.md`, `/work/briefs/blind-h19.md`, `/work/briefs/17.md` (the issue), "
  "`/work/main/docs/compliance/facts.md` (all of it, §0–§9 including the passes of 25–27 Nov 2026, in four pieces of at "
  "most 30,000 characters), `/work/main/tests/eval/heldout14/README.md` (conventions; its example lists were used only "
  "to avoid repeating its questions and places), and the first 1,500 characters of "
  "`/work/main/tests/eval/heldout14/questions.json` (JSON shape) and of `/work/main/tests/eval/heldout14/check_tools.py` "
  "(tool-check style; this set's checker is its own). Nothing under src/, api/, scripts/ or other tests was opened; no "
  "other eval set or /work/blind folder; no git history; the app and the assistant were not run; /work/main was not "
  "edited.\n")
w("## Style\n")
w("Typed on a phone by a tradie in their first week with the app: lower case, dropped g's and typos (tilin, plumbin, "
  "wirin, apprentce, wat, tomoz, anythin), slang (sparky, chippy, subbie, brissy, tassie, arvo, ute, fibro, reno), places "
  "by suburb or town instead of state (wollongong, dubbo, shepparton, bundaberg, kalgoorlie, glenelg, burnie, gungahlin, "
  "casuarina…), amounts in words or k/grand (\"nineteen thousand nine hundred\", \"45 grand\", \"27.5k\", \"90 bucks\"), "
  "sums of one job, client-supplied materials, \"+ gst\" amounts, stories that end in the question, \"mate reckons\"-style "
  "claims, two questions in one (deadline + who gets it, tempering valve or TMV + temperature, class A vs B), held fines "
  "asked as fines (SA $100,000, $5,000, $6,000) beside fines that are not held (declines), and questions put as \"am i ok "
  "to / am i right to\" so that a \"yes\" can mean \"no rule stops you\". New phrasings: none of heldout14's README "
  "examples or the issue's examples are reused.\n")
w("## Format\n")
w("A JSON array; each item has `id`, `q`, `kind` (answer / tool / decline / ambiguous), `state` (where the **work** is; "
  "`AU` = national rule; `null` for ambiguous), `topic`, `basis` (facts.md section; \"facts.md (not held)\" for declines; "
  "\"facts.md (several states)\" for ambiguous); optional `verdict` (\"yes\"/\"no\"), `figures` (values the answer must "
  "state, as facts.md writes them; for tools the computed value first, then the rate or threshold; for ABN items "
  "\"valid\"/\"invalid\"), `ask` (declines: who to ask; \"A or B\" allowed), `date` (ISO date the rule must be applied at), "
  "`profile` ({state, trade} when the question relies on the asker's profile). `verdict` answers the underlying "
  "question: \"do I need / must I\" → yes = needed; \"can I / is it allowed / am I ok / is that right / true?\" → yes = "
  "allowed/right, no = not allowed/not right. For ambiguous items `topic` lists the readings and their answers.\n")
w("## Counts\n")
w("- By kind: " + ", ".join("%s %d" % (k, kinds[k]) for k in ["answer", "tool", "decline", "ambiguous"]) +
  " (%s).\n" % " / ".join("%.1f%%" % (100.0 * kinds[k] / n) for k in ["answer", "tool", "decline", "ambiguous"]))
w("- By state: " + ", ".join("%s %d" % (s, sum(by[s].values())) for s in states) +
  ", ambiguous (null) %d.\n" % sum(by[None].values()))
w("| state | answer | tool | decline |\n|---|---|---|---|")
for s in states:
    w("| %s | %d | %d | %d |" % (s, by[s]["answer"], by[s]["tool"], by[s]["decline"]))
w("")
nv = collections.Counter(d["verdict"] for d in Q if "verdict" in d)
w("- %d items have a `verdict` (yes %d, no %d), %d have `figures`, %d have a `date`, %d have a `profile`:" % (
    sum(nv.values()), nv["yes"], nv["no"], sum(1 for d in Q if "figures" in d), sum(1 for d in Q if "date" in d),
    sum(1 for d in Q if "profile" in d)))
for d in Q:
    if "date" in d:
        w("  - %s (%s): %s → %s" % (d["id"], d["date"], d["q"], d["topic"]))
for d in Q:
    if "profile" in d:
        w("  - %s profile %s/%s: %s → %s" % (d["id"], d["profile"]["state"], d["profile"]["trade"], d["q"], d["topic"]))
w("")
tools = [d for d in Q if d["kind"] == "tool"]
w("## Tool items (%d)\n" % len(tools))
w("Recomputed by `check_tools.py` from the amounts as written in each question (Python Decimal; word numbers and "
  "k/grand/bucks parsed; every amount token must be in the question; threshold verdicts, GST basis and ABN check digits "
  "re-checked) → **bad 0**. Super 12% (wages paid now; 11.5% for June 2025). Deposit: NSW 10%; VIC/QLD 10% under "
  "$20,000, 5% at $20,000 or more (QLD 20% only where more than 50% is off-site); WA 6.5% ($7,500–$500,000). No-ABN "
  "withholding 47% (49% in 2016), none at $75 or less ex GST or for an under-18 paid $350 or less a week.\n")
for d in tools:
    v = " (%s)" % d["verdict"] if "verdict" in d else ""
    w("  - %s %s: %s → %s%s" % (d["id"], d["state"], d["q"], ", ".join(d["figures"]), v))
w("")
dec = [d for d in Q if d["kind"] == "decline"]
w("## Declines (%d)\n" % len(dec))
w("The first line must say the thing asked is not held and name who to ask; no neighbouring figure in that line.\n")
for d in dec:
    w("  - %s %s: %s — %s → ask %s" % (d["id"], d["state"], d["q"], d["topic"], d["ask"]))
w("")
amb = [d for d in Q if d["kind"] == "ambiguous"]
w("## Ambiguous (%d)\n" % len(amb))
w("The answer should ask which place (or state its assumption) and not silently answer for one state.\n")
for d in amb:
    w("  - %s: %s — %s" % (d["id"], d["q"], d["topic"]))
w("")
w(notes)
w("\n`gen.py` writes `questions.json`; `check_tools.py` re-checks the tool items (`python3 check_tools.py` → \"bad 0\"); "
  "`make_readme.py` writes this file from `questions.json` and `notes.md`.")
open(os.path.join(HERE, "README.md"), "w").write("\n".join(L) + "\n")
print("README.md written")
