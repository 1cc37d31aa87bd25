#!/usr/bin/env python3
"""Writes questions.json (d41, 150 items) and check_tools.py's spec table (tool_spec.json).
Each item: (tags, dict). tags: 'r' = another person's words (relay) / 'p' = plain; 'o' = office / 's' = site."""
import json, os, random
HERE = os.path.dirname(os.path.abspath(__file__))
I = []
def A(tags, q, state, topic, basis, verdict=None, figures=None, date=None, profile=None):
    I.append((tags, dict(q=q, kind="answer", state=state, verdict=verdict, figures=figures, date=date,
                          profile=profile, topic=topic, basis=basis), None))
def T(tags, q, state, topic, basis, figures, spec, verdict=None, date=None, profile=None):
    I.append((tags, dict(q=q, kind="tool", state=state, verdict=verdict, figures=figures, date=date,
                          profile=profile, topic=topic, basis=basis), spec))
def D(tags, q, state, ask, topic, basis, profile=None, date=None):
    I.append((tags, dict(q=q, kind="decline", state=state, ask=ask, topic=topic, basis=basis, profile=profile,
                          date=date), None))
def M(tags, q, topic, basis):
    I.append((tags, dict(q=q, kind="ambiguous", topic=topic, basis=basis), None))

# ---------------- ANSWERS (76) ----------------
# NSW (10)
A("ro", 'Email from a client in Hornsby: "Before we sign the extension contract, how long will we have afterwards to change our minds?" What do I tell them?',
  "NSW", "NSW cooling-off: 5 clear business days after the owner is given a copy of the signed contract (HBA s 7BA)", "facts §2.1, §2.2 NSW, §9",
  figures=["5 clear business days"])
A("ps", "new oven circuit done in wagga this arvo, hows long have i got to get the ccew done", "NSW",
  "CCEW within 7 days of finishing the test (customer always gets a copy)", "facts §3.2 NSW", figures=["7 days"])
A("ro", 'strata manager emailed: "The gas bayonet job at our Chatswood building is under $2,000, so we assume your gasfitter doesn\'t need to be licensed for it?" is that right',
  "NSW", "claim wrong: NSW gas work needs a licence whatever its value", "facts §1.1, §2.1", verdict="no")
A("rs", "owner in penrith wants to pay 20% up front on the 30k bathroom to lock us in. am i even allowed to take that much", "NSW",
  "NSW max deposit 10% of the contract price (HBA s8) -> 20% not allowed", "facts §2.1, §2.2 NSW", verdict="no", figures=["10%"])
A("rs", "homeowner in dubbo says hes gonna rip out about 12 square metres of fibro from the laundry himself. is he allowed", "NSW",
  "NSW home renovators may remove up to 10 m² of bonded asbestos in total; 12 m² needs a licensed removalist", "facts §5.5", verdict="no", figures=["10 m²"])
A("ro", 'Real estate agent: "The landlord just wants the old hot water unit at the Parramatta rental swapped for the same type. Will you need to lodge a notice of work first?"',
  "NSW", "no NoW for minor works such as replacing an existing hot water system (CoC still needed)", "facts §4.2 NSW", verdict="no")
A("rs", 'head contractor in newcastle nsw told me "we pay subbies 30 business days after your claim, thats standard". is he right', "NSW",
  "NSW SOP: head contractor to subcontractor at most 20 business days (30 BD superseded)", "facts §6.7 NSW, §8", verdict="no", figures=["20 business days"])
A("ps", "sewer trench in blacktown is gettin to about 1.8m deep at the boundary, do we need a swms for it", "NSW",
  "HRCW includes trenches deeper than 1.5 m -> SWMS before work starts", "facts §5.6", verdict="yes", figures=["1.5 m"])
A("ro", 'Client writes: "Our kitchen is $18,000. Is your small jobs contract enough, or should we be asking for the full home building contract?" (Ryde NSW)',
  "NSW", "NSW small jobs contract covers $5,000-$20,000; $18,000 -> small jobs contract is enough", "facts §2.2 NSW, §9", verdict="yes", figures=["$20,000"])
A("rs", "customers son reckons anyone can put in a split system if its under 5 grand. job's in orange nsw. is he right", "NSW",
  "claim wrong: AC/refrigeration is NSW specialist work, licence at any value (plus refrigerant handling licence)", "facts §1.1, §2.1, §1.9", verdict="no")
# VIC (11)
A("rs", 'customer texted: "do you need to be registered to build our 9k deck in ballarat?"', "VIC",
  "VIC registration for domestic building work over $10,000 -> $9,000 no", "facts §1.2, §2.1", verdict="no", figures=["$10,000"])
A("rs", 'owner in bendigo reckons "you wouldnt need builders rego for a 6k restump surely". what do i tell him', "VIC",
  "claim wrong: VIC re-stumping needs registration whatever the cost", "facts §1.2, §2.1", verdict="no")
A("ps", "when do i have to hand over the coes for 3 new powerpoints in frankston", "VIC",
  "non-prescribed work: COES to the customer within 1 month", "facts §3.2 VIC", figures=["1 month"])
A("rs", 'builder on site in geelong: "just liven the new switchboard today, the LEI can come out next week". can i?', "VIC",
  "main switchboard is prescribed work: must not be energised before the LEI inspection", "facts §3.2 VIC", verdict="no")
A("rs", "customer asked if i have to lodge anything for the gas heater swap, its only $600", "VIC",
  "profile VIC plumber: Type A gas appliance replacement needs a compliance certificate at any value, to customer and BPC within 5 days",
  "facts §4.2 VIC, §4.5 VIC", verdict="yes", figures=["5 days"], profile={"state": "VIC", "trade": "plumber"})
A("ro", 'Email from an owner: "Do we need domestic building insurance for our $14,000 carport in Cranbourne?"', "VIC",
  "VIC DBI for domestic work over $16,000 -> $14,000 no", "facts §2.1, §2.2 VIC", verdict="no", figures=["$16,000"])
A("rs", "customer in werribee says our contract didnt have the cooling off notice in it. she wants to know how long she has to get out", "VIC",
  "VIC: contract without the cooling-off notice -> 7 days from becoming aware", "facts §2.2 VIC", figures=["7 days"])
A("rs", "my partner does the books, asks can we take the deposit on the 19k bathroom in bentleigh now and sort the dbi certificate after", "VIC",
  "VIC work over $16,000: DBI policy and certificate of currency before taking any money -> no", "facts §2.2 VIC", verdict="no", figures=["$16,000"])
A("ps", "how much notice does worksafe need before we pull out 8 m2 of bonded sheeting in a shepparton bathroom", "VIC",
  "VIC asbestos notification: at least 24 h before for 10 m² or less of non-friable", "facts §5.5", figures=["24 h"])
A("rs", "customer in ringwood vic asks do we need a proper written contract for a 12k bathroom", "VIC",
  "VIC major domestic building contract for work over $10,000", "facts §2.1, §2.2 VIC", verdict="yes", figures=["$10,000"])
A("rs", "accountant is asking about a 7k bathroom we did in frankston in march 2017 on a handshake. did we need a major domestic building contract back then?", "VIC",
  "dated: before 1 Aug 2017 the VIC major domestic contract threshold was over $5,000 -> yes", "facts §2.2 VIC, §8, §9",
  verdict="yes", figures=["$5,000"], date="2017-03-15")
# QLD (10)
A("rs", 'customer in toowoomba: "does the fencer need a QBCC licence for our 2,900 fence?" thats all up incl gst', "QLD",
  "QLD licence over $3,300 (labour + materials + GST) -> $2,900 no", "facts §1.3, §2.1", verdict="no", figures=["$3,300"])
A("ps", "15k bathroom reno in brisbane, does it need home warranty cover", "QLD",
  "QLD Home Warranty Scheme covers residential work over $3,300 -> yes", "facts §2.1, §2.2 QLD", verdict="yes", figures=["$3,300"])
A("ro", 'Builder\'s office (Ipswich): "When is the commencement notice due for the $85,000 extension?"', "QLD",
  "QLD contracts $20,000+: Commencement Notice within 10 business days of starting on site", "facts §2.2 QLD", figures=["10 business days"])
A("rs", 'customer in cairns: "we got the contract and the consumer guide yesterday, if we pull out what do we owe you?"', "QLD",
  "QLD cooling-off 5 business days; owner pays $100 plus reasonable out-of-pocket expenses", "facts §2.2 QLD", figures=["$100", "5 business days"])
A("rs", "nsw gasfitter here. mate on the gold coast wants me to do his gas hws, my nsw licence covers me up there under mutual recognition yeah?", "QLD",
  "QLD is not in Automatic Mutual Recognition for gas; a QLD gas work licence is needed", "facts §1.3", verdict="no")
A("rs", 'builder in townsville says "no swms on houses unless its 3 metres". were at 2.5 on this one. he right?', "QLD",
  "QLD: SWMS needed for any construction work above 2 m, housing included (3 m is the housing fall-prevention trigger)", "facts §5.6", verdict="no", figures=["2 m"])
A("rs", "customer asks why our deposit is 20% on her modular home when her mate only paid 5%. most of it gets built in our shed in gympie", "QLD",
  "QLD deposit up to 20% where off-site work is more than 50% of the price", "facts §2.1, §2.2 QLD, §9", verdict="yes", figures=["20%", "50%"])
A("ro", 'Client query: "We\'re about to sign a $26,000 renovation contract with you in Logan. Are we supposed to get some consumer guide before we sign?"', "QLD",
  "QLD level 2 ($20,000+): owner gets the Consumer Building Guide before signing", "facts §2.2 QLD", verdict="yes", figures=["$20,000"])
A("rs", "my partners doing the paperwork for our qld electrical contractor licence, asks how much public liability we need", "QLD",
  "QLD electrical contractor licence: public and products liability at least $5,000,000 (consumer protection $50,000)", "facts §1.3", figures=["$5,000,000"])
A("ro", 'Email from a warehouse owner in Rockhampton: "Our building went up in 1996 and has no asbestos. Do we still need an asbestos register?"', "QLD",
  "QLD: no register needed if built after 31 Dec 1989 with no asbestos", "facts §5.5", verdict="no")
# WA (8)
A("ro", 'Message from a client in Joondalup: "Do you have to be a registered builder to do our $18,000 patio?"', "WA",
  "WA registered building contractor only over $20,000", "facts §1.4, §2.1", verdict="no", figures=["$20,000"])
A("ps", "full bathroom replumb in mandurah next week, major work. do i have to tell anyone before i start", "WA",
  "WA Notice of Intention at least 24 hours before major plumbing work", "facts §4.2 WA", verdict="yes", figures=["24 hours"])
A("rs", "builder in bunbury wants to know when my notice of completion goes in, finished the install today", "WA",
  "WA NOC within 3 days of finishing (r52)", "facts §3.2 WA", figures=["3 days"])
A("ro", 'Landlord (Midland): "When will I receive the electrical safety certificate for the new circuits at my rental?"', "WA",
  "WA ESC to the person the work was done for within 28 days", "facts §3.2 WA", figures=["28 days"])
A("ro", 'Email: "Your quote for our $35,000 extension in Rockingham doesn\'t mention home indemnity insurance. Is it actually required?"', "WA",
  "WA HII for residential work over $20,000, before payment or starting", "facts §2.1, §2.2 WA", verdict="yes", figures=["$20,000"])
A("rs", "customer in albany wa says her handyman can hook the new gas bbq up to the house supply, hes not a gasfitter. is that ok", "WA",
  "WA gasfitting on a consumer's installation only by a licensed gas fitter (any value)", "facts §1.4, §9", verdict="no")
A("rs", 'fwd from a client in geraldton (im just the sparky on the job): "builder wants 10% deposit on our 60k house reno, is that allowed?"', "WA",
  "WA deposit limited to 6.5% (HBCA contracts $7,500-$500,000) -> 10% not allowed", "facts §2.1, §2.2 WA, §9", verdict="no", figures=["6.5%"])
A("rs", "customer wants a handshake deal on a 9k pergola in ellenbrook, no paperwork she says. can we do that", "WA",
  "WA Home Building Contracts Act: fixed-price contracts $7,500-$500,000 must be written and signed -> no", "facts §2.1, §2.2 WA", verdict="no", figures=["$7,500"])
# SA (8)
A("rs", "offsider reckons we dont need a swms for the gutters on this single storey in elizabeth sa, its 2.4 m to the edge. is he right", "SA",
  "SA HRCW fall trigger more than 2 m from 1 July 2026 -> SWMS needed at 2.4 m", "facts §9, §5.6", verdict="no", figures=["2 m"])
A("rs", "inspector asked about a roof job we did in whyalla back in may, 2.6 m to the edge and no swms. were we ok at the time?", "SA",
  "dated May 2026: SA trigger was 3 m until 30 June 2026 -> no SWMS needed at 2.6 m", "facts §5.6, §9", verdict="yes", figures=["3 m"], date="2026-05-15")
A("ps", "new toilet in mount gambier, how long do i have to get the plumbing cert done", "SA",
  "SA plumbing CoC to the OTR and customer within 7 days of completing", "facts §4.2 SA, §9", figures=["7 days"])
A("ps", "how long do i have to issue the gas cert after a gas hws install in port lincoln", "SA",
  "SA gas eCoC within 30 days", "facts §4.5 SA, §9", figures=["30 days"])
A("rs", "customer in glenelg wants the power on tonight but the ecoc isnt done yet. can i liven it and do the paperwork tmrw", "SA",
  "SA eCoC must be completed before the installation is made available for energisation", "facts §3.2 SA", verdict="no")
A("ro", 'Client email (Adelaide Hills): "Do we need a written contract for the $9,000 bathroom?"', "SA",
  "SA written contract for domestic work of $12,000 or more -> $9,000 no", "facts §2.1, §2.2 SA, §9", verdict="no", figures=["$12,000"])
A("rs", "owner in adelaide asks if i need building indemnity insurance for her 16k extension. contract signed this month, its got development approval", "SA",
  "SA BII threshold $20,000 for contracts signed from 10 Nov 2025 -> $16,000 no", "facts §2.1, §2.2 SA", verdict="no", figures=["$20,000"])
A("rs", "wife does our books, she asks do we actually need a cbs licence just for painting houses", "SA",
  "SA: painting is building work; running a building-work contracting business needs a BWC licence", "facts §1.5", verdict="yes")
# TAS (6)
A("ro", 'Email from a client in Launceston: "Do we need a written contract for a $24,000 deck?"', "TAS",
  "TAS written contract for residential work of $20,000 or more", "facts §2.1, §2.2 TAS", verdict="yes", figures=["$20,000"])
A("ro", 'Customer email (Hobart): "Do you have to carry home warranty insurance, like builders in Victoria do?"', "TAS",
  "TAS: no statutory home-warranty scheme (Housing Indemnity Act 1992 repealed)", "facts §0, §2.1, §2.2 TAS", verdict="no")
A("rs", "customers son in devonport wants to owner build, asks how many owner builder jobs hes allowed", "TAS",
  "TAS owner-builders limited to 2 projects in 10 years (course, White Card, building surveyor first)", "facts §1.6", figures=["10 years"])
A("ro", 'Nursing home manager (Hobart): "What temperature will the new thermostatic mixing valves be set to?"', "TAS",
  "TMV set to 45°C in nursing homes, schools, childcare", "facts §4.3", figures=["45°C"])
A("rs", "homeowner in burnie asks if he can do the cat 1 low risk plumbing himself or if he needs me", "TAS",
  "TAS Category 1 low-risk plumbing: the owner may do it", "facts §4.2 TAS", verdict="yes")
A("rs", "owner in kingston tas reckons the security of payment act doesnt cover houses so he can sit on my claim. is he right", "TAS",
  "TAS SOP unusually covers residential work; payment schedule 20 days residential", "facts §6.7 TAS", verdict="no", figures=["20 days"])
# ACT (6)
A("rs", "customer in gungahlin asks if our sparky needs anything special to put in their home battery", "ACT",
  "ACT: DER endorsement needed since 11 Sep 2024 for rooftop solar, inverters and batteries", "facts §1.7", verdict="yes")
A("rs", "client asked to see my licence before i hang her internal doors and skirting. do carpenters even need one here?", "ACT",
  "profile ACT carpenter: carpenters are not licensed in the ACT (builders are, for work needing building approval)", "facts §1.7",
  verdict="no", profile={"state": "ACT", "trade": "carpenter"})
A("ps", "act sparky, tuggeranong job. how long have i got to get the test report in after testing", "ACT",
  "ACT test report to the Registrar or owner within 14 days of the test", "facts §3.2 ACT", figures=["14 days"])
A("ro", 'Owner email (Woden): "Do we need residential building insurance for the $10,000 alteration?"', "ACT",
  "ACT residential building insurance for alterations of $12,000 or more -> $10,000 no", "facts §2.1, §2.2 ACT", verdict="no", figures=["$12,000"])
A("rs", 'head contractor in canberra: "contract says we pay in 30 business days". can he do that', "ACT",
  "ACT SOP maximum time to pay 15 business days (s13(1))", "facts §6.7 ACT", verdict="no", figures=["15 business days"])
A("rs", "owner in weston creek found cracking in the new extension, asks how long she has to tell the insurer", "ACT",
  "ACT residential building insurance: tell the insurer within 90 days of becoming aware", "facts §2.2 ACT", figures=["90 days"])
# NT (6)
A("rs", "customer in palmerston nt wants an open carport added to the existing house, about 30k. do i need bpb registration", "NT",
  "NT: open carports added to existing buildings don't need BPB registration", "facts §1.8", verdict="no")
A("ps", "40k extension in darwin, do i need bpb rego for that", "NT",
  "NT BPB registration for prescribed residential work (extensions) over $12,000", "facts §1.8, §2.1", verdict="yes", figures=["$12,000"])
A("ps", "alice springs, swapping an old light for the exact same one. still need a coc?", "NT",
  "NT: like-for-like replacements need no CoC from 1 Jan 2026", "facts §3.2 NT", verdict="no")
A("rs", "apprentice asks if the boss can certify the plumbing job himself, hes got his advanced tradesman licence. nt", "NT",
  "NT advanced tradesman cannot certify; a BPB-registered certifying plumber certifies", "facts §1.8, §4.2 NT", verdict="no")
A("ps", "500 kg lpg install in katherine, how much notice before we start the gas works", "NT",
  "NT gas works over 200 kg stored notified to NT WorkSafe no later than 24 hours before", "facts §9", figures=["24 hours"])
A("rs", "builder's contract in darwin says he pays me 45 business days after my claim. is that legal", "NT",
  "NT SOP: any term longer than 30 BD is read as 30 BD", "facts §6.7 NT", verdict="no", figures=["30 business days"])
# AU (11)
A("rs", "apprentice asked if he needs a white card for a one day job on a site in the city", "AU",
  "CPCWHS1001 White Card mandatory before entering or working on a construction site", "facts §5.7", verdict="yes")
A("ro", 'Customer email: "Could you please send us a tax invoice for last month\'s job?" How long have I got to send it?', "AU",
  "tax invoice within 28 days of a request", "facts §6.3, §9", figures=["28 days"])
A("ro", 'Builder\'s accounts team: "Please show our ABN on your tax invoice for the $1,450 job." Do I have to?', "AU",
  "tax invoices for sales of $1,000 or more must show the buyer's identity or ABN", "facts §6.3", verdict="yes", figures=["$1,000"])
A("rs", "bookkeeper reckons we can keep paying the boys super every quarter like before. is she right", "AU",
  "Payday Super from 1 July 2026: super must reach the fund within 7 business days of payday", "facts §9", verdict="no", figures=["7 business days"])
A("rs", "apprentice asked if he needs his own arctick licence to help me regas a split system", "AU",
  "Refrigerant Handling Licence needed to work on fluorocarbon refrigerant equipment", "facts §1.9", verdict="yes")
A("rs", "bookkeeper says the new subbies abn passed the check digit thing so it must be active. true?", "AU",
  "checksum only proves the ABN is well-formed; ABN Lookup shows if it is issued/active", "facts §6.1", verdict="no")
A("rs", "customer in brisbane wants us to cut and fit an engineered stone benchtop she already bought. can we", "AU",
  "engineered stone benchtops banned from 1 July 2024 (national)", "facts §5.8", verdict="no", figures=["1 July 2024"])
A("ps", "deck landing balustrade, what height does it have to be, and on the stairs?", "AU",
  "NCC barrier at least 1 m on landings/floors; 865 mm along stairs", "facts §5.2", figures=["1 m", "865 mm"])
A("rs", "i was gonna tell the customer i dont charge gst cos im under 75k and not registered. thats ok yeah?", "AU",
  "drafted reply right: GST registration compulsory only at $75,000+ turnover", "facts §6.2", verdict="yes", figures=["$75,000"])
A("ps", "when was super due for the jan to mar quarter this year", "AU",
  "dated quarter to 31 Mar 2026: old quarterly law -> due 28 Apr", "facts §6.6, §9", figures=["28 Apr"], date="2026-03-31")
A("rs", "bookkeeper reckons super on the wages we paid in march 2025 was 12%. right?", "AU",
  "dated: wages paid 1 Jul 2024-30 Jun 2025 -> 11.5%; 12% only from 1 July 2025", "facts §6.6, §9", verdict="no", figures=["11.5%"], date="2025-03-15")

# ---------------- TOOLS (27) ----------------
T("rs", "client wants to know how much of the 4,950 she paid me is gst", "AU", "GST out of an inclusive amount: 4,950/11", "facts §6.2",
  ["$450", "10%"], {"op": "gst_out", "tok": ["4,950"]})
T("rs", 'builder says "quote me 12,400 plus gst". whats the total i put on it', "AU", "GST added: 12,400 x 1.1", "facts §6.2",
  ["$13,640", "10%"], {"op": "gst_add", "tok": ["12,400"]})
T("ps", "apprentice earned 940 this wk, how much super goes in", "AU", "super 12% of 940", "facts §6.6, §9",
  ["$112.80", "12%"], {"op": "super", "tok": ["940"]})
T("ro", 'Bookkeeper: "The offsider\'s fortnight gross is $2,350. What super do we owe on that?"', "AU", "super 12% of 2,350", "facts §6.6, §9",
  ["$282", "12%"], {"op": "super", "tok": ["$2,350"]})
T("rs", "subbie never gave me his abn, his invoice is 3,600. partner asks how much we hold back", "AU", "no-ABN withholding 47% of 3,600", "facts §6.8",
  ["$1,692", "47%"], {"op": "noabn", "tok": ["3,600"]})
T("rs", "delivery bloke with no abn charged 68 bucks ex gst. bookkeeper wants to know do we withhold anything", "AU",
  "no withholding at $75 or less ex GST", "facts §6.8", ["$75"], {"op": "noabn_floor", "tok": ["68"]}, verdict="no")
T("ps", "did 61k tiling plus 17k from side jobs this year, do i have to register for gst now", "AU",
  "GST turnover 78k >= $75,000 -> must register", "facts §6.2", ["$78,000", "$75,000"],
  {"op": "thr", "tok": ["61k", "17k"], "limit": 75000, "cmp": ">=", "basis": "asis"}, verdict="yes")
T("ro", 'Bookkeeper: "New subbie\'s ABN is 40 622 268 556. Can you check it before we pay him?"', "AU", "ABN check digits: valid", "facts §6.1",
  ["valid"], {"op": "abn", "tok": ["40 622 268 556"]}, verdict="yes")
T("rs", "builders invoice has abn 60971840440 on it, partner reckons it looks off. does it check out", "AU", "ABN check digits: invalid", "facts §6.1",
  ["invalid"], {"op": "abn", "tok": ["60971840440"]}, verdict="no")
T("ps", "most deposit i can take on a 36k reno in castle hill?", "NSW", "NSW deposit 10% of 36k", "facts §2.2 NSW",
  ["$3,600", "10%"], {"op": "deposit", "tok": ["36k"], "state": "NSW"})
T("ps", "doin 2.8k of plasterin and 2.6k of paintin on the one house in liverpool, need a licence?", "NSW",
  "NSW trade work sum 5,400 over $5,000", "facts §1.1, §2.1", ["$5,400", "$5,000"],
  {"op": "thr", "tok": ["2.8k", "2.6k"], "limit": 5000, "cmp": ">", "basis": "both"}, verdict="yes")
T("ro", 'Client email (Gosford): "The kitchen is $17,500 plus $3,200 of extras on the same contract. Do you need the home building compensation cover?"', "NSW",
  "NSW HBCF over $20,000: 20,700", "facts §2.1, §2.2 NSW", ["$20,700", "$20,000"],
  {"op": "thr", "tok": ["$17,500", "$3,200"], "limit": 20000, "cmp": ">", "basis": "both"}, verdict="yes")
T("rs", "customer in cessnock gets her signed copy of the 60k extension contract on wed 23 dec. she asked when her cooling off runs out with christmas in the middle", "NSW",
  "NSW 5 clear business days after 23 Dec, skipping 25 Dec, weekends, 27-31 Dec, 1 Jan -> ends Thu 7 January 2027", "facts §2.2 NSW, §9",
  ["7 January", "5 clear business days"], {"op": "bd", "start": "2026-12-23", "n": 5, "state": "NSW", "tok": ["23 dec"]}, date="2026-12-23")
T("rs", "customer in geelong asks how much deposit she has to pay on the 18,400 bathroom", "VIC", "VIC 10% under $20,000 of 18,400", "facts §2.2 VIC",
  ["$1,840", "10%"], {"op": "deposit", "tok": ["18,400"], "state": "VIC"})
T("ro", 'Client email (Doncaster): "The contract price is $46,000. What\'s the most deposit you can ask us for?"', "VIC", "VIC 5% at $20,000+ of 46,000", "facts §2.2 VIC",
  ["$2,300", "5%"], {"op": "deposit", "tok": ["$46,000"], "state": "VIC"})
T("rs", "vic plumber. my labour is 450 and the customer bought the 380 tapware herself. she asks do i have to give her a compliance cert", "VIC",
  "VIC compliance certificate over $750 whoever supplied materials: 830", "facts §4.2 VIC", ["$830", "$750"],
  {"op": "thr", "tok": ["450", "380"], "limit": 750, "cmp": ">", "basis": "both"}, verdict="yes")
T("rs", 'customer in preston texted today: "we got our signed copy back on friday 20 nov, can we still withdraw?"', "VIC",
  "VIC 5 clear business days after Fri 20 Nov ended Fri 27 November; today Sun 29 Nov -> no", "facts §2.1, §2.2 VIC",
  ["27 November", "5 clear business days"], {"op": "bd", "start": "2026-11-20", "n": 5, "state": "VIC", "tok": ["20 nov"], "asked": "2026-11-29"}, verdict="no")
T("ps", "max deposit on a 27k kitchen in logan?", "QLD", "QLD 5% at $20,000+ of 27k", "facts §2.2 QLD",
  ["$1,350", "5%"], {"op": "deposit", "tok": ["27k"], "state": "QLD"})
T("rs", "deck repair in hervey bay, quoted the owner 3,100 + gst. she asks if i need a qbcc licence for that", "QLD",
  "QLD $3,100 + GST = $3,410 over $3,300", "facts §1.3, §2.1", ["$3,410", "$3,300"],
  {"op": "thr", "tok": ["3,100"], "limit": 3300, "cmp": ">", "basis": "incl"}, verdict="yes")
T("rs", "owner in toowoomba is supplying 1,100 of tiles and my labour is 1,700. she asks do i need a qbcc licence for it", "QLD",
  "QLD labour + materials 2,800 not over $3,300", "facts §1.3, §2.1", ["$2,800", "$3,300"],
  {"op": "thr", "tok": ["1,100", "1,700"], "limit": 3300, "cmp": ">", "basis": "both"}, verdict="no")
T("ro", 'Bookkeeper: "We invoiced the notifiable plumbing job in Ipswich on Monday 16 November. When is the Form 4 due?"', "QLD",
  "QLD notifiable work within 10 business days of invoicing -> Mon 30 November", "facts §4.2 QLD",
  ["30 November", "10 business days"], {"op": "bd", "start": "2026-11-16", "n": 10, "state": "QLD", "tok": ["16 November"]})
T("ps", "how much deposit can i take on a 84k extension in baldivis", "WA", "WA 6.5% of 84k", "facts §2.2 WA, §9",
  ["$5,460", "6.5%"], {"op": "deposit", "tok": ["84k"], "state": "WA"})
T("rs", "owner in ellenbrook: slab 11k and frame 10.5k on the one contract. she asks if i need home indemnity insurance", "WA",
  "WA HII over $20,000: 21,500", "facts §2.1, §2.2 WA", ["$21,500", "$20,000"],
  {"op": "thr", "tok": ["11k", "10.5k"], "limit": 20000, "cmp": ">", "basis": "both"}, verdict="yes")
T("rs", 'client in marion sa: "bathroom is 7,500 and laundry 4,800, one job. do we need a written contract?"', "SA",
  "SA written contract at $12,000 or more: 12,300", "facts §2.1, §2.2 SA, §9", ["$12,300", "$12,000"],
  {"op": "thr", "tok": ["7,500", "4,800"], "limit": 12000, "cmp": ">=", "basis": "both"}, verdict="yes")
T("ps", "glenorchy job, 11k bathroom plus 7k laundry on the same contract. written contract needed?", "TAS",
  "TAS written contract at $20,000 or more: 18,000 no", "facts §2.1, §2.2 TAS", ["$18,000", "$20,000"],
  {"op": "thr", "tok": ["11k", "7k"], "limit": 20000, "cmp": ">=", "basis": "both"}, verdict="no")
T("rs", "owner in gungahlin: 8,500 kitchen alteration plus 4,000 of extras on the same job. she asks does she need residential building insurance from me", "ACT",
  "ACT insurance for alterations $12,000 or more: 12,500", "facts §2.1, §2.2 ACT", ["$12,500", "$12,000"],
  {"op": "thr", "tok": ["8,500", "4,000"], "limit": 12000, "cmp": ">=", "basis": "both"}, verdict="yes")
T("ps", "small extension in nightcliff, 5k slab and 5.5k frame. do i need bpb registration", "NT",
  "NT registration over $12,000: 10,500 no", "facts §1.8, §2.1", ["$10,500", "$12,000"],
  {"op": "thr", "tok": ["5k", "5.5k"], "limit": 12000, "cmp": ">", "basis": "both"}, verdict="no")

# ---------------- DECLINES (37) ----------------
D("rs", 'customer in kellyville asks: "if you went bust halfway through, how long would icare take to pay out our claim?"', "NSW", "icare",
  "HBCF claim payout time not held (only claim windows)", "facts (not held); §2.2 NSW")
D("rs", "apprentice finishing his time asks what a nsw tradesperson certificate for plumbing costs", "NSW", "Building Commission NSW or NSW Fair Trading",
  "certificate fee not held", "facts (not held); §0, §1.1")
D("ro", 'Client email: "Our builder says there\'s a long service levy on our $80,000 renovation in Ryde. How much will it be?"', "NSW", "Long Service Corporation",
  "levy rate not held; Long Service Corporation named", "facts §0 levy bodies (rate not held)")
D("rs", "owner in penrith wants to know if she should take the last tiler to court over the leaking shower, what are her chances", "NSW",
  "NSW Fair Trading or Building Commission NSW", "legal advice on a dispute not held", "facts (not held)")
D("rs", "customer in geelong asks how many years warranty she gets by law on the bathroom im doing", "VIC", "Building and Plumbing Commission",
  "VIC statutory warranty period not held", "facts (not held); §0")
D("ps", "whats esv charge to register as an rec these days", "VIC", "Energy Safe Victoria", "REC registration fee not held", "facts (not held); §1.2")
D("ro", 'Owner email: "If our builder in Bendigo goes under, what is the most domestic building insurance will pay us?"', "VIC", "Building and Plumbing Commission",
  "DBI payout limit not held", "facts (not held); §2.2 VIC")
D("rs", "inspector in dandenong asked me what the penalty is for a late plumbing compliance cert. no idea, what is it", "VIC", "Building and Plumbing Commission",
  "penalty not held (5-day rule is held)", "facts (not held); §4.2 VIC")
D("ps", "whats the home warranty premium on a 45k kitchen in townsville", "QLD", "QBCC", "premium not held", "facts (not held); §2.2 QLD")
D("rs", "new sparky starting up in cairns asks whats the fine for doing jobs before his contractor licence comes through", "QLD", "Electrical Safety Office",
  "penalty not held", "facts (not held); §1.3")
D("ro", 'Owner email: "The council mentioned a QLeave levy on our $150,000 build in Toowoomba. How much will that be?"', "QLD", "QLeave",
  "levy rate not held; QLeave named", "facts §0 levy bodies (rate not held)")
D("rs", "customer in bundaberg asks whats the fine if her gasfitter doesnt give her the gas compliance certificate", "QLD", "Resources Safety and Health Queensland",
  "penalty not held", "facts (not held); §4.5 QLD")
D("ro", 'Owner email (Subiaco): "What will the CTF levy be on our $200,000 second storey?"', "WA", "Construction Training Fund",
  "levy rate not held; CTF named", "facts §0 levy bodies (rate not held)")
D("rs", "customer in cannington signed yesterday, asks can they still back out in a cooling off period", "WA", "Building and Energy",
  "WA cooling-off not found", "facts §2.1 (not found), §7.4")
D("ps", "what does it cost to renew an EC licence in wa", "WA", "Building and Energy", "licence fee not held", "facts (not held); §0")
D("ps", "wa plumber, whats the fine if the NOI goes in late", "WA", "Plumbers Licensing Board", "penalty not held (24-hour NOI rule is held)", "facts (not held); §4.2 WA")
D("ro", 'Customer email (Unley SA): "How many days do we have to cool off after signing the renovation contract?"', "SA", "Consumer and Business Services",
  "SA cooling-off not found", "facts §2.1 (not found), §7.4")
D("ps", "does the otr charge per ecoc in sa, how much", "SA", "Office of the Technical Regulator", "eCoC fee not held", "facts (not held); §3.2 SA")
D("ro", 'Client (Modbury): "What is the fine if a builder starts work without building indemnity insurance?"', "SA", "Consumer and Business Services",
  "BII penalty not held", "facts (not held); §2.2 SA")
D("ps", "sa gasfitter, whats the penalty if my gas cert goes in after the 30 days", "SA", "Office of the Technical Regulator",
  "late gas CoC penalty not held (30 days and the electrical $5,000 are held)", "facts (not held); §4.5 SA")
D("rs", "client in moonah wants to know how long she has to cancel the reno contract after signing", "TAS", "CBOS", "TAS cooling-off not found", "facts §2.1 (not found), §9")
D("rs", "customer in devonport asks when she gets the electrical certificate for her new circuits", "TAS", "CBOS", "TAS CEC deadline not found", "facts §3.2 TAS, §7.2")
D("ro", 'Customer email: "How much does an owner-builder permit cost in Tasmania?"', "TAS", "CBOS", "permit fee not held", "facts (not held); §1.6")
D("rs", "apprentice asks what a plumbing licence costs here once hes finished his time", "TAS", "CBOS",
  "profile TAS plumber: licence fee not held", "facts (not held); §1.6", profile={"state": "TAS", "trade": "plumber"})
D("rs", "customer in kambah wants to pay 30% deposit up front. whats the max i can take in the act", "ACT", "Access Canberra", "ACT deposit cap not found", "facts §2.1 (not found)")
D("ps", "subbie in canberra, how many business days has the builder got to send a payment schedule", "ACT", "Access Canberra",
  "ACT payment schedule not captured (gap)", "facts §6.7 ACT (not captured)")
D("rs", "customer in belconnen asks how long access canberra takes to come out and inspect the new switchboard", "ACT", "Access Canberra",
  "inspection wait time not held", "facts (not held); §3.2 ACT")
D("ro", 'Builder email (Canberra): "What\'s the fine from WorkSafe ACT if there\'s no SWMS on site?"', "ACT", "WorkSafe ACT",
  "ACT SWMS penalty not held (SA figure is not ACT)", "facts (not held); §9")
D("rs", 'builder in darwin says the coc has to be in "within a couple of days" now. how many days exactly', "NT", "NT WorkSafe",
  "NT electrical CoC deadline not found", "facts §3.2 NT, §7.1")
D("ro", 'Email from a client in Palmerston (NT): "What is the maximum deposit you can ask for on our $60,000 extension?"', "NT", "Building Practitioners Board",
  "NT deposit amount not captured", "facts §2.1, §2.2 NT (not captured)")
D("ro", 'Owner email (Alice Springs): "Is there a cooling-off period after we sign the building contract?"', "NT", "Building Practitioners Board",
  "NT cooling-off not found", "facts §2.1 (not found)")
D("rs", "customer in humpty doo wants to know the most the fidelity fund would pay out on her new house", "NT", "MBA NT Fidelity Fund or Building Practitioners Board",
  "fidelity fund payout limit not held", "facts (not held); §2.2 NT")
D("rs", "apprentice asked what his hourly rate goes up to in 3rd year", "AU", "Fair Work Ombudsman", "award rates not held", "facts §6.9")
D("rs", "customer asked if i can still add the 1.5% card fee when she pays by visa", "AU", "ACCC or RBA", "card surcharge rules not held", "facts §9 (not added)")
D("ro", 'Builder email: "Can you send me the exact wording of the AS 3740 clause on shower hobs?"', "AU", "Standards Australia", "standard text not reproduced", "facts §6.10")
D("ps", "how much is the arctick restricted split system licence", "AU", "Australian Refrigeration Council", "licence fee not held", "facts (not held); §1.9")
D("rs", "partner asks what the company tax rate would be if we go pty ltd", "AU", "ATO", "company tax rate not held", "facts (not held)")

# ---------------- AMBIGUOUS (10) ----------------
M("rs", "customer in paddington asked if we need a written contract for the 4k job",
  "Paddington NSW (written contract only over $5,000: no) / Paddington QLD (level 1 from $3,300: yes)", "facts §2.1, §2.2 NSW/QLD")
M("rs", "client in bayswater wants to pay 12% deposit on the 15k kitchen. ok?",
  "Bayswater VIC (10% under $20,000: no) / Bayswater WA (6.5%: no) — cap differs", "facts §2.1, §2.2 VIC/WA")
M("rs", "windsor job, customer asks when she gets her electrical cert",
  "Windsor NSW (CCEW 7 days) / Windsor VIC (COES 1 month, non-prescribed) / Windsor QLD (as soon as possible)", "facts §3.2")
M("rs", "customer cant decide between a place in albury or one in wodonga for the reno, 8k bathroom. do i need a licence or rego",
  "Albury NSW (>$5,000: yes) / Wodonga VIC (<=$10,000: no)", "facts §1.1, §1.2, §2.1")
M("ro", 'Owner in Carlton: "How long do we have to cancel once we\'ve signed?"',
  "Carlton VIC / NSW (5 clear business days) / Carlton TAS (not found)", "facts §2.1")
M("rs", "plumber, job in kew, customer asks when she gets the compliance cert",
  "Kew VIC (to customer and BPC within 5 days) / Kew NSW (CoC, copy to customer; 7 working days if inspection missed)", "facts §4.2")
M("rs", "mate asked me how much deposit he can take on a 30k job",
  "no place: NSW 10% / VIC 5% / QLD 5% / WA 6.5% / others not found", "facts §2.1")
M("ps", "customers place is up north, 25k reno, whats the max deposit",
  "'up north': QLD (5%) / NT (not captured) / northern NSW (10%)", "facts §2.1")
M("rs", "woodville job, 10k bathroom, customer asks do we need a written contract",
  "Woodville SA ($12,000 or more: no) / Woodville NSW (over $5,000: yes)", "facts §2.1, §2.2 SA/NSW, §9")
M("ro", 'Owner (Portland): "Do you need home warranty insurance for our $18,000 extension?"',
  "Portland VIC (DBI over $16,000: yes) / Portland NSW (HBCF over $20,000: no)", "facts §2.1")

# ---------------- assemble ----------------
assert len(I) == 150, len(I)
order = list(range(150)); random.Random(41).shuffle(order)
out, spec, tags = [], {}, {}
for n, k in enumerate(order, 1):
    t, d, s = I[k]
    iid = "d41-%03d" % n
    item = {"id": iid}
    for key in ("q", "kind", "state", "verdict", "figures", "ask", "date", "profile", "topic", "basis"):
        if d.get(key) is not None:
            item[key] = d[key]
    out.append(item); tags[iid] = t
    if s: spec[iid] = s
json.dump(out, open(os.path.join(HERE, "questions.json"), "w"), indent=1, ensure_ascii=False)
json.dump(spec, open(os.path.join(HERE, "tool_spec.json"), "w"), indent=1)
json.dump(tags, open(os.path.join(HERE, "tags.json"), "w"), indent=0)
print("written", len(out), "items,", len(spec), "tool specs")
# check_tools.py = template + the spec table (the checker itself re-reads the amounts from each question's text)
tmpl = open(os.path.join(HERE, "check_tools.tmpl")).read()
open(os.path.join(HERE, "check_tools.py"), "w").write(tmpl.replace("__SPEC__", json.dumps(spec, indent=1)))
