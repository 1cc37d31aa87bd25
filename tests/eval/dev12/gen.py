#!/usr/bin/env python3
"""Writes questions.json for blind development set d12 (150 items)."""
import json, os
A, T, D, M = "answer", "tool", "decline", "ambiguous"
items = []
def add(kind, state, q, topic, basis, verdict=None, figures=None, ask=None, date=None):
    d = {"id": None, "q": q, "kind": kind, "state": state}
    if verdict: d["verdict"] = verdict
    if figures: d["figures"] = figures
    if ask: d["ask"] = ask
    if date: d["date"] = date
    d["topic"] = topic; d["basis"] = basis
    items.append(d)

# ---------------- answers: NSW ----------------
add(A,"NSW","been tilin for about 12 years, mostly round newcastle. lady in 2320 wants her ensuite floor and walls redone, quote came out at $4,600 all up inc gst. do i need the licence for this one or am i under?",
    "wall and floor tiling is trade work: licence only above $5,000 incl GST; $4,600 incl GST is not above","facts.md §1.1 NSW, §2.1 NSW","no",["$5,000"])
add(A,"NSW","i dont need a licence to swap a hot water system in nsw right? its only like 1800 bucks with the unit from reece",
    "plumbing needs a licence at any value in NSW (statement is wrong)","facts.md §1.1 NSW, §2.1 NSW","no")
add(A,"NSW","replacin an existin electric hot water unit like for like in parramatta, do i gotta put a notice of work in first",
    "NSW Notice of Work not needed for minor works such as replacing an existing hot water system","facts.md §4.2 NSW","no")
add(A,"NSW","sparkie in the shire (2230), new circuit tested and done. how many days ive got to get the ccew in",
    "CCEW within 7 days of finishing the safety and compliance test","facts.md §3.2 NSW","",["7 days"])
add(A,"NSW","38k kitchen and laundry reno in penrith nsw, i can grab 15% deposit up front yeah?",
    "NSW maximum deposit is 10% of the contract price (statement is wrong)","facts.md §2.1 NSW, §2.2 NSW (HBA s8)","no",["10%"])
add(A,"NSW","doin a 26k deck and pergola out at orange nsw. do i need the hbcf cover sorted before i take the deposit",
    "HBCF needed for residential work over $20,000, before starting or taking any money including the deposit","facts.md §2.2 NSW (HBCF)","yes",["$20,000"])
add(A,"NSW","how many days cooling off does the client get on a 60k extension contract in charlestown nsw",
    "cooling-off 5 clear business days after the owner is given a copy of the signed contract (HBA s 7BA)","facts.md §2.1 NSW, §2.2 NSW, §9 third pass","",["5"])
add(A,"NSW","colorbond fence in tamworth, $3,900 supply and install, no gst on top. licence needed or not",
    "fencing needs a licence only above $5,000; $3,900 is not above","facts.md §1.1 NSW (fencing)","no",["$5,000"])
add(A,"NSW","floating floor job in blacktown about 9 grand, non structural. do i need a licence in nsw for that",
    "non-structural flooring no longer licensed in NSW since 16 Sep 2009, whatever the value","facts.md §1.1 NSW (no longer licensed), §9 fourth pass","no")
add(A,"NSW","nsw gasfitter here - how long to send fair trading the copy of the compliance cert, and how long do i keep my copys",
    "copy of CoC to Fair Trading within 5 business days; keep copies 5 years","facts.md §4.5 NSW, §6.4","",["5 business days","5 years"])
add(A,"NSW","homeowner in wollongong reckons hes gonna rip out about 14 m² of fibro sheetin in the laundry himself. is he allowed to do that much",
    "NSW home renovators may remove up to 10 m² of bonded asbestos; above that a licensed contractor","facts.md §5.5","no",["10 m²"])

# ---------------- answers: VIC ----------------
add(A,"VIC","restumpin job in ballarat, only $4,200. im not registered but its under 10k so thats fine yeah?",
    "re-stumping needs VBA/BPC registration whatever the cost (statement is wrong)","facts.md §1.2, §2.1 VIC","no")
add(A,"VIC","im a licensed sparky in 3630, been doin work for mates. can i start quotin jobs directly to the public without bein a rec?",
    "only registered electrical contractors may contract with the public","facts.md §1.2 Electrical (ESV)","no")
add(A,"VIC","vic plumber, fixin a drippin tap for $180 all in. compliance cert needed for that?",
    "VIC plumbing compliance certificate only over $750 (tap repair is not one of the any-value kinds)","facts.md §4.2 VIC","no",["$750"])
add(A,"VIC","swappin a gas cooktop in bendigo, 600 bucks total. do i need a compliance certificate and when does it have to be lodged",
    "Type A gas appliance replacement needs a compliance certificate at any value; lodge and give to customer within 5 days","facts.md §4.2 VIC, §4.5 VIC","yes",["5 days"])
add(A,"VIC","sparky in frankston, added two powerpoints in a bedroom, nothin on the switchboard. how long ive got to give the customer the coes",
    "non-prescribed work: COES to the customer within 1 month","facts.md §3.2 VIC","",["1 month"])
add(A,"VIC","new main switchboard in a place in mooroopna. can i liven it up before the inspector's been out",
    "prescribed work must not be energised before inspection by an LEI","facts.md §3.2 VIC","no")
add(A,"VIC","domestic builder in warragul, bathroom reno at 14k. do i need domestic buildin insurence?",
    "DBI needed only for domestic work over $16,000","facts.md §2.1 VIC, §2.2 VIC","no",["$16,000"])
add(A,"VIC","client in doncaster signed the 45k kitchen contract yesterday and got their copy. how long can they pull out and what can i keep",
    "VIC cooling-off 5 clear business days after receiving the signed copy; builder keeps $100 plus approved out-of-pocket expenses","facts.md §2.2 VIC (DBCA s34)","",["5","$100"])
add(A,"VIC","11.5k bathroom in werribee. do i need a major domestic building contract",
    "major domestic building contract for work over $10,000 (since 1 Aug 2017)","facts.md §2.1 VIC, §2.2 VIC","yes",["$10,000"])
add(A,"VIC","licensed removalist in geelong, 8 m² of bonded fibro eaves, planned job. how much notice do i give worksafe",
    "VIC: at least 24 h before, for 10 m² or less of non-friable asbestos","facts.md §5.5 VIC","",["24"])
add(A,"VIC","vic subbie on a commercial fitout, sent my payment claim. how many business days has the builder got to send a schedule",
    "VIC SOP payment schedule within the contract time or 10 BD, whichever earlier","facts.md §6.7 VIC","",["10"])

# ---------------- answers: QLD ----------------
add(A,"QLD","qbcc licence needed for a $2,900 paintin job in toowoomba? thats inc gst and paint",
    "QBCC licence only for work over $3,300 (labour + materials + GST); $2,900 is not over","facts.md §1.3, §2.1 QLD","no",["$3,300"])
add(A,"QLD","blocked sewer and a new gully in 4870, only 300 bucks. no qbcc licence needed cos its under 3300 right?",
    "drainage/plumbing needs a licence at any value (statement is wrong)","facts.md §1.3","no")
add(A,"QLD","doin the hydraulic services design for a duplex in mackay, my fee's $1,500. do i need a qbcc licence for that",
    "hydraulic services design needs a licence over $1,100","facts.md §1.3","yes",["$1,100"])
add(A,"QLD","qld plumber - notifiable work, how long after i invoice do i lodge the form 4, and what's the online fee",
    "Form 4 within 10 business days of invoicing; fee $34.50 online (2024–25)","facts.md §4.2 QLD","",["10 business days","$34.50"])
add(A,"QLD","granny flat in logan qld, about 70% of it gets built in a factory, contract 90k. biggest deposit i can ask for?",
    "QLD: up to 20% where more than 50% of the work is off-site","facts.md §2.1 QLD, §2.2 QLD, §9 26 Nov","",["20%"])
add(A,"QLD","does a $2,800 deck repair in bundaberg need the qld home warranty",
    "QLD Home Warranty Scheme for residential work over $3,300","facts.md §2.1 QLD, §2.2 QLD","no",["$3,300"])
add(A,"QLD","startin up as an electrical contractor in townsville. how much public liability do i need for the licence, and the consumer protection bit, and how long does the licence run",
    "QLD electrical contractor licence: PL at least $5,000,000, consumer protection at least $50,000, runs 1 year","facts.md §1.3 Electrical","",["$5,000,000","$50,000","1 year"])
add(A,"QLD","reroofin a house in hervey bay, eaves sit at 2.5 m. do i need a swms",
    "QLD: SWMS needed for any construction work above 2 m, housing included","facts.md §5.6 QLD","yes",["2 m"])
add(A,"QLD","qld client wants out of a 12k contract - how many days cooling off do they get and what do they owe me",
    "QLD cooling-off 5 business days; owner pays $100 plus reasonable out-of-pocket expenses","facts.md §2.2 QLD (Sch 1B s35)","",["5","$100"])
add(A,"QLD","35k extension in 4350, when's the commencement notice due",
    "for contracts of $20,000+, Commencement Notice within 10 business days of starting on site","facts.md §2.2 QLD","",["10 business days"])

# ---------------- answers: WA ----------------
add(A,"WA","patio builder in mandurah, this one's 18k. do i need to be a registered building contractor for it",
    "WA building contractor registration only for work over $20,000","facts.md §1.4, §2.1 WA","no",["$20,000"])
add(A,"WA","25k carport and patio in bunbury wa, do i need home indemnity insurance before i start",
    "WA HII for residential work over $20,000, before claiming payment or starting","facts.md §2.1 WA, §2.2 WA","yes",["$20,000"])
add(A,"WA","wa sparky, how many days for the notice of completion, and the electrical safety certificate to the customer?",
    "NOC within 3 days; ESC within 28 days","facts.md §3.2 WA","",["3 days","28 days"])
add(A,"WA","wa plumber, major plumbing job in joondalup startin monday. how much notice do i need to give and when's the coc due after",
    "NOI at least 24 hours before; CoC within 5 working days of finishing","facts.md §4.2 WA","",["24 hours","5 working days"])
add(A,"WA","mate with no gas ticket wants to hook up a bbq bayonet at a house in 6530, its a 150 buck job. thats fine yeah?",
    "WA gasfitting on a consumer's installation only by a licensed gas fitter, at any value (statement is wrong)","facts.md §1.4 Gas, §9 second pass","no")
add(A,"WA","wa fixed price contract for a 9k pool fence and pavin, it doesnt have to be in writing right?",
    "Home Building Contracts Act covers $7,500–$500,000 fixed-price contracts, which must be written (statement is wrong)","facts.md §2.1 WA, §2.2 WA","no",["$7,500"])
add(A,"WA","owner builder in albany wa, puttin up a 30k extension myself. do i need approval",
    "WA owner-builders need approval for work over $20,000","facts.md §1.4","yes",["$20,000"])
add(A,"WA","wa subbie, contract from this year. how many business days has the head contractor got to pay me max",
    "WA SOP Act 2021: head contractor to subcontractor 25 BD","facts.md §6.7 WA","",["25"])
add(A,"WA","how long do wa plumbing contractors have to hang onto certificates of compliance",
    "WA plumbing CoCs kept at least 6 years","facts.md §1.4 Plumbing, §4.2 WA, §6.4","",["6 years"])

# ---------------- answers: SA ----------------
add(A,"SA","sa plumber, new laundry fit out in mount barker sa. how many days to submit the coc to the otr",
    "SA plumbing CoC within 7 days of completing the work","facts.md §4.2 SA, §9","",["7 days"])
add(A,"SA","sparky in elizabeth sa. when does the ecoc need doin and when does it go to the technical regulator",
    "eCoC completed before energisation, then given to the Technical Regulator and owner within 30 days","facts.md §3.2 SA","",["30 days"])
add(A,"SA","gutter and fascia job in whyalla next tuesday, its 2.6 m to the edge. swms needed?",
    "SA HRCW fall trigger more than 2 m from 1 July 2026 → SWMS needed","facts.md §5.6, §9 (SA HRCW 2 m from 1 July 2026)","yes",["2 m"],date="2026-12-01")
add(A,"SA","9.5k pergola in 5290, do i need a written contract",
    "SA written contract for domestic building work of $12,000 or more; $9,500 is under","facts.md §2.1 SA, §9 second pass","no",["$12,000"])
add(A,"SA","im a painter startin out in adelaide, do i need a licence to contract for paintin jobs",
    "painting is building work in SA: building work contractor's licence needed","facts.md §1.5","yes")
add(A,"SA","gasfitter in port lincoln, new gas hot water unit in. how long have i got to issue the ecoc",
    "SA gas eCoC within 30 days","facts.md §4.5 SA, §9 26 Nov","",["30 days"])
add(A,"SA","cleared a blocked drain in gawler for a customer, do i have to put in a plumbing certificate of compliance for it",
    "SA plumbing CoC not needed for blocked drains","facts.md §9 (SA plumbing CoC exclusions)","no")
add(A,"SA","what net assets do i need for a building work contractors licence in sa, and how long does the licence last",
    "at least $10,000 net assets; licence runs 1 year","facts.md §1.5","",["$10,000","1 year"])
add(A,"SA","sa subbie on a commercial job, how many business days does the builder get to give me a payment schedule",
    "SA SOP payment schedule 15 BD (or earlier per contract)","facts.md §6.7 SA","",["15"])

# ---------------- answers: TAS ----------------
add(A,"TAS","18k deck in launceston, do i legally need a written contract",
    "TAS written contract for residential building work of $20,000 or more; $18,000 is under","facts.md §2.1 TAS, §2.2 TAS","no",["$20,000"])
add(A,"TAS","bathroom reno in kingston tas priced at exactly 20k. written contract or can we shake hands",
    "TAS: $20,000 or more needs a written, dated, signed contract","facts.md §2.2 TAS","yes",["$20,000"])
add(A,"TAS","plumber in 7310, new hws for a house. what temp for the tempering valve on the shower and what temp does the tank store at",
    "tempering valve 50°C for personal hygiene; stored hot water 60°C or more","facts.md §4.3","",["50°C","60°C"])
add(A,"TAS","plumbin job at a childcare centre in burnie, what temp does the tmv get set to",
    "TMV set to 45°C in early childhood centres","facts.md §4.3","",["45°C"])
add(A,"TAS","owner builder in tassie - how many projects can i do and how much public liability do i need",
    "owner-builders limited to 2 projects in 10 years; public liability at least $5 million","facts.md §1.6","",["2","10 years","$5 million"])
add(A,"TAS","buildin a 150k house in hobart, i need to take out home warranty insurance like on the mainland yeah?",
    "no statutory home-warranty scheme found in TAS (Housing Indemnity Act 1992 repealed)","facts.md §0, §2.1 TAS, §2.2 TAS","no")
add(A,"TAS","tas residential job, how many days does the owner get to send back a payment schedule",
    "TAS SOP payment schedule 20 days residential (10 days commercial)","facts.md §6.7 TAS","",["20"])
add(A,"TAS","licensed sparky in devonport, can i do jobs on my own without bein under an electrical contractor",
    "TAS electrical work only by licensed practitioners under the control of an electrical contractor","facts.md §1.6, §3.1","no")

# ---------------- answers: ACT ----------------
add(A,"ACT","canberra sparky, finished testin a new circuit. how many days to get the test report to the registrar",
    "ACT test report within 14 days of the test","facts.md §3.2 ACT","",["14 days"])
add(A,"ACT","sparky in belconnen, first job wiring in a solar battery and inverter. do i need anythin extra on my licens",
    "ACT DER endorsement needed from 11 Sep 2024 for solar, inverter and battery wiring","facts.md §1.7","yes")
add(A,"ACT","my offsider's a chippy, does he need his own licence to do carpentry in the act",
    "carpenters are not licensed in the ACT","facts.md §1.7","no")
add(A,"ACT","14k alterations on a house in 2906, do i need residential building insurance or a fidelity certifcate",
    "ACT residential building insurance or fidelity certificate for alterations/additions of $12,000 or more","facts.md §1.7, §2.1 ACT, §2.2 ACT","yes",["$12,000"])
add(A,"ACT","new install in a house in gungahlin, i can switch it on before access canberra does the inspection yeah?",
    "ACT new installations cannot be energised until passed by Access Canberra's audit","facts.md §3.2 ACT","no")
add(A,"ACT","act gasfitter, finished a cooktop job. do i need to put a compliance indicator on and give a certificate",
    "ACT: attach a compliance indicator and give a CoC as soon as practicable (Gas Safety Act s9)","facts.md §4.5 ACT","yes")
add(A,"ACT","act subbie, whats the longest a builder can take to pay a progress claim under sop",
    "ACT SOP maximum time to pay 15 BD (s13(1))","facts.md §6.7 ACT","",["15"])

# ---------------- answers: NT ----------------
add(A,"NT","builder in darwin, 10k bathroom reno, no extra floor area and no structural stuff. bpb registration needed?",
    "NT: no registration needed for non-structural renovations that add no floor area","facts.md §1.8","no")
add(A,"NT","45k extension in palmerston nt. do i need to be registered with the bpb, and does it need a signed contract",
    "NT: BPB registration and signed contract for prescribed residential work over $12,000","facts.md §1.8, §2.1 NT, §9 second pass","yes",["$12,000"])
add(A,"NT","nt plumber with an advanced tradesman licence. i can certify my own work yeah?",
    "advanced tradesman licence cannot certify; needs BPB registration as certifying plumber and drainer","facts.md §1.8 Plumbing","no")
add(A,"NT","plugging in a fridge with a flexible cord at a shop in 0850 - is that electrical work in the nt",
    "plugging in equipment with a flexible cord is not electrical work","facts.md §1.8","no")
add(A,"NT","how much net tangible assets does a builder need in the nt",
    "NT builders need $50,000 net tangible assets","facts.md §2.2 NT","",["$50,000"])
add(A,"NT","nt fidelity certificate, how long is the cover for structural defects and for the non structural stuff",
    "MBA NT Fidelity Fund: 6 years structural, 1 year non-structural","facts.md §2.2 NT","",["6 years","1 year"])
add(A,"NT","nt subbie, head contract says they pay in 40 business days. they can do that yeah?",
    "NT SOP: any term longer than 30 BD is read as 30 BD","facts.md §6.7 NT","no",["30"])
add(A,"NT","puttin in an lpg system with 400 kg of storage at a roadhouse out of tennant creek. do i have to tell anyone before i start",
    "NT gas works over 200 kg stored notified to NT WorkSafe no later than 24 hours before","facts.md §9 second pass (NT gas)","yes",["24 hours"])

# ---------------- answers: AU ----------------
add(A,"AU","sole trader sparky, turnover just ticked over 80k this year. do i have to register for gst and how long have i got",
    "must register at $75,000 or more; within 21 days","facts.md §6.2","yes",["$75,000","21 days"])
add(A,"AU","do i have to charge gst if im only turnin over about 60 grand",
    "GST registration compulsory only at $75,000 or more turnover","facts.md §6.2","no",["$75,000"])
add(A,"AU","whats the super rate on wages i pay my apprentice this week",
    "SG 12% for wages paid from 1 July 2025","facts.md §6.6, §9","",["12%"])
add(A,"AU","new subbie wont give me his abn, his invoice is 900 bucks ex gst. what am i meant to do",
    "withhold 47% when a supplier quotes no ABN (payment over $75 ex GST)","facts.md §6.8","",["47%"])
add(A,"AU","tax invoice for a $1,400 job, do i need to put the customers name or abn on it",
    "sales of $1,000 or more must show the buyer's identity or ABN","facts.md §6.3","yes",["$1,000"])
add(A,"AU","doin the tpar, do i put in what i paid a subbie for materials only",
    "TPAR excludes materials-only payments","facts.md §6.5","no")
add(A,"AU","client bought an engineered stone benchtop back in 2023 and its sittin in the garage, can i still cut and install it",
    "installing engineered stone banned from 1 July 2024","facts.md §5.8","no")
add(A,"AU","diggin a trench for a sewer line, 1.8 m deep. is that high risk construction work",
    "HRCW includes trenches deeper than 1.5 m","facts.md §5.6","yes",["1.5 m"])
add(A,"AU","payday super - how many business days after payday does the super have to land in the fund",
    "from 1 July 2026, within 7 business days of the payday","facts.md §9 second pass (Payday Super)","",["7 business days"])
add(A,"AU","installin split systems, i need an arctick licence to do the gas side yeah?",
    "refrigerant handling licence needed to work on RAC equipment with fluorocarbon refrigerant","facts.md §1.9","yes")

# ---------------- tools ----------------
add(T,"NSW","port macquarie (2444) job - retaining wall 3,100 and pavin 2,400, same client same contract. licence needed?",
    "structural landscaping summed $5,500 > $5,000 → licence","facts.md §1.1 NSW, §2.1 NSW","yes",["$5,500","$5,000"])
add(T,"NSW","nsw fencing quote 4,650 + gst - am i over the licence threshold",
    "$4,650 + GST = $5,115 incl GST > $5,000","facts.md §1.1 NSW, §2.1 NSW (incl GST)","yes",["$5,115","$5,000"])
add(T,"NSW","kitchen reno in dubbo nsw, contract price $31,800. whats the max deposit in dollars",
    "10% of $31,800","facts.md §2.2 NSW","",["$3,180","10%"])
add(T,"NSW","nsw client wants to pay me a 5k deposit on a 42,500 bathroom contract. am i allowed to take that",
    "max deposit 10% of $42,500 = $4,250; $5,000 is over","facts.md §2.2 NSW","no",["$4,250","10%"])
add(T,"VIC","vic bathroom job 18,400, max deposit?",
    "10% (price under $20,000) of $18,400","facts.md §2.1 VIC, §2.2 VIC","",["$1,840","10%"])
add(T,"VIC","64k extension in 3280, most deposit i can take",
    "5% (price $20,000 or more) of $64,000","facts.md §2.1 VIC, §2.2 VIC","",["$3,200","5%"])
add(T,"VIC","vic plumber, my labour's $420 and the customer bought the vanity and tapware from bunnings for $390. compliance cert?",
    "total value incl client-supplied items $810 > $750 → compliance certificate","facts.md §4.2 VIC","yes",["$810","$750"])
add(T,"VIC","ringwood vic, paintin 4.8k and plasterin 5.9k on the same house under one contract. registration needed?",
    "combined $10,700 > $10,000 → registration","facts.md §1.2, §2.1 VIC","yes",["$10,700","$10,000"])
add(T,"QLD","deck in ipswich, my labour 2,100 and the client's supplyin the timber 1,600. qbcc licence?",
    "value includes materials whoever supplies them: $3,700 > $3,300","facts.md §1.3 (value includes client materials)","yes",["$3,700","$3,300"])
add(T,"QLD","qld bathroom contract 16,500, deposit max in dollars",
    "10% (under $20,000) of $16,500","facts.md §2.1 QLD, §2.2 QLD","",["$1,650","10%"])
add(T,"QLD","48k reno in cairns qld, whats the biggest deposit",
    "5% ($20,000 or more) of $48,000","facts.md §2.1 QLD, §2.2 QLD","",["$2,400","5%"])
add(T,"QLD","paintin job in rockhampton 2,950 + gst. over the qbcc limit or not",
    "$2,950 + GST = $3,245, not over $3,300 (threshold incl GST)","facts.md §1.3, §2.1 QLD","no",["$3,245","$3,300"])
add(T,"WA","wa home build contract $96,000, whats 6.5% deposit come to",
    "6.5% of $96,000","facts.md §2.1 WA, §2.2 WA","",["$6,240","6.5%"])
add(T,"WA","pool fence and pavin contract in rockingham wa, 14,800. max deposit?",
    "6.5% of $14,800","facts.md §2.2 WA","",["$962","6.5%"])
add(T,"WA","wa, patio 12k and carport 9.5k on the one contract. do i need to be a registered building contractor",
    "sum $21,500 > $20,000","facts.md §1.4, §2.1 WA","yes",["$21,500","$20,000"])
add(T,"SA","salisbury sa, deck 6,200 and the steps and rails 4,100, same job. written contract needed?",
    "sum $10,300 < $12,000 → no written contract required","facts.md §2.1 SA, §9 second pass","no",["$10,300","$12,000"])
add(T,"TAS","tas job, deck 9,800 plus stairs 7,600. written contract?",
    "sum $17,400 < $20,000","facts.md §2.1 TAS, §2.2 TAS","no",["$17,400","$20,000"])
add(T,"ACT","act alterations, 7,900 for the kitchen and 5,200 for the laundry same house. residential building insurance needed?",
    "sum $13,100 ≥ $12,000","facts.md §2.1 ACT, §2.2 ACT","yes",["$13,100","$12,000"])
add(T,"NT","nt extension in casuarina nt, slab 6,800 and framin 7,500. bpb rego needed?",
    "sum $14,300 > $12,000","facts.md §1.8, §2.1 NT","yes",["$14,300","$12,000"])
add(T,"AU","invoice came to $2,717 inc gst, how much of that is gst",
    "GST = 1/11 of $2,717","facts.md §6.2","",["$247","10%"])
add(T,"AU","quotin 3,480 ex gst, whats the total with gst",
    "$3,480 × 1.1","facts.md §6.2","",["$3,828","10%"])
add(T,"AU","got paid 15.4k inc gst for the job, whats the gst component",
    "1/11 of $15,400","facts.md §6.2","",["$1,400","10%"])
add(T,"AU","offsider did 40 hrs at $34.50 this week, how much super do i owe on that",
    "12% of $1,380","facts.md §6.6, §9","",["$165.60","12%"])
add(T,"AU","paid my apprentce $720 this week, how much super",
    "12% of $720","facts.md §6.6, §9","",["$86.40","12%"])
add(T,"AU","wages this fortnight 2,350 for the first year, super on that?",
    "12% of $2,350","facts.md §6.6, §9","",["$282","12%"])
add(T,"AU","is 20 449 628 825 a proper abn? subbie put it on his invoice",
    "ABN check digits (valid)","facts.md §6.1","",["valid"])
add(T,"AU","check this abn for me 20449628828",
    "ABN check digits (invalid)","facts.md §6.1","",["invalid"])
add(T,"AU","supplier abn 83640069568 - legit format?",
    "ABN check digits (valid)","facts.md §6.1","",["valid"])
add(T,"AU","abn on the quote from the hilux bloke is 85 916 550 073, does it check out",
    "ABN check digits (invalid; two digits swapped)","facts.md §6.1","",["invalid"])
add(T,"AU","12.5k + gst, whats the total i invoice",
    "$12,500 × 1.1","facts.md §6.2","",["$13,750","10%"])

# ---------------- declines ----------------
dec = [
 ("NSW","how much does a nsw contractor licence cost for a tiler, 1 year one","NSW contractor licence fee not held","Building Commission NSW"),
 ("NSW","whats the minimum public liability insurence a plumber in nsw has to have","NSW plumber insurance minimum not held","Building Commission NSW"),
 ("NSW","nsw, how long does building commission take to process a new licence application","NSW licence processing time not held","Building Commission NSW"),
 ("VIC","vic plumbing licence renewal, how much is it","VIC plumbing licence fee not held","Building and Plumbing Commission (formerly VBA)"),
 ("VIC","whats the fine in vic if i lodge a plumbing compliance cert late","VIC compliance certificate late penalty not held","Building and Plumbing Commission (formerly VBA)"),
 ("VIC","how much does esv charge per coes","COES price not held","Energy Safe Victoria"),
 ("QLD","qbcc builder low rise licence, whats the yearly fee","QBCC licence fee not held","QBCC"),
 ("QLD","qld fine for taking too big a deposit","QLD deposit penalty not held","QBCC"),
 ("QLD","qld gas work licence, how much to renew","QLD gas work licence fee not held","Resources Safety and Health Queensland"),
 ("WA","wa home building contract, how many days cooling off does the owner get","WA cooling-off not found","Building and Energy (DEMIRS)"),
 ("WA","wa gas fitter licence cost?","WA gasfitter licence fee not held","Building and Energy (DEMIRS)"),
 ("WA","penalty in wa for not givin the customer the electrical safety certificate","WA ESC penalty not held","Building and Energy (DEMIRS)"),
 ("SA","sa plumber - fine for not submittin the plumbing coc within the time","SA plumbing CoC penalty not held","Office of the Technical Regulator"),
 ("SA","max deposit i can take on a 50k kitchen in adelaide","SA deposit cap not found","Consumer and Business Services (CBS)"),
 ("SA","roughly what does building indemnity insurance cost on a 300k house in sa","SA BII premium not held","Consumer and Business Services (CBS)"),
 ("TAS","tas sparky, cec - how many days have i got to get it to the customer","TAS CEC deadline not found","CBOS"),
 ("TAS","cooling off period for a residential building contract in tassie?","TAS cooling-off not found","CBOS"),
 ("TAS","how much is a plumbing licence in tas per year","TAS plumbing licence fee not held","CBOS"),
 ("ACT","act, max deposit on a 40k renovation","ACT deposit cap not found","Access Canberra"),
 ("ACT","act sop, how many business days to give a payment schedule back","ACT payment schedule not captured","Access Canberra"),
 ("ACT","act electrician licence - what does it cost to renew","ACT licence fee not held","Access Canberra"),
 ("NT","nt sparky, how many days to submit the coc to nt worksafe","NT CoC deadline not found","NT WorkSafe"),
 ("NT","bpb building contractor registration fee in the nt","NT registration fee not held","Building Practitioners Board"),
 ("NT","largest deposit i can take on a new house in alice springs (0870)","NT deposit amount not captured","Building Practitioners Board"),
 ("AU","can i put a 1.5% surcharge on when customers tap with mastercard","card surcharges not held","ACCC / RBA"),
 ("AU","2nd year electrical apprentice, whats the hourly award rate","award rates not held","Fair Work Ombudsman"),
 ("AU","instant asset write off - can i claim the whole new hilux this year, whats the limit","instant asset write-off threshold not held","ATO"),
]
for st, q, topic, ask in dec:
    add(D, st, q, topic, "facts.md (not held)", ask=ask)

# ---------------- ambiguous ----------------
amb = [
 ("8k bathroom reno in richmond, licence or rego needed?","Richmond NSW (>$5,000: licence yes) / Richmond VIC (≤$10,000: registration no) / Richmond SA (licence to contract, floor unclear)"),
 ("tiler, 4.5k job either in tweed heads or just over in coolangatta, client's got two units. licence?","Tweed Heads NSW (≤$5,000: no) / Coolangatta QLD (>$3,300: yes)"),
 ("sparky, job's in albury or wodonga havent confirmed, how long for the certificate","Albury NSW (CCEW 7 days) / Wodonga VIC (COES 1 month non-prescribed)"),
 ("8k kitchen either in echuca or moama, do i need to be licensed or registered","Echuca VIC (≤$10,000: no) / Moama NSW (>$5,000: yes)"),
 ("22k kitchen in brighton, max deposit?","Brighton VIC (5%) / Brighton QLD (5%) / Brighton SA (not found) / Brighton TAS (not found)"),
 ("sparky in newtown, how long to get the compliance cert in","Newtown NSW (CCEW 7 days) / Newtown VIC (COES 1 month) / Newtown QLD (as soon as possible)"),
 ("4k deck in hamilton, licence needed?","Hamilton VIC (≤$10,000: no) / Hamilton QLD (>$3,300: yes) / Hamilton NSW (≤$5,000: no) / Hamilton TAS (no $ floor; licensed builder where a Certificate of Likely Compliance is needed)"),
 ("18k deck in kingston, written contract needed?","Kingston TAS (<$20,000: no) / Kingston SA (≥$12,000: yes) / Kingston QLD (level 1 $3,300–<$20,000: written) / Kingston ACT ($12,000 C-grade)"),
 ("sparky in campbelltown, days to get the cert done","Campbelltown NSW (CCEW 7 days) / Campbelltown SA (eCoC 30 days)"),
 ("9k pool fence contract in mount barker, has it gotta be in writing","Mount Barker SA (<$12,000: no) / Mount Barker WA ($7,500–$500,000: yes)"),
]
for q, topic in amb:
    add(M, None, q, topic, "facts.md (place ambiguous)")

for i, d in enumerate(items, 1):
    d["id"] = f"d12-{i:03d}"
    if "verdict" in d and not d["verdict"]: del d["verdict"]
# fix empty verdict strings
for d in items:
    if d.get("verdict") == "": del d["verdict"]
json.dump(items, open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "questions.json"), "w"), indent=2, ensure_ascii=False)
print(len(items))
