#!/usr/bin/env python3
"""Recompute every tool item's figures in questions.json from the numbers written in its question
(Decimal arithmetic). Prints each item and "bad N" at the end (must be 0)."""
import json, re, os
from decimal import Decimal as D, ROUND_HALF_UP

HERE = os.path.dirname(os.path.abspath(__file__))
items = {i["id"]: i for i in json.load(open(os.path.join(HERE, "questions.json")))}

WORDS = {"fifteen thousand": "15000"}


def numbers(q):
    """Every amount written in the question, as Decimals (3.8k, 12 grand, 1 298, 4,800, 42.50)."""
    s = q.lower()
    s = re.sub(r"(\d) (\d{3})\b", r"\1\2", s)          # "1 298" -> "1298" (not ABNs: checked separately)
    s = s.replace(",", "")
    out = []
    for m in re.finditer(r"(\d+(?:\.\d+)?)\s*(k\b|grand\b)?", s):
        v = D(m.group(1))
        if m.group(2):
            v *= 1000
        out.append(v)
    return out


def money(v):
    v = v.quantize(D("0.01"), rounding=ROUND_HALF_UP)
    s = f"{v:,.2f}"
    if s.endswith(".00"):
        s = s[:-3]
    return "$" + s


def pct(p):
    s = f"{p.normalize():f}"
    return s + "%"


def abn_ok(s):
    d = [int(c) for c in s]
    if len(d) != 11:
        return False
    d[0] -= 1
    w = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19]
    return sum(a * b for a, b in zip(d, w)) % 89 == 0


G = D("1.1")
# id -> (op, inputs as written in the question, extra)
SPEC = {
    # thresholds: sum of parts (x1.1 when "+ gst"), compared with the rule ("gt" = over, "ge" = or more)
    "d8-084": ("thr", ["4800"], dict(gst=True, limit="5000", cmp="gt")),
    "d8-085": ("thr", ["6000", "5000"], dict(gst=False, limit="10000", cmp="gt")),
    "d8-086": ("thr", ["2900", "600"], dict(gst=False, limit="3300", cmp="gt")),
    "d8-087": ("thr", ["520", "310"], dict(gst=False, limit="750", cmp="gt")),
    "d8-088": ("thr", ["8400", "3100"], dict(gst=False, limit="12000", cmp="gt")),
    "d8-089": ("thr", ["7200", "4950"], dict(gst=False, limit="12000", cmp="ge")),
    "d8-090": ("thr", ["9000", "2600"], dict(gst=False, limit="12000", cmp="ge")),
    "d8-091": ("thr", ["3000"], dict(gst=True, limit="3300", cmp="gt")),
    # GST out of an inclusive amount: 1/11
    "d8-092": ("gst_out", ["6270"], {}),
    "d8-093": ("gst_out", ["4800"], {}),
    "d8-094": ("gst_out", ["1298"], {}),
    # GST added: total x1.1, GST x0.1
    "d8-095": ("gst_add", ["3800"], {}),
    "d8-096": ("gst_add", ["12000"], {}),
    "d8-097": ("gst_add", ["2150", "1375"], {}),
    "d8-098": ("gst_add", ["645"], {}),
    # super 12% (wages paid on or after 1 July 2025)
    "d8-099": ("super", ["912"], {}),
    "d8-100": ("super_hours", ["38", "42.50"], {}),
    "d8-101": ("super", ["1240", "1180", "990"], {}),
    "d8-102": ("super", ["1500"], {}),
    # deposit caps in dollars
    "d8-103": ("deposit", ["18000"], dict(rule="VIC", gst=False)),
    "d8-104": ("deposit", ["24500"], dict(rule="VIC", gst=False)),
    "d8-105": ("deposit", ["38000"], dict(rule="NSW", gst=True)),
    "d8-106": ("deposit", ["85000"], dict(rule="QLD", gst=False)),
    "d8-107": ("deposit", ["310000"], dict(rule="WA", gst=False)),
    "d8-108": ("deposit", ["120000"], dict(rule="QLD-offsite", gst=False)),
    # ABN check digits
    "d8-109": ("abn", [], {}),
    "d8-110": ("abn", [], {}),
    "d8-111": ("abn", [], {}),
    "d8-112": ("abn", [], {}),
    "d8-113": ("abn", [], {}),
}


def deposit_rate(rule, price):
    if rule == "NSW":
        return D(10)
    if rule in ("VIC", "QLD"):
        return D(10) if price < 20000 else D(5)
    if rule == "QLD-offsite":
        return D(20)
    if rule == "WA":
        return D("6.5")
    raise ValueError(rule)


bad = 0
tools = [i for i in items.values() if i["kind"] == "tool"]
missing = [i["id"] for i in tools if i["id"] not in SPEC]
if missing:
    print("no spec for", missing)
    bad += len(missing)
for tid, (op, inp, ex) in SPEC.items():
    it = items[tid]
    q = it["q"]
    got = numbers(q)
    vals = [D(x) for x in inp]
    if any(v not in got for v in vals):
        print("INPUT NOT IN QUESTION", tid, inp, got)
        bad += 1
        continue
    verdict = None
    if op == "thr":
        total = sum(vals)
        if ex["gst"]:
            assert "gst" in q.lower()
            total *= G
        lim = D(ex["limit"])
        verdict = "yes" if (total > lim if ex["cmp"] == "gt" else total >= lim) else "no"
        want = [money(total), money(lim)]
    elif op == "gst_out":
        want = [money(vals[0] / 11), "10%"]
    elif op == "gst_add":
        base = sum(vals)
        want = [money(base * G), money(base * D("0.1"))]
    elif op == "super":
        want = [money(sum(vals) * D("0.12")), "12%"]
    elif op == "super_hours":
        want = [money(vals[0] * vals[1] * D("0.12")), "12%"]
    elif op == "deposit":
        price = vals[0] * (G if ex["gst"] else 1)
        r = deposit_rate(ex["rule"], price)
        want = [money(price * r / 100), pct(r)]
    elif op == "abn":
        digits = re.sub(r"\D", "", q)
        ok = abn_ok(digits)
        verdict = "yes" if ok else "no"
        want = ["valid" if ok else "invalid"]
    fig = it.get("figures", [])
    good = fig == want and (verdict is None or it.get("verdict") == verdict)
    if not good:
        bad += 1
    print(("ok  " if good else "BAD ") + tid, op, want, verdict or "", "| figures:", fig, it.get("verdict", ""))
print(f"bad {bad}")
