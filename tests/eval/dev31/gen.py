#!/usr/bin/env python3
"""Writes questions.json for blind set d31 (150 questions, style: old hand, trade and legal jargon).
Today = 2026-11-29 (Sunday). Basis = the fact sheet sections (facts-1..6.md, cited as 'facts §x')."""
import json, os
HERE = os.path.dirname(os.path.abspath(__file__))
Q = []

def add(kind, state, q, topic, basis, figures=None, verdict=None, ask=None, date=None, profile=None):
    d = {"id": "d31-%03d" % (len(Q) + 1), "q": q, "kind": kind, "state": state}
    if verdict: d["verdict"] = verdict
    d["figures"] = figures or []
    if ask: d["ask"] = ask
    if date: d["date"] = date
    if profile: d["profile"] = profile
    d["topic"] = topic
    d["basis"] = basis
    Q.append(d)

A = lambda *a, **k: add("answer", *a, **k)
T = lambda *a, **k: add("tool", *a, **k)
X = lambda state, q, topic, ask, **k: add("decline", state, q, topic, "facts (not held)", ask=ask, **k)
M = lambda q, topic, basis: add("ambiguous", None, q, topic, basis)

# ---------------- answers: NSW ----------------
A("NSW", "Is Fair Trading still the mob issuing contractor licences in NSW, or has that all gone across to the new Commission?",
  "home-building licensing now with Building Commission NSW (set up Dec 2023; used to sit with NSW Fair Trading)", "facts §0, §1.1")
A("NSW", "Sparky in the Shire. CCEW - what's my window to get it lodged after the safety and compliance test?",
  "CCEW within 7 days of finishing the test (Gas and Electricity (Consumer Safety) Act 2017)", "facts §3.2 NSW", figures=["7 days"])
A("NSW", "$26k bathroom reno in the Hills under an HBA contract. Does the icare policy have to be in place before I take the deposit?",
  "HBCF cover for residential work over $20,000 before starting work or taking any money, including the deposit", "facts §2.1, §2.2 NSW",
  figures=["$20,000"], verdict="yes")
A("NSW", "Back in the day the Board said you needed a contractor licence over $1,000. Still the threshold in NSW?",
  "statement to correct: $1,000 superseded; licence for jobs over $5,000 incl GST", "facts §1.1, §8", figures=["$5,000"], verdict="no")
A("NSW", "s.7BA cooling-off - owner was handed their copy of the signed HBA contract Friday arvo. How long have they got to rescind?",
  "cooling-off 5 clear business days after being given a copy of the signed contract (HBA s 7BA)", "facts §2.2 NSW, §6 (third pass)",
  figures=["5 clear business days"])
A("NSW", "Gasfitter on the Northern Beaches, networked natural gas job. How long to get the CoC copy to Fair Trading?",
  "gas CoC copy to Fair Trading within 5 business days of the work", "facts §4.5 NSW", figures=["5 business days"])
A("NSW", "Re-roof in Parramatta, eaves sit about 6m up. That's HRCW so SWMS before we start, correct?",
  "HRCW: risk of falling more than 2 m; SWMS prepared before the work starts", "facts §5.6", figures=["2 m"], verdict="yes")
A("NSW", "Subbie in Penrith. Served my payment claim on the head contractor under SOPA - what's the longest he can take to pay me under s11(1A)?",
  "NSW SOP: subcontract max time to pay 20 BD (head contract 15 BD)", "facts §6.7 NSW", figures=["20 BD"])
A("NSW", "Laying a timber overlay floor in Newcastle NSW, 12k job, non-structural. Do I need a Building Commission licence for that?",
  "non-structural flooring no longer licensed in NSW (since 16 Sep 2009), whatever the value", "facts §1.1, §6 (fourth pass)", verdict="no")
A("NSW", "Small jobs contract in NSW - what's the band, five grand to what?",
  "small jobs contract $5,000-$20,000; large jobs (home building contract) over $20,000", "facts §2.1, §2.2 NSW, §5 (second pass)",
  figures=["$5,000", "$20,000"])

# ---------------- answers: VIC ----------------
A("VIC", "VBA rego for domestic building work - still over 10k labour and materials?",
  "registration for domestic building work costing more than $10,000", "facts §1.2, §2.1", figures=["$10,000"], verdict="yes")
A("VIC", "Re-stumping job in Geelong, $7.5k all up. Under the 10k so I don't need BPC rego, right?",
  "statement to correct: re-stumping needs registration whatever the cost", "facts §1.2, §2.1", verdict="no")
A("VIC", "DBCA s34 - if the owner pulls out in the cooling-off, what's the builder allowed to keep?",
  "builder keeps $100 plus out-of-pocket expenses the owner approved; 5 clear business days after the signed copy", "facts §2.2 VIC",
  figures=["$100"])
A("VIC", "Main switchboard upgrade in Frankston - prescribed work. Can I liven it up before the LEI's been out?",
  "prescribed work (main switchboard) must not be energised before inspection by an LEI", "facts §3.2 VIC", verdict="no")
A("VIC", "Plumbing compliance cert in Vic - still needed over $500 like in the PIC days?",
  "statement to correct: $500 superseded; compliance certificate where the work is over $750", "facts §4.2 VIC, §8", figures=["$750"], verdict="no")
A("VIC", "Gas cooktop swap in Bendigo, $450 in total. Do I still owe a compliance cert even though it's under the threshold?",
  "Type A gas appliance install/replace needs a compliance certificate at any value", "facts §4.2 VIC, §4.5 VIC", verdict="yes")
A("VIC", "Stripping 8 m2 of bonded fibro in Sunbury - how much notice to WorkSafe before we start?",
  "VIC asbestos: at least 24 h before, for 10 m² or less of non-friable material", "facts §5.5", figures=["24 h"])
A("VIC", "Vic SOPA - how many BD has the respondent got to serve a payment schedule if the contract's silent?",
  "VIC SOP payment schedule within the contract time or 10 BD, whichever is earlier (s15)", "facts §6.7 VIC", figures=["10 BD"])
A("VIC", "Major domestic building contract signed back in March 2017 for a 7k bathroom in Geelong - did the Act require one then?",
  "dated: before 1 Aug 2017 the major domestic building contract threshold was $5,000 (now $10,000)", "facts §2.2 VIC, §6 (third pass), §8",
  figures=["$5,000"], verdict="yes", date="2017-03-15")
A("VIC", "What's my lodgement window for the compliance certificate once I've finished the job?",
  "profile VIC plumber: compliance certificate to the customer and lodged with the BPC within 5 days", "facts §4.2 VIC",
  figures=["5 days"], profile={"state": "VIC", "trade": "plumber"})

# ---------------- answers: QLD ----------------
A("QLD", "QBCC licence threshold - still $3,300 incl labour, materials and GST?",
  "QBCC licence for building work valued over $3,300", "facts §1.3, §2.1", figures=["$3,300"], verdict="yes")
A("QLD", "Form 4 for notifiable work - how long after invoicing to lodge it with the QBCC?",
  "notifiable work registered with the QBCC (Form 4/4A) within 10 business days of invoicing", "facts §4.2 QLD", figures=["10 business days"])
A("QLD", "QHWS on a reno - how long does the cover run and from when?",
  "cover runs 6 years 6 months from premium paid, contract signed or work started, whichever is first", "facts §2.2 QLD",
  figures=["6 years 6 months"])
A("QLD", "Level 2 regulated contract, $85k extension on the Sunny Coast - does the owner have to get the Consumer Building Guide before signing?",
  "level 2 ($20,000 and over): Consumer Building Guide before signing", "facts §2.2 QLD", figures=["$20,000"], verdict="yes")
A("QLD", "Commencement notice on a $45k job in Toowoomba - how long after we start on site?",
  "contracts of $20,000+: Commencement Notice within 10 business days of starting on site", "facts §2.2 QLD, §9", figures=["10 business days"])
A("QLD", "BIF Act - how many BD does the respondent get to serve a payment schedule?",
  "QLD BIF Act payment schedule 15 BD (or earlier per contract)", "facts §6.7 QLD", figures=["15 BD"])
A("QLD", "Electrical contractor licence with the ESO - what's the minimum PL cover, and the consumer protection cover?",
  "public and products liability at least $5,000,000; consumer protection at least $50,000", "facts §1.3", figures=["$5,000,000", "$50,000"])
A("QLD", "Housing job on the Goldy, fall of about 2.4m off the scaffold. SWMS required?",
  "QLD: SWMS needed for any construction work above 2 m, housing included", "facts §5.6", figures=["2 m"], verdict="yes")
A("QLD", "Chemical termite treatment in Cairns, only a $900 job. Do I need the QBCC licence for that?",
  "termite management (chemical) needs a QBCC licence at any value", "facts §1.3", verdict="yes")
A("QLD", "Gasfitter from Tweed doing a hot water job in Coolangatta. Does my NSW ticket carry over under AMR?",
  "QLD is not in Automatic Mutual Recognition for gas; a Queensland gas work licence is needed (RSHQ portal)", "facts §1.3", verdict="no")
A("QLD", "We installed an engineered stone benchtop in Townsville in June 2024. Were we legal at the time?",
  "dated: engineered stone ban from 1 July 2024; June 2024 was before it", "facts §5.8", figures=["1 July 2024"], verdict="yes",
  date="2024-06-15")

# ---------------- answers: WA ----------------
A("WA", "Building contractor rego with the Board in WA - what's the dollar trigger?",
  "registered building contractor for building work valued over $20,000", "facts §1.4, §2.1", figures=["$20,000"])
A("WA", "HII on a $60k extension in Joondalup - do I need the certificate before I put in the first progress claim?",
  "HII certificate before claiming any payment or starting work (residential work over $20,000)", "facts §2.2 WA", figures=["$20,000"],
  verdict="yes")
A("WA", "NOI to the PLB before major plumbing work in Fremantle - how much notice?",
  "Notice of Intention at least 24 hours before major plumbing work", "facts §4.2 WA", figures=["24 hours"])
A("WA", "Plumbing CoC in WA - how many working days after completion, and how long do I keep my copy?",
  "CoC within 5 working days of finishing major plumbing work; keep 6 years", "facts §1.4, §4.2 WA", figures=["5 working days", "6 years"])
A("WA", "Sparky in Bunbury - NOC after notifiable work, what's the deadline?",
  "Notice of Completion within 3 days of finishing (r52)", "facts §3.2 WA", figures=["3 days"])
A("WA", "In my state, how long have I got to hand the ESC to the customer?",
  "profile WA electrician: Electrical Safety Certificate within 28 days", "facts §3.2 WA", figures=["28 days"],
  profile={"state": "WA", "trade": "electrician"})
A("WA", "Does the HBCA even bite on a $6k patio in Rockingham?",
  "Home Building Contracts Act covers contracts between $7,500 and $500,000: $6,000 is under", "facts §2.2 WA", figures=["$7,500"], verdict="no")
A("WA", "Pulling out about 40 m2 of fibro sheeting in Midland - licence needed, and who issues it over here?",
  "removing more than 10 m² needs a licence, issued by WorkSafe WA in WA", "facts §5.5", figures=["10 m²"], verdict="yes")

# ---------------- answers: SA ----------------
A("SA", "Gutter job at Glenelg, fall's about 2.4m. Do the HRCW rules want a SWMS now?",
  "SA HRCW fall trigger more than 2 m from 1 July 2026 (was 3 m)", "facts §9", figures=["2 m"], verdict="yes")
A("SA", "Back in May we did a 2.5m gutter job at Victor Harbor, no SWMS. Were we in breach at the time?",
  "dated: before 1 July 2026 the SA fall trigger was 3 m, so 2.5 m was not HRCW then", "facts §5.6, §9", figures=["3 m"], verdict="no",
  date="2026-05-15")
A("SA", "Sparky in Mount Gambier - eCoC to the Technical Regulator, how long after it's made available for energisation?",
  "electrical eCoC completed before energisation, then to the Technical Regulator and owner within 30 days", "facts §3.2 SA", figures=["30 days"])
A("SA", "Plumber in Port Lincoln - plumbing CoC to the OTR, how many days have I got?",
  "SA plumbing CoC within 7 days of completing the work", "facts §4.2 SA, §9", figures=["7 days"])
A("SA", "$9.5k bathroom in Elizabeth - is a written domestic building work contract required under the BWC Act?",
  "written contract for domestic building work of $12,000 and more; under that no legislative requirement", "facts §2.1, §2.2 SA, §5 (second pass)",
  figures=["$12,000"], verdict="no")
A("SA", "s6 BWC Act - unlicensed contracting, what's the max for an individual on a first offence?",
  "individual up to $100,000 for a first or second offence", "facts §1.5, §9", figures=["$100,000"])
A("SA", "CBS building work contractor's licence - how much in net assets do they want to see?",
  "at least $10,000 net assets", "facts §1.5", figures=["$10,000"])
A("SA", "Gasfitter in Whyalla relocating a gas cooktop. Is an eCoC needed and by when?",
  "gas CoC needed after appliance relocation; electronic CoC within 30 days", "facts §4.5 SA, §5 (26 Nov)", figures=["30 days"], verdict="yes")
A("SA", "SA SOPA - payment schedule, how many BD?",
  "SA SOP payment schedule 15 BD (or earlier per contract)", "facts §6.7 SA", figures=["15 BD"])

# ---------------- answers: TAS ----------------
A("TAS", "Tassie - at what contract price does residential building work need a written contract under the 2016 Act?",
  "residential building work of $20,000 or more: written, dated and signed contract", "facts §2.1, §2.2 TAS", figures=["$20,000"])
A("TAS", "HIA reckons there's no home warranty insurance in Tassie since the Housing Indemnity Act went. True?",
  "no statutory scheme found; Housing Indemnity Act 1992 repealed by the 2016 Act", "facts §0, §2.2 TAS", verdict="yes")
A("TAS", "Owner-builder permit through CBOS - how many projects am I allowed?",
  "owner-builders limited to 2 projects in 10 years", "facts §1.6", figures=["2 projects in 10 years"])
A("TAS", "Childcare centre in Launceston - TMV set to what for the hand basins?",
  "early childhood centres need a TMV set to 45°C", "facts §4.3", figures=["45°C"])
A("TAS", "Storage HWS in Hobart - minimum storage temp for Legionella?",
  "stored hot water at 60°C or more", "facts §4.3", figures=["60°C"])
A("TAS", "Tas SOPA, residential job in Devonport - how long for the payment schedule?",
  "TAS SOP payment schedule 20 days residential (10 days commercial)", "facts §6.7 TAS", figures=["20 days"])
A("TAS", "Cat 2B plumbing in Burnie - do I need the council's sign-off before I start?",
  "Cat 2B low risk: plumber notifies council after the work (Form 80); no prior approval", "facts §4.2 TAS", verdict="no")

# ---------------- answers: ACT ----------------
A("ACT", "Residential building insurance on alterations in Canberra - what's the trigger?",
  "residential building insurance or fidelity certificate for alterations/additions valued at $12,000 or more", "facts §2.1, §2.2 ACT",
  figures=["$12,000"])
A("ACT", "Sparky in Belconnen - test report to the Registrar, how many days after the test?",
  "test report to the Construction Occupations Registrar or owner within 14 days of the test", "facts §3.2 ACT", figures=["14 days"])
A("ACT", "DER endorsement for battery and inverter wiring in the ACT - since when?",
  "electricians need a DER endorsement from 11 Sep 2024", "facts §1.7", figures=["11 Sep 2024"])
A("ACT", "Chippy in Tuggeranong - do carpenters need an ACT licence?",
  "carpenters and similar trades are not licensed in the ACT", "facts §1.7", verdict="no")
A("ACT", "ACT SOPA - max time to pay under s13(1)?",
  "ACT SOP maximum time to pay 15 BD (s13(1))", "facts §6.7 ACT", figures=["15 BD"])
A("ACT", "Gasfitter in Gungahlin - after the job, do I have to tag it with a compliance indicator as well as give the certificate?",
  "attach a compliance indicator and give a certificate of compliance as soon as practicable (Gas Safety Act 2000 s9)", "facts §4.5 ACT",
  verdict="yes")

# ---------------- answers: NT ----------------
A("NT", "$18k extension in Humpty Doo adding floor area. Do I need to be a registered building contractor with the BPB?",
  "prescribed residential work over $12,000 (extension increasing floor area): BPB registration", "facts §1.8, §5 (second pass)",
  figures=["$12,000"], verdict="yes")
A("NT", "Freestanding shed out at Alice, 25k. BPB registration needed?",
  "free-standing sheds do not need BPB registration", "facts §1.8", verdict="no")
A("NT", "Darwin - can an advanced tradesman licence holder certify their own plumbing work?",
  "advanced tradesman may contract and do the work but cannot certify; certifying plumber registered with the BPB", "facts §1.8, §4.2 NT",
  verdict="no")
A("NT", "Top End job on an LPG install with over 200 kg stored - how far ahead do I notify NT WorkSafe?",
  "gas works on systems over 200 kg stored notified no later than 24 hours before they start", "facts §5 (second pass)", figures=["24 hours"])
A("NT", "Swapped a light fitting like-for-like in Katherine last week, no wiring change. Is a CoC still required?",
  "from 1 Jan 2026 like-for-like replacements without wiring, load or protection change need no CoC", "facts §3.2 NT", verdict="no")
A("NT", "Darwin, October last year I replaced a downlight like-for-like and didn't do a CoC. Was I in breach?",
  "dated: before 1 Jan 2026 a CoC was needed for all electrical work (limited exceptions)", "facts §3.2 NT", verdict="yes",
  date="2025-10-15")
A("NT", "Head contract in the NT says 45 BD to pay a progress claim. Is that enforceable?",
  "NT SOP: any term longer than 30 BD is read as 30 BD", "facts §6.7 NT", figures=["30 BD"], verdict="no")

# ---------------- answers: national ----------------
A("AU", "GST rego - what's the turnover threshold I have to register at?",
  "must register at GST turnover of $75,000 or more; within 21 days", "facts §6.2", figures=["$75,000"])
A("AU", "Tax invoice on a $1,400 sale - does it need the buyer's identity or ABN on it?",
  "sales of $1,000 or more must also show the buyer's identity or ABN", "facts §6.3", figures=["$1,000"], verdict="yes")
A("AU", "Client's contract was signed back in Nov 2023 - can I still fabricate and fit the engineered stone benchtop now under the transitional rule?",
  "ban from 1 July 2024; transitional exemption ended 31 Dec 2024 at the latest", "facts §5.8", figures=["31 Dec 2024"], verdict="no")
A("AU", "Payday super - how many BD after payday has the SG got to land in the fund?",
  "from 1 July 2026: SG received by the fund no more than 7 business days after the QE day", "facts §5 (second pass)",
  figures=["7 business days"])
A("AU", "Quarterly super for Jan to March this year - when was the SGC deadline?",
  "dated: quarterly due date 28 Apr (quarters up to 30 June 2026)", "facts §6.6, §5 (second pass)", figures=["28 Apr"], date="2026-03-31")
A("AU", "How long do I have to keep the books and invoices for the ATO?",
  "keep records for 5 years", "facts §6.4, §6 (fifth pass)", figures=["5 years"])
A("AU", "Client's asked for a tax invoice - how long have I got to issue it?",
  "tax invoice within 28 days of a request", "facts §6.3, §6 (fifth pass)", figures=["28 days"])

# ---------------- tools ----------------
T("NSW", "Max deposit under s8 on a $48.5k reno in Hornsby?", "deposit cap: 10% of $48,500", "facts §2.2 NSW", figures=["$4,850", "10%"])
T("NSW", "Tiling job in Dee Why, quoted 4,650 + GST. Over the licence threshold?",
  "NSW $5,000 incl GST: 4,650 + GST = $5,115", "facts §1.1, §2.1", figures=["$5,115", "$5,000"], verdict="yes")
T("NSW", "15k kitchen plus 6.5k laundry on the one HBA in Kellyville. icare policy needed?",
  "HBCF over $20,000: $21,500", "facts §2.2 NSW", figures=["$21,500", "$20,000"], verdict="yes")
T("VIC", "Deposit cap on an $18.5k bathroom in Geelong?", "VIC 10% under $20,000", "facts §2.2 VIC", figures=["$1,850", "10%"])
T("VIC", "$1.2m new build in Ballarat - max deposit in dollars?", "VIC 5% at $20,000 or more", "facts §2.2 VIC", figures=["$60,000", "5%"])
T("VIC", "9.5k deck plus 7k pergola on one contract in Frankston - over the DBI trigger?",
  "DBI over $16,000: $16,500", "facts §2.2 VIC", figures=["$16,500", "$16,000"], verdict="yes")
T("QLD", "Deck repair in Mackay, 3,100 + GST. QBCC licence?",
  "QLD over $3,300 incl GST: 3,100 + GST = $3,410", "facts §1.3, §2.1", figures=["$3,410", "$3,300"], verdict="yes")
T("QLD", "Deposit cap on a $19.8k kitchen in Rockhampton?", "QLD 10% under $20,000", "facts §2.1, §2.2 QLD", figures=["$1,980", "10%"])
T("QLD", "Prefab granny flat in Bundaberg, $165k, about 70% built off-site in the yard. Max deposit?",
  "QLD 20% where off-site work is more than 50% of the price", "facts §2.1, §5 (26 Nov)", figures=["$33,000", "20%"])
T("WA", "HBCA deposit on a $240k home in Baldivis?", "WA 6.5% of the total amount payable", "facts §2.2 WA, §6 (fourth pass)",
  figures=["$15,600", "6.5%"])
T("WA", "11k patio and 10.5k carport on one contract in Mandurah. Do I need to be a registered building contractor?",
  "WA over $20,000: $21,500", "facts §1.4", figures=["$21,500", "$20,000"], verdict="yes")
T("SA", "7.5k bathroom and 4.5k laundry on one contract in Modbury. Written contract required?",
  "SA written contract at $12,000 and more: $12,000", "facts §5 (second pass)", figures=["$12,000", "$12,000"], verdict="yes")
T("TAS", "Sandy Bay job, 11k kitchen plus 6.5k deck under one contract. Written contract required under the Tas Act?",
  "TAS $20,000 or more: $17,500 is under", "facts §2.2 TAS", figures=["$17,500", "$20,000"], verdict="no")
T("ACT", "Woden alteration job: 8k bathroom plus 5.5k ensuite. Residential building insurance?",
  "ACT $12,000 or more: $13,500", "facts §2.2 ACT", figures=["$13,500", "$12,000"], verdict="yes")
T("NT", "Nightcliff extension, 6.5k slab plus 7k frame. BPB registration needed?",
  "NT over $12,000: $13,500", "facts §1.8", figures=["$13,500", "$12,000"], verdict="yes")
T("AU", "GST component in a $13,750 inc invoice?", "GST = 1/11 of the inclusive amount", "facts §6.2", figures=["$1,250", "10%"])
T("AU", "Quoting 22k ex - what's that inclusive of GST?", "add 10% GST", "facts §6.2", figures=["$24,200", "10%"])
T("AU", "What's the ex-GST figure on $3,465 inc?", "inclusive / 1.1", "facts §6.2", figures=["$3,150", "10%"])
T("AU", "SGC on a first-year apprentice's $780 week?", "super 12% of wages paid now", "facts §6.6, §5 (second pass)", figures=["$93.60", "12%"])
T("AU", "Wages I paid in March 2025 came to $4,600 - what should the SG have been?",
  "dated: 11.5% for wages paid 1 Jul 2024 - 30 Jun 2025", "facts §6.6, §9", figures=["$529", "11.5%"], date="2025-03-15")
T("AU", "No-ABN withholding on a $3,400 invoice from a subbie?", "withhold 47%", "facts §6.8", figures=["$1,598", "47%"])
T("AU", "Back in 2016 a subbie with no ABN billed me $1,800. What should I have withheld then?",
  "dated: 49% (2014-2017), 47% from 1 July 2017", "facts §6.8, §8", figures=["$882", "49%"], date="2016-03-15")
T("AU", "Tiling brought in 48k plus 29.5k from the side gig this year. Have I crossed the GST rego threshold?",
  "GST turnover $77,500 against $75,000", "facts §6.2", figures=["$77,500", "$75,000"], verdict="yes")
T("AU", "New subbie's ABN is 42 614 193 481 - does it pass the check digits?", "ABN modulus 89", "facts §6.1", figures=["valid"])
T("AU", "ABN on this payment claim is 88771342760. Legit?", "ABN modulus 89", "facts §6.1", figures=["valid"])
T("AU", "Is 65 380 100 772 a proper ABN?", "ABN modulus 89", "facts §6.1", figures=["invalid"])

# ---------------- declines ----------------
X("NSW", "What's the icare premium for HBCF on a $480k knockdown rebuild in the Shire?", "HBCF premium not held", "icare (Home Building Compensation Fund)")
X("NSW", "Building Commission - what's the fee for a 5-year contractor licence renewal?", "licence renewal fee not held", "Building Commission NSW")
X("NSW", "What's the max penalty for lodging a CCEW late in NSW?", "CCEW late-lodgement penalty not held (7 days held)", "Building Commission NSW")
X("NSW", "Fee for booking a plumbing inspection with Fair Trading in NSW?", "plumbing inspection fee not held", "Building Commission NSW (NSW Fair Trading)")
X("VIC", "DBI premium on a 90k extension in Werribee?", "DBI premium not held", "Building and Plumbing Commission (formerly VBA)")
X("VIC", "ESV - what's an A-grade electrician's licence renewal cost these days?", "licence fee not held", "Energy Safe Victoria")
X("VIC", "Max penalty if I lodge the plumbing compliance cert with the BPC after the 5 days?", "late compliance certificate penalty not held", "Building and Plumbing Commission (formerly VBA)")
X("VIC", "Vic SOPA - if the contract's silent, what's the max time to pay a progress claim?", "VIC SOP maximum time to pay not captured", "Building and Plumbing Commission (formerly VBA)")
X("QLD", "QHWS premium on a $400k new build in Logan?", "home warranty premium not held", "QBCC")
X("QLD", "What's the QBCC penalty for lodging a Form 4 late?", "Form 4 late penalty not held (fee and 10 business days held)", "QBCC")
X("QLD", "ESO - how much is an electrical mechanic licence?", "licence fee not held", "Electrical Safety Office (WorkSafe QLD)")
X("QLD", "RSHQ gas work licence - how long is the processing time at the moment?", "processing time not held", "Resources Safety and Health Queensland")
X("WA", "Cooling-off on a WA HBCA home building contract - how many days?", "WA cooling-off not found", "Building and Energy (DEMIRS)")
X("WA", "What's the fine in WA for getting the NOC in after the 3 days?", "NOC late penalty not held", "Building and Energy (DEMIRS)")
X("WA", "PLB - what's the plumbing contractor licence fee?", "licence fee not held", "Plumbers Licensing Board")
X("WA", "HII premium on a $350k build in Ellenbrook?", "HII premium not held", "Building and Energy (DEMIRS)")
X("SA", "Max fine if the gas eCoC goes in after the 30 days in SA?", "gas CoC penalty not held (electrical $5,000 penalty is a neighbour)", "Office of the Technical Regulator (OTR)")
X("SA", "What's the deposit cap on an SA domestic building work contract?", "SA deposit cap not found", "Consumer and Business Services (CBS)")
X("SA", "Cooling-off on an SA domestic building contract - how many days?", "SA cooling-off not found", "Consumer and Business Services (CBS)")
X("SA", "CBS - builder's licence renewal fee?", "licence fee not held", "Consumer and Business Services (CBS)")
X("TAS", "Cooling-off on a Tas residential building work contract under the 2016 Act?", "TAS cooling-off not found", "CBOS")
X("TAS", "Tassie sparky - CEC deadline, how many days to get it to the customer?", "TAS CEC deadline not found", "CBOS")
X("TAS", "Max deposit on a Tas residential building work contract?", "TAS deposit cap not found", "CBOS")
X("TAS", "CBOS owner-builder permit - what's the fee?", "permit fee not held", "CBOS")
X("ACT", "ACT SOPA - how many BD for the payment schedule?", "ACT payment schedule not captured", "Access Canberra")
X("ACT", "Cooling-off on a residential building contract in the ACT?", "ACT cooling-off not found", "Access Canberra")
X("ACT", "Access Canberra - class C builder's licence, what's the application fee?", "licence fee not held", "Access Canberra")
X("ACT", "WorkSafe ACT - max penalty for no SWMS on HRCW?", "SWMS penalty for ACT not held", "WorkSafe ACT")
X("NT", "NT sparky - how many days now to lodge the CoC under the 2022 Act?", "NT CoC deadline not found (only 'decreased')", "NT WorkSafe")
X("NT", "NT - what's the max deposit a builder can take under reg 41HE?", "NT deposit amount not captured", "Building Practitioners Board")
X("NT", "BPB - fee to register as a residential restricted building contractor?", "registration fee not held", "Building Practitioners Board")
X("NT", "Fidelity fund certificate through the MBA NT on a $300k build - what does it cost?", "fidelity certificate price not held", "MBA NT Fidelity Fund (Building Practitioners Board)")
X("AU", "Award rate for a 3rd-year apprentice sparky?", "award rates not held", "Fair Work Ombudsman")
X("AU", "Can I still pass on a 1.5% surcharge on eftpos and Visa?", "card surcharge rules not held", "ACCC and RBA")
X("AU", "ARCtick licence renewal - how much?", "licence fee not held", "Australian Refrigeration Council (ARC)")
X("AU", "Paste me clause 3.9.3 of AS/NZS 3000 word for word.", "standard clause text not reproduced", "Standards Australia")
X("AU", "What's the ATO penalty for lodging the TPAR late?", "TPAR late penalty not held", "ATO")
X("AU", "Fuel tax credit rate for the ute this quarter?", "fuel tax credit rate not held", "ATO")

# ---------------- ambiguous ----------------
M("Albury or Wodonga - customer hasn't picked which house yet, 12k bathroom. Licence or rego needed?",
  "Albury NSW (>$5,000: yes) / Wodonga VIC (>$10,000: yes)", "facts §1.1, §1.2, §2.1")
M("Job's in Mildura or across the river in Buronga, 18k kitchen. Deposit cap?",
  "Mildura VIC (10% under $20,000) / Buronga NSW (10%)", "facts §2.2 NSW, VIC")
M("Queanbeyan or Fyshwick, 14k reno - written contract required?",
  "Queanbeyan NSW (>$5,000: yes) / Fyshwick ACT ($12,000 ⚠ C source only)", "facts §2.1")
M("Sparky in Paddington - what's the deadline on the compliance certificate?",
  "Paddington NSW (CCEW 7 days) / Paddington QLD (as soon as possible)", "facts §3.2")
M("5k paint job in St Kilda - licence?",
  "St Kilda VIC (<=$10,000: no) / St Kilda SA (painting is building work: BWC licence, dollar floor unclear)", "facts §1.2, §1.5")
M("Windsor, 25k reno - max deposit?",
  "Windsor NSW (10%: $2,500) / Windsor VIC (5%: $1,250) / Windsor QLD (5%: $1,250)", "facts §2.1")
M("9k deck in Perth - do I need to be registered?",
  "Perth WA (<=$20,000: no) / Perth TAS (licensed builder where a Certificate of Likely Compliance is needed)", "facts §1.4, §1.6")
M("What's the deposit cap on a 30k job?",
  "no state: NSW 10% / VIC 5% / QLD 5% / WA 6.5% / SA, TAS, ACT not found / NT not captured", "facts §2.1")
M("How long have I got to lodge the plumbing compliance cert?",
  "no state: NSW CoC (7 working days if a booked inspection is missed) / VIC 5 days / QLD Form 4 10 business days / WA 5 working days / SA 7 days / others vary", "facts §4.2")
M("Mount Gambier or Nelson, plumbing job - how long for the cert?",
  "Mount Gambier SA (7 days) / Nelson VIC (5 days)", "facts §4.2")
M("Sunshine job, 15k reno - home warranty needed?",
  "Sunshine VIC (DBI >$16,000: no) / Sunshine NSW (HBCF >$20,000: no)", "facts §2.1")

json.dump(Q, open(os.path.join(HERE, "questions.json"), "w"), indent=2, ensure_ascii=False)
from collections import Counter
print(len(Q), Counter(d["kind"] for d in Q))
