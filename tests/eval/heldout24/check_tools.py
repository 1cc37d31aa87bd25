#!/usr/bin/env python3
"""Recompute every tool item of held-out set 24 from the amounts as written in its question (Python Decimal).
Spec table (blind-h24): amount tokens exactly as written (must occur in the question), the operation and, for
thresholds, limit, comparison and GST basis ("incl": "+ GST" amount grossed up x1.1 because the rule is stated incl
GST; "both": as-written and x1.1 totals must land on the same side; "asis": as written). Checks figures[0], the
rate/limit figure, verdict, ABN check digits and tool-item coverage. Prints each item and "bad N" (must be 0)."""
import json, os, re
from decimal import Decimal as D, ROUND_HALF_UP
HERE = os.path.dirname(os.path.abspath(__file__))
Q = {d["id"]: d for d in json.load(open(os.path.join(HERE, "questions.json")))}

def amt(tok):
    return D(tok.replace("$", "").replace(",", ""))
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
DEP = {"NSW": lambda p: D("0.10"), "VIC": lambda p: D("0.10") if p < 20000 else D("0.05"),
       "QLD": lambda p: D("0.10") if p < 20000 else D("0.05"), "WA": lambda p: D("0.065")}
SPEC = {
 "h24-103": ("deposit", ["$46,000.00"], {"state": "NSW"}),
 "h24-104": ("thr", ["$4,600.00"], {"limit": 5000, "cmp": ">", "basis": "incl"}),
 "h24-105": ("thr", ["$3,100.00", "$2,400.00"], {"limit": 5000, "cmp": ">", "basis": "both"}),
 "h24-106": ("deposit", ["$24,000.00"], {"state": "VIC"}),
 "h24-107": ("deposit", ["$18,000.00"], {"state": "VIC"}),
 "h24-108": ("thr", ["$6,000.00", "$5,500.00"], {"limit": 10000, "cmp": ">", "basis": "both"}),
 "h24-109": ("thr", ["$480.00", "$320.00"], {"limit": 750, "cmp": ">", "basis": "both"}),
 "h24-110": ("deposit", ["$16,500.00"], {"state": "QLD"}),
 "h24-111": ("deposit", ["$90,000.00"], {"state": "QLD", "offsite": "70%"}),
 "h24-112": ("thr", ["$2,900.00"], {"limit": 3300, "cmp": ">", "basis": "incl"}),
 "h24-113": ("deposit", ["$64,000.00"], {"state": "WA"}),
 "h24-114": ("thr", ["$14,000.00", "$8,500.00"], {"limit": 20000, "cmp": ">", "basis": "both"}),
 "h24-115": ("thr", ["$7,000.00", "$5,500.00"], {"limit": 12000, "cmp": ">=", "basis": "both"}),
 "h24-116": ("thr", ["$11,000.00", "$10,000.00"], {"limit": 20000, "cmp": ">=", "basis": "both"}),
 "h24-117": ("thr", ["$9,000.00", "$4,500.00"], {"limit": 12000, "cmp": ">", "basis": "both"}),
 "h24-118": ("thr", ["$6,000.00", "$4,500.00"], {"limit": 12000, "cmp": ">=", "basis": "both"}),
 "h24-119": ("gst_in", ["$18,750.00"], {}),
 "h24-120": ("gst_add", ["$3,450.00"], {}),
 "h24-121": ("gst_on", ["$12,800.00"], {}),
 "h24-122": ("ex", ["$9,075.00"], {}),
 "h24-123": ("gst_in", ["$1,199.00"], {}),
 "h24-124": ("super", ["$1,850.00"], {"rate": D("0.12")}),
 "h24-125": ("super", ["$2,340.50"], {"rate": D("0.12")}),
 "h24-126": ("super", ["$68,000.00"], {"rate": D("0.12")}),
 "h24-127": ("super", ["$2,600.00"], {"rate": D("0.115"), "date": "2025-05-12"}),
 "h24-128": ("withhold", ["$3,300.00"], {}),
 "h24-129": ("withhold", ["$70.00"], {}),
 "h24-130": ("u18", ["$320.00"], {}),
 "h24-131": ("withhold", ["$880.00"], {}),
 "h24-132": ("thr", ["$61,500.00", "$16,200.00"], {"limit": 75000, "cmp": ">=", "basis": "asis"}),
 "h24-133": ("abn", ["57 860 111 973"], {"expect": "valid"}),
 "h24-134": ("abn", ["60167401844"], {"expect": "valid"}),
 "h24-135": ("abn", ["24 377 592 579"], {"expect": "invalid"}),
 "h24-136": ("abn", ["57861011973"], {"expect": "invalid"}),
}
TEST_VECTORS = {"53004085616", "51824753556", "42021773747", "11223491505", "20561300000", "31010111200",
                "90000100000", "60231941111", "65118220001", "51824753557", "11223493504", "99999999999"}
def over(x, limit, cmp): return x > limit if cmp == ">" else x >= limit

bad = 0
tools = [i for i, d in Q.items() if d["kind"] == "tool"]
for i in sorted(set(tools) | set(SPEC)):
    d = Q.get(i); errs = []
    if d is None or d["kind"] != "tool" or i not in SPEC:
        print(i, "BAD: tool item without spec or spec without tool item"); bad += 1; continue
    op, toks, ex = SPEC[i]
    for t in toks:
        if t not in d["q"]: errs.append("token %r not in question" % t)
    a = [amt(t) for t in toks] if op != "abn" else []
    fig, verdict = [], None
    if op == "deposit":
        p = a[0]
        if ex.get("offsite"):
            if ex["offsite"] not in d["q"] or D(ex["offsite"][:-1]) <= 50: errs.append("offsite share")
            r = D("0.20")
        else:
            if ex["state"] == "WA" and not (7500 <= p <= 500000): errs.append("WA range")
            r = DEP[ex["state"]](p)
        if d["state"] != ex["state"]: errs.append("state")
        fig = [money(p * r), pct(r)]
    elif op == "thr":
        s = sum(a, D(0)); lim = D(ex["limit"])
        if ex["basis"] == "incl":
            if "plus GST" not in d["q"]: errs.append("incl basis without 'plus GST'")
            s = s * (1 + GST)
        elif ex["basis"] == "both":
            if over(s, lim, ex["cmp"]) != over(s * (1 + GST), lim, ex["cmp"]): errs.append("GST basis changes the side")
        fig = [money(s), money(lim)]
        verdict = "yes" if over(s, lim, ex["cmp"]) else "no"
    elif op == "gst_in":
        fig = [money(a[0] / 11), "10%"]
    elif op == "gst_add":
        fig = [money(a[0] * (1 + GST)), "10%"]
    elif op == "gst_on":
        fig = [money(a[0] * GST), "10%"]
    elif op == "ex":
        fig = [money(a[0] / (1 + GST)), "10%"]
    elif op == "super":
        if ex.get("date") and d.get("date") != ex["date"]: errs.append("date")
        fig = [money(a[0] * ex["rate"]), pct(ex["rate"])]
    elif op == "withhold":
        if a[0] <= 75:
            fig = ["$75"]; verdict = "no"
        else:
            fig = [money(a[0] * WH), "47%"]
    elif op == "u18":
        if not re.search(r"\b1[0-7]-year-old", d["q"]): errs.append("under-18 not stated")
        fig = ["$350"]; verdict = "no" if a[0] <= 350 else "yes"
    elif op == "abn":
        digits = re.sub(r"\D", "", toks[0])
        if digits in TEST_VECTORS: errs.append("ABN is a fact-sheet test vector")
        got = "valid" if abn_ok(toks[0]) else "invalid"
        if got != ex["expect"]: errs.append("ABN check gives %s" % got)
        fig = [got]
    if d["figures"] != fig: errs.append("figures %r != computed %r" % (d["figures"], fig))
    if d.get("verdict") != verdict: errs.append("verdict %r != computed %r" % (d.get("verdict"), verdict))
    print(i, d["state"], op, fig, verdict or "", "OK" if not errs else "BAD: " + "; ".join(errs))
    bad += bool(errs)
print("bad", bad)
