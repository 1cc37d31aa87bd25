#!/usr/bin/env python3
"""Recompute every tool item of held-out set 12 from the numbers written in its question (Decimal).
Each spec names the amounts as written in the question (the check fails if a token is not in the text), the operation,
and for thresholds the GST basis ("ex" = grossed up x1.1; "both" = the ex and grossed-up totals must land on the same
side) and comparison. Prints each item and "bad N" (must be 0). Same logic as heldout11's checker, new spec table."""
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

CMP = {">": lambda a, b: a > b, ">=": lambda a, b: a >= b}
# thr: (tokens, basis, cmp, threshold)  basis: "asis" (no GST word / inc), "ex" (+ gst grossed up), "both"
S = {
 "h12-015": ("thr", ["4,650"], "ex", ">", 5000),
 "h12-016": ("thr", ["2.8k", "2.6k"], "both", ">", 5000),
 "h12-017": ("dep", "NSW", ["$38,500"], "asis"),
 "h12-018": ("dep", "NSW", ["27k"], "ex"),
 "h12-019": ("thr", ["4,700"], "ex", ">", 5000),
 "h12-020": ("dep", "NSW", ["12,400"], "asis"),
 "h12-039": ("thr", ["6k", "5.5k"], "both", ">", 10000),
 "h12-040": ("thr", ["320", "480"], "asis", ">", 750),
 "h12-041": ("dep", "VIC", ["$46,000"], "both"),
 "h12-042": ("dep", "VIC", ["$17,800"], "asis"),
 "h12-043": ("thr", ["14.5k"], "both-ex", ">", 16000),
 "h12-062": ("thr", ["3,100"], "ex", ">", 3300),
 "h12-063": ("thr", ["1,900", "1,600"], "both", ">", 3300),
 "h12-064": ("dep", "QLD", ["$19,500"], "asis"),
 "h12-065": ("dep", "QLD", ["$64,000"], "both"),
 "h12-066": ("thr", ["2,000", "1,100"], "asis", ">", 3300),
 "h12-083": ("dep", "WA", ["$62,000"], "asis"),
 "h12-084": ("dep", "WA", ["$9,800"], "asis"),
 "h12-085": ("thr", ["14k", "8.5k"], "both", ">", 20000),
 "h12-102": ("thr", ["7.5k", "4.8k"], "both", ">=", 12000),
 "h12-103": ("thr", ["10,900"], "both-ex", ">=", 12000),
 "h12-118": ("thr", ["11k", "9.5k"], "both", ">=", 20000),
 "h12-119": ("thr", ["17k"], "both-ex", ">=", 20000),
 "h12-133": ("thr", ["7k", "5.5k"], "both", ">=", 12000),
 "h12-134": ("thr", ["10,200"], "both-ex", ">=", 12000),
 "h12-149": ("thr", ["8k", "5k"], "both", ">", 12000),
 "h12-150": ("thr", ["10,400"], "both-ex", ">", 12000),
 "h12-170": ("gst_out", "$2,354"),
 "h12-171": ("gst_out", "8.8k"),
 "h12-172": ("gst_add", "3.65k"),
 "h12-173": ("super", ["$780"]),
 "h12-174": ("super", ["40", "$36.50"]),
 "h12-175": ("super", ["2.4k"]),
 "h12-176": ("abn", "78 923 172 954"),
 "h12-177": ("abn", "59984784579"),
 "h12-178": ("abn", "78 923 172 957"),
 "h12-179": ("abn", "59987484579"),
 "h12-180": ("thr", ["48k", "29k"], "asis", ">=", 75000),
 "h12-181": ("wh", "2,300"),
}

bad = 0
tools = [i for i, d in Q.items() if d["kind"] == "tool"]
if sorted(tools) != sorted(S):
    print("spec/tool mismatch", set(tools) ^ set(S)); bad += 1
for i, sp in S.items():
    d = Q[i]; q = d["q"].lower(); op = sp[0]
    toks = sp[1] if isinstance(sp[1], list) else ([sp[2]] if op == "dep" and False else None)
    toks = sp[2] if op == "dep" else (sp[1] if isinstance(sp[1], list) else [sp[1]])
    for t in toks:
        if t.lower() not in q:
            print(i, "token not in question:", t); bad += 1
    want_v = None
    if op == "thr":
        _, tk, basis, cmp, thr = sp
        s = sum(amt(t) for t in tk)
        if basis == "ex":
            s = s * TEN; got = CMP[cmp](s, thr)
        elif basis == "asis":
            got = CMP[cmp](s, thr)
        elif basis == "both":
            got = CMP[cmp](s, thr)
            if got != CMP[cmp](s * TEN, thr): print(i, "bases disagree"); bad += 1
        elif basis == "both-ex":  # "+ gst" amount: figure is the grossed-up total; ex must agree
            got = CMP[cmp](s, thr)
            s = s * TEN
            if got != CMP[cmp](s, thr): print(i, "bases disagree"); bad += 1
        want = [money(s), money(D(thr))]
        want_v = "yes" if got else "no"
    elif op == "dep":
        _, st, tk, basis = sp
        p = sum(amt(t) for t in tk)
        if basis == "ex": p = p * TEN
        r = deposit_rate(st, p)
        if basis == "both" and r != deposit_rate(st, p * TEN):
            print(i, "bases disagree"); bad += 1
        want = [money(p * r), pct(r)]
    elif op == "gst_out":
        want = [money(amt(sp[1]) / 11), "10%"]
    elif op == "gst_add":
        want = [money(amt(sp[1]) * TEN), "10%"]
    elif op == "super":
        v = D(1)
        for t in sp[1]: v *= amt(t)
        want = [money(v * D("0.12")), "12%"]
    elif op == "abn":
        want = ["valid" if abn_ok(sp[1]) else "invalid"]
    elif op == "wh":
        want = [money(amt(sp[1]) * D("0.47")), "47%"]
    ok = d.get("figures") == want and d.get("verdict") == want_v
    if not ok:
        bad += 1
    print(i, "ok " if ok else "BAD", want, want_v, "| have", d.get("figures"), d.get("verdict"))
print("bad", bad)
