#!/usr/bin/env python3
"""Recompute every tool item of development set d20 from the amounts as written in its question (Python Decimal).
Own spec table (blind-d20): each spec names its amount tokens exactly as written (the check fails if a token is not
in the question text); amounts parse k / grand / commas. Ops: pct (amount x rate), cap (deposit cap vs an asked
amount), thresh (sum of tokens vs a limit; basis "incl" = x1.1 for "+ gst" amounts where facts.md states the rule
incl GST, "asis" = as written, "both" = as-written and x1.1 totals must land on the same side), gst_in (1/11),
gst_add (x1.1), mul (product vs limit), abn (modulus 89). Checks figures[0], the rate/limit figure, the verdict and
coverage of every tool item. Prints each item and "bad N" (must be 0)."""
import json, os, re
from decimal import Decimal as D, ROUND_HALF_UP
HERE = os.path.dirname(os.path.abspath(__file__))
Q = {d["id"]: d for d in json.load(open(os.path.join(HERE, "questions.json")))}

def amt(tok):
    t = tok.lower().replace("$", "").replace(",", "").strip()
    m = re.fullmatch(r"([\d.]+)\s*(k|grand)?", t)
    v = D(m.group(1))
    return v * 1000 if m.group(2) else v

def money(v):
    v = v.quantize(D("0.01"), ROUND_HALF_UP)
    s = "{:,.2f}".format(v)
    return "$" + (s[:-3] if s.endswith(".00") else s)

def gt(a, b): return a > b
def ge(a, b): return a >= b

SPEC = {
 "d20-113": ("pct", ["30 grand"], D("0.10"), "10%"),
 "d20-114": ("cap", ["42k", "5 grand"], D("0.10"), "10%"),
 "d20-115": ("thresh", ["4,700"], "incl", D(5000), gt, "$5,000"),
 "d20-116": ("pct", ["40k"], D("0.05"), "5%"),
 "d20-117": ("thresh", ["6k", "5.5k"], "both", D(10000), gt, "$10,000"),
 "d20-118": ("thresh", ["450", "380"], "both", D(750), gt, "$750"),
 "d20-119": ("pct", ["25k"], D("0.05"), "5%"),
 "d20-120": ("pct", ["80k"], D("0.20"), "20%"),
 "d20-121": ("thresh", ["3,100"], "incl", D(3300), gt, "$3,300"),
 "d20-122": ("pct", ["60k"], D("0.065"), "6.5%"),
 "d20-123": ("thresh", ["5k", "3k"], "both", D(7500), ge, "$7,500"),
 "d20-124": ("thresh", ["7k", "6k"], "both", D(12000), ge, "$12,000"),
 "d20-125": ("pct", ["1,850"], D("0.12"), "12%"),
 "d20-126": ("pct", ["2 grand"], D("0.12"), "12%"),
 "d20-127": ("gst_in", ["9,350"], None, "10%"),
 "d20-128": ("gst_add", ["12.5k"], None, "10%"),
 "d20-129": ("pct", ["2,400"], D("0.47"), "47%"),
 "d20-130": ("thresh", ["70"], "asis", D(75), gt, "$75"),
 "d20-131": ("mul", ["6.5k", "12"], "asis", D(75000), ge, "$75,000"),
 "d20-132": ("thresh", ["850"], "incl", D(1000), ge, "$1,000"),
 "d20-133": ("abn", ["76 992 777 568"]),
 "d20-134": ("abn", ["39291733639"]),
 "d20-135": ("abn", ["17 277 127 980"]),
}

def abn_ok(s):
    d = [int(c) for c in re.sub(r"\s", "", s)]
    if len(d) != 11: return False
    d[0] -= 1
    return sum(a * b for a, b in zip([10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19], d)) % 89 == 0

bad = 0
tools = [i for i, d in Q.items() if d["kind"] == "tool"]
for i in tools:
    if i not in SPEC:
        print(i, "NO SPEC"); bad += 1
for i, sp in SPEC.items():
    d = Q[i]; q = d["q"]; f = d.get("figures", []); err = []
    for tok in sp[1]:
        if tok not in q: err.append("token %r not in question" % tok)
    op = sp[0]
    if op == "abn":
        want = "valid" if abn_ok(sp[1][0]) else "invalid"
        if f != [want]: err.append("abn %s != %s" % (f, want))
        got = want
    elif op == "pct":
        got = money(amt(sp[1][0]) * sp[2])
        if f[:2] != [got, sp[3]]: err.append("figures %s != %s" % (f, [got, sp[3]]))
    elif op == "cap":
        cap = amt(sp[1][0]) * sp[2]; got = money(cap)
        v = "yes" if amt(sp[1][1]) <= cap else "no"
        if f[:2] != [got, sp[3]] or d.get("verdict") != v: err.append("cap %s %s / %s %s" % (f, d.get("verdict"), got, v))
    elif op in ("thresh", "mul"):
        vals = [amt(t) for t in sp[1]]
        tot = vals[0] * vals[1] if op == "mul" else sum(vals)
        basis, lim, cmp, limfig = sp[2], sp[3], sp[4], sp[5]
        if basis == "incl": tot = tot * D("1.1")
        if basis == "both" and cmp(tot, lim) != cmp(tot * D("1.1"), lim): err.append("both: sides differ")
        crossed = cmp(tot, lim); got = money(tot)
        want_f = [got, limfig] if i != "d20-130" else [limfig]
        v = "yes" if crossed else "no"
        if f != want_f or d.get("verdict") != v: err.append("thresh %s %s / %s %s" % (f, d.get("verdict"), want_f, v))
    elif op == "gst_in":
        got = money(amt(sp[1][0]) / 11)
        if f[:2] != [got, sp[3]]: err.append("gst_in %s != %s" % (f, got))
    elif op == "gst_add":
        got = money(amt(sp[1][0]) * D("1.1"))
        if f[:2] != [got, sp[3]]: err.append("gst_add %s != %s" % (f, got))
    bad += bool(err)
    print(i, "OK " if not err else "BAD", got, "|", q[:70], "|", "; ".join(err))
print("bad", bad)
