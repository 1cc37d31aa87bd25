#!/usr/bin/env python3
"""Recompute every tool item of blind set d40 from the amounts as written in its question (Python Decimal).
Each spec names its amount tokens exactly as written (fails if a token is not in the question text), the operation
and, for thresholds, the rule's limit, comparison and GST basis: "incl" = a "+ GST" amount grossed up x1.1 (the rule is
stated incl GST), "both" = the as-written and the x1.1 totals must land on the same side of the limit.
Checks figures[0] (computed value), the rate/limit figure, the verdict where the spec gives one, ABN check digits,
and that every tool item has a spec. Prints each item and "bad N"."""
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

def dep_rate(state, price, offsite=None):
    if state == "NSW": return D("0.10")
    if state in ("VIC", "QLD"):
        if state == "QLD" and offsite is not None and offsite > D("0.5"): return D("0.20")
        return D("0.10") if price < 20000 else D("0.05")
    if state == "WA":
        assert D(7500) <= price <= D(500000)
        return D("0.065")
    raise ValueError(state)

# id: (op, tokens, extra)
SPEC = {
 "d40-001": ("deposit", ["$38,500"], {"state": "NSW", "verdict": "yes", "claimed": "$3,850"}),
 "d40-002": ("thr", ["$2,900", "$2,300"], {"limit": 5000, "cmp": ">", "basis": "both", "need": "no"}),
 "d40-003": ("thr", ["4,650"], {"limit": 5000, "cmp": ">", "basis": "incl", "need": "no"}),
 "d40-019": ("deposit", ["$32,000"], {"state": "VIC", "verdict": "no", "claimed": "$3,200"}),
 "d40-020": ("thr", ["9,400", "7,200"], {"limit": 16000, "cmp": ">", "basis": "both", "need": "no"}),
 "d40-021": ("thr", ["$420", "$350"], {"limit": 750, "cmp": ">", "basis": "both", "need": "yes"}),
 "d40-037": ("deposit", ["$17,600"], {"state": "QLD", "verdict": "yes", "claimed": "$1,760"}),
 "d40-038": ("deposit", ["$96,000"], {"state": "QLD", "offsite": "70%", "verdict": "no"}),
 "d40-039": ("thr", ["$3,050"], {"limit": 3300, "cmp": ">", "basis": "incl", "need": "no"}),
 "d40-055": ("deposit", ["$26,000"], {"state": "WA", "verdict": "no", "claimed": "$2,600"}),
 "d40-056": ("thr", ["$11,500", "$9,800"], {"limit": 20000, "cmp": ">", "basis": "both", "need": "yes"}),
 "d40-070": ("thr", ["$7,400", "$4,900"], {"limit": 12000, "cmp": ">=", "basis": "both", "need": "no"}),
 "d40-085": ("thr", ["$13,500", "$6,500"], {"limit": 20000, "cmp": ">=", "basis": "both", "need": "yes"}),
 "d40-096": ("thr", ["$8,200", "$4,300"], {"limit": 12000, "cmp": ">=", "basis": "both", "need": "yes"}),
 "d40-107": ("thr", ["$6,800", "$5,900"], {"limit": 12000, "cmp": ">", "basis": "both", "need": "yes"}),
 "d40-119": ("gst_in", ["$2,035"], {"verdict": "no", "claimed": "$203.50"}),
 "d40-120": ("gst_add", ["$3,640"], {"verdict": "yes", "claimed": "$4,004"}),
 "d40-121": ("thr", ["$48,000", "$29,500"], {"limit": 75000, "cmp": ">=", "basis": "asis", "need": "yes"}),
 "d40-122": ("rate", ["$780"], {"rate": "0.12", "verdict": "no", "claimed": "$89.70"}),
 "d40-123": ("rate", ["$2,600"], {"rate": "0.115", "verdict": None}),
 "d40-124": ("rate", ["$2,150"], {"rate": "0.12", "verdict": "yes", "claimed": "$258"}),
 "d40-125": ("rate", ["$1,800"], {"rate": "0.47", "verdict": "no", "claimed": "$882"}),
 "d40-126": ("wh_u18", ["$380"], {"verdict": "yes"}),
 "d40-127": ("abn", ["40 791 499 551"], {}),
 "d40-128": ("abn", ["70457333557"], {}),
}
# "need" for thresholds: the item's verdict when the threshold IS crossed ("yes" = asks whether needed;
# "no" = asks whether a belief that it is NOT needed is right). Verdict expected = need if crossed else flip(need).
flip = {"yes": "no", "no": "yes"}

bad = 0
tools = [i for i, d in Q.items() if d["kind"] == "tool"]
for i in sorted(set(tools) | set(SPEC)):
    d = Q.get(i); errs = []
    if i not in SPEC: print(i, "NO SPEC"); bad += 1; continue
    if d is None or d["kind"] != "tool": print(i, "spec for a non-tool item"); bad += 1; continue
    op, toks, ex = SPEC[i]
    q = d["q"]
    for t in toks:
        if t not in q: errs.append("token %r not in question" % t)
    figs = d.get("figures", [])
    want = []
    if op == "deposit":
        p = amt(toks[0]); off = None
        if "offsite" in ex:
            if ex["offsite"] not in q: errs.append("offsite token missing")
            off = D(ex["offsite"].rstrip("%")) / 100
        r = dep_rate(ex["state"], p, off)
        want = [money(p * r), pct(r)]
        if ex.get("claimed"):
            if ex["claimed"] not in q: errs.append("claimed token missing")
            exp_v = "yes" if ex["claimed"] == want[0] else "no"
            if d.get("verdict") != exp_v: errs.append("verdict %s != %s" % (d.get("verdict"), exp_v))
        elif ex.get("verdict") and d.get("verdict") != ex["verdict"]: errs.append("verdict")
    elif op == "thr":
        s = sum(amt(t) for t in toks); lim = D(ex["limit"])
        cmpf = (lambda x: x > lim) if ex["cmp"] == ">" else (lambda x: x >= lim)
        if ex["basis"] == "incl": val = s * D("1.1"); crossed = cmpf(val)
        elif ex["basis"] == "both":
            val = s; crossed = cmpf(s)
            if crossed != cmpf(s * D("1.1")): errs.append("as-written and x1.1 totals land on different sides")
        else: val = s; crossed = cmpf(s)
        want = [money(val), money(lim)]
        exp_v = ex["need"] if crossed else flip[ex["need"]]
        if d.get("verdict") != exp_v: errs.append("verdict %s != %s" % (d.get("verdict"), exp_v))
    elif op == "gst_in":
        want = [money(amt(toks[0]) / 11), "10%"]
    elif op == "gst_add":
        want = [money(amt(toks[0]) * D("1.1")), "10%"]
    elif op == "rate":
        r = D(ex["rate"]); want = [money(amt(toks[0]) * r), pct(r)]
    elif op == "wh_u18":
        p = amt(toks[0])
        if "under 18" not in q and "17 yo" not in q: errs.append("age not stated")
        withhold = p > 350
        want = [money(p * D("0.47")), "47%", "$350"] if withhold else ["$350"]
        if d.get("verdict") != ("yes" if withhold else "no"): errs.append("verdict")
    elif op == "abn":
        want = ["valid" if abn_ok(toks[0]) else "invalid"]
    if op in ("gst_in", "gst_add", "rate") and ex.get("claimed"):
        if ex["claimed"] not in q: errs.append("claimed token missing")
        exp_v = "yes" if ex["claimed"] == want[0] else "no"
        if d.get("verdict") != exp_v: errs.append("verdict %s != %s" % (d.get("verdict"), exp_v))
    if op in ("gst_in", "gst_add", "rate") and "verdict" in ex and ex["verdict"] is None and "verdict" in d:
        errs.append("unexpected verdict")
    if figs[:len(want)] != want: errs.append("figures %s != %s" % (figs, want))
    print(i, "OK " if not errs else "BAD", want, d.get("verdict"), "; ".join(errs))
    bad += bool(errs)
print("bad", bad)
