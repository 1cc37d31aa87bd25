#!/usr/bin/env python3
"""Writes README.md from questions.json and notes.md (blind-d23)."""
import json, os, collections
HERE = os.path.dirname(os.path.abspath(__file__))
Q = json.load(open(os.path.join(HERE, "questions.json")))
notes = open(os.path.join(HERE, "notes.md")).read().split("\n", 1)[1]
kinds = collections.Counter(d["kind"] for d in Q)
states = ["NSW", "VIC", "QLD", "WA", "SA", "TAS", "ACT", "NT", "AU"]
st = collections.Counter(d["state"] for d in Q)
ver = collections.Counter(d.get("verdict") for d in Q if d["kind"] == "answer")
L = []
L.append("# Development set 23 (blind): 150 questions\n")
L.append("Written 28 Nov 2026 by helper \"blind-d23\" (briefs: /work/briefs/blind-common.md, /work/briefs/blind-d23.md). "
         "**150** questions, ids d23-001…d23-150. An undated question takes **2026-11-28 (Saturday)** as \"today\"; relative "
         "dates are resolved into `date`. A development set: engineers read its failures; the focus is the bold first line a "
         "tradie acts on (the verdict, or \"not held — ask X\").\n")
L.append("## Who wrote it and what was read\n")
L.append("The writer read only: `/work/briefs/blind-common.md`, `/work/briefs/blind-d23.md`, `/work/briefs/17.md` (the issue), "
         "`/work/main/docs/compliance/facts.md` (all of it, §0–§9, in four pieces of at most 30,000 characters), "
         "`/work/main/tests/eval/heldout14/README.md` (conventions; its examples used only to avoid repeating them), and the first "
         "1,500 characters of `/work/main/tests/eval/heldout14/questions.json` (JSON shape) and of "
         "`/work/main/tests/eval/heldout14/check_tools.py` (tool-check style; this set's checker has its own spec table). "
         "Nothing under src/, api/, scripts/ or other tests was opened; no other eval set or /work/blind folder; no git history; "
         "the app and the assistant were not run; /work/main was not edited.\n")
L.append("## Style\n")
L.append("Typed on a phone by a tradie in their first week with the app: lower case, slang and dropped g's (dunny, sparky, sparkie, "
         "chippy, subbie, tassie, arvo, plumbin, restumpin, fencin, framin), typos (warrenty, insurence, custmer, invoce, writen, gd), "
         "amounts in k/grand/words (\"6 grand\", \"18.5k\", \"85 grand\", \"800 bucks\"), suburbs and postcodes instead of states "
         "(2650, 2750, 2777), stories ending in the question, \"mate reckons…\", \"client reckons…\", questions for a customer, "
         "owner-builder or apprentice, negatives (\"i dont need X do i\", \"any reason i cant…\", \"isnt it 20?\"), conditionals, "
         "statements to confirm or correct, and two-part questions whose first part carries the verdict (d23-055, d23-087). "
         "Declines are phrased like answerable questions, several as yes/no (\"is the fine over a grand?\", \"can i charge a 20% "
         "deposit…?\").\n")
L.append("## Format\n")
L.append("A JSON array; each item has `id`, `q`, `kind` (answer / tool / decline), `state` (where the **work** is; `AU` = national "
         "rule), `topic`, `basis` (facts.md section; \"facts.md (not held)\" for declines); optional `verdict` (\"yes\"/\"no\"), "
         "`figures` (as facts.md writes them — \"BD\" where it writes BD; for tools the computed value first, then the rate or "
         "threshold), `ask` (declines: who to ask), `date` (ISO date the rule must be applied at), `profile` ({state, trade}). "
         "`verdict` answers the underlying question: \"do I need / must I\" (also \"I don't need X, do I?\") → yes = needed; "
         "\"can I / is it allowed / am I ok / is that right / true?\" → yes = allowed / right, no = not allowed / not right. "
         "No ambiguous items (the brief asks for 90 yes/no, 45 declines, 15 tools).\n")
L.append("## Counts\n")
L.append(f"- By kind: " + ", ".join(f"{k} {kinds[k]}" for k in ("answer", "tool", "decline")) + ".")
L.append(f"- Answer verdicts: yes {ver['yes']}, no {ver['no']} ({100*ver['no']/sum(ver.values()):.0f}% no); tool verdicts: "
         + ", ".join(f"{k} {v}" for k, v in collections.Counter(d.get('verdict') or 'none' for d in Q if d['kind']=='tool').items()) + ".")
L.append("- By state: " + ", ".join(f"{s} {st[s]}" for s in states) + ".\n")
L.append("| state | answer | tool | decline |\n|---|---|---|---|")
for s in states:
    c = collections.Counter(d["kind"] for d in Q if d["state"] == s)
    L.append(f"| {s} | {c['answer']} | {c['tool']} | {c['decline']} |")
dated = [d for d in Q if d.get("date")]; prof = [d for d in Q if d.get("profile")]
L.append(f"\n- {sum(1 for d in Q if d.get('verdict'))} items have a `verdict`, {sum(1 for d in Q if d.get('figures'))} have `figures`, "
         f"{len(dated)} have a `date`, {len(prof)} have a `profile`:")
for d in dated: L.append(f"  - {d['id']} ({d['date']}): {d['q'][:100]} → {d['topic']}")
for d in prof: L.append(f"  - {d['id']} profile {d['profile']['state']}/{d['profile']['trade']}: {d['q']} → {d['topic']}")
L.append("\n## Tool items (15)\n")
L.append("Recomputed by `check_tools.py` from the amounts as written in each question (Python Decimal; every amount token must be "
         "in the question; threshold verdicts re-derived; deposit rates re-derived from state and price; sums with no GST word "
         "must land on the same side as-written and ×1.1) → **bad 0**. Super 12%; GST 1/11 of an inclusive amount; deposits NSW 10%, "
         "VIC/QLD 10% under $20,000 and 5% at $20,000 or more, WA 6.5%.\n")
for d in Q:
    if d["kind"] == "tool":
        v = f" ({d['verdict']})" if d.get("verdict") else ""
        L.append(f"  - {d['id']} {d['state']}: {d['q']} → {', '.join(d['figures'])}{v}")
L.append("\n## Yes/no answers (90)\n")
for d in Q:
    if d["kind"] == "answer":
        f = f" [{', '.join(d['figures'])}]" if d.get("figures") else ""
        L.append(f"  - {d['id']} {d['state']} **{d['verdict']}**{f}: {d['q']} — {d['topic']}")
L.append("\n## Declines (45)\n")
for d in Q:
    if d["kind"] == "decline":
        L.append(f"  - {d['id']} {d['state']}: {d['q']} — {d['topic']} → ask {d['ask']}")
L.append("\n## Writer's notes\n")
L.append(notes.strip().replace("\n## ", "\n### "))
L.append("\n`gen.py` writes `questions.json`; `check_tools.py` re-checks the tool items (`python3 check_tools.py` → \"bad 0\"); "
         "`make_readme.py` writes this file from `questions.json` and `notes.md`.")
open(os.path.join(HERE, "README.md"), "w").write("\n".join(L) + "\n")
print("README.md written")
