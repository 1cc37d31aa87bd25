#!/usr/bin/env python3
"""Writes README.md from questions.json and the SPEC table in check_tools.py."""
import json, os, re, collections, subprocess
HERE = os.path.dirname(os.path.abspath(__file__))
Q = json.load(open(os.path.join(HERE, "questions.json")))
ct = open(os.path.join(HERE, "check_tools.py")).read()
SPEC = json.loads(ct[ct.index("SPEC = ") + 7:ct.index("# SPEC-END")])
res = subprocess.run(["python3", os.path.join(HERE, "check_tools.py")], capture_output=True, text=True).stdout.strip().splitlines()[-1]
K = collections.Counter(d["kind"] for d in Q)
S = collections.Counter(str(d["state"]) for d in Q)
order = ["NSW", "VIC", "QLD", "WA", "SA", "TAS", "ACT", "NT", "AU", "None"]
L = []
L.append("# Held-out set h32 (blind, \"checking what I think I know\"): 200 questions\n")
L.append("Written 29 Nov 2026 (today for every undated item: **2026-11-29, Sunday**) by blind writer **h32** (prefix `h32`). "
         "Held out: nobody tunes to it.\n")
L.append("## What was read\n")
L.append("Only: `/work/briefs/blind-common.md`, `/work/briefs/blind-premise.md` (style brief), `/work/briefs/17.md`, "
         "`/work/briefs/facts-1.md` … `facts-6.md` (all of them, once, in full), `/work/briefs/heldout14-README.md`, "
         "`/work/briefs/heldout14-questions-head.json`, `/work/briefs/heldout14-check_tools-head.py` (field meanings, JSON shape, "
         "tool-check style; none of its questions were reused). Nothing under /work/main, /work/tools, /work/wt or other "
         "/work/blind folders; no git, no search or fetch tools; the app was not run.\n")
L.append("## Style\n")
L.append("Round 25, \"checking what I think I know\": most messages carry the sender's belief (from a mate, the builder, a customer, "
         "the old boss, Facebook, or their own memory) and ask to have it checked or act on it. Roughly half the beliefs are wrong "
         "in one detail (a figure off, days vs business days, GST in/out, another state's rule, a superseded value, a changed date, "
         "the wrong regulator or licence class, customer-supplied materials left out of a sum), about a third are right, and the rest "
         "are beliefs about things the fact sheet does not hold (declines: the assistant must say it does not have it, not confirm it). "
         "A few items carry no belief at all; a few carry two (one right, one wrong: no `verdict`, both figures). Shapes vary: "
         "\"right?\", \"pretty sure…\", \"thought it was…\", \"isn't it … now?\", \"mate reckons…\", \"builder says…\", statements that "
         "act on the belief, a belief plus a question. About a third are tidy office-side messages. Places by state, abbreviation, "
         "town, suburb or postcode (2230).\n")
L.append("Field meanings as heldout14. `verdict`: yes = the belief is right / the plan is allowed / the thing is needed; no = the "
         "belief is wrong / not allowed / not needed. `figures`: the rule's real figure(s), the corrected ones when the belief was "
         "wrong; tools: computed value first, then the rate or threshold. `ask` (declines): who to ask, the regulator or agency "
         "the fact sheet names for the state and subject. `topic` states the belief and whether it is right. "
         "`basis` cites the fact sheet section (\"facts-6\" = the third to fifth passes of 26–27 Nov 2026 in facts-6.md).\n")
L.append("## Counts\n")
L.append("- By kind: " + ", ".join("%s %d" % (k, K[k]) for k in ["answer", "tool", "decline", "ambiguous"]))
L.append("- By state: " + ", ".join("%s %d" % ("ambiguous (null)" if s == "None" else s, S[s]) for s in order) + "\n")
L.append("| state | answer | tool | decline | ambiguous | total |\n|---|---|---|---|---|---|")
for s in order:
    c = collections.Counter(d["kind"] for d in Q if str(d["state"]) == s)
    L.append("| %s | %d | %d | %d | %d | %d |" % ("null" if s == "None" else s, c["answer"], c["tool"], c["decline"], c["ambiguous"], sum(c.values())))
V = collections.Counter(d.get("verdict") for d in Q)
L.append("\n- Verdicts: yes %d, no %d, none %d. Items with figures: %d. Dated: %d. Profile-based: %d.\n" % (
    V["yes"], V["no"], V[None], sum(1 for d in Q if d.get("figures")), sum(1 for d in Q if d.get("date")),
    sum(1 for d in Q if d.get("profile"))))
L.append("## Dated items (date and reasoning)\n")
for d in Q:
    if d.get("date"):
        L.append("- %s (%s, %s): %s → %s" % (d["id"], d["state"], d["date"], d["q"], d["topic"]))
L.append("\nRelative days: \"on tuesday\" = 2026-12-01; \"this Friday\" = 2026-12-04; \"Wednesday 23 December\" = 2026-12-23 "
         "(a cooling-off that runs over 27–31 Dec); \"Friday 19 June this year\" = 2026-06-19; \"March 2017\" and \"March 2025\" "
         "take the 15th (any day of the month gives the same rule).\n")
L.append("## Profile items\n")
for d in Q:
    if d.get("profile"):
        L.append("- %s profile %s: %s → %s" % (d["id"], d["profile"], d["q"], d["topic"]))
L.append("\n## Tool items (%d) — computation\n" % K["tool"])
L.append("`check_tools.py` recomputes each from the amount tokens as written in the question (Python Decimal; each token must "
         "appear in the question) → **%s**. Rates: GST 10%% (add ×1.1, GST in an inclusive amount = 1/11, ex-GST = ÷1.1); "
         "super 12%% for wages paid from 1 July 2025 (11.5%% for March 2025); no-ABN withholding 47%% (none at $75 or less ex GST); "
         "deposits NSW 10%%, VIC/QLD 10%% under $20,000 and 5%% at $20,000 or more, QLD 20%% where more than 50%% is off-site, WA 6.5%% "
         "($7,500–$500,000); ABN modulus 89 with weights 10,1,3,…,19 (ABNs generated fresh, none from the fact sheet's vectors: "
         "two valid, one with the last digit changed, one with two digits swapped).\n" % res)
for d in Q:
    if d["kind"] != "tool":
        continue
    s = SPEC[d["id"]]
    op = s["op"]
    toks = " + ".join(s["tokens"])
    if op == "thr":
        how = "%s = %s%s, limit %s %s → verdict %s" % (toks, d["figures"][0],
              " (×1.1, + GST)" if s["basis"] == "incl" else "", s["cmp"], d["figures"][1], d.get("verdict"))
    elif op == "abn":
        how = "%s → %s" % (toks, d["figures"][0])
    else:
        how = "%s %s → %s at %s%s" % (op, toks, d["figures"][0], d["figures"][1],
              (" (claimed %s → verdict %s)" % (s["claim"], d.get("verdict"))) if "claim" in s else
              ((" → verdict %s" % d["verdict"]) if d.get("verdict") else ""))
    L.append("- %s %s: %s — %s" % (d["id"], d["state"], d["q"], how))
L.append("\n## Declines (%d) — why not held, and who to ask (`ask`)\n" % K["decline"])
L.append("`ask` is who to ask: the regulator or agency the fact sheet names for that state and subject (\"A or B\" when "
         "either fits; the scorer passes a decline only when the reply names every word of 3+ letters of one alternative). "
         "What was asked that the sheet does not hold is in `topic` (corrected 29 Nov 2026, see notes.md).\n")
for d in Q:
    if d["kind"] == "decline":
        L.append("- %s %s: %s — %s → **ask: %s**" % (d["id"], d["state"], d["q"], d["topic"], d["ask"]))
L.append("\n## Ambiguous (%d)\n" % K["ambiguous"])
for d in Q:
    if d["kind"] == "ambiguous":
        L.append("- %s: %s — %s" % (d["id"], d["q"], d["topic"]))
L.append("\n## Files\n\n`gen.py` writes `questions.json` and the SPEC table inside `check_tools.py`; `python3 check_tools.py` → "
         "\"%s\"; `make_readme.py` writes this file; `notes.md` holds the judgement calls.\n" % res)
open(os.path.join(HERE, "README.md"), "w").write("\n".join(L) + "\n")
print("README written;", res)
