#!/usr/bin/env python3
"""Writes questions.json for blind set d40 (150 items). 'o': True marks an office-side item (stripped from output)."""
import json, os
HERE = os.path.dirname(os.path.abspath(__file__))
I = []
def add(**k): I.append(k)

# ---------------- NSW (18) ----------------
add(o=1, kind="tool", state="NSW", verdict="yes", figures=["$3,850", "10%"],
    q="Office manager for a small building company here. The boss wants to ask 15% up front on a $38,500 bathroom job in Hornsby. I've told him NSW caps the deposit at ten percent, so $3,850 is the most we can take. Have I got that right?",
    topic="belief: NSW deposit cap 10% -> $3,850 on $38,500 — right (boss's 15% not allowed)", basis="facts §2.1, §2.2 NSW")
add(o=1, kind="tool", state="NSW", verdict="no", figures=["$5,200", "$5,000"],
    q="I do the books for my husband's tiling business. He's put in one quote to a customer in Penrith: $2,900 for the ensuite floor and $2,300 for the laundry, same house. He reckons each bit is under 5k so he doesn't need his licence for it. Is he right?",
    topic="belief: each part under $5,000 so no licence — wrong, one job $5,200 is over the NSW $5,000 licence threshold", basis="facts §1.1, §2.1 NSW")
add(kind="tool", state="NSW", verdict="no", figures=["$5,115", "$5,000"],
    q="paving job in wagga, quoted 4,650 plus gst. boss says its under 5 grand so a handshake and a text is fine, no written contract. he right?",
    topic="belief: under $5,000 so no written contract — wrong, $4,650 + GST = $5,115, over the $5,000 incl-GST written-contract threshold", basis="facts §2.1, §2.2 NSW, §9")
add(o=1, kind="answer", state="NSW", verdict="no", figures=["7 days"],
    q="I look after the paperwork for my partner's electrical business in Newcastle. He says he's got 14 days after testing to get the CCEW in — that's what he learned as an apprentice. Is that still the rule?",
    topic="belief: CCEW within 14 days — wrong (2004 Act, superseded), now within 7 days of the test", basis="facts §3.2 NSW, §8")
add(kind="answer", state="NSW", verdict="yes", figures=["$20,000"],
    q="pretty sure the hbcf cover has to be sorted before i take the deposit on a 45k extension in orange, not just before we start on site. yeah?",
    topic="belief: HBCF before taking any money incl. the deposit (work over $20,000) — right", basis="facts §2.1, §2.2 NSW")
add(o=1, kind="answer", state="NSW", verdict="no",
    q="I run the office for a plumbing outfit on the Central Coast. My boss says plumbing jobs under $5,000 don't need a licence in NSW, only the bigger ones. That doesn't sound right to me — is he right?",
    topic="belief: NSW plumbing licence only over $5,000 — wrong, plumbing/drainage/gas need a licence at any value", basis="facts §1.1, §2.1 NSW")
add(kind="answer", state="NSW", verdict="no", figures=["5 clear business days"], date="2026-11-25",
    q="gosford kitchen, 41k. customer got her signed copy of the contract on wednesday and rang this arvo wanting out. i told her the cooling off's already done so she can't pull out now, right?",
    topic="belief: cooling-off already over — wrong; 5 clear business days after being given the signed copy (Wed 25 Nov) run to the end of Wed 2 Dec", basis="facts §2.1, §2.2 NSW, §9")
add(o=1, kind="answer", state="NSW", verdict="yes", figures=["5 clear business days"], date="2026-12-23",
    q="Office manager in Wollongong. If a client is given his signed copy of a $60k renovation contract on 23 December and emails on 4 January to cancel, can he still do that? The boss reckons the Christmas week counts as business days so he'd be out of time.",
    topic="belief (boss): Christmas week counts — wrong; business days exclude weekends, public holidays and 27–31 Dec, so 4 Jan is inside the 5 clear business days", basis="facts §2.2 NSW, §6.7 NSW, §9")
add(kind="answer", state="NSW", verdict="yes",
    q="laying hybrid floating floors in hornsby, 12k job. mate reckons floating floors dont need a nsw licence even over 5k. is he right?",
    topic="belief (mate): no licence for floating floors even over $5,000 — right, non-structural flooring not licensed since 16 Sep 2009", basis="facts §1.1, §9")
add(kind="answer", state="NSW", verdict="no", figures=["10 m²"],
    q="homeowner in tamworth reckons he's allowed to pull out up to 20 square metres of fibro himself before he'd need a licensed removalist. that right?",
    topic="belief (homeowner): 20 m² DIY bonded asbestos — wrong, NSW home renovators up to 10 m² in total", basis="facts §5.5")
add(o=1, kind="answer", state="NSW", verdict="no", figures=["20 BD"],
    q="I'm the bookkeeper for a concreting subbie in Parramatta. The head contractor's accounts team told me they have 30 business days to pay our progress claims. I thought that changed a while back?",
    topic="belief (head contractor): 30 BD to pay a subcontractor — wrong (old value), now 20 BD (s11(1A))", basis="facts §6.7 NSW, §8")
add(kind="answer", state="NSW", verdict="yes", figures=["5 business days", "5 years"],
    q="gasfitter in dubbo. i send fair trading a copy of the compliance cert within 5 business days of the job and keep my copies 5 years — that's correct isn't it",
    topic="belief: gas CoC copy to Fair Trading within 5 business days, keep 5 years — right", basis="facts §4.5 NSW, §6.4")
add(o=1, kind="answer", state="NSW", verdict="yes", figures=["10 business days"], date="2026-11-27",
    q="Builder's office in Penrith. A subbie's payment claim came in on Friday. The boss reckons we have 10 business days to send back a payment schedule. Is that right?",
    topic="belief (boss): 10 business days for the payment schedule — right (NSW, after receiving the claim)", basis="facts §6.7 NSW")
add(o=1, kind="answer", state="NSW", verdict="yes",
    q="Plumbing admin question: our apprentice says we don't need to lodge a Notice of Work for a bathroom reno in Manly where none of the fixtures are being moved. Is he right? We'd still do the compliance certificate.",
    topic="belief (apprentice): no NoW for a bathroom reno that doesn't move fixtures — right (minor works); CoC still needed for all plumbing work", basis="facts §4.2 NSW")
add(o=1, kind="decline", state="NSW", ask="icare",
    q="Bookkeeper for a builder in Ryde. The boss reckons the HBCF premium works out at about 1% of the contract price. What would it be on a $60,000 extension?",
    topic="belief: HBCF premium about 1% — premium not held — not held: HBCF premium (not held; ask icare)", basis="facts (not held)")
add(o=1, kind="decline", state="NSW", ask="Long Service Corporation",
    q="Costing up a $300k renovation in Chatswood. I was told the NSW long service levy is 0.25% of the cost of the work — is that still the rate?",
    topic="belief: LSL levy 0.25% — levy rate not held (body named: Long Service Corporation) — not held: NSW long service levy rate (not held; ask the Long Service Corporation)", basis="facts (not held)")
add(kind="decline", state="NSW", ask="Building Commission NSW",
    q="renewing my contractor licence in nsw for 5 years, mate reckons it costs about a grand. that about right?",
    topic="belief: 5-year renewal about $1,000 — licence fee not held (only the 1/3/5-year terms are) — not held: contractor licence renewal fee (not held; ask Building Commission NSW)", basis="facts (not held)")
add(o=1, kind="decline", state="NSW", ask="Building Commission NSW",
    q="Our sparky lodged a CCEW a couple of days late. Someone in a Facebook group said it's an $1,100 on-the-spot fine in NSW. Is that what we're up for?",
    topic="belief: $1,100 fine for a late CCEW — penalty not held (the 7-day deadline is held; must not headline it) — not held: penalty for a late CCEW (not held; ask Building Commission NSW)", basis="facts (not held)")

# ---------------- VIC (18) ----------------
add(o=1, kind="tool", state="VIC", verdict="no", figures=["$1,600", "5%"],
    q="My partner's quoting a $32,000 kitchen in Bendigo. I remember the deposit limit in Vic is 10%, so I've put a $3,200 deposit on the invoice. OK to send?",
    topic="belief: VIC deposit 10% — wrong at $20,000 or more: 5% -> $1,600", basis="facts §2.1, §2.2 VIC")
add(kind="tool", state="VIC", verdict="no", figures=["$16,600", "$16,000"],
    q="mornington job, one contract: 9,400 for the deck and 7,200 for a pergola and roof over it. dbi's only needed from 20k isn't it, so we're clear?",
    topic="belief: DBI from $20,000 — wrong, DBI for work over $16,000; $16,600 on one contract", basis="facts §2.1, §2.2 VIC")
add(o=1, kind="tool", state="VIC", verdict="yes", figures=["$770", "$750"],
    q="I do the office for a plumber in Sunbury. Job was $420 labour, and the customer bought their own $350 mixer taps. The boss says the compliance cert threshold is $500 and the taps don't count because we didn't supply them, so no cert. Do we need one?",
    topic="belief (boss): threshold $500 and customer-supplied items excluded — wrong twice: the threshold is $750 ($500 was the old Plumbing Industry Commission value) and the value includes items whoever supplied them -> $770", basis="facts §4.2 VIC, §8")
add(o=1, kind="answer", state="VIC", verdict="no", figures=["$10,000"],
    q="Going through old paperwork with my partner, who's a chippy in Geelong. He says you need to be registered with the VBA for any domestic job over five grand. I thought that went up at some point?",
    topic="belief: VIC registration over $5,000 — wrong (before 1 Aug 2017), now over $10,000", basis="facts §1.2, §2.1 VIC, §8")
add(o=1, kind="answer", state="VIC", verdict="yes", figures=["$5,000"], date="2017-03-15",
    q="Sorting out an old dispute file. Back in March 2017 we signed an $8,000 bathroom contract in Ballarat without using a major domestic building contract. Did we need one back then?",
    topic="dated: March 2017, before 1 Aug 2017 the major domestic contract threshold was over $5,000 -> $8,000 needed one", basis="facts §2.1, §2.2 VIC, §9")
add(kind="answer", state="VIC", verdict="no",
    q="re-blocking a little unit in frankston for $6,500. im not registered but its under the 10k so im right?",
    topic="belief: under $10,000 so no registration — wrong, re-blocking needs registration whatever the cost", basis="facts §1.2, §2.1 VIC")
add(kind="answer", state="VIC", verdict="yes", figures=["1 month"],
    q="sparky in shepparton. for a couple of extra power points (nothing on the switchboard) i give the customer the coes within a month, yeah?",
    topic="belief: non-prescribed work COES to the customer within 1 month — right", basis="facts §3.2 VIC")
add(kind="answer", state="VIC", verdict="no",
    q="adding a battery to a solar setup in werribee. my offsider reckons we can switch it on today and get the inspector out next week. all good?",
    topic="belief: energise before inspection — wrong, batteries are prescribed work: LEI inspection first, not energised before", basis="facts §3.2 VIC")
add(o=1, kind="answer", state="VIC", verdict="no", figures=["$100", "5 clear business days"],
    q="Office side question. A customer in Doncaster pulled out of a $42k deck contract three business days after getting his signed copy. The boss reckons we can keep the whole deposit. Can we?",
    topic="belief (boss): keep the whole deposit — wrong; inside 5 clear business days the builder keeps $100 plus out-of-pocket expenses the owner approved", basis="facts §2.1, §2.2 VIC")
add(o=1, kind="answer", state="VIC", verdict="no", date="2024-09-15",
    q="Doing a compliance review of an old job: we installed an engineered stone benchtop in Geelong in September 2024 on a contract signed in November 2023. The boss said the transition period covered us. Did it?",
    topic="dated Sept 2024: engineered stone banned from 1 July 2024; VIC had no transitional period -> not covered", basis="facts §5.8")
add(o=1, kind="answer", state="VIC", verdict="no",
    q="I manage the office for a small gas fitting business in Bendigo. Our new guy isn't registered or licensed yet, but he says he can do small gas jobs under $750 on his own. Is that okay?",
    topic="belief: small gas jobs under $750 need no registration — wrong, plumbing incl. gasfitting needs licence/registration (or supervised training) at any value; $750 is the certificate threshold", basis="facts §1.2, §2.1 VIC, §9")
add(kind="answer", state="VIC", verdict="yes", figures=["5 days"],
    q="vic plumber. compliance cert goes to the customer and gets lodged with the bpc within 5 days of finishing, thats still it isnt it?",
    topic="belief: customer and BPC within 5 days — right", basis="facts §4.2 VIC")
add(kind="answer", state="VIC", verdict="yes", figures=["24 h"],
    q="licensed asbestos removal crew in dandenong. for 8 square metres of non-friable sheeting we notify worksafe at least 24 hours before starting, correct?",
    topic="belief: 24 h notice for 10 m² or less non-friable — right", basis="facts §5.5")
add(o=1, kind="answer", state="VIC", verdict="no", figures=["10 BD"],
    q="Bookkeeper for a Victorian builder. A subbie's payment claim arrived and our contract gives us 15 business days to respond. The boss says the contract time is what applies. Does it?",
    topic="belief (boss): contract's 15 BD applies — wrong, contract time or 10 BD whichever is earlier (s15)", basis="facts §6.7 VIC")
add(kind="decline", state="VIC", ask="Energy Safe Victoria",
    q="how much does esv charge for an electronic coes these days? i reckon it's about 40 bucks each",
    topic="belief: COES about $40 — fee not held — not held: COES fee (not held; ask Energy Safe Victoria)", basis="facts (not held)")
add(o=1, kind="decline", state="VIC", ask="Building and Plumbing Commission or BPC",
    q="Accounts for a Melbourne subcontractor. Once the builder's sent a payment schedule, how long have they got to actually pay us in Victoria? I was told 30 business days.",
    topic="belief: 30 BD to pay — VIC maximum time to pay not captured (must not headline the 10 BD schedule) — not held: VIC maximum time to pay under SOP (not captured; ask the BPC / the Act)", basis="facts (not held)")
add(kind="decline", state="VIC", ask="Building and Plumbing Commission or BPC",
    q="builder told my customer the domestic building insurance on a 120k extension in frankston is about $2,500. is that what it costs?",
    topic="belief: DBI about $2,500 — premium not held — not held: DBI premium (not held; ask the BPC)", basis="facts (not held)")
add(o=1, kind="decline", state="VIC", ask="Building and Plumbing Commission or BPC",
    q="My old boss always said the fine for doing domestic building work over $10,000 in Victoria without being registered is 500 penalty units. Is that the current penalty?",
    topic="belief: 500 PU penalty — VIC unregistered-work penalty not held — not held: penalty for unregistered domestic building work (not held; ask the BPC)", basis="facts (not held)")

# ---------------- QLD (18) ----------------
add(o=1, kind="tool", state="QLD", verdict="yes", figures=["$1,760", "10%"],
    q="Doing the invoices for a bathroom job in Toowoomba, $17,600 all up. I'm pretty sure the deposit cap in Queensland is 10% under $20k, so $1,760 is the most we can ask for. Right?",
    topic="belief: QLD deposit 10% under $20,000 -> $1,760 — right", basis="facts §2.1, §2.2 QLD")
add(kind="tool", state="QLD", verdict="no", figures=["$19,200", "20%"],
    q="we build granny flats in our caboolture yard. on a $96,000 one about 70% of the price is the off-site build. customer reckons we can only take 5% deposit because it's over 20k. is she right?",
    topic="belief (customer): 5% — wrong, more than 50% off-site: up to 20% -> $19,200", basis="facts §2.1, §2.2 QLD, §9")
add(kind="tool", state="QLD", verdict="no", figures=["$3,355", "$3,300"],
    q="retaining wall in mackay, quoted $3,050 plus gst. no qbcc licence needed cause its under 3,300 yeah?",
    topic="belief: under $3,300 — wrong, value includes GST: $3,355 is over $3,300", basis="facts §1.3, §2.1 QLD")
add(kind="answer", state="QLD", verdict="no",
    q="cairns - customer reckons i dont need a qbcc licence to fix his leaking toilet cistern cause its only a $250 job. is he right",
    topic="belief (customer): small plumbing job needs no licence — wrong, plumbing needs a licence at any value", basis="facts §1.3, §2.1 QLD")
add(o=1, kind="answer", state="QLD", verdict="no", figures=["10 business days"],
    q="I do the admin for a plumber in Townsville. He says Form 4s are due 10 days after the job's finished. I thought the clock started from the invoice?",
    topic="belief (plumber): 10 days from finishing — wrong, 10 business days of invoicing (or when operational if no invoice)", basis="facts §4.2 QLD")
add(o=1, kind="answer", state="QLD", verdict="yes", figures=["5 business days"],
    q="Contracts admin for a Gold Coast renovator. For a level 1 contract, the owner's cooling-off is 5 business days, starting the day after they receive the signed contract — correct?",
    topic="belief: 5 business days from the day after receipt — right", basis="facts §2.1, §2.2 QLD")
add(kind="answer", state="QLD", verdict="yes", figures=["$3,300"],
    q="painting a house in bundaberg for 6k. mate says even painting jobs over 3,300 have to be covered by the home warranty scheme. true?",
    topic="belief (mate): painting over $3,300 covered by the QLD Home Warranty Scheme — right", basis="facts §2.1, §2.2 QLD")
add(kind="answer", state="QLD", verdict="no", figures=["2 m", "3 m"],
    q="re-roofing a house in ipswich, eaves around 2.5m. boss says no swms needed on housing till you hit 3m. right?",
    topic="belief (boss): no SWMS in housing until 3 m — wrong, SWMS for any construction work above 2 m incl. housing; 3 m is the housing fall-prevention trigger", basis="facts §5.6")
add(o=1, kind="answer", state="QLD", verdict="yes", figures=["5 years"],
    q="Admin question for our electrical business in Brisbane: we keep copies of our certificates of testing and compliance for 5 years — the boss says that's the legal minimum. Is he right?",
    topic="belief (boss): keep 5 years — right", basis="facts §3.2 QLD, §6.4")
add(o=1, kind="answer", state="QLD", verdict="yes", figures=["1 Jan 2027"], date="2027-01-01",
    q="One of our landlord clients in Logan says that from 1 January 2027 every home in Queensland needs interconnected photoelectric smoke alarms, not just ones being sold or leased. Is that right?",
    topic="belief: all homes from 1 Jan 2027 — right (stage 3 of the QLD roll-out)", basis="facts §5.4")
add(kind="answer", state="QLD", verdict="no",
    q="sparky mate in hervey bay says his electrical licence is all he needs to put in split systems, gas and all. true?",
    topic="belief: electrical licence covers refrigerant work — wrong, handling refrigerant needs a Refrigerant Handling Licence (ARC)", basis="facts §1.9")
add(kind="answer", state="QLD", verdict="no", figures=["$1,100"],
    q="got a $2,000 hydraulic services design job in brisbane. no qbcc licence needed since it's under 3,300?",
    topic="belief: $3,300 threshold — wrong, hydraulic services design needs a licence over $1,100", basis="facts §1.3, §2.1 QLD")
add(o=1, kind="answer", state="QLD", verdict="no", figures=["$5,000,000", "$50,000"],
    q="I'm setting up my husband's electrical contracting business in Rockhampton. I read we need $5 million public liability and $100,000 consumer protection cover for the contractor licence. Is that right?",
    topic="two beliefs: $5,000,000 public liability — right; $100,000 consumer protection — wrong, $50,000", basis="facts §1.3")
add(kind="answer", state="QLD", verdict="no", profile={"state": "QLD", "trade": "electrician"},
    q="customers chasing the test certificate for the job i finished tuesday. ive got 14 days to give it to her havent i",
    topic="profile QLD electrician; belief: 14 days — wrong, certificate of testing and compliance to the customer as soon as possible", basis="facts §3.2 QLD")
add(kind="decline", state="QLD", ask="QBCC",
    q="whats the yearly qbcc fee for a trade contractor licence now, i think it's about $400?",
    topic="belief: about $400 — licence fee not held — not held: QBCC licence fee (not held; ask the QBCC)", basis="facts (not held)")
add(o=1, kind="decline", state="QLD", ask="QLeave",
    q="Pricing a $250,000 extension in Redcliffe. Is the QLeave levy still 0.575% of the contract value? That's what we used last year.",
    topic="belief: QLeave levy 0.575% — levy rate not held (body named: QLeave) — not held: QLeave levy rate (not held; ask QLeave)", basis="facts (not held)")
add(o=1, kind="decline", state="QLD", ask="QBCC",
    q="Our plumber forgot to lodge a Form 4 and it's now well past the deadline. What's the fine for a late one — is it just the normal lodgement fee again?",
    topic="belief: fine equals the fee — penalty not held (fee and 10 BD deadline are held; must not headline them) — not held: penalty for late Form 4 (not held; ask the QBCC)", basis="facts (not held)")
add(kind="decline", state="QLD", ask="Electrical Safety Office or WorkSafe QLD",
    q="how much does an electrical contractor licence cost in qld? mate paid around 600 i think",
    topic="belief: about $600 — licence fee not held — not held: electrical contractor licence fee (not held; ask the Electrical Safety Office)", basis="facts (not held)")

# ---------------- WA (15) ----------------
add(kind="tool", state="WA", verdict="no", figures=["$1,690", "6.5%"],
    q="pergola and paving in mandurah, $26,000 contract. heard wa lets you take 10% deposit so im asking for $2,600. ok?",
    topic="belief: WA 10% deposit — wrong, 6.5% -> $1,690", basis="facts §2.1, §2.2 WA, §9")
add(o=1, kind="tool", state="WA", verdict="yes", figures=["$21,300", "$20,000"],
    q="Office manager for a small Joondalup outfit. One contract, two stages: an $11,500 garage and a $9,800 patio. The boss says each stage is under $20k so we don't need to be a registered building contractor. Do we need to be?",
    topic="belief (boss): stages counted separately — wrong, one contract $21,300 is over $20,000", basis="facts §1.4, §2.1 WA")
add(o=1, kind="answer", state="WA", verdict="no", figures=["3 days", "28 days"],
    q="I'm the office manager for an electrical contractor in Rockingham. I've got the Notice of Completion due within 3 days of finishing and the Electrical Safety Certificate to the customer within 14 days. Correct?",
    topic="two beliefs: NOC 3 days — right; ESC 14 days — wrong, 28 days", basis="facts §3.2 WA")
add(kind="answer", state="WA", verdict="yes", figures=["24 hours"],
    q="bunbury plumber, notice of intention has to go in at least 24 hours before major plumbing work, right?",
    topic="belief: NOI at least 24 hours before — right", basis="facts §4.2 WA")
add(o=1, kind="answer", state="WA", verdict="no", figures=["5 working days", "6 years"],
    q="Bookkeeper for a plumbing business in Perth. Our understanding is the certificate of compliance goes to the Plumbers Licensing Board within 5 working days, and we keep copies for 5 years. Is that right?",
    topic="two beliefs: 5 working days — right; keep 5 years — wrong, 6 years", basis="facts §1.4, §4.2 WA, §6.4")
add(kind="answer", state="WA", verdict="yes", figures=["$20,000"],
    q="geraldton extension, $85,000. i need the home indemnity insurance certificate before i take any payment, yes?",
    topic="belief: HII before any payment or start for residential work over $20,000 — right", basis="facts §2.1, §2.2 WA")
add(kind="answer", state="WA", verdict="no",
    q="my brother's pretty handy. can he swap a gas cooktop at a mate's place in scarborough wa without a gas licence since it's such a small job?",
    topic="belief: small gas job needs no licence — wrong, WA gasfitting needs a gas fitter's licence at any value", basis="facts §1.4, §9")
add(o=1, kind="answer", state="WA", verdict="yes", figures=["25 BD"],
    q="Accounts payable at a Perth head contractor. We've been paying subbies at 30 business days. I believe the WA maximum for head contractor to subcontractor is 25 business days, so we need to change. Am I right?",
    topic="belief: 25 BD max head contractor -> subcontractor — right (contracts from 1 Aug 2022)", basis="facts §6.7 WA")
add(kind="answer", state="WA", figures=["28 days"], profile={"state": "WA", "trade": "electrician"},
    q="how long have i got to get the safety certificate to the customer after a job?",
    topic="profile WA electrician; no belief: ESC within 28 days", basis="facts §3.2 WA")
add(kind="answer", state="WA", verdict="yes", figures=["30 mA"],
    q="adding a power point onto an old circuit in a house in kalgoorlie. pretty sure that means the circuit now needs a 30mA rcd, even though it never had one?",
    topic="belief: altering an existing final subcircuit needs 30 mA RCD protection — right", basis="facts §3.4")
add(o=1, kind="answer", state="WA", verdict="yes", figures=["$7,500"],
    q="Customer in Ellenbrook says a verbal OK is enough for a $9,000 fixed-price patio because it's under $10k. Does it legally have to be a written contract?",
    topic="belief (customer): verbal OK under $10,000 — wrong, HBCA fixed-price contracts $7,500–$500,000 must be written, dated and signed", basis="facts §2.1, §2.2 WA")
add(kind="decline", state="WA", ask="Building and Energy",
    q="wa homeowner wants a cooling off on our house contract. its 5 business days like over east isnt it?",
    topic="belief: 5 business days — WA cooling-off not found — not held: WA cooling-off period (not found; ask Building and Energy (DEMIRS))", basis="facts (not held)")
add(o=1, kind="decline", state="WA", ask="Construction Training Fund",
    q="Pricing a $480,000 house in Baldivis. The CTF levy is 0.2% of the value, isn't it?",
    topic="belief: CTF levy 0.2% — levy rate not held (body named: Construction Training Fund) — not held: CTF levy rate (not held; ask the Construction Training Fund)", basis="facts (not held)")
add(kind="decline", state="WA", ask="Building and Energy or an insurer",
    q="roughly what does home indemnity insurance cost on a 350k build in perth? builder mate reckons about 1%",
    topic="belief: about 1% — HII premium not held — not held: HII premium (not held; ask private insurers / Building and Energy)", basis="facts (not held)")
add(o=1, kind="decline", state="WA", ask="Building and Energy",
    q="One of our electricians lodged the Notice of Completion a week late. What's the penalty in WA for that?",
    topic="no belief figure: late NOC penalty not held (3-day deadline is held; must not headline it) — not held: penalty for a late NOC (not held; ask Building and Energy)", basis="facts (not held)")

# ---------------- SA (15) ----------------
add(o=1, kind="tool", state="SA", verdict="no", figures=["$12,300", "$12,000"],
    q="I do the books for a renovator in Prospect. One quote: $7,400 for the bathroom and $4,900 for the laundry. The boss thinks contracts only have to be in writing over $20k in SA, so we don't need one here. Right?",
    topic="belief (boss): written contract over $20,000 — wrong, $12,000 and more; $12,300", basis="facts §2.1, §2.2 SA, §9")
add(kind="answer", state="SA", verdict="no", figures=["2 m"],
    q="mate reckons sa's still 3 metres before you need a swms. im on a roof in murray bridge at about 2.6m, so no swms?",
    topic="belief (mate): SA 3 m — wrong since 1 July 2026, trigger is more than 2 m -> SWMS needed", basis="facts §5.6, §9")
add(kind="answer", state="SA", verdict="yes", figures=["2 m"], date="2026-12-01",
    q="gutter job in whyalla next tuesday, working at about 2.3m. since sa went to 2 metres we need a swms for that now dont we?",
    topic="dated 1 Dec 2026: belief SA trigger now 2 m — right (more than 2 m from 1 July 2026) -> needed", basis="facts §5.6, §9")
add(o=1, kind="answer", state="SA", verdict="no", figures=["3 m"], date="2026-03-15",
    q="Safety audit question: our crew did a roof job in Port Lincoln in March this year at about 2.7 m with no SWMS. Did we need one back then?",
    topic="dated March 2026: before 1 July 2026 SA used 3 m -> not needed at 2.7 m then", basis="facts §5.6, §9")
add(o=1, kind="answer", state="SA", verdict="no", figures=["7 days"],
    q="I do the books for a plumber in Adelaide. He says plumbing certificates of compliance work like the electrical ones — 30 days to lodge. True?",
    topic="belief: 30 days like electrical — wrong, SA plumbing CoC within 7 days", basis="facts §4.2 SA, §9")
add(kind="answer", state="SA", verdict="yes", figures=["30 days"],
    q="sparky in noarlunga. ecoc done before it's energised, then to the otr and the owner within 30 days. have i got that right",
    topic="belief: eCoC before energisation, then within 30 days — right", basis="facts §3.2 SA")
add(kind="answer", state="SA", verdict="no",
    q="serviced a gas heater in gawler, just cleaned it, nothing modified. boss says we need a gas coc for every job we touch. is he right?",
    topic="belief (boss): gas CoC for every job — wrong, not needed for repairs/maintenance that don't modify an appliance", basis="facts §4.5 SA")
add(o=1, kind="answer", state="SA", verdict="yes", figures=["$12,000"], date="2025-11-03",
    q="Office manager here. Checking an old file: a $16,000 extension contract signed on 3 November 2025, development approval needed. Did it need building indemnity insurance?",
    topic="dated 3 Nov 2025: before 10 Nov 2025 the BII threshold was over $12,000 -> needed", basis="facts §2.1, §2.2 SA")
add(o=1, kind="answer", state="SA", verdict="no", figures=["$20,000"], date="2026-11-23",
    q="We signed a $17,500 extension contract last Monday (development approval needed). The boss says building indemnity insurance still kicks in over $12k. Is he right?",
    topic="dated 23 Nov 2026: belief $12,000 — wrong for contracts from 10 Nov 2025, threshold $20,000 -> not needed", basis="facts §2.1, §2.2 SA")
add(kind="answer", state="SA", verdict="yes",
    q="painter in mount barker sa. pretty sure painting counts as building work over here so i need a building work contractors licence to take on jobs myself. yeah?",
    topic="belief: painting is building work, contracting needs a BWC licence — right", basis="facts §1.5")
add(kind="answer", state="SA", verdict="no", figures=["$12,000"],
    q="$8,500 fencing job in port pirie. i'm not legally required to have a written contract for that am i?",
    topic="belief: no written contract needed under $12,000 — right (verdict no = not needed)", basis="facts §2.1, §2.2 SA, §9")
add(kind="decline", state="SA", ask="Consumer and Business Services or CBS",
    q="mate says the max deposit in sa is 10% same as nsw. can i take 4k on a 40k reno in glenelg?",
    topic="belief: SA 10% like NSW — SA deposit cap not found — not held: SA deposit cap (not found; ask CBS)", basis="facts (not held)")
add(o=1, kind="decline", state="SA", ask="Consumer and Business Services or CBS",
    q="Admin for an Adelaide builder. A customer wants to pull out of a domestic building contract. I was told SA gives owners 5 business days to cool off. Is that right?",
    topic="belief: 5 business days — SA cooling-off not found — not held: SA cooling-off period (not found; ask CBS)", basis="facts (not held)")
add(o=1, kind="decline", state="SA", ask="Office of the Technical Regulator or OTR",
    q="How much does the Office of the Technical Regulator charge per plumbing certificate of compliance? I need it for our job costing.",
    topic="no belief: CoC fee not held (7-day deadline held; must not headline it) — not held: OTR fee per plumbing CoC (not held; ask the Office of the Technical Regulator)", basis="facts (not held)")
add(kind="decline", state="SA", ask="Consumer and Business Services or CBS or an insurer",
    q="whats building indemnity insurance cost on a 250k new build in mount gambier? heard about 3 grand",
    topic="belief: about $3,000 — BII premium not held — not held: BII premium (not held; ask CBS / an insurer)", basis="facts (not held)")

# ---------------- TAS (11) ----------------
add(o=1, kind="tool", state="TAS", verdict="yes", figures=["$20,000", "$20,000"],
    q="Bookkeeper for a Hobart builder. One contract: $13,500 for the kitchen and $6,500 for the flooring. Do we need a written contract? I thought that only applies once you go over $20k.",
    topic="belief: only over $20,000 — wrong, residential work of $20,000 or more; the sum is exactly $20,000 -> needed", basis="facts §2.1, §2.2 TAS")
add(o=1, kind="answer", state="TAS", verdict="no",
    q="A client in Sandy Bay insists we take out home warranty insurance like they have in Victoria for her $90k extension. Is that a legal requirement in Tasmania?",
    topic="belief (client): TAS home warranty required — no statutory scheme found (Housing Indemnity Act 1992 repealed)", basis="facts §0, §2.1, §2.2 TAS")
add(kind="answer", state="TAS", verdict="yes", figures=["10 years"],
    q="launceston owner builder mate says he's only allowed 2 projects in 10 years on owner builder permits. that right?",
    topic="belief: 2 projects in 10 years — right", basis="facts §1.6")
add(kind="answer", state="TAS", verdict="yes", figures=["60°C", "50°C"],
    q="devonport plumber. stored hot water kept at 60 and the tempering valve set at 50 for the bathroom, thats right yeah?",
    topic="belief: 60°C stored, 50°C tempering for personal hygiene — right", basis="facts §4.3")
add(o=1, kind="answer", state="TAS", verdict="no", figures=["20 days"],
    q="Bookkeeper for a Tassie builder. A homeowner received our payment claim on a house job. I assumed they get 10 days to send a payment schedule like on commercial work?",
    topic="belief: 10 days — wrong for residential, 20 days (10 days is commercial)", basis="facts §6.7 TAS")
add(o=1, kind="answer", state="TAS", verdict="yes", figures=["$5 million"],
    q="I'm helping my brother-in-law with his owner-builder permit paperwork in Kingston Beach. He needs at least $5 million public liability, doesn't he?",
    topic="belief: $5 million public liability — right", basis="facts §1.6")
add(kind="answer", state="TAS", verdict="yes", figures=["45°C"],
    q="hot water at a childcare centre in burnie. thats a tmv set to 45 not the usual 50 tempering valve, right?",
    topic="belief: childcare needs a TMV at 45°C — right", basis="facts §4.3")
add(kind="decline", state="TAS", ask="CBOS",
    q="tas reno, 50k. been told the max deposit is 10% like vic. right?",
    topic="belief: 10% like VIC — TAS deposit cap not found — not held: TAS deposit cap (not found; ask CBOS)", basis="facts (not held)")
add(o=1, kind="decline", state="TAS", ask="CBOS",
    q="Office manager for a Launceston builder: how many days' cooling-off does an owner get on a residential building contract in Tasmania? Our template says 5 business days.",
    topic="belief: 5 business days — TAS cooling-off not found — not held: TAS cooling-off period (not found; ask CBOS)", basis="facts (not held)")
add(kind="decline", state="TAS", ask="CBOS",
    q="tassie sparky, pretty sure the cec has to be in within 30 days of finishing?",
    topic="belief: 30 days — TAS CEC deadline not found — not held: TAS CEC deadline (not found; ask CBOS)", basis="facts (not held)")
add(kind="decline", state="TAS", ask="CBOS",
    q="gasfitter in ulverstone. old boss always said the gas compliance cert has to go in within 10 days of finishing. true?",
    topic="belief: 10 days — TAS gas certificate rule not researched — not held: TAS gas certificate deadline (not researched; ask CBOS)", basis="facts (not held)")

# ---------------- ACT (11) ----------------
add(o=1, kind="tool", state="ACT", verdict="yes", figures=["$12,500", "$12,000"],
    q="Office manager for a Belconnen renovator. The job's an $8,200 bathroom plus $4,300 of extras on the same alteration. The boss thinks residential building insurance is only for new homes. Do we need it?",
    topic="belief (boss): only new homes — wrong, alterations/additions valued at $12,000 or more; $12,500", basis="facts §2.1, §2.2 ACT")
add(kind="answer", state="ACT", verdict="yes",
    q="chippy in tuggeranong. heard carpenters don't need their own licence in the act, only builders. that right?",
    topic="belief: carpenters not licensed in the ACT — right (Hansard 2007)", basis="facts §1.7")
add(kind="answer", state="ACT", verdict="no", figures=["11 Sep 2024"],
    q="canberra sparky here. the DER endorsement for battery and inverter wiring doesn't become mandatory till next year does it?",
    topic="belief: not yet mandatory — wrong, required from 11 Sep 2024", basis="facts §1.7")
add(o=1, kind="answer", state="ACT", verdict="no", figures=["14 days"],
    q="I run the office for a Canberra electrical contractor. We've been sending the test report to the Registrar within 30 days of the test. That's fine, isn't it?",
    topic="belief: 30 days — wrong, within 14 days of the test", basis="facts §3.2 ACT")
add(o=1, kind="answer", state="ACT", verdict="yes", figures=["90 days"],
    q="Client in Weston Creek asked us: under residential building insurance, the owner has to tell the insurer within 90 days of noticing a defect — correct?",
    topic="belief: 90 days — right", basis="facts §2.2 ACT")
add(kind="answer", state="ACT", verdict="no",
    q="gasfitter in gungahlin. mate says in the act you've got 30 days to give the customer the gas compliance certificate. is that it?",
    topic="belief: 30 days — wrong, compliance indicator attached and certificate given as soon as practicable", basis="facts §4.5 ACT")
add(o=1, kind="answer", state="ACT", verdict="yes", figures=["15 BD"],
    q="Accounts for a Canberra builder. Under the ACT security of payment law we have 15 business days to pay a subbie's claim, unless the contract says sooner. Right?",
    topic="belief: 15 BD to pay — right (s13(1))", basis="facts §6.7 ACT")
add(o=1, kind="decline", state="ACT", ask="Access Canberra",
    q="What's the maximum deposit we can take on a $28,000 kitchen in Canberra? The boss thinks it's 5% like Victoria.",
    topic="belief: 5% like VIC — ACT deposit cap not found — not held: ACT deposit cap (not found; ask Access Canberra)", basis="facts (not held)")
add(o=1, kind="decline", state="ACT", ask="Access Canberra",
    q="ACT subcontract: how long does the head contractor have to respond to our payment claim with a schedule? I've seen 10 business days quoted.",
    topic="belief: 10 BD — ACT payment schedule not captured (must not headline the 15 BD time to pay) — not held: ACT payment schedule time (not captured; ask Access Canberra)", basis="facts (not held)")
add(kind="decline", state="ACT", ask="Access Canberra",
    q="how much does access canberra charge to add the der endorsement to my electrical licence?",
    topic="no belief: endorsement fee not held — not held: DER endorsement fee (not held; ask Access Canberra)", basis="facts (not held)")
add(kind="decline", state="ACT", ask="Access Canberra",
    q="renewing my class c builders licence in the act, mate said its about $900. sound right?",
    topic="belief: about $900 — licence fee not held — not held: ACT builder licence renewal fee (not held; ask Access Canberra)", basis="facts (not held)")

# ---------------- NT (12) ----------------
add(o=1, kind="tool", state="NT", verdict="yes", figures=["$12,700", "$12,000"],
    q="Office side of a Darwin building business. Extension job: $6,800 for the slab and $5,900 for the frame and roof, one contract. The office has always said BPB registration is only needed over $15k. Do we need it?",
    topic="belief: over $15,000 — wrong, prescribed residential work (extensions) above $12,000; $12,700", basis="facts §1.8, §2.1 NT")
add(kind="answer", state="NT", verdict="no", date="2026-11-26",
    q="katherine sparky. last thursday swapped a ceiling fan like for like, no wiring changes. boss says we still need a coc. is he right?",
    topic="dated 26 Nov 2026: belief (boss) CoC needed — wrong, like-for-like with no wiring/load/protection change exempt from 1 Jan 2026", basis="facts §3.2 NT")
add(kind="answer", state="NT", verdict="yes",
    q="alice springs, adding an open verandah to an existing house, about 18k. reckon i dont need bpb registration for that even though its over 12k. right?",
    topic="belief: verandah added to an existing building needs no registration whatever the cost — right", basis="facts §1.8")
add(kind="answer", state="NT", verdict="yes",
    q="darwin plumber with an advanced tradesman licence. as i understand it i can do the work but cant certify it unless im registered as a certifying plumber with the bpb. correct?",
    topic="belief: advanced tradesman cannot certify; certifying needs BPB registration as a certifying plumber and drainer — right", basis="facts §1.8, §4.2 NT")
add(o=1, kind="answer", state="NT", verdict="no", figures=["30 BD"],
    q="Our head contract in the NT says 45 business days to pay. The accounts person at the builder says that's perfectly fine up here. Is it?",
    topic="belief: 45 BD fine — wrong, any term longer than 30 BD is read as 30 BD", basis="facts §6.7 NT")
add(o=1, kind="answer", state="NT", verdict="yes", figures=["6 years", "1 year"],
    q="For a customer's question: the MBA NT Fidelity Fund certificate covers structural defects for 6 years and non-structural for 1 year — have I got that right?",
    topic="belief: 6 years structural, 1 year non-structural — right", basis="facts §2.2 NT")
add(kind="answer", state="NT", verdict="yes", figures=["24 hours"],
    q="commercial kitchen gas job in darwin, about 300 MJ an hour. do we have to tell nt worksafe before we start?",
    topic="no belief: gas works over 200 MJ/h notified to NT WorkSafe no later than 24 hours before", basis="facts §9")
add(o=1, kind="answer", state="NT", verdict="yes", figures=["$12,000"],
    q="Palmerston NT: $15,000 extension. The boss says a quote and a handshake is enough up here. Do we need a signed contract?",
    topic="belief (boss): handshake enough — wrong, signed contract for prescribed residential work over $12,000", basis="facts §2.1 NT, §9")
add(kind="decline", state="NT", ask="NT WorkSafe",
    q="heard the nt coc deadline dropped to 5 days under the new act. is that right?",
    topic="belief: 5 days — NT CoC deadline not found (only 'decreased') — not held: NT electrical CoC deadline (not found; ask NT WorkSafe)", basis="facts (not held)")
add(o=1, kind="decline", state="NT", ask="Building Practitioners Board",
    q="What percentage deposit can we take on a residential building contract in the NT? The boss thinks the regulations say 10%.",
    topic="belief: 10% — NT deposit regulated but amount not captured — not held: NT deposit amount (not captured; ask the Building Practitioners Board)", basis="facts (not held)")
add(kind="decline", state="NT", ask="Building Practitioners Board or NT Consumer Affairs",
    q="darwin customer wants to back out of the contract 3 days after signing. nt has a 5 day cooling off doesnt it?",
    topic="belief: 5 days — NT cooling-off not found — not held: NT cooling-off period (not found; ask the Building Practitioners Board / NT Consumer Affairs)", basis="facts (not held)")
add(o=1, kind="decline", state="NT", ask="MBA NT Fidelity Fund",
    q="How much does an MBA NT Fidelity Fund certificate cost on a $400,000 house in Palmerston? We've budgeted $2,000.",
    topic="belief: about $2,000 — cost not held — not held: fidelity certificate cost (not held; ask the MBA NT Fidelity Fund)", basis="facts (not held)")

# ---------------- AU (22) ----------------
add(o=1, kind="tool", state="AU", verdict="no", figures=["$185", "10%"],
    q="Our invoice total was $2,035 including GST. The customer's accountant says the GST in that is $203.50. Is that right?",
    topic="belief: GST = 10% of the inclusive total — wrong, 1/11 -> $185", basis="facts §6.2")
add(o=1, kind="tool", state="AU", verdict="yes", figures=["$4,004", "10%"],
    q="Quote is $3,640 ex GST. I've added 10% and made the total $4,004. That's right?",
    topic="belief: $4,004 incl GST — right", basis="facts §6.2")
add(kind="tool", state="AU", verdict="yes", figures=["$77,500", "$75,000"],
    q="made $48,000 tiling this year and another $29,500 doing handyman stuff on the side. mates say you dont have to register for gst till 100k. do i have to?",
    topic="belief (mates): 100k — wrong, $75,000 or more; $77,500", basis="facts §6.2")
add(o=1, kind="tool", state="AU", verdict="no", figures=["$93.60", "12%"],
    q="Doing payroll: our apprentice's gross this week is $780. Super's still 11.5% so that's $89.70, yes?",
    topic="belief: 11.5% — wrong, 12% from 1 July 2025 -> $93.60", basis="facts §6.6, §9")
add(o=1, kind="tool", state="AU", figures=["$299", "11.5%"], date="2025-03-14",
    q="Catching up on old payroll. Wages of $2,600 were paid on 14 March 2025 and we never paid the super on them. How much super should that have been?",
    topic="dated 14 Mar 2025: 11.5% for wages paid 1 Jul 2024–30 Jun 2025 -> $299", basis="facts §6.6, §9")
add(kind="tool", state="AU", verdict="yes", figures=["$258", "12%"],
    q="labourer's fortnight is $2,150 gross. 12% super on that is $258 right?",
    topic="belief: 12% -> $258 — right", basis="facts §6.6, §9")
add(o=1, kind="tool", state="AU", verdict="no", figures=["$846", "47%"],
    q="A subbie won't give us his ABN and his invoice is $1,800. I read online we have to hold back 49%. So $882?",
    topic="belief: 49% — wrong (2014–2017 rate), 47% -> $846", basis="facts §6.8, §8")
add(kind="tool", state="AU", verdict="yes", figures=["$178.60", "47%", "$350"],
    q="my 17 yo nephew's doing labouring for me as a contractor, no abn, i pay him $380 a week. kids under 18 are exempt from the no-abn withholding so i dont need to hold anything back, right?",
    topic="belief: all under-18s exempt — wrong, only if paid $350 or less a week; $380 -> withhold 47% = $178.60", basis="facts §6.8")
add(o=1, kind="tool", state="AU", figures=["valid"],
    q="New subbie's invoice has ABN 40 791 499 551. The boss thinks it looks made up. Does it pass the check?",
    topic="belief (boss): fake — ABN passes the check digits (valid)", basis="facts §6.1")
add(kind="tool", state="AU", figures=["invalid"],
    q="bloke gave me abn 70457333557 on his quote, boss says it's fine. does it check out?",
    topic="belief (boss): fine — ABN fails the check digits (invalid)", basis="facts §6.1")
add(o=1, kind="answer", state="AU", verdict="no", figures=["21 days", "$75,000"],
    q="My partner's handyman business has just gone over $75,000 turnover. An accountant friend says we have three months to register for GST. Is that right?",
    topic="belief: three months — wrong, register within 21 days of reaching the threshold", basis="facts §6.2")
add(o=1, kind="answer", state="AU", verdict="yes", figures=["$1,000"],
    q="I'm invoicing a $1,450 job. I believe that because it's $1,000 or more the tax invoice has to show the customer's name or ABN as well. Correct?",
    topic="belief: $1,000 or more shows the buyer's identity or ABN — right", basis="facts §6.3")
add(o=1, kind="answer", state="AU", verdict="no", figures=["28 August"],
    q="The TPAR is due 31 October like the tax return, isn't it? I'm trying to plan the bookkeeping calendar for the building side.",
    topic="belief: 31 October — wrong, 28 August", basis="facts §6.5")
add(o=1, kind="answer", state="AU", verdict="no", figures=["7 business days"],
    q="Office manager here. We still pay our employees' super quarterly — the next one's due 28 January. That's fine, right?",
    topic="belief: quarterly, next 28 Jan — wrong, Payday Super from 1 July 2026: must reach the fund within 7 business days after payday", basis="facts §6.6, §9")
add(o=1, kind="answer", state="AU", verdict="no", figures=["5 years"],
    q="Our bookkeeper says we have to keep all the receipts and invoices for 7 years. Is that the ATO rule?",
    topic="belief: 7 years — wrong, 5 years", basis="facts §6.4, §9")
add(o=1, kind="answer", state="AU", verdict="no", figures=["49%"], date="2016-03-15",
    q="Going through old files: in March 2016 we withheld 47% from a subbie who didn't quote an ABN. Was that the right rate back then?",
    topic="dated March 2016: 49% applied 2014–2017 (47% from 1 July 2017) -> not right", basis="facts §6.8, §8")
add(kind="answer", state="AU", verdict="no", figures=["2 years"],
    q="apprentice's been out of the industry for 3 years, says his white card's still good because they never expire. true?",
    topic="belief: never expires — wrong, lapses after 2 consecutive years without construction work", basis="facts §5.7")
add(o=1, kind="decline", state="AU", ask="Fair Work Ombudsman",
    q="Doing wages for our new 1st year apprentice plumber. Our old bookkeeper said the rate's about $16 an hour. Is that right?",
    topic="belief: about $16/h — award rates not held — not held: apprentice award rate (not held; ask the Fair Work Ombudsman)", basis="facts (not held)")
add(o=1, kind="decline", state="AU", ask="ACCC or RBA",
    q="A customer told me card surcharges were banned from 1 October, so we have to stop adding 1.5% for Visa and Mastercard. Is that true?",
    topic="belief: banned from 1 Oct — card surcharge rule not held — not held: card surcharge rules (not held; ask the ACCC / RBA)", basis="facts (not held)")
add(kind="decline", state="AU", ask="Standards Australia",
    q="can you paste the bit of as 3740 that says how high a shower hob has to be? i reckon its 25mm",
    topic="belief: 25 mm — standard clause text not reproduced — not held: AS 3740 clause text (not reproduced; ask Standards Australia)", basis="facts (not held)")
add(kind="decline", state="AU", ask="Australian Refrigeration Council or ARC",
    q="how much is the arctick refrigerant handling licence now? apprentice says about $250",
    topic="belief: about $250 — licence fee not held — not held: refrigerant handling licence fee (not held; ask the ARC)", basis="facts (not held)")
add(o=1, kind="decline", state="AU", ask="the ATO",
    q="Can we still write off a new ute under the instant asset write-off? The boss reckons the limit is $20,000.",
    topic="belief: $20,000 limit — not held — not held: instant asset write-off (not held; ask the ATO / an accountant)", basis="facts (not held)")

# ---------------- ambiguous (10) ----------------
add(kind="ambiguous", state=None,
    q="6k tiling job, customer's got a house in albury and one in wodonga and hasnt said which bathroom first. do i need a licence for it?",
    topic="readings: Albury NSW (licence over $5,000 -> yes) / Wodonga VIC (registration over $10,000 -> no)", basis="facts §1.1, §1.2, §2.1")
add(o=1, kind="ambiguous", state=None,
    q="Quoting $4,000 of tiling for a client in Paddington. Does our tiler need to be licensed for that?",
    topic="readings: Paddington NSW (licence over $5,000 -> no) / Paddington QLD (over $3,300 -> yes)", basis="facts §1.1, §1.3, §2.1")
add(kind="ambiguous", state=None,
    q="max deposit on a 30k reno in malvern?",
    topic="readings: Malvern VIC (5% at $20,000 or more -> $1,500) / Malvern SA (deposit cap not found)", basis="facts §2.1")
add(o=1, kind="ambiguous", state=None,
    q="Bathroom renovation in Norwood, $15,000. The boss says we don't need a written contract for that. Is he right?",
    topic="readings: Norwood SA (written contract $12,000 and more -> needed) / Norwood TAS ($20,000 or more -> not needed)", basis="facts §2.1, §2.2")
add(kind="ambiguous", state=None,
    q="based in mildura, got a 25k deck job just over the border. whats the max deposit i can ask for?",
    topic="readings: over the border from Mildura = NSW (10% -> $2,500) or SA (deposit cap not found)", basis="facts §2.1")
add(o=1, kind="ambiguous", state=None,
    q="How many days do we have to lodge the plumbing compliance certificate after a job?",
    topic="readings (no place, no profile): VIC 5 days / SA 7 days / WA 5 working days / NSW CoC for all work (7 working days if an inspection isn't attended) / QLD Form 4 10 business days", basis="facts §4.2")
add(kind="ambiguous", state=None,
    q="restumping job in beaconsfield, 8 grand. do i need to be registered?",
    topic="readings: Beaconsfield VIC (re-stumping any value -> yes) / Beaconsfield WA (registration over $20,000 -> no) / Beaconsfield TAS (licensed builder where a Certificate of Likely Compliance is needed)", basis="facts §1.2, §1.4, §1.6")
add(o=1, kind="ambiguous", state=None,
    q="A customer in Springfield wants to know the most we can take as a deposit on a $25,000 kitchen.",
    topic="readings: Springfield QLD (5% -> $1,250) / Springfield NSW (10% -> $2,500)", basis="facts §2.1")
add(kind="ambiguous", state=None,
    q="pergola in maitland, 9k. written contract needed or not?",
    topic="readings: Maitland NSW (over $5,000 -> yes) / Maitland SA ($12,000 and more -> no)", basis="facts §2.1, §2.2")
add(o=1, kind="ambiguous", state=None,
    q="Our client owns a house in Queanbeyan and a unit in Kambah and hasn't decided which one gets the $14,000 renovation first. Will we need home warranty-type insurance for it?",
    topic="readings: Queanbeyan NSW (HBCF over $20,000 -> no) / Kambah ACT (residential building insurance $12,000 or more -> yes)", basis="facts §2.1, §2.2")

assert len(I) == 150, len(I)
out, office = [], []
for n, it in enumerate(I, 1):
    d = {"id": "d40-%03d" % n, "q": it["q"], "kind": it["kind"], "state": it["state"]}
    for k in ("verdict", "figures", "ask", "date", "profile"):
        if k in it: d[k] = it[k]
    d["topic"] = it["topic"]; d["basis"] = it["basis"]
    out.append(d)
    if it.get("o"): office.append(d["id"])
json.dump(out, open(os.path.join(HERE, "questions.json"), "w"), indent=2, ensure_ascii=False)
json.dump(office, open(os.path.join(HERE, "office_ids.json"), "w"))
print(len(out), "items;", len(office), "office-side")
for d in out:
    if d["kind"] == "tool": print(d["id"], d["state"], d["figures"], d["q"][:60])
