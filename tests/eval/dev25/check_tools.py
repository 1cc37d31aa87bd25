#!/usr/bin/env python3
"""Recompute every tool item of development set 25 from the amounts as written in its question (Python Decimal).
Own spec table: each spec names its amount tokens exactly as written (fails if a token is not in the question),
the operation and, for thresholds, the limit, comparison (">" over / ">=" or more / "<=" at most-exempt) and GST basis:
"incl" = a "+ gst" amount grossed up x1.1 (facts.md states the rule incl GST), "asis" = taken as written,
"both" = as-written and x1.1 totals must land on the same side. Checks figures[0] (computed value; for gst_split
figures[0..1]), the rate/limit figure, the verdict, ABN check digits, and that every tool item has a spec.
Prints each item and "bad N" (must be 0)."""
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
        elif w == "and": pass
        else: raise ValueError("word? " + w)
    return total + cur


def amount(tok):
    """'3,450' '65k' '2.9k' '3.5 grand' '70 buck' '90k' or number words."""
    t = tok.lower().strip()
    m = re.fullmatch(r"\$?([\d,]+(?:\.\d+)?)\s*(k|grand|bucks?|dollars?)?", t)
    if m:
        v = D(m.group(1).replace(",", ""))
        if m.group(2) in ("k", "grand"): v *= 1000
        return v
    return words(t)


def money(v):
    v = v.quantize(D("0.01"), ROUND_HALF_UP)
    s = "{:,.2f}".format(v)
    if s.endswith(".00"): s = s[:-3]
    return "$" + s


def pct(r):
    s = format(r * 100, "f").rstrip("0").rstrip(".")
    return s + "%"


def abn_ok(s):
    d = [int(c) for c in re.sub(r"\s", "", s)]
    if len(d) != 11: return False
    d[0] -= 1
    return sum(a * b for a, b in zip(d, [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19])) % 89 == 0


G = D("1.1")
# id: (op, tokens, params)
SPEC = {
    "d25-068": ("gst_add", ["3,450"], {}),
    "d25-069": ("gst_split", ["two thousand seven hundred and fifty"], {}),
    "d25-070": ("rate", ["960"], {"rate": D("0.12")}),
    "d25-071": ("rate", ["2,400"], {"rate": D("0.115")}),
    "d25-072": ("rate", ["65k"], {"rate": D("0.10")}),                        # NSW 10%
    "d25-073": ("rate", ["18,400"], {"rate": D("0.10"), "under": D(20000)}),  # VIC <20k 10%
    "d25-074": ("rate", ["36k"], {"rate": D("0.05"), "atleast": D(20000)}),   # VIC >=20k 5%
    "d25-075": ("rate", ["90k"], {"rate": D("0.20"), "offsite": "70%"}),      # QLD >50% off-site 20%
    "d25-076": ("rate", ["48k"], {"rate": D("0.065"), "band": (D(7500), D(500000))}),  # WA 6.5%
    "d25-077": ("thr", ["2.9k", "2.4k"], {"limit": D(5000), "cmp": ">", "basis": "both"}),
    "d25-078": ("thr", ["3,100"], {"limit": D(3300), "cmp": ">", "basis": "incl"}),
    "d25-079": ("thr", ["1,700", "1,800"], {"limit": D(3300), "cmp": ">", "basis": "both"}),
    "d25-080": ("thr", ["380", "280"], {"limit": D(750), "cmp": ">", "basis": "both"}),
    "d25-081": ("thr", ["5k", "3.5k"], {"limit": D(10000), "cmp": ">", "basis": "both"}),
    "d25-082": ("thr", ["14k", "7.5k"], {"limit": D(20000), "cmp": ">", "basis": "both"}),
    "d25-083": ("rate", ["3,600"], {"rate": D("0.47")}),
    "d25-084": ("exempt", ["70 buck"], {"limit": D(75)}),                     # no withholding at $75 or less ex GST
    "d25-085": ("abn", [], {}),
    "d25-086": ("abn", [], {}),
    "d25-087": ("thr", ["8k", "5k"], {"limit": D(12000), "cmp": ">", "basis": "both"}),
    "d25-088": ("thr", ["7k", "5k"], {"limit": D(12000), "cmp": ">=", "basis": "both"}),
    "d25-089": ("thr", ["13k", "4.5k"], {"limit": D(20000), "cmp": ">=", "basis": "both"}),
    "d25-090": ("thr", ["7.5k", "4.5k"], {"limit": D(12000), "cmp": ">=", "basis": "both"}),
}


def cmpf(v, limit, c):
    return v > limit if c == ">" else v >= limit


def check(i, d):
    op, toks, p = SPEC[i]
    q = d["q"].lower()
    errs = []
    for t in toks:
        if t.lower() not in q: errs.append("token %r not in question" % t)
    vals = [amount(t) for t in toks]
    f = d.get("figures", [])
    if op == "gst_add":
        exp = [money(vals[0] * G), "10%"]
    elif op == "gst_split":
        gst = vals[0] / 11
        exp = [money(gst), money(vals[0] - gst), "10%"]
    elif op == "rate":
        r = p["rate"]
        if "super" in q:  # super rate by pay date (default today 2026-11-28)
            dt = d.get("date", "2026-11-28")
            want = D("0.12") if dt >= "2025-07-01" else D("0.115") if dt >= "2024-07-01" else None
            if want != r: errs.append("super rate %s for pay date %s" % (r, dt))
        if "under" in p and not vals[0] < p["under"]: errs.append("not under band")
        if "atleast" in p and not vals[0] >= p["atleast"]: errs.append("not at/over band")
        if "band" in p and not (p["band"][0] <= vals[0] <= p["band"][1]): errs.append("outside WA band")
        if "offsite" in p:
            if p["offsite"] not in q or D(p["offsite"].rstrip("%")) <= 50: errs.append("off-site share")
        exp = [money(vals[0] * r), pct(r)]
    elif op == "thr":
        s = sum(vals, D(0))
        if p["basis"] == "incl":
            if "+ gst" not in q: errs.append("no '+ gst' for incl basis")
            s = s * G
            v = cmpf(s, p["limit"], p["cmp"])
        else:
            v = cmpf(s, p["limit"], p["cmp"])
            if p["basis"] == "both" and cmpf(s * G, p["limit"], p["cmp"]) != v:
                errs.append("GST basis changes the verdict")
        exp = [money(s), money(p["limit"])]
        if d.get("verdict") != ("yes" if v else "no"): errs.append("verdict %s != %s" % (d.get("verdict"), v))
    elif op == "exempt":
        v = vals[0] <= p["limit"]
        exp = [money(p["limit"])]
        if d.get("verdict") != ("no" if v else "yes"): errs.append("verdict (exempt=%s)" % v)
    elif op == "abn":
        m = re.search(r"\d[\d ]{9,}\d", d["q"])
        num = re.sub(r"\s", "", m.group(0)) if m else ""
        exp = ["valid" if abn_ok(num) else "invalid"]
    if f[:len(exp)] != exp: errs.append("figures %s != %s" % (f, exp))
    return exp, errs


bad = 0
tools = [i for i, d in Q.items() if d["kind"] == "tool"]
for i in sorted(set(tools) | set(SPEC)):
    if i not in Q or Q[i]["kind"] != "tool" or i not in SPEC:
        print(i, "spec/tool mismatch"); bad += 1; continue
    exp, errs = check(i, Q[i])
    print(i, Q[i]["state"], exp, Q[i].get("verdict", ""), "OK" if not errs else "BAD " + "; ".join(errs))
    bad += bool(errs)
print("bad", bad)
