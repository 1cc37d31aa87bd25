#!/usr/bin/env python3
"""Writes questions.json for held-out set h32 (blind writer h32, round 25 "checking what I think I know").
Tool items carry a `calc` spec that is written into check_tools.py's SPEC table (check_tools.py and recomputes
every figure from the amount tokens as written in the question); `calc` is not part of questions.json."""
import json, os, random

HERE = os.path.dirname(os.path.abspath(__file__))
items = []


# Who to ask, per decline (the `ask` field; corrected 29 Nov 2026 — see notes.md). Keyed by the question text.
WHO = {
    "What's the max fine in QLD for doing electrical work unlicensed? Mate reckons 50k.": "Electrical Safety Office or WorkSafe QLD",  # h32-002 QLD
    "How much does an RSHQ gas work licence cost these days?": "Resources Safety and Health Queensland or RSHQ",  # h32-006 QLD
    "How long does Building Commission NSW take to issue a new contractor licence? Mate said about 6 weeks.": "Building Commission NSW",  # h32-008 NSW
    "Reckon the cooling off in Tassie is 5 business days like Victoria?": "CBOS or Consumer, Building and Occupational Services",  # h32-009 TAS
    "Darwin sparky. CoC is due within 5 days now under the new Act, isn't it?": "NT WorkSafe",  # h32-014 NT
    "Building permit levy in Vic — still 0.128% on jobs over $10k?": "Building and Plumbing Commission or BPC",  # h32-016 VIC
    "In SA you don't need a builder's licence for jobs under $5,000, correct?": "Consumer and Business Services or CBS",  # h32-025 SA
    "The CTF levy in WA is 0.2% of the contract value?": "Construction Training Fund or CTF",  # h32-028 WA
    "Fine for lodging a Form 4 late in QLD is like a grand?": "QBCC or Queensland Building and Construction Commission",  # h32-032 QLD
    "If I pay super late the SG charge is 200% isn't it?": "the ATO",  # h32-040 AU
    "WorkSafe ACT on-the-spot fine for no edge protection is $3,600?": "WorkSafe ACT or Access Canberra",  # h32-042 ACT
    "How much does CBOS charge to renew a builder's licence?": "CBOS or Consumer, Building and Occupational Services",  # h32-043 TAS
    "CBS building work contractor licence is around $600 a year?": "Consumer and Business Services or CBS",  # h32-052 SA
    "DBI premium in Victoria works out roughly 1.5% of the contract price, yeah?": "Building and Plumbing Commission or BPC",  # h32-057 VIC
    "Max deposit in Tasmania is 10% I think?": "CBOS or Consumer, Building and Occupational Services",  # h32-065 TAS
    "Roughly what's HII going to cost me on a $400k house in WA?": "Building and Energy",  # h32-079 WA
    "Cooling-off in SA is 5 business days I think?": "Consumer and Business Services or CBS",  # h32-084 SA
    "SA max deposit on a home reno is 10% like NSW, yeah?": "Consumer and Business Services or CBS",  # h32-085 SA
    "First-year carpentry apprentice. Award rate is about $16 an hour, right?": "Fair Work Ombudsman",  # h32-087 AU
    "VIC subbie: the max time a builder can take to pay me is 30 business days, right?": "Building and Plumbing Commission or BPC",  # h32-089 VIC
    "What does a WA plumbing contractor licence renewal cost?": "Plumbers Licensing Board or Building and Energy",  # h32-090 WA
    "Canberra cooling-off period is 5 business days isn't it?": "Access Canberra",  # h32-097 ACT
    "Saw on Facebook that card surcharges are banned from October. Can I still add 1.5% on Visa?": "ACCC or RBA",  # h32-099 AU
    "QBCC trade contractor licence costs about $300 a year, doesn't it?": "QBCC or Queensland Building and Construction Commission",  # h32-102 QLD
    "NT max deposit is 10% too?": "Building Practitioners Board or BPB",  # h32-106 NT
    "WA sparky: what's the fine if I lodge the Notice of Completion late?": "Building and Energy",  # h32-112 WA
    "QLeave levy is 0.575% of the job cost, isn't it?": "QLeave",  # h32-113 QLD
    "ACT builder licence renewal is roughly $700?": "Access Canberra",  # h32-116 ACT
    "Heard the NSW long service levy is 0.25% on jobs over $250k — still right?": "Long Service Corporation",  # h32-122 NSW
    "QLD home warranty premium on a $50k reno, roughly $800?": "QBCC or Queensland Building and Construction Commission",  # h32-124 QLD
    "NT: builder has 10 business days to give a payment schedule?": "Building Practitioners Board or BPB",  # h32-131 NT
    "How long is ESV taking to approve new REC registrations at the moment?": "Energy Safe Victoria or ESV",  # h32-133 VIC
    "TAS sparky: the CEC has to be submitted within 30 days?": "CBOS or Consumer, Building and Occupational Services",  # h32-135 TAS
    "Pretty sure renewing a NSW contractor licence for 3 years is about $400?": "Building Commission NSW",  # h32-136 NSW
    "SA gasfitter. If the gas CoC goes in late, is it the same $5,000 max penalty as electrical?": "Office of the Technical Regulator or OTR",  # h32-137 SA
    "What does an MBA NT Fidelity Fund certificate cost on a $400k house?": "MBA NT Fidelity Fund",  # h32-144 NT
    "SafeWork NSW on-the-spot fine for no SWMS on a roof job is $3,600 isn't it?": "SafeWork NSW",  # h32-147 NSW
    "ACT max deposit on a reno is 10%?": "Access Canberra",  # h32-150 ACT
    "ESV fine for not lodging a COES — I've heard it's 10 grand?": "Energy Safe Victoria or ESV",  # h32-151 VIC
    "BPC plumbing licence renewal has gone up to around $500 hasn't it?": "Building and Plumbing Commission or BPC",  # h32-155 VIC
    "Class G gasfitting permit fee is about $150 right?": "Building and Energy",  # h32-157 WA
    "SA construction training levy is 0.25% on work over $40k?": "Consumer and Business Services or CBS",  # h32-161 SA
    "Can you give me the exact AS/NZS 3000 clause on bathroom zones?": "Standards Australia",  # h32-166 AU
    "WA home building contracts get a 5 day cooling off like the eastern states, true?": "Building and Energy",  # h32-169 WA
    "icare told my mate the HBCF premium on a $300k build is about 1%. Is that roughly right?": "icare",  # h32-170 NSW
    "Tas gasfitter: gas compliance cert within 5 business days like NSW?": "CBOS or Consumer, Building and Occupational Services",  # h32-175 TAS
    "ACT subbie. Builder's got 10 business days to send me a payment schedule?": "Access Canberra",  # h32-179 ACT
    "NT cooling-off period on a building contract, 5 business days?": "Building Practitioners Board or BPB",  # h32-181 NT
    "ARCtick refrigerant handling licence costs about $200 for 2 years?": "Australian Refrigeration Council or ARC",  # h32-192 AU
    "What's the fine in NSW if I don't give the customer a plumbing CoC? Heard it's 2 grand.": "Building Commission NSW or NSW Fair Trading",  # h32-200 NSW
}


def A(state, q, topic, basis, verdict=None, figures=None, date=None, profile=None):
    items.append(dict(kind="answer", state=state, q=q, topic=topic, basis=basis, verdict=verdict,
                      figures=figures, date=date, profile=profile))


def T(state, q, topic, basis, figures, calc, verdict=None, date=None):
    items.append(dict(kind="tool", state=state, q=q, topic=topic, basis=basis, verdict=verdict,
                      figures=figures, date=date, calc=calc))


def D(state, q, asked, topic, date=None):
    # `asked` = what was asked that the facts do not hold; it goes into `topic` (unless already said there).
    # `ask` = WHO TO ASK (the regulator or agency the fact sheet names), taken from WHO below. Corrected 29 Nov 2026.
    if asked.lower() not in topic.lower():
        topic = topic + " — not held: " + asked
    items.append(dict(kind="decline", state=state, q=q, ask=WHO[q], topic=topic, basis="facts (not held)", date=date))


def M(q, topic):
    items.append(dict(kind="ambiguous", state=None, q=q, topic=topic, basis="facts §2.1 (per reading)"))


# ---------------------------------------------------------------- NSW answers (14)
A("NSW", "Mate of mine reckons you can do up to 10 grand of tiling in NSW without a licence. Is he right?",
  "belief: NSW tiling licence from $10k — wrong, licence for trade work over $5,000 incl GST", "facts §1.1, §2.1 NSW",
  "no", ["$5,000"])
A("NSW", "Old boss always said you've got a fortnight to get the CCEW done after testing. Still the case in NSW?",
  "belief: CCEW 14 days — wrong (2004 Act, superseded); now within 7 days of the test", "facts §3.2, §8 NSW",
  "no", ["7 days"])
A("NSW", "The builder I sub for in Castle Hill says the most a homeowner can be asked for as a deposit is 10% of the contract price. That correct?",
  "belief: NSW max deposit 10% — right (HBA s8)", "facts §2.1, §2.2 NSW", "yes", ["10%"])
A("NSW", "pretty sure the cooling off on a nsw reno contract is 5 days flat, weekends included yeah?",
  "belief: NSW cooling-off 5 calendar days — wrong, 5 clear business days after the owner is given the signed copy",
  "facts §2.2, §9 NSW", "no", ["5 clear business days"])
A("NSW", "only a $600 job swapping a toilet cistern in blacktown. plumbing under 5k so I dont need a licence for it, right?",
  "belief: plumbing under $5,000 needs no licence — wrong, plumbing needs a licence at any value", "facts §1.1, §2.1 NSW", "no")
A("NSW", "HBCF only kicks in for NSW jobs over $20k, doesn't it?",
  "belief: HBCF over $20,000 — right", "facts §2.1, §2.2 NSW", "yes", ["$20,000"])
A("NSW", "Office question for our NSW renovation business: am I right that jobs between $5,000 and $20,000 need a small jobs contract, and anything over $20,000 a full home building contract?",
  "belief: NSW small jobs contract $5k–$20k, large over $20k — right", "facts §2.2, §9 NSW", "yes", ["$5,000", "$20,000"])
A("NSW", "gasfitter in newcastle nsw, i thought the copy of the gas CoC goes to fair trading within 10 business days?",
  "belief: NSW gas CoC copy within 10 business days — wrong, 5 business days", "facts §4.5 NSW", "no", ["5 business days"])
A("NSW", "$8k floating floor job in Hornsby. A customer told me flooring needs a licence over 5k like tiling does — true?",
  "belief: non-structural flooring licensed over $5,000 — wrong, no longer licensed since 16 Sep 2009", "facts §1.1, facts-6 NSW", "no")
A("NSW", "NSW subbie here. Head contractor reckons he's got 30 business days to pay my claim. I thought that changed to 20?",
  "belief: head contractor to subbie max 20 BD — right (30 BD is the superseded value)", "facts §6.7, §8 NSW", "yes", ["20 BD"])
A("NSW", "homeowner in Penrith wants to rip out about 15 square metres of fibro themselves, reckons homeowners can do up to 20 m2 without a licensed removalist. that right?",
  "belief: homeowner may remove up to 20 m² bonded asbestos — wrong, up to 10 m² in total", "facts §5.5 NSW", "no", ["10 m²"])
A("NSW", "Digging a 1.8 m trench for a new sewer line in Parramatta. My offsider reckons no SWMS unless it's deeper than 2 m. Do I need one?",
  "belief (offsider): trench HRCW from 2 m — wrong, trenches deeper than 1.5 m are HRCW, SWMS needed", "facts §5.6 NSW", "yes", ["1.5 m"])
A("NSW", "landscaper in the shire (2230). building a $4,500 retaining wall, not part of the house, all inclusive. I'm under the licence limit aren't I?",
  "belief: structural landscaping under $5,000 needs no licence — right (licence above $5,000)", "facts §1.1 NSW", "yes", ["$5,000"])
A("NSW", "Client in Dubbo is getting their copy of the signed contract for an $85k extension on Wednesday 23 December. I figure the days between Christmas and New Year still count toward the cooling off since they're weekdays?",
  "belief: 27–31 Dec count as business days — wrong, excluded by HBA s 3; cooling-off 5 clear business days", "facts §2.2, §9 NSW",
  "no", ["5 clear business days"], date="2026-12-23")

# ---------------------------------------------------------------- NSW tools (3)
T("NSW", "NSW kitchen at $38,500. Taking 10% deposit, so $3,850 — all good?",
  "belief: deposit $3,850 — right (10%)", "facts §2.2 NSW", ["$3,850", "10%"],
  dict(op="deposit", tokens=["$38,500"], st="NSW", claim="$3,850"), "yes")
T("NSW", "Doing $3,200 of painting and $2,400 of plastering on the same house in Mosman. Mate says each trade's under 5k so no licence needed. Right?",
  "belief: each trade counted separately — wrong, $5,600 on one job is over $5,000", "facts §1.1, §2.1 NSW", ["$5,600", "$5,000"],
  dict(op="thr", tokens=["$3,200", "$2,400"], limit=5000, cmp=">", basis="both", vmode="deny"), "no")
T("NSW", "quoting a bathroom tile job in tamworth at $4,650 + GST. thats under the 5 grand licence line isnt it",
  "belief: $4,650 + GST under the $5,000 licence threshold — wrong, $5,115 incl GST", "facts §1.1, §2.1 NSW", ["$5,115", "$5,000"],
  dict(op="thr", tokens=["$4,650"], limit=5000, cmp=">", basis="incl", vmode="deny"), "no")

# ---------------------------------------------------------------- NSW declines (6)
D("NSW", "Pretty sure renewing a NSW contractor licence for 3 years is about $400?", "NSW contractor licence renewal fee",
  "belief about a fee not held → ask Building Commission NSW")
D("NSW", "Heard the NSW long service levy is 0.25% on jobs over $250k — still right?", "NSW long service levy rate",
  "levy rate not held → name the Long Service Corporation")
D("NSW", "What's the fine in NSW if I don't give the customer a plumbing CoC? Heard it's 2 grand.", "penalty for no plumbing CoC",
  "penalty not held (CoC rule is) → ask Building Commission NSW")
D("NSW", "icare told my mate the HBCF premium on a $300k build is about 1%. Is that roughly right?", "HBCF premium",
  "premium not held → ask icare")
D("NSW", "SafeWork NSW on-the-spot fine for no SWMS on a roof job is $3,600 isn't it?", "SWMS on-the-spot fine",
  "fine not held → ask SafeWork NSW")
D("NSW", "How long does Building Commission NSW take to issue a new contractor licence? Mate said about 6 weeks.", "licence processing time",
  "processing time not held → ask Building Commission NSW")

# ---------------------------------------------------------------- VIC answers (14)
A("VIC", "Carpenter in Bendigo. Thought you only needed BPC registration once a domestic job goes over 5 grand?",
  "belief: VIC registration over $5,000 — wrong (pre-1 Aug 2017), now over $10,000", "facts §1.2, §8 VIC", "no", ["$10,000"])
A("VIC", "$45k extension in Shepparton. I'll take my usual 10% deposit, that's fine in Victoria isn't it?",
  "belief: 10% deposit on $45k — wrong, 5% at $20,000 or more", "facts §2.2 VIC", "no", ["5%"])
A("VIC", "DBI's only compulsory on Victorian jobs over 20k, right?",
  "belief: DBI over $20,000 — wrong, more than $16,000", "facts §2.1, §2.2 VIC", "no", ["$16,000"])
A("VIC", "Just checking my understanding for our Victorian contracts: the owner gets 5 clear business days after receiving the signed copy to cool off, and if they pull out we can keep $100 plus any out-of-pockets they approved. Correct?",
  "belief: VIC cooling-off 5 clear business days, builder keeps $100 + approved expenses — right (DBCA s34)", "facts §2.2 VIC",
  "yes", ["5 clear business days", "$100"])
A("VIC", "pretty sure ive got 10 days to lodge my compliance cert after i finish a job?",
  "profile VIC plumber; belief: 10 days — wrong, compliance certificate to customer and BPC within 5 days", "facts §4.2 VIC",
  "no", ["5 days"], profile={"state": "VIC", "trade": "plumber"})
A("VIC", "Isn't the VIC plumbing compliance certificate only needed on jobs over $500?",
  "belief: $500 — wrong (Plumbing Industry Commission era), now over $750", "facts §4.2, §8 VIC", "no", ["$750"])
A("VIC", "Re-stumping job in Footscray, $8,500. Under the $10k so no registration needed, right?",
  "belief: re-stumping under $10,000 needs no registration — wrong, registration at any value", "facts §1.2 VIC", "no")
A("VIC", "Sparky in Geelong. Added two double power points — the customer gets the COES within a month, that's the rule?",
  "belief: non-prescribed COES to customer within 1 month — right", "facts §3.2 VIC", "yes", ["1 month"])
A("VIC", "Doing a main switchboard upgrade in Frankston tomorrow. Plan is to liven it up when I finish and get the LEI round later in the week. All good?",
  "belief: energise prescribed work before LEI inspection — wrong, must not be energised before inspection", "facts §3.2 VIC", "no")
A("VIC", "VIC builder: got a payment claim from my subbie on Friday. Our contract gives 15 business days for the payment schedule, so I've got 15 yeah?",
  "belief: contract's 15 BD applies — wrong, contract time or 10 BD whichever is earlier", "facts §6.7 VIC", "no", ["10 BD"])
A("VIC", "VIC licensed removalist here. 8 m2 of non-friable sheeting — I have to notify WorkSafe 5 days before, yes?",
  "belief: 5 days notice — wrong, at least 24 h before for 10 m² or less non-friable", "facts §5.5 VIC", "no", ["24 h"])
A("VIC", "Customer in Ballarat wants his handyman mate to put in a gas heater because it's only a $300 job, under the $750. Is that allowed?",
  "belief: gas work under $750 needs no registration — wrong, plumbing (gasfitting) registration or licence at any value",
  "facts §1.2, facts-6 VIC", "no")
A("VIC", "Going through old files: we did a $7,000 bathroom in Richmond Vic on a contract signed in March 2017. Did that need a major domestic building contract back then?",
  "dated: before 1 Aug 2017 the threshold was over $5,000 → yes", "facts §2.2, facts-6 VIC", "yes", ["$5,000"], date="2017-03-15")
A("VIC", "Stonemason in Dandenong. Client wants me to install an engineered stone benchtop she bought back in 2023, reckons the ban doesn't apply because she bought it before. Can I fit it?",
  "belief: bought before the ban so OK — wrong, installing engineered stone banned from 1 July 2024 (VIC no transitional period)",
  "facts §5.8 VIC", "no")

# ---------------------------------------------------------------- VIC tools (4)
T("VIC", "VIC bathroom reno at $18,600. Max deposit is 10% so $1,860?",
  "belief: $1,860 — right (10% under $20,000)", "facts §2.2 VIC", ["$1,860", "10%"],
  dict(op="deposit", tokens=["$18,600"], st="VIC", claim="$1,860"), "yes")
T("VIC", "Mornington Vic, $64,000 extension. 10 percent deposit means I can ask for $6,400?",
  "belief: 10% = $6,400 — wrong, 5% at $20,000 or more = $3,200", "facts §2.2 VIC", ["$3,200", "5%"],
  dict(op="deposit", tokens=["$64,000"], st="VIC", claim="$6,400"), "no")
T("VIC", "Vic plumber: my labour's $420 and the customer bought the $390 toilet suite himself. Only my labour counts so I'm under the 750 and don't need a compliance cert — right?",
  "belief: customer-supplied items don't count — wrong, total $810 over $750 (whoever supplied them)", "facts §4.2 VIC",
  ["$810", "$750"], dict(op="thr", tokens=["$420", "$390"], limit=750, cmp=">", basis="both", vmode="deny"), "no")
T("VIC", "Werribee job: $6,200 of plastering and $4,300 of painting on the same house. Do I need BPC registration, or does each trade count on its own?",
  "sum of trades $10,500 over $10,000 → registration needed", "facts §1.2 VIC", ["$10,500", "$10,000"],
  dict(op="thr", tokens=["$6,200", "$4,300"], limit=10000, cmp=">", basis="both", vmode="need"), "yes")

# ---------------------------------------------------------------- VIC declines (6)
D("VIC", "BPC plumbing licence renewal has gone up to around $500 hasn't it?", "VIC plumbing licence renewal fee",
  "fee not held → ask the Building and Plumbing Commission (formerly VBA)")
D("VIC", "ESV fine for not lodging a COES — I've heard it's 10 grand?", "penalty for not lodging a COES",
  "penalty not held → ask Energy Safe Victoria")
D("VIC", "DBI premium in Victoria works out roughly 1.5% of the contract price, yeah?", "DBI premium",
  "premium not held → ask the BPC")
D("VIC", "VIC subbie: the max time a builder can take to pay me is 30 business days, right?", "VIC SOP maximum time to pay",
  "VIC maximum time to pay not captured (gap) → ask the BPC / VIC SOP Act; do not give the 10 BD schedule figure as the answer")
D("VIC", "Building permit levy in Vic — still 0.128% on jobs over $10k?", "VIC building permit levy rate",
  "levy not held (VIC levy body not researched)")
D("VIC", "How long is ESV taking to approve new REC registrations at the moment?", "REC processing time",
  "processing time not held → ask Energy Safe Victoria")

# ---------------------------------------------------------------- QLD answers (14)
A("QLD", "QLD licence kicks in over $3,300 and that's counting materials and GST, yeah?",
  "belief: QBCC licence over $3,300 incl labour, materials, GST — right", "facts §1.3, §2.1 QLD", "yes", ["$3,300"])
A("QLD", "Toowoomba, $15k bathroom. Customer's happy to pay 15% up front. Can I take it?",
  "belief: 15% deposit OK if customer agrees — wrong, 10% under $20,000", "facts §2.2 QLD", "no", ["10%"])
A("QLD", "QLD cooling-off: 5 business days starting the day after the owner gets the signed contract. Have I got that right?",
  "belief: QLD cooling-off 5 business days from the day after receipt — right", "facts §2.2 QLD", "yes", ["5 business days"])
A("QLD", "Plumber in Cairns. Form 4 for notifiable work goes in within 10 business days of invoicing, right?",
  "belief: Form 4 within 10 business days of invoicing — right", "facts §4.2 QLD", "yes", ["10 business days"])
A("QLD", "Handyman in Townsville, just replacing a leaking tap for $150. Plumbing that small doesn't need a QBCC licence, correct?",
  "belief: small plumbing needs no licence — wrong, plumbing occupational licence at any value", "facts §1.3 QLD", "no")
A("QLD", "Doing hydraulic services design on a $2,000 job in QLD. I figured nothing's licensed under $3,300?",
  "belief: nothing licensed under $3,300 — wrong, hydraulic services design over $1,100", "facts §1.3 QLD", "no", ["$1,100"])
A("QLD", "roofer in logan, house job with about a 2.5m fall. heard housing in qld only needs a swms from 3m. do i need one?",
  "belief: QLD housing SWMS from 3 m — wrong, SWMS for any construction work above 2 m incl housing (3 m is the housing fall-prevention trigger)",
  "facts §5.6 QLD", "yes", ["2 m"])
A("QLD", "Painting job in Ipswich, $4k. Painting's not covered by the QLD home warranty scheme so I don't need to worry about it?",
  "belief: painting not covered — wrong, painting is covered; residential work over $3,300", "facts §2.2 QLD", "no", ["$3,300"])
A("QLD", "Setting up as an electrical contractor in QLD. Public liability has to be at least $5 million and consumer protection $50k, is that it?",
  "belief: $5,000,000 PL and $50,000 consumer protection — right", "facts §1.3 QLD", "yes", ["$5,000,000", "$50,000"])
A("QLD", "QLD sparky. I keep certificates of testing and compliance for 7 years like my tax records. Is 7 the legal minimum?",
  "belief: keep 7 years — wrong, 5 years", "facts §3.2 QLD", "no", ["5 years"])
A("QLD", "QLD subbie: builder says under the BIF Act he's got 15 business days to give me a payment schedule. Is that right?",
  "belief (builder): 15 BD — right", "facts §6.7 QLD", "yes", ["15 BD"])
A("QLD", "Gasfitter licensed in NSW, moving to the Gold Coast. Automatic mutual recognition means I can start gas work straight away?",
  "belief: AMR covers gas in QLD — wrong, QLD not in AMR for gas; apply through RSHQ", "facts §1.3 QLD", "no")
A("QLD", "Removing around 30 m2 of bonded fibro for a client in Bundaberg as part of my business. Do I need a Class A licence for that?",
  "belief: Class A needed — wrong, Class B covers more than 10 m² non-friable", "facts §5.5 QLD", "no", ["10 m²"])
A("QLD", "QLD contract for $28k. Commencement notice is due within 10 business days of starting on site?",
  "belief: commencement notice within 10 business days ($20,000+) — right", "facts §2.2, §9 QLD", "yes", ["10 business days"])

# ---------------------------------------------------------------- QLD tools (4)
T("QLD", "QLD reno at $19,800, so the max deposit at 10% is $1,980?",
  "belief: $1,980 — right (10% under $20,000)", "facts §2.2 QLD", ["$1,980", "10%"],
  dict(op="deposit", tokens=["$19,800"], st="QLD", claim="$1,980"), "yes")
T("QLD", "Modular granny flat, 120k, about 70% of it gets built in our Brisbane factory. QLD lets me take 20% for that, so 24k up front?",
  "belief: 20% off-site deposit = $24,000 — right (more than 50% off-site)", "facts §2.2, §9 QLD", ["$24,000", "20%"],
  dict(op="deposit", tokens=["120k"], st="QLD", offsite="70%", claim="24k"), "yes")
T("QLD", "Deck in Mackay: my labour's $2,100 and the client's buying $1,500 of timber himself. I'm only charging 2,100 so I'm under the QBCC 3,300, yeah?",
  "belief: client-supplied timber doesn't count — wrong, value $3,600 over $3,300 (whoever supplies materials)", "facts §1.3 QLD",
  ["$3,600", "$3,300"], dict(op="thr", tokens=["$2,100", "$1,500"], limit=3300, cmp=">", basis="both", vmode="deny"), "no")
T("QLD", "QLD kitchen at $26,000. Thinking a $2,600 deposit, that OK?",
  "belief: $2,600 — wrong, 5% at $20,000 or more = $1,300", "facts §2.2 QLD", ["$1,300", "5%"],
  dict(op="deposit", tokens=["$26,000"], st="QLD", claim="$2,600"), "no")

# ---------------------------------------------------------------- QLD declines (6)
D("QLD", "QBCC trade contractor licence costs about $300 a year, doesn't it?", "QBCC licence fee", "fee not held → ask QBCC")
D("QLD", "Fine for lodging a Form 4 late in QLD is like a grand?", "late Form 4 penalty",
  "penalty not held (the Form 4 lodgement fee is a different figure) → ask QBCC")
D("QLD", "QLeave levy is 0.575% of the job cost, isn't it?", "QLeave levy rate", "levy rate not held → name QLeave")
D("QLD", "How much does an RSHQ gas work licence cost these days?", "gas work licence fee",
  "fee not held → ask Resources Safety and Health Queensland")
D("QLD", "What's the max fine in QLD for doing electrical work unlicensed? Mate reckons 50k.", "unlicensed electrical work penalty",
  "penalty not held → ask the Electrical Safety Office")
D("QLD", "QLD home warranty premium on a $50k reno, roughly $800?", "home warranty premium", "premium not held → ask QBCC")

# ---------------------------------------------------------------- WA answers (11)
A("WA", "WA: you only have to be a registered building contractor for jobs over $20,000?",
  "belief: WA registration over $20,000 — right", "facts §1.4, §2.1 WA", "yes", ["$20,000"])
A("WA", "Perth builder here. Max deposit under the Home Building Contracts Act is 10% isn't it?",
  "belief: WA deposit 10% — wrong, 6.5% of the total amount payable", "facts §2.2, facts-6 WA", "no", ["6.5%"])
A("WA", "Building a $180k house in Mandurah. HII is needed, and I have to have the certificate before taking any money. Right?",
  "belief: HII over $20,000, certificate before any payment — right", "facts §2.2 WA", "yes", ["$20,000"])
A("WA", "WA sparky. Notice of Completion is due within 28 days of finishing?",
  "belief: NOC 28 days — wrong, NOC within 3 days; 28 days is the ESC to the customer", "facts §3.2 WA", "no", ["3 days", "28 days"])
A("WA", "wa plumber, thought the NOI had to go in 48 hours before major plumbing work?",
  "belief: NOI 48 hours before — wrong, at least 24 hours", "facts §4.2 WA", "no", ["24 hours"])
A("WA", "WA: the CoC for major plumbing is due within 5 working days of finishing and I keep it for 5 years?",
  "two beliefs: CoC within 5 working days — right; keep 5 years — wrong, 6 years", "facts §4.2, §1.4 WA",
  None, ["5 working days", "6 years"])
A("WA", "Customer in Bunbury wants me, a handyman, to connect a new gas BBQ to their existing gas line. Only an $80 job. Do I need a gas licence for that?",
  "gasfitting on a consumer's installation needs a gas fitter's licence at any value", "facts §1.4, §9 WA", "yes")
A("WA", "Does the WA Home Building Contracts Act apply to a $6,000 patio contract?",
  "no belief: Act covers $7,500–$500,000 → not a $6,000 contract", "facts §2.2 WA", "no", ["$7,500"])
A("WA", "WA security of payment: payment schedule within 15 business days under the 2021 Act, yeah?",
  "belief: 15 BD — right", "facts §6.7 WA", "yes", ["15 BD"])
A("WA", "WA plumbing contractor. Do I actually have to show my licence number in my Facebook ads?",
  "licence number must appear in all advertising", "facts §1.4 WA", "yes")
A("WA", "Client's owner-building in Albany. Needs approval over $20k and can't sell within 7 years unless there's home indemnity insurance. Correct?",
  "belief: owner-builder approval over $20,000; 7 years without HII — right", "facts §1.4 WA", "yes", ["$20,000", "7 years"])

# ---------------------------------------------------------------- WA tools (3)
T("WA", "240k home build in Joondalup, deposit at 6.5%, so $15,600?",
  "belief: $15,600 — right (6.5%)", "facts §2.2 WA", ["$15,600", "6.5%"],
  dict(op="deposit", tokens=["240k"], st="WA", claim="$15,600"), "yes")
T("WA", "WA pool contract, $42,000. Mate says 10% deposit so $4,200 up front. How much can I actually take?",
  "belief (mate): 10% = $4,200 — wrong, 6.5% = $2,730", "facts §2.2 WA", ["$2,730", "6.5%"],
  dict(op="deposit", tokens=["$42,000"], st="WA", claim="$4,200"), "no")
T("WA", "WA, $14,000 slab plus $8,500 framing under one contract. Do I need to be a registered building contractor?",
  "sum $22,500 over $20,000 → registration needed", "facts §1.4 WA", ["$22,500", "$20,000"],
  dict(op="thr", tokens=["$14,000", "$8,500"], limit=20000, cmp=">", basis="both", vmode="need"), "yes")

# ---------------------------------------------------------------- WA declines (6)
D("WA", "WA home building contracts get a 5 day cooling off like the eastern states, true?", "WA cooling-off",
  "WA cooling-off not found → ask Building and Energy (DEMIRS)")
D("WA", "The CTF levy in WA is 0.2% of the contract value?", "CTF levy rate", "levy rate not held → name the Construction Training Fund")
D("WA", "What does a WA plumbing contractor licence renewal cost?", "WA plumbing licence fee",
  "fee not held → ask the Plumbers Licensing Board")
D("WA", "WA sparky: what's the fine if I lodge the Notice of Completion late?", "late NOC penalty",
  "penalty not held (the 3-day deadline is held) → ask Building and Energy")
D("WA", "Roughly what's HII going to cost me on a $400k house in WA?", "HII premium", "premium not held → ask insurers / Building and Energy")
D("WA", "Class G gasfitting permit fee is about $150 right?", "gasfitting permit fee", "fee not held → ask Building and Energy")

# ---------------------------------------------------------------- SA answers (13)
A("SA", "got a gutter job on tuesday, 2.4 m to the ground. still 3 m before a swms kicks in here isn't it?",
  "profile SA roofer; belief: SA fall trigger 3 m — wrong, more than 2 m from 1 July 2026 → SWMS needed", "facts §9, §5.6 SA",
  "no", ["2 m"], date="2026-12-01", profile={"state": "SA", "trade": "roofer"})
A("SA", "Job in Whyalla on Friday 19 June this year, roof edge about 2.6 m, we didn't do a SWMS. Were we OK?",
  "dated: before 1 July 2026 the SA trigger was 3 m → no SWMS needed at 2.6 m", "facts §9, §5.6 SA", "yes", ["3 m"], date="2026-06-19")
A("SA", "SA plumber. The plumbing CoC is 30 days, same as electrical, right?",
  "belief: plumbing CoC 30 days — wrong, 7 days", "facts §4.2, §9 SA", "no", ["7 days"])
A("SA", "SA sparky: the eCoC goes to the Technical Regulator and the owner within 30 days?",
  "belief: electrical eCoC within 30 days — right", "facts §3.2 SA", "yes", ["30 days"])
A("SA", "SA gasfitter, pretty sure the gas certificate of compliance has to be issued within 14 days?",
  "belief: 14 days — wrong, 30 days", "facts §4.5, §9 SA", "no", ["30 days"])
A("SA", "Adelaide, $11,500 bathroom reno. Legally do I need a written contract?",
  "no belief: written contract at $12,000 or more → not required", "facts §2.2, §9 SA", "no", ["$12,000"])
A("SA", "SA fence job, exactly 12 grand. I thought you only need a written contract when it's over 12k?",
  "belief: only over $12,000 — wrong, $12,000 and more", "facts §9 SA", "no", ["$12,000"])
A("SA", "Painter in Mount Gambier. Painting isn't building work in SA, so I don't need a building work contractor's licence, correct?",
  "belief: painting not building work — wrong, painting is building work (BWC Regs r3)", "facts §1.5 SA", "no")
A("SA", "SA: penalty for not having a SWMS is $6,000 for an individual and $30,000 for a company?",
  "belief: $6,000 / $30,000 — right", "facts §5.6 SA", "yes", ["$6,000", "$30,000"])
A("SA", "Mate reckons in SA the max fine for contracting without a building licence is 50 grand for a first offence",
  "belief: $50,000 — wrong, up to $100,000 (individual, first or second offence)", "facts §1.5 SA", "no", ["$100,000"])
A("SA", "SA security of payment: payment schedule due within 15 business days, and it covers my owner-occupier home reno clients too?",
  "two beliefs: 15 BD — right; covers owner-occupier domestic work — wrong", "facts §6.7 SA", None, ["15 BD"])
A("SA", "Heard the max penalty in SA for a domestic building contract that doesn't meet the rules is $5,000. True?",
  "belief: $5,000 (BWC Act s28) — right", "facts §2.2 SA", "yes", ["$5,000"])
A("SA", "SA sparky, can I energise first and fill out the eCoC afterwards?",
  "belief: eCoC after energising — wrong, completed before the installation is made available for energisation", "facts §3.2 SA", "no")

# ---------------------------------------------------------------- SA tool (1)
T("SA", "SA: $7,800 kitchen and $4,900 laundry on one contract. Written contract needed?",
  "sum $12,700 at or over $12,000 → written contract", "facts §9 SA", ["$12,700", "$12,000"],
  dict(op="thr", tokens=["$7,800", "$4,900"], limit=12000, cmp=">=", basis="both", vmode="need"), "yes")

# ---------------------------------------------------------------- SA declines (6)
D("SA", "SA max deposit on a home reno is 10% like NSW, yeah?", "SA deposit cap", "SA deposit cap not found → ask CBS")
D("SA", "Cooling-off in SA is 5 business days I think?", "SA cooling-off", "SA cooling-off not found → ask CBS")
D("SA", "CBS building work contractor licence is around $600 a year?", "SA licence fee", "fee not held → ask CBS")
D("SA", "In SA you don't need a builder's licence for jobs under $5,000, correct?", "SA licence dollar floor",
  "SA licence dollar floor not confirmed (conflicting secondary claims) → ask CBS; do not confirm $5,000")
D("SA", "SA gasfitter. If the gas CoC goes in late, is it the same $5,000 max penalty as electrical?", "SA gas CoC penalty",
  "gas CoC penalty not held (the electrical $5,000 is a different rule) → ask the Office of the Technical Regulator")
D("SA", "SA construction training levy is 0.25% on work over $40k?", "SA construction levy rate",
  "SA levy body not researched, rate not held")

# ---------------------------------------------------------------- TAS answers (9)
A("TAS", "In Tassie a written contract's only required from $20k up?",
  "belief: TAS written contract $20,000 or more — right", "facts §2.2 TAS", "yes", ["$20,000"])
A("TAS", "Hobart builder. Do I have to take out home warranty insurance on a $150k house like the mainland states?",
  "no statutory home warranty scheme in TAS (Housing Indemnity Act 1992 repealed)", "facts §2.1, §2.2 TAS", "no")
A("TAS", "owner builder in launceston, pretty sure you're allowed 3 projects every 10 years?",
  "belief: 3 projects — wrong, 2 projects in 10 years", "facts §1.6 TAS", "no", ["2 projects in 10 years"])
A("TAS", "Applying for a Tassie owner-builder permit. I read I need $10 million public liability?",
  "belief: $10 million — wrong, at least $5 million", "facts §1.6 TAS", "no", ["$5 million"])
A("TAS", "Tas plumber: stored hot water at 60 and tempering valves at 50 for the bathroom. That's the rule?",
  "belief: 60°C storage, 50°C tempering — right", "facts §4.3 TAS", "yes", ["60°C", "50°C"])
A("TAS", "Childcare centre reno in Devonport. A tempering valve at 50°C for the hand basins is fine, isn't it?",
  "belief: 50°C tempering valve in childcare — wrong, TMV set to 45°C", "facts §4.3 TAS", "no", ["45°C"])
A("TAS", "TAS security of payment question: residential client, is the payment schedule 10 days like commercial?",
  "belief: 10 days — wrong, 20 days residential", "facts §6.7 TAS", "no", ["20 days"])
A("TAS", "Category 3 plumbing job in Kingston Beach, Tas. Can I just do it and notify council afterwards?",
  "belief: notify after — wrong (that is Cat 2B); Cat 3 needs Notice of Work and Certificate of Likely Compliance before starting",
  "facts §4.2 TAS", "no")
A("TAS", "Licensed sparky in Burnie. Can I go out on my own doing electrical work without being under an electrical contractor?",
  "only licensed practitioners under the control of an electrical contractor", "facts §1.6, §3.1 TAS", "no")

# ---------------------------------------------------------------- TAS tool (1)
T("TAS", "Tas: $13,500 bathroom and $7,200 laundry, same contract. I reckon that's still under the written-contract line?",
  "belief: under the line — wrong, $20,700 is $20,000 or more", "facts §2.2 TAS", ["$20,700", "$20,000"],
  dict(op="thr", tokens=["$13,500", "$7,200"], limit=20000, cmp=">=", basis="both", vmode="deny"), "no")

# ---------------------------------------------------------------- TAS declines (5)
D("TAS", "Reckon the cooling off in Tassie is 5 business days like Victoria?", "TAS cooling-off", "TAS cooling-off not found → ask CBOS")
D("TAS", "TAS sparky: the CEC has to be submitted within 30 days?", "TAS CEC deadline", "TAS CEC deadline not found → ask CBOS")
D("TAS", "Max deposit in Tasmania is 10% I think?", "TAS deposit cap", "TAS deposit cap not found → ask CBOS")
D("TAS", "Tas gasfitter: gas compliance cert within 5 business days like NSW?", "TAS gas certificate deadline",
  "TAS gas not researched → ask CBOS")
D("TAS", "How much does CBOS charge to renew a builder's licence?", "CBOS licence fee", "fee not held → ask CBOS")

# ---------------------------------------------------------------- ACT answers (9)
A("ACT", "Canberra sparky. The test report goes to the Registrar or the owner within 7 days of testing, right?",
  "belief: 7 days — wrong, 14 days", "facts §3.2 ACT", "no", ["14 days"])
A("ACT", "Electrician in Tuggeranong starting on home batteries. The DER endorsement only becomes compulsory next year, doesn't it?",
  "belief: DER endorsement from next year — wrong, required from 11 Sep 2024", "facts §1.7 ACT", "no", ["11 Sep 2024"])
A("ACT", "Chippy in Belconnen, mostly hanging doors and fitting skirting. My mate says carpenters don't need a licence in the ACT. Is he right?",
  "belief (mate): carpenters not licensed in the ACT — right", "facts §1.7 ACT", "yes")
A("ACT", "ACT: alterations of $12,000 or more need residential building insurance or a fidelity fund certificate?",
  "belief: $12,000 or more — right", "facts §2.2 ACT", "yes", ["$12,000"])
A("ACT", "ACT subbie. Max time to pay a progress claim is 15 business days?",
  "belief: 15 BD (s13(1)) — right", "facts §6.7 ACT", "yes", ["15 BD"])
A("ACT", "ACT gasfitter. Certificate of compliance has to be handed over within 7 days?",
  "belief: 7 days — wrong, 'as soon as practicable' with a compliance indicator attached (Gas Safety Act s9)", "facts §4.5 ACT", "no")
A("ACT", "Who licenses gasfitters in the ACT? Pretty sure it's WorkSafe ACT.",
  "belief: WorkSafe ACT — wrong, Access Canberra (Construction Occupations Registrar); WorkSafe ACT is WHS", "facts §0, §9 ACT", "no")
A("ACT", "New electrical installation in Gungahlin. Can I energise it before Access Canberra audits it?",
  "new installations cannot be energised until passed", "facts §3.2 ACT", "no")
A("ACT", "ACT builder: the owner has to tell the insurer about a defect within 90 days of becoming aware of it?",
  "belief: 90 days — right", "facts §2.2 ACT", "yes", ["90 days"])

# ---------------------------------------------------------------- ACT tool (1)
T("ACT", "ACT: $8,400 bathroom reno plus $4,100 of extra work on the same job. Residential building insurance needed?",
  "sum $12,500 at or over $12,000 → insurance or fidelity certificate", "facts §2.2 ACT", ["$12,500", "$12,000"],
  dict(op="thr", tokens=["$8,400", "$4,100"], limit=12000, cmp=">=", basis="both", vmode="need"), "yes")

# ---------------------------------------------------------------- ACT declines (5)
D("ACT", "ACT max deposit on a reno is 10%?", "ACT deposit cap", "ACT deposit cap not found → ask Access Canberra")
D("ACT", "Canberra cooling-off period is 5 business days isn't it?", "ACT cooling-off", "ACT cooling-off not found → ask Access Canberra")
D("ACT", "ACT subbie. Builder's got 10 business days to send me a payment schedule?", "ACT payment schedule time",
  "ACT payment schedule not captured (gap) → do not give the 15 BD time-to-pay figure as the answer")
D("ACT", "ACT builder licence renewal is roughly $700?", "ACT licence renewal fee", "fee not held → ask Access Canberra")
D("ACT", "WorkSafe ACT on-the-spot fine for no edge protection is $3,600?", "WHS on-the-spot fine", "fine not held → ask WorkSafe ACT")

# ---------------------------------------------------------------- NT answers (9)
A("NT", "NT: BPB registration needed for residential work over $12k?",
  "belief: over $12,000 — right", "facts §1.8 NT", "yes", ["$12,000"])
A("NT", "Darwin client wants an $18k free-standing shed. Since it's over 12 grand I need to be BPB registered?",
  "belief: over $12,000 so registration — wrong, free-standing sheds are exempt", "facts §1.8 NT", "no")
A("NT", "Back in March 2025 I swapped a downlight like for like in Katherine and didn't do a CoC. Was that OK?",
  "dated: like-for-like exemption only from 1 Jan 2026; before that a CoC was needed for all electrical work", "facts §3.2 NT",
  "no", date="2025-03-15")
A("NT", "NT, installing a commercial LPG system with over 200 kg stored. I notify NT WorkSafe 48 hours before starting?",
  "belief: 48 hours — wrong, no later than 24 hours before", "facts §9 NT", "no", ["24 hours"])
A("NT", "Advanced tradesman plumber in Alice Springs. I can sign off my own work, yeah?",
  "belief: advanced tradesman can certify — wrong, certifying needs BPB registration as certifying plumber", "facts §1.8, §4.2 NT", "no")
A("NT", "NT: $15k house extension adding floor area. Has to have a signed contract?",
  "prescribed residential building work over $12,000 → signed contract", "facts §9 NT", "yes", ["$12,000"])
A("NT", "NT subbie, contract says payment within 45 business days. Is that enforceable?",
  "belief: 45 BD term enforceable — wrong, any term longer than 30 BD is read as 30 BD", "facts §6.7 NT", "no", ["30 BD"])
A("NT", "Heard NT builders need $50k in net tangible assets. Right?",
  "belief: $50,000 NTA — right", "facts §2.2 NT", "yes", ["$50,000"])
A("NT", "NT: plugging in equipment with a flexible cord isn't electrical work, so no licence needed for that?",
  "belief — right: not electrical work", "facts §1.8 NT", "yes")

# ---------------------------------------------------------------- NT tool (1)
T("NT", "NT house extension: $7,500 slab plus $5,200 frame. Do I need to be a BPB registered contractor?",
  "sum $12,700 over $12,000 → registration", "facts §1.8 NT", ["$12,700", "$12,000"],
  dict(op="thr", tokens=["$7,500", "$5,200"], limit=12000, cmp=">", basis="both", vmode="need"), "yes")

# ---------------------------------------------------------------- NT declines (5)
D("NT", "Darwin sparky. CoC is due within 5 days now under the new Act, isn't it?", "NT electrical CoC deadline",
  "NT CoC deadline not found (only 'decreased') → ask NT WorkSafe")
D("NT", "NT max deposit is 10% too?", "NT deposit amount", "NT deposit regulated but amount not captured → ask the BPB")
D("NT", "NT cooling-off period on a building contract, 5 business days?", "NT cooling-off", "NT cooling-off not found")
D("NT", "NT: builder has 10 business days to give a payment schedule?", "NT payment schedule time",
  "NT payment schedule not captured (gap) → do not give time-to-pay figures as the answer")
D("NT", "What does an MBA NT Fidelity Fund certificate cost on a $400k house?", "fidelity certificate cost",
  "cost not held → ask the MBA NT Fidelity Fund")

# ---------------------------------------------------------------- AU answers (8)
A("AU", "Turnover's about $68k. Mate says the GST threshold is 50k so I have to register. True?",
  "belief (mate): $50,000 — wrong, $75,000 → not compulsory at $68k", "facts §6.2 AU", "no", ["$75,000"])
A("AU", "Just went over 75k turnover. I've got 28 days to register for GST, right?",
  "belief: 28 days — wrong, within 21 days", "facts §6.2 AU", "no", ["21 days"])
A("AU", "Tax invoice for $1,400 to a homeowner. Do I need to put the customer's name or ABN on it?",
  "sales of $1,000 or more show the buyer's identity or ABN", "facts §6.3 AU", "yes", ["$1,000"])
A("AU", "Customer asked for a tax invoice. I've got 14 days to send it?",
  "belief: 14 days — wrong, 28 days", "facts §6.3, facts-6 AU", "no", ["28 days"])
A("AU", "Paying wages this Friday. Super for it is still due by 28 January with the quarter, right?",
  "belief: quarterly due date — wrong, Payday Super from 1 July 2026: received within 7 business days after payday",
  "facts §9 AU", "no", ["7 business days"], date="2026-12-04")
A("AU", "Handyman, starting to install split systems. Do I actually need an ARCtick licence?",
  "refrigerant handling licence needed for split systems (fluorocarbon refrigerant)", "facts §1.9 AU", "yes")
A("AU", "Kitchen install with a sintered stone benchtop. Heard all stone benchtops are banned now. Can I still fit it?",
  "belief: all stone banned — wrong, sintered stone is excluded from the engineered stone ban", "facts §5.8 AU", "yes")
A("AU", "Subbie with no ABN. I have to withhold 49% of what I pay him, right?",
  "belief: 49% — wrong (2014–2017), 47% from 1 July 2017", "facts §6.8, §8 AU", "no", ["47%"])

# ---------------------------------------------------------------- AU tools (17)
T("AU", "Quote's $3,600 ex GST, so with GST it's $3,960?", "belief: $3,960 — right", "facts §6.2 AU",
  ["$3,960", "10%"], dict(op="gst_add", tokens=["$3,600"], claim="$3,960"), "yes")
T("AU", "Customer paid $2,090 incl GST. The GST in that is $209, yeah?", "belief: 10% of the inclusive amount — wrong, 1/11 = $190",
  "facts §6.2 AU", ["$190", "10%"], dict(op="gst_in", tokens=["$2,090"], claim="$209"), "no")
T("AU", "invoice total $14,300 inc gst. whats the figure ex gst", "no belief: ex-GST amount", "facts §6.2 AU",
  ["$13,000", "10%"], dict(op="gst_ex", tokens=["$14,300"]))
T("AU", "adding gst onto 875 bucks, whats the total", "no belief: add GST", "facts §6.2 AU",
  ["$962.50", "10%"], dict(op="gst_add", tokens=["875"]))
T("AU", "Bookkeeper reckons the GST in a $6,600 receipt is $600. Is she right?", "belief: $600 — right (1/11)", "facts §6.2 AU",
  ["$600", "10%"], dict(op="gst_in", tokens=["$6,600"], claim="$600"), "yes")
T("AU", "Paying my apprentice $920 this week. Super at 11.5% is $105.80?", "belief: 11.5% — wrong, 12% since 1 July 2025 = $110.40",
  "facts §6.6, §9 AU", ["$110.40", "12%"], dict(op="super", tokens=["$920"], claim="$105.80"), "no")
T("AU", "Labourer's wages this week are $1,350, so 12% super is $162?", "belief: $162 — right", "facts §6.6, §9 AU",
  ["$162", "12%"], dict(op="super", tokens=["$1,350"], claim="$162"), "yes")
T("AU", "Back in March 2025 I paid $2,800 in wages. Was the super on that 12%?",
  "dated: wages paid March 2025 → 11.5% (12% only from 1 July 2025) = $322", "facts §6.6, §9 AU", ["$322", "11.5%"],
  dict(op="super", tokens=["$2,800"], rate="0.115"), "no", date="2025-03-15")
T("AU", "fortnightly pay of $2,460 for my tiler, how much super do i put in", "no belief: super at 12%", "facts §6.6, §9 AU",
  ["$295.20", "12%"], dict(op="super", tokens=["$2,460"]))
T("AU", "New subbie's ABN is 47 977 223 106. Does it check out?", "ABN check digits", "facts §6.1 AU", ["valid"],
  dict(op="abn", tokens=["47 977 223 106"]))
T("AU", "Sparky's invoice has ABN 97 324 113 159. Looks fine to me, it's got 11 digits. Is it valid?",
  "belief: 11 digits means valid — wrong, fails the modulus 89 check", "facts §6.1 AU", ["invalid"],
  dict(op="abn", tokens=["97 324 113 159"]), "no")
T("AU", "can u check abn 84324683491 for me, new plasterer", "ABN check digits", "facts §6.1 AU", ["valid"],
  dict(op="abn", tokens=["84324683491"]))
T("AU", "Builder gave me ABN 30127690345 on his paperwork. Legit number?", "ABN check digits (two digits swapped)", "facts §6.1 AU",
  ["invalid"], dict(op="abn", tokens=["30127690345"]))
T("AU", "Subbie with no ABN, $1,800 invoice. I hold back 47%, so $846?", "belief: $846 — right", "facts §6.8 AU",
  ["$846", "47%"], dict(op="wh", tokens=["$1,800"], claim="$846"), "yes")
T("AU", "No ABN on a $3,500 bill. I withhold 49% of that, right? How much is it?", "belief: 49% — wrong, 47% = $1,645",
  "facts §6.8, §8 AU", ["$1,645", "47%"], dict(op="wh", tokens=["$3,500"]), "no")
T("AU", "No-ABN delivery bloke, two drops at $35 and $38 ex GST on the one invoice. Do I have to withhold anything?",
  "sum $73 ex GST is $75 or less → no withholding", "facts §6.8 AU", ["$73", "$75"],
  dict(op="thr", tokens=["$35", "$38"], limit=75, cmp=">", basis="asis", vmode="need"), "no")
T("AU", "$48k from bathroom jobs plus $31k from maintenance work over the last 12 months, all ex GST. Mate says I don't need to register for GST till 100k?",
  "belief (mate): $100k — wrong, $79,000 is over the $75,000 threshold", "facts §6.2 AU", ["$79,000", "$75,000"],
  dict(op="thr", tokens=["$48k", "$31k"], limit=75000, cmp=">=", basis="asis", vmode="deny"), "no")

# ---------------------------------------------------------------- AU declines (5)
D("AU", "First-year carpentry apprentice. Award rate is about $16 an hour, right?", "award pay rate",
  "pay rates not held → Fair Work Ombudsman (PayCheck)")
D("AU", "Saw on Facebook that card surcharges are banned from October. Can I still add 1.5% on Visa?", "card surcharge ban",
  "surcharge ban not held → ask the ACCC / RBA")
D("AU", "Can you give me the exact AS/NZS 3000 clause on bathroom zones?", "standard clause text",
  "clause text not reproduced → Standards Australia")
D("AU", "ARCtick refrigerant handling licence costs about $200 for 2 years?", "ARC licence fee",
  "fee not held → ask the Australian Refrigeration Council")
D("AU", "If I pay super late the SG charge is 200% isn't it?", "SG charge penalty", "SG charge / late penalty not held → ask the ATO")

# ---------------------------------------------------------------- ambiguous (14)
M("Doing a $7k bathroom at Albury-Wodonga, client hasn't said which side of the river the house is on. Licence or rego needed?",
  "readings: Albury NSW (>$5,000: licence yes) / Wodonga VIC (≤$10,000: no registration)")
M("I work both sides of the Tweed and Gold Coast border. Got $4k of wall tiling on a job over the border, licence needed?",
  "readings: NSW side (≤$5,000: no) / QLD side (>$3,300: yes) — no home side given")
M("Paddington, $25k reno. Max deposit is 10%, so $2,500?",
  "readings: Paddington NSW (10% = $2,500: right) / Paddington QLD (5% at $20,000+ = $1,250: wrong)")
M("New home in Bayswater, $300k. Which insurance do I need before I take the deposit?",
  "readings: Bayswater VIC (DBI, work over $16,000) / Bayswater WA (HII, over $20,000)")
M("Sparky in Epping. How long do I have to give the customer the certificate? Thinking a week.",
  "readings: Epping NSW (CCEW 7 days: right) / Epping VIC (COES 1 month non-prescribed)")
M("Stirling, $14k renovation. I reckon a written contract's needed?",
  "readings: Stirling SA ($12,000 or more: yes) / Stirling WA (HBCA $7,500–$500,000: yes) / Stirling ACT ($12,000 ⚠ C only)")
M("Windsor plumber here. What's my deadline for the paperwork after a job?",
  "readings: Windsor NSW (CoC; 7 working days if a booked inspection is missed) / Windsor VIC (5 days) / Windsor QLD (Form 4, 10 business days)")
M("What's the max deposit I can take on a 30k job? Mate says it's 10% everywhere.",
  "no state: NSW 10% / VIC 5% / QLD 5% / WA 6.5% / SA, TAS, ACT not found / NT not captured")
M("pretty sure you need a licence over 5 grand for any building work?",
  "no state: NSW >$5,000 / VIC >$10,000 / QLD >$3,300 / WA >$20,000 / NT >$12,000 / SA, TAS, ACT no dollar floor held")
M("Heathcote, $9k deck. Do I need to be licensed?",
  "readings: Heathcote NSW (>$5,000: yes) / Heathcote VIC (≤$10,000: no registration)")
M("Quote for a $4k colorbond fence, block's either in Goondiwindi or across the river in Boggabilla, client's still deciding. Licence?",
  "readings: Goondiwindi QLD (>$3,300: yes) / Boggabilla NSW (≤$5,000: no)")
M("Belmont, $25k renovation, max deposit 6.5% right?",
  "readings: Belmont WA (6.5%: right) / Belmont VIC (5% at $20,000+) / Belmont NSW (10%) / Belmont QLD (5% at $20,000+)")
M("Eastwood, $12k kitchen. Do I legally need a written contract?",
  "readings: Eastwood NSW (>$5,000: yes, small jobs contract) / Eastwood SA ($12,000 and more: yes)")
M("how many days do I get for the gas compliance certificate? thinking 30",
  "no state: NSW 5 business days / VIC 5 days / SA 30 days / ACT as soon as practicable / QLD no day count held / TAS, NT not researched")

# ---------------------------------------------------------------- write
random.seed(32)
random.shuffle(items)
out, spec = [], {}
for i, it in enumerate(items, 1):
    iid = "h32-%03d" % i
    d = {"id": iid, "q": it["q"], "kind": it["kind"], "state": it["state"]}
    for k in ("verdict", "figures", "ask", "date", "profile"):
        if it.get(k) is not None:
            d[k] = it[k]
    d["topic"] = it["topic"]
    d["basis"] = it["basis"]
    if it["kind"] == "tool":
        spec[iid] = it["calc"]
    out.append(d)
json.dump(out, open(os.path.join(HERE, "questions.json"), "w"), indent=2, ensure_ascii=False)
ct = open(os.path.join(HERE, "check_tools.py")).read()
a, b = ct.index("# SPEC-BEGIN"), ct.index("# SPEC-END")
ct = ct[:a] + "# SPEC-BEGIN\nSPEC = " + json.dumps(spec, indent=1, ensure_ascii=False) + "\n" + ct[b:]
open(os.path.join(HERE, "check_tools.py"), "w").write(ct)
print(len(out), "items,", len(spec), "tools")
