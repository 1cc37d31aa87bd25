#!/usr/bin/env python3
"""Recompute every tool item of held-out set 20 from the amounts as written in its question (Python Decimal).
Own spec table (blind-h20). Each spec names its amount tokens exactly as written in the question (the check fails if a
token is not in the question text), the operation, and for thresholds the rule's limit, comparison and GST basis:
  "incl" = a "+ gst" amount is grossed up x1.1 because facts.md states the rule incl GST;
  "asis" = taken as written (GST turnover excludes GST);
  "both" = the as-written and the x1.1 totals must land on the same side of the limit.
Rates: GST 10%; SG 12% for wages paid from 1 Jul 2025, 11.5% for 1 Jul 2024 - 30 Jun 2025 (by the item's date);
deposits NSW 10%, VIC/QLD 10% under $20,000 and 5% at $20,000 or more, QLD 20% where more than 50% is off-site,
WA 6.5% ($7,500-$500,000); no-ABN withholding 47%, none at $75 or less ex GST or for an under-18 paid $350 or less a week.
Checks figures[0] (computed value), the rate/limit figure, the verdict, ABN check digits and that every tool item has a
spec. Prints each item and "bad N" (must be 0)."""
import json, os, re
from decimal import Decimal as D, ROUND_HALF_UP
HERE = os.path.dirname(os.path.abspath(__file__))
QS = json.load(open(os.path.join(HERE, "questions.json")))
Q = {d["id"]: d for d in QS}

ONES = {w: i for i, w in enumerate("zero one two three four five six seven eight nine ten eleven twelve thirteen "
                                   "fourteen fifteen sixteen seventeen eighteen nineteen".split())}
TENS = {w: 10 * (i + 2) for i, w in enumerate("twenty thirty forty fifty sixty seventy eighty ninety".split())}

def words(t):
    total, cur = D(0), D(0)
    for w in t.lower().replace("-", " ").split():
        if w in ONES: cur += ONES[w]
        elif w in TENS: cur += TENS[w]
        elif w == "hundred": cur *= 100
        elif w in ("thousand", "grand"): total += cur * 1000; cur = D(0)
        elif w == "and": pass
        else: raise ValueError("word %r" % w)
    return total + cur

def amount(tok):
    """'36,500' '12k' '5.5k' '14 grand' '70 dollar' 'eight hundred' 'two thousand three hundred' -> Decimal"""
    t = tok.lower().strip()
    m = re.fullmatch(r"\$?(\d[\d,]*(?:\.\d+)?)\s*(k|grand|bucks|dollars?)?", t)
    if m:
        v = D(m.group(1).replace(",", ""))
        return v * 1000 if m.group(2) in ("k", "grand") else v
    return words(t)

def money(v):
    v = v.quantize(D("0.01"), ROUND_HALF_UP)
    if v == v.to_integral_value():
        return "${:,}".format(int(v))
    return "${:,.2f}".format(v)

def pct(r):
    s = format((r * 100).normalize(), "f")
    return s + "%"

def gst_side(total, limit, cmp, basis, plus_gst):
    def crossed(x): return x > limit if cmp == ">" else x >= limit
    if basis == "incl":
        v = total * D("1.1") if plus_gst else total
        return v, crossed(v)
    if basis == "asis":
        return total, crossed(total)
    a, b = crossed(total), crossed(total * D("1.1"))
    assert a == b, "basis 'both' but as-written and x1.1 land on different sides"
    return total, a

def sg_rate(date):
    if date is None or date >= "2025-07-01": return D("0.12")
    if "2024-07-01" <= date <= "2025-06-30": return D("0.115")
    raise ValueError("no SG rate for %s" % date)

def deposit_rate(state, price, offsite=None):
    if state == "NSW": return D("0.10")
    if state == "QLD" and offsite is not None and offsite > D("0.5"): return D("0.20")
    if state in ("VIC", "QLD"): return D("0.10") if price < 20000 else D("0.05")
    if state == "WA":
        assert D(7500) <= price <= D(500000), "WA Act range"
        return D("0.065")
    raise ValueError(state)

W = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19]
def abn_ok(s):
    d = [int(c) for c in re.sub(r"\s", "", s)]
    if len(d) != 11: return False
    d[0] -= 1
    return sum(a * b for a, b in zip(d, W)) % 89 == 0

# id: (op, tokens, params)
SPEC = {
    "h20-099": ("deposit", ["36,500"], {"state": "NSW"}),
    "h20-100": ("deposit", ["12k"], {"state": "NSW"}),
    "h20-101": ("threshold", ["4,600"], {"limit": 5000, "cmp": ">", "basis": "incl", "plus_gst": True}),
    "h20-102": ("threshold", ["3,200", "2,100"], {"limit": 5000, "cmp": ">", "basis": "both"}),
    "h20-103": ("deposit", ["32k"], {"state": "VIC"}),
    "h20-104": ("deposit", ["18,400"], {"state": "VIC"}),
    "h20-105": ("threshold", ["380", "420"], {"limit": 750, "cmp": ">", "basis": "both"}),
    "h20-106": ("threshold", ["5.5k", "4.8k"], {"limit": 10000, "cmp": ">", "basis": "both"}),
    "h20-107": ("threshold", ["9.5k", "7k"], {"limit": 16000, "cmp": ">", "basis": "both"}),
    "h20-108": ("deposit", ["14 grand"], {"state": "QLD"}),
    "h20-109": ("deposit", ["90k"], {"state": "QLD", "offsite": D("0.70"), "offsite_tok": "70%"}),
    "h20-110": ("threshold", ["1,900", "1,600"], {"limit": 3300, "cmp": ">", "basis": "both"}),
    "h20-111": ("threshold", ["3,100"], {"limit": 3300, "cmp": ">", "basis": "incl", "plus_gst": True}),
    "h20-112": ("deposit", ["65k"], {"state": "WA"}),
    "h20-113": ("deposit", ["11,200"], {"state": "WA"}),
    "h20-114": ("threshold", ["14k", "7.5k"], {"limit": 20000, "cmp": ">", "basis": "both"}),
    "h20-115": ("threshold", ["7k", "5k"], {"limit": 12000, "cmp": ">=", "basis": "both"}),
    "h20-116": ("threshold", ["9k", "7.5k"], {"limit": 20000, "cmp": ">=", "basis": "both"}),
    "h20-117": ("threshold", ["8k", "4.5k"], {"limit": 12000, "cmp": ">=", "basis": "both"}),
    "h20-118": ("threshold", ["6.5k", "6k"], {"limit": 12000, "cmp": ">", "basis": "both"}),
    "h20-119": ("threshold", ["48k", "24k"], {"limit": 75000, "cmp": ">=", "basis": "asis"}),
    "h20-120": ("gst_add", ["3,450"], {"out": "gst"}),
    "h20-121": ("gst_add", ["eight hundred"], {"out": "total"}),
    "h20-122": ("gst_in", ["2,970"], {"out": "gst"}),
    "h20-123": ("gst_in", ["16,500"], {"out": "ex"}),
    "h20-124": ("super", ["720"], {}),
    "h20-125": ("super", ["two thousand three hundred"], {}),
    "h20-126": ("super", ["65k"], {}),
    "h20-127": ("super", ["2,600"], {}),
    "h20-128": ("withhold", ["3,400"], {}),
    "h20-129": ("withhold", ["70 dollar"], {"ex_gst": True}),
    "h20-130": ("withhold", ["280"], {"age_tok": "16 yo", "age": 16, "weekly": True}),
    "h20-131": ("abn", ["72 154 573 410"], {}),
    "h20-132": ("abn", ["56656677817"], {}),
    "h20-133": ("abn", ["70 272 371 815"], {}),
    "h20-134": ("abn", ["38764394730"], {}),
}

bad = 0
def fail(i, msg):
    global bad
    bad += 1
    print("BAD", i, msg)

for i, d in Q.items():
    if d["kind"] == "tool" and i not in SPEC:
        fail(i, "tool item without a spec")
for i, (op, toks, p) in SPEC.items():
    d = Q.get(i)
    if d is None or d["kind"] != "tool":
        fail(i, "spec for a non-tool item"); continue
    q = d["q"].lower()
    for t in toks + [p[k] for k in ("offsite_tok", "age_tok") if k in p]:
        if not re.search(r"(?<![\d.,])" + re.escape(t.lower()) + r"(?![\d])", q): fail(i, "token %r not in question" % t)
    figs, verdict = d.get("figures", []), d.get("verdict")
    vals = [amount(t) for t in toks] if op != "abn" else []
    want_fig, want_rate, want_verdict = None, None, None
    if op == "deposit":
        price = vals[0]
        r = deposit_rate(p["state"], price, p.get("offsite"))
        if d["state"] != p["state"]: fail(i, "state")
        want_fig, want_rate = money(price * r), pct(r)
    elif op == "threshold":
        total = sum(vals)
        v, crossed = gst_side(total, D(p["limit"]), p["cmp"], p["basis"], p.get("plus_gst", False))
        want_fig, want_rate, want_verdict = money(v), money(D(p["limit"])), ("yes" if crossed else "no")
        if p["basis"] == "incl" and "gst" not in q: fail(i, "incl basis but no gst word")
    elif op == "gst_add":
        g = vals[0] * D("0.1")
        want_fig, want_rate = money(g if p["out"] == "gst" else vals[0] + g), "10%"
    elif op == "gst_in":
        g = vals[0] / D(11)
        want_fig, want_rate = money(g if p["out"] == "gst" else vals[0] - g), "10%"
    elif op == "super":
        r = sg_rate(d.get("date"))
        want_fig, want_rate = money(vals[0] * r), pct(r)
    elif op == "withhold":
        a = vals[0]
        if p.get("age") is not None and p["age"] < 18 and a <= 350:
            want_fig, want_verdict = "$350", "no"
        elif p.get("ex_gst") and a <= 75:
            want_fig, want_verdict = "$75", "no"
        else:
            want_fig, want_rate = money(a * D("0.47")), "47%"
    elif op == "abn":
        want_fig = "valid" if abn_ok(toks[0]) else "invalid"
    ok = True
    if not figs or figs[0] != want_fig: fail(i, "figure %r != %r" % (figs[:1], want_fig)); ok = False
    if want_rate is not None and (len(figs) < 2 or figs[1] != want_rate): fail(i, "rate/limit %r != %r" % (figs[1:2], want_rate)); ok = False
    if want_rate is None and len(figs) > 1: fail(i, "extra figures %r" % figs[1:]); ok = False
    if verdict != want_verdict: fail(i, "verdict %r != %r" % (verdict, want_verdict)); ok = False
    print("ok " if ok else "BAD", i, op, toks, "->", want_fig, want_rate or "", want_verdict or "")
print("bad", bad)
