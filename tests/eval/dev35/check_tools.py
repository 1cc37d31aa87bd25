#!/usr/bin/env python3
"""Recompute every `tool` item of development set d35 from the amounts as written in its question (Python Decimal).
Own spec table (blind-d35): each spec names its amount tokens exactly as written (the check fails if a token is not in
the question text), the operation and, for thresholds, the rule's limit, comparison and GST basis:
"incl" = a "+ GST" amount grossed up x1.1 (the fact sheet states the rule incl GST), "both" = the as-written and the
x1.1 totals must land on the same side of the limit. Checks figures[0] (computed value), the rate/limit figure, the
verdict, ABN check digits and tool-item coverage. Prints each item and "bad N" (must be 0).
Rates (facts §6.2, §6.6, §6.8, §2.1/§2.2, §9): GST 10%; SG 12% for wages paid from 1 July 2025, 11.5% for wages paid
1 July 2024 - 30 June 2025; no-ABN withholding 47%, none at $75 or less ex GST; deposits NSW 10%; VIC/QLD 10% under
$20,000 and 5% at $20,000 or more; WA 6.5%."""
import json, os, re, sys
from decimal import Decimal as D, ROUND_HALF_UP

HERE = os.path.dirname(os.path.abspath(__file__))
Q = {d["id"]: d for d in json.load(open(os.path.join(HERE, "questions.json")))}


def amt(tok):
    t = tok.lower().replace("$", "").replace(",", "").strip()
    m = re.fullmatch(r"([\d.]+)\s*(k|grand)?", t)
    if not m:
        raise ValueError("amount " + tok)
    return D(m.group(1)) * (1000 if m.group(2) else 1)


def money(x):
    x = x.quantize(D("0.01"), ROUND_HALF_UP)
    s = "{:,.2f}".format(x)
    return "$" + (s[:-3] if s.endswith(".00") else s)


def pct(r):
    t = format(r * 100, "f")
    if "." in t:
        t = t.rstrip("0").rstrip(".")
    return t + "%"


def abn_ok(s):
    d = [int(c) for c in re.sub(r"\D", "", s)]
    if len(d) != 11:
        return False
    d[0] -= 1
    return sum(a * b for a, b in zip(d, [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19])) % 89 == 0


GST, WH, WH_FLOOR = D("0.10"), D("0.47"), D("75")
SG = {"now": D("0.12"), "2024-25": D("0.115")}
DEP = {"NSW": lambda p: D("0.10"),
       "VIC": lambda p: D("0.10") if p < 20000 else D("0.05"),
       "QLD": lambda p: D("0.10") if p < 20000 else D("0.05"),
       "WA": lambda p: D("0.065")}

SPEC = {
    "d35-077": ("deposit", ["52k"], {"state": "NSW"}),
    "d35-078": ("thr", ["4,650"], {"limit": 5000, "cmp": ">", "basis": "incl"}),
    "d35-079": ("deposit", ["26,400"], {"state": "VIC"}),
    "d35-080": ("thr", ["6.5k", "4k"], {"limit": 10000, "cmp": ">", "basis": "both"}),
    "d35-081": ("thr", ["480", "320"], {"limit": 750, "cmp": ">", "basis": "both"}),
    "d35-082": ("deposit", ["17,800"], {"state": "QLD"}),
    "d35-083": ("thr", ["1,900", "1,600"], {"limit": 3300, "cmp": ">", "basis": "both"}),
    "d35-084": ("deposit", ["24k"], {"state": "WA"}),
    "d35-085": ("thr", ["11k", "10.5k"], {"limit": 20000, "cmp": ">", "basis": "both"}),
    "d35-086": ("thr", ["7k", "5.5k"], {"limit": 12000, "cmp": ">=", "basis": "both"}),
    "d35-087": ("thr", ["11k", "7k"], {"limit": 20000, "cmp": ">=", "basis": "both"}),
    "d35-088": ("thr", ["6k", "4.5k"], {"limit": 12000, "cmp": ">=", "basis": "both"}),
    "d35-089": ("thr", ["9k", "4.5k"], {"limit": 12000, "cmp": ">", "basis": "both"}),
    "d35-090": ("gst_in", ["3,850"], {}),
    "d35-091": ("gst_total", ["2,750"], {}),
    "d35-092": ("gst_ex", ["9,900"], {}),
    "d35-093": ("gst_add", ["640"], {}),
    "d35-094": ("super", ["780"], {"period": "now"}),
    "d35-095": ("super", ["2,350"], {"period": "now"}),
    "d35-096": ("super", ["3,900"], {"period": "now"}),
    "d35-097": ("super", ["5,200"], {"period": "2024-25"}),
    "d35-098": ("wh", ["1,800"], {}),
    "d35-099": ("wh", ["70"], {}),
    "d35-100": ("abn", ["78 151 711 749"], {}),
    "d35-101": ("abn", ["84916140211"], {}),
    "d35-102": ("abn", ["27849098761"], {}),
}


def expect(op, vals, x):
    """-> (figures, verdict) the item must carry."""
    if op == "deposit":
        p = vals[0]
        r = DEP[x["state"]](p)
        return [money(p * r), pct(r)], None
    if op == "thr":
        s = sum(vals)
        lim = D(x["limit"])
        over = (lambda v: v > lim) if x["cmp"] == ">" else (lambda v: v >= lim)
        if x["basis"] == "incl":
            s = s * (1 + GST)
            crossed = over(s)
        else:
            crossed = over(s)
            if crossed != over(s * (1 + GST)):
                raise ValueError("basis 'both' but as-written and x1.1 land on different sides")
        return [money(s), money(lim)], ("yes" if crossed else "no")
    if op == "gst_in":
        return [money(vals[0] / 11), pct(GST)], None
    if op == "gst_total":
        return [money(vals[0] * (1 + GST)), pct(GST)], None
    if op == "gst_ex":
        return [money(vals[0] / (1 + GST)), pct(GST)], None
    if op == "gst_add":
        return [money(vals[0] * GST), pct(GST)], None
    if op == "super":
        r = SG[x["period"]]
        return [money(vals[0] * r), pct(r)], None
    if op == "wh":
        if vals[0] <= WH_FLOOR:
            return [money(WH_FLOOR)], "no"
        return [money(vals[0] * WH), pct(WH)], None
    raise ValueError(op)


bad = 0
tools = {k for k, v in Q.items() if v["kind"] == "tool"}
for k in sorted(tools - set(SPEC)):
    print(k, "BAD: tool item without a spec"); bad += 1
for k in sorted(set(SPEC) - tools):
    print(k, "BAD: spec for a non-tool item"); bad += 1
for k in sorted(set(SPEC) & tools):
    it = Q[k]
    op, toks, x = SPEC[k]
    ql = it["q"].lower()
    miss = [t for t in toks if t.lower() not in ql]
    if miss:
        print(k, "BAD: token(s) not in question:", miss); bad += 1; continue
    if op == "abn":
        want = ["valid" if abn_ok(toks[0]) else "invalid"]
        ok = it.get("figures") == want and "verdict" not in it
        print(k, op, toks[0], "->", want[0], "ok" if ok else "BAD (item has %s)" % it.get("figures"))
        bad += 0 if ok else 1
        continue
    try:
        figs, verdict = expect(op, [amt(t) for t in toks], x)
    except ValueError as e:
        print(k, "BAD:", e); bad += 1; continue
    ok = it.get("figures") == figs and it.get("verdict") == verdict
    print(k, it["state"], op, toks, "->", figs, verdict or "", "ok" if ok else
          "BAD (item has %s %s)" % (it.get("figures"), it.get("verdict")))
    bad += 0 if ok else 1
print("bad", bad)
sys.exit(1 if bad else 0)
