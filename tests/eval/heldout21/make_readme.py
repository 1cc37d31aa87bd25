#!/usr/bin/env python3
"""Writes README.md from questions.json and notes.md (blind-h21)."""
import json, os
from collections import Counter
HERE = os.path.dirname(os.path.abspath(__file__))
Q = json.load(open(os.path.join(HERE, "questions.json")))
notes = open(os.path.join(HERE, "notes.md")).read().split("\n", 1)[1]
K = ["answer", "tool", "decline", "ambiguous"]
S = ["NSW", "VIC", "QLD", "WA", "SA", "TAS", "ACT", "NT", "AU"]
kc = Counter(x["kind"] for x in Q)
sc = Counter(x["state"] for x in Q)
c = Counter((x["state"], x["kind"]) for x in Q)
n = len(Q)
L = []
L.append("# Held-out set 21 (blind): %d questions\n" % n)
L.append("Written 28 Nov 2026 by helper \"blind-h21\" (brief: /work/briefs/blind-h21.md). **%d** questions, ids h21-001…h21-%03d, "
         "every `answer`/`tool` item's figures taken from the fact sheet. An undated question takes **2026-11-28 (Saturday)** "
         "as \"today\"; relative dates are resolved into `date`. This set is held out: nobody tunes the assistant to it.\n" % (n, n))
L.append("## Who wrote it and what was read\n")
L.append("The writer read only: `/work/briefs/blind-common.md`, `/work/briefs/blind-h21.md`, `/work/briefs/17.md` (the issue), "
         "`/work/briefs/facts-1.md` … `facts-4.md` (the fact sheet, §0–§9 including the passes of 25–28 Nov 2026), "
         "`/work/briefs/heldout14-README.md` (conventions; its example lists used only to avoid repeating its questions) and "
         "`/work/briefs/heldout14-questions-head.json` / `heldout14-check_tools-head.py` (JSON shape, checker style). "
         "Nothing under /work/main was opened; no other eval set or /work/blind folder; no git history; the app and the "
         "assistant were not run.\n")
L.append("## Style\n")
L.append("A tradie's first month with the app, typed on a phone: suburbs and regional towns instead of states (cronulla, "
         "warrnambool, bundaberg, kalgoorlie, murray bridge, devonport, gungahlin, katherine…), stories that end in a question, "
         "claims to judge (\"old plumber told me… $500\", \"bloke in gawler reckons…\"), two questions in one (NOC + ESC, CoC "
         "deadline + keep, cooling-off + what I keep, tempering + storage), sums of one job, client-supplied materials, "
         "\"+ gst\", amounts in words / k / grand (\"three hundred and thirty bucks\", \"sixty five grand\", \"2.9k\", \"18k\"), "
         "dropped g's and slang (tilin, plasterin, diggin, sparky, chippy, brissy, tassie, subbie, pull the pin), three "
         "profile questions with no place, eight dated questions, and neighbours of held facts asked as fees, fines, "
         "processing times and premiums.\n")
L.append("## Format\n")
L.append("A JSON array; each item has `id`, `q`, `kind` (answer / tool / decline / ambiguous), `state` (where the **work** is; "
         "`AU` = national rule; `null` for ambiguous), `topic`, `basis` (fact-sheet section; \"facts.md (not held)\" for "
         "declines; \"facts.md (several states)\" for ambiguous); optional `verdict` (\"yes\"/\"no\"), `figures` (as the fact "
         "sheet writes them; tools: computed value first, then the rate or threshold; ABN items \"valid\"/\"invalid\"), `ask` "
         "(declines: who to ask), `date` (ISO date the rule must be applied at), `profile` ({state, trade} when the question "
         "relies on the asker's profile). `verdict`: \"do I need / must I / is X required\" → yes = needed; \"can I / am I ok / "
         "is that right / legal?\" → yes = allowed/right, no = not. For ambiguous items `topic` lists the readings and their "
         "answers.\n")
L.append("## Counts\n")
L.append("- By kind: " + ", ".join("%s %d" % (k, kc[k]) for k in K) + " (" +
         " / ".join("%.1f%%" % (100.0 * kc[k] / n) for k in K) + ").")
L.append("- By state: " + ", ".join("%s %d" % (s, sc[s]) for s in S) + ", ambiguous (null) %d.\n" % sc[None])
L.append("| state | answer | tool | decline |\n|---|---|---|---|")
for s in S:
    L.append("| %s | %d | %d | %d |" % (s, c[(s, "answer")], c[(s, "tool")], c[(s, "decline")]))
L.append("")
nv = sum(1 for x in Q if "verdict" in x); nf = sum(1 for x in Q if "figures" in x)
nd = [x for x in Q if "date" in x]; np_ = [x for x in Q if "profile" in x]
L.append("- %d items have a `verdict` (%d \"no\"), %d have `figures`, %d have a `date`, %d have a `profile`:" %
         (nv, sum(1 for x in Q if x.get("verdict") == "no"), nf, len(nd), len(np_)))
for x in nd:
    L.append("  - %s (%s): %s → %s" % (x["id"], x["date"], x["q"], x["topic"]))
for x in np_:
    L.append("  - %s profile %s/%s: %s → %s" % (x["id"], x["profile"]["state"], x["profile"]["trade"], x["q"], x["topic"]))
tools = [x for x in Q if x["kind"] == "tool"]
L.append("\n## Tool items (%d)\n" % len(tools))
L.append("Recomputed by `check_tools.py` from the amounts as written in each question (Python Decimal; word numbers, k and "
         "grand parsed; every amount token must be in the question; threshold verdicts with their GST basis and ABN check "
         "digits re-checked) → **bad 0**. Super 12% for wages paid from 1 July 2025 (11.5% for May 2025). Deposit: NSW 10%; "
         "VIC/QLD 10% under $20,000, 5% at $20,000 or more, QLD 20% where more than 50% is off-site; WA 6.5% ($7,500–$500,000). "
         "No-ABN withholding 47%; none for an under-18 paid $350 or less a week. ABNs generated fresh (seed 2121, none from "
         "§6.1's vectors): valid 11 794 631 167 and 90641833235; invalid 59564286723 (last digit changed from valid "
         "59564286720) and 20 752 216 900 (last digit changed from valid 20752216907).\n")
for x in tools:
    v = (" (%s)" % x["verdict"]) if "verdict" in x else ""
    L.append("  - %s %s: %s → %s%s" % (x["id"], x["state"], x["q"], ", ".join(x["figures"]), v))
dec = [x for x in Q if x["kind"] == "decline"]
L.append("\n## Declines (%d)\n" % len(dec))
for x in dec:
    L.append("  - %s %s: %s — %s → ask %s" % (x["id"], x["state"], x["q"], x["topic"], x["ask"]))
amb = [x for x in Q if x["kind"] == "ambiguous"]
L.append("\n## Ambiguous (%d)\n" % len(amb))
for x in amb:
    L.append("  - %s: %s — %s" % (x["id"], x["q"], x["topic"]))
L.append("\n## Writer's notes\n")
L.append(notes.strip())
L.append("\n\n`gen.py` writes `questions.json`; `check_tools.py` re-checks the tool items (`python3 check_tools.py` → \"bad 0\"); "
         "`make_readme.py` writes this file from `questions.json` and `notes.md`.\n")
open(os.path.join(HERE, "README.md"), "w").write("\n".join(L))
print("README.md written")
