#!/usr/bin/env python3
"""Re-computes every tool item of blind set d38 from the amounts as written in its question (Python Decimal).
Each SPEC entry names its amount tokens exactly as they appear in the question (the check fails if a token is missing
from the question text) with a scale: 1 = the token carries its own size ("3 grand", "eighteen hundred"),
1000 = the thousands are implied by the sentence ("another four", "four point eight plus the G" = $4,800).
Threshold basis: "incl" = a "+ GST" amount grossed up x1.1 (the rule is stated incl GST), "asis" = taken as written,
"both" = the as-written and x1.1 totals must land on the same side. Checks figures[0] (computed value), the rate or
threshold figure, the verdict, ABN check digits, and that every tool item has a spec. Prints each item and "bad N"."""
import json, os, re
from decimal import Decimal as D, ROUND_HALF_UP
HERE = os.path.dirname(os.path.abspath(__file__))
Q = {d["id"]: d for d in json.load(open(os.path.join(HERE, "questions.json")))}

ONES = {w: i for i, w in enumerate("zero one two three four five six seven eight nine ten eleven twelve thirteen "
                                   "fourteen fifteen sixteen seventeen eighteen nineteen".split())}
TENS = {w: 10 * (i + 2) for i, w in enumerate("twenty thirty forty fifty sixty seventy eighty ninety".split())}

def words(t):
    cur = D(0)
    for w in t.replace("-", " ").split():
        if w in ONES: cur += ONES[w]
        elif w in TENS: cur += TENS[w]
        elif w == "hundred": cur *= 100
        elif w == "and": continue
        else: raise ValueError("word " + w)
    return cur

def amt(tok, scale):
    t = tok.lower().replace("$", "").replace(",", "").strip()
    mult = D(1)
    m = re.fullmatch(r"(.*?)\s*(k|grand|thousand)", t)
    if m: t, mult = m.group(1), D(1000)
    half = D(0)
    if t.endswith(" and a half"): t, half = t[: -len(" and a half")], D("0.5")
    if re.fullmatch(r"[\d.]+", t): v = D(t)
    elif " point " in t:
        a, b = t.split(" point ")
        v = words(a) + D("0." + "".join(str(ONES[x]) for x in b.split()))
    else: v = words(t)
    return (v + half) * mult * scale

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
def dep_rate(state, p):
    if state == "NSW": return D("0.10")
    if state in ("VIC", "QLD"): return D("0.10") if p < 20000 else D("0.05")
    if state == "WA":
        assert D(7500) <= p <= D(500000)
        return D("0.065")
    raise ValueError(state)

# id: (op, [(token, scale)], extra)
SPEC = {
 "d38-078": ("deposit", [("twenty-two and a half grand", 1)], {"state": "NSW"}),
 "d38-079": ("thr", [("four and a half grand", 1)], {"limit": 5000, "cmp": ">", "basis": "incl"}),
 "d38-080": ("thr", [("3 grand", 1), ("two and a half", 1000)], {"limit": 5000, "cmp": ">", "basis": "both"}),
 "d38-081": ("thr", [("eighteen and a half grand", 1), ("four", 1000)], {"limit": 20000, "cmp": ">", "basis": "both"}),
 "d38-082": ("deposit", [("nineteen and a half grand", 1)], {"state": "VIC"}),
 "d38-083": ("deposit", [("forty-eight grand", 1)], {"state": "VIC"}),
 "d38-084": ("thr", [("four hundred and fifty", 1), ("six hundred", 1)], {"limit": 750, "cmp": ">", "basis": "both"}),
 "d38-085": ("deposit", [("18 and a half k", 1)], {"state": "QLD"}),
 "d38-086": ("thr", [("3 grand", 1)], {"limit": 3300, "cmp": ">", "basis": "incl"}),
 "d38-087": ("thr", [("twelve hundred", 1), ("two and a half grand", 1)], {"limit": 3300, "cmp": ">", "basis": "both"}),
 "d38-088": ("deposit", [("forty grand", 1)], {"state": "WA"}),
 "d38-089": ("thr", [("15k", 1), ("seven", 1000)], {"limit": 20000, "cmp": ">", "basis": "both"}),
 "d38-090": ("thr", [("8 grand", 1), ("four", 1000)], {"limit": 12000, "cmp": ">=", "basis": "both"}),
 "d38-091": ("thr", [("14k", 1), ("6k", 1)], {"limit": 20000, "cmp": ">=", "basis": "both"}),
 "d38-092": ("thr", [("9 grand", 1), ("3 and a half grand", 1)], {"limit": 12000, "cmp": ">=", "basis": "both"}),
 "d38-093": ("thr", [("8 grand", 1), ("six and a half", 1000)], {"limit": 12000, "cmp": ">", "basis": "both"}),
 "d38-094": ("gst_add", [("four point eight", 1000)], {}),
 "d38-095": ("gst_in", [("seven and a half k", 1)], {}),
 "d38-096": ("super", [("eighteen hundred", 1)], {"rate": SUPER}),
 "d38-097": ("super", [("two and a half grand", 1)], {"rate": SUPER}),
 "d38-098": ("super", [("nine hundred", 1)], {"rate": SUPER_2425}),
 "d38-099": ("withhold", [("three grand", 1)], {}),
 "d38-100": ("withhold_u18", [("four hundred", 1)], {}),
 "d38-101": ("thr", [("sixty-eight grand", 1), ("eight and a half", 1000)], {"limit": 75000, "cmp": ">=", "basis": "asis"}),
 "d38-102": ("abn", [("17 802 732 182", 1)], {}),
 "d38-103": ("abn", [("45 618 029 904", 1)], {}),
}

bad = 0
def fail(i, msg):
    global bad
    bad += 1
    print("  BAD", i, msg)

tools = [i for i, d in Q.items() if d["kind"] == "tool"]
for i in tools:
    if i not in SPEC: fail(i, "no spec")
for i, (op, toks, ex) in SPEC.items():
    d = Q[i]; q = d["q"].lower(); figs = d.get("figures", [])
    if d["kind"] != "tool": fail(i, "not a tool item")
    for t, _ in toks:
        if t.lower() not in q: fail(i, "token not in question: " + t)
    if op == "abn":
        want = "valid" if abn_ok(toks[0][0]) else "invalid"
        if figs != [want]: fail(i, "abn %s expected %s" % (figs, want))
        print(i, toks[0][0], "->", want); continue
    vals = [amt(t, s) for t, s in toks]
    tot = sum(vals)
    if op == "deposit":
        r = dep_rate(ex["state"], tot); exp = [money(tot * r), pct(r)]
    elif op == "gst_add": exp = [money(tot * (1 + GST)), pct(GST)]
    elif op == "gst_in": exp = [money(tot / 11), pct(GST)]
    elif op == "super": exp = [money(tot * ex["rate"]), pct(ex["rate"])]
    elif op == "withhold": exp = [money(tot * WH), pct(WH)]
    elif op == "withhold_u18":
        need = tot > 350
        exp = [money(tot * WH), pct(WH), "$350"]
        if d.get("verdict") != ("yes" if need else "no"): fail(i, "verdict")
    elif op == "thr":
        lim = D(ex["limit"]); cmpf = (lambda x: x > lim) if ex["cmp"] == ">" else (lambda x: x >= lim)
        gross = (tot * D("1.1")).quantize(D("0.01"))
        if ex["basis"] == "incl": val = gross; v = cmpf(gross)
        elif ex["basis"] == "asis": val = tot; v = cmpf(tot)
        else:
            val = tot; v = cmpf(tot)
            if cmpf(gross) != v: fail(i, "as-written and x1.1 land on different sides")
        exp = [money(val), money(lim)]
        if d.get("verdict") != ("yes" if v else "no"): fail(i, "verdict %s, computed %s" % (d.get("verdict"), v))
    if figs[:len(exp)] != exp: fail(i, "figures %s expected %s" % (figs, exp))
    print(i, [str(v) for v in vals], "->", exp, d.get("verdict", ""))
print("bad", bad)
