#!/usr/bin/env python3
"""Recompute every tool item of blind set d29 from the amounts as written in its question (Python Decimal,
GST and money rounded half-up to the cent). Own spec table: each spec names its amount tokens exactly as written
(the check fails if a token is not in the question), the operation and, for thresholds, the rule's limit, the
comparison and the GST basis:
  "incl" = a "+ GST" amount grossed up x1.1 (the fact sheet states that rule incl GST);
  "asis" = taken as written (e.g. GST turnover, which excludes GST);
  "both" = the as-written total and the x1.1 total must land on the same side of the limit.
Amount spellings handled: "3.850" / "2.460" (dot as thousands separator), "6 500" / "$ 46 000" (space separator),
"990AUD", "85k", "5,5k" (comma as decimal point before k), "twelve thousand", "22 thousand",
"fifteen thousand dollars". Checks figures[0] (computed value), the rate/limit figure, the verdict, ABN check
digits, dates of dated rates, and that every tool item has a spec. Prints each item and "bad N" (must be 0)."""
import json, os, re
from decimal import Decimal as D, ROUND_HALF_UP

HERE = os.path.dirname(os.path.abspath(__file__))
ITEMS = json.load(open(os.path.join(HERE, "questions.json")))
Q = {d["id"]: d for d in ITEMS}

ONES = {w: i for i, w in enumerate("zero one two three four five six seven eight nine ten eleven twelve thirteen "
                                   "fourteen fifteen sixteen seventeen eighteen nineteen".split())}
TENS = {w: 10 * (i + 2) for i, w in enumerate("twenty thirty forty fifty sixty seventy eighty ninety".split())}


def words(t):
    total, cur = D(0), D(0)
    for w in t.replace("-", " ").split():
        if w in ONES: cur += ONES[w]
        elif w in TENS: cur += TENS[w]
        elif re.fullmatch(r"\d+", w): cur += D(w)
        elif w == "hundred": cur *= 100
        elif w in ("thousand", "grand"): total += cur * 1000; cur = D(0)
        elif w in ("and", "dollars", "dollar", "aud"): continue
        else: raise ValueError("word " + w)
    return total + cur


def amt(tok):
    t = tok.lower().replace("$", "").replace("aud", "").replace("dollars", "").replace("dollar", "").strip()
    if re.fullmatch(r"\d+,\d+k", t):                       # 5,5k: comma is the decimal point
        return D(t[:-1].replace(",", ".")) * 1000
    if re.fullmatch(r"\d{1,3}(\.\d{3})+", t):              # 3.850: dot is the thousands separator
        return D(t.replace(".", ""))
    if re.fullmatch(r"\d{1,3}( \d{3})+", t):               # 6 500 / 46 000
        return D(t.replace(" ", ""))
    t2 = t.replace(",", "")
    m = re.fullmatch(r"(\d+(?:\.\d+)?)\s*(k)?", t2)
    if m:
        return D(m.group(1)) * (1000 if m.group(2) else 1)
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


GST = D("0.10")
# super guarantee by the date wages are paid (facts §6.6, §9): 11.5% 1 Jul 2024 - 30 Jun 2025, 12% from 1 Jul 2025
def super_rate(date):
    if date is None or date >= "2025-07-01": return D("0.12")
    if date >= "2024-07-01": return D("0.115")
    raise ValueError("no SG rate for " + date)
# no-ABN withholding (facts §6.8, §8): 47% from 1 July 2017; 49% 2014-2017
def wh_rate(date):
    if date is None or date >= "2017-07-01": return D("0.47")
    if date >= "2014-07-01": return D("0.49")
    raise ValueError("no withholding rate for " + date)
DEP = {"NSW": lambda p: D("0.10"),
       "VIC": lambda p: D("0.10") if p < 20000 else D("0.05"),
       "QLD": lambda p: D("0.10") if p < 20000 else D("0.05"),
       "WA": lambda p: D("0.065")}

# id: (op, tokens, extra)
SPEC = {
 "d29-098": ("gst_in", ["3.850"], {}),
 "d29-099": ("gst_total", ["6 500"], {}),
 "d29-100": ("gst_in", ["990AUD"], {}),
 "d29-101": ("gst_on", ["1 234"], {}),
 "d29-102": ("ex_from_in", ["5,5k"], {}),
 "d29-103": ("gst_total", ["fifteen thousand dollars"], {}),
 "d29-104": ("gst_in", ["2 345"], {}),
 "d29-105": ("super", ["1 350"], {}),
 "d29-106": ("super", ["780"], {}),
 "d29-107": ("super", ["2.460"], {}),
 "d29-108": ("super", ["68k"], {}),
 "d29-109": ("super", ["2 000"], {}),
 "d29-110": ("deposit", ["$ 46 000"], {}),
 "d29-111": ("deposit", ["twelve thousand"], {}),
 "d29-112": ("deposit", ["85k"], {}),
 "d29-113": ("deposit", ["18 500"], {}),
 "d29-114": ("deposit", ["$ 32 000"], {}),
 "d29-115": ("deposit", ["210 000"], {}),
 "d29-116": ("thr", ["4 600"], {"limit": 5000, "cmp": ">", "basis": "incl"}),
 "d29-117": ("thr", ["6k", "5,5k"], {"limit": 10000, "cmp": ">", "basis": "both"}),
 "d29-118": ("thr", ["2 000", "1 800"], {"limit": 3300, "cmp": ">", "basis": "both"}),
 "d29-119": ("thr", ["400", "250"], {"limit": 750, "cmp": ">", "basis": "both"}),
 "d29-120": ("thr", ["7 000", "6 500"], {"limit": 12000, "cmp": ">", "basis": "both"}),
 "d29-121": ("thr", ["10k", "7k"], {"limit": 20000, "cmp": ">=", "basis": "both"}),
 "d29-122": ("thr", ["48k", "22 thousand"], {"limit": 75000, "cmp": ">=", "basis": "asis"}),
 "d29-123": ("thr", ["12k", "9 500"], {"limit": 20000, "cmp": ">", "basis": "both"}),
 "d29-124": ("thr", ["14k", "7k"], {"limit": 20000, "cmp": ">", "basis": "both"}),
 "d29-125": ("thr", ["7 500", "5 000"], {"limit": 12000, "cmp": ">=", "basis": "both"}),
 "d29-126": ("withhold", ["1 800"], {}),
 "d29-127": ("withhold", ["70"], {}),
 "d29-128": ("withhold", ["2 350"], {}),
 "d29-129": ("withhold", ["1 000"], {}),
 "d29-130": ("abn", ["35 422 418 076"], {}),
 "d29-131": ("abn", ["92300586685"], {}),
 "d29-132": ("abn", ["58 657 575 842"], {}),
 "d29-133": ("abn", ["33050528716"], {}),
 "d29-134": ("thr", ["8k", "5 thousand"], {"limit": 12000, "cmp": ">=", "basis": "both"}),
}


def check(i, d):
    op, toks, ex = SPEC[i]
    errs = []
    for t in toks:
        if t not in d["q"]:
            errs.append("token %r not in question" % t)
    if errs: return errs, None
    a = [amt(t) for t in toks]
    f = d.get("figures", [])
    want, verdict = None, None
    if op == "gst_in":
        want = [money(a[0] / 11), pct(GST)]
    elif op == "ex_from_in":
        want = [money(a[0] / (1 + GST)), pct(GST)]
    elif op == "gst_on":
        want = [money(a[0] * GST), pct(GST)]
    elif op == "gst_total":
        want = [money(a[0] * (1 + GST)), pct(GST)]
    elif op == "super":
        r = super_rate(d.get("date"))
        want = [money(a[0] * r), pct(r)]
    elif op == "deposit":
        r = DEP[d["state"]](a[0])
        want = [money(a[0] * r), pct(r)]
    elif op == "withhold":
        if a[0] <= 75:
            want, verdict = ["$75"], "no"
        else:
            r = wh_rate(d.get("date"))
            want = [money(a[0] * r), pct(r)]
    elif op == "thr":
        s = sum(a)
        lim = D(ex["limit"])
        cmp = (lambda x: x > lim) if ex["cmp"] == ">" else (lambda x: x >= lim)
        if ex["basis"] == "incl":
            tot = s * (1 + GST)
            over = cmp(tot)
        elif ex["basis"] == "asis":
            tot = s
            over = cmp(tot)
        else:
            tot = s
            over = cmp(s)
            if cmp(s * (1 + GST)) != over:
                errs.append("as-written and x1.1 totals land on different sides of %s" % lim)
        want, verdict = [money(tot), money(lim)], ("yes" if over else "no")
    elif op == "abn":
        want = ["valid" if abn_ok(toks[0]) else "invalid"]
    if f[:len(want)] != want:
        errs.append("figures %s != computed %s" % (f, want))
    if verdict is not None and d.get("verdict") != verdict:
        errs.append("verdict %s != computed %s" % (d.get("verdict"), verdict))
    if verdict is None and "verdict" in d and op != "thr":
        errs.append("unexpected verdict")
    return errs, want


bad = 0
tools = [d for d in ITEMS if d["kind"] == "tool"]
for d in tools:
    i = d["id"]
    if i not in SPEC:
        print(i, "NO SPEC"); bad += 1; continue
    errs, want = check(i, d)
    print(i, d["state"], (d["q"][:70] + ("…" if len(d["q"]) > 70 else "")), "->", want, d.get("verdict", ""),
          "OK" if not errs else "BAD " + "; ".join(errs))
    bad += bool(errs)
for i in SPEC:
    if i not in Q or Q[i]["kind"] != "tool":
        print(i, "spec for a non-tool item"); bad += 1
print("tool items", len(tools))
print("bad", bad)
