#!/usr/bin/env python3
"""Writes README.md from questions.json, tags.json and the prose below."""
import json, os, collections
HERE = os.path.dirname(os.path.abspath(__file__))
Q = json.load(open(os.path.join(HERE, "questions.json"))); T = json.load(open(os.path.join(HERE, "tags.json")))
K = collections.Counter(q["kind"] for q in Q)
S = collections.defaultdict(collections.Counter)
for q in Q: S[q.get("state", "—")][q["kind"]] += 1
L = []
L.append("# Development set d41 (blind): 150 questions, round 26 style \"what do I tell them\"\n")
L.append("Written 29 Nov 2026 by a blind writer. Ids d41-001 … d41-150. An undated question is asked on **2026-11-29 (Sunday)**; "
         "a question about another day carries `date`.\n")
L.append("## What was read\n")
L.append("Only `/work/briefs/blind-common.md`, `/work/briefs/blind-relay.md`, `/work/briefs/17.md`, `/work/briefs/facts-1.md` … "
         "`facts-6.md` (all, in full) and, for shape only, `heldout14-README.md`, `heldout14-questions-head.json`, "
         "`heldout14-check_tools-head.py`. Nothing under /work/main, /work/tools, /work/base, /work/wt, /work/ci or other "
         "/work/blind folders; no git; no search/fetch tools; the app was not run. No heldout14 question was reused.\n")
L.append("## Style\n")
r = sum("r" in t for t in T.values()); o = sum("o" in t for t in T.values())
L.append(f"Round 26 (relay): **{r} of 150** messages carry another person's words that the tradie must answer or act on "
         f"(customers, owners, a landlord, a strata manager, a real estate agent, a nursing-home manager, builders and head "
         f"contractors, apprentices and offsiders, a bookkeeper / partner / wife doing the books, an accountant, an inspector, "
         f"a site super, a customer's son, a mate) — pasted in quotes, retold (\"reckons\", \"asked if\", \"wants to know\"), "
         f"forwarded, or a reply the tradie drafted (d41-103). {150 - r} are plain questions. The task asked to lean towards "
         f"on-site messages, so **{o}** are tidy office-side messages (emails, client queries, bookkeeper's notes) and "
         f"{150 - o} are typed on site (lower case, slang: arvo, reno, liven, restump, hws, coes, ecoc, ctf, rego, tmrw, "
         f"doin/plasterin/paintin, wk, 5 grand, 36k). Verdicts judge what the OTHER person asked or claimed (\"is he right\" → "
         f"no when the claim is wrong); for a drafted reply, the reply.\n")
L.append("Tags per item (relay/plain, office/site) are in `tags.json` (not read by any scorer).\n")
L.append("## Counts\n")
L.append("- By kind: " + ", ".join(f"{k} {K[k]}" for k in ("answer", "tool", "decline", "ambiguous")) + " (task: 76 / 27 / 37 / 10).")
L.append("- By state:\n")
L.append("| state | answer | tool | decline | ambiguous | total |\n|---|---|---|---|---|---|")
for s in ("NSW", "VIC", "QLD", "WA", "SA", "TAS", "ACT", "NT", "AU", "—"):
    c = S[s]; L.append(f"| {s} | {c['answer']} | {c['tool']} | {c['decline']} | {c['ambiguous']} | {sum(c.values())} |")
vc = collections.Counter(q.get("verdict") for q in Q if q.get("verdict"))
L.append(f"\n- {sum(1 for q in Q if 'verdict' in q)} items carry a verdict (yes {vc['yes']}, no {vc['no']}); "
         f"{sum(1 for q in Q if 'figures' in q)} carry figures.\n")
L.append("## Dated items (reasoning)\n")
why = {
 "d41-018": "wages paid in March 2025 → the 2024–25 rate 11.5% applies (12% only for wages paid from 1 July 2025); date mid-March 2025.",
 "d41-032": "\"jan to mar quarter this year\" → quarter ending 31 Mar 2026, before Payday Super (1 July 2026), so the old quarterly due date 28 Apr applies; date = quarter end.",
 "d41-040": "a job done in March 2017 → the VIC major domestic contract threshold was over $5,000 before 1 Aug 2017; $7,000 → yes.",
 "d41-108": "a roof job \"back in may\" (May 2026) → the SA fall trigger was 3 m until 30 June 2026; 2.6 m → no SWMS needed then (verdict yes = they were ok).",
 "d41-112": "the owner will get her signed copy on Wed 23 Dec 2026 → rule as of that day; 5 clear business days skipping 25 Dec, 26–27 weekend, 27–31 Dec (HBA s 3), 1 Jan and the 2–3 Jan weekend → ends Thu 7 January 2027.",
}
for q in Q:
    if "date" in q: L.append(f"- {q['id']} ({q['date']}): {q['q']} — {why[q['id']]}")
L.append("\nUndated items that count days from today: d41-123 (VIC, copy received Fri 20 Nov → period ended Fri 27 November, so on "
         "Sun 29 Nov the owners can no longer withdraw → no) and d41-038 (QLD Form 4, invoiced Mon 16 Nov → due Mon 30 November).\n")
L.append("## Profile items (reasoning)\n")
pw = {"d41-059": "no place in the message; the VIC plumber profile gives the state (Type A gas appliance swap → certificate at any value, 5 days).",
      "d41-080": "\"do carpenters even need one here\" → the ACT carpenter profile (carpenters not licensed in the ACT).",
      "d41-039": "\"what a plumbing licence costs here\" → TAS plumber profile; the fee is not held → decline naming CBOS."}
for q in Q:
    if "profile" in q: L.append(f"- {q['id']} {q['profile']}: {q['q']} — {pw[q['id']]}")
L.append("\n## Tool items (27)\n")
L.append("`python3 check_tools.py` recomputes each from the amounts as written in the question (Decimal; a missing token fails) "
         "and checks figures[0], the rate/threshold figure and the verdict → **bad 0**.\n")
for q in Q:
    if q["kind"] == "tool": L.append(f"- {q['id']} {q['state']}: {q['q']} → {', '.join(q['figures'])}" + (f" ({q['verdict']})" if q.get('verdict') else ""))
L.append("\n## Declines (37)\n")
for q in Q:
    if q["kind"] == "decline": L.append(f"- {q['id']} {q['state']}: {q['q']} — {q['topic']} → ask {q['ask']}")
L.append("\n## Ambiguous (10)\n")
for q in Q:
    if q["kind"] == "ambiguous": L.append(f"- {q['id']}: {q['q']} — {q['topic']}")
L.append("\n## Files\n\n`questions.json` (the set), `gen.py` (writes questions.json, tags.json, tool_spec.json and check_tools.py from "
         "check_tools.tmpl), `check_tools.py` (prints `bad 0`), `make_readme.py` (this file), `notes.md` (judgement calls).\n")
open(os.path.join(HERE, "README.md"), "w").write("\n".join(L))
