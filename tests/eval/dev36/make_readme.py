#!/usr/bin/env python3
"""Writes README.md from questions.json and notes.md (blind set d36)."""
import json, os, collections
H = os.path.dirname(os.path.abspath(__file__))
Q = json.load(open(os.path.join(H, "questions.json")))
N = len(Q)
K = collections.Counter(q["kind"] for q in Q)
ST = ["NSW", "VIC", "QLD", "WA", "SA", "TAS", "ACT", "NT", "AU"]
S = collections.Counter(str(q["state"]) for q in Q)
out = []
out.append("# Blind set d36: %d questions (development set)\n" % N)
out.append("Written 29 Nov 2026 by helper \"blind-d36\" (briefs: /work/briefs/blind-common.md, /work/briefs/blind-story.md). "
           "**%d** questions, ids d36-001…d36-%03d. \"Today\" is **2026-11-29 (Sunday)**; relative and past dates that a dated rule makes matter are resolved into `date`. "
           "This is a development set leaning a little toward office and money questions (GST, super, deposits, progress payments / security of payment, invoices, ABN, payment times) while keeping every state.\n" % (N, N))
out.append("## Who wrote it and what was read\n")
out.append("The writer read only: the two briefs above, `/work/briefs/17.md` (the issue), `/work/briefs/facts-1.md` … `facts-6.md` (the whole fact sheet), "
           "`/work/briefs/heldout14-README.md` (conventions; its example lists were used only to avoid repeating its questions), `/work/briefs/heldout14-questions-head.json` (JSON shape) "
           "and `/work/briefs/heldout14-check_tools-head.py` (checker style). Nothing under /work/main, no other /work folder, no git history, no search or fetch tool; the app was not run.\n")
out.append("## Style\n")
out.append("The whole story first: tradies on smoko tell where they live, trained or last worked, crew size, years in the trade, the last job's price, what a mate / the accountant / the builder's office reckons, then ask. "
           "The work asked about is in one clear place; distractor places and numbers sit beside the one amount or date the rule turns on. About a fifth of messages are short (under 15 words). Honest \"no\" verdicts are common (claims to correct, amounts under a threshold).\n")
out.append("## Format\n")
out.append("A JSON array; each item has `id`, `q`, `kind` (answer / tool / decline / ambiguous), `state` (where the **work** is; `AU` = national rule asked with no place; `null` for ambiguous), `topic`, `basis` (\"facts §x.y STATE\"; \"facts (not held)\" for declines); optional `verdict` (\"yes\"/\"no\": \"do I need / must I\" → yes = needed; \"can I / is it allowed / is that right?\" → no = not allowed / not right), `figures` (values the answer must state, as the fact sheet writes them; tools: computed value first, then rate or threshold; ABN: valid / invalid), `ask` (declines: who to ask), `date` (ISO date the rule is applied at), `profile` ({state, trade}). For ambiguous items `topic` lists the readings and their answers.\n")
out.append("## Counts\n")
out.append("- By kind: " + ", ".join("%s %d" % (k, K[k]) for k in ["answer", "tool", "decline", "ambiguous"]) + " (" + " / ".join("%.1f%%" % (100 * K[k] / N) for k in ["answer", "tool", "decline", "ambiguous"]) + ").")
out.append("- By state: " + ", ".join("%s %d" % (s, S[s]) for s in ST) + ", ambiguous (null) %d.\n" % S["None"])
out.append("| state | answer | tool | decline | total |\n|---|---|---|---|---|")
for s in ST:
    c = collections.Counter(q["kind"] for q in Q if q["state"] == s)
    out.append("| %s | %d | %d | %d | %d |" % (s, c["answer"], c["tool"], c["decline"], sum(c.values())))
out.append("| null (ambiguous) | – | – | – | %d |\n" % S["None"])
nv = sum("verdict" in q for q in Q); nno = sum(q.get("verdict") == "no" for q in Q)
out.append("- %d items have a `verdict` (%d \"no\", %d \"yes\"), %d have `figures`, %d have a `date`, %d have a `profile`:" % (
    nv, nno, nv - nno, sum("figures" in q for q in Q), sum("date" in q for q in Q), sum("profile" in q for q in Q)))
for q in Q:
    if "date" in q: out.append("  - %s (%s): %s → %s" % (q["id"], q["date"], q["q"][:90], q["topic"]))
for q in Q:
    if "profile" in q: out.append("  - %s profile %s/%s: %s → %s" % (q["id"], q["profile"]["state"], q["profile"]["trade"], q["q"], q["topic"]))
w = [len(q["q"].split()) for q in Q]
out.append("- Message length: %d under 15 words, %d of 15–24, %d of 25–80 (longest %d).\n" % (sum(x < 15 for x in w), sum(15 <= x < 25 for x in w), sum(25 <= x <= 80 for x in w), max(w)))
def sect(kind, title):
    items = [q for q in Q if q["kind"] == kind]
    out.append("## %s (%d)\n" % (title, len(items)))
    for q in items:
        extra = ""
        if kind == "decline": extra = " — %s → ask %s" % (q["topic"], q["ask"])
        elif kind == "ambiguous": extra = " — %s" % q["topic"]
        else:
            extra = " → " + ", ".join(q.get("figures", [])) + (" (%s)" % q["verdict"] if "verdict" in q else "")
        out.append("  - %s %s: %s%s" % (q["id"], q["state"] or "", q["q"][:100], extra))
    out.append("")
sect("tool", "Tool items")
out.append("Recomputed by `check_tools.py` from the amounts as written (Python Decimal; every amount token must be in the question; threshold verdicts, GST basis and ABN check digits re-checked) → **bad 0**. "
           "Super 12% (wages paid from 1 July 2025; 11.5% for wages paid 20 June 2025). Deposit: NSW 10%; VIC/QLD 10% under $20,000, 5% at $20,000 or more; QLD 20% where more than 50% is off-site; WA 6.5% ($7,500–$500,000). "
           "No-ABN withholding 47% (49% in May 2016), none at $75 or less ex GST.\n")
sect("decline", "Declines")
sect("ambiguous", "Ambiguous")
out.append(open(os.path.join(H, "notes.md")).read())
out.append("\n`gen.py` writes `questions.json`; `check_tools.py` re-checks the tool items (`python3 check_tools.py` → \"bad 0\"); `make_readme.py` writes this file from `questions.json` and `notes.md`.\n")
open(os.path.join(H, "README.md"), "w").write("\n".join(out))
