#!/usr/bin/env python3
"""Writes README.md from questions.json and notes.md (blind-h18)."""
import json, os, collections
HERE = os.path.dirname(os.path.abspath(__file__))
Q = json.load(open(os.path.join(HERE, "questions.json")))
notes = open(os.path.join(HERE, "notes.md")).read()
K = collections.Counter(q["kind"] for q in Q)
S = collections.Counter(q["state"] for q in Q)
order = ["NSW", "VIC", "QLD", "WA", "SA", "TAS", "ACT", "NT", "AU"]
n = len(Q)
L = []
L.append("# Held-out set 18 (blind): 200 questions\n")
L.append("Written 28 Nov 2026 by helper \"blind-h18\" (brief: /work/briefs/blind-h18.md). **200** questions, ids h18-001…h18-200, "
         "every `answer`/`tool` item's figures checked against facts.md (each figure string found in facts.md and read in "
         "context; tool values recomputed). An undated question takes **2026-11-28 (Saturday)** as \"today\"; relative dates "
         "are resolved into `date`. This set is held out: nobody tunes to it.\n")
L.append("## Who wrote it and what was read\n")
L.append("The writer read only: `/work/briefs/blind-h18.md`, `/work/briefs/blind-common.md`, `/work/briefs/17.md` (the issue), "
         "`/work/main/docs/compliance/facts.md` (all of it, §0–§9 including the passes of 25–27 Nov 2026, in four pieces of at "
         "most 30,000 characters), `/work/main/tests/eval/heldout14/README.md` (conventions; its example lists were used only to "
         "avoid repeating its questions and places), and the first 1,500 characters of "
         "`/work/main/tests/eval/heldout14/questions.json` (JSON shape) and of `/work/main/tests/eval/heldout14/check_tools.py` "
         "(tool-check style; this set's checker is its own, with its own spec table). Nothing under src/, api/, scripts/ or other "
         "tests was opened; no other eval set or /work/blind folder; no git history; the app and the assistant were not run; "
         "/work/main was not edited.\n")
L.append("## Style\n")
L.append("First-week questions of a new user, typed on a phone: lower case, dropped g's and slang (chippy, sparky, dunny, "
         "reblockin, tilin, plasterin, launnie, tassie, rocky, sunny coast; places by suburb or town only: dubbo, wagga, tamworth, castle hill, "
         "shepparton, frankston, cairns, mackay, rocky, joondalup, mandurah, glenelg, salisbury, burnie, belconnen, woden, "
         "katherine, alice springs…), amounts in words or k/grand (\"twelve hundred and forty\", \"twenty two thousand\", "
         "\"11 grand\", \"5.5k\", \"68k\"), \"mate reckons…\", stories that end in the question, two questions in one (ESC deadline + "
         "maintenance, CoC deadline + how long to keep, cooling-off days + what the owner owes, owner-builder projects + "
         "public liability, SOP coverage + schedule days), sums of one job, client-supplied materials, profile-based "
         "questions with no place, and a fair share of honest \"no\" answers.\n")
L.append("## Format\n")
L.append("Same as heldout14: a JSON array; each item has `id`, `q`, `kind` (answer / tool / decline / ambiguous), `state` "
         "(where the **work** is; `AU` = national rule; `null` for ambiguous), `topic`, `basis` (facts.md section; "
         "\"facts.md (not held)\" for declines); optional `verdict` (\"yes\"/\"no\"), `figures` (values the answer must state, as "
         "facts.md writes them — e.g. \"20 BD\", \"5 clear business days\", \"10 m²\", \"60°C\", \"28 Apr\"; for tools the computed "
         "value first, then the rate or threshold; for ABN items \"valid\"/\"invalid\"), `ask` (declines: who to ask), `date` "
         "(ISO date the rule must be applied at), `profile` ({state, trade} when the question relies on the asker's profile). "
         "`verdict` answers the underlying question (\"do I need / must I\" → yes = needed; \"can I / is it allowed / am I ok / "
         "is that right?\" → yes = allowed/right, no = not allowed/not right). For ambiguous items `topic` lists the readings "
         "and their answers. A scorer should read \"BD\" as \"business days\".\n")
L.append("## Counts\n")
L.append("- By kind: " + ", ".join(f"{k} {K[k]}" for k in ["answer", "tool", "decline", "ambiguous"]) + " (" +
         " / ".join(f"{100*K[k]/n:.1f}%" for k in ["answer", "tool", "decline", "ambiguous"]) + ").")
L.append("- By state: " + ", ".join(f"{s} {S[s]}" for s in order) + f", ambiguous (null) {S[None]}.\n")
L.append("| state | answer | tool | decline |\n|---|---|---|---|")
for s in order:
    c = collections.Counter(q["kind"] for q in Q if q["state"] == s)
    L.append(f"| {s} | {c['answer']} | {c['tool']} | {c['decline']} |")
V = collections.Counter(q.get("verdict") for q in Q if q.get("verdict"))
L.append("")
L.append(f"- {sum(1 for q in Q if q.get('verdict'))} items have a `verdict` (yes {V['yes']}, no {V['no']}), "
         f"{sum(1 for q in Q if q.get('figures'))} have `figures`, {sum(1 for q in Q if q.get('date'))} have a `date`, "
         f"{sum(1 for q in Q if q.get('profile'))} have a `profile`:")
for q in Q:
    if q.get("date"):
        L.append(f"  - {q['id']} ({q['date']}): {q['q'][:90]} → {q['topic']}")
for q in Q:
    if q.get("profile"):
        p = q["profile"]
        L.append(f"  - {q['id']} profile {p['state']}/{p['trade']}: {q['q']} → {q['topic']}")
tools = [q for q in Q if q["kind"] == "tool"]
L.append(f"\n## Tool items ({len(tools)})\n")
L.append("Recomputed by `check_tools.py` from the amounts as written in each question (Python Decimal; word numbers and "
         "k/grand parsed; every amount token must be in the question; threshold verdicts, the GST basis of each threshold and "
         "ABN check digits re-checked) → **bad 0**. GST 10% (add ×1.1, out ÷11). Super 12% (wages paid now and next Friday); "
         "11.5% for March 2025. Deposit: NSW 10%; VIC/QLD 10% under $20,000, 5% at $20,000 or more; QLD 20% where more than "
         "50% is off-site; WA 6.5%. Thresholds: NSW $5,000 incl GST, VIC $10,000 (trades together) and plumbing $750 "
         "(whoever supplied), QLD $3,300 (whoever supplies), WA $20,000, NT $12,000, GST turnover $75,000. No-ABN withholding "
         "47% (49% in 2016), none at $75 or less ex GST or for an under-18 paid $350 or less a week.\n")
for q in tools:
    L.append(f"  - {q['id']} {q['state']}: {q['q']} → {', '.join(q['figures'])}" + (f" ({q['verdict']})" if q.get('verdict') else ""))
dec = [q for q in Q if q["kind"] == "decline"]
L.append(f"\n## Declines ({len(dec)})\n")
for q in dec:
    L.append(f"  - {q['id']} {q['state']}: {q['q']} — {q['topic']} → ask {q['ask']}")
am = [q for q in Q if q["kind"] == "ambiguous"]
L.append(f"\n## Ambiguous ({len(am)})\n")
for q in am:
    L.append(f"  - {q['id']}: {q['q']} — {q['topic']}")
L.append("\n" + notes.strip() + "\n")
L.append("\n`gen.py` writes `questions.json`; `check_tools.py` re-checks the tool items (`python3 check_tools.py` → \"bad 0\"); "
         "`make_readme.py` writes this file from `questions.json` and `notes.md`.\n")
open(os.path.join(HERE, "README.md"), "w").write("\n".join(L))
print("README written")
