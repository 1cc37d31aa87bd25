import json
from collections import Counter
Q=json.load(open("questions.json"))
k=Counter(d["kind"] for d in Q); n=len(Q)
st=Counter(str(d["state"]) if d["state"] else "ambiguous (null)" for d in Q)
L=[]
L.append("# Held-out set 8 (blind): %d questions\n"%n)
L.append("Written 26 Nov 2026, about 23:05–23:20 UTC, by helper \"blind-h8\" (brief: /work/briefs/blind-h8.md). **%d** questions, ids h8-001…h8-%03d, "
 "every one checked against facts.md before the stop time (23:58 UTC). An undated question takes **2026-11-26 (Thursday)** as \"today\"; "
 "relative dates (\"yesterday\", \"last friday\", \"next week\", \"may this year\", \"june 2025\") resolve against it.\n"%(n,n))
L.append("## Who wrote it and what was read\n")
L.append("The writer read only: `/work/briefs/17.md` (the issue), `/work/main/docs/compliance/facts.md` (all of it, §0–§9 including the four "
 "26 Nov 2026 passes, in four pieces of 30,000 characters), `/work/main/tests/eval/heldout7/README.md` (conventions) and the first 1,500 "
 "characters of `/work/main/tests/eval/heldout7/questions.json` (JSON shape). Nothing under src/, api/, scripts/ or other tests was opened; "
 "no other file under /work/blind; no git log; the app was not run; /work/main was not edited. heldout7's example questions were not copied.\n")
L.append("## Style\n")
L.append("Texted the way tradies write, varied on purpose: slang and nicknames (dunny, sparky, chippy, gassie, subbie, offsider, apprentce, reno, hws, "
 "regas, liven it up, crack on, parra, the goldy, rocky, launnie, tassie, the shire, humpty doo), typos (lisence, warrenty, writting, wen, "
 "waterproofin, restumpin, floatin, takin), voice-to-text with no punctuation, long rambling messages with the question at the end "
 "(h8-004, h8-050, h8-058, h8-079, h8-087, h8-151), short two- to four-word questions (\"balustrade height?\", \"tpar deadline?\", "
 "\"qld form 4 deadline + fee?\", \"gst out of 17,380 inc\"), polite formal emails (h8-002, h8-033, h8-070, h8-126, h8-167), statements that "
 "expect a correction (h8-001, h8-017, h8-038, h8-119), several questions in one message (h8-027, h8-040, h8-047, h8-057, h8-083, h8-096), amounts "
 "written many ways (\"$4,800 + GST\", \"9.2k + gst\", \"24 grand inc gst\", \"2200 inc\", \"14 thousand dollars\", \"17,380 inc\", \"4.4k ex gst\", "
 "\"38 hrs at 24.50\"), parts of one job to add, owner/client-supplied materials (NSW h8-115, VIC h8-119, QLD h8-122), towns, suburbs, "
 "postcodes (2148, 4870, 6210), regions (the hunter, sunny coast, the shire), jobs over a border (Coolangatta tiler working in Tweed Heads → NSW, "
 "Albury sparky working in Wodonga → VIC) and relative dates.\n")
L.append("## Format\n")
L.append("Same as heldout7: a JSON array; each item has `id`, `q`, `kind` (answer / tool / decline / ambiguous), `state` (where the **work** is; "
 "`AU` = national rule; `null` for ambiguous), `topic`, `basis` (facts.md section); optional `verdict` (\"yes\"/\"no\"), `figures` (values the "
 "answer must state; for tools the computed value first, then the threshold or rate; for ABN items \"valid\"/\"invalid\"), `ask` (declines: who to "
 "ask, from facts.md §0 or the section's regulator), `date` (ISO date the rule must be applied at).\n\n"
 "`verdict` answers the underlying question as asked (\"do I need…/must I…/is X needed\" → yes = needed; \"can I / is he allowed\" → no = not "
 "allowed). For a statement that expects a correction (\"pretty sure i dont need a licence… right?\"), the verdict is the answer to the underlying "
 "\"do I need\" question (h8-001 \"yes\" = a licence is needed), not agreement with the statement.\n")
L.append("## Counts\n")
L.append("- By kind: "+", ".join("%s %d"%(x,k[x]) for x in ["answer","tool","decline","ambiguous"])+" ("+" / ".join("%.1f%%"%(100*k[x]/n) for x in ["answer","tool","decline","ambiguous"])+").")
L.append("- By state: "+", ".join("%s %d"%(s,st[s]) for s in ["NSW","VIC","QLD","WA","SA","TAS","ACT","NT","AU","ambiguous (null)"])+".\n")
L.append("| state | answer | tool | decline |\n|---|---|---|---|")
for s in ["NSW","VIC","QLD","WA","SA","TAS","ACT","NT","AU"]:
    c=Counter(d["kind"] for d in Q if d["state"]==s)
    L.append("| %s | %d | %d | %d |"%(s,c["answer"],c["tool"],c["decline"]))
L.append("")
L.append("- %d items have a `verdict`, %d have `figures`, %d have a `date`:"%(sum("verdict" in d for d in Q),sum("figures" in d for d in Q),sum("date" in d for d in Q)))
for d in Q:
    if "date" in d: L.append("  - %s (%s): %s → %s"%(d["id"],d["date"],d["q"][:110],d["topic"]))
L.append("\n## Tool items (%d)\n"%k["tool"])
L.append("Recomputed by `check_tools.py` from the amounts as written in each question (Python Decimal; it also checks each threshold verdict and "
 "ABN verdict, and that every amount token is present in the question text) → **bad 0**. \"+ gst\"/\"ex gst\" amounts are grossed up ×1.1 before a "
 "threshold or deposit; \"inc\" amounts are not; sums without GST wording are taken as written (each such sum is on the same side of the "
 "threshold either way, except h8-129, which now says \"all inc gst\"). Super is 12% (wages paid now, §6.6/§9; h8-138 is back pay for June 2025 "
 "paid today → 12%). Deposit: NSW 10%; VIC/QLD 10% under $20,000, 5% at $20,000 or more; WA 6.5% ($7,500–$500,000). ABNs were generated fresh "
 "(none from the §6.1 test-vector table or heldout7): valid 22 574 273 567, 89 382 041 509, 11 193 849 198, 23 008 293 982; invalid = last digit "
 "changed (22 574 273 568), two digits swapped (89 382 014 509, 11 193 849 189), 10 digits (6597032698).\n")
for d in Q:
    if d["kind"]=="tool":
        L.append("  - %s %s: %s → %s%s"%(d["id"],d["state"],d["q"][:120].replace("\n"," "),", ".join(d["figures"])," (%s)"%d["verdict"] if "verdict" in d else ""))
L.append("\n## Declines (%d)\n"%k["decline"])
for d in Q:
    if d["kind"]=="decline": L.append("  - %s %s: %s — %s → ask %s"%(d["id"],d["state"],d["q"][:110],d["topic"],d["ask"]))
L.append("\n## Ambiguous (%d)\n"%k["ambiguous"])
for d in Q:
    if d["kind"]=="ambiguous": L.append("  - %s: %s — %s"%(d["id"],d["q"][:110],d["topic"]))
L.append(open("notes.md").read())
open("README.md","w").write("\n".join(L)+"\n")
