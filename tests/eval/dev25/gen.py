#!/usr/bin/env python3
"""Development set 25 (blind-d25): writes questions.json (150 items, ids d25-001 .. d25-150).
Today = 2026-11-28 (Saturday). Items are data; order: answers, tools, declines, ambiguous."""
import json, os

HERE = os.path.dirname(os.path.abspath(__file__))


def A(q, state, topic, basis, verdict=None, figures=None, date=None, profile=None):
    d = {"q": q, "kind": "answer", "state": state}
    if verdict: d["verdict"] = verdict
    if figures: d["figures"] = figures
    d["topic"] = topic
    d["basis"] = basis
    if date: d["date"] = date
    if profile: d["profile"] = profile
    return d


def T(q, state, figures, topic, basis, verdict=None, date=None):
    d = {"q": q, "kind": "tool", "state": state}
    if verdict: d["verdict"] = verdict
    d["figures"] = figures
    d["topic"] = topic
    d["basis"] = basis
    if date: d["date"] = date
    return d


def D(q, state, topic, ask, date=None, profile=None):
    d = {"q": q, "kind": "decline", "state": state, "topic": topic, "basis": "facts.md (not held)", "ask": ask}
    if date: d["date"] = date
    if profile: d["profile"] = profile
    return d


def M(q, topic):
    return {"q": q, "kind": "ambiguous", "state": None, "topic": topic, "basis": "facts.md (several states)"}


ANSWERS = [
    # ---------------- NSW (10)
    A("doin a 4.5k concrete path out the back of a place in bathurst, do i need to hold a licence for that",
      "NSW", "structural landscaping (paths) / concreting: licence only above $5,000 incl GST; $4,500 is under (also with GST)",
      "facts.md §1.1, §2.1", verdict="no", figures=["$5,000"]),
    A("mate reckons a 300 buck powerpoint swap in nsw is too small to need a licence. is he right",
      "NSW", "statement to correct: electrical work needs a licence whatever its value (HBA s14)",
      "facts.md §1.1, §3.1", verdict="no"),
    A("sparky in wagga, how long have i got to get the ccew sorted after i do the testing",
      "NSW", "CCEW within 7 days of finishing the safety and compliance test", "facts.md §3.2 NSW",
      figures=["7 days"]),
    A("nsw gasfitter here. how many days to get the compliance cert to fair trading, and how long do i gotta keep copies",
      "NSW", "gas CoC to Fair Trading / Building Commission NSW within 5 business days; keep copies 5 years",
      "facts.md §4.5 NSW, §6.4", figures=["5 business days", "5 years"]),
    A("whats the max penalty in nsw for a company takin more than the deposit cap",
      "NSW", "penalty for breaching the 10% deposit cap (HBA s8): 1,000 PU corporation / 200 PU other",
      "facts.md §2.2 NSW", figures=["1,000 PU"]),
    A("client in hornsby signed a 60k reno contract and got their copy on monday. how long have they got to pull out",
      "NSW", "cooling-off: 5 clear business days after being given a copy of the signed contract (HBA s 7BA)",
      "facts.md §2.1, §2.2 NSW, §9", figures=["5 clear business days"]),
    A("do i need hbcf for a 14k bathroom up in the blue mountains",
      "NSW", "HBCF only for residential work over $20,000; $14,000 is under", "facts.md §2.1, §2.2 NSW",
      verdict="no", figures=["$20,000"]),
    A("subbie in penrith, put my payment claim in to the head contractor. whats the longest they can take to pay me",
      "NSW", "SOP: subcontract payment at most 20 BD (head contract 15 BD) unless the contract says earlier (s11(1A))",
      "facts.md §6.7 NSW", figures=["20 BD"]),
    A("diggin a 1.8m deep trench for a stormwater line in nsw, do we need a swms",
      "NSW", "HRCW includes trenches deeper than 1.5 m -> SWMS before work starts", "facts.md §5.6",
      verdict="yes", figures=["1.5 m"]),
    A("in aug 2024 we put in an engineered stone benchtop in nsw, contract was signed nov 2023. were we ok",
      "NSW", "NSW transitional rule: contracts entered on or before 31 Dec 2023 exempt until 31 Dec 2024 -> allowed",
      "facts.md §5.8", verdict="yes", figures=["31 Dec 2024"], date="2024-08-15"),
    # ---------------- VIC (8)
    A("knockin down an old weatherboard in shepparton, only an 8 grand job. do i need to be registered",
      "VIC", "demolishing or removing a home needs VBA/BPC registration whatever the cost", "facts.md §1.2, §2.1",
      verdict="yes"),
    A("9,500 pergola in bendigo. need builder rego for that",
      "VIC", "registration for domestic building work over $10,000; $9,500 is under", "facts.md §1.2, §2.1",
      verdict="no", figures=["$10,000"]),
    A("vic sparky, swapped a few downlights. wen does the coes have to get to the customer",
      "VIC", "COES for non-prescribed work to the customer within 1 month", "facts.md §3.2 VIC",
      figures=["1 month"]),
    A("new main switchboard goin in at a place in frankston next wk. can i liven it up before the inspector's been",
      "VIC", "main switchboard is prescribed work: must not be energised before the LEI inspection", "facts.md §3.2 VIC",
      verdict="no"),
    A("vic plumber, how many days to lodge the compliance cert and who gets it",
      "VIC", "compliance certificate to the customer and lodged with the BPC within 5 days of finishing",
      "facts.md §4.2 VIC", figures=["5 days"]),
    A("movin a gas space heater 3m along the wall in ballarat, small job bout 350. compliance cert?",
      "VIC", "Type A gas appliance relocation needs a compliance certificate at any value", "facts.md §4.2 VIC, §4.5",
      verdict="yes"),
    A("vic, 22k kitchen. do i need dbi and wen do i have to give the owner the certificate",
      "VIC", "DBI for domestic work over $16,000; policy and certificate of currency before taking any money",
      "facts.md §2.1, §2.2 VIC", verdict="yes", figures=["$16,000"]),
    A("signed a 7k bathroom job in vic back in march 2017, did that need a major domestic building contract",
      "VIC", "before 1 Aug 2017 the major domestic building contract threshold was $5,000 -> $7,000 needed one",
      "facts.md §2.1, §2.2 VIC, §8, §9", verdict="yes", figures=["$5,000"], date="2017-03-15"),
    # ---------------- QLD (8)
    A("brissy, regroutin a shower for 2.9k. need a qbcc licence?",
      "QLD", "QBCC licence for building work over $3,300 (incl GST); $2,900 is under even with GST",
      "facts.md §1.3, §2.1", verdict="no", figures=["$3,300"]),
    A("qld, movin a laundry tub and its drain, 900 dollar job. do i need a licence for that",
      "QLD", "plumbing and drainage needs a QBCC (occupational) licence at any value", "facts.md §1.3",
      verdict="yes"),
    A("how long after i invoice a job have i got to register the notifiable work",
      "QLD", "profile QLD plumber: notifiable work (Form 4) lodged with QBCC within 10 business days of invoicing",
      "facts.md §4.2 QLD", figures=["10 business days"], profile={"state": "QLD", "trade": "plumber"}),
    A("qld sparky, how long do i gotta hang onto the certificate of testing and compliance",
      "QLD", "contractor keeps a copy of the electrical certificate for 5 years", "facts.md §3.2 QLD, §6.4",
      figures=["5 years"]),
    A("goin for my electrical contractor licence in qld, how much insurance do i need",
      "QLD", "public and products liability at least $5,000,000 and consumer protection at least $50,000",
      "facts.md §1.3", figures=["$5,000,000", "$50,000"]),
    A("townsville, 30k reno, we started on site monday. wen is the commencement notice due",
      "QLD", "contracts of $20,000+: Commencement Notice within 10 business days of starting on site",
      "facts.md §2.2 QLD", figures=["10 business days"]),
    A("qld, house reroof with the edge 2.5m off the ground, swms needed?",
      "QLD", "SWMS needed for any construction work above 2 m, housing included", "facts.md §5.6",
      verdict="yes", figures=["2 m"]),
    A("qld head contractor, just got a payment claim. how long to send the schedule and whats the fine if i dont",
      "QLD", "BIF Act: payment schedule within 15 BD; up to 100 PU for not giving one", "facts.md §6.7 QLD",
      figures=["15 BD", "100 PU"]),
    # ---------------- WA (7)
    A("wa, 18k patio job in joondalup. do i need to be a registered builder",
      "WA", "building contractor registration only for work over $20,000", "facts.md §1.4, §2.1",
      verdict="no", figures=["$20,000"]),
    A("finished a job today. how long for the notice of completion and when does the safety cert have to go to the customer",
      "WA", "profile WA electrician: NOC within 3 days of finishing; ESC to the customer within 28 days",
      "facts.md §3.2 WA", figures=["3 days", "28 days"], profile={"state": "WA", "trade": "electrician"}),
    A("plumber in rockingham, how much notice do i give before a major plumbing job starts",
      "WA", "Notice of Intention at least 24 hours before major plumbing work", "facts.md §4.2 WA",
      figures=["24 hours"]),
    A("wa plumbing coc - how long have i got and who do i send it to",
      "WA", "CoC within 5 working days to the Plumbers Licensing Board, owner/occupier and (drainage) local government",
      "facts.md §4.2 WA", figures=["5 working days"]),
    A("wa, 25k bathroom. need hii? and wen do i need the certificate by",
      "WA", "HII for residential work over $20,000; certificate before claiming any payment or starting work",
      "facts.md §2.1, §2.2 WA", verdict="yes", figures=["$20,000"]),
    A("wa, 6k garden shed job. do i need a written contract under the home building contracts act",
      "WA", "Home Building Contracts Act covers fixed-price contracts $7,500-$500,000; $6,000 is under",
      "facts.md §2.1, §2.2 WA", verdict="no", figures=["$7,500"]),
    A("wa head contractor. under sop how long have i got to pay my subbie",
      "WA", "SOP Act 2021: head contractor to subcontractor 25 BD", "facts.md §6.7 WA", figures=["25 BD"]),
    # ---------------- SA (8)
    A("roof job in glenelg sa next tuesday, 2.3m to the ground. do we need a swms",
      "SA", "SA HRCW fall trigger more than 2 m from 1 July 2026 -> SWMS needed", "facts.md §5.6, §9",
      verdict="yes", figures=["2 m"], date="2026-12-01"),
    A("back in feb we did a gutter job in whyalla at 2.6m with no swms. did we actually need one",
      "SA", "before 1 July 2026 the SA fall trigger was 3 m -> 2.6 m was not HRCW by height", "facts.md §5.6, §9",
      verdict="no", figures=["3 m"], date="2026-02-15"),
    A("sa, whats the fine for a company that starts high risk work without a swms",
      "SA", "SA SWMS penalty: $30,000 body corporate ($6,000 individual)", "facts.md §5.6",
      figures=["$30,000"]),
    A("sa plumber, how long to put the plumbing coc in and who gets it",
      "SA", "plumbing CoC to the Office of the Technical Regulator and the customer within 7 days",
      "facts.md §4.2 SA, §9", figures=["7 days"]),
    A("sparky in mount gambier. ecoc deadline, and whats the max fine",
      "SA", "eCoC to the Technical Regulator and owner within 30 days after energisation; penalties up to $5,000",
      "facts.md §3.2 SA", figures=["30 days", "$5,000"]),
    A("sa, 9k bathroom reno. do i need a written contract",
      "SA", "written domestic building work contract for work of $12,000 or more; $9,000 is minor work",
      "facts.md §2.1, §2.2 SA, §9", verdict="no", figures=["$12,000"]),
    A("sa, first offence, contractin without a bwc licence as a sole trader. max penalty?",
      "SA", "unlicensed building-work contracting, individual first/second offence: up to $100,000",
      "facts.md §1.5", figures=["$100,000"]),
    A("sa painter, gd day. do i actually need a bwc licence just for paintin",
      "SA", "painting is building work in SA (BWC Regs r3; CBS) -> building work contractor's licence",
      "facts.md §1.5", verdict="yes"),
    # ---------------- TAS (5)
    A("tassie, 25k reno in launceston. written contract needed?",
      "TAS", "residential building work of $20,000 or more needs a written, dated, signed contract",
      "facts.md §2.1, §2.2 TAS", verdict="yes", figures=["$20,000"]),
    A("owner builder in tas, how many projects can they do and how much public liability do they need",
      "TAS", "owner-builders: 2 projects in 10 years; public liability at least $5 million", "facts.md §1.6",
      figures=["2 projects in 10 years", "$5 million"]),
    A("hobart plumber. what temp does the stored hot water have to be and whats the max at the shower",
      "TAS", "stored hot water 60°C or more; tempering valve 50°C for personal hygiene", "facts.md §4.3",
      figures=["60°C", "50°C"]),
    A("doin the plumbin at a childcare centre in devonport, what do i set the tmv to",
      "TAS", "early childhood centres: thermostatic mixing valve set to 45°C", "facts.md §4.3",
      figures=["45°C"]),
    A("tas subbie on a residential job. how long has the client got to give me a payment schedule",
      "TAS", "TAS SOP: payment schedule 20 days residential (10 days commercial)", "facts.md §6.7 TAS",
      figures=["20 days"]),
    # ---------------- ACT (6)
    A("canberra sparky, doin a home battery install. do i need any extra ticket for that",
      "ACT", "from 11 Sep 2024 a DER endorsement is needed for wiring work on solar, inverters and batteries",
      "facts.md §1.7", verdict="yes", figures=["11 Sep 2024"]),
    A("act, how long have i got to get the electrical test report in",
      "ACT", "test report to the Construction Occupations Registrar or owner within 14 days of the test",
      "facts.md §3.2 ACT", figures=["14 days"]),
    A("chippy in belconnen, do i need a licence for carpentry only",
      "ACT", "carpenters and similar trades are not licensed in the ACT", "facts.md §1.7", verdict="no"),
    A("act, 9k alteration on a house. residential building insurance needed?",
      "ACT", "residential building insurance / fidelity certificate for alterations of $12,000 or more; $9,000 under",
      "facts.md §2.1, §2.2 ACT", verdict="no", figures=["$12,000"]),
    A("act subbie, how long can the head contractor take to pay me",
      "ACT", "ACT SOP: payment within 15 BD (s13(1))", "facts.md §6.7 ACT", figures=["15 BD"]),
    A("act gasfitter. wen do i have to give the compliance cert, and whats the fine if i dont",
      "ACT", "certificate of compliance as soon as practicable, compliance indicator attached (Gas Safety Act s9; 50 PU)",
      "facts.md §4.5 ACT", figures=["50 PU"]),
    # ---------------- NT (6)
    A("darwin, 10k open carport added onto an existing house. need bpb rego for that",
      "NT", "verandas or open carports added to existing buildings need no BPB registration (and $10,000 is under $12,000)",
      "facts.md §1.8", verdict="no"),
    A("40k extension in palmerston nt, do i need a written contract",
      "NT", "signed contract for prescribed residential building work over $12,000", "facts.md §2.1, §9",
      verdict="yes", figures=["$12,000"]),
    A("nt plumber with an advanced tradesman licence, am i allowed to certify my own work",
      "NT", "advanced tradesman may contract and do the work but cannot certify; certifying plumber registration with the BPB",
      "facts.md §1.8, §4.2 NT", verdict="no"),
    A("alice springs, swappin a light fitting like for like tomorrow, no wiring changes. need a coc",
      "NT", "from 1 Jan 2026 like-for-like replacements that don't change wiring, load or protection need no CoC",
      "facts.md §3.2 NT", verdict="no", date="2026-11-29"),
    A("nt gasfitter, big lpg job, over 200kg stored. wen do i have to tell nt worksafe",
      "NT", "gas works on systems over 200 kg stored notified to NT WorkSafe no later than 24 hours before starting",
      "facts.md §9", figures=["24 hours"]),
    A("nt, the head contract says 45 business days to pay. does that stand",
      "NT", "any payment term longer than 30 BD is read as 30 BD", "facts.md §6.7 NT",
      verdict="no", figures=["30 BD"]),
    # ---------------- AU (9)
    A("just tipped over 75k turnover this yr, how long have i got to register for gst",
      "AU", "register for GST within 21 days of reaching the $75,000 threshold", "facts.md §6.2",
      figures=["21 days", "$75,000"]),
    A("customer wants a tax invoice for a 2,400 job, does anythin extra need to go on it",
      "AU", "tax invoices for $1,000 or more must also show the buyer's identity or ABN", "facts.md §6.3",
      figures=["$1,000"]),
    A("customer's askin for a tax invoice, how long have i got to give it to them",
      "AU", "tax invoice within 28 days of a request", "facts.md §6.3, §9", figures=["28 days"]),
    A("payin the boys next friday. how long after payday has the super got to hit the fund",
      "AU", "Payday Super (from 1 July 2026): received by the fund within 7 business days of payday",
      "facts.md §6.6, §9", figures=["7 business days"], date="2026-12-04"),
    A("super for the jan to march quarter this year, when was that due",
      "AU", "old quarterly law for quarters to 30 June 2026: Jan-Mar quarter due 28 Apr", "facts.md §6.6, §9",
      figures=["28 Apr"], date="2026-03-31"),
    A("deck with a landing, whats the min balustrade height and whats it on the stairs",
      "AU", "barrier at least 1 m on landings; 865 mm along stair flights (NCC D3D18)", "facts.md §5.2",
      figures=["1 m", "865 mm"]),
    A("client wants an engineered stone benchtop put in next month, am i allowed to do it",
      "AU", "engineered stone benchtops banned from 1 July 2024", "facts.md §5.8",
      verdict="no", figures=["1 July 2024"], date="2026-12-15"),
    A("regassin a split system, do i need a ticket for that",
      "AU", "Refrigerant Handling Licence (ARC) needed to work on fluorocarbon refrigerant equipment",
      "facts.md §1.9", verdict="yes"),
    A("heard the withholdin for a subbie with no abn is 49%, is that right",
      "AU", "statement to correct: 47% from 1 July 2017 (49% was 2014-2017)", "facts.md §6.8, §8",
      verdict="no", figures=["47%"]),
]

ABN_VALID = "82 547 781 237"     # generated, passes the §6.1 check (seed 2525)
ABN_INVALID = "19919562607"      # last digit changed from valid 19919562606

TOOLS = [
    T("quoted a job at 3,450 + gst, whats the total i put on the invoice", "AU", ["$3,795", "10%"],
      "GST added: 3,450 x 1.1", "facts.md §6.2"),
    T("customer paid two thousand seven hundred and fifty all up incl gst. hows much of that is gst and whats mine ex",
      "AU", ["$250", "$2,500", "10%"], "GST out of an inclusive amount (1/11)", "facts.md §6.2"),
    T("apprentce got 960 gross this wk, how much super do i put in", "AU", ["$115.20", "12%"],
      "super 12% on wages paid now", "facts.md §6.6, §9"),
    T("june last year i paid my labourer 2,400 in wages, what super should that have been", "AU", ["$276", "11.5%"],
      "super 11.5% for wages paid 1 Jul 2024 - 30 Jun 2025", "facts.md §6.6, §9", date="2025-06-15"),
    T("65k reno in wollongong, whats the most i can take as a deposit in dollars", "NSW", ["$6,500", "10%"],
      "NSW deposit cap 10% of the contract price", "facts.md §2.1, §2.2 NSW"),
    T("bathroom in ballarat, 18,400 all up. max deposit?", "VIC", ["$1,840", "10%"],
      "VIC deposit 10% under $20,000", "facts.md §2.1, §2.2 VIC"),
    T("36k extension in bendigo, how much deposit can i ask for", "VIC", ["$1,800", "5%"],
      "VIC deposit 5% at $20,000 or more", "facts.md §2.1, §2.2 VIC"),
    T("modular granny flat in qld, 90k, bout 70% of it gets built in the factory. max deposit?", "QLD",
      ["$18,000", "20%"], "QLD deposit up to 20% where more than 50% of the work is off-site", "facts.md §2.1, §2.2 QLD, §9"),
    T("mandurah, 48k kitchen and patio on one contract. max deposit in dollars", "WA", ["$3,120", "6.5%"],
      "WA deposit 6.5% (contracts $7,500-$500,000)", "facts.md §2.1, §2.2 WA, §9"),
    T("orange nsw, 2.9k of wall tilin and 2.4k of concretin on the same house. licence?", "NSW",
      ["$5,300", "$5,000"], "sum of one job over $5,000 -> licence", "facts.md §1.1, §2.1", verdict="yes"),
    T("toowoomba bathroom tilin, 3,100 + gst. qbcc licence?", "QLD", ["$3,410", "$3,300"],
      "$3,100 + GST = $3,410, over $3,300 (incl GST) -> licence", "facts.md §1.3, §2.1", verdict="yes"),
    T("cairns deck, client bought 1,700 of timber himself and my labour is 1,800. do i need a qbcc licence", "QLD",
      ["$3,500", "$3,300"], "value includes materials whoever supplies them: $3,500 over $3,300", "facts.md §1.3",
      verdict="yes"),
    T("vic, customer bought the dunny suite herself for 380, my labour's 280 inc gst. compliance cert needed?", "VIC",
      ["$660", "$750"], "VIC plumbing compliance certificate only over $750 (client-supplied items count): $660 under",
      "facts.md §4.2 VIC", verdict="no"),
    T("frankston, 5k of plasterin and 3.5k of paintin on the same house. do i need rego", "VIC",
      ["$8,500", "$10,000"], "types of work together: $8,500 not over $10,000 -> no registration", "facts.md §1.2, §2.1",
      verdict="no"),
    T("wa, 14k patio plus a 7.5k carport on one contract, hii needed?", "WA", ["$21,500", "$20,000"],
      "HII for residential work over $20,000", "facts.md §2.1, §2.2 WA", verdict="yes"),
    T("subbie didnt give me an abn, invoice is 3,600. how much do i hold back", "AU", ["$1,692", "47%"],
      "no-ABN withholding 47%", "facts.md §6.8"),
    T("bloke with no abn did a 70 buck pickup ex gst, do i have to withhold", "AU", ["$75"],
      "no withholding at $75 or less excluding GST", "facts.md §6.8", verdict="no"),
    T("new subbie's abn is " + ABN_VALID + ", does it check out", "AU", ["valid"],
      "ABN check digits (modulus 89)", "facts.md §6.1"),
    T("can u check abn " + ABN_INVALID + " for me, invoice just came in", "AU", ["invalid"],
      "ABN check digits (modulus 89)", "facts.md §6.1"),
    T("katherine, 8k slab plus 5k frame for an extension. do i need bpb rego", "NT", ["$13,000", "$12,000"],
      "extension over $12,000 -> BPB registration", "facts.md §1.8, §2.1", verdict="yes"),
    T("sa, 7k bathroom plus 5k laundry on the one job. written contract?", "SA", ["$12,000", "$12,000"],
      "written contract for work of $12,000 or more: exactly $12,000 -> yes", "facts.md §2.2 SA, §9", verdict="yes"),
    T("tassie, 13k kitchen and 4.5k of tilin, one contract. need it in writing?", "TAS", ["$17,500", "$20,000"],
      "written contract for $20,000 or more: $17,500 under", "facts.md §2.1, §2.2 TAS", verdict="no"),
    T("canberra, 7.5k bathroom and 4.5k laundry, same job. residential building insurance?", "ACT",
      ["$12,000", "$12,000"], "ACT cover for alterations of $12,000 or more: exactly $12,000 -> yes",
      "facts.md §2.1, §2.2 ACT", verdict="yes"),
]

DECLINES = [
    # NSW (6)
    D("how much to renew my nsw contractor licence for 5 yrs", "NSW",
      "licence renewal fee not held (1, 3 or 5-year terms are held)", "Building Commission NSW"),
    D("nsw sparky, whats the fine if my ccew goes in late", "NSW",
      "late CCEW penalty not held (7-day deadline is held)", "Building Commission NSW"),
    D("nsw, how long does icare take to issue the hbcf certificate", "NSW",
      "HBCF processing time not held (cover over $20,000 is held)", "icare (Home Building Compensation Fund)"),
    D("nsw gasfitter, whats the penalty if the coc gets to fair trading after the 5 days", "NSW",
      "late gas CoC penalty not held (5 business days is held)", "Building Commission NSW (NSW Fair Trading)"),
    D("whats the fine in nsw for not havin a swms on a roof job", "NSW",
      "NSW SWMS penalty not held (SA's $6,000 / $30,000 is held)", "SafeWork NSW"),
    D("nsw plumber, what does the notice of work cost to lodge", "NSW",
      "NoW fee not held (NoW rule held)", "Building Commission NSW (NSW Fair Trading)"),
    # VIC (6)
    D("vic plumber, whats the penalty if the compliance cert gets lodged after the 5 days", "VIC",
      "late compliance certificate penalty not held (5 days held)", "Building and Plumbing Commission (formerly VBA)"),
    D("how much is builder registration with the bpc these days", "VIC",
      "registration fee not held", "Building and Plumbing Commission (formerly VBA)"),
    D("vic, what does rec registration cost for the 5 years", "VIC",
      "REC registration fee not held (up to 5 years is held)", "Energy Safe Victoria"),
    D("vic subbie, head contractor sent a schedule for my claim. how many days have they got to actually pay", "VIC",
      "VIC SOP maximum time to pay not captured (10 BD schedule is held)",
      "Building and Plumbing Commission (formerly VBA)"),
    D("vic, whats the fine for takin a 10% deposit on a 30k job", "VIC",
      "deposit-cap penalty not held (5% at $20,000+ is held)",
      "Consumer Affairs Victoria or Building and Plumbing Commission (formerly VBA)"),
    D("vic, whats the fine for pullin out more than 10m2 of asbestos without a licence", "VIC",
      "asbestos removal penalty not held (10 m² licence trigger held)", "WorkSafe Victoria"),
    # QLD (5)
    D("qld, whats the fine for lodgin a form 4 late", "QLD",
      "late notifiable-work penalty not held (10 business days held)", "QBCC"),
    D("qld gasfitter, how many days have i got to give the owner the gas compliance cert", "QLD",
      "QLD gas certificate deadline not held (the certificate itself is held)",
      "Resources Safety and Health Queensland"),
    D("qld, penalty for takin a bigger deposit than allowed", "QLD",
      "deposit-cap penalty not held (10% / 5% / 20% caps held)", "QBCC"),
    D("how much is a qld electrical contractor licence", "QLD",
      "electrical contractor licence fee not held (1-year term and insurance held)",
      "Electrical Safety Office (WorkSafe QLD)"),
    D("fine in qld for cuttin engineered stone benchtops", "QLD",
      "engineered stone penalty not held (the ban is held)", "WorkSafe QLD"),
    # WA (5)
    D("wa reno contract, does the client get a cooling off period, how many days", "WA",
      "WA cooling-off not found", "Building and Energy (DEMIRS)"),
    D("wa sparky, whats the fine if the notice of completion's late", "WA",
      "late NOC penalty not held (3 days held)", "Building and Energy (DEMIRS)"),
    D("what does it cost to register as a building contractor in wa", "WA",
      "registration fee not held ($50,000 capacity guide held)", "Building Services Board or Building and Energy (DEMIRS)"),
    D("wa plumber, fine for leavin my licence number off an ad", "WA",
      "advertising penalty not held (the rule is held)", "Plumbers Licensing Board (Building and Energy)"),
    D("wa, penalty for takin more than the 6.5% deposit", "WA",
      "deposit-cap penalty not held (6.5% held)", "Building and Energy (DEMIRS)"),
    # SA (5)
    D("sa, cooling off on a reno contract, how long", "SA", "SA cooling-off not found",
      "Consumer and Business Services (CBS)"),
    D("adelaide, max deposit on a 35k kitchen", "SA", "SA deposit cap not found",
      "Consumer and Business Services (CBS)"),
    D("sa gasfitter, whats the fine for a late gas coc", "SA",
      "late gas CoC penalty not held (30 days held; the $5,000 is the electrical eCoC's)",
      "Office of the Technical Regulator"),
    D("how much to get a bwc licence in sa", "SA",
      "BWC licence fee not held ($10,000 net assets, 1-year term held)", "Consumer and Business Services (CBS)"),
    D("sa, whats the dollar amount where i need a builders licence", "SA",
      "SA licence dollar floor not confirmed (secondary sources conflict)", "Consumer and Business Services (CBS)"),
    # TAS (5)
    D("whats my deadline to get the CEC to the customer", "TAS",
      "profile TAS electrician: CEC deadline not found", "CBOS", profile={"state": "TAS", "trade": "electrician"}),
    D("tas, how many days cooling off on a reno contract", "TAS", "TAS cooling-off not found", "CBOS"),
    D("tas, max deposit on a 30k job in burnie", "TAS", "TAS deposit cap not found", "CBOS"),
    D("tassie, fine for doin electrical work without a licence", "TAS",
      "TAS unlicensed electrical penalty not held", "CBOS"),
    D("tas builder licence renewal, how much", "TAS", "licence fee not held", "CBOS"),
    # ACT (5)
    D("act, cooling off period for a kitchen reno contract?", "ACT", "ACT cooling-off not found", "Access Canberra"),
    D("act, max deposit on a 40k extension", "ACT", "ACT deposit cap not found", "Access Canberra"),
    D("act head contractor, got a payment claim. how long to send a payment schedule", "ACT",
      "ACT payment schedule not captured (15 BD to pay held)", "Access Canberra"),
    D("act sparky, whats the fine if the test report goes in late", "ACT",
      "late test report penalty not held (14 days held)", "Access Canberra"),
    D("how much is a plumbers licence in the act", "ACT", "licence fee not held", "Access Canberra"),
    # NT (5)
    D("nt sparky, under the new rules how long after finishin have i got for the coc", "NT",
      "NT CoC deadline not found (only 'decreased')", "NT WorkSafe"),
    D("nt, whats the max deposit on a 50k extension", "NT",
      "NT deposit regulated (regs 41HA/41HE) but amount not captured", "Building Practitioners Board"),
    D("nt reno contract, is there a cooling off and how long", "NT", "NT cooling-off not found",
      "Building Practitioners Board"),
    D("nt gasfitter, deadline for the compliance cert after a cooktop install", "NT",
      "NT gas certificate deadline not researched (24 h gas-works notification held)", "NT WorkSafe"),
    D("nt, whats the fine for doin a 30k extension without bpb rego", "NT",
      "unregistered building penalty not held ($12,000 trigger held)", "Building Practitioners Board"),
    # AU (6)
    D("3rd year apprentce sparky, whats the hourly rate i gotta pay", "AU", "award rates not held",
      "Fair Work Ombudsman"),
    D("can i still whack a 1.5% surcharge on visa payments", "AU", "card surcharge rules not held",
      "ACCC or RBA"),
    D("paste me what as 3740 says about shower hob heights", "AU", "standard clause text not reproduced",
      "Standards Australia"),
    D("whats the penalty for lodgin the tpar late", "AU", "TPAR late penalty not held (28 August held)", "ATO"),
    D("paid the super 2 weeks late, how much is the super guarantee charge", "AU",
      "SG charge / late super penalty not held", "ATO"),
    D("how much is an arctick refrigerant trading authorisation", "AU",
      "RTA fee not held", "Australian Refrigeration Council (ARC)"),
]

AMBIG = [
    M("job in cobram or barooga, still waitin to hear, 12k reno. written contract needed?",
      "Cobram VIC (>$10,000: yes) / Barooga NSW (>$5,000: yes)"),
    M("15k extension, either queanbeyan or just over the line in canberra. home warranty needed?",
      "Queanbeyan NSW (HBCF >$20,000: no) / Canberra ACT ($12,000 or more: yes)"),
    M("sparky in belmont, how long have i got for the electrical cert",
      "Belmont NSW (CCEW 7 days) / Belmont VIC (COES 1 month, non-prescribed) / Belmont WA (NOC 3 days; ESC 28 days) / Belmont QLD (as soon as possible)"),
    M("14k reno in gordon, whats the max deposit",
      "Gordon NSW (10%) / Gordon VIC (10% under $20,000) / Gordon ACT (not found)"),
    M("paddington, 8k bathroom reno, licence?",
      "Paddington NSW (>$5,000: yes) / Paddington QLD (>$3,300: yes)"),
    M("mildura or wentworth job, 22k reno. max deposit?",
      "Mildura VIC (>= $20,000: 5%) / Wentworth NSW (10%)"),
    M("campbelltown, 4k deck, do i need a licence",
      "Campbelltown NSW (<=$5,000: no) / Campbelltown SA (building work contractor licence; dollar floor unclear)"),
    M("windsor, 3.8k pergola, licence or not",
      "Windsor NSW (<=$5,000: no) / Windsor VIC (<=$10,000: no) / Windsor QLD (>$3,300: yes)"),
    M("goondiwindi or boggabilla, 4k tilin job, do i need a licence",
      "Goondiwindi QLD (>$3,300: yes) / Boggabilla NSW (<=$5,000: no)"),
    M("how many days have i got to lodge the electrical certificate",
      "no state: NSW 7 days / VIC 1 month (non-prescribed) / QLD as soon as possible / WA NOC 3 days, ESC 28 days / SA 30 days / ACT 14 days / TAS, NT not found"),
    M("whats the max deposit on a 30k job",
      "no state: NSW 10% / VIC 5% / QLD 5% / WA 6.5% / SA, TAS, ACT not found / NT not captured"),
    M("do i need home warranty insurance on an 18k job",
      "no state: NSW no (>$20,000) / VIC yes (>$16,000) / QLD yes (>$3,300) / WA no (>$20,000) / ACT yes ($12,000 or more) / TAS no statutory scheme found / SA BII >$12,000 where development approval needed, $20,000 for contracts from 10 Nov 2025 ⚠ / NT MBA NT Fidelity Fund"),
]


def main():
    items = ANSWERS + TOOLS + DECLINES + AMBIG
    out = []
    for i, it in enumerate(items, 1):
        d = {"id": "d25-%03d" % i}
        d.update(it)
        out.append(d)
    assert len(out) == 150, len(out)
    with open(os.path.join(HERE, "questions.json"), "w") as f:
        json.dump(out, f, indent=2, ensure_ascii=False)
        f.write("\n")
    from collections import Counter
    print(len(out), Counter(d["kind"] for d in out))


if __name__ == "__main__":
    main()
