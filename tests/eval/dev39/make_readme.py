#!/usr/bin/env python3
import json, os, collections as C, subprocess
H = os.path.dirname(os.path.abspath(__file__))
Q = json.load(open(os.path.join(H, "questions.json")))
chk = subprocess.run(["python3", os.path.join(H, "check_tools.py")], capture_output=True, text=True).stdout.strip().splitlines()
kinds = C.Counter(d["kind"] for d in Q)
states = ["NSW", "VIC", "QLD", "WA", "SA", "TAS", "ACT", "NT", "AU", None]
L = []
L.append("# Blind set d39 — \"checking what I think I know\" (150 questions)\n")
L.append("Written 29 Nov 2026 (today = **2026-11-29, Sunday**) by blind helper **d39** (prefix `d39`).\n")
L.append("## What was read\n")
L.append("Only: `/work/briefs/blind-common.md`, `/work/briefs/blind-premise.md` (style brief), `/work/briefs/17.md`, "
         "`/work/briefs/facts-1.md` … `facts-6.md` (all of them, in full), `/work/briefs/heldout14-README.md` (field "
         "conventions only), `/work/briefs/heldout14-questions-head.json` (JSON shape) and "
         "`/work/briefs/heldout14-check_tools-head.py` (tool-check style). Nothing under /work/main, /work/tools, /work/wt "
         "or other /work/blind folders; no git, no search/fetch tools; the app was not run.\n")
L.append("## Style\n")
L.append("Each message carries the sender's own belief — half-remembered, out of date (NSW $1,000, VIC $5,000 before "
         "1 Aug 2017, 49% withholding, 11.5% super, NT Home Building Certification Fund, SA 3 m), from another state "
         "(\"like NSW\", \"like SA\", \"like over east\"), from a mate, builder, boss, customer, leading hand or TikTok, "
         "or simply right — and asks to have it checked or acts on it. Shapes mixed: \"…right?\", \"pretty sure…\", "
         "\"thought it was…\", \"mate reckons… true?\", \"is he right?\", plans that act on the belief (\"I'll take 10% so "
         "$4,800, all good?\"), two beliefs in one (d39-021, d39-056, d39-088), belief plus a question (d39-019, d39-063), "
         "and two with no belief (d39-038, d39-108). Tradie texting and tidy office-side messages mixed.\n")
bel = C.Counter()
for d in Q:
    t = d["topic"]
    if d["kind"] in ("decline", "ambiguous"): bel[d["kind"]] += 1
    elif "no belief" in t: bel["no belief"] += 1
    elif "wrong" in t or "not allowed" in t: bel["belief wrong"] += 1
    else: bel["belief right"] += 1
L.append("Beliefs: " + ", ".join("%s %d" % kv for kv in sorted(bel.items())) + " (\"wrong\" includes the two plans "
         "that are not allowed, d39-024 and d39-111; two-belief items with one wrong count as wrong).\n")
L.append("## Counts\n")
L.append("- By kind: " + ", ".join("%s %d" % (k, kinds[k]) for k in ("answer", "tool", "decline", "ambiguous")) + ".")
L.append("- By state: " + ", ".join("%s %d" % (s or "null", sum(1 for d in Q if d["state"] == s)) for s in states) + ".")
L.append("- Verdicts: " + ", ".join("%s %d" % (k, v) for k, v in C.Counter(d.get("verdict", "none") for d in Q).items()) + ".\n")
L.append("| state | answer | tool | decline | ambiguous |\n|---|---|---|---|---|")
for s in states:
    L.append("| %s | %s |" % (s or "null", " | ".join(str(sum(1 for d in Q if d["state"] == s and d["kind"] == k)) for k in ("answer", "tool", "decline", "ambiguous"))))
L.append("")
L.append("## Dated items\n")
for d in Q:
    if d.get("date"):
        L.append("- %s (%s) %s: %s → %s" % (d["id"], d["date"], d["state"], d["q"], d["topic"]))
L.append("\nRelative days: Friday = 2026-11-27 (d39-005), tomorrow = 2026-11-30 (d39-069), Tuesday = 2026-11-24 (d39-076), "
         "yesterday = 2026-11-28 (d39-109), this Friday = 2026-12-04 (d39-129); \"March 2017\" taken as 2017-03-15 (any "
         "day of that month gives the same rule). d39-122 uses today because the rule now in force is what is asked.\n")
L.append("## Profile items\n")
for d in Q:
    if d.get("profile"):
        L.append("- %s profile %s/%s: %s → %s" % (d["id"], d["profile"]["state"], d["profile"]["trade"], d["q"], d["topic"]))
L.append("\n## Tool items (%d)\n" % kinds["tool"])
L.append("Recomputed by `check_tools.py` from the amounts as written (Python Decimal; every amount token must appear in "
         "the question): GST 10% (out of an inclusive amount = 1/11); super 12% for wages paid from 1 July 2025, 11.5% "
         "for 1 Jul 2024–30 Jun 2025; deposits NSW 10%, VIC/QLD 10% under $20,000 and 5% at $20,000 or more, WA 6.5% "
         "($7,500–$500,000); no-ABN withholding 47%; ABN modulus 89. Output:\n")
L.append("```")
L += chk
L.append("```\n")
for d in Q:
    if d["kind"] == "tool":
        L.append("- %s %s: %s → %s; figures %s%s" % (d["id"], d["state"], d["q"], d["topic"], d["figures"],
                                                    ("; verdict " + d["verdict"]) if d.get("verdict") else ""))
L.append("\nABNs were generated fresh (random 11-digit numbers passing the §6.1 check, seed 3939): valid 38 155 108 780; "
         "invalid 41 008 357 538 = two digits swapped in the valid 41008375538.\n")
L.append("## Declines (%d) — why each is not held\n" % kinds["decline"])
L.append("`ask` = who to ask (the regulator or agency the fact sheet names for the state and subject; \"A or B\" when "
         "either fits), corrected on 29 Nov 2026 (see notes.md); the old text of `ask` is kept at the end of the topic as "
         "\"not held: …\".\n")
for d in Q:
    if d["kind"] == "decline":
        L.append("- %s %s: %s — ask: %s. %s" % (d["id"], d["state"], d["q"], d["ask"], d["topic"]))
L.append("\n## Ambiguous (%d)\n" % kinds["ambiguous"])
for d in Q:
    if d["kind"] == "ambiguous":
        L.append("- %s: %s → %s" % (d["id"], d["q"], d["topic"]))
L.append("\n## Files\n\n`gen.py` writes `questions.json`; `check_tools.py` re-checks the tool items (`python3 check_tools.py` "
         "→ \"bad 0\"); `make_readme.py` writes this file; `notes.md` lists what I was unsure of.\n")
open(os.path.join(H, "README.md"), "w").write("\n".join(L) + "\n")
