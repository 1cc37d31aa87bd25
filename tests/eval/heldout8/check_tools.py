#!/usr/bin/env python3
"""Recompute every tool item of held-out set 8 from the numbers written in its question (Decimal).
Each spec names the amounts as they are written in the question (the check fails if a token is not in the text),
the operation, and for thresholds the GST basis. Prints each item and "bad N" (must be 0)."""
import json, re, os
from decimal import Decimal as D, ROUND_HALF_UP
Q = {d["id"]: d for d in json.load(open(os.path.join(os.path.dirname(__file__), "questions.json")))}

def amt(tok):
    t = tok.lower().replace("$", "").replace(",", "").strip()
    t = re.sub(r"\s*(inc|incl|ex)$", "", t)
    m = re.fullmatch(r"([\d.]+)\s*(k|grand)?", t)
    v = D(m.group(1))
    return v * 1000 if m.group(2) else v

def money(v):
    v = v.quantize(D("0.01"), ROUND_HALF_UP)
    s = f"{v:,.2f}"
    return "$" + (s[:-3] if s.endswith(".00") else s)

def abn_ok(tok):
    s = re.sub(r"\s", "", tok)
    if not re.fullmatch(r"\d{11}", s):
        return False
    d = [int(c) for c in s]; d[0] -= 1
    return sum(w * x for w, x in zip([10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19], d)) % 89 == 0

TEN = D("1.1")
def deposit_rate(state, price):
    if state == "NSW": return D("0.10")
    if state in ("VIC", "QLD"): return D("0.10") if price < 20000 else D("0.05")
    if state == "WA":
        assert D(7500) <= price <= D(500000)
        return D("0.065")
    raise ValueError(state)

def pct(r):
    s = f"{(r * 100).normalize():f}"
    return s + "%"

# id: (op, [tokens as written], option)
S = {
 "h8-111": ("thr", ["$4,800"], ("ex", 5000, "gt")),
 "h8-112": ("thr", ["2200 inc", "2500 inc"], ("inc", 5000, "gt")),
 "h8-113": ("dep", ["38,500"], "inc"),
 "h8-114": ("gst_in", ["6,600"], None),
 "h8-115": ("thr", ["3,900", "1,400"], ("inc", 5000, "gt")),
 "h8-116": ("thr", ["6k", "5k"], ("inc", 10000, "gt")),
 "h8-117": ("dep", ["24 grand"], "inc"),
 "h8-118": ("dep", ["17,500"], "ex"),
 "h8-119": ("thr", ["520", "310"], ("inc", 750, "gt")),
 "h8-120": ("thr", ["9.2k"], ("ex", 10000, "gt")),
 "h8-121": ("thr", ["3k"], ("ex", 3300, "gt")),
 "h8-122": ("thr", ["2,600", "900"], ("inc", 3300, "gt")),
 "h8-123": ("dep", ["28,600"], "inc"),
 "h8-124": ("dep", ["12 grand"], "inc"),
 "h8-125": ("gst_in", ["1,320"], None),
 "h8-126": ("dep", ["$380,000"], "inc"),
 "h8-127": ("thr", ["16k", "5.5k"], ("inc", 20000, "gt")),
 "h8-128": ("super", ["1,240"], None),
 "h8-129": ("thr", ["9,500", "2,300"], ("inc", 12000, "ge")),
 "h8-130": ("gst_add", ["2,750"], None),
 "h8-131": ("thr", ["17,800", "2,900"], ("inc", 20000, "ge")),
 "h8-132": ("gst_in", ["935"], None),
 "h8-133": ("thr", ["10,400"], ("ex", 12000, "ge")),
 "h8-134": ("super_hours", ["38", "24.50"], None),
 "h8-135": ("thr", ["8,700", "3,600"], ("inc", 12000, "gt")),
 "h8-136": ("gst_add", ["4.4k"], None),
 "h8-137": ("super", ["1,380", "1,425"], None),
 "h8-138": ("super", ["960"], None),
 "h8-139": ("gst_in", ["17,380"], None),
 "h8-140": ("gst_add", ["12,750"], None),
 "h8-141": ("abn", ["22 574 273 567"], None),
 "h8-142": ("abn", ["89382041509"], None),
 "h8-143": ("abn", ["22 574 273 568"], None),
 "h8-144": ("abn", ["89 382 014 509"], None),
 "h8-145": ("abn", ["6597032698"], None),
 "h8-146": ("abn", ["11 193 849 198"], None),
 "h8-147": ("abn", ["23 008 293 982"], None),
 "h8-148": ("abn", ["11 193 849 189"], None),
 "h8-149": ("super", ["890", "1,015"], None),
 "h8-150": ("thr", ["3,100", "480"], ("inc", 3300, "gt")),
}

bad = 0
tools = [i for i, d in Q.items() if d["kind"] == "tool"]
for i in sorted(set(tools) | set(S)):
    d = Q.get(i)
    if d is None or d["kind"] != "tool" or i not in S:
        print(i, "missing spec or not a tool"); bad += 1; continue
    op, toks, opt = S[i]
    if not all(t.lower() in d["q"].lower() for t in toks):
        print(i, "token not in question", toks); bad += 1; continue
    verdict = None
    if op == "abn":
        v = abn_ok(toks[0]); exp = ["valid" if v else "invalid"]; verdict = "yes" if v else "no"
    else:
        vals = [amt(t) for t in toks]
        if op == "gst_in":
            exp = [money(vals[0] / 11), "10%"]
        elif op == "gst_add":
            exp = [money(vals[0] * TEN), money(vals[0] * TEN - vals[0])]
        elif op == "super":
            exp = [money(sum(vals) * D("0.12")), "12%"]
        elif op == "super_hours":
            exp = [money(vals[0] * vals[1] * D("0.12")), "12%"]
        elif op == "dep":
            p = vals[0] * (TEN if opt == "ex" else 1)
            r = deposit_rate(d["state"], p)
            exp = [money(p * r), pct(r)]
        elif op == "thr":
            basis, limit, cmp = opt
            tot = sum(vals) * (TEN if basis == "ex" else 1)
            over = tot > limit if cmp == "gt" else tot >= limit
            exp = [money(tot), money(D(limit))]; verdict = "yes" if over else "no"
    ok = d["figures"] == exp and d.get("verdict") == verdict
    if not ok:
        bad += 1
    print(i, "ok " if ok else "BAD", exp, verdict, "| file:", d["figures"], d.get("verdict"))
print("bad", bad)
