#!/usr/bin/env python3
"""Recompute every tool item of development set d23 from the amounts as written in its question (Python Decimal).
Own spec table (blind-d23): each spec lists its amount tokens exactly as written (the check fails if a token is not in
the question), the operation and, for thresholds, the limit, comparison and GST basis:
  "incl" = the '+ gst' amount grossed up x1.1 (the rule is stated incl GST), "asis" = taken as written,
  "both" = the as-written and x1.1 totals must land on the same side of the limit.
Checks figures[0] (computed value), figures[1] (rate / limit as facts.md writes it), the verdict and that every tool
item has a spec. Prints each item and "bad N" (must be 0)."""
import json, os, re
from decimal import Decimal as D, ROUND_HALF_UP
HERE = os.path.dirname(os.path.abspath(__file__))
Q = {d["id"]: d for d in json.load(open(os.path.join(HERE, "questions.json")))}

WORDN = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9}

def amount(tok):
    t = tok.lower().replace(",", "").strip()
    m = re.fullmatch(r"([\d.]+|\w+)\s*(k|grand)?", t)
    n = D(m.group(1)) if re.fullmatch(r"[\d.]+", m.group(1)) else D(WORDN[m.group(1)])
    return n * 1000 if m.group(2) else n

def money(x):
    x = x.quantize(D("0.01"), ROUND_HALF_UP)
    s = f"{x:,.2f}"
    return "$" + (s[:-3] if s.endswith(".00") else s)

# id: (tokens, op, arg, limit, cmp, basis, rate/limit figure)
SPEC = {
 "d23-091": (["4,200"], "threshold", None, 5000, ">", "incl", "$5,000"),
 "d23-092": (["3,100", "2,400"], "threshold", None, 5000, ">", "both", "$5,000"),
 "d23-093": (["32k"], "pct", D("0.10"), None, None, None, "10%"),
 "d23-094": (["4,500", "6 grand"], "threshold", None, 10000, ">", "both", "$10,000"),
 "d23-095": (["18.5k"], "pct", D("0.10"), None, None, None, "10%"),
 "d23-096": (["350", "250"], "threshold", None, 750, ">", "both", "$750"),
 "d23-097": (["3 grand", "600"], "threshold", None, 3300, ">", "both", "$3,300"),
 "d23-098": (["45k"], "pct", D("0.05"), None, None, None, "5%"),
 "d23-099": (["85 grand"], "pct", D("0.065"), None, None, None, "6.5%"),
 "d23-100": (["11k", "7k"], "threshold", None, 20000, ">", "both", "$20,000"),
 "d23-101": (["4 grand", "5,200"], "threshold", None, 12000, ">", "both", "$12,000"),
 "d23-102": (["7,500", "4,800"], "threshold", None, 12000, ">=", "both", "$12,000"),
 "d23-103": (["920"], "pct", D("0.12"), None, None, None, "12%"),
 "d23-104": (["3,850"], "gst_in", None, None, None, None, "10%"),
 "d23-105": (["48k", "29k"], "threshold", None, 75000, ">=", "asis", "$75,000"),
}
# deposit caps by state for the pct items (re-derive the rate from the price, not just trust the spec)
def deposit_rate(state, price):
    if state == "NSW": return D("0.10")
    if state in ("VIC", "QLD"): return D("0.10") if price < 20000 else D("0.05")
    if state == "WA": return D("0.065") if D(7500) <= price <= D(500000) else None

bad = 0
tools = [d for d in Q.values() if d["kind"] == "tool"]
for d in tools:
    i = d["id"]; errs = []
    if i not in SPEC:
        print(i, "NO SPEC"); bad += 1; continue
    toks, op, arg, lim, cmp, basis, fig1 = SPEC[i]
    for t in toks:
        if t not in d["q"]: errs.append(f"token {t!r} not in question")
    vals = [amount(t) for t in toks]; total = sum(vals)
    verdict = None
    if op == "threshold":
        def over(x): return x > lim if cmp == ">" else x >= lim
        if basis == "incl": total = total * D("1.1")
        if basis == "both" and over(total) != over(total * D("1.1")):
            errs.append("as-written and x1.1 totals fall on different sides")
        value = total; verdict = "yes" if over(total) else "no"
    elif op == "pct":
        if d["q"].find("super") < 0:
            r = deposit_rate(d["state"], total)
            if r != arg: errs.append(f"deposit rate {r} != spec {arg}")
        value = total * arg
    elif op == "gst_in":
        value = total / 11
    got0 = money(value)
    if d["figures"][0] != got0: errs.append(f"figures[0] {d['figures'][0]} != {got0}")
    if d["figures"][1] != fig1: errs.append(f"figures[1] {d['figures'][1]} != {fig1}")
    if d.get("verdict") != verdict: errs.append(f"verdict {d.get('verdict')} != {verdict}")
    bad += bool(errs)
    print(i, d["state"], got0, fig1, verdict or "", "OK" if not errs else "BAD " + "; ".join(errs))
print(f"tool items {len(tools)}")
print(f"bad {bad}")
