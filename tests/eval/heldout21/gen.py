#!/usr/bin/env python3
"""Held-out set 21 (blind writer "blind-h21", 28 Nov 2026). Writes questions.json next to this file.
Items are data; A(...) = answer, T(...) = tool, D(...) = decline, M(...) = ambiguous. Today = 2026-11-28 (Saturday)."""
import json, os

HERE = os.path.dirname(os.path.abspath(__file__))
ITEMS = []


def _add(kind, state, q, topic, basis, verdict=None, figures=None, ask=None, date=None, profile=None):
    it = {"q": q, "kind": kind, "state": state, "topic": topic, "basis": basis}
    if verdict is not None:
        it["verdict"] = verdict
    if figures:
        it["figures"] = figures
    if ask:
        it["ask"] = ask
    if date:
        it["date"] = date
    if profile:
        it["profile"] = profile
    ITEMS.append(it)


def A(state, q, topic, basis, verdict=None, figures=None, date=None, profile=None):
    _add("answer", state, q, topic, basis, verdict, figures, None, date, profile)


def T(state, q, topic, basis, figures, verdict=None, date=None):
    _add("tool", state, q, topic, basis, verdict, figures, None, date)


def D(state, q, topic, ask, date=None):
    _add("decline", state, q, topic, "facts.md (not held)", None, None, ask, date)


def M(q, topic):
    _add("ambiguous", None, q, topic, "facts.md (several states)")


# ------------------------------------------------------------------ answers: NSW
A("NSW", "sparky here, its only a 600 dollar powerpoint job in penrith. do i still need my licence for somethin that small",
  "electrical wiring work needs a licence at any value (HBA s14); the $5,000 floor is not for electrical", "facts.md §1.1, §2.1",
  verdict="yes")
A("NSW", "finished testin a new circuit in gosford on monday. whats my deadline for the ccew and does the customer get a copy",
  "CCEW within 7 days of finishing the safety and compliance test; the customer always gets a copy", "facts.md §3.2 NSW",
  figures=["7 days"])
A("NSW", "bankstown reno, contracts 28k. do i need the hbcf cover sorted before i take the deposit?",
  "HBCF for residential work over $20,000, before starting work or taking any money, including the deposit", "facts.md §2.2 NSW",
  verdict="yes", figures=["$20,000"])
A("NSW", "got a qualified supervisor certificate in nsw. can i contract and advertise jobs under it or do i need somethin else",
  "a qualified supervisor certificate lets you supervise and do the work but not contract; a contractor licence (or endorsed contractor licence) is needed",
  "facts.md §1.1", verdict="no")
A("NSW", "layin floatin floorboards in hornsby, jobs about 9 grand. licence?",
  "non-structural flooring: no home-building licence since 16 Sep 2009, whatever the job is worth", "facts.md §1.1, §9 (fourth pass)",
  verdict="no", figures=["16 Sep 2009"])
A("NSW", "client in albury wants to pull off about 8 square metres of old fibro himself before i start the reno. is he allowed to?",
  "NSW home renovators may remove up to 10 m² of bonded asbestos in total; above that a licensed removalist", "facts.md §5.5",
  verdict="yes", figures=["10 m²"])
A("NSW", "diggin a 1.8m deep trench for a sewer line in campbelltown. does that count as high risk construction work",
  "HRCW includes trenches deeper than 1.5 m, so a SWMS is needed before starting", "facts.md §5.6",
  verdict="yes", figures=["1.5 m"])
A("NSW", "gasfitter in maitland nsw. how long to get the gas compliance cert to fair trading, and how long do i hang on to copies",
  "gas CoC (or Certificate of Inspection for LPG) to Fair Trading within 5 business days; keep copies for 5 years", "facts.md §4.5 NSW, §6.4",
  figures=["5 business days", "5 years"])
A("NSW", "subbie in liverpool. builder got my payment claim 3 weeks ago and hasnt sent a schedule. how long did he actually have",
  "NSW SOP: payment schedule within 10 business days after receiving the claim", "facts.md §6.7 NSW",
  figures=["10 business days"])
A("NSW", "customer in cronulla signed a 45k extension contract on thursday and now has cold feet. how long have they got to pull out",
  "NSW cooling-off: 5 clear business days after the owner is given a copy of the signed contract (HBA s 7BA)", "facts.md §2.1, §2.2 NSW, §9",
  figures=["5 clear business days"])
A("NSW", "plumber in ryde, bathroom reno where none of the fixtures move. do i have to put in a notice of work",
  "no Notice of Work for minor works such as a bathroom renovation that doesn't move fixtures (a CoC is still needed)", "facts.md §4.2 NSW",
  verdict="no")
A("NSW", "12k job in castle hill, retaining wall and pavers out the back, not part of the house. do i need a licence for that",
  "structural landscaping (retaining walls not part of a habitable building, paving) needs a licence above $5,000", "facts.md §1.1",
  verdict="yes", figures=["$5,000"])
A("NSW", "we signed a contract in nov 2023 for engineered stone benchtops in parramatta and installed them in october 2024. were we allowed to?",
  "NSW transitional rule: contracts entered on or before 31 Dec 2023 were exempt until 31 Dec 2024", "facts.md §5.8",
  verdict="yes", figures=["31 Dec 2024"], date="2024-10-15")
A("NSW", "what's the most deposit i can take on a job?",
  "profile NSW builder: max deposit 10% of the contract price", "facts.md §2.1, §2.2 NSW",
  figures=["10%"], profile={"state": "NSW", "trade": "builder"})

# ------------------------------------------------------------------ answers: VIC
A("VIC", "knockin down an old weatherboard house in dandenong, only about 8k. do i need to be registered for demolition",
  "VIC registration needed for demolishing or removing a home whatever the cost", "facts.md §1.2, §2.1",
  verdict="yes")
A("VIC", "moved a gas space heater to the other wall in a werribee house, $450 job. compliance cert needed or is it under the limit",
  "compliance certificate at any value for relocating a Type A gas appliance (the $750 floor does not apply)", "facts.md §4.2 VIC, §4.5 VIC",
  verdict="yes")
A("VIC", "plumber in mornington. once i finish a job how many days have i got to get the compliance certificate lodged, and who gets it",
  "compliance certificate to the customer and lodged with the BPC within 5 days of finishing", "facts.md §4.2 VIC",
  figures=["5 days"])
A("VIC", "geelong sparky. just upgraded a main switchboard, can i liven it up before the inspector gets out there",
  "main switchboard is prescribed work: independent LEI inspection; must not be energised before inspection", "facts.md §3.2 VIC",
  verdict="no")
A("VIC", "added a couple of light points in a house in box hill, when does the coes have to be with the customer",
  "non-prescribed work: COES to the customer within 1 month", "facts.md §3.2 VIC",
  figures=["1 month"])
A("VIC", "customer in warrnambool signed a 30k contract on tuesday and already wants out. can they just walk away",
  "VIC cooling-off: 5 clear business days after receiving the signed copy (unless independent legal advice / earlier contract)", "facts.md §2.1, §2.2 VIC",
  verdict="yes", figures=["5 clear business days"])
A("VIC", "vic job, turns out my contract didnt have the cooling off notice in it. how long does the owner get to pull out now",
  "if the contract lacks the cooling-off notice the owner has 7 days from becoming aware", "facts.md §2.2 VIC",
  figures=["7 days"])
A("VIC", "im an a grade sparky in shepparton. can i contract straight with homeowners without bein a REC",
  "only registered electrical contractors (RECs) may contract with the public for electrical installation work", "facts.md §1.2",
  verdict="no")
A("VIC", "vic bathroom reno, 14k all up. do i need domestic building insurance on it",
  "DBI only for domestic work over $16,000; $14,000 is under (registration and a major domestic contract are needed over $10,000)", "facts.md §2.1, §2.2 VIC",
  verdict="no", figures=["$16,000"])
A("VIC", "pullin out about 6 square metres of fibro sheeting in traralgon (non friable). how much notice does worksafe need",
  "VIC: notify at least 24 h before for 10 m² or less of non-friable asbestos", "facts.md §5.5",
  figures=["24 h"])
A("VIC", "vic subbie question - does the builder get 10 business days to send a payment schedule or whatever the contract says",
  "VIC SOP: within the contract time or 10 BD, whichever is earlier; otherwise the full claim becomes payable", "facts.md §6.7 VIC",
  figures=["10 BD"])
A("VIC", "contract was signed back in march 2017 for a 7k job in frankston. did that have to be a major domestic building contract",
  "before 1 Aug 2017 the major domestic building contract threshold was $5,000 (now $10,000) -> $7,000 was over it", "facts.md §2.1, §2.2 VIC, §9",
  verdict="yes", figures=["$5,000"], date="2017-03-15")
A("VIC", "old plumber told me compliance certs in vic kick in at $500. still true?",
  "statement to correct: the $500 threshold is superseded; now over $750", "facts.md §4.2 VIC, §8",
  verdict="no", figures=["$750"])

# ------------------------------------------------------------------ answers: QLD
A("QLD", "plumber on the sunny coast, tiny 250 dollar job in maroochydore. still need my qbcc licence for that",
  "plumbing needs a QBCC occupational licence at any value", "facts.md §1.3, §2.1",
  verdict="yes")
A("QLD", "2,500 tile job in rockhampton, do i legally need a written contract",
  "QLD level 1 regulated contracts start at $3,300; $2,500 is under", "facts.md §2.1, §2.2 QLD",
  verdict="no", figures=["$3,300"])
A("QLD", "signed a 32k reno in logan. when does the commencement notice have to go in",
  "for contracts of $20,000+, a Commencement Notice within 10 business days of starting on site", "facts.md §2.2 QLD",
  figures=["10 business days"])
A("QLD", "gold coast job, whats the cooling off in qld and what do i get if they pull the pin",
  "5 business days; owner pays the contractor $100 plus reasonable out-of-pocket expenses", "facts.md §2.1, §2.2 QLD",
  figures=["5 business days", "$100"])
A("QLD", "startin my own electrical contractin business in brissy, how much public liability do i need for the licence",
  "QLD electrical contractor licence: public and products liability at least $5,000,000, consumer protection at least $50,000", "facts.md §1.3",
  figures=["$5,000,000", "$50,000"])
A("QLD", "how long have i got to lodge the form 4 for notifiable plumbin work in toowoomba",
  "notifiable work registered with QBCC within 10 business days of invoicing", "facts.md §4.2 QLD",
  figures=["10 business days"])
A("QLD", "single storey house job in bundaberg, workin off the roof edge at about 2.5m. swms or not",
  "QLD: a SWMS is needed for any construction work above 2 m, housing included", "facts.md §5.6",
  verdict="yes", figures=["2 m"])
A("QLD", "gasfitter from nsw, can i just work in qld on my nsw gas licence under mutual recognition",
  "Queensland is not in Automatic Mutual Recognition for gas; apply through the RSHQ Portal", "facts.md §1.3",
  verdict="no")
A("QLD", "how long do i have to keep copies of my certificates of testing and compliance in qld",
  "contractor keeps a copy for 5 years", "facts.md §3.2 QLD, §6.4",
  figures=["5 years"])
A("QLD", "9k interior paint job in mackay, does that have to be covered by the home warranty scheme",
  "residential work over $3,300 (incl painting) must be covered by the Queensland Home Warranty Scheme", "facts.md §2.1, §2.2 QLD",
  verdict="yes", figures=["$3,300"])
A("QLD", "im a licensed carpenter in cairns, customer wants a bit of concreting done too, about 2k, outside my class. am i ok to do it",
  "incidental work outside your licence class is allowed up to a combined $3,300", "facts.md §1.3",
  verdict="yes", figures=["$3,300"])
A("QLD", "how long does qld home warranty cover last",
  "6 years 6 months from premium paid, contract signed or work started, whichever first", "facts.md §2.2 QLD",
  figures=["6 years 6 months"])

# ------------------------------------------------------------------ answers: WA
A("WA", "sparky in joondalup, whats the deadline for the notice of completion and the electrical safety certificate",
  "NOC within 3 days of finishing; ESC to the customer within 28 days", "facts.md §3.2 WA",
  figures=["3 days", "28 days"])
A("WA", "plumber in rockingham, big job startin monday. how much notice do i have to give before i start",
  "Notice of Intention at least 24 hours before major plumbing work", "facts.md §4.2 WA",
  figures=["24 hours"])
A("WA", "kalgoorlie plumber. how long to submit the coc after a job and how long do i keep them",
  "CoC within 5 working days to the Plumbers Licensing Board, owner (and local government for drainage); keep 6 years", "facts.md §4.2 WA, §1.4",
  figures=["5 working days", "6 years"])
A("WA", "can i register my family trust as the building contractor in wa",
  "a trust cannot be registered as a building contractor", "facts.md §1.4",
  verdict="no")
A("WA", "owner builder in albany wa, wants to sell the place in 3 years. can he without home indemnity insurance",
  "WA owner-builders cannot sell within 7 years of the building permit without home indemnity insurance", "facts.md §1.4",
  verdict="no", figures=["7 years"])
A("WA", "goin for building contractor rego in wa, how much cash does the board want to see",
  "generally at least $50,000 in cash or equivalent and a quick ratio of at least 1:1", "facts.md §1.4",
  figures=["$50,000"])
A("WA", "does the 6.5% deposit cap in wa apply to a 5k job",
  "Home Building Contracts Act (and its 6.5% deposit limit) covers contracts between $7,500 and $500,000", "facts.md §2.1, §2.2 WA",
  verdict="no", figures=["$7,500"])
A("WA", "25k extension in busselton. do i need the home indemnity insurance before i take any money",
  "HII for residential work over $20,000; certificate before claiming any payment or starting work", "facts.md §2.2 WA",
  verdict="yes", figures=["$20,000"])
A("WA", "wa subbie, head contractor has my claim. how long has he got to pay me",
  "WA SOP: head contractor to subcontractor 25 BD (payment schedule 15 BD)", "facts.md §6.7 WA",
  figures=["25 BD"])
A("WA", "do i need to send a preliminary notice before i start notifiable work",
  "profile WA electrician: Preliminary Notice to the network operator before notifiable work starts (r51)", "facts.md §3.2 WA",
  verdict="yes", profile={"state": "WA", "trade": "electrician"})

# ------------------------------------------------------------------ answers: SA
A("SA", "scaffold job at 2.6m in murray bridge next week, do we need a swms",
  "SA HRCW fall trigger more than 2 m from 1 July 2026 -> SWMS needed", "facts.md §5.6, §9",
  verdict="yes", figures=["2 m"], date="2026-12-02")
A("SA", "back in feb this year we did a roof job in port pirie at about 2.5m with no swms. was one required back then",
  "before 1 July 2026 the SA fall trigger was 3 m -> not HRCW at 2.5 m", "facts.md §5.6, §9",
  verdict="no", figures=["3 m"], date="2026-02-15")
A("SA", "sparky in elizabeth sa, when is the ecoc due",
  "eCoC completed before energisation, then to the Technical Regulator and owner within 30 days", "facts.md §3.2 SA",
  figures=["30 days"])
A("SA", "adelaide plumber, do i have to do a certificate of compliance just for replacin a tap washer",
  "SA plumbing CoC not needed for tap washers, blocked drains, domestic tapware, stormwater", "facts.md §9",
  verdict="no")
A("SA", "painter in the adelaide hills, do i need a building work contractors licence just to paint houses",
  "SA treats painting as building work: a building work contractor's licence is needed to run the business", "facts.md §1.5",
  verdict="yes")
A("SA", "whats the max penalty in sa for contracting without a bwc licence, first offence, sole trader",
  "individual: up to $100,000 for a first or second offence", "facts.md §1.5",
  figures=["$100,000"])
A("SA", "15k bathroom in salisbury sa. written contract required?",
  "SA written contract for domestic building work of $12,000 or more", "facts.md §2.1, §9",
  verdict="yes", figures=["$12,000"])
A("SA", "bloke in gawler reckons theres no real fine for skipping a swms in sa. whats the actual penalty",
  "SA SWMS penalty $6,000 (individual) / $30,000 (body corporate)", "facts.md §5.6",
  figures=["$6,000", "$30,000"])
A("SA", "can i use security of payment against a homeowner in unley who lives in the house",
  "SA SOP doesn't cover domestic work where the client lives there", "facts.md §6.7 SA",
  verdict="no")
A("SA", "sa: if my domestic building contract hasnt got my licence number on it, whats the max penalty",
  "contract must show the licence number; maximum penalty $5,000 (BWC Act s28)", "facts.md §2.2 SA",
  figures=["$5,000"])
A("SA", "how long have i got to submit my coc after a job",
  "profile SA plumber: plumbing CoC to the OTR and customer within 7 days", "facts.md §4.2 SA, §9",
  figures=["7 days"], profile={"state": "SA", "trade": "plumber"})

# ------------------------------------------------------------------ answers: TAS
A("TAS", "18k deck in hobart, is a written contract required",
  "TAS written contract for residential building work of $20,000 or more -> not at $18,000", "facts.md §2.1, §2.2 TAS",
  verdict="no", figures=["$20,000"])
A("TAS", "tassie owner builder - how many houses can he do",
  "owner-builders limited to 2 projects in 10 years", "facts.md §1.6",
  figures=["2 projects in 10 years"])
A("TAS", "devonport plumber, what temp does the tempering valve for the showers need to be set at, and what about the storage",
  "tempering valve 50°C for personal hygiene; stored hot water 60°C or more", "facts.md §4.3",
  figures=["50°C", "60°C"])
A("TAS", "doin the hot water at a childcare centre in burnie, what do i set the mixing valve to",
  "thermostatic mixing valve set to 45°C in early childhood centres", "facts.md §4.3",
  figures=["45°C"])
A("TAS", "60k reno in kingston beach tas, do i have to take out home warranty insurance",
  "no statutory home warranty scheme found in TAS (Housing Indemnity Act 1992 repealed)", "facts.md §0, §2.1, §2.2 TAS",
  verdict="no")
A("TAS", "subbie on a house job in tassie, how long has the builder got to give me a payment schedule",
  "TAS SOP payment schedule: 10 days commercial / 20 days residential", "facts.md §6.7 TAS",
  figures=["20 days"])
A("TAS", "how much public liability does an owner builder in tas need",
  "owner-builder permit: public liability of at least $5 million", "facts.md §1.6",
  figures=["$5 million"])
A("TAS", "in tassie can the homeowner do category 1 plumbing work himself",
  "Cat 1 low risk: owner may do it", "facts.md §4.2 TAS",
  verdict="yes")

# ------------------------------------------------------------------ answers: ACT
A("ACT", "chippy in gungahlin. do i need a licence to do carpentry in the act",
  "carpenters and similar trades are not licensed in the ACT (builders, electricians, plumbers, drainers, gasfitters are)", "facts.md §1.7",
  verdict="no")
A("ACT", "canberra sparky, want to start installing home batteries. need anything extra on top of my licence",
  "from 11 Sep 2024 a DER endorsement is needed for wiring work on rooftop solar, inverters and batteries", "facts.md §1.7",
  verdict="yes", figures=["11 Sep 2024"])
A("ACT", "act electrician, once ive tested how long have i got to get the test report in",
  "test report to the Construction Occupations Registrar or owner within 14 days of the test", "facts.md §3.2 ACT",
  figures=["14 days"])
A("ACT", "brand new install in woden, can i energise it before access canberra comes out",
  "Access Canberra audits all new installations and they can't be energised until passed", "facts.md §3.2 ACT",
  verdict="no")
A("ACT", "15k alteration in belconnen, do i need residential building insurance or a fidelity cert",
  "ACT residential building insurance or fidelity certificate for alterations/additions of $12,000 or more", "facts.md §2.1, §2.2 ACT",
  verdict="yes", figures=["$12,000"])
A("ACT", "gasfitter in tuggeranong, after a job what do i have to leave and when does the customer get the cert",
  "attach a compliance indicator and give a certificate of compliance as soon as practicable (Gas Safety Act 2000 s9)", "facts.md §4.5 ACT")
A("ACT", "act homeowner found a defect, how long have they got to tell the insurer under residential building insurance",
  "insurer must be told within 90 days of the owner becoming aware; cover ends 5 years after the certificate of occupancy", "facts.md §2.2 ACT",
  figures=["90 days"])
A("ACT", "act subbie, whats the longest the head contractor can take to pay my claim",
  "ACT SOP maximum time to pay 15 BD (s13(1))", "facts.md §6.7 ACT",
  figures=["15 BD"])
A("ACT", "who do i report to in the act for work health and safety stuff on site",
  "ACT work health and safety: WorkSafe ACT (Access Canberra)", "facts.md §9 (second pass)")

# ------------------------------------------------------------------ answers: NT
A("NT", "darwin, puttin up a free standing shed for 20k. do i need bpb registration",
  "NT registration not needed for free-standing sheds and fences", "facts.md §1.8",
  verdict="no")
A("NT", "40k extension in palmerston nt. do i need a signed contract",
  "NT prescribed residential building work over $12,000 needs a signed contract", "facts.md §2.1, §9",
  verdict="yes", figures=["$12,000"])
A("NT", "alice springs plumber with an advanced tradesman licence. can i certify my own work",
  "advanced tradesman licence holders cannot certify; a BPB-registered certifying plumber certifies", "facts.md §1.8, §4.2 NT",
  verdict="no")
A("NT", "what do i need for an nt advanced tradesman plumbing licence",
  "2 years' post-trade experience and 10 specified units of competency", "facts.md §1.8",
  figures=["2 years"])
A("NT", "nt fidelity fund cover, how long for structural defects vs the other stuff",
  "fidelity certificates: 6 years structural defects, 1 year non-structural", "facts.md §2.2 NT",
  figures=["6 years", "1 year"])
A("NT", "darwin sparky, swappin a light fitting like for like next week, no wiring changes. do i need to do a coc",
  "from 1 Jan 2026 like-for-like replacements that don't change wiring, load or circuit protection need no CoC", "facts.md §3.2 NT",
  verdict="no", figures=["1 Jan 2026"], date="2026-12-02")
A("NT", "putting in a 400kg lpg setup for a commercial kitchen in katherine. do i have to notify anyone before startin",
  "NT gas works over 200 kg stored: notify NT WorkSafe no later than 24 hours before they start", "facts.md §9 (second pass)",
  verdict="yes", figures=["24 hours"])
A("NT", "nt subbie, head contract says they pay in 45 business days. is that legal",
  "NT: any payment term longer than 30 BD is read as 30 BD", "facts.md §6.7 NT",
  verdict="no", figures=["30 BD"])
A("NT", "addin an open carport onto an existing house in casuarina, 15k. do i have to be a registered building contractor",
  "NT: no registration for verandas or open carports added to existing buildings", "facts.md §1.8",
  verdict="no")

# ------------------------------------------------------------------ answers: national
A("AU", "turnovers around 60 grand. is gst registration compulsory for me yet",
  "GST registration compulsory at $75,000 or more GST turnover; $60,000 is under (voluntary)", "facts.md §6.2",
  verdict="no", figures=["$75,000"])
A("AU", "just ticked over 75k turnover this month. how long have i got to register for gst",
  "register within 21 days of reaching the threshold", "facts.md §6.2",
  figures=["21 days"])
A("AU", "customer asked me for a tax invoice for a $600 job i did last week, how long have i got to send it",
  "tax invoice within 28 days of being asked", "facts.md §6.3, §9 (fifth pass)",
  figures=["28 days"])
A("AU", "invoicing 2,400 for a job. anything extra has to go on a tax invoice once its over a grand",
  "sales of $1,000 or more must also show the buyer's identity or ABN", "facts.md §6.3",
  figures=["$1,000"])
A("AU", "how long do i have to keep all my invoices and receipts for the tax man",
  "keep business records for 5 years", "facts.md §6.4, §9 (fifth pass)",
  figures=["5 years"])
A("AU", "handyman here, want to start puttin in split systems. need any licence for that",
  "refrigerant handling licence (ARC / ARCtick) for work on equipment with fluorocarbon refrigerant", "facts.md §1.9",
  verdict="yes")
A("AU", "customer bought her own engineered stone slab and just wants me to cut and fit it. am i allowed to",
  "making, processing or installing engineered stone benchtops banned from 1 July 2024", "facts.md §5.8",
  verdict="no", figures=["1 July 2024"])
A("AU", "buildin a deck with a big drop off the edge. how high does the balustrade have to be, and on the stairs?",
  "barrier at least 1 m above the floor; 865 mm along stair flights and ramps", "facts.md §5.2",
  figures=["1 m", "865 mm"])
A("AU", "when i pay wages now how quick does the super have to land in the fund",
  "Payday Super from 1 July 2026: received by the fund no more than 7 business days after payday", "facts.md §9 (second pass)",
  figures=["7 business days"])
A("AU", "unenclosed shower in a new bathroom, how far from the rose does the waterstop need to be",
  "waterstop at least 1,500 mm from the shower rose (Housing Provisions 10.2.18)", "facts.md §5.3",
  figures=["1,500 mm"])

# ------------------------------------------------------------------ tools
# GST
T("AU", "quotes 3,250 ex gst, whats the total with gst on", "GST add: 3,250 x 1.1", "facts.md §6.2", ["$3,575", "10%"])
T("AU", "customer paid $9,900 incl gst, how much of that is gst", "GST out: 9,900 / 11", "facts.md §6.2", ["$900", "10%"])
T("AU", "three hundred and thirty bucks inc gst, whats the gst bit", "GST out: 330 / 11", "facts.md §6.2", ["$30", "10%"])
T("AU", "invoice came to 2,750 all in, what do i put down as ex gst", "GST out: 2,750 - 2,750/11", "facts.md §6.2", ["$2,500", "10%"])
T("AU", "labour 1,800 plus materials 650, add gst, whats the total", "GST add on a sum: (1,800 + 650) x 1.1", "facts.md §6.2", ["$2,695", "10%"])
T("AU", "how much gst goes on a 785 job", "GST add: 785 x 10%", "facts.md §6.2", ["$78.50", "10%"])
# super
T("AU", "paid my apprentice 920 this week, how much super do i owe", "super 12% on 920", "facts.md §6.6, §9", ["$110.40", "12%"])
T("AU", "labourer grossed 1,275.50 this fortnight, super on that?", "super 12% on 1,275.50", "facts.md §6.6, §9", ["$153.06", "12%"])
T("AU", "back in may 2025 i paid 6,000 in wages, what should the super have been", "super 11.5% on wages paid May 2025",
  "facts.md §6.6, §9", ["$690", "11.5%"], date="2025-05-15")
T("AU", "paid 2,150 in wages last june, what was the super on that", "super 12% on wages paid June 2026 (12% from 1 July 2025)",
  "facts.md §6.6, §9", ["$258", "12%"], date="2026-06-15")
T("AU", "two apprentices, 780 and 845 this week. total super for both", "super 12% on 780 + 845", "facts.md §6.6, §9", ["$195", "12%"])
T("AU", "payin a leading hand sixty five grand a year, whats the super for the year", "super 12% on 65,000", "facts.md §6.6, §9",
  ["$7,800", "12%"])
# deposits
T("NSW", "max deposit on a 36,500 bathroom in wollongong?", "NSW deposit 10% of 36,500", "facts.md §2.2 NSW", ["$3,650", "10%"])
T("VIC", "ballarat kitchen, 18k. biggest deposit i can take in dollars", "VIC deposit 10% (price under $20,000)", "facts.md §2.2 VIC",
  ["$1,800", "10%"])
T("VIC", "extension in bendigo for 64,000. how much deposit", "VIC deposit 5% (price $20,000 or more)", "facts.md §2.2 VIC",
  ["$3,200", "5%"])
T("QLD", "townsville reno at 19,990. most i can ask up front?", "QLD deposit 10% (under $20,000)", "facts.md §2.2 QLD",
  ["$1,999", "10%"])
T("QLD", "mackay job 45k, max deposit in dollars", "QLD deposit 5% ($20,000 or more)", "facts.md §2.2 QLD", ["$2,250", "5%"])
T("WA", "bunbury home build contract, 82,000. whats the max deposit", "WA deposit 6.5% ($7,500-$500,000)", "facts.md §2.2 WA, §9",
  ["$5,330", "6.5%"])
T("QLD", "granny flat in toowoomba, 96k, about 70% of it gets built in the factory. max deposit?",
  "QLD deposit 20% where off-site work is more than 50% of the price", "facts.md §2.1, §9", ["$19,200", "20%"])
# thresholds (sums, + gst, client-supplied materials)
T("NSW", "orange nsw, 2.9k of tilin plus 2.3k of plasterin on the same bathroom. do i need a licence",
  "NSW trade work: sum of one job over $5,000", "facts.md §1.1, §2.1", ["$5,200", "$5,000"], verdict="yes")
T("NSW", "fence job in dubbo quoted at 4,600 + gst. licence?", "NSW fencing over $5,000 incl GST: 4,600 + GST",
  "facts.md §1.1, §2.1", ["$5,060", "$5,000"], verdict="yes")
T("VIC", "geelong house, 6.5k of carpentry and 4k of paintin. do i need to be registered",
  "VIC: more than one type of work together over $10,000", "facts.md §1.2", ["$10,500", "$10,000"], verdict="yes")
T("VIC", "vic, my labour is 420 and the customer bought the vanity and tap for 380 themselves. compliance cert needed?",
  "VIC plumbing certificate: total value incl customer-supplied materials over $750", "facts.md §4.2 VIC", ["$800", "$750"],
  verdict="yes")
T("QLD", "cairns deck, customer is supplyin 2,000 of timber and my labour is 1,600. qbcc licence?",
  "QLD value includes materials whoever supplies them: over $3,300", "facts.md §1.3", ["$3,600", "$3,300"], verdict="yes")
T("QLD", "retaining wall in ipswich, 3,100 + gst. licence needed?", "QLD $3,300 incl GST: 3,100 + GST",
  "facts.md §1.3, §2.1", ["$3,410", "$3,300"], verdict="yes")
T("VIC", "shepparton, 9.5k deck and a 7k pergola on the one contract. is dbi needed",
  "VIC DBI over $16,000 on the sum", "facts.md §2.1, §2.2 VIC", ["$16,500", "$16,000"], verdict="yes")
T("NSW", "nsw job: 11k kitchen and 8.5k laundry on one contract, both prices incl gst. hbcf needed?",
  "NSW HBCF over $20,000 contract price: sum under", "facts.md §2.1, §2.2 NSW", ["$19,500", "$20,000"], verdict="no")
T("SA", "port lincoln, 6,500 bathroom and 3,800 laundry on one job. written contract?",
  "SA written contract at $12,000 or more: sum under", "facts.md §2.1, §9", ["$10,300", "$12,000"], verdict="no")
T("NT", "katherine extension, 8k slab plus 5.5k frame. need to register with the bpb",
  "NT BPB registration for prescribed work over $12,000", "facts.md §1.8", ["$13,500", "$12,000"], verdict="yes")
T("TAS", "launceston, 14k bathroom and 7k laundry under one contract. written contract required?",
  "TAS written contract for $20,000 or more", "facts.md §2.2 TAS", ["$21,000", "$20,000"], verdict="yes")
T("AU", "made 48k from jobs plus 29k from side work this year. do i have to register for gst now",
  "GST registration at $75,000 or more turnover", "facts.md §6.2", ["$77,000", "$75,000"], verdict="yes")
T("ACT", "weston act, 7k of additions plus 5k of alterations on the one house. residential building insurance?",
  "ACT cover for alterations/additions of $12,000 or more (edge: exactly $12,000)", "facts.md §2.2 ACT",
  ["$12,000", "$12,000"], verdict="yes")
# no-ABN withholding
T("AU", "subbie wont give me his abn, his bill is 3,400. how much do i hold back", "no-ABN withholding 47%",
  "facts.md §6.8", ["$1,598", "47%"])
T("AU", "16 year old helpin me out, no abn, i pay him 280 a week. do i have to withhold",
  "no withholding for an individual under 18 paid $350 or less a week", "facts.md §6.8", ["$350"], verdict="no")
# ABN check digits
T("AU", "new subbie gave me abn 11 794 631 167, does it check out", "ABN check digits (mod 89)", "facts.md §6.1", ["valid"])
T("AU", "is 90641833235 a legit abn", "ABN check digits (mod 89)", "facts.md §6.1", ["valid"])
T("AU", "abn on this quote is 59564286723, is it real", "ABN check digits (mod 89)", "facts.md §6.1", ["invalid"])
T("AU", "can u check abn 20 752 216 900 for me", "ABN check digits (mod 89)", "facts.md §6.1", ["invalid"])

# ------------------------------------------------------------------ declines
D("NSW", "how much does a 5 year nsw contractor licence cost", "licence fee not held", "Building Commission NSW")
D("NSW", "whats the fine in nsw for gettin the ccew in late",
  "late CCEW penalty not held (the 7 days is held)", "Building Commission NSW")
D("NSW", "how long is icare takin to issue hbcf certificates at the moment", "HBCF processing time not held",
  "icare (Home Building Compensation Fund)")
D("NSW", "roughly whats the hbcf premium on a 60k bathroom and kitchen job in chatswood", "HBCF premium not held",
  "icare (Home Building Compensation Fund)")
D("NSW", "nsw gasfitter, whats the penalty for not puttin the compliance plate on an lpg install",
  "penalty not held (compliance plate rule held)", "Building Commission NSW or NSW Fair Trading")
D("NSW", "what does it cost to lodge a notice of work in nsw", "NoW fee not held", "Building Commission NSW or NSW Fair Trading")
D("VIC", "what does esv charge to register as a REC for 5 years", "REC registration fee not held", "Energy Safe Victoria")
D("VIC", "how much does each plumbing compliance certificate cost to buy from the bpc",
  "compliance certificate price not held", "Building and Plumbing Commission (formerly VBA)")
D("VIC", "fine in vic for lodging the plumbing compliance cert after the 5 days",
  "late compliance certificate penalty not held (the 5 days is held)", "Building and Plumbing Commission (formerly VBA)")
D("VIC", "how long is the bpc takin to process domestic builder limited registrations",
  "processing time not held", "Building and Plumbing Commission (formerly VBA)")
D("VIC", "whats the penalty in vic if i take a 10% deposit on a 50k job",
  "deposit penalty not held (the 5% cap is held)", "Consumer Affairs Victoria or Building and Plumbing Commission (formerly VBA)")
D("VIC", "whats the worksafe fine in vic for startin asbestos removal without notifying",
  "asbestos notification penalty not held", "WorkSafe Victoria")
D("QLD", "how much is a qbcc trade contractor licence for carpentry", "licence fee not held", "QBCC")
D("QLD", "qld, whats the penalty if i do a 20k job and dont pay the home warranty premium",
  "home warranty penalty not held", "QBCC")
D("QLD", "whats the penalty for lodgin a form 4 late in qld",
  "late notifiable work penalty not held (10 business days and the 2024-25 fee held)", "QBCC")
D("QLD", "how long does rshq take to process a gas work licence application", "processing time not held",
  "Resources Safety and Health Queensland")
D("QLD", "whats the fine in qld for doin electrical work without a licence",
  "penalty not held (illegal under ES Act s55 is held)", "Electrical Safety Office (WorkSafe QLD)")
D("QLD", "how much is the qld home warranty premium on a 300k new house", "home warranty premium not held", "QBCC")
D("WA", "client in joondalup wants to back out 2 days after signin a 90k house contract. is there a cooling off in wa",
  "WA cooling-off not found", "Building and Energy (DEMIRS)")
D("WA", "ballpark what does home indemnity insurance cost on a 400k build in perth wa",
  "HII premium not held", "Building and Energy (DEMIRS)")
D("WA", "fine in wa for lodgin the notice of completion late",
  "late NOC penalty not held (3 days held)", "Building and Energy (DEMIRS)")
D("WA", "how much does building contractor registration cost in wa", "registration fee not held",
  "Building Services Board (Building and Energy)")
D("WA", "how long is the plumbers licensing board takin to process a contractor licence", "processing time not held",
  "Plumbers Licensing Board (Building and Energy)")
D("WA", "wa gasfitter, whats the fee for each gas enotice", "eNotice fee not held", "Building and Energy (DEMIRS)")
D("SA", "client in mount gambier signed a 30k contract, do they get a cooling off period in sa",
  "SA cooling-off not found", "Consumer and Business Services (CBS)")
D("SA", "sa gasfitter, penalty for gettin the gas ecoc in after 30 days?",
  "late gas eCoC penalty not held (30 days held; the $5,000 is the electrical penalty)", "Office of the Technical Regulator")
D("SA", "whats building indemnity insurance cost for a 250k house in sa", "BII premium not held",
  "Consumer and Business Services (CBS)")
D("SA", "how much is an electrical contractors licence in sa", "licence fee not held", "Consumer and Business Services (CBS)")
D("SA", "is there a fee per plumbing ecoc lodged with the otr in sa", "eCoC fee not held", "Office of the Technical Regulator")
D("SA", "whats the fine in sa for startin work without the building indemnity insurance cert",
  "BII penalty not held", "Consumer and Business Services (CBS)")
D("TAS", "hobart reno contract, do clients get a cooling off period in tas", "TAS cooling-off not found", "CBOS")
D("TAS", "50k extension in launceston, whats the max i can charge up front as a deposit", "TAS deposit cap not found", "CBOS")
D("TAS", "how much is an owner builder permit in tassie", "owner-builder permit fee not held", "CBOS")
D("TAS", "tas sparky, how many days to give the customer the cec", "TAS CEC deadline not found", "CBOS")
D("TAS", "what does the council charge for a plumbing permit in tas", "plumbing permit fee not held",
  "CBOS or the local council (permit authority)")
D("TAS", "what does a gas fitter licence cost in tassie", "licence fee not held", "CBOS")
D("ACT", "act subbie, how many days has the builder got to give me a payment schedule",
  "ACT payment schedule not captured (the 15 BD time to pay is held)", "Access Canberra")
D("ACT", "how long is access canberra takin to renew builder licences", "processing time not held", "Access Canberra")
D("ACT", "whats the fine in the act for energising an install before it passes inspection",
  "penalty not held (no energising before audit is held)", "Access Canberra")
D("ACT", "how much is residential building insurance through qbe on a 150k extension in canberra",
  "residential building insurance premium not held", "Access Canberra")
D("ACT", "act gas cert rule says 50 penalty units, how much is that in dollars",
  "penalty unit value not held", "Access Canberra")
D("NT", "darwin sparky, how many days have i got to submit the online coc to nt worksafe",
  "NT CoC deadline not found (only 'decreased')", "NT WorkSafe")
D("NT", "whats the max deposit on a 30k extension in nt", "NT deposit amount not captured (regs 41HA/41HE)",
  "Building Practitioners Board")
D("NT", "how much does a fidelity fund certificate cost in the nt", "fidelity certificate cost not held",
  "Building Practitioners Board (MBA NT Fidelity Fund)")
D("NT", "nt client wants out after signin. is there a cooling off period in the territory",
  "NT cooling-off not found", "Building Practitioners Board")
D("NT", "how much is an electrical contractor licence in the nt", "licence fee not held", "NT WorkSafe")
D("AU", "whats the award rate for a 3rd year plumbin apprentice", "award rates not held", "Fair Work Ombudsman")
D("AU", "can i put a 1.5% surcharge on visa payments from next month", "card surcharge rules not held",
  "ACCC or RBA", date="2026-12-15")
D("AU", "whats the ato penalty if my super hits the fund after the 7 business days under payday super",
  "late payday super penalty not held (7 business days held)", "ATO")
D("AU", "penalty for lodgin the tpar late?", "TPAR late penalty not held", "ATO")

# ------------------------------------------------------------------ ambiguous
M("14k bathroom reno, albury-wodonga area, dunno which side of the river yet. written contract?",
  "Albury NSW (over $5,000: yes) / Wodonga VIC (over $10,000: yes)")
M("8k deck, either mildura or buronga. licence or rego?",
  "Mildura VIC (not over $10,000: no) / Buronga NSW (over $5,000: yes)")
M("7k of carpentry, could be queanbeyan or just over in canberra. licence?",
  "Queanbeyan NSW (over $5,000: yes) / Canberra ACT (carpenters not licensed: no)")
M("4k fence, customer's either goondiwindi or boggabilla. licence?",
  "Goondiwindi QLD (over $3,300: yes) / Boggabilla NSW (not over $5,000: no)")
M("30k reno in perth, max deposit?",
  "Perth WA (6.5%) / Perth TAS (deposit cap not found)")
M("sparky in maitland, how long have i got for the electrical cert",
  "Maitland NSW (CCEW 7 days) / Maitland SA (eCoC 30 days)")
M("plumber in windsor, how long to get the compliance cert in",
  "Windsor NSW (CoC; 7 working days if a booked inspection is missed) / Windsor VIC (5 days) / Windsor QLD (Form 4 10 business days) / Windsor SA (7 days)")
M("22k extension in bayswater, whats the most i can take as deposit",
  "Bayswater VIC (5%) / Bayswater WA (6.5%)")
M("15k bathroom in st kilda, written contract needed?",
  "St Kilda VIC (over $10,000: yes) / St Kilda SA ($12,000 or more: yes)")
M("9k deck in kew, do i need a licence or rego",
  "Kew VIC (not over $10,000: no) / Kew NSW (over $5,000: yes)")
M("16,500 reno, yarrawonga or mulwala, do i need home warranty insurance",
  "Yarrawonga VIC (DBI over $16,000: yes) / Mulwala NSW (HBCF over $20,000: no)")
M("sparky in burwood, whats the deadline for the electrical cert",
  "Burwood NSW (CCEW 7 days) / Burwood VIC (COES 1 month for non-prescribed)")
M("how long have i got to lodge the plumbing compliance cert after a job",
  "no state, no profile: NSW (CoC; 7 working days if inspection missed) / VIC 5 days / QLD Form 4 10 business days / WA 5 working days / SA 7 days / TAS per category / ACT 7 days (old reg ⚠) / NT certifying plumber")
M("whats the max deposit on a 12k job",
  "no state: NSW 10% / VIC 10% / QLD 10% / WA 6.5% / SA, TAS, ACT not found / NT not captured")
M("do i need home warranty insurance on an 18k job",
  "no state: NSW HBCF (over $20,000: no) / VIC DBI (over $16,000: yes) / QLD (over $3,300: yes) / WA HII (over $20,000: no) / SA BII (over $12,000 with DA; $20,000 from 10 Nov 2025 ⚠) / TAS no scheme / ACT ($12,000 or more: yes) / NT fidelity fund")
M("gasfitter, how many days to get the gas cert done",
  "no state: NSW 5 business days / VIC 5 days (BPC compliance certificate) / SA 30 days / ACT as soon as practicable / QLD, WA, TAS, NT no day count held")


def main():
    out = []
    for i, it in enumerate(ITEMS, 1):
        d = {"id": "h21-%03d" % i}
        d.update(it)
        out.append(d)
    with open(os.path.join(HERE, "questions.json"), "w") as f:
        json.dump(out, f, indent=2, ensure_ascii=False)
        f.write("\n")
    from collections import Counter
    print(len(out), Counter(x["kind"] for x in out))


if __name__ == "__main__":
    main()
