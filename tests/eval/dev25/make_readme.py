#!/usr/bin/env python3
"""Writes README.md from questions.json and notes.md (development set 25)."""
import json, os
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
Q = json.load(open(os.path.join(HERE, "questions.json")))
NOTES = open(os.path.join(HERE, "notes.md")).read()
KINDS = ["answer", "tool", "decline", "ambiguous"]
STATES = ["NSW", "VIC", "QLD", "WA", "SA", "TAS", "ACT", "NT", "AU"]


def short(q, n=100):
    return q if len(q) <= n else q[:n] + " …"


kc = Counter(d["kind"] for d in Q)
sc = Counter(d["state"] for d in Q)
ks = Counter((d["state"], d["kind"]) for d in Q)
L = []
L.append("# Development set 25 (blind): 150 questions\n")
L.append("Written 28 Nov 2026 by helper \"blind-d25\" (briefs: /work/briefs/blind-common.md, /work/briefs/blind-d25.md). "
         "**150** questions, ids d25-001…d25-150. An undated question takes **2026-11-28 (Saturday)** as \"today\"; "
         "relative dates are resolved into `date`. This is a **development** set: engineers may tune to it (unlike the held-out sets).\n")
L.append("## Who wrote it and what was read\n")
L.append("The writer read only: the two briefs above, `/work/briefs/17.md` (the issue), `/work/briefs/facts-1.md` … `facts-4.md` "
         "(the fact sheet, §0–§9 including the passes of 25–27 Nov 2026), `/work/briefs/heldout14-README.md` (conventions; its "
         "example questions were used only to avoid repeating them) and the heads of heldout14's `questions.json` and "
         "`check_tools.py` (JSON shape, checker style). Nothing under /work/main was opened; no other eval set or /work/blind "
         "folder; no git history; the app and the assistant were not run.\n")
L.append("## Focus and style\n")
L.append("Per the d25 brief, each rule is asked by its **different attributes** — is it needed (both halves: below and above a "
         "threshold, work it covers and work it doesn't), by when / how long, how much (fee, amount, percentage), who gets it / "
         "who to tell, what penalty — and the same attribute is asked in a state where the sheet does **not** hold it (a decline "
         "naming that state's regulator). Typed as a tradie texts: bare subjects, dropped g's (tilin, plasterin, diggin, knockin), "
         "typos and slang (wen, gd, apprentce, brissy, tassie, chippy, sparky, subbie, dunny, rego, reno, coc/ccew/coes), places by "
         "town or suburb (bathurst, wagga, hornsby, shepparton, frankston, joondalup, whyalla, devonport, belconnen, katherine…), "
         "amounts in k / grand / bucks / words / \"+ gst\" / \"inc gst\", sums of one job, client-supplied materials, claims to judge "
         "(\"mate reckons…\", \"heard…\"), two questions in one, two profile items and one profile decline.\n")
L.append("## Format\n")
L.append("As heldout14: a JSON array; each item has `id`, `q`, `kind` (answer / tool / decline / ambiguous), `state` (where the "
         "**work** is; `AU` = national rule; `null` for ambiguous), `topic`, `basis` (facts.md section; \"facts.md (not held)\" for "
         "declines; \"facts.md (several states)\" for ambiguous); optional `verdict`, `figures` (as facts.md writes them — \"BD\" and "
         "\"PU\" where facts.md writes them; tools: computed value first, then rate or threshold; ABN items \"valid\"/\"invalid\"), "
         "`ask` (declines), `date`, `profile` ({state, trade}). `verdict`: \"do I need / must I / is X required\" → yes = needed; "
         "\"can I / am I allowed / is that right / does that stand\" → yes = allowed / right.\n")
L.append("## Counts\n")
L.append("- By kind: " + ", ".join("%s %d" % (k, kc[k]) for k in KINDS) + " (" +
         " / ".join("%.1f%%" % (100.0 * kc[k] / len(Q)) for k in KINDS) + ").")
L.append("- By state: " + ", ".join("%s %d" % (s, sc[s]) for s in STATES) + ", ambiguous (null) %d.\n" % sc[None])
L.append("| state | answer | tool | decline |\n|---|---|---|---|")
for s in STATES:
    L.append("| %s | %d | %d | %d |" % (s, ks[(s, "answer")], ks[(s, "tool")], ks[(s, "decline")]))
nv = sum(1 for d in Q if "verdict" in d)
nvn = sum(1 for d in Q if d.get("verdict") == "no")
nf = sum(1 for d in Q if "figures" in d)
dated = [d for d in Q if "date" in d]
prof = [d for d in Q if "profile" in d]
L.append("\n- %d items have a `verdict` (%d \"no\"), %d have `figures`, %d have a `date`, %d have a `profile`:" %
         (nv, nvn, nf, len(dated), len(prof)))
for d in dated:
    L.append("  - %s (%s): %s → %s" % (d["id"], d["date"], short(d["q"]), d["topic"]))
for d in prof:
    L.append("  - %s profile %s/%s: %s → %s" % (d["id"], d["profile"]["state"], d["profile"]["trade"], d["q"], d["topic"]))
tools = [d for d in Q if d["kind"] == "tool"]
L.append("\n## Tool items (%d)\n" % len(tools))
L.append("Recomputed by `check_tools.py` from the amounts as written in each question (Python Decimal; words, k, grand, bucks "
         "parsed; every amount token must be in the question; threshold verdicts re-checked on the stated GST basis; super rate "
         "by pay date; ABN check digits) → **bad 0**. Super 12% for wages paid from 1 July 2025 (11.5% for June 2025). "
         "Deposit: NSW 10%; VIC 10% under $20,000, 5% at $20,000 or more; QLD 20% where more than 50% is off-site; WA 6.5%. "
         "No-ABN withholding 47%, none at $75 or less ex GST. ABNs are fresh (random, seed 2525): valid 82 547 781 237; "
         "invalid 19919562607 (last digit changed from valid 19919562606).\n")
for d in tools:
    v = " (%s)" % d["verdict"] if "verdict" in d else ""
    L.append("  - %s %s: %s → %s%s" % (d["id"], d["state"], d["q"], ", ".join(d["figures"]), v))
decl = [d for d in Q if d["kind"] == "decline"]
L.append("\n## Declines (%d)\n" % len(decl))
for d in decl:
    L.append("  - %s %s: %s — %s → ask %s" % (d["id"], d["state"], d["q"], d["topic"], d["ask"]))
amb = [d for d in Q if d["kind"] == "ambiguous"]
L.append("\n## Ambiguous (%d)\n" % len(amb))
for d in amb:
    L.append("  - %s: %s — %s" % (d["id"], d["q"], d["topic"]))
L.append("\n## Answer items (%d)\n" % kc["answer"])
for d in Q:
    if d["kind"] != "answer": continue
    v = " [%s]" % d["verdict"] if "verdict" in d else ""
    f = " {%s}" % ", ".join(d["figures"]) if "figures" in d else ""
    L.append("  - %s %s: %s →%s%s %s" % (d["id"], d["state"], d["q"], v, f, d["topic"]))
L.append("\n## Writer's notes\n")
L.append(NOTES.strip())
L.append("\n\n`gen.py` writes `questions.json`; `check_tools.py` re-checks the tool items (`python3 check_tools.py` → \"bad 0\"); "
         "`make_readme.py` writes this file from `questions.json` and `notes.md`.\n")
open(os.path.join(HERE, "README.md"), "w").write("\n".join(L))
print("README.md written")
