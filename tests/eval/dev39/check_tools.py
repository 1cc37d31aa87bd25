#!/usr/bin/env python3
"""Recompute every tool item of blind set d39 from the amounts as written in its question (Python Decimal).
Each spec names its amount tokens exactly as written (the check fails if a token is not in the question text),
the operation, and what the item's verdict must be. Thresholds: basis "incl" = the one "+ GST" amount grossed up
x1.1 (the fact sheet states that rule incl GST, or the asker says "with GST"); "both" = the as-written and x1.1
totals must land on the same side of the limit (so the GST reading cannot change the answer). Checks figures[0]
(computed value), the rate / limit figure, the verdict, ABN check digits and that every tool item has a spec.
Prints each item and "bad N" (must be 0)."""
import json, os, re
from decimal import Decimal as D, ROUND_HALF_UP

HERE = os.path.dirname(os.path.abspath(__file__))
Q = {d["id"]: d for d in json.load(open(os.path.join(HERE, "questions.json")))}


def amt(tok):
    t = tok.lower().replace("$", "").replace(",", "").strip()
    m = re.fullmatch(r"([\d.]+)\s*(k|grand)?", t)
    if not m:
        raise ValueError(tok)
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


GST, WH = D("0.10"), D("0.47")


def super_rate(date):
    return D("0.12") if date >= "2025-07-01" else D("0.115")  # 11.5% for wages paid 1 Jul 2024 - 30 Jun 2025


DEP = {"NSW": lambda p: D("0.10"),
       "VIC": lambda p: D("0.10") if p < 20000 else D("0.05"),
       "QLD": lambda p: D("0.10") if p < 20000 else D("0.05"),
       "WA": lambda p: D("0.065")}

# id: (op, tokens, extra).  thr extra: limit, cmp, basis, v_crossed (verdict when the limit is crossed)
SPEC = {
 "d39-012": ("thr", ["$4,600"], {"limit": 5000, "cmp": ">", "basis": "incl", "v_crossed": "yes"}),
 "d39-013": ("deposit", ["$62,500"], {"state": "NSW", "plan": "6 grand"}),
 "d39-014": ("thr", ["$3,200", "$2,100"], {"limit": 5000, "cmp": ">", "basis": "both", "v_crossed": "yes"}),
 "d39-029": ("deposit", ["$18,400"], {"state": "VIC", "plan": "$1,840"}),
 "d39-030": ("deposit", ["$36,000"], {"state": "VIC", "plan": "$3,600"}),
 "d39-031": ("thr", ["$6,200", "$4,300"], {"limit": 10000, "cmp": ">", "basis": "both", "v_crossed": "yes"}),
 "d39-032": ("thr", ["$420", "$380"], {"limit": 750, "cmp": ">", "basis": "both", "v_crossed": "yes"}),
 "d39-048": ("thr", ["$2,900"], {"limit": 3300, "cmp": ">", "basis": "incl", "v_crossed": "yes"}),
 "d39-049": ("deposit", ["$48,000"], {"state": "QLD", "plan": "$4,800"}),
 "d39-050": ("thr", ["$1,900", "$1,600"], {"limit": 3300, "cmp": ">", "basis": "both", "v_crossed": "yes"}),
 "d39-063": ("deposit", ["$84,000"], {"state": "WA", "plan": None}),
 "d39-064": ("wa_sum_deposit", ["$5,200", "$2,600"], {"plan_rate": "20%"}),
 "d39-077": ("thr", ["$7,400", "$4,900"], {"limit": 12000, "cmp": ">=", "basis": "both", "v_crossed": "yes"}),
 "d39-078": ("thr", ["$9,000", "$4,500"], {"limit": 12000, "cmp": ">", "basis": "both", "v_crossed": "yes"}),
 "d39-090": ("thr", ["$16,500"], {"limit": 20000, "cmp": ">=", "basis": "incl", "v_crossed": "yes", "also_asis": True}),
 "d39-102": ("thr", ["$7,800", "$4,700"], {"limit": 12000, "cmp": ">=", "basis": "both", "v_crossed": "no"}),
 "d39-114": ("thr", ["$9,500", "$3,200"], {"limit": 12000, "cmp": ">", "basis": "both", "v_crossed": "yes"}),
 "d39-127": ("gst_out", ["$1,650"], {"claim": "$165"}),
 "d39-128": ("gst_add", ["$2,340"], {"claim": "$2,574"}),
 "d39-129": ("super", ["$3,800"], {"claim": "$437"}),
 "d39-130": ("super", ["$2,600"], {"claim_rate": "12%"}),
 "d39-131": ("super", ["$1,150"], {"claim": "$138"}),
 "d39-132": ("abn", ["38 155 108 780"], {}),
 "d39-133": ("abn", ["41 008 357 538"], {}),
 "d39-134": ("withhold", ["$2,000"], {"claim_rate": "49%"}),
 "d39-135": ("thr", ["$41,500", "$34,200"], {"limit": 75000, "cmp": ">=", "basis": "asis", "v_crossed": "yes"}),
}


def crossed(x, limit, cmp):
    return x > limit if cmp == ">" else x >= limit


bad = 0
tools = [i for i, d in Q.items() if d["kind"] == "tool"]
for i in tools:
    d = Q[i]
    if i not in SPEC:
        print(i, "NO SPEC"); bad += 1; continue
    op, toks, ex = SPEC[i]
    errs = []
    for t in toks + [v for k, v in ex.items() if k in ("plan", "claim") and v]:
        if t not in d["q"]:
            errs.append("token not in q: " + t)
    f, v = d.get("figures", []), d.get("verdict")
    vals = [amt(t) for t in toks] if op != "abn" else []
    if op == "thr":
        s = sum(vals)
        lim = D(ex["limit"])
        if ex["basis"] == "incl":
            val = s * (1 + GST)
            c = crossed(val, lim, ex["cmp"])
            if ex.get("also_asis") and crossed(s, lim, ex["cmp"]) != c:
                errs.append("as-written and incl disagree")
        elif ex["basis"] == "both":
            val = s
            c = crossed(s, lim, ex["cmp"])
            if crossed(s * (1 + GST), lim, ex["cmp"]) != c:
                errs.append("GST reading changes the answer")
        else:
            val = s
            c = crossed(s, lim, ex["cmp"])
        want_v = ex["v_crossed"] if c else ("no" if ex["v_crossed"] == "yes" else "yes")
        want_f = [money(val), money(lim)]
        if f[:2] != want_f: errs.append("figures %s != %s" % (f, want_f))
        if v != want_v: errs.append("verdict %s != %s" % (v, want_v))
        res = "%s %s %s -> %s" % (money(val), ex["cmp"], money(lim), c)
    elif op == "deposit":
        p = vals[0]
        r = DEP[ex["state"]](p)
        cap = p * r
        want_v = None if ex["plan"] is None else ("yes" if amt(ex["plan"]) <= cap else "no")
        if f != [money(cap), pct(r)]: errs.append("figures %s != %s" % (f, [money(cap), pct(r)]))
        if v != want_v: errs.append("verdict")
        res = "%s x %s = %s; plan %s" % (money(p), pct(r), money(cap), ex["plan"])
    elif op == "wa_sum_deposit":
        s = sum(vals)
        applies = D(7500) <= s <= D(500000)
        cap = s * D("0.065")
        if not applies: errs.append("HBCA does not apply")
        if f != [money(s), money(cap), "6.5%"]: errs.append("figures %s" % f)
        if v != "no": errs.append("verdict (20% > 6.5%)")
        res = "%s in $7,500-$500,000 -> 6.5%% = %s" % (money(s), money(cap))
    elif op == "gst_out":
        g = vals[0] / 11
        if f != [money(g), "10%"]: errs.append("figures")
        want_v = "yes" if money(g) == ex["claim"] else "no"
        if v != want_v: errs.append("verdict")
        res = "%s / 11 = %s (claim %s)" % (money(vals[0]), money(g), ex["claim"])
    elif op == "gst_add":
        t = vals[0] * (1 + GST)
        if f != [money(t), "10%"]: errs.append("figures")
        want_v = "yes" if money(t) == ex["claim"] else "no"
        if v != want_v: errs.append("verdict")
        res = "%s x 1.1 = %s (claim %s)" % (money(vals[0]), money(t), ex["claim"])
    elif op == "super":
        r = super_rate(d["date"]) if d.get("date") else D("0.12")
        s = vals[0] * r
        if f != [money(s), pct(r)]: errs.append("figures %s != %s" % (f, [money(s), pct(r)]))
        if "claim" in ex:
            want_v = "yes" if money(s) == ex["claim"] else "no"
        else:
            want_v = "yes" if pct(r) == ex["claim_rate"] else "no"
        if v != want_v: errs.append("verdict")
        res = "%s x %s = %s" % (money(vals[0]), pct(r), money(s))
    elif op == "withhold":
        w = vals[0] * WH
        if vals[0] <= 75: errs.append("under $75 exemption")
        if f != [money(w), "47%"]: errs.append("figures")
        if v != ("yes" if ex["claim_rate"] == "47%" else "no"): errs.append("verdict")
        res = "%s x 47%% = %s" % (money(vals[0]), money(w))
    elif op == "abn":
        ok = abn_ok(toks[0])
        if f != ["valid" if ok else "invalid"]: errs.append("abn figure")
        if v != ("yes" if ok else "no"): errs.append("abn verdict")
        res = "%s -> %s" % (toks[0], "valid" if ok else "invalid")
    else:
        errs.append("op?")
        res = ""
    if errs:
        bad += 1
    print(i, d["state"], op, res, "OK" if not errs else "BAD " + "; ".join(errs))
for i in SPEC:
    if i not in Q or Q[i]["kind"] != "tool":
        print(i, "spec for a non-tool item"); bad += 1
print("tool items", len(tools))
print("bad", bad)
