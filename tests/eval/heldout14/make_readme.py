#!/usr/bin/env python3
"""Write README.md from questions.json and notes.md (blind-h14)."""
import json, os, collections
HERE = os.path.dirname(os.path.abspath(__file__))
Q = json.load(open(os.path.join(HERE, "questions.json")))
notes = open(os.path.join(HERE, "notes.md")).read()
K = collections.Counter(d["kind"] for d in Q)
S = collections.Counter(d["state"] or "null" for d in Q)
states = ["NSW", "VIC", "QLD", "WA", "SA", "TAS", "ACT", "NT", "AU"]
n = len(Q)
L = []
L.append("# Held-out set 14 (blind): %d questions\n" % n)
L.append("Written 27 Nov 2026 by helper \"blind-h14\" (brief: /work/briefs/blind-h14.md). **%d** questions, ids h14-001…h14-%03d, every `answer`/`tool` item's figures checked against facts.md before the stop. An undated question takes **2026-11-27 (Friday)** as \"today\"; relative dates are resolved into `date`. This set is held out: nobody tunes to it.\n" % (n, n))
L.append("## Who wrote it and what was read\n")
L.append("The writer read only: `/work/briefs/blind-h14.md`, `/work/briefs/blind-common.md`, `/work/briefs/17.md` (the issue), `/work/main/docs/compliance/facts.md` (all of it, §0–§9 including the passes of 25–27 Nov 2026, in four pieces of at most 30,000 characters), `/work/main/tests/eval/heldout13/README.md` (conventions; its example lists were used only to avoid repeating its questions), and the first 1,500 characters of `/work/main/tests/eval/heldout13/questions.json` (JSON shape) and of `/work/main/tests/eval/heldout13/check_tools.py` (tool-check style; this set's checker has its own spec table). Nothing under src/, api/, scripts/ or other tests was opened; no other eval set or /work/blind folder; no git history; the app was not run; /work/main was not edited.\n")
L.append("## Style\n")
L.append("First-week questions of a new user, typed on a phone: bare subjects (\"hbcf nsw?\", \"qbcc licence for a 3k pergola in toowoomba?\", \"need a licence to install split systems?\"), \"mate reckons…\", \"heard…\", \"old sparky told my apprentice…\", \"customer wants…\", \"am i ok to…\", \"whats the go with…\", two questions in one (payment schedule + time to pay, NOC + ESC, CoC lodge + keep, landing + stairs), statements to correct, questions for an apprentice, subbie, nephew, mate or customer, places by suburb or postcode only, amounts in words or k/grand (\"twenty grand on the dot\", \"six hundred and fifty\", \"forty two thousand\", \"four grand\", \"18.5k\"), dropped g's and slang (tilin, plasterin, livenin, restumpin, arvo, offsider, chippy, brissy, tassie, sparky, subbie), sums of one job, client-supplied materials, two profile-based questions, and a fair share of honest \"no\" / \"not needed\" answers (%d items carry verdict \"no\").\n" % sum(1 for d in Q if d.get("verdict") == "no"))
L.append("## Format\n")
L.append("Same as heldout13: a JSON array; each item has `id`, `q`, `kind` (answer / tool / decline / ambiguous), `state` (where the **work** is; `AU` = national rule; `null` for ambiguous), `topic`, `basis` (facts.md section; \"facts.md (not held)\" for declines); optional `verdict` (\"yes\"/\"no\"), `figures` (values the answer must state, as facts.md writes them; for tools the computed value first, then the threshold or rate; for ABN items \"valid\"/\"invalid\"), `ask` (declines: who to ask), `date` (ISO date the rule must be applied at), `profile` ({state, trade} when the question relies on the asker's profile). `verdict` answers the underlying question (\"do I need / must I\" → yes = needed; \"can I / is it allowed / is that right / true?\" → no = not allowed / not right). For ambiguous items `topic` lists the readings and their answers.\n")
L.append("## Counts\n")
L.append("- By kind: " + ", ".join("%s %d" % (k, K[k]) for k in ["answer", "tool", "decline", "ambiguous"]) + " (" + " / ".join("%.1f%%" % (100.0 * K[k] / n) for k in ["answer", "tool", "decline", "ambiguous"]) + ").")
L.append("- By state: " + ", ".join("%s %d" % (s, S[s]) for s in states) + ", ambiguous (null) %d.\n" % S["null"])
L.append("| state | answer | tool | decline |\n|---|---|---|---|")
C = collections.Counter((d["state"], d["kind"]) for d in Q)
for s in states:
    L.append("| %s | %d | %d | %d |" % (s, C[(s, "answer")], C[(s, "tool")], C[(s, "decline")]))
dated = [d for d in Q if d.get("date")]
L.append("\n- %d items have a `verdict`, %d have `figures`, %d have a `date`, %d have a `profile`:" % (sum(1 for d in Q if d.get("verdict")), sum(1 for d in Q if d.get("figures")), len(dated), sum(1 for d in Q if d.get("profile"))))
for d in dated:
    L.append("  - %s (%s): %s → %s" % (d["id"], d["date"], d["q"][:90], d["topic"]))
for d in Q:
    if d.get("profile"):
        L.append("  - %s profile %s/%s: %s → %s" % (d["id"], d["profile"]["state"], d["profile"]["trade"], d["q"], d["topic"]))
L.append("\n## Tool items (%d)\n" % K["tool"])
L.append("Recomputed by `check_tools.py` from the amounts as written in each question (Python Decimal; word numbers parsed; every amount token must be in the question; threshold verdicts and ABN check digits re-checked) → **bad 0**. Super 12% (wages paid now; 11.5% for February 2025). Deposit: NSW 10%; VIC/QLD 10% under $20,000, 5% at $20,000 or more, QLD 20% where more than 50% is off-site; WA 6.5% ($7,500–$500,000). No-ABN withholding 47%, none at $75 or less ex GST or for an under-18 paid $350 or less a week.\n")
for d in Q:
    if d["kind"] == "tool":
        L.append("  - %s %s: %s → %s%s" % (d["id"], d["state"], d["q"], ", ".join(d["figures"]), (" (" + d["verdict"] + ")") if d.get("verdict") else ""))
L.append("\n## Declines (%d)\n" % K["decline"])
for d in Q:
    if d["kind"] == "decline":
        L.append("  - %s %s: %s — %s → ask %s" % (d["id"], d["state"], d["q"], d["topic"], d["ask"]))
L.append("\n## Ambiguous (%d)\n" % K["ambiguous"])
for d in Q:
    if d["kind"] == "ambiguous":
        L.append("  - %s: %s — %s" % (d["id"], d["q"], d["topic"]))
L.append("\n" + notes.strip() + "\n")
L.append("\n`gen.py` writes `questions.json`; `check_tools.py` re-checks the tool items (`python3 check_tools.py` → \"bad 0\"); `make_readme.py` writes this file from `questions.json` and `notes.md`.")
open(os.path.join(HERE, "README.md"), "w").write("\n".join(L) + "\n")
print("README.md written")
