#!/usr/bin/env python3
"""Writes questions.json for held-out set 23 (blind-h23, dictated on site). Hand-written items."""
import json, os
HERE = os.path.dirname(os.path.abspath(__file__))
items = []
def add(kind, state, q, topic, basis, verdict=None, figures=None, ask=None, date=None, profile=None):
    d = {"id": "h23-%03d" % (len(items) + 1), "q": q, "kind": kind, "state": state, "topic": topic, "basis": basis}
    if verdict: d["verdict"] = verdict
    if figures: d["figures"] = figures
    if ask: d["ask"] = ask
    if date: d["date"] = date
    if profile: d["profile"] = profile
    items.append(d)
def A(state, q, topic, basis, **k): add("answer", state, q, topic, basis, **k)
def T(state, q, topic, basis, **k): add("tool", state, q, topic, basis, **k)
def D(state, q, topic, ask, **k): add("decline", state, q, topic, "facts sheet (not held)", ask=ask, **k)
def M(q, topic, basis="facts §2.1 (differs by state)"): add("ambiguous", None, q, topic, basis)

# ---------------- answers (96) ----------------
# NSW 13
A("NSW", "yeah so im doing a bathroom in penrith all up about 4 grand but theres a bit of plumbing moving the vanity waste do i need a licence for the plumbing bit even tho its under five grand",
  "NSW plumbing/drainage is specialist work: licence at any value", "facts §1.1, §2.1 NSW", verdict="yes")
A("NSW", "customer in wagga wants me to do three and a half k of tiling um do i need a proper written contract or is a handshake fine for that",
  "NSW written contract only over $5,000 incl GST", "facts §2.1, §2.2 NSW, §9", verdict="no", figures=["$5,000"])
A("NSW", "old boys on site reckon the ccew is 14 days in new south wales is that right or has it changed",
  "statement to correct: CCEW within 7 days (2017 Act); 14 days was the 2004 Act", "facts §3.2 NSW, §8", verdict="no", figures=["7 days"])
A("NSW", "just signed a 60k no sorry 65k reno in orange new south wales do i need the h b c f sorted before i take there deposit or can i do it after",
  "HBCF for residential work over $20,000 must be in place before starting work or taking any money incl deposit", "facts §2.2 NSW", figures=["$20,000"])
A("NSW", "sparky in newcastle nsw new switchboard at a house yesterday how long have i got for the ccew and who gets a copy",
  "CCEW within 7 days of the test; customer always gets a copy; distributor and Building Commission NSW where network changes", "facts §3.2 NSW", figures=["7 days"])
A("NSW", "gas fitter down in the sutherland shire just done a cooktop on natural gas how long to get the certificate to fair trading",
  "NSW gas CoC to Fair Trading within 5 business days (also consumer and network operator)", "facts §4.5 NSW", figures=["5 business days"])
A("NSW", "plumbing job out at gosford the inspector never showed for the booked inspection how long have i got to send in the coc and the sewer diagram",
  "NSW: missed booked inspection -> CoC and SSD to regulator and owner within 7 working days", "facts §4.2 NSW", figures=["7 working days"])
A("NSW", "subbie here the builder in parramatta keeps sayin pay when paid mate pay when paid is that even legal in nsw",
  "pay-when-paid clauses are void (NSW SOP s34)", "facts §6.7", verdict="no")
A("NSW", "customer in blacktown signed a 45k extension on wednesday and got their signed copy the same day now its saturday and they wanna pull out can they still",
  "NSW cooling-off 5 clear business days after the signed copy is given (s 7BA); Wed 25 Nov -> still inside on Sat 28 Nov", "facts §2.1, §2.2 NSW", verdict="yes", figures=["5 clear business days"])
A("NSW", "homeowner in tamworth wants to rip out about 12 square metres of old fibro sheeting himself is he allowed to",
  "NSW home renovators may remove up to 10 m² of bonded asbestos; above that a licensed contractor", "facts §5.5", verdict="no", figures=["10 m²"])
A("NSW", "digging a sewer trench in liverpool nsw goin down about one point eight metres do the boys need a swims for that",
  "trench deeper than 1.5 m is HRCW -> SWMS before work starts", "facts §5.6", verdict="yes", figures=["1.5 m"])
A("NSW", "just got my tradesperson certificate for plumbing in nsw so can i sign off my own jobs now",
  "tradesperson certificate holders work under supervision and cannot sign off their own work", "facts §1.1", verdict="no")
A("NSW", "quoting a 7k retaining wall and paving job out at camden nsw do i need a licence for landscaping stuff like that",
  "NSW structural landscaping (retaining walls, paving) needs a licence above $5,000", "facts §1.1, §9", verdict="yes", figures=["$5,000"])
# VIC 13
A("VIC", "yeah so re stumpin a weatherboard in ballarat its only like 6 grand do i have to be registered for that",
  "VIC re-stumping needs registration whatever the cost", "facts §1.2, §2.1 VIC", verdict="yes")
A("VIC", "plasterer in bendigo im doing 7k of plastering and my brother in law is doing 5k of painting on the same house do we need rego",
  "VIC: more than one type of work together over $10,000 -> registration ($12,000)", "facts §1.2", verdict="yes", figures=["$10,000"])
A("VIC", "customer in geelong wants to pay 10 percent deposit on a 28k kitchen um is that ok for me to take",
  "VIC deposit max 5% where price is $20,000 or more", "facts §2.1, §2.2 VIC", verdict="no", figures=["5%"])
A("VIC", "sparky in frankston just put in a new main switchboard can i liven it up before the inspector gets there its a sunday job",
  "prescribed work (main switchboard) must not be energised before the LEI inspection", "facts §3.2 VIC", verdict="no")
A("VIC", "added a couple of double power points for a customer in werribee so non prescribed how long have i got for the coes",
  "VIC non-prescribed work: COES to the customer within 1 month", "facts §3.2 VIC", figures=["1 month"])
A("VIC", "plumber in shepparton putting in a type a gas heater the whole job is only 400 bucks do i still need a compliance certificate",
  "VIC compliance certificate at any value for Type A gas appliance installation", "facts §4.2 VIC, §4.5", verdict="yes")
A("VIC", "how long have i got to lodge the plumbing compliance cert with the b p c down in victoria",
  "VIC plumbing compliance certificate to customer and lodged with BPC within 5 days", "facts §4.2 VIC", figures=["5 days"])
A("VIC", "customer in mildura signed a 30k contract and wants to cool off but she had her own lawyer look at it before signing does the cooling off still apply",
  "VIC cooling-off (DBCA s34) does not apply where the owner had independent legal advice", "facts §2.2 VIC", verdict="no")
A("VIC", "builder in ballarat the client pulled out inside the cooling off what am i allowed to keep",
  "VIC: builder may keep $100 plus out-of-pocket expenses the owner approved", "facts §2.2 VIC", figures=["$100"])
A("VIC", "oops the contract i wrote for a job in bendigo didnt have the cooling off notice in it how long has the owner got to pull out now",
  "VIC: contract without the cooling-off notice -> owner has 7 days from becoming aware", "facts §2.2 VIC", figures=["7 days"])
A("VIC", "d b i for an 18k bathroom reno in geelong do i need it and does the certificate have to go to them before i take the deposit",
  "VIC DBI for work over $16,000; policy and certificate before taking any money", "facts §2.2 VIC", verdict="yes", figures=["$16,000"])
A("VIC", "licensed removalist in victoria taking out about 8 square metres of bonded sheeting how much notice do we give worksafe",
  "VIC: at least 24 h before for 10 m² or less of non-friable asbestos", "facts §5.5", figures=["24 h"])
A("VIC", "back in march 2017 i did a 7 grand deck in melbourne on a handshake no major domestic contract was i ok back then",
  "VIC major domestic contract threshold was over $5,000 before 1 Aug 2017 -> contract was needed", "facts §2.1 VIC, §8, §9", verdict="no", figures=["$5,000"], date="2017-03-15")
# QLD 13
A("QLD", "painter in toowoomba four grand job do i need a q b c c licence for that",
  "QLD licence for work over $3,300", "facts §1.3, §2.1 QLD", verdict="yes", figures=["$3,300"])
A("QLD", "cue bee see see licence for a little dunny repair like 500 bucks of plumbing up in cairns or is that too small to matter",
  "QLD plumbing needs an occupational licence at any value", "facts §1.3", verdict="yes")
A("QLD", "sparky in mackay how long have i got to give the customer the certificate of testing and compliance after the job",
  "QLD: as soon as possible after finishing; keep a copy 5 years", "facts §3.2 QLD")
A("QLD", "gold coast 12k deck um does it legally need a written contract or can i just send a quote",
  "QLD level 1 regulated contract ($3,300 to under $20,000) must be written, dated and signed", "facts §2.1, §2.2 QLD", verdict="yes", figures=["$3,300"])
A("QLD", "in queensland actually brisbane whats the cooling off period on a reno contract how many days",
  "QLD cooling-off 5 business days", "facts §2.1, §2.2 QLD", figures=["5 business days"])
A("QLD", "home warranty on a roof repair about 5 grand in ipswich does that have to go under the scheme",
  "QLD Home Warranty Scheme for residential work over $3,300; roof repairs covered", "facts §2.2 QLD", verdict="yes", figures=["$3,300"])
A("QLD", "plumber in rocky the form 4 for notifiable work how long after i invoice do i have to lodge it",
  "QLD Form 4 within 10 business days of invoicing", "facts §4.2 QLD", figures=["10 business days"])
A("QLD", "working on a house roof in bundaberg edge is about 2.5 m do i need a swims or is that only over 3",
  "QLD: SWMS for any construction work above 2 m, housing included", "facts §5.6", verdict="yes", figures=["2 m"])
A("QLD", "gasfitter from new south wales can i just start doin gas work in brisbane under automatic mutual recognition",
  "QLD not in Automatic Mutual Recognition for gas; apply through RSHQ", "facts §1.3", verdict="no")
A("QLD", "getting my electrical contractor licence in queensland how much public liability do i need and the consumer protection bit",
  "QLD electrical contractor: PL at least $5,000,000 and consumer protection at least $50,000", "facts §1.3", figures=["$5,000,000", "$50,000"])
A("QLD", "builder on the sunshine coast 150k job how long after starting on site do i give the commencement notice",
  "QLD contracts $20,000+: Commencement Notice within 10 business days of starting", "facts §2.2 QLD, §9", figures=["10 business days"])
A("QLD", "hydraulic services design job in logan worth about 1500 do i need a licence for that",
  "QLD licence for hydraulic services design over $1,100", "facts §1.3", verdict="yes", figures=["$1,100"])
A("QLD", "qld job contract signed november 2023 and we put the engineered stone benchtop in back in august 2024 was that allowed",
  "engineered stone ban from 1 July 2024; QLD had no transitional period", "facts §5.8", verdict="no", figures=["1 July 2024"], date="2024-08-15")
# WA 10
A("WA", "builder in perth w a doing a 35k extension do i need to be a registered building contractor for that",
  "WA building contractor registration for work over $20,000", "facts §1.4, §2.1 WA", verdict="yes", figures=["$20,000"])
A("WA", "plumber in bunbury big plumbing job starting monday when do i have to get the notice of intention in",
  "WA NOI at least 24 hours before major plumbing work", "facts §4.2 WA", figures=["24 hours"])
A("WA", "sparky in geraldton finished an install thursday when's the notice of completion due",
  "WA NOC within 3 days of finishing (r52)", "facts §3.2 WA", figures=["3 days"])
A("WA", "how long do i have to give the customer there electrical safety certificate after a job",
  "profile WA electrician: ESC within 28 days", "facts §3.2 WA", figures=["28 days"], profile={"state": "WA", "trade": "electrician"})
A("WA", "plumbing contractor out in kalgoorlie how long do i hang on to my certificates of compliance",
  "WA plumbing CoC kept at least 6 years", "facts §1.4, §4.2 WA, §6.4", figures=["6 years"])
A("WA", "wa home indemnity insurance for a 15k patio do i need it",
  "WA HII only for residential work over $20,000", "facts §2.1, §2.2 WA", verdict="no", figures=["$20,000"])
A("WA", "customer in mandurah wants a 6k pergola does the home building contracts act even apply to that or is it to small",
  "WA HBCA covers contracts $7,500-$500,000", "facts §2.2 WA", verdict="no", figures=["$7,500"])
A("WA", "wa gasfitter question just a tiny job swapping a bayonet fitting on a heater do i need my licence for that",
  "WA gasfitting on a consumer installation only by a licensed gas fitter, any value", "facts §1.4, §9", verdict="yes")
A("WA", "sparky in albany w a do i have to put my e c number on my ute and my ads",
  "WA electrical contractor licence number (EC) must be shown on advertising", "facts §1.4", verdict="yes")
A("WA", "subbie in perth wa the head contractor got my claim how long have they got to actually pay me under the new security of payment act",
  "WA SOP 2021: head contractor to subcontractor 25 BD (schedule 15 BD)", "facts §6.7", figures=["25 BD"])
# SA 11
A("SA", "roofer in adelaide gutter replacement next week at about two point four metres do i need a swims",
  "SA HRCW fall trigger more than 2 m from 1 July 2026", "facts §5.6, §9", verdict="yes", figures=["2 m"])
A("SA", "back in may we did a roof job in whyalla at two and a half metres no swms were we ok back then",
  "before 1 July 2026 the SA trigger was 3 m -> no SWMS needed at 2.5 m in May 2026", "facts §5.6, §9", verdict="yes", figures=["3 m"], date="2026-05-15")
A("SA", "plumber in port pirie how long do i get to submit the plumbing coc",
  "SA plumbing CoC to the OTR within 7 days", "facts §4.2 SA, §9", figures=["7 days"])
A("SA", "the e c o c when do i have to get it in by",
  "profile SA electrician: eCoC completed before energisation, to the Technical Regulator and owner within 30 days", "facts §3.2 SA", figures=["30 days"], profile={"state": "SA", "trade": "electrician"})
A("SA", "gas fitter in adelaide just did a service and clean on a gas heater no modifications at all do i need to do a gas coc",
  "SA gas CoC not needed for repairs/maintenance that don't modify an appliance", "facts §4.5 SA", verdict="no")
A("SA", "sa gas coc for a new cooktop install how many days have i got",
  "SA gas eCoC within 30 days", "facts §4.5 SA, §9", figures=["30 days"])
A("SA", "adelaide hills reno nine and a half grand do i legally need a written contract",
  "SA written contract for work of $12,000 or more; under that none required", "facts §2.1, §2.2 SA, §9", verdict="no", figures=["$12,000"])
A("SA", "painter in port augusta wear do i stand do i actually need a building work contractors licence just for painting",
  "SA: painting is building work -> BWC licence", "facts §1.5", verdict="yes")
A("SA", "whats the fine in sa if we get caught doing high risk work with no swms",
  "SA SWMS penalty $6,000 individual / $30,000 body corporate", "facts §5.6", figures=["$6,000", "$30,000"])
A("SA", "getting my bwc licence in sa how much net assets do i need to show",
  "SA BWC licence: at least $10,000 net assets", "facts §1.5", figures=["$10,000"])
A("SA", "security of payment south australia the customer is a homeowner living in the house can i use the act on them",
  "SA SOP does not cover domestic work where the client lives there", "facts §6.7", verdict="no")
# TAS 8
A("TAS", "hobart reno its 12k no sorry 15k do i legally need a written contract for that",
  "TAS written contract for residential work of $20,000 or more", "facts §2.1, §2.2 TAS", verdict="no", figures=["$20,000"])
A("TAS", "tassie builder do i need to take out home warranty insurance on a 60k extension in launceston",
  "TAS: no statutory home-warranty scheme (Housing Indemnity Act 1992 repealed)", "facts §2.1, §2.2 TAS", verdict="no")
A("TAS", "mate is an owner builder in devonport how many projects is he allowed to do",
  "TAS owner-builders limited to 2 projects in 10 years", "facts §1.6", figures=["2 projects in 10 years"])
A("TAS", "plumber in burnie hot water system what temp does the storage have to be and what do i set the tempering valve to",
  "stored hot water 60°C or more; tempering valve 50°C", "facts §4.3", figures=["60°C", "50°C"])
A("TAS", "doing plumbing at a childcare centre in hobart what temp do i set the t m v at",
  "TMV set to 45°C in early childhood centres", "facts §4.3", figures=["45°C"])
A("TAS", "tasmania residential job i put in a payment claim how long has the owner got to give a payment schedule",
  "TAS SOP payment schedule 20 days residential (10 commercial)", "facts §6.7", figures=["20 days"])
A("TAS", "owner builder permit in tassie how much public liability does the bloke need",
  "TAS owner-builder permit: public liability at least $5 million", "facts §1.6", figures=["$5 million"])
A("TAS", "category 3 plumbing job in tasmania do i have to notify council before i start",
  "TAS Cat 3 notifiable: Notice of Work and design to council and Certificate of Likely Compliance before starting", "facts §4.2 TAS", verdict="yes")
# ACT 8
A("ACT", "canberra sparky how long to get the test report to the registrar or the owner",
  "ACT test report within 14 days of the test", "facts §3.2 ACT", figures=["14 days"])
A("ACT", "sparky in belconnen wanting to wire up a home battery and inverter do i need anything extra on my licence",
  "ACT DER endorsement needed from 11 Sep 2024 for solar, inverter and battery wiring", "facts §1.7", verdict="yes", figures=["11 Sep 2024"])
A("ACT", "carpenter in gungahlin do i need a licence to do carpentry in the a c t",
  "ACT: carpenters and similar trades not licensed", "facts §1.7", verdict="no")
A("ACT", "act reno 15k on an existing house do i need the residential building insurance or fidelity cert",
  "ACT residential building insurance / fidelity certificate for alterations $12,000 or more", "facts §2.1, §2.2 ACT", verdict="yes", figures=["$12,000"])
A("ACT", "gasfitter in woden when do i have to give the certificate of compliance after the job",
  "ACT: attach compliance indicator and give certificate as soon as practicable", "facts §4.5 ACT")
A("ACT", "subbie in canberra how long can the head contractor take to pay me under security of payment",
  "ACT SOP max time to pay 15 BD (s13(1))", "facts §6.7", figures=["15 BD"])
A("ACT", "can a homeowner in canberra do their own plumbing to save a few bucks",
  "ACT homeowners can't do regulated plumbing", "facts §4.2 ACT", verdict="no")
A("ACT", "brand new install in the act can i energise it before access canberra does the inspection",
  "ACT new installations can't be energised until passed", "facts §3.2 ACT", verdict="no")
# NT 9
A("NT", "yeah so darwin builder um its a 40k extension out the back do i need to be registered with the b p b or is that just for new houses",
  "NT BPB registration for prescribed residential work over $12,000 (extensions)", "facts §1.8, §2.1 NT", verdict="yes", figures=["$12,000"])
A("NT", "alice springs customer wants a 20k free standing shed do i need to be registered as a building contractor",
  "NT: free-standing sheds don't need registration", "facts §1.8", verdict="no")
A("NT", "nt sparky swapping a light fitting like for like no wiring change next week do i need a c o c",
  "NT: from 1 Jan 2026 like-for-like replacements need no CoC", "facts §3.2 NT", verdict="no")
A("NT", "back in december last year i swapped a ceiling fan like for like in katherine should i have done a coc",
  "NT: before 1 Jan 2026 a CoC was needed for all electrical work", "facts §3.2 NT", verdict="yes", date="2025-12-10")
A("NT", "plumber in palmerston nt with an advanced tradesman licence can i certify my own work",
  "NT: advanced tradesman licence cannot certify; needs certifying plumber registration with BPB", "facts §1.8, §4.2 NT", verdict="no")
A("NT", "nt the contract doesnt say anything about payment times how long has the builder got to pay my claim",
  "NT SOP: contract silent -> 20 BD (10 BD undisputed with dispute notice)", "facts §6.7", figures=["20 BD"])
A("NT", "head contract in the territory says 45 business days to pay is that allowed",
  "NT: a term longer than 30 BD is read as 30 BD", "facts §6.7", verdict="no", figures=["30 BD"])
A("NT", "gasfitter in darwin commercial job with over 200 kg of gas storage when do i notify nt worksafe",
  "NT gas works notification no later than 24 hours before start", "facts §9", figures=["24 hours"])
A("NT", "going for nt builder registration how much in net tangible assets do i need",
  "NT builders need $50,000 net tangible assets", "facts §2.2 NT", figures=["$50,000"])
# AU 11
A("AU", "mate asked me this do i have to register for gst if im just starting out and reckon ill do about 90k in the first year",
  "GST registration compulsory at $75,000+ projected turnover; register at the start", "facts §6.2", verdict="yes", figures=["$75,000"])
A("AU", "how long have i got to register for gst once i go over the threshold",
  "register within 21 days of reaching the threshold", "facts §6.2", figures=["21 days"])
A("AU", "invoice for one thousand four hundred bucks do i need to put the customers name or abn on the tax invoice",
  "tax invoices $1,000 or more must show the buyer's identity or ABN", "facts §6.3", verdict="yes", figures=["$1,000"])
A("AU", "how long do i have to keep all my business records for the tax man",
  "keep business records 5 years", "facts §6.4, facts-6 (27 Nov)", figures=["5 years"])
A("AU", "apprentice is asking whats the unit code for the white card course",
  "White Card unit CPCWHS1001", "facts §5.7", figures=["CPCWHS1001"])
A("AU", "customer wants an engineered stone benchtop cut and fitted can we still do that if its a brand new job",
  "engineered stone benchtops banned from 1 July 2024", "facts §5.8", verdict="no", figures=["1 July 2024"])
A("AU", "starting to install split systems do i need a refrigerant licence from arc tick or not",
  "Refrigerant Handling Licence (ARC) needed for fluorocarbon refrigerant work", "facts §1.9", verdict="yes")
A("AU", "balustrade on a deck landing how high does it have to be and whats it on the stairs",
  "barrier at least 1 m on landings; 865 mm along stairs/ramps", "facts §5.2", figures=["1 m", "865 mm"])
A("AU", "reno on a house built in 1975 whats the chances of asbestos",
  "homes built before 1990 probably contain asbestos; before mid-1980s highly likely", "facts §5.5", figures=["1990"])
A("AU", "since july this year when does the super have to hit the fund after payday",
  "Payday Super from 1 July 2026: received by the fund within 7 business days of payday", "facts §9", figures=["7 business days"])
A("AU", "customer asked for a tax invoice for a job from last month how long have i got to give it to them",
  "tax invoice within 28 days of a request", "facts §6.3, facts-6", figures=["28 days"])

# ---------------- tools (40) ----------------
T("NSW", "36.5k reno in penrith whats the most i can ask for as a deposit in dollars",
  "NSW deposit 10% of $36,500", "facts §2.2 NSW", figures=["$3,650", "10%"])
T("VIC", "um 18k bathroom in ballarat how much deposit can i take",
  "VIC deposit 10% under $20,000", "facts §2.2 VIC", figures=["$1,800", "10%"])
T("VIC", "kitchen and laundry in dandenong forty five grand all up max deposit",
  "VIC deposit 5% at $20,000 or more", "facts §2.2 VIC", figures=["$2,250", "5%"])
T("QLD", "townsville job 27.5k whats the biggest deposit i can take",
  "QLD deposit 5% at $20,000 or more", "facts §2.2 QLD", figures=["$1,375", "5%"])
T("QLD", "modular build near toowoomba 90k and about 70% of it gets built in the factory how much deposit can i ask for",
  "QLD deposit up to 20% where more than 50% of the work is off-site", "facts §2.2 QLD, §9", figures=["$18,000", "20%"])
T("WA", "64k home build extension in joondalup w a max deposit in dollars",
  "WA deposit 6.5% (contracts $7,500-$500,000)", "facts §2.2 WA, §9", figures=["$4,160", "6.5%"])
T("NSW", "nsw tiling job quoted at 4,600 + gst do i need a licence",
  "NSW licence over $5,000 incl GST: $4,600 + GST = $5,060", "facts §2.1 NSW", verdict="yes", figures=["$5,060", "$5,000"])
T("NSW", "gutter guard and painting in dubbo four point five K plus GST over five grand or not licence wise",
  "NSW: $4,500 + GST = $4,950, not over $5,000", "facts §2.1 NSW", verdict="no", figures=["$4,950", "$5,000"])
T("QLD", "bathroom in townsville my labour is 2500 and the customer is buying the tiles about 1500 do i need a qbcc licence",
  "QLD value includes materials whoever supplies them: $4,000 > $3,300", "facts §1.3", verdict="yes", figures=["$4,000", "$3,300"])
T("QLD", "small pergola in caloundra 3,000 plus gst is that over the qbcc limit",
  "QLD: $3,000 + GST = $3,300, not over $3,300", "facts §1.3, §2.1 QLD", verdict="no", figures=["$3,300", "$3,300"])
T("VIC", "victoria job 6k of plastering plus 5k of painting same house do i need to be registered",
  "VIC combined work $11,000 > $10,000", "facts §1.2", verdict="yes", figures=["$11,000", "$10,000"])
T("VIC", "geelong reno quoted 15k then 2.5k of extras got added do i need dbi now",
  "VIC DBI over $16,000: $17,500", "facts §2.2 VIC", verdict="yes", figures=["$17,500", "$16,000"])
T("VIC", "plumber in bendigo 600 labour and the customer supplied the tapware worth 300 do i need a compliance certificate",
  "VIC compliance certificate over $750 whoever supplied materials: $900", "facts §4.2 VIC", verdict="yes", figures=["$900", "$750"])
T("WA", "wa job 14k for the patio and 8k for the decking same client do i need to be a registered building contractor",
  "WA registration over $20,000: $22,000", "facts §1.4", verdict="yes", figures=["$22,000", "$20,000"])
T("SA", "adelaide bathroom 7k and the laundry 5k one contract do i need it in writing",
  "SA written contract at $12,000 and more: $12,000", "facts §2.2 SA, §9", verdict="yes", figures=["$12,000", "$12,000"])
T("NT", "darwin verandah enclosure extension 8k plus 2k for the slab do i need bpb registration",
  "NT registration over $12,000: $10,000 is not", "facts §1.8", verdict="no", figures=["$10,000", "$12,000"])
T("TAS", "hobart job 10k kitchen plus 7k bathroom one contract does it legally have to be written",
  "TAS written contract at $20,000 or more: $17,000 is under", "facts §2.2 TAS", verdict="no", figures=["$17,000", "$20,000"])
T("ACT", "canberra alterations 8k and 4k of extras on the same house do i need the residential building insurance",
  "ACT insurance for alterations $12,000 or more: $12,000", "facts §2.2 ACT", verdict="yes", figures=["$12,000", "$12,000"])
T("AU", "sparky turnover this year 48k from my own jobs and 29k subbing do i have to register for gst",
  "GST turnover $77,000 >= $75,000", "facts §6.2", verdict="yes", figures=["$77,000", "$75,000"])
T("AU", "whats 2,200 plus gst",
  "add 10% GST", "facts §6.2", figures=["$2,420", "10%"])
T("AU", "customer paid 5,500 including gst how much of that is gst",
  "GST = 1/11 of inclusive amount", "facts §6.2, §6.3", figures=["$500", "10%"])
T("AU", "quote came to 3,300 including GST whats that ex gst",
  "ex-GST = inclusive / 1.1", "facts §6.2", figures=["$3,000", "10%"])
T("AU", "how much gst is in 18 grand if the price was gst inclusive",
  "GST = 1/11 of $18,000", "facts §6.2", figures=["$1,636.36", "10%"])
T("AU", "apprentice got paid 1,850 this week how much super do i put in for him",
  "SG 12% of wages", "facts §6.6, §9", figures=["$222", "12%"])
T("AU", "paying my offsider twenty two hundred a fortnight whats the super on that",
  "SG 12% of wages", "facts §6.6, §9", figures=["$264", "12%"])
T("AU", "leading hand on 64,000 a year roughly how much super is that for the year",
  "SG 12% of wages", "facts §6.6, §9", figures=["$7,680", "12%"])
T("AU", "wages i paid back in june 2025 were 2,600 what should the super have been",
  "SG 11.5% for wages paid 1 Jul 2024 - 30 Jun 2025", "facts §6.6, §9", figures=["$299", "11.5%"], date="2025-06-15")
T("AU", "subbie wont give me an abn and im paying him 1,600 how much do i hold back",
  "no-ABN withholding 47%", "facts §6.8", figures=["$752", "47%"])
T("AU", "bloke did a quick job for 70 bucks no gst no abn do i have to withhold anything",
  "no withholding for $75 or less ex GST", "facts §6.8", verdict="no", figures=["$75"])
T("AU", "16 year old labourer no abn im paying him 320 a week do i have to withhold",
  "no withholding for under-18 paid $350 or less a week", "facts §6.8", verdict="no", figures=["$350"])
T("AU", "17 year old contractor no abn getting 400 a week do i need to withhold and how much",
  "under-18 exception only to $350 a week: withhold 47% of $400", "facts §6.8", verdict="yes", figures=["$188", "47%"])
T("AU", "back in march 2016 i paid a guy 1,000 with no abn what should i have withheld back then",
  "no-ABN withholding was 49% (2014-2017)", "facts §6.8, §8", figures=["$490", "49%"], date="2016-03-15")
T("AU", "can you check this abn 39 941 357 506 new tiler wants to start monday",
  "ABN check digits", "facts §6.1", figures=["valid"])
T("AU", "abn on the plumbers invoice is 13731459335 is that legit",
  "ABN check digits", "facts §6.1", figures=["valid"])
T("AU", "is 28 123 828 237 a real abn the guy read it out over the phone",
  "ABN check digits", "facts §6.1", figures=["invalid"])
T("AU", "sparky sub gave me abn 97525329675 does it check out",
  "ABN check digits", "facts §6.1", figures=["invalid"])
T("AU", "paying the boys next friday 4 december whats the last day the super has to land in the fund",
  "Payday Super: 7 business days after payday 4 Dec 2026", "facts §9", figures=["15 Dec 2026", "7 business days"], date="2026-12-04")
T("WA", "wa sparky finishing a job on wednesday 2 december whats the last day for the electrical safety certificate",
  "WA ESC within 28 days: 2 Dec 2026 + 28 days", "facts §3.2 WA", figures=["30 Dec 2026", "28 days"])
T("AU", "went over the gst threshold on the 10th of november when do i have to be registered by",
  "GST registration within 21 days: 10 Nov 2026 + 21 days", "facts §6.2", figures=["1 Dec 2026", "21 days"])
T("AU", "customer asked for a tax invoice on 20 november whats my deadline",
  "tax invoice within 28 days of request: 20 Nov 2026 + 28 days", "facts §6.3, facts-6", figures=["18 Dec 2026", "28 days"])

# ---------------- declines (50) ----------------
D("NSW", "how long is icare taking to issue the h b c f certificate at the moment got a 90k job in chatswood waiting",
  "HBCF processing time not held", "icare (Home Building Compensation Fund)")
D("NSW", "whats the fine in nsw if i lodge the ccew late",
  "late CCEW penalty not held (7 days is held)", "Building Commission NSW")
D("NSW", "how much is the application fee for a qualified supervisor certificate for a sparky in nsw",
  "QSC fee not held", "Building Commission NSW")
D("NSW", "nsw gasfitter whats the penalty if i forget to send the gas certificate to fair trading inside the five days",
  "late gas CoC penalty not held", "Building Commission NSW (NSW Fair Trading)")
D("NSW", "how much does it cost to lodge a notice of work for plumbing in nsw",
  "NoW fee not held", "Building Commission NSW (NSW Fair Trading)")
D("NSW", "whats the fee to add roof plumbing as a class onto my nsw contractor licence",
  "licence class fee not held", "Building Commission NSW")
D("VIC", "how much does it cost to register as a domestic builder limited with the b p c",
  "registration fee not held", "Building and Plumbing Commission (formerly VBA)")
D("VIC", "whats the fine in victoria for doing a 15k job without being registered",
  "unregistered building work penalty not held", "Building and Plumbing Commission (formerly VBA)")
D("VIC", "how much is it to register as an r e c with e s v",
  "REC registration fee not held", "Energy Safe Victoria")
D("VIC", "how long is esv taking to process electrical licence applications right now",
  "processing time not held", "Energy Safe Victoria")
D("VIC", "vic plumber whats the penalty if the compliance cert goes in after the 5 days",
  "late compliance certificate penalty not held (5 days held)", "Building and Plumbing Commission (formerly VBA)")
D("VIC", "whats the fine if a homeowner in victoria does his own wiring",
  "DIY electrical penalty not held", "Energy Safe Victoria")
D("QLD", "how much is the q l d home warranty premium on a 40k reno roughly customer wants to no",
  "home warranty premium not held", "QBCC")
D("QLD", "qbcc licence renewal cost for a trade contractor like carpentry",
  "licence renewal fee not held", "QBCC")
D("QLD", "whats the fine for lodging a form 4 late in queensland",
  "late Form 4 penalty not held (fee and 10 BD are held)", "QBCC")
D("QLD", "electrical contractor licence fee in queensland how much",
  "electrical contractor licence fee not held", "Electrical Safety Office (WorkSafe QLD)")
D("QLD", "how long is rshq taking to issue a gas work licence",
  "processing time not held", "Resources Safety and Health Queensland")
D("QLD", "fine in qld if i take more than the 10 percent deposit",
  "excess deposit penalty not held", "QBCC")
D("WA", "cost to register as a building contractor in w a",
  "registration fee not held", "Building and Energy (DEMIRS)")
D("WA", "how much is home indemnity insurance on a 300k house in wa",
  "HII premium not held", "Building and Energy (DEMIRS)")
D("WA", "wa plumbing is there a fee for the notice of intention and how much",
  "NOI fee not held", "Plumbers Licensing Board (Building and Energy)")
D("WA", "whats the fine in wa if the notice of completion goes in late",
  "late NOC penalty not held (3 days held)", "Building and Energy (DEMIRS)")
D("WA", "how long does building and energy take to process an electrical contractor licence",
  "processing time not held", "Building and Energy (DEMIRS)")
D("WA", "wa penalty for taking more than 6.5 percent deposit",
  "excess deposit penalty not held", "Building and Energy (DEMIRS)")
D("SA", "cooling off period on a domestic building contract in south australia how many days",
  "SA cooling-off not found", "Consumer and Business Services (CBS)")
D("SA", "how much is building indemnity insurance in sa on a 200k build",
  "BII premium not held", "Consumer and Business Services (CBS)")
D("SA", "does the e c o c cost anything to lodge in sa how much",
  "eCoC fee not held", "Office of the Technical Regulator")
D("SA", "fine in sa for putting the gas coc in after the 30 days",
  "late gas CoC penalty not held", "Office of the Technical Regulator")
D("SA", "what does a building work supervisor registration cost in sa",
  "registration fee not held", "Consumer and Business Services (CBS)")
D("SA", "max deposit on a 30k bathroom down in glenelg south australia",
  "SA deposit cap not found", "Consumer and Business Services (CBS)")
D("TAS", "tassie max deposit on a 40k extension how much can i take up front",
  "TAS deposit cap not found", "CBOS")
D("TAS", "cooling off on a building contract in tassie is it 5 days like the mainland",
  "TAS cooling-off not found", "CBOS")
D("TAS", "how long have i got to do the c e c in tasmania after i finish the job",
  "TAS CEC deadline not found", "CBOS")
D("TAS", "cost of an owner builder permit in tasmania",
  "owner-builder permit fee not held", "CBOS")
D("TAS", "whats the fine in tassie for doing category 4 plumbing without a permit",
  "plumbing permit penalty not held", "CBOS")
D("TAS", "how long does cbos take to renew a builders licence",
  "processing time not held", "CBOS")
D("ACT", "act payment claim how many days has the head contractor got to send a payment schedule",
  "ACT payment schedule not captured", "Access Canberra")
D("ACT", "max deposit in canberra on a 60k job",
  "ACT deposit cap not found", "Access Canberra")
D("ACT", "how much does the residential building insurance cost in the act on a 100k reno",
  "insurance premium not held", "Access Canberra")
D("ACT", "whats the fine in the act if the test report goes in after the 14 days",
  "late test report penalty not held", "Access Canberra")
D("ACT", "how much is the electricians licence renewal in the act",
  "licence fee not held", "Access Canberra")
D("NT", "fine in the nt for a late electrical coc",
  "NT CoC penalty not held (deadline not found either)", "NT WorkSafe")
D("NT", "max deposit in darwin on a 200k house build",
  "NT deposit amount not captured", "Building Practitioners Board")
D("NT", "cooling off period on a building contract up in the territory",
  "NT cooling-off not found", "Building Practitioners Board")
D("NT", "nt payment schedule how long have i got to respond to a payment claim",
  "NT payment schedule not captured", "Building Practitioners Board")
D("NT", "electrical contractor licence fee in the nt how much",
  "licence fee not held", "NT WorkSafe")
D("AU", "whats the penalty for paying the super late",
  "late super penalty not held", "ATO")
D("AU", "third year plumbing apprentice whats the award rate per hour",
  "award rates not held", "Fair Work Ombudsman")
D("AU", "can i still put a 1.5 percent surcharge on visa payments from december",
  "card surcharge rules not held", "ACCC / RBA", date="2026-12-01")
D("AU", "can you give me the exact clause in as 3740 about shower hobs",
  "standard clause text not reproduced", "Standards Australia")

# ---------------- ambiguous (14) ----------------
M("8k deck albury or wodonga not sure which yet licence or rego",
  "Albury NSW (>$5,000: yes) / Wodonga VIC (<=$10,000: no)")
M("sparky job either queanbeyan or canberra how long have i got for the electrical cert",
  "Queanbeyan NSW (CCEW 7 days) / Canberra ACT (test report 14 days)")
M("gas heater install could be mildura or wentworth how long for the certificate",
  "Mildura VIC (compliance certificate 5 days) / Wentworth NSW (gas CoC 5 business days)")
M("4k paint job in paddington licence",
  "Paddington NSW (<=$5,000: no) / Paddington QLD (>$3,300: yes)")
M("22k reno in bayswater max deposit",
  "Bayswater VIC (>= $20,000: 5%) / Bayswater WA (6.5%)")
M("30k job in epping home warranty insurance what do i need",
  "Epping NSW (HBCF >$20,000) / Epping VIC (DBI >$16,000)")
M("sparky in windsor how long for the certificate after the job",
  "Windsor NSW (CCEW 7 days) / Windsor VIC (COES 1 month non-prescribed) / Windsor QLD (as soon as possible)")
M("18k reno in ashfield written contract needed",
  "Ashfield NSW (>$5,000: yes) / Ashfield WA (HBCA $7,500-$500,000: yes)")
M("15k reno in swansea do i need a written contract",
  "Swansea NSW (>$5,000: yes) / Swansea TAS (<$20,000: no)")
M("plumber in balmoral what paperwork and how long after the job",
  "Balmoral NSW (CoC for all work; 7 working days if inspection missed) / Balmoral QLD (Form 4 10 business days) / Balmoral VIC (compliance certificate over $750, 5 days)")
M("how much deposit can i take on a 15k job",
  "no state: NSW 10% / VIC 10% / QLD 10% / WA 6.5% / SA, TAS, ACT not found / NT not captured")
M("do i need to be licensed for a 5 grand bathroom tiling job",
  "no state: NSW (not over $5,000: no) / VIC (<=$10,000: no) / QLD (>$3,300: yes) / WA (<=$20,000: no)")
M("home warranty on a 14k reno do i need it",
  "no state: NSW (<=$20,000: no) / VIC (<=$16,000: no) / QLD (>$3,300: yes) / WA (<=$20,000: no) / ACT (>=$12,000: yes) / TAS (no scheme) / SA (BII >$12,000 where DA needed; $20,000 from 10 Nov 2025 ⚠)")
M("9k deck in beaconsfield licence",
  "Beaconsfield VIC (<=$10,000: no) / Beaconsfield NSW (>$5,000: yes) / Beaconsfield WA (<=$20,000: no) / Beaconsfield TAS (CLC-based, not captured)")

assert len(items) == 200, len(items)
json.dump(items, open(os.path.join(HERE, "questions.json"), "w"), indent=2, ensure_ascii=False)
print("wrote", len(items))
