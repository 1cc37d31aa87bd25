#!/usr/bin/env python3
"""Recompute every tool item of held-out set 15 from the amounts as written in its question (Python Decimal).
Own spec table (blind-h15): each spec names its amount tokens exactly as written (the check fails if a token is not
in the question text); op = super / gst_add / gst_in / deposit / threshold / abn / withhold / nowithhold.
Thresholds: cmp "gt" (more than) or "ge" (at least); basis "incl" = "+ gst" amount grossed up x1.1 (rule stated incl
GST), "both" = the as-written and the x1.1 totals must land on the same side. Checks figures[0] (computed value),
the rate/limit figure, the verdict, ABN check digits and tool-item coverage. Prints each item and "bad N"."""
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
        elif w == "and": pass
        else: raise ValueError(w)
    return total + cur

def amount(tok):
    t = tok.lower().replace("$", "").strip()
    m = re.fullmatch(r"([\d,]+(?:\.\d+)?)\s*(k|grand)?", t)
    if m:
        v = D(m.group(1).replace(",", ""))
        return v * 1000 if m.group(2) else v
    return words(t)

def money(v):
    v = v.quantize(D("0.01"), ROUND_HALF_UP)
    return "${:,.0f}".format(v) if v == v.to_integral() else "${:,.2f}".format(v)

def abn_ok(s):
    d = [int(c) for c in re.sub(r"\s", "", s)]
    if len(d) != 11: return False
    d[0] -= 1
    return sum(a * b for a, b in zip(d, [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19])) % 89 == 0

S = {  # id: (op, [tokens], params)
 "h15-111": ("super", ["850"], {"rate": "12"}),
 "h15-112": ("super", ["two thousand four hundred"], {"rate": "12"}),
 "h15-113": ("super", ["1,250", "1,400", "980"], {"rate": "12"}),
 "h15-114": ("super", ["62k"], {"rate": "12"}),
 "h15-115": ("super", ["2,400"], {"rate": "11.5"}),
 "h15-116": ("super", ["1.1k"], {"rate": "12"}),
 "h15-117": ("super", ["six hundred and fifty"], {"rate": "12"}),
 "h15-118": ("gst_add", ["4,200"], {"show": "gst+total"}),
 "h15-119": ("gst_in", ["3,300"], {}),
 "h15-120": ("gst_in", ["11 grand"], {}),
 "h15-121": ("gst_in", ["2,750"], {}),
 "h15-122": ("gst_add", ["18.5k"], {"show": "total"}),
 "h15-123": ("gst_add", ["1,800"], {"show": "total"}),
 "h15-124": ("deposit", ["32k"], {"st": "NSW"}),
 "h15-125": ("deposit", ["24,500"], {"st": "NSW"}),
 "h15-126": ("deposit", ["15k"], {"st": "VIC"}),
 "h15-127": ("deposit", ["48k"], {"st": "VIC"}),
 "h15-128": ("deposit", ["12k"], {"st": "QLD"}),
 "h15-129": ("deposit", ["90k"], {"st": "QLD", "offsite": True}),
 "h15-130": ("deposit", ["36k"], {"st": "QLD"}),
 "h15-131": ("deposit", ["60k"], {"st": "WA"}),
 "h15-132": ("deposit", ["24 grand"], {"st": "WA"}),
 "h15-133": ("threshold", ["4k", "7.5k"], {"limit": "10000", "cmp": "gt", "basis": "both"}),
 "h15-134": ("threshold", ["2,500", "1,200"], {"limit": "3300", "cmp": "gt", "basis": "both"}),
 "h15-135": ("threshold", ["4,700"], {"limit": "5000", "cmp": "gt", "basis": "incl"}),
 "h15-136": ("threshold", ["3 grand", "1,500"], {"limit": "5000", "cmp": "gt", "basis": "both"}),
 "h15-137": ("threshold", ["6k", "4.5k"], {"limit": "12000", "cmp": "ge", "basis": "both"}),
 "h15-138": ("threshold", ["8k", "5.5k"], {"limit": "12000", "cmp": "gt", "basis": "both"}),
 "h15-139": ("threshold", ["12k", "9.5k"], {"limit": "20000", "cmp": "gt", "basis": "both"}),
 "h15-140": ("threshold", ["$450", "$380"], {"limit": "750", "cmp": "gt", "basis": "both"}),
 "h15-141": ("threshold", ["8k", "6.5k"], {"limit": "16000", "cmp": "gt", "basis": "both"}),
 "h15-142": ("threshold", ["12k", "9k"], {"limit": "20000", "cmp": "ge", "basis": "both"}),
 "h15-143": ("threshold", ["7k", "6k"], {"limit": "12000", "cmp": "ge", "basis": "both"}),
 "h15-144": ("abn", ["12 212 636 839"], {}),
 "h15-145": ("abn", ["87907888516"], {}),
 "h15-146": ("abn", ["73587429936"], {}),
 "h15-147": ("abn", ["66 484 395 788"], {}),
 "h15-148": ("withhold", ["2,000"], {}),
 "h15-149": ("nowithhold", ["300"], {"limit": "350", "under18": True}),
 "h15-150": ("nowithhold", ["$60"], {"limit": "75"}),
}

def deposit_rate(st, price, offsite=False):
    if st == "NSW": return D("10")
    if st in ("VIC", "QLD"):
        if st == "QLD" and offsite: return D("20")
        return D("10") if price < 20000 else D("5")
    if st == "WA":
        assert D(7500) <= price <= D(500000); return D("6.5")
    raise ValueError(st)

def pct(r): return (str(r.normalize()) if r != r.to_integral() else str(int(r))) + "%"

bad = 0
tools = {k for k, d in Q.items() if d["kind"] == "tool"}
if tools != set(S): print("coverage mismatch", sorted(tools ^ set(S))); bad += 1
for qid, (op, toks, p) in S.items():
    d = Q[qid]; q = d["q"]; f = d.get("figures", []); errs = []
    for t in toks:
        if t not in q: errs.append("token %r not in question" % t)
    vals = [] if op == "abn" else [amount(t) for t in toks]; total = sum(vals)
    if op == "super":
        exp = [money(total * D(p["rate"]) / 100), p["rate"] + "%"]
    elif op == "gst_add":
        g = total / 10
        exp = [money(g), money(total + g), "10%"] if p["show"] == "gst+total" else [money(total + g), "10%"]
    elif op == "gst_in":
        exp = [money(total / 11), "10%"]
    elif op == "deposit":
        r = deposit_rate(p["st"], total, p.get("offsite", False))
        if d["state"] != p["st"]: errs.append("state")
        exp = [money(total * r / 100), pct(r)]
    elif op == "threshold":
        lim = D(p["limit"])
        above = (lambda v: v > lim) if p["cmp"] == "gt" else (lambda v: v >= lim)
        if p["basis"] == "incl":
            v = total * D("1.1"); verdict = "yes" if above(v) else "no"; exp = [money(v), money(lim)]
        else:
            a, b = above(total), above(total * D("1.1"))
            if a != b: errs.append("as-written and x1.1 totals land on different sides")
            verdict = "yes" if a else "no"; exp = [money(total), money(lim)]
        if d.get("verdict") != verdict: errs.append("verdict %s != %s" % (d.get("verdict"), verdict))
    elif op == "abn":
        exp = ["valid" if abn_ok(toks[0]) else "invalid"]
    elif op == "withhold":
        exp = [money(total * D("0.47")), "47%"]
    elif op == "nowithhold":
        lim = D(p["limit"]); verdict = "no" if total <= lim else "yes"
        if p.get("under18") and "16" not in q: errs.append("age")
        exp = [money(lim)]
        if d.get("verdict") != verdict: errs.append("verdict %s != %s" % (d.get("verdict"), verdict))
    if f != exp: errs.append("figures %s != %s" % (f, exp))
    print(qid, op, [str(v) for v in vals], "->", exp, "OK" if not errs else "BAD " + "; ".join(errs))
    bad += bool(errs)
print("bad", bad)
