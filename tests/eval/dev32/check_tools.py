#!/usr/bin/env python3
"""Recompute every tool item of blind set d32 from the amounts as written in its question (Python Decimal).
Own spec table: each spec names its amount tokens exactly as written (the check fails if a token is not in the
question), the operation, and for thresholds the limit, the comparison and the GST basis ("incl" = "+ GST" amount
grossed up x1.1 because the fact sheet states the rule incl GST; "both" = the as-written and the x1.1 totals must land
on the same side). Checks figures[0] (computed value), the rate/limit figure, the verdict, ABN check digits, and that
every tool item has a spec. Prints each item and "bad N" (must be 0)."""
import json, os, re
from decimal import Decimal as D, ROUND_HALF_UP
HERE = os.path.dirname(os.path.abspath(__file__))
Q = {d["id"]: d for d in json.load(open(os.path.join(HERE, "questions.json")))}

def amt(tok):
    t = tok.lower().replace("$", "").replace(",", "").strip()
    m = re.fullmatch(r"([\d.]+)\s*(k|m)?", t)
    if not m: raise ValueError(tok)
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

GST, WH = D("0.10"), D("0.47")
DEP = {"NSW": lambda p: D("0.10"), "VIC": lambda p: D("0.10") if p < 20000 else D("0.05"),
       "QLD": lambda p: D("0.10") if p < 20000 else D("0.05"), "WA": lambda p: D("0.065")}

SPEC = {
 "d32-076": ("gst_in", ["48,510"], {}),
 "d32-077": ("gst_add", ["22k"], {}),
 "d32-078": ("gst_ex", ["$36,850"], {}),
 "d32-079": ("gst_on", ["$1,275"], {}),
 "d32-080": ("gst_add", ["$1.2m"], {}),
 "d32-081": ("super", ["$1,850"], {"rate": D("0.12")}),
 "d32-082": ("super", ["$96.5k"], {"rate": D("0.12")}),
 "d32-083": ("super", ["$742.60"], {"rate": D("0.12")}),
 "d32-084": ("super", ["$4,300"], {"rate": D("0.11")}),
 "d32-085": ("deposit", ["$62.4k"], {"state": "NSW"}),
 "d32-086": ("deposit", ["$48.5k"], {"state": "VIC"}),
 "d32-087": ("thr", ["12.5k", "8k"], {"limit": 20000, "cmp": ">=", "basis": "both"}),
 "d32-088": ("deposit", ["$210k"], {"state": "QLD", "offsite": "70%"}),
 "d32-089": ("deposit", ["$385k"], {"state": "WA"}),
 "d32-090": ("thr", ["$2,900", "$2,400"], {"limit": 5000, "cmp": ">", "basis": "both"}),
 "d32-091": ("thr", ["5.5k", "3.2k"], {"limit": 10000, "cmp": ">", "basis": "both"}),
 "d32-092": ("thr", ["$2,100", "$1,400"], {"limit": 3300, "cmp": ">", "basis": "both"}),
 "d32-093": ("thr", ["11k", "10.5k"], {"limit": 20000, "cmp": ">", "basis": "both"}),
 "d32-094": ("thr", ["$7k", "$5.5k"], {"limit": 12000, "cmp": ">=", "basis": "both"}),
 "d32-095": ("thr", ["$3,000"], {"limit": 3300, "cmp": ">", "basis": "incl"}),
 "d32-096": ("noabn", ["$3,640"], {}),
 "d32-097": ("noabn", ["$68"], {}),
 "d32-098": ("abn", ["47 977 223 106"], {"valid": True}),
 "d32-099": ("abn", ["84324683491"], {"valid": True}),
 "d32-100": ("abn", ["97 324 113 159"], {"valid": False}),
 "d32-101": ("abn", ["30126709345"], {"valid": False}),
}

bad = 0
tools = [i for i, d in Q.items() if d["kind"] == "tool"]
for i in tools:
    if i not in SPEC:
        print("NO SPEC", i); bad += 1
for i, (op, toks, ex) in SPEC.items():
    d = Q.get(i)
    errs = []
    if d is None or d["kind"] != "tool":
        print("NOT A TOOL", i); bad += 1; continue
    for t in toks:
        if t not in d["q"]: errs.append("token %r not in question" % t)
    a = [amt(t) for t in toks] if op != "abn" else []
    fig = d.get("figures", [])
    want, verdict = [], None
    if op == "gst_in": want = [money(a[0] / 11), pct(GST)]
    elif op == "gst_add": want = [money(a[0] * (1 + GST)), pct(GST)]
    elif op == "gst_ex": want = [money(a[0] / (1 + GST)), pct(GST)]
    elif op == "gst_on": want = [money(a[0] * GST), pct(GST)]
    elif op == "super": want = [money(a[0] * ex["rate"]), pct(ex["rate"])]
    elif op == "deposit":
        p = a[0]
        if ex.get("offsite"):
            assert D(ex["offsite"].rstrip("%")) > 50 and ex["offsite"] in d["q"]
            r = D("0.20")
        else:
            r = DEP[ex["state"]](p)
        if ex["state"] == "WA": assert 7500 <= p <= 500000
        want = [money(p * r), pct(r)]
    elif op == "thr":
        s = sum(a)
        cmp = (lambda x: x > ex["limit"]) if ex["cmp"] == ">" else (lambda x: x >= ex["limit"])
        if ex["basis"] == "incl":
            s = s * (1 + GST); v = cmp(s)
        else:
            v = cmp(s)
            if cmp(s * (1 + GST)) != v: errs.append("as-written and x1.1 land on different sides")
        want = [money(s), money(D(ex["limit"]))]
        verdict = "yes" if v else "no"
    elif op == "noabn":
        p = a[0]
        if p <= 75:
            want, verdict = ["$75"], "no"
        else:
            want = [money(p * WH), pct(WH)]
    elif op == "abn":
        v = abn_ok(toks[0])
        if v != ex["valid"]: errs.append("check digits disagree with spec")
        want = ["valid" if v else "invalid"]
    if fig[:len(want)] != want: errs.append("figures %s != %s" % (fig, want))
    if verdict and d.get("verdict") != verdict: errs.append("verdict %s != %s" % (d.get("verdict"), verdict))
    if not verdict and op not in ("abn",) and d.get("verdict"): errs.append("unexpected verdict")
    print(i, d["state"], want, verdict or "", "OK" if not errs else "BAD " + "; ".join(errs))
    bad += bool(errs)
print("bad", bad)
