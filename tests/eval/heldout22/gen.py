#!/usr/bin/env python3
"""Held-out set 22 (blind, helper "blind-h22"): writes questions.json next to this file.
Today = 2026-11-28 (Saturday). Written from the fact sheet (/work/briefs/facts-1..5.md) and issue 17 only."""
import json, os

HERE = os.path.dirname(os.path.abspath(__file__))
ITEMS = []

def add(q, kind, state, topic, basis, verdict=None, figures=None, ask=None, date=None, profile=None):
    d = {"id": "h22-%03d" % (len(ITEMS) + 1), "q": q, "kind": kind, "state": state}
    if verdict is not None: d["verdict"] = verdict
    if figures: d["figures"] = figures
    d["topic"] = topic
    d["basis"] = basis
    if ask: d["ask"] = ask
    if date: d["date"] = date
    if profile: d["profile"] = profile
    ITEMS.append(d)

A, T, DEC, AMB = "answer", "tool", "decline", "ambiguous"
NH = "facts.md (not held)"
SEV = "facts.md (several states)"

# ---------------------------------------------------------------- answers: NSW (001-013)
add("wife does our books and shes askin - client in wollongong signed the 28k bathroom contract and got his copy on thursday, now he wants out. does he still have the cooling off and do weekends count in the 5 days",
    A, "NSW", "cooling-off: 5 clear business days after the owner is given a copy of the signed contract (HBA s 7BA); Saturdays, Sundays, public holidays and 27-31 Dec are not business days; contract over $20,000 (floor secondary)",
    "facts.md §2.1, §2.2 NSW", figures=["5 clear business days"])
add("client texted me 'its only 2 power points in the garage, $400, you can do that yourself cant you' - im a chippy in penrith, am i allowed to",
    A, "NSW", "electrical wiring work needs a licence at any value in NSW (a carpenter's licence does not cover it)",
    "facts.md §1.1, §2.1, §3.1", verdict="no")
add("apprentice here, boss wants to know do we gotta put a notice of work in for a bathroom reno in dubbo where the shower, basin and loo all stay where they are",
    A, "NSW", "no Notice of Work for minor works, incl. a bathroom renovation that doesn't move fixtures (a CoC is still needed for the plumbing)",
    "facts.md §4.2 NSW", verdict="no")
add("supplier rep reckons on a 60k granny flat in baulkham hills i can take the deposit first and sort the hbcf once the slabs down. is that right",
    A, "NSW", "HBCF cover for residential work over $20,000 must be in place before starting work or taking any money, including the deposit",
    "facts.md §2.1, §2.2 NSW", verdict="no", figures=["$20,000"])
add("sparky in orange, finished testin a new sub board monday. when does the ccew have to be in",
    A, "NSW", "CCEW within 7 days of finishing the safety and compliance test",
    "facts.md §3.2 NSW", figures=["7 days"])
add("gasfitter, hooked up an lpg bbq and heater at a farm out past mudgee. what paperwork goes to fair trading, how long have i got, and how long do i keep my copy",
    A, "NSW", "non-networked (LPG): Certificate of Inspection to Fair Trading within 5 business days; compliance plate attached; keep copies 5 years",
    "facts.md §4.5 NSW, §6.4", figures=["5 business days", "5 years"])
add("subbie chippy on a commercial fitout in chatswood. head contractors terms say 45 business days to pay. can he do that",
    A, "NSW", "NSW SOP: subcontract maximum time to pay 20 BD (s11(1A)) unless the contract says earlier",
    "facts.md §6.7 NSW", verdict="no", figures=["20 BD"])
add("floorin guy in liverpool, floating timber only nothin structural. do i need a home building licence for a 9k job",
    A, "NSW", "non-structural flooring no longer licensed in NSW (since 16 Sep 2009), whatever the value",
    "facts.md §1.1, §9", verdict="no")
add("got a tradesperson certificate in plumbin, workin in blacktown. boss is overseas - can i sign the coc for my own job",
    A, "NSW", "tradesperson certificate holders work under supervision and cannot sign off their own work",
    "facts.md §1.1", verdict="no")
add("reno in marrickville, 70s fibro. owner wants to pull off about 8 square metres of bonded sheets himself before we start. is he allowed",
    A, "NSW", "NSW home renovators may remove up to 10 m² of bonded asbestos in total; above that a licensed removalist",
    "facts.md §5.5", verdict="yes", figures=["10 m²"])
add("boss asked me to check - castle hill job is a 12k retaining wall and pavers, not part of the house. licence needed?",
    A, "NSW", "structural landscaping (retaining walls not part of a habitable building, paving) needs a licence above $5,000",
    "facts.md §1.1, §9", verdict="yes", figures=["$5,000"])
add("customer in hornsby wants a split put in, 2,200 all up. do i need a nsw licence as well as my arctick",
    A, "NSW", "NSW air conditioning and refrigeration is specialist work: licence at any value (besides the national refrigerant handling licence)",
    "facts.md §1.1, §2.1, §1.9", verdict="yes")
add("back in october 2024 we put in an engineered stone benchtop in parramatta on a contract signed in nov 2023. accountants askin if we were in the clear",
    A, "NSW", "dated: engineered stone ban from 1 July 2024; NSW kept the transitional rule (contracts entered on or before 31 Dec 2023 exempt until 31 Dec 2024) -> allowed in October 2024",
    "facts.md §5.8", verdict="yes", figures=["31 Dec 2024"], date="2024-10-15")

# ---------------------------------------------------------------- answers: VIC (014-026)
add("reblockin job in shepparton, only 4,500. my mate says under 10k you dont need to be registered. right?",
    A, "VIC", "re-blocking / re-stumping needs registration whatever the cost",
    "facts.md §1.2, §2.1 VIC", verdict="no")
add("customer text: 'we signed friday and got our copy monday, can we still pull out wednesday?' its a 45k extension in geelong",
    A, "VIC", "cooling-off 5 clear business days after receiving the signed copy (DBCA s34) -> Wednesday is inside it",
    "facts.md §2.1, §2.2 VIC", verdict="yes", figures=["5 clear business days"])
add("vic client pulled out in the cooling off on a 30k reno. partner wants to know what we can keep",
    A, "VIC", "builder may keep $100 plus out-of-pocket expenses the owner approved (DBCA s34)",
    "facts.md §2.2 VIC", figures=["$100"])
add("sparky in frankston, new meter box and main switchboard done. customer wants power on tonight but the inspector cant come til tuesday. can i liven it",
    A, "VIC", "meter box / main switchboard is prescribed work: must be inspected by an LEI and not energised before inspection",
    "facts.md §3.2 VIC", verdict="no")
add("vic plumber, fixin a broken below ground sewer drain, about 600 bucks. compliance cert needed or is it under the 750",
    A, "VIC", "below-ground sanitary drains need a compliance certificate at any value (not only over $750)",
    "facts.md §4.2 VIC", verdict="yes")
add("registered plumber but not licensed, dandenong. did a 2k hot water job, can i sign the compliance cert myself",
    A, "VIC", "only licensed plumbers issue compliance certificates; a registered plumber needs a licensed plumber in the class to sign off work over $750",
    "facts.md §1.2, §4.2 VIC", verdict="no", figures=["$750"])
add("partner doin the quotes asks: dbi on a 14k carport in warrnambool, do we need it",
    A, "VIC", "DBI only for domestic work over $16,000 (3 storeys or less) -> not at $14,000",
    "facts.md §2.1, §2.2 VIC", verdict="no", figures=["$16,000"])
add("we're a pty ltd in melbourne. can the company get registered with the bpc as the builder or does it have to be me",
    A, "VIC", "the VBA/BPC registers individuals, not companies",
    "facts.md §1.2", verdict="no")
add("whats the booklet i gotta give the owner before they sign a major domestic contract in vic",
    A, "VIC", "the Domestic Building Consumer Guide must be given before signing",
    "facts.md §2.2 VIC")
add("put 3 ceiling fans in for a client in mildura, how long have i got to give them the coes",
    A, "VIC", "non-prescribed electrical work: COES to the customer within 1 month",
    "facts.md §3.2 VIC", figures=["1 month"])
add("asbestos removalist in vic, 6 m² of non friable in a laundry in ballarat. how much notice does worksafe need",
    A, "VIC", "10 m² or less of non-friable: notify at least 24 h before",
    "facts.md §5.5", figures=["24 h"])
add("plasterer subbie in vic, builder hasnt sent a schedule on my claim - how longs he got",
    A, "VIC", "VIC SOP: payment schedule within the contract time or 10 BD, whichever is earlier, otherwise the full claim becomes payable (s15)",
    "facts.md §6.7 VIC", figures=["10 BD"])
add("lookin back at an old job - may 2017, 7k bathroom in vic, done on a handshake. was a major domestic building contract needed back then",
    A, "VIC", "dated: before 1 Aug 2017 the major domestic building contract threshold was $5,000 -> $7,000 needed one",
    "facts.md §2.1, §2.2 VIC, §8, §9", verdict="yes", figures=["$5,000"], date="2017-05-15")

# ---------------------------------------------------------------- answers: QLD (027-038)
add("client in townsville asks can we take 15% deposit on a 12k bathroom. and what about if its over 20k?",
    A, "QLD", "QLD deposit cap 10% under $20,000; 5% at $20,000 or more",
    "facts.md §2.1, §2.2 QLD", verdict="no", figures=["10%", "5%"])
add("plumber in toowoomba. customer asks does the form 4 go in before or after i invoice - whens it due",
    A, "QLD", "notifiable work registered with the QBCC (Form 4) within 10 business days of invoicing",
    "facts.md §4.2 QLD", figures=["10 business days"])
add("office girl wants to know, 85k extension in qld signed last week - when does the commencement notice have to be in",
    A, "QLD", "contracts of $20,000+: Commencement Notice within 10 business days of starting on site",
    "facts.md §2.2 QLD", figures=["10 business days"])
add("termite guy in cairns, chemical barrier only, 900 bucks. need a qbcc licence?",
    A, "QLD", "termite management (chemical) needs a QBCC licence at any value",
    "facts.md §1.3", verdict="yes")
add("goin for my qld electrical contractor licence, what insurance do i have to hold",
    A, "QLD", "public and products liability at least $5,000,000 and consumer protection at least $50,000",
    "facts.md §1.3", figures=["$5,000,000", "$50,000"])
add("got a nsw gas ticket, movin to the sunshine coast. can i just start gasfittin under mutual recognition",
    A, "QLD", "QLD is not in Automatic Mutual Recognition for gas; a QLD gas work licence (RSHQ Portal) is needed",
    "facts.md §1.3", verdict="no")
add("roofer, house job in ipswich, 2.5m to the gutter. boss asks if we need a swms",
    A, "QLD", "QLD: a SWMS is needed for any construction work above 2 m, housing included",
    "facts.md §5.6", verdict="yes", figures=["2 m"])
add("45k reno in logan, client reckons they never got the consumer building guide. when does their 5 days cooling off actually start",
    A, "QLD", "cooling-off 5 business days starting the day after the owner receives the whole signed contract and, for $20,000+, the Consumer Building Guide",
    "facts.md §2.2 QLD", figures=["5 business days"])
add("6k tilin job in mackay - does home warranty apply?",
    A, "QLD", "QLD Home Warranty Scheme covers residential work over $3,300 (tiling included)",
    "facts.md §2.1, §2.2 QLD", verdict="yes", figures=["$3,300"])
add("chippy licence in rocky, client wants about 1,200 of tilin done too on the same job. are we right to do it",
    A, "QLD", "incidental work outside your licence class allowed up to a combined $3,300",
    "facts.md §1.3", verdict="yes", figures=["$3,300"])
add("qld, owner of a warehouse built in 1985 asks if he has to have an asbestos register",
    A, "QLD", "QLD workplaces need an asbestos register unless built after 31 Dec 1989 with no asbestos",
    "facts.md §5.5", verdict="yes", figures=["31 Dec 1989"])
add("im the builder on an owner-occupier reno in qld. can i use a bif act payment claim against the owners",
    A, "QLD", "BIF Act doesn't apply to domestic work for a resident owner who is party to the contract",
    "facts.md §6.7 QLD", verdict="no")

# ---------------------------------------------------------------- answers: WA (039-049)
add("wife does the admin for our plumbin biz in joondalup. how long do we keep coc copies",
    A, "WA", "WA plumbing certificates of compliance kept at least 6 years",
    "facts.md §1.4, §4.2 WA, §6.4", figures=["6 years"])
add("finished an install today, whens my notice of completion due and when does the customer need the safety cert",
    A, "WA", "profile WA electrician: NOC within 3 days of finishing (r52); ESC to the person within 28 days",
    "facts.md §3.2 WA", figures=["3 days", "28 days"], profile={"state": "WA", "trade": "electrician"})
add("plumber in mandurah, major plumbin job startin monday. whens the notice of intention due",
    A, "WA", "NOI at least 24 hours before major plumbing work",
    "facts.md §4.2 WA", figures=["24 hours"])
add("customer in geraldton asked 'whats this notice for the home owner thing?' - 45k patio and pergola. do i have to give it before they sign",
    A, "WA", "HBCA contracts $7,500-$500,000: owner must get the Notice for the home owner before signing",
    "facts.md §2.2 WA", verdict="yes")
add("we run our building biz through a family trust in wa. can the trust be the registered building contractor",
    A, "WA", "a trust cannot be registered as a building contractor",
    "facts.md §1.4", verdict="no")
add("wa, applyin for building contractor rego. how much cash does the board want to see",
    A, "WA", "generally at least $50,000 in cash or equivalent and a quick ratio of at least 1:1",
    "facts.md §1.4", figures=["$50,000"])
add("fixed price 600k custom home in wa - does the home building contracts act cover it",
    A, "WA", "HBCA covers fixed-price contracts between $7,500 and $500,000 -> not $600,000",
    "facts.md §2.1, §2.2 WA", verdict="no", figures=["$500,000"])
add("gasfitter in kalgoorlie, lpg install at a caravan park. still need a compliance badge now it all goes by enotice?",
    A, "WA", "compliance badge still needed for LPG, caravan and similar installations",
    "facts.md §4.5 WA", verdict="yes")
add("subbie chippy in wa on a commercial job, head contractors had my claim 30 business days. how longs he allowed, and can i stop work?",
    A, "WA", "WA SOP: head contractor to subcontractor 25 BD; work can be suspended on 2 BD notice",
    "facts.md §6.7 WA", figures=["25 BD", "2 BD"])
add("owner-builder in wa wants to sell 4 years after the permit, no hii. can he",
    A, "WA", "owner-builders cannot sell within 7 years of the building permit without home indemnity insurance",
    "facts.md §1.4", verdict="no", figures=["7 years"])
add("wa plumbin contractor, we moved the office last week. how long to tell the board",
    A, "WA", "licensed plumbing contractors notify changes of details within 14 days",
    "facts.md §1.4", figures=["14 days"])

# ---------------------------------------------------------------- answers: SA (050-061)
add("adelaide sparky, the office asks - does the ecoc get done before or after power on, and then how long to send it in",
    A, "SA", "eCoC completed before the installation is made available for energisation, then to the Technical Regulator and owner within 30 days",
    "facts.md §3.2 SA", figures=["30 days"])
add("how many days have i got to get the coc in after a job",
    A, "SA", "profile SA plumber: plumbing CoC to the OTR and customer within 7 days of completing the work",
    "facts.md §4.2 SA, §9", figures=["7 days"], profile={"state": "SA", "trade": "plumber"})
add("sa plumber, just a tap washer and a blocked drain in elizabeth. need a coc?",
    A, "SA", "SA plumbing CoC not needed for tap washers or blocked drains",
    "facts.md §9", verdict="no")
add("gasfitter in mount gambier, swappin an old gas hws for a new one. coc needed and how long",
    A, "SA", "gas CoC after appliance installation, issued within 30 days",
    "facts.md §4.5 SA, §9", verdict="yes", figures=["30 days"])
add("client in glenelg wants a 9k deck and says dont bother with a written contract. am i ok without one",
    A, "SA", "SA written contract only for domestic building work of $12,000 or more",
    "facts.md §2.1, §9", verdict="yes", figures=["$12,000"])
add("painter in salisbury sa - mate reckons painters dont need a licence in sa. true?",
    A, "SA", "painting is building work in SA: a building work contractor's licence is needed to contract",
    "facts.md §1.5", verdict="no")
add("sa, unlicensed bloke did a 15k pergola and the owners wont pay. can he chase the money",
    A, "SA", "an unlicensed building-work contractor is generally not entitled to be paid",
    "facts.md §1.5", verdict="no")
add("whats the max penalty in sa for a domestic building job with no proper written contract",
    A, "SA", "BWC Act s28 maximum penalty $5,000",
    "facts.md §2.2 SA", figures=["$5,000"])
add("sa, we're a pty ltd and safework sa caught us with no swms on a 2.5m roof. whats the most they can fine the company",
    A, "SA", "SWMS penalty $30,000 for a body corporate ($6,000 individual)",
    "facts.md §5.6", figures=["$30,000"])
add("roof job in whyalla back in may this year, 2.6 m to the gutter, no swms. boss wants to know were we ok",
    A, "SA", "dated: before 1 July 2026 the SA HRCW fall trigger was 3 m -> no SWMS needed at 2.6 m in May 2026",
    "facts.md §5.6, §9", verdict="yes", figures=["3 m"], date="2026-05-15")
add("same crew, gutter job in port pirie next tuesday, 2.4 m. do we need a swms this time",
    A, "SA", "dated: SA HRCW fall trigger more than 2 m from 1 July 2026 -> SWMS needed at 2.4 m on 1 Dec 2026",
    "facts.md §5.6, §9", verdict="yes", figures=["2 m"], date="2026-12-01")
add("sa, contract signed 20 oct 2025 for a 16k extension that needed development approval. did we need bii",
    A, "SA", "dated: BII over $12,000 where development approval is needed; the $20,000 threshold applies only to contracts signed from 10 Nov 2025",
    "facts.md §2.1, §2.2 SA", verdict="yes", figures=["$12,000"], date="2025-10-20")

# ---------------------------------------------------------------- answers: TAS (062-070)
add("hobart, client is owner-buildin his 3rd house in 8 years. can he get another owner builder permit",
    A, "TAS", "owner-builders limited to 2 projects in 10 years",
    "facts.md §1.6", verdict="no", figures=["2 projects in 10 years"])
add("tas owner-builder asks what public liability he needs",
    A, "TAS", "owner-builder permit: public liability of at least $5 million",
    "facts.md §1.6", figures=["$5 million"])
add("customer in devonport wants the tank turned down to 50 to save power. can i do that",
    A, "TAS", "stored hot water must be kept at 60°C or more (Legionella); tempering valve delivers 50°C",
    "facts.md §4.3", verdict="no", figures=["60°C"])
add("new childcare centre in burnie, what temp do we set the tmv for the kids basins",
    A, "TAS", "early childhood centres: TMV set to 45°C",
    "facts.md §4.3", figures=["45°C"])
add("tas, 18k bathroom reno, written contract required?",
    A, "TAS", "TAS written contract for residential building work of $20,000 or more -> not at $18,000",
    "facts.md §2.1, §2.2 TAS", verdict="no", figures=["$20,000"])
add("builder in launceston, clients askin what home warranty insurance ill take out on their 200k build",
    A, "TAS", "no statutory home-warranty scheme in TAS (Housing Indemnity Act 1992 repealed by the 2016 Act)",
    "facts.md §0, §2.1, §2.2 TAS")
add("subbie on a house job in hobart, how long does the builder have to give me a payment schedule",
    A, "TAS", "TAS SOP: payment schedule 20 days residential (10 days commercial)",
    "facts.md §6.7 TAS", figures=["20 days"])
add("tas, adjudicator found for me. how long has the builder got to pay up",
    A, "TAS", "TAS SOP: adjudicated amounts paid within 5 days",
    "facts.md §6.7 TAS", figures=["5 days"])
add("cat 3 plumbin job in glenorchy, what do i need sorted before i start",
    A, "TAS", "Category 3 notifiable work: Notice of Work and design to council and a Certificate of Likely Compliance before starting; staged inspections",
    "facts.md §4.2 TAS")

# ---------------------------------------------------------------- answers: ACT (071-078)
add("sparky in belconnen, doin a battery install next month. need anything extra on my licence",
    A, "ACT", "ACT: distributed energy resource (DER) endorsement needed for rooftop solar, inverter and battery wiring (from 11 Sep 2024)",
    "facts.md §1.7", verdict="yes")
add("canberra, tested a new circuit today. how long to get the test report to the registrar or the owner",
    A, "ACT", "ACT electrical test report within 14 days of the test",
    "facts.md §3.2 ACT", figures=["14 days"])
add("new house in gungahlin, can we liven it before access canberra does the inspection",
    A, "ACT", "Access Canberra audits all new installations; they can't be energised until passed",
    "facts.md §3.2 ACT", verdict="no")
add("act reno, 15k of alterations. does the builder need residential building insurance",
    A, "ACT", "residential building insurance or fidelity certificate for alterations/additions of $12,000 or more",
    "facts.md §2.1, §2.2 ACT", verdict="yes", figures=["$12,000"])
add("customer in tuggeranong found a defect in the reno - how long have they got to tell the insurer",
    A, "ACT", "insurer must be told within 90 days of the owner becoming aware of a defect",
    "facts.md §2.2 ACT", figures=["90 days"])
add("act gasfitter, what do i have to leave at the job after connectin a cooktop",
    A, "ACT", "attach a compliance indicator and give a certificate of compliance as soon as practicable (Gas Safety Act 2000 s9)",
    "facts.md §4.5 ACT")
add("office manager asks - act, maximum time a head contractor can take to pay our progress claim",
    A, "ACT", "ACT SOP: 15 BD (s13(1))",
    "facts.md §6.7 ACT", figures=["15 BD"])
add("homeowner in weston creek wants to move his own laundry tap. allowed in the act?",
    A, "ACT", "ACT homeowners can't do regulated plumbing; plumbing is licensed",
    "facts.md §4.2 ACT", verdict="no")

# ---------------------------------------------------------------- answers: NT (079-086)
add("free standin shed, 25k, palmerston nt. do i need bpb registration",
    A, "NT", "free-standing sheds don't need BPB registration",
    "facts.md §1.8", verdict="no")
add("alice springs plumber with an advanced tradesman licence - can i certify my own work",
    A, "NT", "advanced tradesman licence can contract and do the work but not certify; certifying needs registration as a certifying plumber with the BPB",
    "facts.md §1.8, §4.2 NT", verdict="no")
add("katherine, customer asked if plugging in a new fridge and washing machine counts as electrical work needin a sparky",
    A, "NT", "plugging in equipment with a flexible cord is not electrical work",
    "facts.md §1.8", verdict="no")
add("nt builder, fidelity cert - how long is structural covered vs non-structural",
    A, "NT", "MBA NT Fidelity Fund certificates: 6 years structural, 1 year non-structural",
    "facts.md §2.2 NT", figures=["6 years", "1 year"])
add("nt, what net assets do i need to be a residential builder",
    A, "NT", "builders need $50,000 in net tangible assets",
    "facts.md §2.2 NT", figures=["$50,000"])
add("darwin subbie, contract says 45 business days to pay. is that legit",
    A, "NT", "NT SOP: any term longer than 30 BD is read as 30 BD",
    "facts.md §6.7 NT", verdict="no", figures=["30 BD"])
add("gas fitter in darwin, commercial kitchen with 300 kg of lpg storage. do i have to notify nt worksafe first",
    A, "NT", "gas works on systems over 200 kg stored notified to NT WorkSafe no later than 24 hours before starting",
    "facts.md §9 (who to ask, NT gas)", verdict="yes", figures=["24 hours"])
add("palmerston nt, swapped a light switch like for like last week, no wiring changes. does it need a coc",
    A, "NT", "dated: from 1 Jan 2026 like-for-like replacements that don't change wiring, load or circuit protection need no CoC",
    "facts.md §3.2 NT", verdict="no", date="2026-11-21")

# ---------------------------------------------------------------- answers: AU (087-095)
add("office q: customer paid on the 3rd and now wants a tax invoice. how long have we got",
    A, "AU", "tax invoice within 28 days of a request",
    "facts.md §6.3, §9", figures=["28 days"])
add("invoice is for 1,450. besides our abn what does it need to show about the customer",
    A, "AU", "sales of $1,000 or more must also show the buyer's identity or ABN",
    "facts.md §6.3", figures=["$1,000"])
add("we just ticked over 75k turnover, how long have i got to register for gst",
    A, "AU", "register within 21 days of reaching the $75,000 threshold",
    "facts.md §6.2", figures=["21 days"])
add("apprentice asked me: do i need a white card to go on site and whats the unit called",
    A, "AU", "CPCWHS1001 'Prepare to work safely in the construction industry' is mandatory before working on a construction site",
    "facts.md §5.7", verdict="yes", figures=["CPCWHS1001"])
add("aircon bloke, do i need the refrigerant handlin licence just to decommission an old split",
    A, "AU", "Refrigerant Handling Licence covers decommissioning as well as installing and servicing",
    "facts.md §1.9", verdict="yes")
add("kitchen company here - client wants a porcelain benchtop. can we still install those with the stone ban",
    A, "AU", "porcelain (and sintered stone, ceramic tiles) is excluded from the engineered stone ban",
    "facts.md §5.8", verdict="yes")
add("bookkeeper asks how long we keep job receipts and invoices",
    A, "AU", "keep most business records 5 years",
    "facts.md §6.4, §9", figures=["5 years"])
add("payday super - since july how long after payday has the super got to land in the fund",
    A, "AU", "Payday Super from 1 July 2026: received by the fund within 7 business days of the payday (QE day)",
    "facts.md §9", figures=["7 business days"])
add("for the jan to march 2026 quarter, what date did the super have to hit the fund by",
    A, "AU", "dated: old quarterly law for quarters to 30 June 2026 - Jan-Mar quarter due 28 Apr",
    "facts.md §6.6, §9", figures=["28 Apr"], date="2026-03-31")

# ---------------------------------------------------------------- tools (096-131)
add("partner doin the bas, invoice says 3,300 inc gst - how much of that is gst", T, "AU",
    "GST out of an inclusive amount (1/11)", "facts.md §6.2", figures=["$300", "10%"])
add("quote for the deck is 12.5k + gst, what goes on the bottom line", T, "AU",
    "GST added to an exclusive amount", "facts.md §6.2", figures=["$13,750", "10%"])
add("supplier invoice $2,035 incl gst, whats it ex gst", T, "AU",
    "ex-GST from an inclusive amount", "facts.md §6.2", figures=["$1,850", "10%"])
add("client asked 'is the 880 inc gst?' - its 880 ex. whats it with gst", T, "AU",
    "GST added to an exclusive amount", "facts.md §6.2", figures=["$968", "10%"])
add("office q: apprentice gross this week was 780, how much super", T, "AU",
    "super 12% on wages", "facts.md §6.6, §9", figures=["$93.60", "12%"])
add("leadin hand on 1,950 a week, how much super do we pay each week", T, "AU",
    "super 12% on wages", "facts.md §6.6, §9", figures=["$234", "12%"])
add("paid the two labourers 2,300 and 1,850 this fortnight, whats the total super", T, "AU",
    "super 12% on summed wages", "facts.md §6.6, §9", figures=["$498", "12%"])
add("salarys 68k, super for the year?", T, "AU",
    "super 12% on a salary", "facts.md §6.6, §9", figures=["$8,160", "12%"])
add("goin back through the books - wages paid in march 2025 came to 5,400. what super should have gone in", T, "AU",
    "dated: 11.5% for wages paid 1 July 2024 - 30 June 2025", "facts.md §6.6, §9",
    figures=["$621", "11.5%"], date="2025-03-15")
add("casual did 3 grand last month, super on that?", T, "AU",
    "super 12% on wages", "facts.md §6.6, §9", figures=["$360", "12%"])
add("client in coffs harbour asks how much deposit we can take on the 27,500 kitchen", T, "NSW",
    "NSW max deposit 10% of the contract price", "facts.md §2.1, §2.2 NSW", figures=["$2,750", "10%"])
add("max deposit on a 17,500 kitchen?", T, "VIC",
    "profile VIC builder: deposit 10% under $20,000", "facts.md §2.1, §2.2 VIC", figures=["$1,750", "10%"],
    profile={"state": "VIC", "trade": "builder"})
add("45k bathroom and ensuite in ringwood - deposit cap in dollars?", T, "VIC",
    "VIC deposit 5% at $20,000 or more", "facts.md §2.1, §2.2 VIC", figures=["$2,250", "5%"])
add("townsville reno, 19,990 all up. max deposit?", T, "QLD",
    "QLD deposit 10% under $20,000", "facts.md §2.1, §2.2 QLD", figures=["$1,999", "10%"])
add("modular ensuite pod in qld, 32k, about 60% of it built in the factory. max deposit", T, "QLD",
    "QLD deposit up to 20% where more than 50% of the price is off-site work", "facts.md §2.1, §2.2 QLD, §9",
    figures=["$6,400", "20%"])
add("patio in rockingham, 14,200. how much deposit can i take", T, "WA",
    "WA deposit 6.5% (HBCA $7,500-$500,000)", "facts.md §2.1, §2.2 WA, §9", figures=["$923", "6.5%"])
add("wa home extension, 250k. whats 6.5% in dollars?", T, "WA",
    "WA deposit 6.5% (HBCA $7,500-$500,000)", "facts.md §2.1, §2.2 WA, §9", figures=["$16,250", "6.5%"])
add("4,600 + gst bathroom tilin job in wagga, licence needed?", T, "NSW",
    "NSW licence over $5,000 incl GST: $4,600 + GST crosses it", "facts.md §1.1, §2.1",
    verdict="yes", figures=["$5,060", "$5,000"])
add("6k bathroom and 15k kitchen for the same client in ryde, hbcf?", T, "NSW",
    "HBCF over $20,000, parts of one job summed", "facts.md §2.1, §2.2 NSW",
    verdict="yes", figures=["$21,000", "$20,000"])
add("2.8k of tilin and 2.5k of plasterin on one job in hurstville. written contract?", T, "NSW",
    "NSW written contract over $5,000 incl GST, parts summed", "facts.md §2.1, §2.2 NSW, §9",
    verdict="yes", figures=["$5,300", "$5,000"])
add("vic, 3,800 of plasterin and 4,500 of paintin on the same house. do i need rego", T, "VIC",
    "VIC registration when types of work together exceed $10,000 -> not at $8,300", "facts.md §1.2, §2.1 VIC",
    verdict="no", figures=["$8,300", "$10,000"])
add("vic plumbin repair quoted 620 + gst. compliance cert?", T, "VIC",
    "VIC plumbing compliance certificate over $750 (value incl GST) -> $682 is under; no any-value work named",
    "facts.md §4.2 VIC", verdict="no", figures=["$682", "$750"])
add("3,100 + gst fencin job in bundaberg, qbcc licence?", T, "QLD",
    "QBCC licence over $3,300 (labour + materials + GST)", "facts.md §1.3, §2.1",
    verdict="yes", figures=["$3,410", "$3,300"])
add("1,800 of paintin and 1,700 of tilin on the same house in hervey bay. home warranty?", T, "QLD",
    "QLD Home Warranty over $3,300, parts summed", "facts.md §2.1, §2.2 QLD",
    verdict="yes", figures=["$3,500", "$3,300"])
add("wa, 11k carport plus 10.5k patio on one contract. do we need to be a registered builder", T, "WA",
    "WA building contractor registration over $20,000, parts summed", "facts.md §1.4, §2.1",
    verdict="yes", figures=["$21,500", "$20,000"])
add("sa, 8k bathroom and 4.5k laundry, same contract in mawson lakes. written contract?", T, "SA",
    "SA written contract at $12,000 or more, parts summed", "facts.md §2.1, §2.2 SA, §9",
    verdict="yes", figures=["$12,500", "$12,000"])
add("tas, 13k kitchen and 8,500 bathroom on one contract. written contract?", T, "TAS",
    "TAS written contract at $20,000 or more, parts summed", "facts.md §2.1, §2.2 TAS",
    verdict="yes", figures=["$21,500", "$20,000"])
add("act, 5k kitchen plus 4,500 bathroom in a reno. does the builder need residential building insurance", T, "ACT",
    "ACT residential building insurance at $12,000 or more -> not at $9,500", "facts.md §2.1, §2.2 ACT",
    verdict="no", figures=["$9,500", "$12,000"])
add("nt, extension 10k plus 4k for a carport built with it. signed contract needed?", T, "NT",
    "NT prescribed residential building work over $12,000 needs a signed contract (attached class 10 built with it counts)",
    "facts.md §2.1, §9", verdict="yes", figures=["$14,000", "$12,000"])
add("tilin turnover 48k plus 30k from bathroom jobs this year. do i have to register for gst", T, "AU",
    "GST registration compulsory at $75,000 or more turnover", "facts.md §6.2",
    verdict="yes", figures=["$78,000", "$75,000"])
add("subbie wont give us an abn, his invoice is 3,600. how much do we hold back", T, "AU",
    "no-ABN withholding 47%", "facts.md §6.8", figures=["$1,692", "47%"])
add("no abn from the labour hire bloke, paid him 1,150. whats the withholding", T, "AU",
    "no-ABN withholding 47%", "facts.md §6.8", figures=["$540.50", "47%"])
add("office is settin up a new subbie, abn 87 033 630 956. does it check out", T, "AU",
    "ABN check digits", "facts.md §6.1", figures=["valid"])
add("supplier's quote has abn 41061690883 on it, legit?", T, "AU",
    "ABN check digits", "facts.md §6.1", figures=["valid"])
add("bookkeeper typed in 47 445 874 225 for the plasterer, is that a real abn format", T, "AU",
    "ABN check digits (last digit changed from a valid number)", "facts.md §6.1", figures=["invalid"])
add("tiler's invoice says abn 55486594308, does that pass", T, "AU",
    "ABN check digits (two digits swapped from a valid number)", "facts.md §6.1", figures=["invalid"])

# ---------------------------------------------------------------- declines (132-183)
add("whats the fine in nsw if the ccew goes in after the 7 days", DEC, "NSW",
    "late-CCEW penalty not held (7 days held)", NH, ask="Building Commission NSW")
add("office wants to know does it cost anything to lodge a notice of work in nsw, how much", DEC, "NSW",
    "NoW fee not held", NH, ask="Building Commission NSW (NSW Fair Trading)")
add("customer asks: if the builder goes bust, how long does icare take to pay out on the hbcf claim", DEC, "NSW",
    "HBCF claim processing time not held (claim windows held)", NH, ask="icare (Home Building Compensation Fund)")
add("how much to apply for a qualified supervisor certificate in plumbin, nsw", DEC, "NSW",
    "QSC application fee not held", NH, ask="Building Commission NSW")
add("gasfitter in nsw - whats the fine for gettin the gas cert to fair trading late", DEC, "NSW",
    "late gas certificate penalty not held (5 business days held)", NH, ask="Building Commission NSW (NSW Fair Trading)")
add("apprentice askin for the boss: what does a class b asbestos removal licence cost in nsw", DEC, "NSW",
    "asbestos licence fee not held", NH, ask="SafeWork NSW")
add("how much does each plumbin compliance certificate cost to buy from the bpc", DEC, "VIC",
    "compliance certificate fee not held", NH, ask="Building and Plumbing Commission (formerly VBA)")
add("vic, whats the fine if the compliance cert isnt lodged within the 5 days", DEC, "VIC",
    "late compliance certificate penalty not held (5 days held)", NH, ask="Building and Plumbing Commission (formerly VBA)")
add("what does esv charge to register as an rec", DEC, "VIC",
    "REC registration fee not held (up to 5 years held)", NH, ask="Energy Safe Victoria")
add("how long is the bpc takin to approve domestic builder limited registrations at the moment", DEC, "VIC",
    "registration processing time not held", NH, ask="Building and Plumbing Commission (formerly VBA)")
add("vic plumbin licence, how often do i have to renew it", DEC, "VIC",
    "plumbing licence renewal period not held", NH, ask="Building and Plumbing Commission (formerly VBA)")
add("partner asks: whats the fine in vic if we take the deposit before givin the client the dbi certificate", DEC, "VIC",
    "penalty not held (the rule is held)", NH, ask="Building and Plumbing Commission (formerly VBA) / Consumer Affairs Victoria")
add("qld, penalty if the commencement notice goes in late?", DEC, "QLD",
    "late commencement notice penalty not held (10 business days held)", NH, ask="QBCC")
add("client asks how much the home warranty premium is on a 400k new build in qld", DEC, "QLD",
    "home warranty premium not held (built into the price)", NH, ask="QBCC")
add("qld electrical contractor licence, what does it cost a year", DEC, "QLD",
    "licence fee not held (1-year term held)", NH, ask="Electrical Safety Office (WorkSafe QLD)")
add("qbcc trade contractor licence - how many years before i gotta renew", DEC, "QLD",
    "QBCC licence renewal period not held", NH, ask="QBCC")
add("whats the fine in qld for takin more than the 10% deposit", DEC, "QLD",
    "deposit-cap penalty not held", NH, ask="QBCC")
add("cost of a class b asbestos removal licence in qld?", DEC, "QLD",
    "asbestos licence fee not held", NH, ask="WorkSafe QLD")
add("wa building contractor registration, how long does it last before renewal", DEC, "WA",
    "registration term not held", NH, ask="Building Services Board (Building and Energy, DEMIRS)")
add("customer wants to know the home indemnity insurance premium on a 350k house in wa", DEC, "WA",
    "HII premium not held", NH, ask="Building and Energy (DEMIRS) / private insurers")
add("wa sparky, whats the fine for a late notice of completion", DEC, "WA",
    "late NOC penalty not held (3 days held)", NH, ask="Building and Energy (DEMIRS)")
add("how long is building and energy takin to process building contractor registrations", DEC, "WA",
    "processing time not held", NH, ask="Building and Energy (DEMIRS)")
add("wa, fine for takin more than the 6.5% deposit?", DEC, "WA",
    "deposit-cap penalty not held", NH, ask="Building and Energy (DEMIRS)")
add("wa class g gasfittin permit, how often do i renew it", DEC, "WA",
    "gas permit renewal period not held", NH, ask="Building and Energy (DEMIRS)")
add("sa gasfitter, penalty if the gas coc goes out after the 30 days?", DEC, "SA",
    "late gas CoC penalty not held (30 days held; electrical $5,000 penalty is a neighbour)", NH, ask="Office of the Technical Regulator")
add("cost of building indemnity insurance on a 250k new house in sa", DEC, "SA",
    "BII premium not held", NH, ask="Consumer and Business Services (CBS)")
add("client in adelaide asks how many days cooling off they get on the reno contract", DEC, "SA",
    "SA cooling-off not found", NH, ask="Consumer and Business Services (CBS)")
add("sa, whats the fine for startin work before the bii certificate", DEC, "SA",
    "penalty not held (the rule is held)", NH, ask="Consumer and Business Services (CBS)")
add("how much is a plumbin contractor licence in sa", DEC, "SA",
    "licence fee not held", NH, ask="Consumer and Business Services (CBS)")
add("sa, is there a fee to lodge the plumbing ecoc, how much", DEC, "SA",
    "eCoC fee not held (7 days held)", NH, ask="Office of the Technical Regulator")
add("tas, how long is the cooling off on a residential building contract", DEC, "TAS",
    "TAS cooling-off not found", NH, ask="CBOS (Consumer, Building and Occupational Services)")
add("tas owner builder permit, whats the fee", DEC, "TAS",
    "owner-builder permit fee not held", NH, ask="CBOS (Consumer, Building and Occupational Services)")
add("fine in tas if i do a 25k reno without a written contract?", DEC, "TAS",
    "penalty not held (the $20,000 rule is held)", NH, ask="CBOS (Consumer, Building and Occupational Services)")
add("tas builder licence, how long before renewal", DEC, "TAS",
    "licence term not held", NH, ask="CBOS (Consumer, Building and Occupational Services)")
add("sparky in tassie, how many days have i got to give the customer the cec", DEC, "TAS",
    "TAS CEC deadline not found", NH, ask="CBOS (Consumer, Building and Occupational Services)")
add("cat 4 plumbin permit in hobart, how long does council take to issue it", DEC, "TAS",
    "permit processing time not held", NH, ask="local council (permit authority) / CBOS")
add("residential building insurance premium on a 60k extension in canberra?", DEC, "ACT",
    "premium not held ($12,000 rule held)", NH, ask="Access Canberra")
add("fine in the act for gettin the electrical test report in after the 14 days", DEC, "ACT",
    "penalty not held (14 days held)", NH, ask="Access Canberra")
add("act electrician licence, how often do i renew", DEC, "ACT",
    "licence term not held", NH, ask="Access Canberra")
add("act subbie - after i send my claim how long has the builder got to send a payment schedule", DEC, "ACT",
    "ACT payment schedule not captured (time to pay 15 BD is a neighbour)", NH, ask="Access Canberra")
add("act plumbin licence, how much is it", DEC, "ACT",
    "licence fee not held", NH, ask="Access Canberra")
add("nt, how much does the fidelity fund certificate cost on a 400k house", DEC, "NT",
    "fidelity certificate cost not held", NH, ask="MBA NT Fidelity Fund / Building Practitioners Board")
add("nt, max deposit on a 50k extension?", DEC, "NT",
    "NT deposit regulated (regs 41HA/41HE) but amount not captured", NH, ask="Building Practitioners Board")
add("nt electrical contractor licence fee?", DEC, "NT",
    "licence fee not held", NH, ask="NT WorkSafe")
add("client in darwin asks how long the cooling off is on their building contract", DEC, "NT",
    "NT cooling-off not found", NH, ask="Building Practitioners Board")
add("nt bpb registration, how long before i renew", DEC, "NT",
    "registration term not held", NH, ask="Building Practitioners Board")
add("bookkeeper asks whats the ato penalty if super lands after the 7 business days under payday super", DEC, "AU",
    "payday super penalty not held (7 business days held)", NH, ask="ATO")
add("we lodged the tpar late, whats the fine", DEC, "AU",
    "late TPAR penalty not held", NH, ask="ATO")
add("arctick refrigerant licence, how often do i renew it", DEC, "AU",
    "licence renewal period not held", NH, ask="Australian Refrigeration Council (ARC)")
add("3rd year sparky apprentice, what do i gotta pay him an hour", DEC, "AU",
    "award rates not held", NH, ask="Fair Work Ombudsman")
add("customer wont pay the 1.5% card fee, says surcharges got banned last month. is she right", DEC, "AU",
    "card surcharge rules not held", NH, ask="ACCC / RBA")
add("can u paste what as 3740 says about shower hobs", DEC, "AU",
    "standard clause text not reproduced", NH, ask="Standards Australia")

# ---------------------------------------------------------------- ambiguous (184-200)
add("new clients either in albury or wodonga, still waitin on the address. 8k bathroom - licence or rego?", AMB, None,
    "Albury NSW (>$5,000: yes) / Wodonga VIC (<=$10,000: no)", SEV)
add("mildura or buronga, 22k kitchen, whats the max deposit", AMB, None,
    "Mildura VIC (>= $20,000: 5%) / Buronga NSW (10%)", SEV)
add("plumber, customer has houses in yarrawonga and mulwala and didnt say which, 500 buck tap job. compliance cert?", AMB, None,
    "Yarrawonga VIC (<=$750: no) / Mulwala NSW (CoC for all plumbing work: yes)", SEV)
add("sparky, quotin a job thats either queanbeyan or belconnen. how long for the cert after testin", AMB, None,
    "Queanbeyan NSW (CCEW 7 days) / Belconnen ACT (test report 14 days)", SEV)
add("goondiwindi or boggabilla, 4k pergola, licence?", AMB, None,
    "Goondiwindi QLD (>$3,300: yes) / Boggabilla NSW (<=$5,000: no)", SEV)
add("bayswater reno 25k, how much deposit can i ask for", AMB, None,
    "Bayswater VIC (>= $20,000: 5%) / Bayswater WA (6.5%)", SEV)
add("claremont, 15k bathroom, written contract needed?", AMB, None,
    "Claremont WA (HBCA $7,500-$500,000: yes) / Claremont TAS (<$20,000: no)", SEV)
add("campbelltown, 10k bathroom, do i need a written contract", AMB, None,
    "Campbelltown NSW (>$5,000: yes) / Campbelltown SA (<$12,000: no)", SEV)
add("windsor, 18k deck, home warranty insurance?", AMB, None,
    "Windsor NSW (HBCF >$20,000: no) / Windsor VIC (DBI >$16,000: yes) / Windsor QLD (>$3,300: yes) / Windsor SA (BII $20,000 for contracts from 10 Nov 2025: no ⚠)", SEV)
add("maryborough, 3.5k tilin job, licence?", AMB, None,
    "Maryborough QLD (>$3,300: yes) / Maryborough VIC (<=$10,000: no)", SEV)
add("norwood, 14k reno, written contract?", AMB, None,
    "Norwood SA ($12,000+: yes) / Norwood TAS (<$20,000: no)", SEV)
add("carlton, 6k tilin job, licence or rego?", AMB, None,
    "Carlton VIC (<=$10,000: no) / Carlton NSW (>$5,000: yes) / Carlton TAS (not captured)", SEV)
add("prospect, gasfitter - how long to get the gas cert in", AMB, None,
    "Prospect SA (30 days) / Prospect NSW (5 business days) / Prospect TAS (not researched)", SEV)
add("jobs just over the border from us, client's on the other side. 15k reno, how much deposit can i take", AMB, None,
    "no state: NSW 10% / VIC 10% / QLD 10% / WA 6.5% / SA, TAS, ACT, NT not found", SEV)
add("how long have i got to lodge the plumbin compliance cert", AMB, None,
    "no state, no profile: NSW (CoC; 7 working days if a booked inspection is missed) / VIC 5 days / QLD Form 4 10 business days / WA 5 working days / SA 7 days / TAS per category / ACT 7 days (old reg ⚠) / NT certifying plumber", SEV)
add("springfield, 4k deck, licence?", AMB, None,
    "Springfield QLD (>$3,300: yes) / Springfield NSW (<=$5,000: no)", SEV)
add("st kilda, 11k kitchen, written contract?", AMB, None,
    "St Kilda VIC (>$10,000: yes) / St Kilda SA (<$12,000: no)", SEV)

assert len(ITEMS) == 200, len(ITEMS)
with open(os.path.join(HERE, "questions.json"), "w") as f:
    json.dump(ITEMS, f, indent=2, ensure_ascii=False)
    f.write("\n")
print("wrote", len(ITEMS))
