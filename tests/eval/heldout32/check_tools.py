#!/usr/bin/env python3
"""Recompute every tool item of held-out set h32 from the amounts as written in its question (Python Decimal).
The SPEC table below (written into this file by gen.py) names, per tool item, the operation and the amount tokens exactly
as they appear in the question — the check fails if a token is missing from the question text. Rates: GST 10%,
super 12% (11.5% when the spec says so, wages paid before 1 July 2025), no-ABN withholding 47%, deposits NSW 10%,
VIC/QLD 10% under $20,000 and 5% at $20,000 or more, QLD 20% where more than 50% is off-site, WA 6.5%.
Thresholds: "incl" = a "+ GST" amount grossed up x1.1, "asis" = as written, "both" = as written and x1.1 must land on
the same side. Checks figures[0], the rate/limit figure, the verdict (from `claim` or `vmode`), ABN check digits,
and that every tool item has a spec. Prints each item and "bad N"."""
import json, os, re
from decimal import Decimal as D, ROUND_HALF_UP

HERE = os.path.dirname(os.path.abspath(__file__))
Q = {d["id"]: d for d in json.load(open(os.path.join(HERE, "questions.json")))}
# SPEC-BEGIN
SPEC = {
 "h32-003": {
  "op": "abn",
  "tokens": [
   "97 324 113 159"
  ]
 },
 "h32-023": {
  "op": "gst_in",
  "tokens": [
   "$6,600"
  ],
  "claim": "$600"
 },
 "h32-029": {
  "op": "wh",
  "tokens": [
   "$1,800"
  ],
  "claim": "$846"
 },
 "h32-031": {
  "op": "thr",
  "tokens": [
   "$7,500",
   "$5,200"
  ],
  "limit": 12000,
  "cmp": ">",
  "basis": "both",
  "vmode": "need"
 },
 "h32-034": {
  "op": "thr",
  "tokens": [
   "$420",
   "$390"
  ],
  "limit": 750,
  "cmp": ">",
  "basis": "both",
  "vmode": "deny"
 },
 "h32-037": {
  "op": "thr",
  "tokens": [
   "$7,800",
   "$4,900"
  ],
  "limit": 12000,
  "cmp": ">=",
  "basis": "both",
  "vmode": "need"
 },
 "h32-039": {
  "op": "thr",
  "tokens": [
   "$48k",
   "$31k"
  ],
  "limit": 75000,
  "cmp": ">=",
  "basis": "asis",
  "vmode": "deny"
 },
 "h32-058": {
  "op": "gst_add",
  "tokens": [
   "875"
  ]
 },
 "h32-066": {
  "op": "gst_in",
  "tokens": [
   "$2,090"
  ],
  "claim": "$209"
 },
 "h32-072": {
  "op": "super",
  "tokens": [
   "$2,800"
  ],
  "rate": "0.115"
 },
 "h32-082": {
  "op": "thr",
  "tokens": [
   "$2,100",
   "$1,500"
  ],
  "limit": 3300,
  "cmp": ">",
  "basis": "both",
  "vmode": "deny"
 },
 "h32-086": {
  "op": "thr",
  "tokens": [
   "$8,400",
   "$4,100"
  ],
  "limit": 12000,
  "cmp": ">=",
  "basis": "both",
  "vmode": "need"
 },
 "h32-088": {
  "op": "deposit",
  "tokens": [
   "240k"
  ],
  "st": "WA",
  "claim": "$15,600"
 },
 "h32-092": {
  "op": "thr",
  "tokens": [
   "$4,650"
  ],
  "limit": 5000,
  "cmp": ">",
  "basis": "incl",
  "vmode": "deny"
 },
 "h32-100": {
  "op": "gst_add",
  "tokens": [
   "$3,600"
  ],
  "claim": "$3,960"
 },
 "h32-108": {
  "op": "deposit",
  "tokens": [
   "$19,800"
  ],
  "st": "QLD",
  "claim": "$1,980"
 },
 "h32-114": {
  "op": "deposit",
  "tokens": [
   "$26,000"
  ],
  "st": "QLD",
  "claim": "$2,600"
 },
 "h32-115": {
  "op": "thr",
  "tokens": [
   "$35",
   "$38"
  ],
  "limit": 75,
  "cmp": ">",
  "basis": "asis",
  "vmode": "need"
 },
 "h32-123": {
  "op": "deposit",
  "tokens": [
   "$64,000"
  ],
  "st": "VIC",
  "claim": "$6,400"
 },
 "h32-129": {
  "op": "thr",
  "tokens": [
   "$3,200",
   "$2,400"
  ],
  "limit": 5000,
  "cmp": ">",
  "basis": "both",
  "vmode": "deny"
 },
 "h32-132": {
  "op": "super",
  "tokens": [
   "$1,350"
  ],
  "claim": "$162"
 },
 "h32-134": {
  "op": "abn",
  "tokens": [
   "84324683491"
  ]
 },
 "h32-140": {
  "op": "deposit",
  "tokens": [
   "120k"
  ],
  "st": "QLD",
  "offsite": "70%",
  "claim": "24k"
 },
 "h32-141": {
  "op": "super",
  "tokens": [
   "$920"
  ],
  "claim": "$105.80"
 },
 "h32-143": {
  "op": "super",
  "tokens": [
   "$2,460"
  ]
 },
 "h32-159": {
  "op": "gst_ex",
  "tokens": [
   "$14,300"
  ]
 },
 "h32-164": {
  "op": "thr",
  "tokens": [
   "$6,200",
   "$4,300"
  ],
  "limit": 10000,
  "cmp": ">",
  "basis": "both",
  "vmode": "need"
 },
 "h32-172": {
  "op": "abn",
  "tokens": [
   "47 977 223 106"
  ]
 },
 "h32-183": {
  "op": "thr",
  "tokens": [
   "$13,500",
   "$7,200"
  ],
  "limit": 20000,
  "cmp": ">=",
  "basis": "both",
  "vmode": "deny"
 },
 "h32-184": {
  "op": "abn",
  "tokens": [
   "30127690345"
  ]
 },
 "h32-186": {
  "op": "deposit",
  "tokens": [
   "$38,500"
  ],
  "st": "NSW",
  "claim": "$3,850"
 },
 "h32-187": {
  "op": "thr",
  "tokens": [
   "$14,000",
   "$8,500"
  ],
  "limit": 20000,
  "cmp": ">",
  "basis": "both",
  "vmode": "need"
 },
 "h32-189": {
  "op": "deposit",
  "tokens": [
   "$42,000"
  ],
  "st": "WA",
  "claim": "$4,200"
 },
 "h32-196": {
  "op": "wh",
  "tokens": [
   "$3,500"
  ]
 },
 "h32-198": {
  "op": "deposit",
  "tokens": [
   "$18,600"
  ],
  "st": "VIC",
  "claim": "$1,860"
 }
}
# SPEC-END


def amt(tok):
    t = tok.lower().replace("$", "").replace(",", "").strip()
    m = re.fullmatch(r"([\d.]+)\s*(k|grand)?", t)
    if not m:
        raise ValueError(tok)
    return D(m.group(1)) * (1000 if m.group(2) else 1)


def money(x):
    x = D(x).quantize(D("0.01"), ROUND_HALF_UP)
    s = "{:,.2f}".format(x)
    return "$" + (s[:-3] if s.endswith(".00") else s)


def pct(r):
    t = format(r * 100, "f")
    if "." in t:
        t = t.rstrip("0").rstrip(".")
    return t + "%"


def abn_ok(s):
    d = [int(c) for c in re.sub(r"\D", "", s)]
    if len(d) != 11:
        return False
    d[0] -= 1
    return sum(a * b for a, b in zip(d, [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19])) % 89 == 0


GST, WH = D("0.10"), D("0.47")


def dep_rate(st, p, offsite):
    if st == "NSW":
        return D("0.10")
    if st == "WA":
        assert D(7500) <= p <= D(500000)
        return D("0.065")
    if st == "QLD" and offsite is not None and D(offsite.rstrip("%")) > 50:
        return D("0.20")
    if st in ("VIC", "QLD"):
        return D("0.10") if p < 20000 else D("0.05")
    raise ValueError(st)


bad = 0
tools = [i for i, d in Q.items() if d["kind"] == "tool"]
for iid in sorted(set(tools) | set(SPEC)):
    d, s = Q.get(iid), SPEC.get(iid)
    errs = []
    if d is None or s is None or d["kind"] != "tool":
        print(iid, "MISSING spec or item")
        bad += 1
        continue
    q = d["q"]
    for t in s["tokens"] + ([s["claim"]] if "claim" in s else []) + ([s["offsite"]] if "offsite" in s else []):
        if t not in q:
            errs.append("token %r not in question" % t)
    figs = d.get("figures", [])
    op = s["op"]
    want_verdict = None
    if op == "abn":
        exp = ["valid" if abn_ok(s["tokens"][0]) else "invalid"]
        if d.get("verdict"):
            want_verdict = "yes" if exp[0] == "valid" else "no"
    else:
        vals = [amt(t) for t in s["tokens"]]
        total = sum(vals)
        if op == "gst_add":
            val, rate = total * (1 + GST), pct(GST)
        elif op == "gst_in":
            val, rate = total / 11, pct(GST)
        elif op == "gst_ex":
            val, rate = total / D("1.1"), pct(GST)
        elif op == "super":
            r = D(s.get("rate", "0.12"))
            val, rate = total * r, pct(r)
        elif op == "wh":
            assert total > 75
            val, rate = total * WH, pct(WH)
        elif op == "deposit":
            r = dep_rate(s["st"], total, s.get("offsite"))
            val, rate = total * r, pct(r)
        elif op == "thr":
            lim = D(s["limit"])
            cmpf = (lambda x: x > lim) if s["cmp"] == ">" else (lambda x: x >= lim)
            if s["basis"] == "incl":
                val = total * (1 + GST)
            elif s["basis"] == "both":
                if cmpf(total) != cmpf(total * (1 + GST)):
                    errs.append("as-written and x1.1 totals land on different sides")
                val = total
            else:
                val = total
            crossed = cmpf(val)
            rate = money(lim)
            want_verdict = ("yes" if crossed else "no") if s["vmode"] == "need" else ("no" if crossed else "yes")
        else:
            raise ValueError(op)
        exp = [money(val), rate]
        if "claim" in s:
            want_verdict = "yes" if amt(s["claim"]) == D(val).quantize(D("0.01"), ROUND_HALF_UP) else "no"
    if figs[:len(exp)] != exp:
        errs.append("figures %s, expected %s" % (figs, exp))
    if want_verdict is not None and d.get("verdict") != want_verdict:
        errs.append("verdict %s, expected %s" % (d.get("verdict"), want_verdict))
    if op == "super" and "rate" in s and d.get("verdict") != "no":
        errs.append("dated super: belief 12% should be 'no'")
    print(iid, d["state"], op, exp, d.get("verdict"), "OK" if not errs else "BAD " + "; ".join(errs))
    bad += bool(errs)
print("bad", bad)
