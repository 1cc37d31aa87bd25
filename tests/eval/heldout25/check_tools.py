#!/usr/bin/env python3
"""Recompute every tool item of held-out set 25 (blind-h25) from the amounts as written in its question.
Python Decimal; GST rounded half-up to the cent; ABN check digits by the modulus-89 algorithm of facts §6.1.
Own spec table: each item names its amount tokens exactly as written (the check fails if a token is not in the
question text). Amounts are written the way the askers write them: "3.850" (dot as thousands separator),
"6 500" / "$ 46 000" (space), "990AUD", "38500AUD", "85k", "twelve thousand one hundred".
Threshold basis: "incl" = one "+ GST" amount grossed up x1.1 (the rule is stated incl GST in the facts);
"both" = the as-written total and the x1.1 total must land on the same side of the limit (figure = as written).
Prints each item and "bad N" (must be 0)."""
import json, os, re
from datetime import date as Date
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


def amt(tok):
    t = tok.lower().replace("$", "").replace("aud", "").replace("dollar", "").strip()
    if re.search(r"[a-z]", t) and not re.fullmatch(r"[\d.,\s]+(k|grand)", t):
        return words(t)
    t = re.sub(r"(?<=\d) (?=\d{3}\b)", "", t)          # "46 000" -> "46000"
    if re.fullmatch(r"\d{1,3}(\.\d{3})+", t):            # "3.850" -> "3850" (dot as thousands separator)
        t = t.replace(".", "")
    t = t.replace(",", "")
    m = re.fullmatch(r"([\d.]+)\s*(k|grand)?", t)
    if not m: raise ValueError("amount " + tok)
    return D(m.group(1)) * (1000 if m.group(2) else 1)


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


def super_rate(day):
    # facts §6.6, §9: 11.5% for wages paid 1 Jul 2024 - 30 Jun 2025; 12% paid from 1 Jul 2025
    if Date(2024, 7, 1) <= day <= Date(2025, 6, 30): return D("0.115")
    if day >= Date(2025, 7, 1): return D("0.12")
    raise ValueError("no rate held for %s" % day)


def deposit_rate(state, price, offsite=None):
    if state == "NSW": return D("0.10")
    if state in ("VIC", "QLD"):
        if state == "QLD" and offsite is not None and offsite > 50: return D("0.20")
        return D("0.10") if price < 20000 else D("0.05")
    if state == "WA":
        assert D(7500) <= price <= D(500000)
        return D("0.065")
    raise ValueError(state)


TODAY = Date(2026, 11, 28)

# id: (op, tokens, extra)
SPEC = {
    "h25-103": ("gst_in", ["3.850"], {}),
    "h25-104": ("gst_add", ["6 500"], {}),
    "h25-105": ("ex_gst", ["twelve thousand one hundred"], {}),
    "h25-106": ("gst_on", ["$ 2 345"], {}),
    "h25-107": ("split", ["990AUD"], {}),
    "h25-108": ("super", ["1.150"], {}),
    "h25-109": ("super", ["1,300", "980"], {}),
    "h25-110": ("super", ["4.600"], {}),
    "h25-111": ("deposit", ["38500AUD"], {"state": "NSW"}),
    "h25-112": ("deposit", ["14.000"], {"state": "VIC"}),
    "h25-113": ("deposit", ["$ 46 000"], {"state": "VIC"}),
    "h25-114": ("deposit", ["11 900"], {"state": "QLD"}),
    "h25-115": ("deposit", ["85k"], {"state": "QLD", "offsite": "70%"}),
    "h25-116": ("deposit", ["$ 20 000"], {"state": "QLD"}),
    "h25-117": ("deposit", ["16.800"], {"state": "WA"}),
    "h25-118": ("thr", ["4.600"], {"limit": 5000, "cmp": ">", "basis": "incl"}),
    "h25-119": ("thr", ["3 200", "2 100"], {"limit": 5000, "cmp": ">", "basis": "both"}),
    "h25-120": ("thr", ["4 800", "5 900"], {"limit": 10000, "cmp": ">", "basis": "both"}),
    "h25-121": ("thr", ["350", "300"], {"limit": 750, "cmp": ">", "basis": "both"}),
    "h25-122": ("thr", ["12 400", "4 100"], {"limit": 16000, "cmp": ">", "basis": "both"}),
    "h25-123": ("thr", ["2.900"], {"limit": 3300, "cmp": ">", "basis": "incl"}),
    "h25-124": ("thr", ["1 900", "1 600"], {"limit": 3300, "cmp": ">", "basis": "both"}),
    "h25-125": ("thr", ["13 000", "8 500"], {"limit": 20000, "cmp": ">", "basis": "both"}),
    "h25-126": ("thr", ["7.200", "5.300"], {"limit": 12000, "cmp": ">=", "basis": "both"}),
    "h25-127": ("thr", ["10 000", "7 000"], {"limit": 20000, "cmp": ">=", "basis": "both"}),
    "h25-128": ("thr", ["6 500", "4 000"], {"limit": 12000, "cmp": ">", "basis": "both"}),
    "h25-129": ("thr", ["8 000", "5 500"], {"limit": 12000, "cmp": ">=", "basis": "both"}),
    "h25-130": ("thr", ["51 000", "26 500"], {"limit": 75000, "cmp": ">=", "basis": "asis"}),
    "h25-131": ("withhold", ["3.400"], {}),
    "h25-132": ("wh_exempt", ["70"], {}),
    "h25-133": ("abn", ["19 919 562 606"], {}),
    "h25-134": ("abn", ["82547781237"], {}),
    "h25-135": ("abn", ["92 984 693 142"], {}),
    "h25-136": ("abn", ["61525086195"], {}),
}


def cmp(x, op, lim):
    return x > lim if op == ">" else x >= lim


def check(i, spec):
    d = Q[i]
    op, toks, ex = spec
    qtext = d["q"]
    for t in toks:
        if t not in qtext: return "token %r not in question" % t
    if d["kind"] != "tool": return "not a tool item"
    figs = d["figures"]
    if op == "abn":
        exp = "valid" if abn_ok(toks[0]) else "invalid"
        return None if figs == [exp] else "abn expected %s" % exp
    vals = [amt(t) for t in toks]
    tot = sum(vals)
    if op == "gst_in": exp = [money(tot / 11), pct(GST)]
    elif op == "gst_add": exp = [money(tot * (1 + GST)), pct(GST)]
    elif op == "ex_gst": exp = [money(tot / (1 + GST)), pct(GST)]
    elif op == "gst_on": exp = [money(tot * GST), pct(GST)]
    elif op == "split":
        g = (tot / 11).quantize(D("0.01"), ROUND_HALF_UP)
        exp = [money(g), money(tot - g), pct(GST)]
    elif op == "super":
        day = Date.fromisoformat(d["date"]) if "date" in d else TODAY
        r = super_rate(day)
        exp = [money(tot * r), pct(r)]
    elif op == "deposit":
        off = None
        if "offsite" in ex:
            if ex["offsite"] not in qtext: return "offsite token missing"
            off = D(ex["offsite"].rstrip("%"))
        r = deposit_rate(ex["state"], tot, off)
        exp = [money(tot * r), pct(r)]
    elif op == "withhold": exp = [money(tot * WH), pct(WH)]
    elif op == "wh_exempt":
        if not tot <= 75: return "amount over $75"
        exp = ["$75"]
        if d.get("verdict") != "no": return "verdict should be no"
    elif op == "thr":
        lim, c, basis = D(ex["limit"]), ex["cmp"], ex["basis"]
        if basis == "incl":
            if not re.search(r"\+\s*gst|plus gst", qtext.lower()): return "incl basis but no '+ GST' in question"
            shown = tot * (1 + GST)
            yes = cmp(shown, c, lim)
        elif basis == "both":
            shown = tot
            yes = cmp(tot, c, lim)
            if yes != cmp(tot * (1 + GST), c, lim): return "as-written and x1.1 totals on different sides"
        else:
            shown, yes = tot, cmp(tot, c, lim)
        exp = [money(shown), money(lim)]
        if d.get("verdict") != ("yes" if yes else "no"): return "verdict should be %s" % ("yes" if yes else "no")
    else:
        return "unknown op"
    return None if figs == exp else "figures %s expected %s" % (figs, exp)


bad = 0
tools = {i for i, d in Q.items() if d["kind"] == "tool"}
for i in sorted(tools | set(SPEC)):
    if i not in SPEC: err = "tool item without spec"
    elif i not in tools: err = "spec for a non-tool item"
    else: err = check(i, SPEC[i])
    print(i, "ok" if err is None else "BAD " + err, "|", Q[i]["q"][:70], "->", Q[i].get("figures"), Q[i].get("verdict", ""))
    bad += err is not None
print("bad", bad)
