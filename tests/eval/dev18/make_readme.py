#!/usr/bin/env python3
"""Writes README.md from questions.json and notes.md (dev set 18)."""
import json, os, collections
H = os.path.dirname(os.path.abspath(__file__))
q = json.load(open(os.path.join(H, "questions.json")))
K = ["answer", "tool", "decline", "ambiguous"]
kc = collections.Counter(x["kind"] for x in q)
sc = collections.Counter(str(x["state"]) for x in q)
c = collections.Counter((str(x["state"]), x["kind"]) for x in q)
S = ["NSW", "VIC", "QLD", "WA", "SA", "TAS", "ACT", "NT", "AU"]
L = []
L.append(f"# Dev set 18 (blind): {len(q)} questions\n")
L.append("Written 27 Nov 2026 by helper \"blind-d18\" (brief: /work/briefs/blind-d18.md). **120** questions, ids d18-001…d18-120, "
         "every answer/tool figure checked against facts.md before the stop. An undated question takes **2026-11-27 (Friday)** as "
         "\"today\"; relative dates are resolved into `date`. A development set: its failures are meant to be read to find kinds.\n")
L.append("## Who wrote it and what was read\n")
L.append("The writer read only: `/work/briefs/blind-d18.md`, `/work/briefs/blind-common.md`, `/work/briefs/17.md` (the issue), "
         "`/work/main/docs/compliance/facts.md` (all of it, §0–§9, in four pieces of at most 30,000 characters), "
         "`/work/main/tests/eval/heldout13/README.md` (conventions; its example lists used only to avoid repeating its questions), "
         "and the first 1,500 characters of heldout13's `questions.json` and `check_tools.py`. Nothing under src/, api/, scripts/ "
         "or other tests was opened; no other eval set or /work/blind folder; no git history; the app was not run; /work/main was not edited.\n")
L.append("## Style\n")
L.append("Phone-typed: dropped g's and misspellings (apprentce, wen, pullin, plumbin, buildin, roofin, switchin, tilin, fencin, "
         "regassin), slang (sparky, subbie, brissy, tassie, down tools, cop, the tax man, bloke, 16 yo), amounts in words or k/grand "
         "(\"seventeen hundred\", \"45 grand\", \"26k\", \"7.5k\", \"9 grand\"), postcodes (2170, 4350), \"just over the border\" from "
         "Albury, profile-only questions (VIC plumber, QLD electrician), statements to correct (d18-002, d18-027, d18-076), two-part "
         "questions, relative dates (\"back in march 2017\", \"october last year\", \"next month\", \"last year\" quarter, \"august 2024\"). "
         "Weighted to the less-asked parts of facts.md: penalties it holds, response times, records and how long to keep them, "
         "who issues or receives what.\n")
L.append("## Format\n")
L.append("Same as heldout13: a JSON array; each item has `id`, `q`, `kind`, `state` (where the work is; `AU` national; `null` ambiguous), "
         "`topic`, `basis`; optional `verdict`, `figures` (tools: computed value first, then rate/threshold; ABN: valid/invalid), "
         "`ask`, `date`, `profile` ({state, trade}).\n")
L.append("## Counts\n")
L.append("- By kind: " + ", ".join(f"{k} {kc[k]}" for k in K) + " (" + " / ".join(f"{100*kc[k]/len(q):.1f}%" for k in K) + ").")
L.append("- By state: " + ", ".join(f"{s} {sc[s]}" for s in S) + f", ambiguous (null) {sc['None']}.\n")
L.append("| state | answer | tool | decline |\n|---|---|---|---|")
for s in S:
    L.append(f"| {s} | {c[(s,'answer')]} | {c[(s,'tool')]} | {c[(s,'decline')]} |")
nv = sum('verdict' in x for x in q); nf = sum('figures' in x for x in q)
dated = [x for x in q if 'date' in x]; prof = [x for x in q if 'profile' in x]
L.append(f"\n- {nv} items have a `verdict`, {nf} have `figures`, {len(dated)} have a `date`, {len(prof)} a `profile`:")
for x in dated:
    L.append(f"  - {x['id']} ({x['date']}): {x['q'][:90]} → {x['topic']}")
for x in prof:
    L.append(f"  - {x['id']} (profile {x['profile']['state']} {x['profile']['trade']}): {x['q'][:90]} → {x['topic']}")
tl = [x for x in q if x['kind'] == 'tool']
L.append(f"\n## Tool items ({len(tl)})\n")
L.append("Recomputed by `check_tools.py` from the amounts as written (Python Decimal, word-number parser, amount tokens must be in "
         "the question, threshold and ABN verdicts checked) → **bad 0**.\n")
for x in tl:
    v = f" ({x['verdict']})" if 'verdict' in x else ""
    L.append(f"  - {x['id']} {x['state']}: {x['q'][:90]} → {', '.join(x['figures'])}{v}")
for kind, title in (("decline", "Declines"), ("ambiguous", "Ambiguous")):
    it = [x for x in q if x['kind'] == kind]
    L.append(f"\n## {title} ({len(it)})\n")
    for x in it:
        a = f" → ask {x['ask']}" if 'ask' in x else ""
        st = f" {x['state']}" if x['state'] else ""
        L.append(f"  - {x['id']}{st}: {x['q'][:90]} — {x['topic']}{a}")
L.append("\n" + open(os.path.join(H, "notes.md")).read())
L.append("\n`gen.py` writes `questions.json`; `check_tools.py` re-checks the tool items (`python3 check_tools.py` → \"bad 0\"); "
         "`make_readme.py` writes this file from `questions.json` and `notes.md`.")
open(os.path.join(H, "README.md"), "w").write("\n".join(L) + "\n")
