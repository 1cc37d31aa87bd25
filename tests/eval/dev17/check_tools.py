#!/usr/bin/env python3
"""Re-check every tool item of dev set 17 from the amounts as written in its question (Python Decimal).
Spec per item: amount tokens exactly as written (each must occur in the question text, amounts in words are parsed),
the operation and, for thresholds, the comparison and GST basis: "incl" = "+ gst" grossed up x1.1 (facts.md states an
incl-GST threshold), "asis" = taken as written, "both" = as written and x1.1 must land on the same side.
Also checks figures[0] / figures[1] / verdict against the recomputation, and that every tool item has a spec.
Prints each item and "bad N" (must be 0). Written by blind-d17 with its own table and parser."""
import json, os, re
from decimal import Decimal as D, ROUND_HALF_UP

HERE = os.path.dirname(os.path.abspath(__file__))
ITEMS = json.load(open(os.path.join(HERE, "questions.json")))
Q = {d["id"]: d for d in ITEMS}

ONES = {w: i for i, w in enumerate(
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen "
    "seventeen eighteen nineteen".split())}
TENS = {w: 10 * i for i, w in enumerate("_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()) if i >= 2}

def from_words(text):
    total, cur = D(0), D(0)
    for w in text.lower().replace("-", " ").split():
        if w in ONES: cur += ONES[w]
        elif w in TENS: cur += TENS[w]
        elif w == "hundred": cur *= 100
        elif w in ("thousand", "grand", "k"): total += cur * 1000; cur = D(0)
        elif w == "half": cur += D("0.5")
        elif w in ("and", "a"): continue
        else: raise ValueError("word? " + w)
    return total + cur

def amount(tok):
    t = tok.lower().replace("$", "").replace(",", "").strip()
    m = re.fullmatch(r"(\d+(?:\.\d+)?)\s*(k|grand)?", t)
    if m:
        return D(m.group(1)) * (1000 if m.group(2) else 1)
    return from_words(t)

def money(x):
    x = D(x).quantize(D("0.01"), ROUND_HALF_UP)
    if x == x.to_integral():
        return "${:,}".format(int(x))
    return "${:,.2f}".format(x)

def pct(r):
    s = format(D(r) * 100, "f").rstrip("0").rstrip(".")
    return s + "%"

W = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19]
def abn_ok(s):
    d = [int(c) for c in re.sub(r"\D", "", s)]
    if len(d) != 11: return False
    d[0] -= 1
    return sum(a * b for a, b in zip(d, W)) % 89 == 0

def deposit_rate(state, price):
    if state == "NSW": return D("0.10")
    if state in ("VIC", "QLD"): return D("0.10") if price < 20000 else D("0.05")
    if state == "WA":
        assert D(7500) <= price <= D(500000)
        return D("0.065")
    raise ValueError(state)

# id: (op, [tokens], extra)
SPEC = {
    "d17-011": ("deposit", ["thirty eight and a half grand"], None),
    "d17-012": ("thr", ["4,800", "900"], (">", 5000, "both")),
    "d17-013": ("thr", ["4,700"], (">", 5000, "incl")),
    "d17-027": ("deposit", ["twenty six grand"], None),
    "d17-028": ("thr", ["6k", "4.5k"], (">", 10000, "both")),
    "d17-029": ("thr", ["200", "600"], (">", 750, "asis")),
    "d17-043": ("deposit", ["fourteen and a half grand"], None),
    "d17-044": ("deposit", ["45k"], None),
    "d17-045": ("thr", ["$3,000"], (">", 3300, "incl")),
    "d17-058": ("deposit", ["84,000"], None),
    "d17-059": ("thr", ["14k", "7.5k"], (">", 20000, "both")),
    "d17-073": ("thr", ["5,200", "7,300"], (">=", 12000, "both")),
    "d17-084": ("thr", ["12k", "9k"], (">=", 20000, "both")),
    "d17-095": ("thr", ["8k", "5k"], (">=", 12000, "both")),
    "d17-107": ("thr", ["7k", "six and a half grand"], (">", 12000, "both")),
    "d17-122": ("gst_in", ["4,356"], None),
    "d17-123": ("gst_add", ["nine thousand two hundred"], None),
    "d17-124": ("gst_ex", ["2,145"], None),
    "d17-125": ("gst_add", ["1,275.50"], None),
    "d17-126": ("rate", ["640"], D("0.12")),
    "d17-127": ("rate", ["two thousand three hundred"], D("0.12")),
    "d17-128": ("rate", ["1,850"], D("0.11")),
    "d17-129": ("rate", ["2,400"], D("0.47")),
    "d17-130": ("rate", ["900"], D("0.49")),
    "d17-131": ("floor", ["70"], 75),
    "d17-132": ("floor", ["300"], 350),
    "d17-133": ("abn", ["38 900 441 151"], None),
    "d17-134": ("abn", ["15981335974"], None),
    "d17-135": ("abn", ["38 900 441 152"], None),
    "d17-136": ("abn", ["15981353974"], None),
}

bad = 0
tools = [d for d in ITEMS if d["kind"] == "tool"]
for d in tools:
    sid = d["id"]
    if sid not in SPEC:
        print(sid, "NO SPEC"); bad += 1; continue
    op, toks, extra = SPEC[sid]
    errs = []
    for t in toks:
        if t.lower() not in d["q"].lower():
            errs.append("token not in question: " + t)
    amts = [] if op == "abn" else [amount(t) for t in toks]
    fig = d.get("figures", [])
    want, verdict = [], None
    if op == "gst_in":   want = [money(amts[0] / 11), "10%"]
    elif op == "gst_add": want = [money(amts[0] * D("1.1")), "10%"]
    elif op == "gst_ex":  want = [money(amts[0] / D("1.1")), "10%"]
    elif op == "rate":    want = [money(amts[0] * extra), pct(extra)]
    elif op == "deposit":
        r = deposit_rate(d["state"], amts[0]); want = [money(amts[0] * r), pct(r)]
    elif op == "floor":
        want = [money(amts[0]), money(extra)]; verdict = "no" if amts[0] <= extra else "yes"
    elif op == "abn":
        want = ["valid" if abn_ok(toks[0]) else "invalid"]
    elif op == "thr":
        cmp_, lim, basis = extra
        total = sum(amts)
        def over(x): return x > lim if cmp_ == ">" else x >= lim
        if basis == "incl":
            shown = total * D("1.1")
        else:
            shown = total
            if basis == "both" and over(total) != over(total * D("1.1")):
                errs.append("ex and incl GST land on different sides")
        want = [money(shown), money(lim)]; verdict = "yes" if over(shown) else "no"
    if fig[:len(want)] != want:
        errs.append("figures %s != %s" % (fig, want))
    if verdict is not None and d.get("verdict") != verdict:
        errs.append("verdict %s != %s" % (d.get("verdict"), verdict))
    if verdict is None and op != "abn" and d.get("verdict"):
        errs.append("unexpected verdict")
    print(sid, d["state"], op, want, verdict or "", "OK" if not errs else "BAD " + "; ".join(errs))
    bad += bool(errs)
for sid in SPEC:
    if sid not in Q or Q[sid]["kind"] != "tool":
        print(sid, "spec for a non-tool item"); bad += 1
print("tool items", len(tools))
print("bad", bad)
