#!/usr/bin/env python3
"""Writes questions.json for development set 28 (blind-d28): 150 dictated-on-site questions, hand-written."""
import json, os
HERE = os.path.dirname(os.path.abspath(__file__))
items = []
def add(kind, state, q, topic, basis, verdict=None, figures=None, ask=None, date=None, profile=None):
    d = {"id": "d28-%03d" % (len(items) + 1), "q": q, "kind": kind, "state": state}
    if verdict: d["verdict"] = verdict
    if figures: d["figures"] = figures
    if ask: d["ask"] = ask
    if date: d["date"] = date
    if profile: d["profile"] = profile
    d["topic"] = topic; d["basis"] = basis
    items.append(d)
A = lambda *a, **k: add("answer", *a, **k)
T = lambda *a, **k: add("tool", *a, **k)
X = lambda state, q, topic, ask, **k: add("decline", state, q, topic, "facts.md (not held)", ask=ask, **k)
M = lambda q, topic, **k: add("ambiguous", None, q, topic, "facts.md (differs by state)", **k)

# ---------------- answers (75) ----------------
# NSW 10
A("NSW", "yeah so um im a sparky in penrith just swapping a couple of power points for a customer its like a 300 dollar job do i still need the licence for something that small",
  "NSW electrical work needs a licence whatever its value", "facts.md §1.1, §2.1", verdict="yes")
A("NSW", "finished the test on the new circuit this morning in wagga how many days have i got to get the c c e w done and to the customer",
  "NSW CCEW within 7 days of finishing the safety and compliance test; customer always gets a copy", "facts.md §3.2 NSW", figures=["7 days"])
A("NSW", "customer in the shire wants to pay me 15% up front on a 60 grand kitchen reno is that legal for me to take",
  "NSW max deposit 10% of the contract price (HBA s8)", "facts.md §2.2 NSW", verdict="no", figures=["10%"])
A("NSW", "gas fitter here in new south wales how long have i got to send fair trading the copy of the compliance certificate after i finish",
  "NSW gas CoC copy to Fair Trading / Building Commission NSW within 5 business days", "facts.md §4.5 NSW", figures=["5 business days"])
A("NSW", "doing a bathroom reno in orange where nothing gets moved just new tiles and vanity in the same spot do i need to put in a notice of work for the plumbing",
  "NSW NoW not needed for minor works such as a bathroom renovation that doesn't move fixtures", "facts.md §4.2 NSW", verdict="no")
A("NSW", "builder in newcastle got my payment claim last week um how many business days has he got to give me a payment schedule",
  "NSW SOP payment schedule within 10 business days of receiving the claim", "facts.md §6.7 NSW", figures=["10 business days"])
A("NSW", "my mate reckons hbcf is only needed on jobs over 50 grand in new south wales is that right",
  "statement to correct: HBCF needed for residential work over $20,000", "facts.md §2.1, §2.2 NSW", verdict="no", figures=["$20,000"])
A("NSW", "customer in maitland signed the contract and got there copy on wednesday for a 45k extension and now she wants out how long has she got",
  "NSW cooling-off 5 clear business days after being given a copy of the signed contract", "facts.md §2.2 NSW, §9", figures=["5 clear business days"])
A("NSW", "apprentice asked me is a plumber with a tradesperson certificate allowed to sign off his own work in nsw",
  "NSW tradesperson certificate holders work under supervision and cannot sign off their own work", "facts.md §1.1", verdict="no")
A("NSW", "doing a 4 grand pergola out in dubbo do i need a contractor licence for that",
  "NSW structural landscaping (pergolas) needs a licence above $5,000; $4,000 is under even with GST", "facts.md §1.1, §2.1", verdict="no", figures=["$5,000"])
# VIC 10
A("VIC", "um re stumping a weatherboard in ballarat only about six grand all up do i need to be registered for that",
  "VIC re-stumping needs registration whatever the cost", "facts.md §1.2", verdict="yes")
A("VIC", "plumber in bendigo finished a hot water job yesterday how many days to lodge the compliance certificate with the b p c",
  "VIC compliance certificate to the customer and lodged with the BPC within 5 days", "facts.md §4.2 VIC", figures=["5 days"])
A("VIC", "victoria sparky just a couple of extra power points not touching the switchboard when do i have to give the customer the c o e s",
  "VIC non-prescribed work: COES to the customer within 1 month", "facts.md §3.2 VIC", figures=["1 month"])
A("VIC", "doing a new meter box and main switchboard in geelong can i liven it up before the inspector comes out",
  "VIC prescribed work needs an LEI and must not be energised before inspection", "facts.md §3.2 VIC", verdict="no")
A("VIC", "hey so my offsider wants to quote a 7 grand plastering job in frankston on his own he isnt registered is he ok for that",
  "VIC domestic building registration only over $10,000", "facts.md §1.2, §2.1", verdict="yes", figures=["$10,000"])
A("VIC", "owner in mildura signed a 30k deck contract then got there own lawyer to look at it before signing can they still use the cooling off",
  "VIC cooling-off does not apply where the owner had independent legal advice (DBCA s34)", "facts.md §2.2 VIC", verdict="no")
A("VIC", "victoria do i need d b i on a 14 grand carport job",
  "VIC DBI only for work over $16,000", "facts.md §2.1, §2.2 VIC", verdict="no", figures=["$16,000"])
A("VIC", "can i take a deposit before the d b i is sorted on a 40 grand job in victoria",
  "VIC: over $16,000 the DBI policy and certificate must be given before taking any money", "facts.md §2.2 VIC", verdict="no", figures=["$16,000"])
A("VIC", "licensed asbestos removalist in melbourne, 30 square metres of fibro sheeting, how much notice does worksafe need",
  "VIC notification at least 5 days before for more than 10 m²", "facts.md §5.5", figures=["5 days"])
A("VIC", "sub in dandenong builder hasnt replied to my payment claim how long has he got to send a schedule under the victorian act",
  "VIC SOP payment schedule within the contract time or 10 BD, whichever is earlier", "facts.md §6.7 VIC", figures=["10 BD"])
# QLD 10
A("QLD", "cue bee see see question im quoting a 2800 dollar retaining wall in toowoomba including gst do i need a licence",
  "QLD licence only over $3,300 (labour + materials + GST); $2,800 incl GST is under", "facts.md §1.3, §2.1", verdict="no", figures=["$3,300"])
A("QLD", "doing a small drainage job in logan like 600 bucks do i need the q b c c licence for that",
  "QLD drainage needs a licence at any value", "facts.md §1.3", verdict="yes")
A("QLD", "brisbane plumber how long have i got to lodge the form 4 for notifiable work after i invoice and whats the fee if i do it online",
  "QLD notifiable work registered with the QBCC within 10 business days of invoicing; fee $34.50 online / $46.59 manual (2024–25)", "facts.md §4.2 QLD, §8", figures=["10 business days", "$34.50"])
A("QLD", "roofer on the sunny coast single storey house gutters about 2.6 metres do we still need a swims",
  "QLD: SWMS needed for any construction work above 2 m, housing included", "facts.md §5.6", verdict="yes", figures=["2 m"])
A("QLD", "queensland house frame fall is 2.7 m is fall prevention like guard rails mandatory",
  "QLD fall prevention mandatory at 3 m or more in housing; 2.7 m is under (SWMS still needed above 2 m)", "facts.md §5.6", verdict="no", figures=["3 m"])
A("QLD", "sparky in cairns how long do i keep copies of my certificates of testing and compliance",
  "QLD contractor keeps a copy of the electrical certificate for 5 years", "facts.md §3.2 QLD, §6.4", figures=["5 years"])
A("QLD", "setting up my own electrical contracting business in townsville how much public liability cover do i need for the licence",
  "QLD electrical contractor licence needs public and products liability of at least $5,000,000", "facts.md §1.3", figures=["$5,000,000"])
A("QLD", "customer in mackay wants to pull out of a 12k bathroom contract how many days cooling off do they get in queensland",
  "QLD cooling-off 5 business days from the day after receiving the signed contract", "facts.md §2.2 QLD", figures=["5 business days"])
A("QLD", "im a gas fitter licensed in new south wales can i just use mutual recognition to do gas work in the gold coast",
  "QLD is not in Automatic Mutual Recognition for gas; apply through the RSHQ Portal", "facts.md §1.3", verdict="no")
# WA 8
A("WA", "w a builder here doing an 18 grand patio in joondalup do i have to be a registered building contractor",
  "WA building contractor registration only for work over $20,000", "facts.md §1.4, §2.1", verdict="no", figures=["$20,000"])
A("WA", "sparky in bunbury finished the job yesterday when is the notice of completion due and how long for the electrical safety certificate to the customer",
  "WA NOC within 3 days of finishing (r52); ESC to the customer within 28 days", "facts.md §3.2 WA", figures=["3 days", "28 days"])
A("WA", "plumber in perth doing a major job next week how much notice for the notice of intention",
  "WA NOI at least 24 hours before major plumbing work", "facts.md §4.2 WA", figures=["24 hours"])
A("WA", "w a plumber how long do i have to keep the certificates of compliance for",
  "WA plumbing CoCs kept at least 6 years", "facts.md §1.4, §4.2 WA, §6.4", figures=["6 years"])
A("WA", "um customers in mandurah 60 grand extension do i need home indemnity insurance before i take the deposit",
  "WA HII for residential work over $20,000, certificate before claiming any payment or starting work", "facts.md §2.2 WA", verdict="yes", figures=["$20,000"])
A("WA", "handyman in geraldton asked can he do a gas cooktop hookup himself if hes careful he doesnt have a gas licence",
  "WA gasfitting on a consumer's installation only by a licensed gas fitter", "facts.md §1.4, §9", verdict="no")
A("WA", "subbie in perth head contractor got my claim how many business days to give me a payment schedule",
  "WA SOP payment schedule 15 BD", "facts.md §6.7 WA", figures=["15 BD"])
# SA 9
A("SA", "roof plumber in adelaide next week guttering on a double storey about 2.5 metres up do we need a swims",
  "SA HRCW fall trigger more than 2 m from 1 July 2026", "facts.md §5.6, §9", verdict="yes", figures=["2 m"], date="2026-12-05")
A("SA", "back in may we did a re roof in whyalla at 2.6 m with no swims were we ok back then",
  "before 1 July 2026 the SA fall trigger was 3 m; 2.6 m in May 2026 needed no SWMS for the fall", "facts.md §5.6, §9", verdict="yes", figures=["3 m"], date="2026-05-15")
A("SA", "plumber in port lincoln how many days to get the plumbing certificate of compliance in",
  "SA plumbing CoC to the OTR and the customer within 7 days", "facts.md §4.2 SA, §9", figures=["7 days"])
A("SA", "gas fitter south australia how long have i got to issue the e c o c after installing a new gas heater",
  "SA gas eCoC within 30 days", "facts.md §4.5 SA, §9", figures=["30 days"])
A("SA", "mount gambier sparky do i need to do the certificate before the power gets connected or after",
  "SA eCoC completed before the installation is made available for energisation, then given within 30 days", "facts.md §3.2 SA", figures=["30 days"])
A("SA", "south australia 9 grand pergola job do i legally need a written contract",
  "SA written contract only at $12,000 or more", "facts.md §2.1, §2.2 SA, §9", verdict="no", figures=["$12,000"])
A("SA", "fixing a thermocouple on a customers gas heater in adelaide no changes to the appliance do i need a gas c o c",
  "SA gas CoC not needed for repairs that don't modify an appliance", "facts.md §4.5 SA", verdict="no")
A("SA", "going for my building work contractors licence in s a how much net assets do i need",
  "SA BWC licence needs at least $10,000 net assets", "facts.md §1.5", figures=["$10,000"])
A("SA", "whats the max fine in south australia if i dont do a swims for high risk work as a sole trader",
  "SA SWMS penalty $6,000 individual / $30,000 body corporate", "facts.md §5.6", figures=["$6,000"])
# TAS 6
A("TAS", "tassie builder 25 grand reno in launceston does the contract have to be in writing",
  "TAS written contract for residential building work of $20,000 or more", "facts.md §2.1, §2.2 TAS", verdict="yes", figures=["$20,000"])
A("TAS", "do i need to take out home warranty insurance in tasmania for a 90k extension",
  "TAS: no statutory home warranty scheme (Housing Indemnity Act 1992 repealed)", "facts.md §2.1, §2.2 TAS", verdict="no")
A("TAS", "hobart subbie on a residential job how long has the owner got to give me a payment schedule",
  "TAS SOP payment schedule 20 days residential (10 days commercial)", "facts.md §6.7 TAS", figures=["20 days"])
A("TAS", "customer in devonport wants to owner build his second house in 5 years is he allowed another permit",
  "TAS owner-builders limited to 2 projects in 10 years", "facts.md §1.6", verdict="yes", figures=["2 projects in 10 years"])
A("TAS", "installing a hot water unit in burnie what temp does the tempering valve to the shower have to be set at",
  "tempering valve set to 50°C for personal-hygiene fixtures; stored water 60°C or more", "facts.md §4.3", figures=["50°C"])
A("TAS", "tasmania what does a sparky use now to notify electrical work is it still the electrical installation notice",
  "TAS CEC replaced the Electrical Installation Notice in 2012", "facts.md §3.2 TAS", verdict="no")
# ACT 6
A("ACT", "sparky in belconnen wants to do a battery and inverter install do i need something extra on my licence",
  "ACT DER endorsement needed from 11 Sep 2024 for solar, inverter and battery wiring work", "facts.md §1.7", verdict="yes", figures=["11 Sep 2024"])
A("ACT", "chippy in gungahlin do i need a carpentry licence in the a c t",
  "ACT: carpenters and similar trades are not licensed", "facts.md §1.7", verdict="no")
A("ACT", "canberra 15 grand alteration do i need residential building insurance or a fidelity certificate",
  "ACT insurance or fidelity certificate for alterations/additions valued at $12,000 or more", "facts.md §2.1, §2.2 ACT", verdict="yes", figures=["$12,000"])
A("ACT", "act electrician how many days to get the test report to the registrar or the owner",
  "ACT test report within 14 days of the test", "facts.md §3.2 ACT", figures=["14 days"])
A("ACT", "owner in woden found a defect in her new place how long has she got to tell the insurer",
  "ACT insurer must be told within 90 days of the owner becoming aware of a defect", "facts.md §2.2 ACT", figures=["90 days"])
# NT 6
A("NT", "darwin builder putting a verandah on an existing house 15 grand do i need b p b registration",
  "NT: verandas added to existing buildings don't need registration", "facts.md §1.8", verdict="no")
A("NT", "sparky in palmerston swapped a light fitting like for like today no wiring changes do i need a c o c",
  "NT: from 1 Jan 2026 like-for-like replacements need no CoC", "facts.md §3.2 NT", verdict="no")
A("NT", "back in september last year i swapped a ceiling fan like for like in katherine did that need a certificate of compliance",
  "NT: before 1 Jan 2026 a CoC was needed for all electrical work (limited exceptions)", "facts.md §3.2 NT", verdict="yes", date="2025-09-15")
A("NT", "plumber in alice springs with an advanced tradesman licence can i certify my own work",
  "NT: advanced tradesman cannot certify; needs BPB registration as certifying plumber and drainer", "facts.md §1.8, §4.2 NT", verdict="no")
A("NT", "nt contract says 45 business days to pay me is that allowed",
  "NT: any term longer than 30 BD is read as 30 BD", "facts.md §6.7 NT", verdict="no", figures=["30 BD"])
A("NT", "big commercial gas job in darwin over 200 mj an hour how much notice do i give nt worksafe",
  "NT gas works notified to NT WorkSafe no later than 24 hours before they start", "facts.md §9", figures=["24 hours"])
# AU 10
A("AU", "um started out on my own tiling turnover will be about 60 grand this year do i have to register for g s t",
  "GST registration compulsory at $75,000 or more", "facts.md §6.2", verdict="no", figures=["$75,000"])
A("AU", "just ticked over 75k turnover how long have i got to register for gst",
  "register within 21 days of reaching the threshold", "facts.md §6.2", figures=["21 days"])
A("AU", "customer asked for a tax invoice for a 1200 dollar job do i have to put there name or abn on it",
  "sales of $1,000 or more must show the buyer's identity or ABN", "facts.md §6.3", verdict="yes", figures=["$1,000"])
A("AU", "how long do i have to keep my invoices and receipts for the tax man",
  "keep business records for 5 years", "facts.md §6.4, §9", figures=["5 years"])
A("AU", "when is super due now for my apprentice is it still quarterly",
  "Payday Super from 1 July 2026: SG received by the fund within 7 business days of payday", "facts.md §9", verdict="no", figures=["7 business days"])
A("AU", "customer wants a new engineered stone benchtop installed can i still do that",
  "engineered stone benchtops banned from 1 July 2024", "facts.md §5.8", verdict="no", figures=["1 July 2024"])
A("AU", "new apprentice starting monday does he need a white card before going on site",
  "CPCWHS1001 (White Card) mandatory before entering or working on a construction site", "facts.md §5.7", verdict="yes")
A("AU", "balustrade on a deck landing whats the minimum height",
  "barrier at least 1 m above a landing floor (865 mm along stairs and ramps)", "facts.md §5.2", figures=["1 m"])
A("AU", "apprentice wants to regas a split system on his own hes got no refrigerant licence is that ok",
  "refrigerant handling needs a Refrigerant Handling Licence (ARC); without one it is an offence", "facts.md §1.9", verdict="no")
A("AU", "like whats the hot water temp for a childcare centre basin tmv",
  "TMV set to 45°C in early childhood centres, schools, nursing homes", "facts.md §4.3", figures=["45°C"])
# profiles 2 (answer)
A("VIC", "how much gas work can i do before i need the compliance cert like is there a minimum",
  "profile VIC plumber: Type A gas appliance and consumer gas piping need a certificate at any value", "facts.md §4.2 VIC, §4.5 VIC", verdict="no", profile={"state": "VIC", "trade": "plumber"})
A("WA", "finished a switchboard upgrade today how long for the notice of completion",
  "profile WA electrician: NOC within 3 days", "facts.md §3.2 WA", figures=["3 days"], profile={"state": "WA", "trade": "electrician"})
A("VIC", "back in march 2017 i signed a 7 grand domestic job in victoria did that need a major domestic building contract",
  "VIC major domestic contract threshold was $5,000 before 1 Aug 2017", "facts.md §2.2 VIC, §8, §9", verdict="yes", figures=["$5,000"], date="2017-03-15")

# ---------------- tools (27) ----------------
T("NSW", "um tiling job in the hunter valley quoted 4600 plus gst do i need the licence",
  "$4,600 + GST = $5,060 > $5,000 incl GST", "facts.md §1.1, §2.1", verdict="yes", figures=["$5,060", "$5,000"])
T("NSW", "nsw im doing three and a half grand of painting and two grand of plastering same house licence or not",
  "$3,500 + $2,000 = $5,500 > $5,000", "facts.md §1.1, §2.1", verdict="yes", figures=["$5,500", "$5,000"])
T("NSW", "max deposit on a 32 grand deck in castle hill",
  "NSW 10% of $32,000", "facts.md §2.2 NSW", figures=["$3,200", "10%"])
T("VIC", "victoria bathroom 18.5k whats the most deposit i can take",
  "VIC 10% under $20,000", "facts.md §2.2 VIC", figures=["$1,850", "10%"])
T("VIC", "its a 22k no sorry 26k kitchen in box hill max deposit in dollars",
  "VIC 5% at $20,000 or more on the corrected $26,000", "facts.md §2.2 VIC", figures=["$1,300", "5%"])
T("VIC", "vic plumbing job my labour is 450 and the customer bought the 380 toilet suite do i need a compliance cert",
  "$450 + $380 = $830 > $750, whoever supplied the materials", "facts.md §4.2 VIC", verdict="yes", figures=["$830", "$750"])
T("QLD", "qld fence job three grand plus gst licence or not",
  "$3,000 + GST = $3,300, not over $3,300", "facts.md §1.3, §2.1", verdict="no", figures=["$3,300", "$3,300"])
T("QLD", "max deposit on a 15k reno in rockhampton",
  "QLD 10% under $20,000", "facts.md §2.2 QLD", figures=["$1,500", "10%"])
T("QLD", "modular granny flat in ipswich 120k about 70% built in the factory whats the max deposit",
  "QLD 20% where off-site work is more than 50% of the price", "facts.md §2.2 QLD, §9", figures=["$24,000", "20%"])
T("WA", "perth extension 80 grand max deposit",
  "WA 6.5% ($7,500–$500,000)", "facts.md §2.2 WA, §9", figures=["$5,200", "6.5%"])
T("WA", "w a 14k slab and 9k of brickwork on the same contract do i need to be registered",
  "$14,000 + $9,000 = $23,000 > $20,000", "facts.md §1.4, §2.1", verdict="yes", figures=["$23,000", "$20,000"])
T("SA", "adelaide job 7k bathroom plus 6k laundry one contract written contract needed",
  "$7,000 + $6,000 = $13,000 >= $12,000", "facts.md §2.2 SA, §9", verdict="yes", figures=["$13,000", "$12,000"])
T("TAS", "tassie 11k kitchen plus 6k bathroom one contract does it need to be in writing",
  "$11,000 + $6,000 = $17,000 < $20,000", "facts.md §2.2 TAS", verdict="no", figures=["$17,000", "$20,000"])
T("ACT", "canberra 5k deck plus 4k pergola same job do i need the residential building insurance",
  "$5,000 + $4,000 = $9,000 < $12,000", "facts.md §2.2 ACT", verdict="no", figures=["$9,000", "$12,000"])
T("NT", "darwin new carport built with the house slab 8k and frame 5.5k do i need bpb registration",
  "$8,000 + $5,500 = $13,500 > $12,000", "facts.md §1.8", verdict="yes", figures=["$13,500", "$12,000"])
T("AU", "how much gst is in 3300 including gst",
  "GST = 1/11 of $3,300", "facts.md §6.2", figures=["$300", "10%"])
T("AU", "quoting eighteen hundred plus gst whats the total",
  "$1,800 + 10%", "facts.md §6.2", figures=["$1,980", "10%"])
T("AU", "customer paid 5500 all up inc gst whats my ex gst amount",
  "$5,500 / 1.1", "facts.md §6.2", figures=["$5,000", "10%"])
T("AU", "four point five k ex gst how much gst do i add",
  "10% of $4,500", "facts.md §6.2", figures=["$450", "10%"])
T("AU", "apprentice got 920 this week how much super do i pay",
  "12% of $920", "facts.md §6.6, §9", figures=["$110.40", "12%"])
T("AU", "paid my labourer two thousand one hundred for the fortnight whats the super on that",
  "12% of $2,100", "facts.md §6.6, §9", figures=["$252", "12%"])
T("AU", "wages i paid back in march 2025 were 2600 what should the super have been",
  "11.5% for wages paid 1 July 2024 – 30 June 2025", "facts.md §6.6, §9", figures=["$299", "11.5%"], date="2025-03-15")
T("AU", "subbie wont give me an abn invoice is 1800 how much do i hold back",
  "47% of $1,800", "facts.md §6.8", figures=["$846", "47%"])
T("AU", "no abn kid hes 16 i pay him 280 a week do i need to withhold",
  "under 18 paid $350 or less a week: no withholding", "facts.md §6.8", verdict="no", figures=["$350"])
T("AU", "can you check this abn for the new sparky 70 560 280 612",
  "ABN check digits", "facts.md §6.1", figures=["valid"])
T("AU", "abn on the plumbers invoice says 81653861307 is that legit",
  "ABN check digits (last digit changed from a valid one)", "facts.md §6.1", figures=["invalid"])
T("AU", "customer asked for a tax invoice today when is the latest i can send it",
  "tax invoice within 28 days of a request: 28 Nov 2026 + 28 days", "facts.md §6.3, §9", figures=["26 December 2026", "28 days"])

# ---------------- declines (37) ----------------
X("NSW", "how much is the h b c f premium on a 300k new build in new south wales", "HBCF premium not held", "icare (Home Building Compensation Fund)")
X("NSW", "whats the fine in nsw if i hand over the c c e w late", "CCEW late penalty not held", "Building Commission NSW")
X("NSW", "how long does building commission nsw take to process a new contractor licence at the moment", "processing time not held", "Building Commission NSW")
X("NSW", "nsw gas fitter whats the fee to renew my licence", "licence renewal fee not held", "Building Commission NSW")
X("VIC", "how much does esv charge to register as a r e c", "REC registration fee not held", "Energy Safe Victoria")
X("VIC", "whats the penalty in victoria for not lodging the plumbing compliance certificate in the 5 days", "late compliance certificate penalty not held", "Building and Plumbing Commission (formerly VBA)")
X("VIC", "how much is domestic building insurance on a 50 grand reno in ballarat", "DBI premium not held", "Building and Plumbing Commission (formerly VBA)")
X("VIC", "whats the fine in victoria for doing a 20 grand domestic job without being registered", "unregistered building work penalty not held", "Building and Plumbing Commission (formerly VBA)")
X("VIC", "how long is the b p c taking to approve domestic builder registrations", "processing time not held", "Building and Plumbing Commission (formerly VBA)")
X("QLD", "how much is the q b c c licence fee for a builder low rise", "licence fee not held", "QBCC")
X("QLD", "whats the home warranty premium on a 40k bathroom in queensland", "QLD home warranty premium not held", "QBCC")
X("QLD", "queensland sparky whats the fine if i dont give the customer the certificate", "penalty not held", "Electrical Safety Office (WorkSafe QLD)")
X("QLD", "how long does r s h q take to process a gas work licence", "processing time not held", "Resources Safety and Health Queensland")
X("WA", "whats the cooling off period on a home building contract in western australia", "WA cooling-off not found", "Building and Energy (DEMIRS)")
X("WA", "how much is home indemnity insurance on a 200k house in perth", "HII premium not held", "Building and Energy (DEMIRS)")
X("WA", "w a plumber whats the fine if i dont put in the notice of intention", "NOI penalty not held", "Plumbers Licensing Board (Building and Energy)")
X("WA", "fee to renew an electrical contractors licence in w a", "licence fee not held", "Building and Energy (DEMIRS)")
X("SA", "max deposit i can ask for on a 35k reno in adelaide", "SA deposit cap not found", "Consumer and Business Services (CBS)")
X("SA", "cooling off period for a building contract in south australia", "SA cooling-off not found", "Consumer and Business Services (CBS)")
X("SA", "whats the fine in s a if the gas certificate goes in late", "gas CoC late penalty not held", "Office of the Technical Regulator")
X("SA", "how much does building indemnity insurance cost in sa for a 150k extension", "BII premium not held", "Consumer and Business Services (CBS)")
X("SA", "how long is c b s taking to process new contractor licences", "processing time not held", "Consumer and Business Services (CBS)")
X("TAS", "tassie sparky how many days have i got to do the c e c", "TAS CEC deadline not found", "CBOS")
X("TAS", "max deposit on a 40k reno in hobart", "TAS deposit cap not found", "CBOS")
X("TAS", "cooling off period on a building contract in tasmania", "TAS cooling-off not found", "CBOS")
X("TAS", "how much to renew a plumbing licence with cbos", "licence fee not held", "CBOS")
X("ACT", "canberra sub whats the time for the builder to give me a payment schedule", "ACT payment schedule not captured", "Access Canberra")
X("ACT", "max deposit for a 30k kitchen in the a c t", "ACT deposit cap not found", "Access Canberra")
X("ACT", "how much does the der endorsement cost in canberra", "endorsement fee not held", "Access Canberra")
X("ACT", "whats the fine in the act for not doing a swims on a roof job", "ACT SWMS penalty not held", "WorkSafe ACT")
X("NT", "darwin sparky under the new act how many days to submit the c o c", "NT CoC deadline not found (only 'decreased')", "NT WorkSafe")
X("NT", "how much to register as a building contractor with the b p b in the territory", "registration fee not held", "Building Practitioners Board")
X("NT", "max deposit on a new house contract in the nt like whats the percentage", "NT deposit amount not captured (regs 41HA/41HE)", "Building Practitioners Board")
X("NT", "nt gasfitter how long have i got to issue the gas compliance certificate", "NT gas certificate rule not researched", "NT WorkSafe")
X("AU", "whats the hourly rate for a third year apprentice sparky", "award rates not held", "Fair Work Ombudsman")
X("AU", "am i still allowed to put a surcharge on visa and mastercard payments", "card surcharge rules not held", "ACCC / RBA")
X("AU", "can you paste the as 3740 clause on shower falls for me", "standard clause text not reproduced", "Standards Australia")

# ---------------- ambiguous (11) ----------------
M("do i need a licence for a 4 grand tiling job",
  "no state: NSW (<=$5,000: no) / VIC (<=$10,000: no) / QLD (>$3,300: yes) / WA (<=$20,000: no)")
M("whats the max deposit on a 25k reno",
  "no state: NSW 10% / VIC 5% / QLD 5% / WA 6.5% / SA, TAS, ACT not found")
M("sparky here how long have i got for the electrical certificate after the job",
  "no state: NSW CCEW 7 days / VIC COES 1 month (non-prescribed) / QLD as soon as possible / WA ESC 28 days / SA 30 days / ACT 14 days / TAS, NT not found")
M("plumber question how many days to lodge the compliance certificate",
  "no state: VIC 5 days / WA 5 working days / SA 7 days / QLD Form 4 10 business days / NSW CoC (7 working days if a booked inspection is missed)")
M("15 grand kitchen reno do i need home warranty insurance",
  "no state: NSW (<=$20,000: no) / VIC DBI (<=$16,000: no) / QLD (>$3,300: yes) / WA (<=$20,000: no) / ACT ($12,000 or more: yes) / TAS (no scheme)")
M("subbie here how many days has the builder got to give me a payment schedule after my claim",
  "no state: NSW 10 business days / VIC 10 BD / QLD 15 BD / WA 15 BD / SA 15 BD / TAS 10 days commercial, 20 days residential / ACT, NT not captured")
M("quoting a 16k bathroom up near albury or maybe wodonga does it need a written contract",
  "Albury NSW (>$5,000: yes) / Wodonga VIC (>$10,000: yes) — both yes but different rules")
M("9 grand deck job in tweed heads or coolangatta havent heard which one yet do i need a licence",
  "Tweed Heads NSW (>$5,000: yes) / Coolangatta QLD (>$3,300: yes)")
M("12k reno in mount gambier or maybe its across the border in nelson do i need a written contract",
  "Mount Gambier SA ($12,000 and more: yes) / Nelson VIC (>$10,000: yes)")
M("customer signed a 30k contract yesterday how long do they get to change there mind",
  "no state: NSW 5 clear business days / VIC 5 clear business days / QLD 5 business days / WA, SA, TAS, ACT, NT not found")
M("8 grand job in richmond do i need to be licensed or registered",
  "Richmond NSW (>$5,000: yes) / Richmond VIC (<=$10,000: no) / Richmond QLD (>$3,300: yes) / Richmond SA (BWC licence, floor unclear) / Richmond TAS (not captured)")

assert len(items) == 150, len(items)
json.dump(items, open(os.path.join(HERE, "questions.json"), "w"), indent=2, ensure_ascii=False)
print(len(items))
