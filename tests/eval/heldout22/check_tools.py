#!/usr/bin/env python3
"""Recompute every tool item of held-out set 22 from the amounts as written in its question (Python Decimal).
Own spec table (blind-h22): each spec names its amount tokens exactly as written (the check fails if a token is
not in the question text), the operation and, for thresholds, the rule's limit, comparison and GST basis:
"incl" = a "+ gst" amount grossed up x1.1 (the rule's value counts GST), "asis" = taken as written,
"both" = the as-written and the x1.1 totals must land on the same side of the limit.
Checks figures[0] (computed value), the rate/limit figure, the verdict, ABN check digits and that every tool item
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
        if w in ONES: cur += ONES[w]
        elif w in TENS: cur += TENS[w]
        elif w == "hundred": cur *= 100
        elif w in ("thousand", "grand"): total += (cur or D(1)) * 1000; cur = D(0)
        elif w in ("and", "bucks", "buck"): continue
        else: raise ValueError("word " + w)
    return total + cur

def amt(tok):
    t = tok.lower().replace("$", "").replace(",", "").strip()
    m = re.fullmatch(r"([\d.]+)\s*(k|grand|bucks?)?", t)
    if m:
        return D(m.group(1)) * (1000 if m.group(2) in ("k", "grand") else 1)
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

GST, SUPER, SUPER_2425, WH = D("0.10"), D("0.12"), D("0.115"), D("0.47")
def dep(state, price, offsite=False):
    if state == "NSW": return D("0.10")
    if state in ("VIC", "QLD"):
        if state == "QLD" and offsite: return D("0.20")
        return D("0.10") if price < 20000 else D("0.05")
    if state == "WA":
        assert D(7500) <= price <= D(500000), "WA 6.5% only for $7,500-$500,000"
        return D("0.065")
    raise ValueError(state)

CMP = {">": lambda a, b: a > b, ">=": lambda a, b: a >= b}

# id: (op, [amount tokens as written], extra)
SPEC = {
 "h22-096": ("gst_in", ["3,300"], {}),
 "h22-097": ("gst_add", ["12.5k"], {}),
 "h22-098": ("ex_gst", ["$2,035"], {}),
 "h22-099": ("gst_add", ["880"], {}),
 "h22-100": ("super", ["780"], {}),
 "h22-101": ("super", ["1,950"], {}),
 "h22-102": ("super", ["2,300", "1,850"], {}),
 "h22-103": ("super", ["68k"], {}),
 "h22-104": ("super", ["5,400"], {"rate": SUPER_2425}),
 "h22-105": ("super", ["3 grand"], {}),
 "h22-106": ("deposit", ["27,500"], {"state": "NSW"}),
 "h22-107": ("deposit", ["17,500"], {"state": "VIC"}),
 "h22-108": ("deposit", ["45k"], {"state": "VIC"}),
 "h22-109": ("deposit", ["19,990"], {"state": "QLD"}),
 "h22-110": ("deposit", ["32k"], {"state": "QLD", "offsite": True, "check": ["60%"]}),
 "h22-111": ("deposit", ["14,200"], {"state": "WA"}),
 "h22-112": ("deposit", ["250k"], {"state": "WA"}),
 "h22-113": ("thr", ["4,600"], {"limit": 5000, "cmp": ">", "basis": "incl", "gst_word": "+ gst"}),
 "h22-114": ("thr", ["6k", "15k"], {"limit": 20000, "cmp": ">", "basis": "both"}),
 "h22-115": ("thr", ["2.8k", "2.5k"], {"limit": 5000, "cmp": ">", "basis": "both"}),
 "h22-116": ("thr", ["3,800", "4,500"], {"limit": 10000, "cmp": ">", "basis": "both"}),
 "h22-117": ("thr", ["620"], {"limit": 750, "cmp": ">", "basis": "incl", "gst_word": "+ gst"}),
 "h22-118": ("thr", ["3,100"], {"limit": 3300, "cmp": ">", "basis": "incl", "gst_word": "+ gst"}),
 "h22-119": ("thr", ["1,800", "1,700"], {"limit": 3300, "cmp": ">", "basis": "both"}),
 "h22-120": ("thr", ["11k", "10.5k"], {"limit": 20000, "cmp": ">", "basis": "both"}),
 "h22-121": ("thr", ["8k", "4.5k"], {"limit": 12000, "cmp": ">=", "basis": "both"}),
 "h22-122": ("thr", ["13k", "8,500"], {"limit": 20000, "cmp": ">=", "basis": "both"}),
 "h22-123": ("thr", ["5k", "4,500"], {"limit": 12000, "cmp": ">=", "basis": "both"}),
 "h22-124": ("thr", ["10k", "4k"], {"limit": 12000, "cmp": ">", "basis": "both"}),
 "h22-125": ("thr", ["48k", "30k"], {"limit": 75000, "cmp": ">=", "basis": "asis"}),
 "h22-126": ("withhold", ["3,600"], {}),
 "h22-127": ("withhold", ["1,150"], {}),
 "h22-128": ("abn", ["87 033 630 956"], {}),
 "h22-129": ("abn", ["41061690883"], {}),
 "h22-130": ("abn", ["47 445 874 225"], {}),
 "h22-131": ("abn", ["55486594308"], {}),
}

bad = 0
def fail(i, why):
    global bad
    bad += 1
    print("BAD", i, why)

tool_ids = [i for i, d in Q.items() if d["kind"] == "tool"]
for i in tool_ids:
    if i not in SPEC: fail(i, "no spec")
for i, (op, toks, ex) in SPEC.items():
    d = Q.get(i)
    if d is None or d["kind"] != "tool":
        fail(i, "not a tool item"); continue
    before = bad
    q = d["q"].lower()
    for t in toks + ex.get("check", []) + ([ex["gst_word"]] if "gst_word" in ex else []):
        if t.lower() not in q: fail(i, "token %r not in question" % t)
    figs = d.get("figures", [])
    vals = [amt(t) for t in toks] if op != "abn" else []
    total = sum(vals) if vals else None
    want, extra_fig, verdict = None, None, None
    if op == "gst_in":
        want, extra_fig = money(total / 11), pct(GST)
    elif op == "gst_add":
        want, extra_fig = money(total * (1 + GST)), pct(GST)
    elif op == "ex_gst":
        want, extra_fig = money(total / (1 + GST)), pct(GST)
    elif op == "super":
        r = ex.get("rate", SUPER)
        want, extra_fig = money(total * r), pct(r)
    elif op == "deposit":
        r = dep(ex["state"], total, ex.get("offsite", False))
        want, extra_fig = money(total * r), pct(r)
        if d["state"] != ex["state"]: fail(i, "state")
    elif op == "withhold":
        if total <= 75: fail(i, "withholding exception ($75 or less ex GST)")
        want, extra_fig = money(total * WH), pct(WH)
    elif op == "thr":
        lim, c, basis = D(ex["limit"]), CMP[ex["cmp"]], ex["basis"]
        if basis == "incl":
            v = total * (1 + GST); verdict = "yes" if c(v, lim) else "no"
        elif basis == "asis":
            v = total; verdict = "yes" if c(v, lim) else "no"
        else:
            v = total
            a, b = c(total, lim), c(total * (1 + GST), lim)
            if a != b: fail(i, "as-written and x1.1 totals land on different sides")
            verdict = "yes" if a else "no"
        want, extra_fig = money(v), money(lim)
    elif op == "abn":
        want = "valid" if abn_ok(toks[0]) else "invalid"
    if not figs or figs[0] != want: fail(i, "figures[0] %r != %r" % (figs[:1], want))
    if extra_fig and extra_fig not in figs: fail(i, "missing %r in %r" % (extra_fig, figs))
    if verdict is not None and d.get("verdict") != verdict: fail(i, "verdict %r != %r" % (d.get("verdict"), verdict))
    if op != "thr" and "verdict" in d: fail(i, "unexpected verdict")
    print(i, op, d["state"], figs, d.get("verdict", ""), "ok" if bad == before else "BAD")
print("tool items", len(tool_ids), "specs", len(SPEC))
print("bad", bad)
