#!/usr/bin/env python3
"""Recompute every tool item of development set d42 from the amounts as written in its question (Python Decimal).
Each spec names its amount tokens exactly as written (the check fails if a token is missing from the question),
the operation and, for thresholds, the rule's limit, comparison and GST basis: "incl" = a "+ GST" amount grossed up
x1.1 (the rule is stated incl GST), "asis" = taken as written, "both" = the as-written and x1.1 totals must land on
the same side. Checks figures[0], the rate/limit figure, the verdict, ABN check digits, business days counted, and
that every tool item has a spec. Prints each item and "bad N" (must be 0)."""
import json, os, re, datetime as dt
from decimal import Decimal as D, ROUND_HALF_UP
HERE = os.path.dirname(os.path.abspath(__file__))
Q = {d["id"]: d for d in json.load(open(os.path.join(HERE, "questions.json")))}

def amt(tok):
    t = tok.lower().replace("$", "").replace(",", "").strip()
    m = re.fullmatch(r"([\d.]+)\s*(k|grand)?", t)
    if not m: raise ValueError(tok)
    return D(m.group(1)) * (1000 if m.group(2) else 1)

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

# NSW business day (HBA s 3): not Sat/Sun, not a public holiday, not 27-31 December.
NSW_PH = {dt.date(2026, 12, 25), dt.date(2026, 12, 28), dt.date(2027, 1, 1), dt.date(2027, 1, 26)}
def nsw_bday(d):
    return d.weekday() < 5 and d not in NSW_PH and not (d.month == 12 and d.day >= 27)
def clear_bdays_end(start, n):
    d, k = start, 0
    while k < n:
        d += dt.timedelta(days=1)
        if nsw_bday(d): k += 1
    return d

GST, WH = D("0.10"), D("0.47")
DEP = {"NSW": lambda p: D("0.10"), "VIC": lambda p: D("0.10") if p < 20000 else D("0.05"),
       "QLD": lambda p: D("0.10") if p < 20000 else D("0.05"),
       "WA": lambda p: D("0.065") if D(7500) <= p <= D(500000) else None}

SPEC = {
 "d42-077": ("deposit", ["$38,500"], {"state": "NSW"}),
 "d42-078": ("thr", ["2,800", "2,600"], {"limit": 5000, "cmp": ">", "basis": "both"}),
 "d42-079": ("bdays", ["Thursday 24 December"], {"start": dt.date(2026, 12, 24), "n": 5, "fig2": "5 clear business days"}),
 "d42-080": ("deposit", ["$24,600"], {"state": "VIC"}),
 "d42-081": ("thr", ["6,500", "4,200"], {"limit": 10000, "cmp": ">", "basis": "both"}),
 "d42-082": ("thr", ["350", "480"], {"limit": 750, "cmp": ">", "basis": "both"}),
 "d42-083": ("deposit", ["$16,400"], {"state": "QLD"}),
 "d42-084": ("thr", ["1,900", "1,600"], {"limit": 3300, "cmp": ">", "basis": "both"}),
 "d42-085": ("thr", ["$2,950"], {"limit": 3300, "cmp": ">", "basis": "incl", "need": "+ GST"}),
 "d42-086": ("deposit", ["$86,000"], {"state": "WA"}),
 "d42-087": ("thr", ["14,500", "7,000"], {"limit": 20000, "cmp": ">", "basis": "both"}),
 "d42-088": ("thr", ["$7,800", "$4,200"], {"limit": 12000, "cmp": ">=", "basis": "both"}),
 "d42-089": ("thr", ["11,000", "6,500"], {"limit": 20000, "cmp": ">=", "basis": "both"}),
 "d42-090": ("thr", ["$8,400", "$3,900"], {"limit": 12000, "cmp": ">=", "basis": "both"}),
 "d42-091": ("thr", ["9,500", "3,000"], {"limit": 12000, "cmp": ">", "basis": "both"}),
 "d42-092": ("gst_of_incl", ["$4,950"], {}),
 "d42-093": ("gst_of_incl", ["$2,728.00"], {}),
 "d42-094": ("ex_of_incl", ["13,200"], {}),
 "d42-095": ("add_gst", ["$6,850"], {}),
 "d42-096": ("thr", ["48k", "29k"], {"limit": 75000, "cmp": ">=", "basis": "asis"}),
 "d42-097": ("super", ["780"], {"rate": D("0.12")}),
 "d42-098": ("super", ["$2,350"], {"rate": D("0.12")}),
 "d42-099": ("super", ["$5,400"], {"rate": D("0.115"), "need": "march 2025"}),
 "d42-100": ("withhold", ["$3,600"], {}),
 "d42-101": ("withhold", ["$70"], {"need": "ex gst"}),
 "d42-102": ("abn", ["38 738 746 418"], {}),
 "d42-103": ("abn", ["88086286947"], {}),
}

def check(i, item):
    op, toks, x = SPEC[i]
    q = item["q"]
    errs = []
    for t in toks + ([x["need"]] if "need" in x else []):
        if t.lower() not in q.lower(): errs.append("token missing: " + t)
    if errs: return None, errs
    figs, verdict = item.get("figures", []), item.get("verdict")
    exp_figs, exp_v = [], None
    if op == "deposit":
        p = amt(toks[0]); r = DEP[x["state"]](p)
        exp_figs = [money(p * r), pct(r)]
    elif op == "thr":
        s = sum(amt(t) for t in toks); lim = D(x["limit"])
        ok = (lambda v: v > lim) if x["cmp"] == ">" else (lambda v: v >= lim)
        if x["basis"] == "incl":
            s = s * (1 + GST)
        elif x["basis"] == "both" and ok(s) != ok(s * (1 + GST)):
            errs.append("as-written and x1.1 totals fall on different sides")
        exp_v = "yes" if ok(s) else "no"
        exp_figs = [money(s)] + ([money(lim)] if money(lim) != money(s) else [])
    elif op == "bdays":
        end = clear_bdays_end(x["start"], x["n"])
        exp_figs = ["%d %s %d" % (end.day, end.strftime("%B"), end.year), x["fig2"]]
    elif op == "gst_of_incl":
        exp_figs = [money(amt(toks[0]) / 11), "10%"]
    elif op == "ex_of_incl":
        exp_figs = [money(amt(toks[0]) * 10 / 11), "10%"]
    elif op == "add_gst":
        exp_figs = [money(amt(toks[0]) * (1 + GST)), "10%"]
    elif op == "super":
        exp_figs = [money(amt(toks[0]) * x["rate"]), pct(x["rate"])]
    elif op == "withhold":
        a = amt(toks[0])
        if a <= 75: exp_figs, exp_v = ["$75"], "no"
        else: exp_figs = [money(a * WH), "47%"]
    elif op == "abn":
        v = abn_ok(toks[0]); exp_figs, exp_v = ["valid" if v else "invalid"], ("yes" if v else "no")
    if figs[:len(exp_figs)] != exp_figs: errs.append("figures %s != expected %s" % (figs, exp_figs))
    if verdict != exp_v: errs.append("verdict %s != expected %s" % (verdict, exp_v))
    return exp_figs, errs

bad = 0
tools = [i for i, d in Q.items() if d["kind"] == "tool"]
for i in sorted(set(tools) | set(SPEC)):
    if i not in Q or Q[i]["kind"] != "tool" or i not in SPEC:
        print(i, "BAD: spec/tool mismatch"); bad += 1; continue
    exp, errs = check(i, Q[i])
    print(i, Q[i]["state"], "ok" if not errs else "BAD", exp, "; ".join(errs))
    bad += bool(errs)
print("tool items", len(tools))
print("bad", bad)
