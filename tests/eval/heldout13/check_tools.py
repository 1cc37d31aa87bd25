#!/usr/bin/env python3
"""Recompute every tool item of held-out set 13 from the amounts as written in its question (Python Decimal).
Each spec names the amount tokens exactly as written (the check fails if a token is not in the question text), the
operation, and for thresholds the GST basis: "incl" = "+ gst" grossed up x1.1 (rule stated incl GST), "asis" = taken as
written, "both" = the as-written and x1.1 totals must land on the same side. Prints each item and "bad N" (must be 0).
Written by blind-h13 with its own spec table and word-number parser."""
import json, os, re
from decimal import Decimal as D, ROUND_HALF_UP
HERE = os.path.dirname(os.path.abspath(__file__))
Q = {d["id"]: d for d in json.load(open(os.path.join(HERE, "questions.json")))}

UNITS = {w: i for i, w in enumerate("zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split())}
TENS = {w: 10 * (i + 2) for i, w in enumerate("twenty thirty forty fifty sixty seventy eighty ninety".split())}
def words(t):
    total, cur = D(0), D(0)
    for w in t.replace("-", " ").split():
        if w in UNITS: cur += UNITS[w]
        elif w in TENS: cur += TENS[w]
        elif w == "hundred": cur *= 100
        elif w in ("thousand", "grand"): total += cur * 1000; cur = D(0)
        elif w == "and": pass
        elif w == "half": cur += D("0.5")
        elif w == "a": pass
        else: raise ValueError(w)
    return total + cur
def amt(tok):
    t = tok.lower().replace("$", "").replace(",", "").strip()
    m = re.fullmatch(r"([\d.]+)\s*(k|grand)?", t)
    if m:
        v = D(m.group(1)); return v * 1000 if m.group(2) else v
    # "three and a half grand": the half applies to the thousand
    if "and a half" in t and t.endswith("grand"):
        return (words(t.replace(" and a half", "").replace(" grand", "")) + D("0.5")) * 1000
    return words(t)
def money(v):
    v = v.quantize(D("0.01"), ROUND_HALF_UP); s = f"{v:,.2f}"
    return "$" + (s[:-3] if s.endswith(".00") else s)
def pct(r):
    s = f"{r*100:f}".rstrip("0").rstrip("."); return s + "%"
def abn_ok(tok):
    s = re.sub(r"\s", "", tok)
    if not re.fullmatch(r"\d{11}", s): return False
    d = [int(c) for c in s]; d[0] -= 1
    return sum(w * x for w, x in zip([10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19], d)) % 89 == 0
def dep_rate(state, price):
    if state == "NSW": return D("0.10")
    if state in ("VIC", "QLD"): return D("0.10") if price < 20000 else D("0.05")
    if state == "WA": assert D(7500) <= price <= D(500000); return D("0.065")
    raise ValueError(state)
G = D("1.1")
# id: (op, [tokens], args)
S = {
 "h13-111": ("gst_in", ["$2,970"], {}),
 "h13-112": ("gst_add", ["three and a half grand"], {}),
 "h13-113": ("gst_ex", ["1,650"], {}),
 "h13-114": ("gst_add", ["845"], {}),
 "h13-115": ("gst_of", ["twelve hundred"], {}),
 "h13-116": ("super", ["$690"], {"rate": "0.12"}),
 "h13-117": ("super_hours", ["38", "$34"], {"rate": "0.12"}),
 "h13-118": ("super", ["one thousand eight hundred"], {"rate": "0.12"}),
 "h13-119": ("super", ["2,000"], {"rate": "0.115"}),
 "h13-120": ("super", ["$1,150"], {"rate": "0.12"}),
 "h13-121": ("deposit", ["18,500"], {}),
 "h13-122": ("deposit", ["$26,000"], {}),
 "h13-123": ("deposit", ["14k"], {}),
 "h13-124": ("deposit", ["45 grand"], {}),
 "h13-125": ("deposit", ["$19,800"], {}),
 "h13-126": ("deposit", ["60k"], {}),
 "h13-127": ("deposit", ["12,400"], {}),
 "h13-128": ("deposit", ["forty two grand"], {}),
 "h13-129": ("thr", ["4,700"], {"basis": "incl", "limit": 5000, "cmp": ">"}),
 "h13-130": ("thr", ["2.1k", "2.2k"], {"basis": "both", "limit": 5000, "cmp": ">"}),
 "h13-131": ("thr", ["6k", "5.5k"], {"basis": "both", "limit": 10000, "cmp": ">"}),
 "h13-132": ("thr", ["450", "380"], {"basis": "asis", "limit": 750, "cmp": ">"}),
 "h13-133": ("thr", ["2,100", "1,500"], {"basis": "both", "limit": 3300, "cmp": ">"}),
 "h13-134": ("thr", ["3,100"], {"basis": "incl", "limit": 3300, "cmp": ">"}),
 "h13-135": ("thr", ["9k", "8k"], {"basis": "both", "limit": 16000, "cmp": ">"}),
 "h13-136": ("thr", ["12k", "9.5k"], {"basis": "both", "limit": 20000, "cmp": ">"}),
 "h13-137": ("thr", ["12k", "9k"], {"basis": "both", "limit": 20000, "cmp": ">"}),
 "h13-138": ("thr", ["7,500", "5,000"], {"basis": "both", "limit": 12000, "cmp": ">="}),
 "h13-139": ("thr", ["10k", "7.5k"], {"basis": "both", "limit": 20000, "cmp": ">="}),
 "h13-140": ("thr", ["7k", "6k"], {"basis": "both", "limit": 12000, "cmp": ">"}),
 "h13-141": ("thr", ["6k", "7k"], {"basis": "both", "limit": 12000, "cmp": ">="}),
 "h13-142": ("thr", ["52k", "19k"], {"basis": "asis", "limit": 75000, "cmp": ">="}),
 "h13-143": ("thr", ["sixty grand"], {"basis": "asis", "limit": 75000, "cmp": ">="}),
 "h13-144": ("withhold", ["1,850"], {}),
 "h13-145": ("thr", ["60"], {"basis": "asis", "limit": 75, "cmp": ">"}),
 "h13-146": ("abn", ["82 742 238 045"], {}),
 "h13-147": ("abn", ["53087471191"], {}),
 "h13-148": ("abn", ["82 742 238 046"], {}),
 "h13-149": ("abn", ["53087417191"], {}),
 "h13-150": ("thr", ["$5,200"], {"basis": "asis", "limit": 5000, "cmp": ">"}),
}
def side(v, lim, c): return v >= lim if c == ">=" else v > lim
bad = 0
tools = [i for i, d in Q.items() if d["kind"] == "tool"]
for i in sorted(set(tools) | set(S)):
    d = Q.get(i); errs = []
    if i not in S: errs.append("no spec")
    elif d is None or d["kind"] != "tool": errs.append("spec for non-tool")
    else:
        op, toks, a = S[i]; q = d["q"].lower()
        for t in toks:
            if t.lower() not in q: errs.append(f"token {t!r} not in question")
        vals = [amt(t) for t in toks] if op != "abn" else []
        fig, verdict = [], None
        if op == "gst_in": fig = [money(vals[0] / 11), "10%"]
        elif op == "gst_add": fig = [money(vals[0] * G), "10%"]
        elif op == "gst_ex": fig = [money(vals[0] / G), "10%"]
        elif op == "gst_of": fig = [money(vals[0] * D("0.1")), "10%"]
        elif op == "super": fig = [money(vals[0] * D(a["rate"])), pct(D(a["rate"]))]
        elif op == "super_hours": fig = [money(vals[0] * vals[1] * D(a["rate"])), pct(D(a["rate"]))]
        elif op == "deposit":
            r = dep_rate(d["state"], vals[0]); fig = [money(vals[0] * r), pct(r)]
        elif op == "withhold": fig = [money(vals[0] * D("0.47")), "47%"]
        elif op == "abn": fig = ["valid" if abn_ok(toks[0]) else "invalid"]
        elif op == "thr":
            tot = sum(vals); lim = D(a["limit"])
            if a["basis"] == "incl": tot = tot * G
            if a["basis"] == "both" and side(tot, lim, a["cmp"]) != side(tot * G, lim, a["cmp"]):
                errs.append("ex and x1.1 totals land on different sides")
            verdict = "yes" if side(tot, lim, a["cmp"]) else "no"
            fig = [money(tot), money(lim)]
        if fig != d.get("figures"): errs.append(f"figures {d.get('figures')} != computed {fig}")
        if verdict and verdict != d.get("verdict"): errs.append(f"verdict {d.get('verdict')} != computed {verdict}")
    bad += bool(errs)
    print(i, "OK" if not errs else "BAD " + "; ".join(errs), "|", (d or {}).get("q", "")[:60])
print("tool items", len(tools), "bad", bad)
