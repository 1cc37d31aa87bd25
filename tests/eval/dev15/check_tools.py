#!/usr/bin/env python3
"""Recompute every tool item of blind set d15 from the amounts as written in its question (Decimal).
Spec: (op, [amount tokens exactly as in the question], extra). Ops:
  thr  : sum of amounts, basis "ex" (x1.1 = "+ gst" grossed up, facts.md states an incl-GST basis), "incl" (taken as written,
         amounts stated inc gst / ex gst where the rule's basis matches), "both" (as written and x1.1 must land on the same side);
         cmp ">" / ">=" against limit; expected verdict yes when crossed. Extra: list of (token, factor) for mixed items.
  dep  : deposit cap in dollars for the state's rate; gstadd; gstout (1/11); super (12%); hrs (hours x rate x 12%);
  wh   : 47% no-ABN withholding; abn : check digits (§6.1).
Prints each item and "bad N"."""
import json, re, os
from decimal import Decimal as D, ROUND_HALF_UP
Q = {d["id"]: d for d in json.load(open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "questions.json")))}

def amt(tok):
    t = tok.lower().replace("$", "").replace(",", "").strip()
    m = re.fullmatch(r"([\d.]+)\s*(k|grand)?", t)
    v = D(m.group(1))
    return v * 1000 if m.group(2) else v

def money(v):
    v = v.quantize(D("0.01"), ROUND_HALF_UP)
    s = f"{v:,.2f}"
    return "$" + (s[:-3] if s.endswith(".00") else s)

def abn_ok(tok):
    s = re.sub(r"\s", "", tok)
    if not re.fullmatch(r"\d{11}", s): return False
    d = [int(c) for c in s]; d[0] -= 1
    return sum(w * x for w, x in zip([10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19], d)) % 89 == 0

def dep_rate(state, price, offsite=False):
    if state == "NSW": return D("0.10")
    if state == "QLD" and offsite: return D("0.20")
    if state in ("VIC", "QLD"): return D("0.10") if price < 20000 else D("0.05")
    if state == "WA":
        assert D(7500) <= price <= D(500000); return D("0.065")
    raise ValueError(state)

S = {
 "d15-013": ("thr", ["4,600"], dict(basis="ex", cmp=">", lim=5000)),
 "d15-014": ("thr", ["4,500"], dict(basis="ex", cmp=">", lim=5000)),
 "d15-015": ("thr", ["14k", "7.5k"], dict(basis="both", cmp=">", lim=20000)),
 "d15-016": ("dep", ["$46,200"], {}),
 "d15-030": ("thr", ["6k", "5.5k"], dict(basis="both", cmp=">", lim=10000)),
 "d15-031": ("thr", ["480", "300"], dict(basis="mixed", factors=[D("1.1"), D(1)], cmp=">", lim=750)),
 "d15-032": ("dep", ["$19,800"], {}),
 "d15-033": ("dep", ["20,000"], {}),
 "d15-047": ("thr", ["2,400", "1,200"], dict(basis="both", cmp=">", lim=3300)),
 "d15-048": ("dep", ["38k"], {}),
 "d15-049": ("dep", ["45k"], dict(offsite=True)),
 "d15-060": ("dep", ["64k"], {}),
 "d15-061": ("thr", ["17,500"], dict(basis="both", cmp=">", lim=20000, show="ex")),
 "d15-114": ("gstadd", ["3,450"], {}),
 "d15-115": ("gstout", ["2,970"], {}),
 "d15-116": ("super", ["1,180"], {}),
 "d15-117": ("super", ["1,450", "1,320"], {}),
 "d15-118": ("thr", ["38k", "36.5k"], dict(basis="incl", cmp=">=", lim=75000)),
 "d15-119": ("wh", ["1,850"], {}),
 "d15-120": ("abn", ["27 090 282 735"], {}),
 "d15-121": ("abn", ["88796678453"], {}),
 "d15-122": ("abn", ["27 090 282 736"], {}),
 "d15-123": ("abn", ["88769678453"], {}),
 "d15-127": ("dep", ["16k", "9.5k"], {}),
 "d15-128": ("thr", ["3,100"], dict(basis="ex", cmp=">", lim=3300)),
 "d15-129": ("thr", ["9k", "6.5k"], dict(basis="incl", cmp=">", lim=16000)),
 "d15-130": ("thr", ["7k", "4.5k"], dict(basis="incl", cmp=">=", lim=12000)),
 "d15-131": ("thr", ["12k", "9k"], dict(basis="incl", cmp=">=", lim=20000)),
 "d15-132": ("thr", ["9,500"], dict(basis="both", cmp=">", lim=12000, show="ex")),
 "d15-133": ("thr", ["10k"], dict(basis="both", cmp=">", lim=12000, show="ex")),
 "d15-134": ("gstout", ["5,082"], {}),
 "d15-135": ("hrs", ["38", "$34.20"], {}),
}
bad = 0
tools = [k for k, v in Q.items() if v["kind"] == "tool"]
for k in sorted(set(tools) | set(S)):
    q = Q.get(k); sp = S.get(k)
    if not q or not sp or q["kind"] != "tool":
        print(k, "MISSING spec or item"); bad += 1; continue
    op, toks, ex = sp
    low = q["q"].lower()
    if any(t.lower() not in low for t in toks):
        print(k, "token not in question", toks); bad += 1; continue
    vals = [amt(t) for t in toks] if op != "abn" else []
    exp_fig, exp_v = None, None
    if op == "thr":
        cmp = (lambda x: x > ex["lim"]) if ex["cmp"] == ">" else (lambda x: x >= ex["lim"])
        if ex["basis"] == "ex": tot = sum(vals) * D("1.1")
        elif ex["basis"] == "mixed": tot = sum(v * f for v, f in zip(vals, ex["factors"]))
        else: tot = sum(vals)
        if ex["basis"] == "both":
            assert cmp(tot) == cmp(tot * D("1.1")), k
            if ex.get("show") == "ex": tot = tot * D("1.1")
        exp_fig, exp_v = [money(tot), money(D(ex["lim"]))], ("yes" if cmp(tot) else "no")
    elif op == "dep":
        p = sum(vals); r = dep_rate(q["state"], p, ex.get("offsite", False))
        exp_fig = [money(p * r), f"{(r * 100).normalize():f}%"]
    elif op == "gstadd": exp_fig = [money(sum(vals) * D("1.1")), "10%"]
    elif op == "gstout": exp_fig = [money(sum(vals) / 11), "1/11"]
    elif op == "super": exp_fig = [money(sum(vals) * D("0.12")), "12%"]
    elif op == "hrs": exp_fig = [money(vals[0] * vals[1] * D("0.12")), "12%"]
    elif op == "wh": exp_fig = [money(sum(vals) * D("0.47")), "47%"]
    elif op == "abn": exp_fig = ["valid" if abn_ok(toks[0]) else "invalid"]
    ok = q["figures"] == exp_fig and q.get("verdict") == exp_v
    if not ok: bad += 1
    print(k, "ok " if ok else "BAD", q["state"], exp_fig, exp_v, "| written:", q["figures"], q.get("verdict"))
print("tool items", len(tools), "bad", bad)
