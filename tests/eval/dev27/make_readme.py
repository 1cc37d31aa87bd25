#!/usr/bin/env python3
"""Writes README.md from questions.json and notes.md (blind-d27)."""
import json, os
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
Q = json.load(open(os.path.join(HERE, "questions.json")))
NOTES = open(os.path.join(HERE, "notes.md")).read().split("\n", 1)[1].strip()
KINDS = ["answer", "tool", "decline", "ambiguous"]
STATES = ["NSW", "VIC", "QLD", "WA", "SA", "TAS", "ACT", "NT", "AU"]
n = len(Q)
kc = Counter(d["kind"] for d in Q)
sc = Counter(d["state"] for d in Q)
cell = Counter((d["state"], d["kind"]) for d in Q)
L = []
w = L.append
w("# Development set 27 (blind): %d questions" % n)
w("")
w("Written 28 Nov 2026 by helper \"blind-d27\" (brief: /work/briefs/blind-d27.md, common brief "
  "/work/briefs/blind-common.md). **%d** questions, ids d27-001…d27-%03d. An undated question takes **2026-11-28 "
  "(Saturday)** as \"today\"; relative dates are resolved into `date`. This is a **development** set: engineers may "
  "tune to it by kind." % (n, n))
w("")
w("## Who wrote it and what was read")
w("")
w("The writer read only: `/work/briefs/blind-d27.md`, `/work/briefs/blind-common.md`, `/work/briefs/17.md` (the "
  "issue), `/work/briefs/facts-1.md` … `facts-5.md` (the whole fact sheet, §0–§9 and the passes of 25–27 Nov 2026), "
  "`/work/briefs/heldout14-README.md` (conventions; its example questions used only to avoid repeating them), and "
  "`/work/briefs/heldout14-questions-head.json` / `heldout14-check_tools-head.py` (JSON shape, checker style). "
  "Nothing under /work/main or /work/ci was opened, no other /work/blind folder, no git history, no code-corpus "
  "search for this project; the app and the assistant were not run.")
w("")
w("## Style")
w("")
w("The office side of a small trade business as well as the tradie: a partner doing the books or the quotes "
  "(\"partner asks…\", \"wife does our quotes\", \"bookkeeper here\"), an apprentice asking the boss's question, "
  "a customer's text read out (\"customer's text: '…'\", \"client's askin…\"), what a supplier, rep, mate or another "
  "trade said (\"supplier reckons…\", \"sparky mate reckons…\"), and follow-ups in one message (\"and what if it goes "
  "over 20k?\", \"and how long has the lei got…\", \"same for wodonga?\"). Plain office English (\"Hi, I manage the "
  "office for a small electrical business…\") beside tradie texting: lower case, dropped g's (plasterin, paintin, "
  "wirin, relocatin, handlin), slang (dunny, sparky, chippy, subbie, sunny coast, tassie, rego, cert, ticket), "
  "suburbs and towns instead of states, amounts in k / grand / words / \"+ gst\" / \"bucks\", sums of one job, "
  "customer-supplied materials, statements to correct, honest \"no\" answers.")
w("")
w("## Format")
w("")
w("As heldout14: a JSON array; each item has `id`, `q`, `kind` (answer / tool / decline / ambiguous), `state` (where "
  "the **work** is; `AU` = national rule; `null` for ambiguous), `topic`, `basis` (fact-sheet section; "
  "\"facts.md (not held)\" for declines; \"facts.md (several states)\" for ambiguous); optional `verdict` "
  "(\"yes\"/\"no\"), `figures` (as the sheet writes them; tools: computed value first, then the rate or threshold; "
  "ABN items \"valid\"/\"invalid\"), `ask` (declines: who to ask), `date` (ISO date the rule must be applied at), "
  "`profile` ({state, trade}). `verdict`: \"do I need / must I / is X required\" → yes = needed; \"can I / am I ok / "
  "is that right / legal?\" → yes = allowed / right. For ambiguous items `topic` lists the readings and their answers.")
w("")
w("`gen.py` writes `questions.json`; `check_tools.py` re-checks the tool items (`python3 check_tools.py` → "
  "\"bad 0\"); `make_readme.py` writes this file from `questions.json` and `notes.md`.")
w("")
w("## Counts")
w("")
w("- By kind: " + ", ".join("%s %d" % (k, kc[k]) for k in KINDS) + " (" +
  " / ".join("%.1f%%" % (100.0 * kc[k] / n) for k in KINDS) + ").")
w("- By state: " + ", ".join("%s %d" % (s, sc[s]) for s in STATES) + ", ambiguous (null) %d." % sc[None])
w("")
w("| state | answer | tool | decline |")
w("|---|---|---|---|")
for s in STATES:
    w("| %s | %d | %d | %d |" % (s, cell[(s, "answer")], cell[(s, "tool")], cell[(s, "decline")]))
w("")
verd = [d for d in Q if "verdict" in d]
vc = Counter((d["kind"], d["verdict"]) for d in verd)
w("- %d items have a `verdict` (answers: %d yes / %d no; tools: %d yes / %d no), %d have `figures`, %d have a "
  "`date`, %d have a `profile`:" % (len(verd), vc[("answer", "yes")], vc[("answer", "no")], vc[("tool", "yes")],
                                     vc[("tool", "no")], sum(1 for d in Q if d.get("figures")),
                                     sum(1 for d in Q if "date" in d), sum(1 for d in Q if "profile" in d)))
for d in Q:
    if "date" in d:
        w("  - %s (%s): %s → %s" % (d["id"], d["date"], d["q"][:90], d["topic"]))
for d in Q:
    if "profile" in d:
        w("  - %s profile %s/%s: %s → %s" % (d["id"], d["profile"]["state"], d["profile"]["trade"], d["q"],
                                             d["topic"]))
w("")
tools = [d for d in Q if d["kind"] == "tool"]
w("## Tool items (%d)" % len(tools))
w("")
w("Recomputed by `check_tools.py` from the amounts as written in each question (Python Decimal; word numbers parsed; "
  "every amount token must be in the question; threshold verdicts and ABN check digits re-checked) → **bad 0**. "
  "Super 12% (wages paid now; 11.5% for May 2025). Deposit: NSW 10%; VIC/QLD 10% under $20,000, 5% at $20,000 or "
  "more; WA 6.5% ($7,500–$500,000). No-ABN withholding 47%. GST 10% (1/11 of an inclusive price).")
w("")
for d in tools:
    v = " (%s)" % d["verdict"] if "verdict" in d else ""
    w("  - %s %s: %s → %s%s" % (d["id"], d["state"], d["q"], ", ".join(d["figures"]), v))
w("")
dec = [d for d in Q if d["kind"] == "decline"]
w("## Declines (%d)" % len(dec))
w("")
for d in dec:
    w("  - %s %s: %s — %s → ask %s" % (d["id"], d["state"], d["q"], d["topic"], d["ask"]))
w("")
amb = [d for d in Q if d["kind"] == "ambiguous"]
w("## Ambiguous (%d)" % len(amb))
w("")
for d in amb:
    w("  - %s: %s — %s" % (d["id"], d["q"], d["topic"]))
w("")
w("## Writer's notes")
w("")
w(NOTES.replace("\n## ", "\n### "))
w("")
open(os.path.join(HERE, "README.md"), "w").write("\n".join(L))
print("README.md", len(L), "lines")
