#!/usr/bin/env python3
"""Held-out set 20 (blind writer "blind-h20"). Writes questions.json next to this file.
Today = 2026-11-28 (Saturday). Items are data; ids are given in order h20-001 ... h20-200."""
import json, os

HERE = os.path.dirname(os.path.abspath(__file__))
ITEMS = []

def A(q, state, topic, basis, verdict=None, figures=None, date=None, profile=None):
    d = {"q": q, "kind": "answer", "state": state}
    if verdict: d["verdict"] = verdict
    if figures: d["figures"] = figures
    d["topic"] = topic; d["basis"] = basis
    if date: d["date"] = date
    if profile: d["profile"] = profile
    ITEMS.append(d)

def T(q, state, figures, topic, basis, verdict=None, date=None, profile=None):
    d = {"q": q, "kind": "tool", "state": state}
    if verdict: d["verdict"] = verdict
    d["figures"] = figures; d["topic"] = topic; d["basis"] = basis
    if date: d["date"] = date
    if profile: d["profile"] = profile
    ITEMS.append(d)

def D(q, state, topic, ask, date=None):
    d = {"q": q, "kind": "decline", "state": state, "topic": topic, "basis": "facts.md (not held)", "ask": ask}
    if date: d["date"] = date
    ITEMS.append(d)

def M(q, topic):
    ITEMS.append({"q": q, "kind": "ambiguous", "state": None, "topic": topic, "basis": "facts.md (several states)"})

# ---------------------------------------------------------------- answers: NSW
A("sparky in wollongong here, finished testin a new circuit yesterday. how many days have i got for the ccew",
  "NSW", "CCEW within 7 days of finishing the safety and compliance test", "facts.md §3.2 NSW", figures=["7 days"])
A("new install in dubbo with a new connection to the network, who actually gets a copy of the ccew",
  "NSW", "CCEW recipients: customer always; new installations / network connection changes also the distributor and Building Commission NSW",
  "facts.md §3.2 NSW")
A("can i put the ccew in a fortnight after testin if the customers not fussed? job in queanbeyan",
  "NSW", "Queanbeyan is NSW: CCEW due within 7 days of the test, a fortnight is too late (14 days was the old 2004 Act rule)",
  "facts.md §3.2 NSW, §8", verdict="no", figures=["7 days"])
A("gonna fix a leakin loo cistern in penrith, only about 180 bucks worth. do i still need a plumbing licence for that",
  "NSW", "plumbing needs a licence at any value (specialist work); $180 does not matter", "facts.md §1.1, §2.1 NSW", verdict="yes")
A("gasfitter, job in broken hill, how long have i got to get the gas compliance cert to fair trading",
  "NSW", "Broken Hill is NSW: copy of the gas CoC / Certificate of Inspection to Fair Trading within 5 business days", "facts.md §4.5 NSW",
  figures=["5 business days"])
A("60k reno in hornsby, client wants to pay the deposit today but the hbcf cert aint come through yet. can i take it",
  "NSW", "HBCF cover (work over $20,000) must be in place before starting work or taking any money, including the deposit", "facts.md §2.2 NSW",
  verdict="no")
A("client in chatswood got their copy of the signed 45k contract on monday, today they want out. still in the cooling off?",
  "NSW", "owner may rescind by written notice within 5 clear business days after being given the signed copy: Monday -> still inside on Saturday 28 Nov",
  "facts.md §2.1, §2.2 NSW", verdict="yes", figures=["5 clear business days"])
A("whats the penalty in nsw for takin more than the max deposit",
  "NSW", "HBA s8 deposit cap 10%: penalty 1,000 PU (corporation) / 200 PU (other)", "facts.md §2.2 NSW", figures=["1,000 PU", "200 PU"])
A("layin floatin timber floors, 12k job in the shire (sutherland). licence needed?",
  "NSW", "non-structural flooring is no longer licensed in NSW (since 16 Sep 2009), whatever the value", "facts.md §1.1, §9", verdict="no")
A("does the 27th to 31st dec count as business days for a payment schedule in nsw",
  "NSW", "NSW SOP Act s4: 27-31 December are not business days", "facts.md §6.7", verdict="no")
# ---------------------------------------------------------------- answers: VIC
A("put 3 new power points in a kitchen in frankston. when does the customer need the coes by",
  "VIC", "non-prescribed work: COES to the customer within 1 month", "facts.md §3.2 VIC", figures=["1 month"])
A("upgraded the main switchboard on a place in ballarat, am i right to liven it before the inspector has been",
  "VIC", "main switchboard is prescribed work: must not be energised before the LEI inspection", "facts.md §3.2 VIC", verdict="no")
A("vic prescribed job. once the LEI has done the inspection how long has he got to get me the coes",
  "VIC", "LEI gives the COES to the responsible person within 4 business days of inspecting (then 4 business days to the customer)",
  "facts.md §3.2 VIC", figures=["4 business days"])
A("plumber in vic, with the compliance cert how many days to lodge it and who gets it",
  "VIC", "compliance certificate to the customer and lodged with the BPC within 5 days of finishing", "facts.md §4.2 VIC", figures=["5 days"])
A("swappin a gas cooktop for a new one in mildura, 400 bucks all up. do i need a compliance cert for that",
  "VIC", "Type A gas appliance replacement needs a compliance certificate at any value", "facts.md §4.2, §4.5 VIC", verdict="yes")
A("reblockin a little weatherboard in shepparton, about four grand. do i need to be registered for that",
  "VIC", "re-blocking needs registration whatever the cost", "facts.md §1.2, §2.1 VIC", verdict="yes")
A("i live in mount gambier but the jobs over the border in nelson vic. 30k reno, what do i give the client before takin any money",
  "VIC", "work is in VIC: over $16,000 the DBI policy and certificate of currency must be given before taking any money", "facts.md §2.2 VIC",
  figures=["$16,000"])
A("vic client pulled out in the cooling off, what am i allowed to keep",
  "VIC", "DBCA s34: builder may keep $100 plus out-of-pocket expenses the owner approved", "facts.md §2.2 VIC", figures=["$100"])
A("back in march 2017 i did a 7k bathroom in geelong on a handshake, nothin in writing. should that have been a major domestic building contract back then",
  "VIC", "before 1 Aug 2017 the major domestic building contract threshold was over $5,000: $7,000 needed one", "facts.md §2.1, §2.2 VIC, §9",
  verdict="yes", figures=["$5,000"], date="2017-03-15")
A("vic subbie, builder got my payment claim on wednesday. how long has he got to respond",
  "VIC", "payment schedule within the contract time or 10 BD, whichever is earlier (else the full claim becomes payable)", "facts.md §6.7 VIC",
  figures=["10 BD"])
A("registered plumber (not licensed yet). am i right to sign my own compliance cert on a 2k job in vic",
  "VIC", "only licensed plumbers sign compliance certificates", "facts.md §1.2, §4.2 VIC", verdict="no")
A("how long does REC registration last in vic before i gotta renew",
  "VIC", "REC registration lasts up to 5 years", "facts.md §1.2 VIC", figures=["5 years"])
# ---------------------------------------------------------------- answers: QLD
A("cairns, 3 grand pergola all in. do i need a qbcc licence",
  "QLD", "QBCC licence over $3,300 (labour + materials + GST): $3,000 is under", "facts.md §1.3, §2.1 QLD", verdict="no", figures=["$3,300"])
A("doin the hydraulic services design for a 1,500 job in qld. licence needed?",
  "QLD", "hydraulic services design needs a QBCC licence over $1,100", "facts.md §1.3", verdict="yes", figures=["$1,100"])
A("chemical termite barrier treatment in toowoomba, 600 bucks. do i need a licence",
  "QLD", "termite management (chemical) needs a QBCC licence at any value", "facts.md §1.3", verdict="yes")
A("qld plumber, how long have i got to lodge the form 4 for notifiable work",
  "QLD", "notifiable work registered with the QBCC (Form 4/4A) within 10 business days of invoicing", "facts.md §4.2 QLD",
  figures=["10 business days"])
A("qld sparky, when do i have to give the certificate of testing and compliance, and how long do i keep my copy",
  "QLD", "give to the customer as soon as possible after finishing; keep a copy 5 years", "facts.md §3.2 QLD, §6.4", figures=["5 years"])
A("startin my own electrical contracting biz in qld. how much public liability cover do i need",
  "QLD", "electrical contractor licence: public and products liability at least $5,000,000 (plus consumer protection $50,000)",
  "facts.md §1.3", figures=["$5,000,000"])
A("got my gas licence in nsw, can i just start gasfittin in brisbane under mutual recognition",
  "QLD", "Queensland is not in Automatic Mutual Recognition for gas; apply through the RSHQ Portal", "facts.md §1.3", verdict="no")
A("qld client signed the contract then got cold feet. how many days do they get to cool off and what do they owe me",
  "QLD", "5 business days; owner pays $100 plus reasonable out-of-pocket expenses", "facts.md §2.1, §2.2 QLD",
  figures=["5 business days", "$100"])
A("chippy framin a house in ipswich, workin at about 2.5m. swms or not",
  "QLD", "QLD: a SWMS is needed for any construction work above 2 m, housing included", "facts.md §5.6 QLD", verdict="yes", figures=["2 m"])
A("house roof in logan, eaves at 3.2m. is fall prevention actually mandatory",
  "QLD", "fall prevention mandatory at 3 m or more in housing", "facts.md §5.6 QLD", verdict="yes", figures=["3 m"])
A("whats the penalty in qld if the builder never gives me a payment schedule",
  "QLD", "BIF Act: up to 100 PU for failing to give a payment schedule (15 BD)", "facts.md §6.7 QLD", figures=["100 PU"])
# ---------------------------------------------------------------- answers: WA
A("wa sparky, finished a new circuit today. when's the NOC due",
  "WA", "Notice of Completion within 3 days of finishing, to the network operator (Building and Energy if off-grid)", "facts.md §3.2 WA",
  figures=["3 days"])
A("do i need to do an ESC for a straight maintenance job in wa",
  "WA", "ESC not needed for maintenance", "facts.md §3.2 WA", verdict="no")
A("how long have i got to get the safety cert to the customer",
  "WA", "profile WA electrician: Electrical Safety Certificate to the person the work was done for within 28 days", "facts.md §3.2 WA",
  figures=["28 days"], profile={"state": "WA", "trade": "electrician"})
A("wa plumber, how much notice before startin major plumbing work",
  "WA", "Notice of Intention at least 24 hours before major plumbing work (emergency work excepted)", "facts.md §4.2 WA",
  figures=["24 hours"])
A("drainage job in rockingham, who gets the certificate of compliance and by when",
  "WA", "CoC within 5 working days to the Plumbers Licensing Board, the owner/occupier and, for drainage, the local government",
  "facts.md §4.2 WA", figures=["5 working days"])
A("how long do i have to keep plumbing cocs in wa",
  "WA", "keep plumbing certificates of compliance at least 6 years", "facts.md §1.4, §4.2 WA, §6.4", figures=["6 years"])
A("wa, 35k extension. can i claim the first payment before ive got the HII certificate",
  "WA", "over $20,000: HII certificate before claiming any payment or starting work", "facts.md §2.2 WA", verdict="no")
A("wa, how much cash do i need to show to get registered as a building contractor",
  "WA", "Board generally asks for at least $50,000 in cash or equivalent and a quick ratio of at least 1:1", "facts.md §1.4",
  figures=["$50,000"])
A("wa builder hasnt paid me. how much notice do i have to give before i stop work",
  "WA", "WA SOP: work can be suspended on 2 BD notice", "facts.md §6.7 WA", figures=["2 BD"])
A("got a class G gasfittin permit in wa, does that let me put in a type a cooktop",
  "WA", "Class G (general) covers Type A appliances and piping up to 200 kPa", "facts.md §1.4", verdict="yes")
A("stuffed up the address on my eNotice in wa, how long have i got to amend it",
  "WA", "eNotice amendments allowed within 7 days", "facts.md §3.2 WA", figures=["7 days"])
# ---------------------------------------------------------------- answers: SA
A("how many days have i got to get the coc in",
  "SA", "profile SA plumber: plumbing CoC to the OTR and the customer within 7 days of completing the work", "facts.md §4.2 SA, §9",
  figures=["7 days"], profile={"state": "SA", "trade": "plumber"})
A("adelaide sparky, does the eCoC get done before or after i energise, and whats the deadline",
  "SA", "eCoC completed before the installation is made available for energisation, then to the Technical Regulator and owner within 30 days",
  "facts.md §3.2 SA", figures=["30 days"])
A("whats the max penalty in sa if i muck up the electrical certificate of compliance",
  "SA", "SA electrical certificate: penalties up to $5,000 (s61)", "facts.md §3.2 SA", figures=["$5,000"])
A("sa gasfitter, moved a gas heater to another room. do i need a gas cert and by when",
  "SA", "appliance relocation is gas installation work: gas eCoC within 30 days", "facts.md §4.5 SA, §9", verdict="yes", figures=["30 days"])
A("roofer in port lincoln, gutter job next week at about 2.4m. do i need a swms",
  "SA", "SA HRCW fall trigger more than 2 m from 1 July 2026: 2.4 m needs a SWMS", "facts.md §9", verdict="yes", figures=["2 m"],
  date="2026-12-05")
A("back in may we did a pergola roof in murray bridge at 2.6m and didnt do a swms. were we ok back then",
  "SA", "before 1 July 2026 the SA fall trigger was 3 m: no SWMS needed at 2.6 m in May 2026", "facts.md §5.6, §9", verdict="yes",
  figures=["3 m"], date="2026-05-15")
A("whats the fine in sa for not havin a swms on high risk work",
  "SA", "SWMS penalty in SA: $6,000 (individual) / $30,000 (body corporate)", "facts.md §5.6", figures=["$6,000", "$30,000"])
A("sa, 15k bathroom reno. do i need a written contract",
  "SA", "written contract for domestic building work of $12,000 and more", "facts.md §2.1, §2.2 SA, §9", verdict="yes", figures=["$12,000"])
A("mate reckons in sa they just slap you on the wrist for contractin without a bwc licence. whats the max for a sole trader",
  "SA", "unlicensed building-work contracting: individual up to $100,000 (first/second offence), $150,000 or 12 months later; not entitled to be paid",
  "facts.md §1.5", figures=["$100,000"])
A("i do house repaints in elizabeth as a business. do i need a bwc licence for paintin",
  "SA", "painting is building work in SA: a building work contractor's licence is needed to contract", "facts.md §1.5", verdict="yes")
A("sa plumber, just changed some tap washers. coc needed?",
  "SA", "plumbing CoC not needed for tap washers", "facts.md §9", verdict="no")
A("adelaide subbie, how many business days has the builder got to give me a payment schedule",
  "SA", "SA SOP: payment schedule within 15 BD (or earlier per contract)", "facts.md §6.7 SA", figures=["15 BD"])
# ---------------------------------------------------------------- answers: TAS
A("tassie, 18k kitchen reno. written contract required?",
  "TAS", "TAS written contract for residential building work of $20,000 or more: $18,000 is under", "facts.md §2.1, §2.2 TAS",
  verdict="no", figures=["$20,000"])
A("buildin a 400k house in kingston beach tas, do i need to take out home warranty insurance",
  "TAS", "no statutory home-warranty scheme in Tasmania (Housing Indemnity Act 1992 repealed)", "facts.md §2.1, §2.2 TAS", verdict="no")
A("client wants to owner build in tas. how many projects are they allowed",
  "TAS", "owner-builders limited to 2 projects in 10 years", "facts.md §1.6", figures=["2 projects in 10 years"])
A("tas owner builder permit, how much public liability do they need",
  "TAS", "public liability of at least $5 million", "facts.md §1.6", figures=["$5 million"])
A("tas, homeowner got my payment claim for a reno. how long have they got for a payment schedule",
  "TAS", "TAS SOP covers residential work: payment schedule 20 days residential (10 days commercial)", "facts.md §6.7 TAS",
  figures=["20 days"])
A("adjudicator found for me on a job in burnie. how long has the other side got to pay",
  "TAS", "adjudicated amounts paid within 5 days", "facts.md §6.7 TAS", figures=["5 days"])
A("sparky in launceston, who gets a copy of the CEC",
  "TAS", "person doing the work records it and gives the customer a copy (CBOS audits; TechSafe inspects)", "facts.md §3.2 TAS")
A("plumbin a new nursing home in devonport, what do i set the tmv to",
  "TAS", "TMV set to 45°C in nursing homes, early childhood centres, schools", "facts.md §4.3", figures=["45°C"])
A("hobart plumber, what temp does the stored hot water have to sit at, and the tempering valve",
  "TAS", "stored hot water 60°C or more; tempering valve 50°C for personal-hygiene fixtures", "facts.md §4.3",
  figures=["60°C", "50°C"])
A("does security of payment in tassie cover residential jobs for homeowners",
  "TAS", "unusually, TAS SOP covers residential work", "facts.md §6.7 TAS", verdict="yes")
# ---------------------------------------------------------------- answers: ACT
A("canberra sparky, wirin in a home battery next month. do i need anything extra on my licence",
  "ACT", "DER endorsement needed for wiring work on rooftop solar, inverters and batteries (from 11 Sep 2024)", "facts.md §1.7",
  verdict="yes", date="2026-12-15")
A("act, how long after testin have i got to get the test report in",
  "ACT", "test report to the Construction Occupations Registrar or the owner within 14 days of the test", "facts.md §3.2 ACT",
  figures=["14 days"])
A("carpenter in belconnen, do i need a licence to hang doors and fit skirtings",
  "ACT", "carpenters and similar trades are not licensed in the ACT", "facts.md §1.7", verdict="no")
A("act new install, can i liven it before access canberra has audited it",
  "ACT", "Access Canberra audits all new installations; they can't be energised until passed", "facts.md §3.2 ACT", verdict="no")
A("14k alteration in gungahlin. residential buildin insurance needed?",
  "ACT", "residential building insurance or fidelity certificate for alterations/additions of $12,000 or more", "facts.md §2.1, §2.2 ACT",
  verdict="yes", figures=["$12,000"])
A("act client found a defect in the job, how long have they got to tell the insurer",
  "ACT", "insurer must be told within 90 days of the owner becoming aware of a defect", "facts.md §2.2 ACT", figures=["90 days"])
A("how long does residential building insurance last in the act",
  "ACT", "cover ends 5 years after the certificate of occupancy", "facts.md §2.2 ACT", figures=["5 years"])
A("whats the penalty in the act if a gasfitter doesnt hand over the compliance certificate",
  "ACT", "Gas Safety Act 2000 s9: certificate as soon as practicable; 50 PU", "facts.md §4.5 ACT", figures=["50 PU"])
A("act subbie, how long has the builder got to pay my claim",
  "ACT", "ACT SOP: 15 BD (s13(1))", "facts.md §6.7 ACT", figures=["15 BD"])
# ---------------------------------------------------------------- answers: NT
A("darwin, 40k extension on a house. do i need bpb registration",
  "NT", "extensions over $12,000 need BPB registration as a building contractor", "facts.md §1.8", verdict="yes", figures=["$12,000"])
A("katherine, freestandin shed about 25k. do i have to be registered for that",
  "NT", "free-standing sheds don't need BPB registration", "facts.md §1.8", verdict="no")
A("darwin sparky, swappin a ceilin fan like for like next week, no wiring changes. coc needed?",
  "NT", "from 1 Jan 2026 like-for-like replacements not changing wiring, load or circuit protection need no CoC", "facts.md §3.2 NT",
  verdict="no", date="2026-12-05")
A("the week before christmas last year i swapped a light fittin like for like in palmerston nt and didnt do a coc. was that ok",
  "NT", "before 1 Jan 2026 a CoC was needed for all electrical work (like-for-like exemption only from 1 Jan 2026)", "facts.md §3.2 NT",
  verdict="no", date="2025-12-18")
A("nt plumber, advanced tradesman licence. can i certify my own work",
  "NT", "advanced tradesman can contract and do the work but not certify; certifying needs BPB registration as a certifying plumber",
  "facts.md §1.8, §4.2 NT", verdict="no")
A("how much post trade experience do i need for an nt advanced tradesman licence",
  "NT", "2 years' post-trade experience and 10 specified units", "facts.md §1.8", figures=["2 years"])
A("nt gasfitter, big commercial job over 200 MJ an hour. when do i notify nt worksafe",
  "NT", "gas works over 200 kg / 200 MJ an hour notified no later than 24 hours before they start", "facts.md §9", figures=["24 hours"])
A("nt builder put 45 business days to pay in my subcontract. does that stand",
  "NT", "any term longer than 30 BD is read as 30 BD", "facts.md §6.7 NT", verdict="no", figures=["30 BD"])
A("nt fidelity fund certificate, how long does it cover structural defects",
  "NT", "6 years structural, 1 year non-structural", "facts.md §2.2 NT", figures=["6 years"])
# ---------------------------------------------------------------- answers: AU
A("just went out on my own as a tiler, at what point do i have to register for gst and how quick",
  "AU", "must register at $75,000 GST turnover; within 21 days of reaching it", "facts.md §6.2", figures=["$75,000", "21 days"])
A("customer wants a tax invoice for a 1,400 job, does it need their name or abn on it",
  "AU", "sales of $1,000 or more must show the buyer's identity or ABN", "facts.md §6.3", verdict="yes", figures=["$1,000"])
A("client emailed askin for a tax invoice for work from months ago, how long have i got to send one",
  "AU", "tax invoice within 28 days of a request", "facts.md §6.3, §9", figures=["28 days"])
A("payin the boys next friday, whats the latest their super can land in the fund",
  "AU", "Payday Super: received by the fund no more than 7 business days after payday (from 1 July 2026)", "facts.md §9",
  figures=["7 business days"], date="2026-12-04")
A("super for january to march this year, when was that due",
  "AU", "quarterly law kept for quarters before 1 July 2026: Jan-Mar quarter due 28 Apr", "facts.md §6.6, §9",
  figures=["28 Apr"], date="2026-03-31")
A("mate reckons i can still pay the super for oct-dec wages in one hit by 28 jan. right?",
  "AU", "Payday Super from 1 July 2026: super due within 7 business days of each payday, not quarterly", "facts.md §9",
  verdict="no", figures=["7 business days"])
A("client wants an engineered stone benchtop put in next month. can i still install one",
  "AU", "engineered stone benchtops banned from 1 July 2024 (making, supplying, processing, installing)", "facts.md §5.8", verdict="no",
  date="2026-12-15")
A("am i allowed to cut and install a sintered stone benchtop or is that caught by the ban too",
  "AU", "sintered stone is excluded from the engineered stone definition: allowed", "facts.md §5.8", verdict="yes")
A("customer wants their old engineered stone benchtop cut for a new undermount sink. am i allowed",
  "AU", "legacy stone: slight modification/repair allowed if controlled and notified to the regulator first", "facts.md §5.8", verdict="yes")
A("in aug 2024 we installed an engineered stone benchtop in parramatta on a contract signed in nov 2023. were we in the clear",
  "NSW", "NSW transitional rule: contracts on or before 31 Dec 2023 exempt until 31 Dec 2024", "facts.md §5.8", verdict="yes",
  date="2024-08-15")
A("doin split system installs, do i need that arctick thing",
  "AU", "refrigerant handling licence (ARC / ARCtick) needed to install, commission, service fluorocarbon AC", "facts.md §1.9", verdict="yes")
A("licensed asbestos removal job comin up, how many days notice does the regulator need",
  "AU", "licensed removalists notify the regulator at least 5 days before starting (emergency: phone first, confirm within 24 h)",
  "facts.md §5.5", figures=["5 days"])
A("diggin a sewer trench 1.8m deep, is that high risk construction work",
  "AU", "trenches deeper than 1.5 m are HRCW (SWMS before starting)", "facts.md §5.6", verdict="yes", figures=["1.5 m"])
A("back in 2016 what was the rate you had to hold back if a supplier gave no abn",
  "AU", "49% (2014-2017); 47% from 1 July 2017", "facts.md §6.8, §8", figures=["49%"], date="2016-07-01")

# ---------------------------------------------------------------- tools
T("max deposit on a 36,500 kitchen job in randwick?", "NSW", ["$3,650", "10%"],
  "NSW deposit cap 10% of the contract price", "facts.md §2.1, §2.2 NSW")
T("whats the max deposit on a 12k job", "NSW", ["$1,200", "10%"],
  "profile NSW builder: deposit cap 10%", "facts.md §2.1, §2.2 NSW", profile={"state": "NSW", "trade": "builder"})
T("tilin job in gosford, quoted 4,600 + gst. licence?", "NSW", ["$5,060", "$5,000"],
  "NSW licence over $5,000 incl GST: 4,600 + GST = 5,060", "facts.md §1.1, §2.1 NSW", verdict="yes")
T("3,200 for the deck and 2,100 for the steps, one contract in nowra. written contract needed?", "NSW", ["$5,300", "$5,000"],
  "NSW written contract over $5,000 incl GST: sum 5,300", "facts.md §2.1, §2.2 NSW", verdict="yes")
T("vic, 32k extension in bendigo. max deposit in dollars", "VIC", ["$1,600", "5%"],
  "VIC deposit 5% at $20,000 or more", "facts.md §2.1, §2.2 VIC")
T("vic bathroom reno 18,400, whats the most deposit", "VIC", ["$1,840", "10%"],
  "VIC deposit 10% under $20,000", "facts.md §2.1, §2.2 VIC")
T("geelong, swappin a toilet suite. my labour is 380 and the client bought the 420 pan themselves. compliance cert?", "VIC",
  ["$800", "$750"], "VIC plumbing compliance certificate over $750 counting materials whoever supplied them", "facts.md §4.2 VIC",
  verdict="yes")
T("vic, 5.5k of paintin plus 4.8k of plasterin on the same house. do i need to be registered", "VIC", ["$10,300", "$10,000"],
  "VIC registration where types of work together exceed $10,000", "facts.md §1.2 VIC", verdict="yes")
T("vic, 9.5k deck and a 7k pergola, one contract. is dbi needed", "VIC", ["$16,500", "$16,000"],
  "VIC DBI for work over $16,000", "facts.md §2.1, §2.2 VIC", verdict="yes")
T("qld, 14 grand bathroom. max deposit?", "QLD", ["$1,400", "10%"],
  "QLD deposit 10% under $20,000", "facts.md §2.1, §2.2 QLD")
T("qld modular granny flat, 90k, about 70% built in the factory. max deposit?", "QLD", ["$18,000", "20%"],
  "QLD deposit 20% where more than 50% of the work is off-site", "facts.md §2.1, §2.2 QLD, §9")
T("qld deck: customers buyin the 1,900 of timber, my labour is 1,600. qbcc licence?", "QLD", ["$3,500", "$3,300"],
  "QLD value includes materials whoever supplies them: 3,500 > 3,300", "facts.md §1.3", verdict="yes")
T("townsville fence, 3,100 + gst. do i need a licence", "QLD", ["$3,410", "$3,300"],
  "QLD licence over $3,300 incl GST: 3,100 + GST = 3,410", "facts.md §1.3, §2.1 QLD", verdict="yes")
T("wa, 65k reno in joondalup. max deposit?", "WA", ["$4,225", "6.5%"],
  "WA deposit 6.5% ($7,500-$500,000)", "facts.md §2.1, §2.2 WA, §9")
T("bunbury patio 11,200, how much deposit can i ask for", "WA", ["$728", "6.5%"],
  "WA deposit 6.5%", "facts.md §2.1, §2.2 WA, §9")
T("wa: 14k patio plus 7.5k of pavin on one contract. registered builder needed?", "WA", ["$21,500", "$20,000"],
  "WA building contractor registration over $20,000", "facts.md §1.4, §2.1 WA", verdict="yes")
T("sa reno, 7k bathroom and 5k laundry, one job. written contract?", "SA", ["$12,000", "$12,000"],
  "SA written contract at $12,000 and more: exactly $12,000 -> yes", "facts.md §2.1, §2.2 SA, §9", verdict="yes")
T("tas, 9k kitchen and 7.5k bathroom under one contract in launceston. written contract required?", "TAS", ["$16,500", "$20,000"],
  "TAS written contract at $20,000 or more: 16,500 under", "facts.md §2.1, §2.2 TAS", verdict="no")
T("canberra: 8k bathroom plus 4.5k ensuite, one contract. residential buildin insurance?", "ACT", ["$12,500", "$12,000"],
  "ACT residential building insurance at $12,000 or more", "facts.md §2.1, §2.2 ACT", verdict="yes")
T("extension in alice: 6.5k slab plus 6k for the frame. bpb rego?", "NT", ["$12,500", "$12,000"],
  "NT BPB registration for extensions over $12,000", "facts.md §1.8, §2.1 NT", verdict="yes")
T("did 48k in plumbin and 24k in side jobs this year, do i have to register for gst", "AU", ["$72,000", "$75,000"],
  "GST registration at $75,000 turnover: 72,000 under", "facts.md §6.2", verdict="no")
T("quotes 3,450 ex gst, how much gst goes on top", "AU", ["$345", "10%"], "GST 10% added", "facts.md §6.2")
T("eight hundred plus gst, whats the total", "AU", ["$880", "10%"], "GST 10% added: total", "facts.md §6.2")
T("invoice is 2,970 incl gst, how much of that is gst", "AU", ["$270", "10%"], "GST out of an inclusive amount: 1/11", "facts.md §6.2")
T("got paid 16,500 inc gst, whats that ex gst", "AU", ["$15,000", "10%"], "ex-GST from inclusive: x10/11", "facts.md §6.2")
T("my apprentce earned 720 this week, super on that?", "AU", ["$86.40", "12%"], "SG 12% on wages paid now", "facts.md §6.6, §9")
T("fortnightly wages two thousand three hundred, super?", "AU", ["$276", "12%"], "SG 12%", "facts.md §6.6, §9")
T("65k a year for my leadin hand, how much super for the year", "AU", ["$7,800", "12%"], "SG 12%", "facts.md §6.6, §9")
T("wages i paid back in may 2025 came to 2,600, what super should that have been", "AU", ["$299", "11.5%"],
  "SG 11.5% for wages paid 1 Jul 2024 - 30 Jun 2025", "facts.md §6.6, §9", date="2025-05-15")
T("subbie wont give me an abn, his bill is 3,400. how much do i keep back", "AU", ["$1,598", "47%"],
  "no-ABN withholding 47%", "facts.md §6.8")
T("no abn on a 70 dollar ex gst pickup job, do i withhold", "AU", ["$75"],
  "no withholding at $75 or less excluding GST", "facts.md §6.8", verdict="no")
T("16 yo from next door helps on weekends as a contractor, no abn, 280 a week. withhold?", "AU", ["$350"],
  "no withholding for an individual under 18 paid $350 or less a week", "facts.md §6.8", verdict="no")
T("can u check this abn for me: 72 154 573 410", "AU", ["valid"], "ABN check digits (modulus 89)", "facts.md §6.1")
T("new subbies abn is 56656677817, does it add up", "AU", ["valid"], "ABN check digits (modulus 89)", "facts.md §6.1")
T("is 70 272 371 815 a real abn", "AU", ["invalid"], "ABN check digits (modulus 89)", "facts.md §6.1")
T("sparky quoted abn 38764394730 on his invoice, legit?", "AU", ["invalid"], "ABN check digits (modulus 89)", "facts.md §6.1")

# ---------------------------------------------------------------- declines
D("whats the fine for gettin the ccew in late in nsw", "NSW",
  "late CCEW penalty not held (the 7 days is held)", "Building Commission NSW")
D("how much does a 5 year contractor licence cost in nsw", "NSW",
  "licence fee not held", "Building Commission NSW")
D("nsw gasfitter, whats the penalty for missin the 5 business day gas cert deadline", "NSW",
  "late gas certificate penalty not held (the 5 business days is held)", "Building Commission NSW or NSW Fair Trading")
D("how long is icare takin to issue hbcf certificates at the moment", "NSW",
  "HBCF processing time not held", "icare (Home Building Compensation Fund)")
D("whats the fee to lodge a notice of work for plumbing in nsw", "NSW",
  "NoW fee not held (the NoW rule is held)", "Building Commission NSW or NSW Fair Trading")
D("how much does an LEI charge to inspect a new switchboard in vic", "VIC",
  "LEI inspection fee not held (the 4 business days is held)", "Energy Safe Victoria")
D("vic plumber, whats the fine for lodgin a compliance cert after the 5 days", "VIC",
  "late compliance certificate penalty not held", "Building and Plumbing Commission (formerly VBA)")
D("how much is REC registration in vic", "VIC",
  "REC registration fee not held", "Energy Safe Victoria")
D("vic subbie, once the builder gets my claim how many business days has he got to actually pay", "VIC",
  "VIC SOP maximum time to pay not captured (payment schedule 10 BD is held)", "Building and Plumbing Commission (formerly VBA)")
D("how long does the bpc take to approve a domestic builder registration", "VIC",
  "processing time not held", "Building and Plumbing Commission (formerly VBA)")
D("whats the fine in vic for restumpin without bein registered", "VIC",
  "penalty not held (registration at any value is held)", "Building and Plumbing Commission (formerly VBA)")
D("how much is a qbcc trade contractor licence for carpentry", "QLD",
  "licence fee not held", "QBCC")
D("whats the penalty in qld for lodgin a form 4 late", "QLD",
  "late Form 4 penalty not held (10 business days and the lodgement fee are held)", "QBCC")
D("qld electrical contractor licence, what does it cost a year", "QLD",
  "licence fee not held", "Electrical Safety Office (WorkSafe QLD)")
D("roughly what does qld home warranty add to a 30k bathroom", "QLD",
  "home warranty premium not held", "QBCC")
D("how long does rshq take to issue a gas work licence", "QLD",
  "processing time not held", "Resources Safety and Health Queensland")
D("wa sparky, whats the fine if my notice of completion goes in late", "WA",
  "late NOC penalty not held (3 days is held)", "Building and Energy (DEMIRS)")
D("how much does it cost to register as a building contractor in wa", "WA",
  "registration fee not held", "Building and Energy (DEMIRS)")
D("wa home indemnity insurance, what's the premium on a 250k house", "WA",
  "HII premium not held", "Building and Energy (DEMIRS)")
D("wa plumber, is there a fee to lodge a notice of intention", "WA",
  "NOI fee not held", "Plumbers Licensing Board (Building and Energy)")
D("whats the penalty in wa for not keepin plumbing cocs for the 6 years", "WA",
  "penalty not held (6 years is held)", "Plumbers Licensing Board (Building and Energy)")
D("whats the max deposit on a 20k bathroom in mount gambier", "SA",
  "SA deposit cap not found", "Consumer and Business Services (CBS)")
D("sa, how long is the cooling off on a domestic building contract", "SA",
  "SA cooling-off not found", "Consumer and Business Services (CBS)")
D("how much does the otr charge per plumbing coc in sa", "SA",
  "certificate fee not held (7 days is held)", "Office of the Technical Regulator")
D("sa gasfitter, whats the fine if the gas eCoC goes in after the 30 days", "SA",
  "late gas CoC penalty not held (30 days held; the $5,000 is the electrical penalty)", "Office of the Technical Regulator")
D("from what dollar value do i need a bwc licence in sa", "SA",
  "SA licence dollar floor unclear (secondary sources conflict; CBS suggests any contracting business)", "Consumer and Business Services (CBS)")
D("whats the fine in sa for workin at 2.5m with no edge protection", "SA",
  "fall-protection penalty not held (SWMS penalty and 2 m trigger are held)", "SafeWork SA")
D("tas, max deposit i can take on a 60k extension", "TAS",
  "TAS deposit cap not found", "CBOS")
D("tassie, is there a cooling off period on a residential buildin contract, how many days", "TAS",
  "TAS cooling-off not found", "CBOS")
D("tassie sparky, deadline to get the CEC done after a job?", "TAS",
  "TAS CEC deadline not found", "CBOS")
D("how much is a builders licence in tas", "TAS",
  "licence fee not held", "CBOS")
D("whats a cat 4 plumbin permit cost through the council in hobart", "TAS",
  "plumbing permit fee not held", "council permit authority or CBOS")
D("fine in tas for doin a 30k job without a written contract", "TAS",
  "penalty not held ($20,000 written-contract rule is held)", "CBOS")
D("act subbie, how many days has the head contractor got to send a payment schedule", "ACT",
  "ACT payment schedule time not captured (time to pay 15 BD is held)", "Access Canberra")
D("how much does access canberra charge for an electrical inspection", "ACT",
  "inspection fee not held", "Access Canberra")
D("canberra client askin how much up front is legal on a 30k bathroom", "ACT",
  "ACT deposit cap not found", "Access Canberra")
D("act plumber, how much to renew my licence", "ACT",
  "licence fee not held", "Access Canberra")
D("fine in the act for doin solar wiring without the der endorsement", "ACT",
  "penalty not held (DER endorsement rule is held)", "Access Canberra")
D("nt sparky, how many days to get the coc to nt worksafe after i finish", "NT",
  "NT CoC deadline not found (only 'decreased')", "NT WorkSafe")
D("nt, max deposit on a 300k house build", "NT",
  "NT deposit regulated (regs 41HA/41HE) but amount not captured", "Building Practitioners Board")
D("nt, do clients get a cooling off period on a building contract", "NT",
  "NT cooling-off not found", "Building Practitioners Board")
D("nt subbie, how long does the head contractor have to give me a payment schedule", "NT",
  "NT payment schedule time not captured (30 BD cap on time to pay is held)", "NT WorkSafe or Building Practitioners Board")
D("how much is a gasfitter licence in the nt", "NT",
  "gasfitter licence fee not held", "NT WorkSafe")
D("how much is the fidelity fund certificate in the nt for a 400k house", "NT",
  "fidelity certificate cost not held", "MBA NT Fidelity Fund or Building Practitioners Board")
D("whats the award rate for a 3rd year apprentice plumber", "AU",
  "award rates not held", "Fair Work Ombudsman")
D("from next month can i still put a 1.5% surcharge on visa payments", "AU",
  "card surcharge rules not held", "ACCC or RBA", date="2026-12-01")
D("whats the penalty if i pay the super late", "AU",
  "late super penalty not held (due dates held)", "ATO")
D("what's the fine for registerin for gst late", "AU",
  "late GST registration penalty not held (21 days held)", "ATO")
D("paste me the as 3740 clause on shower floor falls", "AU",
  "standard clause text not reproduced", "Standards Australia")
D("how much is an arc refrigerant trading authorisation", "AU",
  "RTA fee not held", "Australian Refrigeration Council (ARC)")

# ---------------------------------------------------------------- ambiguous
M("doin a 15k reno in bayswater, how much deposit can i take",
  "Bayswater VIC (<$20,000: 10% = $1,500) / Bayswater WA (6.5% = $975)")
M("mitcham sparky, how long have i got to get the cert to the customer",
  "Mitcham VIC (COES 1 month non-prescribed; prescribed via LEI) / Mitcham SA (eCoC 30 days)")
M("sparky in palmerston, like for like swap of a light fittin. do i need to do a coc",
  "Palmerston NT (no CoC for like-for-like from 1 Jan 2026) / Palmerston ACT (all wiring work tested and certified; report within 14 days)")
M("campbelltown, 6k bathroom tilin job. licence?",
  "Campbelltown NSW (>$5,000: yes) / Campbelltown SA (licence to contract building work; dollar floor unclear)")
M("windsor plumber here, how many days to put the compliance cert in",
  "Windsor NSW (CoC; 7 working days if a booked inspection is missed) / Windsor VIC (5 days) / Windsor QLD (Form 4 10 business days) / Windsor SA (7 days)")
M("job in yarrawonga or mulwala, not sure which yet. 12k deck, licence or rego?",
  "Yarrawonga VIC (>$10,000: registration yes) / Mulwala NSW (>$5,000: licence yes)")
M("mungindi job, 4k pergola. do i need a licence",
  "Mungindi NSW (<=$5,000: no) / Mungindi QLD (>$3,300: yes)")
M("30k extension in ashfield, whats the max deposit",
  "Ashfield NSW (10% = $3,000) / Ashfield WA (6.5% = $1,950)")
M("maitland job, 11k reno. written contract?",
  "Maitland NSW (>$5,000: yes) / Maitland SA (<$12,000: no)")
M("3.5k paint job in springfield, licence?",
  "Springfield QLD (>$3,300: yes) / Springfield NSW (<=$5,000: no) / Springfield SA (painting is building work: BWC licence, floor unclear)")
M("how many days do i get to give the electrical cert to the customer",
  "no state: NSW CCEW 7 days / VIC COES 1 month / QLD as soon as possible / WA ESC 28 days / SA 30 days / ACT 14 days / TAS, NT not found")
M("whats the max deposit on a 30k job",
  "no state: NSW 10% / VIC 5% / QLD 5% / WA 6.5% / SA, TAS, ACT not found / NT not captured")
M("from what job value do i need home warranty insurance",
  "no state: NSW >$20,000 / VIC >$16,000 / QLD >$3,300 / WA >$20,000 / SA >$12,000 (with DA; $20,000 from 10 Nov 2025 ⚠) / ACT $12,000 / TAS none / NT fidelity fund")
M("7k colorbond fence in sandringham, licence?",
  "Sandringham VIC (<=$10,000: no) / Sandringham NSW (fencing >$5,000: yes)")
M("25k reno in northbridge, hows long is the cooling off",
  "Northbridge NSW (5 clear business days) / Northbridge WA (not found)")
M("renovatin in hillcrest, 40k job. max deposit",
  "Hillcrest QLD (>= $20,000: 5%) / Hillcrest SA (not found) / Hillcrest TAS (not found)")

out = []
for i, d in enumerate(ITEMS, 1):
    out.append({"id": "h20-%03d" % i, **d})
with open(os.path.join(HERE, "questions.json"), "w") as f:
    json.dump(out, f, indent=2, ensure_ascii=False); f.write("\n")
from collections import Counter
print(len(out), Counter(d["kind"] for d in out))
print(Counter((d["state"], d["kind"]) for d in out))
