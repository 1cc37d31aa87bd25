#!/usr/bin/env python3
"""Re-check every tool item of blind set d37 from the amounts as written in its question (Python Decimal).
Own spec table: each spec names its amount tokens exactly as written (the check fails if a token is not in the
question), an optional scale where the words leave the thousands implied ("four point eight plus the g" = 4.8 x 1000),
the operation and, for thresholds, the limit, the comparison and the GST basis: "incl" = a "+ gst" amount grossed up
x1.1 (the fact sheet states the rule incl GST), "both" = the as-written and the x1.1 totals must land on the same side.
Checks figures[0] (computed value), the rate / limit figure, the verdict, ABN check digits and tool-item coverage.
Prints each item and "bad N" (must be 0)."""
import json, os, re
from decimal import Decimal as D, ROUND_HALF_UP
HERE = os.path.dirname(os.path.abspath(__file__))
Q = {d["id"]: d for d in json.load(open(os.path.join(HERE, "questions.json")))}

ONES = {w: i for i, w in enumerate("zero one two three four five six seven eight nine ten eleven twelve thirteen "
                                   "fourteen fifteen sixteen seventeen eighteen nineteen".split())}
TENS = {w: 10 * (i + 2) for i, w in enumerate("twenty thirty forty fifty sixty seventy eighty ninety".split())}
SCALE = {"k": 1000, "grand": 1000, "thousand": 1000}

def words(ws):
    """plain English number words, e.g. 'two hundred and forty', 'twelve hundred and ten', 'eighty five'"""
    total, cur = D(0), D(0)
    for w in ws:
        if w in ONES: cur += ONES[w]
        elif w in TENS: cur += TENS[w]
        elif w == "hundred": cur *= 100
        elif w == "and": continue
        else: raise ValueError("word " + w)
    return total + cur

def amt(tok):
    t = tok.lower().replace("$", "").replace(",", "").strip()
    # "eighteen-five" = eighteen thousand five hundred (teen/ten word, a dash, one digit word)
    m = re.fullmatch(r"([a-z]+)-([a-z]+)", t)
    if m and m.group(1) in ONES and ONES[m.group(1)] >= 10 and m.group(2) in ONES and ONES[m.group(2)] < 10:
        return D(ONES[m.group(1)]) * 1000 + D(ONES[m.group(2)]) * 100
    t = t.replace("-", " ")
    ws = t.split()
    mult = D(1)
    if ws and ws[-1] in SCALE: mult = D(SCALE[ws[-1]]); ws = ws[:-1]
    for suffix in ("k", "grand"):                    # "3k"
        if len(ws) == 1 and ws[0].endswith(suffix) and re.fullmatch(r"[\d.]+" + suffix, ws[0]):
            ws = [ws[0][:-len(suffix)]]; mult = D(1000)
    half = D(0)
    if ws[-3:] == ["and", "a", "half"]: half = D("0.5"); ws = ws[:-3]
    if "point" in ws:                                # "four point eight" = 4.8
        i = ws.index("point"); whole = words(ws[:i]); frac = "".join(str(ONES[w]) for w in ws[i + 1:])
        base = whole + D("0." + frac)
    elif len(ws) == 1 and re.fullmatch(r"[\d.]+", ws[0]):
        base = D(ws[0])
    else:
        base = words(ws)
    return (base + half) * mult

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
DEP = {"NSW": lambda p: D("0.10"), "VIC": lambda p: D("0.10") if p < 20000 else D("0.05"),
       "QLD": lambda p: D("0.10") if p < 20000 else D("0.05"), "WA": lambda p: D("0.065")}

# id: (op, [(token, scale)], extra)
SPEC = {
 "d37-114": ("gst_add", [("four point eight", 1000)], {}),
 "d37-115": ("gst_add", [("eighteen-five", 1)], {}),
 "d37-116": ("gst_ex", [("twelve hundred and ten", 1)], {}),
 "d37-117": ("gst_add", [("3k", 1)], {"times": ("two x", 2)}),
 "d37-118": ("super", [("eighteen hundred", 1)], {"rate": SUPER}),
 "d37-119": ("super", [("2 and a half k", 1)], {"rate": SUPER}),
 "d37-120": ("super", [("five grand", 1)], {"rate": SUPER_2425}),
 "d37-121": ("wh", [("fifteen hundred", 1)], {}),
 "d37-122": ("wh_u18", [("four hundred", 1)], {"limit": 350}),
 "d37-123": ("thr", [("sixty grand", 1), ("seventeen grand", 1)], {"limit": 75000, "cmp": ">=", "basis": "asis"}),
 "d37-124": ("abn", [("57 398 573 098", 1)], {}),
 "d37-125": ("abn", [("82921513838", 1)], {}),
 "d37-126": ("abn", [("38784298807", 1)], {}),
 "d37-127": ("deposit", [("two hundred and forty grand", 1)], {"state": "NSW"}),
 "d37-128": ("deposit", [("eighty-five k", 1)], {"state": "VIC"}),
 "d37-129": ("deposit", [("twenty two and a half grand", 1)], {"state": "QLD"}),
 "d37-130": ("deposit", [("forty grand", 1)], {"state": "WA"}),
 "d37-131": ("thr", [("four point six", 1000)], {"limit": 5000, "cmp": ">", "basis": "incl"}),
 "d37-132": ("thr", [("6 grand", 1), ("four and a half grand", 1)], {"limit": 10000, "cmp": ">", "basis": "both"}),
 "d37-133": ("thr", [("four hundred", 1), ("four hundred and fifty", 1)], {"limit": 750, "cmp": ">", "basis": "both"}),
 "d37-134": ("thr", [("twelve hundred", 1), ("two and a half grand", 1)], {"limit": 3300, "cmp": ">", "basis": "both"}),
 "d37-135": ("thr", [("fourteen grand", 1), ("seven and a half k", 1)], {"limit": 20000, "cmp": ">", "basis": "both"}),
 "d37-136": ("thr", [("five grand", 1), ("four and a half grand", 1)], {"limit": 12000, "cmp": ">=", "basis": "both"}),
 "d37-137": ("thr", [("fourteen grand", 1), ("six and a half k", 1)], {"limit": 20000, "cmp": ">=", "basis": "both"}),
 "d37-138": ("thr", [("eight grand", 1), ("five and a half grand", 1)], {"limit": 12000, "cmp": ">=", "basis": "both"}),
 "d37-139": ("thr", [("seven and a half grand", 1), ("five grand", 1)], {"limit": 12000, "cmp": ">", "basis": "both"}),
}

def over(x, limit, cmp): return x >= limit if cmp == ">=" else x > limit

bad = 0
tools = [i for i, d in Q.items() if d["kind"] == "tool"]
for i in sorted(set(tools) | set(SPEC)):
    errs = []
    d = Q.get(i)
    if d is None or d["kind"] != "tool": errs.append("spec for a non-tool item")
    if i not in SPEC: errs.append("tool item without a spec")
    if errs:
        bad += 1; print(i, "BAD", errs); continue
    op, toks, ex = SPEC[i]
    q = d["q"].lower()
    for tok, _ in toks:
        if tok.lower() not in q: errs.append("token not in question: " + tok)
    vals = [amt(t) * s for t, s in toks] if op != "abn" else []
    figs = d.get("figures", [])
    want = []
    if op == "gst_add":
        n = ex.get("times")
        if n and n[0] not in q: errs.append("multiplier not in question: " + n[0])
        base = sum(vals) * (n[1] if n else 1)
        want = [money(base * (1 + GST)), pct(GST)]
    elif op == "gst_ex":
        want = [money(vals[0] / (1 + GST)), pct(GST)]
    elif op == "super":
        want = [money(vals[0] * ex["rate"]), pct(ex["rate"])]
    elif op == "wh":
        want = [money(vals[0] * WH), pct(WH)]
    elif op == "wh_u18":
        need = vals[0] > ex["limit"]
        if d.get("verdict") != ("yes" if need else "no"): errs.append("verdict")
        want = [money(vals[0] * WH), pct(WH), money(D(ex["limit"]))] if need else [money(D(ex["limit"]))]
    elif op == "deposit":
        r = DEP[ex["state"]](vals[0])
        if d["state"] != ex["state"]: errs.append("state")
        want = [money(vals[0] * r), pct(r)]
    elif op == "thr":
        tot = sum(vals)
        if ex["basis"] == "incl":
            tot = tot * (1 + GST); res = over(tot, ex["limit"], ex["cmp"])
        elif ex["basis"] == "asis":
            res = over(tot, ex["limit"], ex["cmp"])
        else:
            res = over(tot, ex["limit"], ex["cmp"])
            if res != over(tot * (1 + GST), ex["limit"], ex["cmp"]): errs.append("x1.1 lands on the other side")
        if d.get("verdict") != ("yes" if res else "no"): errs.append("verdict %s vs %s" % (d.get("verdict"), res))
        want = [money(tot), money(D(ex["limit"]))]
    elif op == "abn":
        tok = toks[0][0]
        want = ["valid" if abn_ok(tok) else "invalid"]
    if figs[:len(want)] != want: errs.append("figures %s, want %s" % (figs, want))
    if errs: bad += 1
    print(i, d["state"], "ok" if not errs else "BAD", want, errs if errs else "")
print("bad", bad)
