#!/usr/bin/env python3
"""Recompute every tool item of blind development set d30 from the amounts as written in its question (Decimal).
Own spec table (blind-d30): each spec names its amount tokens exactly as written (the check fails if a token is not in
the question), the operation and, for thresholds, the limit, comparison and GST basis: "incl" = a "+ GST" amount
grossed up x1.1 (the fact sheet states that rule incl GST), "both" = the as-written and the x1.1 totals must land on
the same side. Amount spellings read the way this set's askers write them: "3.850" / "2.380" / "1.800" (dot before
exactly three digits = thousands), "6 500" / "$ 46 000" (space thousands), "5,5k" / "2,9k" (decimal comma),
"990AUD", "15 thousand dollars", word numbers ("twelve thousand", "forty eight thousand").
Checks figures[0] (computed value), the rate/limit figure, extra figures, the verdict, ABN check digits and tool-item
coverage. GST is rounded half-up to the cent. Prints each item and "bad N" (must be 0)."""
import json, os, re
from decimal import Decimal as D, ROUND_HALF_UP

HERE = os.path.dirname(os.path.abspath(__file__))
Q = {d["id"]: d for d in json.load(open(os.path.join(HERE, "questions.json"), encoding="utf-8"))}

ONES = {w: i for i, w in enumerate("zero one two three four five six seven eight nine ten eleven twelve thirteen "
                                   "fourteen fifteen sixteen seventeen eighteen nineteen".split())}
TENS = {w: 10 * (i + 2) for i, w in enumerate("twenty thirty forty fifty sixty seventy eighty ninety".split())}


def words(t):
    total, cur = D(0), D(0)
    for w in t.replace("-", " ").split():
        if w in ONES: cur += ONES[w]
        elif w in TENS: cur += TENS[w]
        elif w == "hundred": cur *= 100
        elif w in ("thousand", "grand"): total += cur * 1000; cur = D(0)
        elif w == "and": continue
        else: raise ValueError("word " + w)
    return total + cur


def amt(tok):
    t = tok.lower().replace("$", "").replace("aud", "").replace("dollars", "").replace("dollar", "").strip()
    m = re.fullmatch(r"(\d+)\s+thousand", t)
    if m: return D(m.group(1)) * 1000
    m = re.fullmatch(r"(\d+)(?:[.,](\d+))?\s*k", t)
    if m: return D(m.group(1) + "." + (m.group(2) or "0")) * 1000
    m = re.fullmatch(r"\d{1,3}(?:[ .,]\d{3})+", t)
    if m: return D(re.sub(r"[ .,]", "", t))
    m = re.fullmatch(r"\d+(?:\.\d{1,2})?", t)
    if m: return D(t)
    return words(t)


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


GST, SUPER, SUPER_2425, WH = D("0.10"), D("0.12"), D("0.115"), D("0.47")


def dep_rate(state, p, offsite=False):
    if state == "QLD" and offsite: return D("0.20")
    if state == "NSW": return D("0.10")
    if state in ("VIC", "QLD"): return D("0.10") if p < 20000 else D("0.05")
    if state == "WA":
        assert D(7500) <= p <= D(500000), "WA cap only for $7,500-$500,000"
        return D("0.065")
    raise ValueError(state)


# id: (op, tokens as written, extra)
SPEC = {
    "d30-079": ("gst_in", ["3.850"], {"ex": True}),
    "d30-080": ("gst_add", ["6 500 AUD"], {}),
    "d30-081": ("gst_in", ["$ 46 000"], {}),
    "d30-082": ("gst_add", ["990AUD"], {}),
    "d30-083": ("gst_add", ["5,5k"], {}),
    "d30-084": ("super", ["1 250"], {"rate": SUPER}),
    "d30-085": ("super", ["2.380"], {"rate": SUPER}),
    "d30-086": ("super", ["4 200"], {"rate": SUPER_2425}),
    "d30-087": ("wh", ["1.800"], {}),
    "d30-088": ("wh", ["70 dollar"], {}),
    "d30-089": ("deposit", ["85k"], {"state": "NSW"}),
    "d30-090": ("deposit", ["15 thousand dollars"], {"state": "VIC"}),
    "d30-091": ("deposit", ["40k"], {"state": "VIC"}),
    "d30-092": ("deposit", ["32k"], {"state": "VIC", "thr": (16000, ">")}),
    "d30-093": ("deposit", ["90k"], {"state": "QLD", "offsite": "70%"}),
    "d30-094": ("deposit", ["60k"], {"state": "WA"}),
    "d30-095": ("thr", ["4 600"], {"limit": 5000, "cmp": ">", "basis": "incl"}),
    "d30-096": ("thr", ["1 800", "1 700"], {"limit": 3300, "cmp": ">", "basis": "both"}),
    "d30-097": ("thr", ["2,9k"], {"limit": 3300, "cmp": ">", "basis": "incl"}),
    "d30-098": ("thr", ["6k", "5,5k"], {"limit": 10000, "cmp": ">", "basis": "both"}),
    "d30-099": ("thr", ["twelve thousand", "9k"], {"limit": 20000, "cmp": ">", "basis": "both"}),
    "d30-100": ("thr", ["8k", "5k"], {"limit": 12000, "cmp": ">=", "basis": "both"}),
    "d30-101": ("thr", ["forty eight thousand", "30k"], {"limit": 75000, "cmp": ">=", "basis": "asis"}),
    "d30-102": ("thr", ["450", "380"], {"limit": 750, "cmp": ">", "basis": "both"}),
    "d30-042": ("thr", ["9 500", "3 800"], {"limit": 12000, "cmp": ">=", "basis": "both"}),
    "d30-046": ("thr", ["14k", "7,5k"], {"limit": 20000, "cmp": ">=", "basis": "both"}),
    "d30-058": ("thr", ["9 000", "6 500"], {"limit": 12000, "cmp": ">", "basis": "both"}),
    "d30-103": ("abn", ["58 028 978 672"], {}),
    "d30-104": ("abn", ["97278348656"], {}),
}


def cross(total, limit, cmp):
    return total > limit if cmp == ">" else total >= limit


bad = 0
tool_ids = {i for i, d in Q.items() if d["kind"] == "tool"}
for missing in sorted(tool_ids ^ set(SPEC)):
    print("COVERAGE", missing, "tool item without spec" if missing in tool_ids else "spec without tool item")
    bad += 1

for qid, (op, toks, ex) in sorted(SPEC.items()):
    it = Q.get(qid)
    if not it: continue
    q, figs, errs = it["q"], it.get("figures", []), []
    for t in toks:
        if t not in q: errs.append("token %r not in question" % t)
    vals = [amt(t) for t in toks]
    x = sum(vals, D(0))
    if op == "gst_in":
        g = x / 11
        want = [money(g), pct(GST)] + ([money(x - g.quantize(D("0.01"), ROUND_HALF_UP))] if ex.get("ex") else [])
        if figs[:len(want)] != want: errs.append("want %s got %s" % (want, figs))
    elif op == "gst_add":
        want = [money(x * (1 + GST)), pct(GST)]
        if figs != want: errs.append("want %s got %s" % (want, figs))
    elif op == "super":
        want = [money(x * ex["rate"]), pct(ex["rate"])]
        if figs != want: errs.append("want %s got %s" % (want, figs))
    elif op == "wh":
        if x <= 75:
            if figs != ["$75"] or it.get("verdict") != "no": errs.append("want ['$75'] verdict no")
        else:
            want = [money(x * WH), pct(WH)]
            if figs != want: errs.append("want %s got %s" % (want, figs))
    elif op == "deposit":
        off = "offsite" in ex
        if off and (ex["offsite"] not in q or int(ex["offsite"][:-1]) <= 50): errs.append("offsite share")
        r = dep_rate(ex["state"], x, off)
        want = [money(x * r), pct(r)]
        if "thr" in ex:
            lim, cmp = ex["thr"]
            want.append(money(D(lim)))
            if not cross(x, lim, cmp): errs.append("second part expected crossed")
        if figs != want: errs.append("want %s got %s" % (want, figs))
        if it["state"] != ex["state"]: errs.append("state")
    elif op == "thr":
        lim, cmp, basis = D(ex["limit"]), ex["cmp"], ex["basis"]
        if basis == "incl":
            if not re.search(r"\+\s*gst|plus gst", q, re.I): errs.append("incl basis needs '+ GST' in question")
            total = x * (1 + GST)
            v = cross(total, lim, cmp)
        elif basis == "both":
            total = x
            v = cross(x, lim, cmp)
            if v != cross(x * (1 + GST), lim, cmp): errs.append("as-written and x1.1 land on different sides")
        else:
            total = x
            v = cross(x, lim, cmp)
        want = [money(total), money(lim)]
        if figs != want: errs.append("want %s got %s" % (want, figs))
        if it.get("verdict") != ("yes" if v else "no"): errs.append("verdict want %s" % ("yes" if v else "no"))
    elif op == "abn":
        want = ["valid" if abn_ok(toks[0]) else "invalid"]
        if figs != want: errs.append("want %s got %s" % (want, figs))
    else:
        errs.append("op " + op)
    print(qid, op, [str(v) for v in vals], figs, it.get("verdict", ""), "OK" if not errs else "BAD " + "; ".join(errs))
    bad += bool(errs)

print("bad", bad)
