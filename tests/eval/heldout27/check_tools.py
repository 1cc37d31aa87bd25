#!/usr/bin/env python3
"""blind-h26b: recompute every tool item of questions.json from the amounts as written in its question (Decimal,
GST half-up to the cent). Own spec table: each spec names its amount tokens exactly as written (the check fails if a
token is not in the question), the operation and, for thresholds, the limit, comparison and GST basis
("incl" = "+ GST" amount grossed up x1.1; "asis" = as written; "both" = as-written and x1.1 totals must land on the
same side). Checks figures[0] (computed value), figures[1] (rate/limit), the verdict, ABN check digits and that every
tool item has a spec. Prints each item and "bad N"."""
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
        elif w == "and": continue
        else: raise ValueError("word " + w)
    return total + cur

def num(s):
    s = s.replace(" ", "")
    if re.fullmatch(r"\d{1,3}([.,]\d{3})+", s):        # 3.850 / 1,450 / 46 000 -> thousands separators
        return D(s.replace(".", "").replace(",", ""))
    return D(s.replace(",", "."))                       # 5,5 -> 5.5 ; 9.5 -> 9.5

def amt(tok):
    t = tok.lower().replace("$", "")
    t = re.sub(r"\b(aud|dollars?)\b|aud$", "", t).strip()
    m = re.fullmatch(r"([\d][\d .,]*?)\s*(k|thousand|grand)?", t)
    if m:
        return num(m.group(1)) * (1000 if m.group(2) else 1)
    return words(t)

def money(x):
    x = x.quantize(D("0.01"), ROUND_HALF_UP)
    s = "{:,.2f}".format(x)
    return "$" + (s[:-3] if s.endswith(".00") else s)

def pct(r):
    t = format(r * 100, "f")
    if "." in t: t = t.rstrip("0").rstrip(".")
    return t + "%"

W = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19]
def abn_ok(s):
    d = [int(c) for c in re.sub(r"\D", "", s)]
    if len(d) != 11: return False
    d[0] -= 1
    return sum(a * b for a, b in zip(d, W)) % 89 == 0

GST = D("0.10")
DEP = {"NSW": lambda p: D("0.10"), "VIC": lambda p: D("0.10") if p < 20000 else D("0.05"),
       "QLD": lambda p: D("0.10") if p < 20000 else D("0.05"), "WA": lambda p: D("0.065")}

SPEC = {
 "h26-079": ("deposit", ["$ 46 000"], {"state": "NSW"}),
 "h26-080": ("deposit", ["15 thousand dollars"], {"state": "VIC"}),
 "h26-081": ("deposit", ["85k"], {"state": "VIC"}),
 "h26-082": ("deposit", ["18 500"], {"state": "QLD"}),
 "h26-083": ("deposit", ["120k"], {"state": "QLD"}),
 "h26-084": ("deposit", ["250 000 AUD"], {"state": "WA", "range": (7500, 500000)}),
 "h26-085": ("gst_in", ["3.850 dollar"], {}),
 "h26-086": ("gst_add", ["6 500 AUD"], {}),
 "h26-087": ("gst_in", ["990AUD"], {}),
 "h26-088": ("thr", ["twelve thousand", "9 000"], {"limit": 20000, "cmp": ">=", "basis": "both"}),
 "h26-089": ("thr", ["5,5k", "7k"], {"limit": 12000, "cmp": ">=", "basis": "both"}),
 "h26-090": ("super", ["1 450 dollar"], {"rate": D("0.12")}),
 "h26-091": ("thr", ["8k", "5k"], {"limit": 12000, "cmp": ">", "basis": "both"}),
 "h26-092": ("super", ["3.200 dollar"], {"rate": D("0.115")}),
 "h26-093": ("withhold", ["2 400 dollar"], {"rate": D("0.47")}),
 "h26-094": ("withhold", ["1 500"], {"rate": D("0.49")}),
 "h26-095": ("thr", ["4 700"], {"limit": 5000, "cmp": ">", "basis": "incl"}),
 "h26-096": ("thr", ["3 100"], {"limit": 3300, "cmp": ">", "basis": "incl"}),
 "h26-097": ("thr", ["7 500", "4 000"], {"limit": 10000, "cmp": ">", "basis": "both"}),
 "h26-098": ("thr", ["400", "450"], {"limit": 750, "cmp": ">", "basis": "both"}),
 "h26-099": ("thr", ["12k", "9.5k"], {"limit": 20000, "cmp": ">", "basis": "both"}),
 "h26-100": ("thr", ["2 000", "1 500"], {"limit": 3300, "cmp": ">", "basis": "both"}),
 "h26-101": ("thr", ["7k", "6k"], {"limit": 12000, "cmp": ">=", "basis": "both"}),
 "h26-102": ("thr", ["42k", "38k"], {"limit": 75000, "cmp": ">=", "basis": "asis"}),
 "h26-103": ("abn", ["91 737 820 330"], {}),
 "h26-104": ("abn", ["92041738162"], {}),
 "h26-105": ("abn", ["73594812876"], {}),
}

def over(x, lim, cmp): return x > lim if cmp == ">" else x >= lim

bad = 0
tools = [i for i, d in Q.items() if d["kind"] == "tool"]
for i in sorted(set(tools) | set(SPEC)):
    errs = []
    d = Q.get(i)
    if d is None or d["kind"] != "tool": print(i, "spec but not a tool item"); bad += 1; continue
    if i not in SPEC: print(i, "tool item without spec"); bad += 1; continue
    op, toks, ex = SPEC[i]
    q = d["q"].lower()
    for t in toks:
        if t.lower() not in q: errs.append("token not in question: " + t)
    f = d.get("figures", [])
    if op == "abn":
        want = "valid" if abn_ok(toks[0]) else "invalid"
        if f[:1] != [want]: errs.append("abn %s != %s" % (f, want))
    else:
        vals = [amt(t) for t in toks]
        s = sum(vals)
        if op == "deposit":
            r = DEP[ex["state"]](s)
            if "range" in ex and not (ex["range"][0] <= s <= ex["range"][1]): errs.append("WA range")
            exp = [money(s * r), pct(r)]
        elif op == "gst_in": exp = [money(s / 11), "10%"]
        elif op == "gst_add": exp = [money(s * (1 + GST)), "10%"]
        elif op in ("super", "withhold"): exp = [money(s * ex["rate"]), pct(ex["rate"])]
        elif op == "thr":
            lim, cmp, basis = ex["limit"], ex["cmp"], ex["basis"]
            gross = s * (1 + GST)
            if basis == "incl": v, verdict = gross, over(gross, lim, cmp)
            elif basis == "asis": v, verdict = s, over(s, lim, cmp)
            else:
                if over(s, lim, cmp) != over(gross, lim, cmp): errs.append("basis 'both' lands on two sides")
                v, verdict = s, over(s, lim, cmp)
            exp = [money(v), money(D(lim))]
            if d.get("verdict") != ("yes" if verdict else "no"): errs.append("verdict %s" % d.get("verdict"))
        if f[:2] != exp: errs.append("figures %s != %s" % (f[:2], exp))
    print(i, "OK" if not errs else "BAD " + "; ".join(errs), "|", d["q"][:70])
    bad += bool(errs)
print("bad", bad)
