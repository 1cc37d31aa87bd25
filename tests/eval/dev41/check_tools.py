#!/usr/bin/env python3
"""Recompute every tool item of development set d41 from the amounts as written in its question (Python Decimal).
SPEC names, per tool item, the amount tokens exactly as written (the check fails if a token is missing from the
question text), the operation and, for thresholds, the rule's limit, comparison and GST basis:
  "incl" = a "+ gst" amount grossed up x1.1 (the rule is stated incl GST), "asis" = taken as written,
  "both" = the as-written and the x1.1 totals must land on the same side of the limit.
Business-day items ("bd") count days after the start date, skipping weekends, the listed public holidays and, for
NSW (Home Building Act s 3), 27-31 December. Checks figures[0], the rate/limit figure, the verdict, ABN check digits
and that every tool item has a spec. Prints each item and "bad N" (must be 0)."""
import json, os, re, datetime as dt
from decimal import Decimal as D, ROUND_HALF_UP
HERE = os.path.dirname(os.path.abspath(__file__))
Q = {d["id"]: d for d in json.load(open(os.path.join(HERE, "questions.json")))}
SPEC = {
 "d41-009": {
  "op": "gst_out",
  "tok": [
   "4,950"
  ]
 },
 "d41-011": {
  "op": "thr",
  "tok": [
   "61k",
   "17k"
  ],
  "limit": 75000,
  "cmp": ">=",
  "basis": "asis"
 },
 "d41-025": {
  "op": "noabn",
  "tok": [
   "3,600"
  ]
 },
 "d41-031": {
  "op": "thr",
  "tok": [
   "7,500",
   "4,800"
  ],
  "limit": 12000,
  "cmp": ">=",
  "basis": "both"
 },
 "d41-038": {
  "op": "bd",
  "start": "2026-11-16",
  "n": 10,
  "state": "QLD",
  "tok": [
   "16 November"
  ]
 },
 "d41-043": {
  "op": "thr",
  "tok": [
   "5k",
   "5.5k"
  ],
  "limit": 12000,
  "cmp": ">",
  "basis": "both"
 },
 "d41-049": {
  "op": "super",
  "tok": [
   "940"
  ]
 },
 "d41-051": {
  "op": "thr",
  "tok": [
   "$17,500",
   "$3,200"
  ],
  "limit": 20000,
  "cmp": ">",
  "basis": "both"
 },
 "d41-053": {
  "op": "thr",
  "tok": [
   "11k",
   "7k"
  ],
  "limit": 20000,
  "cmp": ">=",
  "basis": "both"
 },
 "d41-055": {
  "op": "thr",
  "tok": [
   "2.8k",
   "2.6k"
  ],
  "limit": 5000,
  "cmp": ">",
  "basis": "both"
 },
 "d41-057": {
  "op": "thr",
  "tok": [
   "8,500",
   "4,000"
  ],
  "limit": 12000,
  "cmp": ">=",
  "basis": "both"
 },
 "d41-065": {
  "op": "deposit",
  "tok": [
   "18,400"
  ],
  "state": "VIC"
 },
 "d41-068": {
  "op": "thr",
  "tok": [
   "1,100",
   "1,700"
  ],
  "limit": 3300,
  "cmp": ">",
  "basis": "both"
 },
 "d41-071": {
  "op": "abn",
  "tok": [
   "40 622 268 556"
  ]
 },
 "d41-086": {
  "op": "thr",
  "tok": [
   "450",
   "380"
  ],
  "limit": 750,
  "cmp": ">",
  "basis": "both"
 },
 "d41-090": {
  "op": "deposit",
  "tok": [
   "$46,000"
  ],
  "state": "VIC"
 },
 "d41-091": {
  "op": "abn",
  "tok": [
   "60971840440"
  ]
 },
 "d41-104": {
  "op": "gst_add",
  "tok": [
   "12,400"
  ]
 },
 "d41-106": {
  "op": "super",
  "tok": [
   "$2,350"
  ]
 },
 "d41-112": {
  "op": "bd",
  "start": "2026-12-23",
  "n": 5,
  "state": "NSW",
  "tok": [
   "23 dec"
  ]
 },
 "d41-121": {
  "op": "deposit",
  "tok": [
   "27k"
  ],
  "state": "QLD"
 },
 "d41-123": {
  "op": "bd",
  "start": "2026-11-20",
  "n": 5,
  "state": "VIC",
  "tok": [
   "20 nov"
  ],
  "asked": "2026-11-29"
 },
 "d41-126": {
  "op": "thr",
  "tok": [
   "3,100"
  ],
  "limit": 3300,
  "cmp": ">",
  "basis": "incl"
 },
 "d41-135": {
  "op": "noabn_floor",
  "tok": [
   "68"
  ]
 },
 "d41-146": {
  "op": "thr",
  "tok": [
   "11k",
   "10.5k"
  ],
  "limit": 20000,
  "cmp": ">",
  "basis": "both"
 },
 "d41-149": {
  "op": "deposit",
  "tok": [
   "36k"
  ],
  "state": "NSW"
 },
 "d41-150": {
  "op": "deposit",
  "tok": [
   "84k"
  ],
  "state": "WA"
 }
}

def amt(tok):
    t = tok.lower().replace("$", "").replace(",", "").strip()
    m = re.fullmatch(r"([\d.]+)\s*(k|grand)?", t)
    return D(m.group(1)) * (1000 if m.group(2) else 1)

def money(x):
    x = x.quantize(D("0.01"), ROUND_HALF_UP)
    s = "{:,.2f}".format(x)
    return "$" + (s[:-3] if s.endswith(".00") else s)

def pct(r):
    t = format(r * 100, "f")
    if "." in t: t = t.rstrip("0").rstrip(".")
    return t + "%"

def abn_ok(s):
    d = [int(c) for c in re.sub(r"\D", "", s)]
    if len(d) != 11: return False
    d[0] -= 1
    return sum(a * b for a, b in zip(d, [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19])) % 89 == 0

GST, SUPER, WH, WH_FLOOR = D("0.10"), D("0.12"), D("0.47"), D("75")
DEP = {"NSW": lambda p: D("0.10"), "VIC": lambda p: D("0.10") if p < 20000 else D("0.05"),
       "QLD": lambda p: D("0.10") if p < 20000 else D("0.05"), "WA": lambda p: D("0.065")}
HOL = {"NSW": {"2026-12-25", "2026-12-28", "2027-01-01"}, "VIC": {"2026-11-03", "2026-12-25", "2026-12-28", "2027-01-01"},
       "QLD": {"2026-12-25", "2026-12-28", "2027-01-01"}}
MONTHS = "January February March April May June July August September October November December".split()

def bd_end(start, n, state):
    d, c = dt.date.fromisoformat(start), 0
    while c < n:
        d += dt.timedelta(days=1)
        if d.weekday() >= 5 or d.isoformat() in HOL[state]: continue
        if state == "NSW" and d.month == 12 and d.day >= 27: continue
        c += 1
    return d

bad = 0
def fail(i, msg):
    global bad
    bad += 1
    print("BAD", i, msg)

tools = [i for i, d in Q.items() if d["kind"] == "tool"]
for i in tools:
    if i not in SPEC: fail(i, "no spec")
for i, s in sorted(SPEC.items()):
    d = Q[i]; q = d["q"].lower(); f = d.get("figures", []); v = d.get("verdict")
    if d["kind"] != "tool": fail(i, "spec on a non-tool item"); continue
    for t in s["tok"]:
        if t.lower() not in q: fail(i, "token %r not in question" % t)
    op = s["op"]; want, rate, verdict = None, None, None
    if op == "gst_out":
        want, rate = money(amt(s["tok"][0]) / 11), pct(GST)
    elif op == "gst_add":
        want, rate = money(amt(s["tok"][0]) * (1 + GST)), pct(GST)
    elif op == "super":
        want, rate = money(amt(s["tok"][0]) * SUPER), pct(SUPER)
    elif op == "noabn":
        a = amt(s["tok"][0]); want, rate = money(a * WH), pct(WH)
        if a <= WH_FLOOR: fail(i, "under the $75 floor")
    elif op == "noabn_floor":
        a = amt(s["tok"][0]); want = money(WH_FLOOR); verdict = "yes" if a > WH_FLOOR else "no"
    elif op == "deposit":
        p = amt(s["tok"][0]); r = DEP[s["state"]](p)
        if s["state"] == "WA" and not (7500 <= p <= 500000): fail(i, "outside WA HBCA range")
        want, rate = money(p * r), pct(r)
    elif op == "thr":
        tot = sum(amt(t) for t in s["tok"]); lim = D(s["limit"])
        over = (lambda x: x >= lim) if s["cmp"] == ">=" else (lambda x: x > lim)
        if s["basis"] == "incl":
            if not re.search(r"\+\s*gst|plus gst", q): fail(i, "incl basis but no '+ gst' in the question")
            tot = tot * (1 + GST)
        elif s["basis"] == "both":
            if over(tot) != over(tot * (1 + GST)): fail(i, "as-written and x1.1 totals land on different sides")
        want, rate, verdict = money(tot), money(lim), ("yes" if over(tot) else "no")
    elif op == "abn":
        ok = abn_ok(s["tok"][0]); want, verdict = ("valid" if ok else "invalid"), ("yes" if ok else "no")
    elif op == "bd":
        end = bd_end(s["start"], s["n"], s["state"])
        want = "%d %s" % (end.day, MONTHS[end.month - 1])
        if not any(x.startswith("%d " % s["n"]) and x.endswith("business days") for x in f[1:]):
            fail(i, "rule figure for %d business days missing" % s["n"])
        if "asked" in s:
            verdict = "yes" if dt.date.fromisoformat(s["asked"]) <= end else "no"
    else:
        fail(i, "unknown op " + op); continue
    if not f or f[0] != want: fail(i, "figures[0] %r != computed %r" % (f[:1], want))
    if rate and rate not in f: fail(i, "rate/limit %r not in figures %r" % (rate, f))
    if verdict is not None and v != verdict: fail(i, "verdict %r != computed %r" % (v, verdict))
    if verdict is None and op not in ("bd",) and v is not None and op in ("gst_out", "gst_add", "super", "noabn", "deposit"):
        fail(i, "unexpected verdict on a what/how-much item")
    print("ok", i, op, want, rate or "", verdict or "")
print("tool items", len(tools), "specs", len(SPEC))
print("bad", bad)
