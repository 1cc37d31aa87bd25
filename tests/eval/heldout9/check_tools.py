#!/usr/bin/env python3
"""Recompute every tool item of held-out set 9 from the numbers written in its question (Decimal).
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
 "h9-111": ("thr", ["4,700"], ("ex", 5000, "gt")),
 "h9-112": ("thr", ["2.1k", "2.6k"], ("inc", 5000, "gt")),
 "h9-113": ("dep", ["52k"], "inc"),
 "h9-114": ("gst_in", ["8,250"], None),
 "h9-115": ("super", ["1,180"], None),
 "h9-116": ("thr", ["3,200", "2,100"], ("inc", 5000, "gt")),
 "h9-117": ("thr", ["7.5k", "3.1k"], ("inc", 10000, "gt")),
 "h9-118": ("thr", ["9,300"], ("ex", 10000, "gt")),
 "h9-119": ("dep", ["19,800"], "inc"),
 "h9-120": ("dep", ["42k"], "ex"),
 "h9-121": ("thr", ["480", "290"], ("inc", 750, "gt")),
 "h9-122": ("thr", ["3,050"], ("ex", 3300, "gt")),
 "h9-123": ("thr", ["2,400", "800"], ("inc", 3300, "gt")),
 "h9-124": ("dep", ["19k"], "ex"),
 "h9-125": ("dep", ["15,400"], "inc"),
 "h9-126": ("thr", ["3,400"], ("inc", 3300, "gt")),
 "h9-127": ("dep", ["240k"], "inc"),
 "h9-128": ("thr", ["18,200", "2,300"], ("inc", 20000, "gt")),
 "h9-129": ("super", ["1,360.50"], None),
 "h9-130": ("thr", ["10,900"], ("ex", 12000, "ge")),
 "h9-131": ("gst_add", ["3,480"], None),
 "h9-132": ("thr", ["12,600", "8,100"], ("inc", 20000, "ge")),
 "h9-133": ("gst_in", ["2,783"], None),
 "h9-134": ("thr", ["11,700", "900"], ("inc", 12000, "ge")),
 "h9-135": ("super", ["2,050"], None),
 "h9-136": ("thr", ["10,500", "1,400"], ("inc", 12000, "gt")),
 "h9-137": ("gst_in", ["5,720"], None),
 "h9-138": ("super_hours", ["38", "31.20"], None),
 "h9-139": ("super", ["1,120", "1,340", "980"], None),
 "h9-140": ("gst_in", ["9,999"], None),
 "h9-141": ("gst_add", ["650"], None),
 "h9-142": ("gst_add", ["1850"], None),
 "h9-143": ("abn", ["59 577 174 306"], None),
 "h9-144": ("abn", ["41152662793"], None),
 "h9-145": ("abn", ["39 731 590 418"], None),
 "h9-146": ("abn", ["31 916 215 993"], None),
 "h9-147": ("abn", ["59 577 174 309"], None),
 "h9-148": ("abn", ["41 152 626 793"], None),
 "h9-149": ("abn", ["397315904180"], None),
 "h9-150": ("abn", ["31 916 215 939"], None),
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
