#!/usr/bin/env python3
"""Writes questions.json for development set 11 (blind-d11)."""
import json, os
A, T, D, M = "answer", "tool", "decline", "ambiguous"
NH = "facts.md (not held)"
items = []
def add(kind, state, q, topic, basis, verdict=None, figures=None, ask=None, date=None, forms=None):
    d = {"q": q, "kind": kind, "state": state}
    if verdict: d["verdict"] = verdict
    if figures: d["figures"] = figures
    d["topic"] = topic; d["basis"] = basis
    if ask: d["ask"] = ask
    if date: d["date"] = date
    d["_forms"] = forms or []
    items.append(d)

# ---------------- answers ----------------
# NSW
add(A,"NSW","sparky doin a switchboard swap in wagga wagga, did the safety n compliance test wednesday arvo. how many days ive got for the ccew",
    "CCEW within 7 days of finishing the safety and compliance test","facts.md §3.2 NSW",figures=["7 days"],forms=["timing"])
add(A,"NSW","gday. small jobs contract - at what $ does it kick in and where does it stop",
    "NSW small jobs contract $5,000 to $20,000 (large jobs over $20,000); state given only by the form name","facts.md §2.1, §2.2 NSW, §9",figures=["$5,000","$20,000"],forms=["state-by-name"])
add(A,"NSW","Hi, I'm a gasfitter based in Dubbo. I connected a new natural gas cooktop for a customer today. How long do I have to send the certificate of compliance to Fair Trading? Regards, Tom",
    "NSW gas CoC copy to Fair Trading within 5 business days of the work","facts.md §4.5 NSW",figures=["5 business days"],forms=["timing"])
add(A,"NSW","puttin my notice of work in today (friday) for a brand new ensuite fitout in newcastle, can i start the rough in monday",
    "NSW Notice of Work no later than 2 business days before work (council page); lodged Friday 27 Nov, Monday 30 Nov is only 1 business day later","facts.md §4.2 NSW",verdict="no",figures=["2 business days"],forms=["timing","can-before"])
add(A,"NSW","swappin an old electric hot water system for a new one same spot in penrith. do i have to lodge a notice of work for that",
    "NSW Notice of Work not needed for minor works such as replacing an existing hot water system","facts.md §4.2 NSW",verdict="no",forms=["no-half","is-x-y"])
add(A,"NSW","owner in bathurst wants to rip the fibro eaves lining off herself before i start, she reckons its about 12 square metres of the bonded stuff. is she allowed",
    "NSW home renovators may remove up to 10 m² of bonded asbestos; above that a licensed contractor is needed","facts.md §5.5",verdict="no",figures=["10 m²"])
add(A,"NSW","roof plumber nsw here - does roof plumbing count as specialist work, so i need my licence even on a $900 job?",
    "NSW specialist work covers plumbing and drainage but NOT roof plumbing; roof plumbing is trade work licensed above $5,000","facts.md §1.1",verdict="no",figures=["$5,000"],forms=["is-x-y","no-half"])
add(A,"NSW","building a pergola in castle hill for 9 grand. does a pergola even count as structural landscaping",
    "NSW structural landscaping includes pergolas; licence above $5,000","facts.md §1.1",verdict="yes",figures=["$5,000"],forms=["is-x-y"])
add(A,"NSW","client signed the 45k extension contract in tamworth this mornin. can i take the deposit today and sort the hbcf cover next week",
    "NSW HBCF cover before starting work or taking any money, including the deposit, for work over $20,000","facts.md §2.2 NSW",verdict="no",figures=["$20,000"],forms=["can-before","timing"])
add(A,"NSW","nsw sparkies - do we need a licence for jobs under 5k or is it only over?",
    "NSW electrical work needs a licence at any value","facts.md §1.1, §2.1 NSW",verdict="yes")
add(A,"NSW","im a subbie contractin to another licensed builder in nsw, does the 10% deposit cap apply to what i ask him for",
    "NSW deposit cap (HBA s8) does not apply between licensees","facts.md §2.2 NSW",verdict="no",forms=["no-half"])
add(A,"NSW","head contractor in parramatta got my payment claim on monday. how long has he got to give me a payment schedule",
    "NSW SOP payment schedule within 10 business days of receiving the claim","facts.md §6.7 NSW",figures=["10 business days"],forms=["timing"])
add(A,"NSW","sydney subbie. under security of payment how long can the head contractor take to actually pay me",
    "NSW SOP subcontract maximum 20 business days (head contract 15)","facts.md §6.7 NSW, §8",figures=["20 business days"])
add(A,"NSW","digging a 1.2 m deep trench for a sewer line in charlestown nsw - is that high risk construction work?",
    "HRCW trench trigger is deeper than 1.5 m; 1.2 m is not","facts.md §5.6",verdict="no",figures=["1.5 m"],forms=["is-x-y"])
add(A,"NSW","icare cover - whats the contract price it kicks in at",
    "NSW Home Building Compensation Fund (icare) for residential work over $20,000; state given only by the scheme name","facts.md §0, §2.2 NSW",figures=["$20,000"],forms=["state-by-name"])
# VIC
add(A,"VIC","restumpin job in ballarat, only 4,200 bucks. dont need rego under 10k right?",
    "VIC re-stumping needs registration at any cost","facts.md §1.2, §2.1 VIC",verdict="no")
add(A,"VIC","melbourne plumber, finished a hot water swap yesterday. how long to lodge the compliance cert",
    "VIC plumbing compliance certificate to customer and BPC within 5 days of finishing","facts.md §4.2 VIC",figures=["5 days"],forms=["timing"])
add(A,"VIC","doin it thru vba360 - gas cooktop replacement, $480 all up. still need a compliance cert under the $750?",
    "VIC Type A gas appliance install/replace needs a compliance certificate at any value; state given only by VBA360","facts.md §4.2 VIC, §4.5",verdict="yes",forms=["state-by-name","no-half"])
add(A,"VIC","vic - does the tapware the customer bought themselves count towards the $750 for a compliance cert",
    "VIC total work value includes materials and appliances whoever supplied them","facts.md §4.2 VIC",verdict="yes",figures=["$750"],forms=["is-x-y"])
add(A,"VIC","bendigo job, we re-signed the exact same major domestic contract after fixin a typo in the address. does she get another 5 day cooling off on the new one",
    "VIC cooling-off (DBCA s34) does not apply where there was a previous contract on the same terms","facts.md §2.2 VIC",verdict="no",forms=["no-half"])
add(A,"VIC","geelong client had her solicitor go over the contract before she signed it. does cooling off still apply",
    "VIC cooling-off does not apply if the owner had independent legal advice","facts.md §2.2 VIC",verdict="no",forms=["no-half"])
add(A,"VIC","sparkie in frankston, new main switchboard. can i liven it up before the inspector has had a look",
    "VIC prescribed work (main switchboard) must not be energised before LEI inspection","facts.md §3.2 VIC",verdict="no",forms=["can-before"])
add(A,"VIC","coes for a couple of new powerpoints, nothing prescribed. how long to give it to the customer",
    "VIC COES for non-prescribed work to the customer within 1 month; state given only by COES","facts.md §3.2 VIC",figures=["1 month"],forms=["state-by-name","timing"])
add(A,"VIC","can i start a 14k deck in warrnambool while my domestic builder rego application is still being processed",
    "VIC registration for domestic work over $10,000 must be approved before work starts","facts.md §1.2",verdict="no",figures=["$10,000"],forms=["can-before"])
add(A,"VIC","licensed removalist in dandenong, about 6 m2 of non friable sheeting. if i notify worksafe today can we start monday",
    "VIC: at least 24 h notice for 10 m² or less of non-friable asbestos; Friday to Monday is more than 24 h","facts.md §5.5",verdict="yes",figures=["24 hours"],forms=["timing"])
add(A,"VIC","friable asbestos job in sunshine vic, notifying worksafe today (fri). ok to start tuesday?",
    "VIC friable asbestos: notify at least 5 days before; Friday 27 Nov to Tuesday 1 Dec is 4 days","facts.md §5.5",verdict="no",figures=["5 days"],forms=["timing"])
add(A,"VIC","vic reno for an owner who lives in the house - does the security of payment act cover my progress claims",
    "VIC SOP Act does not apply to domestic building work for a resident owner","facts.md §6.7 VIC",verdict="no",forms=["no-half"])
add(A,"VIC","did a 7,500 bathroom in ballarat back in feb 2016 on a handshake. should that have been a major domestic building contract",
    "before 1 Aug 2017 the VIC major domestic building contract threshold was $5,000","facts.md §2.1 VIC, §8, §9",verdict="yes",figures=["$5,000"],date="2016-02-15")
add(A,"VIC","vic builder 28k extension, how much domestic building insurance threshold and do i give the policy before taking the deposit",
    "VIC DBI for work over $16,000; policy and certificate given before taking any money","facts.md §2.2 VIC",verdict="yes",figures=["$16,000"],forms=["can-before"])
# QLD
add(A,"QLD","chippy on the goldy, small deck repair 3k all up inc gst. do i need a qbcc licence",
    "QLD licence for building work over $3,300 incl GST; $3,000 is under","facts.md §1.3, §2.1 QLD",verdict="no",figures=["$3,300"])
add(A,"QLD","plumber in toowoomba, fixin a $150 leak under a vanity. qbcc licence needed even for that?",
    "QLD plumbing needs a licence at any value","facts.md §1.3",verdict="yes")
add(A,"QLD","form 4 - invoiced the customer today. how many days have i got to lodge it",
    "QLD notifiable work (Form 4) within 10 business days of invoicing; state given only by the form name","facts.md §4.2 QLD",figures=["10 business days"],forms=["state-by-name","timing"])
add(A,"QLD","whats the fee to lodge a form 4 online with the qbcc",
    "QLD notifiable work fee $34.50 online / $46.59 manual (2024-25)","facts.md §4.2 QLD, §8",figures=["$34.50"])
add(A,"QLD","qld client had a lawyer give her formal advice before she signed my 25k reno contract. does she still get the 5 business days cooling off",
    "QLD cooling-off (Sch 1B s35) does not apply if there was formal legal advice","facts.md §2.2 QLD",verdict="no",forms=["no-half"])
add(A,"QLD","level 1 regulated contract - does it actually have to be in writing or is a text ok",
    "QLD level 1 contract must be written, dated and signed; state given only by the scheme name","facts.md §2.2 QLD",verdict="yes",forms=["state-by-name"])
add(A,"QLD","cairns kitchen reno 30k, more than half the price is cabinetry built in my factory off site. can i take a 20% deposit",
    "QLD deposit up to 20% where off-site work is more than 50% of the price","facts.md §2.1 QLD, §9",verdict="yes",figures=["20%"])
add(A,"QLD","roofer in brissy, single storey house, edge is bout 2.4m. need a swms",
    "QLD SWMS for any construction work above 2 m, housing included","facts.md §5.6 QLD",verdict="yes",figures=["2 m"])
add(A,"QLD","qld 40k extension - when does the commencement notice have to go in",
    "QLD commencement notice within 10 business days of starting on site for contracts of $20,000+","facts.md §2.2 QLD",figures=["10 business days"],forms=["timing"])
add(A,"QLD","Good afternoon, we are applying for an electrical contractor licence in Queensland. What public liability and consumer protection cover do we need? Kind regards, Sarah",
    "QLD electrical contractor licence: public and products liability at least $5,000,000 and consumer protection at least $50,000","facts.md §1.3",figures=["$5,000,000","$50,000"])
add(A,"QLD","im on wages for a licensed builder in townsville, do i need my own qbcc licence to swing a hammer on his jobs",
    "QLD employees of a licensed contractor usually don't need their own licence unless they supervise","facts.md §1.3",verdict="no",forms=["no-half"])
add(A,"QLD","is a deck covered by the qld home warranty scheme, job is 9k",
    "QLD Home Warranty Scheme covers decks for residential work over $3,300","facts.md §2.2 QLD",verdict="yes",figures=["$3,300"],forms=["is-x-y"])
# WA
add(A,"WA","perth plumber, puttin the NOI in at 2pm today. can i start the job at 7 tomorrow mornin",
    "WA Notice of Intention at least 24 hours before major plumbing work; 17 hours is not enough","facts.md §4.2 WA",verdict="no",figures=["24 hours"],forms=["timing","can-before"])
add(A,"WA","burst main at a house in joondalup, emergency. do i have to lodge the notice of intention and wait before fixin it",
    "WA NOI: emergency work excepted","facts.md §4.2 WA",verdict="no",forms=["no-half"])
add(A,"WA","sparky in bunbury - can i do the job first and send the preliminary notice after",
    "WA Preliminary Notice goes to the network operator before notifiable work starts","facts.md §3.2 WA",verdict="no",forms=["can-before","timing"])
add(A,"WA","wa sparky, finished the install monday. how many days for the notice of completion and how many for the safety certificate",
    "WA NOC within 3 days of finishing; ESC to the customer within 28 days","facts.md §3.2 WA",figures=["3 days","28 days"],forms=["timing"])
add(A,"WA","routine maintenance job in rockingham, do i still need to give an electrical safety certificate",
    "WA ESC not needed for maintenance","facts.md §3.2 WA",verdict="no",forms=["no-half"])
add(A,"WA","mandurah, 25k patio and extension on a house. do i need home indemnity insurance",
    "WA HII for residential building work over $20,000","facts.md §2.2 WA",verdict="yes",figures=["$20,000"])
add(A,"WA","how long do wa plumbers have to keep copies of the coc",
    "WA plumbing CoC kept at least 6 years","facts.md §1.4, §6.4",figures=["6 years"])
add(A,"WA","notice of intention for a major plumbing job - how far ahead does it have to go in",
    "WA Notice of Intention at least 24 hours before; state given only by the form name","facts.md §4.2 WA",figures=["24 hours"],forms=["state-by-name","timing"])
add(A,"WA","wa security of payment - how long to respond to a payment claim with a schedule",
    "WA SOP payment schedule 15 business days","facts.md §6.7 WA",figures=["15 business days"])
# SA
add(A,"SA","roofin job at victor harbor next thursday, about 2.4 m to the ground at the eaves. swms needed?",
    "SA HRCW fall trigger more than 2 m from 1 July 2026","facts.md §5.6, §9",verdict="yes",figures=["2 m"],date="2026-12-03")
add(A,"SA","did a gutter job in murray bridge back in feb this year, edge was 2.7m. should i have had a swms",
    "before 1 July 2026 the SA fall trigger was 3 m; 2.7 m was under it","facts.md §5.6, §9",verdict="no",figures=["3 m"],date="2026-02-15")
add(A,"SA","finished a new laundry fitout in salisbury today. how long for the plumbing coc",
    "SA plumbing CoC to the OTR and customer within 7 days of completing","facts.md §4.2 SA, §9",figures=["7 days"],forms=["timing"])
add(A,"SA","sa plumber, just replaced tap washers at a unit in glenelg. do i need to do a coc for that",
    "SA plumbing CoC not needed for tap washers","facts.md §9",verdict="no",forms=["no-half"])
add(A,"SA","adelaide sparky - can i energise first and do the ecoc after",
    "SA eCoC completed before the installation is made available for energisation","facts.md §3.2 SA",verdict="no",forms=["can-before"])
add(A,"SA","fixing a leaking valve on an existing gas heater in mount gambier, not modifying it. need a gas coc?",
    "SA gas CoC not needed for repairs that don't modify an appliance","facts.md §4.5 SA",verdict="no",forms=["no-half"])
add(A,"SA","does solar panel installation count as building work in south australia",
    "SA BWC Regulations r3 treat solar panel installation as building work","facts.md §1.5",verdict="yes",forms=["is-x-y"])
add(A,"SA","whats the penalty in sa for not giving the owner a written domestic building contract",
    "SA BWC Act s28 maximum penalty $5,000","facts.md §2.2 SA",figures=["$5,000"])
add(A,"SA","new gas heater in the adelaide hills, how long to issue the gas ecoc",
    "SA gas eCoC within 30 days","facts.md §4.5 SA, §9",figures=["30 days"],forms=["timing"])
add(A,"SA","sa electrician, late with the ecoc - whats the max penalty",
    "SA electrical eCoC penalties up to $5,000 (s61)","facts.md §3.2 SA",figures=["$5,000"])
# TAS
add(A,"TAS","down in tassie, 18k reno in launceston. need a written contract?",
    "TAS written contract for residential building work of $20,000 or more; state given by 'tassie'","facts.md §2.2 TAS",verdict="no",figures=["$20,000"],forms=["state-by-name"])
add(A,"TAS","hobart plumber, what temp does the tempering valve go to for a shower",
    "tempering valve set to 50°C for personal hygiene fixtures","facts.md §4.3",figures=["50°C"])
add(A,"TAS","tmv for a childcare centre in devonport, what temp",
    "TMV set to 45°C in early childhood centres","facts.md §4.3",figures=["45°C"])
add(A,"TAS","does the kitchen sink need tempered water? job in kingston beach tas",
    "kitchen sinks and laundry taps don't need tempered water","facts.md §4.3",verdict="no",forms=["no-half"])
add(A,"TAS","owner builder in tasmania - how many projects am i allowed",
    "TAS owner-builders limited to 2 projects in 10 years","facts.md §1.6",figures=["2","10 years"])
add(A,"TAS","whats the min temp for stored hot water, burnie",
    "stored hot water at 60°C or more","facts.md §4.3",figures=["60°C"])
add(A,"TAS","tas security of payment, residential job - how many days for the payment schedule",
    "TAS SOP payment schedule 20 days residential (10 days commercial)","facts.md §6.7 TAS",figures=["20 days"])
add(A,"TAS","is category 1 plumbing work in tasmania something the home owner can do himself",
    "TAS Cat 1 low risk plumbing: owner may do it","facts.md §4.2 TAS",verdict="yes",forms=["is-x-y"])
# ACT
add(A,"ACT","canberra sparky, tested the new circuit monday. how long to get the test report to the registrar",
    "ACT test report within 14 days of the test","facts.md §3.2 ACT",figures=["14 days"],forms=["timing"])
add(A,"ACT","chippy in belconnen - do carpenters need a licence in the act",
    "ACT carpenters are not licensed","facts.md §1.7",verdict="no",forms=["is-x-y","no-half"])
add(A,"ACT","act sparky doin a home battery install, anything extra i need on my licence for batteries these days",
    "ACT DER endorsement needed from 11 Sep 2024 for solar, inverters and batteries","facts.md §1.7",verdict="yes",figures=["11 Sep 2024"])
add(A,"ACT","new house wiring in denman prospect, can we energise before access canberra passes the inspection",
    "ACT new installations can't be energised until passed","facts.md §3.2 ACT",verdict="no",forms=["can-before"])
add(A,"ACT","20k extension in gungahlin. do i need residential building insurance or a fidelity cert",
    "ACT insurance or fidelity certificate for alterations/additions of $12,000 or more","facts.md §2.2 ACT",verdict="yes",figures=["$12,000"])
add(A,"ACT","act gasfitter - when do i have to hand over the compliance certificate",
    "ACT gas certificate of compliance 'as soon as practicable' (Gas Safety Act s9)","facts.md §4.5 ACT",figures=["as soon as practicable"],forms=["timing"])
add(A,"ACT","act security of payment, max time to pay a progress claim",
    "ACT SOP maximum 15 business days (s13(1))","facts.md §6.7 ACT",figures=["15 business days"])
# NT
add(A,"NT","darwin builder, free standing shed for $18k. do i need bpb registration",
    "NT registration not needed for free-standing sheds","facts.md §1.8",verdict="no",forms=["no-half"])
add(A,"NT","nt - building a new house for 350k, do i need a signed contract",
    "NT prescribed residential building work over $12,000 needs a signed contract","facts.md §2.1 NT, §9",verdict="yes",figures=["$12,000"])
add(A,"NT","commercial lpg install in palmerston nt, over 200 kg storage. lodge the notification this arvo n start first thing tomorrow?",
    "NT gas works over 200 kg notified no later than 24 hours before start","facts.md §9",verdict="no",figures=["24 hours"],forms=["timing","can-before"])
add(A,"NT","top end sparky - swappin a ceiling fan like for like, same wiring same circuit. still need a coc",
    "NT like-for-like replacement without wiring/load/protection change needs no CoC from 1 Jan 2026; state given by 'top end'","facts.md §3.2 NT",verdict="no",forms=["state-by-name","no-half"])
add(A,"NT","does pluggin in a fridge with a flexible cord count as electrical work in the nt",
    "NT: plugging in equipment with a flexible cord is not electrical work","facts.md §1.8",verdict="no",forms=["is-x-y"])
add(A,"NT","nt head contract says 45 business days to pay. is that legit",
    "NT SOP: a term longer than 30 BD is read as 30 BD","facts.md §6.7 NT",verdict="no",figures=["30 business days"])
add(A,"NT","katherine plumber with an advanced tradesman licence - can i certify my own work",
    "NT advanced tradesman licence cannot certify; certifying plumber registration with the BPB","facts.md §1.8, §4.2 NT",verdict="no")
add(A,"NT","nt builder registration - how much net tangible assets do i need",
    "NT builders need $50,000 net tangible assets","facts.md §2.2 NT",figures=["$50,000"])
# AU
add(A,"AU","whats the super rate on wages im payin today",
    "SG 12% for wages paid from 1 July 2025","facts.md §6.6, §9",figures=["12%"])
add(A,"AU","doin the books - wages paid back in feb 2025, what super % shouldve gone on them",
    "SG 11.5% for wages paid 1 July 2024 to 30 June 2025","facts.md §6.6, §9",figures=["11.5%"],date="2025-02-15")
add(A,"AU","super for the jan to march 2026 quarter, when was that due",
    "old quarterly due date 28 April for quarters before 1 July 2026","facts.md §6.6, §9",figures=["28 April"],date="2026-03-31")
add(A,"AU","paid my offsider today. with payday super how long have i got to get it into his fund",
    "Payday Super: received by the fund within 7 business days of payday (from 1 July 2026)","facts.md §9",figures=["7 business days"],forms=["timing"])
add(A,"AU","subbie wont give me his abn, invoice is $900. how much do i hold back",
    "withhold 47% when no ABN is quoted","facts.md §6.8",figures=["47%"])
add(A,"AU","do i have to be registered for gst if i only turn over about 60k",
    "GST registration compulsory at $75,000 turnover; under it, not required","facts.md §6.2",verdict="no",figures=["$75,000"],forms=["no-half"])
add(A,"AU","just went past 75k turnover, how many days to register for gst",
    "register within 21 days of reaching the threshold","facts.md §6.2",figures=["21 days"],forms=["timing"])
add(A,"AU","tax invoice for a $1,400 job - do i need the customers name or abn on it",
    "sales of $1,000 or more must show the buyer's identity or ABN","facts.md §6.3",verdict="yes",figures=["$1,000"])
add(A,"AU","is a porcelain benchtop caught by the engineered stone ban",
    "porcelain is excluded from the engineered stone definition","facts.md §5.8",verdict="no",forms=["is-x-y"])
add(A,"AU","tpar - do i put in what i paid my apprentice on wages",
    "TPAR excludes payments to employees","facts.md §6.5",verdict="no",forms=["no-half"])
add(A,"AU","balustrade along a stair flight - min height?",
    "barrier along stair flights at least 865 mm (1 m at landings)","facts.md §5.2",figures=["865 mm"])
add(A,"AU","decommissionin an old ducted aircon with refrigerant still in it, do i need a licence for that",
    "Refrigerant Handling Licence (ARC) for decommissioning fluorocarbon equipment","facts.md §1.9",verdict="yes")
add(A,"AU","how long do i have to keep my business records",
    "keep business records 5 years","facts.md §6.4, §9",figures=["5 years"])
add(A,"AU","when did ncc 2022 actually start",
    "NCC 2022 commenced 1 May 2023","facts.md §5.1",figures=["1 May 2023"])
add(A,"AU","before you dig - how long do asset owners usually take to get back to you",
    "BYDA members encouraged to respond within 1 business day","facts.md §1.9",figures=["1 business day"])
add(A,"AU","can i still cut and install a new engineered stone slab if i use wet cutting",
    "engineered stone installation banned from 1 July 2024","facts.md §5.8",verdict="no",figures=["1 July 2024"])

# ---------------- tools ----------------
add(T,"NSW","carpentry in liverpool nsw, my labour 2,600 and materials 2,700 inc gst. over the licence limit?",
    "labour + materials summed against NSW $5,000 incl GST","facts.md §1.1, §2.1 NSW",verdict="yes",figures=["$5,300","$5,000"])
add(T,"NSW","colorbond fence in orange nsw, quoted 4,700 + gst. licence?",
    "$4,700 + GST = $5,170 over the NSW $5,000 incl-GST fencing threshold","facts.md §1.1, §2.1 NSW",verdict="yes",figures=["$5,170","$5,000"])
add(T,"NSW","painting job in wollongong 4,450 inc gst, do i need a written contract",
    "NSW written contract over $5,000 incl GST","facts.md §2.1, §2.2 NSW",verdict="no",figures=["$4,450","$5,000"])
add(T,"NSW","max deposit on a 62,500 granny flat out in the hills district nsw",
    "NSW 10% deposit cap in dollars","facts.md §2.2 NSW",figures=["$6,250","10%"])
add(T,"NSW","tiler in penrith, 3,150 labour + 1,600 for tiles n glue inc gst. licence needed for this one?",
    "labour + materials summed: $4,750 not over NSW $5,000 incl GST","facts.md §1.1, §2.1 NSW",verdict="no",figures=["$4,750","$5,000"])
add(T,"NSW","small jobs contract for 14,800. whats the most i can take as deposit in dollars",
    "NSW 10% deposit cap; state given only by the form name","facts.md §2.2 NSW",figures=["$1,480","10%"],forms=["state-by-name"])
add(T,"VIC","plasterer + painter on the same house in shepparton, 6.5k plaster and 4.8k paint. do we need rego",
    "VIC registration where several types of work together exceed $10,000","facts.md §1.2",verdict="yes",figures=["$11,300","$10,000"])
add(T,"VIC","replaced a cistern in geelong, my labour 420 and the customer bought the cistern for 380, all inc gst. compliance cert needed?",
    "VIC compliance certificate where total value incl client-supplied materials is over $750","facts.md §4.2 VIC",verdict="yes",figures=["$800","$750"])
add(T,"VIC","max deposit on an 18,900 bathroom in bendigo",
    "VIC 10% under $20,000","facts.md §2.2 VIC",figures=["$1,890","10%"])
add(T,"VIC","27,500 extension in ballarat, whats the max deposit",
    "VIC 5% at $20,000 or more","facts.md §2.2 VIC",figures=["$1,375","5%"])
add(T,"VIC","vic job 15,200 inc gst plus a variation of 1,300 inc gst. do i need dbi now",
    "contract + variation summed against VIC DBI over $16,000","facts.md §2.2 VIC",verdict="yes",figures=["$16,500","$16,000"])
add(T,"QLD","qld deck repair quoted 3,050 + gst. licence needed?",
    "$3,050 + GST = $3,355 over QLD $3,300 incl GST","facts.md §1.3, §2.1 QLD",verdict="yes",figures=["$3,355","$3,300"])
add(T,"QLD","painting in toowoomba, 2,100 labour and 950 paint, inc gst. qbcc licence?",
    "labour + materials summed against QLD $3,300","facts.md §1.3, §2.1 QLD",verdict="no",figures=["$3,050","$3,300"])
add(T,"QLD","sunshine coast reno 16,400 inc gst - max deposit",
    "QLD 10% under $20,000","facts.md §2.2 QLD",figures=["$1,640","10%"])
add(T,"QLD","cairns extension 22k + gst, max deposit in dollars?",
    "$22,000 + GST = $24,200, 5% at $20,000 or more","facts.md §2.2 QLD",figures=["$1,210","5%"])
add(T,"WA","perth pool contract 46,000 all up, how much deposit can i take",
    "WA 6.5% of the total amount payable","facts.md §2.2 WA, §9",figures=["$2,990","6.5%"])
add(T,"WA","bunbury job, patio 14,500 plus carport 6,200 inc gst same contract. do i need to be a registered builder",
    "parts summed against WA registration over $20,000","facts.md §1.4",verdict="yes",figures=["$20,700","$20,000"])
add(T,"SA","port lincoln reno, 8,400 plus 3,600 for the extras, inc gst. written contract required?",
    "build + extras summed against SA written contract at $12,000 or more","facts.md §2.1 SA, §9",verdict="yes",figures=["$12,000","$12,000"])
add(T,"SA","whyalla kitchen 9,900 plus a 1,750 variation, both inc gst. does it need a written contract",
    "contract + variation summed against SA $12,000 or more","facts.md §2.1 SA, §9",verdict="no",figures=["$11,650","$12,000"])
add(T,"TAS","hobart reno, 16,200 for the build and 3,800 for the deck, inc gst. written contract?",
    "parts summed against TAS written contract at $20,000 or more","facts.md §2.2 TAS",verdict="yes",figures=["$20,000","$20,000"])
add(T,"ACT","tuggeranong alteration 9,700 plus 1,850 of extras inc gst - do i need the residential building insurance",
    "parts summed against ACT insurance at $12,000 or more","facts.md §2.2 ACT",verdict="no",figures=["$11,550","$12,000"])
add(T,"ACT","addition in weston act, 10,800 + gst. insurance or fidelity cert required?",
    "$10,800 or $11,880 with GST, either way under ACT $12,000","facts.md §2.2 ACT",verdict="no",figures=["$11,880","$12,000"])
add(T,"NT","alice springs extension, 9,600 + 2,900 for the carport built with it, inc gst. do i need bpb registration",
    "parts summed against NT registration above $12,000","facts.md §1.8, §9",verdict="yes",figures=["$12,500","$12,000"])
add(T,"AU","how much gst is in 8,470",
    "GST = 1/11 of a GST-inclusive amount","facts.md §6.2",figures=["$770","10%"])
add(T,"AU","customer paid 2.2k inc gst, whats the gst bit",
    "GST = 1/11 of a GST-inclusive amount","facts.md §6.2",figures=["$200","10%"])
add(T,"AU","quote is 3,650 ex gst, what do i put as the total",
    "add 10% GST","facts.md §6.2",figures=["$4,015","$365"])
add(T,"AU","1,275 plus gst = ?",
    "add 10% GST","facts.md §6.2",figures=["$1,402.50","$127.50"])
add(T,"AU","paid my apprentce 1,120 this week, how much super",
    "12% SG on wages paid now","facts.md §6.6, §9",figures=["$134.40","12%"])
add(T,"AU","offsider did 38 hrs at 31.50, whats the super on that",
    "hours × rate × 12%","facts.md §6.6, §9",figures=["$143.64","12%"])
add(T,"AU","three weeks wages for my labourer, 1,340 then 1,265 then 1,410. super on the lot?",
    "sum of wages × 12%","facts.md §6.6, §9",figures=["$481.80","12%"])
add(T,"AU","is 34 109 707 047 a legit abn number",
    "ABN check digits (mod 89)","facts.md §6.1",verdict="yes",figures=["valid"],forms=["is-x-y"])
add(T,"AU","check abn 58084846932 for me",
    "ABN check digits (mod 89)","facts.md §6.1",verdict="yes",figures=["valid"])
add(T,"AU","new subbie gave me abn 92 873 274 210, does it check out",
    "ABN check digits (mod 89)","facts.md §6.1",verdict="yes",figures=["valid"])
add(T,"AU","abn on this invoice is 34 109 707 048 - valid?",
    "ABN check digits (mod 89); last digit changed","facts.md §6.1",verdict="no",figures=["invalid"])
add(T,"AU","quick one, abn 58 084 864 932 real or not",
    "ABN check digits (mod 89); two digits swapped","facts.md §6.1",verdict="no",figures=["invalid"])

# ---------------- declines ----------------
def dec(state, q, topic, ask, forms=None):
    add(D, state, q, topic, NH, ask=ask, forms=(forms or []) + ["figure-not-held"])
dec("NSW","how much to renew my contractor licence in nsw for 3 years","licence renewal fee not held","Building Commission NSW")
dec("NSW","whats the fine in nsw if i get the ccew in late","CCEW late-lodgement fine not held (only the 7-day deadline)","Building Commission NSW")
dec("NSW","cost to lodge a plumbing notice of work in nsw?","Notice of Work fee not held","Building Commission NSW (NSW Fair Trading)")
dec("VIC","how much does it cost to register as a domestic builder with the bpc","registration fee not held","Building and Plumbing Commission (BPC)")
dec("VIC","vic plumber - whats the penalty if the compliance cert goes in after the 5 days","late compliance certificate penalty not held","Building and Plumbing Commission (BPC)")
dec("VIC","how much does an electronic coes cost from esv","COES price not held","Energy Safe Victoria (ESV)")
dec("QLD","price of a qbcc trade contractor licence for carpentry?","QBCC licence fee not held","QBCC")
dec("QLD","whats the fine in qld for plumbin without a licence","unlicensed plumbing penalty not held","QBCC")
dec("QLD","qld gas work licence - how much to renew","gas work licence fee not held","Resources Safety and Health Queensland (RSHQ)")
dec("WA","cooling off period on a wa home building contract, how many days","WA cooling-off not found","Building and Energy (DEMIRS)")
dec("WA","fee to register as a building contractor in wa","WA registration fee not held","Building Services Board / Building and Energy (DEMIRS)")
dec("WA","what's the penalty in wa if the notice of completion goes in late","NOC late penalty not held (only the 3-day deadline)","Building and Energy (DEMIRS)")
dec("SA","max deposit i can take on a 30k job in elizabeth sa","SA deposit cap not found","Consumer and Business Services (CBS)")
dec("SA","sa home owner signed yesterday, how many days cooling off do they get","SA cooling-off not found","Consumer and Business Services (CBS)")
dec("SA","sa plumber - whats the fine if i'm late with the plumbing coc","SA plumbing CoC penalty not held (the $5,000 is the electrical s61 penalty)","Office of the Technical Regulator (OTR) / CBS")
dec("SA","from what dollar amount do i need a building work contractors licence in sa","SA licence dollar floor unclear (conflicting secondary sources)","Consumer and Business Services (CBS)")
dec("TAS","tassie sparky, how many days to get the cec done after the job","TAS CEC deadline not found","CBOS")
dec("TAS","cooling off for a residential building contract in tasmania?","TAS cooling-off not found","CBOS")
dec("TAS","max deposit on a 40k build in tas","TAS deposit not found","CBOS")
dec("ACT","max deposit for a reno in the act","ACT deposit not found","Access Canberra")
dec("ACT","act subbie, how many business days does the builder have to send a payment schedule","ACT payment schedule not captured","Access Canberra")
dec("ACT","how much is a class c builders licence in canberra","ACT licence fee not held","Access Canberra")
dec("NT","darwin sparky, how many days do i have to lodge the coc now","NT CoC deadline not found","NT WorkSafe")
dec("NT","nt home owner wants to cancel a signed building contract, is there a cooling off","NT cooling-off not found","Building Practitioners Board")
dec("NT","nt gasfitter, how long to issue the gas certificate after a job","NT gas certificate rule not researched","NT WorkSafe")
dec("AU","can i put a 1.5% surcharge on visa payments from next week","card surcharge rule not held","ACCC / RBA")
dec("AU","1st year plumbing apprentice, whats the hourly rate","award rates not held","Fair Work Ombudsman")
dec("AU","exact wording of the wiring rules clause for bathroom zones pls","standard clause text not reproduced","Standards Australia")

# ---------------- ambiguous ----------------
def amb(q, topic):
    add(M, None, q, topic, "facts.md §1, §2, §3, §4 by state", forms=["state-by-name"])
amb("9k bathroom reno in kew, licence or rego needed?",
    "Kew NSW (>$5,000: yes) / Kew VIC (registration only >$10,000: no)")
amb("sparky in maitland, how long for the compliance cert",
    "Maitland NSW (CCEW 7 days) / Maitland SA (eCoC 30 days)")
amb("21k kitchen in stirling, whats the max deposit",
    "Stirling WA (6.5%) / Stirling SA (not found) / Stirling ACT (not found)")
amb("plumber in mitcham, how many days to lodge the cert after i finish",
    "Mitcham VIC (5 days) / Mitcham SA (7 days)")
amb("12k deck in bayswater, do i need to be registered",
    "Bayswater VIC (>$10,000: yes) / Bayswater WA (registration only >$20,000: no)")
amb("gasfitter in croydon, new cooktop, how many days for the cert",
    "Croydon NSW (5 business days) / Croydon VIC (5 days) / Croydon SA (30 days) / Croydon QLD (gas system compliance certificate, no day count)")
amb("sparky in windsor, days to get the certificate sorted",
    "Windsor NSW (CCEW 7 days) / Windsor VIC (COES 1 month non-prescribed) / Windsor QLD (as soon as possible) / Windsor SA (30 days)")
amb("7k tiling job in heathcote, licence?",
    "Heathcote NSW (>$5,000: yes) / Heathcote VIC (≤$10,000: no)")
amb("25k extension, client owns blocks in albury and wodonga and hasnt picked which one yet. max deposit",
    "Albury NSW (10%) / Wodonga VIC (5% at $20,000+)")
amb("restumping 3k, either mildura or wentworth depending which house the client does first. licence or rego",
    "Mildura VIC (re-stumping at any value: yes) / Wentworth NSW (≤$5,000: no)")

RM = ['sydney subbie. under security', 'nsw sparkies - do we need', 'head contractor in parramatta got', 'vic builder 28k extension', 'geelong client had her solicitor', 'im on wages for a licensed builder', 'wa security of payment - how long', 'sa electrician, late with the ecoc', 'new gas heater in the adelaide hills', 'whats the min temp for stored hot water', 'act security of payment, max time', 'nt builder registration - how much net', 'when did ncc 2022', 'before you dig - how long', 'how long do i have to keep my business', 'balustrade along a stair', 'painting job in wollongong', 'max deposit on a 62,500', 'addition in weston act', '1,275 plus gst', 'new subbie gave me abn 92', 'sa home owner signed yesterday']
for r in RM:
    k = [d for d in items if d["q"].startswith(r)]
    assert len(k) == 1, r
    items.remove(k[0])
for n, d in enumerate(items, 1):
    d["id"] = f"d11-{n:03d}"
out = [{k: d[k] for k in ["id","q","kind","state","verdict","figures","topic","basis","ask","date"] if k in d} for d in items]
here = os.path.dirname(os.path.abspath(__file__))
json.dump(out, open(os.path.join(here, "questions.json"), "w"), indent=2, ensure_ascii=False)
json.dump({d["id"]: d["_forms"] for d in items if d["_forms"]}, open(os.path.join(here, "forms.json"), "w"), indent=1)
from collections import Counter
print(len(out), Counter(d["kind"] for d in out), Counter(str(d["state"]) for d in out))
