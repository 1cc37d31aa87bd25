#!/usr/bin/env python3
"""Recompute every tool item of development set 24 from the amounts as written in its question (Python Decimal).
Own spec table (blind-d24): each spec names its amount tokens exactly as written (the check fails if a token is not in
the question text), the operation and its rate or limit. Threshold bases: "incl" = a "plus gst" amount grossed up x1.1
(facts.md states the rule incl GST), "asis" = taken as written, "both" = the as-written and the x1.1 totals must land on
the same side of the limit. Checks figures[0] (and [1] where two values are computed), the rate/limit figure, the verdict,
ABN check digits and that every tool item has a spec. Prints each item and "bad N" (must be 0)."""
import json, os, re
from decimal import Decimal as D, ROUND_HALF_UP

HERE = os.path.dirname(os.path.abspath(__file__))
Q = {d["id"]: d for d in json.load(open(os.path.join(HERE, "questions.json"), encoding="utf-8"))}

ONES = {w: i for i, w in enumerate("zero one two three four five six seven eight nine ten eleven twelve thirteen "
                                   "fourteen fifteen sixteen seventeen eighteen nineteen".split())}
TENS = {w: 10 * (i + 2) for i, w in enumerate("twenty thirty forty fifty sixty seventy eighty ninety".split())}

def amount(tok):
    """'2,750' -> 2750; '8.4k' -> 8400; 'six hundred and eighty' -> 680; 'sixteen and a half grand' -> 16500."""
    t = tok.lower().replace("$", "").strip()
    m = re.fullmatch(r"([\d,]+(?:\.\d+)?)(k)?", t)
    if m:
        v = D(m.group(1).replace(",", ""))
        return v * 1000 if m.group(2) else v
    total, cur = D(0), D(0)
    ws = t.replace("-", " ").split()
    i = 0
    while i < len(ws):
        w = ws[i]
        if w in ONES: cur += ONES[w]
        elif w in TENS: cur += TENS[w]
        elif w == "hundred": cur *= 100
        elif w == "and" and ws[i + 1:i + 3] == ["a", "half"]: cur += D("0.5"); i += 2
        elif w in ("thousand", "grand"): total += cur * 1000; cur = D(0)
        elif w == "and": pass
        else: raise ValueError("word %r in %r" % (w, tok))
        i += 1
    return total + cur

def money(v):
    v = v.quantize(D("0.01"), ROUND_HALF_UP)
    s = "{:,.2f}".format(v)
    return "$" + (s[:-3] if s.endswith(".00") else s)

def abn_ok(s):
    d = [int(c) for c in re.sub(r"\s", "", s)]
    if len(d) != 11: return False
    d[0] -= 1
    return sum(a * b for a, b in zip([10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19], d)) % 89 == 0

# id: (op, [amount tokens as written], param, rate/limit figure, basis for thresholds)
SPEC = {
    "d24-081": ("pct", ["six hundred and eighty"], D("0.12"), "12%"),
    "d24-082": ("pct", ["1.2k", "950"], D("0.12"), "12%"),
    "d24-083": ("pct", ["2,400"], D("0.115"), "11.5%"),
    "d24-084": ("pct", ["68k"], D("0.12"), "12%"),
    "d24-085": ("gst_out", ["2,750"], None, "10%"),
    "d24-086": ("gst_add", ["8.4k"], None, "10%"),
    "d24-087": ("gst_add2", ["3,150", "4,200"], None, "10%"),
    "d24-088": ("gst_out", ["sixteen and a half grand"], None, "10%"),
    "d24-089": ("pct", ["36.5k"], D("0.10"), "10%"),
    "d24-090": ("pct", ["25k"], D("0.05"), "5%"),
    "d24-091": ("pct", ["55k"], D("0.05"), "5%"),
    "d24-092": ("pct", ["120k"], D("0.065"), "6.5%"),
    "d24-093": ("pct", ["90k"], D("0.20"), "20%"),
    "d24-094": ("over", ["2.8k", "2.6k"], D(5000), "$5,000", "both"),
    "d24-095": ("over", ["3,100"], D(3300), "$3,300", "incl"),
    "d24-096": ("over", ["5.2k", "3.5k"], D(10000), "$10,000", "both"),
    "d24-097": ("over", ["15k", "2.5k"], D(16000), "$16,000", "both"),
    "d24-098": ("atleast_x12", ["5.5k"], D(75000), "$75,000", "asis"),
    "d24-099": ("atleast", ["7.5k", "4.8k"], D(12000), "$12,000", "both"),
    "d24-100": ("pct", ["3,600"], D("0.47"), "47%"),
    "d24-101": ("pct", ["1,800", "450"], D("0.47"), "47%"),
    "d24-102": ("abn", ["18 920 185 400"]),
    "d24-103": ("abn", ["51668500442"]),
    "d24-104": ("abn", ["13 749 770 747"]),
    "d24-105": ("abn", ["91901535335"]),
}

bad = 0
tools = [i for i, d in Q.items() if d["kind"] == "tool"]
for i in tools:
    d = Q[i]
    errs = []
    if i not in SPEC:
        print(i, "NO SPEC"); bad += 1; continue
    sp = SPEC[i]; op, toks = sp[0], sp[1]
    for t in toks:
        if t.lower() not in d["q"].lower(): errs.append("token %r not in question" % t)
    figs = d["figures"]
    if op == "abn":
        exp = "valid" if abn_ok(toks[0]) else "invalid"
        if figs != [exp]: errs.append("abn %s expected %s" % (toks[0], exp))
        got = exp
    else:
        total = sum(amount(t) for t in toks)
        if op == "pct":
            got = [money(total * sp[2]), sp[3]]
        elif op == "gst_out":
            got = [money(total / 11), sp[3]]
        elif op == "gst_add":
            got = [money(total * D("1.1")), sp[3]]
        elif op == "gst_add2":
            got = [money(total * D("0.1")), money(total * D("1.1")), sp[3]]
        else:
            limit, basis = sp[2], sp[4]
            if op == "atleast_x12":
                total = total * 12
            cmp = (lambda v: v >= limit) if op.startswith("atleast") else (lambda v: v > limit)
            if basis == "incl":
                shown = total * D("1.1"); verdict = cmp(shown)
            elif basis == "asis":
                shown = total; verdict = cmp(shown)
            else:
                shown = total; verdict = cmp(total)
                if cmp(total * D("1.1")) != verdict: errs.append("GST basis changes the verdict")
            got = [money(shown), sp[3]]
            exp_v = "yes" if verdict else "no"
            if d.get("verdict") != exp_v: errs.append("verdict %s expected %s" % (d.get("verdict"), exp_v))
        if figs != got: errs.append("figures %s expected %s" % (figs, got))
    print(i, "OK " if not errs else "BAD", d["q"][:70], "->", got, "; ".join(errs))
    bad += bool(errs)
extra = set(SPEC) - set(tools)
if extra: print("specs without a tool item:", sorted(extra)); bad += len(extra)
print("tool items:", len(tools))
print("bad", bad)
