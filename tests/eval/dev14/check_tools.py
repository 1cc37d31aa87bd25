#!/usr/bin/env python3
"""Recompute every tool item of blind set d14 from the amounts as written in its question (Python Decimal).
Each spec lists the amount tokens exactly as they appear in the question (the check fails if a token is missing),
the operation, and for thresholds the GST basis ("inc" = as written; "ex" = grossed up x1.1; "both" = the as-written
and grossed-up totals must land on the same side) and the comparison. Prints each item and "bad N" (must be 0)."""
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

def deposit_rate(state, price):
    if state == "NSW": return D("0.10")
    if state in ("VIC", "QLD"): return D("0.10") if price < 20000 else D("0.05")
    if state == "WA":
        assert D(7500) <= price <= D(500000)
        return D("0.065")
    raise ValueError(state)

def pct(r):
    s = format((r * 100).normalize(), "f")
    return s + "%"

def super_rate(date):
    if date is None or date >= "2025-07-01": return D("0.12")
    if date >= "2024-07-01": return D("0.115")
    raise ValueError(date)

# id: (op, tokens, extra)
S = {
 "d14-082": ("gst_add", ["3,450"], None),
 "d14-083": ("gst_out", ["2,640"], None),
 "d14-084": ("gst_ex", ["7,150"], None),
 "d14-085": ("gst_add", ["12.8k"], None),
 "d14-086": ("gst_out", ["$935"], None),
 "d14-087": ("super", ["815"], None),
 "d14-088": ("super_hours", ["38", "$34"], None),
 "d14-089": ("super", ["1,200"], None),
 "d14-090": ("deposit", ["38k"], None),
 "d14-091": ("deposit", ["26k"], None),
 "d14-092": ("deposit", ["15k"], None),
 "d14-093": ("deposit", ["45k"], None),
 "d14-094": ("deposit", ["12k"], None),
 "d14-095": ("deposit", ["80k"], None),
 "d14-096": ("threshold", ["4,700"], ("ex", ">", D(5000))),
 "d14-097": ("threshold", ["2.9k", "1.8k"], ("inc", ">", D(5000))),
 "d14-098": ("threshold", ["3,100"], ("ex", ">", D(3300))),
 "d14-099": ("threshold", ["2,000", "1,500"], ("both", ">", D(3300))),
 "d14-100": ("threshold", ["5.5k", "4.8k"], ("both", ">", D(10000))),
 "d14-101": ("threshold", ["600", "300"], ("both", ">", D(750))),
 "d14-102": ("threshold", ["12k", "9.5k"], ("both", ">", D(20000))),
 "d14-103": ("threshold", ["12k", "9k"], ("both", ">=", D(20000))),
 "d14-104": ("threshold", ["7k", "6.5k"], ("both", ">=", D(12000))),
 "d14-105": ("threshold", ["7k", "3k"], ("both", ">", D(12000))),
 "d14-106": ("threshold", ["9k", "4k"], ("both", ">=", D(12000))),
 "d14-107": ("threshold", ["52k", "21k"], ("inc", ">=", D(75000))),
 "d14-108": ("withhold", ["1,850"], None),
 "d14-109": ("withhold", ["4,200"], None),
 "d14-110": ("abn", ["32 285 620 722"], None),
 "d14-111": ("abn", ["41619744952"], None),
 "d14-112": ("abn", ["21 266 091 381"], None),
 "d14-113": ("abn", ["32285620725"], None),
}

def cmp(v, op, lim): return v > lim if op == ">" else v >= lim

bad = 0
tools = [i for i, q in Q.items() if q["kind"] == "tool"]
for i in sorted(set(tools) | set(S)):
    q = Q.get(i); ok = True; msg = ""
    if q is None or i not in S or q["kind"] != "tool":
        print(i, "spec/question mismatch"); bad += 1; continue
    op, toks, ex = S[i]
    for tk in toks:
        if tk.lower() not in q["q"].lower(): ok = False; msg += f" token {tk!r} not in question;"
    f = q["figures"]
    if op == "abn":
        want = "valid" if abn_ok(toks[0]) else "invalid"; ok &= f == [want]; msg += f" {want}"
    else:
        vals = [amt(t) for t in toks]
        if op == "gst_add": exp = [money(vals[0] * D("1.1")), "10%"]
        elif op == "gst_out": exp = [money(vals[0] / 11), "10%"]
        elif op == "gst_ex": exp = [money(vals[0] / D("1.1")), "10%"]
        elif op == "super":
            r = super_rate(q.get("date")); exp = [money(vals[0] * r), pct(r)]
        elif op == "super_hours":
            r = super_rate(q.get("date")); exp = [money(vals[0] * vals[1] * r), pct(r)]
        elif op == "deposit":
            r = deposit_rate(q["state"], vals[0]); exp = [money(vals[0] * r), pct(r)]
        elif op == "withhold": exp = [money(vals[0] * D("0.47")), "47%"]
        elif op == "threshold":
            basis, c, lim = ex; tot = sum(vals)
            shown = tot * D("1.1") if basis == "ex" else tot
            v = cmp(shown, c, lim)
            if basis == "both" and cmp(tot * D("1.1"), c, lim) != v:
                ok = False; msg += " bases disagree;"
            exp = [money(shown), money(lim)]
            want_v = "yes" if v else "no"
            if q.get("verdict") != want_v: ok = False; msg += f" verdict {q.get('verdict')} != {want_v};"
        if f != exp: ok = False; msg += f" figures {f} != {exp};"
        msg += f" {exp}"
    print(i, "ok " if ok else "BAD", msg)
    bad += 0 if ok else 1
print("tool items", len(tools), "bad", bad)
