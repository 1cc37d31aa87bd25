#!/usr/bin/env python3
import json, os
from collections import Counter
H = os.path.dirname(os.path.abspath(__file__))
Q = json.load(open(os.path.join(H, "questions.json")))
k = Counter(d["kind"] for d in Q); n = len(Q)
st = Counter(d["state"] or "ambiguous (null)" for d in Q)
L = []
L.append(f"# Held-out set 13 (blind): {n} questions\n")
L.append(f"Written 27 Nov 2026, about 15:16–15:40 UTC, by helper \"blind-h13\" (brief: /work/briefs/blind-h13.md). **{n}** questions, ids h13-001…h13-{n:03d}, every one checked against facts.md before the stop. An undated question takes **2026-11-27 (Friday)** as \"today\"; relative dates are resolved into `date`.\n")
L.append("## Who wrote it and what was read\n")
L.append("The writer read only: `/work/briefs/blind-h13.md`, `/work/briefs/blind-common.md`, `/work/briefs/17.md` (the issue), `/work/main/docs/compliance/facts.md` (all of it, §0–§9 including the passes of 25–27 Nov 2026, in four pieces of at most 30,000 characters), `/work/main/tests/eval/heldout12/README.md` (conventions; its example lists were used only to avoid repeating its questions), and the first 1,500 characters of `/work/main/tests/eval/heldout12/questions.json` (JSON shape) and of `/work/main/tests/eval/heldout12/check_tools.py` (tool-check style; this set's checker has its own spec table and a word-number parser). Nothing under src/, api/, scripts/ or other tests was opened; no other eval set or /work/blind folder; no git history; the app was not run; /work/main was not edited.\n")
L.append("## Style\n")
L.append("As a new user types on day one: very short ones (\"gst rego threshold?\", \"nt builder net tangible assets requirement?\"), long rambling stories with the question at the end (h13-007 Wagga builder, h13-047 Joondalup patios, h13-069 Devonport childcare fit-out), two questions in one (h13-030 Form 4 days + fee, h13-044 NOC + ESC, h13-102 landing + stairs), statements and \"heard that…\" rumours to correct (h13-002, h13-010, h13-018, h13-037, h13-065, h13-110), questions asked for an apprentice, subbie, mate or customer (h13-003, h13-018, h13-039, h13-100, h13-065), places by suburb or postcode only (2000, 2250, 2340, 2650, 4350, 4870, 5290, 7000, 7250, 2602, 2900), amounts in words (\"four and a half grand\", \"three and a half grand\", \"twelve hundred\", \"one thousand eight hundred\", \"forty two grand\", \"sixty grand\", \"45 grand\"), slang and dropped g's (sparky, chippy, subbie, offsider, rego, brissy, tassie, swappin, reblockin, tilin, plasterin, fencin, pullin, diggin, liven up), parts of one job summed, client-supplied materials, and a fair share of declines (fees, fines, premiums, waiting times, deposit caps and cooling-off periods not found).\n")
L.append("## Format\n")
L.append("Same as heldout12: a JSON array; each item has `id`, `q`, `kind` (answer / tool / decline / ambiguous), `state` (where the **work** is; `AU` = national rule; `null` for ambiguous), `topic`, `basis` (facts.md section; \"facts.md (not held)\" for declines); optional `verdict` (\"yes\"/\"no\"), `figures` (values the answer must state; for tools the computed value first, then the threshold or rate; for ABN items \"valid\"/\"invalid\"), `ask` (declines: who to ask), `date` (ISO date the rule must be applied at). `verdict` answers the underlying question (\"do I need / must I\" → yes = needed; \"can I / is it allowed / is that right / true?\" → no = not allowed / not right). For ambiguous items `topic` lists the readings and their answers.\n")
L.append("## Counts\n")
L.append(f"- By kind: " + ", ".join(f"{x} {k[x]}" for x in ["answer","tool","decline","ambiguous"]) + " (" + " / ".join(f"{100*k[x]/n:.1f}%" for x in ["answer","tool","decline","ambiguous"]) + ").")
L.append("- By state: " + ", ".join(f"{s} {st[s]}" for s in ["NSW","VIC","QLD","WA","SA","TAS","ACT","NT","AU","ambiguous (null)"]) + ".\n")
L.append("| state | answer | tool | decline |\n|---|---|---|---|")
for s in ["NSW","VIC","QLD","WA","SA","TAS","ACT","NT","AU"]:
    c = Counter(d["kind"] for d in Q if d["state"] == s)
    L.append(f"| {s} | {c['answer']} | {c['tool']} | {c['decline']} |")
dated = [d for d in Q if d.get("date")]
L.append(f"\n- {sum(1 for d in Q if d.get('verdict'))} items have a `verdict`, {sum(1 for d in Q if d.get('figures'))} have `figures`, {len(dated)} have a `date`:")
for d in dated: L.append(f"  - {d['id']} ({d['date']}): {d['q'][:90]} → {d['topic']}")
tools = [d for d in Q if d["kind"] == "tool"]
L.append(f"\n## Tool items ({len(tools)})\n")
L.append("Recomputed by `check_tools.py` from the amounts as written in each question (Python Decimal; it also checks each threshold verdict and ABN verdict, and that every amount token is in the question text; amounts in words are parsed) → **bad 0**. \"+ gst\" amounts are grossed up ×1.1 only where facts.md states an incl-GST basis; elsewhere sums are built so that both bases land on the same side (see notes). Super 12% (wages paid now; 11.5% for March 2025). Deposit: NSW 10%; VIC/QLD 10% under $20,000, 5% at $20,000 or more; WA 6.5% ($7,500–$500,000). No-ABN withholding 47%, none at $75 or less ex GST.\n")
for d in tools: L.append(f"  - {d['id']} {d['state']}: {d['q'][:80]} → {', '.join(d['figures'])}" + (f" ({d['verdict']})" if d.get('verdict') else ""))
dec = [d for d in Q if d["kind"] == "decline"]
L.append(f"\n## Declines ({len(dec)})\n")
for d in dec: L.append(f"  - {d['id']} {d['state']}: {d['q'][:80]} — {d['topic']} → ask {d['ask']}")
amb = [d for d in Q if d["kind"] == "ambiguous"]
L.append(f"\n## Ambiguous ({len(amb)})\n")
for d in amb: L.append(f"  - {d['id']}: {d['q'][:80]} — {d['topic']}")
L.append("\n" + open(os.path.join(H, "notes.md")).read())
L.append("\n`gen.py` writes `questions.json`; `check_tools.py` re-checks the tool items (`python3 check_tools.py` → \"bad 0\"); `make_readme.py` writes this file from `questions.json` and `notes.md`.")
open(os.path.join(H, "README.md"), "w").write("\n".join(L) + "\n")
