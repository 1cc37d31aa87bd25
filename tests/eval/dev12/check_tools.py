#!/usr/bin/env python3
"""Recompute every tool item of development set d12 from the numbers written in its question (Decimal).
Same logic as heldout11's check_tools.py, with a new spec table. Each spec names the amounts as written in the question
(the check fails if a token is not in the text), the operation, and for thresholds the GST basis ("ex" = grossed up x1.1,
"as" = as written; "both" = checked on both bases, which must land on the same side) and comparison.
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

# id: (op, tokens, extra)
#  thr: extra = (threshold, basis "as"|"ex"|"both", cmp ">"|">=")  -> figures [sum shown, threshold], verdict yes/no
#  dep: extra = None -> figures [cap $, rate]; optional asked amount -> verdict
#  gst_out / gst_add / super: figures [value, rate]
#  abn: figures ["valid"/"invalid"]
S = {
 "d12-084": ("thr", ["3,100", "2,400"], (D(5000), "both", ">")),
 "d12-085": ("thr", ["4,650"], (D(5000), "ex", ">")),
 "d12-086": ("dep", ["$31,800"], None),
 "d12-087": ("dep", ["42,500"], "5k"),
 "d12-088": ("dep", ["18,400"], None),
 "d12-089": ("dep", ["64k"], None),
 "d12-090": ("thr", ["$420", "$390"], (D(750), "both", ">")),
 "d12-091": ("thr", ["4.8k", "5.9k"], (D(10000), "both", ">")),
 "d12-092": ("thr", ["2,100", "1,600"], (D(3300), "both", ">")),
 "d12-093": ("dep", ["16,500"], None),
 "d12-094": ("dep", ["48k"], None),
 "d12-095": ("thr", ["2,950"], (D(3300), "ex", ">")),
 "d12-096": ("dep", ["$96,000"], None),
 "d12-097": ("dep", ["14,800"], None),
 "d12-098": ("thr", ["12k", "9.5k"], (D(20000), "both", ">")),
 "d12-099": ("thr", ["6,200", "4,100"], (D(12000), "both", ">=")),
 "d12-100": ("thr", ["9,800", "7,600"], (D(20000), "both", ">=")),
 "d12-101": ("thr", ["7,900", "5,200"], (D(12000), "both", ">=")),
 "d12-102": ("thr", ["6,800", "7,500"], (D(12000), "both", ">")),
 "d12-103": ("gst_out", ["$2,717"], None),
 "d12-104": ("gst_add", ["3,480"], None),
 "d12-105": ("gst_out", ["15.4k"], None),
 "d12-106": ("super", ["40", "$34.50"], "mul"),
 "d12-107": ("super", ["$720"], None),
 "d12-108": ("super", ["2,350"], None),
 "d12-109": ("abn", ["20 449 628 825"], None),
 "d12-110": ("abn", ["20449628828"], None),
 "d12-111": ("abn", ["83640069568"], None),
 "d12-112": ("abn", ["85 916 550 073"], None),
 "d12-113": ("gst_add", ["12.5k"], None),
}

bad = 0
tools = [i for i, d in Q.items() if d["kind"] == "tool"]
if sorted(tools) != sorted(S):
    print("spec table and tool items differ:", sorted(set(tools) ^ set(S))); bad += 1
for i, (op, toks, extra) in S.items():
    d = Q[i]; q = d["q"].lower(); ok = True
    for t in toks:
        if t.lower() not in q:
            print(i, "token not in question:", t); ok = False
    fig = d.get("figures", []); verdict = d.get("verdict")
    if op == "thr":
        thr, basis, cmp = extra
        total = sum(amt(t) for t in toks)
        shown = total * TEN if basis == "ex" else total
        def over(v): return v > thr if cmp == ">" else v >= thr
        exp_v = "yes" if over(shown) else "no"
        if basis == "both" and over(total) != over(total * TEN):
            print(i, "sides differ on GST basis"); ok = False
        exp = [money(shown), money(thr)]
        ok = ok and fig == exp and verdict == exp_v
        print(i, op, money(shown), cmp, money(thr), "->", exp_v, fig, verdict)
    elif op == "dep":
        price = amt(toks[0]); r = deposit_rate(d["state"], price); cap = price * r
        exp = [money(cap), pct(r)]
        ok = ok and fig == exp
        if extra:
            if extra.lower() not in q: print(i, "token not in question:", extra); ok = False
            exp_v = "yes" if amt(extra) <= cap else "no"
            ok = ok and verdict == exp_v
        print(i, op, d["state"], money(price), pct(r), money(cap), fig, verdict)
    elif op == "gst_out":
        v = amt(toks[0]) / 11; exp = [money(v), "10%"]; ok = ok and fig == exp
        print(i, op, money(v), fig)
    elif op == "gst_add":
        v = amt(toks[0]) * TEN; exp = [money(v), "10%"]; ok = ok and fig == exp
        print(i, op, money(v), fig)
    elif op == "super":
        base = amt(toks[0]) * amt(toks[1]) if extra == "mul" else amt(toks[0])
        v = base * D("0.12"); exp = [money(v), "12%"]; ok = ok and fig == exp
        print(i, op, money(base), money(v), fig)
    elif op == "abn":
        exp = ["valid" if abn_ok(toks[0]) else "invalid"]; ok = ok and fig == exp
        print(i, op, toks[0], exp, fig)
    if not ok:
        print("  BAD", i); bad += 1
print("bad", bad)
