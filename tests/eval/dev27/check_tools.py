#!/usr/bin/env python3
"""Recompute every tool item of development set 27 from the amounts as written in its question (Python Decimal).

Own spec table (blind-d27): each spec names its amount tokens exactly as written (the check fails if a token is not
in the question text), the operation and, for thresholds, the rule's limit, comparison and GST basis:
  "incl" = the amount is written "+ gst" and is grossed up x1.1 (the sheet states that rule incl GST);
  "asis" = taken as written (the question says the amount is GST-inclusive, or the rule is not about GST);
  "both" = the as-written total and the x1.1 total must land on the same side of the limit.
Checks figures[0] (computed value), the rate/limit figure, the verdict, ABN check digits, that every tool item has a
spec and that every spec is a tool item. Prints each item and "bad N" (must be 0).
Rates (fact sheet): GST 10%; super 12% for wages paid from 1 July 2025, 11.5% from 1 July 2024 to 30 June 2025;
deposit NSW 10%, VIC/QLD 10% under $20,000 and 5% at $20,000 or more, WA 6.5% ($7,500-$500,000);
no-ABN withholding 47% (none at $75 or less ex GST, or for an individual under 18 paid $350 or less a week).
"""
import json, os, re
from decimal import Decimal as D, ROUND_HALF_UP

HERE = os.path.dirname(os.path.abspath(__file__))
Q = {d["id"]: d for d in json.load(open(os.path.join(HERE, "questions.json")))}

ONES = {w: i for i, w in enumerate("zero one two three four five six seven eight nine ten eleven twelve thirteen "
                                   "fourteen fifteen sixteen seventeen eighteen nineteen".split())}
TENS = {w: 10 * (i + 2) for i, w in enumerate("twenty thirty forty fifty sixty seventy eighty ninety".split())}


def words(t):
    total, cur = D(0), D(0)
    for w in t.replace("-", " ").split():
        if w in ONES:
            cur += ONES[w]
        elif w in TENS:
            cur += TENS[w]
        elif w == "hundred":
            cur *= 100
        elif w in ("thousand", "grand"):
            total += cur * 1000
            cur = D(0)
        elif w == "and":
            continue
        else:
            raise ValueError("word " + w)
    return total + cur


def amt(tok):
    t = tok.lower().replace("$", "").replace(",", "").strip()
    m = re.fullmatch(r"([\d.]+)\s*(k|grand|bucks)?", t)
    if m:
        return D(m.group(1)) * (1000 if m.group(2) in ("k", "grand") else 1)
    return words(t)


def money(x):
    x = x.quantize(D("0.01"), ROUND_HALF_UP)
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
    if not any(d):
        return False
    return sum(a * b for a, b in zip(d, [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19])) % 89 == 0


GST, WH = D("0.10"), D("0.47")


def super_rate(date):
    if date and date < "2025-07-01":
        return D("0.115") if date >= "2024-07-01" else None
    return D("0.12")


DEP = {"NSW": lambda p: D("0.10"),
       "VIC": lambda p: D("0.10") if p < 20000 else D("0.05"),
       "QLD": lambda p: D("0.10") if p < 20000 else D("0.05"),
       "WA": lambda p: D("0.065") if D(7500) <= p <= D(500000) else None}

# id: (op, tokens, extra)
SPEC = {
    "d27-076": ("deposit", ["36k"], {}),
    "d27-077": ("thr", ["4,600"], {"limit": 5000, "cmp": ">", "basis": "incl"}),
    "d27-078": ("deposit", ["14k", "7k"], {}),
    "d27-079": ("thr", ["5k", "3.5k"], {"limit": 10000, "cmp": ">", "basis": "both"}),
    "d27-080": ("thr", ["380", "320"], {"limit": 750, "cmp": ">", "basis": "asis"}),
    "d27-081": ("deposit", ["forty five grand"], {}),
    "d27-082": ("thr", ["1,600", "1,100"], {"limit": 3300, "cmp": ">", "basis": "both"}),
    "d27-083": ("deposit", ["82k"], {}),
    "d27-084": ("thr", ["7k", "6k"], {"limit": 12000, "cmp": ">=", "basis": "both"}),
    "d27-085": ("gst_in", ["3,960"], {}),
    "d27-086": ("gst_add", ["12,400"], {}),
    "d27-087": ("gst_add", ["seven hundred and twenty"], {}),
    "d27-088": ("super", ["960"], {}),
    "d27-089": ("super", ["2,350"], {}),
    "d27-090": ("super", ["2,600"], {}),
    "d27-091": ("thr", ["49k", "28k"], {"limit": 75000, "cmp": ">=", "basis": "asis"}),
    "d27-092": ("withhold", ["3,400"], {}),
    "d27-093": ("withhold", ["300"], {"age": 19, "weekly": True}),
    "d27-094": ("abn", [], {}),
    "d27-095": ("abn", [], {}),
}


def side(total, lim, cmp):
    return total > lim if cmp == ">" else total >= lim


def check(i, d):
    op, toks, ex = SPEC[i]
    q = d["q"].lower()
    for t in toks:
        assert t.lower() in q, "token %r not in question" % t
    vals = [amt(t) for t in toks]
    total = sum(vals, D(0))
    figs = d.get("figures", [])
    if op == "deposit":
        r = DEP[d["state"]](total)
        assert r is not None
        return [money(total * r), pct(r)], None
    if op == "gst_in":
        g = total / 11
        return [money(g), "10%"], None
    if op == "gst_add":
        return [money(total * (1 + GST)), "10%"], None
    if op == "super":
        r = super_rate(d.get("date"))
        return [money(total * r), pct(r)], None
    if op == "withhold":
        if total <= 75:
            return ["$75"], "no"
        if ex.get("age", 99) < 18 and ex.get("weekly") and total <= 350:
            return ["$350"], "no"
        return [money(total * WH), pct(WH)], None
    if op == "abn":
        m = re.search(r"(\d[\d ]{9,}\d)", d["q"])
        ok = abn_ok(m.group(1))
        return ["valid" if ok else "invalid"], "yes" if ok else "no"
    if op == "thr":
        lim = D(ex["limit"])
        if ex["basis"] == "incl":
            assert "+ gst" in q
            total = total * (1 + GST)
            v = side(total, lim, ex["cmp"])
        elif ex["basis"] == "both":
            v = side(total, lim, ex["cmp"])
            assert v == side(total * (1 + GST), lim, ex["cmp"]), "as-written and x1.1 land on different sides"
        else:
            v = side(total, lim, ex["cmp"])
        return [money(total), money(lim)], "yes" if v else "no"
    raise ValueError(op)


bad = 0
tools = {i for i, d in Q.items() if d["kind"] == "tool"}
for i in sorted(tools | set(SPEC)):
    d = Q.get(i)
    try:
        assert d is not None and d["kind"] == "tool", "spec for a non-tool item"
        assert i in SPEC, "tool item without a spec"
        want, verdict = check(i, d)
        got = d.get("figures", [])
        assert got[:len(want)] == want, "figures %r, computed %r" % (got, want)
        if verdict is not None or "verdict" in d:
            assert d.get("verdict") == verdict, "verdict %r, computed %r" % (d.get("verdict"), verdict)
        print("ok ", i, d["state"], want, verdict or "", "|", d["q"][:70])
    except Exception as e:  # noqa
        bad += 1
        print("BAD", i, e)
print("bad", bad)
