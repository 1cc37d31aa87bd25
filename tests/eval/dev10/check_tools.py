#!/usr/bin/env python3
"""Recompute every tool item of development set 10 from the numbers written in its question (Decimal).
Follows heldout9's check_tools.py: each spec names the amounts as written in the question (the check fails if a token is
not in the text), the operation, and for thresholds the GST basis ("ex" = grossed up x1.1) and comparison.
Prints each item and "bad N" (must be 0)."""
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
 "d10-084": ("thr", ["4,650"], ("ex", 5000, "gt")),          # NSW $5,000 incl GST
 "d10-085": ("thr", ["3.4k", "1.9k"], ("inc", 5000, "gt")),
 "d10-086": ("thr", ["6k", "5.5k"], ("inc", 10000, "gt")),    # VIC trades summed
 "d10-087": ("thr", ["420", "380"], ("inc", 750, "gt")),      # VIC plumbing cert, whoever supplied
 "d10-088": ("thr", ["2,100", "1,500"], ("inc", 3300, "gt")), # QLD, client-supplied materials count
 "d10-089": ("thr", ["3,000"], ("ex", 3300, "gt")),           # QLD $3,300 incl GST: exactly $3,300 is not over
 "d10-090": ("thr", ["11k", "1.5k"], ("inc", 12000, "gt")),   # NT (either basis over)
 "d10-091": ("thr", ["19,500", "1,200"], ("inc", 20000, "gt")),
 "d10-092": ("thr", ["11,400", "600"], ("inc", 12000, "ge")), # SA "$12,000 and more" (either basis)
 "d10-093": ("thr", ["9,800", "2,500"], ("inc", 12000, "ge")),
 "d10-094": ("thr", ["14k", "5k"], ("inc", 20000, "ge")),
 "d10-095": ("thr", ["16,500"], ("inc", 16000, "gt")),
 "d10-096": ("dep", ["38,500"], "inc"),
 "d10-097": ("dep", ["18,600"], "inc"),
 "d10-098": ("dep", ["22k"], "ex"),
 "d10-099": ("dep", ["19,990"], "inc"),
 "d10-100": ("dep", ["20k"], "inc"),
 "d10-101": ("dep", ["84,000"], "inc"),
 "d10-102": ("gst_in", ["3,630"], None),
 "d10-103": ("gst_in", ["12,870"], None),
 "d10-104": ("gst_add", ["2,350"], None),
 "d10-105": ("gst_add", ["780"], None),
 "d10-106": ("super", ["865"], None),
 "d10-107": ("super", ["1,240.50", "1,310"], None),
 "d10-108": ("super_hours", ["38", "34.75"], None),
 "d10-109": ("abn", ["77 011 873 096"], None),
 "d10-110": ("abn", ["66808809945"], None),
 "d10-111": ("abn", ["39 470 619 191"], None),
 "d10-112": ("abn", ["77 011 873 099"], None),
 "d10-113": ("abn", ["3947061919"], None),
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
