#!/usr/bin/env python3
"""Recompute every tool item of held-out set 10 from the numbers written in its question (Decimal).
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
 "h10-111": ("thr", ["4,650"], ("ex", 5000, "gt")),
 "h10-112": ("thr", ["2.8k", "1.9k"], ("inc", 5000, "gt")),
 "h10-113": ("dep", ["48,500"], "inc"),
 "h10-114": ("thr", ["3,900", "1,450"], ("inc", 5000, "gt")),
 "h10-115": ("dep", ["73k"], "inc"),
 "h10-116": ("thr", ["4,400"], ("ex", 5000, "gt")),
 "h10-117": ("thr", ["6.5k", "4.2k"], ("inc", 10000, "gt")),
 "h10-118": ("dep", ["18,700"], "inc"),
 "h10-119": ("dep", ["35k"], "inc"),
 "h10-120": ("thr", ["390", "410"], ("inc", 750, "gt")),
 "h10-121": ("thr", ["14,500"], ("ex", 16000, "gt")),
 "h10-122": ("thr", ["3,100"], ("ex", 3300, "gt")),
 "h10-123": ("thr", ["2,200", "950"], ("inc", 3300, "gt")),
 "h10-124": ("dep", ["19,500"], "inc"),
 "h10-125": ("dep", ["28k"], "ex"),
 "h10-126": ("thr", ["2,900"], ("ex", 3300, "gt")),
 "h10-127": ("dep", ["42,000"], "inc"),
 "h10-128": ("thr", ["14,800", "6,100"], ("inc", 20000, "gt")),
 "h10-129": ("dep", ["9,800"], "inc"),
 "h10-130": ("thr", ["10,400"], ("ex", 12000, "ge")),
 "h10-131": ("thr", ["7,800", "4,900"], ("inc", 12000, "ge")),
 "h10-132": ("thr", ["16,500", "2,900"], ("inc", 20000, "ge")),
 "h10-133": ("thr", ["12,000", "9,500"], ("inc", 20000, "ge")),
 "h10-134": ("thr", ["9,800", "3,100"], ("inc", 12000, "ge")),
 "h10-135": ("thr", ["10,200"], ("ex", 12000, "ge")),
 "h10-136": ("thr", ["8,500", "4,200"], ("inc", 12000, "gt")),
 "h10-137": ("thr", ["9k", "2.5k"], ("inc", 12000, "gt")),
 "h10-138": ("gst_in", ["7,480"], None),
 "h10-139": ("gst_in", ["12,650"], None),
 "h10-140": ("gst_in", ["3.3k"], None),
 "h10-141": ("gst_add", ["2,340"], None),
 "h10-142": ("gst_add", ["975"], None),
 "h10-143": ("super", ["1,065"], None),
 "h10-144": ("super_hours", ["40", "34.75"], None),
 "h10-145": ("super", ["1,210", "1,480", "1,155"], None),
 "h10-146": ("abn", ["34 702 966 199"], None),
 "h10-147": ("abn", ["37367382376"], None),
 "h10-148": ("abn", ["44 184 195 993"], None),
 "h10-149": ("abn", ["34 702 966 191"], None),
 "h10-150": ("abn", ["37 367 328 376"], None),
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
