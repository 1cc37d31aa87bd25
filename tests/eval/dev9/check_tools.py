#!/usr/bin/env python3
"""Recompute every tool item of dev set 9 from the numbers written in its question (Decimal).
Each spec names the amounts as written in the question (the check fails if a token is not in the text), the operation,
and for thresholds the GST basis and comparison. Prints each item and "bad N" (must be 0)."""
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
def deposit_rate(state, price):          # facts.md §2.1/§2.2
    if state == "NSW": return D("0.10")
    if state in ("VIC", "QLD"): return D("0.10") if price < 20000 else D("0.05")
    if state == "WA":
        assert D(7500) <= price <= D(500000)
        return D("0.065")
    raise ValueError(state)

def pct(r):
    return f"{(r * 100).normalize():f}%"

S = {
 "d9-083": ("gst_in", ["3,850"], None),
 "d9-084": ("gst_in", ["12,100"], None),
 "d9-085": ("gst_in", ["2,035"], None),
 "d9-086": ("gst_in", ["999"], None),
 "d9-087": ("gst_add", ["8,450"], None),
 "d9-088": ("gst_add", ["640"], None),
 "d9-089": ("gst_add", ["3.75k"], None),
 "d9-090": ("super", ["1,150"], None),
 "d9-091": ("super", ["1,320", "985"], None),
 "d9-092": ("super_hours", ["42", "19.80"], None),
 "d9-093": ("super", ["2,468.50"], None),
 "d9-094": ("super", ["1,050"], None),            # paid 27 Nov 2026 -> 12% (paid on/after 1 July 2025)
 "d9-095": ("dep", ["46,200"], "inc"),
 "d9-096": ("dep", ["18,500"], "inc"),
 "d9-097": ("dep", ["19k"], "ex"),                # 20,900 incl GST -> >= 20,000 -> 5%
 "d9-098": ("dep", ["65 grand"], "inc"),
 "d9-099": ("dep", ["240k"], "inc"),
 "d9-100": ("dep", ["12,650"], "inc"),
 "d9-101": ("thr", ["2,900", "2,400"], ("inc", 5000, "gt")),
 "d9-102": ("thr", ["7,200", "3,100"], ("inc", 10000, "gt")),
 "d9-103": ("thr", ["420", "295"], ("inc", 750, "gt")),
 "d9-104": ("thr", ["3,050"], ("ex", 3300, "gt")),
 "d9-105": ("thr", ["14,500", "6,200"], ("inc", 20000, "gt")),
 "d9-106": ("thr", ["10,900"], ("ex", 12000, "ge")),
 "d9-107": ("thr", ["18,200"], ("ex", 20000, "ge")),
 "d9-108": ("abn", ["20 211 346 600"], None),
 "d9-109": ("abn", ["85533396638"], None),
 "d9-110": ("abn", ["51 371 088 022"], None),
 "d9-111": ("abn", ["52 204 620 477"], None),
 "d9-112": ("abn", ["85 533 369 638"], None),
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
    print(i, "ok " if ok else "BAD", exp, verdict, "| file:", d["figures"], d.get("verdict"))
print("bad", bad)
