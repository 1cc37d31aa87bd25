#!/usr/bin/env python3
"""Recompute every tool item of development set 11 (blind-d11) from the numbers written in its question (Decimal).
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
 "d11-084": ("thr", ["2,600", "2,700"], ("inc", 5000, "gt")),
 "d11-085": ("thr", ["4,700"], ("ex", 5000, "gt")),
 "d11-086": ("thr", ["3,150", "1,600"], ("inc", 5000, "gt")),
 "d11-087": ("dep", ["14,800"], "inc"),
 "d11-088": ("thr", ["6.5k", "4.8k"], ("inc", 10000, "gt")),
 "d11-089": ("thr", ["420", "380"], ("inc", 750, "gt")),
 "d11-090": ("dep", ["18,900"], "inc"),
 "d11-091": ("dep", ["27,500"], "inc"),
 "d11-092": ("thr", ["15,200", "1,300"], ("inc", 16000, "gt")),
 "d11-093": ("thr", ["3,050"], ("ex", 3300, "gt")),
 "d11-094": ("thr", ["2,100", "950"], ("inc", 3300, "gt")),
 "d11-095": ("dep", ["16,400"], "inc"),
 "d11-096": ("dep", ["22k"], "ex"),
 "d11-097": ("dep", ["46,000"], "inc"),
 "d11-098": ("thr", ["14,500", "6,200"], ("inc", 20000, "gt")),
 "d11-099": ("thr", ["8,400", "3,600"], ("inc", 12000, "ge")),
 "d11-100": ("thr", ["9,900", "1,750"], ("inc", 12000, "ge")),
 "d11-101": ("thr", ["16,200", "3,800"], ("inc", 20000, "ge")),
 "d11-102": ("thr", ["9,700", "1,850"], ("inc", 12000, "ge")),
 "d11-103": ("thr", ["9,600", "2,900"], ("inc", 12000, "gt")),
 "d11-104": ("gst_in", ["8,470"], None),
 "d11-105": ("gst_in", ["2.2k"], None),
 "d11-106": ("gst_add", ["3,650"], None),
 "d11-107": ("super", ["1,120"], None),
 "d11-108": ("super_hours", ["38", "31.50"], None),
 "d11-109": ("super", ["1,340", "1,265", "1,410"], None),
 "d11-110": ("abn", ["34 109 707 047"], None),
 "d11-111": ("abn", ["58084846932"], None),
 "d11-112": ("abn", ["34 109 707 048"], None),
 "d11-113": ("abn", ["58 084 864 932"], None),
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
