#!/usr/bin/env python3
"""Writes questions.json for blind development set d23 (150 items). Today = 2026-11-28 (Saturday).
Order: 90 yes/no answers (d23-001..090), 15 tools (091..105), 45 declines (106..150)."""
import json, os
HERE = os.path.dirname(os.path.abspath(__file__))
items = []

def A(state, q, verdict, topic, basis, figures=None, date=None, profile=None):
    d = {"q": q, "kind": "answer", "state": state, "verdict": verdict}
    if figures: d["figures"] = figures
    d["topic"] = topic; d["basis"] = basis
    if date: d["date"] = date
    if profile: d["profile"] = profile
    items.append(d)

def T(state, q, figures, topic, basis, verdict=None):
    d = {"q": q, "kind": "tool", "state": state}
    if verdict: d["verdict"] = verdict
    d["figures"] = figures; d["topic"] = topic; d["basis"] = basis
    items.append(d)

def D(state, q, ask, topic, date=None):
    d = {"q": q, "kind": "decline", "state": state, "ask": ask, "topic": topic, "basis": "facts.md (not held)"}
    if date: d["date"] = date
    items.append(d)

# ---------------------------------------------------------------- NSW answers (13)
A("NSW", "mate reckons if the plumbin jobs under a grand i dont need my licence. so im sweet to do an 800 dollar tap and dunny job in wollongong without it, yeah?",
  "no", "NSW plumbing is specialist work: licence at any value (the $5,000 floor does not apply)", "facts.md §1.1, §2.1 NSW")
A("NSW", "bathroom reno in penrith, 18k all up. its under 20k so i dont need a written contract do i",
  "yes", "NSW written contract for residential work over $5,000 incl GST (small jobs contract $5,000-$20,000)", "facts.md §2.1, §2.2 NSW, §9", ["$5,000"])
A("NSW", "kitchen job in dubbo, 19,500 all in. do i gotta get hbcf before i start",
  "no", "NSW HBCF only for contract price over $20,000; $19,500 is under", "facts.md §2.1, §2.2 NSW", ["$20,000"])
A("NSW", "sparky in orange, finished testin on tuesday arvo. if i get the ccew to the customer in 10 days am i ok",
  "no", "NSW CCEW within 7 days of finishing the safety and compliance test (14 days was the old 2004 Act)", "facts.md §3.2 NSW, §8", ["7 days"])
A("NSW", "layin floatin timber floors in maitland, about 9k, non structural. any reason i cant do it without a licence",
  "yes", "NSW non-structural flooring not licensed since 16 Sep 2009, whatever the value", "facts.md §1.1, §9 (fourth pass)")
A("NSW", "gasfitter out of wagga 2650. i got 5 business days to send fair trading the coc right?",
  "yes", "NSW gas CoC copy to Fair Trading within 5 business days of the work", "facts.md §4.5 NSW", ["5 business days"])
A("NSW", "customer in hornsby wants to rip off about 8 square metres of bonded fibro himself before i start. is he allowed to",
  "yes", "NSW home renovators may remove up to 10 m² of bonded asbestos in total; above that a licensed removalist", "facts.md §5.5", ["10 m²"])
A("NSW", "client signed a 35k deck contract with me in kiama, gave her the copy yesterday. she can still pull out for 5 clear business days, true?",
  "yes", "NSW cooling-off: rescind within 5 clear business days after being given a copy of the signed contract (HBA s 7BA)", "facts.md §2.1, §2.2 NSW, §9", ["5 clear business days"])
A("NSW", "subbie in liverpool nsw, builder says he gets 30 business days to pay my claim. isnt it 20?",
  "yes", "NSW head contractor to subcontractor: 20 BD (30 BD superseded); verdict = the asker is right", "facts.md §6.7 NSW, §8", ["20 BD"])
A("NSW", "12k retaining wall and pavin out the back in bathurst, not part of the house. need a licence for that?",
  "yes", "NSW structural landscaping (retaining walls not part of a habitable building, paving) needs a licence above $5,000", "facts.md §1.1, §9", ["$5,000"])
A("NSW", "start a 45k extension in 2750 on monday, client pays the deposit then and ill sort the hbcf after. thats fine isnt it",
  "no", "NSW HBCF for work over $20,000 must be in place before starting work or taking any money, including the deposit", "facts.md §2.2 NSW", ["$20,000"])
A("NSW", "nsw licensed removalist, friable job next week in blacktown. can i just let safework know 2 days before",
  "no", "asbestos removal: notify the regulator at least 5 days before starting (emergency excepted)", "facts.md §5.5", ["5 days"])
A("NSW", "diggin a 1.8 m deep sewer trench in campbelltown next week, do i need a swms for that",
  "yes", "HRCW includes trenches deeper than 1.5 m: SWMS before work starts", "facts.md §5.6", ["1.5 m"])

# ---------------------------------------------------------------- VIC answers (14)
A("VIC", "restumpin a weatherboard in ballarat, only about 6 grand. i dont need to be registered for that do i",
  "yes", "VIC re-stumping needs registration whatever the cost (not the $10,000 floor)", "facts.md §1.2, §2.1 VIC")
A("VIC", "9k paint job in geelong, im not registered with the bpc. am i ok to take it on",
  "yes", "VIC registration for domestic work over $10,000; a $9,000 paint job is under", "facts.md §1.2, §2.1 VIC", ["$10,000"])
A("VIC", "put a new gas cooktop in for a lady in frankston, only 400 all up with the cooktop. do i need a compliance cert or not",
  "yes", "VIC Type A gas appliance install/replace needs a compliance certificate at any value, lodged within 5 days", "facts.md §4.2 VIC, §4.5 VIC", ["5 days"])
A("VIC", "added two lights and a powerpoint in a shed in mildura. i got a month to give em the coes yeah?",
  "yes", "VIC non-prescribed work: COES to the customer within 1 month", "facts.md §3.2 VIC", ["1 month"])
A("VIC", "25k bathroom in werribee, customer happy to pay 10% deposit. is that allowed",
  "no", "VIC deposit 5% where the price is $20,000 or more", "facts.md §2.1, §2.2 VIC", ["5%"])
A("VIC", "14k reno in traralgon, single storey. do i need domestic buildin insurence on it",
  "no", "VIC DBI only for work over $16,000 (3 storeys or less)", "facts.md §2.1, §2.2 VIC", ["$16,000"])
A("VIC", "customer in warrnambool signed a 40k contract monday and got her copy the same day. wants out on thursday. can she still back out",
  "yes", "VIC cooling-off: 5 clear business days after receiving the signed copy; builder keeps $100 plus approved expenses", "facts.md §2.2 VIC", ["5 clear business days"])
A("VIC", "removalist in dandenong, 8 m2 of non friable sheetin. i gotta tell worksafe at least 24 h before yeah",
  "yes", "VIC asbestos notification: at least 24 h before for 10 m² or less of non-friable", "facts.md §5.5 VIC", ["24 h"])
A("VIC", "roof plumber in vic, little stormwater job under 750 bucks. do i even need to be licensed or registered for it",
  "yes", "VIC plumbing (roofing (stormwater) class) needs licence or registration at any value", "facts.md §1.2, §9 (third pass)")
A("VIC", "30k kitchen in geelong, can i grab the deposit now and give em the dbi certificate next week",
  "no", "VIC work over $16,000: DBI policy and certificate of currency before taking any money", "facts.md §2.2 VIC", ["$16,000"])
A("VIC", "back in march 2017 i did a 7k reno in vic on a handshake. did that need to be a proper major domestic buildin contract?",
  "yes", "VIC major domestic building contract threshold was over $5,000 before 1 Aug 2017 (now $10,000)", "facts.md §2.1, §2.2 VIC, §9 (third pass)", ["$5,000"], date="2017-03-15")

# ---------------------------------------------------------------- QLD answers (12)
A("QLD", "fencin job in ipswich, 2,900 all up inc gst. do i need a qbcc licence",
  "no", "QLD QBCC licence for work over $3,300 (labour + materials + GST)", "facts.md §1.3, §2.1 QLD", ["$3,300"])
A("QLD", "drainage job in cairns, only 800 bucks. dont need a licence under 3300 do i",
  "yes", "QLD drainage needs a QBCC (occupational) licence at any value", "facts.md §1.3")
A("QLD", "hydraulic services design for a reno in logan, my fee is 1,500. do i need to be licensed",
  "yes", "QLD licence for hydraulic services design over $1,100", "facts.md §1.3, §2.1 QLD", ["$1,100"])
A("QLD", "roofin a house in townsville, about 2.5 m fall off the edge. housing so no swms needed till 3 m, right?",
  "no", "QLD SWMS needed for any construction work above 2 m, housing included (3 m is the housing fall-prevention trigger)", "facts.md §5.6 QLD", ["2 m"])
A("QLD", "sparky in mackay, how long do i keep my copy of the certificate of testin and compliance. 5 years?",
  "yes", "QLD contractor keeps a copy of the certificate for 5 years", "facts.md §3.2 QLD, §6.4", ["5 years"])
A("QLD", "builder in bundaberg, 25k job started on site wednesday. commencement notice is due within 10 business days of startin, right?",
  "yes", "QLD contracts of $20,000+: Commencement Notice within 10 business days of starting on site", "facts.md §2.2 QLD, §9", ["10 business days"])
A("QLD", "subbie on the sunny coast sent me a payment claim. i got 10 business days to get the schedule back, yeah?",
  "no", "QLD BIF Act payment schedule within 15 BD (or earlier per contract)", "facts.md §6.7 QLD", ["15 BD"])
A("QLD", "4k bathroom tilin in logan, does it need to be coverd by the home warrenty scheme",
  "yes", "QLD Home Warranty Scheme for residential work over $3,300 (tiling listed)", "facts.md §2.1, §2.2 QLD", ["$3,300"])
A("QLD", "hooked up a fixed gas bbq on a boat at the marina in mooloolaba. do i have to give the owner a gas system compliance certificate",
  "yes", "QLD gasfitter gives the owner a Gas System Compliance Certificate, including caravans, boats and fixed BBQs", "facts.md §4.5 QLD")
A("QLD", "carpentry licence in qld, customer wants 2k of tilin done as part of the job. am i allowed to do it",
  "yes", "QLD incidental work outside the licence class allowed up to a combined $3,300", "facts.md §1.3", ["$3,300"])

# ---------------------------------------------------------------- WA answers (11)
A("WA", "18k patio and deck in perth. do i need to be a registered building contractor",
  "no", "WA building contractor registration for work over $20,000", "facts.md §1.4, §2.1 WA", ["$20,000"])
A("WA", "sparky in mandurah, job finished wednesday. notice of completion within 3 days right",
  "yes", "WA NOC within 3 days of finishing (r52)", "facts.md §3.2 WA", ["3 days"])
A("WA", "wa, how long have i got to give the customer the electrical safety certificate, is it 28 days",
  "yes", "WA ESC to the person the work was done for within 28 days", "facts.md §3.2 WA", ["28 days"])
A("WA", "bunbury plumber, major plumbin job kicks off monday mornin. do i have to lodge a notice of intention first",
  "yes", "WA NOI at least 24 hours before major plumbing work", "facts.md §4.2 WA", ["24 hours"])
A("WA", "6 grand bathroom reno in joondalup. does it have to be a written contract under the home building contracts act",
  "no", "WA Home Building Contracts Act covers contracts between $7,500 and $500,000", "facts.md §2.1, §2.2 WA", ["$7,500"])
A("WA", "wa plumbing contractor here, i only keep my cocs 5 years. is that enough",
  "no", "WA plumbing certificates of compliance kept for at least 6 years", "facts.md §1.4, §4.2 WA, §6.4", ["6 years"])
A("WA", "plumbin contractor in geraldton, does my licence number have to go on my ads and the ute",
  "yes", "WA plumbing contractor licence number must appear in all advertising", "facts.md §1.4")
A("WA", "25k extension in wa, i need the home indemnity insurance before i take the deposit dont i",
  "yes", "WA HII for residential work over $20,000, certificate before claiming any payment or starting", "facts.md §2.1, §2.2 WA", ["$20,000"])
A("WA", "how long have i got for the notice of completion on a job, 3 days is it",
  "yes", "profile WA electrician: NOC within 3 days of finishing", "facts.md §3.2 WA", ["3 days"],
  profile={"state": "WA", "trade": "electrician"})

# ---------------------------------------------------------------- SA answers (10)
A("SA", "9k bathroom in elizabeth, sa. do i need a writen contract",
  "no", "SA written domestic building contract for work of $12,000 or more", "facts.md §2.1, §2.2 SA, §9", ["$12,000"])
A("SA", "plumber in port lincoln, finished a job today. coc goes in within 7 days yeah",
  "yes", "SA plumbing CoC to the OTR and the customer within 7 days", "facts.md §4.2 SA, §9", ["7 days"])
A("SA", "gasfitter in whyalla, the gas coc is 7 days same as plumbin isnt it",
  "no", "SA gas eCoC within 30 days (plumbing is 7 days)", "facts.md §4.5 SA, §9", ["30 days"])
A("SA", "gutter job in victor harbor next thursday, about a 2.5 m fall. swms not needed under 3 m in sa, right?",
  "no", "SA HRCW fall trigger more than 2 m from 1 July 2026 (3 m until 30 June 2026)", "facts.md §5.6, §9", ["2 m"], date="2026-12-03")
A("SA", "sa sparky, can i turn the power on and do the ecoc later in the week",
  "no", "SA eCoC must be completed before the installation is made available for energisation", "facts.md §3.2 SA")
A("SA", "swapped a tap washer and cleared a blocked drain in glenelg. do i need to do a plumbing coc for that",
  "no", "SA plumbing CoC not needed for tap washers or blocked drains", "facts.md §9")
A("SA", "startin up a paintin business in salisbury, sa. do i need a building work contractors licence",
  "yes", "SA painting is building work; a building-work contracting business needs a BWC licence", "facts.md §1.5")
A("SA", "subbie in adelaide, sent my claim tuesday. head contractor has 15 business days for the payment schedule yeah",
  "yes", "SA SOP payment schedule within 15 BD (or earlier per contract)", "facts.md §6.7 SA", ["15 BD"])
A("SA", "is it true in sa the fine for startin high risk work without a swms is up to 6 grand for an individual",
  "yes", "SA SWMS penalty $6,000 (individual) / $30,000 (body corporate)", "facts.md §5.6", ["$6,000"])
A("SA", "sa builder, mate says the max fine for not givin the owner a proper written contract is 50k. is he right",
  "no", "SA BWC Act s28 maximum penalty $5,000", "facts.md §2.2 SA", ["$5,000"])

# ---------------------------------------------------------------- TAS answers (9)
A("TAS", "18 grand kitchen in launceston. written contract required?",
  "no", "TAS written contract for residential building work of $20,000 or more", "facts.md §2.1, §2.2 TAS", ["$20,000"])
A("TAS", "22k deck in devonport. do i need a written contract, and does it have to have my licence number on it",
  "yes", "TAS residential work of $20,000 or more: written, dated, signed contract including the contractor's licence number", "facts.md §2.2 TAS", ["$20,000"])
A("TAS", "bloke in burnie wants to owner build his third place in 8 years. is he allowed",
  "no", "TAS owner-builders limited to 2 projects in 10 years", "facts.md §1.6", ["2 projects in 10 years"])
A("TAS", "childcare centre reno in glenorchy, can i put a tempering valve at 50 on the kids basins",
  "no", "TAS: early childhood centres need a TMV set to 45°C", "facts.md §4.3", ["45°C"])
A("TAS", "customer in kingston beach wants the storage tank set at 55 to save on power. am i ok to do that",
  "no", "TAS: stored hot water must be kept at 60°C or more", "facts.md §4.3", ["60°C"])
A("TAS", "tassie subbie on a house job, builder has 20 days to give me a payment schedule. right?",
  "yes", "TAS SOP payment schedule 20 days residential (10 commercial)", "facts.md §6.7 TAS", ["20 days"])
A("TAS", "does the security of payment act even cover residential jobs in tassie",
  "yes", "TAS SOP Act covers residential work (unusually)", "facts.md §6.7 TAS")

# ---------------------------------------------------------------- ACT answers (8)
A("ACT", "sparky in canberra, wiring in a battery and inverter next month. do i need the der endorsement",
  "yes", "ACT DER endorsement for wiring work on rooftop solar, inverters and batteries from 11 Sep 2024", "facts.md §1.7")
A("ACT", "chippy in tuggeranong, hangin doors and fittin skirtin. need a licence for that in the act?",
  "no", "ACT: carpenters and similar trades are not licensed (Hansard 2007)", "facts.md §1.7")
A("ACT", "act sparkie, i gotta get the test report to the owner within 14 days of the test yeah",
  "yes", "ACT test report to the Registrar or owner within 14 days of the test", "facts.md §3.2 ACT", ["14 days"])
A("ACT", "15k alteration in gungahlin. do i need residential buildin insurance or a fidelity cert",
  "yes", "ACT residential building insurance or fidelity certificate for alterations of $12,000 or more", "facts.md §2.1, §2.2 ACT", ["$12,000"])
A("ACT", "act, 10k addition out the back in belconnen. i dont need the residential building insurance for that do i",
  "no", "ACT cover for alterations/additions of $12,000 or more; $10,000 is under", "facts.md §2.1, §2.2 ACT", ["$12,000"])
A("ACT", "act gasfitter, do i have to stick a compliance indicator on after the job",
  "yes", "ACT gasfitting: attach a compliance indicator and give a certificate as soon as practicable (Gas Safety Act s9)", "facts.md §4.5 ACT")
A("ACT", "homeowner in kambah wants to do his own bathroom plumbin and get me to check it after. can he",
  "no", "ACT: homeowners can't do regulated plumbing", "facts.md §4.2 ACT")

# ---------------------------------------------------------------- NT answers (9)
A("NT", "open carport added onto an existin house in palmerston nt, 15k. need bpb registration",
  "no", "NT: open carports added to existing buildings don't need registration", "facts.md §1.8")
A("NT", "30k extension in alice springs. do i need to be a registered building contractor",
  "yes", "NT BPB registration for extensions above $12,000", "facts.md §1.8, §2.1 NT", ["$12,000"])
A("NT", "darwin sparky, swappin a ceiling fan like for like next week, no wiring changes. still need a coc?",
  "no", "NT: from 1 Jan 2026 like-for-like replacements that don't change wiring, load or protection need no CoC", "facts.md §3.2 NT", date="2026-12-03")
A("NT", "advanced tradesman plumber in the nt, can i certify my own work",
  "no", "NT: advanced tradesman licence cannot certify; certifying plumber registration with the BPB", "facts.md §1.8, §4.2 NT")
A("NT", "head contractor in darwin put 45 business days to pay in the subcontract. is that legit",
  "no", "NT: any payment term longer than 30 BD is read as 30 BD", "facts.md §6.7 NT", ["30 BD"])
A("NT", "20k extension in nightcliff, client reckons we dont need a signed contract. is he right",
  "no", "NT signed contract for prescribed residential building work over $12,000", "facts.md §2.1 NT, §9", ["$12,000"])
A("NT", "big commercial kitchen gas job in darwin, over 200 MJ an hour. i gotta tell nt worksafe 24 hours before i start, yeah?",
  "yes", "NT gas works over 200 MJ an hour notified to NT WorkSafe no later than 24 hours before", "facts.md §9", ["24 hours"])

# ---------------------------------------------------------------- AU answers (14)
A("AU", "just started out, only turnin over about 60 grand. do i have to charge gst",
  "no", "GST registration compulsory at $75,000 or more GST turnover", "facts.md §6.2", ["$75,000"])
A("AU", "crossed 75k turnover last month. i got 21 days to register for gst right?",
  "yes", "register for GST within 21 days of reaching the threshold", "facts.md §6.2", ["21 days"])
A("AU", "customer wants a tax invoice for a 2k job, do i need to put their name or abn on it",
  "yes", "tax invoices for $1,000 or more must show the buyer's identity or ABN", "facts.md §6.3", ["$1,000"])
A("AU", "custmer asked for a tax invoce last week, i got 28 days to send it yeah",
  "yes", "tax invoice within 28 days of a request", "facts.md §6.3, §9", ["28 days"])
A("AU", "how long do i keep me receipts and invoices, 5 years is gd right?",
  "yes", "keep business records for 5 years", "facts.md §6.4, §9", ["5 years"])
A("AU", "doin split systems, no arctick licence. am i ok to do the install and gas it up myself",
  "no", "Refrigerant Handling Licence needed to work on equipment with fluorocarbon refrigerant", "facts.md §1.9")
A("AU", "tiler here, are ceramic tiles caught up in the engineered stone ban",
  "no", "ceramic tiles are excluded from the engineered stone definition", "facts.md §5.8")
A("AU", "paid my apprentice on 3 july 2025 for the last week of june. i can use 11.5% super cos the work was in june yeah?",
  "no", "12% applies to wages paid on or after 1 July 2025, even for earlier pay periods", "facts.md §6.6, §9", ["12%"], date="2025-07-03")
A("AU", "back in may 2025 i paid super at 11.5 on the boys wages. was that right",
  "yes", "11.5% for wages paid 1 July 2024 - 30 June 2025", "facts.md §6.6, §9", ["11.5%"], date="2025-05-15")
A("AU", "with this payday super thing, i gotta get the super into the fund within 7 business days of payday now?",
  "yes", "Payday Super from 1 July 2026: SG received by the fund no more than 7 business days after the QE day", "facts.md §9 (second pass)", ["7 business days"])
A("AU", "buildin a deck landing about 1.5 m off the ground, balustrade at 900 mm. is that high enough",
  "no", "barrier at least 1 m above a landing floor (865 mm only along ramps and stair flights)", "facts.md §5.2", ["1 m"])
A("AU", "balustrade down the stair flight is 900 mm high. that passes doesnt it",
  "yes", "stair-flight barrier minimum 865 mm", "facts.md §5.2", ["865 mm"])


# ---------------------------------------------------------------- extra yes items
A("SA", "14k bathroom in prospect, sa. need a written contract, and does my licence number have to be on it",
  "yes", "SA written contract for $12,000 or more, showing the contractor's licence number", "facts.md §2.1, §2.2 SA, §9", ["$12,000"])
A("NT", "plumber movin up to darwin, do i need an advanced tradesman licence to contract for plumbin jobs",
  "yes", "NT: only an advanced tradesman licence holder may contract for and do plumbing/draining", "facts.md §1.8")
A("QLD", "60k reno in toowong, level 2 contract. do i have to give em the consumer building guide before they sign",
  "yes", "QLD level 2 ($20,000+): owner must get the Consumer Building Guide before signing", "facts.md §2.2 QLD", ["$20,000"])

# ---------------------------------------------------------------- profile (VIC plumber)
A("VIC", "do i have to lodge a compliance cert for a 600 dollar tap and mixer job",
  "no", "profile VIC plumber: compliance certificate where total value is over $750", "facts.md §4.2 VIC", ["$750"],
  profile={"state": "VIC", "trade": "plumber"})

# ---------------------------------------------------------------- tools (15)
T("NSW", "roof tilin job in gosford, quoted 4,200 plus gst. do i need the licence for that",
  ["$4,620", "$5,000"], "NSW trade work licence over $5,000 incl GST: $4,200 + GST = $4,620, not over", "facts.md §1.1, §2.1 NSW", "no")
T("NSW", "3,100 of dry plasterin and 2,400 of wet plasterin on the one house in nowra. licence?",
  ["$5,500", "$5,000"], "NSW licence over $5,000: sum $5,500 crosses", "facts.md §1.1, §2.1 NSW", "yes")
T("NSW", "32k pool job in 2777, whats the biggest deposit i can take in dollars",
  ["$3,200", "10%"], "NSW deposit 10% of $32,000", "facts.md §2.1, §2.2 NSW")
T("VIC", "vic, 4,500 of carpentry and 6 grand of paintin on the same house in sale. do i need to be registered",
  ["$10,500", "$10,000"], "VIC registration where types of work together exceed $10,000", "facts.md §1.2, §2.1 VIC", "yes")
T("VIC", "18.5k bathroom in sunbury, whats the max deposit in dollars",
  ["$1,850", "10%"], "VIC deposit 10% under $20,000", "facts.md §2.1, §2.2 VIC")
T("VIC", "customer bought a 350 dollar toilet himself, my labour is 250. do i need a compliance cert in vic",
  ["$600", "$750"], "VIC compliance certificate over $750 whoever supplied materials: $600 is under (x1.1 = $660, still under)", "facts.md §4.2 VIC", "no")
T("QLD", "qld job, my labour is 3 grand and the customers supplyin 600 of materials. need a qbcc licence?",
  ["$3,600", "$3,300"], "QLD value includes materials whoever supplies them: $3,600 over $3,300", "facts.md §1.3, §2.1 QLD", "yes")
T("QLD", "45k extension in rockhampton, max deposit in dollars?",
  ["$2,250", "5%"], "QLD deposit 5% at $20,000 or more", "facts.md §2.1, §2.2 QLD")
T("WA", "85 grand reno in rockingham, how much deposit can i take",
  ["$5,525", "6.5%"], "WA deposit 6.5% of the total amount payable", "facts.md §2.1, §2.2 WA")
T("WA", "11k kitchen and a 7k bathroom on one contract in albany wa. do i need home indemnity insurance",
  ["$18,000", "$20,000"], "WA HII over $20,000: $18,000 is under", "facts.md §2.1, §2.2 WA", "no")
T("NT", "4 grand slab plus 5,200 framin for an extension in palmerston nt. do i need bpb registration",
  ["$9,200", "$12,000"], "NT registration above $12,000: $9,200 is under", "facts.md §1.8, §2.1 NT", "no")
T("SA", "sa, 7,500 kitchen plus 4,800 laundry on the one contract in mawson lakes. written contract?",
  ["$12,300", "$12,000"], "SA written contract for $12,000 or more: $12,300", "facts.md §2.1, §2.2 SA, §9", "yes")
T("AU", "paid the apprentice 920 this week, how much super do i owe",
  ["$110.40", "12%"], "super 12% of wages paid", "facts.md §6.6, §9")
T("AU", "invoice came to 3,850 inc gst, hows much of that is gst",
  ["$350", "10%"], "GST = 1/11 of the inclusive amount", "facts.md §6.2")
T("AU", "plumbin brought in 48k this year plus 29k from maintenance contracts. do i have to register for gst now",
  ["$77,000", "$75,000"], "GST registration at $75,000 or more: $77,000", "facts.md §6.2", "yes")

# ---------------------------------------------------------------- declines (45)
# NSW
D("NSW", "whats it cost to renew my nsw contractor licence for 5 years, is it over a grand?",
  "Building Commission NSW", "licence renewal fee not held")
D("NSW", "roughly what does hbcf cost on a 60k extension in nsw, about 1%?",
  "icare (Home Building Compensation Fund)", "HBCF premium not held")
D("NSW", "how long is building commission nsw takin to issue a new electrical contractor licence",
  "Building Commission NSW", "processing time not held")
D("NSW", "nsw plumber, whats the fine if i dont give the customer a coc",
  "Building Commission NSW", "plumbing CoC penalty not held (the CoC rule is held)")
D("NSW", "sparky in newcastle nsw, is the fine for a late ccew more than 5 grand",
  "Building Commission NSW", "late CCEW penalty not held (7 days is held)")
# VIC
D("VIC", "vic, whats the fine if the coes is late, over a grand?",
  "Energy Safe Victoria", "late COES penalty not held (1 month is held)")
D("VIC", "how much does it cost to register as an rec in victoria",
  "Energy Safe Victoria", "REC registration fee not held")
D("VIC", "how long is the bpc takin to approve domestic builder limited rego at the moment",
  "Building and Plumbing Commission (formerly VBA)", "processing time not held")
D("VIC", "vic plumber, whats the penalty for lodgin a compliance cert after the 5 days",
  "Building and Plumbing Commission (formerly VBA)", "late compliance certificate penalty not held (5 days is held)")
D("VIC", "is there a fee to lodge each compliance cert through vba360, how much",
  "Building and Plumbing Commission (formerly VBA)", "compliance certificate fee not held")
# QLD
D("QLD", "qld plumber, whats the fine for not gettin the form 4 in on time",
  "QBCC", "notifiable-work penalty not held (10 business days and the lodgement fee are held)")
D("QLD", "how much to renew an electrical contractor licence in qld",
  "Electrical Safety Office (WorkSafe QLD)", "licence fee not held")
D("QLD", "roughly whats the home warranty premium on a 300k new build in qld",
  "QBCC", "home warranty premium not held")
D("QLD", "how long does qbcc take to process a plumbing and drainage licence application",
  "QBCC", "processing time not held")
D("QLD", "qld builder, is the fine for takin too big a deposit over 10 grand?",
  "QBCC", "deposit-cap penalty not held (the caps are held)")
# WA
D("WA", "customer in cockburn signed a 50k contract thursday, now wants out. is he allowed a cooling off in wa?",
  "Building and Energy (DEMIRS)", "WA cooling-off not found")
D("WA", "what does home indemnity insurance cost on a 45k extension in wa",
  "Building and Energy (DEMIRS) or a home indemnity insurer", "HII premium not held")
D("WA", "whats the fee to register as a building contractor in wa",
  "Building and Energy (DEMIRS)", "registration fee not held")
D("WA", "wa sparky, fine for not lodgin the notice of completion in the 3 days?",
  "Building and Energy (DEMIRS)", "NOC penalty not held (3 days is held)")
D("WA", "how long does the plumbers licensing board take to issue a contractor licence",
  "Plumbers Licensing Board (Building and Energy)", "processing time not held")
# SA
D("SA", "can i charge a 20% deposit on a 30k reno in norwood sa?",
  "Consumer and Business Services (CBS)", "SA deposit cap not found")
D("SA", "sa client wants to cancel 2 days after signin. do they get a cooling off period?",
  "Consumer and Business Services (CBS)", "SA cooling-off not found")
D("SA", "sa gasfitter, whats the fine if the gas ecoc goes in after 30 days",
  "Office of the Technical Regulator", "late gas eCoC penalty not held (30 days held; the $5,000 is the electrical penalty)")
D("SA", "does it cost anything to lodge a plumbing coc in sa, how much",
  "Office of the Technical Regulator", "plumbing CoC fee not held")
D("SA", "how much is an electrical contractor licence with cbs",
  "Consumer and Business Services (CBS)", "licence fee not held")
# TAS
D("TAS", "10% deposit on a 40k job in launceston, is that allowed in tassie?",
  "CBOS", "TAS deposit cap not found")
D("TAS", "tassie sparky, how many days have i got to give the customer the cec",
  "CBOS", "TAS CEC deadline not found")
D("TAS", "30k reno in hobart, does the client get a cooling off period",
  "CBOS", "TAS cooling-off not found")
D("TAS", "how much is an owner builder permit in tas",
  "CBOS", "owner-builder permit fee not held")
D("TAS", "cat 4 plumbing permit in tassie, how long does the council take to approve it",
  "your council (permit authority) or CBOS", "permit processing time not held")
# ACT
D("ACT", "can i take 10% up front on a 20k reno in canberra",
  "Access Canberra", "ACT deposit cap not found")
D("ACT", "act, builder got my payment claim monday, he's got 10 business days for the schedule yeah?",
  "Access Canberra", "ACT payment schedule timeframe not captured (time to pay 15 BD is held)")
D("ACT", "whats the residential building insurance premium on a 200k house in the act",
  "Access Canberra", "ACT insurance premium not held")
D("ACT", "act sparky, whats the fine for livenin a new install before its passed",
  "Access Canberra", "penalty not held")
D("ACT", "how much to renew a plumbers licence in the act",
  "Access Canberra", "licence fee not held")
# NT
D("NT", "nt sparky, heard the coc deadline is 5 days now. is that right?",
  "NT WorkSafe", "NT CoC deadline not found (only 'decreased')")
D("NT", "50k extension in darwin, is the max deposit 10% in the nt?",
  "Building Practitioners Board", "NT deposit amount not captured (regs 41HA/41HE)")
D("NT", "nt, cooling off period on a building contract, how many days",
  "Building Practitioners Board", "NT cooling-off not found")
D("NT", "how much is an electrical contractor licence in the nt",
  "NT WorkSafe", "licence fee not held")
D("NT", "how long does the bpb take to process a building contractor registration",
  "Building Practitioners Board", "processing time not held")
# AU
D("AU", "customer paid on visa, am i allowed to add a 2% surcharge next month?",
  "ACCC or RBA", "card surcharge rules not held", date="2026-12-15")
D("AU", "whats the minimum hourly rate for a first year plumbing apprentice",
  "Fair Work Ombudsman", "award rates not held")
D("AU", "how much does it cost to renew an arctick refrigerant handling licence",
  "Australian Refrigeration Council (ARC)", "licence fee not held")
D("AU", "can u paste what as 3740 says about shower hobs word for word",
  "Standards Australia", "standard clause text not reproduced")
D("AU", "whats the ato penalty if i register for gst late, is it a flat fee?",
  "Australian Taxation Office (ATO)", "late GST registration penalty not held (21 days is held)")

assert len(items) == 150, len(items)
for i, d in enumerate(items, 1):
    d_id = {"id": f"d23-{i:03d}"}
    d_id.update(d); items[i - 1] = d_id
json.dump(items, open(os.path.join(HERE, "questions.json"), "w"), indent=2, ensure_ascii=False)
print("wrote", len(items))
