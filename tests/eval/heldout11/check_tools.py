#!/usr/bin/env python3
"""Recompute every tool item of held-out set 11 from the numbers written in its question (Decimal).
Each spec names the amounts as written in the question (the check fails if a token is not in the text), the operation,
and for thresholds the GST basis ("ex" = grossed up x1.1) and comparison. Prints each item and "bad N" (must be 0)."""
import json, re, os
from decimal import Decimal as D, ROUND_HALF_UP
Q = {d["id"]: d for d in json.load(open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "questions.json")))}

def amt(tok):
    t = tok.lower().replace("$", "").replace(",", "").strip()
    m = re.fullmatch(r"([\d.]+)\s*(k|grand)?", t)
    v = D(m.group(1))
    return v * 1000 if m.group(2) else v

def money(v):
    v = v.quantize(D("0.01"), ROUND_HALF_UP)
    s = f"{v:,.2f}"
    return "$" + (s[:-3] if s.endswith(".00") else s)

def abn_ok(tok):
    s = re.sub(r"\s", "", tok)
    if not re.fullmatch(r"\d{11}", s):
        return False
    d = [int(c) for c in s]; d[0] -= 1
    return sum(w * x for w, x in zip([10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19], d)) % 89 == 0

TEN = D("1.1")
def deposit_rate(state, price):
    if state == "NSW": return D("0.10")
    if state in ("VIC", "QLD"): return D("0.10") if price < 20000 else D("0.05")
    if state == "WA":
        assert D(7500) <= price <= D(500000)
        return D("0.065")
    raise ValueError(state)

def pct(r):
    return f"{(r * 100).normalize():f}%"

S = {
 "h11-112": ("thr", ["3.2k", "2.4k"], ("inc", 5000, "gt")),
 "h11-113": ("thr", ["2,900", "1,800"], ("inc", 5000, "gt")),
 "h11-114": ("thr", ["4,700"], ("ex", 5000, "gt")),
 "h11-115": ("dep", ["$86,400"], "inc"),
 "h11-116": ("dep", ["52k"], "ex"),
 "h11-117": ("thr", ["18.5k", "2.5k"], ("inc", 20000, "gt")),
 "h11-118": ("thr", ["520", "310"], ("inc", 750, "gt")),
 "h11-119": ("thr", ["5.5k", "4.8k"], ("inc", 10000, "gt")),
 "h11-120": ("dep", ["17,800"], "inc"),
 "h11-121": ("dep", ["24,000"], "ex"),
 "h11-122": ("thr", ["13,900", "1,700"], ("inc", 16000, "gt")),
 "h11-123": ("thr", ["2,100", "1,400"], ("inc", 3300, "gt")),
 "h11-124": ("thr", ["3,050"], ("ex", 3300, "gt")),
 "h11-125": ("dep", ["16,400"], "inc"),
 "h11-126": ("dep", ["45k"], "inc"),
 "h11-127": ("thr", ["1,900", "1,250"], ("inc", 3300, "gt")),
 "h11-128": ("dep", ["$62,000"], "inc"),
 "h11-129": ("thr", ["14.5k", "6.2k"], ("inc", 20000, "gt")),
 "h11-130": ("dep", ["$9,400"], "inc"),
 "h11-131": ("thr", ["7,900", "4,300"], ("inc", 12000, "ge")),
 "h11-132": ("thr", ["10,600"], ("ex", 12000, "ge")),
 "h11-133": ("thr", ["14,200", "6,300"], ("inc", 20000, "ge")),
 "h11-134": ("thr", ["17,900"], ("ex", 20000, "ge")),
 "h11-135": ("thr", ["8,400", "3,900"], ("inc", 12000, "ge")),
 "h11-136": ("thr", ["10,700"], ("ex", 12000, "ge")),
 "h11-137": ("thr", ["9,600", "3,100"], ("inc", 12000, "gt")),
 "h11-138": ("thr", ["10,500"], ("ex", 12000, "gt")),
 "h11-139": ("gst_in", ["$8,250"], None),
 "h11-140": ("gst_in", ["23,980"], None),
 "h11-141": ("gst_in", ["1,595"], None),
 "h11-142": ("gst_add", ["4,360"], None),
 "h11-143": ("gst_add", ["860"], None),
 "h11-144": ("super", ["980"], None),
 "h11-145": ("super", ["1,320", "1,460"], None),
 "h11-146": ("super_hours", ["38", "41.20"], None),
 "h11-147": ("abn", ["34 109 707 047"], None),
 "h11-148": ("abn", ["58084846932"], None),
 "h11-149": ("abn", ["34 109 707 040"], None),
 "h11-150": ("abn", ["58 048 846 932"], None),
}

bad = 0
tools = [i for i, d in Q.items() if d["kind"] == "tool"]
for i in sorted(set(tools) | set(S)):
    d = Q.get(i)
    if d is None or d["kind"] != "tool" or i not in S:
        print(i, "missing spec or not a tool"); bad += 1; continue
    op, toks, opt = S[i]
    if not all(t.lower() in d["q"].lower() for t in toks):
        print(i, "token not in question", toks); bad += 1; continue
    verdict = None
    if op == "abn":
        v = abn_ok(toks[0]); exp = ["valid" if v else "invalid"]; verdict = "yes" if v else "no"
    else:
        vals = [amt(t) for t in toks]
        if op == "gst_in":
            exp = [money(vals[0] / 11), "10%"]
        elif op == "gst_add":
            exp = [money(vals[0] * TEN), money(vals[0] * TEN - vals[0])]
        elif op == "super":
            exp = [money(sum(vals) * D("0.12")), "12%"]
        elif op == "super_hours":
            exp = [money(vals[0] * vals[1] * D("0.12")), "12%"]
        elif op == "dep":
            p = vals[0] * (TEN if opt == "ex" else 1)
            r = deposit_rate(d["state"], p)
            exp = [money(p * r), pct(r)]
        elif op == "thr":
            basis, limit, cmp = opt
            tot = sum(vals) * (TEN if basis == "ex" else 1)
            over = tot > limit if cmp == "gt" else tot >= limit
            exp = [money(tot), money(D(limit))]; verdict = "yes" if over else "no"
    ok = d["figures"] == exp and d.get("verdict") == verdict
    if not ok:
        bad += 1
    print(i, d["state"], "ok " if ok else "BAD", exp, verdict, "| file:", d["figures"], d.get("verdict"))
print("bad", bad)
