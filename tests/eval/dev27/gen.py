#!/usr/bin/env python3
"""Development set 27 (blind, helper "blind-d27"): writes questions.json next to this file.

Written from /work/briefs/facts-1.md ... facts-5.md (the fact sheet), /work/briefs/17.md and the heldout14 README
conventions only. Today is 2026-11-28 (Saturday); an undated question takes that date.
Run: python3 gen.py  (then python3 check_tools.py -> "bad 0").
"""
import json, os

HERE = os.path.dirname(os.path.abspath(__file__))
ITEMS = []


def add(kind, q, state, topic, basis, verdict=None, figures=None, ask=None, date=None, profile=None):
    d = {"id": "", "q": q, "kind": kind, "state": state}
    if verdict is not None:
        d["verdict"] = verdict
    if figures:
        d["figures"] = figures
    d["topic"] = topic
    d["basis"] = basis
    if ask:
        d["ask"] = ask
    if date:
        d["date"] = date
    if profile:
        d["profile"] = profile
    ITEMS.append(d)


def A(q, state, topic, basis, **kw):
    add("answer", q, state, topic, basis, **kw)


def T(q, state, topic, basis, **kw):
    add("tool", q, state, topic, basis, **kw)


def D(q, state, topic, ask):
    add("decline", q, state, topic, "facts.md (not held)", ask=ask)


def M(q, topic):
    add("ambiguous", q, None, topic, "facts.md (several states)")


# ----------------------------------------------------------------------------------------------------------------
# ANSWERS (75)
# ----------------------------------------------------------------------------------------------------------------
# NSW
A("office here - our plumber's got a $650 job fixin a leakin dunny cistern in tamworth. customer's asking does he "
  "even need to be licensed for somethin that small?",
  "NSW", "NSW plumbing needs a licence at any value (specialist work); the $5,000 threshold does not apply",
  "facts.md §1.1, §2.1", verdict="yes")
A("split system install in port macquarie, 2.2k all up. does the installer need a nsw licence or is it under the 5k "
  "so no worries?",
  "NSW", "NSW air conditioning and refrigeration is specialist work: licence at any value, not only over $5,000",
  "facts.md §1.1, §2.1", verdict="yes")
A("apprentice askin for the boss: after we test a new circuit in gosford how many days have we got to get the ccew "
  "in? and does the customer get a copy even on a small job",
  "NSW", "NSW CCEW within 7 days of finishing the test; the customer always gets a copy",
  "facts.md §3.2 NSW", figures=["7 days"])
A("supplier reckons on a 60k reno in hornsby we can take 15% deposit cos the benchtops are special order. is that "
  "right?",
  "NSW", "statement to correct: NSW max deposit 10% of the contract price (HBA s8)",
  "facts.md §2.1, §2.2 NSW", verdict="no", figures=["10%"])
A("wagga gasfitter. lpg install on a cabin out of town, not on mains gas. do i have to send fair trading a copy of "
  "the cert too, not just the owner?",
  "NSW", "NSW non-networked (LPG) gas: Certificate of Inspection copy to Fair Trading within 5 business days",
  "facts.md §4.5 NSW", verdict="yes", figures=["5 business days"])
A("client in sutherland wants a 3.5k retaining wall in the backyard. does the landscaper need a licence for that",
  "NSW", "NSW structural landscaping needs a licence only above $5,000; $3,500 is under (with or without GST)",
  "facts.md §1.1, §9", verdict="no", figures=["$5,000"])
A("we're subbies on a commercial job in parramatta and the builder's put a pay when paid clause in our "
  "subcontract. is that even legal in nsw?",
  "NSW", "NSW SOP: pay when paid clauses are void (s34)", "facts.md §6.7", verdict="no")
A("wife does our quotes. 28k bathroom and laundry reno in campbelltown nsw - do we need the hbcf cover sorted before "
  "we take the deposit?",
  "NSW", "NSW HBCF for residential work over $20,000, before starting work or taking any money incl the deposit",
  "facts.md §2.1, §2.2 NSW", verdict="yes", figures=["$20,000"])
A("renovator in bathurst wants to pull off about 8 m2 of old fibro sheetin himself. does he legally need a licensed "
  "removalist?",
  "NSW", "NSW home renovators may remove up to 10 m² of bonded asbestos; above that a licensed contractor",
  "facts.md §5.5", verdict="no", figures=["10 m²"])
A("client signed a 45k kitchen contract in chatswood. how long's she got to pull out, and do weekends count?",
  "NSW", "NSW cooling-off 5 clear business days after being given the signed copy; business days exclude Saturdays, "
  "Sundays, public holidays and 27-31 Dec (HBA s 3, s 7BA)",
  "facts.md §2.1, §2.2 NSW, §9", figures=["5 clear business days"])
A("nsw - do we need a written contract for a 12k reno in penrith? and what if it goes over 20k?",
  "NSW", "NSW written contract over $5,000: small jobs contract $5,000-$20,000; home building (large jobs) contract "
  "over $20,000", "facts.md §2.1, §2.2 NSW, §9", verdict="yes", figures=["$5,000", "$20,000"])
A("two jobs on the go, a 25k reno in albury and another 25k one over the river in wodonga. max deposit % in albury? "
  "same for wodonga?",
  "NSW", "two jobs named: Albury NSW 10%; follow-up Wodonga VIC 5% (price $20,000 or more)",
  "facts.md §2.1, §2.2 NSW/VIC", figures=["10%", "5%"])

# VIC
A("restumpin job in geelong, only 6.5k. do we need to be registered with the bpc for that",
  "VIC", "VIC re-stumping needs registration whatever the cost", "facts.md §1.2, §2.1", verdict="yes")
A("apprentice askin the boss's question: new meter box on a house in ballarat, can we liven it ourselves before the "
  "inspector's been? and how long has the lei got to give us the cert after",
  "VIC", "VIC meter box is prescribed work: not energised before LEI inspection; LEI has 4 business days after "
  "inspecting", "facts.md §3.2 VIC", verdict="no", figures=["4 business days"])
A("customer's text: 'can my brother in law do the wirin for the new shed lights, he's pretty handy'. she's in "
  "shepparton. what do i tell her",
  "VIC", "VIC: DIY electrical work is illegal; only licensed electricians may do the work",
  "facts.md §1.2, §3.1", verdict="no")
A("our plumber's swappin a gas cooktop in bendigo, 400 all up. does he still need to do a compliance cert if it's "
  "under the 750?",
  "VIC", "VIC compliance certificate at any value for Type A gas appliance install/replace",
  "facts.md §4.2 VIC, §4.5 VIC", verdict="yes")
A("owner in doncaster signed our 30k contract on thursday. how long's the cooling off, and what can we hang on to if "
  "they pull out?",
  "VIC", "VIC cooling-off 5 clear business days after receiving the signed copy; builder may keep $100 plus "
  "out-of-pocket expenses the owner approved (DBCA s34)", "facts.md §2.1, §2.2 VIC",
  figures=["5 clear business days", "$100"])
A("Hi, I manage the office for a small electrical business. Our electrician in Warrnambool holds an A-grade licence. "
  "Can he contract with the public in his own name without registering as an REC?",
  "VIC", "VIC: only registered electrical contractors (RECs) may contract with the public",
  "facts.md §1.2", verdict="no")
A("vic, removalist's takin off about 6 m2 of fibro eaves. he says he can just let worksafe know the mornin he starts. "
  "that right?",
  "VIC", "VIC asbestos notification: at least 24 h before for 10 m² or less of non-friable material",
  "facts.md §5.5", verdict="no", figures=["24 h"])
A("craigieburn job - do plasterin and paintin on the same house get added together for the vic rego threshold?",
  "VIC", "VIC registration where more than one type of work together exceeds $10,000",
  "facts.md §1.2", verdict="yes", figures=["$10,000"])
A("plumber in frankston, 2k hot water job done today. who gets the compliance cert and how many days we got to "
  "lodge it with the bpc or whatever theyre called now",
  "VIC", "VIC compliance certificate over $750: to the customer and lodged with the BPC within 5 days",
  "facts.md §4.2 VIC", figures=["5 days"])
A("goin thru old files - we did a 7k bathroom in vic on a contract signed 10 march 2016, no major domestic contract. "
  "was one actually required back then?",
  "VIC", "dated: VIC major domestic building contract threshold was over $5,000 before 1 Aug 2017 -> required",
  "facts.md §2.1, §2.2 VIC, §9", verdict="yes", figures=["$5,000"], date="2016-03-10")

# QLD
A("customer in townsville asking if our pest guy needs a qbcc licence for a $600 chemical termite treatment",
  "QLD", "QLD termite management (chemical) needs a licence at any value", "facts.md §1.3", verdict="yes")
A("quotin a 2,900 fence repair in ipswich, thats gst incl. need a qbcc licence?",
  "QLD", "QLD licence only for work over $3,300 incl GST; $2,900 incl GST is under",
  "facts.md §1.3, §2.1", verdict="no", figures=["$3,300"])
A("partner doin the invoices on the gold coast: when do we have to register notifiable plumbing work with the qbcc?",
  "QLD", "QLD notifiable work registered with QBCC (Form 4/4A) within 10 business days of invoicing",
  "facts.md §4.2 QLD", figures=["10 business days"])
A("25k reno in brisbane. do we need to put in a commencement notice, and how long after we start?",
  "QLD", "QLD contracts of $20,000+: Commencement Notice within 10 business days of starting on site",
  "facts.md §2.2 QLD, §9", verdict="yes", figures=["10 business days"])
A("sparky mate in cairns reckons his electrical contractor licence only needs 1 mil public liability. is he right?",
  "QLD", "statement to correct: QLD electrical contractor licence needs public and products liability of at least "
  "$5,000,000", "facts.md §1.3", verdict="no", figures=["$5,000,000"])
A("whats the cooling off on a qld reno contract in logan, and what does the owner owe us if they cancel?",
  "QLD", "QLD cooling-off 5 business days; owner pays $100 plus reasonable out-of-pocket expenses (Sch 1B s35)",
  "facts.md §2.1, §2.2 QLD", figures=["5 business days", "$100"])
A("nsw gasfitter movin up to the sunny coast. can i just use my nsw ticket under mutual recognition for gas work up "
  "there?",
  "QLD", "QLD is not in Automatic Mutual Recognition for gas; apply through the RSHQ Portal",
  "facts.md §1.3", verdict="no")
A("roofer in toowoomba, house job with a 2.4m drop. apprentice asks do we still need a swms or is it only over 3m "
  "for housing",
  "QLD", "QLD: SWMS for any construction work above 2 m, housing included (3 m is the housing fall-prevention "
  "trigger)", "facts.md §5.6", verdict="yes", figures=["2 m"])
A("hydraulic design job in rockhampton, 1,500 bucks. does that need a qbcc licence",
  "QLD", "QLD licence for work over $1,100 if it involves hydraulic services design",
  "facts.md §1.3, §2.1", verdict="yes", figures=["$1,100"])
A("office manager here: what % deposit can we take on jobs 20k and over?",
  "QLD", "profile QLD builder: deposit cap 5% at $20,000 or more", "facts.md §2.1, §2.2 QLD",
  figures=["5%"], profile={"state": "QLD", "trade": "builder"})

# WA
A("perth builder here, customer wants an 18k patio. do we need to be a registered building contractor for that",
  "WA", "WA building contractor registration only for work over $20,000", "facts.md §1.4, §2.1",
  verdict="no", figures=["$20,000"])
A("sparky in bunbury - apprentice asks when the notice of completion is due and when the customer gets the safety "
  "cert",
  "WA", "WA NOC within 3 days of finishing; ESC to the customer within 28 days",
  "facts.md §3.2 WA", figures=["3 days", "28 days"])
A("plumber in joondalup, doin major plumbin work on a house. do we have to put a notice of intention in before we "
  "start?",
  "WA", "WA NOI at least 24 hours before major plumbing work", "facts.md §4.2 WA",
  verdict="yes", figures=["24 hours"])
A("client in rockingham wants a rise and fall clause in our 150k home building contract. can we put one in?",
  "WA", "WA Home Building Contracts Act ($7,500-$500,000): rise-and-fall clauses not allowed",
  "facts.md §2.2 WA", verdict="no")
A("wa plumbing contractor. how long do we have to keep the cocs, and when do they have to go to the board?",
  "WA", "WA plumbing CoC to the Plumbers Licensing Board within 5 working days; keep 6 years",
  "facts.md §1.4, §4.2 WA, §6.4", figures=["6 years", "5 working days"])
A("geraldton, 35k extension. do we need the hii certificate before we take the deposit?",
  "WA", "WA HII for residential work over $20,000; certificate before claiming any payment or starting work",
  "facts.md §2.1, §2.2 WA", verdict="yes", figures=["$20,000"])
A("we put in an engineered stone benchtop in a perth kitchen on 14 june 2024. were we allowed to back then?",
  "WA", "dated: engineered stone ban from 1 July 2024; installed before it -> allowed",
  "facts.md §5.8", verdict="yes", figures=["1 July 2024"], date="2024-06-14")

# SA
A("adelaide reno, 9k. customer asks do we need a written contract",
  "SA", "SA written contract for domestic building work of $12,000 and more; $9,000 is under",
  "facts.md §2.1, §9", verdict="no", figures=["$12,000"])
A("sparky in elizabeth sa: when's the ecoc due and who gets it?",
  "SA", "SA eCoC completed before energisation, then to the Technical Regulator and owner within 30 days",
  "facts.md §3.2 SA", figures=["30 days"])
A("plumber in port lincoln, new hot water install. apprentice asks do we need a coc for that and how long we got",
  "SA", "SA plumbing CoC within 7 days of completing the work (hot water install is not an exempt job)",
  "facts.md §4.2 SA, §9", verdict="yes", figures=["7 days"])
A("relocatin a gas oven in glenelg sa for a kitchen reno. do we need a gas coc for just movin it?",
  "SA", "SA gas CoC needed for appliance relocation; eCoC within 30 days", "facts.md §4.5 SA, §9",
  verdict="yes", figures=["30 days"])
A("company director here. our sparky says the max fine for not doin the ecoc is 20 grand. is that right?",
  "SA", "statement to correct: SA electrical certificate penalties up to $5,000 (s61)",
  "facts.md §3.2 SA", verdict="no", figures=["$5,000"])
A("what net assets do i need for a bwc licence in sa, and how long does the licence run for?",
  "SA", "SA building work contractor's licence: at least $10,000 net assets; runs for 1 year",
  "facts.md §1.5", figures=["$10,000", "1 year"])
A("paintin business in mount gambier. do we need a bwc licence to contract paintin work?",
  "SA", "SA: painting is building work; a building-work contracting business must be licensed (BWC Act)",
  "facts.md §1.5", verdict="yes")
A("roof job in victor harbor on 12 march this year, 2.5m fall. did we need a swms back then?",
  "SA", "dated: SA HRCW fall trigger was 3 m until 30 June 2026 -> no SWMS needed at 2.5 m in March 2026",
  "facts.md §5.6, §9", verdict="no", figures=["3 m"], date="2026-03-12")
A("fixin gutters in modbury next tuesday, about 2.3m up. do we need a swms?",
  "SA", "dated: SA HRCW fall trigger more than 2 m from 1 July 2026 -> SWMS needed",
  "facts.md §5.6, §9", verdict="yes", figures=["2 m"], date="2026-12-01")
A("how many days have we got to get the coc in after a job?",
  "SA", "profile SA plumber: plumbing CoC to the OTR and customer within 7 days", "facts.md §4.2 SA, §9",
  figures=["7 days"], profile={"state": "SA", "trade": "plumber"})

# TAS
A("hobart, 15k reno. customer wants a written contract, do we legally have to do one?",
  "TAS", "TAS written contract required for residential building work of $20,000 or more; $15,000 is under",
  "facts.md §2.1, §2.2 TAS", verdict="no", figures=["$20,000"])
A("supplier reckons tassie still has the housing indemnity act so we gotta get warranty insurance on a 60k "
  "extension in launceston. is he right?",
  "TAS", "statement to correct: Housing Indemnity Act 1992 repealed by the 2016 Act; no statutory scheme found",
  "facts.md §2.1, §2.2 TAS", verdict="no")
A("plumber in devonport. what temp does stored hot water have to be kept at, and what do we set the temperin valve "
  "to for the shower?",
  "TAS", "TAS: stored hot water 60°C or more; tempering valve set to 50°C for personal hygiene fixtures",
  "facts.md §4.3", figures=["60°C", "50°C"])
A("childcare centre reno in moonah. what's the tmv set to, and can we just put a temperin valve in instead?",
  "TAS", "TAS: childcare needs a TMV set to 45°C; a tempering valve may not replace a TMV",
  "facts.md §4.3", verdict="no", figures=["45°C"])
A("owner builder mate in burnie reckons you can do as many owner builder jobs as you like in tas. true?",
  "TAS", "statement to correct: TAS owner-builders limited to 2 projects in 10 years",
  "facts.md §1.6", verdict="no", figures=["2 projects in 10 years"])

# ACT
A("sparky in gungahlin. how long have we got to get the test report to the registrar?",
  "ACT", "ACT test report to the Construction Occupations Registrar or owner within 14 days of the test",
  "facts.md §3.2 ACT", figures=["14 days"])
A("canberra, 15k alteration on a house. do we need residential building insurance or a fidelity cert?",
  "ACT", "ACT residential building insurance or fidelity certificate for alterations of $12,000 or more",
  "facts.md §2.1, §2.2 ACT", verdict="yes", figures=["$12,000"])
A("chippy in tuggeranong askin for his sparky mate: does he need that der endorsement to wire in a home battery?",
  "ACT", "ACT DER endorsement needed from 11 Sep 2024 for wiring work on rooftop solar, inverters and batteries",
  "facts.md §1.7", verdict="yes", figures=["11 Sep 2024"])
A("back on 20 aug 2024 we wired a solar inverter in canberra without a der endorsement. was one required then?",
  "ACT", "dated: ACT DER endorsement only from 11 Sep 2024 -> not required on 20 Aug 2024",
  "facts.md §1.7", verdict="no", figures=["11 Sep 2024"], date="2024-08-20")
A("who's the insurer for act residential building insurance, and how long has the owner got to tell them about a "
  "defect?",
  "ACT", "ACT: QBE is the only authorised insurer; tell the insurer within 90 days of becoming aware of a defect",
  "facts.md §2.2 ACT", figures=["90 days"])

# NT
A("building contractor registration for a 10k extension in palmerston nt?",
  "NT", "NT BPB registration for prescribed residential work over $12,000; $10,000 is under",
  "facts.md §1.8, §2.1", verdict="no", figures=["$12,000"])
A("can my advanced tradesman licence certify the plumbin work on a job in darwin or do i need someone else?",
  "NT", "NT advanced tradesman licence can contract and do plumbing but not certify; certifying plumber registered "
  "with the BPB", "facts.md §1.8, §4.2 NT", verdict="no")
A("katherine: we're startin a sparky business doin work for a fee. do we need an electrical contractor licence?",
  "NT", "NT: a business doing electrical work for a fee needs an electrical contractor licence",
  "facts.md §1.8, §3.1", verdict="yes")
A("commercial kitchen fit-out in darwin with 250 kg of lpg storage. do we have to notify nt worksafe before we start "
  "the gas works?",
  "NT", "NT gas works over 200 kg stored notified to NT WorkSafe no later than 24 hours before they start",
  "facts.md §9", verdict="yes", figures=["24 hours"])
A("nhulunbuy sparky: on 9 feb this year i swapped a light switch like for like, no wiring change. did i need a coc "
  "for that?",
  "NT", "dated: from 1 Jan 2026 like-for-like replacements need no CoC", "facts.md §3.2 NT",
  verdict="no", figures=["1 Jan 2026"], date="2026-02-09")

# AU (national)
A("apprentice here. do i need my own refrigerant handlin licence to do the gas side of split system installs, or "
  "does the boss's licence cover me?",
  "AU", "anyone handling fluorocarbon refrigerant needs their own Refrigerant Handling Licence (ARC)",
  "facts.md §1.9", verdict="yes")
A("partner asks: turnover's about 62k this year, do we have to register for gst?",
  "AU", "GST registration compulsory at $75,000 or more; $62,000 is under", "facts.md §6.2",
  verdict="no", figures=["$75,000"])
A("how long do we have to keep invoices and receipts for the ato?",
  "AU", "keep business records 5 years", "facts.md §6.4, §9", figures=["5 years"])
A("Customer has asked for a tax invoice for a $1,400 job. Does it need to show their name or ABN?",
  "AU", "tax invoice for $1,000 or more must also show the buyer's identity or ABN", "facts.md §6.3",
  verdict="yes", figures=["$1,000"])
A("customer emailed askin for a tax invoice for a job we did back in july. how long have we got to send it?",
  "AU", "tax invoice within 28 days of a request", "facts.md §6.3, §9", figures=["28 days"])
A("supplier's rep reckons engineered stone is fine again if its lower silica, like 30%. is he right?",
  "AU", "statement to correct: the ban covers engineered stone with at least 1% crystalline silica",
  "facts.md §5.8", verdict="no", figures=["1%"])
A("payday super - how long after payday does the super have to hit the fund now?",
  "AU", "Payday Super from 1 July 2026: received by the fund within 7 business days of payday",
  "facts.md §9", figures=["7 business days"])
A("subbie hasn't given us an abn. do we have to hold anything back when we pay him?",
  "AU", "no ABN quoted: withhold 47% of the payment (exceptions: $75 or less ex GST, under-18 on $350 or less a "
  "week, etc.)", "facts.md §6.8", verdict="yes", figures=["47%"])
A("do we have to check a subbie's abn is actually valid before we pay him?",
  "AU", "you do not have to check the ABN is valid (ABN Lookup if in doubt)", "facts.md §6.8", verdict="no")
A("bookkeeper q: wages went out on 3 august this year - when did the super have to land in the fund?",
  "AU", "dated: payday 3 Aug 2026 is after 1 July 2026 -> Payday Super, within 7 business days",
  "facts.md §9", figures=["7 business days"], date="2026-08-03")
A("gst - we just went over 75k turnover. how long have we got to register?",
  "AU", "register for GST within 21 days of reaching the threshold", "facts.md §6.2",
  figures=["21 days"])

# ----------------------------------------------------------------------------------------------------------------
# TOOLS (20) -- recomputed by check_tools.py
# ----------------------------------------------------------------------------------------------------------------
T("36k kitchen in wollongong, whats the max deposit in dollars?",
  "NSW", "NSW deposit cap 10% of the contract price", "facts.md §2.1, §2.2 NSW", figures=["$3,600", "10%"])
T("plasterer in orange quotin 4,600 + gst. do we need the licence for that one?",
  "NSW", "NSW licence over $5,000 incl GST: $4,600 + GST = $5,060 crosses it", "facts.md §1.1, §2.1",
  verdict="yes", figures=["$5,060", "$5,000"])
T("vic, 14k kitchen plus a 7k laundry on the one contract in bendigo. most we can take as a deposit?",
  "VIC", "VIC deposit: $14,000 + $7,000 = $21,000, $20,000 or more -> 5%", "facts.md §2.1, §2.2 VIC",
  figures=["$1,050", "5%"])
T("ballarat, 5k of plasterin and 3.5k of paintin on the same house. do i need to be registered?",
  "VIC", "VIC registration where work types together exceed $10,000: $8,500 is under",
  "facts.md §1.2", verdict="no", figures=["$8,500", "$10,000"])
T("vic plumber: my labour's 380 plus the 320 mixer tap the customer bought herself. compliance cert needed?",
  "VIC", "VIC compliance certificate over $750 counting materials whoever supplied them: $700 is under (no gas)",
  "facts.md §4.2 VIC", verdict="no", figures=["$700", "$750"])
T("toowoomba reno, forty five grand. whats the max deposit?",
  "QLD", "QLD deposit 5% at $20,000 or more", "facts.md §2.1, §2.2 QLD", figures=["$2,250", "5%"])
T("mackay deck: my labour's 1,600 and the customer is buyin 1,100 of deckin boards himself. qbcc licence?",
  "QLD", "QLD value includes materials whoever supplies them: $2,700 (also under if the labour were ex GST), not over $3,300",
  "facts.md §1.3, §2.1", verdict="no", figures=["$2,700", "$3,300"])
T("mandurah extension, 82k. deposit cap in dollars?",
  "WA", "WA deposit 6.5% of the total amount payable ($7,500-$500,000)", "facts.md §2.1, §2.2 WA",
  figures=["$5,330", "6.5%"])
T("sa, 7k bathroom and a 6k laundry on one contract in mawson lakes. written contract needed?",
  "SA", "SA written contract for work of $12,000 and more: $13,000", "facts.md §2.1, §9",
  verdict="yes", figures=["$13,000", "$12,000"])
T("client's askin how much gst is in the 3,960 we charged her, that was inc gst",
  "AU", "GST is 1/11 of a GST-inclusive price", "facts.md §6.2", figures=["$360", "10%"])
T("partner's typin up a quote: 12,400 + gst. whats the total?",
  "AU", "add 10% GST", "facts.md §6.2", figures=["$13,640", "10%"])
T("customer's text: 'is the seven hundred and twenty plus gst? whats the full amount then'",
  "AU", "add 10% GST", "facts.md §6.2", figures=["$792", "10%"])
T("apprentice grossed 960 this week. how much super do we put in?",
  "AU", "super guarantee 12% of wages paid", "facts.md §6.6, §9", figures=["$115.20", "12%"])
T("bookkeeper here - labourer's fortnightly gross is 2,350. super on that?",
  "AU", "super guarantee 12% of wages paid", "facts.md §6.6, §9", figures=["$282", "12%"])
T("goin back over the books - wages we paid on 16 may last year came to 2,600. what should the super have been?",
  "AU", "dated: wages paid 16 May 2025 -> 11.5% (1 July 2024 - 30 June 2025)", "facts.md §6.6, §9",
  figures=["$299", "11.5%"], date="2025-05-16")
T("partner: 49k from the plumbin plus 28k from side jobs this year. do we have to register for gst now?",
  "AU", "GST registration at $75,000 or more: $77,000", "facts.md §6.2", verdict="yes",
  figures=["$77,000", "$75,000"])
T("subbie didnt give an abn, his invoice is 3,400. how much do we hold back?",
  "AU", "no-ABN withholding 47%", "facts.md §6.8", figures=["$1,598", "47%"])
T("young bloke helpin on site, no abn, he's 19 and we pay him 300 a week. how much do we withhold?",
  "AU", "no-ABN withholding 47%; the under-18 exception does not apply at 19", "facts.md §6.8",
  figures=["$141", "47%"])
T("new subbie's abn is 79 653 915 388. does it check out?",
  "AU", "ABN check digits (modulus 89)", "facts.md §6.1", verdict="yes", figures=["valid"])
T("abn on this supplier invoice is 28830610532, is that a real one?",
  "AU", "ABN check digits (modulus 89)", "facts.md §6.1", verdict="no", figures=["invalid"])

# ----------------------------------------------------------------------------------------------------------------
# DECLINES (40)
# ----------------------------------------------------------------------------------------------------------------
# NSW
D("we know the ccew's due in 7 days, but whats the actual fine if our sparky in dubbo lodges it late?",
  "NSW", "late-CCEW penalty not held (the 7-day deadline is held)", "Building Commission NSW")
D("partner askin: hbcf kicks in over 20k, so roughly what's the premium on a 90k reno in ryde?",
  "NSW", "HBCF premium not held (the $20,000 trigger is held)", "icare (Home Building Compensation Fund)")
D("nsw contractor licence can be 1, 3 or 5 years - how much is the 5 year one?",
  "NSW", "contractor licence fee not held (the 1/3/5-year terms are held)", "Building Commission NSW")
D("what's the form number for the notice of work in nsw? our plumber's startin a job in penrith",
  "NSW", "NoW form number not held (the NoW rule is held)", "Building Commission NSW (NSW Fair Trading)")
D("Our apprentice wants to know the minimum age to apply for a qualified supervisor certificate in NSW.",
  "NSW", "minimum age not held (the certificate types are held)", "Building Commission NSW")
# VIC
D("how long's the bpc takin to approve domestic builder (limited) registrations at the moment? we cant start til "
  "its through",
  "VIC", "processing time not held (registration before work starts is held)",
  "Building and Plumbing Commission (formerly VBA)")
D("coes for non prescribed work is 1 month i know - whats the fine if we're late givin it to the customer?",
  "VIC", "late-COES penalty not held (the 1-month rule is held)", "Energy Safe Victoria")
D("rec registration lasts up to 5 years - whats the fee for renewin it?",
  "VIC", "REC renewal fee not held (term up to 5 years is held)", "Energy Safe Victoria")
D("how long does a vic plumbing licence last before we have to renew it?",
  "VIC", "plumbing licence renewal period not held (licence/registration at any value is held)",
  "Building and Plumbing Commission (formerly VBA)")
D("asbestos job in dandenong over 10 m2 so it's the 5 days notice - what's the form number for the notification?",
  "VIC", "notification form number not held (the 5-day rule is held)", "WorkSafe Victoria")
# QLD
D("form 4 is 10 business days after invoicin - whats the fine if we miss it?",
  "QLD", "late notifiable-work penalty not held (deadline and fee held)", "QBCC")
D("electrical contractor licence in qld runs 1 year, how much is it to renew?",
  "QLD", "electrical contractor licence fee not held (1-year term held)",
  "Electrical Safety Office (WorkSafe QLD)")
D("home warranty's built into the price over 3,300 - what's the actual premium on a 55k reno in robina?",
  "QLD", "QLD Home Warranty premium not held (the $3,300 trigger is held)", "QBCC")
D("how long does a qbcc trade contractor licence last before it's up for renewal?",
  "QLD", "QBCC licence term not held", "QBCC")
D("son wants to be a gasfitter in mackay - whats the minimum age for a qld gas work licence?",
  "QLD", "minimum age not held (only a gas work licence holder may do gas work: held)",
  "Resources Safety and Health Queensland")
# WA
D("wa builder registration needs the 50k in cash - how much is the actual registration fee?",
  "WA", "registration fee not held (the $50,000 financial requirement is held)", "Building and Energy (DEMIRS)")
D("hii is needed over 20k - whats the premium on a 300k home build in ellenbrook?",
  "WA", "HII premium not held (the $20,000 trigger is held)", "Building and Energy (DEMIRS)")
D("fine in wa for startin major plumbin work without the notice of intention?",
  "WA", "NOI penalty not held (24-hour NOI rule held)", "Plumbers Licensing Board (Building and Energy)")
D("how long does a wa electrical contractor's licence run before renewal?",
  "WA", "electrical contractor licence term not held", "Building and Energy (DEMIRS)")
# SA
D("sa plumbing coc is 7 days - how much does it cost to lodge each one with the otr?",
  "SA", "CoC lodgement fee not held (the 7-day rule is held)", "Office of the Technical Regulator")
D("cooling off on a 50k reno contract in norwood sa? how many days does the owner get",
  "SA", "SA cooling-off not found (written contract rule held)", "Consumer and Business Services (CBS)")
D("client in unley wants to pay 30% up front on an 18k bathroom. can we take that much?",
  "SA", "SA deposit cap not found", "Consumer and Business Services (CBS)")
D("how old do you have to be to get registered as a building work supervisor in sa?",
  "SA", "minimum age not held (supervisor registration is held)", "Consumer and Business Services (CBS)")
D("swms penalty in sa is 6k for an individual - what's the fine for not havin edge protection on a 2.5m roof?",
  "SA", "fall-protection penalty not held (SWMS penalty and fall hierarchy held)", "SafeWork SA")
# TAS
D("tas, how long's the cooling off on a 45k reno contract in kingston beach?",
  "TAS", "TAS cooling-off not found (written contract rule held)", "CBOS")
D("tas sparky. how many days have we got to get the cec done after a job in ulverstone?",
  "TAS", "TAS CEC deadline not found", "CBOS")
D("owner builder permit in tassie needs the course and the white card - how much is the permit itself?",
  "TAS", "owner-builder permit fee not held (permit conditions held)", "CBOS")
D("how long does cbos take to process a builder licence application these days?",
  "TAS", "processing time not held", "CBOS")
# ACT
D("act residential building insurance on a 20k reno - roughly what's the premium?",
  "ACT", "premium not held (the $12,000 trigger and QBE are held)", "Access Canberra")
D("how long does an act builder licence last before we have to renew?",
  "ACT", "ACT licence term not held", "Access Canberra")
D("whats the fine in the act if a new install gets livened before access canberra's passed it?",
  "ACT", "penalty not held (the audit-before-energising rule is held)", "Access Canberra")
D("act sop: head contractor has 15 business days to pay, but how long have they got to send the payment schedule?",
  "ACT", "ACT payment schedule time not captured (time to pay 15 BD held)", "Access Canberra")
# NT
D("nt building contractor needs 50k net tangible assets - how long does the bpb take to process a registration?",
  "NT", "processing time not held (the $50,000 NTA is held)", "Building Practitioners Board")
D("whats the fine in the nt for doin a 40k extension without bpb registration?",
  "NT", "penalty not held (registration over $12,000 held)", "Building Practitioners Board")
D("nt electrical contractor licence - how much is it to renew each year?",
  "NT", "licence fee not held (licence requirement held)", "NT WorkSafe")
D("nt fidelity certificate from the mba fund on a 300k house, what does it cost?",
  "NT", "fidelity certificate premium not held (the MBA NT Fidelity Fund is held)", "MBA NT Fidelity Fund")
# AU
D("bookkeeper q: whats the penalty if our tpar goes in after 28 august?",
  "AU", "TPAR late-lodgement penalty not held (the due date is held)", "ATO")
D("refrigerant trading authorisation for the business - how much does it cost and how long is it good for?",
  "AU", "authorisation fee and term not held (the need for one is held)", "Australian Refrigeration Council (ARC)")
D("first year apprentice sparky, what's the minimum hourly rate we gotta pay him?",
  "AU", "award rates not held", "Fair Work Ombudsman")
D("eftpos supplier says card surcharges have been banned since october. true? we add 1.5% on visa",
  "AU", "card surcharge rules not held", "ACCC / RBA")

# ----------------------------------------------------------------------------------------------------------------
# AMBIGUOUS (15)
# ----------------------------------------------------------------------------------------------------------------
M("8k bathroom reno, either yarrawonga or mulwala dependin which house they keep. licence or rego?",
  "Mulwala NSW (>$5,000: licence yes) / Yarrawonga VIC (<=$10,000: no registration)")
M("30k reno in mildura or buronga, customer hasn't decided. max deposit?",
  "Mildura VIC (>= $20,000: 5%) / Buronga NSW (10%)")
M("4k deck, goondiwindi or boggabilla side. do i need a licence?",
  "Goondiwindi QLD (>$3,300: yes) / Boggabilla NSW (<=$5,000: no)")
M("sparky here, customer's not sure yet if the job's at their queanbeyan shop or the fyshwick one. how long for the electrical cert?",
  "Queanbeyan NSW (CCEW 7 days) / Fyshwick ACT (test report 14 days)")
M("12k reno in epping, do we need a written contract?",
  "Epping NSW (>$5,000: yes, small jobs contract) / Epping VIC (>$10,000: yes, major domestic building contract)")
M("plumber in campbelltown, how long to get the compliance cert in?",
  "Campbelltown NSW (CoC for all plumbing; 7 working days if a booked inspection is missed) / Campbelltown SA "
  "(CoC within 7 days)")
M("8k reno in maitland, customer wants to know if we need a proper written contract",
  "Maitland NSW (>$5,000: yes) / Maitland SA (<$12,000: no)")
M("4k paint job in paddington. licence needed?",
  "Paddington NSW (<=$5,000: no) / Paddington QLD (>$3,300: yes)")
M("18k extension in bayswater, what's the most we can ask up front?",
  "Bayswater VIC (<$20,000: 10%) / Bayswater WA (6.5%)")
M("mitcham job, new circuit for a spa. how long have i got to give the customer the electrical cert?",
  "Mitcham VIC (COES 1 month, non-prescribed) / Mitcham SA (eCoC 30 days)")
M("15k bathroom in hawthorn, written contract required?",
  "Hawthorn VIC (>$10,000: yes) / Hawthorn SA ($12,000 and more: yes)")
M("15k reno in norwood. do we have to do a written contract?",
  "Norwood SA ($12,000 and more: yes) / Norwood TAS (<$20,000: no)")
M("25k reno in prospect, whats the max deposit?",
  "Prospect NSW (10%) / Prospect SA (not found) / Prospect TAS (not found)")
M("we work both sides of the murray and this one's a 9k job. do i need rego or a licence?",
  "no place: NSW (>$5,000: yes) / VIC (<=$10,000: no) / SA (BWC licence to contract; dollar floor unclear)")
M("customer's block straddles the nsw qld border, shed could go either side. 25k contract, what deposit can i take?",
  "no side given: NSW (10%) / QLD (>= $20,000: 5%)")

for i, d in enumerate(ITEMS, 1):
    d["id"] = "d27-%03d" % i

if __name__ == "__main__":
    with open(os.path.join(HERE, "questions.json"), "w") as f:
        json.dump(ITEMS, f, indent=2, ensure_ascii=False)
        f.write("\n")
    from collections import Counter
    print(len(ITEMS), Counter(d["kind"] for d in ITEMS))
