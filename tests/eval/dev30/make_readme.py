#!/usr/bin/env python3
"""Writes README.md for blind development set d30 from questions.json and notes.md."""
import json, os
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
Q = json.load(open(os.path.join(HERE, "questions.json"), encoding="utf-8"))
NOTES = open(os.path.join(HERE, "notes.md"), encoding="utf-8").read()
N = len(Q)
kinds = Counter(i["kind"] for i in Q)
states = Counter(i["state"] for i in Q)
ORDER = ["NSW", "VIC", "QLD", "WA", "SA", "TAS", "ACT", "NT", "AU"]
K = ["answer", "tool", "decline"]


def short(s, n=95):
    return s if len(s) <= n else s[: n - 1] + "…"


L = []
L.append("# Blind development set d30: %d questions\n" % N)
L.append("Written 28 Nov 2026 by helper \"blind-d30\" (briefs: /work/briefs/blind-common.md, /work/briefs/blind-2l.md). "
         "Ids d30-001…d30-%03d. Every expected figure is taken from the fact sheet (/work/briefs/facts-1.md … facts-6.md) "
         "as written there. An undated question takes **2026-11-28 (Saturday)** as today; relative dates are resolved "
         "into `date`. This is a *development* set written blind: the writer never saw the knowledge base, the engine "
         "or its tests.\n" % N)
L.append("## Who wrote it and what was read\n")
L.append("Only the two briefs, the issue (/work/briefs/17.md), the whole fact sheet (facts-1 … facts-6), set 14's README "
         "(conventions) and the heads of set 14's questions.json and check_tools.py (shape, checker style). No source, "
         "tests, other blind folders, git history or web search; the app and the assistant were not run.\n")
L.append("## Style\n")
L.append("Australian tradies — and the wives, husbands, sons, daughters and bookkeepers doing their books — who learned "
         "English as adults, texting from a job or a ute: dropped articles and plurals, untensed verbs (\"job finish "
         "yesterday\", \"customer he want cancel\"), another language's word order (\"Licence I need for this job?\", "
         "\"For deposit, how much I can take?\"), literal phrasing (\"how much days he have\", \"is possible…\", \"I must to "
         "register\"), other words for things (ticket / permit for a licence, VAT / tax for GST, pension money for super, "
         "tax number for ABN, insurance for the house build for home warranty, safety plan paper for a SWMS), amounts "
         "written many ways (\"3.850 dollar\", \"6 500 AUD\", \"$ 46 000\", \"990AUD\", \"5,5k\", \"2,9k\", \"15 thousand "
         "dollars\", \"twelve thousand\", \"forty eight thousand\"), places with the state or the city (\"Blacktown Sydney\", "
         "\"Gold Coast QLD side\", \"Canberra ACT\", \"Tassie\", \"Perth WA\"), greetings and a word of the asker's language "
         "(Xin chao anh, Anh oi, Habibi, Marhaba, Ola / obrigado, Salamat po, kamsahamnida, Namaste bhai, Buongiorno, "
         "Kalimera / efcharisto, Xie xie, gracias). About a third plain English, a third medium, a third strong. Emphasis "
         "of this set: family members doing the books (GST, super, ABN, invoices, payment claims), the customer's words "
         "passed on (\"customer he say…\"), and 16 messages with two questions in one.\n")
L.append("## Format\n")
L.append("A JSON array as in set 14: `id`, `q`, `kind` (answer / tool / decline / ambiguous), `state` (where the work is; "
         "`AU` national; `null` ambiguous), `topic`, `basis` (fact-sheet section; \"facts (not held)\" for declines); "
         "optional `verdict` (\"do I need / must I\" → yes = needed; \"can I / is it ok / allowed / true?\" → yes = allowed "
         "or true), `figures` (as the sheet writes them; tools: computed value first, then the rate or threshold; ABN "
         "items \"valid\"/\"invalid\"), `ask` (declines), `date` (ISO), `profile` ({state, trade}). For ambiguous items "
         "`topic` lists the readings and their answers. The sheet writes BD for business days (\"15 BD\", \"25 BD\", "
         "\"30 BD\").\n")
L.append("## Counts\n")
L.append("- By kind: " + ", ".join("%s %d" % (k, kinds[k]) for k in ["answer", "tool", "decline", "ambiguous"]) +
         " (" + " / ".join("%.1f%%" % (100.0 * kinds[k] / N) for k in ["answer", "tool", "decline", "ambiguous"]) + ").")
L.append("- By state: " + ", ".join("%s %d" % (s, states[s]) for s in ORDER) + ", ambiguous (null) %d.\n" % states[None])
L.append("| state | answer | tool | decline |\n|---|---|---|---|")
for s in ORDER:
    c = Counter(i["kind"] for i in Q if i["state"] == s)
    L.append("| %s | %d | %d | %d |" % (s, c["answer"], c["tool"], c["decline"]))
L.append("")
nv = sum(1 for i in Q if "verdict" in i)
nno = sum(1 for i in Q if i.get("verdict") == "no")
nf = sum(1 for i in Q if "figures" in i)
dated = [i for i in Q if "date" in i]
prof = [i for i in Q if "profile" in i]
L.append("- %d items have a `verdict` (%d \"no\"), %d have `figures`, %d have a `date`, %d have a `profile`:" %
         (nv, nno, nf, len(dated), len(prof)))
for i in dated:
    L.append("  - %s (%s): %s → %s" % (i["id"], i["date"], short(i["q"], 80), i["topic"]))
for i in prof:
    L.append("  - %s profile %s/%s: %s → %s" % (i["id"], i["profile"]["state"], i["profile"]["trade"], short(i["q"], 80),
                                                  i["topic"]))
L.append("")
tools = [i for i in Q if i["kind"] == "tool"]
L.append("## Tool items (%d)\n" % len(tools))
L.append("Recomputed by `check_tools.py` from the amounts as written in each question (Python Decimal, GST half-up to "
         "the cent; every amount token must be in the question; threshold verdicts, deposit rules and ABN check digits "
         "re-checked) → **bad 0**. Super 12% (11.5% for wages paid March 2025). Deposit: NSW 10%; VIC/QLD 10% under "
         "$20,000, 5% at $20,000 or more, QLD 20% where more than 50% is off-site; WA 6.5% ($7,500–$500,000). No-ABN "
         "withholding 47%, none at $75 or less ex GST.\n")
for i in tools:
    v = " (%s)" % i["verdict"] if "verdict" in i else ""
    L.append("  - %s %s: %s → %s%s" % (i["id"], i["state"], short(i["q"]), ", ".join(i["figures"]), v))
L.append("")
dec = [i for i in Q if i["kind"] == "decline"]
L.append("## Declines (%d)\n" % len(dec))
for i in dec:
    L.append("  - %s %s: %s — %s → ask %s" % (i["id"], i["state"], short(i["q"], 85), i["topic"], i["ask"]))
L.append("")
amb = [i for i in Q if i["kind"] == "ambiguous"]
L.append("## Ambiguous (%d)\n" % len(amb))
for i in amb:
    L.append("  - %s: %s — %s" % (i["id"], short(i["q"], 85), i["topic"]))
L.append("")
L.append(NOTES.strip() + "\n")
L.append("`gen.py` writes `questions.json`; `check_tools.py` re-checks the tool items (`python3 check_tools.py` → "
         "\"bad 0\"); `make_readme.py` writes this file from `questions.json` and `notes.md`.\n")
open(os.path.join(HERE, "README.md"), "w", encoding="utf-8").write("\n".join(L))
print("README.md", len(L), "lines")
