#!/usr/bin/env python3
"""Write README.md from questions.json and notes.md (blind-d26)."""
import collections, json, os

HERE = os.path.dirname(os.path.abspath(__file__))
Q = json.load(open(os.path.join(HERE, "questions.json")))
NOTES = open(os.path.join(HERE, "notes.md")).read()
STATES = ["NSW", "VIC", "QLD", "WA", "SA", "TAS", "ACT", "NT", "AU"]
KINDS = ["answer", "tool", "decline", "ambiguous"]
n = len(Q)
kc = collections.Counter(d["kind"] for d in Q)
sc = collections.Counter(d["state"] for d in Q)
ks = collections.Counter((d["state"], d["kind"]) for d in Q)
vc = collections.Counter(d.get("verdict") for d in Q if d.get("verdict"))


def short(s, k=100):
    return s if len(s) <= k else s[:k].rstrip() + "…"


L = []
L.append("# Development set 26 (blind): %d questions\n" % n)
L.append('Written 28 Nov 2026 by helper "blind-d26" (brief: /work/briefs/blind-d26.md). **%d** questions, ids '
         "d26-001…d26-%03d. An undated question takes **2026-11-28 (Saturday)** as \"today\"; relative dates are "
         "resolved into `date`. This is a **development** set: engineers tune to it by kind (the brief's four focus "
         "groups: yes/no verdicts, declines next to a held fact, facts asked obliquely, two figures inside a story; "
         "plus tool items).\n" % (n, n))
L.append("## Who wrote it and what was read\n")
L.append("The writer read only: `/work/briefs/blind-common.md`, `/work/briefs/blind-d26.md`, `/work/briefs/17.md` "
         "(the issue), `/work/briefs/facts-1.md` … `facts-5.md` (the whole fact sheet, §0–§9 including the passes of "
         "25–27 Nov 2026), `/work/briefs/heldout14-README.md` (conventions; its example questions used only to avoid "
         "repeating them), `/work/briefs/heldout14-questions-head.json` (JSON shape) and "
         "`/work/briefs/heldout14-check_tools-head.py` (checker style; this set's checker has its own spec table). "
         "By mistake the first 5 lines of `/work/briefs/blind-h22.md` were printed along with facts-5.md (see notes); "
         "nothing from them was used. Nothing under /work/main or /work/ci, no other /work/blind folder, no git "
         "history; the app and the assistant were not run; the code corpus was not searched.\n")
L.append("## Style\n")
L.append("Texts from a tradie's phone: lower case, dropped g's and slang (dunny, chippy, sparky, subbie, offsider, "
         "arvo, tassie, reblockin, restumpin, liven it up, handshake deal, ticket, rego), typos (warrenty, apprentce, "
         "recipts, ballustrade, wats, hows much), places by suburb, town or postcode (chatswood, 2650, 2340, "
         "warrnambool, nightcliff, weston creek), amounts in k / grand / words / \"+ gst\" / \"inc gst\", sums of one "
         "job, customer-supplied materials, stories that end in a question, and claims to judge put many ways "
         "(\"mate reckons…\", \"she'll be right without…?\", \"reckon i can skip…\", \"no need for … is there\", "
         "\"surely … is enough?\", \"is it legit to…\", \"any problem with…\", \"been told …, true?\", \"we right?\").\n")
L.append("## Format\n")
L.append("As heldout14: a JSON array; each item has `id`, `q`, `kind` (answer / tool / decline / ambiguous), `state` "
         "(where the **work** is; `AU` = national rule; `null` for ambiguous), `topic`, `basis` (fact-sheet section; "
         "\"facts.md (not held)\" for declines; \"facts.md (several states)\" for ambiguous); optional `verdict` "
         "(\"yes\"/\"no\"), `figures` (as the sheet writes them; tools: computed value first, then the rate or "
         "threshold), `ask` (declines: who to ask), `date` (ISO date the rule must be applied at), `profile` "
         "({state, trade}). `verdict`: \"do I need / must I / is X required\" → yes = needed; \"can I / am I ok / is "
         "that right / legal?\" → yes = allowed / right (tag questions: see the notes). For ambiguous items `topic` "
         "lists the readings and their answers.\n")
L.append("## Counts\n")
L.append("- By kind: " + ", ".join("%s %d" % (k, kc[k]) for k in KINDS) + " ("
         + " / ".join("%.1f%%" % (100.0 * kc[k] / n) for k in KINDS) + ").")
L.append("- By state: " + ", ".join("%s %d" % (s, sc[s]) for s in STATES) + ", ambiguous (null) %d.\n" % sc[None])
L.append("| state | answer | tool | decline |")
L.append("|---|---|---|---|")
for s in STATES:
    L.append("| %s | %d | %d | %d |" % (s, ks[(s, "answer")], ks[(s, "tool")], ks[(s, "decline")]))
L.append("")
dated = [d for d in Q if d.get("date")]
prof = [d for d in Q if d.get("profile")]
L.append("- %d items have a `verdict` (yes %d, no %d), %d have `figures`, %d have a `date`, %d have a `profile`:"
         % (sum(vc.values()), vc["yes"], vc["no"], sum(1 for d in Q if d.get("figures")), len(dated), len(prof)))
for d in dated:
    L.append("  - %s (%s): %s → %s" % (d["id"], d["date"], short(d["q"]), d["topic"]))
for d in prof:
    L.append("  - %s profile %s/%s: %s → %s" % (d["id"], d["profile"]["state"], d["profile"]["trade"],
                                                 short(d["q"]), d["topic"]))
L.append("")
tools = [d for d in Q if d["kind"] == "tool"]
L.append("## Tool items (%d)\n" % len(tools))
L.append("Recomputed by `check_tools.py` from the amounts as written in each question (Python Decimal; word numbers "
         "parsed; every amount token must be in the question; deposit-request verdicts and pay dates re-checked) → "
         "**bad 0**. GST 10% (1/11 of an inclusive amount); super 12% for wages paid from 1 July 2025, 11.5% for "
         "wages paid 1 Jul 2024 – 30 Jun 2025; deposit NSW 10%, VIC/QLD 10% under $20,000 and 5% at $20,000 or more, "
         "WA 6.5% ($7,500–$500,000); no-ABN withholding 47%.\n")
for d in tools:
    L.append("  - %s %s: %s → %s%s" % (d["id"], d["state"], d["q"], ", ".join(d["figures"]),
                                       " (%s)" % d["verdict"] if d.get("verdict") else ""))
L.append("")
dec = [d for d in Q if d["kind"] == "decline"]
L.append("## Declines (%d)\n" % len(dec))
for d in dec:
    L.append("  - %s %s: %s — %s → ask %s" % (d["id"], d["state"], d["q"], d["topic"], d["ask"]))
L.append("")
amb = [d for d in Q if d["kind"] == "ambiguous"]
L.append("## Ambiguous (%d)\n" % len(amb))
for d in amb:
    L.append("  - %s: %s — %s" % (d["id"], d["q"], d["topic"]))
L.append("")
L.append(NOTES.strip() + "\n")
L.append("`gen.py` writes `questions.json`; `check_tools.py` re-checks the tool items (`python3 check_tools.py` → "
         "\"bad 0\"); `make_readme.py` writes this file from `questions.json` and `notes.md`.\n")
open(os.path.join(HERE, "README.md"), "w").write("\n".join(L))
print("README.md written")
