#!/usr/bin/env python3
"""Recompute every tool item of held-out set h30 from the amounts as written in its question (Python Decimal).
Own spec table (blind-h30): each spec names its amount tokens exactly as written (the check fails if a token is not
in the question text), the operation and, for thresholds, the limit, comparison and GST basis:
"incl" = a "+ GST" amount grossed up x1.1 (the rule is stated incl GST), "asis" = taken as written,
"both" = the as-written and the x1.1 totals must land on the same side. Checks figures[0] (computed value), the
rate/limit figure, the verdict, ABN check digits and that every tool item has a spec. Prints "bad N" (must be 0)."""
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
SUPER = {"now": D("0.12"), "2024-25": D("0.115")}
DEP = {"NSW": lambda p, o: D("0.10"),
       "VIC": lambda p, o: D("0.10") if p < 20000 else D("0.05"),
       "QLD": lambda p, o: D("0.20") if o else (D("0.10") if p < 20000 else D("0.05")),
       "WA": lambda p, o: D("0.065")}

SPEC = {
    "h30-102": ("gst_out", ["$2,970"], {}),
    "h30-103": ("gst_add", ["$3,850"], {}),
    "h30-104": ("gst_out", ["110"], {}),
    "h30-105": ("super", ["$820"], {"year": "now"}),
    "h30-106": ("super", ["$2,400"], {"year": "2024-25"}),
    "h30-107": ("super", ["$1,900"], {"year": "now"}),  # paid 3 July 2025 -> 12%
    "h30-108": ("deposit", ["$38,500"], {"state": "NSW"}),
    "h30-109": ("deposit", ["$17,800"], {"state": "VIC"}),
    "h30-110": ("deposit", ["$64k"], {"state": "VIC"}),
    "h30-111": ("deposit", ["$26,000"], {"state": "QLD"}),
    "h30-112": ("deposit", ["$12,500"], {"state": "QLD"}),
    "h30-113": ("deposit", ["$90k"], {"state": "QLD", "offsite": "70%"}),
    "h30-114": ("deposit", ["$48k"], {"state": "WA"}),
    "h30-115": ("deposit", ["$230,000"], {"state": "WA"}),
    "h30-116": ("thr", ["$6k", "$5k"], {"limit": 10000, "cmp": ">", "basis": "both"}),
    "h30-117": ("thr", ["$4,700"], {"limit": 5000, "cmp": ">", "basis": "incl"}),
    "h30-118": ("thr", ["$3,000"], {"limit": 3300, "cmp": ">", "basis": "incl"}),
    "h30-119": ("thr", ["$2,200", "$1,800"], {"limit": 3300, "cmp": ">", "basis": "both"}),
    "h30-120": ("thr", ["$450", "$400"], {"limit": 750, "cmp": ">", "basis": "both"}),
    "h30-121": ("thr", ["$9k", "$8.5k"], {"limit": 16000, "cmp": ">", "basis": "both"}),
    "h30-122": ("thr", ["$12k", "$9.5k"], {"limit": 20000, "cmp": ">", "basis": "both"}),
    "h30-123": ("thr", ["$7k", "$6k"], {"limit": 12000, "cmp": ">", "basis": "both"}),
    "h30-124": ("thr", ["$10k", "$7k"], {"limit": 20000, "cmp": ">=", "basis": "both"}),
    "h30-125": ("thr", ["$8k", "$5k"], {"limit": 12000, "cmp": ">=", "basis": "both"}),
    "h30-126": ("thr", ["$7,000", "$5,000"], {"limit": 12000, "cmp": ">=", "basis": "both"}),
    "h30-127": ("thr", ["$48k", "$31k"], {"limit": 75000, "cmp": ">=", "basis": "asis"}),  # GST turnover excl GST
    "h30-128": ("thr", ["$15k", "$6k"], {"limit": 20000, "cmp": ">", "basis": "both"}),
    "h30-129": ("abn", ["17 881 221 323"], {}),
    "h30-130": ("abn", ["58028978672"], {}),
    "h30-131": ("abn", ["97 278 348 651"], {}),
    "h30-132": ("abn", ["82530938598"], {}),
    "h30-133": ("wh", ["$1,800"], {}),
    "h30-134": ("wh_floor", ["$60"], {"limit": 75}),
    "h30-135": ("wh_floor", ["$320"], {"limit": 350}),
}


def cmp(v, limit, c):
    return v > limit if c == ">" else v >= limit


bad = 0
for i, d in sorted(Q.items()):
    if d["kind"] != "tool":
        continue
    if i not in SPEC:
        print(i, "NO SPEC"); bad += 1; continue
    op, toks, x = SPEC[i]
    errs = []
    for t in toks:
        if t not in d["q"]:
            errs.append("token %r not in question" % t)
    vals = [amt(t) for t in toks] if op != "abn" else []
    fig = d.get("figures", [])
    want_v = None
    if op == "gst_out":
        exp = [money(vals[0] / 11), pct(GST)]
    elif op == "gst_add":
        exp = [money(vals[0] * (1 + GST)), pct(GST)]
    elif op == "super":
        r = SUPER[x["year"]]
        exp = [money(vals[0] * r), pct(r)]
    elif op == "deposit":
        r = DEP[x["state"]](vals[0], "offsite" in x)
        exp = [money(vals[0] * r), pct(r)]
        if "offsite" in x and x["offsite"] not in d["q"]:
            errs.append("off-site share not in question")
    elif op == "thr":
        s = sum(vals)
        if x["basis"] == "incl":
            tot = s * (1 + GST)
            if "+ gst" not in d["q"].lower():
                errs.append("'+ GST' not in question")
            hit = cmp(tot, x["limit"], x["cmp"])
        elif x["basis"] == "asis":
            tot = s
            hit = cmp(tot, x["limit"], x["cmp"])
        else:
            tot = s
            hit = cmp(s, x["limit"], x["cmp"])
            if hit != cmp(s * (1 + GST), x["limit"], x["cmp"]):
                errs.append("as-written and x1.1 totals land on different sides")
        exp = [money(tot), money(D(x["limit"]))]
        if exp[0] == exp[1]:
            exp = exp[:1]
        want_v = "yes" if hit else "no"
    elif op == "abn":
        exp = ["valid" if abn_ok(toks[0]) else "invalid"]
    elif op == "wh":
        exp = [money(vals[0] * WH), pct(WH)]
    elif op == "wh_floor":
        hit = vals[0] > x["limit"]
        exp = [money(vals[0]), money(D(x["limit"]))]
        want_v = "yes" if hit else "no"
    if fig != exp:
        errs.append("figures %s != %s" % (fig, exp))
    if want_v is not None and d.get("verdict") != want_v:
        errs.append("verdict %s != %s" % (d.get("verdict"), want_v))
    print(i, "ok" if not errs else "BAD " + "; ".join(errs), exp)
    bad += bool(errs)
print("bad", bad)
