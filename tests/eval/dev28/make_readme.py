#!/usr/bin/env python3
"""Writes README.md from questions.json and notes.md."""
import json, collections, os
H = os.path.dirname(os.path.abspath(__file__))
Q = json.load(open(os.path.join(H, "questions.json")))
K = collections.Counter(d["kind"] for d in Q); S = collections.Counter(d["state"] or "null" for d in Q)
states = ["NSW", "VIC", "QLD", "WA", "SA", "TAS", "ACT", "NT", "AU"]; kinds = ["answer", "tool", "decline", "ambiguous"]
V = collections.Counter(d.get("verdict") for d in Q if d.get("verdict"))
L = ["# Development set 28 (blind): 150 questions\n",
 "Written 28 Nov 2026 by helper \"blind-d28\" (brief: /work/briefs/blind-d28.md). **150** questions, ids d28-001…d28-150. An undated question takes **2026-11-28 (Saturday)** as today; relative dates are resolved into `date`. Every `answer`/`tool` figure was checked against the fact sheet before the stop.\n",
 "## Who wrote it and what was read\n",
 "The writer opened only: `/work/briefs/blind-d28.md`, `/work/briefs/blind-common.md`, `/work/briefs/17.md`, `/work/briefs/facts-1.md` … `/work/briefs/facts-6.md` (all of them), `/work/briefs/heldout14-README.md` (conventions; its examples not reused), `/work/briefs/heldout14-questions-head.json` (JSON shape) and `/work/briefs/heldout14-check_tools-head.py` (checker style). Nothing under /work/main, /work/ci, /work/wt or other /work/blind folders; no git history, no code search, no search tools; the app and the assistant were not run.\n",
 "## Style\n",
 "Dictated on site through voice typing: little punctuation, run-on sentences, \"um\"/\"yeah so\"/\"like\" fillers, acronyms spelled out (\"cue bee see see\", \"c c e w\", \"c o e s\", \"h b c f\", \"d b i\", \"b p b\", \"e c o c\", \"w a\", \"a c t\"), \"swims\" for SWMS, homophones (there/their), numbers as dictation writes them (\"four point five k\", \"three and a half grand\", \"eighteen hundred\", \"two thousand one hundred\", \"32 grand\", \"18.5k\", \"2.6 metres\", \"2.7 m\"), a mid-message correction (\"22k no sorry 26k\"), questions for an apprentice, offsider, mate or customer, towns and suburbs instead of states, two questions in one message (WA NOC + ESC, QLD Form 4 deadline + fee).\n",
 "## Format\n",
 "Same as heldout14: JSON array; `id`, `q`, `kind` (answer/tool/decline/ambiguous), `state` (where the work is; `AU` national; `null` for ambiguous), `topic`, `basis`; optional `verdict`, `figures` (as the fact sheet writes them; tools: computed value first, then rate/threshold; ABN \"valid\"/\"invalid\"), `ask` (declines), `date`, `profile`.\n",
 "## Counts\n",
 "- By kind: " + ", ".join("%s %d" % (k, K[k]) for k in kinds) + " (%s)." % " / ".join("%.1f%%" % (100 * K[k] / len(Q)) for k in kinds),
 "- By state: " + ", ".join("%s %d" % (s, S[s]) for s in states + ["null"]) + ".\n",
 "| state | answer | tool | decline |", "|---|---|---|---|"]
for s in states:
    c = collections.Counter(d["kind"] for d in Q if d["state"] == s)
    L.append("| %s | %d | %d | %d |" % (s, c["answer"], c["tool"], c["decline"]))
L.append("")
L.append("- %d items have a `verdict` (yes %d, no %d), %d have `figures`, %d have a `date`, %d have a `profile`, %d have `ask`." % (
    sum(V.values()), V["yes"], V["no"], sum(1 for d in Q if d.get("figures")), sum(1 for d in Q if d.get("date")),
    sum(1 for d in Q if d.get("profile")), sum(1 for d in Q if d.get("ask"))))
for d in Q:
    if d.get("date") or d.get("profile"):
        L.append("  - %s%s%s: %s → %s" % (d["id"], " (%s)" % d["date"] if d.get("date") else "",
                 " profile %s/%s" % (d["profile"]["state"], d["profile"]["trade"]) if d.get("profile") else "", d["q"][:90], d["topic"]))
L.append("\n## Tool items\n\nRecomputed by `check_tools.py` from the amounts as written (Decimal, GST half-up to the cent, ABN check digits, one calendar-date item) → **bad 0**.\n")
L += ["  - %s %s: %s → %s%s" % (d["id"], d["state"], d["q"], ", ".join(d["figures"]), " (%s)" % d["verdict"] if d.get("verdict") else "") for d in Q if d["kind"] == "tool"]
L.append("\n## Declines\n")
L += ["  - %s %s: %s — %s → ask %s" % (d["id"], d["state"], d["q"], d["topic"], d["ask"]) for d in Q if d["kind"] == "decline"]
L.append("\n## Ambiguous\n")
L += ["  - %s: %s — %s" % (d["id"], d["q"], d["topic"]) for d in Q if d["kind"] == "ambiguous"]
L.append("\n## Writer's notes\n")
L.append(open(os.path.join(H, "notes.md")).read().split("\n", 1)[1])
L.append("`gen.py` writes `questions.json`; `check_tools.py` re-checks the tool items (`python3 check_tools.py` → \"bad 0\"); `make_readme.py` writes this file.")
open(os.path.join(H, "README.md"), "w").write("\n".join(L) + "\n")
