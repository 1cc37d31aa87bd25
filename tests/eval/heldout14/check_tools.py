#!/usr/bin/env python3
"""Recompute every tool item of held-out set 14 from the amounts as written in its question (Python Decimal).
Own spec table (blind-h14): each spec names its amount tokens exactly as written (the check fails if a token is not
in the question text), the operation and, for thresholds, the rule's limit, comparison and GST basis:
"incl" = "+ gst" amount grossed up x1.1 (facts.md states the rule incl GST), "asis" = taken as written,
"both" = the as-written and the x1.1 totals must land on the same side. Checks figures[0] (computed value), the
rate/limit figure, the verdict, ABN check digits and tool-item coverage. Prints each item and "bad N" (must be 0)."""
import json, os, re
from decimal import Decimal as D, ROUND_HALF_UP
HERE = os.path.dirname(os.path.abspath(__file__))
Q = {d["id"]: d for d in json.load(open(os.path.join(HERE, "questions.json")))}

ONES = {w: i for i, w in enumerate("zero one two three four five six seven eight nine ten eleven twelve thirteen "
                                   "fourteen fifteen sixteen seventeen eighteen nineteen".split())}
TENS = {w: 10 * (i + 2) for i, w in enumerate("twenty thirty forty fifty sixty seventy eighty ninety".split())}

def words(t):
    total, cur = D(0), D(0)
    for w in t.replace("-", " ").split():
        if w in ONES: cur += ONES[w]
        elif w in TENS: cur += TENS[w]
        elif w == "hundred": cur *= 100
        elif w in ("thousand", "grand"): total += cur * 1000; cur = D(0)
        elif w == "and": continue
        else: raise ValueError("word " + w)
    return total + cur

def amt(tok):
    t = tok.lower().replace("$", "").replace(",", "").strip()
    m = re.fullmatch(r"([\d.]+)\s*(k|grand)?", t)
    if m:
        return D(m.group(1)) * (1000 if m.group(2) else 1)
    return words(t)

def money(x):
    x = x.quantize(D("0.01"), ROUND_HALF_UP)
    s = "{:,.2f}".format(x)
    return "$" + (s[:-3] if s.endswith(".00") else s)

def abn_ok(s):
    d = [int(c) for c in re.sub(r"\D", "", s)]
    if len(d) != 11: return False
    d[0] -= 1
    return sum(a * b for a, b in zip(d, [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19])) % 89 == 0

GST, SUPER, SUPER_2425, WH = D("0.10"), D("0.12"), D("0.115"), D("0.47")
DEP = {"NSW": lambda p: D("0.10"), "VIC": lambda p: D("0.10") if p < 20000 else D("0.05"),
       "QLD": lambda p: D("0.10") if p < 20000 else D("0.05"), "WA": lambda p: D("0.065")}
def pct(r):
    t = format(r * 100, "f")
    if "." in t: t = t.rstrip("0").rstrip(".")
    return t + "%"

# id: (op, tokens, extra)
SPEC = {
 "h14-111": ("deposit", ["48k"], {"state": "NSW"}),
 "h14-112": ("thr", ["4,700"], {"limit": 5000, "cmp": ">", "basis": "incl"}),
 "h14-113": ("thr", ["3k", "2.5k"], {"limit": 5000, "cmp": ">", "basis": "both"}),
 "h14-114": ("thr", ["14k", "7.5k"], {"limit": 20000, "cmp": ">", "basis": "both"}),
 "h14-115": ("deposit", ["15,500"], {"state": "VIC"}),
 "h14-116": ("deposit", ["twenty grand"], {"state": "VIC"}),
 "h14-117": ("thr", ["7,500", "3,200"], {"limit": 10000, "cmp": ">", "basis": "both"}),
 "h14-118": ("thr", ["9k", "8k"], {"limit": 16000, "cmp": ">", "basis": "both"}),
 "h14-119": ("thr", ["500", "400"], {"limit": 750, "cmp": ">", "basis": "both"}),
 "h14-120": ("deposit", ["19 grand"], {"state": "QLD"}),
 "h14-121": ("deposit", ["140k"], {"state": "QLD", "offsite": "60%"}),
 "h14-122": ("thr", ["2,800"], {"limit": 3300, "cmp": ">", "basis": "incl"}),
 "h14-123": ("thr", ["1,500", "2,000"], {"limit": 3300, "cmp": ">", "basis": "both"}),
 "h14-124": ("deposit", ["120k"], {"state": "WA"}),
 "h14-125": ("deposit", ["9,000"], {"state": "WA"}),
 "h14-126": ("thr", ["12k", "9k"], {"limit": 20000, "cmp": ">", "basis": "both"}),
 "h14-127": ("thr", ["6,000", "4,500"], {"limit": 12000, "cmp": ">=", "basis": "both"}),
 "h14-128": ("thr", ["12k", "9k"], {"limit": 20000, "cmp": ">=", "basis": "both"}),
 "h14-129": ("thr", ["7k", "6k"], {"limit": 12000, "cmp": ">=", "basis": "both"}),
 "h14-130": ("thr", ["7k", "6k"], {"limit": 12000, "cmp": ">", "basis": "both"}),
 "h14-131": ("gst_in", ["4,400"], {}),
 "h14-132": ("gst_add", ["2 grand"], {}),
 "h14-133": ("ex", ["7,700"], {}),
 "h14-134": ("gst_add", ["six hundred and fifty"], {}),
 "h14-135": ("gst_on", ["18.5k"], {}),
 "h14-136": ("split", ["1,320"], {}),
 "h14-137": ("super", ["850"], {"rate": SUPER}),
 "h14-138": ("super", ["1,640"], {"rate": SUPER}),
 "h14-139": ("super", ["four grand"], {"rate": SUPER}),
 "h14-140": ("super", ["3,200"], {"rate": SUPER_2425, "date": "2025-02-15"}),
 "h14-141": ("super", ["forty two thousand"], {"rate": SUPER}),
 "h14-142": ("withhold", ["2,000"], {}),
 "h14-143": ("withhold", ["60"], {}),
 "h14-144": ("withhold", ["1,250"], {}),
 "h14-145": ("u18", ["300"], {}),
 "h14-146": ("thr", ["52k", "21k"], {"limit": 75000, "cmp": ">=", "basis": "asis"}),
 "h14-147": ("abn", ["32 285 620 722"], {"expect": "valid"}),
 "h14-148": ("abn", ["41619744952"], {"expect": "valid"}),
 "h14-149": ("abn", ["21 266 091 389"], {"expect": "invalid"}),
 "h14-150": ("abn", ["53646137439"], {"expect": "invalid"}),
}

def over(x, limit, cmp):
    return x > limit if cmp == ">" else x >= limit

bad = 0
tools = [i for i, d in Q.items() if d["kind"] == "tool"]
for i in sorted(set(tools) | set(SPEC)):
    d = Q.get(i); errs = []
    if d is None or d["kind"] != "tool" or i not in SPEC:
        print(i, "BAD: tool item without spec or spec without tool item"); bad += 1; continue
    op, toks, ex = SPEC[i]
    q = d["q"].lower()
    for t in toks:
        if t.lower() not in q: errs.append("token %r not in question" % t)
    a = [amt(t) for t in toks] if op != "abn" else []
    fig, verdict = [], None
    if op == "deposit":
        p = a[0]
        if ex.get("offsite"):
            assert ex["offsite"] in q and D(ex["offsite"][:-1]) > 50
            r = D("0.20")
        else:
            if ex["state"] == "WA": assert 7500 <= p <= 500000
            r = DEP[ex["state"]](p)
        fig = [money(p * r), pct(r)]
    elif op == "thr":
        s = sum(a); lim = D(ex["limit"])
        if ex["basis"] == "incl":
            if "+ gst" not in q and "plus gst" not in q: errs.append("incl basis needs '+ gst'")
            s = s * (1 + GST); verdict = over(s, lim, ex["cmp"])
        elif ex["basis"] == "both":
            v1, v2 = over(s, lim, ex["cmp"]), over(s * (1 + GST), lim, ex["cmp"])
            if v1 != v2: errs.append("as-written and x1.1 land on different sides")
            verdict = v1
        else:
            verdict = over(s, lim, ex["cmp"])
        fig = [money(s), money(lim)]
        verdict = "yes" if verdict else "no"
    elif op == "gst_in": fig = [money(a[0] / 11), "10%"]
    elif op == "gst_add": fig = [money(a[0] * (1 + GST)), "10%"]
    elif op == "ex": fig = [money(a[0] / (1 + GST)), "10%"]
    elif op == "gst_on": fig = [money(a[0] * GST), "10%"]
    elif op == "split": fig = [money(a[0] / 11), money(a[0] - a[0] / 11), "10%"]
    elif op == "super":
        if ex.get("date") and d.get("date") != ex["date"]: errs.append("date mismatch")
        fig = [money(a[0] * ex["rate"]), pct(ex["rate"])]
    elif op == "withhold":
        if a[0] <= 75: fig, verdict = ["$75"], "no"
        else: fig = [money(a[0] * WH), "47%"]
    elif op == "u18":
        if a[0] <= 350: fig, verdict = ["$350"], "no"
        else: fig, verdict = ["$350"], "yes"
    elif op == "abn":
        got = "valid" if abn_ok(toks[0]) else "invalid"
        if got != ex["expect"]: errs.append("abn check %s != expected %s" % (got, ex["expect"]))
        fig = [got]
    if d.get("figures") != fig: errs.append("figures %s != computed %s" % (d.get("figures"), fig))
    if d.get("verdict") != verdict: errs.append("verdict %s != computed %s" % (d.get("verdict"), verdict))
    print(i, d["state"], fig, verdict or "", "OK" if not errs else "BAD: " + "; ".join(errs))
    bad += bool(errs)
print("bad", bad)
