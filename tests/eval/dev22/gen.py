#!/usr/bin/env python3
"""blind-d22: writes questions.json (150 items). Today = 2026-11-28 (Saturday)."""
import json, os
HERE = os.path.dirname(os.path.abspath(__file__))
items = []
def A(state, q, topic, basis, figures=None, verdict=None, date=None, profile=None):
    d = {"q": q, "kind": "answer", "state": state, "topic": topic, "basis": basis}
    if verdict: d["verdict"] = verdict
    if figures: d["figures"] = figures
    if date: d["date"] = date
    if profile: d["profile"] = profile
    items.append(d)
def T(state, q, topic, basis, figures, verdict=None, date=None):
    d = {"q": q, "kind": "tool", "state": state, "topic": topic, "basis": basis, "figures": figures}
    if verdict: d["verdict"] = verdict
    if date: d["date"] = date
    items.append(d)
def D(state, q, topic, ask, date=None):
    d = {"q": q, "kind": "decline", "state": state, "topic": topic, "basis": "facts.md (not held)", "ask": ask}
    if date: d["date"] = date
    items.append(d)
def M(q, topic):
    items.append({"q": q, "kind": "ambiguous", "state": None, "topic": topic, "basis": "facts.md §2.1, §3.2, §4.2 (per reading)"})

# ---------------- answers: NSW ----------------
A("NSW", "sparky in wollongong, finished testin a new switchboard thurs arvo. how many days i got to get the ccew done", "CCEW within 7 days of finishing the safety and compliance test", "facts.md §3.2 NSW", ["7 days"])
A("NSW", "gasfitter out at dubbo, just ran a new lpg line to a bbq. how long to get the cert of inspection to fair trading", "non-networked gas: Certificate of Inspection to Fair Trading within 5 business days", "facts.md §4.5 NSW", ["5 business days"])
A("NSW", "customer signed a 38k bathroom reno with me in penrith, got her copy yesterday. how long can she pull out for", "NSW cooling-off: 5 clear business days after being given a copy of the signed contract (HBA s 7BA)", "facts.md §2.2 NSW", ["5 clear business days"])
A("NSW", "do i need hbcf for a 19,500 deck job in gosford", "HBCF only for residential work over $20,000; $19,500 is under", "facts.md §2.1, §2.2 NSW", ["$20,000"], "no")
A("NSW", "mate reckons i need a licence for a 3k dry plasterin job in 2250, true?", "statement to correct: dry plastering is trade work, licence only over $5,000", "facts.md §1.1, §2.1", ["$5,000"], "no")
A("NSW", "plumber here, bathroom reno in hornsby where the shower gets moved to the other wall. do i gotta lodge a notice of work", "NoW needed: only a bathroom reno that doesn't move fixtures is minor work", "facts.md §4.2 NSW", None, "yes")
A("NSW", "subbie in newcastle nsw, builder sent his payment schedule. how long has he got to actually pay me", "NSW SOP subcontract: pay within 20 business days (s11(1A))", "facts.md §6.7 NSW", ["20 business days"])
A("NSW", "customer in blacktown wants to rip out about 8 square metres of fibro herself before i start. is she allowed or does it need a licensed removalist", "NSW home renovators may remove up to 10 m² of bonded asbestos in total", "facts.md §5.5", ["10 m²"], "yes")
A("NSW", "layin floating timber floors in baulkham hills, 9k job. do i need a home building licence for that", "non-structural flooring not licensed in NSW since 16 Sep 2009", "facts.md §1.1, §9", None, "no")
A("NSW", "diggin a 1.8m deep sewer trench in albury next week, do we need a swms", "HRCW: trench deeper than 1.5 m -> SWMS before work starts", "facts.md §5.6", ["1.5 m"], "yes")
A("NSW", "back in nov 2023 signed a kitchen contract in parramatta with an engineered stone benchtop, we installed it october 2024. were we ok", "NSW transitional rule: contracts on or before 31 Dec 2023 exempt until 31 Dec 2024", "facts.md §5.8", ["31 Dec 2024"], "yes", date="2024-10-15")
A("NSW", "what max deposit can a pool builder take on a residential job in nsw", "NSW max deposit 10% of the contract price (HBA s8)", "facts.md §2.1, §2.2 NSW", ["10%"])
# ---------------- answers: VIC ----------------
A("VIC", "restumpin job in ballarat, only 4 grand. do i still need to be registered", "VIC re-stumping needs registration whatever the cost", "facts.md §1.2, §2.1 VIC", None, "yes")
A("VIC", "plumber in geelong, did a 600 dollar tap and cistern job. compliance cert needed?", "VIC plumbing compliance certificate needed over $750; $600 is under", "facts.md §4.2 VIC", ["$750"], "no")
A("VIC", "installin a gas cooktop in bendigo, labour is only about 400. do i need a compliance cert and how long have i got", "Type A gas appliance install: compliance certificate at any value, to customer and BPC within 5 days", "facts.md §4.2 VIC, §4.5", ["5 days"], "yes")
A("VIC", "sparky in frankston, swapped out a main switchboard. can i liven it up before the inspector comes", "prescribed work (main switchboard) must not be energised before the LEI inspection", "facts.md §3.2 VIC", None, "no")
A("VIC", "customer in shepparton signed a 25k kitchen contract tuesday. how long can she back out, and do i get anything", "VIC cooling-off: 5 clear business days after receiving the signed copy; builder keeps $100 plus approved out-of-pocket expenses", "facts.md §2.2 VIC", ["5 clear business days", "$100"])
A("VIC", "vic chippy, dbi needed on a 15k bathroom job?", "DBI only for domestic work over $16,000", "facts.md §2.1, §2.2 VIC", ["$16,000"], "no")
A("VIC", "old contract question - march 2017 i did an 8k job in warrnambool on a handshake. did that need a major domestic building contract back then", "before 1 Aug 2017 the VIC major domestic contract threshold was over $5,000 -> $8,000 needed one", "facts.md §2.2 VIC, §8, §9", ["$5,000"], "yes", date="2017-03-15")
A("VIC", "licensed removalist in vic, job is about 8m2 of bonded sheeting. how much notice do i give worksafe", "VIC: at least 24 h before for 10 m² or less of non-friable", "facts.md §5.5", ["24 hours"])
A("VIC", "contract for an engineered stone benchtop was signed nov 2023 in melbourne. can we still fit it", "ban from 1 July 2024; VIC had no transitional period", "facts.md §5.8", ["1 July 2024"], "no")
A("VIC", "apprentce asked me - plumbin cert threshold in vic is still 500 bucks right", "statement to correct: $500 was the old value, now $750", "facts.md §4.2 VIC, §8", ["$750"], "no")
A("VIC", "vic, payment claim came in from my subbie. how many days have i got to send a payment schedule", "VIC SOP: payment schedule within contract time or 10 BD, whichever earlier", "facts.md §6.7 VIC", ["10 business days"])
# ---------------- answers: QLD ----------------
A("QLD", "mate in toowoomba wants me to fix a leakin tap, its like 150 bucks. do i need a licence for that", "QLD plumbing needs an occupational licence at any value", "facts.md §1.3", None, "yes")
A("QLD", "cairns plumber, notifiable work done, how long after invoicin to lodge the form 4", "Form 4 within 10 business days of invoicing", "facts.md §4.2 QLD", ["10 business days"])
A("QLD", "qld cooling off on a 12k level 1 contract?", "QLD cooling-off 5 business days", "facts.md §2.1, §2.2 QLD", ["5 business days"])
A("QLD", "home warranty needed on a 2,900 deck in mackay?", "QLD Home Warranty Scheme only over $3,300", "facts.md §2.2 QLD", ["$3,300"], "no")
A("QLD", "gettin my electrical contractor licence in qld, how much public liability cover do i need", "QLD electrical contractor: public and products liability at least $5,000,000 (+ consumer protection $50,000)", "facts.md §1.3", ["$5,000,000"])
A("QLD", "roofin a house in ipswich, eaves are about 2.5m. do i need a swms", "QLD: SWMS for any construction work above 2 m, housing included", "facts.md §5.6", ["2 m"], "yes")
A("QLD", "40k reno in logan, once we start on site how long to get the commencement notice in", "QLD contracts $20,000+: commencement notice within 10 business days of starting on site", "facts.md §2.2 QLD, §9", ["10 business days"])
A("QLD", "startin a small fibro removal business in brissy, jobs around 15m2 of bonded stuff. do i need a licence", "QLD Class B licence to remove more than 10 m² of non-friable asbestos", "facts.md §5.5", ["10 m²"], "yes")
A("QLD", "qld, hydraulic design job worth 1,500. licence needed?", "QBCC licence for work over $1,100 involving hydraulic services design", "facts.md §1.3", ["$1,100"], "yes")
A("QLD", "how long do i keep copies of my electrical test certs in qld", "QLD contractor keeps certificate copies 5 years", "facts.md §3.2 QLD, §6.4", ["5 years"])
A("QLD", "how long have i got to register notifiable work", "profile QLD plumber: Form 4 within 10 business days of invoicing", "facts.md §4.2 QLD", ["10 business days"], profile={"state": "QLD", "trade": "plumber"})
# ---------------- answers: WA ----------------
A("WA", "sparky in perth wa, finished the job today. how long to get the notice of completion in", "WA NOC within 3 days of finishing (r52)", "facts.md §3.2 WA", ["3 days"])
A("WA", "how long have i got to give the customer the electrical safety certificate", "profile WA electrician: ESC within 28 days", "facts.md §3.2 WA", ["28 days"], profile={"state": "WA", "trade": "electrician"})
A("WA", "plumber in bunbury, how long do i gotta keep my certificates of compliance", "WA plumbing CoCs kept at least 6 years", "facts.md §1.4, §4.2 WA, §6.4", ["6 years"])
A("WA", "wa, 18k patio. do i need to be a registered building contractor", "WA building contractor registration for work over $20,000", "facts.md §1.4", ["$20,000"], "no")
A("WA", "major plumbing job in mandurah monday, how much notice for the NOI", "WA NOI at least 24 hours before major plumbing work", "facts.md §4.2 WA", ["24 hours"])
A("WA", "wa plumber, after major plumbing work how many days to get the coc to the board", "WA CoC within 5 working days", "facts.md §4.2 WA", ["5 working days"])
A("WA", "45k extension in joondalup, can i take the deposit before sortin the home indemnity insurance", "WA HII for work over $20,000 must be obtained before claiming any payment", "facts.md §2.2 WA", ["$20,000"], "no")
A("WA", "kalgoorlie, just a 200 dollar job swappin a gas bayonet fitting. need a gas licence for that?", "WA gasfitting on a consumer installation needs a gas fitter's licence at any value", "facts.md §1.4, §9", None, "yes")
# ---------------- answers: SA ----------------
A("SA", "roofer in whyalla, job next month, gutter height about 2.4m. swms or not", "SA HRCW fall trigger more than 2 m from 1 July 2026 -> SWMS needed", "facts.md §9 (SA 2 m from 1 July 2026)", ["2 m"], "yes", date="2026-12-15")
A("SA", "last july (mid month) we did a reroof in glenelg at 2.6m and didnt do a swms. were we ok", "July 2026 is after the SA 2 m trigger started (1 July 2026) -> SWMS was needed", "facts.md §9", ["2 m"], "no", date="2026-07-15")
A("SA", "sa sparky, once its ready for energisation how long to get the ecoc to the technical regulator", "SA eCoC within 30 days", "facts.md §3.2 SA", ["30 days"])
A("SA", "plumber in port lincoln, hot water swap done today. how many days for the plumbing coc", "SA plumbing CoC within 7 days", "facts.md §4.2 SA, §9", ["7 days"])
A("SA", "sa, 9k bathroom job, does the contract legally have to be written", "SA written contract for domestic work of $12,000 and more; $9,000 is under", "facts.md §2.1, §9", ["$12,000"], "no")
A("SA", "sa gasfitter, relocated a gas oven to the other wall. need a coc? how long", "SA gas CoC after appliance relocation, within 30 days", "facts.md §4.5 SA, §9", ["30 days"], "yes")
A("SA", "whats the max fine in sa for not givin the owner a proper written contract on a domestic job", "BWC Act s28: maximum penalty $5,000", "facts.md §2.2 SA", ["$5,000"])
A("SA", "sole trader roofer in adelaide - what fine if i do high risk work with no swms", "SA SWMS penalty $6,000 individual / $30,000 body corporate", "facts.md §5.6", ["$6,000"])
A("SA", "penalty in sa for contractin buildin work without a licence, first offence, just me no company", "SA s6: individual up to $100,000 for a first offence", "facts.md §1.5", ["$100,000"])
# ---------------- answers: TAS ----------------
A("TAS", "tassie, 25k reno, does the contract have to be in writin", "TAS written contract for residential work of $20,000 or more", "facts.md §2.2 TAS", ["$20,000"], "yes")
A("TAS", "hobart plumber, what temp do i set the tempering valve for a house ensuite", "tempering valve 50°C for personal hygiene fixtures", "facts.md §4.3", ["50°C"])
A("TAS", "doing the hot water at a childcare centre in launceston, what temp for the tmv", "TMV set to 45°C in early childhood centres", "facts.md §4.3", ["45°C"])
A("TAS", "whats the minimum the storage tank has to be kept at, devonport job", "stored hot water at 60°C or more (Legionella)", "facts.md §4.3", ["60°C"])
A("TAS", "my brother in law wants to go owner builder in tas, how many of those projects can he do", "TAS owner-builders limited to 2 projects in 10 years", "facts.md §1.6", ["2 projects in 10 years"])
A("TAS", "owner builder permit in tassie, how much public liability do they need", "public liability of at least $5 million", "facts.md §1.6", ["$5 million"])
A("TAS", "tas, residential job, how long has the client got to give me a payment schedule", "TAS SOP: 20 days residential (10 commercial)", "facts.md §6.7 TAS", ["20 days"])
A("TAS", "is it true a kitchen sink needs tempered water too? hobart reno", "statement to correct: kitchen sinks and laundry taps don't need tempered water", "facts.md §4.3", None, "no")
# ---------------- answers: ACT ----------------
A("ACT", "canberra sparky, how many days to get the test report to the registrar", "ACT test report within 14 days of the test", "facts.md §3.2 ACT", ["14 days"])
A("ACT", "act, do i need an extra endorsement to wire in a home battery", "DER endorsement needed for solar/inverter/battery wiring from 11 Sep 2024", "facts.md §1.7", ["11 Sep 2024"], "yes")
A("ACT", "act, residential building insurance on an alteration, whats the threshold", "ACT residential building insurance or fidelity certificate for alterations $12,000 or more", "facts.md §2.2 ACT", ["$12,000"])
A("ACT", "head contractor in gungahlin sat on my claim, max time to pay under the act sop", "ACT SOP: 15 business days (s13(1))", "facts.md §6.7 ACT", ["15 business days"])
A("ACT", "act client found a defect, how long they got to tell the insurer", "ACT: insurer told within 90 days of becoming aware", "facts.md §2.2 ACT", ["90 days"])
A("ACT", "gasfitter in tuggeranong, when do i have to give the certificate of compliance", "ACT: compliance indicator + certificate as soon as practicable (Gas Safety Act s9)", "facts.md §4.5 ACT")
A("ACT", "can a homeowner in woden do their own plumbing", "ACT homeowners can't do regulated plumbing", "facts.md §4.2 ACT", None, "no")
# ---------------- answers: NT ----------------
A("NT", "darwin, 10k open carport tacked onto an existing house. need bpb registration?", "NT: open carports added to existing buildings don't need registration", "facts.md §1.8", None, "no")
A("NT", "nt, 300k new house, do i need a signed contract with the owner", "NT signed contract for prescribed residential work over $12,000", "facts.md §2.1, §9", ["$12,000"], "yes")
A("NT", "commercial kitchen fitout in alice, gas system over 200 MJ an hour. how much notice to nt worksafe before we start", "NT gas works notification no later than 24 hours before", "facts.md §9", ["24 hours"])
A("NT", "to get registered as a builder in the nt how much net tangible assets do i need", "NT builders need $50,000 net tangible assets", "facts.md §2.2 NT", ["$50,000"])
A("NT", "subbie in katherine, head contract says they pay in 45 business days. can they do that", "NT SOP: any term longer than 30 BD is read as 30 BD", "facts.md §6.7 NT", ["30 business days"], "no")
A("NT", "palmerston nt sparky, swappin 3 light fittings like for like, no wiring changes. do i still need a coc", "NT: from 1 Jan 2026 like-for-like replacements need no CoC", "facts.md §3.2 NT", None, "no")
A("NT", "apprentice plumber askin what he needs for the nt advanced tradesman licence, how much experience", "2 years' post-trade experience and 10 units of competency", "facts.md §1.8", ["2 years"])
# ---------------- answers: AU ----------------
A("AU", "turnover's about to tip 80k this year. do i have to register for gst and how long have i got", "GST registration compulsory at $75,000; register within 21 days", "facts.md §6.2", ["$75,000", "21 days"], "yes")
A("AU", "customer emailed askin for a tax invoice for last months job, how long have i got", "tax invoice within 28 days of a request", "facts.md §6.3, §9", ["28 days"])
A("AU", "invoice for a 1,200 job, do i need the customers name or abn on it", "sales of $1,000 or more must show the buyer's identity or ABN", "facts.md §6.3", ["$1,000"], "yes")
A("AU", "how long do i gotta keep receipts and invoices for the tax man", "keep business records 5 years", "facts.md §6.4, §9", ["5 years"])
A("AU", "my offsider reckons super is still 11.5%. is he right", "statement to correct: 12% since 1 July 2025", "facts.md §6.6, §9", ["12%"], "no")
A("AU", "paid the boys yesterday, how many days have i got for their super to land in the fund", "Payday Super: received no more than 7 business days after payday (from 1 July 2026)", "facts.md §9", ["7 business days"])
A("AU", "need a licence to install split systems or can any sparky do it", "Refrigerant Handling Licence (ARC) needed to install systems with fluorocarbon refrigerant", "facts.md §1.9", None, "yes")
A("AU", "whats the unit code for the white card course", "CPCWHS1001 Prepare to work safely in the construction industry", "facts.md §5.7", ["CPCWHS1001"])
A("AU", "client wants a sintered stone benchtop. am i allowed to cut and install that with the engineered stone ban", "sintered stone is excluded from the engineered stone ban", "facts.md §5.8", None, "yes")
A("AU", "deck balustrade, min height on the landing and on the stairs?", "barrier at least 1 m on landings, 865 mm along stair flights", "facts.md §5.2", ["1 m", "865 mm"])
A("AU", "heard the no abn withholding is 49%. still the case?", "statement to correct: 49% was 2014-2017; 47% from 1 July 2017", "facts.md §6.8, §8", ["47%"], "no")
A("AU", "house built in 1996, how likely is there asbestos in it", "built after 1990: asbestos unlikely", "facts.md §5.5")

# ---------------- tools ----------------
T("NSW", "quotin 4,500 + gst for a retaining wall in orange nsw. licence?", "4,500 + GST = 4,950 incl GST, not over $5,000 -> no licence", "facts.md §1.1, §2.1", ["$4,950", "$5,000"], "no")
T("NSW", "tilin job in wagga, quoted four thousand six hundred plus gst. need a licence", "4,600 + GST = 5,060 incl GST, over $5,000 -> licence", "facts.md §1.1, §2.1", ["$5,060", "$5,000"], "yes")
T("NSW", "nsw job, contract is sixty two grand. what's the most i can take as deposit in dollars", "10% of 62,000 = $6,200", "facts.md §2.2 NSW", ["$6,200", "10%"])
T("VIC", "vic plumber, 450 labour and the customer bought the 400 tapware herself. do i need a compliance cert", "450 + 400 = 850 (whoever supplied) over $750 -> certificate", "facts.md §4.2 VIC", ["$850", "$750"], "yes")
T("VIC", "6k plastering and 5.5k painting on the same house in ballarat. rego needed?", "6,000 + 5,500 = 11,500 over $10,000 -> registration", "facts.md §1.2", ["$11,500", "$10,000"], "yes")
T("VIC", "vic, 9k bathroom plus 8.5k laundry on the one contract. do i need dbi", "9,000 + 8,500 = 17,500 over $16,000 -> DBI", "facts.md §2.2 VIC", ["$17,500", "$16,000"], "yes")
T("VIC", "18,500 job in sunbury, max deposit?", "under $20,000 -> 10% = $1,850", "facts.md §2.2 VIC", ["$1,850", "10%"])
T("VIC", "45k reno on the mornington peninsula, how much can i ask up front", "$20,000 or more -> 5% = $2,250", "facts.md §2.2 VIC", ["$2,250", "5%"])
T("QLD", "qld deck, 2,600 labour plus the client is supplyin 900 of timber. licence?", "2,600 + 900 = 3,500 (whoever supplies) over $3,300 -> licence", "facts.md §1.3", ["$3,500", "$3,300"], "yes")
T("QLD", "paint job in townsville, 3,100 + gst. qbcc licence?", "3,100 + GST = 3,410 over $3,300 -> licence", "facts.md §1.3", ["$3,410", "$3,300"], "yes")
T("QLD", "19,800 kitchen in rockhampton, whats the max deposit in dollars", "under $20,000 -> 10% = $1,980", "facts.md §2.2 QLD", ["$1,980", "10%"])
T("QLD", "modular granny flat in qld, 80k, most of the work (like 70%) done in the factory. how much deposit can i take", "off-site work over 50% -> 20% = $16,000", "facts.md §2.2 QLD, §9", ["$16,000", "20%"])
T("WA", "40k home build contract in rockingham wa, deposit max?", "6.5% of 40,000 = $2,600", "facts.md §2.2 WA, §9", ["$2,600", "6.5%"])
T("WA", "wa patio 14k plus 7.5k roof extension, same job. do i need to be a registered builder", "14,000 + 7,500 = 21,500 over $20,000 -> registration", "facts.md §1.4", ["$21,500", "$20,000"], "yes")
T("SA", "twelve thousand five hundred bathroom job in elizabeth sa. written contract needed?", "12,500 >= $12,000 -> written contract", "facts.md §2.1, §9", ["$12,500", "$12,000"], "yes")
T("TAS", "tas, 15k kitchen plus 2k splashback on the same contract. must it be written", "15,000 + 2,000 = 17,000 under $20,000 -> not required", "facts.md §2.2 TAS", ["$17,000", "$20,000"], "no")
T("ACT", "act alteration, 8k plus 5k of extra work same job. residential building insurance needed?", "8,000 + 5,000 = 13,000 >= $12,000 -> insurance or fidelity certificate", "facts.md §2.2 ACT", ["$13,000", "$12,000"], "yes")
T("NT", "nt house extension, 8k slab and 5k framing, same job. do i need bpb registration", "8,000 + 5,000 = 13,000 over $12,000 (extension) -> registration", "facts.md §1.8", ["$13,000", "$12,000"], "yes")
T("AU", "invoice says 2,750 incl gst. how much of that is gst", "2,750 / 11 = $250", "facts.md §6.2", ["$250", "10%"])
T("AU", "quotin 8,400 ex gst. whats the total with gst", "8,400 x 1.1 = $9,240", "facts.md §6.2", ["$9,240", "10%"])
T("AU", "customer paid 13,200 all up incl gst, how much gst do i send the ato", "13,200 / 11 = $1,200", "facts.md §6.2", ["$1,200", "10%"])
T("AU", "apprentice on 780 a week, how much super do i put in", "12% of 780 = $93.60", "facts.md §6.6, §9", ["$93.60", "12%"])
T("AU", "wages this week 1,450 for my offsider. super?", "12% of 1,450 = $174", "facts.md §6.6, §9", ["$174", "12%"])
T("AU", "back in june 2025 i paid a casual 2,100 and never paid his super. how much should it have been", "wages paid June 2025 -> 11.5% = $241.50", "facts.md §6.6, §9", ["$241.50", "11.5%"], date="2025-06-20")
T("AU", "last july paid my labourer 3,000 in wages, what was the super on that", "wages paid July 2026 -> 12% = $360", "facts.md §6.6, §9", ["$360", "12%"], date="2026-07-15")
T("AU", "subbie wont give me his abn, invoice is 1,800. how much do i hold back", "47% of 1,800 = $846", "facts.md §6.8", ["$846", "47%"])
T("AU", "bloke sold me 70 bucks of offcuts ex gst, no abn. do i have to withhold", "$70 ex GST is $75 or less -> no withholding", "facts.md §6.8", ["$75"], "no")
T("AU", "takin about 6,500 a month ex gst. do i need to register for gst", "6,500 x 12 = 78,000 >= $75,000 -> must register", "facts.md §6.2", ["$78,000", "$75,000"], "yes")
T("AU", "only doin about 6,100 a month ex gst. am i required to be registered for gst", "6,100 x 12 = 73,200 under $75,000 -> not required", "facts.md §6.2", ["$73,200", "$75,000"], "no")
T("AU", "new subbie gave me abn 87 033 630 956, is that a real one", "check digits pass -> valid (well-formed; ABN Lookup for active)", "facts.md §6.1", ["valid"])
T("AU", "check this abn for me 41061690883", "check digits pass -> valid", "facts.md §6.1", ["valid"])
T("AU", "is 47445874225 a valid abn? on a quote i got", "check digits fail -> invalid", "facts.md §6.1", ["invalid"])
T("AU", "supplier invoice has abn 55458694308, legit?", "check digits fail -> invalid", "facts.md §6.1", ["invalid"])

# ---------------- declines ----------------
D("NSW", "how much does it cost to renew a contractor licence for 3 years in nsw", "licence renewal fee not held", "Building Commission NSW")
D("NSW", "whats the fine if the ccew goes in late in nsw", "late CCEW penalty not held (7-day deadline held, fine not)", "Building Commission NSW")
D("NSW", "how long does building commission nsw take to process an endorsed contractor licence application", "processing time not held", "Building Commission NSW")
D("NSW", "roughly what's the hbcf premium on a 150k extension in nsw", "HBCF premium not held", "icare (Home Building Compensation Fund)")
D("NSW", "nsw gasfitter, whats the fine if my gas cert gets to fair trading after the 5 business days", "late gas certificate penalty not held (5 business days held)", "NSW Fair Trading / Building Commission NSW")
D("VIC", "how much is the plumbing licence renewal with the bpc", "licence fee not held", "BPC (formerly VBA)")
D("VIC", "whats the penalty in vic if i lodge the plumbing compliance cert after the 5 days", "late compliance certificate penalty not held", "BPC (formerly VBA)")
D("VIC", "how long does esv take to approve a rec registration", "processing time not held", "Energy Safe Victoria (ESV)")
D("VIC", "how much does a coes cost to buy in vic", "COES fee not held", "Energy Safe Victoria (ESV)")
D("VIC", "dbi premium on a 200k extension in vic, ballpark?", "DBI premium not held", "BPC (formerly VBA)")
D("QLD", "qbcc licence fee for a trade contractor carpentry licence?", "licence fee not held", "QBCC")
D("QLD", "how big's the fine for doin a 5k job without a qbcc licence", "unlicensed-work penalty not held", "QBCC")
D("QLD", "how many weeks does qbcc take to process a licence application", "processing time not held", "QBCC")
D("QLD", "qld electrical contractor licence, how much a year", "licence fee not held", "Electrical Safety Office (WorkSafe QLD)")
D("QLD", "how much is the qld home warranty premium on a 50k reno", "premium not held", "QBCC")
D("WA", "building contractor registration fee in wa?", "registration fee not held", "Building and Energy (DEMIRS)")
D("WA", "whats the fine in wa if the notice of completion goes in late", "late NOC penalty not held", "Building and Energy (DEMIRS)")
D("WA", "cooling off period on a home building contract in perth, how many days", "WA cooling-off not found", "Building and Energy (DEMIRS)")
D("WA", "how long does building and energy take to issue a gasfitting permit", "processing time not held", "Building and Energy (DEMIRS)")
D("WA", "what's the penalty in wa for takin more than the 6.5% deposit", "deposit penalty not held (6.5% cap held)", "Building and Energy (DEMIRS)")
D("SA", "how much does cbs charge for a building work contractors licence", "licence fee not held", "Consumer and Business Services (CBS)")
D("SA", "whats the fine in sa for startin a 40k extension before the building indemnity insurance cert is sorted", "penalty not held (work can't start without the certificate)", "Consumer and Business Services (CBS)")
D("SA", "sa gasfitter, whats the fine if the gas coc isnt issued within the 30 days", "late gas CoC penalty not held (30 days held)", "Office of the Technical Regulator (OTR)")
D("SA", "how many days cooling off on a building contract in mount barker sa", "SA cooling-off not found", "Consumer and Business Services (CBS)")
D("SA", "how long does the otr take to process a plumbing coc once its submitted", "processing time not held", "Office of the Technical Regulator (OTR)")
D("TAS", "tas cooling off period on a reno contract, how many days", "TAS cooling-off not found", "CBOS")
D("TAS", "how many days have i got to submit a cec in tassie", "TAS CEC deadline not found", "CBOS")
D("TAS", "how much to renew a builders licence in tas", "licence fee not held", "CBOS")
D("TAS", "owner builder permit fee in tasmania?", "permit fee not held", "CBOS")
D("TAS", "tas gasfitter, whats the fine for not issuin a gas compliance cert", "TAS gas certificate rule and penalty not researched", "CBOS")
D("ACT", "act sparky, whats the fine for energisin before access canberra inspects", "penalty not held (inspection before energising held)", "Access Canberra")
D("ACT", "how many days does a builder in the act have to give a payment schedule", "ACT payment schedule not captured", "Access Canberra")
D("ACT", "plumbers licence renewal fee act?", "licence fee not held", "Access Canberra")
D("ACT", "how long does access canberra take to come out for an electrical inspection", "inspection wait time not held", "Access Canberra")
D("ACT", "penalty in the act for no residential building insurance on a 30k extension", "penalty not held ($12,000 threshold held)", "Access Canberra")
D("NT", "nt sparky, what's the fine if my coc is late", "NT CoC deadline and penalty not found", "NT WorkSafe")
D("NT", "whats the max deposit i can take on a house build in darwin", "NT deposit regulated (reg 41HA/41HE) but amount not captured", "Building Practitioners Board")
D("NT", "cooling off on a residential building contract in the nt, how many days", "NT cooling-off not found", "Building Practitioners Board")
D("NT", "nt electrical contractor licence fee?", "licence fee not held", "NT WorkSafe")
D("NT", "how long does the bpb take to register a building contractor", "processing time not held", "Building Practitioners Board")
D("AU", "whats the ato penalty for lodgin the tpar late", "TPAR late penalty not held", "ATO")
D("AU", "3rd year apprentice sparky, whats the award rate an hour", "award rates not held", "Fair Work Ombudsman")
D("AU", "how long does the arc take to issue a refrigerant handling licence", "processing time not held", "Australian Refrigeration Council (ARC)")
D("AU", "what's the fine from the ato if i dont give a tax invoice within the 28 days", "penalty not held (28 days held)", "ATO")
D("AU", "if i pay super late whats the penalty or charge", "late-super charge not held", "ATO")

# ---------------- ambiguous ----------------
M("8k bathroom job in albury-wodonga, not sure which side yet. written contract needed?", "Albury NSW (>$5,000: yes) / Wodonga VIC (<=$10,000: not a major domestic contract)")
M("25k reno, mildura or buronga, client hasnt decided which house. max deposit?", "Mildura VIC (>= $20,000: 5%) / Buronga NSW (10%)")
M("sparky, job's either in queanbeyan or just over in canberra. how long for the cert", "Queanbeyan NSW (CCEW 7 days) / Canberra ACT (test report 14 days)")
M("plumber, job in windsor. how long for the compliance paperwork", "Windsor NSW (CoC; 7 working days if booked inspection missed) / Windsor VIC (5 days) / Windsor QLD (Form 4 10 business days) / Windsor SA (plumbing CoC 7 days)")
M("9k kitchen in maitland, written contract?", "Maitland NSW (>$5,000: yes) / Maitland SA (<$12,000: no)")
M("sparky in mount pleasant, how long to get the paperwork done after a job", "Mount Pleasant WA (NOC 3 days, ESC 28 days) / SA (eCoC 30 days) / QLD (as soon as possible) / NSW (CCEW 7 days)")
M("3,800 deck in paddington, do i need a licence", "Paddington NSW (<=$5,000: no) / Paddington QLD (>$3,300: yes)")
M("how many days to get the electrical cert to the customer", "no state: NSW 7 days / VIC 1 month (non-prescribed) / QLD as soon as possible / WA ESC 28 days / SA 30 days / ACT 14 days / TAS, NT not found")


# ---- dropped to reach 150 (listed in notes.md) ----
DROP = [
 "what max deposit can a pool builder", "vic, payment claim came in from my subbie", "cairns plumber, notifiable work",
 "how long do i keep copies of my electrical test certs", "major plumbing job in mandurah", "owner builder permit in tassie, how much public",
 "can a homeowner in woden", "apprentice plumber askin what he needs", "house built in 1996", "whats the unit code for the white card",
 "if i pay super late", "roughly what's the hbcf premium", "how much is the qld home warranty premium", "how much does a coes cost",
 "how long does access canberra take", "wages this week 1,450", "customer paid 13,200", "check this abn for me 41061690883",
 "18,500 job in sunbury", "19,800 kitchen in rockhampton", "vic, 9k bathroom plus 8.5k laundry",
]
_n = len(items)
items = [d for d in items if not any(d["q"].startswith(x) for x in DROP)]
assert _n - len(items) == len(DROP), (_n, len(items))

for i, d in enumerate(items, 1):
    d["id"] = f"d22-{i:03d}"
items = [{"id": d["id"], **{k: v for k, v in d.items() if k != "id"}} for d in items]
json.dump(items, open(os.path.join(HERE, "questions.json"), "w"), indent=2, ensure_ascii=False)
from collections import Counter
print(len(items), Counter(d["kind"] for d in items), Counter(str(d["state"]) for d in items))
