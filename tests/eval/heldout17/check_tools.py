#!/usr/bin/env python3
"""Recompute every tool item of held-out set 17 from the amounts as written in its question (Python Decimal).
Own spec table (blind-h17): each spec lists its amount tokens exactly as written (check fails if a token is not in the
question), the operation and, for thresholds, the limit, comparison and GST basis: "incl" = "+ gst" amount grossed
up x1.1 (facts.md states the rule incl GST), "asis" = as written, "both" = the as-written and x1.1 totals must land on
the same side. Checks figures[0] (computed value), figures[1] (rate/limit), the verdict, ABN check digits and that every
tool item has a spec. Prints each item and "bad N" (must be 0)."""
import json, os, re
from decimal import Decimal as D, ROUND_HALF_UP
HERE = os.path.dirname(os.path.abspath(__file__))
Q = {d["id"]: d for d in json.load(open(os.path.join(HERE, "questions.json")))}
ONES = {w: i for i, w in enumerate("zero one two three four five six seven eight nine ten eleven twelve thirteen "
                                   "fourteen fifteen sixteen seventeen eighteen nineteen".split())}
TENS = {w: 10 * (i + 2) for i, w in enumerate("twenty thirty forty fifty sixty seventy eighty ninety".split())}

def amount(tok):
    t = tok.lower().replace("$", "").replace(",", "").strip()
    if re.fullmatch(r"[a-z\- ]+", t):
        total, cur = D(0), D(0)
        for w in t.replace("-", " ").split():
            if w in ONES: cur += ONES[w]
            elif w in TENS: cur += TENS[w]
            elif w == "hundred": cur *= 100
            elif w in ("thousand", "grand"): total += cur * 1000; cur = D(0)
            elif w == "and": pass
            else: raise ValueError(w)
        return total + cur
    m = re.fullmatch(r"([\d.]+)\s*(k|grand)?", t)
    return D(m.group(1)) * (1000 if m.group(2) else 1)

def money(x):
    x = D(x).quantize(D("0.01"), ROUND_HALF_UP)
    s = "{:,.2f}".format(x)
    return "$" + (s[:-3] if s.endswith(".00") else s)

def pct(r): return format((D(r) * 100).normalize(), "f") + "%"

def abn_ok(s):
    d = [int(c) for c in re.sub(r"\s", "", s)]
    if len(d) != 11: return False
    d[0] -= 1
    return sum(a * b for a, b in zip(d, [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19])) % 89 == 0

G = D("0.1")
S = {  # id: (op, tokens, args)
 "h17-097": ("gst_on", ["2,350"], {}),
 "h17-098": ("gst_in", ["5,500"], {}),
 "h17-099": ("gross", ["12.4k"], {}),
 "h17-100": ("ex", ["eight thousand eight hundred"], {}),
 "h17-101": ("rate", ["780"], {"rate": "0.12"}),
 "h17-102": ("rate", ["1,450.50"], {"rate": "0.12"}),
 "h17-103": ("rate", ["2 grand"], {"rate": "0.12"}),
 "h17-104": ("rate", ["2,600"], {"rate": "0.115"}),
 "h17-105": ("deposit", ["38k"], {"st": "NSW"}),
 "h17-106": ("deposit", ["65k"], {"st": "VIC"}),
 "h17-107": ("deposit", ["19,990"], {"st": "QLD"}),
 "h17-108": ("deposit", ["42k"], {"st": "QLD"}),
 "h17-109": ("rate", ["150k"], {"rate": "0.20"}),
 "h17-110": ("deposit", ["120k"], {"st": "WA"}),
 "h17-111": ("deposit", ["9,200"], {"st": "WA"}),
 "h17-112": ("thr", ["4,700"], {"lim": 5000, "cmp": "gt", "basis": "incl"}),
 "h17-113": ("thr", ["9k", "3k"], {"lim": 10000, "cmp": "gt", "basis": "both"}),
 "h17-114": ("thr", ["3,100"], {"lim": 3300, "cmp": "gt", "basis": "incl"}),
 "h17-115": ("thr", ["450", "380"], {"lim": 750, "cmp": "gt", "basis": "both"}),
 "h17-116": ("thr", ["2k", "1,800"], {"lim": 3300, "cmp": "gt", "basis": "both"}),
 "h17-117": ("thr", ["11k", "6.5k"], {"lim": 16000, "cmp": "gt", "basis": "both"}),
 "h17-118": ("thr", ["18k"], {"lim": 20000, "cmp": "gt", "basis": "incl_both"}),
 "h17-119": ("thr", ["48k", "30k"], {"lim": 75000, "cmp": "ge", "basis": "asis"}),
 "h17-120": ("thr", ["17k", "6k"], {"lim": 20000, "cmp": "gt", "basis": "both"}),
 "h17-121": ("thr", ["9.5k", "2.8k"], {"lim": 12000, "cmp": "ge", "basis": "both"}),
 "h17-122": ("thr", ["7.5k", "5k"], {"lim": 12000, "cmp": "gt", "basis": "both"}),
 "h17-123": ("rate", ["2,200"], {"rate": "0.47"}),
 "h17-124": ("deposit", ["22k"], {"st": "VIC"}),
 "h17-125": ("abn", ["38 900 441 151"], {}),
 "h17-126": ("abn", ["15981335974"], {}),
 "h17-127": ("abn", ["25 399 971 086"], {}),
 "h17-128": ("abn", ["21414081850"], {}),
}

def deposit_rate(st, p):
    if st == "NSW": return D("0.10")
    if st in ("VIC", "QLD"): return D("0.10") if p < 20000 else D("0.05")
    if st == "WA": assert 7500 <= p <= 500000; return D("0.065")

bad = 0
tools = [i for i, d in Q.items() if d["kind"] == "tool"]
for i in tools:
    d = Q[i]; errs = []
    if i not in S: print(i, "NO SPEC"); bad += 1; continue
    op, toks, a = S[i]
    for tk in toks:
        if tk.lower() not in d["q"].lower(): errs.append("token %r not in question" % tk)
    f = d.get("figures", [])
    if op == "abn":
        exp = "valid" if abn_ok(toks[0]) else "invalid"
        if f != [exp]: errs.append("abn %s expected %s" % (toks[0], exp))
    else:
        x = sum(amount(tk) for tk in toks)
        if op == "gst_on": val, lim = x * G, "10%"
        elif op == "gst_in": val, lim = x / 11, "10%"
        elif op == "gross": val, lim = x * D("1.1"), "10%"
        elif op == "ex": val, lim = x / D("1.1"), "10%"
        elif op == "rate": val, lim = x * D(a["rate"]), pct(a["rate"])
        elif op == "deposit":
            r = deposit_rate(a["st"], x); val, lim = x * r, pct(r)
            if d["state"] != a["st"]: errs.append("state")
        elif op == "thr":
            L = D(a["lim"]); lim = money(L)
            cmpf = (lambda v: v > L) if a["cmp"] == "gt" else (lambda v: v >= L)
            if a["basis"] == "incl": val = x * D("1.1"); sides = [cmpf(val)]
            elif a["basis"] == "incl_both": val = x * D("1.1"); sides = [cmpf(val), cmpf(x)]
            elif a["basis"] == "asis": val = x; sides = [cmpf(x)]
            else: val = x; sides = [cmpf(x), cmpf(x * D("1.1"))]
            if len(set(sides)) != 1: errs.append("GST basis changes the side")
            v = "yes" if sides[0] else "no"
            if d.get("verdict") != v: errs.append("verdict %s expected %s" % (d.get("verdict"), v))
        if not f or f[0] != money(val): errs.append("value %s expected %s" % (f[:1], money(val)))
        if len(f) < 2 or f[1] != lim: errs.append("rate/limit %s expected %s" % (f[1:2], lim))
    print(i, "ok" if not errs else "BAD " + "; ".join(errs), "|", d["q"][:70])
    bad += bool(errs)
for i in S:
    if i not in Q or Q[i]["kind"] != "tool": print(i, "spec for a non-tool item"); bad += 1
print("bad", bad)
