#!/usr/bin/env python3
"""Recompute every tool item of held-out set 18 (blind-h18) from the amounts as written in its question (Decimal).
Own spec table: each spec lists its amount tokens exactly as written (the check fails when a token is missing from the
question), how they combine (sum / product), the operation and its rate or rule:
  gst_add  -> total x 1.1            gst_part -> total x 0.1 (then total incl)   gst_out -> total / 11 (then ex GST)
  ex_gst   -> total x 10/11 (then GST)   pct -> total x rate (super, deposit, withholding)
  threshold -> total compared with a limit; basis "incl" = grossed up x1.1, "asis" = as written,
               "both" = as written and x1.1 must land on the same side
  exempt   -> no-ABN exemption: amount <= limit -> verdict no
  abn      -> modulus-89 check digits (facts.md §6.1)
Checks figures[0] (computed value), the rate / limit figure, the verdict, and that every tool item has a spec.
Prints one line per item and "bad N" (must be 0)."""
import json, os, re
from decimal import Decimal as D, ROUND_HALF_UP

HERE = os.path.dirname(os.path.abspath(__file__))
Q = {d["id"]: d for d in json.load(open(os.path.join(HERE, "questions.json")))}

ONES = {w: i for i, w in enumerate("zero one two three four five six seven eight nine ten eleven twelve thirteen "
                                   "fourteen fifteen sixteen seventeen eighteen nineteen".split())}
TENS = {w: 10 * (i + 2) for i, w in enumerate("twenty thirty forty fifty sixty seventy eighty ninety".split())}


def amount(tok):
    """'8,450' '3.2k' '11 grand' '68k' 'twelve hundred and forty' 'twenty two thousand' -> Decimal"""
    t = tok.lower().strip()
    m = re.fullmatch(r"([\d,]+(?:\.\d+)?)\s*(k|grand)?", t)
    if m:
        v = D(m.group(1).replace(",", ""))
        return v * 1000 if m.group(2) else v
    total, cur = D(0), D(0)
    for w in t.replace("-", " ").split():
        if w == "and":
            continue
        if w in ONES: cur += ONES[w]
        elif w in TENS: cur += TENS[w]
        elif w == "hundred": cur *= 100
        elif w in ("thousand", "grand"): total += cur * 1000; cur = D(0)
        else: raise ValueError(tok)
    return total + cur


def money(v):
    v = v.quantize(D("0.01"), ROUND_HALF_UP)
    s = f"{v:,.2f}"
    return "$" + (s[:-3] if s.endswith(".00") else s)


def abn_ok(s):
    d = [int(c) for c in re.sub(r"\s", "", s)]
    if len(d) != 11: return False
    d[0] -= 1
    return sum(a * b for a, b in zip(d, [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19])) % 89 == 0


# id: (tokens, combine, op, param, extra)
SPEC = {
    "h18-101": (["8,450"], "sum", "gst_add", None, None),
    "h18-102": (["twelve hundred and forty"], "sum", "gst_add", None, None),
    "h18-103": (["18", "95"], "product", "gst_add", None, None),
    "h18-104": (["27,500"], "sum", "gst_part", None, None),
    "h18-105": (["4,950"], "sum", "gst_out", None, None),
    "h18-106": (["11 grand"], "sum", "ex_gst", None, None),
    "h18-107": (["687.50"], "sum", "gst_out", None, None),
    "h18-108": (["twenty two thousand"], "sum", "gst_out", None, None),
    "h18-109": (["780"], "sum", "pct", "12%", None),
    "h18-110": (["2,350"], "sum", "pct", "12%", None),
    "h18-111": (["5,400"], "sum", "pct", "11.5%", "2025-03"),   # wages paid Mar 2025: 11.5%
    "h18-112": (["68k"], "sum", "pct", "12%", None),
    "h18-113": (["1,925"], "sum", "pct", "12%", "2026-12"),
    "h18-114": (["45k"], "sum", "pct", "10%", "NSW"),
    "h18-115": (["17,800"], "sum", "pct", "10%", "VIC<20000"),
    "h18-116": (["32k"], "sum", "pct", "5%", "VIC>=20000"),
    "h18-117": (["28k"], "sum", "pct", "5%", "QLD>=20000"),
    "h18-118": (["120k"], "sum", "pct", "20%", "QLD offsite 85%>50%"),
    "h18-119": (["380k"], "sum", "pct", "6.5%", "WA 7500-500000"),
    "h18-120": (["4,600"], "sum", "threshold", ("$5,000", ">", "incl"), "yes"),
    "h18-121": (["6k", "5.5k"], "sum", "threshold", ("$10,000", ">", "both"), "yes"),
    "h18-122": (["480", "350"], "sum", "threshold", ("$750", ">", "both"), "yes"),
    "h18-123": (["2,100", "1,500"], "sum", "threshold", ("$3,300", ">", "both"), "yes"),
    "h18-124": (["14k", "9k"], "sum", "threshold", ("$20,000", ">", "both"), "yes"),
    "h18-125": (["48k", "31k"], "sum", "threshold", ("$75,000", ">=", "asis"), "yes"),
    "h18-126": (["9,500", "4,000"], "sum", "threshold", ("$12,000", ">", "both"), "yes"),
    "h18-127": (["2,400", "1,900"], "sum", "threshold", ("$5,000", ">", "both"), "no"),
    "h18-128": (["26 886 076 497"], None, "abn", None, "valid"),
    "h18-129": (["27505232197"], None, "abn", None, "valid"),
    "h18-130": (["34 806 469 164"], None, "abn", None, "invalid"),
    "h18-131": (["86363174993"], None, "abn", None, "invalid"),
    "h18-132": (["3,600"], "sum", "pct", "47%", None),
    "h18-133": (["68"], "sum", "exempt", "$75", "no"),
    "h18-134": (["280"], "sum", "exempt", "$350", "no"),   # under 18 ("16 yo")
    "h18-135": (["2,000"], "sum", "pct", "49%", "2016"),
}
# extra literal checks (conditions the rate depends on)
MUST = {"h18-118": ["85%"], "h18-134": ["16 yo"], "h18-111": ["march 2025"], "h18-135": ["2016"],
        "h18-122": ["incl gst", "bought"], "h18-123": ["client is supplyin"]}

bad = 0
tools = [k for k, v in Q.items() if v["kind"] == "tool"]
for k in tools:
    if k not in SPEC:
        print(k, "NO SPEC"); bad += 1
for k, (toks, comb, op, param, extra) in SPEC.items():
    q = Q[k]; errs = []
    if q["kind"] != "tool": errs.append("not a tool item")
    text = q["q"].lower()
    for tk in toks + MUST.get(k, []):
        if tk.lower() not in text: errs.append(f"token {tk!r} not in question")
    figs = q.get("figures", [])
    if op == "abn":
        got = "valid" if abn_ok(toks[0]) else "invalid"
        if figs != [got] or got != extra: errs.append(f"abn {got} vs {figs}")
        print(k, "abn", toks[0], got, "ok" if not errs else errs); bad += bool(errs); continue
    vals = [amount(x) for x in toks]
    total = D(1) if comb == "product" else D(0)
    for v in vals: total = total * v if comb == "product" else total + v
    want = []
    if op == "gst_add": want = [money(total * D("1.1")), "10%"]
    elif op == "gst_part": want = [money(total * D("0.1")), money(total * D("1.1")), "10%"]
    elif op == "gst_out": want = [money(total / 11)] + ([money(total * 10 / 11)] if len(figs) == 3 else []) + ["10%"]
    elif op == "ex_gst": want = [money(total * 10 / 11), money(total / 11), "10%"]
    elif op == "pct": want = [money(total * D(param[:-1]) / 100), param]
    elif op == "threshold":
        lim, cmp, basis = param; L = amount(lim.strip("$"))
        over = (lambda x: x > L) if cmp == ">" else (lambda x: x >= L)
        if basis == "incl": sides = [over(total * D("1.1"))]; shown = total * D("1.1")
        elif basis == "asis": sides = [over(total)]; shown = total
        else: sides = [over(total), over(total * D("1.1"))]; shown = total
        if len(set(sides)) != 1: errs.append("as-written and x1.1 land on different sides")
        v = "yes" if sides[0] else "no"
        if q.get("verdict") != v or v != extra: errs.append(f"verdict {v} vs {q.get('verdict')}")
        want = [money(shown), lim]
    elif op == "exempt":
        L = amount(param.strip("$"))
        v = "no" if total <= L else "yes"
        if q.get("verdict") != v or v != extra: errs.append(f"verdict {v} vs {q.get('verdict')}")
        want = [param]
    if figs != want: errs.append(f"figures {figs} vs computed {want}")
    print(k, op, [str(v) for v in vals], want, "ok" if not errs else errs)
    bad += bool(errs)
print("bad", bad)
