import json
Q = []
def A(q, state, topic, basis, verdict=None, figures=None, date=None):
    d = {"q": q, "kind": "answer", "state": state, "topic": topic, "basis": basis}
    if verdict: d["verdict"] = verdict
    if figures: d["figures"] = figures
    if date: d["date"] = date
    Q.append(d)
def T(q, state, topic, basis, figures, verdict=None, date=None):
    d = {"q": q, "kind": "tool", "state": state, "topic": topic, "basis": basis, "figures": figures}
    if verdict: d["verdict"] = verdict
    if date: d["date"] = date
    Q.append(d)
def D(q, state, topic, basis, ask):
    Q.append({"q": q, "kind": "decline", "state": state, "topic": topic, "basis": basis, "ask": ask})
def M(q, topic, basis):
    Q.append({"q": q, "kind": "ambiguous", "state": None, "topic": topic, "basis": basis})

# ---------------- ANSWER ----------------
# NSW
A("gassie out dubbo way, just hooked up a new cooktop on natural gas. how long til i gotta send the cert in", "NSW",
  "gas Certificate of Compliance to the regulator within 5 business days (also to consumer and network operator)", "facts.md §4.5 NSW", figures=["5 business days"])
A("retaining wall round the back of a place in castle hill, 1.2m high not part of the house, about 14k all in. do i need a licence for that", "NSW",
  "structural landscaping (retaining wall) needs a licence above $5,000", "facts.md §1.1, §2.1 NSW", verdict="yes", figures=["$5,000"])
A("putting in a split system for a mate in newcastle, 3.2k installed. dont need a licence under 5 grand yeah?", "NSW",
  "air-conditioning/refrigeration is specialist work needing a licence at any value (plus ARC refrigerant handling licence)", "facts.md §1.1, §2.1 NSW, §1.9", verdict="yes")
A("my offsider's got his tradesperson certificate for plumbing now. can he sign off his own jobs in blacktown or does it still need me", "NSW",
  "tradesperson certificate holders work under supervision and cannot sign off their own work", "facts.md §1.1", verdict="no")
A("customer in wollongong wants to rip out the old fibro in his laundry himself, reckons its about 6 square metres. is he allowed to do that or does it need a licensed removalist", "NSW",
  "NSW home renovators may remove up to 10 m² of bonded asbestos; above that a licensed contractor", "facts.md §5.5", verdict="yes", figures=["10 m²"])
A("hbcf - if the builder goes bust how long is the cover on major defects", "NSW",
  "HBCF covers major defects 6 years (other defects 2 years)", "facts.md §2.2 NSW", figures=["6 years"])
A("signed a 22k kitchen job in chatswood, gave the lady her copy of the signed contract on monday. now shes txting me today saying she wants out. can she still cancel?", "NSW",
  "cooling-off 5 clear business days after being given the signed copy (Mon 23 Nov → runs to Mon 30 Nov); contractor keeps reasonable out-of-pocket expenses", "facts.md §2.2 NSW (HBA s 7BA)", verdict="yes", figures=["5 clear business days"], date="2026-11-27")
A("pretty sure ive still got 14 days to get the ccew to the customer in nsw?", "NSW",
  "CCEW within 7 days of the test (14 days was the superseded 2004 Act)", "facts.md §3.2 NSW, §8", figures=["7 days"])
A("subbie here, parramatta. sent my payment claim to the builder on tuesday. how long has he got to come back with a payment schedule", "NSW",
  "SOP payment schedule within 10 business days of receiving the claim", "facts.md §6.7 NSW", figures=["10 business days"])
A("builder im subbing for in penrith says his terms are 30 business days to pay subbies. is that even legal in nsw", "NSW",
  "head contractor to subcontractor max 20 business days (30 BD superseded)", "facts.md §6.7 NSW, §8", verdict="no", figures=["20 business days"])
A("Good afternoon, our subcontract for a job in Sydney has a 'pay when paid' clause. Is that enforceable against us? Regards, Priya (accounts)", "NSW",
  "pay-when-paid clauses are void under the NSW SOP Act s34", "facts.md §6.7", verdict="no")
A("nsw plumber, just swapped an old electric hws like for like in orange. do i need to put in a notice of work first", "NSW",
  "NoW not needed for minor works such as replacing an existing hot water system", "facts.md §4.2 NSW", verdict="no")
A("whats the most deposit i can take in nsw", "NSW",
  "maximum deposit 10% of the contract price (HBA s8)", "facts.md §2.1, §2.2 NSW", figures=["10%"])
# VIC
A("restumpin an old weatherboard in ballarat, quoted 6.5k. dont need rego for under 10 do i", "VIC",
  "re-stumping needs registration at any cost", "facts.md §1.2, §2.1 VIC", verdict="yes")
A("just a painter, job in geelong is 8.5k for the whole inside of the house. do i need bpc registration", "VIC",
  "registration only for domestic work over $10,000", "facts.md §1.2, §2.1 VIC", verdict="no", figures=["$10,000"])
A("vic plumber, put in a new gas cooktop in bendigo, only $450 all up. compliance cert needed or is that under the limit", "VIC",
  "Type A gas appliance installation needs a compliance certificate at any value, lodged within 5 days", "facts.md §4.2 VIC, §4.5 VIC", verdict="yes", figures=["5 days"])
A("sparky in frankston, swapped out an old main switchboard today. can i liven it up straight away and sort the paperwork later", "VIC",
  "main switchboard is prescribed work: LEI inspection, must not be energised before inspection", "facts.md §3.2 VIC", verdict="no")
A("ran a new lighting circuit in a detached garage in mornington. how long do i have to give the customer the coes", "VIC",
  "non-prescribed work: COES to the customer within 1 month", "facts.md §3.2 VIC", figures=["1 month"])
A("client signed a 45k extension contract in box hill, got his signed copy wednesday, but his solicitor had already gone thru it before he signed. can he still use the cooling off", "VIC",
  "no cooling-off right where the owner had independent legal advice", "facts.md §2.2 VIC (DBCA s34)", verdict="no")
A("if a vic client cools off on a domestic building contract, how much am i allowed to keep", "VIC",
  "builder may keep $100 plus out-of-pocket expenses the owner approved", "facts.md §2.2 VIC", figures=["$100"])
A("forgot to put the cooling off notice in my contract (vic). how long has the owner got now", "VIC",
  "without the notice the owner has 7 days from becoming aware", "facts.md §2.2 VIC", figures=["7 days"])
A("28k deck n pergola in werribee. do i need domestic building insurance", "VIC",
  "DBI for domestic work over $16,000 (3 storeys or less)", "facts.md §2.1, §2.2 VIC", verdict="yes", figures=["$16,000"])
A("licensed removalist, 15 m2 of fibro sheeting off a house in sunshine. how much notice does worksafe vic need", "VIC",
  "more than 10 m² (or friable): notify at least 5 days before", "facts.md §5.5 VIC", figures=["5 days"])
A("registered plumber (not licensed) in vic, can i sign the compliance cert for a 2k job myself", "VIC",
  "only licensed plumbers sign compliance certificates; a registered plumber needs a licensed plumber for work over $750", "facts.md §1.2, §4.2 VIC", verdict="no")
A("who do i register with now in victoria is it still the vba", "VIC",
  "Building and Plumbing Commission (legally still the VBA trading as BPC) since 1 July 2025", "facts.md §0, §1.2, §7 item 9")
# QLD
A("pest bloke in toowoomba, chemical termite treatment for 800 bucks. need a qbcc licence for that small", "QLD",
  "termite management (chemical) needs a QBCC licence at any value", "facts.md §1.3", verdict="yes")
A("doin the hydraulic design for a reno in brisbane, my fee is $1,500. licence needed?", "QLD",
  "hydraulic services design over $1,100 needs a QBCC licence", "facts.md §1.3, §2.1 QLD", verdict="yes", figures=["$1,100"])
A("how much to lodge a form 4 on paper instead of online", "QLD",
  "notifiable work fee $46.59 manual ($34.50 online), 2024–25", "facts.md §4.2 QLD", figures=["$46.59"])
A("going out on my own as a sparky in qld. what insurance do i need for the contractor licence", "QLD",
  "public and products liability ≥ $5,000,000 and consumer protection ≥ $50,000", "facts.md §1.3", figures=["$5,000,000", "$50,000"])
A("qld sparky how long do i keep copies of my test certs", "QLD",
  "contractor keeps a copy of the certificate for 5 years", "facts.md §3.2 QLD, §6.4", figures=["5 years"])
A("building a prefab granny flat in a factory in logan, about 70% of the price is the offsite part, 90k total. can i take more than 5% deposit", "QLD",
  "up to 20% deposit where off-site work is more than 50% of the price", "facts.md §2.2 QLD, §9 (26 Nov)", verdict="yes", figures=["20%"])
A("qld level 2 contract, by when do i have to give the owner their signed copy", "QLD",
  "signed copy within 5 business days and before work starts", "facts.md §2.2 QLD", figures=["5 business days"])
A("how long does the qld home warranty cover run for", "QLD",
  "6 years 6 months from premium paid, contract signed or work started", "facts.md §2.2 QLD", figures=["6 years 6 months"])
A("45k reno in ipswich, when is the commencement notice due", "QLD",
  "Commencement Notice within 10 business days of starting on site (contracts $20,000+)", "facts.md §2.2 QLD", figures=["10 business days"])
A("reroofing a house in rockhampton, eaves are about 2.4m up. do i need a swms", "QLD",
  "SWMS needed for any construction work above 2 m, housing included", "facts.md §5.6 QLD", verdict="yes", figures=["2 m"])
A("client owns an office in southport built in 1995, no asbestos in it. does he need an asbestos register", "QLD",
  "register not needed if built after 31 Dec 1989 and no asbestos", "facts.md §5.5", verdict="no")
A("got my gas ticket in nsw, can i just use it in qld under automatic mutual recognition", "QLD",
  "Queensland is not in Automatic Mutual Recognition for gas; apply via RSHQ", "facts.md §1.3", verdict="no")
A("bathroom reno in the sunny coast, customer bought all the tiles n vanity himself (about 2 grand) and my labour is 1,800. do i need a qbcc licence", "QLD",
  "value includes labour and materials whoever supplies them: $3,800 > $3,300", "facts.md §1.3", verdict="yes", figures=["$3,300"])
# WA
A("15k patio job in rockingham, do i need to be a registered building contractor", "WA",
  "building contractor registration for work over $20,000", "facts.md §1.4, §2.1 WA", verdict="no", figures=["$20,000"])
A("wa plumber, how much notice before i start major plumbing work", "WA",
  "Notice of Intention at least 24 hours before major plumbing work", "facts.md §4.2 WA", figures=["24 hours"])
A("finished a big plumbing job in midland, how long for the certificate of compliance and who gets it", "WA",
  "CoC within 5 working days to the Plumbers Licensing Board, owner/occupier and (drainage) local government", "facts.md §4.2 WA", figures=["5 working days"])
A("wa sparky. how many days to give the client their electrical safety certificate", "WA",
  "ESC within 28 days", "facts.md §3.2 WA", figures=["28 days"])
A("off grid station out past esperance, finished the install. who do i send the notice of completion to and by when", "WA",
  "NOC within 3 days to Building and Energy when the site is off-grid", "facts.md §3.2 WA", figures=["3 days"])
A("owner builder in mandurah doing a 35k extension, does he need approval", "WA",
  "owner-builder approval for work over $20,000", "facts.md §1.4", verdict="yes", figures=["$20,000"])
A("custom home in cottesloe, contract is $620,000 fixed price. does the home building contracts act deposit cap apply", "WA",
  "HBCA covers fixed-price contracts $7,500–$500,000 only", "facts.md §2.2 WA", verdict="no", figures=["$500,000"])
A("do i have to put my EC number on my ute signage and ads in perth", "WA",
  "electrical contractor licence number must be shown on advertising", "facts.md §1.4", verdict="yes")
A("lpg hookup in a caravan in broome, do i still need the compliance badge or is enotice enough", "WA",
  "compliance badge still needed for LPG and caravan installations", "facts.md §4.5 WA", verdict="yes")
A("head contractor in perth hasnt paid my claim, how much notice to suspend work", "WA",
  "work can be suspended on 2 business days' notice (SOP Act 2021)", "facts.md §6.7 WA", figures=["2 business days"])
A("how long do wa plumbers keep their compliance certs", "WA",
  "keep certificates of compliance at least 6 years", "facts.md §1.4, §4.2 WA, §6.4", figures=["6 years"])
# SA
A("roofer in whyalla, gutter replacement this week, edge is 2.7 m off the ground. need a swms?", "SA",
  "SA HRCW fall trigger more than 2 m from 1 July 2026", "facts.md §9 (SA HRCW), §5.6", verdict="yes", figures=["2 m"])
A("looking back at a fascia job in port augusta in march this year, 2.6m up. should i have had a swms for that", "SA",
  "before 1 July 2026 SA fall trigger was 3 m: not HRCW at 2.6 m", "facts.md §9, §5.6", verdict="no", figures=["3 m"], date="2026-03-15")
A("swapped a hot water service in salisbury, how long have i got for the plumbing coc", "SA",
  "SA plumbing CoC within 7 days of completing the work", "facts.md §4.2 SA, §9", figures=["7 days"])
A("do i need a plumbing coc in sa for just changing a tap washer", "SA",
  "not needed for tap washers, blocked drains, domestic tapware, stormwater", "facts.md §9 (SA plumbing CoC)", verdict="no")
A("sa sparky. do i fill out the ecoc before or after i energise", "SA",
  "eCoC completed before the installation is made available for energisation; to OTR and owner within 30 days", "facts.md §3.2 SA", figures=["30 days"])
A("gassie in adelaide, repaired a heater, didnt modify anything. do i need a gas coc", "SA",
  "gas CoC not needed for repairs or maintenance that don't modify an appliance", "facts.md §4.5 SA", verdict="no")
A("15k deck in glenelg sa, do i need a written contract", "SA",
  "written contract for domestic building work of $12,000 or more", "facts.md §2.2 SA, §9", verdict="yes", figures=["$12,000"])
A("whats the fine in sa for contracting without a building work licence, first offence, just me not a company", "SA",
  "individual up to $100,000 for a first or second offence", "facts.md §1.5", figures=["$100,000"])
A("how much net assets do i need for an sa building work contractors licence", "SA",
  "at least $10,000 net assets", "facts.md §1.5", figures=["$10,000"])
A("sa - whats the penalty if we dont do a swms", "SA",
  "SA SWMS penalty $6,000 individual / $30,000 body corporate", "facts.md §5.6", figures=["$6,000", "$30,000"])
A("installing solar panels in mount barker sa, is that building work that needs a cbs licence", "SA",
  "solar panel installation is building work under BWC Regulations r3", "facts.md §1.5", verdict="yes")
# TAS
A("tassie owner builder, how many projects can u do", "TAS",
  "owner-builders limited to 2 projects in 10 years", "facts.md §1.6", figures=["2 projects in 10 years"])
A("owner builder permit in tas, how much public liability", "TAS",
  "public liability of at least $5 million", "facts.md §1.6", figures=["$5 million"])
A("hot water for the showers in a house in hobart, what temp does the tempering valve get set to", "TAS",
  "tempering valve 50°C for personal hygiene; stored water 60°C or more", "facts.md §4.3", figures=["50°C"])
A("new childcare centre in launnie, what temp for the tmv", "TAS",
  "TMV set to 45°C in early childhood centres", "facts.md §4.3", figures=["45°C"])
A("can the homeowner in devonport do cat 1 plumbing work himself", "TAS",
  "Category 1 low risk work the owner may do", "facts.md §4.2 TAS", verdict="yes")
A("18k bathroom reno in glenorchy, do i legally need a written contract", "TAS",
  "written contract for residential building work of $20,000 or more", "facts.md §2.1, §2.2 TAS", verdict="no", figures=["$20,000"])
A("tas subbie, residential job, the client got my payment claim. how long has he got to respond", "TAS",
  "TAS SOP payment schedule 20 days residential (10 commercial)", "facts.md §6.7 TAS", figures=["20 days"])
A("category 3 plumbing job in burnie, what do i need before i start", "TAS",
  "Notice of Work and design to council and a Certificate of Likely Compliance before starting", "facts.md §4.2 TAS")
A("reno on a 1975 fibro shack at the bay of fires, any chance theres asbestos", "TAS",
  "homes built before the mid-1980s: asbestos highly likely", "facts.md §5.5")
# ACT
A("sparky in belconnen, first battery install coming up. need anything extra on my licence", "ACT",
  "DER endorsement needed for solar, inverter and battery wiring from 11 Sep 2024", "facts.md §1.7", verdict="yes")
A("act electrician, how many days to get the test report in", "ACT",
  "test report to the Registrar or owner within 14 days of the test", "facts.md §3.2 ACT", figures=["14 days"])
A("15k extension in gungahlin, do i need residential building insurance", "ACT",
  "residential building insurance or fidelity certificate for work $12,000 or more", "facts.md §2.1, §2.2 ACT", verdict="yes", figures=["$12,000"])
A("owner found a leak defect on a house i built in canberra, how long has she got to tell the insurer", "ACT",
  "insurer told within 90 days of the owner becoming aware", "facts.md §2.2 ACT", figures=["90 days"])
A("act gasfitter, when do i give the customer the compliance cert", "ACT",
  "as soon as practicable, with a compliance indicator (Gas Safety Act s9)", "facts.md §4.5 ACT")
A("new house wiring done in denman prospect. can we turn it on before access canberra inspects", "ACT",
  "new installations can't be energised until audited and passed", "facts.md §3.2 ACT", verdict="no")
A("who can i even get home warranty thru in the act", "ACT",
  "QBE the only authorised insurer; Master Builders Fidelity Fund the only fidelity scheme", "facts.md §2.2 ACT")
A("do the days between christmas and new year count as business days for a payment claim in the act", "ACT",
  "27–31 December excluded from business days in the ACT (and NSW)", "facts.md §6.7", verdict="no")
# NT
A("30k extension on a house in palmerston nt, do i need to be registered with the bpb", "NT",
  "BPB registration for prescribed residential work over $12,000 (extensions)", "facts.md §1.8", verdict="yes", figures=["$12,000"])
A("40k kitchen reno in alice, no new floor area, nothing structural. need bpb rego?", "NT",
  "no registration for non-structural renovations that add no floor area", "facts.md §1.8", verdict="no")
A("swapped a ceiling fan like for like in katherine last week, same wiring. do i still need a coc", "NT",
  "from 1 Jan 2026 like-for-like replacements need no CoC", "facts.md §3.2 NT", verdict="no")
A("nt plumber with an advanced tradesman licence, can i certify my own work", "NT",
  "certifying needs registration as a certifying plumber with the BPB", "facts.md §1.8", verdict="no")
A("what do i need for an advanced tradesman plumbing licence in darwin", "NT",
  "2 years' post-trade experience and 10 specified units of competency", "facts.md §1.8", figures=["2 years"])
A("subcontract in the nt says 45 business days to pay. does that stand", "NT",
  "any term longer than 30 BD is read as 30 BD", "facts.md §6.7 NT", verdict="no", figures=["30 business days"])
A("big commercial gas job in darwin, over 200 MJ an hour. do i need to tell anyone before starting", "NT",
  "notify NT WorkSafe no later than 24 hours before starting", "facts.md §9 (NT gas)", verdict="yes", figures=["24 hours"])
A("net tangible assets for nt builder registration?", "NT",
  "builders need $50,000 in net tangible assets", "facts.md §2.2 NT", figures=["$50,000"])
A("is plugging a welder into a power point 'electrical work' in the nt", "NT",
  "plugging in equipment with a flexible cord is not electrical work", "facts.md §1.8", verdict="no")
# AU
A("turnover bout 60 grand this yr, do i have to register for gst", "AU",
  "GST registration compulsory only at $75,000 or more turnover", "facts.md §6.2", verdict="no", figures=["$75,000"])
A("crossed 75k in turnover last week, how long have i got to register for gst", "AU",
  "register within 21 days of reaching the threshold", "facts.md §6.2", figures=["21 days"])
A("invoice for 1,400 job, do i need the customers name or abn on it", "AU",
  "tax invoices of $1,000 or more must show the buyer's identity or ABN", "facts.md §6.3", verdict="yes", figures=["$1,000"])
A("customer wants a tax invoice for a job from august. how long have i got", "AU",
  "provide a tax invoice within 28 days of a request (unless $82.50 or less)", "facts.md §6.3", figures=["28 days"])
A("how long do i keep my receipts n invoices for the tax man", "AU",
  "keep most business records 5 years", "facts.md §6.4", figures=["5 years"])
A("tpar wen is it due and do i put in the bunnings payments for materials", "AU",
  "TPAR by 28 August; materials-only payments excluded", "facts.md §6.5", figures=["28 August"])
A("with payday super how soon after payday does the super have to land in their fund", "AU",
  "received by the fund within 7 business days after payday (from 1 July 2026)", "facts.md §9 (Payday Super)", figures=["7 business days"])
A("client signed last month for an engineered stone benchtop, can i still fab n install it", "AU",
  "engineered stone banned from 1 July 2024", "facts.md §5.8", verdict="no")
A("is sintered stone covered by the engineered stone ban", "AU",
  "sintered stone is excluded from the definition", "facts.md §5.8", verdict="no")
A("havent been on a site for 3 years, is my white card still good", "AU",
  "White Card lapses after 2 consecutive years without construction work", "facts.md §5.7", verdict="no", figures=["2 years"])
A("sub won't give me his abn, job was only 60 bucks ex gst. do i need to withhold", "AU",
  "no withholding for payments of $75 or less excluding GST", "facts.md §6.8", verdict="no", figures=["$75"])
A("balustrade height going up a stair flight?", "AU",
  "865 mm along stairs and ramps (1 m on landings)", "facts.md §5.2", figures=["865 mm"])
A("does before you dig cost anything", "AU",
  "BYDA is a free single point of contact", "facts.md §1.9", verdict="no")
A("hot water storage temp to kill legionella?", "AU",
  "stored hot water kept at 60°C or more", "facts.md §4.3", figures=["60°C"])

# ---------------- TOOL ----------------
T("invoice out to a client in tamworth for 3,850 all up inc gst, how much of that is gst", "NSW", "GST out of an inclusive amount (1/11)", "facts.md §6.2", ["$350", "10%"])
T("gst component of 12,100 inc? kitchen job in bendigo", "VIC", "GST out of an inclusive amount", "facts.md §6.2", ["$1,100", "10%"])
T("cairns job paid 2,035 incl gst whats the gst bit", "QLD", "GST out of an inclusive amount", "facts.md §6.2", ["$185", "10%"])
T("how much gst is in 999 bucks inc", "AU", "GST out of an inclusive amount", "facts.md §6.2", ["$90.82", "10%"])
T("quoting 8,450 ex gst for a client in bunbury, whats it come to with gst", "WA", "add GST", "facts.md §6.2", ["$9,295", "$845"])
T("need to add gst onto 640 labour for a job in prospect sa", "SA", "add GST", "facts.md §6.2", ["$704", "$64"])
T("3.75k plus gst whats the total, job in kingston tas", "TAS", "add GST", "facts.md §6.2", ["$4,125", "$375"])
T("offsider earned 1,150 gross this week, how much super do i owe on that", "AU", "super 12% on wages", "facts.md §6.6, §9", ["$138", "12%"])
T("two blokes on the books, 1,320 and 985 this week. super on both all up?", "AU", "super 12% on two wages summed", "facts.md §6.6, §9", ["$276.60", "12%"])
T("apprentce did 42 hours at 19.80 an hour, whats the super", "AU", "super 12% on hours × rate", "facts.md §6.6, §9", ["$99.79", "12%"])
T("labourer in darwin, fortnight gross 2,468.50, super?", "NT", "super 12% on wages", "facts.md §6.6, §9", ["$296.22", "12%"])
T("payin a bloke today for a week i owed him from may 2025, 1,050 gross. what super rate and how much", "AU", "super 12% applies to wages paid on/after 1 July 2025 even for earlier periods", "facts.md §6.6, §9", ["$126", "12%"], date="2026-11-27")
T("max deposit on a 46,200 inc gst bathroom in bathurst?", "NSW", "deposit cap 10% in dollars", "facts.md §2.2 NSW", ["$4,620", "10%"])
T("18,500 inc kitchen in shepparton, how much deposit can i take", "VIC", "VIC deposit 10% under $20,000", "facts.md §2.2 VIC", ["$1,850", "10%"])
T("ballarat job quoted 19k + gst, whats the biggest deposit", "VIC", "VIC deposit: $20,900 incl GST is ≥ $20,000 → 5%", "facts.md §2.2 VIC", ["$1,045", "5%"])
T("65 grand extension in mackay, deposit max?", "QLD", "QLD deposit 5% at $20,000 or more", "facts.md §2.2 QLD", ["$3,250", "5%"])
T("house build in geraldton 240k, what deposit can the builder ask for", "WA", "WA deposit 6.5% ($7,500–$500,000)", "facts.md §2.2 WA, §9", ["$15,600", "6.5%"])
T("deposit on a 12,650 inc gst deck in townsville?", "QLD", "QLD deposit 10% under $20,000", "facts.md §2.2 QLD", ["$1,265", "10%"])
T("tiling job in orange, my labour 2,900 and im supplying the tiles 2,400, both inc gst. do i need a licence", "NSW", "labour plus materials summed against $5,000", "facts.md §1.1, §2.1 NSW", ["$5,300", "$5,000"], verdict="yes")
T("carpentry 7,200 and painting 3,100 on the same house in geelong, inc gst. registration?", "VIC", "two types of work summed against $10,000", "facts.md §1.2", ["$10,300", "$10,000"], verdict="yes")
T("vic plumber, 420 labour and the customer supplied a 295 vanity, all inc. compliance cert needed?", "VIC", "VIC plumbing CoC over $750 incl customer-supplied items", "facts.md §4.2 VIC", ["$715", "$750"], verdict="no")
T("painting job in mackay 3,050 + gst, qbcc licence?", "QLD", "$3,355 incl GST over $3,300", "facts.md §1.3, §2.1 QLD", ["$3,355", "$3,300"], verdict="yes")
T("joondalup, patio 14,500 plus pergola 6,200 on the one contract (inc). home indemnity insurance?", "WA", "HII over $20,000 (sum)", "facts.md §2.2 WA", ["$20,700", "$20,000"], verdict="yes")
T("extension in weston act 10,900 + gst. do i need the residential building insurance", "ACT", "$11,990 incl GST below $12,000", "facts.md §2.2 ACT", ["$11,990", "$12,000"], verdict="no")
T("tas bathroom 18,200 ex gst - written contract needed?", "TAS", "$20,020 incl GST ≥ $20,000", "facts.md §2.2 TAS", ["$20,020", "$20,000"], verdict="yes")
T("is 20 211 346 600 a legit abn", "AU", "ABN check digits", "facts.md §6.1", ["valid"], verdict="yes")
T("check this abn for me 85533396638", "AU", "ABN check digits", "facts.md §6.1", ["valid"], verdict="yes")
T("subbie gave me abn 51 371 088 022 does the checksum work", "AU", "ABN check digits", "facts.md §6.1", ["valid"], verdict="yes")
T("abn on this invoice is 52 204 620 477, valid?", "AU", "ABN check digits", "facts.md §6.1", ["invalid"], verdict="no")
T("85 533 369 638 - real abn or typo?", "AU", "ABN check digits", "facts.md §6.1", ["invalid"], verdict="no")

# ---------------- DECLINE ----------------
D("how much is it to renew my nsw contractor licence for 3 yrs", "NSW", "licence renewal fee not held", "facts.md §1.1", "Building Commission NSW")
D("whats the hbcf premium on a 300k new house in nsw", "NSW", "HBCF premium not held", "facts.md §2.2 NSW", "icare (Home Building Compensation Fund)")
D("nsw notice of work - whats the fee to lodge one", "NSW", "NoW fee not held", "facts.md §4.2 NSW", "Building Commission NSW / NSW Fair Trading")
D("dbi premium on a 50k reno in victoria roughly?", "VIC", "DBI premium not held", "facts.md §2.2 VIC", "Building and Plumbing Commission (BPC)")
D("how much does a coes cost to buy from esv", "VIC", "COES cost not held", "facts.md §3.2 VIC", "Energy Safe Victoria (ESV)")
D("vic sop - max days a head contractor has to pay me after the schedule", "VIC", "VIC SOP time to pay not captured", "facts.md §6.7 VIC", "Building and Plumbing Commission (BPC)")
D("qbcc trade contractor licence fee per year?", "QLD", "QBCC licence fee not held", "facts.md §1.3", "QBCC")
D("qld gas compliance certificate, how many days have i got to give it", "QLD", "QLD gas certificate deadline not held (only 'give to owner')", "facts.md §4.5 QLD", "Resources Safety and Health Queensland (RSHQ)")
D("qld electrical contractor licence cost", "QLD", "electrical contractor licence fee not held", "facts.md §1.3", "Electrical Safety Office (WorkSafe QLD)")
D("cooling off period on a 40k reno in perth?", "WA", "WA cooling-off not found", "facts.md §2.1, §7 item 4", "Building and Energy (DEMIRS)")
D("wa plumbing contractor licence fee", "WA", "fee not held", "facts.md §1.4", "Plumbers Licensing Board (Building and Energy)")
D("how much is home indemnity insurance in wa on a 180k build", "WA", "HII premium not held", "facts.md §2.2 WA", "Building and Energy (DEMIRS)")
D("sa cooling off on a domestic building contract, how many days", "SA", "SA cooling-off not found", "facts.md §2.1, §7 item 4", "Consumer and Business Services (CBS)")
D("in sa whats the dollar amount where i need a builders licence", "SA", "SA licence dollar floor not confirmed (sources conflict)", "facts.md §1.5, §7 item 3", "Consumer and Business Services (CBS)")
D("how much does an electronic coc cost in sa for a plumbing job", "SA", "eCoC fee not held", "facts.md §4.2 SA", "Office of the Technical Regulator (OTR)")
D("tas sparky - how many days to lodge the cec", "TAS", "TAS CEC deadline not found", "facts.md §3.2 TAS, §7 item 2", "CBOS")
D("max deposit i can take on a 30k job in launceston", "TAS", "TAS deposit not found", "facts.md §2.1 TAS", "CBOS")
D("tas builders licence renewal cost?", "TAS", "fee not held", "facts.md §1.6", "CBOS")
D("act cooling off period for a building contract", "ACT", "ACT cooling-off not found", "facts.md §2.1 ACT", "Access Canberra")
D("act plumbing licence fee", "ACT", "fee not held", "facts.md §1.7", "Access Canberra")
D("nt electrical coc, how many days after the job do i have to submit it", "NT", "NT CoC deadline not found (only 'decreased')", "facts.md §3.2 NT, §7 item 1, §9", "NT WorkSafe")
D("whats the max deposit a builder can take in the nt", "NT", "NT deposit regulated but amount not captured", "facts.md §2.1 NT, §2.2 NT", "Building Practitioners Board")
D("nt cooling off period on a house contract?", "NT", "NT cooling-off not found", "facts.md §2.1 NT", "Building Practitioners Board")
D("whats the min hourly rate for a first year plumbing apprentice", "AU", "award rates not held", "facts.md §6.9", "Fair Work Ombudsman")
D("can i still charge a surcharge on eftpos payments or is that banned now", "AU", "card surcharge ban not held", "facts.md §9 (card surcharges)", "ACCC / RBA")
D("what does as 3740 say word for word about the shower hob", "AU", "clause text of standards not held", "facts.md §6.10", "Standards Australia")
D("whats the penalty if payday super is late", "AU", "payday super penalty not held", "facts.md §9, §6.6", "ATO")

# ---------------- AMBIGUOUS ----------------
M("13k kitchen, house is either queanbeyan or just over in canberra havent seen the address yet. home warranty?", "Queanbeyan NSW (HBCF > $20,000: no) / Canberra ACT (≥ $12,000: yes)", "facts.md §2.2 NSW, ACT")
M("8k tiling job, mildura or buronga, do i need a licence", "Mildura VIC ($10,000: no) / Buronga NSW ($5,000: yes)", "facts.md §2.1 VIC, NSW")
M("4k bathroom in goondiwindi or boggabilla, licence?", "Goondiwindi QLD (> $3,300: yes) / Boggabilla NSW (≤ $5,000: no)", "facts.md §2.1 QLD, NSW")
M("18k bathroom in bayswater, home warranty needed?", "Bayswater VIC (DBI > $16,000: yes) / Bayswater WA (HII > $20,000: no)", "facts.md §2.1 VIC, WA")
M("11k kitchen in hawthorn, written contract?", "Hawthorn VIC (> $10,000: yes) / Hawthorn SA (< $12,000: no)", "facts.md §2.1 VIC, SA")
M("30k kitchen in kensington, max deposit", "Kensington NSW (10%) / VIC (5%) / WA (6.5%) / SA (not found)", "facts.md §2.1")
M("gassie in canterbury, how long to get the cert in after a job", "Canterbury NSW (gas CoC 5 business days) / VIC (compliance certificate within 5 days)", "facts.md §4.5, §4.2 VIC")
M("25k deck in swansea, cooling off?", "Swansea NSW (5 clear business days) / Swansea TAS (not found)", "facts.md §2.1 NSW, TAS")
M("stirling, 25k extension, do i need insurance for it", "Stirling SA (BII where DA needed) / Stirling ACT (≥ $12,000: yes) / Stirling WA (> $20,000: yes)", "facts.md §2.2 SA, ACT, WA")
M("4k painting in paddington, licence?", "Paddington NSW (≤ $5,000: no) / Paddington QLD (> $3,300: yes)", "facts.md §2.1 NSW, QLD")
M("3.5k paint job in mungindi, do i need a licence", "Mungindi QLD (> $3,300: yes) / Mungindi NSW (≤ $5,000: no)", "facts.md §2.1 QLD, NSW")

DROP = ['whats the most deposit i can take in nsw', 'nsw plumber, just swapped an old electric hws', 'who do i register with now in victoria', 'if a vic client cools off', 'qld sparky how long do i keep', 'qld level 2 contract', 'how long do wa plumbers keep', 'do i have to put my EC number', 'how much net assets do i need', 'havent been on a site for 3 years', 'does before you dig', 'hot water storage temp to kill', 'how long do i keep my receipts', 'who can i even get home warranty', 'net tangible assets for nt', 'client owns an office in southport', 'forgot to put the cooling off notice', 'hbcf - if the builder goes bust']
for p in DROP:
    n = [d for d in Q if d['q'].startswith(p)]
    assert len(n) == 1, p
    Q.remove(n[0])
for i, d in enumerate(Q, 1):
    d["id"] = f"d9-{i:03d}"
out = [{"id": d["id"], **{k: v for k, v in d.items() if k != "id"}} for d in Q]
json.dump(out, open("questions.json", "w"), indent=2, ensure_ascii=False)
from collections import Counter
print(len(out), Counter(d["kind"] for d in out), Counter(d["state"] for d in out))

# ---- wording pass (style variety); state/verdict/figures unchanged ----
R = {
 "gassie out dubbo way": "gassie out dubbo way, just hooked up a new cooktop on natural gas. how long til i gotta send the cert to the regulator, and does the customer get a copy too",
 "putting in a split system for a mate in newcastle": "im based in mildura but doin a split system for a mate just over the river in gol gol, 3.2k installed. dont need a licence under 5 grand yeah?",
 "pest bloke in toowoomba": "pest bloke from tenterfield, got a chemical termite treatment over the border in stanthorpe for 800 bucks. need a qbcc licence for somethin that small",
 "roofer in whyalla": "live in nelson on the vic side but the roof job's in mount gambier this week, gutter edge is 2.7 m off the ground. need a swms?",
 "15k patio job in rockingham": "15k patio job in 6168, do i need to be a registered building contractor",
 "15k extension in gungahlin": "15k extension in 2912, do i need residential building insurance",
 "30k extension on a house in palmerston nt": "30k extension on a house in 0830, do i need to be registered with the bpb",
 "28k deck n pergola in werribee": "Dear team, we have been engaged to build a deck and pergola in Werribee for $28,000 including GST. Could you please confirm whether domestic building insurance is required? Thank you, Sandeep Rao, Director",
 "tassie owner builder, how many projects": "tassie owner builder here, how many projects can u do and do i need a white card",
 "sparky in frankston": "ok so sparky in frankston, customer's old ceramic fuse board was cooked so i swapped out the whole main switchboard today, all done by 3, lady wants the power back on for dinner obviously. can i liven it up straight away and sort the paperwork later",
 "building a prefab granny flat": "right so were building a granny flat in our shed in logan, pretty much the whole thing gets done in the factory and trucked out, id say about 70 percent of the price is the offsite part, 90k all up inc gst. client reckons i can only take 5 percent deposit cos its over 20 grand. is that right or can i take more",
 "ran a new lighting circuit": "hey siri text bazza ran a new lighting circuit in the detached garage in mornington how long do i have to give the customer the coes",
 "pretty sure ive still got 14 days": "pretty sure ive still got 14 days to get the ccew to the customer in nsw?",
 "client signed last month for an engineered stone": "client signed last month for an engineered stone benchtop, can i still fab n install it next week",
 "apprentce did 42 hours": "apprentce did 42 hours at 19.80 an hour, whats the super",
 "my offsider's got his tradesperson": "my offsider's got his tradesperson certificate for plumbing now. can he sign off his own dunny and basin jobs in blacktown or does it still need me",
 "sa sparky. do i fill out": "sa sparky. do i fill out the ecoc before or after i energise, n how long to get it to the otr",
 "tpar wen is it due": "tpar wen is it due and do i put in the bunnings payments for materials",
 "act electrician, how many days": "chippy here but my brother in law's the sparky, he did a reno in tuggeranong. how many days has he got to get the test report in",
 "turnover bout 60 grand": "turnover bout 60 grand this yr, do i have to charge gst",
}
for d in out:
    for k, v in R.items():
        if d["q"].startswith(k):
            d["q"] = v
json.dump(out, open("questions.json", "w"), indent=2, ensure_ascii=False)
for d in out:
    if d["q"].startswith("tassie owner builder here"):
        d["topic"] = "owner-builders limited to 2 projects in 10 years and need a White Card"
        d["verdict"] = "yes"
    if d["q"].startswith("gassie out dubbo way"):
        d["topic"] += "; yes, the consumer gets the CoC"
json.dump(out, open("questions.json", "w"), indent=2, ensure_ascii=False)
