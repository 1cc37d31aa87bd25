#!/usr/bin/env python3
"""Recompute every tool item of d16 from the amounts written in its question (Decimal). Prints each and 'bad N'."""
import json, os, re
from decimal import Decimal as D, ROUND_HALF_UP
Q={d["id"]:d for d in json.load(open(os.path.join(os.path.dirname(os.path.abspath(__file__)),"questions.json")))}
def money(v):
    v=v.quantize(D("0.01"),ROUND_HALF_UP); s=f"{v:,.2f}"; return "$"+(s[:-3] if s.endswith(".00") else s)
def abn_ok(t):
    s=re.sub(r"\s","",t); d=[int(c) for c in s]; d[0]-=1
    return len(s)==11 and sum(w*x for w,x in zip([10,1,3,5,7,9,11,13,15,17,19],d))%89==0
def dep(state,p):
    if state=="NSW": return D("0.10")
    if state in("VIC","QLD"): return D("0.10") if p<20000 else D("0.05")
    if state=="WA": assert 7500<=p<=500000; return D("0.065")
# id: (tokens as written, op)
S0={
 "3,600 + gst tilin":(["3,600","1,200"],"thr_incl",D(5000)),
 "max deposit on a 26k":(["26k"],"dep",None),
 "max deposit on 14k":(["14k"],"dep",None),
 "deposit cap on a 120k":(["120k"],"dep",None),
 "invoice total 2,750":(["2,750"],"gst_out",None),
 "paid the apprentice 850":(["850"],"super",None),
 "subbie wont give me":(["1,500"],"nabn",None),
 "check abn 21":(["21 973 618 128"],"abn",None),
 "is 21973618127":(["21973618127"],"abn",None),
 "6k paintin + 5.5k":(["6k","5.5k"],"thr_ex",D(10000)),
 "$3,100 + gst carpentry":(["3,100"],"thr_incl",D(3300)),
 "max deposit on a 48k":(["48k"],"dep",None),
 "quoted 6,600 inc gst":(["6,600"],"ex",None),
 "add gst to 3,450":(["3,450"],"add",None),
 "40 grand from sparky":(["40 grand","37 grand"],"thr_ge",D(75000)),
 "labourer got 1,240":(["1,240"],"super",None),
 "whats the gst component of a 990":(["990"],"gst_out",None),
 "deposit on a 9k reno":(["9k"],"dep",None),
}
# specs are keyed by a unique opening of the question, mapped to ids here
S={}
for k,v in S0.items():
    m=[i for i,d in Q.items() if d["kind"]=="tool" and d["q"].startswith(k)]
    assert len(m)==1,k; S[m[0]]=v
def amt(t):
    t=t.replace(",","").replace(" grand","k"); return D(t[:-1])*1000 if t.endswith("k") else D(t)
bad=0
tools=[i for i,d in Q.items() if d["kind"]=="tool"]
assert sorted(tools)==sorted(S), (tools, list(S))
for i,(toks,op,thr) in S.items():
    d=Q[i]; q=d["q"]; ok=all(t in q for t in toks)
    if op=="abn":
        got=["valid" if abn_ok(toks[0]) else "invalid"]
    else:
        v=sum(amt(t) for t in toks)
        if op=="thr_incl":
            tot=v*D("1.1"); got=[money(tot),money(thr)]; ok=ok and (d.get("verdict")==("yes" if tot>thr else "no"))
        elif op in("thr_ex","thr_ge"):
            got=[money(v),money(thr)]; ok=ok and d.get("verdict")==("yes" if (v>thr if op=="thr_ex" else v>=thr) else "no")
        elif op=="ex": got=[money(v/D("1.1")),"10%"]
        elif op=="add": got=[money(v*D("1.1")),"10%"]
        elif op=="dep":
            r=dep(d["state"],v); got=[money(v*r),f"{(r*100).normalize():f}%"]
        elif op=="gst_out": got=[money(v/11),"10%"]
        elif op=="super": got=[money(v*D("0.12")),"12%"]
        elif op=="nabn": got=[money(v*D("0.47")),"47%"]
    ok=ok and got==d["figures"]
    if not ok: bad+=1
    print(i,"ok" if ok else "BAD",got,d["figures"])
print("bad",bad)
