#!/usr/bin/env python3
"""Recompute every tool item of held-out set h29 from the amounts as written in its question (Python Decimal,
half-up to the cent). Own spec table (blind-h29): each spec names its amount tokens exactly as written (the check
fails if a token is not in the question text), the operation and, for thresholds, the rule's limit, comparison and
GST basis: "incl" = a "+ gst" amount grossed up x1.1 because the fact sheet states that rule GST-inclusive
(NSW $5,000 licence, QLD $3,300 licence); "asis" = taken as written (inclusive prices, GST turnover which excludes
GST); "both" = the as-written total and the x1.1 total must land on the same side of the limit (no GST basis is
assumed where the question gives none). Checks figures[0] (computed value), the rate/limit figure, the verdict,
ABN check digits and that every tool item has a spec. Prints each item and "bad N" (must be 0)."""
import json, os, re
from decimal import Decimal as D, ROUND_HALF_UP
HERE = os.path.dirname(os.path.abspath(__file__))
QS = json.load(open(os.path.join(HERE, "questions.json")))
Q = {d["id"]: d for d in QS}

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

def abn_ok(s):
    d = [int(c) for c in re.sub(r"\D", "", s)]
    if len(d) != 11: return False
    d[0] -= 1
    return sum(a * b for a, b in zip(d, [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19])) % 89 == 0

GST, SG, SG_2425, WH = D("0.10"), D("0.12"), D("0.115"), D("0.47")
def dep_rate(state, p, offsite=None):
    if offsite is not None and offsite > 50: return D("0.20")          # QLD: more than 50% off-site
    return {"NSW": D("0.10"), "WA": D("0.065"),
            "VIC": D("0.10") if p < 20000 else D("0.05"),
            "QLD": D("0.10") if p < 20000 else D("0.05")}[state]

def cmpf(x, lim, c): return x > lim if c == ">" else x >= lim

SPEC = {
 "h29-014": ("deposit", ["62k"], {}),
 "h29-015": ("thr", ["4,600"], {"limit": 5000, "cmp": ">", "basis": "incl"}),
 "h29-016": ("thr", ["16k", "6k"], {"limit": 20000, "cmp": ">", "basis": "both"}),
 "h29-017": ("thr", ["2,400", "1,800"], {"limit": 5000, "cmp": ">", "basis": "both"}),
 "h29-038": ("deposit", ["18,400"], {}),                      # "all up inc gst": the price as written
 "h29-039": ("deposit", ["86k"], {}),
 "h29-040": ("thr", ["6k", "4.5k"], {"limit": 10000, "cmp": ">", "basis": "both"}),
 "h29-041": ("thr", ["300", "350"], {"limit": 750, "cmp": ">", "basis": "both"}),   # owner-supplied counts; "$750 or more" also no
 "h29-063": ("deposit", ["27,500"], {}),
 "h29-064": ("thr", ["3,100"], {"limit": 3300, "cmp": ">", "basis": "incl"}),
 "h29-065": ("deposit", ["95k"], {"offsite": "55%"}),
 "h29-066": ("thr", ["1,700", "1,200"], {"limit": 3300, "cmp": ">", "basis": "both"}),  # client-supplied counts
 "h29-085": ("deposit", ["48,000"], {}),
 "h29-086": ("deposit", ["36,500"], {}),
 "h29-087": ("thr", ["14k", "8k"], {"limit": 20000, "cmp": ">", "basis": "both"}),
 "h29-105": ("thr", ["7,500", "5,200"], {"limit": 12000, "cmp": ">=", "basis": "both"}),
 "h29-106": ("thr", ["4,500", "5,800"], {"limit": 12000, "cmp": ">=", "basis": "both"}),
 "h29-123": ("thr", ["11k", "9.5k"], {"limit": 20000, "cmp": ">=", "basis": "both"}),
 "h29-138": ("thr", ["7k", "3,500"], {"limit": 12000, "cmp": ">=", "basis": "both"}),
 "h29-153": ("thr", ["7,500", "5k"], {"limit": 12000, "cmp": ">", "basis": "both"}),
 "h29-167": ("gst_in", ["3,190"], {}),
 "h29-168": ("gst_add", ["4,750"], {}),
 "h29-169": ("gst_ex", ["12,650"], {}),
 "h29-170": ("super", ["1,340"], {"rate": SG}),
 "h29-171": ("super", ["2,275"], {"rate": SG}),
 "h29-172": ("super", ["2,600"], {"rate": SG_2425}),          # wages paid March 2025 -> 11.5%
 "h29-173": ("nabn", ["3,600"], {}),
 "h29-174": ("nabn_small", ["70"], {}),
 "h29-175": ("nabn_minor", ["380"], {}),
 "h29-176": ("thr", ["48k", "31k"], {"limit": 75000, "cmp": ">=", "basis": "asis"}),  # GST turnover excludes GST
 "h29-177": ("abn", [], {}),
 "h29-178": ("abn", [], {}),
 "h29-179": ("abn", [], {}),
}

bad = 0
def fail(i, msg):
    global bad; bad += 1; print("BAD", i, msg)

for i, (op, toks, ex) in SPEC.items():
    q = Q[i]; text = q["q"]; fig = q.get("figures", []); ver = q.get("verdict")
    if q["kind"] != "tool": fail(i, "not a tool item")
    for t in toks:
        if t not in text: fail(i, "token %r not in question" % t)
    vals = [amt(t) for t in toks]
    exp_fig, exp_ver = None, None
    if op == "deposit":
        p = vals[0]; off = int(ex["offsite"].rstrip("%")) if "offsite" in ex else None
        if "offsite" in ex and ex["offsite"] not in text: fail(i, "offsite token")
        r = dep_rate(q["state"], p, off); exp_fig = [money(p * r), pct(r)]
    elif op == "thr":
        s = sum(vals); lim = D(ex["limit"])
        if ex["basis"] == "incl":
            if "gst" not in text.lower(): fail(i, "incl basis without gst in question")
            s = s * D("1.1"); exp_ver = "yes" if cmpf(s, lim, ex["cmp"]) else "no"
        elif ex["basis"] == "both":
            a, b = cmpf(s, lim, ex["cmp"]), cmpf(s * D("1.1"), lim, ex["cmp"])
            if a != b: fail(i, "as-written and x1.1 land on different sides")
            exp_ver = "yes" if a else "no"
        else:
            exp_ver = "yes" if cmpf(s, lim, ex["cmp"]) else "no"
        exp_fig = [money(s), money(lim)]
    elif op == "gst_in":
        exp_fig = [money(vals[0] / 11), "10%"]
    elif op == "gst_add":
        exp_fig = [money(vals[0] * (1 + GST)), "10%"]
    elif op == "gst_ex":
        exp_fig = [money(vals[0] / (1 + GST)), "10%"]
    elif op == "super":
        exp_fig = [money(vals[0] * ex["rate"]), pct(ex["rate"])]
    elif op == "nabn":
        exp_fig = [money(vals[0] * WH), "47%"]
    elif op == "nabn_small":
        exp_ver = "yes" if vals[0] > 75 else "no"; exp_fig = ["$75"]
    elif op == "nabn_minor":
        if vals[0] > 350: exp_ver, exp_fig = "yes", [money(vals[0] * WH), "47%", "$350"]
        else: exp_ver, exp_fig = "no", ["$350"]
    elif op == "abn":
        m = re.search(r"\d[\d ]{9,}\d", text)
        ok = abn_ok(m.group(0)); exp_ver = "yes" if ok else "no"; exp_fig = ["valid" if ok else "invalid"]
    if exp_fig != fig: fail(i, "figures %s != expected %s" % (fig, exp_fig))
    if exp_ver is not None and exp_ver != ver: fail(i, "verdict %s != expected %s" % (ver, exp_ver))
    if exp_ver is None and ver is not None: fail(i, "unexpected verdict")
    print(i, q["state"], op, exp_fig, exp_ver or "")

tools = {d["id"] for d in QS if d["kind"] == "tool"}
for i in sorted(tools - set(SPEC)): fail(i, "tool item without spec")
print("bad", bad)
