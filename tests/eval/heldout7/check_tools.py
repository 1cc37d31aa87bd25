# Re-checks every tool item from the numbers written in its question (independent of gen.py's helpers).
import json,re
from decimal import Decimal as D, ROUND_HALF_UP
def m(x):
    x=D(x).quantize(D('0.01'),ROUND_HALF_UP); s=f"{x:,.2f}"; return "$"+(s[:-3] if s.endswith(".00") else s)
def nums(q):
    out=[]
    for t,k in re.findall(r"(\d[\d,]*\.?\d*)(k?)",q):
        v=D(t.replace(",","")); out.append(v*1000 if k else v)
    return out
bad=0
for it in json.load(open("questions.json")):
    if it["kind"]!="tool": continue
    q=it["q"].lower(); n=nums(q); t=it["topic"]; f=it["figures"]; exp=None
    if "abn" in q:
        d=[int(c) for c in re.search(r"abn ([\d ]+)",q).group(1) if c.isdigit()]
        ok=len(d)==11 and (sum(x*w for x,w in zip([d[0]-1]+d[1:],[10,1,3,5,7,9,11,13,15,17,19]))%89==0)
        exp=["valid" if ok else "invalid"]
    elif "out of inclusive" in t: exp=[m(n[0]/11),"10%"]
    elif "GST added" in t:
        b=sum(n[:2]) if "sum" in t else n[0]; exp=[m(b*D("1.1")),m(b/10)]
    elif "super" in t:
        b=n[0]*n[1] if "hrs" in q else (n[1]+n[2] if "sum" in t else n[0]); exp=[m(b*D("0.12")),"12%"]
    elif "deposit" in t:
        p=n[-1]*(D("1.1") if "+ gst" in q else 1)
        r={"NSW":"0.10","WA":"0.065"}.get(it["state"]) or ("0.10" if p<20000 else "0.05")
        exp=[m(p*D(r)),f"{(D(r)*100).normalize():f}%"]
    elif "threshold" in t and "GST" in t:
        exp=[m(n[0]*D("1.1")),f[1]]
        assert (D(exp[0][1:].replace(",",""))>D(f[1][1:].replace(",","")))==(it["verdict"]=="yes")
    else:
        s=n[0]+n[1] if "sum" in t or "together" in t else None; exp=[m(s),f[1]]
        assert (s>D(f[1][1:].replace(",","")))==(it["verdict"]=="yes")
    if exp!=f: bad+=1; print("MISMATCH",it["id"],q,f,exp)
print("bad",bad)
