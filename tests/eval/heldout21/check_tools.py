#!/usr/bin/env python3
"""Recompute every tool item of held-out set 21 from the amounts as written in its question (Python Decimal).
Own spec table (blind-h21). Each spec names its amount tokens exactly as written in the question (the check fails if a
token is not in the question text), the operation and, for thresholds, the limit, the comparison and the GST basis:
  "incl" = the question says "+ gst": the amount is grossed up x1.1 (the rule is stated incl GST);
  "asis" = taken as written (the question says the prices are incl GST, or the rule excludes GST, e.g. GST turnover);
  "both" = no GST word: the as-written and the x1.1 totals must land on the same side of the limit.
Checks figures[0] (computed value), the rate / limit figure, the verdict, ABN check digits, and that every tool item
has a spec. Prints each item and "bad N" (must be 0)."""
import json, os, re
from decimal import Decimal as D, ROUND_HALF_UP

HERE = os.path.dirname(os.path.abspath(__file__))
Q = {d["id"]: d for d in json.load(open(os.path.join(HERE, "questions.json")))}

ONES = {w: i for i, w in enumerate("zero one two three four five six seven eight nine ten eleven twelve thirteen "
                                   "fourteen fifteen sixteen seventeen eighteen nineteen".split())}
TENS = {w: 10 * (i + 2) for i, w in enumerate("twenty thirty forty fifty sixty seventy eighty ninety".split())}


def words(t):
    total, cur = D(0), D(0)
    for w in t.replace("-", " ").split():
        if w in ONES:
            cur += ONES[w]
        elif w in TENS:
            cur += TENS[w]
        elif w == "hundred":
            cur *= 100
        elif w in ("thousand", "grand"):
            total += cur * 1000
            cur = D(0)
        elif w in ("and", "bucks", "dollars"):
            pass
        else:
            raise ValueError("word? " + w)
    return total + cur


def amount(tok):
    t = tok.lower().replace("$", "").strip()
    m = re.fullmatch(r"([\d,]+(?:\.\d+)?)\s*(k|grand)?", t)
    if m:
        v = D(m.group(1).replace(",", ""))
        return v * 1000 if m.group(2) else v
    return words(t)


def money(v):
    v = v.quantize(D("0.01"), ROUND_HALF_UP)
    s = "{:,.2f}".format(v)
    return "$" + (s[:-3] if s.endswith(".00") else s)


def pct(r):
    return ("%s" % (r * 100).normalize()).rstrip(".") + "%" if (r * 100) != (r * 100).to_integral() \
        else "%d%%" % int(r * 100)


def abn_ok(s):
    d = [int(c) for c in re.sub(r"\D", "", s)]
    if len(d) != 11:
        return False
    d[0] -= 1
    return sum(a * b for a, b in zip(d, [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19])) % 89 == 0


R = D("0.10")
# id: (op, [amount tokens as written], params)
SPEC = {
    "h21-097": ("gst_total", ["3,250"], {}),
    "h21-098": ("gst_part", ["9,900"], {}),
    "h21-099": ("gst_part", ["three hundred and thirty bucks"], {}),
    "h21-100": ("gst_ex", ["2,750"], {}),
    "h21-101": ("gst_total", ["1,800", "650"], {}),
    "h21-102": ("gst_add", ["785"], {}),
    "h21-103": ("rate", ["920"], {"rate": D("0.12")}),
    "h21-104": ("rate", ["1,275.50"], {"rate": D("0.12")}),
    "h21-105": ("rate", ["6,000"], {"rate": D("0.115"), "date": "2025-05-15"}),
    "h21-106": ("rate", ["2,150"], {"rate": D("0.12"), "date": "2026-06-15"}),
    "h21-107": ("rate", ["780", "845"], {"rate": D("0.12")}),
    "h21-108": ("rate", ["sixty five grand"], {"rate": D("0.12")}),
    "h21-109": ("deposit", ["36,500"], {"state": "NSW"}),
    "h21-110": ("deposit", ["18k"], {"state": "VIC"}),
    "h21-111": ("deposit", ["64,000"], {"state": "VIC"}),
    "h21-112": ("deposit", ["19,990"], {"state": "QLD"}),
    "h21-113": ("deposit", ["45k"], {"state": "QLD"}),
    "h21-114": ("deposit", ["82,000"], {"state": "WA"}),
    "h21-115": ("deposit", ["96k"], {"state": "QLD", "offsite": "70%"}),
    "h21-116": ("threshold", ["2.9k", "2.3k"], {"limit": D(5000), "cmp": ">", "basis": "both"}),
    "h21-117": ("threshold", ["4,600"], {"limit": D(5000), "cmp": ">", "basis": "incl", "gstword": "+ gst"}),
    "h21-118": ("threshold", ["6.5k", "4k"], {"limit": D(10000), "cmp": ">", "basis": "both"}),
    "h21-119": ("threshold", ["420", "380"], {"limit": D(750), "cmp": ">", "basis": "both"}),
    "h21-120": ("threshold", ["2,000", "1,600"], {"limit": D(3300), "cmp": ">", "basis": "both"}),
    "h21-121": ("threshold", ["3,100"], {"limit": D(3300), "cmp": ">", "basis": "incl", "gstword": "+ gst"}),
    "h21-122": ("threshold", ["9.5k", "7k"], {"limit": D(16000), "cmp": ">", "basis": "both"}),
    "h21-123": ("threshold", ["11k", "8.5k"], {"limit": D(20000), "cmp": ">", "basis": "asis", "gstword": "incl gst"}),
    "h21-124": ("threshold", ["6,500", "3,800"], {"limit": D(12000), "cmp": ">=", "basis": "both"}),
    "h21-125": ("threshold", ["8k", "5.5k"], {"limit": D(12000), "cmp": ">", "basis": "both"}),
    "h21-126": ("threshold", ["14k", "7k"], {"limit": D(20000), "cmp": ">=", "basis": "both"}),
    "h21-127": ("threshold", ["48k", "29k"], {"limit": D(75000), "cmp": ">=", "basis": "asis"}),
    "h21-128": ("threshold", ["7k", "5k"], {"limit": D(12000), "cmp": ">=", "basis": "both"}),
    "h21-129": ("noabn", ["3,400"], {}),
    "h21-130": ("noabn_minor", ["280"], {"age": "16 year old"}),
    "h21-131": ("abn", ["11 794 631 167"], {}),
    "h21-132": ("abn", ["90641833235"], {}),
    "h21-133": ("abn", ["59564286723"], {}),
    "h21-134": ("abn", ["20 752 216 900"], {}),
}


def cmp(v, limit, c):
    return v > limit if c == ">" else v >= limit


def check(it):
    op, toks, p = SPEC[it["id"]]
    q = it["q"].lower()
    errs = []
    for t in toks:
        if t.lower() not in q:
            errs.append("token %r not in question" % t)
    figs = it.get("figures", [])
    vals = [amount(t) for t in toks] if op != "abn" else []
    want, extra, verdict = None, [], None
    if op == "gst_total":
        want = money(sum(vals) * (1 + R)); extra = ["10%"]
    elif op == "gst_add":
        want = money(sum(vals) * R); extra = ["10%"]
    elif op == "gst_part":
        want = money(sum(vals) / 11); extra = ["10%"]
    elif op == "gst_ex":
        want = money(sum(vals) - sum(vals) / 11); extra = ["10%"]
    elif op == "rate":
        r = p["rate"]
        d = p.get("date")
        if d and d < "2025-07-01" and r != D("0.115"):
            errs.append("rate/date mismatch")
        if (not d or d >= "2025-07-01") and r != D("0.12"):
            errs.append("rate/date mismatch")
        if d and it.get("date") != d:
            errs.append("date field")
        want = money(sum(vals) * r); extra = [pct(r)]
    elif op == "deposit":
        v = vals[0]; st = p["state"]
        if st == "NSW":
            r = D("0.10")
        elif st in ("VIC", "QLD"):
            r = D("0.10") if v < 20000 else D("0.05")
            if st == "QLD" and p.get("offsite"):
                if p["offsite"] not in q or D(p["offsite"].rstrip("%")) <= 50:
                    errs.append("off-site share")
                r = D("0.20")
        elif st == "WA":
            if not (D(7500) <= v <= D(500000)):
                errs.append("WA outside $7,500-$500,000")
            r = D("0.065")
        want = money(v * r); extra = [pct(r)]
    elif op == "threshold":
        s = sum(vals)
        if p.get("gstword") and p["gstword"] not in q:
            errs.append("gst word missing")
        if p["basis"] == "incl":
            s = s * (1 + R)
            verdict = cmp(s, p["limit"], p["cmp"])
        elif p["basis"] == "asis":
            verdict = cmp(s, p["limit"], p["cmp"])
        else:
            a, b = cmp(s, p["limit"], p["cmp"]), cmp(s * (1 + R), p["limit"], p["cmp"])
            if a != b:
                errs.append("as-written and x1.1 land on different sides")
            verdict = a
        want = money(s); extra = [money(p["limit"])]
        verdict = "yes" if verdict else "no"
    elif op == "noabn":
        v = vals[0]
        if v <= 75:
            errs.append("under $75")
        want = money(v * D("0.47")); extra = ["47%"]
    elif op == "noabn_minor":
        if p["age"] not in q:
            errs.append("age missing")
        age = int(p["age"].split()[0])
        verdict = "no" if (age < 18 and vals[0] <= 350) else "yes"
        want = "$350"
    elif op == "abn":
        want = "valid" if abn_ok(toks[0]) else "invalid"
    if not figs or figs[0] != want:
        errs.append("figure %s != %s" % (figs[:1], want))
    for e in extra:
        if e not in figs:
            errs.append("missing %s" % e)
    if verdict is not None and it.get("verdict") != verdict:
        errs.append("verdict %s != %s" % (it.get("verdict"), verdict))
    return want, errs


bad = 0
tools = [i for i in Q.values() if i["kind"] == "tool"]
for it in tools:
    if it["id"] not in SPEC:
        print(it["id"], "NO SPEC"); bad += 1; continue
    want, errs = check(it)
    print(it["id"], it["state"], want, "OK" if not errs else "BAD " + "; ".join(errs))
    bad += bool(errs)
for k in SPEC:
    if k not in Q or Q[k]["kind"] != "tool":
        print(k, "spec for a non-tool item"); bad += 1
print("tool items", len(tools))
print("bad", bad)
