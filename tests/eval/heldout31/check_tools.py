#!/usr/bin/env python3
"""Recompute every tool item of blind set h31 from the amounts as written in its question (Python Decimal).
Own spec table: each spec names its amount tokens exactly as written (the check fails if a token is not in the
question), parsed by the spoken-number parser below ("sixty-two grand", "four point six grand", "six and a half
grand", "nineteen-five", "twelve hundred", "three x 4k", "a hundred and forty grand"...). Operations: deposit cap,
threshold (with GST basis: "incl" = "+ the G" amount grossed up x1.1 where the fact sheet states an incl-GST rule;
"asis" = as written; "both" = the as-written and x1.1 totals must land on the same side), GST in/out, super,
no-ABN withholding, ABN check digits. Checks figures[0] (computed), the rate/limit figure, the verdict, and that every
tool item has a spec. Prints each item and "bad N" (must be 0)."""
import json, os, re
from decimal import Decimal as D, ROUND_HALF_UP

HERE = os.path.dirname(os.path.abspath(__file__))
Q = {d["id"]: d for d in json.load(open(os.path.join(HERE, "questions.json")))}

ONES = {w: i for i, w in enumerate("zero one two three four five six seven eight nine ten eleven twelve thirteen "
                                   "fourteen fifteen sixteen seventeen eighteen nineteen".split())}
ONES["a"] = 1
TENS = {w: 10 * (i + 2) for i, w in enumerate("twenty thirty forty fifty sixty seventy eighty ninety".split())}


def words(t):
    total, cur = D(0), D(0)
    for w in t.replace("-", " ").split():
        if w in ONES: cur += ONES[w]
        elif w in TENS: cur += TENS[w]
        elif w == "hundred": cur = (cur or 1) * 100
        elif w in ("thousand", "grand"): total += cur * 1000; cur = D(0)
        elif w == "and": continue
        else: raise ValueError("word " + w)
    return total + cur


def amt(tok):
    t = tok.lower().replace("$", "").replace(",", "").strip()
    m = re.fullmatch(r"([\d.]+)\s*(k|grand)?", t)
    if m:
        return D(m.group(1)) * (1000 if m.group(2) else 1)
    m = re.fullmatch(r"(\w+) x (.+)", t)                      # "three x 4k"
    if m:
        return words(m.group(1)) * amt(m.group(2))
    m = re.fullmatch(r"([\w -]+) point (\w+) grand", t)       # "four point six grand"
    if m:
        return (words(m.group(1)) + D(ONES[m.group(2)]) / 10) * 1000
    m = re.fullmatch(r"([\w -]+) and a half grand", t)        # "six and a half grand"
    if m:
        return (words(m.group(1)) + D("0.5")) * 1000
    m = re.fullmatch(r"(\w+)-(\w+)", t)                       # "nineteen-five" = 19,500 (teens + a digit)
    if m and m.group(1) in ONES and ONES[m.group(1)] >= 10 and m.group(2) in ONES and ONES[m.group(2)] < 10:
        return D(ONES[m.group(1)]) * 1000 + D(ONES[m.group(2)]) * 100
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


GST, WH = D("0.10"), D("0.47")
DEP = {"NSW": lambda p: D("0.10"), "VIC": lambda p: D("0.10") if p < 20000 else D("0.05"),
       "QLD": lambda p: D("0.10") if p < 20000 else D("0.05"),
       "WA": lambda p: D("0.065") if 7500 <= p <= 500000 else None}

SPEC = {
    "h31-015": ("deposit", ["sixty-two grand"], {"state": "NSW"}),
    "h31-016": ("thr", ["four point six grand"], {"limit": 5000, "cmp": ">", "basis": "incl"}),
    "h31-017": ("thr", ["fifteen grand", "six and a half grand"], {"limit": 20000, "cmp": ">", "basis": "both"}),
    "h31-018": ("thr", ["three grand", "twelve hundred"], {"limit": 5000, "cmp": ">", "basis": "both"}),
    "h31-033": ("deposit", ["nineteen-five"], {"state": "VIC"}),
    "h31-034": ("deposit", ["thirty-two grand"], {"state": "VIC"}),
    "h31-035": ("thr", ["six grand", "four and a half grand"], {"limit": 10000, "cmp": ">", "basis": "both"}),
    "h31-036": ("thr", ["four hundred and fifty", "four hundred"], {"limit": 750, "cmp": ">", "basis": "both"}),
    "h31-050": ("deposit", ["seventeen and a half grand"], {"state": "QLD"}),
    "h31-051": ("deposit", ["eighty-five grand"], {"state": "QLD"}),
    "h31-052": ("thr", ["three point one grand"], {"limit": 3300, "cmp": ">", "basis": "incl"}),
    "h31-053": ("thr", ["two grand", "eighteen hundred"], {"limit": 3300, "cmp": ">", "basis": "both"}),
    "h31-065": ("deposit", ["a hundred and forty grand"], {"state": "WA"}),
    "h31-066": ("deposit", ["twelve and a half grand"], {"state": "WA"}),
    "h31-067": ("thr", ["eleven grand", "ten and a half grand"], {"limit": 20000, "cmp": ">", "basis": "both"}),
    "h31-079": ("thr", ["eight grand", "five grand"], {"limit": 12000, "cmp": ">=", "basis": "both"}),
    "h31-080": ("thr", ["three x 4k"], {"limit": 12000, "cmp": ">=", "basis": "both"}),
    "h31-090": ("thr", ["eleven grand", "nine and a half grand"], {"limit": 20000, "cmp": ">=", "basis": "both"}),
    "h31-099": ("thr", ["eight and a half grand", "four grand"], {"limit": 12000, "cmp": ">=", "basis": "both"}),
    "h31-108": ("thr", ["seven grand", "six and a half grand"], {"limit": 12000, "cmp": ">", "basis": "both"}),
    "h31-121": ("gst_in", ["three thousand three hundred"], {}),
    "h31-122": ("gst_total", ["four point eight grand"], {}),
    "h31-123": ("gst_on", ["eighteen-five"], {}),
    "h31-124": ("ex_from_incl", ["five and a half grand"], {}),
    "h31-125": ("super", ["eleven hundred"], {"rate": D("0.12")}),
    "h31-126": ("super", ["eighteen hundred"], {"rate": D("0.12")}),
    "h31-127": ("super", ["four grand"], {"rate": D("0.115")}),
    "h31-128": ("withhold", ["twenty-five hundred"], {}),
    "h31-129": ("withhold", ["seventy"], {}),
    "h31-130": ("thr", ["forty-eight grand", "twenty-nine grand"], {"limit": 75000, "cmp": ">=", "basis": "asis"}),
    "h31-131": ("abn", ["33 378 009 882"], {"expect": "valid"}),
    "h31-132": ("abn", ["96999250568"], {"expect": "valid"}),
    "h31-133": ("abn", ["77 877 066 565"], {"expect": "invalid"}),
    "h31-134": ("abn", ["93121930437"], {"expect": "invalid"}),
}


def crossed(v, limit, cmp):
    return v > limit if cmp == ">" else v >= limit


bad = 0
tools = [i for i, d in Q.items() if d["kind"] == "tool"]
for i in sorted(set(tools) | set(SPEC)):
    errs = []
    d = Q.get(i)
    if d is None or d["kind"] != "tool":
        print(i, "spec for a non-tool item"); bad += 1; continue
    if i not in SPEC:
        print(i, "no spec"); bad += 1; continue
    op, toks, ex = SPEC[i]
    ql = d["q"].lower()
    for t in toks:
        if t.lower() not in ql:
            errs.append("token not in question: " + t)
    figs = d.get("figures", [])
    vals = [amt(t) for t in toks] if op != "abn" else []
    exp_figs, exp_verdict = None, None
    if op == "deposit":
        p = sum(vals); r = DEP[ex["state"]](p)
        exp_figs = [money(p * r), pct(r)]
    elif op == "thr":
        s = sum(vals)
        if ex["basis"] == "incl":
            v = s * (1 + GST); exp_verdict = "yes" if crossed(v, ex["limit"], ex["cmp"]) else "no"
            exp_figs = [money(v), money(D(ex["limit"]))]
        else:
            a = crossed(s, ex["limit"], ex["cmp"])
            if ex["basis"] == "both" and a != crossed(s * (1 + GST), ex["limit"], ex["cmp"]):
                errs.append("GST basis changes the side of the threshold")
            exp_verdict = "yes" if a else "no"
            exp_figs = [money(s), money(D(ex["limit"]))]
    elif op == "gst_in":
        v = vals[0]; exp_figs = [money(v / 11), pct(GST)]
    elif op == "gst_total":
        v = vals[0]; exp_figs = [money(v * (1 + GST)), pct(GST)]
    elif op == "gst_on":
        v = vals[0]; exp_figs = [money(v * GST), pct(GST)]
    elif op == "ex_from_incl":
        v = vals[0]; exp_figs = [money(v / (1 + GST)), pct(GST)]
    elif op == "super":
        v = vals[0]; exp_figs = [money(v * ex["rate"]), pct(ex["rate"])]
    elif op == "withhold":
        v = vals[0]
        if v <= 75:
            exp_figs, exp_verdict = ["$75"], "no"
        else:
            exp_figs = [money(v * WH), pct(WH)]
    elif op == "abn":
        ok = abn_ok(toks[0])
        if ("valid" if ok else "invalid") != ex["expect"]:
            errs.append("ABN check digits disagree with spec")
        exp_figs = ["valid" if ok else "invalid"]
    if exp_figs is not None and figs != exp_figs:
        errs.append("figures %s, expected %s" % (figs, exp_figs))
    if d.get("verdict") != exp_verdict:
        errs.append("verdict %s, expected %s" % (d.get("verdict"), exp_verdict))
    print(i, d["state"], op, exp_figs, exp_verdict or "", "OK" if not errs else "BAD " + "; ".join(errs))
    if errs:
        bad += 1
print("bad", bad)
