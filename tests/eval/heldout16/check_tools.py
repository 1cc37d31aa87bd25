#!/usr/bin/env python3
"""Recompute every tool item of held-out set 16 from the amounts as written in its question (Python Decimal).
Own spec table (blind-h16): each spec names its amount tokens exactly as written in the question (the check fails if
a token is missing), the operation and its rate or limit. Threshold specs give the comparison and GST basis:
"incl" = "+ gst" amount grossed up x1.1 (facts.md states the rule incl GST), "asis" = as written,
"both" = as-written and x1.1 totals must land on the same side. Checks figures[0] (computed value), the rate/limit
figure, the verdict, ABN check digits and that every tool item has a spec. Prints each item and "bad N"."""
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
        if w in ONES: cur += ONES[w]
        elif w in TENS: cur += TENS[w]
        elif w == "hundred": cur *= 100
        elif w in ("thousand", "grand"): total += cur * 1000; cur = D(0)
        else: raise ValueError(w)
    return total + cur
def amt(tok):
    t = tok.lower().replace("$", "").replace(",", "").strip()
    if re.fullmatch(r"[\d.]+k", t): return D(t[:-1]) * 1000
    if re.fullmatch(r"[\d.]+", t): return D(t)
    return words(t)
def money(x):
    x = x.quantize(D("0.01"), ROUND_HALF_UP)
    s = "{:,.2f}".format(x)
    return "$" + (s[:-3] if s.endswith(".00") else s)
def pct(p): return (str(p).rstrip("0").rstrip(".") if "." in str(p) else str(p)) + "%"
W = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19]
def abn_ok(s):
    d = [int(c) for c in re.sub(r"\s", "", s)]
    if len(d) != 11: return False
    d[0] -= 1
    return sum(a * b for a, b in zip(W, d)) % 89 == 0
# op, tokens, params
S = {
 111: ("thr", ["4,700"], dict(lim=5000, cmp=">", basis="incl")),
 112: ("pct", ["36,500"], dict(rate=D(10))),
 113: ("thr", ["2,900", "2,300"], dict(lim=5000, cmp=">", basis="both")),
 114: ("cap", ["16k", "1,800"], dict(rate=D(10))),
 115: ("thr", ["6k", "5.5k"], dict(lim=10000, cmp=">", basis="both")),
 116: ("pct", ["19,800"], dict(rate=D(10))),
 117: ("pct", ["64k"], dict(rate=D(5))),
 118: ("thr", ["520", "260"], dict(lim=750, cmp=">", basis="both")),
 119: ("thr", ["9k", "8.5k"], dict(lim=16000, cmp=">", basis="both")),
 120: ("thr", ["2,900"], dict(lim=3300, cmp=">", basis="incl")),
 121: ("thr", ["1,500", "2,000"], dict(lim=3300, cmp=">", basis="both")),
 122: ("pct", ["48k"], dict(rate=D(5))),
 123: ("pct", ["12,400"], dict(rate=D(10))),
 124: ("pct", ["85k"], dict(rate=D("6.5"))),
 125: ("pct", ["240k"], dict(rate=D("6.5"))),
 126: ("thr", ["12k", "9.5k"], dict(lim=20000, cmp=">", basis="both")),
 127: ("thr", ["6k", "4.2k"], dict(lim=12000, cmp=">=", basis="both")),
 128: ("thr", ["12k", "9k"], dict(lim=20000, cmp=">=", basis="both")),
 129: ("thr", ["7,500", "5,200"], dict(lim=12000, cmp=">=", basis="both")),
 130: ("thr", ["8k", "5.5k"], dict(lim=12000, cmp=">", basis="both")),
 131: ("pct", ["1,450"], dict(rate=D(12))),
 132: ("pct", ["two grand"], dict(rate=D(12))),
 133: ("pct", ["2,600"], dict(rate=D("11.5"))),
 134: ("gst_in", ["3,740"], {}),
 135: ("gst_total", ["8,250"], {}),
 136: ("gst_in", ["eleven hundred"], {}),
 137: ("pct", ["3,400"], dict(rate=D(47))),
 138: ("wh_floor", ["70"], dict(lim=75)),
 139: ("wh_u18", ["380"], dict(lim=350, rate=D(47))),
 140: ("thr", ["48k", "29k"], dict(lim=75000, cmp=">=", basis="asis")),
 141: ("thr", ["68,500", "6,400"], dict(lim=75000, cmp=">=", basis="asis")),
 142: ("abn", ["96 068 309 025"], {}),
 143: ("abn", ["33768415006"], {}),
 144: ("abn", ["71 061 192 734"], {}),
 145: ("abn", ["39014428184"], {}),
 146: ("pct", ["58k"], dict(rate=D(12))),
 147: ("pct", ["640"], dict(rate=D(10))),
 148: ("wh_floor", ["75"], dict(lim=75)),
 149: ("gst_in", ["27,500"], {}),
 150: ("pct", ["14,300"], dict(rate=D(12))),
}
def over(x, lim, cmp): return x > lim if cmp == ">" else x >= lim
bad = 0
tools = [k for k, v in Q.items() if v["kind"] == "tool"]
for k in tools:
    n = int(k.split("-")[1])
    if n not in S: print(k, "NO SPEC"); bad += 1
for n, (op, toks, p) in sorted(S.items()):
    it = Q["h16-%03d" % n]; q = it["q"]; f = it.get("figures", []); v = it.get("verdict"); errs = []
    if it["kind"] != "tool": errs.append("not a tool item")
    for t in toks:
        if t.lower() not in q.lower(): errs.append("token %r not in question" % t)
    a = [amt(t) for t in toks] if op != "abn" else None
    if op == "pct":
        val = a[0] * p["rate"] / 100; exp = [money(val), pct(p["rate"])]
        if f[:2] != exp: errs.append("figures %s != %s" % (f[:2], exp))
    elif op == "cap":
        val = a[0] * p["rate"] / 100; exp = [money(val), pct(p["rate"])]
        if f[:2] != exp: errs.append("figures %s != %s" % (f[:2], exp))
        want = "yes" if a[1] <= val else "no"
        if v != want: errs.append("verdict %s != %s" % (v, want))
    elif op == "gst_in":
        val = a[0] / 11; exp = [money(val), "10%"]
        if f[:2] != exp: errs.append("figures %s != %s" % (f[:2], exp))
    elif op == "gst_total":
        val = a[0] * D("1.1"); exp = [money(val), "10%"]
        if f[:2] != exp: errs.append("figures %s != %s" % (f[:2], exp))
    elif op == "wh_floor":
        exp = ["$75"]
        if f[:1] != exp: errs.append("figures %s" % f)
        want = "yes" if a[0] > p["lim"] else "no"
        if v != want: errs.append("verdict %s != %s" % (v, want))
    elif op == "wh_u18":
        want = "yes" if a[0] > p["lim"] else "no"
        exp = [money(a[0] * p["rate"] / 100), pct(p["rate"]), money(D(p["lim"]))]
        if f != exp: errs.append("figures %s != %s" % (f, exp))
        if v != want: errs.append("verdict %s != %s" % (v, want))
    elif op == "thr":
        tot = sum(a)
        if p["basis"] == "incl":
            if "+ gst" not in q.lower(): errs.append("incl basis without '+ gst'")
            val = tot * D("1.1"); want = over(val, p["lim"], p["cmp"])
        else:
            val = tot; want = over(tot, p["lim"], p["cmp"])
            if p["basis"] == "both" and over(tot * D("1.1"), p["lim"], p["cmp"]) != want:
                errs.append("as-written and x1.1 land on different sides")
        exp = [money(val), money(D(p["lim"]))]
        if f[:2] != exp: errs.append("figures %s != %s" % (f[:2], exp))
        if v != ("yes" if want else "no"): errs.append("verdict %s != %s" % (v, "yes" if want else "no"))
    elif op == "abn":
        exp = "valid" if abn_ok(toks[0]) else "invalid"
        if f != [exp]: errs.append("figures %s != %s" % (f, exp))
    print(it["id"], op, toks, f, v or "", "OK" if not errs else "BAD " + "; ".join(errs))
    bad += bool(errs)
print("bad", bad)
