#!/usr/bin/env python3
"""Held-out set 19 (blind-h19): writes questions.json. Today = 2026-11-28 (Saturday).
Items are listed by kind; ids are given in order h19-001..h19-200."""
import json, os

HERE = os.path.dirname(os.path.abspath(__file__))
ITEMS = []


def add(kind, q, state, topic, basis, verdict=None, figures=None, date=None, profile=None, ask=None):
    d = {"q": q, "kind": kind, "state": state}
    if verdict:
        d["verdict"] = verdict
    if figures:
        d["figures"] = figures
    if ask:
        d["ask"] = ask
    if date:
        d["date"] = date
    if profile:
        d["profile"] = profile
    d["topic"] = topic
    d["basis"] = basis
    ITEMS.append(d)


def A(q, state, topic, basis, **kw):
    add("answer", q, state, topic, basis, **kw)


def T(q, state, topic, basis, **kw):
    add("tool", q, state, topic, basis, **kw)


def X(q, state, topic, ask, **kw):
    add("decline", q, state, topic, "facts.md (not held)", ask=ask, **kw)


def M(q, topic):
    add("ambiguous", q, None, topic, "facts.md (several states)")


# ---------------------------------------------------------------- answers: NSW (13)
A("roof tilin job in wollongong, 4,200 all up inc gst. am i right to do it without a licence", "NSW",
  "roof tiling is trade work: licence only over $5,000 incl GST; $4,200 incl GST is under", "facts.md §1.1, §2.1",
  verdict="yes", figures=["$5,000"])
A("gasfitter here, hooked up an lpg bbq at a house out in dubbo. wat paperwork goes to fair trading and by when", "NSW",
  "non-networked gas (LPG): Certificate of Inspection to Fair Trading within 5 business days; compliance plate attached",
  "facts.md §4.5 NSW", figures=["5 business days"])
A("finished testin the new install this arvo, whats my deadline for the cert and who gets a copy", "NSW",
  "profile NSW electrician: CCEW within 7 days of finishing the test; customer always; new installs also distributor and Building Commission NSW",
  "facts.md §3.2 NSW", figures=["7 days"], profile={"state": "NSW", "trade": "electrician"})
A("65k extension in penrith, client wants to pay the deposit tomoz but i havent got hbcf sorted yet. can i take the money", "NSW",
  "HBCF needed for work over $20,000 before starting work or taking any money, including the deposit", "facts.md §2.2 NSW",
  verdict="no", figures=["$20,000"])
A("customer asked wat happens if i go bust halfway thru her reno, how much does hbcf pay out for the unfinished work", "NSW",
  "HBCF: failure to complete covered up to 20% of the contract price (claim within 12 months)", "facts.md §2.2 NSW",
  figures=["20%"])
A("hornsby job, client got her copy of the signed 80k contract on monday. how long can she pull out for", "NSW",
  "cooling-off: 5 clear business days after the owner is given a copy of the signed contract (HBA s 7BA)",
  "facts.md §2.1, §2.2 NSW, §9", figures=["5 clear business days"])
A("theres a pay when paid clause in my subbie agreement, job in parramatta. is that even legal", "NSW",
  "'pay when paid' clauses are void (SOP Act s34)", "facts.md §6.7", verdict="no")
A("bloke in blacktown reckons hes gonna rip out 8 square metres of fibro himself on the weekend. is he allowed", "NSW",
  "home renovators may remove up to 10 m² of bonded asbestos in total; above that a licensed contractor", "facts.md §5.5",
  verdict="yes", figures=["10 m²"])
A("my apprentce just got his plumbin tradesperson certificate. can he sign off his own jobs now, we're in nsw", "NSW",
  "tradesperson certificate holders work under supervision and cannot sign off their own work", "facts.md §1.1",
  verdict="no")
A("floatin floor install in campbelltown nsw, about 7 grand. am i sweet to do it without a licence", "NSW",
  "non-structural flooring is no longer licensed (since 16 Sep 2009), whatever the value", "facts.md §1.1, §9",
  verdict="yes")
A("signed a kitchen contract in nov 2023 and went back and fitted the engineered stone top in october 2024, newcastle nsw. was that legit",
  "NSW", "engineered stone ban from 1 July 2024; NSW transitional rule: contracts entered on or before 31 Dec 2023 exempt until 31 Dec 2024",
  "facts.md §5.8", verdict="yes", figures=["31 Dec 2024"], date="2024-10-15")
A("nsw client gets the signed copy of a 60k reno contract on the 23rd next month. does the christmas break count towards her cooling off",
  "NSW", "cooling-off 5 clear business days; business days exclude weekends, public holidays and 27-31 December (HBA s 3)",
  "facts.md §2.2 NSW, §9", verdict="no", figures=["5 clear business days"], date="2026-12-23")
A("subbie in liverpool, sendin my payment claim on 22 dec. do the days between xmas and new years count towards the builders 10 business days",
  "NSW", "SOP payment schedule 10 business days; NSW business day excludes 27-31 December (SOP Act s 4)",
  "facts.md §6.7", verdict="no", figures=["10 business days"], date="2026-12-22")

# ---------------------------------------------------------------- answers: VIC (13)
A("knockin down an old weatherboard in ballarat, only about 8 grand of work. do i need to be registered", "VIC",
  "demolishing a home needs VBA/BPC registration whatever the cost", "facts.md §1.2, §2.1", verdict="yes")
A("sparky in bendigo, puttin in a home battery. how long til the customer gets the coes", "VIC",
  "battery = prescribed work: LEI inspection; LEI has 4 business days after inspecting, then 4 business days to the customer; not energised before inspection",
  "facts.md §3.2 VIC", figures=["4 business days"])
A("do i really need a coes just for addin one light in a hallway in shepparton", "VIC",
  "COES required for all electrical installation work (non-prescribed: to the customer within 1 month)", "facts.md §3.2 VIC",
  verdict="yes")
A("licensed sparky in vic, can i quote and contract homeowners under my own name without bein an rec", "VIC",
  "only registered electrical contractors (RECs) may contract with the public", "facts.md §1.2", verdict="no")
A("client in frankston pulled out 3 days after gettin the signed contract, wat am i allowed to keep", "VIC",
  "cooling-off (DBCA s34): builder may keep $100 plus out-of-pocket expenses the owner approved", "facts.md §2.2 VIC",
  figures=["$100"])
A("forgot to put the cooling off notice in a vic contract, how long can the owner walk away for", "VIC",
  "if the contract lacks the cooling-off notice the owner has 7 days from becoming aware", "facts.md §2.2 VIC",
  figures=["7 days"])
A("fixin a short bit of underground sewer drain in geelong, only 400 bucks. compliance cert?", "VIC",
  "compliance certificate needed at any value for below-ground sanitary drains (to customer and BPC within 5 days)",
  "facts.md §4.2 VIC", verdict="yes")
A("im registered but not licensed in vic, can i write up the compliance cert myself on a 2k bathroom", "VIC",
  "only licensed plumbers sign compliance certificates; a registered plumber needs a licensed plumber for work over $750",
  "facts.md §1.2, §4.2 VIC", verdict="no", figures=["$750"])
A("removalist in vic, 6 square metres of bonded sheetin to come out. how much notice do i give worksafe", "VIC",
  "VIC: at least 24 h before for 10 m² or less of non-friable material", "facts.md §5.5", figures=["24 h"])
A("subbie in dandenong, sent my claim 3 weeks ago and the builder never replied. is the full amount payable now", "VIC",
  "no payment schedule within the contract time or 10 BD -> full claim payable (s15)", "facts.md §6.7",
  verdict="yes", figures=["10 BD"])
A("can i chase a homeowner in mornington under the security of payment act, its the house they live in", "VIC",
  "VIC SOP Act does not apply to domestic building work where the owner lives or will live there", "facts.md §6.7",
  verdict="no")
A("can i get my pty ltd registered as the builder with the bpc", "VIC",
  "the VBA (trading as BPC) registers individuals, not companies", "facts.md §1.2", verdict="no")
A("back in feb 2017 i did an 8k bathroom in vic on a handshake. did that need a proper major domestic building contract back then",
  "VIC", "major domestic building contract threshold was over $5,000 before 1 Aug 2017 ($10,000 after)",
  "facts.md §2.1, §2.2 VIC, §9", verdict="yes", figures=["$5,000"], date="2017-02-15")

# ---------------------------------------------------------------- answers: QLD (13)
A("pest controller in townsville, 600 buck chemical termite barrier. licence needed?", "QLD",
  "QBCC licence at any value for termite management (chemical)", "facts.md §1.3", verdict="yes")
A("doin the hydraulic design on a duplex for 2 grand, do i need a qbcc licence for that", "QLD",
  "licence needed over $1,100 where hydraulic services design is involved", "facts.md §1.3", verdict="yes",
  figures=["$1,100"])
A("got a carpentry licence in qld, can i knock out 2k of tilin on the same job", "QLD",
  "incidental work outside the licence class allowed up to a combined $3,300", "facts.md §1.3", verdict="yes",
  figures=["$3,300"])
A("how much public liability and consumer protection cover do i need for my contractor licence", "QLD",
  "profile QLD electrician: electrical contractor licence needs public and products liability of at least $5,000,000 and consumer protection of at least $50,000",
  "facts.md §1.3", figures=["$5,000,000", "$50,000"], profile={"state": "QLD", "trade": "electrician"})
A("plumber in toowoomba, invoiced a hot water job yesterday. when does the form 4 need to be in", "QLD",
  "notifiable work registered with QBCC (Form 4) within 10 business days of invoicing", "facts.md §4.2 QLD",
  figures=["10 business days"])
A("qld 45k reno, when do i have to give the client their signed copy of the contract", "QLD",
  "signed copy within 5 business days and before work starts (Consumer Building Guide before signing for level 2)",
  "facts.md §2.2 QLD", figures=["5 business days"])
A("started on site monday for a 60k extension in bundaberg. any notice i gotta send", "QLD",
  "contracts of $20,000+: Commencement Notice within 10 business days of starting on site", "facts.md §2.2 QLD, §9",
  figures=["10 business days"])
A("qld client wants out in the cooling off. can i charge em anythin", "QLD",
  "owner pays the contractor $100 plus reasonable out-of-pocket expenses (Sch 1B s35)", "facts.md §2.2 QLD",
  verdict="yes", figures=["$100"])
A("how long does the qld home warranty cover actually run for", "QLD",
  "cover runs 6 years 6 months from premium paid, contract signed or work started (whichever first)", "facts.md §2.2 QLD",
  figures=["6 years 6 months"])
A("paint job in logan, 5 grand. does that need to go under the home warranty scheme", "QLD",
  "QLD Home Warranty Scheme covers residential work over $3,300, painting included", "facts.md §2.1, §2.2 QLD",
  verdict="yes", figures=["$3,300"])
A("roofin a house in cairns, edge is about 2.4 m. do i need a swms", "QLD",
  "QLD: SWMS needed for any construction work above 2 m, housing included", "facts.md §5.6", verdict="yes",
  figures=["2 m"])
A("qld warehouse built in 1995, never had any asbestos. are we ok without an asbestos register", "QLD",
  "register not needed if built after 31 Dec 1989 and no asbestos", "facts.md §5.5", verdict="yes")
A("brissy subbie, how long has the builder got to send me a payment schedule", "QLD",
  "BIF Act payment schedule within 15 BD (or earlier per contract)", "facts.md §6.7", figures=["15 BD"])

# ---------------------------------------------------------------- answers: WA (11)
A("finished a new circuit in joondalup tuesday, when is the notice of completion due and who gets it", "WA",
  "NOC within 3 days of finishing, to the network operator (Building and Energy if off-grid)", "facts.md §3.2 WA",
  figures=["3 days"])
A("wa sparky, just a maintenance job in subiaco. am i ok to skip the electrical safety certificate", "WA",
  "ESC (within 28 days) is not needed for maintenance", "facts.md §3.2 WA", verdict="yes")
A("big job startin monday, do i need to tell anyone before i start", "WA",
  "profile WA plumber: Notice of Intention at least 24 hours before major plumbing work", "facts.md §4.2 WA",
  verdict="yes", figures=["24 hours"], profile={"state": "WA", "trade": "plumber"})
A("wa plumber, finished a drainage job in bunbury. who gets the coc and how quick", "WA",
  "CoC within 5 working days to the Plumbers Licensing Board, owner/occupier and, for drainage, the local government",
  "facts.md §4.2 WA", figures=["5 working days"])
A("wa, does my plumbin licence number have to go on the ute signage and the facebook ads", "WA",
  "plumbing contractor licence number must appear in all advertising", "facts.md §1.4", verdict="yes")
A("moved my plumbin business to a new address in geraldton, how long have i got to tell the board", "WA",
  "changes of details notified within 14 days", "facts.md §1.4", figures=["14 days"])
A("wa 90k extension, can i invoice the first stage before the hii certificate comes thru", "WA",
  "HII for residential work over $20,000: certificate before claiming any payment or starting work", "facts.md §2.2 WA",
  verdict="no", figures=["$20,000"])
A("can my family trust get registered as a building contractor in wa", "WA",
  "a trust cannot be registered as a building contractor", "facts.md §1.4", verdict="no")
A("can i stick a rise and fall clause in a home building contract over in wa", "WA",
  "rise-and-fall clauses not allowed under the Home Building Contracts Act", "facts.md §2.2 WA", verdict="no")
A("owner builder in mandurah wants to sell up after 4 years, any catch", "WA",
  "owner-builders cannot sell within 7 years of the permit without home indemnity insurance", "facts.md §1.4",
  figures=["7 years"])
A("gasfitter in kalgoorlie, lpg job on a caravan. still need the compliance badge or is the enotice enough", "WA",
  "compliance badge still needed for LPG, caravan, marine etc. installations", "facts.md §4.5 WA", verdict="yes")

# ---------------------------------------------------------------- answers: SA (11)
A("sa plumber, just did tap washers at a place in glenelg. all good without a coc?", "SA",
  "SA plumbing CoC (7 days) not needed for tap washers", "facts.md §9", verdict="yes")
A("sa sparky, am i right to switch it on first and do the ecoc later", "SA",
  "eCoC must be completed before the installation is made available for energisation (then 30 days)",
  "facts.md §3.2 SA", verdict="no")
A("converted a cooktop over to lpg, how long have i got for the certificate", "SA",
  "profile SA gasfitter: gas CoC after conversions; electronic CoC within 30 days", "facts.md §4.5 SA, §9",
  figures=["30 days"], profile={"state": "SA", "trade": "gasfitter"})
A("painter in adelaide, do i need a building work contractors licence to run my own show", "SA",
  "painting is building work; a contracting business needs a BWC licence", "facts.md §1.5", verdict="yes")
A("whats the max fine in sa for contractin without a licence, sole trader, first time caught", "SA",
  "individual: up to $100,000 for a first or second offence (BWC Act s6)", "facts.md §1.5", figures=["$100,000"])
A("sa, what can happen if i dont give the owner a signed copy of the domestic building contract", "SA",
  "contract rules (signed copy with Form 1): maximum penalty $5,000 (s28)", "facts.md §2.2 SA", figures=["$5,000"])
A("how long do statutory warranties run on a 30k job in sa", "SA",
  "statutory warranties for work of $12,000 or more; owners have 5 years", "facts.md §2.2 SA", figures=["5 years"])
A("sole trader in sa, whats the fine for not havin a swms on high risk work", "SA",
  "SA SWMS penalty $6,000 (individual) / $30,000 (body corporate)", "facts.md §5.6", figures=["$6,000"])
A("how much in net assets do i need for a bwc licence in sa", "SA",
  "at least $10,000 net assets", "facts.md §1.5", figures=["$10,000"])
A("solar installer in mount gambier, does puttin panels on count as building work in sa", "SA",
  "solar panel installation is building work (BWC Regulations r3)", "facts.md §1.5", verdict="yes")
A("roofer in port lincoln, heard the swms height changed this year. wats the trigger now", "SA",
  "SA HRCW fall trigger more than 2 m from 1 July 2026 (was 3 m)", "facts.md §9", figures=["2 m"])

# ---------------------------------------------------------------- answers: TAS (8)
A("mate in launceston wants to owner build his 3rd house in 10 years, can he", "TAS",
  "owner-builders limited to 2 projects in 10 years", "facts.md §1.6", verdict="no",
  figures=["2 projects in 10 years"])
A("tassie owner builder, how much public liability do they need", "TAS",
  "owner-builder permit: public liability of at least $5 million", "facts.md §1.6", figures=["$5 million"])
A("hobart, what temp does the hot water storage gotta be kept at", "TAS",
  "stored hot water at 60°C or more (Legionella)", "facts.md §4.3", figures=["60°C"])
A("aged care reno in devonport, tempering valve or tmv, and set to what", "TAS",
  "aged care/nursing homes: thermostatic mixing valve set to 45°C", "facts.md §4.3", figures=["45°C"])
A("tas reno, can i run the kitchen sink straight off the hot without a temperin valve", "TAS",
  "kitchen sinks and laundry taps don't need tempered water", "facts.md §4.3", verdict="yes")
A("tas homeowner reno, can i use the security of payment act on them", "TAS",
  "TAS SOP Act covers residential work; payment schedule 20 days residential", "facts.md §6.7", verdict="yes",
  figures=["20 days"])
A("burnie, 25k deck, do i need a written contract", "TAS",
  "residential building work of $20,000 or more needs a written, dated, signed contract", "facts.md §2.1, §2.2 TAS",
  verdict="yes", figures=["$20,000"])
A("licensed sparky in tassie, can i do jobs on my own without workin under a contractor", "TAS",
  "electrical work only by licensed practitioners under the control of an electrical contractor", "facts.md §1.6",
  verdict="no")

# ---------------------------------------------------------------- answers: ACT (8)
A("canberra sparky, wirin up a home battery. anythin extra i need on my licence", "ACT",
  "DER endorsement needed from 11 Sep 2024 for wiring work on rooftop solar, inverters and batteries", "facts.md §1.7",
  verdict="yes")
A("act, how long to get the electrical test report to the registrar", "ACT",
  "test report to the Construction Occupations Registrar or owner within 14 days of the test", "facts.md §3.2 ACT",
  figures=["14 days"])
A("new house in gungahlin, can i liven it up before access canberra inspects", "ACT",
  "new installations cannot be energised until passed by Access Canberra", "facts.md §3.2 ACT", verdict="no")
A("act gasfitter, wat do i have to leave at the job when im done", "ACT",
  "attach a compliance indicator and give a certificate of compliance as soon as practicable (Gas Safety Act s9)",
  "facts.md §4.5 ACT")
A("act, owner found a crack in the extension we did. how long have they got to tell the insurer", "ACT",
  "insurer must be told within 90 days of the owner becoming aware of a defect", "facts.md §2.2 ACT",
  figures=["90 days"])
A("act residential building insurance, how long does the cover last", "ACT",
  "cover ends 5 years after the certificate of occupancy", "facts.md §2.2 ACT", figures=["5 years"])
A("who actually sells residential building insurance in the act", "ACT",
  "QBE is the only authorised insurer; Master Builders Fidelity Fund the only approved fidelity scheme",
  "facts.md §2.2 ACT")
A("act, only a 3k job but it needs building approval. do i need a builder licence", "ACT",
  "builders must be licensed for any work needing building approval (no dollar floor)", "facts.md §1.7, §2.1",
  verdict="yes")

# ---------------------------------------------------------------- answers: NT (8)
A("swappin a ceilin fan like for like in casuarina, no wiring changes. ok to skip the coc?", "NT",
  "from 1 Jan 2026 like-for-like replacements that don't change wiring, load or protection need no CoC", "facts.md §3.2 NT",
  verdict="yes")
A("freestandin shed in katherine, about 20k. am i right to build it without bpb rego", "NT",
  "registration not needed for free-standing sheds", "facts.md §1.8", verdict="yes")
A("got my advanced tradesman licence in the nt, can i certify my own plumbin now", "NT",
  "advanced tradesman may contract and do the work but cannot certify; needs certifying plumber registration with BPB",
  "facts.md §1.8", verdict="no")
A("nt, how much post trade experience for an advanced tradesman licence", "NT",
  "2 years' post-trade experience and 10 specified units of competency", "facts.md §1.8", figures=["2 years"])
A("lpg install with a 300 kg tank at a resort in alice springs. do i need to notify anyone first", "NT",
  "gas works over 200 kg stored notified to NT WorkSafe no later than 24 hours before", "facts.md §9",
  verdict="yes", figures=["24 hours"])
A("nt builder rego, how much net tangible assets do i need", "NT",
  "builders need $50,000 in net tangible assets", "facts.md §2.2 NT", figures=["$50,000"])
A("nt fidelity cover, how long are the non structural defects covered", "NT",
  "fidelity certificates: 6 years structural, 1 year non-structural", "facts.md §2.2 NT", figures=["1 year"])
A("my nt contract says the builder has 45 business days to pay me. does that stand", "NT",
  "any payment term longer than 30 BD is read as 30 BD", "facts.md §6.7", verdict="no", figures=["30 BD"])

# ---------------------------------------------------------------- answers: AU (15)
A("just ticked over 75k turnover last week, how long have i got to register for gst", "AU",
  "register within 21 days of reaching the threshold", "facts.md §6.2", figures=["21 days"])
A("invoicin 1,400 for a job, do i need to put the customers name or abn on it", "AU",
  "tax invoices for sales of $1,000 or more must show the buyer's identity or ABN", "facts.md §6.3",
  verdict="yes", figures=["$1,000"])
A("customer wants a tax invoice for a job i did last month, how long have i got", "AU",
  "tax invoice within 28 days of a request", "facts.md §6.3, §9", figures=["28 days"])
A("abn passed the check digit thing, does that mean the business is active", "AU",
  "checksum only proves the number is well-formed; ABN Lookup shows whether issued/active", "facts.md §6.1",
  verdict="no")
A("paid my apprentice on 3 july this year, when did his super have to land in the fund", "AU",
  "Payday Super from 1 July 2026: received by the fund no more than 7 business days after the payday",
  "facts.md §9", figures=["7 business days"], date="2026-07-03")
A("subbie gave me an abn on his invoice, do i have to check its real before i pay him", "AU",
  "you do not have to check the ABN is valid (ABN Lookup if in doubt)", "facts.md §6.8", verdict="no")
A("startin my own aircon business, what does the business need on top of my own refrigerant licence", "AU",
  "Refrigerant Trading Authorisation (needs a risk management plan)", "facts.md §1.9")
A("whats the unit code for the white card course", "AU",
  "CPCWHS1001 Prepare to work safely in the construction industry", "facts.md §5.7", figures=["CPCWHS1001"])
A("am i still allowed to cut and install porcelain slab benchtops with the stone ban", "AU",
  "porcelain and sintered stone are excluded from the engineered stone ban", "facts.md §5.8", verdict="yes")
A("reno on a 1978 house, should i assume theres asbestos in it", "AU",
  "homes built or renovated before 1990 probably contain asbestos (before mid-1980s highly likely)", "facts.md §5.5",
  verdict="yes", figures=["1990"])
A("class a vs class b asbestos licence, wats the diff", "AU",
  "Class A all types incl friable; Class B non-friable only; licence needed to remove more than 10 m²", "facts.md §5.5",
  figures=["10 m²"])
A("mate reckons gasfittin is covered by the ncc same as plumbin. is he right", "AU",
  "gasfitting and electrical work are not covered by the NCC", "facts.md §4.1", verdict="no")
A("deck sits 1.4 m off the ground, wats the minimum balustrade height", "AU",
  "barrier needed (fall 1 m or more); at least 1 m above the floor of a landing/deck", "facts.md §5.2",
  figures=["1 m"])
A("wiring a new house, does every circuit need a safety switch", "AU",
  "AS/NZS 3000:2018 residential: all final subcircuits need 30 mA RCD protection", "facts.md §3.4",
  verdict="yes", figures=["30 mA"])
A("super for the jul to sep quarter last year, when was it actually due", "AU",
  "old quarterly law (quarters to 30 June 2026): July-September quarter due 28 Oct", "facts.md §6.6, §9",
  figures=["28 Oct"], date="2025-09-30")

# ---------------------------------------------------------------- tools (35)
T("quotin 3,750 plus gst, wats the total to put on it", "AU", "GST added: 3,750 x 1.1", "facts.md §6.2",
  figures=["$4,125", "10%"])
T("customer paid 9,350 inc gst, how much of that is gst", "AU", "GST in an inclusive amount: 1/11", "facts.md §6.2",
  figures=["$850", "10%"])
T("invoice total was 27.5k inc gst, wats it ex gst", "AU", "ex-GST from inclusive: /1.1", "facts.md §6.2",
  figures=["$25,000", "10%"])
T("chuck gst on eight hundred and forty for me", "AU", "GST added: 840 x 1.1", "facts.md §6.2",
  figures=["$924", "10%"])
T("client paid 1,595 all in, split the gst out for me", "AU", "GST 1/11 and ex-GST of an inclusive amount",
  "facts.md §6.2", figures=["$145", "$1,450", "10%"])
T("my apprentce got 720 this week, how much super do i put in", "AU", "super 12% on wages paid now", "facts.md §6.6, §9",
  figures=["$86.40", "12%"])
T("labourers fortnight is 2,150 gross, super on that?", "AU", "super 12%", "facts.md §6.6, §9",
  figures=["$258", "12%"])
T("wages for the month come to nine thousand four hundred, wats the super", "AU", "super 12%", "facts.md §6.6, §9",
  figures=["$1,128", "12%"])
T("paid 2,400 in wages last june, what super should that have been", "AU",
  "wages paid June 2025: 11.5% (1 July 2024 - 30 June 2025)", "facts.md §6.6, §9", figures=["$276", "11.5%"],
  date="2025-06-15")
T("casual got 1,275 on friday, super?", "AU", "super 12%", "facts.md §6.6, §9", figures=["$153", "12%"])
T("36k bathroom in wagga, wats the most i can take as deposit", "NSW", "NSW max deposit 10%", "facts.md §2.1, §2.2 NSW",
  figures=["$3,600", "10%"])
T("kitchen in shepparton, 18,900. max deposit in dollars?", "VIC", "VIC deposit 10% under $20,000",
  "facts.md §2.1, §2.2 VIC", figures=["$1,890", "10%"])
T("45 grand extension in ballarat, how much deposit can i ask for", "VIC", "VIC deposit 5% at $20,000 or more",
  "facts.md §2.1, §2.2 VIC", figures=["$2,250", "5%"])
T("qld job at nineteen thousand nine hundred, how much deposit am i allowed", "QLD", "QLD deposit 10% under $20,000",
  "facts.md §2.1, §2.2 QLD", figures=["$1,990", "10%"])
T("55k granny flat in qld, about 30% gets built offsite. max deposit?", "QLD",
  "off-site share not more than 50% -> 5% at $20,000 or more", "facts.md §2.1, §2.2 QLD, §9",
  figures=["$2,750", "5%"])
T("480k house build in wa, max deposit", "WA", "WA deposit 6.5% ($7,500-$500,000)", "facts.md §2.1, §2.2 WA, §9",
  figures=["$31,200", "6.5%"])
T("38,500 reno in rockingham wa, deposit cap in dollars?", "WA", "WA deposit 6.5%", "facts.md §2.1, §2.2 WA, §9",
  figures=["$2,502.50", "6.5%"])
T("fencin job in nowra, 4,600 + gst. licence?", "NSW", "fencing licence over $5,000 incl GST: 4,600 x 1.1 crosses",
  "facts.md §1.1, §2.1", verdict="yes", figures=["$5,060", "$5,000"])
T("vic, 5,200 of carpentry and 3,400 of deckin on the one house. need rego?", "VIC",
  "sum of trades vs registration over $10,000", "facts.md §1.2, §2.1", verdict="no", figures=["$8,600", "$10,000"])
T("vic, my labours 380 and the customer bought a 450 toilet suite themselves. compliance cert?", "VIC",
  "plumbing compliance certificate over $750 counting materials whoever supplied them", "facts.md §4.2 VIC",
  verdict="yes", figures=["$830", "$750"])
T("retainin wall in toowoomba, 3,100 + gst. do i need a qbcc licence", "QLD",
  "QBCC licence over $3,300 incl GST: 3,100 x 1.1 crosses", "facts.md §1.3, §2.1", verdict="yes",
  figures=["$3,410", "$3,300"])
T("deck in bundaberg, customer bought 2,200 of timber and my labours 1,500. licence?", "QLD",
  "value includes materials whoever supplies them", "facts.md §1.3", verdict="yes", figures=["$3,700", "$3,300"])
T("wa, 11k slab and 10.5k brickwork on the one house. do i need to be a registered building contractor", "WA",
  "building contractor registration over $20,000 (sum)", "facts.md §1.4, §2.1", verdict="yes",
  figures=["$21,500", "$20,000"])
T("sa, 7k kitchen plus 5.5k bathroom on one contract. written contract needed?", "SA",
  "written contract for $12,000 or more (sum)", "facts.md §2.1, §2.2 SA, §9", verdict="yes",
  figures=["$12,500", "$12,000"])
T("tas, 14k extension and a 4k deck on the one contract. written contract?", "TAS",
  "written contract for $20,000 or more (sum under)", "facts.md §2.1, §2.2 TAS", verdict="no",
  figures=["$18,000", "$20,000"])
T("canberra, 8k alteration plus 2.5k of extras. residential building insurance?", "ACT",
  "residential building insurance for alterations of $12,000 or more (sum under)", "facts.md §2.1, §2.2 ACT",
  verdict="no", figures=["$10,500", "$12,000"])
T("nt house extension, 5.5k slab and 4.5k frame. need bpb rego?", "NT",
  "BPB registration for prescribed residential work above $12,000 (sum under)", "facts.md §1.8, §2.1",
  verdict="no", figures=["$10,000", "$12,000"])
T("made 48k tilin plus 29k on weekends this year, do i have to register for gst", "AU",
  "GST registration at $75,000 or more turnover (sum)", "facts.md §6.2", verdict="yes",
  figures=["$77,000", "$75,000"])
T("subbie never gave me an abn, invoice is 3,600. how much do i hold back", "AU", "no-ABN withholding 47%",
  "facts.md §6.8", figures=["$1,692", "47%"])
T("no abn delivery bloke, 90 bucks ex gst. do i withhold anythin", "AU",
  "over $75 ex GST -> withhold 47%", "facts.md §6.8", verdict="yes", figures=["$42.30", "47%", "$75"])
T("16 yo doin a few days a week for me, no abn, 400 a week. do i withhold", "AU",
  "under-18 exemption only at $350 or less a week -> withhold 47%", "facts.md §6.8", verdict="yes",
  figures=["$188", "47%", "$350"])
T("back in 2016 i paid a no abn subbie 1,000. what should i have withheld back then", "AU",
  "no-ABN withholding 49% (2014-2017; 47% from 1 July 2017)", "facts.md §6.8, §8", figures=["$490", "49%"],
  date="2016-06-15")
T("new subbie's abn is 68 475 688 026, does it check out", "AU", "ABN check digits (modulus 89)", "facts.md §6.1",
  figures=["valid"])
T("can u check abn 11355058002 for me", "AU", "ABN check digits (modulus 89)", "facts.md §6.1", figures=["valid"])
T("sparky's quote has abn 21 505 867 359 on it, legit?", "AU", "ABN check digits (modulus 89)", "facts.md §6.1",
  figures=["invalid"])

# ---------------------------------------------------------------- declines (50)
BC = "Building Commission NSW"
BPC = "Building and Plumbing Commission (formerly VBA)"
X("how much is a nsw gasfittin licence these days", "NSW", "gas licence fee not held", BC)
X("nsw, wats the fine if my ccew goes in late", "NSW",
  "CCEW late penalty not held (the 7-day deadline is held; must not headline it)", BC)
X("roughly wat does icare charge for hbcf on a 70k pool", "NSW", "HBCF premium not held",
  "icare (Home Building Compensation Fund)")
X("how long is the building commission takin to add roof plumbing to a contractor licence", "NSW",
  "processing time not held", BC)
X("nsw, what does the council charge to book a plumbin inspection", "NSW", "plumbing inspection fee not held",
  "Building Commission NSW (NSW Fair Trading) or the local council")
X("nsw, is there a late fee if my contractor licence lapses, how much", "NSW", "licence late fee not held", BC)
X("how much does esv charge to register as an rec", "VIC", "REC registration fee not held", "Energy Safe Victoria")
X("wats the fine in vic for plumbin without bein registered", "VIC",
  "penalty not held (the any-value registration rule is held)", BPC)
X("how long is the bpc takin to process domestic builder limited rego right now", "VIC", "processing time not held", BPC)
X("vic, does it cost anythin to lodge a plumbing compliance cert, how much", "VIC",
  "compliance certificate fee not held (the 5-day rule is held)", BPC)
X("vic, whats the penalty if i forget to hand over the domestic building consumer guide", "VIC",
  "penalty not held", "Consumer Affairs Victoria or Building and Plumbing Commission (formerly VBA)")
X("qbcc licence fee for a wall and floor tilin trade contractor", "QLD", "licence fee not held", "QBCC")
X("qld, wats the home warranty premium on a 200k build", "QLD", "home warranty premium not held", "QBCC")
X("qld fine for doin gas work without an rshq licence", "QLD", "penalty not held",
  "Resources Safety and Health Queensland")
X("how much is a qld electrical contractor licence a year", "QLD", "licence fee not held",
  "Electrical Safety Office (WorkSafe QLD)")
X("how long does qbcc take to process a form 4 once its lodged", "QLD",
  "processing time not held (the 10-business-day lodging rule is held)", "QBCC")
X("qld, little 2,500 job, how much deposit am i allowed to take", "QLD",
  "deposit for work of $3,300 or less: QBCC pages conflict (20% max vs recommendation), no row", "QBCC")
X("fee to register as a building contractor in wa?", "WA", "registration fee not held",
  "Building Services Board (Building and Energy)")
X("wa home indemnity insurance premium on a 150k extension, roughly", "WA", "HII premium not held",
  "Building and Energy (DEMIRS) or a home indemnity insurer")
X("wa sparky, wats the penalty for puttin the notice of completion in late", "WA",
  "penalty not held (3-day NOC rule is held)", "Building and Energy (DEMIRS)")
X("how much to renew a wa electrical licence", "WA", "licence fee not held", "Building and Energy (DEMIRS)")
X("how long does it take to get a plumbin licence issued in wa", "WA", "processing time not held",
  "Plumbers Licensing Board (Building and Energy)")
X("wat does worksafe wa charge for a class b asbestos licence", "WA", "asbestos licence fee not held", "WorkSafe WA")
X("sa, cooling off period on a 30k reno contract", "SA", "SA cooling-off not found",
  "Consumer and Business Services (CBS)")
X("sa, is there a fee to lodge a plumbing coc with the otr", "SA", "CoC fee not held (7-day rule is held)",
  "Office of the Technical Regulator")
X("wats a plumbing contractor licence cost in sa", "SA", "licence fee not held", "Consumer and Business Services (CBS)")
X("sa gasfitter, wats the fine if the gas coc goes in after the 30 days", "SA",
  "late gas CoC penalty not held (30 days is held; must not headline the electrical $5,000)",
  "Office of the Technical Regulator")
X("sa, building indemnity insurance premium on a 300k house", "SA", "BII premium not held",
  "Consumer and Business Services (CBS)")
X("sa, under wat dollar amount can i do buildin work without a bwc licence", "SA",
  "SA licence dollar floor unclear/conflicting (⚠)", "Consumer and Business Services (CBS)")
X("tassie, cooling off on a 40k reno contract?", "TAS", "TAS cooling-off not found", "CBOS")
X("tas sparky, how many days have i got to give the customer the cec", "TAS", "TAS CEC deadline not found", "CBOS")
X("tas builder licence renewal fee?", "TAS", "licence fee not held", "CBOS")
X("tas, wats the fine for not havin a written contract on a 50k job", "TAS",
  "penalty not held ($20,000 contract rule is held)", "CBOS")
X("hobart, what does a plumbing permit cost", "TAS", "permit fee not held", "the council permit authority or CBOS")
X("act, how many days has the builder got to send a payment schedule to a subbie", "ACT",
  "ACT payment schedule not captured (gap)", "Access Canberra")
X("act plumbing licence, how much", "ACT", "licence fee not held", "Access Canberra")
X("act, residential buildin insurance premium on an 80k reno", "ACT", "premium not held", "Access Canberra")
X("act, is the minimum residential building insurance cover 85k or 200k now", "ACT",
  "conflict: official page $85,000 vs unconfirmed secondary $200,000 from 1 Jan 2025", "Access Canberra")
X("act, wats the fine for doin solar wiring without the der endorsement", "ACT", "penalty not held", "Access Canberra")
X("nt, max deposit a builder can take on a new house", "NT", "NT deposit regulated but amount not captured",
  "Building Practitioners Board")
X("nt electrical contractor licence fee?", "NT", "licence fee not held", "NT WorkSafe")
X("nt, cooling off on a house building contract", "NT", "NT cooling-off not found", "Building Practitioners Board")
X("nt, how long does a fidelity certificate take to come through", "NT", "processing time not held",
  "Building Practitioners Board or the MBA NT Fidelity Fund")
X("nt gasfittin licence, wat does it cost", "NT", "gas licence fee not held", "NT WorkSafe")
X("can i stick a 1.5% surcharge on credit card payments from next year", "AU",
  "card surcharge rules not held (§9 keeps the ban out)", "ACCC or RBA", date="2027-01-01")
X("1st year apprentice sparky, wat do i gotta pay him an hour", "AU", "award rates not held", "Fair Work Ombudsman")
X("time and a half or double time for a labourer on a saturday under the award", "AU", "award penalty rates not held",
  "Fair Work Ombudsman")
X("wats the ato penalty if the super's late", "AU",
  "late super penalty not held (payday super deadline is held)", "ATO")
X("wat does the arc charge for a refrigerant trading authorisation", "AU", "authorisation fee not held",
  "Australian Refrigeration Council (ARC)")
X("can u paste me the exact as 3740 wording on shower floor falls", "AU", "standard clause text not reproduced",
  "Standards Australia")

# ---------------------------------------------------------------- ambiguous (15)
M("deck job either in queanbeyan or over in fyshwick, 14k. do i need a licence",
  "Queanbeyan NSW (deck = structural landscaping, licence over $5,000: yes) / Fyshwick ACT (builder licence only for work needing building approval; no dollar floor)")
M("4k bathroom reno, could be goondiwindi could be boggabilla. licence?",
  "Goondiwindi QLD (over $3,300: yes) / Boggabilla NSW ($5,000 or less: no)")
M("12k kitchen, mildura or buronga, still waitin on the client. max deposit?",
  "Mildura VIC (under $20,000: 10%, $1,200) / Buronga NSW (10%, $1,200)")
M("22k reno, swan hill or across the river at murray downs. deposit?",
  "Swan Hill VIC ($20,000 or more: 5%, $1,100) / Murray Downs NSW (10%, $2,200)")
M("gasfitter, job in croydon. how long to send the gas cert",
  "Croydon NSW (copy to Fair Trading within 5 business days) / Croydon VIC (compliance certificate within 5 days) / Croydon SA (eCoC within 30 days) / Croydon QLD (Gas System Compliance Certificate to owner; no deadline held)")
M("25k extension in perth, wats the deposit cap",
  "Perth WA (6.5%, $1,625) / Perth TAS (deposit cap not found)")
M("30k reno in beaconsfield, do i need the home warranty type insurance",
  "Beaconsfield VIC (DBI over $16,000: yes) / NSW (HBCF over $20,000: yes) / WA (HII over $20,000: yes) / QLD (over $3,300: yes) / TAS (no statutory scheme)")
M("18k bathroom in bayswater, do i need rego or a licence",
  "Bayswater VIC (registration over $10,000: yes) / Bayswater WA (registration only over $20,000: no)")
M("9k bathroom in campbelltown, written contract?",
  "Campbelltown NSW (over $5,000: yes) / Campbelltown SA (under $12,000: no)")
M("4,800 all in for tilin in burwood, licence?",
  "Burwood NSW ($5,000 incl GST or less: no) / Burwood VIC ($10,000 or less: no)")
M("3.6k pergola in windsor, licence?",
  "Windsor NSW ($5,000 or less: no) / Windsor VIC ($10,000 or less: no) / Windsor QLD (over $3,300: yes) / Windsor SA (BWC licence for a contracting business; dollar floor unclear ⚠)")
M("25k reno in malvern, hows the cooling off work",
  "Malvern VIC (5 clear business days after receiving the signed copy) / Malvern SA (not found)")
M("3.5k fence in mungindi, licence?",
  "Mungindi NSW side ($5,000 or less: no) / Mungindi QLD side (over $3,300: yes)")
M("how long have i got to lodge the electrical cert",
  "no state: NSW CCEW 7 days / VIC COES 1 month (non-prescribed) / QLD as soon as possible / WA NOC 3 days, ESC 28 days / SA 30 days / ACT 14 days / TAS, NT not found")
M("wats the max deposit on a 15k job",
  "no state: NSW 10% ($1,500) / VIC 10% ($1,500) / QLD 10% ($1,500) / WA 6.5% ($975) / SA, TAS, ACT, NT not found")

out = []
for i, d in enumerate(ITEMS, 1):
    out.append({"id": "h19-%03d" % i, **d})
assert len(out) == 200, len(out)
json.dump(out, open(os.path.join(HERE, "questions.json"), "w"), indent=2, ensure_ascii=False)
print("wrote", len(out))
