#!/usr/bin/env python3
"""Recompute every tool item of development set 26 from the amounts as written in its question (Python Decimal).
Own spec table (blind-d26): each spec names its amount tokens exactly as written (the check fails if a token is not in
the question text), the operation, and for deposit requests the amount the customer offers (verdict re-checked).
Rates come from the fact sheet: GST 10%; super 12% for wages paid from 1 July 2025, 11.5% for 1 Jul 2024 - 30 Jun 2025;
no-ABN withholding 47%; deposit caps NSW 10%, VIC/QLD 10% under $20,000 and 5% at $20,000 or more, WA 6.5%
($7,500-$500,000). Checks figures[0] (computed value), figures[1] (rate), the verdict, the pay date against `date`,
and that every tool item has a spec. Prints each item and "bad N" (must be 0)."""
import json, os, re
from datetime import date
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
        elif w in ("and", "bucks", "buck"): continue
        else: raise ValueError("word " + w)
    return total + cur


def amt(tok):
    t = tok.lower().replace("$", "").replace(",", "").strip()
    t = re.sub(r"\s*(\+\s*gst|inc gst|incl gst|ex gst|bucks?)$", "", t).strip()
    m = re.fullmatch(r"([\d.]+)\s*(k|grand)?", t)
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


GST, WH = D("0.10"), D("0.47")


def super_rate(paid):
    if paid >= date(2025, 7, 1): return D("0.12")
    if paid >= date(2024, 7, 1): return D("0.115")
    raise ValueError("pay date before 1 July 2024 not in the spec")


def deposit_rate(state, price):
    if state == "NSW": return D("0.10")
    if state in ("VIC", "QLD"): return D("0.10") if price < 20000 else D("0.05")
    if state == "WA":
        assert D(7500) <= price <= D(500000), "WA cap outside $7,500-$500,000"
        return D("0.065")
    raise ValueError("no deposit cap held for " + state)


# id: (op, tokens, extra)
SPEC = {
    "gst_in":  ("gst_in", ["3,850 inc gst"], {}),
    "gst_add": ("gst_add", ["12.4k + gst"], {}),
    "sup1":    ("super", ["900"], {"paid": "2026-11-26"}),
    "sup2":    ("super", ["2,400"], {"paid": "2025-06-20"}),
    "sup3":    ("super", ["one thousand two hundred and fifty"], {}),
    "dep_vic": ("deposit", ["18k"], {"state": "VIC", "offer": "2k"}),
    "dep_wa":  ("deposit", ["150k"], {"state": "WA", "offer": "10 grand"}),
    "dep_qld": ("deposit", ["32 grand"], {"state": "QLD"}),
    "dep_nsw": ("deposit", ["fifty five thousand"], {"state": "NSW"}),
    "noabn":   ("withhold", ["3.2k"], {}),
}
# map spec keys to ids by the question text they belong to (ids are assigned by gen.py in order)
KEYTEXT = {
    "gst_in": "customer paid 3,850 inc gst", "gst_add": "12.4k + gst", "sup1": "apprentce got 900 on thursday",
    "sup2": "20 june 2025 were 2,400", "sup3": "one thousand two hundred and fifty", "dep_vic": "vic, 18k bathroom",
    "dep_wa": "kalgoorlie, 150k house", "dep_qld": "32 grand bathroom", "dep_nsw": "fifty five thousand",
    "noabn": "his bill is 3.2k",
}
TODAY = date(2026, 11, 28)

bad = 0
tools = {i for i, d in Q.items() if d["kind"] == "tool"}
seen = set()
for key, (op, toks, ex) in SPEC.items():
    ids = [i for i in tools if KEYTEXT[key] in Q[i]["q"]]
    if len(ids) != 1:
        print("BAD", key, "matches", ids); bad += 1; continue
    i = ids[0]; seen.add(i); d = Q[i]; q = d["q"].lower(); fig = d.get("figures", [])
    for t in toks + ([ex["offer"]] if "offer" in ex else []):
        if t.lower() not in q:
            print("BAD", i, "token not in question:", t); bad += 1
    a = sum((amt(t) for t in toks), D(0))
    verdict = None
    if op == "gst_in":
        val, rate = a / 11, pct(GST)
    elif op == "gst_add":
        val, rate = a * (1 + GST), pct(GST)
    elif op == "super":
        paid = date.fromisoformat(ex["paid"]) if "paid" in ex else TODAY
        if "paid" in ex and d.get("date") != ex["paid"]:
            print("BAD", i, "date", d.get("date"), "!= pay date", ex["paid"]); bad += 1
        r = super_rate(paid); val, rate = a * r, pct(r)
    elif op == "deposit":
        r = deposit_rate(ex["state"], a); val, rate = a * r, pct(r)
        if d["state"] != ex["state"]:
            print("BAD", i, "state", d["state"], "!=", ex["state"]); bad += 1
        if "offer" in ex:
            verdict = "yes" if amt(ex["offer"]) <= val else "no"
    elif op == "withhold":
        assert a > 75
        val, rate = a * WH, pct(WH)
    got = [money(val), rate]
    ok = fig[:2] == got and d.get("verdict") == verdict
    if not ok:
        bad += 1
    print("ok " if ok else "BAD", i, op, "tokens", toks, "->", got, "verdict", verdict, "| figures", fig,
          "verdict", d.get("verdict"))
for i in sorted(tools - seen):
    print("BAD", i, "tool item without a spec"); bad += 1
print("bad", bad)
