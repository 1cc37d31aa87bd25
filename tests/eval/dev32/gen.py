#!/usr/bin/env python3
"""Writes questions.json for blind set d32 (writer "blind-d32", 29 Nov 2026). Style: the old hand (blind-jargon.md)."""
import json, os
HERE = os.path.dirname(os.path.abspath(__file__))
Q = []

def _add(kind, q, state, topic, basis, verdict=None, figures=None, ask=None, date=None, profile=None):
    d = {"id": "d32-%03d" % (len(Q) + 1), "q": q, "kind": kind, "state": state}
    if verdict: d["verdict"] = verdict
    if figures: d["figures"] = figures
    if ask: d["ask"] = ask
    if date: d["date"] = date
    if profile: d["profile"] = profile
    d["topic"] = topic
    d["basis"] = basis
    Q.append(d)

def A(q, state, topic, basis, **k): _add("answer", q, state, topic, basis, **k)
def T(q, state, topic, basis, **k): _add("tool", q, state, topic, basis, **k)
def D(q, state, ask, topic): _add("decline", q, state, topic, "facts (not held)", ask=ask)
def M(q, topic): _add("ambiguous", q, None, topic, "facts §2.1 (place cannot be told)")

BCN = "Building Commission NSW"
BPC = "Building and Plumbing Commission (formerly VBA)"
ESV = "Energy Safe Victoria (ESV)"
QBCC = "Queensland Building and Construction Commission (QBCC)"
DEMIRS = "Building and Energy (DEMIRS)"
CBS = "Consumer and Business Services (CBS)"
OTR = "Office of the Technical Regulator (OTR)"
CBOS = "Consumer, Building and Occupational Services (CBOS)"
ACTR = "Access Canberra / Construction Occupations Registrar"
BPB = "Building Practitioners Board"
NTWS = "NT WorkSafe"

# ---------------- first 50 ----------------
# NSW answers
A("ACT SOPA - what's the max time to pay a progress claim?", "ACT",
  "ACT SOP Act s13(1): 15 BD", "facts §6.7", figures=["15 BD"])
A("HBCF on an $18.5k bathroom in the Shire - do I need the icare policy?", "NSW",
  "HBCF only for contract price over $20,000; $18,500 is under", "facts §2.1, §2.2 NSW", verdict="no", figures=["$20,000"])
A("Under HBA s8, what's the most I can take as a deposit on a reno in the Hills?", "NSW",
  "NSW max deposit 10% of the contract price (HBA s8)", "facts §2.2 NSW", figures=["10%"])
A("Owner in Hornsby wants out of the contract - how long is the s.7BA cooling-off?", "NSW",
  "NSW cooling-off 5 clear business days after being given the signed copy (HBA s 7BA)", "facts §2.2 NSW, §9",
  figures=["5 clear business days"])
A("Subbie under SOPA in NSW. Head contractor reckons he's got 30 BD to pay my progress claim. Right?", "NSW",
  "statement to correct: 30 BD superseded; head contractor to subcontractor max 20 BD (s11(1A))", "facts §6.7, §8",
  verdict="no", figures=["20 BD"])
A("Payment claim served on the builder in Parramatta - how long has he got to put in a payment schedule under the NSW Act?", "NSW",
  "NSW SOP payment schedule within 10 business days of receiving the claim", "facts §6.7", figures=["10 business days"])
A("Gasfitter on the Central Coast - how long to get the CoC copy to Fair Trading?", "NSW",
  "NSW gas CoC copy to Fair Trading / Building Commission NSW within 5 business days", "facts §4.5",
  figures=["5 business days"])
A("Head contractor's put a pay-when-paid clause in my subcontract, NSW job. Is that enforceable?", "NSW",
  "pay when paid clauses are void (NSW SOP Act s34)", "facts §6.7", verdict="no")
A("Retaining wall on the Northern Beaches, $4.5k inclusive. Structural landscaping licence needed?", "NSW",
  "structural landscaping licence only above $5,000", "facts §1.1, §9", verdict="no", figures=["$5,000"])
A("Sparky in Wollongong - CCEW deadline after the test these days?", "NSW",
  "CCEW within 7 days of finishing the safety and compliance test", "facts §3.2 NSW", figures=["7 days"])
A("$6.2k of waterproofing in Blacktown - is that licensed work?", "NSW",
  "waterproofing is trade work: licence above $5,000", "facts §1.1, §9", verdict="yes", figures=["$5,000"])
A("SOPA business days in NSW - do the 27th to the 31st of December count?", "NSW",
  "NSW SOP Act s 4: business day excludes 27-31 December", "facts §6.7", verdict="no")
# VIC answers
A("What's the VBA threshold for domestic builder rego these days?", "VIC",
  "VIC registration for domestic building work over $10,000 (BPC, formerly VBA)", "facts §1.2, §2.1", figures=["$10,000"])
A("DBI kicks in over 16k right - and the certificate of currency has to go to the owner before I take the deposit?", "VIC",
  "DBI over $16,000; policy and certificate of currency given before taking any money", "facts §2.2 VIC",
  verdict="yes", figures=["$16,000"])
A("Deposit cap under the DBCA once the contract price is over 20k - what percentage?", "VIC",
  "VIC deposit 5% if price $20,000 or more (10% under)", "facts §2.1, §2.2 VIC", figures=["5%", "$20,000"])
A("COES for non-prescribed work - how long have I got to get it to the customer in Vic?", "VIC",
  "non-prescribed work: COES to the customer within 1 month", "facts §3.2 VIC", figures=["1 month"])
A("New main switchboard in Bendigo - can I liven it up before the LEI's been out?", "VIC",
  "prescribed work (main switchboard) must not be energised before LEI inspection", "facts §3.2 VIC", verdict="no")
A("Owner rescinds under DBCA s34 cooling-off - what can the builder hang on to?", "VIC",
  "builder may keep $100 plus out-of-pocket expenses the owner approved", "facts §2.2 VIC", figures=["$100"])
A("Vic SOPA - how many BD does the respondent get to serve a payment schedule?", "VIC",
  "VIC SOP s15: contract time or 10 BD, whichever is earlier", "facts §6.7", figures=["10 BD"])
A("Does the Vic SOPA apply to a domestic job for an owner-occupier in Box Hill?", "VIC",
  "VIC SOP Act does not apply to domestic building work where the owner lives or will live", "facts §6.7", verdict="no")
A("Plumbing compliance cert in Vic still kicks in at $500?", "VIC",
  "statement to correct: $500 was the PIC era; now over $750", "facts §4.2 VIC, §8", verdict="no", figures=["$750"])
A("$7k kitchen in Ballarat - do I need a major domestic building contract?", "VIC",
  "major domestic building contract only for work over $10,000", "facts §2.1, §2.2 VIC", verdict="no", figures=["$10,000"])
A("Looking over an old file - $8k kitchen contract signed in March 2017 in Vic. Should that have been a major domestic building contract?", "VIC",
  "dated: before 1 Aug 2017 the threshold was over $5,000 -> yes", "facts §2.2 VIC, §9",
  verdict="yes", figures=["$5,000"], date="2017-03-15")
# QLD answers
A("The old BSA line was a licence for anything over $3,300 - still the number with the QBCC?", "QLD",
  "QBCC licence for building work over $3,300", "facts §1.3, §2.1", verdict="yes", figures=["$3,300"])
A("Owner-builder permit in Tassie - how many projects can my client run?", "TAS",
  "owner-builders limited to 2 projects in 10 years", "facts §1.6", figures=["2 projects in 10 years"])
A("Level 2 regulated contract in QLD - what's the trigger, and does the owner need the Consumer Building Guide?", "QLD",
  "level 2 = $20,000 and over; owner must get the Consumer Building Guide before signing", "facts §2.2 QLD",
  verdict="yes", figures=["$20,000"])
A("Form 4 for notifiable work - how many business days to lodge it with the QBCC?", "QLD",
  "notifiable work registered with QBCC within 10 business days of invoicing", "facts §4.2 QLD", figures=["10 business days"])
A("BIF Act - how long has the respondent got to give a payment schedule?", "QLD",
  "QLD BIF Act payment schedule 15 BD (or earlier per contract)", "facts §6.7", figures=["15 BD"])
A("$60k reno in Toowoomba - commencement notice due when?", "QLD",
  "contracts $20,000+: commencement notice within 10 business days of starting on site", "facts §2.2 QLD",
  figures=["10 business days"])
A("QLD level 1 contract - cooling-off period, and what's the owner up for if they pull out?", "QLD",
  "5 business days; owner pays $100 plus reasonable out-of-pocket expenses", "facts §2.2 QLD",
  figures=["5 business days", "$100"])
A("ESO electrical contractor licence - what's the minimum PL cover?", "QLD",
  "public and products liability at least $5,000,000 (plus consumer protection $50,000)", "facts §1.3",
  figures=["$5,000,000", "$50,000"])
A("Sparky in Townsville - how long do I keep my copy of the certificate of testing and compliance?", "QLD",
  "contractor keeps a copy for 5 years", "facts §3.2 QLD, §6.4", figures=["5 years"])
A("QHWS cover - what's the policy period?", "QLD",
  "home warranty cover 6 years 6 months from premium paid, contract signed or work started", "facts §2.2 QLD",
  figures=["6 years 6 months"])
A("Housing job in Ipswich, 2.5 m to the gutter line. SWMS needed?", "QLD",
  "QLD: SWMS for any construction work above 2 m, housing included", "facts §5.6", verdict="yes", figures=["2 m"])
# WA answers
A("What's the Building Services Board threshold for registering as a building contractor in WA?", "WA",
  "WA registered building contractor for work over $20,000", "facts §1.4, §2.1", figures=["$20,000"])
A("$35k patio in Joondalup - do I need the HII certificate before I put in a progress claim?", "WA",
  "HII for residential work over $20,000; certificate before claiming any payment or starting", "facts §2.2 WA",
  verdict="yes", figures=["$20,000"])
A("Home Building Contracts Act WA - what contract range does it cover?", "WA",
  "HBCA applies to fixed-price contracts between $7,500 and $500,000", "facts §2.2 WA", figures=["$7,500", "$500,000"])
A("Sparky in Fremantle - NOC due how long after I finish?", "WA",
  "Notice of Completion within 3 days of finishing (r52)", "facts §3.2 WA", figures=["3 days"])
A("ESC to the customer in WA - what's the deadline?", "WA",
  "Electrical Safety Certificate within 28 days", "facts §3.2 WA", figures=["28 days"])
A("Plumbing NOI before major work in WA - how much notice?", "WA",
  "Notice of Intention at least 24 hours before major plumbing work", "facts §4.2 WA", figures=["24 hours"])
A("Darwin restaurant, new 300 kg LPG install - how much notice to NT WorkSafe before the gas works start?", "NT",
  "gas works on systems over 200 kg stored: notify NT WorkSafe no later than 24 hours before", "facts §9",
  figures=["24 hours"])
A("WA SOPA 2021 - head contractor paying a subbie, max time to pay?", "WA",
  "WA SOP Act 2021: head contractor to subcontractor 25 BD", "facts §6.7", figures=["25 BD"])
# SA answers
A("SA, $11k job - do I need a written domestic building work contract?", "SA",
  "SA written contract for domestic building work of $12,000 and more", "facts §2.1, §9", verdict="no", figures=["$12,000"])
A("Signed a $15k extension in Adelaide last month, DA needed. Do I need BII on it?", "SA",
  "dated: contracts signed from 10 Nov 2025 -> BII threshold $20,000; $15,000 under", "facts §2.1, §2.2 SA",
  verdict="no", figures=["$20,000"], date="2026-10-15")
A("Going through the books - $15k contract signed August 2025 in SA, needed development approval. Should we have had BII?", "SA",
  "dated: before 10 Nov 2025 the BII threshold was over $12,000 -> yes", "facts §2.2 SA",
  verdict="yes", figures=["$12,000"], date="2025-08-15")
A("SA eCoC for electrical - how long after energisation to get it to the Technical Regulator?", "SA",
  "electrical eCoC to the Technical Regulator and owner within 30 days", "facts §3.2 SA", figures=["30 days"])
A("SA plumber - how many days to submit the plumbing CoC to the OTR?", "SA",
  "SA plumbing CoC within 7 days of completing the work", "facts §4.2 SA, §9", figures=["7 days"])
A("Roofer in Glenelg, 2.4 m fall at the eaves next week - do we need a SWMS?", "SA",
  "SA HRCW fall trigger more than 2 m from 1 July 2026", "facts §9", verdict="yes", figures=["2 m"])
A("Repaired a thermocouple on a gas heater in Elizabeth, no mods to the appliance - gas CoC needed in SA?", "SA",
  "SA gas CoC not needed for repairs or maintenance that don't modify an appliance", "facts §4.5", verdict="no")
A("What's the max penalty in SA for not giving the owner a proper s28 contract?", "SA",
  "BWC Act s28 maximum penalty $5,000", "facts §2.2 SA", figures=["$5,000"])

# ---------------- 51-150 ----------------
A("SA SOPA - how long has the respondent got to serve a payment schedule?", "SA",
  "SA SOP Act payment schedule 15 BD (or earlier per contract)", "facts §6.7", figures=["15 BD"])
A("Max fine under s6 BWC Act for an individual contracting unlicensed in SA, first offence?", "SA",
  "individual up to $100,000 for a first or second offence", "facts §1.5", figures=["$100,000"])
A("Back in March we did a gutter job in Port Pirie at 2.8 m without a SWMS. Were we compliant at the time?", "SA",
  "dated: before 1 July 2026 the SA fall trigger was 3 m -> 2.8 m was not HRCW, no SWMS needed", "facts §5.6, §9",
  verdict="yes", figures=["3 m"], date="2026-03-10")
# TAS
A("Tas, RBWCDRA 2016 - what's the threshold for a written residential building contract?", "TAS",
  "TAS written, dated and signed contract for residential building work of $20,000 or more", "facts §2.1, §2.2 TAS",
  figures=["$20,000"])
A("Is there a home warranty scheme in Tassie like HBCF, or is that all gone since the Housing Indemnity Act?", "TAS",
  "no statutory scheme found (Housing Indemnity Act 1992 repealed by the 2016 Act)", "facts §0, §2.1, §2.2 TAS",
  verdict="no")
A("Tas SOPA on a residential job in Launceston - how long for the payment schedule?", "TAS",
  "TAS payment schedule 20 days residential (10 days commercial)", "facts §6.7", figures=["20 days"])
# ACT
A("ACT sparky - how long to get the test report to the Registrar or the owner?", "ACT",
  "ACT test report within 14 days of the test", "facts §3.2 ACT", figures=["14 days"])
A("Chippy in Belconnen doing a deck - do I need a licence through Access Canberra?", "ACT",
  "carpenters and similar trades are not licensed in the ACT (builder licence only where building approval is needed)",
  "facts §1.7", verdict="no")
A("Battery and inverter job in Gungahlin - do I need the DER endorsement on my electrical licence?", "ACT",
  "from 11 Sep 2024 electricians need a DER endorsement for rooftop solar, inverters and batteries", "facts §1.7",
  verdict="yes", figures=["11 Sep 2024"])
A("ACT residential building insurance - how long has the owner got to notify the insurer of a defect?", "ACT",
  "insurer must be told within 90 days of the owner becoming aware of a defect", "facts §2.2 ACT", figures=["90 days"])
# NT
A("Free-standing shed in Alice, $18k - do I need BPB rego for it?", "NT",
  "free-standing sheds are not prescribed work: no BPB registration", "facts §1.8", verdict="no")
A("NT subcontract says payment at 45 BD after the claim. Enforceable?", "NT",
  "NT: any term longer than 30 BD is read as 30 BD", "facts §6.7", verdict="no", figures=["30 BD"])
A("Holding an advanced tradesman licence in the NT - can I certify my own plumbing?", "NT",
  "advanced tradesman cannot certify; needs BPB registration as certifying plumber and drainer", "facts §1.8, §4.2 NT",
  verdict="no")
A("Sparky in Katherine - swapped a power point like for like back in September 2025, no wiring changes. Did that need a CoC at the time?", "NT",
  "dated: like-for-like exemption only from 1 Jan 2026 -> CoC needed in Sept 2025", "facts §3.2 NT",
  verdict="yes", figures=["1 Jan 2026"], date="2025-09-15")
# AU - office manager
A("GST rego threshold - is the 75k turnover counted inclusive or exclusive of GST?", "AU",
  "GST turnover = gross business income excluding GST; register at $75,000 or more", "facts §6.2", figures=["$75,000"])
A("Just ticked over 75k turnover - how long have I got to register for GST?", "AU",
  "register within 21 days of reaching the threshold", "facts §6.2", figures=["21 days"])
A("Customer's asked for a tax invoice for a job last month - how long have I got to give it to them?", "AU",
  "tax invoice within 28 days of a request", "facts §6.3, §9", figures=["28 days"])
A("Tax invoice for a $1,450 repair - does it have to show the customer's name or ABN?", "AU",
  "sales of $1,000 or more must also show the buyer's identity or ABN", "facts §6.3", verdict="yes", figures=["$1,000"])
A("TPAR - what's the lodgement date?", "AU",
  "TPAR due by 28 August each year", "facts §6.5", figures=["28 August"])
A("TPAR - do I report payments that were materials only?", "AU",
  "TPAR excludes materials-only payments", "facts §6.5", verdict="no")
A("No-ABN withholding still 49%?", "AU",
  "statement to correct: 49% was 2014-2017; 47% from 1 July 2017", "facts §6.8, §8", verdict="no", figures=["47%"])
A("Payday Super - how long after payday does the SG have to hit the fund?", "AU",
  "from 1 July 2026: received by the fund no more than 7 business days after payday", "facts §9",
  figures=["7 business days"])
A("When was the super for the Jan-Mar quarter this year due?", "AU",
  "dated: quarters to 30 June 2026 keep the quarterly due dates -> 28 Apr", "facts §6.6, §9",
  figures=["28 Apr"], date="2026-03-31")
# profiles
A("What's the deposit cap in my state once the contract's over 20k?", "VIC",
  "profile VIC builder: 5% if price $20,000 or more", "facts §2.1, §2.2 VIC", figures=["5%", "$20,000"],
  profile={"state": "VIC", "trade": "builder"})
A("How many working days have I got to get the CoC in after major plumbing work?", "WA",
  "profile WA plumber: CoC within 5 working days of finishing major plumbing work", "facts §4.2 WA",
  figures=["5 working days"], profile={"state": "WA", "trade": "plumber"})

# ---------------- tools ----------------
T("BAS time - how much GST is in 48,510 inc?", "AU", "GST out of an inclusive amount (1/11)", "facts §6.2",
  figures=["$4,410", "10%"])
T("Quote's 22k ex - what's it come to with GST on?", "AU", "add GST", "facts §6.2", figures=["$24,200", "10%"])
T("Progress claim 3 is $36,850 inc GST - what's the ex-GST figure?", "AU", "ex-GST from inclusive", "facts §6.2",
  figures=["$33,500", "10%"])
T("Variation for $1,275 + GST - what's the GST component?", "AU", "GST on an exclusive amount", "facts §6.2",
  figures=["$127.50", "10%"])
T("Contract sum's $1.2m ex GST - what's it inclusive?", "AU", "add GST", "facts §6.2", figures=["$1,320,000", "10%"])
T("SG on a $1,850 weekly wage for my leading hand?", "AU", "super 12% on wages paid now", "facts §6.6, §9",
  figures=["$222", "12%"])
T("Super on a $96.5k salary for the year?", "AU", "super 12% on a year's salary", "facts §6.6, §9",
  figures=["$11,580", "12%"])
T("Apprentice grossed $742.60 this week - how much super?", "AU", "super 12%, rounded to the cent", "facts §6.6, §9",
  figures=["$89.11", "12%"])
T("Audit query - wages paid in March 2024 were $4,300. What SG should have gone in?", "AU",
  "dated: 11% for 2023-24", "facts §6.6", figures=["$473", "11%"], date="2024-03-15")
T("HBA s8 deposit on a $62.4k reno in Castle Hill - in dollars?", "NSW", "NSW deposit 10%", "facts §2.2 NSW",
  figures=["$6,240", "10%"])
T("DBCA deposit cap on a $48.5k extension in Geelong?", "VIC", "VIC deposit 5% at $20,000 or more", "facts §2.2 VIC",
  figures=["$2,425", "5%"])
T("Tas, 12.5k bathroom and 8k laundry on one contract - written contract required?", "TAS",
  "sum $20,000 or more", "facts §2.1, §2.2 TAS", verdict="yes", figures=["$20,500", "$20,000"])
T("Modular home on the Sunny Coast, $210k, about 70% built off-site in the factory. Max deposit?", "QLD",
  "QLD 20% where off-site work is more than 50% of price", "facts §2.2 QLD, §9", figures=["$42,000", "20%"])
T("HBCA deposit on a $385k build in Mandurah?", "WA", "WA deposit 6.5% ($7,500-$500,000)", "facts §2.2 WA, §9",
  figures=["$25,025", "6.5%"])
T("Penrith bathroom: $2,900 of wall tiling and $2,400 of waterproofing on the same job. Licence?", "NSW",
  "sum of one job over $5,000", "facts §1.1, §2.1", verdict="yes", figures=["$5,300", "$5,000"])
T("Vic, 5.5k plastering plus 3.2k painting on the one house - need to be registered?", "VIC",
  "sum of trades under $10,000", "facts §1.2", verdict="no", figures=["$8,700", "$10,000"])
T("QLD bathroom: my labour $2,100, customer's supplying $1,400 of tiles. QBCC licence?", "QLD",
  "value includes materials whoever supplies them; over $3,300", "facts §1.3", verdict="yes",
  figures=["$3,500", "$3,300"])
T("WA, 11k slab and 10.5k frame on one contract - registered building contractor needed?", "WA",
  "sum over $20,000", "facts §1.4", verdict="yes", figures=["$21,500", "$20,000"])
T("SA reno, $7k bathroom plus $5.5k laundry, one contract. Written contract?", "SA",
  "sum $12,000 and more", "facts §2.1, §9", verdict="yes", figures=["$12,500", "$12,000"])
T("Deck repair in Cairns, $3,000 + GST. QBCC licence?", "QLD",
  "incl-GST threshold: $3,300 is not over $3,300", "facts §1.3, §2.1", verdict="no", figures=["$3,300", "$3,300"])
T("Subbie's invoice is $3,640 and he's quoted no ABN - how much do I withhold?", "AU",
  "no-ABN withholding 47%", "facts §6.8", figures=["$1,710.80", "47%"])
T("Bloke with no ABN dropped off $68 ex GST of fittings - do I withhold?", "AU",
  "no withholding at $75 or less ex GST", "facts §6.8", verdict="no", figures=["$75"])
T("Check this ABN for a new subbie: 47 977 223 106", "AU", "ABN check digits", "facts §6.1", figures=["valid"])
T("ABN on the supplier's invoice is 84324683491 - does it check out?", "AU", "ABN check digits", "facts §6.1",
  figures=["valid"])
T("Is 97 324 113 159 a proper ABN?", "AU", "ABN check digits (last digit changed)", "facts §6.1", figures=["invalid"])
T("Sparky's tax invoice has ABN 30126709345 - legit number?", "AU", "ABN check digits (two digits swapped)",
  "facts §6.1", figures=["invalid"])

# ---------------- declines ----------------
D("What's the icare HBCF premium on a $320k knockdown-rebuild in the Shire?", "NSW",
  "icare (Home Building Compensation Fund)", "HBCF premium not held")
D("What does a 5-year contractor licence renewal cost with the Building Commission?", "NSW", BCN,
  "NSW licence renewal fee not held")
D("NSW - what's the penalty if the CCEW goes in after the 7 days?", "NSW", BCN,
  "late CCEW penalty not held (the 7-day deadline is held)")
D("Payment schedule came back short on a Parramatta job - deadline to lodge an adjudication application under SOPA?", "NSW",
  BCN + " (NSW Fair Trading)", "NSW adjudication application deadline not held")
D("What's ESV charging for REC registration these days?", "VIC", ESV, "REC registration fee not held")
D("BPC fee for domestic builder (unlimited) registration?", "VIC", BPC, "registration fee not held")
D("Rough DBI premium on a $90k extension in Frankston?", "VIC", BPC, "DBI premium not held")
D("Vic fine for lodging the plumbing compliance cert after the 5 days?", "VIC", BPC,
  "late compliance certificate penalty not held (5-day rule held)")
D("QBCC licence fee for a trade contractor carpentry licence?", "QLD", QBCC, "QBCC licence fee not held")
D("What's the QBCC fine for contracting without a licence on a $12k job?", "QLD", QBCC,
  "QLD unlicensed contracting penalty not held")
D("RSHQ - how many days have I got to hand over the gas system compliance certificate?", "QLD",
  "Resources Safety and Health Queensland (RSHQ)", "QLD gas certificate deadline not held")
D("Renewal fee for an electrical contractor licence with the ESO?", "QLD",
  "Electrical Safety Office (WorkSafe QLD)", "QLD electrical licence fee not held")
D("Cooling-off on a HBCA contract in WA - how many days?", "WA", DEMIRS, "WA cooling-off not found")
D("Building Services Board fee to register as a building contractor?", "WA", DEMIRS, "WA registration fee not held")
D("DMIRS fine for putting the NOC in late?", "WA", DEMIRS, "late NOC penalty not held (3-day rule held)")
D("Plumbing contractor licence renewal fee with the Plumbers Licensing Board?", "WA",
  "Plumbers Licensing Board (Building and Energy)", "WA plumbing licence fee not held")
D("Max deposit on a $40k reno in Norwood, SA?", "SA", CBS, "SA deposit cap not found")
D("SA domestic building contract - how long is the cooling-off?", "SA", CBS, "SA cooling-off not found")
D("What's the dollar floor for needing a BWC licence in SA?", "SA", CBS,
  "SA licensing dollar floor unclear (conflicting secondary sources)")
D("OTR penalty if the gas eCoC goes in after the 30 days?", "SA", OTR, "late gas CoC penalty not held (30 days held)")
D("Max deposit on a $28k reno in Hobart?", "TAS", CBOS, "TAS deposit cap not found")
D("Cooling-off under the Tas residential building contracts Act?", "TAS", CBOS, "TAS cooling-off not found")
D("Launceston sparky - deadline for the CEC?", "TAS", CBOS, "TAS CEC deadline not found")
D("CBOS fee to renew a builder's licence?", "TAS", CBOS, "TAS licence fee not held")
D("Max deposit on a $35k reno in Tuggeranong?", "ACT", ACTR, "ACT deposit cap not found")
D("ACT building contract cooling-off - how many days?", "ACT", ACTR, "ACT cooling-off not found")
D("ACT SOPA - how long has the respondent got to serve a payment schedule?", "ACT", ACTR,
  "ACT payment schedule not captured (15 BD time to pay is held)")
D("Class C builder licence fee with Access Canberra?", "ACT", ACTR, "ACT licence fee not held")
D("NT sparky - how many days to get the CoC to NT WorkSafe?", "NT", NTWS, "NT electrical CoC deadline not found")
D("What's the max deposit under regs 41HA/41HE on a new house in Palmerston?", "NT", BPB,
  "NT deposit amount not captured")
D("Cooling-off on a prescribed residential building contract in Darwin?", "NT", BPB, "NT cooling-off not found")
D("Plumbers and Drainers Licensing Board fee for an advanced tradesman licence?", "NT",
  "Plumbers and Drainers Licensing Board", "NT plumbing licence fee not held")
D("Can I still add a 1.5% card surcharge on Visa and Mastercard from next month?", "AU",
  "ACCC and the Reserve Bank (RBA)", "card surcharge rules not held")
D("What's the first-year apprentice rate under the On-site Award?", "AU",
  "Fair Work Ombudsman", "award pay rates not held")
D("Quote me the AS/NZS 3000 clause on RCDs for alterations word for word.", "AU",
  "Standards Australia", "standard text not held (copyright)")
D("What's the admin component of the SGC if I pay super late?", "AU", "ATO", "SGC charge amounts not held")
D("Instant asset write-off threshold for the new ute this year?", "AU", "ATO", "instant asset write-off not held")
D("When's the quarterly BAS due for the October-December quarter?", "AU", "ATO", "BAS lodgement dates not held")

# ---------------- ambiguous ----------------
M("Quoting a $30k reno in Campbelltown - max deposit?",
  "Campbelltown NSW (10% -> $3,000) or Campbelltown SA (deposit cap not found): ask or state the assumption")
M("Job in Windsor, 8k of floor and wall tiling - licence needed?",
  "Windsor NSW (yes, over $5,000), VIC (no, under $10,000), QLD (yes, over $3,300) or SA (floor unclear): ask")
M("Stirling, $14k bathroom - what's the deposit cap?",
  "Stirling SA (not found), Stirling WA (6.5%) or Stirling ACT (not found): ask")
M("Sparky working both sides of the border round Queanbeyan - how long to get the paperwork in after the test?",
  "NSW CCEW 7 days vs ACT test report 14 days: ask which side the job is on")
M("Albury-Wodonga way, $9k deck - do I need to be licensed or registered?",
  "NSW (yes, licence over $5,000) vs VIC (no registration under $10,000): ask")
M("Chippy doing a $4k deck over Goondiwindi-Boggabilla way - licence?",
  "QLD (yes, over $3,300) vs NSW (no, not over $5,000): ask")
M("Fence job in Maitland, $9k - licence?",
  "Maitland NSW (yes, fencing over $5,000) or Maitland SA (contracting business licensed, floor unclear): ask")
M("$15k bathroom in Beaconsfield - written contract needed?",
  "Beaconsfield VIC (yes, over $10,000), TAS (no, under $20,000) or WA (yes, HBCA $7,500-$500,000): ask")
M("Job's just over the border - do I need home warranty on a $25k reno?",
  "no place given: every state differs (e.g. NSW HBCF over $20,000, TAS no scheme): ask which state")
M("Ashfield kitchen, $22k - deposit in dollars?",
  "Ashfield NSW (10% -> $2,200) or Ashfield WA (6.5% -> $1,430): ask")
M("Gasfitter across the river from Mildura at Wentworth and back - how long to lodge the gas cert?",
  "VIC compliance certificate 5 days vs NSW gas CoC 5 business days: ask which side the work is on")

with open(os.path.join(HERE, "questions.json"), "w") as f:
    json.dump(Q, f, indent=2, ensure_ascii=False)
print(len(Q), "questions")
