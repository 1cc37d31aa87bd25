#!/usr/bin/env python3
"""Writes README.md for held-out set 10 from questions.json and notes.md."""
import json, os
from collections import Counter
H = os.path.dirname(os.path.abspath(__file__))
Q = json.load(open(os.path.join(H, "questions.json")))
kinds = Counter(d["kind"] for d in Q); states = Counter(d["state"] for d in Q)
n = len(Q)
out = [open(os.path.join(H, "notes_head.md")).read().rstrip(), "", "## Counts", ""]
out.append("- By kind: " + ", ".join(f"{k} {kinds[k]}" for k in ["answer", "tool", "decline", "ambiguous"]) + " (" + " / ".join(f"{kinds[k]*100/n:.1f}%" for k in ["answer", "tool", "decline", "ambiguous"]) + ").")
order = ["NSW", "VIC", "QLD", "WA", "SA", "TAS", "ACT", "NT", "AU"]
out.append("- By state: " + ", ".join(f"{s} {states[s]}" for s in order) + f", ambiguous (null) {states[None]}.")
out += ["", "| state | answer | tool | decline |", "|---|---|---|---|"]
for s in order:
    c = Counter(d["kind"] for d in Q if d["state"] == s)
    out.append(f"| {s} | {c['answer']} | {c['tool']} | {c['decline']} |")
nv = sum(1 for d in Q if "verdict" in d); nf = sum(1 for d in Q if "figures" in d); nd = [d for d in Q if "date" in d]
out += ["", f"- {nv} items have a `verdict`, {nf} have `figures`, {len(nd)} have a `date`:"]
for d in nd:
    out.append(f"  - {d['id']} ({d['date']}): {d['q'][:100]} → {d['topic']}")
out += ["", f"## Tool items ({kinds['tool']})", "", open(os.path.join(H, "notes_tools.md")).read().rstrip(), ""]
for d in Q:
    if d["kind"] == "tool":
        out.append(f"  - {d['id']} {d['state']}: {d['q'][:90]} → {', '.join(d['figures'])}" + (f" ({d['verdict']})" if "verdict" in d else ""))
out += ["", f"## Declines ({kinds['decline']})", ""]
for d in Q:
    if d["kind"] == "decline":
        out.append(f"  - {d['id']} {d['state']}: {d['q'][:90]} — {d['topic']} → ask {d['ask']}")
out += ["", f"## Ambiguous ({kinds['ambiguous']})", ""]
for d in Q:
    if d["kind"] == "ambiguous":
        out.append(f"  - {d['id']}: {d['q'][:90]} — {d['topic']}")
out += ["", open(os.path.join(H, "notes_tail.md")).read().rstrip(), ""]
open(os.path.join(H, "README.md"), "w").write("\n".join(out))
