#!/usr/bin/env python3
"""blind-d22: recompute every tool item from the amounts as written in its question (Python Decimal).
Spec per item text key: amount tokens exactly as written (each must occur in the question; parsed with k/grand/words),
op and, for thresholds, limit/comparison/basis. "incl" = "+ gst" amount grossed up x1.1 (rule stated incl GST);
"asis" = taken as written; "both" = as-written and x1.1 totals must land on the same side. Checks figures[0],
the rate/limit figure, the verdict and ABN check digits, and that every tool item has a spec. Prints "bad N"."""
import json, os, re
from decimal import Decimal as D, ROUND_HALF_UP
HERE = os.path.dirname(os.path.abspath(__file__))
Q = json.load(open(os.path.join(HERE, "questions.json")))
ONES = {w: i for i, w in enumerate("zero one two three four five six seven eight nine ten eleven twelve thirteen "
        "fourteen fifteen sixteen seventeen eighteen nineteen".split())}
TENS = {w: 10 * (i + 2) for i, w in enumerate("twenty thirty forty fifty sixty seventy eighty ninety".split())}
def amount(t):
    t = t.lower().strip()
    if re.fullmatch(r"[\d,]+(\.\d+)?k", t): return D(t[:-1].replace(",", "")) * 1000
    if re.fullmatch(r"[\d,]+(\.\d+)?", t): return D(t.replace(",", ""))
    total, cur = D(0), D(0)
    for w in t.replace("-", " ").split():
        if w in ONES: cur += ONES[w]
        elif w in TENS: cur += TENS[w]
        elif w == "hundred": cur *= 100
        elif w in ("thousand", "grand"): total += cur * 1000; cur = D(0)
        elif w == "and": pass
        else: raise ValueError(w)
    return total + cur
def money(x):
    x = D(x).quantize(D("0.01"), ROUND_HALF_UP)
    s = f"${x:,.2f}"
    return s[:-3] if s.endswith(".00") else s
def abn_ok(s):
    d = [int(c) for c in re.sub(r"\D", "", s)]
    if len(d) != 11: return False
    d[0] -= 1
    return sum(a * b for a, b in zip(d, [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19])) % 89 == 0
# key (start of question): (op, tokens, extra)
S = {
 "quotin 4,500 + gst":            ("thr", ["4,500"], dict(lim=5000, cmp=">", basis="incl")),
 "tilin job in wagga":            ("thr", ["four thousand six hundred"], dict(lim=5000, cmp=">", basis="incl")),
 "nsw job, contract is sixty":    ("rate", ["sixty two grand"], dict(rate="10")),
 "vic plumber, 450 labour":       ("thr", ["450", "400"], dict(lim=750, cmp=">", basis="asis")),
 "6k plastering and 5.5k":        ("thr", ["6k", "5.5k"], dict(lim=10000, cmp=">", basis="both")),
 "45k reno on the mornington":        ("rate", ["45k"], dict(rate="5", tier=("VIC", 20000))),
 "qld deck, 2,600 labour":        ("thr", ["2,600", "900"], dict(lim=3300, cmp=">", basis="asis")),
 "paint job in townsville":       ("thr", ["3,100"], dict(lim=3300, cmp=">", basis="incl")),
 "modular granny flat in qld":    ("rate", ["80k"], dict(rate="20")),
 "40k home build contract":       ("rate", ["40k"], dict(rate="6.5")),
 "wa patio 14k plus 7.5k":        ("thr", ["14k", "7.5k"], dict(lim=20000, cmp=">", basis="both")),
 "twelve thousand five hundred":  ("thr", ["twelve thousand five hundred"], dict(lim=12000, cmp=">=", basis="both")),
 "tas, 15k kitchen plus 2k":      ("thr", ["15k", "2k"], dict(lim=20000, cmp=">=", basis="both")),
 "act alteration, 8k plus 5k":    ("thr", ["8k", "5k"], dict(lim=12000, cmp=">=", basis="both")),
 "nt house extension, 8k slab":   ("thr", ["8k", "5k"], dict(lim=12000, cmp=">", basis="both")),
 "invoice says 2,750":            ("gst_out", ["2,750"], {}),
 "quotin 8,400 ex gst":           ("gst_add", ["8,400"], {}),
 "apprentice on 780":             ("rate", ["780"], dict(rate="12")),
 "back in june 2025":             ("rate", ["2,100"], dict(rate="11.5")),
 "last july paid my labourer":    ("rate", ["3,000"], dict(rate="12")),
 "subbie wont give me his abn":   ("rate", ["1,800"], dict(rate="47")),
 "bloke sold me 70 bucks":        ("thr", ["70"], dict(lim=75, cmp="<=", basis="asis", verdict_if_true="no")),
 "takin about 6,500 a month":     ("year", ["6,500"], dict(lim=75000)),
 "only doin about 6,100 a month": ("year", ["6,100"], dict(lim=75000)),
 "new subbie gave me abn":        ("abn", ["87 033 630 956"], {}),
 "is 47445874225":                ("abn", ["47445874225"], {}),
 "supplier invoice has abn":      ("abn", ["55458694308"], {}),
}
bad = 0; seen = set()
for d in Q:
    if d["kind"] != "tool": continue
    keys = [k for k in S if d["q"].startswith(k)]
    if len(keys) != 1: print("NO SPEC", d["id"], d["q"]); bad += 1; continue
    k = keys[0]; seen.add(k); op, toks, x = S[k]; f = d.get("figures", []); v = d.get("verdict"); errs = []
    for t in toks:
        if t not in d["q"]: errs.append(f"token {t!r} not in question")
    if op == "abn":
        want = "valid" if abn_ok(toks[0]) else "invalid"
        if f[:1] != [want]: errs.append(f"abn {want} != {f}")
    else:
        vals = [amount(t) for t in toks]; tot = sum(vals)
        if op == "gst_out": got, ref = tot / 11, "10%"
        elif op == "gst_add": got, ref = tot * D("1.1"), "10%"
        elif op == "rate":
            r = D(x["rate"])
            if "tier" in x and not tot >= x["tier"][1]: errs.append("tier wrong")
            got, ref = tot * r / 100, x["rate"] + "%"
        elif op == "year":
            got, ref = tot * 12, money(x["lim"])
            want = "yes" if got >= x["lim"] else "no"
            if v != want: errs.append(f"verdict {v} != {want}")
        elif op == "thr":
            cmp = {">": lambda a, b: a > b, ">=": lambda a, b: a >= b, "<=": lambda a, b: a <= b}[x["cmp"]]
            asis, incl = cmp(tot, x["lim"]), cmp(tot * D("1.1"), x["lim"])
            if x["basis"] == "incl": hit, got = incl, tot * D("1.1")
            elif x["basis"] == "asis": hit, got = asis, tot
            else:
                if asis != incl: errs.append("as-written and x1.1 land on different sides")
                hit, got = asis, tot
            ref = money(x["lim"])
            want = ("no" if hit else "yes") if x.get("verdict_if_true") == "no" else ("yes" if hit else "no")
            if v != want: errs.append(f"verdict {v} != {want}")
            if x.get("verdict_if_true") == "no": got = None
        if got is not None and f[0] != money(got): errs.append(f"figure {f[0]} != {money(got)}")
        if ref not in f: errs.append(f"ref {ref} not in {f}")
    print(d["id"], "OK" if not errs else "BAD " + "; ".join(errs), "|", d["q"][:60])
    bad += bool(errs)
for k in S:
    if k not in seen: print("unused spec", k); bad += 1
print("bad", bad)
