#!/usr/bin/env python3
"""Recompute every tool item of dev set 18 from the amounts as written in its question (Python Decimal).
SPEC names each amount token exactly as written (the check fails if a token is not in the question text), the
operation and, for thresholds, the rule and the GST basis: "incl" = a "+ gst" amount grossed up x1.1 (rule stated incl
GST), "asis" = taken as written, "both" = the as-written and x1.1 totals must land on the same side of the threshold.
Checks figures[0] (computed value), figures[1] (rate or threshold), the verdict and the ABN verdicts. Prints "bad N".
Written by blind-d18 with its own spec table and word-number parser."""
import json, os, re
from decimal import Decimal as D, ROUND_HALF_UP

HERE = os.path.dirname(os.path.abspath(__file__))
Q = {d["id"]: d for d in json.load(open(os.path.join(HERE, "questions.json")))}

UNITS = {w: i for i, w in enumerate(
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen "
    "seventeen eighteen nineteen".split())}
TENS = {w: 10 * (i + 2) for i, w in enumerate("twenty thirty forty fifty sixty seventy eighty ninety".split())}


def words(t):
    total, cur = D(0), D(0)
    for w in t.replace("-", " ").split():
        if w in UNITS: cur += UNITS[w]
        elif w in TENS: cur += TENS[w]
        elif w == "hundred": cur *= 100
        elif w in ("thousand", "grand"): total += cur * 1000; cur = D(0)
        elif w in ("and", "a"): pass
        elif w == "half": cur += D("0.5")
        else: raise ValueError(w)
    return total + cur


def amt(tok):
    t = tok.lower().replace("$", "").replace(",", "").strip()
    m = re.fullmatch(r"([\d.]+)\s*(k|grand)?", t)
    if m:
        v = D(m.group(1))
        return v * 1000 if m.group(2) else v
    return words(t)


def money(v):
    v = D(v).quantize(D("0.01"), ROUND_HALF_UP)
    if v == v.to_integral():
        return "${:,}".format(int(v))
    return "${:,.2f}".format(v)


def abn_ok(s):
    d = [int(c) for c in re.sub(r"\s", "", s)]
    if len(d) != 11: return False
    d[0] -= 1
    return sum(a * b for a, b in zip([10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19], d)) % 89 == 0


def deposit_rate(state, price, offsite=False):
    if state == "QLD" and offsite: return D("0.20")
    if state == "NSW": return D("0.10")
    if state in ("VIC", "QLD"): return D("0.10") if price < 20000 else D("0.05")
    if state == "WA":
        assert D(7500) <= price <= D(500000)
        return D("0.065")
    raise ValueError(state)


def pct(r):
    s = format((r * 100).normalize(), "f")
    return s + "%"


# id: (tokens, op, params)
SPEC = {
    "d18-067": (["$3,190"], "gst_in", {}),
    "d18-068": (["seventeen hundred"], "gst_add", {}),
    "d18-069": (["6,820"], "ex_gst", {}),
    "d18-070": (["$1,480"], "super", {"rate": D("0.12")}),
    "d18-071": (["1,900"], "super", {"rate": D("0.115")}),
    "d18-072": (["2,300"], "withhold", {}),
    "d18-073": (["$70"], "withhold", {}),
    "d18-074": (["300"], "withhold_u18", {}),
    "d18-075": (["38,500"], "deposit", {"state": "NSW"}),
    "d18-076": (["26k"], "deposit", {"state": "VIC", "claimed": "2,600"}),
    "d18-077": (["45 grand"], "deposit", {"state": "QLD"}),
    "d18-078": (["64k"], "deposit", {"state": "WA"}),
    "d18-079": (["90k"], "deposit", {"state": "QLD", "offsite": True}),
    "d18-080": (["2,400", "1,100"], "threshold", {"t": D(3300), "op": ">", "basis": "both"}),
    "d18-081": (["6,500", "4,200"], "threshold", {"t": D(10000), "op": ">", "basis": "both"}),
    "d18-082": (["520", "310"], "threshold", {"t": D(750), "op": ">", "basis": "asis"}),
    "d18-083": (["$4,700"], "threshold", {"t": D(5000), "op": ">", "basis": "incl"}),
    "d18-084": (["14k", "7.5k"], "threshold", {"t": D(20000), "op": ">", "basis": "both"}),
    "d18-085": (["9k", "8.5k"], "threshold", {"t": D(16000), "op": ">", "basis": "both"}),
    "d18-086": (["7,500", "4,800"], "threshold", {"t": D(12000), "op": ">=", "basis": "both"}),
    "d18-087": (["12k", "9k"], "threshold", {"t": D(20000), "op": ">=", "basis": "both"}),
    "d18-088": (["7k", "5.5k"], "threshold", {"t": D(12000), "op": ">=", "basis": "both"}),
    "d18-089": (["9,000", "4,000"], "threshold", {"t": D(12000), "op": ">", "basis": "both"}),
    "d18-090": (["26 886 076 497"], "abn", {}),
    "d18-091": (["27505232198"], "abn", {}),
}


def side(v, t, op):
    return v > t if op == ">" else v >= t


bad = 0
tools = [i for i, d in Q.items() if d["kind"] == "tool"]
for i in sorted(set(tools) | set(SPEC)):
    d = Q.get(i)
    errs = []
    if d is None or d["kind"] != "tool": errs.append("not a tool item")
    elif i not in SPEC: errs.append("no spec")
    else:
        toks, op, p = SPEC[i]
        for t in toks:
            if t.lower() not in d["q"].lower(): errs.append(f"token {t!r} not in question")
        vals = [] if op == "abn" else [amt(t) for t in toks]
        figs = d.get("figures", [])
        verdict = d.get("verdict")
        exp_fig, exp_verdict = None, None
        if op == "gst_in": exp_fig = [money(vals[0] / 11), "10%"]
        elif op == "gst_add": exp_fig = [money(vals[0] * D("1.1")), "10%"]
        elif op == "ex_gst": exp_fig = [money(vals[0] / D("1.1")), "10%"]
        elif op == "super": exp_fig = [money(vals[0] * p["rate"]), pct(p["rate"])]
        elif op == "withhold":
            if vals[0] <= 75: exp_fig, exp_verdict = [money(vals[0]), "$75"], "no"
            else: exp_fig = [money(vals[0] * D("0.47")), "47%"]
        elif op == "withhold_u18":
            if vals[0] <= 350: exp_fig, exp_verdict = [money(vals[0]), "$350"], "no"
            else: exp_fig = [money(vals[0] * D("0.47")), "47%"]
        elif op == "deposit":
            r = deposit_rate(p["state"], vals[0], p.get("offsite", False))
            cap = vals[0] * r
            exp_fig = [money(cap), pct(r)]
            if "claimed" in p:
                if p["claimed"] not in d["q"]: errs.append("claimed figure not in question")
                exp_verdict = "yes" if amt(p["claimed"]) <= cap else "no"
        elif op == "threshold":
            tot = sum(vals)
            t = p["t"]
            if p["basis"] == "incl":
                tot = tot * D("1.1")
            elif p["basis"] == "both":
                if side(tot, t, p["op"]) != side(tot * D("1.1"), t, p["op"]):
                    errs.append("ex/incl GST totals land on different sides")
            exp_fig = [money(tot), money(t)]
            exp_verdict = "yes" if side(tot, t, p["op"]) else "no"
        elif op == "abn":
            exp_fig = ["valid" if abn_ok(toks[0]) else "invalid"]
        if figs != exp_fig: errs.append(f"figures {figs} != {exp_fig}")
        if verdict != exp_verdict: errs.append(f"verdict {verdict} != {exp_verdict}")
    print(i, "OK" if not errs else "BAD " + "; ".join(errs), "|", (d or {}).get("figures"))
    bad += bool(errs)
print("bad", bad)
