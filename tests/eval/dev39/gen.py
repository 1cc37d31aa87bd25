#!/usr/bin/env python3
"""Writes questions.json for blind set d39 (style: "checking what I think I know").
Today = 2026-11-29 (Sunday). Each item: (kind, state, q, extra dict). Ids are given in list order."""
import json, os

HERE = os.path.dirname(os.path.abspath(__file__))
I = []


def A(state, q, topic, basis, verdict=None, figures=None, date=None, profile=None):
    I.append(dict(kind="answer", state=state, q=q, verdict=verdict, figures=figures, date=date,
                  profile=profile, topic=topic, basis=basis))


def T(state, q, topic, basis, verdict=None, figures=None, date=None):
    I.append(dict(kind="tool", state=state, q=q, verdict=verdict, figures=figures, date=date,
                  topic=topic, basis=basis))


def D(state, q, ask, topic):
    I.append(dict(kind="decline", state=state, q=q, ask=ask, topic=topic, basis="facts (not held)"))


def M(q, topic, basis):
    I.append(dict(kind="ambiguous", state=None, q=q, topic=topic, basis=basis))


# ---------------- NSW (18) ----------------
A("NSW", "mate reckons you need a licence for anything over a grand. ive got a $2,500 splashback and laundry tiling job on tuesday, do i actually need one?",
  "belief (mate): licence over $1,000 — wrong (superseded); NSW trade work (wall and floor tiling) needs a licence only over $5,000 incl GST, so $2,500 needs none",
  "facts §1.1, §2.1, §8 NSW", verdict="no", figures=["$5,000"], profile={"state": "NSW", "trade": "tiler"})
A("NSW", "Sparky in Penrith here. Pretty sure I've got 7 days from finishing the safety and compliance test to get the CCEW done — that right?",
  "belief: CCEW within 7 days of the test — right (customer always gets a copy)",
  "facts §3.2 NSW", verdict="yes", figures=["7 days"])
A("NSW", "builder i sub for in newcastle nsw says on a $30k reno he can take a 15% deposit because its over 20k. is he right?",
  "belief (builder): 15% deposit on jobs over $20k — wrong; NSW max deposit 10% of the contract price (HBA s8)",
  "facts §2.1, §2.2 NSW", verdict="no", figures=["10%"])
A("NSW", "Quoting an $18k deck in Parramatta. I thought HBCF cover kicks in at 15 grand — do I need to sort it before I take the deposit?",
  "belief: HBCF from $15,000 — wrong; HBCF only for residential work over $20,000, so an $18,000 deck needs none",
  "facts §2.1, §2.2 NSW", verdict="no", figures=["$20,000"])
A("NSW", "client in hornsby got her copy of the signed contract on friday ($45k extension). i told her cooling off is 5 days so from wednesday shes locked in. is that right?",
  "belief: 5 (calendar) days, locked in from Wednesday — wrong; 5 clear business days after being given the signed copy (HBA s 7BA): copy Fri 27 Nov -> Mon 30 Nov to Fri 4 Dec, so she can still rescind on Wednesday",
  "facts §2.1, §2.2 NSW, §9", verdict="no", figures=["5 clear business days"], date="2026-11-27")
A("NSW", "Gasfitter out Orange way. I've always sent a copy of the certificate of compliance to Fair Trading within 5 business days of the job. That's still the rule isn't it?",
  "belief: gas CoC copy to Fair Trading within 5 business days — right (since 1 Mar 2013; CoC also to the consumer and network operator)",
  "facts §4.5 NSW", verdict="yes", figures=["5 business days"])
A("NSW", "Subbie in Liverpool NSW. Far as I know the most a head contractor can take to pay me on a subcontract is 20 business days under the SOP Act. Right?",
  "belief: 20 BD maximum on a subcontract — right (s11(1A); was 30 BD)",
  "facts §6.7 NSW, §8", verdict="yes", figures=["20 BD"])
A("NSW", "laying vinyl plank flooring through a whole house in baulkham hills, about $9k. figured its over 5 grand so i need a licence for it?",
  "belief: licence needed because over $5,000 — wrong; non-structural flooring has not been a licensed class in NSW since 16 Sep 2009, whatever the value",
  "facts §1.1, §9 NSW", verdict="no")
A("NSW", "fridgie in tamworth, $2,200 split system install. its under the 5k so i dont need a nsw licence, just my arctick. can i go ahead like that?",
  "belief: AC install under $5,000 needs no NSW licence — wrong; air conditioning and refrigeration is specialist work, licence at any value (plus the national refrigerant handling licence)",
  "facts §1.1, §2.1, §1.9 NSW", verdict="no")
A("NSW", "my leading hand reckons nsw is like sa and a swms is only needed over 3m. we're re-roofing in bathurst with about 2.6m to the eaves, do we need one?",
  "belief (leading hand): SWMS only over 3 m — wrong; HRCW includes a risk of falling more than 2 m, so a SWMS is needed at 2.6 m (SA is also 2 m since 1 July 2026)",
  "facts §5.6 NSW, §9", verdict="yes", figures=["2 m"])
A("NSW", "I put a payment claim in to a builder in Chatswood last week. He's told me he has 15 business days to send me a payment schedule. Is that right under the NSW Act?",
  "belief (builder): 15 business days for a payment schedule — wrong; NSW 10 business days after receiving the claim",
  "facts §6.7 NSW", verdict="no", figures=["10 business days"])
T("NSW", "quoted $4,600 + GST for a waterproofing and tiling job in Cronulla. do i need a written contract for it? figured no cos its under 5k",
  "belief: under $5,000 so no written contract — wrong; $4,600 + GST = $5,060 incl GST, over the $5,000 incl GST threshold -> written contract needed",
  "facts §2.1, §2.2 NSW", verdict="yes", figures=["$5,060", "$5,000"])
T("NSW", "$62,500 kitchen reno in Wagga Wagga. I'm going to ask for a 6 grand deposit, that's under the cap isn't it?",
  "belief: $6,000 deposit is under the cap — right; NSW cap 10% of $62,500 = $6,250",
  "facts §2.1, §2.2 NSW", verdict="yes", figures=["$6,250", "10%"])
T("NSW", "tiling job in maitland nsw: my labour is $3,200 and the tiles and adhesive im supplying come to $2,100. only the labour counts toward the licence limit so i dont need one, do i?",
  "belief: only labour counts — wrong; reasonable market cost is labour plus materials: $3,200 + $2,100 = $5,300, over $5,000 -> licence needed",
  "facts §1.1, §2.1 NSW", verdict="yes", figures=["$5,300", "$5,000"])
D("NSW", "Isn't the renewal on a NSW contractor licence about $300 for 3 years? Trying to budget for it.",
  "Building Commission NSW",
  "belief: renewal fee about $300 — not held (licence terms 1, 3 or 5 years are held, fees are not); ask Building Commission NSW — not held: NSW contractor licence renewal fee")
D("NSW", "mate copped a fine in nsw for not putting in a notice of work before a plumbing job. he says its $500, is that what the fine is?",
  "Building Commission NSW",
  "belief: NoW fine $500 — not held (the NoW rule is held, its penalty is not); ask Building Commission NSW — not held: fine for not lodging a NSW Notice of Work")
D("NSW", "quoting a $320k new build in penrith. the long service levy is 0.35% of the cost isn't it?",
  "Long Service Corporation",
  "belief: levy 0.35% — rate not held; the Long Service Corporation runs the scheme and levy — not held: NSW building long service levy rate")
D("NSW", "Pretty sure a 2nd year apprentice chippy in NSW is on about $20 an hour now, is that right?",
  "Fair Work Ombudsman",
  "belief: apprentice rate about $20/h — pay rates not held; Fair Work Ombudsman (PayCheck, Building and Construction General On-site Award) — not held: apprentice award pay rate")

# ---------------- VIC (18) ----------------
A("VIC", "Chippy in Geelong. Heard the Vic registration threshold went up from five grand a while back — to what? And does my $7k deck need it?",
  "belief: threshold went up from $5,000 — right (since 1 Aug 2017), to what: domestic building work over $10,000, so a $7,000 deck needs none",
  "facts §1.2, §2.1, §8 VIC", verdict="no", figures=["$10,000"])
A("VIC", "Reblocking an old weatherboard in Bendigo for $8,500. It's under 10k so I can do it without being registered, right?",
  "belief: under $10,000 so no registration — wrong; re-blocking needs registration whatever the cost",
  "facts §1.2 VIC", verdict="no")
A("VIC", "Plumber in Frankston. Compliance certs are for jobs over $750 and I've got 5 days to give it to the customer and lodge it with the BPC — still the go?",
  "beliefs: over $750 and 5 days — both right (the $500 figure is superseded)",
  "facts §4.2 VIC, §8", verdict="yes", figures=["$750", "5 days"])
A("VIC", "replacing a type A gas hot water unit in ballarat, whole job $650. under the $750 so i can skip the compliance certificate, yeah?",
  "belief: under $750 so no certificate — wrong; Type A gas appliance install/replace needs a compliance certificate at any value (to the customer and BPC within 5 days)",
  "facts §4.2, §4.5 VIC", verdict="no")
A("VIC", "Sparky in Nunawading, added two double powerpoints in a kitchen. Pretty sure I've got a month to get the COES to the customer?",
  "belief: 1 month for non-prescribed work — right",
  "facts §3.2 VIC", verdict="yes", figures=["1 month"])
A("VIC", "new main switchboard going in at a house in werribee on friday. can i liven it up when i finish and get the inspector out the week after?",
  "plan: energise, inspect later — not allowed; main switchboard is prescribed work, must be inspected by an LEI before it is energised",
  "facts §3.2 VIC", verdict="no")
A("VIC", "Client in Doncaster just got her signed copy of a $60k major domestic building contract. She's got 5 clear business days from then to pull out, right?",
  "belief: 5 clear business days after receiving the signed copy — right (DBCA s34)",
  "facts §2.1, §2.2 VIC", verdict="yes", figures=["5 clear business days"])
A("VIC", "DBI kicks in once domestic work is more than $16k in Victoria, so my $18k bathroom in Ringwood needs it — yeah?",
  "belief: DBI over $16,000, so the $18k bathroom needs it — right",
  "facts §2.1, §2.2 VIC", verdict="yes", figures=["$16,000"])
A("VIC", "Back in March 2017 we did a $7,000 kitchen in Mildura on a handshake, no major domestic building contract. The threshold's $10k so we were fine, weren't we?",
  "belief: $10,000 threshold applied — wrong for March 2017; the major domestic building contract threshold was over $5,000 before 1 Aug 2017, so $7,000 needed one",
  "facts §2.1, §2.2 VIC, §9", verdict="no", figures=["$5,000"], date="2017-03-15")
A("VIC", "subbie in dandenong. the builder's got 10 business days to give me a payment schedule under the vic act, yeah?",
  "belief: 10 BD — right (within the contract time or 10 BD, whichever is earlier; otherwise the full claim becomes payable)",
  "facts §6.7 VIC", verdict="yes", figures=["10 BD"])
T("VIC", "Bathroom reno in Ballarat, $18,400 all in. I'll take a 10% deposit so $1,840 — ok?",
  "belief: 10% = $1,840 — right; under $20,000 the cap is 10%",
  "facts §2.1, §2.2 VIC", verdict="yes", figures=["$1,840", "10%"])
T("VIC", "Quick one — Vic extension priced at $36,000. Deposit is 10% so I can ask for $3,600?",
  "belief: 10% — wrong; at $20,000 or more the cap is 5% = $1,800",
  "facts §2.1, §2.2 VIC", verdict="no", figures=["$1,800", "5%"])
T("VIC", "Doing the plastering ($6,200) and the painting ($4,300) on the same house in Sunbury. Each is under $10k — do I need to be registered?",
  "belief: each under $10,000 so no registration — wrong; more than one type of work together: $10,500, over $10,000 -> registration needed",
  "facts §1.2 VIC", verdict="yes", figures=["$10,500", "$10,000"])
T("VIC", "Customer in Mount Martha bought the tapware herself ($420) and my labour is $380. Since I only charged $380 I don't need a compliance cert, do I?",
  "belief: only what I charged counts — wrong; value includes materials whoever supplied them: $800, over $750 -> certificate needed",
  "facts §4.2 VIC", verdict="yes", figures=["$800", "$750"])
D("VIC", "what's ESV's fine for not lodging a COES? someone told me about two grand",
  "Energy Safe Victoria",
  "belief: about $2,000 — penalty not held (the COES rule is); ask Energy Safe Victoria — not held: ESV fine for not lodging a COES")
D("VIC", "Heard Domestic Builder (Limited) registration with the BPC costs about $500 a year. Is that right?",
  "Building and Plumbing Commission or BPC",
  "belief: $500 a year — fee not held; ask the Building and Plumbing Commission — not held: BPC registration fee")
D("VIC", "Subbie in Vic — builder reckons once he's sent the payment schedule he's got 30 business days to actually pay me. True?",
  "Building and Plumbing Commission or BPC",
  "belief: 30 BD to pay — not captured for VIC (only the 10 BD payment schedule is held); must not lead with 10 BD — not held: VIC maximum time to pay under the SOP Act")
D("VIC", "WorkCover premium for a small plumbing business in Victoria is around 1.5% of wages, isn't it?",
  "WorkSafe Victoria",
  "belief: premium 1.5% of wages — not held; ask WorkSafe Victoria — not held: WorkSafe Victoria premium rate")

# ---------------- QLD (18) ----------------
A("QLD", "mate reckons a qbcc licence kicks in over 3 grand. got a $3,200 garden retaining wall in dalby, gst included. do i need one?",
  "belief (mate): over $3,000 — wrong; QBCC licence over $3,300 (labour + materials + GST); $3,200 incl GST needs none",
  "facts §1.3, §2.1 QLD", verdict="no", figures=["$3,300"])
A("QLD", "Do I need a QBCC licence for a $400 tap and mixer replacement in Cairns?",
  "no belief stated; plumbing needs an occupational licence at any value -> yes",
  "facts §1.3 QLD", verdict="yes")
A("QLD", "Doing a modular granny flat in Logan, about 70% of the work is done in the factory. I heard I can take a 20% deposit on those?",
  "belief: 20% deposit where more than 50% is off-site — right",
  "facts §2.1, §2.2, §9 QLD", verdict="yes", figures=["20%"])
A("QLD", "Brisbane client wants out of a $25k reno contract she signed. QLD cooling off is 10 business days isn't it?",
  "belief: 10 business days — wrong; 5 business days from the day after she receives the signed contract (and Consumer Building Guide)",
  "facts §2.1, §2.2 QLD", verdict="no", figures=["5 business days"])
A("QLD", "Plumber in Townsville — Form 4 for notifiable work goes in within 10 business days of invoicing, correct?",
  "belief: 10 business days of invoicing — right",
  "facts §4.2 QLD", verdict="yes", figures=["10 business days"])
A("QLD", "Sunshine Coast sparky. Heard every QLD home, not just ones being sold or leased, needs interconnected photoelectric smoke alarms from 1 Jan 2027. That right?",
  "belief: all homes from 1 Jan 2027 — right (sold/leased from 1 Jan 2022)",
  "facts §5.4 QLD", verdict="yes", figures=["1 Jan 2027"])
A("QLD", "Housing job in Ipswich, working at about 2.5 m. Housing in QLD is 3 m, so I can skip the SWMS, right?",
  "belief: housing 3 m so no SWMS — wrong; a SWMS is needed for any construction work above 2 m, housing included (3 m is the fall-prevention trigger in housing)",
  "facts §5.6 QLD", verdict="no", figures=["2 m"])
A("QLD", "Setting up as an electrical contractor on the Gold Coast. I need $10 million public liability for the contractor licence, don't I?",
  "belief: $10m public liability — wrong; at least $5,000,000 public and products liability plus $50,000 consumer protection",
  "facts §1.3 QLD", verdict="no", figures=["$5,000,000", "$50,000"])
A("QLD", "$4,000 interior paint job in Mackay, GST included. Do I need home warranty cover on it? My understanding is painting isn't covered by the scheme.",
  "belief: painting not covered — wrong; painting is covered residential work and $4,000 is over $3,300 -> needed",
  "facts §2.1, §2.2 QLD", verdict="yes", figures=["$3,300"])
A("QLD", "QLD subbie here. Head contractor's got 15 business days to send me a payment schedule under the BIF Act, yeah?",
  "belief: 15 BD — right",
  "facts §6.7 QLD", verdict="yes", figures=["15 BD"])
A("QLD", "Gasfitter moving up from NSW to Brisbane. My NSW gas licence just carries over under automatic mutual recognition, doesn't it?",
  "belief: automatic mutual recognition — wrong; QLD is not in AMR for gas, apply through the RSHQ Portal",
  "facts §1.3 QLD", verdict="no")
T("QLD", "$2,900 + GST pergola in Rockhampton. Do I need a QBCC licence for it? reckon not since it's still under $3,300",
  "belief: still under $3,300 — right; $2,900 + GST = $3,190, not over $3,300 -> no licence",
  "facts §1.3, §2.1 QLD", verdict="no", figures=["$3,190", "$3,300"])
T("QLD", "$48,000 reno in Toowoomba — I'll take the usual 10% deposit, $4,800. All good?",
  "belief: 10% — wrong; at $20,000 or more the cap is 5% = $2,400",
  "facts §2.1, §2.2 QLD", verdict="no", figures=["$2,400", "5%"])
T("QLD", "Deck in Hervey Bay: my labour is $1,900 and the owner's buying the timber himself for $1,600. Do I need a QBCC licence? I figure only my $1,900 counts.",
  "belief: only labour counts — wrong; value includes all labour and materials whoever supplies them: $3,500, over $3,300 -> licence needed",
  "facts §1.3 QLD", verdict="yes", figures=["$3,500", "$3,300"])
D("QLD", "QBCC trade contractor licence renewal is about $400 a year isn't it?",
  "QBCC", "belief: $400 — fee not held; ask the QBCC — not held: QBCC licence renewal fee")
D("QLD", "Quoting a $150k extension in Brisbane. The QLeave levy is 0.575% of the cost, right?",
  "QLeave", "belief: levy 0.575% — rate not held; QLeave collects it — not held: QLeave levy rate")
D("QLD", "whats the qbcc fine for putting a form 4 in late? heard its a grand",
  "QBCC", "belief: $1,000 fine — not held (the 10 business days are held, the penalty is not); ask the QBCC — not held: QBCC penalty for a late Form 4")
D("QLD", "How many CPD points do QLD plumbers need each year? It's 12, isn't it?",
  "QBCC", "belief: 12 points — not held; ask the QBCC — not held: QLD plumber CPD requirement")

# ---------------- WA (14) ----------------
A("WA", "Building in Perth — I reckon you need to be a registered building contractor for anything over $20k. Right?",
  "belief: over $20,000 — right", "facts §1.4, §2.1 WA", verdict="yes", figures=["$20,000"])
A("WA", "Sparky in Mandurah. Preliminary notice before I start, notice of completion within 3 days, and the ESC to the customer within 14 days. Have I got that right?",
  "beliefs: PN before, NOC 3 days — right; ESC 14 days — wrong, 28 days",
  "facts §3.2 WA", verdict="no", figures=["3 days", "28 days"])
A("WA", "plumber in bunbury. the NOI has to go in at least 24 hours before major plumbing work doesnt it?",
  "belief: at least 24 hours before — right (emergency work excepted)",
  "facts §4.2 WA", verdict="yes", figures=["24 hours"])
A("WA", "I've been binning my WA plumbing certificates of compliance after 5 years like the tax records. That ok?",
  "belief: 5 years — wrong; keep WA plumbing CoCs for at least 6 years",
  "facts §1.4, §4.2, §6.4 WA", verdict="no", figures=["6 years"])
A("WA", "Home indemnity insurance in WA is only for new homes isn't it? Got a $35k bathroom and laundry reno in Joondalup.",
  "belief: only new homes — wrong; residential building work over $20,000 needs HII",
  "facts §2.1, §2.2 WA", verdict="no", figures=["$20,000"])
A("WA", "Relocating a gas cooktop point in Rockingham, only a $300 job. Small stuff like that doesn't need a gas fitter's licence in WA, does it?",
  "belief: small job, no licence — wrong; gasfitting on a consumer's installation only by an appropriately licensed gas fitter, at any value",
  "facts §1.4, §9 WA", verdict="yes")
A("WA", "WA subbie. Head contractor has up to 25 business days to pay me under the new SOP Act, yeah?",
  "belief: 25 BD head contractor to subcontractor — right", "facts §6.7 WA", verdict="yes", figures=["25 BD"])
A("WA", "gasfitter in kalgoorlie, still posting paper notices of completion to the gas supplier. thats fine isnt it?",
  "belief: paper notices fine — wrong; since 1 Oct 2019 eNotice is the only approved way",
  "facts §4.5 WA", verdict="no", figures=["1 Oct 2019"])
T("WA", "Heard WA caps deposits on home building contracts now — what's the percentage, and what's the most I can take on an $84,000 home reno in Perth?",
  "belief plus a question: WA caps deposits — right; 6.5% of the total amount payable = $5,460", "facts §2.1, §2.2, §9 WA", figures=["$5,460", "6.5%"])
T("WA", "Geraldton: carport $5,200 and slab $2,600 on the one contract. Mate says under $7,500 the Home Building Contracts Act doesn't apply, so I can take 20% deposit. Can I?",
  "belief (mate): under $7,500 so no cap — wrong; one contract $7,800 is inside $7,500–$500,000, deposit limited to 6.5% = $507",
  "facts §2.1, §2.2 WA", verdict="no", figures=["$7,800", "$507", "6.5%"])
D("WA", "WA cooling-off on a home building contract is 5 business days like over east, isn't it?",
  "Building and Energy or Consumer Protection", "belief: 5 business days — WA cooling-off not found; ask Building and Energy / Consumer Protection — not held: WA cooling-off period")
D("WA", "Is the CTF levy in WA 0.2% of the contract value?",
  "Construction Training Fund", "belief: 0.2% — rate not held; the Construction Training Fund collects it — not held: WA Construction Training Fund levy rate")
D("WA", "Building Services Board registration fee for a building contractor is about $900, right?",
  "Building and Energy", "belief: $900 — fee not held; ask Building and Energy — not held: WA building contractor registration fee")
D("WA", "whats the fine in wa if im late with an ESC? someone said five grand",
  "Building and Energy", "belief: $5,000 — penalty not held (28 days held); ask Building and Energy — not held: WA penalty for a late Electrical Safety Certificate")

# ---------------- SA (14) ----------------
A("SA", "Roofer in Murray Bridge, doing a gutter job tomorrow at about 2.5 m. SA is still 3 m for a SWMS isn't it, so do I even need one?",
  "belief: SA still 3 m — wrong since 1 July 2026; fall trigger more than 2 m -> SWMS needed at 2.5 m on 30 Nov 2026",
  "facts §5.6, §9 SA", verdict="yes", figures=["2 m"], date="2026-11-30")
A("SA", "On 12 May this year we did a 2.7 m fascia replacement in Whyalla with no SWMS. Boss says the 2 m rule had already started so we were in breach. Is he right?",
  "belief (boss): 2 m in force in May — wrong; 2 m applies from 1 July 2026, on 12 May 2026 the trigger was 3 m, so 2.7 m was not HRCW by height",
  "facts §5.6, §9 SA", verdict="no", figures=["3 m"], date="2026-05-12")
A("SA", "I've got 30 days to submit my CoC to the OTR, same as the sparkies, yeah?",
  "profile SA plumber. belief: 30 days like electrical — wrong; SA plumbing CoC within 7 days of completing the work",
  "facts §4.2, §9 SA", verdict="no", figures=["7 days"], profile={"state": "SA", "trade": "plumber"})
A("SA", "Sparky in Port Lincoln. The eCoC goes to the Technical Regulator and the owner within 30 days after the install is made available for energisation, right?",
  "belief: 30 days — right (completed before energisation)", "facts §3.2 SA", verdict="yes", figures=["30 days"])
A("SA", "gasfitter in gawler, just installed and commissioned a new gas space heater. i reckon the gas CoC is due within 7 days like plumbing?",
  "belief: 7 days like plumbing — wrong; gas eCoC within 30 days", "facts §4.5, §9 SA", verdict="no", figures=["30 days"])
A("SA", "Is a written contract legally required for a $9k bathroom job in Mount Gambier? I thought SA only requires one from $12,000.",
  "belief: from $12,000 — right; $9,000 is minor domestic building work, no legislative requirement for a written contract",
  "facts §2.1, §2.2, §9 SA", verdict="no", figures=["$12,000"])
A("SA", "If SafeWork SA catches me with no SWMS on a high risk job, the max penalty is $6,000 for me as a sole trader, isn't it?",
  "belief: $6,000 individual — right ($30,000 body corporate)", "facts §5.6 SA", verdict="yes", figures=["$6,000"])
A("SA", "signed a $16,000 home extension contract in Victor Harbor on tuesday. BII kicks in over $12k so do i need the certificate before i start?",
  "belief: BII over $12,000 — wrong for contracts signed from 10 Nov 2025: threshold $20,000, so $16,000 needs none",
  "facts §2.1, §2.2 SA", verdict="no", figures=["$20,000"], date="2026-11-24")
T("SA", "One contract in Salisbury SA: kitchen $7,400 and laundry $4,900. Each is under $12,000 — do I need a written contract?",
  "belief: each under $12,000 — wrong basis; one contract totals $12,300, which is $12,000 and more -> written contract needed",
  "facts §2.1, §2.2, §9 SA", verdict="yes", figures=["$12,300", "$12,000"])
T("SA", "Contract signed 14 August 2025 in Mount Barker SA: extension $9,000 plus deck $4,500, development approval needed. BII was required on that one, wasn't it?",
  "belief: BII was required — right; before 10 Nov 2025 the threshold was over $12,000 and the contract was $13,500",
  "facts §2.1, §2.2 SA", verdict="yes", figures=["$13,500", "$12,000"], date="2025-08-14")
D("SA", "SA max deposit on a domestic building job is 10% like NSW?",
  "Consumer and Business Services or CBS", "belief: 10% — SA deposit cap not found; ask Consumer and Business Services — not held: SA maximum deposit")
D("SA", "What's the penalty in SA for putting a plumbing CoC in late? Is it $5,000 like the electrical one?",
  "Office of the Technical Regulator or OTR",
  "belief: $5,000 like electrical — not held (7 days and the electrical $5,000 are held, the plumbing penalty is not); must not lead with either — not held: SA penalty for a late plumbing certificate of compliance")
D("SA", "CBS building work contractor licence renewal, heard it's about $600 a year?",
  "Consumer and Business Services or CBS", "belief: $600 — fee not held; ask Consumer and Business Services — not held: SA building work contractor licence fee")
D("SA", "What's the ReturnToWorkSA levy rate for a small builder? Someone said 2% of wages.",
  "ReturnToWorkSA", "belief: 2% — not held; ask ReturnToWorkSA — not held: ReturnToWorkSA premium rate")

# ---------------- TAS (12) ----------------
A("TAS", "Tassie builder here. Written contract's needed for residential work from $20k up, yeah?",
  "belief: $20,000 or more — right", "facts §2.1, §2.2 TAS", verdict="yes", figures=["$20,000"])
A("TAS", "Customer in Hobart says Tasmania has home warranty insurance like every other state and wants it on his $150k build. Do I have to take it out?",
  "belief (customer): TAS has a home warranty scheme — wrong; no statutory scheme found (Housing Indemnity Act 1992 repealed)",
  "facts §0, §2.1, §2.2 TAS", verdict="no")
A("TAS", "plumber in launceston, setting the tempering valve on a new bathroom to 55°C. thats the max isnt it?",
  "belief: 55°C max — wrong; tempering valve set to 50°C for personal hygiene fixtures",
  "facts §4.3 TAS", verdict="no", figures=["50°C"])
A("TAS", "Devonport job — the storage heater has to keep the water at 60 degrees or more for legionella, right?",
  "belief: stored at 60°C or more — right", "facts §4.3 TAS", verdict="yes", figures=["60°C"])
A("TAS", "Residential job in Tassie: the owner has 10 days to send me a payment schedule under the SOP Act, yeah?",
  "belief: 10 days — wrong for residential; 20 days residential (10 days commercial)",
  "facts §6.7 TAS", verdict="no", figures=["20 days"])
A("TAS", "Owner-builder in Burnie reckons he can do 3 projects in 10 years and only needs $5 million public liability. Is he right on both?",
  "beliefs: 3 projects — wrong, 2 projects in 10 years; $5 million public liability — right",
  "facts §1.6 TAS", verdict="no", figures=["2 projects", "$5 million"])
A("TAS", "I thought category 1 plumbing in Tasmania is the low-risk stuff the owner can do themselves. Have I got that right?",
  "belief: Cat 1 low risk, owner may do it — right", "facts §4.2 TAS", verdict="yes")
T("TAS", "Residential job in Glenorchy, Tas, $16,500 + GST. With GST it goes over $20k so I need the written contract?",
  "belief: over $20,000 with GST — wrong; $16,500 + GST = $18,150, under $20,000 -> no written contract required",
  "facts §2.1, §2.2 TAS", verdict="no", figures=["$18,150", "$20,000"])
D("TAS", "Sparky in Hobart. I've got 30 days to do the Certificate of Electrical Compliance, haven't I?",
  "CBOS", "belief: 30 days — TAS CEC deadline not found; ask CBOS")
D("TAS", "Tassie cooling-off on a residential building contract is 5 business days, yeah?",
  "CBOS", "belief: 5 business days — not found; ask CBOS — not held: TAS cooling-off period")
D("TAS", "CBOS electrical contractor licence renewal is about $250 isn't it?",
  "CBOS", "belief: $250 — fee not held; ask CBOS — not held: CBOS licence renewal fee")
D("TAS", "Council plumbing permit for category 4 work in Launceston costs around $600?",
  "council permit authority or CBOS", "belief: $600 — fee not held; ask the council permit authority — not held: TAS plumbing permit fee")

# ---------------- ACT (12) ----------------
A("ACT", "chippy in tuggeranong. carpenters need a licence in the act same as nsw, yeah?",
  "belief: carpenters licensed in the ACT — wrong; carpenters and similar trades are not licensed in the ACT",
  "facts §1.7 ACT", verdict="no")
A("ACT", "Sparky in Belconnen. The test report goes to the Registrar or the owner within 14 days of the test, right?",
  "belief: 14 days — right", "facts §3.2 ACT", verdict="yes", figures=["14 days"])
A("ACT", "Putting a home battery in at Gungahlin. My ACT electrician's licence covers that, I don't need anything extra do I?",
  "belief: licence alone covers batteries — wrong; a DER endorsement is needed for rooftop solar, inverters and batteries from 11 Sep 2024",
  "facts §1.7 ACT", verdict="yes", figures=["11 Sep 2024"])
A("ACT", "ACT residential building insurance is only needed for alterations over $20,000, isn't it?",
  "belief: over $20,000 — wrong; alterations/additions of $12,000 or more", "facts §2.1, §2.2 ACT", verdict="no", figures=["$12,000"])
A("ACT", "Owner in Weston Creek found a defect in her new extension. She's got 90 days from noticing it to tell the insurer, yeah?",
  "belief: 90 days — right", "facts §2.2 ACT", verdict="yes", figures=["90 days"])
A("ACT", "Canberra subbie. Max time to pay a progress claim in the ACT is 15 business days?",
  "belief: 15 BD — right (s13(1))", "facts §6.7 ACT", verdict="yes", figures=["15 BD"])
A("ACT", "Gasfitter in Woden. I've got 5 business days to hand over the gas certificate like in NSW, haven't I?",
  "belief: 5 business days like NSW — wrong; ACT: compliance indicator attached and certificate given as soon as practicable (Gas Safety Act s9)",
  "facts §4.5 ACT", verdict="no")
T("ACT", "Kambah: bathroom reno $7,800 and laundry reno $4,700 for the same owner, one contract. Owner reckons no residential building insurance is needed because each bit is under $12,000. Is she right?",
  "belief (owner): each under $12,000 — wrong; the alteration totals $12,500, which is $12,000 or more -> cover needed",
  "facts §2.1, §2.2 ACT", verdict="no", figures=["$12,500", "$12,000"])
D("ACT", "ACT payment schedule has to go back within 10 business days of getting a claim, yeah?",
  "Access Canberra", "belief: 10 BD — not captured for the ACT (15 BD time to pay is held); must not lead with 15 BD — not held: ACT payment schedule deadline")
D("ACT", "Builder licence renewal in the ACT is roughly $700, right?",
  "Access Canberra", "belief: $700 — fee not held; ask Access Canberra — not held: ACT builder licence renewal fee")
D("ACT", "WorkSafe ACT fine for no SWMS is $6,000 like in SA, isn't it?",
  "WorkSafe ACT", "belief: $6,000 like SA — ACT penalty not held (the SA one is); ask WorkSafe ACT — not held: ACT penalty for no SWMS")
D("ACT", "max deposit on a house job in the ACT is 5%?",
  "Access Canberra", "belief: 5% — ACT deposit cap not found; ask Access Canberra — not held: ACT maximum deposit")

# ---------------- NT (12) ----------------
A("NT", "Darwin builder. I think BPB registration kicks in at 10 grand — so I'd need it for a $10,500 house extension?",
  "belief: from $10,000 — wrong; registration for listed residential work above $12,000, so $10,500 needs none",
  "facts §1.8, §2.1 NT", verdict="no", figures=["$12,000"])
A("NT", "Do I need BPB registration to add an open carport to an existing house in Palmerston NT? Job's $18k.",
  "no belief stated; verandas or open carports added to existing buildings need no registration, whatever the cost",
  "facts §1.8 NT", verdict="no")
A("NT", "alice springs sparky. swapped a light fitting like for like yesterday, no change to wiring, load or circuit protection. mate says you still need a CoC for everything in the NT, true?",
  "belief (mate): CoC for everything — wrong since 1 Jan 2026; like-for-like replacements no longer need a CoC",
  "facts §3.2 NT", verdict="no", figures=["1 Jan 2026"], date="2026-11-28")
A("NT", "Plumber in Katherine with an advanced tradesman licence. I can certify my own work, can't I?",
  "belief: can certify — wrong; certifying needs registration as a certifying plumber and drainer with the Building Practitioners Board",
  "facts §1.8, §4.2 NT", verdict="no")
A("NT", "Gas works on a big commercial kitchen in Darwin, over 200 MJ an hour. I can just let NT WorkSafe know the morning I start?",
  "plan: notify on the morning of starting — not allowed; notify no later than 24 hours before gas works start",
  "facts §9 NT", verdict="no", figures=["24 hours"])
A("NT", "NT job, the contract says I get paid 45 business days after my claim. That holds as written, doesn't it?",
  "belief: 45 BD term holds — wrong; any term longer than 30 BD is read as 30 BD", "facts §6.7 NT", verdict="no", figures=["30 BD"])
A("NT", "Residential cover in the NT is still through the Home Building Certification Fund, isn't it?",
  "belief: HBCF (NT) — wrong (superseded 1 Jan 2013); MBA NT Fidelity Fund", "facts §2.2 NT, §8", verdict="no")
T("NT", "Nightcliff job, one contract: house extension $9,500 plus a retaining wall the extension depends on, $3,200. Do I need BPB registration? Both bits are under 12k.",
  "belief: each under $12,000 — wrong; the contract is $12,700, above $12,000 -> registration needed",
  "facts §1.8, §2.1 NT", verdict="yes", figures=["$12,700", "$12,000"])
D("NT", "NT electrical CoC — it's 5 days to lodge now they've shortened it?",
  "NT WorkSafe", "belief: 5 days — exact number of days not found (only 'decreased'); ask NT WorkSafe — not held: NT electrical CoC deadline")
D("NT", "Max deposit on a residential build in the NT is 10%?",
  "Building Practitioners Board or NT Consumer Affairs", "belief: 10% — regulated (regs 41HA/41HE) but amount not captured; ask the Building Practitioners Board / NT Consumer Affairs — not held: NT maximum deposit")
D("NT", "Building Practitioners Board registration fee for a residential contractor is about $1,000, right?",
  "Building Practitioners Board", "belief: $1,000 — fee not held; ask the Building Practitioners Board — not held: NT building contractor registration fee")
D("NT", "NT payroll tax only kicks in over $1.5 million in wages, yeah?",
  "Territory Revenue Office", "belief: $1.5m — not held; ask Territory Revenue Office — not held: NT payroll tax threshold")

# ---------------- AU national (22) ----------------
A("AU", "Customer's asked me for a tax invoice for a $2,200 job. I've got 28 days to get it to him, yeah?",
  "belief: 28 days of the request — right (not required at $82.50 incl GST or less)",
  "facts §6.3 AU", verdict="yes", figures=["28 days"])
A("AU", "TPAR's due 31 October along with the tax return isn't it?",
  "belief: 31 October — wrong; TPAR by 28 August", "facts §6.5 AU", verdict="no", figures=["28 August"])
A("AU", "From July this year super has to land in the fund within 7 business days of payday. Is that right?",
  "belief: payday super 7 business days from 1 July 2026 — right", "facts §9 AU", verdict="yes", figures=["7 business days"])
A("AU", "Super for my two apprentices for October to December — I've got till 28 January to pay it like always, right?",
  "belief: quarterly due date 28 Jan — wrong; from 1 July 2026 Payday Super: received within 7 business days after each payday (quarterly dates only for quarters to 30 June 2026)",
  "facts §6.6, §9 AU", verdict="no", figures=["7 business days"], date="2026-11-29")
A("AU", "Restricted split-system refrigerant licence covers a 20 kW single-head unit, doesn't it?",
  "belief: covers 20 kW — wrong; restricted licence only single-head systems under 18 kW",
  "facts §1.9 AU", verdict="no", figures=["18 kW"])
A("AU", "doing the balustrades on the stair landings of a 3 storey apartment block. barrier at 900 mm high is enough on the landings isnt it?",
  "belief: 900 mm — wrong; at least 1 m above the floor of a landing (865 mm only along stair flights and ramps), NCC Vol One D3D18 (class 2 building)",
  "facts §5.2 AU", verdict="no", figures=["1 m"])
A("AU", "Tiler here. On an unenclosed shower the waterstop only needs to be 1,200 mm from the shower rose, right?",
  "belief: 1,200 mm — wrong; at least 1,500 mm (Housing Provisions 10.2.18)", "facts §5.3 AU", verdict="no", figures=["1,500 mm"])
A("AU", "If a subbie's ABN passes the check digit maths, that proves it's active and registered, yeah?",
  "belief: checksum proves it is active — wrong; it only proves it is well-formed, use ABN Lookup", "facts §6.1 AU", verdict="no")
T("AU", "Customer paid $1,650 including GST. GST is 10% of that so I owe the ATO $165?",
  "belief: 10% of the inclusive amount — wrong; GST is 1/11 of $1,650 = $150", "facts §6.2 AU", verdict="no", figures=["$150", "10%"])
T("AU", "Invoice is $2,340 ex GST, so the total with GST is $2,574?",
  "belief: $2,574 — right", "facts §6.2 AU", verdict="yes", figures=["$2,574", "10%"])
T("AU", "Paying my offsider $3,800 this Friday. Super's still 11.5% so that's $437?",
  "belief: 11.5% — wrong; 12% for wages paid from 1 July 2025 -> $456", "facts §6.6, §9 AU", verdict="no", figures=["$456", "12%"], date="2026-12-04")
T("AU", "Going back over the books: wages I paid on 14 March 2025 were $2,600. Super on that was 12%, wasn't it?",
  "belief: 12% — wrong for wages paid 14 Mar 2025; 11.5% -> $299", "facts §6.6, §9 AU", verdict="no", figures=["$299", "11.5%"], date="2025-03-14")
T("AU", "Apprentice gets $1,150 gross this week, so super at 12% is $138?",
  "belief: $138 at 12% — right", "facts §6.6, §9 AU", verdict="yes", figures=["$138", "12%"])
T("AU", "New subbie's ABN is 38 155 108 780. Looks fine to me — is it a valid number?",
  "belief: looks fine — right; passes the modulus 89 check", "facts §6.1 AU", verdict="yes", figures=["valid"])
T("AU", "Is 41 008 357 538 a proper ABN? The bloke swears it is.",
  "belief (subbie): valid — wrong; fails the modulus 89 check", "facts §6.1 AU", verdict="no", figures=["invalid"])
T("AU", "Subbie won't give me an ABN and his invoice is $2,000. I have to hold back 49%, don't I?",
  "belief: 49% — wrong (2014–2017 rate); withhold 47% = $940", "facts §6.8, §8 AU", verdict="no", figures=["$940", "47%"])
T("AU", "My GST turnover for the last 12 months: $41,500 in the first half and $34,200 in the second, all ex GST. Still under 75 grand so I don't have to register, do I?",
  "belief: under $75,000 — wrong; $75,700 is $75,000 or more -> must register (within 21 days)",
  "facts §6.2 AU", verdict="yes", figures=["$75,700", "$75,000"])
D("AU", "Saw on TikTok that card surcharges on eftpos, Visa and Mastercard got banned from 1 October, so I have to drop my 1.5% surcharge now?",
  "ACCC or RBA", "belief: banned from 1 Oct 2026 — not held (no primary source); names the ACCC and the RBA — not held: card surcharge ban")
D("AU", "Instant asset write-off is $20,000 this financial year isn't it? Thinking of buying a new trailer.",
  "the ATO", "belief: $20,000 — not held; ask the ATO or an accountant — not held: instant asset write-off threshold")
D("AU", "What's the fuel tax credit rate for my diesel ute? I thought about 20c a litre.",
  "the ATO", "belief: 20c/L — not held (only that claiming them requires GST registration); ask the ATO — not held: fuel tax credit rate")
D("AU", "What does AS/NZS 3000 say word for word about RCDs on outdoor power points? I need the exact clause for an argument with the builder.",
  "Standards Australia", "standard text not held; buy/view via Standards Australia — not held: clause text of AS/NZS 3000")
D("AU", "Concessional super contribution cap is $30,000 now, right?",
  "the ATO", "belief: $30,000 — not held; ask the ATO — not held: concessional contributions cap")

# ---------------- ambiguous (10) ----------------
M("Quoting a $4,000 bathroom tiling job in Maryborough, GST in. Do I need a licence? I thought it's anything over $3,300.",
  "Maryborough QLD: over $3,300 -> licence needed (belief right); Maryborough VIC: registration only over $10,000 -> not needed",
  "facts §1.2, §1.3, §2.1")
M("Plumber, $600 job in Windsor. I reckon compliance certs are only needed over $750?",
  "Windsor VIC: over $750 (unless an any-value type) -> not needed; Windsor NSW: CoC for all plumbing work; Windsor QLD: Form 4 if notifiable",
  "facts §4.2")
M("Epping — $30k kitchen reno, the deposit is 10% isn't it?",
  "Epping NSW: 10% (right); Epping VIC: 5% at $20,000 or more (wrong)", "facts §2.1")
M("Sparky in Paddington — the certificate goes to the customer within 7 days, right?",
  "Paddington NSW: CCEW within 7 days (right); Paddington QLD: as soon as possible after finishing", "facts §3.2")
M("$17k reno in Carlton. I don't think I need home warranty insurance on that, do I?",
  "Carlton VIC: DBI over $16,000 -> needed; Carlton NSW: HBCF over $20,000 -> not needed; Carlton TAS: no statutory scheme found", "facts §2.1")
M("Is a written contract needed for a $9k job in Beaconsfield? I thought only over 10 grand.",
  "Beaconsfield VIC: over $10,000 -> no; Beaconsfield NSW: over $5,000 -> yes; Beaconsfield WA: $7,500–$500,000 -> yes; Beaconsfield TAS: $20,000 or more -> no",
  "facts §2.1")
M("$14k alteration in Kingston — do I have to take out home warranty / building insurance for it?",
  "Kingston ACT: $12,000 or more -> yes; Kingston TAS: no statutory scheme; Kingston QLD: over $3,300 -> yes; Kingston SA: BII over $20,000 (contracts from 10 Nov 2025) -> no",
  "facts §2.1")
M("Written contract for an $8,000 job — it's anything over 5 grand, isn't it?",
  "no place, no profile: NSW over $5,000 -> yes; VIC over $10,000 -> no; QLD level 1 from $3,300 -> yes; WA $7,500–$500,000 -> yes; SA $12,000 and more -> no; TAS $20,000 or more -> no",
  "facts §2.1")
M("Got a job over the border next month. I heard their deposit cap drops to 5% once it's over $20k — is that right?",
  "'over the border' with no place: VIC/QLD 5% at $20,000 or more (right); NSW 10%; WA 6.5% (wrong)", "facts §2.1")
M("Mungindi job, $4k pergola. Do I need a licence? Guessing not.",
  "Mungindi (split NSW/QLD town): NSW side structural landscaping over $5,000 -> no; QLD side over $3,300 -> yes", "facts §1.1, §1.3")

out = []
for n, it in enumerate(I, 1):
    d = {"id": "d39-%03d" % n, "q": it["q"], "kind": it["kind"], "state": it["state"]}
    for k in ("verdict", "figures", "ask", "date", "profile"):
        if it.get(k):
            d[k] = it[k]
    d["topic"] = it["topic"]
    d["basis"] = it["basis"]
    out.append(d)
assert len(out) == 150, len(out)
json.dump(out, open(os.path.join(HERE, "questions.json"), "w"), indent=2, ensure_ascii=False)
print(len(out))
