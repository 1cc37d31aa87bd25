#!/usr/bin/env python3
"""Recompute every tool item of held-out set h26 from the amounts as written in its question (Python Decimal).
Own spec table (blind-h26): each spec names its amount tokens exactly as written (the check fails if a token is not in
the question text) and how to read them: "en" = comma thousands / dot decimal, "eu" = dot thousands / comma decimal
(the askers write "3.850 dollar" and "5,5k"); spaces inside digit groups ("6 500", "$ 46 000") are group separators;
"k" and "thousand" multiply by 1,000; words are parsed. Ops: gst_in (GST out of an inclusive amount, /11), gst_add
(total incl GST), gst_on (GST on an exclusive amount), ex_in (ex-GST and GST from an inclusive amount), super (rate by
the date wages were paid), deposit (state cap), thr (sum vs a limit; basis "incl" = a "+ GST" amount grossed up x1.1,
"asis" = as written, "both" = as-written and x1.1 totals must land on the same side), wh (no-ABN withholding with its
exceptions), abn (check digits). GST half-up to the cent. Checks figures[0] (computed), the rate/limit figure, the
verdict and that every tool item has a spec. Prints each item and "bad N" (must be 0)."""
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
        if w in ONES: cur += ONES[w]
        elif w in TENS: cur += TENS[w]
        elif w == "hundred": cur *= 100
        elif w in ("thousand", "grand"): total += cur * 1000; cur = D(0)
        elif w == "and": continue
        else: raise ValueError("word " + w)
    return total + cur

def amt(tok, mode="en"):
    t = tok.lower().replace("$", "").replace("aud", "").replace("dollars", "").replace("dollar", "").strip()
    mult = 1
    m = re.fullmatch(r"(.*?)\s*(k|thousand|grand)", t)
    if m and re.search(r"\d", m.group(1)):
        t, mult = m.group(1).strip(), 1000
    if not re.search(r"\d", t):
        return words(t)
    t = re.sub(r"(?<=\d) (?=\d{3}\b)", "", t)          # "6 500" -> "6500"
    if mode == "eu":
        t = t.replace(".", "").replace(",", ".")
    else:
        t = t.replace(",", "")
    if not re.fullmatch(r"\d+(\.\d+)?", t): raise ValueError("amount " + tok)
    return D(t) * mult

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
def super_rate(date):          # facts §6.6, §9: rate by the date the wages are paid (today 2026-11-28)
    date = date or "2026-11-28"
    if date >= "2025-07-01": return D("0.12")
    if date >= "2024-07-01": return D("0.115")
    raise ValueError("no rate for " + date)

def deposit_rate(state, p, offsite=False):
    if state == "NSW": return D("0.10")
    if state in ("VIC", "QLD"):
        if state == "QLD" and offsite: return D("0.20")
        return D("0.10") if p < 20000 else D("0.05")
    if state == "WA":
        assert D(7500) <= p <= D(500000)
        return D("0.065")
    raise ValueError(state)

def cmp(total, limit, c):
    return total > limit if c == ">" else total >= limit

# id: (op, [tokens as written], mode, extra)
SPEC = {
 "h26-100": ("gst_in", ["3.850"], "eu", {}),
 "h26-101": ("gst_add", ["6 500"], "en", {}),
 "h26-102": ("ex_in", ["990"], "en", {}),
 "h26-103": ("gst_on", ["$ 46 000"], "en", {}),
 "h26-104": ("gst_in", ["2,345"], "en", {}),
 "h26-105": ("ex_in", ["5,5k"], "eu", {"gst_first": True}),
 "h26-106": ("super", ["920"], "en", {}),
 "h26-107": ("super", ["15 thousand"], "en", {}),
 "h26-108": ("super", ["2 150"], "en", {}),
 "h26-109": ("super", ["4.800"], "eu", {}),
 "h26-110": ("super", ["85k"], "en", {}),
 "h26-111": ("deposit", ["28 000"], "en", {}),
 "h26-112": ("deposit", ["14.500"], "eu", {}),
 "h26-113": ("deposit", ["85k"], "en", {}),
 "h26-114": ("deposit", ["18k"], "en", {}),
 "h26-115": ("deposit", ["95k"], "en", {"offsite": "70%"}),
 "h26-116": ("deposit", ["160k"], "en", {}),
 "h26-117": ("thr", ["4.600"], "eu", {"limit": 5000, "cmp": ">", "basis": "incl"}),
 "h26-118": ("thr", ["14k", "7.5k"], "en", {"limit": 20000, "cmp": ">", "basis": "both"}),
 "h26-119": ("thr", ["6k", "5k"], "en", {"limit": 10000, "cmp": ">", "basis": "both"}),
 "h26-120": ("thr", ["9 000", "8 000"], "en", {"limit": 16000, "cmp": ">", "basis": "both"}),
 "h26-121": ("thr", ["600", "300"], "en", {"limit": 750, "cmp": ">", "basis": "both"}),
 "h26-122": ("thr", ["2 900"], "en", {"limit": 3300, "cmp": ">", "basis": "incl"}),
 "h26-123": ("thr", ["1.800", "2.000"], "eu", {"limit": 3300, "cmp": ">", "basis": "both"}),
 "h26-124": ("thr", ["11k", "10k"], "en", {"limit": 20000, "cmp": ">", "basis": "both"}),
 "h26-125": ("thr", ["6,000", "4,500"], "en", {"limit": 12000, "cmp": ">=", "basis": "both"}),
 "h26-126": ("thr", ["12k", "9k"], "en", {"limit": 20000, "cmp": ">=", "basis": "both"}),
 "h26-127": ("thr", ["7k", "6k"], "en", {"limit": 12000, "cmp": ">=", "basis": "both"}),
 "h26-128": ("thr", ["7 000", "6 500"], "en", {"limit": 12000, "cmp": ">", "basis": "both"}),
 "h26-129": ("thr", ["48k", "19k"], "en", {"limit": 75000, "cmp": ">=", "basis": "asis"}),
 "h26-130": ("wh", ["2 600"], "en", {}),
 "h26-131": ("wh", ["60"], "en", {"exempt": "ex_gst_75"}),
 "h26-132": ("wh", ["320"], "en", {"exempt": "under18_350", "age": 16}),
 "h26-133": ("abn", ["57 454 557 053"], "en", {}),
 "h26-134": ("abn", ["80223351820"], "en", {}),
 "h26-135": ("abn", ["37 668 423 748"], "en", {}),
 "h26-136": ("abn", ["42178995036"], "en", {}),
}

bad = 0
def fail(i, msg):
    global bad
    bad += 1
    print("  BAD", i, msg)

for i, d in Q.items():
    if d["kind"] == "tool" and i not in SPEC:
        fail(i, "tool item without a spec")
for i, (op, toks, mode, x) in sorted(SPEC.items()):
    d = Q[i]
    if d["kind"] != "tool": fail(i, "not a tool item"); continue
    for t in toks:
        if t.lower() not in d["q"].lower(): fail(i, "token not in question: " + t)
    figs, verdict = d.get("figures", []), None
    if op == "abn":
        exp = ["valid" if abn_ok(toks[0]) else "invalid"]
        verdict = "yes" if exp[0] == "valid" else "no"
    else:
        vals = [amt(t, mode) for t in toks]
        if op == "gst_in":
            exp = [money(vals[0] / 11), pct(GST)]
        elif op == "gst_add":
            exp = [money(vals[0] * (1 + GST)), pct(GST)]
        elif op == "gst_on":
            exp = [money(vals[0] * GST), pct(GST)]
        elif op == "ex_in":
            g = (vals[0] / 11).quantize(D("0.01"), ROUND_HALF_UP)
            exp = [money(g), money(vals[0] - g), pct(GST)] if x.get("gst_first") else [money(vals[0] - g), pct(GST)]
        elif op == "super":
            r = super_rate(d.get("date"))
            exp = [money(vals[0] * r), pct(r)]
        elif op == "deposit":
            off = x.get("offsite")
            if off: assert off in d["q"] and D(off.rstrip("%")) > 50
            r = deposit_rate(d["state"], vals[0], bool(off))
            exp = [money(vals[0] * r), pct(r)]
        elif op == "thr":
            tot = sum(vals)
            lim = D(x["limit"])
            if x["basis"] == "incl":
                tot = tot * (1 + GST); hit = cmp(tot, lim, x["cmp"])
            elif x["basis"] == "asis":
                hit = cmp(tot, lim, x["cmp"])
            else:
                hit = cmp(tot, lim, x["cmp"])
                if hit != cmp(tot * (1 + GST), lim, x["cmp"]): fail(i, "as-written and x1.1 totals on different sides")
            exp = [money(tot), money(lim)]
            verdict = "yes" if hit else "no"
        elif op == "wh":
            ex = x.get("exempt")
            if ex == "ex_gst_75":
                exp, verdict = ["$75"], ("no" if vals[0] <= 75 else "yes")
            elif ex == "under18_350":
                exp, verdict = ["$350"], ("no" if x["age"] < 18 and vals[0] <= 350 else "yes")
            else:
                exp = [money(vals[0] * WH), pct(WH)]
        else:
            raise ValueError(op)
    ok = figs[:len(exp)] == exp and (verdict is None or d.get("verdict") == verdict)
    print(("ok " if ok else "BAD"), i, d["state"], toks, "->", exp, verdict or "", "| have", figs, d.get("verdict", ""))
    if not ok: bad += 1
print("tool items", sum(1 for d in Q.values() if d["kind"] == "tool"), "checked", len(SPEC))
print("bad", bad)
