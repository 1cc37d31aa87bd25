#!/usr/bin/env python3
"""Recompute every tool item of development set 19 (blind-d19) from the amounts as written in its question (Decimal).
Spec table: amount tokens exactly as written (each must be in the question text; k / grand / $ / commas parsed), the
operation and, for thresholds, the rule's limit, comparison and GST basis: "incl" = "+ gst" amount grossed up x1.1
(facts.md states the rule incl GST), "asis" = taken as written, "both" = the as-written and x1.1 totals must land on the
same side. Checks figures[0] (computed value), figures[1] (rate / limit), the verdict, ABN check digits and coverage.
Prints each item and "bad N" (must be 0)."""
import json, os, re
from decimal import Decimal as D, ROUND_HALF_UP
HERE = os.path.dirname(os.path.abspath(__file__))
Q = {d["id"]: d for d in json.load(open(os.path.join(HERE, "questions.json")))}

def amt(tok):
    t = tok.lower().replace("$", "").replace(",", "").strip()
    m = re.fullmatch(r"([\d.]+)\s*(k|grand)?(?:\s*bucks)?", t)
    assert m, tok
    v = D(m.group(1))
    return v * 1000 if m.group(2) else v

def money(v):
    v = v.quantize(D("0.01"), ROUND_HALF_UP)
    s = f"{v:,.2f}"
    return "$" + (s[:-3] if s.endswith(".00") else s)

def pct(r): return f"{(r * 100).normalize():f}%"

S = {  # id: (op, tokens, params)
 "d19-091": ("deposit", ["25k", "3k"], dict(rate=D("0.10"), asked=True)),
 "d19-092": ("thr", ["7k", "4.5k"], dict(limit=D(10000), cmp=">", basis="both")),
 "d19-093": ("thr", ["$600", "$300"], dict(limit=D(750), cmp=">", basis="both")),
 "d19-094": ("gst_out", ["$4,400"], {}),
 "d19-095": ("gst_add", ["2,750"], {}),
 "d19-096": ("super", ["$850"], dict(rate=D("0.12"))),
 "d19-097": ("super", ["1,340"], dict(rate=D("0.12"))),
 "d19-098": ("super", ["2,600"], dict(rate=D("0.115"))),
 "d19-099": ("deposit", ["35k"], dict(rate=D("0.05"))),
 "d19-100": ("deposit", ["12k"], dict(rate=D("0.10"))),
 "d19-101": ("deposit", ["80k"], dict(rate=D("0.065"))),
 "d19-102": ("deposit", ["18 grand"], dict(rate=D("0.10"))),
 "d19-103": ("thr", ["4,700"], dict(limit=D(5000), cmp=">", basis="incl")),
 "d19-104": ("thr", ["3,100"], dict(limit=D(3300), cmp=">", basis="incl")),
 "d19-105": ("thr", ["3k", "2.5k"], dict(limit=D(5000), cmp=">", basis="both")),
 "d19-106": ("thr", ["7k", "6k"], dict(limit=D(12000), cmp=">", basis="both")),
 "d19-107": ("thr", ["7.5k", "3.2k"], dict(limit=D(12000), cmp=">=", basis="both")),
 "d19-108": ("thr", ["12k", "9k"], dict(limit=D(20000), cmp=">=", basis="both")),
 "d19-109": ("thr", ["12k", "9.5k"], dict(limit=D(20000), cmp=">", basis="both")),
 "d19-110": ("withhold", ["3,500"], {}),
 "d19-111": ("withhold", ["90 bucks"], {}),
 "d19-112": ("withhold", ["400"], dict(under18=True)),
 "d19-113": ("thr", ["48k", "29k"], dict(limit=D(75000), cmp=">=", basis="asis")),
 "d19-114": ("thr", ["9k", "8.5k"], dict(limit=D(16000), cmp=">", basis="both")),
 "d19-115": ("gst_out", ["1,980"], {}),
 "d19-116": ("super", ["65k"], dict(rate=D("0.12"))),
 "d19-117": ("abn", ["21 541 193 875"], {}),
 "d19-118": ("abn", ["68475688026"], {}),
 "d19-119": ("abn", ["11 355 058 003"], {}),
 "d19-120": ("abn", ["21505867536"], {}),
}
W = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19]
def abn_ok(s):
    d = [int(c) for c in s.replace(" ", "")]
    if len(d) != 11: return False
    d[0] -= 1
    return sum(a * b for a, b in zip(d, W)) % 89 == 0

def cmpf(v, lim, c): return v > lim if c == ">" else v >= lim

bad = 0
tools = {i for i, d in Q.items() if d["kind"] == "tool"}
if tools != set(S): print("coverage mismatch", tools ^ set(S)); bad += 1
for i, (op, toks, p) in S.items():
    d = Q[i]; q = d["q"].lower(); f = d["figures"]; errs = []
    for t in toks:
        if t.lower() not in q: errs.append(f"token {t!r} not in question")
    if op == "abn":
        exp = ["valid" if abn_ok(toks[0]) else "invalid"]; got = f
        if got != exp: errs.append(f"abn {exp} != {got}")
    else:
        vals = [amt(t) for t in toks]; total = sum(vals)
        if op == "super":
            exp = [money(total * p["rate"]), pct(p["rate"])]
        elif op == "gst_out":
            exp = [money(total / 11), "10%"]
        elif op == "gst_add":
            exp = [money(total * D("1.1")), "10%"]
        elif op == "deposit":
            cap = vals[0] * p["rate"]; exp = [money(cap), pct(p["rate"])]
            if p.get("asked"):
                v = "yes" if vals[1] <= cap else "no"
                if d.get("verdict") != v: errs.append(f"verdict {d.get('verdict')} != {v}")
        elif op == "withhold":
            a = total
            exempt = a <= 75 or (p.get("under18") and a <= 350)
            exp = ["$75" if a <= 75 else "$350"] if exempt else [money(a * D("0.47")), "47%"]
            if "verdict" in d and d["verdict"] != ("no" if exempt else "yes"): errs.append("withhold verdict")
        elif op == "thr":
            lim, c, basis = p["limit"], p["cmp"], p["basis"]
            if basis == "incl": v = total * D("1.1"); r = cmpf(v, lim, c)
            elif basis == "asis": v = total; r = cmpf(v, lim, c)
            else:
                v = total; r = cmpf(total, lim, c)
                if r != cmpf(total * D("1.1"), lim, c): errs.append("basis 'both' lands on different sides")
            exp = [money(v), money(lim)]
            if d.get("verdict") != ("yes" if r else "no"): errs.append(f"verdict {d.get('verdict')} vs {r}")
        got = f[:len(exp)]
        if got != exp: errs.append(f"figures {got} != {exp}")
    bad += bool(errs)
    print(i, op, d["figures"], d.get("verdict", ""), "OK" if not errs else "BAD " + "; ".join(errs))
print("bad", bad)
