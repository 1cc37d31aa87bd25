#!/usr/bin/env python3
"""Writes README.md from questions.json and .flags.json."""
import json, os
from collections import Counter
H = os.path.dirname(os.path.abspath(__file__))
Qs = json.load(open(os.path.join(H, "questions.json")))
F = json.load(open(os.path.join(H, ".flags.json")))
kinds = Counter(q["kind"] for q in Qs)
states = Counter(str(q["state"]) for q in Qs)
order = ["NSW", "VIC", "QLD", "WA", "SA", "TAS", "ACT", "NT", "AU"]
L = []
L.append("# Blind set d38: 150 questions\n")
L.append("Written 29 Nov 2026 by helper \"blind-d38\" (brief: /work/briefs/blind-common.md, style /work/briefs/blind-numbers.md, "
         "plus: lean to the office side of a trade business). Ids d38-001…d38-150. An undated question takes **2026-11-29 (Sunday)** "
         "as today; relative days are resolved into `date`. Held out: nobody tunes to it.\n")
L.append("## Who wrote it and what was read\n")
L.append("Read only: blind-common.md, blind-numbers.md, 17.md (the issue), facts-1.md … facts-6.md (all), heldout14-README.md, "
         "heldout14-questions-head.json, heldout14-check_tools-head.py. Nothing under /work/main or /work/tools, no other /work/blind "
         "folder, no git history, no search/fetch tools; the app was not run.\n")
L.append("## Style\n")
L.append("Round 24, \"numbers and days the way people say them\", office-side lean: %d of 150 items are the partner or bookkeeper "
         "(quotes, invoices, deposits, contracts, wages, super, GST, tax invoices, TPAR, payment claims, no-ABN withholding). "
         "%d of 150 say the deciding figure or day in words, approximately, in parts, in feet/sizes or relative to another day "
         "(\"twenty-two and a half grand\", \"a touch over twenty grand\", \"four point eight plus the G\", \"3 grand … another two and a half\", "
         "\"eight foot\", \"thursday arvo\", \"a fortnight ago monday\", \"straight after the christmas shutdown\"); the rest plainly. "
         "Lower case, phone typing, tradie slang (arvo, chrissy, offsider, subbie, sparky, the G).\n"
         % (sum(v["office"] for v in F.values()), sum(v["loose"] for v in F.values())))
L.append("## Format\n")
L.append("JSON array like heldout14: `id`, `q`, `kind` (answer / tool / decline / ambiguous), `state` (where the work is; `AU` national; "
         "`null` ambiguous), `topic`, `basis` (\"facts §x.y STATE\"; \"facts (not held)\" for declines); optional `verdict`, `figures` "
         "(as the fact sheet writes them; tools: computed value first, then rate/threshold; ABN \"valid\"/\"invalid\"), `ask`, `date`, `profile`.\n")
L.append("## Counts\n")
L.append("- By kind: " + ", ".join("%s %d" % (k, kinds[k]) for k in ["answer", "tool", "decline", "ambiguous"]) +
         " (" + " / ".join("%.1f%%" % (100 * kinds[k] / len(Qs)) for k in ["answer", "tool", "decline", "ambiguous"]) + ").")
L.append("- By state: " + ", ".join("%s %d" % (s, states[s]) for s in order) + ", ambiguous (null) %d.\n" % states["None"])
L.append("| state | answer | tool | decline |\n|---|---|---|---|")
for s in order:
    c = Counter(q["kind"] for q in Qs if q["state"] == s)
    L.append("| %s | %d | %d | %d |" % (s, c["answer"], c["tool"], c["decline"]))
L.append("")
L.append("- %d items have a `verdict`, %d have `figures`, %d have a `date`, %d have a `profile`."
         % tuple(sum(1 for q in Qs if k in q) for k in ["verdict", "figures", "date", "profile"]))
L.append("")
L.append("### Dated items: the rule in force on that date (%d)\n" % sum(1 for q in Qs if "date" in q and q["topic"].startswith("dated")))
for q in Qs:
    if "date" in q and q["topic"].startswith("dated"):
        L.append("  - %s %s (%s): %s → %s" % (q["id"], q["state"], q["date"], q["q"][:90], q["topic"]))
L.append("")
L.append("### Deadline items: `date` is the day the period starts from, said relatively (%d)\n" % sum(1 for q in Qs if "date" in q and not q["topic"].startswith("dated")))
for q in Qs:
    if "date" in q and not q["topic"].startswith("dated"):
        L.append("  - %s %s (%s): %s → %s" % (q["id"], q["state"], q["date"], q["q"][:90], q["topic"]))
L.append("")
L.append("### Profile items\n")
for q in Qs:
    if "profile" in q:
        L.append("  - %s profile %s/%s: %s → %s" % (q["id"], q["profile"]["state"], q["profile"]["trade"], q["q"], q["topic"]))
L.append("")
L.append("## Tool items (%d)\n" % kinds["tool"])
L.append("Recomputed by `check_tools.py` from the amounts as written (Python Decimal; word numbers, \"and a half\", \"point\", k/grand parsed; "
         "every amount token must be in the question; implied thousands declared per token) → **bad 0**. Rates: GST 10% (1/11 out of an "
         "inclusive amount); super 12% (wages paid now), 11.5% for March 2025; deposits NSW 10%, VIC/QLD 10% under $20,000 and 5% at "
         "$20,000 or more, WA 6.5% ($7,500–$500,000); no-ABN withholding 47%, under-18 exception only to $350 a week; thresholds NSW $5,000 "
         "(incl GST) / $20,000, VIC $750 / $10,000, QLD $3,300 (incl GST), WA $20,000, SA $12,000 (and more), TAS $20,000 (or more), "
         "ACT $12,000 (or more), NT $12,000, GST registration $75,000 (or more); ABN modulus 89.\n")
for q in Qs:
    if q["kind"] == "tool":
        L.append("  - %s %s: %s → %s%s" % (q["id"], q["state"], q["q"], ", ".join(q["figures"]), " (%s)" % q["verdict"] if "verdict" in q else ""))
L.append("")
L.append("## Declines (%d)\n" % kinds["decline"])
for q in Qs:
    if q["kind"] == "decline":
        L.append("  - %s %s: %s — %s → ask %s" % (q["id"], q["state"], q["q"], q["topic"], q["ask"]))
L.append("")
L.append("## Ambiguous (%d)\n" % kinds["ambiguous"])
for q in Qs:
    if q["kind"] == "ambiguous":
        L.append("  - %s: %s — %s" % (q["id"], q["q"], q["topic"]))
L.append("")
L.append("## Notes\n")
L.append(open(os.path.join(H, "notes.md")).read().split("\n", 1)[1].replace("\n## ", "\n### "))
L.append("\n`gen.py` writes `questions.json` (and the internal `.flags.json`: office / loosely-said flags); `check_tools.py` re-checks the "
         "tool items (`python3 check_tools.py` → \"bad 0\"); `make_readme.py` writes this file.\n")
open(os.path.join(H, "README.md"), "w").write("\n".join(L))
