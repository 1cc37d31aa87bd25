#!/usr/bin/env python3
"""Recompute every tool item of held-out set h28 from the amounts as written in its question (Python Decimal,
GST and money half-up to the cent). Each spec names its amount tokens exactly as written (the check fails if a token
is not in the question text), the operation and, for thresholds, the rule's limit, comparison and GST basis:
"incl" = an ex-GST / + GST amount grossed up x1.1 (the fact sheet states the rule incl GST), "asis" = taken as
written, "both" = the as-written and the x1.1 totals must land on the same side. Checks figures[0] (the computed
value), the rate/limit figure, the verdict, ABN check digits and that every tool item has a spec. Prints "bad N"."""
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
SUPER = {"now": D("0.12"), "2024-25": D("0.115")}
WH = {"now": D("0.47"), "2014-17": D("0.49")}
def dep_rate(state, p, offsite=None):
    if state == "NSW": return D("0.10")
    if state in ("VIC", "QLD"):
        if state == "QLD" and offsite is not None and offsite > 50: return D("0.20")
        return D("0.10") if p < 20000 else D("0.05")
    if state == "WA":
        assert D(7500) <= p <= D(500000), "WA HBCA band"
        return D("0.065")
    raise ValueError(state)

SPEC = {
 "h28-102": ("deposit", ["$68.5k"], {"state": "NSW"}),
 "h28-103": ("thr", ["4,650"], {"limit": 5000, "cmp": ">", "basis": "incl"}),
 "h28-104": ("thr", ["$3.2k", "$2.4k"], {"limit": 5000, "cmp": ">", "basis": "both"}),
 "h28-105": ("thr", ["11k", "6k"], {"limit": 20000, "cmp": ">", "basis": "both"}),
 "h28-106": ("deposit", ["$18.5k"], {"state": "VIC"}),
 "h28-107": ("deposit", ["$240k"], {"state": "VIC"}),
 "h28-108": ("thr", ["$4.8k", "$3.9k"], {"limit": 10000, "cmp": ">", "basis": "both"}),
 "h28-109": ("thr", ["$9.5k", "$7k"], {"limit": 16000, "cmp": ">", "basis": "both"}),
 "h28-110": ("thr", ["$450", "$380"], {"limit": 750, "cmp": ">", "basis": "both"}),
 "h28-111": ("deposit", ["$16k"], {"state": "QLD"}),
 "h28-112": ("deposit", ["$85k"], {"state": "QLD", "offsite": "70%"}),
 "h28-113": ("thr", ["3,100"], {"limit": 3300, "cmp": ">", "basis": "incl"}),
 "h28-114": ("thr", ["$1,900", "$1,600"], {"limit": 3300, "cmp": ">", "basis": "both"}),
 "h28-115": ("deposit", ["$86k"], {"state": "WA"}),
 "h28-116": ("deposit", ["$12,400"], {"state": "WA"}),
 "h28-117": ("thr", ["13k", "9k"], {"limit": 20000, "cmp": ">", "basis": "both"}),
 "h28-118": ("thr", ["$5k", "$3.5k"], {"limit": 12000, "cmp": ">=", "basis": "both"}),
 "h28-119": ("thr", ["$14.5k", "$6.2k"], {"limit": 20000, "cmp": ">=", "basis": "both"}),
 "h28-120": ("thr", ["$9,200", "$3,400"], {"limit": 12000, "cmp": ">=", "basis": "both"}),
 "h28-121": ("thr", ["6.5k", "4k"], {"limit": 12000, "cmp": ">", "basis": "both"}),
 "h28-122": ("gst_in", ["8,250"], {}),
 "h28-123": ("gst_add_total", ["$3,600"], {}),
 "h28-124": ("ex_of_inc", ["15,950"], {}),
 "h28-125": ("split", ["48,500"], {}),
 "h28-126": ("super", ["$1,450"], {"year": "now"}),
 "h28-127": ("super", ["2,985.50"], {"year": "now"}),
 "h28-128": ("super", ["$3,800"], {"year": "2024-25"}),
 "h28-129": ("super", ["78k"], {"year": "now"}),
 "h28-130": ("wh", ["$3,250"], {"year": "now"}),
 "h28-131": ("wh_floor", ["$68"], {}),
 "h28-132": ("wh", ["$1,800"], {"year": "2014-17"}),
 "h28-133": ("thr", ["61k", "16.5k"], {"limit": 75000, "cmp": ">=", "basis": "asis"}),
 "h28-134": ("abn", ["31 814 366 561"], {}),
 "h28-135": ("abn", ["30643346828"], {}),
 "h28-136": ("abn", ["67 349 174 948"], {}),
}

def cmp(v, limit, c): return v > limit if c == ">" else v >= limit

bad = 0
tools = [i for i, d in Q.items() if d["kind"] == "tool"]
for i in sorted(set(tools) | set(SPEC)):
    d = Q.get(i); errs = []
    if i not in SPEC: errs.append("no spec")
    elif d is None or d["kind"] != "tool": errs.append("spec for a non-tool item")
    else:
        op, toks, x = SPEC[i]; q = d["q"]; f = d.get("figures", [])
        for t in toks:
            if t not in q: errs.append("token not in question: " + t)
        if op == "abn":
            exp = ["valid" if abn_ok(toks[0]) else "invalid"]
        elif op == "wh_floor":
            a = amt(toks[0]); exp = ["$75"]
            if d.get("verdict") != ("no" if a <= 75 else "yes"): errs.append("verdict")
        else:
            vals = [amt(t) for t in toks]; s = sum(vals)
            if op == "deposit":
                off = int(x["offsite"].rstrip("%")) if "offsite" in x else None
                r = dep_rate(x["state"], s, off); exp = [money(s * r), pct(r)]
            elif op == "thr":
                lim = D(x["limit"])
                if x["basis"] == "incl":
                    v = s * (1 + GST); yes = cmp(v, lim, x["cmp"])
                elif x["basis"] == "asis":
                    v = s; yes = cmp(v, lim, x["cmp"])
                else:
                    v = s; yes = cmp(s, lim, x["cmp"])
                    if yes != cmp(s * (1 + GST), lim, x["cmp"]): errs.append("'both' basis lands on two sides")
                exp = [money(v), money(lim)]
                if d.get("verdict") != ("yes" if yes else "no"): errs.append("verdict %s" % d.get("verdict"))
            elif op == "gst_in": exp = [money(s / 11), pct(GST)]
            elif op == "gst_add_total": exp = [money(s * (1 + GST)), pct(GST)]
            elif op == "ex_of_inc":
                g = (s / 11).quantize(D("0.01"), ROUND_HALF_UP); exp = [money(s - g), pct(GST)]
            elif op == "split":
                g = (s / 11).quantize(D("0.01"), ROUND_HALF_UP); exp = [money(g), money(s - g), pct(GST)]
            elif op == "super":
                r = SUPER[x["year"]]; exp = [money(s * r), pct(r)]
            elif op == "wh":
                r = WH[x["year"]]; exp = [money(s * r), pct(r)]
            else: errs.append("op " + op); exp = []
        if f != exp: errs.append("figures %s != %s" % (f, exp))
    bad += bool(errs)
    print(i, "OK" if not errs else "BAD " + "; ".join(errs))
print("bad", bad)
