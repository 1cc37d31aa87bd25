#!/usr/bin/env python3
"""Recompute every tool item of blind set d31 from the amounts as written in its question (Python Decimal, half-up
to the cent). Own spec table: tokens must appear verbatim in the question; 'thr' items give limit, comparison and GST
basis ('incl' = '+ GST' amount grossed up x1.1; 'both' = as-written and x1.1 totals must land on the same side;
'asis' = as written). Checks figures[0], the rate/limit figure, the verdict, ABN check digits and coverage.
Prints each item and 'bad N' (must be 0)."""
import json, os, re
from decimal import Decimal as D, ROUND_HALF_UP
HERE = os.path.dirname(os.path.abspath(__file__))
Q = {d["id"]: d for d in json.load(open(os.path.join(HERE, "questions.json")))}

def amt(tok):
    t = tok.lower().replace("$", "").replace(",", "").strip()
    m = re.fullmatch(r"([\d.]+)\s*(k|m)?", t)
    return D(m.group(1)) * {None: 1, "k": 1000, "m": 1000000}[m.group(2)]

def money(x):
    x = x.quantize(D("0.01"), ROUND_HALF_UP)
    s = "{:,.2f}".format(x)
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
DEP = {"NSW": lambda p, off: D("0.10"),
       "VIC": lambda p, off: D("0.10") if p < 20000 else D("0.05"),
       "QLD": lambda p, off: D("0.20") if off else (D("0.10") if p < 20000 else D("0.05")),
       "WA": lambda p, off: D("0.065")}

SPEC = {
 "d31-076": ("deposit", ["$48.5k"], {"state": "NSW"}),
 "d31-077": ("thr", ["4,650"], {"limit": 5000, "cmp": ">", "basis": "incl"}),
 "d31-078": ("thr", ["15k", "6.5k"], {"limit": 20000, "cmp": ">", "basis": "both"}),
 "d31-079": ("deposit", ["$18.5k"], {"state": "VIC"}),
 "d31-080": ("deposit", ["$1.2m"], {"state": "VIC"}),
 "d31-081": ("thr", ["9.5k", "7k"], {"limit": 16000, "cmp": ">", "basis": "both"}),
 "d31-082": ("thr", ["3,100"], {"limit": 3300, "cmp": ">", "basis": "incl"}),
 "d31-083": ("deposit", ["$19.8k"], {"state": "QLD"}),
 "d31-084": ("deposit", ["$165k"], {"state": "QLD", "offsite": "70%"}),
 "d31-085": ("deposit", ["$240k"], {"state": "WA"}),
 "d31-086": ("thr", ["11k", "10.5k"], {"limit": 20000, "cmp": ">", "basis": "both"}),
 "d31-087": ("thr", ["7.5k", "4.5k"], {"limit": 12000, "cmp": ">=", "basis": "both"}),
 "d31-088": ("thr", ["11k", "6.5k"], {"limit": 20000, "cmp": ">=", "basis": "both"}),
 "d31-089": ("thr", ["8k", "5.5k"], {"limit": 12000, "cmp": ">=", "basis": "both"}),
 "d31-090": ("thr", ["6.5k", "7k"], {"limit": 12000, "cmp": ">", "basis": "both"}),
 "d31-091": ("gst_in", ["$13,750"], {}),
 "d31-092": ("gst_add_total", ["22k"], {}),
 "d31-093": ("gst_ex", ["$3,465"], {}),
 "d31-094": ("rate", ["$780"], {"rate": D("0.12")}),
 "d31-095": ("rate", ["$4,600"], {"rate": D("0.115")}),
 "d31-096": ("rate", ["$3,400"], {"rate": D("0.47")}),
 "d31-097": ("rate", ["$1,800"], {"rate": D("0.49")}),
 "d31-098": ("thr", ["48k", "29.5k"], {"limit": 75000, "cmp": ">=", "basis": "asis"}),
 "d31-099": ("abn", ["42 614 193 481"], {}),
 "d31-100": ("abn", ["88771342760"], {}),
 "d31-101": ("abn", ["65 380 100 772"], {}),
}

bad = 0
tools = [i for i, d in Q.items() if d["kind"] == "tool"]
for i in sorted(set(tools) | set(SPEC)):
    d = Q.get(i)
    if i not in SPEC or d is None or d["kind"] != "tool":
        print(i, "BAD: spec/tool mismatch"); bad += 1; continue
    op, toks, ex = SPEC[i]
    errs = [t for t in toks if t not in d["q"]]
    vals = [amt(t) for t in toks] if op != "abn" else []
    f = d["figures"]; want = []; verdict = None
    if op == "deposit":
        p = sum(vals); r = DEP[ex["state"]](p, ex.get("offsite"))
        if ex.get("offsite"): errs += [] if ex["offsite"] in d["q"] and D(ex["offsite"][:-1]) > 50 else ["offsite"]
        want = [money(p * r), pct(r)]
    elif op == "thr":
        p = sum(vals); lim = D(ex["limit"])
        cmp = (lambda x: x > lim) if ex["cmp"] == ">" else (lambda x: x >= lim)
        if ex["basis"] == "incl": p = p * (1 + GST); hit = cmp(p)
        elif ex["basis"] == "both":
            hit = cmp(p)
            if cmp(p * (1 + GST)) != hit: errs.append("basis both: sides differ")
        else: hit = cmp(p)
        want = [money(p), money(lim)]; verdict = "yes" if hit else "no"
    elif op == "gst_in":
        want = [money(vals[0] / 11), "10%"]
    elif op == "gst_add_total":
        want = [money(vals[0] * (1 + GST)), "10%"]
    elif op == "gst_ex":
        want = [money(vals[0] / (1 + GST)), "10%"]
    elif op == "rate":
        want = [money(vals[0] * ex["rate"]), pct(ex["rate"])]
    elif op == "abn":
        want = ["valid" if abn_ok(toks[0]) else "invalid"]
        if toks[0] not in d["q"]: errs.append("abn token")
    if f[:len(want)] != want: errs.append("figures %s != %s" % (f, want))
    if verdict and d.get("verdict") != verdict: errs.append("verdict %s != %s" % (d.get("verdict"), verdict))
    print(i, "ok" if not errs else "BAD " + "; ".join(errs), want, verdict or "")
    bad += bool(errs)
print("bad", bad)
