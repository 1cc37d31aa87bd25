#!/usr/bin/env python3
"""Writes README.md for dev set 17 from questions.json and notes.md."""
import json, os
from collections import Counter
HERE = os.path.dirname(os.path.abspath(__file__))
Q = json.load(open(os.path.join(HERE, "questions.json")))
notes = open(os.path.join(HERE, "notes.md")).read()
K = Counter(d["kind"] for d in Q)
S = Counter(d["state"] or "null" for d in Q)
n = len(Q)
order = ["NSW", "VIC", "QLD", "WA", "SA", "TAS", "ACT", "NT", "AU"]
L = []
L.append("# Dev set 17 (blind): %d questions\n" % n)
L.append("Written 27 Nov 2026 by helper \"blind-d17\" (brief: /work/briefs/blind-d17.md, /work/briefs/blind-common.md). "
         "**%d** questions, ids d17-001…d17-%03d, every answer/tool item checked against facts.md before the stop. "
         "An undated question takes **2026-11-27 (Friday)** as \"today\"; relative dates are resolved into `date`. "
         "This is a development set: its failures may be read to find kinds.\n" % (n, n))
L.append("## Who wrote it and what was read\n")
L.append("The writer read only: `/work/briefs/blind-d17.md`, `/work/briefs/blind-common.md`, `/work/briefs/17.md` (the issue), "
         "`/work/main/docs/compliance/facts.md` (all of it, §0–§9 including the passes of 25–27 Nov 2026, in four pieces of at most "
         "30,000 characters), `/work/main/tests/eval/heldout13/README.md` (conventions; its question lists were used only to avoid "
         "repeating them), and the first 1,500 characters of `/work/main/tests/eval/heldout13/questions.json` (JSON shape) and of "
         "`/work/main/tests/eval/heldout13/check_tools.py` (checker style; this set's checker has its own spec table and word-number "
         "parser). Nothing under src/, api/, scripts/ or other tests was opened; no other eval set or /work/blind folder; no git "
         "history; the app was not run; /work/main was not edited.\n")
L.append("## Style\n")
L.append("Phone-typed: bare subjects with a place (\"cooling off nsw?\", \"vic deposit cap\", \"wa max deposit?\", \"plumbin cert deadline sa\", "
         "\"deposit cap nt\"), roundabout questions that need a bold yes/no first line (\"would i get in trouble…\", \"do they still make you…\", "
         "\"would i cop a penalty…\", \"do i still need…\"), owners and customers doing the work themselves, build years and dates against "
         "rules that changed (VIC 2017, SA fall trigger, NT like-for-like, super and withholding rates, engineered stone, payday super), "
         "holidays and business days (27–31 Dec, Form 4 and payday-super counts), amounts in parts or in words (\"thirty eight and a half "
         "grand\", \"six and a half grand\", \"nine thousand two hundred\"), two-part questions, statements to correct, questions for a "
         "mate, customer, apprentice or subbie, suburbs and postcodes instead of states, two profile-only items, slang and dropped g's "
         "(sparky, chippy, dunny, rego, tassie, offsider, tilin, plasterin, restumpin, liven it up).\n")
L.append("## Format\n")
L.append("Same as heldout13: a JSON array; each item has `id`, `q`, `kind` (answer / tool / decline / ambiguous), `state` (where the "
         "**work** is; `AU` = national rule; `null` for ambiguous), `topic`, `basis` (facts.md section; \"facts.md (not held)\" for "
         "declines); optional `verdict` (\"yes\"/\"no\"), `figures` (as facts.md writes them; for tools the computed value first, then the "
         "threshold or rate; ABN items \"valid\"/\"invalid\"), `ask` (declines: who to ask), `date` (ISO date the rule must be applied at), "
         "`profile` ({state, trade} where the question relies on the asker's profile). **Roundabout questions take the literal answer** "
         "(\"would I get in trouble\" → yes = trouble; see notes). For ambiguous items `topic` lists the readings and their answers.\n")
L.append("## Counts\n")
L.append("- By kind: " + ", ".join("%s %d" % (k, K[k]) for k in ("answer", "tool", "decline", "ambiguous")) +
         " (" + " / ".join("%.1f%%" % (100.0 * K[k] / n) for k in ("answer", "tool", "decline", "ambiguous")) + ").")
L.append("- By state: " + ", ".join("%s %d" % (s, S[s]) for s in order) + ", ambiguous (null) %d.\n" % S["null"])
L.append("| state | answer | tool | decline |\n|---|---|---|---|")
for s in order:
    c = Counter(d["kind"] for d in Q if d["state"] == s)
    L.append("| %s | %d | %d | %d |" % (s, c["answer"], c["tool"], c["decline"]))
dated = [d for d in Q if d.get("date")]
L.append("\n- %d items have a `verdict`, %d have `figures`, %d have a `date`, %d have a `profile`:" % (
    sum(1 for d in Q if d.get("verdict")), sum(1 for d in Q if d.get("figures")), len(dated), sum(1 for d in Q if d.get("profile"))))
for d in dated:
    L.append("  - %s (%s): %s → %s" % (d["id"], d["date"], d["q"][:90], d["topic"]))
for d in Q:
    if d.get("profile"):
        L.append("  - %s profile %s: %s → %s" % (d["id"], json.dumps(d["profile"]), d["q"], d["topic"]))
tools = [d for d in Q if d["kind"] == "tool"]
L.append("\n## Tool items (%d)\n" % len(tools))
L.append("Recomputed by `check_tools.py` from the amounts as written in each question (Python Decimal; amounts in words parsed; every "
         "amount token must occur in the question; threshold and ABN verdicts checked) → **bad 0**. Super 12% (wages paid now; 11% for "
         "Nov 2023). Deposit: NSW 10%; VIC/QLD 10% under $20,000, 5% at $20,000 or more; WA 6.5% ($7,500–$500,000). No-ABN withholding "
         "47% (49% in 2016), none at $75 or less ex GST or for an under-18 paid $350 or less a week.\n")
for d in tools:
    L.append("  - %s %s: %s → %s%s" % (d["id"], d["state"], d["q"][:90], ", ".join(d["figures"]),
                                         " (%s)" % d["verdict"] if d.get("verdict") else ""))
dec = [d for d in Q if d["kind"] == "decline"]
L.append("\n## Declines (%d)\n" % len(dec))
for d in dec:
    L.append("  - %s %s: %s — %s → ask %s" % (d["id"], d["state"], d["q"][:90], d["topic"], d["ask"]))
amb = [d for d in Q if d["kind"] == "ambiguous"]
L.append("\n## Ambiguous (%d)\n" % len(amb))
for d in amb:
    L.append("  - %s: %s — %s" % (d["id"], d["q"], d["topic"]))
L.append("\n## Writer's notes (judgement calls, where facts.md is thin, what was avoided)\n")
L.append(notes)
L.append("\n`gen.py` writes `questions.json`; `check_tools.py` re-checks the tool items (`python3 check_tools.py` → \"bad 0\"); "
         "`make_readme.py` writes this file from `questions.json` and `notes.md`.\n")
open(os.path.join(HERE, "README.md"), "w").write("\n".join(L))
print("README.md written")
