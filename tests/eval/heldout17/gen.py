#!/usr/bin/env python3
"""Writes questions.json for held-out set 17 (blind-h17). Items are listed by kind; ids are given in order at the end."""
import json, os
HERE = os.path.dirname(os.path.abspath(__file__))
I = []
def a(q, state, topic, basis, verdict=None, figures=None, date=None, profile=None):
    I.append(dict(q=q, kind="answer", state=state, topic=topic, basis=basis, verdict=verdict, figures=figures, date=date, profile=profile))
def t(q, state, topic, basis, figures, verdict=None, date=None):
    I.append(dict(q=q, kind="tool", state=state, topic=topic, basis=basis, verdict=verdict, figures=figures, date=date))
def d(q, state, topic, ask, profile=None, date=None):
    I.append(dict(q=q, kind="decline", state=state, topic=topic, basis="facts.md (not held)", ask=ask, profile=profile, date=date))
def m(q, topic):
    I.append(dict(q=q, kind="ambiguous", state=None, topic=topic, basis="facts.md §2.1 / per state"))

# ---------------- ANSWER: NSW ----------------
a("got a qualified supervisor cert in nsw, can i quote and contract jobs on that or not", "NSW",
  "a qualified supervisor certificate lets you supervise and do the work but not contract; contracting needs a contractor licence (or endorsed contractor licence)", "facts.md §1.1", "no")
a("sparky in wollongong, did the test on the new circuits monday. wen is the ccew due", "NSW",
  "CCEW within 7 days of finishing the safety and compliance test; customer always gets a copy", "facts.md §3.2 NSW", figures=["7 days"])
a("roof tiler up in 2250, job is 4.2k all in. do i need a licence for it", "NSW",
  "roof tiling is trade work: licence only over $5,000 incl GST; $4,200 is under", "facts.md §1.1, §2.1", "no", ["$5,000"])
a("bathroom reno in the shire (sutherland) 28k - whats the most i can take up front and do i need the hbcf insurance", "NSW",
  "max deposit 10% of the contract price; HBCF needed for contract price over $20,000 (yes here), before starting or taking money", "facts.md §2.1, §2.2 NSW", figures=["10%", "$20,000"])
a("mate reckons layin floatin floors in nsw needs a licence once its over 5 grand. true?", "NSW",
  "statement to correct: non-structural flooring is no longer licensed in NSW (since 16 Sep 2009)", "facts.md §1.1, §9", "no")
a("gasfitter out dubbo way, how long to get the coc copy to fair trading after the job", "NSW",
  "gas Certificate of Compliance copy to Fair Trading within 5 business days; also to consumer and network operator", "facts.md §4.5 NSW", figures=["5 business days"])
a("lpg install on a farm near moree, non networked. do i have to stick a compliance plate on it", "NSW",
  "non-networked (LPG) installations need a compliance plate attached; Certificate of Inspection to Fair Trading within 5 business days", "facts.md §4.5 NSW", "yes")
a("subbie in penrith, head contractor wants 30 business days to pay me. is that allowed", "NSW",
  "statement to correct: head contractor to subcontractor max 20 business days (30 BD is superseded)", "facts.md §6.7, §8", "no", ["20 business days"])
a("new ensuite in wagga, were movin the toilet and shower to the other wall. notice of work needed?", "NSW",
  "NoW needed before starting: a renovation that moves fixtures is not 'minor works'", "facts.md §4.2 NSW", "yes")
a("customer in orange signed a 35k contract tuesday and got her copy, now wants out. how long has she got", "NSW",
  "cooling-off 5 clear business days after being given a copy of the signed contract (HBA s 7BA); contractor keeps only reasonable out-of-pocket expenses", "facts.md §2.2 NSW", figures=["5 clear business days"])
a("how much fibro can a home owner rip off themselves in nsw before they need a licensed mob", "NSW",
  "home renovators may remove up to 10 m² of bonded asbestos in total; above that a licensed contractor", "facts.md §5.5", figures=["10 m²"])
a("theres a pay when paid clause in my subbie contract, gosford job. does that hold up", "NSW",
  "'pay when paid' clauses are void (NSW SOP s34)", "facts.md §6.7", "no")
a("aircon guy, split system install in nsw only $2,400. do i need a nsw licence for that as well as my arctick", "NSW",
  "AC&R is specialist work: NSW licence at any value (plus refrigerant handling licence)", "facts.md §1.1, §2.1, §1.9", "yes")
a("12k job in tamworth, is that a small jobs contract or a full home building contract", "NSW",
  "small jobs contract for $5,000-$20,000; home building (large jobs) contract over $20,000", "facts.md §2.2 NSW, §9", figures=["$5,000", "$20,000"])
a("whats the max penalty in nsw if i take too big a deposit, im a sole trader not a company", "NSW",
  "HBA s8 deposit offence: 200 penalty units for an individual (1,000 for a corporation)", "facts.md §2.2 NSW", figures=["200 penalty units"])
a("diggin a 1.8m trench for stormwater in blacktown, is that high risk construction work", "NSW",
  "trenches deeper than 1.5 m are HRCW: SWMS before starting", "facts.md §5.6", "yes", ["1.5 m"])

# ---------------- ANSWER: VIC ----------------
a("reblockin a weatherboard in bendigo, only about 3.5k. do i need to be registered", "VIC",
  "re-blocking / re-stumping needs registration whatever the cost", "facts.md §1.2, §2.1", "yes")
a("geelong plumber, tap washer and a leaky cistern, $180 all up. compliance cert needed?", "VIC",
  "compliance certificate only over $750 (no any-value item applies)", "facts.md §4.2 VIC", "no", ["$750"])
a("relocatin a gas space heater to the other wall in frankston, 600 bucks. cert or not", "VIC",
  "Type A gas appliance relocation: compliance certificate at any value, within 5 days", "facts.md §4.2 VIC, §4.5", "yes", ["5 days"])
a("solar n battery install out mildura way, can i sign it off myself or does someone else have to look at it", "VIC",
  "solar and batteries are prescribed work: independent Licensed Electrical Inspector; not energised before inspection", "facts.md §3.2 VIC", "no")
a("client wants to pull out of a 60k extension contract in vic. how long has he got and what can i keep", "VIC",
  "5 clear business days after receiving the signed copy; builder may keep $100 plus approved out-of-pocket expenses", "facts.md §2.2 VIC", figures=["5 clear business days", "$100"])
a("14k bathroom in ballarat, do i need domestic building insurance", "VIC",
  "DBI only for work over $16,000 (3 storeys or less)", "facts.md §2.1, §2.2 VIC", "no", ["$16,000"])
a("do i have to hand the client the consumer guide before they sign, vic major domestic contract", "VIC",
  "Domestic Building Consumer Guide must be given before signing", "facts.md §2.2 VIC", "yes")
a("im registered but not licensed plumber in vic. can i sign my own compliance cert on a 2k job", "VIC",
  "only licensed plumbers sign compliance certificates; over $750 a registered plumber needs a licensed plumber in the class", "facts.md §1.2, §4.2 VIC", "no", ["$750"])
a("small asbestos job in vic, under 10m2 non friable. how much notice to worksafe", "VIC",
  "at least 24 hours before for 10 m² or less of non-friable material", "facts.md §5.5", figures=["24 hours"])
a("is it still the vba or the bpc now in victoria", "VIC",
  "Building and Plumbing Commission since 1 July 2025 (legally the VBA trading as BPC)", "facts.md §0, §1.2", figures=["1 July 2025"])
a("electrician in vic wantin to take on jobs direct from the public, what do i need", "VIC",
  "register as a registered electrical contractor (REC) with ESV, nominating a technical supervisor (A-grade) and a business supervisor; up to 5 years", "facts.md §1.2 VIC")
a("client says my contract never had the cooling off notice in it. how long has he got to get out now, vic", "VIC",
  "without the notice the owner has 7 days from becoming aware", "facts.md §2.2 VIC", figures=["7 days"])
a("commercial job in dandenong, sent my payment claim 12 business days ago, no schedule back. what now", "VIC",
  "payment schedule due within contract time or 10 business days, whichever is earlier; otherwise the full claim is payable", "facts.md §6.7 VIC", figures=["10 business days"])
a("customer in brunswick wants an engineered stone benchtop installed next week, can i do it", "VIC",
  "engineered stone benchtops banned from 1 July 2024", "facts.md §5.8", "no", ["1 July 2024"])
a("diy sparky work by the homeowner in vic, legal?", "VIC",
  "DIY electrical work is illegal in VIC; consumers must use an REC", "facts.md §1.2 VIC", "no")

# ---------------- ANSWER: QLD ----------------
a("qbcc for a deck?", "QLD", "QBCC licence needed for building work over $3,300 (labour + materials + GST)", "facts.md §1.3, §2.1", figures=["$3,300"])
a("chippy in toowoomba, pergola for $2,900 incl gst. need my qbcc ticket for that one", "QLD",
  "under $3,300: no QBCC licence needed", "facts.md §1.3, §2.1", "no", ["$3,300"])
a("termite spray job in ipswich, only $600. do i need qbcc", "QLD",
  "termite management (chemical) needs a licence at any value", "facts.md §1.3", "yes")
a("hydraulic design on a small job qld, about 1500 bucks. licence?", "QLD",
  "hydraulic services design needs a licence over $1,100", "facts.md §1.3", "yes", ["$1,100"])
a("notifiable work in logan, invoice went out friday. whens the form 4 due", "QLD",
  "Form 4 to QBCC within 10 business days of invoicing; copy to owner", "facts.md §4.2 QLD", figures=["10 business days"])
a("goin for my qld electrical contractor licence, how much public liability and consumer protection cover", "QLD",
  "public and products liability at least $5,000,000; consumer protection at least $50,000", "facts.md §1.3", figures=["$5,000,000", "$50,000"])
a("how long do i gotta keep copies of my test certs, sparky in townsville", "QLD",
  "contractor keeps a copy of certificates for 5 years", "facts.md §3.2 QLD, §6.4", figures=["5 years"])
a("25k reno in cairns signed today, when do i have to give em their copy of the contract", "QLD",
  "signed copy within 5 business days and before work starts", "facts.md §2.2 QLD", figures=["5 business days"])
a("fixin gutters on a single storey in rockhampton, 2.4m to the ground. swms?", "QLD",
  "a SWMS is needed for any construction work above 2 m, housing included", "facts.md §5.6 QLD", "yes", ["2 m"])
a("gasfitter movin from newcastle to the goldy. can i just use my nsw gas licence under mutual recognition", "QLD",
  "QLD is not in Automatic Mutual Recognition for gas: apply through the RSHQ portal", "facts.md §1.3", "no")
a("30k granny flat in mackay, started on site yesterday. is there a notice i gotta send qbcc", "QLD",
  "Commencement Notice within 10 business days of starting on site for contracts of $20,000+", "facts.md §2.2 QLD, §9", "yes", ["10 business days"])
a("does the qld home warranty cover a reno in a 6 storey unit block sittin over a car park", "QLD",
  "multi-unit buildings more than 3 storeys above a car park are not covered", "facts.md §2.2 QLD", "no")
a("how long does the qbcc home warranty last on a job", "QLD",
  "cover runs 6 years 6 months from premium paid, contract signed or work started (first)", "facts.md §2.2 QLD", figures=["6 years 6 months"])
a("qld builder, client never paid the 5 day cooling off thing any mind, if they pull out what do they owe me", "QLD",
  "cooling-off 5 business days; owner pays $100 plus reasonable out-of-pocket expenses", "facts.md §2.2 QLD", figures=["5 business days", "$100"])
a("qld subbie, builder didnt send a payment schedule. how long did he have", "QLD",
  "BIF Act payment schedule within 15 business days (or earlier per contract); up to 100 penalty units for failing to give one", "facts.md §6.7 QLD", figures=["15 business days"])

# ---------------- ANSWER: WA ----------------
a("perth wa, 18k patio for a client. do i have to be a registered builder", "WA",
  "building contractor registration only over $20,000", "facts.md §1.4, §2.1", "no", ["$20,000"])
a("sparky in bunbury, notice of completion and the esc, what are the deadlines", "WA",
  "NOC within 3 days of finishing; ESC to the customer within 28 days", "facts.md §3.2 WA", figures=["3 days", "28 days"])
a("adding a new circuit in geraldton, do i have to put a preliminary notice in first", "WA",
  "PN to the network operator before notifiable work starts (r51)", "facts.md §3.2 WA", "yes")
a("wa plumbin contractor, how long we meant to hang on to the cocs", "WA",
  "keep certificates of compliance at least 6 years", "facts.md §1.4, §4.2 WA, §6.4", figures=["6 years"])
a("kalgoorlie plumber, major job starts monday 7am. when does the NOI have to be in by", "WA",
  "Notice of Intention at least 24 hours before major plumbing work", "facts.md §4.2 WA", figures=["24 hours"])
a("wa, 6k kitchen cabinet job. does the home building contracts act kick in", "WA",
  "HBCA covers fixed-price contracts $7,500-$500,000; $6,000 is below", "facts.md §2.2 WA", "no", ["$7,500"])
a("client in joondalup wants a rise and fall clause in the home buildin contract, can we put one in", "WA",
  "rise-and-fall clauses are not allowed under the HBCA", "facts.md §2.2 WA", "no")
a("60k reno in mandurah, when do i need the home indemnity sorted", "WA",
  "HII for residential work over $20,000: certificate before claiming any payment or starting work", "facts.md §2.2 WA", figures=["$20,000"])
a("wa, just hookin up a gas bbq bayonet and a bit of copper, do i need a gas licence", "WA",
  "gasfitting on a consumer's gas installation only by a licensed gas fitter, at any value", "facts.md §1.4, §9", "yes")
a("owner builder in wa, how long before they can sell without home indemnity", "WA",
  "cannot sell within 7 years of the building permit without HII", "facts.md §1.4", figures=["7 years"])
a("goin for wa building contractor registration, how much cash do they want to see", "WA",
  "generally at least $50,000 in cash or equivalent and a quick ratio of at least 1:1", "facts.md §1.4", figures=["$50,000"])
a("wa subbie, how long can the head contractor take to pay my claim", "WA",
  "head contractor to subcontractor 25 business days", "facts.md §6.7 WA", figures=["25 business days"])

# ---------------- ANSWER: SA ----------------
a("adelaide sparky, how long have i got to get the ecoc to the otr", "SA",
  "eCoC completed before energisation, then to the Technical Regulator and owner within 30 days", "facts.md §3.2 SA", figures=["30 days"])
a("sa plumber, clearin a blocked drain in mawson lakes. do i need to do a coc", "SA",
  "plumbing CoC not needed for blocked drains", "facts.md §9", "no")
a("new hot water unit in port pirie, plumber. how long to get the coc in", "SA",
  "plumbing CoC to the OTR and customer within 7 days of completing the work", "facts.md §4.2 SA, §9", figures=["7 days"])
a("roofer in murray bridge, eaves are about 2.4m, job next week. swms or no", "SA",
  "SA HRCW fall trigger more than 2 m from 1 July 2026: SWMS needed", "facts.md §9, §5.6", "yes", ["2 m"])
a("ten and a half grand bathroom reno in port lincoln, gotta have a written contract?", "SA",
  "written domestic building work contract only for work of $12,000 or more", "facts.md §2.1, §9", "no", ["$12,000"])
a("painter in sa, do i seriously need a builders licence just to paint houses", "SA",
  "painting is building work (BWC Regs r3): building work contractor's licence", "facts.md §1.5", "yes")
a("post and wire fence on a farm near naracoorte, is that building work under the bwc act", "SA",
  "fencing is building work but post-and-wire is excluded", "facts.md §1.5", "no")
a("sa, whats the max penalty if my domestic building contract isnt done properly in writing", "SA",
  "BWC Act s28: maximum penalty $5,000", "facts.md §2.2 SA", figures=["$5,000"])
a("sa gasfitter, converted a cooktop from natural gas to lpg. coc needed and by when", "SA",
  "gas CoC after conversions; electronic CoC within 30 days", "facts.md §4.5 SA, §9", "yes", ["30 days"])
a("sa subbie, how long has the builder got to give me a payment schedule", "SA",
  "payment schedule within 15 business days (or earlier per contract)", "facts.md §6.7 SA", figures=["15 business days"])
a("sole trader roofer in sa, whats the fine if safework catches me with no swms", "SA",
  "SA penalty $6,000 (individual) / $30,000 (body corporate)", "facts.md §5.6", figures=["$6,000"])
a("applyin for a bwc licence in sa, how much net assets do they want", "SA",
  "at least $10,000 net assets", "facts.md §1.5", figures=["$10,000"])
a("sa, whats the max fine for an individual contractin without a bwc licence, first time", "SA",
  "up to $100,000 for a first or second offence (individual)", "facts.md §1.5", figures=["$100,000"])

# ---------------- ANSWER: TAS ----------------
a("tassie, 25k reno, does it legally need a written contract", "TAS",
  "residential building work of $20,000 or more needs a written, dated, signed contract", "facts.md §2.1, §2.2 TAS", "yes", ["$20,000"])
a("12k deck in launceston, do i have to do a written contract", "TAS",
  "written contract required only from $20,000", "facts.md §2.1, §2.2 TAS", "no", ["$20,000"])
a("what temp do i set the hws storage at in tas and whats the max at the shower", "TAS",
  "store at 60°C or more; tempering valve set to 50°C for personal-hygiene fixtures", "facts.md §4.3", figures=["60°C", "50°C"])
a("new hot water at a childcare centre in devonport, what temp at the kids basins", "TAS",
  "TMV set to 45°C in early childhood centres", "facts.md §4.3", figures=["45°C"])
a("does the kitchen sink need tempered water, hobart job", "TAS",
  "kitchen sinks and laundry taps don't need tempered water", "facts.md §4.3", "no")
a("tas owner builder, how many houses can they do", "TAS",
  "owner-builders limited to 2 projects in 10 years", "facts.md §1.6", figures=["2 projects in 10 years"])
a("tas plumber, cat 3 notifiable job. what do i need before i start", "TAS",
  "Cat 3: Notice of Work and design to council and a Certificate of Likely Compliance before starting; staged inspections", "facts.md §4.2 TAS")
a("tas subbie on a house job, how long does the builder have to respond to my claim", "TAS",
  "payment schedule 20 days residential (10 days commercial)", "facts.md §6.7 TAS", figures=["20 days"])
a("owner builder permit in tassie, how much public liability do they need", "TAS",
  "public liability of at least $5 million", "facts.md §1.6", figures=["$5 million"])

# ---------------- ANSWER: ACT ----------------
a("canberra sparky, first solar and battery job. do i need anything extra on my licence", "ACT",
  "DER endorsement needed for rooftop solar, inverters and batteries from 11 Sep 2024", "facts.md §1.7", "yes")
a("act electrician, how long to get the test report in", "ACT",
  "test report to the Construction Occupations Registrar or owner within 14 days of the test", "facts.md §3.2 ACT", figures=["14 days"])
a("chippy in tuggeranong, hangin doors and skirtin. do i need an act licence", "ACT",
  "carpenters and similar trades are not licensed in the ACT", "facts.md §1.7", "no")
a("30k extension in belconnen, what insurance do i need to have", "ACT",
  "residential building insurance or a fidelity certificate for alterations/additions of $12,000 or more", "facts.md §2.1, §2.2 ACT", figures=["$12,000"])
a("act, how long does the owner have to tell the insurer once they spot a defect", "ACT",
  "within 90 days of becoming aware of a defect", "facts.md §2.2 ACT", figures=["90 days"])
a("act gasfitter, when do i have to hand over the compliance cert", "ACT",
  "attach a compliance indicator and give a certificate 'as soon as practicable' (Gas Safety Act s9; 50 penalty units)", "facts.md §4.5 ACT")
a("act subbie, how many business days can the builder take to pay me", "ACT",
  "15 business days (s13(1))", "facts.md §6.7 ACT", figures=["15 business days"])
a("can a homeowner in gungahlin do their own plumbing", "ACT",
  "homeowners can't do regulated plumbing in the ACT", "facts.md §4.2 ACT", "no")
a("act new house, can we turn the power on before access canberra does the inspection", "ACT",
  "new installations can't be energised until passed by Access Canberra", "facts.md §3.2 ACT", "no")

# ---------------- ANSWER: NT ----------------
a("darwin, 9k open carport bolted onto an existin house. need bpb registration?", "NT",
  "open carports added to existing buildings don't need registration", "facts.md §1.8", "no")
a("nt, new house build around 450k. do i have to be registered", "NT",
  "BPB building contractor registration for new houses over $12,000", "facts.md §1.8, §2.1", "yes", ["$12,000"])
a("alice springs plumber, advanced tradesman licence. can i certify my own work", "NT",
  "advanced tradesman can contract and do the work but not certify: certifying plumber registration with the BPB", "facts.md §1.8, §4.2 NT", "no")
a("what do i need for an advanced tradesman plumbing licence in the nt", "NT",
  "2 years' post-trade experience and 10 specified units of competency", "facts.md §1.8", figures=["2 years"])
a("darwin commercial kitchen, gas load over 200 MJ an hour. do i have to tell anyone before startin", "NT",
  "gas works over 200 MJ/h notified to NT WorkSafe no later than 24 hours before they start", "facts.md §9", "yes", ["24 hours"])
a("nt, pluggin in a cord connected appliance for a customer, is that classed as electrical work", "NT",
  "plugging in equipment with a flexible cord is not electrical work", "facts.md §1.8", "no")
a("nt builder registration, how much net tangible assets do i need", "NT",
  "builders need $50,000 in net tangible assets", "facts.md §2.2 NT", figures=["$50,000"])
a("nt subbie, my contract says 45 business days to pay. legal?", "NT",
  "any term longer than 30 BD is read as 30 business days", "facts.md §6.7 NT", "no", ["30 business days"])
a("katherine, swappin a light fittin like for like, no wiring change. coc?", "NT",
  "from 1 Jan 2026 like-for-like replacements that don't change wiring, load or protection need no CoC", "facts.md §3.2 NT", "no")

# ---------------- ANSWER: AU ----------------
a("gst rate?", "AU", "GST is 10%", "facts.md §6.2", figures=["10%"])
a("turned over about 68k this year, do i have to register for gst", "AU",
  "GST registration compulsory only at $75,000 or more GST turnover", "facts.md §6.2", "no", ["$75,000"])
a("just ticked over 75k, how long have i got to register for gst", "AU",
  "register within 21 days of reaching the threshold", "facts.md §6.2", figures=["21 days"])
a("customer wants a tax invoice for a $1,400 job, do i need to put their name or abn on it", "AU",
  "sales of $1,000 or more must show the buyer's identity or ABN", "facts.md §6.3", "yes", ["$1,000"])
a("client emailed askin for a tax invoice, how long have i got", "AU",
  "provide within 28 days of the request", "facts.md §6.3, §9", figures=["28 days"])
a("how long do i keep me receipts and records for the tax man", "AU",
  "keep business records for 5 years", "facts.md §6.4, §9", figures=["5 years"])
a("subbie wont give me his abn. what do i do when i pay him", "AU",
  "withhold 47% of the payment and report it to the ATO", "facts.md §6.8", figures=["47%"])
a("need an arctick licence just to regas a split system?", "AU",
  "refrigerant handling licence needed for servicing equipment with fluorocarbon refrigerant", "facts.md §1.9", "yes")
a("payday super, how many days after payday does the super have to hit the fund", "AU",
  "received by the fund no more than 7 business days after payday (from 1 July 2026)", "facts.md §9", figures=["7 business days"])
a("balustrade height on a landin vs up the stair flight?", "AU",
  "at least 1 m on landings/floors; 865 mm along stair flights and ramps", "facts.md §5.2", figures=["1 m", "865 mm"])
a("is sintered stone banned too like the engineered stuff", "AU",
  "sintered stone is excluded from the engineered stone ban", "facts.md §5.8", "no")
a("house built in 1978, what are the odds theres asbestos in it", "AU",
  "homes built before the mid-1980s: asbestos highly likely; about 1 in 3 homes contain it", "facts.md §5.5")
a("which ncc volume has the plumbing stuff", "AU",
  "Volume Three is the Plumbing Code of Australia", "facts.md §4.1, §5.1")
a("whats the unit code for the white card, my apprentce needs it", "AU",
  "CPCWHS1001 Prepare to work safely in the construction industry", "facts.md §5.7")

# ---------------- ANSWER: profiles ----------------
a("how long have i got to get my cert in after testin", "NSW",
  "profile NSW electrician: CCEW within 7 days of the test", "facts.md §3.2 NSW", figures=["7 days"], profile={"state": "NSW", "trade": "electrician"})
a("how much notice do i need to give before a major job", "WA",
  "profile WA plumber: Notice of Intention at least 24 hours before major plumbing work", "facts.md §4.2 WA", figures=["24 hours"], profile={"state": "WA", "trade": "plumber"})
a("whats my deadline for certs", "SA",
  "profile SA electrician: eCoC within 30 days (after completing it before energisation)", "facts.md §3.2 SA", figures=["30 days"], profile={"state": "SA", "trade": "electrician"})

# ---------------- ANSWER: dated ----------------
a("back in june this year we did a fascia job in gawler at about 2.5m with no swms. were we ok back then", "SA",
  "before 1 July 2026 the SA fall trigger was 3 m: no SWMS needed at 2.5 m then", "facts.md §9, §5.6", "yes", ["3 m"], date="2026-06-15")
a("signed a 7k reno in warrnambool in march 2017 on a handshake. did that need a major domestic building contract back then", "VIC",
  "before 1 Aug 2017 the major domestic contract threshold was $5,000: yes", "facts.md §2.2 VIC, §8, §9", "yes", ["$5,000"], date="2017-03-15")
a("last december i swapped a downlight like for like in darwin, no coc. was that ok", "NT",
  "before 1 Jan 2026 a CoC was needed for all electrical work (like-for-like exemption only from 1 Jan 2026)", "facts.md §3.2 NT", "no", date="2025-12-15")
a("super for the jan to march quarter this year, when did that have to be in", "AU",
  "quarterly due date 28 Apr (quarterly law kept for quarters to 30 June 2026)", "facts.md §6.6, §9", figures=["28 Apr"], date="2026-03-31")
a("oct 2024 we put in an engineered stone top in newcastle, contract was signed nov 2023. were we allowed", "NSW",
  "NSW ban included the transitional rule: contracts on or before 31 Dec 2023 exempt until 31 Dec 2024", "facts.md §5.8", "yes", ["31 Dec 2024"], date="2024-10-15")
a("reroof in victor harbor in feb, gutter height about 2.3m. swms?", "SA",
  "SA fall trigger more than 2 m (from 1 July 2026): SWMS needed", "facts.md §9, §5.6", "yes", ["2 m"], date="2027-02-15")

# ---------------- TOOL ----------------
t("whats the gst on a 2,350 invoice", "AU", "GST 10% of $2,350", "facts.md §6.2", ["$235", "10%"])
t("customer paid 5,500 incl gst, how much of that is gst", "AU", "GST = 1/11 of $5,500", "facts.md §6.2", ["$500", "10%"])
t("quote is 12.4k plus gst, whats the total", "AU", "$12,400 x 1.1", "facts.md §6.2", ["$13,640", "10%"])
t("got paid $891 incl gst, gst bit?", "AU", "GST = 1/11 of $891", "facts.md §6.2", ["$81", "10%"])
t("invoice total eight thousand eight hundred incl gst, whats it ex gst", "AU", "$8,800 / 1.1", "facts.md §6.2", ["$8,000", "10%"])
t("apprentice earned 780 this week, how much super", "AU", "12% of $780", "facts.md §6.6, §9", ["$93.60", "12%"])
t("offsider gross pay 1,450.50 this week, super?", "AU", "12% of $1,450.50", "facts.md §6.6, §9", ["$174.06", "12%"])
t("paying a leading hand 2 grand a week, what super goes on top", "AU", "12% of $2,000", "facts.md §6.6, §9", ["$240", "12%"])
t("wages i paid in march 2025 were 2,600, what super should that have been", "AU", "11.5% of $2,600 (wages paid 1 Jul 2024-30 Jun 2025)", "facts.md §6.6, §9", ["$299", "11.5%"], date="2025-03-14")
t("38k kitchen in hornsby nsw, max deposit in dollars?", "NSW", "10% of $38,000", "facts.md §2.2 NSW", ["$3,800", "10%"])
t("vic job 18,500 all up, most i can take as deposit", "VIC", "10% under $20,000", "facts.md §2.2 VIC", ["$1,850", "10%"])
t("65k extension in geelong, deposit max?", "VIC", "5% at $20,000 or more", "facts.md §2.2 VIC", ["$3,250", "5%"])
t("qld reno priced at 19,990, max deposit", "QLD", "10% under $20,000", "facts.md §2.2 QLD", ["$1,999", "10%"])
t("42k bathroom n laundry in townsville, deposit?", "QLD", "5% at $20,000 or more", "facts.md §2.2 QLD", ["$2,100", "5%"])
t("modular home in qld, 150k, about 80% gets built in the factory. how much deposit can i ask", "QLD", "20% where more than 50% is off-site", "facts.md §2.2 QLD, §9", ["$30,000", "20%"])
t("wa reno 120k in rockingham, max deposit", "WA", "6.5% of $120,000", "facts.md §2.2 WA, §9", ["$7,800", "6.5%"])
t("small job in albany wa, 9,200 fixed price. deposit cap in dollars?", "WA", "6.5% of $9,200 (HBCA $7,500-$500,000)", "facts.md §2.2 WA, §9", ["$598", "6.5%"])
t("tiling job in newcastle nsw, 4,700 plus gst. do i need my licence", "NSW", "$4,700 + GST = $5,170 > $5,000 incl GST: licence needed", "facts.md §1.1, §2.1", ["$5,170", "$5,000"], "yes")
t("vic, 9k of plasterin and 3k of paintin on the same house. rego needed?", "VIC", "types combined $12,000 > $10,000: registration needed", "facts.md §1.2", ["$12,000", "$10,000"], "yes")
t("qld, fence job 3,100 plus gst. qbcc?", "QLD", "$3,100 + GST = $3,410 > $3,300: licence needed", "facts.md §1.3, §2.1", ["$3,410", "$3,300"], "yes")
t("vic plumber, 450 labour and the client bought the tapware themselves for 380. compliance cert?", "VIC", "total incl client-supplied $830 > $750: certificate needed", "facts.md §4.2 VIC", ["$830", "$750"], "yes")
t("qld chippy, my labour is 2k and the client is supplyin 1,800 of timber. licence needed?", "QLD", "value includes materials whoever supplies them: $3,800 > $3,300", "facts.md §1.3", ["$3,800", "$3,300"], "yes")
t("vic reno in two stages on the one contract, 11k then 6.5k. dbi?", "VIC", "$17,500 > $16,000: DBI needed", "facts.md §2.2 VIC", ["$17,500", "$16,000"], "yes")
t("nsw reno 18k plus gst, hbcf needed?", "NSW", "$18,000 + GST = $19,800, not over $20,000: no HBCF", "facts.md §2.2 NSW", ["$19,800", "$20,000"], "no")
t("made 48k ex gst first half of the year and 30k ex gst second half. gotta register for gst?", "AU", "$78,000 >= $75,000: must register", "facts.md §6.2", ["$78,000", "$75,000"], "yes")
t("wa, 17k reno plus 6k of extra work on the same contract. do i need to be a registered builder", "WA", "$23,000 > $20,000: registration needed", "facts.md §1.4", ["$23,000", "$20,000"], "yes")
t("sa bathroom 9.5k plus a 2.8k variation on the same job. written contract needed?", "SA", "$12,300 >= $12,000: written contract", "facts.md §9", ["$12,300", "$12,000"], "yes")
t("nt, 7.5k of slab and 5k of framing for an extension on the same house. bpb registration?", "NT", "extension $12,500 > $12,000: registration needed", "facts.md §1.8", ["$12,500", "$12,000"], "yes")
t("subbie with no abn sent an invoice for 2,200. how much do i hold back", "AU", "47% of $2,200", "facts.md §6.8", ["$1,034", "47%"])
t("next month signin a 22k reno in ballarat, max deposit in dollars", "VIC", "5% at $20,000 or more", "facts.md §2.2 VIC", ["$1,100", "5%"], date="2026-12-15")
t("is abn 38 900 441 151 legit", "AU", "ABN check digits", "facts.md §6.1", ["valid"])
t("check this abn for me 15981335974", "AU", "ABN check digits", "facts.md §6.1", ["valid"])
t("subbies abn is 25 399 971 086, does it check out", "AU", "ABN check digits", "facts.md §6.1", ["invalid"])
t("abn on the quote says 21414081850 is that a real one", "AU", "ABN check digits", "facts.md §6.1", ["invalid"])

# ---------------- DECLINE ----------------
BCN = "Building Commission NSW"
d("how much is a nsw contractor licence renewal for a sparky", "NSW", "licence renewal fee not held", BCN)
d("whats the fine in nsw if the ccew goes in late", "NSW", "CCEW late penalty not held (7-day rule is held)", BCN)
d("how long does it take to get a new qualified supervisor certificate approved in nsw", "NSW", "processing time not held", BCN)
d("roughly what does hbcf cost on a 250k new build in nsw", "NSW", "HBCF premium not held", "icare")
d("how much to lodge a notice of work for a plumbin job in nsw", "NSW", "NoW fee not held", BCN)
d("how many cpd points do nsw electricians need a year", "NSW", "CPD requirements not held", BCN)
d("whats the fee for an owner builder permit in nsw", "NSW", "owner-builder permit fee not held", BCN)
d("how much to renew my rec registration with esv", "VIC", "REC registration fee not held", "Energy Safe Victoria (ESV)")
d("fine in vic for lodgin a plumbing compliance cert after the 5 days", "VIC", "late compliance certificate penalty not held (5-day rule is held)", "BPC")
d("how long does the bpc take to approve a domestic builder limited registration", "VIC", "processing time not held", "BPC")
d("vic, after the payment schedule, how long has the head contractor actually got to pay me", "VIC", "VIC SOP maximum time to pay not captured", "BPC")
d("how much does a coes cost from energy safe", "VIC", "COES price not held", "Energy Safe Victoria (ESV)")
d("dbi premium on a 300k build in vic, ballpark?", "VIC", "DBI premium not held", "BPC")
d("whats the fine for doin a restump in vic without rego", "VIC", "penalty not held", "BPC")
d("qbcc trade contractor licence fee for carpentry?", "QLD", "licence fee not held", "QBCC")
d("home warranty premium on a 25k bathroom in qld", "QLD", "premium not held", "QBCC")
d("qld, how much is the fine for not lodgin a form 4", "QLD", "Form 4 penalty not held (10 business days rule and fee are held)", "QBCC")
d("how long does rshq take to process a gas work licence", "QLD", "processing time not held", "Resources Safety and Health Queensland (RSHQ)")
d("qld electrical mechanic licence renewal, how much", "QLD", "licence fee not held", "Electrical Safety Office")
d("cost of a qbcc site supervisor licence", "QLD", "licence fee not held", "QBCC")
d("in wa how many days cooling off does the owner get on a home buildin contract", "WA", "WA cooling-off not found", "Building and Energy")
d("wa building contractor registration fee?", "WA", "registration fee not held", "Building and Energy")
d("whats the fine in wa for a late notice of completion", "WA", "penalty not held (3-day NOC rule is held)", "Building and Energy")
d("how much to renew a wa plumbing contractor licence", "WA", "licence fee not held", "Plumbers Licensing Board")
d("how long does building and energy take to issue a gasfitting permit", "WA", "processing time not held", "Building and Energy")
d("how much can i ask up front on a 60k extension in glenelg sa", "SA", "SA deposit cap not found", "Consumer and Business Services (CBS)")
d("cooling off period for a domestic building contract in sa?", "SA", "SA cooling-off not found", "Consumer and Business Services (CBS)")
d("sa, whats the dollar amount before i need a builders licence", "SA", "SA licence dollar floor unclear (conflicting secondary sources)", "Consumer and Business Services (CBS)")
d("fine in sa if the gas ecoc goes in after 30 days", "SA", "late gas eCoC penalty not held (30 days is held)", "Office of the Technical Regulator")
d("sa plumbing licence renewal fee?", "SA", "licence fee not held", "Consumer and Business Services (CBS)")
d("how long does cbs take to add a class to my electrical contractor licence", "SA", "processing time not held", "Consumer and Business Services (CBS)")
d("launceston, 45k job, client ok with 15% up front. am i allowed to take that", "TAS", "TAS deposit cap not found", "CBOS")
d("tassie reno contract, how long is the cooling off", "TAS", "TAS cooling-off not found", "CBOS")
d("how long have i got to give the customer the CEC", "TAS", "profile TAS electrician: CEC deadline not found", "CBOS", profile={"state": "TAS", "trade": "electrician"})
d("tas builder licence renewal, how much", "TAS", "licence fee not held", "CBOS")
d("owner builder permit fee in hobart?", "TAS", "permit fee not held", "CBOS")
d("how long does council take to issue a cat 4 plumbing permit in tas", "TAS", "permit processing time not held", "CBOS or the council permit authority")
d("gungahlin job 50k, how much deposit can i ask for", "ACT", "ACT deposit cap not found", "Access Canberra")
d("act reno contract, does the client get a cooling off", "ACT", "ACT cooling-off not found", "Access Canberra")
d("how much is an act builders licence renewal", "ACT", "licence fee not held", "Access Canberra")
d("act subbie, how many days has the builder got to send a payment schedule", "ACT", "ACT payment schedule not captured (15 BD to pay is held)", "Access Canberra")
d("how long does access canberra take to come out for an electrical inspection", "ACT", "inspection wait time not held", "Access Canberra")
d("act, whats the fine for buildin without the residential building insurance", "ACT", "penalty not held", "Access Canberra")
d("nt, whats the max deposit on a 200k house", "NT", "NT deposit regulated (regs 41HA/41HE) but amount not captured", "Building Practitioners Board")
d("nightcliff sparky, how many days have i got now to submit the coc to nt worksafe", "NT", "NT CoC deadline not found (only 'decreased')", "NT WorkSafe")
d("does the client get a cooling off on a house contract in the nt", "NT", "NT cooling-off not found", "Building Practitioners Board")
d("nt electrical contractor licence, what does it cost", "NT", "licence fee not held", "NT WorkSafe")
d("whats the fine in the nt for buildin a house without bpb registration", "NT", "penalty not held", "Building Practitioners Board")
d("how long does the bpb take to approve residential restricted registration", "NT", "processing time not held", "Building Practitioners Board")
d("whats the award rate for a first year apprentice sparky", "AU", "award rates not held", "Fair Work Ombudsman")
d("can i whack a 1.5% surcharge on card payments", "AU", "card surcharge rules not held", "ACCC / RBA")
d("can u send me the as 3740 clause on shower floor falls", "AU", "standard clause text not reproduced", "Standards Australia")
d("how much is a refrigerant trading authorisation", "AU", "authorisation fee not held", "Australian Refrigeration Council (ARC)")
d("whats the ato penalty for lodgin the tpar late", "AU", "TPAR late penalty not held", "ATO")
d("under payday super whats the penalty if im a few days late", "AU", "late payday super penalty not held", "ATO")
d("casual loading for my offsider, what percent", "AU", "award loadings not held", "Fair Work Ombudsman")
d("how long does the ato take to give me a gst registration", "AU", "processing time not held", "ATO")

# ---------------- AMBIGUOUS ----------------
m("8k deck, either albury or wodonga depending which quote wins. licence or rego?", "Albury NSW (>$5,000: licence yes) / Wodonga VIC (<=$10,000: no registration)")
m("sparky, job is queanbeyan or canberra, clients got two places. how long for the cert paperwork", "Queanbeyan NSW (CCEW 7 days) / Canberra ACT (test report 14 days)")
m("22k bathroom in yarrawonga or mulwala, not sure which side yet. max deposit?", "Yarrawonga VIC (>= $20,000: 5%) / Mulwala NSW (10%)")
m("12k kitchen, mildura or buronga. written contract needed?", "Mildura VIC (>$10,000: yes) / Buronga NSW (>$5,000: yes)")
m("18k reno in paddington, home warranty?", "Paddington NSW (HBCF only over $20,000: no) / Paddington QLD (>$3,300: yes)")
m("plumber doin a job in springwood, what paperwork after", "Springwood NSW (CoC for all plumbing work, NoW before) / Springwood QLD (notifiable work Form 4 within 10 business days)")
m("25k job in perth, max deposit", "Perth WA (6.5%) / Perth TAS (not found)")
m("24k reno in windsor, deposit cap?", "Windsor NSW (10%) / Windsor VIC (5%) / Windsor QLD (5%) / Windsor SA (not found)")
m("campbelltown sparky, how long for the compliance cert", "Campbelltown NSW (CCEW 7 days) / Campbelltown SA (eCoC 30 days)")
m("6k fence in maitland, licence?", "Maitland NSW (>$5,000: yes) / Maitland SA (fencing is building work: BWC licence)")
m("gasfitter in belmont, whats the deadline on the compliance cert", "Belmont NSW (CoC copy to Fair Trading within 5 business days) / Belmont VIC (compliance certificate within 5 days) / Belmont WA (notice of completion by eNotice, no deadline held) / Belmont QLD (Gas System Compliance Certificate to the owner, no deadline held)")
m("11k reno in mitcham, written contract?", "Mitcham VIC (>$10,000: yes) / Mitcham SA (<$12,000: no)")
m("4.5k tilin job in epping, need a licence?", "Epping NSW (<=$5,000: no) / Epping VIC (<=$10,000: no)")
m("plumber in bayswater, do i have to notify anyone before a big job", "Bayswater WA (NOI at least 24 hours before) / Bayswater VIC (no pre-notice held; compliance certificate within 5 days)")
m("whats the max deposit on a 30k job", "no state: NSW 10% / VIC 5% / QLD 5% / WA 6.5% / SA, TAS, ACT not found / NT not captured")

# ---------------- trimmed to 200 (listed in notes.md) ----------------
DROP = ["theres a pay when paid clause", "12k job in tamworth", "is it still the vba", "diy sparky work", "im registered but not licensed",
        "client says my contract never had", "does the qld home warranty cover", "how long does the qbcc home warranty", "qld builder, client never paid",
        "hydraulic design on a small job", "client in joondalup", "owner builder in wa", "adding a new circuit in geraldton",
        "sa, whats the max fine for an individual", "applyin for a bwc licence", "does the kitchen sink need", "owner builder permit in tassie, how much public",
        "can a homeowner in gungahlin", "act gasfitter, when do i", "nt builder registration, how much", "nt, pluggin in a cord",
        "which ncc volume", "house built in 1978", "client emailed askin", "customer in brunswick", "got paid $891", "vic job 18,500"]
assert all(sum(x in it["q"] for it in I) == 1 for x in DROP), [x for x in DROP if sum(x in it["q"] for it in I) != 1]
I = [it for it in I if not any(x in it["q"] for x in DROP)]

out = []
for n, it in enumerate(I, 1):
    o = {"id": "h17-%03d" % n}
    for k in ("q", "kind", "state", "verdict", "figures", "topic", "basis", "ask", "date", "profile"):
        if it.get(k) is not None or k == "state":
            o[k] = it[k]
    out.append(o)
json.dump(out, open(os.path.join(HERE, "questions.json"), "w"), indent=2, ensure_ascii=False)
from collections import Counter
print(len(out), Counter(o["kind"] for o in out), Counter(o["state"] for o in out))
print("verdicts", Counter(o.get("verdict") for o in out if "verdict" in o))
