import json
from decimal import Decimal as D
it=json.load(open('/work/blind/heldout6/questions.json'))
tools=[d for d in it if d['kind']=='tool']
def money(x):
    x=D(x).quantize(D('0.01'))
    s=f"{x:,.2f}"
    if s.endswith('.00'): s=s[:-3]
    return '$'+s
W=[10,1,3,5,7,9,11,13,15,17,19]
def abn(a):
    a=a.replace(' ','')
    if len(a)!=11: return None
    d=[int(c) for c in a]; d[0]-=1; return sum(x*w for x,w in zip(d,W))
# expected first figure per tool, recomputed from the inputs in the question text
exp=[money(D(9350)/11),money(D(4620)/11),money(D(14300)/11),money(D(2145)/11),money(D(770)/11),money(D(31900)/11),
 money(6400*D('1.1')),money(2750*D('1.1')),money(18200*D('1.1')),money(925*D('1.1')),money((3200+1450)*D('1.1')),
 money(1240*D('.12')),money(2680*D('.12')),money(38*42*D('.12')),money(3900*D('.12')),money(1125*D('.12')),money(5420*D('.12')),
 money((760+845)*D('.12')),money(2215*D('.12')),money(1800*D('.115')),money(1800*D('.12')),
 money(27500*D('.1')),money(12000*D('1.1')*D('.1')),money(16800*D('.1')),money(62000*D('.05')),
 money(19500*D('1.1')*(D('.05') if 19500*D('1.1')>=20000 else D('.1'))),money(9400*D('.1')),money(38000*D('.05')),money(120000*D('.2')),
 money(18500*D('1.1')*(D('.05') if 18500*D('1.1')>=20000 else D('.1'))),
 money(4650*D('1.1')),money(4400*D('1.1')),money(3100+2600),money(14500+7200),money(6500+4900),money(5200+4300),money(520+310),
 money(2600+1200),money(2900*D('1.1')),money(12400+9100),money(10200+2300),money(11000*D('1.1')),money(9800+3600),money(10500*D('1.1')),
 str(abn('19 146 374 481')),str(abn('45727821526')),str(abn('29 780 816 250')),str(abn('60 037 935 974')),str(abn('45 727 821 527')),
 str(abn('62 005 475 281')),'11']
# verdicts for thresholds
thr=[(5115,5000,'>'),(4840,5000,'>'),(5700,5000,'>'),(21700,20000,'>'),(11400,10000,'>'),(9500,10000,'>'),(830,750,'>'),(3800,3300,'>'),
     (3190,3300,'>'),(21500,20000,'>'),(12500,12000,'>='),(12100,20000,'>='),(13400,12000,'>'),(11550,12000,'>=')]
assert len(exp)==len(tools),(len(exp),len(tools))
bad=0
for d,e in zip(tools,exp):
    if d['figures'][0]!=e: print('MISMATCH',d['id'],d['figures'][0],e); bad+=1
th=[d for d in tools if 'verdict' in d and 'ABN' not in d['topic'] and 'digits' not in d['topic']]
for d,(v,t,op) in zip(th,thr):
    want='yes' if (v>t if op=='>' else v>=t) else 'no'
    if d['verdict']!=want: print('VERDICT',d['id'],d['verdict'],want); bad+=1
for d in tools:
    if 'ABN' in d['topic'] and d['figures'][0]!='11':
        s=int(d['figures'][0]); want='yes' if s%89==0 else 'no'
        if d['verdict']!=want: print('ABNV',d['id']); bad+=1
        if want=='no' and d['figures'][1]!=str(s%89): print('REM',d['id']); bad+=1
print('tools',len(tools),'threshold items',len(th),'bad',bad)
