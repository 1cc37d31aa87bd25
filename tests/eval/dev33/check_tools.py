#!/usr/bin/env python3
"""Recompute every tool item of blind set d33 from the amounts as written in its question (Python Decimal,
half-up to the cent). Own spec table: each spec names its amount tokens exactly as written (the check fails if a token
is not in the question), the operation and, for thresholds, the limit, the comparison and the GST basis:
  "incl" = a "+ gst" amount grossed up x1.1 because the fact sheet states that rule GST-inclusive
           (NSW $5,000 licence / written contract; QLD $3,300 "labour + materials + GST");
  "asis" = taken as written (GST turnover excludes GST);
  "both" = the as-written and the x1.1 totals must land on the same side of the limit (so the verdict holds
           whatever GST basis the rule uses).
Checks figures[0] (computed value), figures[1] (rate or limit), the verdict, ABN check digits, and that every tool
item has a spec. Prints each item and "bad N" (must be 0)."""
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

GST, SUPER, WH, WH_MIN = D("0.10"), D("0.12"), D("0.47"), D("75")
def dep_rate(state, p, offsite=False):
    if state == "NSW": return D("0.10")
    if state in ("VIC", "QLD"):
        if state == "QLD" and offsite: return D("0.20")
        return D("0.10") if p < 20000 else D("0.05")
    if state == "WA":
        assert D(7500) <= p <= D(500000), "WA HBC Act range"
        return D("0.065")
    raise ValueError(state)

SPEC = {
 "d33-010": ("deposit", ["36,500"], {"state": "NSW"}),
 "d33-011": ("thr", ["4,600"], {"limit": 5000, "cmp": ">", "basis": "incl"}),
 "d33-012": ("thr", ["13k", "8.2k"], {"limit": 20000, "cmp": ">", "basis": "both"}),
 "d33-013": ("thr", ["3,900"], {"limit": 5000, "cmp": ">", "basis": "incl"}),
 "d33-027": ("deposit", ["18k"], {"state": "VIC"}),
 "d33-028": ("deposit", ["64k"], {"state": "VIC"}),
 "d33-029": ("thr", ["450", "380"], {"limit": 750, "cmp": ">", "basis": "both"}),
 "d33-030": ("thr", ["5,200", "3,500"], {"limit": 10000, "cmp": ">", "basis": "both"}),
 "d33-044": ("deposit", ["85k"], {"state": "QLD", "offsite": "70%"}),
 "d33-045": ("thr", ["3,100"], {"limit": 3300, "cmp": ">", "basis": "incl"}),
 "d33-046": ("thr", ["1,700", "1,100"], {"limit": 3300, "cmp": ">", "basis": "both"}),
 "d33-047": ("deposit", ["12k"], {"state": "QLD", "profile": True}),
 "d33-060": ("deposit", ["38,000"], {"state": "WA"}),
 "d33-061": ("deposit", ["260k"], {"state": "WA"}),
 "d33-062": ("thr", ["14k", "8.5k"], {"limit": 20000, "cmp": ">", "basis": "both"}),
 "d33-075": ("thr", ["7,500", "5,000"], {"limit": 12000, "cmp": ">=", "basis": "both"}),
 "d33-076": ("thr", ["4,800", "3,900"], {"limit": 12000, "cmp": ">=", "basis": "both"}),
 "d33-088": ("thr", ["10k", "7k"], {"limit": 20000, "cmp": ">=", "basis": "both"}),
 "d33-101": ("thr", ["5.5k", "4.5k"], {"limit": 12000, "cmp": ">=", "basis": "both"}),
 "d33-113": ("thr", ["6.5k", "4k"], {"limit": 12000, "cmp": ">", "basis": "both"}),
 "d33-129": ("gst_in", ["6,380"], {}),
 "d33-130": ("super", ["1,275"], {}),
 "d33-131": ("wh", ["3,600"], {}),
 "d33-132": ("wh_min", ["70"], {}),
 "d33-133": ("abn", ["66 258 424 903"], {}),
 "d33-134": ("abn", ["38104215941"], {}),
 "d33-135": ("thr", ["68k", "9k"], {"limit": 75000, "cmp": ">=", "basis": "asis"}),
}

def cmpf(x, lim, c): return x > lim if c == ">" else x >= lim

bad = 0
tools = {i for i, d in Q.items() if d["kind"] == "tool"}
for i in sorted(tools - set(SPEC)):
    print(i, "NO SPEC"); bad += 1
for i, (op, toks, ex) in sorted(SPEC.items()):
    d = Q.get(i)
    errs = []
    if d is None or d["kind"] != "tool":
        print(i, "not a tool item"); bad += 1; continue
    q = d["q"].lower()
    for t in toks:
        if t.lower() not in q: errs.append("token %r not in question" % t)
    figs = d.get("figures", [])
    want_f, want_v = None, None
    if op == "deposit":
        st = ex["state"]
        assert d["state"] == st and (not ex.get("profile") or d.get("profile", {}).get("state") == st)
        if ex.get("offsite"): assert ex["offsite"] in q
        p = amt(toks[0]); r = dep_rate(st, p, bool(ex.get("offsite")))
        want_f = [money(p * r), pct(r)]
    elif op == "thr":
        tot = sum(amt(t) for t in toks); lim = D(ex["limit"])
        if ex["basis"] == "incl":
            assert "gst" in q
            val = tot * (1 + GST); want_v = cmpf(val, lim, ex["cmp"])
        elif ex["basis"] == "asis":
            val = tot; want_v = cmpf(val, lim, ex["cmp"])
        else:
            val = tot; a, b = cmpf(tot, lim, ex["cmp"]), cmpf(tot * (1 + GST), lim, ex["cmp"])
            if a != b: errs.append("as-written and x1.1 land on different sides")
            want_v = a
        want_f = [money(val), money(lim)]
    elif op == "gst_in":
        x = amt(toks[0]); want_f = [money(x / 11), pct(GST)]
    elif op == "super":
        want_f = [money(amt(toks[0]) * SUPER), pct(SUPER)]
    elif op == "wh":
        want_f = [money(amt(toks[0]) * WH), pct(WH)]
    elif op == "wh_min":
        x = amt(toks[0]); want_v = not (x <= WH_MIN)   # verdict = must withhold?
        want_f = [money(WH_MIN)]
    elif op == "abn":
        want_v = abn_ok(toks[0]); want_f = []
    if want_f is not None and figs != want_f:
        errs.append("figures %s != %s" % (figs, want_f))
    if want_v is not None:
        v = {True: "yes", False: "no"}[want_v]
        if d.get("verdict") != v: errs.append("verdict %s != %s" % (d.get("verdict"), v))
    elif "verdict" in d:
        errs.append("unexpected verdict")
    print(i, op, figs, d.get("verdict", ""), "OK" if not errs else "BAD " + "; ".join(errs))
    bad += bool(errs)
print("bad", bad)
