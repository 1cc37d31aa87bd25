#!/usr/bin/env python3
"""Recompute every tool item of held-out set 23 from the amounts as written in its question (Python Decimal,
GST half-up to the cent, ABN check digits, calendar/business-day date arithmetic). Each spec names its amount
tokens exactly as written (the check fails if a token is missing from the question). Sums are built so that the
as-written and x1.1 totals land on the same side of the threshold ("both"); "incl" grosses a "+ gst" amount up.
Prints each item and "bad N" (must be 0)."""
import json, os, re, datetime as dt
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
        elif w == "and": continue
        else: raise ValueError(w)
    return total + cur
def amt(tok):
    t = tok.lower().replace("$", "").replace(",", "").strip()
    m = re.fullmatch(r"([\d.]+)\s*(k|grand)?(?: bucks)?", t)
    if m: return D(m.group(1)) * (1000 if m.group(2) else 1)
    m = re.fullmatch(r"(\w+) point (\w+) k", t)
    if m: return (words(m.group(1)) + words(m.group(2)) / 10) * 1000
    return words(t)
def money(x):
    s = "{:,.2f}".format(x.quantize(D("0.01"), ROUND_HALF_UP))
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
def fmt_date(x): return "%d %s %d" % (x.day, x.strftime("%b"), x.year)
def add_bd(x, n):
    while n:
        x += dt.timedelta(days=1)
        if x.weekday() < 5: n -= 1   # no national public holiday falls in the ranges used (checked by hand)
    return x
def dep(state, p, offsite=False):
    if offsite: return D("0.20")
    if state == "NSW": return D("0.10")
    if state in ("VIC", "QLD"): return D("0.10") if p < 20000 else D("0.05")
    if state == "WA": assert 7500 <= p <= 500000; return D("0.065")

SPEC = {  # question id (by text prefix match below) -> spec
 "36.5k reno": ("deposit", ["36.5k"], {"state": "NSW"}),
 "um 18k bathroom": ("deposit", ["18k"], {"state": "VIC"}),
 "kitchen and laundry": ("deposit", ["forty five grand"], {"state": "VIC"}),
 "townsville job": ("deposit", ["27.5k"], {"state": "QLD"}),
 "modular build": ("deposit", ["90k"], {"state": "QLD", "offsite": "70%"}),
 "64k home": ("deposit", ["64k"], {"state": "WA"}),
 "nsw tiling job": ("thr", ["4,600"], {"limit": 5000, "cmp": ">", "basis": "incl"}),
 "gutter guard": ("thr", ["four point five k"], {"limit": 5000, "cmp": ">", "basis": "incl"}),
 "bathroom in townsville": ("thr", ["2500", "1500"], {"limit": 3300, "cmp": ">", "basis": "both"}),
 "small pergola": ("thr", ["3,000"], {"limit": 3300, "cmp": ">", "basis": "incl"}),
 "victoria job": ("thr", ["6k", "5k"], {"limit": 10000, "cmp": ">", "basis": "both"}),
 "geelong reno": ("thr", ["15k", "2.5k"], {"limit": 16000, "cmp": ">", "basis": "both"}),
 "plumber in bendigo": ("thr", ["600", "300"], {"limit": 750, "cmp": ">", "basis": "both"}),
 "wa job 14k": ("thr", ["14k", "8k"], {"limit": 20000, "cmp": ">", "basis": "both"}),
 "adelaide bathroom": ("thr", ["7k", "5k"], {"limit": 12000, "cmp": ">=", "basis": "both"}),
 "darwin verandah": ("thr", ["8k", "2k"], {"limit": 12000, "cmp": ">", "basis": "both"}),
 "hobart job": ("thr", ["10k", "7k"], {"limit": 20000, "cmp": ">=", "basis": "both"}),
 "canberra alterations": ("thr", ["8k", "4k"], {"limit": 12000, "cmp": ">=", "basis": "both"}),
 "sparky turnover": ("thr", ["48k", "29k"], {"limit": 75000, "cmp": ">=", "basis": "asis"}),
 "whats 2,200": ("gst_add", ["2,200"], {}),
 "customer paid 5,500": ("gst_in", ["5,500"], {}),
 "quote came to": ("ex", ["3,300"], {}),
 "how much gst is in": ("gst_in", ["18 grand"], {}),
 "apprentice got paid": ("super", ["1,850"], {"rate": D("0.12")}),
 "paying my offsider": ("super", ["twenty two hundred"], {"rate": D("0.12")}),
 "leading hand": ("super", ["64,000"], {"rate": D("0.12")}),
 "wages i paid back": ("super", ["2,600"], {"rate": D("0.115"), "date": "2025-06-15"}),
 "subbie wont give": ("withhold", ["1,600"], {"rate": D("0.47")}),
 "bloke did a quick": ("small", ["70 bucks"], {}),
 "16 year old": ("u18", ["320"], {"age": "16"}),
 "17 year old": ("u18", ["400"], {"age": "17"}),
 "back in march 2016": ("withhold", ["1,000"], {"rate": D("0.49"), "date": "2016-03-15"}),
 "can you check this abn": ("abn", ["39 941 357 506"], {"expect": "valid"}),
 "abn on the plumbers": ("abn", ["13731459335"], {"expect": "valid"}),
 "is 28 123": ("abn", ["28 123 828 237"], {"expect": "invalid"}),
 "sparky sub gave": ("abn", ["97525329675"], {"expect": "invalid"}),
 "paying the boys": ("bdays", ["4 december"], {"start": "2026-12-04", "n": 7}),
 "wa sparky finishing": ("days", ["2 december"], {"start": "2026-12-02", "n": 28}),
 "went over the gst": ("days", ["10th of november"], {"start": "2026-11-10", "n": 21}),
 "customer asked for a tax invoice on": ("days", ["20 november"], {"start": "2026-11-20", "n": 28}),
}

bad = 0
tools = [d for d in Q.values() if d["kind"] == "tool"]
used = set()
for d in tools:
    keys = [k for k in SPEC if d["q"].lower().startswith(k.lower())]
    errs = []
    if len(keys) != 1:
        print(d["id"], "BAD: spec match", keys); bad += 1; continue
    k = keys[0]; used.add(k)
    op, toks, ex = SPEC[k]
    q = d["q"].lower()
    for t in toks:
        if t.lower() not in q: errs.append("token %r not in question" % t)
    a = [amt(t) for t in toks] if op not in ("abn", "bdays", "days") else []
    fig, verdict = [], None
    if op == "deposit":
        if ex.get("offsite"): assert ex["offsite"] in q and D(ex["offsite"][:-1]) > 50
        r = dep(ex["state"], a[0], bool(ex.get("offsite")))
        fig = [money(a[0] * r), pct(r)]
        if d["state"] != ex["state"]: errs.append("state")
    elif op == "thr":
        tot = sum(a)
        sides = []
        over = lambda x: x > ex["limit"] if ex["cmp"] == ">" else x >= ex["limit"]
        if ex["basis"] == "incl":
            tot = tot * D("1.1"); sides = [over(tot)]
        elif ex["basis"] == "both":
            sides = [over(tot), over(tot * D("1.1"))]
            if sides[0] != sides[1]: errs.append("as-written and x1.1 disagree")
        else:
            sides = [over(tot)]
        fig = [money(tot), money(D(ex["limit"]))]
        verdict = "yes" if sides[0] else "no"
    elif op == "gst_add": fig = [money(a[0] * D("1.1")), "10%"]
    elif op == "gst_in": fig = [money(a[0] / 11), "10%"]
    elif op == "ex": fig = [money(a[0] / D("1.1")), "10%"]
    elif op == "super":
        fig = [money(a[0] * ex["rate"]), pct(ex["rate"])]
        if ex.get("date") != d.get("date"): errs.append("date")
    elif op == "withhold":
        fig = [money(a[0] * ex["rate"]), pct(ex["rate"])]
        if ex.get("date") != d.get("date"): errs.append("date")
    elif op == "small":
        assert a[0] <= 75; fig = ["$75"]; verdict = "no"
    elif op == "u18":
        assert ex["age"] in q and int(ex["age"]) < 18
        if a[0] <= 350: fig, verdict = ["$350"], "no"
        else: fig, verdict = [money(a[0] * D("0.47")), "47%"], "yes"
    elif op == "abn":
        fig = ["valid" if abn_ok(toks[0]) else "invalid"]
        if fig[0] != ex["expect"]: errs.append("abn expectation")
    elif op in ("bdays", "days"):
        s = dt.date.fromisoformat(ex["start"])
        e = add_bd(s, ex["n"]) if op == "bdays" else s + dt.timedelta(days=ex["n"])
        fig = [fmt_date(e), ("%d business days" if op == "bdays" else "%d days") % ex["n"]]
        if op == "bdays": assert s.weekday() == 4 and "friday" in q
    if d.get("figures") != fig: errs.append("figures %s != %s" % (d.get("figures"), fig))
    if d.get("verdict") != verdict: errs.append("verdict %s != %s" % (d.get("verdict"), verdict))
    print(d["id"], d["state"], "|", d["q"][:70], "->", fig, verdict or "", "OK" if not errs else "BAD: " + "; ".join(errs))
    bad += bool(errs)
for k in SPEC:
    if k not in used: print("unused spec", k); bad += 1
print("tool items", len(tools))
print("bad", bad)
