#!/usr/bin/env python3
"""Recompute every tool item of held-out set 19 (blind-h19) from the amounts as written in its question (Decimal).
Spec table below: each spec names its amount tokens exactly as written in the question (the check fails if a token is
missing from the question), the operation and its rate or limit. Threshold specs give the rule's limit, the comparison
(">" = more than / over / above, ">=" = "or more") and the GST basis: "incl" = a "+ gst" amount grossed up x1.1 (facts.md
states the rule incl GST), "asis" = taken as written, "both" = the as-written and the x1.1 totals must land on the same
side of the limit. Checks figures[0] (and figures[1] for a GST split), the rate/limit figure, the verdict and the ABN
check digits, and that every tool item has a spec. Prints each item and "bad N" (must be 0)."""
import json, os, re
from decimal import Decimal as D, ROUND_HALF_UP

HERE = os.path.dirname(os.path.abspath(__file__))
Q = {d["id"]: d for d in json.load(open(os.path.join(HERE, "questions.json")))}

ONES = {w: i for i, w in enumerate("zero one two three four five six seven eight nine ten eleven twelve thirteen "
                                   "fourteen fifteen sixteen seventeen eighteen nineteen".split())}
TENS = {w: 10 * (i + 2) for i, w in enumerate("twenty thirty forty fifty sixty seventy eighty ninety".split())}


def amount(tok):
    """'3,750' -> 3750; '27.5k' -> 27500; '45 grand' -> 45000; '90 bucks' -> 90; words -> number."""
    t = tok.lower().strip()
    m = re.fullmatch(r"([\d,]+(?:\.\d+)?)\s*(k|grand|bucks)?", t)
    if m:
        v = D(m.group(1).replace(",", ""))
        return v * 1000 if m.group(2) in ("k", "grand") else v
    total, cur = D(0), D(0)
    for w in t.replace("-", " ").split():
        if w in ONES: cur += ONES[w]
        elif w in TENS: cur += TENS[w]
        elif w == "hundred": cur *= 100
        elif w in ("thousand", "grand"): total += cur * 1000; cur = D(0)
        elif w == "and": pass
        else: raise ValueError(w)
    return total + cur


def money(v):
    v = v.quantize(D("0.01"), ROUND_HALF_UP)
    if v == v.to_integral():
        return "${:,}".format(int(v))
    return "${:,.2f}".format(v)


def pct(r):
    return "{:f}".format((r * 100).normalize()) + "%"


def abn_ok(s):
    d = [int(c) for c in re.sub(r"\s", "", s)]
    if len(d) != 11: return False
    d[0] -= 1
    return sum(a * b for a, b in zip([10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19], d)) % 89 == 0


R12, R115 = D("0.12"), D("0.115")
S = {
    "h19-101": ("gst_add", ["3,750"]),
    "h19-102": ("gst_in", ["9,350"]),
    "h19-103": ("gst_ex", ["27.5k"]),
    "h19-104": ("gst_add", ["eight hundred and forty"]),
    "h19-105": ("gst_split", ["1,595"]),
    "h19-106": ("rate", ["720"], R12),
    "h19-107": ("rate", ["2,150"], R12),
    "h19-108": ("rate", ["nine thousand four hundred"], R12),
    "h19-109": ("rate", ["2,400"], R115),           # wages paid June 2025
    "h19-110": ("rate", ["1,275"], R12),
    "h19-111": ("rate", ["36k"], D("0.10")),         # NSW 10%
    "h19-112": ("deposit_vicqld", ["18,900"]),
    "h19-113": ("deposit_vicqld", ["45 grand"]),
    "h19-114": ("deposit_vicqld", ["nineteen thousand nine hundred"]),
    "h19-115": ("deposit_vicqld", ["55k"]),          # 30% off-site is not more than 50%
    "h19-116": ("rate", ["480k"], D("0.065")),       # WA, within $7,500-$500,000
    "h19-117": ("rate", ["38,500"], D("0.065")),
    "h19-118": ("thresh", ["4,600"], "incl", D(5000), ">"),
    "h19-119": ("thresh", ["5,200", "3,400"], "both", D(10000), ">"),
    "h19-120": ("thresh", ["380", "450"], "both", D(750), ">"),
    "h19-121": ("thresh", ["3,100"], "incl", D(3300), ">"),
    "h19-122": ("thresh", ["2,200", "1,500"], "both", D(3300), ">"),
    "h19-123": ("thresh", ["11k", "10.5k"], "both", D(20000), ">"),
    "h19-124": ("thresh", ["7k", "5.5k"], "both", D(12000), ">="),
    "h19-125": ("thresh", ["14k", "4k"], "both", D(20000), ">="),
    "h19-126": ("thresh", ["8k", "2.5k"], "both", D(12000), ">="),
    "h19-127": ("thresh", ["5.5k", "4.5k"], "both", D(12000), ">"),
    "h19-128": ("thresh", ["48k", "29k"], "asis", D(75000), ">="),   # GST turnover excludes GST
    "h19-129": ("noabn", ["3,600"], D("0.47"), None),
    "h19-130": ("noabn", ["90 bucks"], D("0.47"), ("ex_gst_floor", D(75))),
    "h19-131": ("noabn", ["400"], D("0.47"), ("under18_weekly", D(350))),
    "h19-132": ("noabn", ["1,000"], D("0.49"), None),   # 2016: 49% (2014-2017)
    "h19-133": ("abn", ["68 475 688 026"]),
    "h19-134": ("abn", ["11355058002"]),
    "h19-135": ("abn", ["21 505 867 359"]),
}

bad = 0
tools = [k for k, d in Q.items() if d["kind"] == "tool"]
for k in sorted(set(tools) | set(S)):
    d = Q.get(k)
    errs = []
    if k not in S: errs.append("no spec")
    elif d is None or d["kind"] != "tool": errs.append("spec for a non-tool item")
    else:
        spec = S[k]; op, toks = spec[0], spec[1]
        for t in toks:
            if t.lower() not in d["q"].lower(): errs.append("token %r not in question" % t)
        f = d.get("figures", [])
        if op == "abn":
            want = "valid" if abn_ok(toks[0]) else "invalid"
            if f != [want]: errs.append("abn %s != %s" % (f, want))
        else:
            vals = [amount(t) for t in toks]
            a = sum(vals)
            if op == "gst_add":
                exp, rate = [money(a * D("1.1"))], "10%"
            elif op == "gst_in":
                exp, rate = [money(a / 11)], "10%"
            elif op == "gst_ex":
                exp, rate = [money(a / D("1.1"))], "10%"
            elif op == "gst_split":
                exp, rate = [money(a / 11), money(a - a / 11)], "10%"
            elif op == "rate":
                exp, rate = [money(a * spec[2])], pct(spec[2])
            elif op == "deposit_vicqld":
                r = D("0.10") if a < 20000 else D("0.05")
                exp, rate = [money(a * r)], pct(r)
            elif op == "noabn":
                r, ex = spec[2], spec[3]
                withhold = True
                if ex and ex[0] == "ex_gst_floor" and a <= ex[1]: withhold = False
                if ex and ex[0] == "under18_weekly" and a <= ex[1]: withhold = False
                exp, rate = [money(a * r)], pct(r)
                if d.get("verdict") and d["verdict"] != ("yes" if withhold else "no"):
                    errs.append("verdict %s" % d["verdict"])
                if ex and money(ex[1]) not in f: errs.append("exemption figure %s missing" % money(ex[1]))
            elif op == "thresh":
                basis, lim, cmp = spec[2], spec[3], spec[4]
                over = (lambda v: v > lim) if cmp == ">" else (lambda v: v >= lim)
                if basis == "incl":
                    tot = a * D("1.1")
                elif basis == "asis":
                    tot = a
                else:
                    tot = a
                    if over(a) != over(a * D("1.1")): errs.append("as-written and x1.1 land on different sides")
                exp, rate = [money(tot)], money(lim)
                want = "yes" if over(tot) else "no"
                if d.get("verdict") != want: errs.append("verdict %s != %s" % (d.get("verdict"), want))
            if f[:len(exp)] != exp: errs.append("figures %s != %s" % (f[:len(exp)], exp))
            if rate not in f[len(exp):]: errs.append("rate/limit %s not in figures %s" % (rate, f))
    bad += bool(errs)
    print(k, "ok" if not errs else "BAD " + "; ".join(errs), "|", d["q"] if d else "")
print("bad", bad)
