import json
from collections import Counter
Q = json.load(open("questions.json"))
K = Counter(d["kind"] for d in Q); S = Counter(d["state"] for d in Q)
st = ["NSW","VIC","QLD","WA","SA","TAS","ACT","NT","AU"]
L = []
L.append("# Held-out set 12 (blind): 200 questions\n")
L.append("Written 27 Nov 2026, about 12:00–12:15 UTC, by helper \"blind-h12\" (brief: /work/briefs/blind-h12.md). **200** questions, ids h12-001…h12-200, every one checked against facts.md before the stop. An undated question takes **2026-11-27 (Friday)** as \"today\"; relative dates (\"next tuesday\" = 2026-12-01, \"back in may this year\", \"feb 2017\", \"november 2025\", \"october 2024\") are resolved into `date`.\n")
L.append("## Who wrote it and what was read\n")
L.append("The writer read only: `/work/briefs/blind-h12.md`, `/work/briefs/blind-common.md`, `/work/briefs/17.md` (the issue), `/work/main/docs/compliance/facts.md` (all of it, §0–§9 including the passes of 25–27 Nov 2026, in four pieces of at most 30,000 characters), `/work/main/tests/eval/heldout11/README.md` (conventions), the first 1,500 characters of `/work/main/tests/eval/heldout11/questions.json` (JSON shape) and of `/work/main/tests/eval/heldout11/check_tools.py` (tool-check style; this set's checker re-implements that logic with a new spec table). Nothing under src/, api/, scripts/ or other tests was opened; no other eval set or /work/blind folder; no git history; the app was not run; /work/main was not edited. heldout11's README examples and the issue's example questions were not copied: new wording, amounts, places and ABNs.\n")
L.append("## Style\n")
L.append("Texted the way tradies write: slang and nicknames (sparkie, chippy, subbie, offsider, rego, bucks, grand, tassie, rocky, liven it up, split systems without the word refrigerant), typos and dropped g's (plasterin, tilin, waterproofin, paintin, reroofin, diggin, fixin, drippin, framin, wen's), a formal email (h12-003 Bathurst builder), short ones (\"cooling off on a qld level 2 contract how long\", \"wen's the tpar due this year\"), statements expecting a correction (h12-005 CCEW 14 days, h12-141 NT 60 BD, h12-059 NSW gas licence in QLD), two questions in one (h12-011 contract + which kind, h12-050 Form 4 days + cost, h12-053 valve + temp), amounts in many forms (7 grand, 4,650 + gst, 27k + gst, 2,000 inc gst, $2,354 inc gst, 40 hrs at $36.50, 2.4k a fortnight, 90 bucks), parts of one job summed (trade + trade, labour + client-supplied materials, two contract items, two income streams), towns and suburbs in every state and territory, work over a border (NSW gasfitter in Coolangatta → QLD; border pairs in the ambiguous items) and relative dates.\n")
L.append("## Format\n")
L.append("Same as heldout11: a JSON array; each item has `id`, `q`, `kind` (answer / tool / decline / ambiguous), `state` (where the **work** is; `AU` = national rule; `null` for ambiguous), `topic`, `basis` (facts.md section; \"facts.md (not held)\" for declines); optional `verdict` (\"yes\"/\"no\"), `figures` (values the answer must state; for tools the computed value first, then the threshold or rate; for ABN items \"valid\"/\"invalid\"), `ask` (declines: who to ask, from facts.md §0 or the section's regulator), `date` (ISO date the rule must be applied at). `verdict` answers the underlying question (\"do I need / must I\" → yes = needed; \"can I / is it allowed / is that right / yeah? / is that legit\" → no = not allowed / not right). For ambiguous items `topic` lists the readings and their answers.\n")
L.append("## Counts\n")
L.append("- By kind: " + ", ".join(f"{k} {K[k]}" for k in ["answer","tool","decline","ambiguous"]) + " (" + " / ".join(f"{K[k]/2:.1f}%" for k in ["answer","tool","decline","ambiguous"]) + ").")
L.append("- By state: " + ", ".join(f"{s} {S[s]}" for s in st) + f", ambiguous (null) {S[None]}.\n")
L.append("| state | answer | tool | decline |\n|---|---|---|---|")
for s in st:
    c = Counter(d["kind"] for d in Q if d["state"] == s)
    L.append(f"| {s} | {c['answer']} | {c['tool']} | {c['decline']} |")
nv = sum("verdict" in d for d in Q); nf = sum("figures" in d for d in Q); nd = [d for d in Q if "date" in d]
L.append(f"\n- {nv} items have a `verdict`, {nf} have `figures`, {len(nd)} have a `date`:")
for d in nd:
    L.append(f"  - {d['id']} ({d['date']}): {d['q'][:90]} → {d['topic']}")
tools = [d for d in Q if d["kind"] == "tool"]
L.append(f"\n## Tool items ({len(tools)})\n")
L.append("Recomputed by `check_tools.py` from the amounts as written in each question (Python Decimal; it also checks each threshold verdict and ABN verdict, and that every amount token is in the question text) → **bad 0**. \"+ gst\" amounts are grossed up ×1.1 where facts.md states an incl-GST basis; elsewhere the item is built so that both bases land on the same side (see notes). Super 12% (wages paid now). Deposit: NSW 10%; VIC/QLD 10% under $20,000, 5% at $20,000 or more; WA 6.5%. No-ABN withholding 47%. ABNs were generated fresh for this set (random 11-digit numbers passing the §6.1 algorithm; none from §6.1's test vectors or heldout11): valid 78 923 172 954, 59984784579; invalid = last digit changed (78 923 172 957), two digits swapped (59987484579).\n")
for d in tools:
    L.append(f"  - {d['id']} {d['state']}: {d['q'][:80]} → {', '.join(d['figures'])}" + (f" ({d['verdict']})" if 'verdict' in d else ""))
dec = [d for d in Q if d["kind"] == "decline"]
L.append(f"\n## Declines ({len(dec)})\n")
for d in dec:
    L.append(f"  - {d['id']} {d['state']}: {d['q'][:80]} — {d['topic']} → ask {d['ask']}")
amb = [d for d in Q if d["kind"] == "ambiguous"]
L.append(f"\n## Ambiguous ({len(amb)})\n")
for d in amb:
    L.append(f"  - {d['id']}: {d['q']} — {d['topic']}")
L.append("\n" + open("notes.md").read())
L.append("\n`gen.py` writes `questions.json`; `check_tools.py` re-checks the tool items (`python3 check_tools.py` → \"bad 0\"); `make_readme.py` writes this file from `questions.json` and `notes.md`.\n")
open("README.md", "w").write("\n".join(L))
