#!/usr/bin/env python3
"""Recompute every tool item of blind set d36 from the amounts as written in its question (Python Decimal).
Own spec table (blind-d36): each spec names its amount tokens exactly as written (fails if a token is not in the
question), the operation and, for thresholds, the limit, comparison and GST basis: "incl" = "+ GST" amount grossed up
x1.1 (rule stated incl GST), "asis" = taken as written, "both" = as-written and x1.1 totals must land on the same side.
Checks figures[0] (computed value), the rate/limit figure, the verdict, ABN check digits and tool coverage. Prints "bad N"."""
import json, os, re
from decimal import Decimal as D, ROUND_HALF_UP
HERE = os.path.dirname(os.path.abspath(__file__))
Q = {d["id"]: d for d in json.load(open(os.path.join(HERE, "questions.json")))}

ONES = {w: i for i, w in enumerate("zero one two three four five six seven eight nine ten eleven twelve".split())}
TENS = {w: 10 * (i + 2) for i, w in enumerate("twenty thirty forty fifty sixty seventy eighty ninety".split())}

def amt(tok):
    t = tok.lower().replace("$", "").replace(",", "").strip()
    m = re.fullmatch(r"([\d.]+)\s*(k|grand|bucks)?", t)
    if not m: raise ValueError(tok)
    return D(m.group(1)) * (1000 if m.group(2) in ("k", "grand") else 1)

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
SUPER = {"2025-06-20": D("0.115"), "2025-07-03": D("0.12"), None: D("0.12")}   # by date paid (11.5% to 30 Jun 2025)
WH = {"2016-05-10": D("0.49"), None: D("0.47")}                                   # 49% 2014-2017, 47% from 1 Jul 2017
def dep_rate(state, p, offsite=None):
    if state == "NSW": return D("0.10")
    if state == "WA":
        assert D(7500) <= p <= D(500000); return D("0.065")
    if state == "QLD" and offsite is not None and offsite > 50: return D("0.20")
    if state in ("VIC", "QLD"): return D("0.10") if p < 20000 else D("0.05")
    raise ValueError(state)

SPEC = {
 "d36-076": ("deposit", ["36,500"], {"state": "NSW"}),
 "d36-077": ("thr", ["3,200", "2,100"], {"limit": 5000, "cmp": ">", "basis": "both"}),
 "d36-078": ("deposit", ["32k"], {"state": "VIC"}),
 "d36-079": ("thr", ["6,500", "4,200"], {"limit": 10000, "cmp": ">", "basis": "both"}),
 "d36-080": ("thr", ["8,000", "6,500"], {"limit": 16000, "cmp": ">", "basis": "both"}),
 "d36-081": ("deposit", ["90k"], {"state": "QLD", "offsite": 70}),
 "d36-082": ("thr", ["3,100"], {"limit": 3300, "cmp": ">", "basis": "incl"}),
 "d36-083": ("deposit", ["64k"], {"state": "WA"}),
 "d36-084": ("thr", ["14k", "7.5k"], {"limit": 20000, "cmp": ">", "basis": "both"}),
 "d36-085": ("thr", ["7,500", "5,000"], {"limit": 12000, "cmp": ">=", "basis": "both"}),
 "d36-086": ("thr", ["11k", "7k"], {"limit": 20000, "cmp": ">=", "basis": "both"}),
 "d36-087": ("thr", ["5,500", "4,000"], {"limit": 12000, "cmp": ">=", "basis": "both"}),
 "d36-088": ("thr", ["8k", "5.5k"], {"limit": 12000, "cmp": ">", "basis": "both"}),
 "d36-089": ("gst_in", ["2,750"], {}),
 "d36-090": ("gst_add", ["3,480"], {}),
 "d36-091": ("ex_gst", ["16,500"], {}),
 "d36-092": ("super", ["1,450"], {}),
 "d36-093": ("super", ["2,600"], {}),
 "d36-094": ("super", ["2,600"], {}),
 "d36-095": ("wh", ["1,800"], {}),
 "d36-096": ("wh", ["70"], {}),
 "d36-097": ("wh", ["2,000"], {}),
 "d36-098": ("abn", ["26 155 355 495"], {}),
 "d36-099": ("abn", ["16573545181"], {}),
 "d36-100": ("abn", ["81836437892"], {}),
 "d36-101": ("thr", ["41k", "29k", "8k"], {"limit": 75000, "cmp": ">=", "basis": "asis"}),
}

bad = 0
def fail(i, msg):
    global bad; bad += 1; print("BAD", i, msg)

tools = {i for i, d in Q.items() if d["kind"] == "tool"}
for i in sorted(tools ^ set(SPEC)): fail(i, "tool item without spec or spec without tool item")

for i, (op, toks, x) in sorted(SPEC.items()):
    d = Q.get(i)
    if not d: continue
    q, fig, v = d["q"], d.get("figures", []), d.get("verdict")
    for t in toks:
        if t not in q: fail(i, "token %r not in question" % t)
    date = d.get("date")
    if op == "abn":
        want = "valid" if abn_ok(toks[0]) else "invalid"
        exp, extra, ev = [want], [], None
    else:
        vals = [amt(t) for t in toks]; s = sum(vals)
        if op == "deposit":
            r = dep_rate(x["state"], s, x.get("offsite"))
            exp, ev = [money(s * r), pct(r)], None
            if d["state"] != x["state"]: fail(i, "state")
        elif op == "thr":
            lim = D(x["limit"]); cmp = (lambda a: a > lim) if x["cmp"] == ">" else (lambda a: a >= lim)
            if x["basis"] == "incl":
                tot = s * (1 + GST); res = cmp(tot)
            else:
                tot = s; res = cmp(s)
                if x["basis"] == "both" and cmp(s * (1 + GST)) != res: fail(i, "as-written and x1.1 land on different sides")
            exp, ev = [money(tot), money(lim)], ("yes" if res else "no")
        elif op == "gst_in":
            exp, ev = [money(s / 11), pct(GST)], None
        elif op == "gst_add":
            exp, ev = [money(s * (1 + GST)), pct(GST)], None
        elif op == "ex_gst":
            exp, ev = [money(s / (1 + GST)), pct(GST)], None
        elif op == "super":
            r = SUPER[date]
            exp, ev = [money(s * r), pct(r)], v  # verdict (if any) is about a claim, kept as written
        elif op == "wh":
            r = WH[date]
            if s <= 75:
                exp, ev = ["$75"], "no"
            else:
                exp, ev = [money(s * r), pct(r)], None
        else:
            raise ValueError(op)
    if fig != exp: fail(i, "figures %s != %s" % (fig, exp))
    if ev is not None and v != ev: fail(i, "verdict %s != %s" % (v, ev))
    if ev is None and op not in ("super",) and v is not None: fail(i, "unexpected verdict")
    print(i, op, toks, "->", exp, ev or "")
print("bad", bad)
