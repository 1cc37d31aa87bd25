#!/usr/bin/env python3
"""Recompute every tool item of development set 28 from the amounts as written in its question (Python Decimal,
GST half-up to the cent, ABN check digits). Each spec names its amount tokens as written (must occur in the question).
Threshold basis: "incl" = "plus gst" amount grossed up x1.1 (rule stated incl GST); "both" = as-written and x1.1
totals must land on the same side. Prints each item and "bad N"."""
import json, os, re, datetime
from decimal import Decimal as D, ROUND_HALF_UP
HERE = os.path.dirname(os.path.abspath(__file__))
Q = {d["id"]: d for d in json.load(open(os.path.join(HERE, "questions.json")))}
ONES = {w: i for i, w in enumerate("zero one two three four five six seven eight nine ten eleven twelve thirteen "
                                   "fourteen fifteen sixteen seventeen eighteen nineteen".split())}
TENS = {w: 10 * (i + 2) for i, w in enumerate("twenty thirty forty fifty sixty seventy eighty ninety".split())}
def words(t):
    total, cur = D(0), D(0)
    for w in t.split():
        if w in ONES: cur += ONES[w]
        elif w in TENS: cur += TENS[w]
        elif w == "hundred": cur *= 100
        elif w in ("thousand", "grand"): total += cur * 1000; cur = D(0)
        elif w in ("and", "a"): continue
        elif w == "half": cur += D("0.5")
        else: raise ValueError(w)
    return total + cur
def amt(tok):
    t = tok.lower().replace("$", "").replace(",", "").strip()
    m = re.fullmatch(r"([\d.]+)\s*(k|grand)?", t)
    if m: return D(m.group(1)) * (1000 if m.group(2) else 1)
    if t == "four point five k": return D(4500)
    if t == "three and a half grand": return D(3500)
    return words(t)
def money(x):
    x = x.quantize(D("0.01"), ROUND_HALF_UP); s = "{:,.2f}".format(x)
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
GST = D("0.10")
DEP = {"NSW": lambda p: D("0.10"), "VIC": lambda p: D("0.10") if p < 20000 else D("0.05"),
       "QLD": lambda p: D("0.10") if p < 20000 else D("0.05"), "WA": lambda p: D("0.065")}
SPEC = {
 "d28-076": ("thr", ["4600"], dict(limit=5000, cmp=">", basis="incl")),
 "d28-077": ("thr", ["three and a half grand", "two grand"], dict(limit=5000, cmp=">", basis="both")),
 "d28-078": ("deposit", ["32 grand"], dict(state="NSW")),
 "d28-079": ("deposit", ["18.5k"], dict(state="VIC")),
 "d28-080": ("deposit", ["26k"], dict(state="VIC")),
 "d28-081": ("thr", ["450", "380"], dict(limit=750, cmp=">", basis="both")),
 "d28-082": ("thr", ["three grand"], dict(limit=3300, cmp=">", basis="incl")),
 "d28-083": ("deposit", ["15k"], dict(state="QLD")),
 "d28-084": ("deposit", ["120k"], dict(state="QLD", offsite="70%")),
 "d28-085": ("deposit", ["80 grand"], dict(state="WA")),
 "d28-086": ("thr", ["14k", "9k"], dict(limit=20000, cmp=">", basis="both")),
 "d28-087": ("thr", ["7k", "6k"], dict(limit=12000, cmp=">=", basis="both")),
 "d28-088": ("thr", ["11k", "6k"], dict(limit=20000, cmp=">=", basis="both")),
 "d28-089": ("thr", ["5k", "4k"], dict(limit=12000, cmp=">=", basis="both")),
 "d28-090": ("thr", ["8k", "5.5k"], dict(limit=12000, cmp=">", basis="both")),
 "d28-091": ("gst_in", ["3300"], {}),
 "d28-092": ("gst_add", ["eighteen hundred"], {}),
 "d28-093": ("ex", ["5500"], {}),
 "d28-094": ("gst_on", ["four point five k"], {}),
 "d28-095": ("super", ["920"], dict(rate=D("0.12"))),
 "d28-096": ("super", ["two thousand one hundred"], dict(rate=D("0.12"))),
 "d28-097": ("super", ["2600"], dict(rate=D("0.115"), date="2025-03-15")),
 "d28-098": ("withhold", ["1800"], {}),
 "d28-099": ("u18", ["280"], {}),
 "d28-100": ("abn", ["70 560 280 612"], dict(expect="valid")),
 "d28-101": ("abn", ["81653861307"], dict(expect="invalid")),
 "d28-102": ("days", ["28 days"], dict(start="2026-11-28", n=28)),
}
bad = 0
tools = [i for i, d in Q.items() if d["kind"] == "tool"]
for i in sorted(set(tools) | set(SPEC)):
    d = Q.get(i); errs = []
    if d is None or d["kind"] != "tool" or i not in SPEC:
        print(i, "BAD: tool item without spec or spec without tool item"); bad += 1; continue
    op, toks, ex = SPEC[i]; q = d["q"].lower()
    for t in toks:
        if op != "days" and t.lower() not in q: errs.append("token %r not in question" % t)
    fig, verdict = [], None
    a = [amt(t) for t in toks] if op not in ("abn", "days") else []
    if op == "deposit":
        p = a[0]
        if ex.get("offsite"):
            assert ex["offsite"] in q and D(ex["offsite"][:-1]) > 50; r = D("0.20")
        else:
            if ex["state"] == "WA": assert 7500 <= p <= 500000
            r = DEP[ex["state"]](p)
        fig = [money(p * r), pct(r)]
    elif op == "thr":
        s = sum(a); lim = D(ex["limit"]); f = (lambda x: x > lim) if ex["cmp"] == ">" else (lambda x: x >= lim)
        if ex["basis"] == "incl":
            assert "gst" in q; s = s * (1 + GST); v = f(s)
        else:
            v = f(s)
            if f(s * (1 + GST)) != v: errs.append("as-written and x1.1 totals land on different sides")
        fig = [money(s), money(lim)]; verdict = "yes" if v else "no"
    elif op == "gst_in": fig = [money(a[0] / 11), "10%"]
    elif op == "gst_add": fig = [money(a[0] * (1 + GST)), "10%"]
    elif op == "ex": fig = [money(a[0] / (1 + GST)), "10%"]
    elif op == "gst_on": fig = [money(a[0] * GST), "10%"]
    elif op == "super":
        if ex.get("date"): assert d.get("date") == ex["date"]
        fig = [money(a[0] * ex["rate"]), pct(ex["rate"])]
    elif op == "withhold":
        x = a[0]; fig = [money(x * D("0.47")), "47%"] if x > 75 else ["$75"]; verdict = None if x > 75 else "no"
    elif op == "u18":
        verdict = "no" if a[0] <= 350 else "yes"; fig = ["$350"]
    elif op == "abn":
        fig = ["valid" if abn_ok(toks[0]) else "invalid"]
        if fig[0] != ex["expect"]: errs.append("abn expectation")
    elif op == "days":
        dt = datetime.date.fromisoformat(ex["start"]) + datetime.timedelta(days=ex["n"])
        fig = ["%d %s %d" % (dt.day, dt.strftime("%B"), dt.year), "%d days" % ex["n"]]
    if d.get("figures") != fig: errs.append("figures %r != computed %r" % (d.get("figures"), fig))
    if d.get("verdict") != verdict: errs.append("verdict %r != computed %r" % (d.get("verdict"), verdict))
    print(i, d["state"], fig, verdict or "", "OK" if not errs else "BAD: " + "; ".join(errs))
    bad += bool(errs)
print("bad", bad)
