#!/usr/bin/env python3
"""Writes README.md from questions.json and notes.md (blind-h25)."""
import json, os, collections
HERE = os.path.dirname(os.path.abspath(__file__))
Q = json.load(open(os.path.join(HERE, "questions.json")))
K = collections.Counter(d["kind"] for d in Q)
S = collections.Counter(d["state"] or "null" for d in Q)
L = []
w = L.append
w("# Held-out set 25 (blind): 200 questions\n")
w("Written 28 Nov 2026 by helper \"blind-h25\" (brief: /work/briefs/blind-h25.md + blind-common.md). Ids h25-001…h25-200. "
  "An undated question takes **2026-11-28 (Saturday)** as today; relative dates are resolved into `date`. "
  "Held out: nobody tunes to it.\n")
w("## Who wrote it and what was read\n")
w("Read only: /work/briefs/blind-h25.md, blind-common.md, 17.md (the issue), facts-1.md … facts-6.md (the whole fact sheet, "
  "the only source of expected answers), heldout14-README.md (conventions only), heldout14-questions-head.json (JSON shape) "
  "and heldout14-check_tools-head.py (checker style). Nothing under /work/main, /work/ci, /work/wt, /work/tools, no other "
  "/work/blind folder, no git history; the app and assistant were not run; no code or web search.\n")
w("## Style\n")
w("Australian tradies whose first language is not English, texting: dropped articles and plurals, untensed verbs "
  "(\"job finish yesterday\", \"in 2019 I did…\"), word order of another language (\"For deposit, how much I can take?\", "
  "\"Registration I need?\"), literal phrasing (\"how much days I have\", \"the customer he want cancel\", \"is obligatory?\", "
  "\"what is the paper I must give\", \"Is possible…?\"), other words for the thing (\"permit\" for licence, \"sales tax\" and "
  "\"VAT\" for GST, \"pension\" for super, \"invoice receipt\"), amounts written many ways (\"3.850 dollar\", \"6 500 AUD\", "
  "\"$ 46 000\", \"990AUD\", \"38500AUD\", \"85k\", \"twelve thousand one hundred\", \"twenty five thousand\"), places as a "
  "newcomer says them (\"Parramatta Sydney\", \"Gold Coast QLD side\", \"Canberra ACT\", \"Tassie\"), polite openings "
  "(\"Hello, please help\", \"Good morning\") and askers from Colombia, Lebanon, the Philippines and elsewhere.\n")
w("## Format\n")
w("A JSON array as heldout14: `id`, `q`, `kind` (answer / tool / decline / ambiguous), `state` (where the **work** is; `AU` "
  "national; `null` ambiguous), `topic`, `basis` (fact-sheet section, \"facts (not held)\" for declines); optional `verdict` "
  "(yes/no: answers the underlying question — \"do I need / must I\" → yes = needed; \"can I / is it ok / allowed?\" → no = "
  "not allowed), `figures` (as the fact sheet writes them; tools: computed value first, then rate/threshold; ABN items "
  "\"valid\"/\"invalid\"), `ask` (declines), `date`, `profile`. For ambiguous items `topic` lists the readings.\n")
w("## Counts\n")
w("- By kind: " + ", ".join("%s %d" % (k, K[k]) for k in ["answer", "tool", "decline", "ambiguous"]) +
  " (%s)." % " / ".join("%.1f%%" % (100 * K[k] / len(Q)) for k in ["answer", "tool", "decline", "ambiguous"]))
w("- By state: " + ", ".join("%s %d" % (s, S[s]) for s in ["NSW", "VIC", "QLD", "WA", "SA", "TAS", "ACT", "NT", "AU", "null"]) + ".\n")
w("| state | answer | tool | decline |\n|---|---|---|---|")
for s in ["NSW", "VIC", "QLD", "WA", "SA", "TAS", "ACT", "NT", "AU"]:
    c = collections.Counter(d["kind"] for d in Q if d["state"] == s)
    w("| %s | %d | %d | %d |" % (s, c["answer"], c["tool"], c["decline"]))
w("")
vc = collections.Counter(d.get("verdict") for d in Q if d.get("verdict"))
w("- %d items have a `verdict` (yes %d, no %d), %d have `figures`, %d have a `date`, %d have a `profile`.\n" % (
    sum(vc.values()), vc["yes"], vc["no"], sum("figures" in d for d in Q), sum("date" in d for d in Q),
    sum("profile" in d for d in Q)))
w("### Dated items\n")
for d in Q:
    if "date" in d:
        w("- %s (%s, %s): %s → %s" % (d["id"], d["date"], d["state"], d["q"], d["topic"]))
w("\n### Profile items\n")
for d in Q:
    if "profile" in d:
        w("- %s profile %s/%s: %s → %s" % (d["id"], d["profile"]["state"], d["profile"]["trade"], d["q"], d["topic"]))
w("\n## Tool items (%d)\n" % K["tool"])
w("Recomputed by `check_tools.py` from the amounts as written in each question (Python Decimal, GST half-up to the cent, "
  "every amount token must be in the question, threshold verdicts and ABN check digits re-checked) → **bad 0**. Super 12% "
  "for wages paid now, 11.5% for wages paid March 2025. Deposit: NSW 10%; VIC/QLD 10% under $20,000, 5% at $20,000 or more; "
  "QLD 20% where more than 50% is off-site; WA 6.5%. No-ABN withholding 47%; none at $75 or less ex GST. \"+ GST\" amounts "
  "are grossed up only against thresholds the sheet states incl GST (NSW $5,000, QLD $3,300); sums of parts are built so "
  "that the as-written and x1.1 totals fall on the same side.\n")
for d in Q:
    if d["kind"] == "tool":
        w("- %s %s: %s → %s%s" % (d["id"], d["state"], d["q"], ", ".join(d["figures"]),
                                  " (%s)" % d["verdict"] if d.get("verdict") else ""))
w("\n## Declines (%d)\n" % K["decline"])
for d in Q:
    if d["kind"] == "decline":
        w("- %s %s: %s — %s → ask %s" % (d["id"], d["state"], d["q"], d["topic"], d["ask"]))
w("\n## Ambiguous (%d)\n" % K["ambiguous"])
for d in Q:
    if d["kind"] == "ambiguous":
        w("- %s: %s — %s" % (d["id"], d["q"], d["topic"]))
w("\n## Writer's notes\n")
notes = open(os.path.join(HERE, "notes.md")).read().split("\n", 1)[1]
w(notes.replace("\n## ", "\n### "))
w("\n`gen.py` writes `questions.json`; `check_tools.py` re-checks the tool items (`python3 check_tools.py` → \"bad 0\"); "
  "`make_readme.py` writes this file from `questions.json` and `notes.md`.")
open(os.path.join(HERE, "README.md"), "w").write("\n".join(L) + "\n")
print("README.md written")
