#!/usr/bin/env python3
"""blind-d34: recompute every tool item from the amounts as written in its question (Python Decimal, half-up to the
cent). Each spec names its amount tokens exactly as written (fails if a token is not in the question), the operation
and, for thresholds, the limit, comparison and GST basis: "incl" = a "+ gst" amount grossed up x1.1 because the fact
sheet states that threshold incl GST (NSW $5,000 licence; QLD $3,300 licence), "asis" = taken as written (GST
turnover excludes GST), "both" = the as-written and x1.1 totals must land on the same side of the limit (no GST word
in the question). Checks figures[0] (computed value), the rate/limit figure, the verdict, ABN check digits, dated
rates (super 11.5% for wages paid 1 Jul 2024-30 Jun 2025; no-ABN 49% 2014-30 Jun 2017) and that every tool item has
a spec. Prints each item and "bad N" (must be 0)."""
import json, os, re
from decimal import Decimal as D, ROUND_HALF_UP
HERE = os.path.dirname(os.path.abspath(__file__))
Q = {d["id"]: d for d in json.load(open(os.path.join(HERE, "questions.json")))}

def amt(tok):
    t = tok.lower().replace("$", "").replace(",", "").strip()
    m = re.fullmatch(r"([\d.]+)\s*(k|grand)?", t)
    return D(m.group(1)) * (1000 if m.group(2) else 1)

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
def super_rate(date):
    return D("0.115") if date and "2024-07-01" <= date <= "2025-06-30" else D("0.12")
def nowh_rate(date):
    return D("0.49") if date and "2014-07-01" <= date <= "2017-06-30" else D("0.47")
DEP = {"NSW": lambda p: D("0.10"), "VIC": lambda p: D("0.10") if p < 20000 else D("0.05"),
       "QLD": lambda p: D("0.10") if p < 20000 else D("0.05"), "WA": lambda p: D("0.065")}

SPEC = {
 "d34-075": ("deposit", ["36,500"], {"state": "NSW"}),
 "d34-076": ("thr", ["4,600"], {"limit": 5000, "cmp": ">", "basis": "incl"}),
 "d34-077": ("thr", ["17k", "4k"], {"limit": 20000, "cmp": ">", "basis": "both"}),
 "d34-078": ("deposit", ["64k"], {"state": "VIC"}),
 "d34-079": ("thr", ["6,400", "3,900"], {"limit": 10000, "cmp": ">", "basis": "both"}),
 "d34-080": ("thr", ["11k", "6.5k"], {"limit": 16000, "cmp": ">", "basis": "both"}),
 "d34-081": ("thr", ["450", "380"], {"limit": 750, "cmp": ">", "basis": "both"}),
 "d34-082": ("deposit", ["30k"], {"state": "QLD"}),
 "d34-083": ("deposit", ["210k"], {"state": "QLD", "offsite": "70%"}),
 "d34-084": ("thr", ["3,100"], {"limit": 3300, "cmp": ">", "basis": "incl"}),
 "d34-085": ("deposit", ["86,000"], {"state": "WA"}),
 "d34-086": ("thr", ["12k", "5.5k"], {"limit": 20000, "cmp": ">", "basis": "both"}),
 "d34-087": ("thr", ["7,500", "4,800"], {"limit": 12000, "cmp": ">=", "basis": "both"}),
 "d34-088": ("thr", ["16k", "4.5k"], {"limit": 20000, "cmp": ">=", "basis": "both"}),
 "d34-089": ("thr", ["7k", "3k"], {"limit": 12000, "cmp": ">=", "basis": "both"}),
 "d34-090": ("thr", ["7k", "3.5k"], {"limit": 12000, "cmp": ">", "basis": "both"}),
 "d34-091": ("gst_in", ["3,080"], {}),
 "d34-092": ("gst_add", ["12,400"], {}),
 "d34-093": ("gst_ex", ["27,500"], {}),
 "d34-094": ("super", ["920"], {}),
 "d34-095": ("super", ["5,600"], {}),
 "d34-096": ("nowh", ["3,400"], {}),
 "d34-097": ("nowh", ["68"], {}),
 "d34-098": ("nowh", ["1,000"], {}),
 "d34-099": ("thr", ["61k", "16k"], {"limit": 75000, "cmp": ">=", "basis": "asis"}),
 "d34-100": ("abn", ["67 462 389 538"], {}),
 "d34-101": ("abn", ["16 460 547 740"], {}),
}

def cmp(x, limit, c):
    return x > limit if c == ">" else x >= limit

bad = 0
tool_ids = [i for i, d in Q.items() if d["kind"] == "tool"]
for i in tool_ids:
    if i not in SPEC:
        print(i, "NO SPEC"); bad += 1
for i, (op, toks, ex) in SPEC.items():
    d = Q[i]; q = d["q"]; figs = d.get("figures", []); ver = d.get("verdict"); date = d.get("date")
    errs = []
    if d["kind"] != "tool": errs.append("not a tool item")
    for t in toks:
        if t not in q: errs.append("token %r not in question" % t)
    vals = [amt(t) for t in toks] if op != "abn" else []
    want, want_ver = [], None
    if op == "deposit":
        p = vals[0]
        if ex.get("offsite"):
            assert D(ex["offsite"].rstrip("%")) > 50; r = D("0.20")
        else:
            r = DEP[ex["state"]](p)
            if ex["state"] == "WA": assert 7500 <= p <= 500000
        want = [money(p * r), pct(r)]
        if d["state"] != (d.get("profile") or {}).get("state", d["state"]): errs.append("profile state")
    elif op == "thr":
        s = sum(vals); lim = D(ex["limit"]); b = ex["basis"]
        if b == "incl":
            x = s * (1 + GST); side = cmp(x, lim, ex["cmp"])
            if "gst" not in q.lower(): errs.append("incl basis without gst word")
        elif b == "asis":
            x = s; side = cmp(x, lim, ex["cmp"])
        else:
            x = s; side = cmp(s, lim, ex["cmp"])
            if cmp(s * (1 + GST), lim, ex["cmp"]) != side: errs.append("x1.1 total lands on the other side")
        want = [money(x), money(lim)]; want_ver = "yes" if side else "no"
    elif op == "gst_in":
        want = [money(vals[0] / 11), "10%"]
    elif op == "gst_add":
        want = [money(vals[0] * (1 + GST)), "10%"]
    elif op == "gst_ex":
        want = [money(vals[0] / (1 + GST)), "10%"]
    elif op == "super":
        r = super_rate(date); want = [money(vals[0] * r), pct(r)]
    elif op == "nowh":
        if vals[0] <= 75:
            want = ["$75"]; want_ver = "no"
        else:
            r = nowh_rate(date); want = [money(vals[0] * r), pct(r)]
    elif op == "abn":
        ok = abn_ok(toks[0]); want = ["valid" if ok else "invalid"]; want_ver = "yes" if ok else "no"
    if figs != want: errs.append("figures %s != %s" % (figs, want))
    if want_ver != ver: errs.append("verdict %s != %s" % (ver, want_ver))
    print(i, op, want, want_ver or "", "OK" if not errs else "BAD " + "; ".join(errs))
    bad += bool(errs)
print("bad", bad)
