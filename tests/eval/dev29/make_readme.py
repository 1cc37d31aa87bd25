#!/usr/bin/env python3
"""Writes README.md from questions.json and check_tools.py's spec (counts, dated/profile items, tool items)."""
import json, os, subprocess
from collections import Counter, defaultdict
HERE = os.path.dirname(os.path.abspath(__file__))
Q = json.load(open(os.path.join(HERE, "questions.json")))
N = len(Q)
kinds = Counter(d["kind"] for d in Q)
states = Counter(d["state"] or "null" for d in Q)
tab = defaultdict(Counter)
for d in Q:
    tab[d["state"] or "null"][d["kind"]] += 1
chk = subprocess.run(["python3", os.path.join(HERE, "check_tools.py")], capture_output=True, text=True).stdout
last = chk.strip().splitlines()[-1]
L = []
L.append("# Blind development set d29: %d questions\n" % N)
L.append("Written 28 Nov 2026 (Saturday) by helper **blind-d29** (briefs: /work/briefs/blind-common.md and "
         "/work/briefs/blind-2l.md). Ids d29-001 … d29-%03d. An undated question takes **2026-11-28** as today; "
         "relative dates are resolved into `date`. A DEVELOPMENT set, written blind: the writer never saw the engine.\n" % N)
L.append("## What was read\n")
L.append("Only: /work/briefs/blind-common.md, /work/briefs/blind-2l.md, /work/briefs/17.md (the issue), "
         "/work/briefs/facts-1.md … facts-6.md (the whole fact sheet, §0–§9; the only source of expected answers), "
         "/work/briefs/heldout14-README.md (conventions only; its questions were not copied), "
         "/work/briefs/heldout14-questions-head.json (JSON shape) and /work/briefs/heldout14-check_tools-head.py "
         "(checker style; this checker has its own spec table). Nothing under /work/main, /work/ci, /work/wt, "
         "/work/tools, no other /work/blind folder, no git history, no web or code search; the app and the "
         "assistant were not run.\n")
L.append("## Style\n")
L.append("Tradies (and family doing the books) whose first language is not English, texting from a job: dropped "
         "articles and plurals, untensed verbs, another language's word order (\"Licence I need?\", \"Power I can "
         "turn on before inspector he come?\"), literal phrasing (\"how much days I have\", \"He must to have "
         "licence\"), other words (permit/ticket, sales tax/VAT/tax part, pension/retirement money, tax number, "
         "invoice receipt, insurance for the house build, safety plan paper), amounts written many ways (\"3.850 "
         "dollar\", \"6 500 AUD\", \"$ 46 000\", \"990AUD\", \"85k\", \"twelve thousand\", \"5,5k\", \"fifteen "
         "thousand dollars\"), places as newcomers say them (\"Blacktown Sydney\", \"Gold Coast QLD side\", "
         "\"Canberra ACT\", \"Hobart Tassie\", \"Perth WA\"), greetings and one word of the asker's language "
         "(Shukran, Xin chào, Olá, Ciao, Kalimera, Ni hao, Namaste, Hola hermano, Annyeong, Salamat po, Kumusta po, "
         "bhai, grazie, Gracias), some two-in-one questions. About a third plain, a third medium, a third strong.\n")
L.append("## Format\n")
L.append("JSON array as heldout14: `id`, `q`, `kind` (answer / tool / decline / ambiguous), `state` (where the work "
         "is; `AU` national; null for ambiguous), `topic`, `basis` (\"facts §x.y\"; \"facts (not held)\" for "
         "declines); optional `verdict` (\"do I need / must I\" → yes = needed; \"can I / is it ok / allowed / true?\" "
         "→ yes = allowed, no = not allowed), `figures` (as the fact sheet writes them; tools: computed value first, "
         "then the rate or threshold; ABN items \"valid\"/\"invalid\"), `ask` (declines), `date` (ISO), `profile` "
         "({state, trade}). For ambiguous items `topic` lists the readings and their answers.\n")
L.append("## Counts\n")
L.append("- By kind: " + ", ".join("%s %d" % (k, kinds[k]) for k in ("answer", "tool", "decline", "ambiguous")) +
         " (" + " / ".join("%.1f%%" % (100.0 * kinds[k] / N) for k in ("answer", "tool", "decline", "ambiguous")) + ").")
L.append("- By state: " + ", ".join("%s %d" % (s, states[s]) for s in
                                    ("NSW", "VIC", "QLD", "WA", "SA", "TAS", "ACT", "NT", "AU", "null")) + ".\n")
L.append("| state | answer | tool | decline | ambiguous |\n|---|---|---|---|---|")
for s in ("NSW", "VIC", "QLD", "WA", "SA", "TAS", "ACT", "NT", "AU", "null"):
    L.append("| %s | %d | %d | %d | %d |" % (s, tab[s]["answer"], tab[s]["tool"], tab[s]["decline"], tab[s]["ambiguous"]))
L.append("")
nv = sum("verdict" in d for d in Q); nno = sum(d.get("verdict") == "no" for d in Q)
nf = sum("figures" in d for d in Q)
dated = [d for d in Q if "date" in d]; prof = [d for d in Q if "profile" in d]
L.append("- %d items have a `verdict` (%d \"no\"), %d have `figures`, %d have a `date`, %d have a `profile`.\n"
         % (nv, nno, nf, len(dated), len(prof)))
L.append("### Dated items\n")
for d in dated:
    L.append("- %s %s (%s): %s → %s" % (d["id"], d["state"], d["date"], d["q"], d["topic"]))
L.append("\n### Profile items\n")
for d in prof:
    L.append("- %s profile %s/%s: %s → %s" % (d["id"], d["profile"]["state"], d["profile"]["trade"], d["q"], d["topic"]))
L.append("\n## Tool items (%d)\n" % kinds["tool"])
L.append("Recomputed by `check_tools.py` from the amounts as written in each question (Decimal, half-up to the cent; "
         "every amount token must be in the question; threshold verdicts, dated rates and ABN check digits re-checked) "
         "→ **%s**. Rates: GST 10%%; super 12%% (11.5%% for wages paid 1 Jul 2024 – 30 Jun 2025); deposit NSW 10%%, "
         "VIC/QLD 10%% under $20,000 and 5%% at $20,000 or more, WA 6.5%%; no-ABN withholding 47%% (49%% before "
         "1 July 2017), none at $75 or less ex GST.\n" % last)
for d in Q:
    if d["kind"] == "tool":
        L.append("- %s %s: %s → %s%s" % (d["id"], d["state"], d["q"], ", ".join(d["figures"]),
                                          (" (%s)" % d["verdict"]) if "verdict" in d else ""))
L.append("\n## Declines (%d)\n" % kinds["decline"])
for d in Q:
    if d["kind"] == "decline":
        L.append("- %s %s: %s — %s → ask %s" % (d["id"], d["state"], d["q"], d["topic"], d["ask"]))
L.append("\n## Ambiguous (%d)\n" % kinds["ambiguous"])
for d in Q:
    if d["kind"] == "ambiguous":
        L.append("- %s: %s — %s" % (d["id"], d["q"], d["topic"]))
L.append("\n## Files\n")
L.append("`gen.py` writes `questions.json`; `check_tools.py` re-checks the tool items (`python3 check_tools.py` → "
         "\"bad 0\"); `make_readme.py` writes this file; `notes.md` holds the judgement calls, doubts, flagged facts "
         "leaned on and the items dropped.\n")
open(os.path.join(HERE, "README.md"), "w").write("\n".join(L))
print("README written;", last)
