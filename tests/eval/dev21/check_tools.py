#!/usr/bin/env python3
"""blind-d21: recompute every tool item from the amounts as written in its question (Python Decimal).
Each spec names its amount tokens exactly as written (fails if a token is not in the question), the operation and,
for thresholds, the limit and comparison. Checks figures[0] (computed value), the rate/limit figure, the verdict,
ABN check digits, and that every tool item has a spec. Prints each item and "bad N" (must be 0)."""
import json, os, re
from decimal import Decimal as D, ROUND_HALF_UP
HERE = os.path.dirname(os.path.abspath(__file__))
Q = {d["id"]: d for d in json.load(open(os.path.join(HERE, "questions.json")))}
ONES = {w: i for i, w in enumerate("zero one two three four five six seven eight nine ten eleven twelve".split())}
def amount(tok):
    t = tok.lower().replace(",", "").replace("$", "").strip()
    m = re.fullmatch(r"(\d+(?:\.\d+)?)\s*(k|grand)?", t)
    if m:
        return D(m.group(1)) * (1000 if m.group(2) else 1)
    w = t.split()
    if len(w) == 2 and w[0] in ONES and w[1] in ("grand", "thousand"):
        return D(ONES[w[0]] * 1000)
    raise ValueError(tok)
def money(x):
    x = D(x).quantize(D("0.01"), ROUND_HALF_UP)
    s = f"{x:,.2f}"
    return "$" + (s[:-3] if s.endswith(".00") else s)
def abn_ok(s):
    d = [int(c) for c in re.sub(r"\D", "", s)]
    if len(d) != 11: return False
    d[0] -= 1
    return sum(a * b for a, b in zip(d, [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19])) % 89 == 0
# id: (tokens, op, extra)
S = {
 "d21-015": (["4,700"], "gst_over", ("$5,000", D(5000), "gt")),          # +GST, NSW threshold stated incl GST
 "d21-016": (["4 grand", "36,500"], "deposit_cap", ("10%", D("0.10"))),    # asked amount vs cap
 "d21-024": (["4k", "7k"], "sum_over", ("$10,000", D(10000), "gt")),
 "d21-031": (["500", "400"], "sum_over", ("$750", D(750), "gt")),
 "d21-045": (["2k", "1,800"], "sum_over", ("$3,300", D(3300), "gt")),
 "d21-046": (["3,100"], "gst_over", ("$3,300", D(3300), "gt")),
 "d21-060": (["6 grand", "84k"], "deposit_cap", ("6.5%", D("0.065"))),
 "d21-127": (["2,750"], "gst_out", ("10%",)),
 "d21-128": (["3,400", "3,700"], "gst_add_check", ("10%",)),
 "d21-129": (["1,450", "170"], "super_check", ("12%", D("0.12"))),
 "d21-130": (["820", "98.40"], "super_check", ("12%", D("0.12"))),
 "d21-131": (["2 grand", "940"], "withhold_check", ("47%", D("0.47"))),
 "d21-132": (["48k", "31k"], "sum_over", ("$75,000", D(75000), "ge")),
 "d21-133": (["90 641 833 235"], "abn", ()),
 "d21-134": (["11794631168"], "abn", ()),
 "d21-135": (["59564286720"], "abn", ()),
}
bad = 0
tools = [i for i, d in Q.items() if d["kind"] == "tool"]
for i in tools:
    if i not in S:
        print(i, "NO SPEC"); bad += 1
for i, (toks, op, ex) in S.items():
    d = Q[i]; q = d["q"]; f = d.get("figures", []); v = d.get("verdict"); errs = []
    if d["kind"] != "tool": errs.append("not a tool item")
    for t in toks:
        if t not in q: errs.append(f"token {t!r} not in question")
    a = [amount(t) for t in toks] if op != "abn" else []
    if op in ("gst_over", "sum_over"):
        total = a[0] * D("1.1") if op == "gst_over" else sum(a)
        lim_s, lim, cmp = ex
        crossed = total > lim if cmp == "gt" else total >= lim
        want = [money(total), lim_s]; wv = "yes" if crossed else "no"
    elif op == "deposit_cap":
        rate_s, rate = ex
        cap = a[1] * rate
        want = [money(cap), rate_s]; wv = "yes" if a[0] <= cap else "no"
    elif op == "gst_out":
        want = [money(a[0] / 11), ex[0]]; wv = None
    elif op == "gst_add_check":
        tot = a[0] * D("1.1"); want = [money(tot), ex[0]]; wv = "yes" if tot == a[1] else "no"
    elif op in ("super_check", "withhold_check"):
        val = a[0] * ex[1]; want = [money(val), ex[0]]
        wv = "yes" if (a[1] >= val if op == "super_check" else a[1] == val) else "no"
    elif op == "abn":
        ok = abn_ok(toks[0]); want = ["valid" if ok else "invalid"]
        wv = v if v is None else ("yes" if ok else "no")
    if f[:len(want)] != want: errs.append(f"figures {f} != {want}")
    if v != wv: errs.append(f"verdict {v} != {wv}")
    print(i, "ok" if not errs else "BAD " + "; ".join(errs), want, v)
    bad += bool(errs)
print("bad", bad)
