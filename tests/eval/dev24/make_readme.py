#!/usr/bin/env python3
"""Writes README.md from questions.json and notes.md (blind-d24)."""
import json, os, collections
HERE = os.path.dirname(os.path.abspath(__file__))
Q = json.load(open(os.path.join(HERE, "questions.json"), encoding="utf-8"))
notes = open(os.path.join(HERE, "notes.md"), encoding="utf-8").read()
K = ["answer", "tool", "decline", "ambiguous"]
S = ["NSW", "VIC", "QLD", "WA", "SA", "TAS", "ACT", "NT", "AU"]
kc = collections.Counter(d["kind"] for d in Q)
sc = collections.Counter(d["state"] for d in Q)
ksc = collections.Counter((d["state"], d["kind"]) for d in Q)
L = []
w = L.append
w("# Development set 24 (blind): 150 questions\n")
w("Written 28 Nov 2026 by helper \"blind-d24\" (briefs: /work/briefs/blind-common.md, /work/briefs/blind-d24.md). **150** "
  "questions, ids d24-001…d24-150, every `answer`/`tool` item's figures checked against facts.md (gen.py asserts that each "
  "answer figure and each tool rate/threshold occurs verbatim in facts.md). An undated question takes **2026-11-28 "
  "(Saturday)** as \"today\"; relative dates are resolved into `date`. A development set: engineers will read its failures.\n")
w("## Who wrote it and what was read\n")
w("The writer read only: `/work/briefs/blind-d24.md`, `/work/briefs/blind-common.md`, `/work/briefs/17.md` (the issue), "
  "`/work/main/docs/compliance/facts.md` (all of it, §0–§9 including the passes of 25–27 Nov 2026, in four pieces of at "
  "most 30,000 characters), `/work/main/tests/eval/heldout14/README.md` (conventions; its example lists used only to avoid "
  "repeating its questions), and the first 1,500 characters of `/work/main/tests/eval/heldout14/questions.json` (JSON shape) "
  "and of `/work/main/tests/eval/heldout14/check_tools.py` (tool-check style; this set's checker has its own spec table). "
  "Nothing under src/, api/, scripts/ or other tests was opened; no other eval set or /work/blind folder; no git history; "
  "the app and the assistant were not run; /work/main was not edited.\n")
w("## Style\n")
w("First-week questions typed on a phone, weighted to what fresh sets trip on: answers that must state a figure (days, "
  "percentages, heights, temperatures, dollar thresholds and penalties); places given only as a nickname, region, suburb or "
  "postcode (the shire, the gong, the goldy, the sunny coast, brissie, rocky, kal, freo, launnie, the barossa, the top end, "
  "alice, the central coast, the northern beaches, the mornington peninsula, the yarra valley, 2250, 3350, 5108, 5000); "
  "work over a border (Canberra chippy in Queanbeyan, Tweed mate in Murwillumbah); trades and work in slang and typos "
  "(sparky, chippy, subbie, offsider, leadin hand, apprentce, dunny, reblockin, plasterin, pavin, warrenty, licenced, hws, "
  "tmv, coes, ccew); amounts in words, k/grand and sums (\"six hundred and eighty\", \"sixteen and a half grand\", "
  "\"nine and a half grand\", \"7k of plasterin and another 4.5k of paintin\", \"600 labour and … her own 400 tapware\"); "
  "\"mate reckons X\" claims, most with the wrong figure (verdict no, the figure is the correct value) and some right "
  "(verdict yes); two questions in one. %d items carry verdict \"yes\", %d \"no\".\n" % (
      sum(d.get("verdict") == "yes" for d in Q), sum(d.get("verdict") == "no" for d in Q)))
w("## Format\n")
w("Same as heldout14: a JSON array; each item has `id`, `q`, `kind` (answer / tool / decline / ambiguous), `state` (where "
  "the **work** is; `AU` = national rule; `null` for ambiguous), `topic`, `basis` (facts.md section; \"facts.md (not held)\" "
  "for declines); optional `verdict` (\"yes\"/\"no\"), `figures` (as facts.md writes them — \"BD\" where it writes BD, "
  "\"10 m²\", \"60°C\", \"$5 million\", \"24 h\"; for tools the computed value first, then the rate or threshold; for ABN "
  "items \"valid\"/\"invalid\"), `ask` (declines: who to ask, \"A or B\" allowed), `date` (ISO date the rule must be applied "
  "at), `profile` ({state, trade} when the question relies on the asker's profile; `state` is then the profile's state). "
  "`verdict` answers the underlying question (\"do I need / must I\" → yes = needed; \"can I / is it allowed / is that right "
  "/ true?\" → no = not allowed / not right). For ambiguous items `topic` lists the readings and their answers.\n")
w("## Counts\n")
w("- By kind: " + ", ".join("%s %d" % (k, kc[k]) for k in K) + " (%s)." % " / ".join("%.1f%%" % (100 * kc[k] / len(Q)) for k in K))
w("- By state: " + ", ".join("%s %d" % (s, sc[s]) for s in S) + ", ambiguous (null) %d.\n" % sc[None])
w("| state | answer | tool | decline |\n|---|---|---|---|")
for s in S:
    w("| %s | %d | %d | %d |" % (s, ksc[(s, "answer")], ksc[(s, "tool")], ksc[(s, "decline")]))
dated = [d for d in Q if d.get("date")]; prof = [d for d in Q if d.get("profile")]
w("\n- %d items have a `verdict`, %d have `figures`, %d have a `date`, %d have a `profile`:" % (
    sum("verdict" in d for d in Q), sum("figures" in d for d in Q), len(dated), len(prof)))
for d in dated:
    w("  - %s (%s): %s → %s" % (d["id"], d["date"], d["q"], d["topic"]))
for d in prof:
    w("  - %s profile %s/%s: %s → %s" % (d["id"], d["profile"]["state"], d["profile"]["trade"], d["q"], d["topic"]))
tools = [d for d in Q if d["kind"] == "tool"]
w("\n## Tool items (%d)\n" % len(tools))
w("Recomputed by `check_tools.py` from the amounts as written in each question (Python Decimal; word numbers and k/grand "
  "parsed; every amount token must be in the question; threshold verdicts and ABN check digits re-checked) → **bad 0**. "
  "Super 12% (wages paid now; 11.5% for March 2025). GST 10% (1/11 out of an inclusive amount). Deposit: NSW 10%; VIC/QLD "
  "5% at $20,000 or more; QLD 20% where more than 50% is off-site; WA 6.5% ($7,500–$500,000). Thresholds: NSW $5,000 "
  "(sum), QLD $3,300 incl GST (\"plus gst\" grossed up), VIC $10,000 (sum of trades), VIC DBI $16,000 (sum), GST turnover "
  "$75,000 (monthly ×12), SA written contract $12,000 and more (sum). No-ABN withholding 47%.\n")
for d in tools:
    w("  - %s %s: %s → %s" % (d["id"], d["state"], d["q"], ", ".join(d["figures"]) + (" (%s)" % d["verdict"] if d.get("verdict") else "")))
dec = [d for d in Q if d["kind"] == "decline"]
w("\n## Declines (%d)\n" % len(dec))
w("The first line must say the thing asked is not held and name who to ask, with no other figure in that line.\n")
for d in dec:
    w("  - %s %s: %s — %s → ask %s" % (d["id"], d["state"], d["q"], d["topic"], d["ask"]))
amb = [d for d in Q if d["kind"] == "ambiguous"]
w("\n## Ambiguous (%d)\n" % len(amb))
w("The answer should ask where the work is, or give each reading with its state named.\n")
for d in amb:
    w("  - %s: %s — %s" % (d["id"], d["q"], d["topic"]))
w("\n" + notes.strip() + "\n")
w("\n`gen.py` writes `questions.json` (and asserts counts and figure strings); `check_tools.py` re-checks the tool items "
  "(`python3 check_tools.py` → \"bad 0\"); `make_readme.py` writes this file from `questions.json` and `notes.md`.")
open(os.path.join(HERE, "README.md"), "w", encoding="utf-8").write("\n".join(L) + "\n")
print("README.md written")
