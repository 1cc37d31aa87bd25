#!/usr/bin/env python3
"""blind-h16: writes questions.json (200 items). Figures checked by hand against facts.md."""
import json, os
HERE = os.path.dirname(os.path.abspath(__file__))
items = []
def add(kind, q, state, topic, basis, verdict=None, figures=None, ask=None, date=None, profile=None):
    d = {"id": "h16-%03d" % (len(items) + 1), "q": q, "kind": kind, "state": state}
    if verdict: d["verdict"] = verdict
    if figures: d["figures"] = figures
    d["topic"] = topic; d["basis"] = basis
    if ask: d["ask"] = ask
    if date: d["date"] = date
    if profile: d["profile"] = profile
    items.append(d)
def A(q, state, topic, basis, **k): add("answer", q, state, topic, basis, **k)
def T(q, state, topic, basis, **k): add("tool", q, state, topic, basis, **k)
def D(q, state, topic, ask): add("decline", q, state, topic, "facts.md (not held)", ask=ask)
def M(q, topic): add("ambiguous", q, None, topic, "facts.md §2.1 (several states)")

# ---------------- answers (110) ----------------
# NSW 15
A("my apprentice asked me this one and i wasnt sure. bathroom reno in castle hill, the tilin part on its own is about 4,200 and the owner's mate is doin the rest under a separate deal. does the tiler need a licence for his bit", "NSW",
  "wall and floor tiling is trade work: licence only over $5,000 incl GST; $4,200 (or $4,620 with GST) is under", "facts.md §1.1, §2.1", verdict="no", figures=["$5,000"])
A("just moved down from qld, bloke in wagga wants a new circuit run to his shed, only about 600 bucks. surely i dont need a nsw licence for somethin that small?", "NSW",
  "electrical wiring work needs a licence in NSW whatever its value", "facts.md §1.1, §2.1, §3.1", verdict="yes")
A("customer in dubbo signed a 28k reno contract monday and got her copy the same arvo. now she's cold feet and wants out. can she still pull the pin or is she locked in", "NSW",
  "cooling-off: owner may rescind within 5 clear business days after being given a copy of the signed contract (HBA s 7BA); Monday to today (Friday) is inside", "facts.md §2.1, §2.2 NSW", verdict="yes", figures=["5 clear business days"])
A("sparky in newcastle finished testin a switchboard job on tuesday. how long has he got to get the ccew done", "NSW",
  "CCEW within 7 days of finishing the safety and compliance test", "facts.md §3.2 NSW", figures=["7 days"])
A("builder in penrith says he doesnt have to pay my claim for 30 business days cos my subbie contract says so. is he right?", "NSW",
  "statement to correct: head contractor to subcontractor maximum 20 business days (SOP s11(1A)); 30 BD is the superseded value", "facts.md §6.7 NSW, §8", verdict="no", figures=["20 business days"])
A("gasfitter up in 2250 here. did an lpg install last week, wen do i gotta send fair trading the certificate of inspection", "NSW",
  "gas certificate (CoC networked / Certificate of Inspection non-networked) to Fair Trading within 5 business days", "facts.md §4.5 NSW", figures=["5 business days"])
A("client in 2560 wants a retaining wall in the backyard, not part of the house. my quote is 5,800 incl gst. do i need a licence for that", "NSW",
  "structural landscaping (retaining walls not part of a habitable building) needs a licence above $5,000", "facts.md §1.1, §9", verdict="yes", figures=["$5,000"])
A("homeowner in orange wants to pull off some bonded fibro sheetin himself, reckons its about 8 square metres all up. is he allowed or does he need a licensed removalist", "NSW",
  "NSW home renovators may remove up to 10 m² of bonded asbestos in total; above that a licensed contractor", "facts.md §5.5", verdict="yes", figures=["10 m²"])
A("got a 50k kitchen job in the shire, customer wants to pay the deposit tomorrow. do i need the hbcf sorted first", "NSW",
  "HBCF needed for residential work over $20,000 before starting or taking any money, including the deposit", "facts.md §2.1, §2.2 NSW", verdict="yes", figures=["$20,000"])
A("mate reckons layin floatin floorboards in nsw needs a licence once the job's over 5 grand. true?", "NSW",
  "statement to correct: non-structural flooring has not been a licensed class since 16 Sep 2009", "facts.md §1.1, §9", verdict="no")
A("head contractor in liverpool still hasnt sent me a payment schedule and its been 12 business days since he got my claim. has he blown the deadline", "NSW",
  "payment schedule due within 10 business days after receiving the claim", "facts.md §6.7 NSW", verdict="yes", figures=["10 business days"])
A("contract for an engineered stone kitchen in 2170 was signed in november 2023 and we installed it in october 2024. were we covered by the transition in nsw", "NSW",
  "NSW applied the transitional rule: contracts entered on or before 31 Dec 2023 exempt until 31 Dec 2024", "facts.md §5.8", verdict="yes", figures=["31 Dec 2024"], date="2024-10-15")
A("plumber in tamworth, doin a bathroom reno where nothin gets moved, just new fixtures in the same spots. still need a notice of work?", "NSW",
  "NoW not needed for minor works such as a bathroom renovation that doesn't move fixtures (CoC still needed)", "facts.md §4.2 NSW", verdict="no")
A("my subbie contract with a builder in parramatta has a pay when paid clause. does that hold up in nsw?", "NSW",
  "pay-when-paid clauses are void (NSW SOP s34)", "facts.md §6.7", verdict="no")
A("customer asked me what the hbcf actually pays if i went bust halfway thru her 60k extension in wollongong and how long she'd have to claim", "NSW",
  "HBCF: failure to complete up to 20% of the contract price, claim within 12 months", "facts.md §2.2 NSW", figures=["20%", "12 months"])
# VIC 14
A("reblockin an old weatherboard in bendigo, only about 7k all up. do i need to be registered for that", "VIC",
  "re-blocking / re-stumping needs registration whatever the cost", "facts.md §1.2, §2.1 VIC", verdict="yes")
A("painter in frankston, got an 8,500 job on its own, no other trades. do i need vba / bpc registration", "VIC",
  "registration only for domestic work over $10,000", "facts.md §1.2, §2.1 VIC", verdict="no", figures=["$10,000"])
A("added a few light points in a reno in glen waverley, nothin near the switchboard. how long to get the coes to the customer", "VIC",
  "non-prescribed work: COES to the customer within 1 month", "facts.md §3.2 VIC", figures=["1 month"])
A("solar and battery install in mildura. who has to inspect it before its switched on, and once they've inspected how long have they got to hand the coes over", "VIC",
  "prescribed work (solar, batteries) needs an independent Licensed Electrical Inspector; LEI has 4 business days after inspecting", "facts.md §3.2 VIC", figures=["4 business days"])
A("customer in 3977 signed a 45k extension contract but her solicitor went thru it with her before she signed. can she still use the cooling off", "VIC",
  "cooling-off (DBCA s34) does not apply if the owner had independent legal advice", "facts.md §2.2 VIC", verdict="no")
A("movin a gas cooktop to the other side of the kitchen in 3199, only a 400 dollar job. compliance cert needed for somethin that small?", "VIC",
  "Type A gas appliance relocation needs a compliance certificate at any value", "facts.md §4.2 VIC, §4.5", verdict="yes")
A("do i need domestic buildin insurance on a 14k deck in 3810", "VIC",
  "DBI for domestic work costing more than $16,000", "facts.md §2.1, §2.2 VIC", verdict="no", figures=["$16,000"])
A("did a 7k bathroom job in footscray back in march 2017 on a handshake. did i legally need a proper major domestic buildin contract back then", "VIC",
  "before 1 Aug 2017 the major domestic building contract threshold was $5,000 (now $10,000) -> needed in March 2017", "facts.md §2.1, §2.2 VIC, §8, §9", verdict="yes", figures=["$5,000"], date="2017-03-15")
A("vic subbie, my contract gives the head contractor 15 business days to respond to a claim. is that what he gets?", "VIC",
  "payment schedule within the contract time or 10 business days, whichever is earlier (s15)", "facts.md §6.7 VIC", verdict="no", figures=["10 business days"])
A("my mate in ballarat is a registered plumber but not licensed. can he sign off the compliance cert on a 2k job himself", "VIC",
  "only licensed plumbers sign compliance certificates; a registered plumber needs a licensed plumber for work over $750", "facts.md §1.2, §4.2 VIC", verdict="no", figures=["$750"])
A("customer in 3029 wants to put in his own powerpoints to save a few bucks. can he do that legally in vic?", "VIC",
  "DIY electrical work is illegal in VIC; consumers must use an REC", "facts.md §1.2", verdict="no")
A("removalist asked me - in vic, pullin out about 6 square metres of bonded stuff, how much notice does worksafe need", "VIC",
  "10 m² or less of non-friable: notify at least 24 hours before", "facts.md §5.5", figures=["24 hours"])
A("can i register my pty ltd with the bpc as the builder or does it have to be me personally", "VIC",
  "the VBA/BPC registers individuals, not companies", "facts.md §1.2", verdict="no")
# QLD 14
A("concreter in toowoomba, small slab job for 3,100 incl gst. qbcc licence needed?", "QLD",
  "licence needed for building work over $3,300 (labour + materials + GST); $3,100 is not over", "facts.md §1.3, §2.1 QLD", verdict="no", figures=["$3,300"])
A("qld electrical contractor licence, how much public liability do i need to hold, and is there any other cover", "QLD",
  "public and products liability at least $5,000,000 and consumer protection at least $50,000", "facts.md §1.3", figures=["$5,000,000", "$50,000"])
A("got asked to do a chemical termite spray in cairns for 800 bucks. do i need a licence for a job that small", "QLD",
  "termite management (chemical) needs a QBCC licence at any value", "facts.md §1.3", verdict="yes")
A("customer in 4556 signed for a 26k pergola and patio, i put 10% deposit on the invoice. thats fine yeah?", "QLD",
  "max deposit 5% at $20,000 or more", "facts.md §2.1, §2.2 QLD", verdict="no", figures=["5%"])
A("we build modular granny flats in logan, about 70% of the price is the offsite build in our shed. whats the most deposit we can take", "QLD",
  "up to 20% where more than 50% of the work is off-site", "facts.md §2.1, §2.2 QLD, §9", figures=["20%"])
A("qld plumber, invoiced a notifiable job today. how long have i got to lodge the form 4 with qbcc", "QLD",
  "notifiable work registered with the QBCC within 10 business days of invoicing", "facts.md §4.2 QLD", figures=["10 business days"])
A("roofer in townsville on a house job, the eaves are about 2.5 m up. do i need a swms or is that only for commercial", "QLD",
  "a SWMS is needed for any construction work above 2 m, housing included", "facts.md §5.6 QLD", verdict="yes", figures=["2 m"])
A("young sparky in brissy asked me how long he has to keep copies of his certificates of testin and compliance", "QLD",
  "contractor keeps a copy for 5 years", "facts.md §3.2 QLD, §6.4", figures=["5 years"])
A("chippy doin a 19k bathroom refit in ipswich. does it need home warranty cover", "QLD",
  "QLD Home Warranty Scheme for residential work over $3,300", "facts.md §2.1, §2.2 QLD", verdict="yes", figures=["$3,300"])
A("carpenter in 4870, the job has a bit of tilin in it that's outside my class, about 2,500 worth. am i allowed to do it as part of the job", "QLD",
  "incidental work outside the licence class allowed up to a combined $3,300", "facts.md §1.3", verdict="yes", figures=["$3,300"])
A("qld job, owner got the signed contract and the consumer guide on wednesday. how long is her cooling off", "QLD",
  "5 business days starting the day after the owner receives the signed contract (and guide)", "facts.md §2.1, §2.2 QLD", figures=["5 business days"])
A("level 2 job on the sunny coast, we started on site last week. is there some notice i gotta give now", "QLD",
  "Commencement Notice within 10 business days of starting on site for $20,000+ contracts", "facts.md §2.2 QLD", figures=["10 business days"])
A("draftie asked me, does a 1,500 hydraulic services design job in qld need a qbcc licence", "QLD",
  "licence needed for work over $1,100 involving hydraulic services design", "facts.md §1.3", verdict="yes", figures=["$1,100"])
# WA 11
A("bunbury, 18k patio build for a customer. do i have to be a registered buildin contractor", "WA",
  "building contractor registration for work over $20,000", "facts.md §1.4, §2.1 WA", verdict="no", figures=["$20,000"])
A("wa sparky, finished notifiable work this mornin. how long for the notice of completion and who gets it", "WA",
  "NOC within 3 days of finishing, to the network operator (Building and Energy if off-grid)", "facts.md §3.2 WA", figures=["3 days"])
A("customer in 6155 is chasin the electrical safety certificate for the work i did. how long have i actually got", "WA",
  "ESC to the person the work was done for within 28 days", "facts.md §3.2 WA", figures=["28 days"])
A("plumber in joondalup. how far ahead do i lodge the noi for major work, and how long after to get the coc in", "WA",
  "NOI at least 24 hours before major plumbing work; CoC within 5 working days of finishing", "facts.md §4.2 WA", figures=["24 hours", "5 working days"])
A("wa, 30k extension, do i need the home indemnity certificate before i send the first invoice", "WA",
  "HII for residential work over $20,000 before claiming any payment or starting work", "facts.md §2.1, §2.2 WA", verdict="yes", figures=["$20,000"])
A("my accountant wants us to register as a buildin contractor in wa thru our family trust. can we do that", "WA",
  "a trust cannot be registered as a building contractor", "facts.md §1.4", verdict="no")
A("6k fixed price tilin contract in mandurah, does the home building contracts act cover it", "WA",
  "HBCA covers fixed-price contracts $7,500-$500,000; $6,000 is below", "facts.md §2.1, §2.2 WA", verdict="no", figures=["$7,500"])
A("gasfitter from geraldton, mate wants me to swap a gas bayonet for him, only 80 bucks worth. do i still need to be licensed for that", "WA",
  "gasfitting on a consumer's installation only by an appropriately licensed gas fitter, at any value", "facts.md §1.4, §9", verdict="yes")
A("im head contractor in perth, how long have i got to pay my subbie's claim under the wa sop act", "WA",
  "head contractor to subcontractor 25 business days", "facts.md §6.7 WA", figures=["25 business days"])
A("does my plumbin contractor licence number have to go on the ute signage in perth", "WA",
  "licence number must appear in all advertising", "facts.md §1.4", verdict="yes")
A("my customer in 6056 wants to owner-build a 35k granny flat himself. does he need approval first", "WA",
  "owner-builders need approval for work over $20,000", "facts.md §1.4", verdict="yes", figures=["$20,000"])
# SA 13
A("roofer in 5082, got a gutter job next wednesday with a 2.4m drop. swms needed?", "SA",
  "SA HRCW fall trigger more than 2 m from 1 July 2026 -> SWMS needed at 2.4 m", "facts.md §5.6, §9", verdict="yes", figures=["2 m"], date="2026-12-02")
A("sa sparky, does the eCoC get done before or after the install is energised, and how long to send it thru", "SA",
  "completed before the installation is made available for energisation; to the Technical Regulator and owner within 30 days", "facts.md §3.2 SA", figures=["30 days"])
A("sa plumber, mate reckons i get 30 days for the plumbing coc same as the sparkies. right?", "SA",
  "statement to correct: SA plumbing CoC within 7 days of completing the work", "facts.md §4.2 SA, §9", verdict="no", figures=["7 days"])
A("converted a cooktop from natural gas to lpg in murray bridge. do i need a gas coc and how long have i got", "SA",
  "gas CoC needed after conversions; electronic CoC within 30 days", "facts.md §4.5 SA, §9", verdict="yes", figures=["30 days"])
A("11,500 bathroom job in port lincoln. does sa law make me do a written contract for that", "SA",
  "written domestic building work contract for work of $12,000 or more; $11,500 is under", "facts.md §2.1, §9", verdict="no", figures=["$12,000"])
A("my son's startin out paintin houses in adelaide. does he need a bwc licence or is paintin exempt", "SA",
  "painting is building work (BWC Regs r3); building-work contracting needs a licence", "facts.md §1.5", verdict="yes")
A("customer near clare wants a post and wire fence round a paddock. is that buildin work under the sa bwc rules", "SA",
  "post-and-wire fencing is excluded from building work (r3)", "facts.md §1.5", verdict="no")
A("sa subbie, sent my claim to the head contractor, how long has he got to give me a payment schedule", "SA",
  "payment schedule within 15 business days (or earlier per contract)", "facts.md §6.7 SA", figures=["15 business days"])
A("doin a reno for a lady in glenelg on the house she lives in. can i use the sa security of payment act against her if she doesnt pay", "SA",
  "SA SOP doesn't cover domestic work where the client lives there", "facts.md §6.7 SA", verdict="no")
A("sa, whats the max penalty if my domestic contract leaves off my licence number", "SA",
  "BWC Act s28 contract requirements: maximum penalty $5,000", "facts.md §2.2 SA", figures=["$5,000"])
A("we did a verandah roof in elizabeth back in may this year, about 2.2m up, no swms done. were we in the wrong back then", "SA",
  "before 1 July 2026 the SA fall trigger was 3 m -> no SWMS required at 2.2 m in May 2026", "facts.md §5.6, §9", verdict="no", figures=["3 m"], date="2026-05-15")
A("unlicensed bloke did some buildin work for my customer in 5000 and now wants to sue her for the money. is he even entitled to be paid", "SA",
  "an unlicensed contractor is generally not entitled to be paid", "facts.md §1.5", verdict="no")
A("goin for my bwc licence in sa, how much in net assets do i need to show", "SA",
  "at least $10,000 net assets", "facts.md §1.5", figures=["$10,000"])
# TAS 9
A("22k bathroom reno in sandy bay. do i legally need a written contract", "TAS",
  "residential building work of $20,000 or more needs a written, dated, signed contract", "facts.md §2.1, §2.2 TAS", verdict="yes", figures=["$20,000"])
A("15k kitchen in launceston, customer's happy with a handshake. any law sayin it has to be written", "TAS",
  "written contract only for $20,000 or more", "facts.md §2.1, §2.2 TAS", verdict="no", figures=["$20,000"])
A("my brother in devonport wants to owner-build. how many projects can he do and what public liability does he need", "TAS",
  "owner-builders limited to 2 projects in 10 years; public liability at least $5 million", "facts.md §1.6", figures=["2 projects in 10 years", "$5 million"])
A("customer in hobart wants the hot water storage turned down to 50 to save on power. can i do that", "TAS",
  "stored hot water must be kept at 60°C or more (Legionella)", "facts.md §4.3", verdict="no", figures=["60°C"])
A("plumbin job at a childcare centre in kingston beach tas, what temp do i set the mixin valve on the basins", "TAS",
  "TMV set to 45°C in early childhood centres", "facts.md §4.3", figures=["45°C"])
A("tas subbie on a house job, how long does the builder have to give me a payment schedule", "TAS",
  "TAS SOP payment schedule: 20 days residential (10 days commercial)", "facts.md §6.7 TAS", figures=["20 days"])
A("won an adjudication against a builder in burnie. how long has he got to pay up", "TAS",
  "adjudicated amounts paid within 5 days", "facts.md §6.7 TAS", figures=["5 days"])
A("tas plumber, category 2b job. do i tell council before or after", "TAS",
  "Cat 2B: plumber notifies council after (Form 80)", "facts.md §4.2 TAS")
A("customer in 7250 wants to use the kitchen sink tap for tempered water too, does the sink need to be at 50?", "TAS",
  "kitchen sinks and laundry taps don't need tempered water", "facts.md §4.3", verdict="no")
# ACT 9
A("sparky in belconnen, customer wants a home battery put in. need anythin extra on my licence", "ACT",
  "DER endorsement needed for wiring work on solar, inverters and batteries from 11 Sep 2024", "facts.md §1.7", verdict="yes", figures=["11 Sep 2024"])
A("act, tested a job yesterday. how long to get the test report in", "ACT",
  "test report to the Construction Occupations Registrar or owner within 14 days of the test", "facts.md §3.2 ACT", figures=["14 days"])
A("new install in gungahlin, customer wants power on tonight. can i energise before access canberra audits it", "ACT",
  "new installations can't be energised until passed by Access Canberra's audit", "facts.md §3.2 ACT", verdict="no")
A("chippy movin to tuggeranong, do i need a carpentry licence in the act", "ACT",
  "carpenters are not a licensed occupation in the ACT", "facts.md §1.7", verdict="no")
A("act gasfitter, finished a hot water install. when do i have to give the compliance certificate", "ACT",
  "compliance indicator attached and certificate given as soon as practicable (Gas Safety Act s9)", "facts.md §4.5 ACT")
A("15k extension on a house in weston creek, do i need the residential buildin insurance", "ACT",
  "residential building insurance or fidelity certificate for alterations/additions of $12,000 or more", "facts.md §2.2 ACT", verdict="yes", figures=["$12,000"])
A("owner in 2906 found a leak in the roof of the extension we did. how long has she got to tell the insurer", "ACT",
  "insurer must be told within 90 days of the owner becoming aware of a defect", "facts.md §2.2 ACT", figures=["90 days"])
A("act subbie, what's the max time the builder can take to pay my claim", "ACT",
  "ACT SOP s13(1): 15 business days", "facts.md §6.7 ACT", figures=["15 business days"])
A("homeowner in 2913 wants to re-plumb his own laundry to save money. allowed in the act?", "ACT",
  "homeowners can't do regulated plumbing in the ACT", "facts.md §4.2 ACT", verdict="no")
# NT 10
A("free standin shed in palmerston nt, 20k job. need bpb registration?", "NT",
  "free-standing sheds don't need building contractor registration", "facts.md §1.8", verdict="no")
A("alice springs, 40k extension on a house. do i need to be registered as a buildin contractor", "NT",
  "BPB registration for listed residential work (extensions) above $12,000", "facts.md §1.8", verdict="yes", figures=["$12,000"])
A("just got my advanced tradesman plumbing licence in darwin. can i certify my own work now", "NT",
  "an advanced tradesman can contract and do the work but can't certify; certifying needs BPB certifying plumber registration", "facts.md §1.8, §4.2 NT", verdict="no")
A("apprentice in katherine asked how much post-trade experience he needs for the advanced tradesman licence", "NT",
  "2 years' post-trade experience and 10 units of competency", "facts.md §1.8", figures=["2 years"])
A("sparky in darwin, swappin a light fitting like for like tomorrow, no wiring changes. do i need to do a coc", "NT",
  "from 1 Jan 2026 like-for-like replacements that don't change wiring, load or circuit protection need no CoC", "facts.md §3.2 NT", verdict="no", date="2026-11-28")
A("customer in casuarina just wants me to plug in her new fridge, its on a flexible cord. is that electrical work under the nt act", "NT",
  "plugging in equipment with a flexible cord is not electrical work", "facts.md §1.8", verdict="no")
A("nt builder wrote 45 business days to pay in my subbie contract. does that stand", "NT",
  "any term longer than 30 business days is read as 30 business days", "facts.md §6.7 NT", verdict="no", figures=["30 business days"])
A("15k extension on a house in nightcliff, do i need a signed contract", "NT",
  "signed contract for prescribed residential building work over $12,000", "facts.md §2.1, §9", verdict="yes", figures=["$12,000"])
A("goin for bpb registration in the nt, how much in net tangible assets do they want", "NT",
  "builders need $50,000 in net tangible assets", "facts.md §2.2 NT", figures=["$50,000"])
A("gasfitter, big commercial kitchen in darwin, over 200 MJ an hour. when do i tell nt worksafe", "NT",
  "gas works over 200 MJ an hour notified to NT WorkSafe no later than 24 hours before they start", "facts.md §9", figures=["24 hours"])
# AU 15
A("hired my first apprentice, what percent super do i gotta pay on his wages", "AU",
  "super guarantee 12% for wages paid from 1 July 2025", "facts.md §6.6, §9", figures=["12%"])
A("my missus runs a not for profit footy club that does a bit of work. whats their gst registration threshold", "AU",
  "GST registration $150,000 for non-profits", "facts.md §6.2", figures=["$150,000"])
A("turnover went over 75k last month. how long have i got to register for gst", "AU",
  "register within 21 days of reaching the threshold", "facts.md §6.2", figures=["21 days"])
A("doin a 1,200 job for a customer, does the tax invoice need her name or abn on it", "AU",
  "sales of $1,000 or more must show the buyer's identity or ABN", "facts.md §6.3", verdict="yes", figures=["$1,000"])
A("customer emailed askin for a tax invoice for last months job. how long have i got to send it", "AU",
  "tax invoice within 28 days of a request", "facts.md §6.3, §9", figures=["28 days"])
A("how long do i have to hang onto my business receipts and records", "AU",
  "keep business records for 5 years", "facts.md §6.4, §9", figures=["5 years"])
A("customer found an old slab of engineered stone in her garage and wants me to cut and install it as a new benchtop. can i do that", "AU",
  "making, processing or installing engineered stone benchtops banned from 1 July 2024", "facts.md §5.8", verdict="no", figures=["1 July 2024"])
A("is sintered stone caught up in the engineered stone ban", "AU",
  "sintered stone is excluded from the engineered stone definition", "facts.md §5.8", verdict="no")
A("my apprentice is gonna be installin split systems. does he need his own ticket for the gas side of it", "AU",
  "work on RAC equipment with fluorocarbon refrigerant needs a Refrigerant Handling Licence (ARC)", "facts.md §1.9", verdict="yes")
A("new labourer got his white card in qld. is it any good on my sites in nsw or does he need to redo it", "AU",
  "construction induction cards are recognised across states", "facts.md §5.7", verdict="yes")
A("buildin a deck with a landing and stairs, how high do the balustrades need to be on each", "AU",
  "barrier at least 1 m above a landing; 865 mm along stairs and ramps", "facts.md §5.2", figures=["1 m", "865 mm"])
A("bookkeeper reckons the super for the july to september quarter this year was fine to pay by 28 october like always. was it?", "AU",
  "Payday Super from 1 July 2026: SG must reach the fund within 7 business days after each payday; quarterly 28 Oct date kept only for quarters to 30 June 2026", "facts.md §6.6, §9", verdict="no", figures=["7 business days"], date="2026-09-30")
A("new subbie's abn passed the check digit test. does that mean its definitely active", "AU",
  "passing the checksum proves only the format; ABN Lookup shows if issued/active", "facts.md §6.1", verdict="no")
A("forgot to hold back tax from a subbie who never gave me an abn. what happens now", "AU",
  "should have withheld 47%; penalty may equal the amount that should have been withheld", "facts.md §6.8", figures=["47%"])
A("house built in 1995, customer wants to know if the walls are likely to have asbestos in em", "AU",
  "built after 1990: asbestos unlikely", "facts.md §5.5", verdict="no", figures=["1990"])
A("how long after finishin major plumbin work have i got to get my certificate of compliance in", "WA",
  "profile WA plumber: CoC within 5 working days of finishing major plumbing work", "facts.md §4.2 WA", figures=["5 working days"], profile={"state": "WA", "trade": "plumber"})
A("customer wants to pay 10% deposit on a 24k job i quoted, can i take it", "QLD",
  "profile QLD builder: 5% max at $20,000 or more", "facts.md §2.1, §2.2 QLD", verdict="no", figures=["5%"], profile={"state": "QLD", "trade": "builder"})
# ---------------- tools (40) ----------------
T("dry plasterin job in bathurst, quoted 4,700 + gst. does that tip me over the licence line?", "NSW",
  "4,700 x 1.1 = 5,170 incl GST > $5,000", "facts.md §1.1, §2.1", verdict="yes", figures=["$5,170", "$5,000"])
T("whats 10 percent deposit in dollars on a 36,500 kitchen in 2750", "NSW",
  "NSW deposit cap 10% of 36,500", "facts.md §2.2 NSW", figures=["$3,650", "10%"])
T("same reno in 2780: tilin 2,900 and wet plasterin 2,300, both me. need a licence?", "NSW",
  "sum of one job 5,200 > $5,000 (x1.1 also over)", "facts.md §1.1, §2.1", verdict="yes", figures=["$5,200", "$5,000"])
T("customer in 2287 wants to give me 1,800 up front on a 16k bathroom. am i allowed to take that much", "NSW",
  "cap 10% of 16,000 = $1,600 < 1,800", "facts.md §2.2 NSW", verdict="no", figures=["$1,600", "10%"])
T("customer in geelong wants plasterin 6k and paintin 5.5k on the same house, all me. do i need registration", "VIC",
  "sum 11,500 > $10,000 -> registration", "facts.md §1.2", verdict="yes", figures=["$11,500", "$10,000"])
T("max deposit in dollars on a 19,800 bathroom in 3220?", "VIC",
  "10% under $20,000", "facts.md §2.2 VIC", figures=["$1,980", "10%"])
T("64k extension in 3350, whats the most deposit i can take in actual dollars", "VIC",
  "5% at $20,000 or more", "facts.md §2.2 VIC", figures=["$3,200", "5%"])
T("plumbin job in 3280, my labour is 520 and the customer bought the vanity and tapware herself for 260. compliance cert needed?", "VIC",
  "total incl customer-supplied materials 780 > $750", "facts.md §4.2 VIC", verdict="yes", figures=["$780", "$750"])
T("deck 9k and pergola 8.5k on the same job in 3805. does it need dbi", "VIC",
  "sum 17,500 > $16,000 (x1.1 also over)", "facts.md §2.2 VIC", verdict="yes", figures=["$17,500", "$16,000"])
T("carpentry job in hervey bay, 2,900 + gst. qbcc licence or not", "QLD",
  "2,900 x 1.1 = 3,190, not over $3,300", "facts.md §1.3, §2.1", verdict="no", figures=["$3,190", "$3,300"])
T("qld, customer is supplyin 1,500 of tiles and my labour is 2,000. licence?", "QLD",
  "value includes materials whoever supplies them: 3,500 > $3,300 (x1.1 also over)", "facts.md §1.3", verdict="yes", figures=["$3,500", "$3,300"])
T("48k reno in rockhampton, max deposit in dollars?", "QLD",
  "5% at $20,000 or more", "facts.md §2.2 QLD", figures=["$2,400", "5%"])
T("12,400 bathroom in bundaberg, how much deposit can i ask for", "QLD",
  "10% under $20,000", "facts.md §2.2 QLD", figures=["$1,240", "10%"])
T("85k home build in 6530, whats the max deposit in dollars", "WA",
  "6.5% of the total amount payable", "facts.md §2.2 WA, §9", figures=["$5,525", "6.5%"])
T("240k house contract in baldivis, most deposit i can take?", "WA",
  "6.5% of 240,000", "facts.md §2.2 WA, §9", figures=["$15,600", "6.5%"])
T("wa, 12k patio plus 9.5k carport on the same contract. do i need to be a registered buildin contractor", "WA",
  "sum 21,500 > $20,000 (x1.1 also over)", "facts.md §1.4", verdict="yes", figures=["$21,500", "$20,000"])
T("sa, 6k bathroom plus 4.2k laundry on one contract. written contract required?", "SA",
  "sum 10,200 < $12,000 (x1.1 = 11,220 also under)", "facts.md §2.1, §9", verdict="no", figures=["$10,200", "$12,000"])
T("tas, 12k kitchen and 9k laundry on the one contract in glenorchy. written contract?", "TAS",
  "sum 21,000 >= $20,000 (x1.1 also over)", "facts.md §2.2 TAS", verdict="yes", figures=["$21,000", "$20,000"])
T("act, 7,500 for the deck and 5,200 for the new room roof, same alteration job. residential buildin insurance?", "ACT",
  "sum 12,700 >= $12,000 (x1.1 also over)", "facts.md §2.2 ACT", verdict="yes", figures=["$12,700", "$12,000"])
T("nt, 8k plus 5.5k extension work on one house in 0830. bpb registration needed?", "NT",
  "sum 13,500 > $12,000 (x1.1 also over)", "facts.md §1.8", verdict="yes", figures=["$13,500", "$12,000"])
T("next week's pay for my apprentice is 1,450. how much super goes on that", "AU",
  "12% of 1,450 (wages paid 4 Dec 2026)", "facts.md §6.6, §9", figures=["$174", "12%"], date="2026-12-04")
T("i pay my labourer two grand a fortnight, whats the super on each pay", "AU",
  "12% of 2,000", "facts.md §6.6", figures=["$240", "12%"])
T("back in march 2025 i paid wages of 2,600 and never did the super. what should it have been", "AU",
  "11.5% for wages paid 1 Jul 2024 - 30 Jun 2025", "facts.md §6.6, §9", figures=["$299", "11.5%"], date="2025-03-15")
T("customer paid 3,740 incl gst, how much of that is gst", "AU",
  "1/11 of 3,740", "facts.md §6.2, §6.3", figures=["$340", "10%"])
T("quote's 8,250 before gst, whats the total with gst on", "AU",
  "8,250 x 1.1", "facts.md §6.2", figures=["$9,075", "10%"])
T("eleven hundred bucks incl gst, hows much gst is in that", "AU",
  "1/11 of 1,100", "facts.md §6.2", figures=["$100", "10%"])
T("subbie never gave me an abn, his invoice is 3,400. how much do i keep back for the tax office", "AU",
  "47% of 3,400", "facts.md §6.8", figures=["$1,598", "47%"])
T("no abn from a bloke who dropped off some sand, 70 bucks ex gst. do i withhold", "AU",
  "$75 or less ex GST: no withholding", "facts.md §6.8", verdict="no", figures=["$75"])
T("my 16 yo cousin helps on weekends, no abn, i pay him 380 a week. do i have to withhold and how much", "AU",
  "under 18 but over $350 a week -> withhold 47% of 380", "facts.md §6.8", verdict="yes", figures=["$178.60", "47%", "$350"])
T("did 48k on the tools plus 29k on side jobs this year. gotta register for gst?", "AU",
  "77,000 >= $75,000", "facts.md §6.2", verdict="yes", figures=["$77,000", "$75,000"])
T("turnover's 68,500 from tilin plus 6,400 from a bit of handyman stuff. gst registration yet?", "AU",
  "74,900 < $75,000", "facts.md §6.2", verdict="no", figures=["$74,900", "$75,000"])
T("new subbie's abn is 96 068 309 025, does it check out", "AU", "ABN check digits", "facts.md §6.1", figures=["valid"])
T("is 33768415006 a real abn or made up", "AU", "ABN check digits", "facts.md §6.1", figures=["valid"])
T("sparky's invoice has abn 71 061 192 734. legit?", "AU", "ABN check digits (last digit changed)", "facts.md §6.1", figures=["invalid"])
T("can u check abn 39014428184 for me", "AU", "ABN check digits (two digits swapped)", "facts.md §6.1", figures=["invalid"])
T("payin my leading hand 58k a year, how much super is that for the year", "AU",
  "12% of 58,000", "facts.md §6.6", figures=["$6,960", "12%"])
T("small job, 640 ex gst. how much gst do i add", "AU",
  "10% of 640", "facts.md §6.2", figures=["$64", "10%"])
T("delivery bloke with no abn charged me exactly 75 ex gst. do i have to withhold anything", "AU",
  "$75 or less ex GST: no withholding", "facts.md §6.8", verdict="no", figures=["$75"])
T("quote for a customer came to 27,500 incl gst. how much is the gst component", "AU",
  "1/11 of 27,500", "facts.md §6.2", figures=["$2,500", "10%"])
T("wages for my two apprentices this quarter came to 14,300. super on that?", "AU",
  "12% of 14,300", "facts.md §6.6", figures=["$1,716", "12%"])
# ---------------- declines (36) ----------------
BCN = "Building Commission NSW"
D("how much does it cost to apply for a qualified supervisor certificate in nsw", "NSW", "certificate application fee not held", BCN)
D("put my notice of work in for a job out near 2710. how long does it usually take for the inspector to come out", "NSW", "plumbing inspection booking time not held", BCN)
D("what does safework nsw charge for a class b asbestos removal licence", "NSW", "asbestos licence fee not held", "SafeWork NSW")
D("sparky mate missed the 7 day ccew deadline by a week. whats the fine for that", "NSW", "late CCEW penalty not held (7 days is held)", BCN)
BPC = "Building and Plumbing Commission (formerly VBA)"
D("whats the fee for domestic builder limited registration with the bpc", "VIC", "registration fee not held", BPC)
D("vic subbie, builder sent me a payment schedule, how many days has he got to actually pay it", "VIC", "VIC SOP maximum time to pay not captured", BPC)
D("how much does esv charge to register as an rec for 5 years", "VIC", "REC registration fee not held", "Energy Safe Victoria")
D("how long is the bpc takin to process plumbing registrations at the moment, apprentice just finished", "VIC", "processing time not held", BPC)
D("ballpark, whats the qbcc home warranty premium on a 300k new house", "QLD", "home warranty premium not held", "QBCC")
D("how much is a qld electrical contractor licence each year", "QLD", "electrical contractor licence fee not held", "Electrical Safety Office (WorkSafe QLD)")
D("qld gasfitter, how many days have i got to give the owner the gas system compliance certificate", "QLD", "QLD gas certificate deadline not held (certificate itself is held)", "Resources Safety and Health Queensland")
D("whats the fine in qld if i do notifiable plumbing work and never lodge the form 4", "QLD", "notifiable work penalty not held", "QBCC")
DEM = "Building and Energy (DEMIRS)"
D("roughly what does home indemnity insurance cost in wa on a 400k build", "WA", "HII premium not held", DEM)
D("whats the fee to register as a building contractor in wa", "WA", "registration fee not held", DEM)
D("wa sparky, whats the penalty if i forget to give the customer the electrical safety certificate", "WA", "ESC penalty not held (28 days is held)", DEM)
D("how much is a class b asbestos removal licence from worksafe wa", "WA", "asbestos licence fee not held", "WorkSafe WA")
CBS = "Consumer and Business Services (CBS)"
D("sa, does the customer get a cooling off period on a domestic buildin contract and how long", "SA", "SA cooling-off not found", CBS)
D("how much does a gasfitter licence cost in sa", "SA", "licence fee not held", CBS)
D("is there a fee to lodge each plumbing coc with the otr in sa, how much", "SA", "plumbing CoC lodgement fee not held", "Office of the Technical Regulator")
D("sa, how soon after i lodge a gas eCoC does the otr come out to audit it", "SA", "audit timing not held", "Office of the Technical Regulator")
CB = "CBOS"
D("tas, how many days cooling off does an owner get on a residential buildin contract", "TAS", "TAS cooling-off not found", CB)
D("tas plumber, cat 3 job, how many days before startin do i have to get the notice of work to council", "TAS", "Cat 3 notice lead time not held", CB)
D("what does a builder licence cost in tassie", "TAS", "licence fee not held", CB)
D("whats the fee for an owner builder permit in tas", "TAS", "owner-builder permit fee not held", CB)
AC = "Access Canberra"
D("act subbie, how many days does the builder have to send a payment schedule after my claim", "ACT", "ACT payment schedule not captured", AC)
D("how much to renew an electrical licence in the act", "ACT", "licence fee not held", AC)
D("how long is access canberra takin to book in an electrical inspection for a new install", "ACT", "inspection booking time not held", AC)
D("act, whats the max progress payment i can claim at frame stage on a new house", "ACT", "progress payment caps not held", AC)
BPB = "Building Practitioners Board"
D("nt, whats the max deposit on a 200k house build", "NT", "NT deposit amount not captured (regs 41HA/41HE)", BPB)
D("does the owner get a cooling off period on a buildin contract in darwin", "NT", "NT cooling-off not found", BPB)
D("how much is an electrical contractor licence in the nt", "NT", "licence fee not held", "NT WorkSafe")
D("ballpark cost of a fidelity fund certificate on a 350k house in palmerston nt", "NT", "fidelity certificate premium not held", "MBA NT Fidelity Fund")
D("how much extra do i gotta pay my labourer for a saturday", "AU", "penalty rates / award rates not held", "Fair Work Ombudsman")
D("whats the company tax rate for my pty ltd", "AU", "company tax rate not held", "ATO")
D("can u copy out the as 3740 bit about shower hob heights", "AU", "standard clause text not reproduced", "Standards Australia")
D("whats the interest the ato charges if i pay my bas late", "AU", "general interest charge rate not held", "ATO")
# ---------------- ambiguous (14) ----------------
M("plumbin job in windsor next week, how long have i got to get the compliance cert done after",
  "Windsor NSW (CoC; 7 working days if a booked inspection is missed) / Windsor VIC (5 days) / Windsor QLD (Form 4 10 business days) / Windsor SA (7 days)")
M("20k reno in st kilda, whats the max deposit",
  "St Kilda VIC (>= $20,000: 5%) / St Kilda SA (not found)")
M("25k house extension in perth, do i need home warranty insurance",
  "Perth WA (HII >$20,000: yes) / Perth TAS (no statutory scheme found)")
M("6k tilin job in ashfield, licence needed?",
  "Ashfield NSW (>$5,000: yes) / Ashfield WA (<=$20,000: no)")
M("8k reno in canterbury, do i need a written contract",
  "Canterbury NSW (>$5,000: yes) / Canterbury VIC (<=$10,000: no)")
M("sparky on a job in balmoral, how long for the electrical certificate",
  "Balmoral NSW (CCEW 7 days) / Balmoral QLD (as soon as possible) / Balmoral VIC (COES 1 month non-prescribed)")
M("30k reno, either mildura or buronga, havent heard which. max deposit?",
  "Mildura VIC (>= $20,000: 5%) / Buronga NSW (10%)")
M("sparky, next job's either in queanbeyan or fyshwick. how long to get the cert or test report in",
  "Queanbeyan NSW (CCEW 7 days) / Fyshwick ACT (test report 14 days)")
M("4k fence, could be goondiwindi or boggabilla depending on the quote. licence?",
  "Goondiwindi QLD (>$3,300: yes) / Boggabilla NSW (<=$5,000: no)")
M("do i need a licence for a 9k kitchen reno",
  "no state: NSW (>$5,000: yes) / VIC (<=$10,000: no) / QLD (>$3,300: yes) / WA (<=$20,000: no) / SA (building work contracting: licence) / NT (non-structural renovation: no registration)")
M("how long have i got to respond to a payment claim",
  "no state: NSW 10 business days / VIC 10 business days or earlier / QLD 15 business days / WA 15 business days / SA 15 business days / TAS 10 days commercial, 20 days residential / ACT, NT not captured")
M("7k bathroom in kew, do i need a licence or registration",
  "Kew VIC (<=$10,000: no) / Kew NSW (>$5,000: yes)")
M("3.5k deck in springfield, licence?",
  "Springfield QLD (>$3,300: yes) / Springfield NSW (<=$5,000: no) / Springfield VIC (<=$10,000: no)")
M("15k bathroom in margate, written contract needed?",
  "Margate QLD (level 1: yes) / Margate TAS (<$20,000: no)")

json.dump(items, open(os.path.join(HERE, "questions.json"), "w"), indent=2, ensure_ascii=False)
print(len(items))
