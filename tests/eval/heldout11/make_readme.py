import json
from collections import Counter
Q = json.load(open("questions.json"))
K = Counter(d["kind"] for d in Q); S = Counter(d["state"] for d in Q)
st = ["NSW","VIC","QLD","WA","SA","TAS","ACT","NT","AU"]
o = []
o.append("# Held-out set 11 (blind): 200 questions\n")
o.append("Written 27 Nov 2026, about 08:50–08:58 UTC, by helper \"blind-h11\" (brief: /work/briefs/blind-h11.md). **200** questions, ids {{wagga}}…h11-200, every one checked against facts.md before the stop time (09:20 UTC). An undated question takes **2026-11-27 (Friday)** as \"today\"; relative dates (\"next wednesday\" = 2026-12-02, \"last week\" = 2026-11-20, \"back in march this year\", \"march 2025\", \"june 2016\", \"the jan to march 2026 quarter\") are resolved into `date`.\n")
o.append("## Who wrote it and what was read\n")
o.append("The writer read only: `/work/briefs/blind-h11.md` (the brief), `/work/briefs/17.md` (the issue), `/work/main/docs/compliance/facts.md` (all of it, §0–§9 including the passes of 25–27 Nov 2026, in four pieces of at most 30,000 characters), `/work/main/tests/eval/heldout10/README.md` (conventions), the first 1,500 characters of `/work/main/tests/eval/heldout10/questions.json` (JSON shape) and `/work/main/tests/eval/heldout10/check_tools.py` (tool-check style; this set's checker is that file with a new spec table). Nothing under src/, api/, scripts/ or other tests was opened; no other set under tests/eval or /work/blind; no git history; the app was not run; /work/main was not edited. heldout10's examples (in its README) and the issue's example questions were not copied: new wording, amounts, places, postcodes and ABNs.\n")
o.append("## Style\n")
o.append("Texted the way tradies write: slang and nicknames (sparky/sparkie, chippy, dunny, subbie, offsider, apprentise, brissy, tassie, rego, bucks, grand, split systems without the word refrigerant), typos and dropped g's (tilin, plasterin, paintin, restumpin, diggin, invoicin, kalgoorliee, wen's), voice-to-text with spoken punctuation ({{tamworth comma}} \"comma … full stop … question mark\", h11-141), short ones (\"wen's the tpar gotta be in\", \"860 ex gst what do i charge all up\"), formal emails ({{Castle Hill NSW}} Castle Hill landscaper, {{Warrnambool}} Warrnambool electrician), statements expecting a correction ({{wagga}} \"under 5k so i dont need the licence yeah?\", {{blue mountains}} \"over a grand still right?\", {{30 business days}} NSW 30 BD, {{restumpin}} VIC restumping, {{registered plumber can sign}} VIC registered plumber signing off, {{joondalup}} WA \"10 percent same as over east\", {{payment in 45}} NT 45 BD), two questions in one ({{portland vic}} Type A gas cert + lodging time, {{meter box swap}} who inspects + how long, {{boggabilla nsw, doin}} QLD cert + keeping time), amounts in many forms (60 grand, 6.5k, 4,700 + gst, 52k + gst, $86,400, 18.5k inc gst, 860 ex gst, 38 hrs at 41.20, $300 a week, 2% surcharge), parts of one job summed (trade + trade, labour + client-supplied materials, contract + variation), postcodes (2650, 2640, 3350, 4870, 6210, 5600, 7250, 2617, 0850), towns and suburbs, work over a border (Mildura plumber in Buronga → NSW; Wodonga builder in Albury → NSW; Mount Gambier plumber in Portland → VIC; Boggabilla sparky in Goondiwindi → QLD; Queanbeyan sparky in Gungahlin → ACT) and relative dates.\n")
o.append("## Format\n")
o.append("Same as heldout10: a JSON array; each item has `id`, `q`, `kind` (answer / tool / decline / ambiguous), `state` (where the **work** is; `AU` = national rule; `null` for ambiguous), `topic`, `basis` (facts.md section; \"facts.md (not held)\" for declines); optional `verdict` (\"yes\"/\"no\"), `figures` (values the answer must state; for tools the computed value first, then the threshold or rate; for ABN items \"valid\"/\"invalid\"), `ask` (declines: who to ask, from facts.md §0 or the section's regulator), `date` (ISO date the rule must be applied at). `verdict` answers the underlying question (\"do I need / must I\" → yes = needed; \"can I / is he allowed / is that right / yeah?\" → no = not allowed / not right). For ambiguous items `topic` lists the readings and their answers.\n")
o.append("## Counts\n")
o.append("- By kind: " + ", ".join(f"{k} {K[k]}" for k in ["answer","tool","decline","ambiguous"]) + " (" + " / ".join(f"{K[k]/2:.1f}%" for k in ["answer","tool","decline","ambiguous"]) + ").")
o.append("- By state: " + ", ".join(f"{s} {S[s]}" for s in st) + f", ambiguous (null) {S[None]}.\n")
o.append("| state | answer | tool | decline |\n|---|---|---|---|")
for s in st:
    c = Counter(d["kind"] for d in Q if d["state"] == s)
    o.append(f"| {s} | {c['answer']} | {c['tool']} | {c['decline']} |")
nv = sum(1 for d in Q if "verdict" in d); nf = sum(1 for d in Q if "figures" in d); dd = [d for d in Q if "date" in d]
o.append(f"\n- {nv} items have a `verdict`, {nf} have `figures`, {len(dd)} have a `date`:")
for d in dd:
    o.append(f"  - {d['id']} ({d['date']}): {d['q'][:90]} → {d['topic']}")
o.append("\n## Tool items (%d)\n" % K["tool"])
o.append("Recomputed by `check_tools.py` from the amounts as written in each question (Python Decimal; it also checks each threshold verdict and ABN verdict, and that every amount token is in the question text) → **bad 0**. \"+ gst\"/\"ex gst\" amounts are grossed up ×1.1 before a threshold or deposit; \"inc\" amounts and amounts with no GST word are taken as written. Single \"+ gst\" amounts are used only where facts.md states an incl-GST basis (NSW $5,000: h11-114; QLD $3,300: h11-124; NSW deposit on the price incl GST: h11-116) or where either basis gives the same side or the same rate (VIC deposit h11-121: $24,000 and $26,400 both ≥ $20,000 → 5%; SA h11-132: $10,600 / $11,660 under $12,000; TAS h11-134: $17,900 / $19,690 under $20,000; ACT h11-136: $10,700 / $11,770 under $12,000; NT h11-138: $10,500 / $11,550 not over $12,000). Sums with no GST word (h11-119 VIC, h11-123 QLD, h11-129 WA, h11-133 TAS) land on the same side on either basis. Client-supplied materials are counted only where facts.md says the value includes them whoever supplies them (VIC plumbing $750: h11-118; QLD licence $3,300: h11-123). WA deposits (h11-128, h11-130) take the stated contract price as the total amount payable (both inside $7,500–$500,000). Super 12% (wages paid now). Deposit: NSW 10%; VIC/QLD 10% under $20,000, 5% at $20,000 or more; WA 6.5%. ABNs were generated fresh for this set (random 11-digit numbers passing the §6.1 algorithm; none from §6.1's test vectors or heldout10): valid 34 109 707 047, 58084846932; invalid = last digit changed (34 109 707 040), two digits swapped (58 048 846 932).\n")
o.append("## Declines (%d)\n" % K["decline"])
for d in Q:
    if d["kind"] == "decline":
        o.append(f"  - {d['id']} {d['state']}: {d['q'][:80]} — {d['topic']} → ask {d['ask']}")
o.append("\n## Ambiguous (%d)\n" % K["ambiguous"])
for d in Q:
    if d["kind"] == "ambiguous":
        o.append(f"  - {d['id']}: {d['q']} — {d['topic']}")
o.append(open("notes.md").read())
import re
txt = "\n".join(o) + "\n"
def res(mm):
    hits = [d["id"] for d in Q if mm.group(1).lower() in d["q"].lower()]
    assert len(hits) == 1, (mm.group(1), hits)
    return hits[0]
txt = re.sub(r"\{\{(.+?)\}\}", res, txt)
open("README.md", "w").write(txt)
