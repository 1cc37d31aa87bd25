#!/usr/bin/env python3
"""Writes questions.json for held-out set h29 (blind-h29, style: typos and autocorrect, 2026-11-29).
Each item is written out below; ABNs are generated with a fixed seed and the check-digit algorithm of facts §6.1."""
import json, os, random
HERE = os.path.dirname(os.path.abspath(__file__))

def abn_ok(s):
    d = [int(c) for c in s if c.isdigit()]
    if len(d) != 11: return False
    d[0] -= 1
    return sum(a * b for a, b in zip(d, [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19])) % 89 == 0

def gen_valid(rng):
    while True:
        s = str(rng.randint(1, 9)) + "".join(str(rng.randint(0, 9)) for _ in range(10))
        if abn_ok(s) and s not in ("53004085616", "51824753556", "42021773747"):
            return s

rng = random.Random(2929)
V1, V2, V3 = gen_valid(rng), gen_valid(rng), gen_valid(rng)
INV = V3[:-1] + str((int(V3[-1]) + 3) % 10)   # last digit changed
assert not abn_ok(INV)
def spaced(s): return s[:2] + " " + s[2:5] + " " + s[5:8] + " " + s[8:]

I = []
def A(q, state, topic, basis, verdict=None, figures=None, date=None, profile=None):
    d = {"q": q, "kind": "answer", "state": state}
    if verdict: d["verdict"] = verdict
    if figures: d["figures"] = figures
    if date: d["date"] = date
    if profile: d["profile"] = profile
    d["topic"] = topic; d["basis"] = basis
    I.append(d)
def T(q, state, figures, topic, basis, verdict=None, date=None):
    d = {"q": q, "kind": "tool", "state": state}
    if verdict: d["verdict"] = verdict
    d["figures"] = figures
    if date: d["date"] = date
    d["topic"] = topic; d["basis"] = basis
    I.append(d)
def D(q, state, ask, topic, date=None):
    d = {"q": q, "kind": "decline", "state": state, "ask": ask}
    if date: d["date"] = date
    d["topic"] = topic; d["basis"] = "facts (not held)"
    I.append(d)
def M(q, topic):
    I.append({"q": q, "kind": "ambiguous", "state": None, "topic": topic, "basis": "facts §2.1, §3.2, §4.2, §6.7 (per state)"})

BCN = "Building Commission NSW or NSW Fair Trading"
# ---------------- NSW (24) ----------------
A("doi need a licnce for a 600 job in my state", "NSW",
  "profile NSW electrician: electrical wiring work needs a licence whatever its value", "facts §1.1 NSW",
  verdict="yes", profile={"state": "NSW", "trade": "electrician"})
A("quoting a kitchen reno for a young couple in nsw, they want to know whats the most depsoit i can take up front", "NSW",
  "NSW max deposit 10% of the contract price (HBA s8)", "facts §2.1, §2.2 NSW", figures=["10%"])
A("sparkly in orange nsw, how lomg for the ccew", "NSW",
  "CCEW within 7 days of finishing the safety and compliance test", "facts §3.2 NSW", figures=["7 days"])
A("nsw gas fitter, just did a new cooktop and pipework at a place in tamworth. how long to send fair trading a copy of the certifcate of compliance", "NSW",
  "NSW gas CoC / Certificate of Inspection copy to Fair Trading within 5 business days", "facts §4.5 NSW", figures=["5 business days"])
A("got a 15k bathroom in newcastle nsw lined up and the customer is asking about insurance. is hbcf insurace needed on that", "NSW",
  "HBCF only for residential work over $20,000 -> not needed at $15k", "facts §2.1, §2.2 NSW", verdict="no", figures=["$20,000"])
A("cooling of period on a nsw home bulding contract?", "NSW",
  "5 clear business days after the owner is given a copy of the signed contract (HBA s 7BA)", "facts §2.2 NSW, §9", figures=["5 clear business days"])
A("do i need a writen contract for a 12k deck in waggle wagga", "NSW",
  "NSW written contract for work over $5,000 (small jobs contract $5,000-$20,000)", "facts §2.1, §2.2 NSW, §9", verdict="yes", figures=["$5,000"])
A("nsw subbie here, doing the fitout for a builder on a commercial job. whats the longest the head contracter can take to pay my progress claim", "NSW",
  "NSW SOP max time to pay a subcontractor 20 BD (s11(1A))", "facts §6.7 NSW", figures=["20 BD"])
A("homeowner in the blue mountains wants to pull the bonded asbestos sheets off himself, how much is he alowed to remove", "NSW",
  "NSW home renovators may remove up to 10 m² of bonded asbestos in total", "facts §5.5 NSW", figures=["10 m²"])
A("plumber nsw, booked inspecton never turned up. how long to send the coc and sewer service diagram", "NSW",
  "CoC and SSD to the regulator and owner within 7 working days if a booked inspection isn't attended", "facts §4.2 NSW", figures=["7 working days"])
A("nsw gas certs, how many yeras do i keep em", "NSW",
  "NSW gas certificates kept 5 years", "facts §4.5 NSW, §6.4", figures=["5 years"])
A("nsw 40k reno contract, owner gets the signed copy on christmas eve. do the days 27 to 31 december count for the cooling of", "NSW",
  "business day excludes 27-31 December (HBA s 3): those days don't count toward the 5 clear business days", "facts §2.2 NSW",
  verdict="no", figures=["5 clear business days"], date="2026-12-24")
A("reno for an owner occupier in nsw and theyre slow paying. does the security of payment act even cover that kind of job", "NSW",
  "NSW SOP covers owner-occupier construction contracts since 1 Mar 2021", "facts §6.7 NSW", verdict="yes", figures=["1 Mar 2021"])
T("max depsoit on a 62k reno in nsw, in dollers", "NSW", ["$6,200", "10%"], "10% of $62,000", "facts §2.2 NSW")
T("fencing job in dubbo quoted 4,600 + gst, do i need a licnce", "NSW", ["$5,060", "$5,000"],
  "$4,600 + GST = $5,060, over the $5,000 incl-GST fencing licence threshold", "facts §1.1, §2.1 NSW", verdict="yes")
T("nsw house, 16k bathroom and a 6k laundry on the one contract. hbcf neded?", "NSW", ["$22,000", "$20,000"],
  "one contract $22,000, over $20,000 -> HBCF needed", "facts §2.2 NSW", verdict="yes")
T("plasterer in nsw, customer wants 2,400 of plastering and 1,800 of painting on the same house while im there. do i nees a licence", "NSW", ["$4,200", "$5,000"],
  "$4,200 (x1.1 = $4,620) not over $5,000 -> no licence needed for this trade work", "facts §1.1, §2.1 NSW", verdict="no")
D("fine for taking a depsoit before hbcf in nsw?", "NSW", "Building Commission NSW or icare",
  "penalty for taking money before HBCF cover not held (only the deposit-cap penalty is)")
D("nsw qualified supervisor certifcate, how much?", "NSW", BCN, "QSC fee not held")
D("nsw sparky, lots of customers asking about home batteries lately. do i need the DER endorsment to put them in", "NSW", BCN,
  "DER endorsement is an ACT rule; NSW battery endorsement not held")
D("nsw penalty for not giving the customer there ccew?", "NSW", BCN, "CCEW penalty not held")
D("customer in parramatta wont pay the last 8k, if i take him to ncat will i win", "NSW", "a lawyer or " + BCN,
  "outcome of a specific dispute: legal advice")
D("nsw, what interest can i charge on a overdue invoce for a reno", "NSW", "a lawyer or " + BCN, "late-payment interest not held")
D("nsw, how much notice do i have to give the nieghbour before replacing a dividing fence", "NSW", "a lawyer or " + BCN,
  "dividing fence notice not held")

# ---------------- VIC (24) ----------------
A("knocking down an old weatherbord house in bendigo, only 8k, do i nees to be registered", "VIC",
  "VIC demolishing a home needs registration whatever the cost", "facts §1.2 VIC", verdict="yes")
A("vic plumber, compliance certifcate deadline with the bpc?", "VIC",
  "compliance certificate to customer and lodged with BPC within 5 days of finishing", "facts §4.2 VIC", figures=["5 days"])
A("quoting a 45k reno in gee long for a retired couple, whats the deposit cap i can put in the contract", "VIC", "VIC deposit 5% when the price is $20,000 or more", "facts §2.2 VIC", figures=["5%"])
A("dbi neded for a 14k bathroom in vic", "VIC", "DBI only for work over $16,000", "facts §2.1, §2.2 VIC", verdict="no", figures=["$16,000"])
A("vic, solar instal is prescribed work. after the LEI inspects how long has he got to give me the coes", "VIC",
  "LEI has 4 business days after inspecting to give the COES to the responsible person", "facts §3.2 VIC", figures=["4 business days"])
A("non prescibed job in ballarat, swapped some powerpoints. how long to give the coes to the custommer", "VIC",
  "non-prescribed work: COES to the customer within 1 month", "facts §3.2 VIC", figures=["1 month"])
A("owner in vic signed the contract then pulled out in the cooling of. ive already bought some timber. what can i keep", "VIC",
  "builder may keep $100 plus out-of-pocket expenses the owner approved (DBCA s34)", "facts §2.2 VIC", figures=["$100"])
A("vic contract went out without the cooling of notice in it, how long does the owner get to pull out", "VIC",
  "no cooling-off notice in the contract: owner has 7 days from becoming aware", "facts §2.2 VIC", figures=["7 days"])
A("removing about 8 m2 of non friable asbestos in vic, how far ahead do i notfy worksafe", "VIC",
  "VIC: at least 24 h before for 10 m² or less of non-friable", "facts §5.5 VIC", figures=["24 h"])
A("vic plumbing, quick job swapping a tap and a cistern inlet valve, whole thing comes to $600. is a compliance cert needed", "VIC",
  "compliance certificate where total work value is over $750 ($600 under; not a gas or below-ground drain job)", "facts §4.2 VIC",
  verdict="no", figures=["$750"])
A("do i need to be licenced or registered to do a small gas fitting job in vic, like 300 bucks", "VIC",
  "VIC plumbing incl. gasfitting needs licence/registration at any value", "facts §1.2 VIC, §9 (third pass)", verdict="yes")
A("vic subbie, builder got my payment claim. how long has he got to send a paymnet schedule", "VIC",
  "VIC SOP payment schedule within the contract time or 10 BD, whichever is earlier (s15)", "facts §6.7 VIC", figures=["10 BD"])
A("signed a contract in march 2017 in vic for a 7k bathroom. did it have to be a major domestic bulding contract back then", "VIC",
  "before 1 Aug 2017 the major domestic contract threshold was $5,000 -> $7k needed one", "facts §2.1, §2.2 VIC, §8",
  verdict="yes", figures=["$5,000"], date="2017-03-15")
T("vic bathroom reno 18,400 all up inc gst. whats the max depsoit in dollars", "VIC", ["$1,840", "10%"], "under $20,000 -> 10%", "facts §2.2 VIC")
T("vic extension 86k, max depsoit in $?", "VIC", ["$4,300", "5%"], "$20,000 or more -> 5%", "facts §2.2 VIC")
T("vic, 6k of painting and 4.5k of plastering on the same house. do i have to be registerd", "VIC", ["$10,500", "$10,000"],
  "types of work together over $10,000 -> registration", "facts §1.2 VIC", verdict="yes")
T("vic plumber, my labours 300 and the owner bought the 350 basin themself. compliance cert needed?", "VIC", ["$650", "$750"],
  "value incl. owner-supplied items $650 (x1.1 $715) not over $750 -> no certificate", "facts §4.2 VIC", verdict="no")
D("how much does domestic builder limited registraton cost in vic", "VIC", "the Building and Plumbing Commission", "registration fee not held")
D("vic, whats the fine for lodging a plumbing complaince cert late", "VIC", "the Building and Plumbing Commission", "late-lodgement penalty not held")
D("esv rec aplication, how long to approve?", "VIC", "Energy Safe Victoria", "processing time not held")
D("vic securty of payment, whats the max time the builder can take to actually pay me", "VIC",
  "the Building and Plumbing Commission or a lawyer", "VIC maximum time to pay not captured")
D("vic, customer wants me to pay for there motel while the bathroom is out of action. do i have to", "VIC",
  "Consumer Affairs Victoria or a lawyer", "specific dispute: legal advice")
D("bpc plumbing audits in vic, how many a year?", "VIC", "the Building and Plumbing Commission", "audit rate not held")
D("vic builder went bust halfway thru, whats the max dbi payout the owner can get", "VIC", "the Building and Plumbing Commission",
  "DBI payout cap not held")

# ---------------- QLD (24) ----------------
A("qbc lisence needed for a 2k gas job in townsville?", "QLD", "QLD gas fitting needs a licence at any value", "facts §1.3 QLD", verdict="yes")
A("qld 15k bathroom, whats the depsoit cap", "QLD", "QLD deposit 10% under $20,000", "facts §2.1, §2.2 QLD", figures=["10%"])
A("cooling of for a qld bulding contract how many days", "QLD", "QLD cooling-off 5 business days", "facts §2.1, §2.2 QLD", figures=["5 business days"])
A("qld home warrenty, how long does the cover last", "QLD", "cover runs 6 years 6 months", "facts §2.2 QLD", figures=["6 years 6 months"])
A("qld plumber, just invoiced a hot water swap. how long after invoicing have i got to lodge the form 4 for notifiable work", "QLD",
  "notifiable work registered with QBCC within 10 business days of invoicing", "facts §4.2 QLD", figures=["10 business days"])
A("how long do i keep copys of the certificate of testing and compliance in qld", "QLD",
  "QLD contractor keeps a copy for 5 years", "facts §3.2 QLD, §6.4", figures=["5 years"])
A("qld 25k contract, when is the comencement notice due", "QLD",
  "contracts $20,000+: Commencement Notice within 10 business days of starting on site", "facts §2.2 QLD", figures=["10 business days"])
A("comercial fitout in brisbane, working near a 2.5m edge. do the specific fall controls kick in", "QLD",
  "QLD: specific control measures at 2 m or more in non-housing construction", "facts §5.6 QLD", verdict="yes", figures=["2 m"])
A("qld electrical contracter licence, how much public liability and consumer protection cover do i need", "QLD",
  "public and products liability at least $5,000,000; consumer protection at least $50,000", "facts §1.3 QLD", figures=["$5,000,000", "$50,000"])
A("pulling out an old fibro bathroom in qld, about 12m2 of sheeting all up. do i need an asbestos licnce for that much", "QLD",
  "Class B licence to remove more than 10 m² of non-friable asbestos", "facts §5.5 QLD", verdict="yes", figures=["10 m²"])
A("qld hydraulic services design job for 1,500. qbcc lisence needed", "QLD",
  "hydraulic services design needs a licence over $1,100", "facts §1.3 QLD", verdict="yes", figures=["$1,100"])
A("qld, builder sent me a paymnet claim. how many days do i get to reply with a schedule", "QLD",
  "QLD BIF Act payment schedule 15 BD", "facts §6.7 QLD", figures=["15 BD"])
A("qld gasfitter, customer wants a fixed bbq plumbed into the gas on the back deck. do i have to give him a gas compliance certificate for that", "QLD",
  "Gas System Compliance Certificate for new installations incl. fixed BBQs", "facts §4.5 QLD", verdict="yes")
A("im licensed for gas in nsw and got offered some work up on the gold coast. can i just work on gas in qld under mutual recogniton", "QLD",
  "QLD is not in Automatic Mutual Recognition for gas; needs a QLD gas work licence via RSHQ", "facts §1.3 QLD", verdict="no")
T("qld reno 27,500, whats the max depsoit in $", "QLD", ["$1,375", "5%"], "$20,000 or more -> 5%", "facts §2.2 QLD")
T("patio in toowoomba 3,100 + gst, do i need a qbcc licence", "QLD", ["$3,410", "$3,300"],
  "$3,100 + GST = $3,410, over $3,300 (incl GST)", "facts §1.3, §2.1 QLD", verdict="yes")
T("transportable in qld 95k, about 55% built off site in the shed. max depsoit?", "QLD", ["$19,000", "20%"],
  "more than 50% off-site -> 20%", "facts §2.2 QLD, §9")
T("qld kitchen, client bought 1,700 of cabinets themselves from bunnings and my labour to install is 1,200. do i need a qbcc licence for it", "QLD", ["$2,900", "$3,300"],
  "value incl. client-supplied materials $2,900 (x1.1 $3,190) not over $3,300", "facts §1.3 QLD", verdict="no")
D("qbcc home warrenty premium on a 60k reno?", "QLD", "QBCC", "premium not held")
D("qld, whats the fine for loding the form 4 late", "QLD", "QBCC", "late Form 4 penalty not held")
D("rshq gas work licnce, how long to process?", "QLD", "Resources Safety and Health Queensland", "processing time not held")
D("qld electical contractor licence, cost per year?", "QLD", "the Electrical Safety Office or WorkSafe QLD", "licence fee not held")
D("qld, how much notice before i can suspened work for non payment", "QLD", "QBCC or a lawyer",
  "QLD suspension notice not held (the 2 BD is WA's)")
D("qld, client says my tiling is defective and has stopped paying the last invoice. can i put a lien on his house to get my money", "QLD", "a lawyer or QBCC", "specific dispute: legal advice")

# ---------------- WA (20) ----------------
A("wa, customer wants an 18k patio with a colorbond roof out the back. do i need to be a registerd building contractor for that", "WA",
  "WA building contractor registration only over $20,000", "facts §1.4 WA", verdict="no", figures=["$20,000"])
A("wa sparky, how long to lodge the notice of completon", "WA", "NOC within 3 days of finishing (r52)", "facts §3.2 WA", figures=["3 days"])
A("perth wa sparky, how long to give the customer the electrical safety certificate", "WA", "ESC within 28 days", "facts §3.2 WA", figures=["28 days"])
A("wa plumber, how long to keep certifcates of compliance", "WA", "plumbing CoCs kept at least 6 years", "facts §1.4, §4.2 WA", figures=["6 years"])
A("bunbury plumber here, starting a major plumbing job on a new house soon. how much notice for the notice of intention", "WA", "NOI at least 24 hours before major plumbing work",
  "facts §4.2 WA", figures=["24 hours"])
A("how many days have i got to get my coc in after a major job", "WA",
  "profile WA plumber: CoC within 5 working days of finishing major plumbing work", "facts §4.2 WA",
  figures=["5 working days"], profile={"state": "WA", "trade": "plumber"})
A("what contract valeus does the wa home building contracts act cover", "WA", "fixed-price contracts between $7,500 and $500,000",
  "facts §2.2 WA", figures=["$7,500", "$500,000"])
A("wa subbie, how long has the head contracter got to give a payment schedule", "WA", "WA SOP payment schedule 15 BD", "facts §6.7 WA", figures=["15 BD"])
A("owner builder in wa built his place 4 years ago and now wants to sell without home indemnity insurance. is he allowed", "WA",
  "owner-builders cannot sell within 7 years without HII", "facts §1.4 WA", verdict="no", figures=["7 years"])
A("wa, gas fitters lisence needed just for a small $200 gas job at a house", "WA", "WA gasfitting on a consumer installation needs a licence at any value",
  "facts §1.4 WA", verdict="yes")
A("deck in joondalup, how high does the balustrade need to be on the landing and on the stairs", "WA",
  "barrier at least 1 m on landings, 865 mm along stair flights (NCC)", "facts §5.2", figures=["1 m", "865 mm"])
A("wa, builders been sitting on my progress claim for weeks and still not paying. how much notice do i have to give to suspend work", "WA", "work can be suspended on 2 BD notice", "facts §6.7 WA", figures=["2 BD"])
T("wa reno 48,000, max deposit in dollars?", "WA", ["$3,120", "6.5%"], "6.5% of $48,000", "facts §2.2 WA, §9")
T("pool job in mandurah 36,500, how much depsoit can i take", "WA", ["$2,372.50", "6.5%"], "6.5% of $36,500", "facts §2.2 WA, §9")
T("wa, 14k carport and an 8k patio on one contract. is home indemnity insurace needed", "WA", ["$22,000", "$20,000"],
  "$22,000 over $20,000 -> HII", "facts §2.2 WA", verdict="yes")
D("wa fine for no prelimanary notice?", "WA", "Building and Energy", "PN penalty not held")
D("how much is the home indemity premium on a 300k build in wa", "WA", "Building and Energy", "HII premium not held")
D("worksafe wa asbestos licnce, cost?", "WA", "WorkSafe WA", "licence fee not held")
D("wa sparky, does the 3 day NOC deadline count weekends or just business days", "WA", "Building and Energy", "day-counting rule for the NOC not held")
D("wa, how long does it take to get a plumbing contracters licence issued", "WA", "the Plumbers Licensing Board or Building and Energy",
  "processing time not held")

# ---------------- SA (20) ----------------
A("sa, written contact needed for a 9k bathroom", "SA", "SA written contract for $12,000 and more", "facts §2.1, §9 SA", verdict="no", figures=["$12,000"])
A("sa plumber how long to submit the plumbing coc", "SA", "SA plumbing CoC within 7 days", "facts §4.2 SA, §9", figures=["7 days"])
A("gas fitter in adelade, whats the deadline for the ecoc", "SA", "SA gas eCoC within 30 days", "facts §4.5 SA, §9", figures=["30 days"])
A("sa sparky, new circuit in a shed out at murray bridge. can i do the electrical ecoc after its been energised or does it have to be before", "SA",
  "eCoC completed before the installation is made available for energisation, then given within 30 days", "facts §3.2 SA",
  verdict="no", figures=["30 days"])
A("roofer in whyala, fall of about 2.2m on a job next week. need a swms", "SA",
  "SA HRCW fall trigger more than 2 m from 1 July 2026 -> SWMS", "facts §9 SA", verdict="yes", figures=["2 m"], date="2026-12-02")
A("back in march this year did a gutter job in port pirie at 2.5m, didnt do a swms. were we ok", "SA",
  "before 1 July 2026 the SA fall trigger was 3 m -> no SWMS needed at 2.5 m", "facts §5.6, §9 SA", verdict="yes", figures=["3 m"], date="2026-03-15")
A("sa, whats the penalty for not having a swms, for me and for my company", "SA",
  "SA SWMS penalty $6,000 individual / $30,000 body corporate", "facts §5.6 SA", figures=["$6,000", "$30,000"])
A("mate of mine does house painting around adelaide. is painting counted as building work in sa, does he need a bwc licence to contract it", "SA",
  "painting is building work; a building work contractor's licence is needed", "facts §1.5 SA", verdict="yes")
A("client in adelaide has her heart set on a new engineerd stone benchtop for the kitchen reno. can i still install it", "SA",
  "engineered stone benchtops banned from 1 July 2024", "facts §5.8", verdict="no", figures=["1 July 2024"])
A("whats the penalty in sa for contracting building work without a licnce, first offence", "SA",
  "individual up to $100,000 for a first or second offence", "facts §1.5 SA", figures=["$100,000"])
A("sa subbie, payment schedule, how many busness days", "SA", "SA SOP payment schedule 15 BD", "facts §6.7 SA", figures=["15 BD"])
A("sa plumber, mostly clearing blocked drains and tap washers. do i need a coc for just clearing a blocked drain", "SA", "SA plumbing CoC not needed for blocked drains", "facts §9 SA", verdict="no")
T("sa, 7,500 kitchen and 5,200 laundry on one contract. written contract needed?", "SA", ["$12,700", "$12,000"],
  "$12,700, $12,000 and more -> written contract", "facts §9 SA", verdict="yes")
T("mount gambier, 4,500 deck and 5,800 pergola same job. do i need a writen contract", "SA", ["$10,300", "$12,000"],
  "$10,300 (x1.1 $11,330) under $12,000 -> not required", "facts §9 SA", verdict="no")
D("sa, cooling of period on a domestic building contract?", "SA", "Consumer and Business Services", "SA cooling-off not found")
D("gas fitter licence renewal in sa, how much", "SA", "Consumer and Business Services", "licence fee not held")
D("sa, whats the fine for submiting the gas ecoc late", "SA", "the Office of the Technical Regulator", "late gas eCoC penalty not held")
D("otr fee for each ecoc in sa?", "SA", "the Office of the Technical Regulator", "eCoC fee not held")
D("max depsoit on a 35k extension in glenelg?", "SA", "Consumer and Business Services", "SA deposit cap not found")
D("sa, customer reckons my tiles are lipping and is holding back 3k. what are my rights", "SA", "a lawyer or Consumer and Business Services",
  "specific dispute: legal advice")

# ---------------- TAS (15) ----------------
A("tas, writen contract needed for a 25k reno", "TAS", "TAS written contract for residential work $20,000 or more", "facts §2.2 TAS", verdict="yes", figures=["$20,000"])
A("tassie builder here, moved down from vic where we had dbi. do i have to take out home warranty insurance down here", "TAS", "no statutory scheme in TAS", "facts §2.1, §2.2 TAS", verdict="no")
A("tas residential job, how long has the owner got to give me a paymnet schedule", "TAS", "TAS SOP 20 days residential", "facts §6.7 TAS", figures=["20 days"])
A("tas, won the adjudication against a builder in devonport but hes dragging his feet. how long have they got to pay the amount", "TAS", "adjudicated amounts paid within 5 days", "facts §6.7 TAS", figures=["5 days"])
A("owner builder in launceston, how many projects is he alowed", "TAS", "owner-builders limited to 2 projects in 10 years", "facts §1.6 TAS",
  figures=["2 projects in 10 years"])
A("tas owner builder permit, how much public liabilty do they need", "TAS", "public liability at least $5 million", "facts §1.6 TAS", figures=["$5 million"])
A("tas plumber, customer wants the hot water turned down to save power. what temp does stored hot water have to be kept at", "TAS", "stored hot water 60°C or more", "facts §4.3 TAS", figures=["60°C"])
A("hobart bathroom, what temp do i set the tempering valve to", "TAS", "tempering valve 50°C for personal hygiene fixtures", "facts §4.3 TAS", figures=["50°C"])
A("tas childcare centre job, what temp for the tmv", "TAS", "TMV set to 45°C in early childhood centres", "facts §4.3 TAS", figures=["45°C"])
A("tassie sop act cover residential work?", "TAS", "TAS SOP unusually covers residential work", "facts §6.7 TAS", verdict="yes")
T("tas, 11k bathroom and 9.5k kitchen on one contract. writen contract needed", "TAS", ["$20,500", "$20,000"],
  "$20,500, $20,000 or more -> written contract", "facts §2.2 TAS", verdict="yes")
D("tas cooling off period on a reno contract?", "TAS", "CBOS", "TAS cooling-off not found")
D("tas sparky, cec deadline how many days", "TAS", "CBOS", "TAS CEC deadline not found")
D("how much is a cbos builders lisence", "TAS", "CBOS", "licence fee not held")
D("plumbing permit fee at hobart council?", "TAS", "the local council or CBOS", "council permit fee not held")

# ---------------- ACT (15) ----------------
A("act sparky, got a job in belconnen putting in a home battery with the solar. do i need the DER endorsment for that", "ACT", "DER endorsement needed from 11 Sep 2024", "facts §1.7 ACT",
  verdict="yes", figures=["11 Sep 2024"])
A("canberra, electrical test report to the registar, how long", "ACT", "test report within 14 days of the test", "facts §3.2 ACT", figures=["14 days"])
A("act, residential bulding insurance needed on alterations over what value", "ACT", "alterations/additions $12,000 or more", "facts §2.2 ACT", figures=["$12,000"])
A("act, did a reno two years ago and the owner just found a defect. how long have they got to tell the insurer", "ACT", "insurer told within 90 days of becoming aware", "facts §2.2 ACT", figures=["90 days"])
A("do carpenters need a licence in canberra", "ACT", "carpenters not licensed in the ACT", "facts §1.7 ACT", verdict="no")
A("act sop, whats the max days for the bulder to pay me", "ACT", "ACT max time to pay 15 BD (s13(1))", "facts §6.7 ACT", figures=["15 BD"])
A("act residential building insurance, when does the cover end", "ACT", "cover ends 5 years after the certificate of occupancy", "facts §2.2 ACT", figures=["5 years"])
A("act, liven a new install before inspecton?", "ACT", "new installations can't be energised until passed", "facts §3.2 ACT", verdict="no")
A("act payment claim, does 28 december count as a busness day", "ACT", "ACT business days exclude 27-31 December", "facts §6.7",
  verdict="no", date="2026-12-28")
A("act gasfitter, when do i have to give the certifcate of compliance", "ACT", "as soon as practicable after gasfitting (Gas Safety Act s9)", "facts §4.5 ACT")
T("canberra, 7k bathroom plus 3,500 laundry, same job. residental building insurance?", "ACT", ["$10,500", "$12,000"],
  "$10,500 (x1.1 $11,550) under $12,000 -> not required", "facts §2.2 ACT", verdict="no")
D("how much does an acess canberra electrical inspection cost", "ACT", "Access Canberra", "inspection fee not held")
D("act, how many days has the builder got to give a payment shedule", "ACT", "Access Canberra", "ACT payment schedule not captured")
D("act plumbers licence renewal fee?", "ACT", "Access Canberra", "licence fee not held")
D("act, whats the fine if worksafe finds no swms on sight", "ACT", "WorkSafe ACT", "ACT SWMS penalty not held")

# ---------------- NT (14) ----------------
A("nt, bpb registraton for a 15k extension?", "NT", "BPB registration for prescribed residential work over $12,000", "facts §1.8 NT", verdict="yes", figures=["$12,000"])
A("customer in darwin wants a free standing shed built, about 20k. do i need to be registerd with the bpb for that", "NT", "free-standing sheds don't need registration", "facts §1.8 NT", verdict="no")
A("katherine, 18k extension, do i legaly need a signed contract", "NT", "signed contract for prescribed residential work over $12,000", "facts §2.1, §9 NT",
  verdict="yes", figures=["$12,000"])
A("nt plumber, just got my advanced tradesman licence through. can i certify my own work now or not", "NT", "advanced tradesman cannot certify; needs BPB certifying plumber registration",
  "facts §1.8 NT", verdict="no")
A("nt advanced tradesman licence, how much experiance needed", "NT", "2 years' post-trade experience", "facts §1.8 NT", figures=["2 years"])
A("nt subbie, contract says 45 busness days to pay. is that legal", "NT", "terms longer than 30 BD are read as 30 BD", "facts §6.7 NT", verdict="no", figures=["30 BD"])
A("nt fidelity certifcate, how long are structural defects covered", "NT", "6 years structural, 1 year non-structural", "facts §2.2 NT", figures=["6 years"])
A("big lpg install in alice springs, about 300 kg stored. how early do i notify nt worksafe", "NT",
  "gas works over 200 kg notified no later than 24 hours before", "facts §9 (second pass) NT", figures=["24 hours"])
A("nt sparky, swaping a light like for like now, no wiring changes. need a coc", "NT", "like-for-like replacements need no CoC from 1 Jan 2026",
  "facts §3.2 NT", verdict="no", figures=["1 Jan 2026"])
A("back in december last year in darwin i swapped a fan like for like. did that need a coc", "NT",
  "before 1 Jan 2026 all electrical work needed a CoC", "facts §3.2 NT", verdict="yes", figures=["1 Jan 2026"], date="2025-12-15")
T("nt extension, 7,500 slab and 5k frame. bpb registraton needed", "NT", ["$12,500", "$12,000"], "$12,500 over $12,000", "facts §1.8 NT", verdict="yes")
D("nt electrical contractor licence fee?", "NT", "NT WorkSafe", "licence fee not held")
D("nt, max depsoit on a 40k extension?", "NT", "the Building Practitioners Board", "NT deposit amount not captured")
D("nt cooling of on a building contract?", "NT", "the Building Practitioners Board", "NT cooling-off not found")

# ---------------- AU (30) ----------------
A("gsr registraton threshold?", "AU", "must register at GST turnover of $75,000 or more", "facts §6.2", figures=["$75,000"])
A("hit the gst threshhold last month, how long have i got to register", "AU", "register within 21 days of reaching the threshold", "facts §6.2", figures=["21 days"])
A("customer asked for a tax invoice for a job i did a while back, how long have i got to send it", "AU", "within 28 days of a request", "facts §6.3, §9 (fifth pass)", figures=["28 days"])
A("how long do i keep busness records", "AU", "5 years", "facts §6.4, §9 (fifth pass)", figures=["5 years"])
A("been doing electrical for years, now want to start doing split sytem installs too. do i need a refrigerant handling licence", "AU", "fluorocarbon refrigerant work needs an ARC Refrigerant Handling Licence",
  "facts §1.9", verdict="yes")
A("we put in an engineered stone benchtop in july 2023, was that legal back then", "AU", "ban started 1 July 2024; July 2023 was before it",
  "facts §5.8", verdict="yes", figures=["1 July 2024"], date="2023-07-15")
A("what was the supper rate on wages paid in june last year", "AU", "11.5% for wages paid 1 July 2024 - 30 June 2025", "facts §6.6, §9",
  figures=["11.5%"], date="2025-06-15")
A("super for the jan to march quater this year, when was it due", "AU", "quarterly due date 28 Apr (quarters to 30 June 2026)", "facts §6.6, §9",
  figures=["28 Apr"], date="2026-03-31")
A("paying wages next friday, when does the super have to land in the fund", "AU", "payday super: within 7 business days of payday (from 1 July 2026)",
  "facts §9 (second pass)", figures=["7 business days"], date="2026-12-04")
A("how many numbers in an abn", "AU", "11 digits", "facts §6.1", figures=["11"])
T("how much gst is in 3,190 inc", "AU", ["$290", "10%"], "1/11 of $3,190", "facts §6.2")
T("quoting 4,750 plus gst, whats the totle", "AU", ["$5,225", "10%"], "$4,750 x 1.1", "facts §6.2")
T("customer paid 12,650 inc gst, whats my ex gsr amount", "AU", ["$11,500", "10%"], "$12,650 / 1.1", "facts §6.2")
T("super on 1,340 for the week for my apprentce?", "AU", ["$160.80", "12%"], "12% of $1,340", "facts §6.6, §9")
T("labourers fortnight was 2,275 gross, how much suoer", "AU", ["$273", "12%"], "12% of $2,275", "facts §6.6, §9")
T("wages i paid in march 2025 were 2,600, what super shouldve gone in", "AU", ["$299", "11.5%"], "11.5% for wages paid before 1 July 2025",
  "facts §6.6, §9", date="2025-03-15")
T("subbie didnt quote an A BN, invoice is 3,600. how much do i hold back", "AU", ["$1,692", "47%"], "47% of $3,600", "facts §6.8")
T("no abn guy did a 70 dollar delivery ex gst, do i have to withold", "AU", ["$75"], "$75 or less ex GST -> no withholding", "facts §6.8", verdict="no")
T("16 yo doing odd jobs for me, no abn, i pay him 380 a week. do i withhold", "AU", ["$178.60", "47%", "$350"],
  "under-18 exception only to $350 a week -> withhold 47% of $380", "facts §6.8", verdict="yes")
T("turnover 48k from jobs plus 31k from side work this year, do i nees to register for gst", "AU", ["$79,000", "$75,000"],
  "$79,000, $75,000 or more -> must register", "facts §6.2", verdict="yes")
T("new subbie gave me abn " + spaced(V1) + ", does it check out", "AU", ["valid"], "modulus 89 check passes", "facts §6.1", verdict="yes")
T("is " + V2 + " a real abn or did he make it up", "AU", ["valid"], "modulus 89 check passes (proves format only; ABN Lookup for active)", "facts §6.1", verdict="yes")
T("can u check this abn " + spaced(INV) + " off an invoice", "AU", ["invalid"], "modulus 89 check fails", "facts §6.1", verdict="no")
D("3rd year apprentce sparky, hourly rate?", "AU", "the Fair Work Ombudsman", "award rates not held")
D("can i still put a surchage on card payments next month", "AU", "the ACCC or the RBA", "card surcharge rules not held", date="2026-12-15")
D("can u send me the as/nzs 3000 clause for bathroom zones", "AU", "Standards Australia", "standard clause text not reproduced")
D("can i claim my ute on tax if i use it for personal stuff too", "AU", "the ATO", "tax advice not held")
D("is my regular subbie actually an employee for super, hes only worked for me for 2 years", "AU", "the ATO or the Fair Work Ombudsman",
  "employee vs contractor: specific advice not held")
D("whats the instant asset right off limit this year for tools", "AU", "the ATO", "write-off limit not held")
D("whats the ato fine for lodging my bas late", "AU", "the ATO", "late BAS penalty not held")

# ---------------- ambiguous (14) ----------------
M("bayswater job, 25k bathroom, max depsoit?", "Bayswater VIC (>= $20,000: 5%) / Bayswater WA (6.5%)")
M("16k deck in paddington, home warrenty needed?", "Paddington NSW (HBCF over $20,000: no) / Paddington QLD (over $3,300: yes)")
M("ashfield sparky here, just finished rewiring a kitchen, how long for the electrical certifcate to go in", "Ashfield NSW (CCEW 7 days) / Ashfield WA (NOC 3 days, ESC 28 days)")
M("maitland, 10k kitchen reno, writen contract needed?", "Maitland NSW (over $5,000: yes) / Maitland SA ($12,000 and more: no)")
M("carlton plumber, how long to get the complience cert in", "Carlton VIC (5 days) / Carlton NSW (CoC; 7 working days if a booked inspection is missed)")
M("st kilda job, 8k of carpentry, do i need to be licensed or registerd", "St Kilda VIC (not over $10,000: no) / St Kilda SA (BWC licence to run a contracting business)")
M("got a 12k bathroom on in the albury wodonga area, do i need a proper written contract for it", "Albury NSW (over $5,000: small jobs contract) / Wodonga VIC (over $10,000: major domestic building contract)")
M("queanbeyan or canberra not sure which yet, sparky, how long to get the cert in", "Queanbeyan NSW (CCEW 7 days) / Canberra ACT (test report 14 days)")
M("whats the max deposit on a 14k job", "no state: NSW 10% / VIC 10% / QLD 10% / WA 6.5% / SA, TAS, ACT not found / NT not captured")
M("customer wants an outside repaint of the house, about a 4k painting job. do i need a licence for that", "no state: NSW (not over $5,000: no) / VIC (not over $10,000: no) / QLD (over $3,300: yes) / WA (not over $20,000: no) / SA (painting is building work: BWC licence)")
M("how long has the builder got to send me a paymnet schedule", "no state: NSW 10 business days / VIC 10 BD / QLD 15 BD / WA 15 BD / SA 15 BD / TAS 10 days commercial, 20 days residential / ACT, NT not captured")
M("home warrenty insurance on a 18k extension, needed?", "no state: NSW (over $20,000: no) / VIC (DBI over $16,000: yes) / QLD (over $3,300: yes) / WA (over $20,000: no) / ACT ($12,000 or more: yes) / TAS (no scheme)")
M("kew, 12k reno, rego or licence needed?", "Kew VIC (over $10,000: registration yes) / Kew NSW (over $5,000: licence yes)")
M("exeter, 22k extention, whats the max deposit", "Exeter NSW (10%) / Exeter TAS (not found) / Exeter SA (not found)")

for n, d in enumerate(I, 1):
    d_id = {"id": "h29-%03d" % n}
    d_id.update(d)
    I[n - 1] = d_id
assert len(I) == 200, len(I)
json.dump(I, open(os.path.join(HERE, "questions.json"), "w"), indent=2, ensure_ascii=False)
print("wrote", len(I))
