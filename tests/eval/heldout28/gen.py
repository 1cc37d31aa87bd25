#!/usr/bin/env python3
"""Writes questions.json for blind held-out set h28 (writer: blind-h28, 29 Nov 2026).
Style: the old hand who talks in the trade's and the law's own words (acronyms, forms, schemes, contract words).
Today = 2026-11-29 (Sunday). Basis = the fact sheet sections (/work/briefs/facts-1..6.md, written 'facts §x')."""
import json, os
HERE = os.path.dirname(os.path.abspath(__file__))
ITEMS = []

def add(kind, q, state, topic, basis, figures=None, verdict=None, ask=None, date=None, profile=None):
    d = {"q": q, "kind": kind, "state": state}
    if verdict: d["verdict"] = verdict
    if figures: d["figures"] = figures
    if ask: d["ask"] = ask
    if date: d["date"] = date
    if profile: d["profile"] = profile
    d["topic"] = topic
    d["basis"] = basis
    ITEMS.append(d)

def A(q, state, topic, basis, **k): add("answer", q, state, topic, basis, **k)
def T(q, state, topic, basis, **k): add("tool", q, state, topic, basis, **k)
def D(q, state, topic, ask, **k): add("decline", q, state, topic, "facts (not held)", ask=ask, **k)
def M(q, topic, basis, **k): add("ambiguous", q, None, topic, basis, **k)

# ---------------------------------------------------------------- answers: NSW
A("HBCF — the icare policy's triggered over 20k contract price under the HBA, yeah? And it has to be in place before I bank the deposit?",
  "NSW", "HBCF for residential work over $20,000, before starting work or taking any money including the deposit", "facts §2.1, §2.2 NSW", figures=["$20,000"], verdict="yes")
A("s.8 HBA — is the deposit cap still 10% on a residential job out in the Hills?",
  "NSW", "NSW maximum deposit 10% of the contract price (HBA s8)", "facts §2.1, §2.2 NSW", figures=["10%"], verdict="yes")
A("Sparky on the Northern Beaches. How long after the safety and compliance test have I got to get the CCEW done?",
  "NSW", "CCEW within 7 days of finishing the safety and compliance test (Gas and Electricity (Consumer Safety) Act 2017)", "facts §3.2 NSW", figures=["7 days"])
A("Gasfitter, Central Coast. Does Fair Trading still want a copy of the gas CoC, and what's the window?",
  "NSW", "NSW gas CoC (or Certificate of Inspection for LPG) copy to Fair Trading within 5 business days", "facts §4.5 NSW", figures=["5 business days"], verdict="yes")
A("$14k bathroom in Penrith — is that a small jobs contract or the full-blown HBA home building contract?",
  "NSW", "NSW written contract: small jobs contract $5,000–$20,000; home building contract over $20,000", "facts §2.1, §2.2 NSW, §9", figures=["$5,000", "$20,000"])
A("Owner in Kellyville wants to rescind under s.7BA. How long's the cooling-off from when she got her copy of the signed contract?",
  "NSW", "NSW cooling-off: 5 clear business days after being given a copy of the signed contract (HBA s 7BA)", "facts §2.2 NSW, §9 third pass", figures=["5 clear business days"])
A("Contracts going out over the Christmas shutdown in Wollongong — do 27 to 31 Dec count as business days for the HBA cooling-off?",
  "NSW", "HBA s 3: business day excludes Sat, Sun, public holidays and 27–31 December", "facts §2.2 NSW", figures=["5 clear business days"], verdict="no")
A("Subbie in Parramatta. Served a payment claim under SOPA — when's the payment schedule due, and what's the max time to pay me under s.11(1A)?",
  "NSW", "NSW SOP: payment schedule 10 business days; subcontract max time to pay 20 BD", "facts §6.7 NSW", figures=["10 business days", "20 BD"])
A("Laying floating timber floors in Newcastle NSW, about 12k. Does the Board still license non-structural flooring?",
  "NSW", "NSW non-structural flooring no longer licensed since 16 Sep 2009, whatever the value", "facts §1.1, §9 fourth pass", verdict="no")
A("Homeowner in Blacktown reckons he'll pull 14 square metres of bonded AC sheet off the eaves himself. Is he allowed?",
  "NSW", "NSW home renovators may remove up to 10 m² of bonded asbestos in total; above that a licensed contractor", "facts §5.5", figures=["10 m²"], verdict="no")
A("Drainer in Campbelltown NSW, 1.8 m trench for the sewer connection. HRCW — SWMS required before we dig?",
  "NSW", "HRCW: trench deeper than 1.5 m -> SWMS before the work starts", "facts §5.6", figures=["1.5 m"], verdict="yes")
A("Fair Trading's contractor licence threshold is still $1,000 isn't it?",
  "NSW", "statement to correct: $1,000 was historical; licence needed for jobs over $5,000 (specialist trades at any value)", "facts §1.1, §8", figures=["$5,000"], verdict="no")

# ---------------------------------------------------------------- answers: VIC
A("VBA registration threshold for domestic building work in Vic — still 5k?",
  "VIC", "statement to correct: VIC registration for domestic building work over $10,000 ($5,000 before 1 Aug 2017)", "facts §1.2, §8", figures=["$10,000"], verdict="no")
A("Re-blocking a weatherboard in Footscray, $4.5k job. Need to be registered with the BPC for that?",
  "VIC", "VIC re-blocking / re-stumping needs registration whatever the cost", "facts §1.2, §2.1", verdict="yes")
A("DBI kicks in over 16k right — and the certificate of currency has to go to the owner before I take any money?",
  "VIC", "DBI for domestic work over $16,000; policy and certificate of currency given before taking any money", "facts §2.1, §2.2 VIC", figures=["$16,000"], verdict="yes")
A("DBCA — what's the deposit cap on a $45k reno in Geelong?",
  "VIC", "VIC deposit 5% where the price is $20,000 or more", "facts §2.1, §2.2 VIC", figures=["5%"])
A("s.34 DBCA cooling-off: how many days has the owner got, and what can I hang on to if they pull out?",
  "VIC", "VIC cooling-off 5 clear business days after receiving the signed copy; builder may keep $100 plus approved out-of-pocket expenses", "facts §2.2 VIC", figures=["5 clear business days", "$100"])
A("Left the cooling-off notice out of a major domestic building contract in Bendigo. How long has the owner got to get out?",
  "VIC", "no cooling-off notice in the contract -> owner has 7 days from becoming aware", "facts §2.2 VIC", figures=["7 days"])
A("Sparky in Ballarat, added a couple of GPOs in a kitchen. Non-prescribed — how long to get the COES to the customer?",
  "VIC", "VIC COES for non-prescribed work to the customer within 1 month", "facts §3.2 VIC", figures=["1 month"])
A("Main switchboard upgrade in Frankston. Am I right to liven it up before the LEI's been out?",
  "VIC", "prescribed work (main switchboard) must not be energised before inspection by an LEI", "facts §3.2 VIC", verdict="no")
A("Relocating a Type A space heater in Shepparton, $300 job. Still have to issue a compliance cert?",
  "VIC", "VIC compliance certificate at any value for Type A gas appliance install/relocate/replace", "facts §4.2 VIC, §4.5 VIC", verdict="yes")
A("Plumbing compliance certificate — how many days after completion to lodge it with the BPC in Victoria?",
  "VIC", "VIC compliance certificate to the customer and lodged with the BPC within 5 days of finishing", "facts §4.2 VIC", figures=["5 days"])
A("Is there an exemption from BPC plumbing registration for little jobs under a grand in Warrnambool?",
  "VIC", "VIC plumbing: licensed, registered or in supervised training at any value", "facts §1.2, §9 third pass", verdict="no")
A("Vic SOPA: builder's got my payment claim. Payment schedule due within how many BD if the contract says 20?",
  "VIC", "VIC SOP payment schedule within the contract time or 10 BD, whichever is earlier", "facts §6.7 VIC", figures=["10 BD"])
A("I've got my A-grade. Can I contract direct with the public in Vic without registering as an REC?",
  "VIC", "only registered electrical contractors (RECs) may contract with the public for electrical installation work", "facts §1.2 VIC", verdict="no")
A("Major domestic building contract I signed in March 2017 for a $7k bathroom in Ballarat — did that have to be a major domestic contract back then?",
  "VIC", "dated: before 1 Aug 2017 the major domestic building contract threshold was over $5,000", "facts §2.2 VIC, §9 third pass, §8", figures=["$5,000"], verdict="yes", date="2017-03-15")

# ---------------------------------------------------------------- answers: QLD
A("QBCC licence over 3,300 — that's labour and materials inc GST, even if the owner buys the tiles himself?",
  "QLD", "QLD licence over $3,300; value includes all labour and materials whoever supplies them, GST included", "facts §1.3, §2.1", figures=["$3,300"], verdict="yes")
A("Hydraulic services design in Brisbane — what's the QBCC licence threshold for that?",
  "QLD", "QLD licence for hydraulic services design over $1,100", "facts §1.3", figures=["$1,100"])
A("$400 HWS changeover in Townsville. Under the 3,300 so I don't need the QBCC occupational licence, right?",
  "QLD", "QLD plumbing needs an occupational licence at any value", "facts §1.3", verdict="no")
A("QHWS — does a $5k repaint in Toowoomba have to be covered?",
  "QLD", "QLD Home Warranty Scheme for residential work over $3,300 (painting included)", "facts §2.2 QLD", figures=["$3,300"], verdict="yes")
A("How long does QHWS cover run once the premium's paid?",
  "QLD", "cover runs 6 years 6 months from premium paid, contract signed or work started, whichever first", "facts §2.2 QLD", figures=["6 years 6 months"])
A("Level 2 contract on the Sunny Coast — what's the deposit cap under Sch 1B?",
  "QLD", "QLD deposit 5% at $20,000 or more", "facts §2.1, §2.2 QLD", figures=["5%"])
A("Sch 1B s35 cooling-off on a Level 1 in Logan — how many days, and does it start the day they sign?",
  "QLD", "QLD cooling-off 5 business days, starting the day after the owner receives the whole signed contract", "facts §2.2 QLD", figures=["5 business days"], verdict="no")
A("Regulated contract over 20k in Mackay. When's the Commencement Notice due to the QBCC?",
  "QLD", "QLD contracts $20,000+: Commencement Notice within 10 business days of starting on site", "facts §2.2 QLD", figures=["10 business days"])
A("Notifiable work in Cairns. How long from invoicing to lodge the Form 4?",
  "QLD", "QLD notifiable work registered with QBCC (Form 4) within 10 business days of invoicing", "facts §4.2 QLD", figures=["10 business days"])
A("BIF Act — payment schedule's 10 BD like NSW, isn't it?",
  "QLD", "statement to correct: QLD BIF Act payment schedule 15 BD", "facts §6.7 QLD", figures=["15 BD"], verdict="no")
A("Going for my electrical contractor licence with the ESO. What PL and consumer protection cover do I need?",
  "QLD", "QLD electrical contractor licence: PL/products cover at least $5,000,000 and consumer protection at least $50,000", "facts §1.3", figures=["$5,000,000", "$50,000"])
A("Reroof on a house in Ipswich, fall's about 2.5 m. SWMS required in Qld for housing?",
  "QLD", "QLD SWMS needed for any construction work above 2 m, housing included", "facts §5.6 QLD", figures=["2 m"], verdict="yes")
A("NSW gasfitter. Can I work up in Coolangatta under AMR?",
  "QLD", "QLD is not in Automatic Mutual Recognition for gas; Queensland gas work licence through RSHQ", "facts §1.3", verdict="no")

# ---------------------------------------------------------------- answers: WA
A("Building Services Board — registered building contractor needed over what value in WA?",
  "WA", "WA building contractor registration for work over $20,000", "facts §1.4, §2.1", figures=["$20,000"])
A("HII on a $35k patio in Joondalup. Do I need the certificate before the first progress claim?",
  "WA", "WA HII for residential work over $20,000; certificate before claiming any payment or starting", "facts §2.2 WA", figures=["$20,000"], verdict="yes")
A("HBCA 1991 — what band of contract values does it catch?",
  "WA", "WA Home Building Contracts Act: fixed-price contracts $7,500–$500,000, written, dated, signed", "facts §2.1, §2.2 WA", figures=["$7,500", "$500,000"])
A("HBCA deposit cap — is 6.5% still the number on a home build in Mandurah?",
  "WA", "WA deposit limited to 6.5% of the total amount payable", "facts §2.2 WA, §9 fourth pass", figures=["6.5%"], verdict="yes")
A("Sparky in Fremantle. Notice of Completion and the ESC — what are the deadlines?",
  "WA", "WA NOC within 3 days of finishing; ESC to the customer within 28 days", "facts §3.2 WA", figures=["3 days", "28 days"])
A("Notifiable work in Rockingham — does the Preliminary Notice go in before or after I start?",
  "WA", "WA Preliminary Notice to the network operator before notifiable work starts (r51)", "facts §3.2 WA")
A("NOI for major plumbing work in Bunbury — how much notice does the Plumbers Licensing Board want?",
  "WA", "WA Notice of Intention at least 24 hours before major plumbing work", "facts §4.2 WA", figures=["24 hours"])
A("WA plumbing contractor: CoC after major work — how many days to lodge it and how long do I keep it?",
  "WA", "WA plumbing CoC within 5 working days; keep for 6 years", "facts §1.4, §4.2 WA", figures=["5 working days", "6 years"])
A("$150 cooktop swap in Geraldton. Does it need a licensed gas fitter at that money?",
  "WA", "WA gasfitting on a consumer's installation only by a licensed gas fitter, any value", "facts §1.4, §9 second pass", verdict="yes")
A("WA SOP Act 2021 — how many BD for the payment schedule?",
  "WA", "WA SOP payment schedule 15 BD", "facts §6.7 WA", figures=["15 BD"])

# ---------------------------------------------------------------- answers: SA
A("SafeWork SA — gutter and fascia job in Henley Beach next week, eaves at 2.4 m. SWMS required?",
  "SA", "SA HRCW fall trigger more than 2 m from 1 July 2026 -> SWMS", "facts §9 (SA HRCW), §5.6", figures=["2 m"], verdict="yes", date="2026-12-02")
A("Back in March this year we did a re-sheet in Port Lincoln at 2.6 m, no SWMS. Were we in breach of the WHS regs?",
  "SA", "dated: before 1 July 2026 the SA fall trigger was 3 m -> no SWMS needed at 2.6 m", "facts §5.6, §9 (SA HRCW)", figures=["3 m"], verdict="no", date="2026-03-15")
A("Plumbing CoC in SA — how many days after completion to get it to the OTR?",
  "SA", "SA plumbing CoC to the Office of the Technical Regulator and customer within 7 days", "facts §4.2 SA, §9", figures=["7 days"])
A("Sparky in Elizabeth. eCoC to the Technical Regulator — what's the window, and what's the max penalty under s.61?",
  "SA", "SA electrical eCoC within 30 days after energisation; penalties up to $5,000 (s61)", "facts §3.2 SA", figures=["30 days", "$5,000"])
A("Gasfitter in Whyalla — how long to issue the gas eCoC after a new appliance install?",
  "SA", "SA gas eCoC within 30 days", "facts §4.5 SA, §9", figures=["30 days"])
A("9k bathroom in Paralowie. Does the BWC Act make me put it in a written contract?",
  "SA", "SA written contract only for domestic building work of $12,000 or more", "facts §2.1, §9 second pass", figures=["$12,000"], verdict="no")
A("s.28 BWC Act — what's the max penalty if my domestic building contract doesn't tick the boxes?",
  "SA", "SA domestic building work contract requirements: maximum penalty $5,000 (BWC Act s28)", "facts §2.2 SA", figures=["$5,000"])
A("Contracting without a BWC licence in SA — max penalty for an individual on a first offence?",
  "SA", "SA unlicensed building-work contracting: individual up to $100,000 (first or second offence)", "facts §1.5, §9", figures=["$100,000"])
A("Going for my building work contractor's licence with CBS. What net assets do they want and how long does it run?",
  "SA", "SA BWC licence: at least $10,000 net assets; runs for 1 year", "facts §1.5", figures=["$10,000", "1 year"])
A("Homeowner in Unley living in the place, I've put a payment claim in under the SA SOPA. Does the Act apply?",
  "SA", "SA SOP Act doesn't cover domestic work where the client lives there", "facts §6.7 SA", verdict="no")
A("Replaced a faulty thermocouple in Mount Gambier, no mods to the appliance. Gas CoC needed?",
  "SA", "SA gas CoC not needed for repairs or maintenance that don't modify an appliance", "facts §4.5 SA", verdict="no")

# ---------------------------------------------------------------- answers: TAS
A("RBWCDR Act — does a $25k reno in Launceston need a written contract?",
  "TAS", "TAS residential building work of $20,000 or more needs a written, dated, signed contract", "facts §2.1, §2.2 TAS", figures=["$20,000"], verdict="yes")
A("Builder in Hobart — do I have to take out home indemnity on a 60k extension like the mainland?",
  "TAS", "TAS: no statutory home-warranty scheme (Housing Indemnity Act 1992 repealed)", "facts §0, §2.1, §2.2 TAS", verdict="no")
A("Client in Kingborough wants to go owner-builder. How many projects can he do, and what PL cover does CBOS want?",
  "TAS", "TAS owner-builders limited to 2 projects in 10 years; public liability of at least $5 million", "facts §1.6", figures=["2 projects in 10 years", "$5 million"])
A("Tempering valve on a new HWS in Devonport — what's it set to for the ensuite, and what's the storage temp?",
  "TAS", "tempering valve 50°C for personal hygiene fixtures; stored hot water 60°C or more", "facts §4.3", figures=["50°C", "60°C"])
A("Aged care job in Burnie — tempering valve or TMV, and at what temp?",
  "TAS", "TMV set to 45°C in nursing homes and similar places", "facts §4.3", figures=["45°C"])
A("Tas SOP Act — residential job, how long to serve the payment schedule?",
  "TAS", "TAS SOP payment schedule 20 days residential (10 days commercial)", "facts §6.7 TAS", figures=["20 days"])
A("Cat 2B plumbing in Moonah — Form 80 to council before I start or after?",
  "TAS", "TAS Category 2B: plumber notifies council after (Form 80)", "facts §4.2 TAS")
A("Is the Electrical Installation Notice still the form to notify electrical work with CBOS?",
  "TAS", "TAS CEC replaced the Electrical Installation Notice in 2012", "facts §3.2 TAS", verdict="no")

# ---------------------------------------------------------------- answers: ACT
A("Alterations and additions in Belconnen, 15k. Residential building insurance or a fidelity certificate required?",
  "ACT", "ACT residential building insurance or fidelity certificate for alterations/additions of $12,000 or more", "facts §2.1, §2.2 ACT", figures=["$12,000"], verdict="yes")
A("ACT residential building insurance — how long after the COO does the cover run, and how long has the owner got to tell the insurer about a defect?",
  "ACT", "ACT cover ends 5 years after the certificate of occupancy; insurer told within 90 days", "facts §2.2 ACT", figures=["5 years", "90 days"])
A("Sparky in Gungahlin. Test report to the Registrar — how long after the test?",
  "ACT", "ACT test report to the Construction Occupations Registrar or owner within 14 days of the test", "facts §3.2 ACT", figures=["14 days"])
A("Wiring up a battery and inverter in Woden — do I need the DER endorsement?",
  "ACT", "ACT DER endorsement needed for wiring work on rooftop solar, inverters and batteries from 11 Sep 2024", "facts §1.7", verdict="yes")
A("Gasfitter in Weston Creek. Compliance certificate under the Gas Safety Act s9 — when's it due?",
  "ACT", "ACT gasfitting: attach a compliance indicator and give a certificate as soon as practicable", "facts §4.5 ACT")
A("Chippy in Tuggeranong doing decks and pergolas. Does Access Canberra license carpenters?",
  "ACT", "carpenters are not licensed in the ACT (builders, electricians, plumbers, drainers, gasfitters are)", "facts §1.7", verdict="no")
A("ACT SOP Act s13 — max time to pay a progress claim?",
  "ACT", "ACT SOP maximum time to pay 15 BD (s13(1))", "facts §6.7 ACT", figures=["15 BD"])
A("New install in Molonglo — can I energise before Access Canberra's done the inspection?",
  "ACT", "Access Canberra audits all new installations; they can't be energised until passed", "facts §3.2 ACT", verdict="no")

# ---------------------------------------------------------------- answers: NT
A("BPB — over what value does a builder need to be registered as a Building Contractor for a new house in Darwin?",
  "NT", "NT registration for residential building work above $12,000", "facts §1.8, §2.1", figures=["$12,000"])
A("Adding an open verandah onto an existing house in Palmerston NT. Need BPB registration?",
  "NT", "NT: verandahs or open carports added to existing buildings don't need registration", "facts §1.8", verdict="no")
A("Prescribed residential building work in Alice Springs, 18k extension — signed contract mandatory?",
  "NT", "NT signed contract for prescribed residential building work over $12,000", "facts §2.1, §9 second pass", figures=["$12,000"], verdict="yes")
A("Got my advanced tradesman licence from the PDLB. Can I certify my own work in the Territory?",
  "NT", "NT advanced tradesman can contract and do plumbing but not certify; certifying plumber registered with the BPB", "facts §1.8, §4.2 NT", verdict="no")
A("NT Construction Contracts Act — head contract says pay in 45 BD. Does that stand?",
  "NT", "NT: any payment term longer than 30 BD is read as 30 BD", "facts §6.7 NT", figures=["30 BD"], verdict="no")
A("Swapping a light fitting like-for-like in Palmerston NT, no change to wiring or protection. CoC still needed under the ES Act 2022?",
  "NT", "NT from 1 Jan 2026 like-for-like replacements no longer need a CoC", "facts §3.2 NT", verdict="no")
A("Back in June 2025 I swapped a GPO like-for-like in Katherine and didn't do a CoC. Was that right?",
  "NT", "dated: before 1 Jan 2026 a CoC was needed for all electrical work (limited exceptions)", "facts §3.2 NT", verdict="no", date="2025-06-15")
A("Big LPG install in Darwin, 400 kg stored. Does NT WorkSafe want notice before we start, and how much?",
  "NT", "NT gas works on systems over 200 kg stored: notify NT WorkSafe no later than 24 hours before", "facts §9 second pass", figures=["24 hours"], verdict="yes")
A("MBA NT Fidelity Fund — how long's the cover for structural and non-structural defects?",
  "NT", "NT fidelity certificates: 6 years structural, 1 year non-structural", "facts §2.2 NT", figures=["6 years", "1 year"])

# ---------------------------------------------------------------- answers: national (AU) and profile
A("GST rego — what's the turnover threshold, and how long have I got once I cross it?",
  "AU", "GST registration at $75,000 GST turnover; register within 21 days", "facts §6.2", figures=["$75,000", "21 days"])
A("Customer's asked for a tax invoice. How long have I got to give it to him?",
  "AU", "tax invoice within 28 days of a request", "facts §6.3, §9", figures=["28 days"])
A("Tax invoice on a $2,400 job — does it have to show the buyer's ABN or identity?",
  "AU", "tax invoices of $1,000 or more must show the buyer's identity or ABN", "facts §6.3", figures=["$1,000"], verdict="yes")
A("How long do I keep the books, BAS workpapers and invoices for the ATO?",
  "AU", "keep business records for 5 years", "facts §6.4, §9", figures=["5 years"])
A("TPAR — when's it due to the ATO?",
  "AU", "TPAR lodged by 28 August each year (secondary sources)", "facts §6.5", figures=["28 August"])
A("SGC aside — under Payday Super, how many business days after payday has the SG got to land in the fund?",
  "AU", "Payday Super from 1 July 2026: SG received by the fund no more than 7 business days after the QE day", "facts §9 second pass", figures=["7 business days"])
A("Super for the January to March quarter this year — what was the due date for the SG?",
  "AU", "dated: quarter ending before 1 July 2026 -> old quarterly due date 28 Apr", "facts §6.6, §9 second pass", figures=["28 Apr"], date="2026-03-31")
A("No-ABN withholding's still 49% isn't it?",
  "AU", "statement to correct: 47% from 1 July 2017 (49% 2014–2017)", "facts §6.8, §8", figures=["47%"], verdict="no")
A("Can I still cut and install an engineered stone benchtop on a new kitchen?",
  "AU", "engineered stone benchtops, panels and slabs banned from 1 July 2024", "facts §5.8", verdict="no")
A("Stone mason in Sydney — installed an engineered stone top in August 2024 on a contract signed in October 2023. Was that lawful under the transitional rule?",
  "NSW", "dated: NSW regulation included the transitional rule (contracts on or before 31 Dec 2023 exempt until 31 Dec 2024)", "facts §5.8", verdict="yes", date="2024-08-15")
A("Plans went in for a permit in March 2023 — was NCC 2022 already in force then?",
  "AU", "dated: NCC 2022 formally commenced on 1 May 2023", "facts §5.1", verdict="no", date="2023-03-15")
A("Split system installs — need an ARCtick licence even for a single-head back-to-back?",
  "AU", "Refrigerant Handling Licence needed for any work on fluorocarbon RAC equipment", "facts §1.9", verdict="yes")
A("Balustrade on a deck landing — minimum height, and what along the stair flight?",
  "AU", "barrier at least 1 m above the floor of a landing; 865 mm along stair flights", "facts §5.2", figures=["1 m", "865 mm"])
A("Sparky. How long have I got to give the customer the ESC in my state?",
  "WA", "profile WA electrician: ESC to the customer within 28 days", "facts §3.2 WA", figures=["28 days"], profile={"state": "WA", "trade": "electrician"})
A("Plumber. What's the deadline on the CoC after I finish a job in my state?",
  "SA", "profile SA plumber: plumbing CoC within 7 days", "facts §4.2 SA, §9", figures=["7 days"], profile={"state": "SA", "trade": "plumber"})
A("Building a 15k carport needing development approval in Mount Barker SA — contract signed back in September 2025. Did I need BII?",
  "SA", "dated: BII over $12,000 where development approval needed; the $20,000 threshold applies only to contracts from 10 Nov 2025", "facts §2.1, §2.2 SA", figures=["$12,000"], verdict="yes", date="2025-09-15")

# ---------------------------------------------------------------- tools
T("s.8 HBA — max deposit in dollars on a $68.5k kitchen and laundry in Kogarah?",
  "NSW", "NSW deposit cap 10% of the contract price", "facts §2.1, §2.2 NSW", figures=["$6,850", "10%"])
T("Tiling job in Hurstville, 4,650 ex GST. Over the Fair Trading licence threshold or not?",
  "NSW", "4,650 + GST = 5,115 incl GST > $5,000 -> licence", "facts §1.1, §2.1", figures=["$5,115", "$5,000"], verdict="yes")
T("$3.2k of wet plastering plus $2.4k of wall tiling, same house in Ryde. Do I need to be licensed?",
  "NSW", "sum 5,600 > $5,000 -> licence (both as written and x1.1)", "facts §1.1, §2.1", figures=["$5,600", "$5,000"], verdict="yes")
T("One contract in Hornsby: 11k ensuite and a 6k laundry. HBCF required?",
  "NSW", "sum 17,000, not over $20,000 -> no HBCF (both as written and x1.1)", "facts §2.1, §2.2 NSW", figures=["$17,000", "$20,000"], verdict="no")
T("DBCA deposit on an $18.5k bathroom in Nunawading — what's the most I can take in dollars?",
  "VIC", "VIC 10% under $20,000", "facts §2.1, §2.2 VIC", figures=["$1,850", "10%"])
T("New home in Tarneit, contract's $240k. Max deposit in dollars under the DBCA?",
  "VIC", "VIC 5% at $20,000 or more", "facts §2.1, §2.2 VIC", figures=["$12,000", "5%"])
T("$4.8k of carpentry and $3.9k of tiling on the one house in Doncaster. BPC rego needed?",
  "VIC", "sum 8,700, not over $10,000 -> no registration (both as written and x1.1)", "facts §1.2, §2.1", figures=["$8,700", "$10,000"], verdict="no")
T("Geelong: $9.5k deck and a $7k pergola on one contract. DBI?",
  "VIC", "sum 16,500 > $16,000 -> DBI (both as written and x1.1)", "facts §2.1, §2.2 VIC", figures=["$16,500", "$16,000"], verdict="yes")
T("Plumbing in Sunbury: my labour's $450 and the client supplied $380 of tapware. Compliance certificate needed?",
  "VIC", "value counts materials whoever supplied them: 830 > $750 -> certificate", "facts §4.2 VIC", figures=["$830", "$750"], verdict="yes")
T("Level 1 contract, $16k kitchen in Hervey Bay. Deposit cap in dollars?",
  "QLD", "QLD 10% under $20,000", "facts §2.1, §2.2 QLD", figures=["$1,600", "10%"])
T("Modular home for a block in Gympie, $85k contract, about 70% built off-site in our shed. Max deposit?",
  "QLD", "QLD 20% where more than 50% of the price is off-site work", "facts §2.1, §2.2 QLD, §9", figures=["$17,000", "20%"])
T("Fence repair in Rockhampton, 3,100 plus GST. Over the QBCC threshold?",
  "QLD", "3,100 + GST = 3,410 > $3,300 (incl GST) -> licence", "facts §1.3, §2.1", figures=["$3,410", "$3,300"], verdict="yes")
T("Deck in Caboolture: owner's supplying $1,900 of merbau, my labour's $1,600. QBCC licence needed?",
  "QLD", "value includes materials whoever supplies them: 3,500 > $3,300 -> licence", "facts §1.3", figures=["$3,500", "$3,300"], verdict="yes")
T("HBCA 6.5% — what's that in dollars on an $86k extension in Midland?",
  "WA", "WA 6.5% of the total amount payable", "facts §2.2 WA", figures=["$5,590", "6.5%"])
T("Patio in Ellenbrook, $12,400 fixed price. Max deposit?",
  "WA", "WA 6.5% (HBCA applies $7,500–$500,000)", "facts §2.2 WA", figures=["$806", "6.5%"])
T("WA, one job: 13k slab and 9k frame. Do I need to be a registered building contractor?",
  "WA", "sum 22,000 > $20,000 -> registered building contractor (both as written and x1.1)", "facts §1.4, §2.1", figures=["$22,000", "$20,000"], verdict="yes")
T("Port Adelaide: $5k bathroom plus $3.5k laundry on the one job. Written contract required?",
  "SA", "sum 8,500 < $12,000 -> no written contract required (both as written and x1.1)", "facts §2.1, §9 second pass", figures=["$8,500", "$12,000"], verdict="no")
T("$14.5k kitchen and $6.2k laundry, one contract in Kingston Beach. Written contract under the Tas Act?",
  "TAS", "sum 20,700 >= $20,000 -> written contract (both as written and x1.1)", "facts §2.1, §2.2 TAS", figures=["$20,700", "$20,000"], verdict="yes")
T("Kitchen reno in Kambah, $9,200 plus $3,400 of variations on the same contract. Residential building insurance?",
  "ACT", "sum 12,600 >= $12,000 -> residential building insurance or fidelity certificate (both as written and x1.1)", "facts §2.1, §2.2 ACT", figures=["$12,600", "$12,000"], verdict="yes")
T("Extension in Nightcliff: 6.5k slab and 4k frame. BPB registration needed?",
  "NT", "sum 10,500, not above $12,000 -> no registration (both as written and x1.1)", "facts §1.8, §2.1", figures=["$10,500", "$12,000"], verdict="no")
T("How much GST is in 8,250 inc?",
  "AU", "GST = 1/11 of the inclusive amount", "facts §6.2", figures=["$750", "10%"])
T("Quote's $3,600 ex. What's the total inc GST?",
  "AU", "3,600 x 1.1", "facts §6.2", figures=["$3,960", "10%"])
T("Client paid 15,950 inc GST. What's the ex-GST figure for the BAS?",
  "AU", "15,950 / 1.1", "facts §6.2", figures=["$14,500", "10%"])
T("Progress claim for 48,500 inc. Break out the GST and the ex-GST amount.",
  "AU", "GST 1/11 of 48,500 (half-up to the cent); ex GST = 48,500 - GST", "facts §6.2", figures=["$4,409.09", "$44,090.91", "10%"])
T("Leading hand's gross this week is $1,450. SG on that?",
  "AU", "super 12% of wages paid now", "facts §6.6, §9", figures=["$174", "12%"])
T("Apprentice's fortnightly gross is 2,985.50 — how much super?",
  "AU", "super 12%", "facts §6.6, §9", figures=["$358.26", "12%"])
T("Wages I paid in September 2024 came to $3,800. What should the SG have been?",
  "AU", "dated: 11.5% for wages paid 1 July 2024 - 30 June 2025", "facts §9 (super)", figures=["$437", "11.5%"], date="2024-09-15")
T("Site labourer on 78k a year. Super for the year at the current SG rate?",
  "AU", "super 12%", "facts §6.6, §9", figures=["$9,360", "12%"])
T("Subbie's invoice is $3,250 and he hasn't quoted an ABN. How much PAYG no-ABN withholding?",
  "AU", "no-ABN withholding 47%", "facts §6.8", figures=["$1,527.50", "47%"])
T("Courier with no ABN, $68 ex GST for a drop-off. Do I withhold?",
  "AU", "no withholding at $75 or less excluding GST", "facts §6.8", figures=["$75"], verdict="no")
T("Back in March 2016 I paid a no-ABN subbie $1,800. What should I have withheld then?",
  "AU", "dated: 49% (2014–2017)", "facts §6.8, §8", figures=["$882", "49%"], date="2016-03-15")
T("Turnover this year's 61k from tiling and 16.5k from side work. Do I have to register for GST?",
  "AU", "GST turnover 77,500 >= $75,000 -> must register", "facts §6.2", figures=["$77,500", "$75,000"], verdict="yes")
T("New subbie's ABN is 31 814 366 561 — do the check digits stack up?",
  "AU", "ABN modulus 89 check", "facts §6.1", figures=["valid"])
T("ABN on this tax invoice: 30643346828. Legit format?",
  "AU", "ABN modulus 89 check", "facts §6.1", figures=["valid"])
T("Check this ABN for me before I pay: 67 349 174 948",
  "AU", "ABN modulus 89 check (last digit changed from a valid number)", "facts §6.1", figures=["invalid"])

# ---------------------------------------------------------------- declines
D("What's icare charging for the HBCF premium on a $400k knock-down rebuild in the Shire?",
  "NSW", "HBCF premium not held", "icare (Home Building Compensation Fund)")
D("Late CCEW in NSW — what's the fine if it goes in after the 7 days?",
  "NSW", "penalty for a late CCEW not held (the 7-day rule is held)", "Building Commission NSW")
D("What's the fee to renew a contractor licence for 5 years with Fair Trading?",
  "NSW", "licence renewal fee not held", "Building Commission NSW")
D("How much is the owner-builder permit fee in NSW these days?",
  "NSW", "owner-builder permit fee not held", "Building Commission NSW")
D("How many CPD points do I need to renew my NSW builder's licence?",
  "NSW", "CPD requirement for NSW contractor licence not held", "Building Commission NSW")
D("NSW SOPA adjudication — what's the application fee to the ANA?",
  "NSW", "adjudication application fee not held", "Building Commission NSW (NSW Fair Trading)")
D("What's the BPC charging for Domestic Builder (Limited) registration?",
  "VIC", "registration fee not held", "Building and Plumbing Commission (formerly VBA)")
D("REC registration fee with ESV for 5 years?",
  "VIC", "REC registration fee not held", "Energy Safe Victoria")
D("Vic SOPA — once the payment schedule's in, what's the max time the builder's got to actually pay me?",
  "VIC", "VIC SOP maximum time to pay not captured (the 10 BD schedule is held)", "Building and Plumbing Commission (formerly VBA)")
D("What's the max penalty in Vic for taking a deposit with no DBI in place?",
  "VIC", "penalty not held (the DBI-before-money rule is held)", "Building and Plumbing Commission (formerly VBA)")
D("How much does a plumbing compliance certificate cost to buy from the BPC?",
  "VIC", "compliance certificate price not held", "Building and Plumbing Commission (formerly VBA)")
D("Class B asbestos removal licence from WorkSafe Vic — what's the fee?",
  "VIC", "asbestos licence fee not held", "WorkSafe Victoria")
D("QBCC annual licence fee for Builder Low Rise?",
  "QLD", "licence fee not held", "QBCC")
D("QHWS premium on a $350k new build in Springfield Lakes?",
  "QLD", "QLD home warranty premium not held", "QBCC")
D("What's the QBCC penalty if the Form 4 goes in late?",
  "QLD", "late Form 4 penalty not held (10 business days rule and lodgement fee held)", "QBCC")
D("ESO max penalty for doing electrical work unlicensed in Qld?",
  "QLD", "penalty under ES Act s55 not held", "Electrical Safety Office (WorkSafe QLD)")
D("Renewing my gas work licence with RSHQ — how much?",
  "QLD", "gas work licence fee not held", "Resources Safety and Health Queensland")
D("BIF Act adjudication — how many days has the adjudicator got to decide?",
  "QLD", "adjudicator decision time not held", "QBCC")
D("HBCA in WA — what's the cooling-off on a home building contract?",
  "WA", "WA cooling-off not found", "Building and Energy (DEMIRS)")
D("Ballpark HII premium on a 300k house in Baldivis?",
  "WA", "HII premium not held", "Building and Energy (DEMIRS)")
D("What's the fee to register as a building contractor with the Building Services Board?",
  "WA", "registration fee not held", "Building Services Board (Building and Energy)")
D("WA electrical contractor's licence — what's the renewal fee?",
  "WA", "licence fee not held", "Building and Energy (DEMIRS)")
D("Max penalty in WA if the NOC goes in after the 3 days?",
  "WA", "late NOC penalty not held (3-day rule held)", "Building and Energy (DEMIRS)")
D("How much does WorkSafe WA charge for a Class A asbestos licence?",
  "WA", "asbestos licence fee not held", "WorkSafe WA")
D("Max deposit I can take on a $60k reno in Prospect SA?",
  "SA", "SA deposit cap not found", "Consumer and Business Services (CBS)")
D("Cooling-off period on a domestic building contract in SA?",
  "SA", "SA cooling-off not found", "Consumer and Business Services (CBS)")
D("Late gas eCoC in SA — what's the fine?",
  "SA", "late gas eCoC penalty not held (30 days held)", "Office of the Technical Regulator")
D("What's the dollar floor for needing a BWC licence in SA — 5k?",
  "SA", "SA licence dollar floor not confirmed (secondary sources conflict)", "Consumer and Business Services (CBS)")
D("CBS fee for a plumbing contractor's licence?",
  "SA", "licence fee not held", "Consumer and Business Services (CBS)")
D("BII premium on a $250k new home in Mount Barker SA?",
  "SA", "BII premium not held", "Consumer and Business Services (CBS)")
D("Tas — what's the cooling-off on a residential building work contract?",
  "TAS", "TAS cooling-off not found", "CBOS")
D("Deposit cap on a $40k bathroom and laundry in Hobart?",
  "TAS", "TAS deposit cap not found", "CBOS")
D("CEC in Tassie — how many days after the job to notify it?",
  "TAS", "TAS CEC deadline not found", "CBOS")
D("What's CBOS charging to renew a builder's licence?",
  "TAS", "licence fee not held", "CBOS")
D("Gasfitter in Launceston — deadline for the gas compliance certificate?",
  "TAS", "TAS gas certificate deadline not researched", "CBOS")
D("Owner-builder permit application fee in Tasmania?",
  "TAS", "owner-builder permit fee not held (2 projects in 10 years, course, White Card held)", "CBOS")
D("Deposit cap on a $30k reno in Belconnen?",
  "ACT", "ACT deposit cap not found", "Access Canberra")
D("ACT SOP Act — how long has the respondent got to serve a payment schedule?",
  "ACT", "ACT payment schedule not captured (15 BD time to pay is held)", "Access Canberra")
D("Cooling-off on a building contract in Canberra?",
  "ACT", "ACT cooling-off not found", "Access Canberra")
D("Class C builder's licence renewal fee with Access Canberra?",
  "ACT", "licence fee not held", "Access Canberra")
D("WorkSafe ACT — max penalty for working at height without a SWMS?",
  "ACT", "ACT WHS penalty not held", "WorkSafe ACT")
D("NT ES Act 2022 — how many days to get the CoC to NT WorkSafe now they've cut it?",
  "NT", "NT electrical CoC deadline not found (only 'decreased')", "NT WorkSafe")
D("Max deposit on a prescribed residential build in Darwin under regs 41HA/41HE?",
  "NT", "NT deposit amount not captured", "Building Practitioners Board")
D("Cooling-off period on a residential building contract in the Top End?",
  "NT", "NT cooling-off not found", "Building Practitioners Board")
D("BPB registration fee for a residential restricted building contractor?",
  "NT", "registration fee not held", "Building Practitioners Board")
D("What does NT WorkSafe charge for a gasfitter's licence?",
  "NT", "gasfitter licence fee not held", "NT WorkSafe")
D("Since the October changes — can I still put a 1.5% surcharge on Visa and Mastercard?",
  "AU", "card surcharge rules not held", "ACCC / RBA")
D("Third-year apprentice sparky under the award — what's the hourly rate?",
  "AU", "award rates not held", "Fair Work Ombudsman")
D("ARC fee for a Refrigerant Trading Authorisation?",
  "AU", "authorisation fee not held", "Australian Refrigeration Council (ARC)")
D("Quote me the AS 3740 clause on membrane upturns at the shower screen.",
  "AU", "standard clause text not reproduced", "Standards Australia")

# ---------------------------------------------------------------- ambiguous
M("12k bathroom, could be in Albury or could be over in Wodonga — haven't locked it in. Licence or rego?",
  "Albury NSW (>$5,000: licence yes) / Wodonga VIC (>$10,000: registration yes)", "facts §1.1, §1.2, §2.1")
M("Chippy, 8k deck, either Queanbeyan or over the border in Fyshwick. Need a licence?",
  "Queanbeyan NSW (>$5,000: yes) / Fyshwick ACT (carpenters not licensed; builder licence only where building approval needed)", "facts §1.1, §1.7")
M("30k reno, Mildura or Buronga depending who signs. Deposit cap?",
  "Mildura VIC (>= $20,000: 5%) / Buronga NSW (10%)", "facts §2.1")
M("4k repaint, Goondiwindi or Boggabilla. Licence needed?",
  "Goondiwindi QLD (>$3,300: yes) / Boggabilla NSW (<=$5,000: no)", "facts §1.1, §1.3, §2.1")
M("18k reno in Maryborough — home warranty cover required?",
  "Maryborough QLD (QHWS >$3,300: yes) / Maryborough VIC (DBI >$16,000: yes)", "facts §2.1, §2.2")
M("Sparky, job in Paddington. How long for the cert?",
  "Paddington NSW (CCEW 7 days) / Paddington QLD (as soon as possible)", "facts §3.2")
M("22k kitchen in Swansea — written contract?",
  "Swansea NSW (>$20,000: home building contract) / Swansea TAS (>= $20,000: yes)", "facts §2.1, §2.2")
M("Plumber in Bayswater — how long to lodge the compliance cert?",
  "Bayswater VIC (5 days) / Bayswater WA (CoC 5 working days)", "facts §4.2")
M("9k deck in Windsor. Licence or rego?",
  "Windsor NSW (>$5,000: yes) / Windsor VIC (<=$10,000: no) / Windsor QLD (>$3,300: yes) / Windsor SA (BWC licence for a contracting business)", "facts §1.1–§1.5, §2.1")
M("40k extension in Campbelltown. Max deposit?",
  "Campbelltown NSW (10%) / Campbelltown SA (not found)", "facts §2.1")
M("11k bathroom in St Kilda. Do I need to be registered or licensed?",
  "St Kilda VIC (>$10,000: yes) / St Kilda SA (BWC licence for a contracting business)", "facts §1.2, §1.5")
M("Reno in Stanley — cooling-off period?",
  "Stanley TAS (not found) / Stanley VIC (5 clear business days)", "facts §2.1, §2.2")
M("What's the deposit cap on a 15k job?",
  "no state: NSW 10% / VIC 10% / QLD 10% / WA 6.5% / SA, TAS, ACT not found / NT not captured", "facts §2.1")
M("22k patio in Darlington — home warranty?",
  "Darlington NSW (HBCF >$20,000: yes) / Darlington WA (HII >$20,000: yes) / Darlington SA (BII $20,000 for contracts from 10 Nov 2025, where development approval needed)", "facts §2.1, §2.2")

def write():
    out = []
    for i, d in enumerate(ITEMS, 1):
        out.append({"id": "h28-%03d" % i, **d})
    json.dump(out, open(os.path.join(HERE, "questions.json"), "w"), indent=2, ensure_ascii=False)
    return out

if __name__ == "__main__":
    out = write()
    from collections import Counter
    print(len(out), Counter(d["kind"] for d in out))
