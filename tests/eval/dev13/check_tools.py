#!/usr/bin/env python3
"""Recompute every tool item of development set d13 from the numbers written in its question (Decimal).
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

# id: (op, tokens, extra)
#  thr: extra = (basis "as"/"ex", threshold, comparison ">" or ">=")
S = {
 "d13-083": ("thr", ["3.8k", "2.9k"], ("as", 5000, ">")),
 "d13-084": ("thr", ["4,700"], ("ex", 5000, ">")),
 "d13-085": ("dep", ["38,500"], None),
 "d13-086": ("thr", ["12k", "9.5k"], ("as", 20000, ">")),
 "d13-087": ("thr", ["6k", "5.5k"], ("as", 10000, ">")),
 "d13-088": ("dep", ["18,400"], None),
 "d13-089": ("dep", ["$64,000"], None),
 "d13-090": ("thr", ["480", "390"], ("as", 750, ">")),
 "d13-091": ("thr", ["9k", "8k"], ("as", 16000, ">")),
 "d13-092": ("thr", ["2,100", "1,600"], ("as", 3300, ">")),
 "d13-093": ("dep", ["14,200"], None),
 "d13-094": ("dep", ["27 grand"], None),
 "d13-095": ("thr", ["2,900"], ("ex", 3300, ">")),
 "d13-096": ("dep", ["96k"], None),
 "d13-097": ("thr", ["12k", "9.5k"], ("as", 20000, ">")),
 "d13-098": ("thr", ["7k", "6.5k"], ("as", 12000, ">=")),
 "d13-099": ("thr", ["9k", "8.5k"], ("as", 20000, ">=")),
 "d13-100": ("thr", ["9,800"], ("ex", 12000, ">=")),
 "d13-101": ("thr", ["7.5k", "5k"], ("as", 12000, ">")),
 "d13-102": ("gst_out", ["2,860"], None),
 "d13-103": ("gst_add", ["1,250"], None),
 "d13-104": ("gst_out", ["17.6k"], None),
 "d13-105": ("super", ["780"], None),
 "d13-106": ("super_hrs", ["38", "36.50"], None),
 "d13-107": ("super", ["1,150"], None),
 "d13-108": ("withhold", ["$2,400"], None),
 "d13-109": ("abn", ["19 963 954 488"], None),
 "d13-110": ("abn", ["19552273144"], None),
 "d13-111": ("abn", ["19 963 954 481"], None),
 "d13-112": ("abn", ["19552237144"], None),
}

bad = 0
tool_ids = {i for i, d in Q.items() if d["kind"] == "tool"}
if tool_ids != set(S):
    print("spec/tool mismatch", sorted(tool_ids ^ set(S))); bad += 1
for i, (op, toks, extra) in S.items():
    q = Q[i]; text = q["q"].lower(); figs = q.get("figures", []); ok = True
    for t in toks:
        if t.lower() not in text: print(i, "token not in text:", t); ok = False
    if op == "thr":
        basis, thr, cmp = extra
        v = sum(amt(t) for t in toks)
        if basis == "ex": v = v * TEN
        crossed = v > thr if cmp == ">" else v >= thr
        exp = [money(v), money(D(thr))]
        ok = ok and figs[:2] == exp and q.get("verdict") == ("yes" if crossed else "no")
        got = f"{money(v)} {cmp} {money(D(thr))}: {crossed}"
    elif op == "dep":
        v = amt(toks[0]); r = deposit_rate(q["state"], v)
        exp = [money(v * r), pct(r)]; ok = ok and figs[:2] == exp; got = exp
    elif op == "gst_out":
        v = amt(toks[0]); exp = [money(v / 11), "10%"]; ok = ok and figs[:2] == exp; got = exp
    elif op == "gst_add":
        v = amt(toks[0]); exp = [money(v * TEN), "10%"]; ok = ok and figs[:2] == exp; got = exp
    elif op == "super":
        v = amt(toks[0]); exp = [money(v * D("0.12")), "12%"]; ok = ok and figs[:2] == exp; got = exp
    elif op == "super_hrs":
        v = amt(toks[0]) * amt(toks[1]); exp = [money(v * D("0.12")), "12%"]; ok = ok and figs[:2] == exp; got = exp
    elif op == "withhold":
        v = amt(toks[0]); exp = [money(v * D("0.47")), "47%"]; ok = ok and figs[:2] == exp; got = exp
    elif op == "abn":
        exp = ["valid" if abn_ok(toks[0]) else "invalid"]; ok = ok and figs[:1] == exp; got = exp
    print(i, "ok " if ok else "BAD", got, figs)
    bad += 0 if ok else 1
print("bad", bad)
