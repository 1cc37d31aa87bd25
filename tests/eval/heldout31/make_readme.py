#!/usr/bin/env python3
"""Writes README.md from questions.json (counts, dated/profile lists, tool items)."""
import json, os, collections
HERE = os.path.dirname(os.path.abspath(__file__))
Q = json.load(open(os.path.join(HERE, "questions.json")))
K = ["answer", "tool", "decline", "ambiguous"]
S = ["NSW", "VIC", "QLD", "WA", "SA", "TAS", "ACT", "NT", "AU"]
kc = collections.Counter(x["kind"] for x in Q)
sc = collections.Counter(x["state"] for x in Q)
c = collections.Counter((x["state"], x["kind"]) for x in Q)
L = []
L.append("# Blind held-out set h31: 200 questions (\"numbers and days the way people say them\")\n")
L.append("Written 29 Nov 2026 by helper \"blind-h31\" (briefs: /work/briefs/blind-common.md, /work/briefs/blind-numbers.md). "
         "Ids h31-001…h31-200. **Held out: nobody tunes to it.** Today for this set is **2026-11-29 (Sunday)**; relative days "
         "are resolved into `date`.\n")
L.append("## Who wrote it and what was read\n")
L.append("Written by helper \"blind-h31\". Read only: /work/briefs/blind-common.md, /work/briefs/blind-numbers.md, "
         "/work/briefs/17.md, /work/briefs/facts-1.md … facts-6.md (all of them), /work/briefs/heldout14-README.md, "
         "/work/briefs/heldout14-questions-head.json, /work/briefs/heldout14-check_tools-head.py. Nothing under /work/main, "
         "/work/tools or other /work/blind folders was opened; no git history; no search or fetch tools; the app was not run. "
         "Written only in /work/blind/h31/.\n")
L.append("## Style\n")
L.append("Amounts, heights and days said the way tradies say them: \"a bit under four and a half grand all up\", \"sixty-two grand\", "
         "\"four point six grand plus the G\", \"nineteen-five\", \"eighteen-five ex\", \"three x 4k stages\", \"a hundred and forty grand\", "
         "\"twelve hundred bucks\", \"thirty-odd grand\", \"about 9 foot\", \"12 foot\", \"a 3 by 3 metre patch\", \"8 square\", "
         "\"thursday arvo\", \"yesterday arvo\", \"last monday\", \"a fortnight ago thursday\", \"back in autumn\", \"spring last year\", "
         "\"winter 2021\", \"after chrissy\", \"from the first of next month\". Sums told in parts (kitchen + laundry, slab + frame, "
         "labour + client-bought materials). By a rough word count about two thirds of the messages carry the deciding figure or "
         "day in words, approximately, in parts or relative to another day; the rest are plain. Dropped g's and slang (tilin, "
         "plumbin, arvo, sparky, chippy, subbie, bundy, tassie). Places by suburb or town; one \"just over the border from albury\" "
         "(= Wodonga VIC).\n")
L.append("## Format\n")
L.append("A JSON array, the shape of the heldout14 head: `id`, `q`, `kind` (answer / tool / decline / ambiguous), `state` "
         "(where the work is; `AU` national; `null` ambiguous), optional `verdict` (\"do I need / must I\" → yes = needed; "
         "\"can I / is it allowed / is that right\" → no = not allowed / not right), `figures` (as the fact sheet spells them; tools: "
         "computed value first, then the rate or threshold; ABN items \"valid\"/\"invalid\"), `ask` (declines), `date`, `profile`, "
         "`topic`, `basis` (\"facts §x.y STATE\"; \"facts (not held)\" for declines). Ambiguous items list their readings in `topic`.\n")
L.append("## Counts\n")
L.append("- By kind: " + ", ".join("%s %d" % (k, kc[k]) for k in K) +
         " (" + " / ".join("%.1f%%" % (100.0 * kc[k] / len(Q)) for k in K) + ").")
L.append("- By state: " + ", ".join("%s %d" % (s, sc[s]) for s in S) + ", ambiguous (null) %d.\n" % sc[None])
L.append("| state | answer | tool | decline |\n|---|---|---|---|")
for s in S:
    L.append("| %s | %d | %d | %d |" % (s, c[(s, "answer")], c[(s, "tool")], c[(s, "decline")]))
L.append("")
nv = sum(1 for x in Q if "verdict" in x); nf = sum(1 for x in Q if "figures" in x)
nd = [x for x in Q if "date" in x]; npf = [x for x in Q if "profile" in x]
L.append("- %d items have a `verdict` (%d \"no\"), %d have `figures`, %d have a `date`, %d have a `profile`.\n" %
         (nv, sum(1 for x in Q if x.get("verdict") == "no"), nf, len(nd), len(npf)))
L.append("### Dated items (`date` = the day the rule is applied at, or the day a deadline counts from)\n")
for x in nd:
    L.append("- %s %s (%s): %s → %s" % (x["id"], x["state"], x["date"], x["q"], x["topic"]))
L.append("\n### Profile items\n")
for x in npf:
    L.append("- %s profile %s/%s: %s → %s" % (x["id"], x["profile"]["state"], x["profile"]["trade"], x["q"], x["topic"]))
L.append("\n## Tool items (%d)\n" % kc["tool"])
L.append("Recomputed by `check_tools.py` from the amounts as written (spoken-number parser, Python Decimal; every amount token must "
         "be in the question; threshold verdicts, GST basis and ABN check digits re-checked) → **bad 0**. Rates: GST 10% "
         "(1/11 of an inclusive amount); super 12% for wages paid from 1 July 2025, 11.5% for wages paid March 2025; deposit "
         "NSW 10%, VIC/QLD 10% under $20,000 and 5% at $20,000 or more, WA 6.5% ($7,500–$500,000); no-ABN withholding 47%, "
         "none at $75 or less ex GST; thresholds NSW $5,000 incl GST (licence) / $20,000 (HBCF), VIC $10,000 (registration) / "
         "$750 (plumbing compliance certificate), QLD $3,300 incl GST, WA $20,000, SA $12,000 and more, TAS $20,000 or more, "
         "ACT $12,000 or more, NT over $12,000, GST registration $75,000 or more; ABN mod 89.\n")
for x in Q:
    if x["kind"] == "tool":
        L.append("- %s %s: %s → %s%s" % (x["id"], x["state"], x["q"], ", ".join(x["figures"]),
                                          " (%s)" % x["verdict"] if "verdict" in x else ""))
L.append("\n## Declines (%d)\n" % kc["decline"])
for x in Q:
    if x["kind"] == "decline":
        L.append("- %s %s: %s — %s → ask %s" % (x["id"], x["state"], x["q"], x["topic"], x["ask"]))
L.append("\n## Ambiguous (%d)\n" % kc["ambiguous"])
for x in Q:
    if x["kind"] == "ambiguous":
        L.append("- %s: %s — %s" % (x["id"], x["q"], x["topic"]))
L.append("\n## Writer's notes\n\nSee `notes.md`.\n")
L.append("`python3 gen.py` writes `questions.json`; `python3 check_tools.py` re-checks the tool items (prints \"bad 0\"); "
         "`python3 make_readme.py` writes this file.\n")
open(os.path.join(HERE, "README.md"), "w").write("\n".join(L))
print("README written")
