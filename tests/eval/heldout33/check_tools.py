#!/usr/bin/env python3
"""Recompute every tool item of held-out set h33 from the amounts as written in its question (Python Decimal).
Each spec names its amount tokens exactly as written; the check fails if a token is missing from the question.
Threshold basis: "incl" = a "+ gst" amount grossed up x1.1 (the rule is stated incl GST), "asis" = taken as
written, "both" = the as-written and x1.1 totals must land on the same side of the limit. Checks figures[0] (the
computed value), the rate / limit figure, the verdict, ABN check digits, and that every tool item has a spec.
Prints each item and "bad N" (must be 0). Today = 2026-11-29."""
import json, os, re, datetime as dt
from decimal import Decimal as D, ROUND_HALF_UP
HERE = os.path.dirname(os.path.abspath(__file__))
Q = {d["id"]: d for d in json.load(open(os.path.join(HERE, "questions.json")))}
TODAY = dt.date(2026, 11, 29)
MON = {m: i + 1 for i, m in enumerate("jan feb mar apr may jun jul aug sep oct nov dec".split())}

def amt(tok):
    t = tok.lower().replace("$", "").replace(",", "").strip()
    m = re.fullmatch(r"([\d.]+)\s*(k|grand)?", t)
    if not m: raise ValueError(tok)
    return D(m.group(1)) * (1000 if m.group(2) else 1)

def money(x):
    x = x.quantize(D("0.01"), ROUND_HALF_UP)
    s = "{:,.2f}".format(x)
    return "$" + (s[:-3] if s.endswith(".00") else s)

def pct(r):
    t = format(r * 100, "f")
    if "." in t: t = t.rstrip("0").rstrip(".")
    return t + "%"

def day(tok):  # "tue 24 nov" / "fri 20 nov" -> date in 2026, weekday checked
    wd, d, m = tok.lower().split()
    x = dt.date(2026, MON[m], int(d))
    assert x.strftime("%a").lower() == wd, tok
    return x

def abn_ok(s):
    d = [int(c) for c in re.sub(r"\D", "", s)]
    if len(d) != 11: return False
    d[0] -= 1
    return sum(a * b for a, b in zip(d, [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19])) % 89 == 0

def is_bd(x):  # Mon-Fri; no public holidays fall in the spans used here (24 Nov - 1 Dec 2026)
    return x.weekday() < 5

GST, SUPER, WH = D("0.10"), D("0.12"), D("0.47")
def dep_rate(state, p, offsite=None):
    if state == "NSW": return D("0.10")
    if state == "WA": return D("0.065")
    if state in ("VIC", "QLD"):
        if state == "QLD" and offsite is not None and offsite > 50: return D("0.20")
        return D("0.10") if p < 20000 else D("0.05")
    raise ValueError(state)

CMP = {">": lambda a, b: a > b, ">=": lambda a, b: a >= b}
SPEC = {
 "h33-101": ("deposit", ["$46,500"], {}),
 "h33-102": ("thr", ["3,200", "2,400"], {"limit": 5000, "cmp": ">", "basis": "both"}),
 "h33-103": ("bd_left", ["tue 24 nov"], {"n": 5}),
 "h33-104": ("thr", ["4,650"], {"limit": 5000, "cmp": ">", "basis": "incl", "need": "+ gst"}),
 "h33-105": ("deposit", ["$18,400"], {}),
 "h33-106": ("deposit", ["64k"], {}),
 "h33-107": ("thr", ["6,500", "4,200"], {"limit": 10000, "cmp": ">", "basis": "both"}),
 "h33-108": ("thr", ["$520", "300"], {"limit": 750, "cmp": ">", "basis": "both"}),
 "h33-109": ("deposit", ["$14,800"], {}),
 "h33-110": ("deposit", ["$95k"], {"offsite": "70%"}),
 "h33-111": ("thr", ["$1,900", "$1,600"], {"limit": 3300, "cmp": ">", "basis": "both"}),
 "h33-112": ("thr", ["2,950"], {"limit": 3300, "cmp": ">", "basis": "incl", "need": "+ gst"}),
 "h33-113": ("deposit", ["$38,000"], {}),
 "h33-114": ("thr", ["14k", "8k"], {"limit": 20000, "cmp": ">", "basis": "both"}),
 "h33-115": ("deposit", ["11,200"], {"offer": "1,000"}),
 "h33-116": ("thr", ["7,800", "4,900"], {"limit": 12000, "cmp": ">=", "basis": "both"}),
 "h33-117": ("days_late", ["fri 20 nov"], {"n": 7, "need": "today"}),
 "h33-118": ("thr", ["13,500", "7,000"], {"limit": 20000, "cmp": ">=", "basis": "both"}),
 "h33-119": ("thr", ["8,500", "4,000"], {"limit": 12000, "cmp": ">=", "basis": "both"}),
 "h33-120": ("thr", ["9k", "5.5k"], {"limit": 12000, "cmp": ">", "basis": "both"}),
 "h33-121": ("gst_part", ["$2,376"], {}),
 "h33-122": ("gst_add", ["3,850"], {}),
 "h33-123": ("gst_part", ["$3,300"], {}),
 "h33-124": ("gst_net", ["$17,930"], {}),
 "h33-125": ("super", ["$780"], {}),
 "h33-126": ("super", ["$2,150"], {"claimed": "$247.25"}),
 "h33-127": ("super", ["5,420"], {}),
 "h33-128": ("withhold", ["$1,800"], {"claimed_rate": "47%"}),
 "h33-129": ("no_wh_small", ["$68"], {"limit": 75}),
 "h33-130": ("no_wh_minor", ["$220"], {"age": "16 yo", "limit": 350}),
 "h33-131": ("thr", ["48k", "29k"], {"limit": 75000, "cmp": ">=", "basis": "asis"}),
 "h33-132": ("thr", ["52k", "19k"], {"limit": 75000, "cmp": ">=", "basis": "asis"}),
 "h33-133": ("abn", ["74 288 238 878"], {}),
 "h33-134": ("abn", ["29051904528"], {}),
 "h33-135": ("abn", ["49 195 803 053"], {}),
 "h33-136": ("gst_net", ["$6,160"], {}),
}

bad = 0
def fail(i, msg):
    global bad; bad += 1; print("BAD", i, msg)

for i, d in Q.items():
    if d["kind"] == "tool" and i not in SPEC: fail(i, "tool item without spec")
for i, (op, toks, ex) in SPEC.items():
    d = Q.get(i)
    if not d or d["kind"] != "tool": fail(i, "not a tool item"); continue
    q = d["q"].lower()
    missing = [t for t in toks + [v for k, v in ex.items() if k in ("offer", "claimed", "claimed_rate", "offsite", "need", "age")] if t.lower() not in q]
    if missing: fail(i, "token(s) not in question: %s" % missing); continue
    figs, verdict, exp_v = d.get("figures", []), d.get("verdict"), None
    vals = [amt(t) for t in toks] if op not in ("bd_left", "days_late", "abn") else None
    if op == "deposit":
        p = vals[0]
        off = D(ex["offsite"].rstrip("%")) if "offsite" in ex else None
        r = dep_rate(d["state"], p, off); cap = p * r
        exp = [money(cap), pct(r)]
        if "offer" in ex: exp_v = "yes" if amt(ex["offer"]) <= cap else "no"
    elif op == "thr":
        tot = sum(vals); lim = D(ex["limit"]); f = CMP[ex["cmp"]]
        if ex["basis"] == "incl": tot = tot * (1 + GST); side = f(tot, lim)
        elif ex["basis"] == "asis": side = f(tot, lim)
        else:
            side = f(tot, lim)
            if f(tot * (1 + GST), lim) != side: fail(i, "basis 'both' lands on different sides")
        exp = [money(tot), money(lim)]; exp_v = "yes" if side else "no"
    elif op == "gst_part": exp = [money(vals[0] / 11), "10%"]
    elif op == "gst_add": exp = [money(vals[0] * (1 + GST)), "10%"]
    elif op == "gst_net": exp = [money(vals[0] / (1 + GST)), "10%"]
    elif op == "super":
        s = vals[0] * SUPER; exp = [money(s), pct(SUPER)]
        if "claimed" in ex: exp_v = "yes" if amt(ex["claimed"]) == s.quantize(D("0.01")) else "no"
    elif op == "withhold":
        exp = [money(vals[0] * WH), pct(WH)]
        exp_v = "yes" if D(ex["claimed_rate"].rstrip("%")) / 100 == WH else "no"
    elif op == "no_wh_small":
        exp = [money(D(ex["limit"]))]; exp_v = "yes" if vals[0] > ex["limit"] else "no"
    elif op == "no_wh_minor":
        age = int(re.match(r"\d+", ex["age"]).group())
        exp = [money(D(ex["limit"]))]; exp_v = "yes" if (age >= 18 or vals[0] > ex["limit"]) else "no"
    elif op == "bd_left":
        start = day(toks[0]); x = start; days = []
        while len(days) < ex["n"]:
            x += dt.timedelta(days=1)
            if is_bd(x): days.append(x)
        left = sum(1 for y in days if y > TODAY)
        exp = ["%d business days" % left, "%d clear business days" % ex["n"]]; exp_v = "yes" if left > 0 else "no"
    elif op == "days_late":
        due = day(toks[0]) + dt.timedelta(days=ex["n"]); late = (TODAY - due).days
        exp = ["%d days" % late, "%d days" % ex["n"]]
    elif op == "abn":
        ok = abn_ok(toks[0]); exp = ["valid" if ok else "invalid"]; exp_v = "yes" if ok else "no"
    else:
        fail(i, "unknown op"); continue
    if figs[:len(exp)] != exp: fail(i, "figures %s != expected %s" % (figs, exp))
    if exp_v is not None and verdict != exp_v: fail(i, "verdict %s != expected %s" % (verdict, exp_v))
    if exp_v is None and verdict is not None: fail(i, "unexpected verdict %s" % verdict)
    print(i, op, exp, exp_v)
print("bad", bad)
