#!/usr/bin/env python3
import json, os, collections
HERE = os.path.dirname(os.path.abspath(__file__))
Q = json.load(open(os.path.join(HERE, "questions.json")))
kinds = collections.Counter(q["kind"] for q in Q)
states = ["NSW", "VIC", "QLD", "WA", "SA", "TAS", "ACT", "NT", "AU"]
L = []
L.append("# Blind set d32: %d questions\n" % len(Q))
L.append("Written 29 Nov 2026 by helper \"blind-d32\" (briefs: /work/briefs/blind-common.md, /work/briefs/blind-jargon.md). "
         "Ids d32-001…d32-%03d. An undated question takes **2026-11-29 (Sunday)** as today; past dates are resolved into `date`. "
         "Every `answer`/`tool` figure was checked against the fact sheet before the stop. Held out: nobody tunes to it.\n" % len(Q))
L.append("## Who wrote it and what was read\n")
L.append("Read only: /work/briefs/blind-common.md, blind-jargon.md, 17.md, facts-1.md … facts-6.md (all six, whole), "
         "heldout14-README.md, heldout14-questions-head.json, heldout14-check_tools-head.py. No code, tests, other /work/blind "
         "folders, git history or web; the app was not run.\n")
L.append("## Style\n")
L.append("The old hand (blind-jargon.md): builders, tradies and office managers of 20–30 years, short and sure, using "
         "acronyms and old names (BSA, VBA, DMIRS, Fair Trading, ESO, RSHQ, the Board), paperwork by name (HBA s8, s.7BA, "
         "DBCA s34, Form 4, CCEW, COES, NOC, ESC, NOI, eCoC, CEC, QHWS, HBCF, DBI, HII, BII, TPAR, BAS, SGC, SOPA, BIF Act, "
         "payment claim/schedule, progress claim, variation), statements to correct (30 BD, $500, 49%), amounts as builders "
         "write them ($48.5k, 22k ex, $1.2m, 48,510 inc) and places by suburb/region (the Shire, the Hills, Northern Beaches, "
         "Sunny Coast, Fremantle, Belconnen, Launceston, Alice). Leans to office-manager questions: contracts, payment "
         "claims, GST, super, withholding, TPAR, tax invoices.\n")
L.append("## Format\n")
L.append("As heldout14: JSON array; `id`, `q`, `kind` (answer/tool/decline/ambiguous), `state` (where the work is; AU national; "
         "null ambiguous), optional `verdict`, `figures` (as the fact sheet writes them; tools: computed value first, then "
         "rate/threshold; ABN: valid/invalid), `ask` (declines), `date`, `profile`, then `topic`, `basis` "
         "(\"facts (not held)\" for declines). Verdict answers the underlying question (\"do I need\" yes = needed; "
         "\"is it enforceable / still X / right\" no = not).\n")
L.append("## Counts\n")
L.append("- By kind: " + ", ".join("%s %d" % (k, kinds[k]) for k in ["answer", "tool", "decline", "ambiguous"]) +
         " (" + " / ".join("%.1f%%" % (100 * kinds[k] / len(Q)) for k in ["answer", "tool", "decline", "ambiguous"]) + ").")
sc = collections.Counter(str(q["state"]) for q in Q)
L.append("- By state: " + ", ".join("%s %d" % (s, sc[s]) for s in states) + ", ambiguous (null) %d.\n" % sc["None"])
L.append("| state | answer | tool | decline | total |\n|---|---|---|---|---|")
for s in states:
    c = collections.Counter(q["kind"] for q in Q if q["state"] == s)
    L.append("| %s | %d | %d | %d | %d |" % (s, c["answer"], c["tool"], c["decline"], sum(c.values())))
L.append("| (null) | – | – | – | %d ambiguous |\n" % sc["None"])
dated = [q for q in Q if q.get("date")]; prof = [q for q in Q if q.get("profile")]
L.append("- %d items have a `verdict`, %d have `figures`, %d have a `date`, %d have a `profile`:" % (
    sum(1 for q in Q if q.get("verdict")), sum(1 for q in Q if q.get("figures")), len(dated), len(prof)))
for q in dated:
    L.append("  - %s (%s): %s → %s" % (q["id"], q["date"], q["q"], q["topic"]))
for q in prof:
    L.append("  - %s profile %s/%s: %s → %s" % (q["id"], q["profile"]["state"], q["profile"]["trade"], q["q"], q["topic"]))
L.append("\n## Tool items (%d)\n" % kinds["tool"])
L.append("Recomputed by `check_tools.py` from the amounts as written (Decimal, GST half-up to the cent; every amount token "
         "must be in the question; threshold verdicts and ABN check digits re-checked) → **bad 0**. Super 12% (wages paid "
         "now), 11%% for March 2024. Deposits: NSW 10%%; VIC/QLD 10%% under $20,000, 5%% at $20,000 or more; QLD 20%% where "
         "more than 50%% is off-site; WA 6.5%%. No-ABN withholding 47%%, none at $75 or less ex GST.\n".replace("%%", "%"))
for q in Q:
    if q["kind"] == "tool":
        L.append("  - %s %s: %s → %s%s" % (q["id"], q["state"], q["q"], ", ".join(q["figures"]),
                                         " (%s)" % q["verdict"] if q.get("verdict") else ""))
L.append("\n## Declines (%d)\n" % kinds["decline"])
for q in Q:
    if q["kind"] == "decline":
        L.append("  - %s %s: %s — %s → ask %s" % (q["id"], q["state"], q["q"], q["topic"], q["ask"]))
L.append("\n## Ambiguous (%d)\n" % kinds["ambiguous"])
for q in Q:
    if q["kind"] == "ambiguous":
        L.append("  - %s: %s — %s" % (q["id"], q["q"], q["topic"]))
L.append("\n## Notes\n")
L.append(open(os.path.join(HERE, "notes.md")).read().split("\n", 1)[1].strip())
L.append("\n`gen.py` writes `questions.json`; `check_tools.py` re-checks the tool items (`python3 check_tools.py` → \"bad 0\"); "
         "`make_readme.py` writes this file from `questions.json` and `notes.md`.\n")
open(os.path.join(HERE, "README.md"), "w").write("\n".join(L))
