#!/usr/bin/env python3
"""Writes questions.json for blind set d36 (helper "blind-d36", style: the whole story first).
Every figure is written as the fact sheet (/work/briefs/facts-1..6.md) writes it. Today = 2026-11-29 (Sunday)."""
import json, os, collections
HERE = os.path.dirname(os.path.abspath(__file__))
Q = []

def add(kind, state, q, topic, basis, verdict=None, figures=None, ask=None, date=None, profile=None):
    it = {"id": "d36-%03d" % (len(Q) + 1), "q": q, "kind": kind, "state": state, "topic": topic, "basis": basis}
    if verdict: it["verdict"] = verdict
    if figures: it["figures"] = figures
    if ask: it["ask"] = ask
    if date: it["date"] = date
    if profile: it["profile"] = profile
    Q.append(it)

A = lambda *a, **k: add("answer", *a, **k)
T = lambda *a, **k: add("tool", *a, **k)
D = lambda st, q, topic, ask: add("decline", st, q, topic, "facts (not held)", ask=ask)
M = lambda q, topic: add("ambiguous", None, q, topic, "facts §2.1, §3.2, §4.2 (several states)")

# ---------------------------------------------------------------- answers: NSW
A("NSW", "grew up in wagga, did my apprenticeship in melbourne, now got a crew of 3 out of penrith. landed a 42k bathroom and laundry reno in baulkham hills and the client wants to pay 30% up front to 'lock me in'. her brother in law builds in perth and says thats normal. can i take it?",
  "claim to correct: NSW max deposit 10% of the contract price (HBA s8); 30% not allowed", "facts §2.1, §2.2 NSW", verdict="no", figures=["10%"])
A("NSW", "Quoted a 28k deck and pergola job in Orange. The couple want to transfer the deposit Monday but I haven't sorted the icare cover yet. Did an 18k job in Bathurst last month and never needed it. Ok to take the deposit now and get the cover next week?",
  "HBCF for residential work over $20,000 must be in place before starting work or taking any money, including the deposit", "facts §2.1, §2.2 NSW", verdict="no", figures=["$20,000"])
A("NSW", "chippy subbying to a builder on a new house in gosford. sent my claim for 14,600 on 3 nov. their accounts lady up in brisbane reckons their 45 day terms are fine by law. is 45 days ok for a subbie in nsw?",
  "NSW SOP: subcontract maximum time to pay 20 BD (s11(1A)); 45 days is longer", "facts §6.7 NSW, §8", verdict="no", figures=["20 BD"])
A("NSW", "Builder I sub for in Newcastle says he only pays us once the owner pays him. Says it's in the contract I signed. Legal in NSW?",
  "pay-when-paid clauses are void (NSW SOP Act s34)", "facts §6.7", verdict="no")
A("NSW", "Sparky, from Adelaide originally but all my work's round Wollongong now. Put a 9,800 claim in on a shop fitout 2 weeks ago and the head contractor's gone quiet, nothing back at all. How long did they have to send me a payment schedule?",
  "NSW SOP payment schedule within 10 business days after receiving the claim", "facts §6.7 NSW", figures=["10 business days"])
A("NSW", "Kitchen reno in Hornsby, 45k. The owner gets her signed copy on Tuesday 22 Dec. Her mate reckons the 5 day cooling-off just runs straight through Christmas week so it's all done by the 29th. Is that right?",
  "NSW cooling-off 5 clear business days after being given the signed copy (s 7BA); business days exclude public holidays and 27-31 December (s 3), so it is not over by 29 Dec", "facts §2.1, §2.2 NSW, §9",
  verdict="no", figures=["5 clear business days"], date="2026-12-22")
A("NSW", "Apprentice refrigeration mech, finishing my time in Brisbane. Doing a split system at a mate's place in Tweed Heads on the weekend for 2,900 cash. It's under 5 grand so no licence needed, yeah?",
  "NSW air conditioning and refrigeration is specialist work: licence at any value (plus the refrigerant handling licence)", "facts §1.1, §2.1, §1.9", verdict="no")
A("NSW", "Doing a 12k carport and paving job in Dubbo. The old fella wants it all on a handshake like my dad used to do in the 80s. Do I legally need a written contract?",
  "NSW written contract for residential work over $5,000 (small jobs contract $5,000-$20,000)", "facts §2.1, §2.2 NSW, §9", verdict="yes", figures=["$5,000"])
A("NSW", "Sparky in Port Macquarie. Finished testing a new sub-board Thursday, customer's in Bali til mid December. How long have I got for the CCEW?",
  "NSW CCEW within 7 days of finishing the safety and compliance test", "facts §3.2 NSW", figures=["7 days"])
A("NSW", "Back in October 2024 we installed an engineered stone benchtop in a kitchen in Charlestown NSW. The contract was signed in November 2023, before all the ban talk. Were we allowed to do that?",
  "engineered stone ban from 1 July 2024, but NSW kept the transitional rule: contracts entered on or before 31 Dec 2023 exempt until 31 Dec 2024", "facts §5.8 NSW",
  verdict="yes", figures=["31 Dec 2024"], date="2024-10-15")

# ---------------------------------------------------------------- answers: VIC
A("VIC", "Been doing restumps and re-blocks round central Vic for 8 years, mostly 20k plus jobs. Got a little miners cottage in Castlemaine that only needs 6 grand of re-blocking, owner's from Bendigo and paying cash. Do I need to be registered for one that small?",
  "VIC re-blocking / re-stumping needs registration whatever the cost", "facts §1.2, §2.1", verdict="yes")
A("VIC", "Deck and pergola in Frankston for 24k. Client already transferred the deposit and I haven't got the DBI sorted yet. My old boss in Sydney never bothered on the small ones. Was that ok?",
  "VIC: for work over $16,000 the DBI policy and certificate of currency must be given before taking any money", "facts §2.1, §2.2 VIC", verdict="no", figures=["$16,000"])
A("VIC", "Signed a 38k kitchen in Geelong on Friday, owner got his copy Saturday, and now Wednesday he wants out. The missus reckons we just keep the whole deposit. Can we?",
  "VIC cooling-off within 5 clear business days of receiving the signed copy; builder keeps only $100 plus out-of-pocket expenses the owner approved (DBCA s34)", "facts §2.2 VIC", verdict="no", figures=["$100"])
A("VIC", "Sparky in Ballarat. Put in 6 downlights and a double powerpoint for a client last Friday, separate to the switchboard job I did for them in Sebastopol back in October. How long to get them the COES?",
  "VIC COES for non-prescribed work to the customer within 1 month", "facts §3.2 VIC", figures=["1 month"])
A("VIC", "Concreter subbying on a warehouse slab in Dandenong, the builder's head office is in Sydney. My claim for 22k went in Monday. When's their payment schedule due?",
  "VIC SOP payment schedule within the contract time or 10 BD, whichever is earlier (s15)", "facts §6.7 VIC", figures=["10 BD"])
A("VIC", "doing a 60k extension straight for a family in ringwood east, they live there. mate says if they dont pay up i can just use the security of payment act. true?",
  "VIC SOP Act does not apply to domestic building work where the owner lives or will live there", "facts §6.7 VIC", verdict="no")
A("VIC", "Plumber, 20 years in, licensed in both NSW and Vic. Moving a gas cooktop 1.5m along the bench for a client in Shepparton, labour and fittings 480 all up. Do I need to do a compliance cert for that?",
  "VIC compliance certificate needed at any value for Type A gas appliance install/relocate/replace (not only over $750)", "facts §4.2 VIC, §4.5 VIC", verdict="yes")
A("VIC", "Back in March 2017 I did a 7,800 bathroom in Balwyn on a quote and a handshake. Owner's now threatening VCAT, says I needed a proper major domestic building contract. Did I, back then?",
  "dated: VIC major domestic building contract threshold was over $5,000 before 1 Aug 2017 ($10,000 since)", "facts §2.1, §2.2 VIC, §8, §9", verdict="yes", figures=["$5,000"], date="2017-03-15")
A("VIC", "Vic builder, 14k laundry and ensuite in Warrnambool. Did a 26k kitchen for the same family 2 years ago and took 5% on that. Now the client's accountant says I'm only allowed a 5% deposit on this one too. Right?",
  "claim to correct: VIC deposit up to 10% when the price is under $20,000 (5% only at $20,000 or more)", "facts §2.1, §2.2 VIC", verdict="no", figures=["10%"])

# ---------------------------------------------------------------- answers: QLD
A("QLD", "Brissy based, doing a 26k kitchen down the Gold Coast for a Sydney couple. They got the signed contract and the consumer building guide yesterday. How long's their cooling off?",
  "QLD cooling-off 5 business days from the day after receiving the signed contract (and guide)", "facts §2.1, §2.2 QLD", figures=["5 business days"])
A("QLD", "Toowoomba, 48k extension on a Queenslander. We started on site on the 16th, had 3 days of rain since. When's the commencement notice due?",
  "QLD contracts of $20,000+: commencement notice within 10 business days of starting on site", "facts §2.2 QLD, §9", figures=["10 business days"])
A("QLD", "Painter from Lismore, been coming up over the border for work since the floods. Doing a 4,200 repaint of a lowset in Bundaberg, 3 bedrooms. Customer asked if it's covered by the home warranty scheme. Is it?",
  "QLD Home Warranty Scheme covers residential work over $3,300, painting included", "facts §2.1, §2.2 QLD", verdict="yes", figures=["$3,300"])
A("QLD", "Sparky in Cairns. Mate of mine in Darwin says we get 30 days to hand over the certificate of testing and compliance. Is that the rule up here?",
  "QLD electrical certificate to the customer as soon as possible after finishing; no 30-day allowance", "facts §3.2 QLD", verdict="no", figures=["as soon as possible"])
A("QLD", "how long do i need to keep copies of the test certificates i give customers",
  "profile QLD electrician: keep a copy of certificates of testing and compliance for 5 years", "facts §3.2 QLD, §6.4",
  figures=["5 years"], profile={"state": "QLD", "trade": "electrician"})
A("QLD", "Setting up my own electrical contracting business in Townsville after 9 years on wages. What public liability cover do I need to get the contractor licence?",
  "QLD electrical contractor licence: public and products liability at least $5,000,000 (plus consumer protection $50,000)", "facts §1.3", figures=["$5,000,000"])
A("QLD", "Plumber in Hervey Bay. Invoiced a notifiable job on the 20th. The office girl says we've got a month to lodge the Form 4. That right?",
  "QLD notifiable work: Form 4 within 10 business days of invoicing", "facts §4.2 QLD", verdict="no", figures=["10 business days"])
A("QLD", "Subbie on a unit job in Ipswich. The builder's QS down in Melbourne says they've got 20 business days to send me a payment schedule. How long do they actually have in QLD?",
  "QLD BIF Act payment schedule within 15 BD (or earlier per contract)", "facts §6.7 QLD", figures=["15 BD"])
A("QLD", "Level 1 job, 9k deck in Mackay. Client signed on Friday, but I'm flat out on a 30k reno in Sarina til the 12th and haven't sent her anything yet. How long have I got to get her a signed copy?",
  "QLD regulated contract: signed copy within 5 business days and before work starts", "facts §2.2 QLD", figures=["5 business days"])

# ---------------------------------------------------------------- answers: WA
A("WA", "Patio builder in Mandurah, 26k job, I've been doing these 14 years. Can I send the invoice for the first progress payment before I've got the HII certificate?",
  "WA residential work over $20,000: HII certificate before claiming any payment or starting work", "facts §2.1, §2.2 WA", verdict="no", figures=["$20,000"])
A("WA", "WA, 85k extension in Joondalup. Client's happy for me to invoice the framing stage before we've even started framing, helps my cashflow. Builder mate says if they agree it's fine. Is it?",
  "WA Home Building Contracts Act ($7,500-$500,000): progress payments must be genuine payments for work already performed or materials already supplied", "facts §2.2 WA", verdict="no")
A("WA", "Sparky in Bunbury, finished a new install Thursday arvo, off to Margs for the weekend. How long til the notice of completion has to be in?",
  "WA NOC within 3 days of finishing (r52)", "facts §3.2 WA", figures=["3 days"])
A("WA", "how long have i got to give the customer the safety certificate",
  "profile WA electrician: Electrical Safety Certificate to the person the work was done for within 28 days", "facts §3.2 WA",
  figures=["28 days"], profile={"state": "WA", "trade": "electrician"})
A("WA", "plumber in geraldton, 2 apprentices. major plumbing job on a new house finished yesterday, the one in dongara last month took 3 weeks to sort the paperwork. when does the CoC have to go in?",
  "WA plumbing CoC within 5 working days of finishing major plumbing work", "facts §4.2 WA", figures=["5 working days"])
A("WA", "Kalgoorlie, major plumbing job starting Tuesday morning. Do I have to give notice before we start?",
  "WA Notice of Intention at least 24 hours before major plumbing work", "facts §4.2 WA", verdict="yes", figures=["24 hours"])
A("WA", "Subbie on a commercial fitout in the Perth CBD, contract signed this year. Head contractor's terms are 60 days from invoice. Is that allowed over here?",
  "WA SOP Act 2021: head contractor to subcontractor at most 25 BD", "facts §6.7 WA", verdict="no", figures=["25 BD"])
A("WA", "Tiler in Albany WA, came over from Adelaide 3 years back. Got a 6,800 bathroom for a retired couple and they want everything on paper. Do I actually need a written contract under the home building contracts act?",
  "WA HBC Act covers contracts from $7,500 to $500,000; 6,800 is under", "facts §2.1, §2.2 WA", verdict="no", figures=["$7,500"])

# ---------------------------------------------------------------- answers: SA
A("SA", "plumber in murray bridge, finished a bathroom fit off today. how long for the CoC?",
  "SA plumbing CoC to the OTR and customer within 7 days of completing the work", "facts §4.2 SA, §9", figures=["7 days"])
A("SA", "Sparky in Whyalla. My mate in Perth gets 28 days for his safety certificate. What's our deadline for the eCoC here in SA once it's ready to energise?",
  "SA eCoC completed before energisation, given to the Technical Regulator and owner within 30 days", "facts §3.2 SA", figures=["30 days"])
A("SA", "Gasfitter in Mount Gambier, converting a cooktop from LPG to natural gas for a customer. Do I need to do a gas CoC for that?",
  "SA gas CoC needed for conversions; electronic CoC within 30 days", "facts §4.5 SA, §9", verdict="yes", figures=["30 days"])
A("SA", "11,500 colorbond fence job in Port Lincoln, 48 metres of it. Owner's an old mate from footy, says we don't need paperwork between mates. Written contract legally needed?",
  "SA written domestic building contract only for work of $12,000 or more", "facts §2.1, §2.2 SA, §9", verdict="no", figures=["$12,000"])
A("SA", "Mate of mine in Adelaide did a 9k paint job without a BWC licence and now the customer won't pay. He reckons he can still chase the money. Can he?",
  "SA: an unlicensed building work contractor is generally not entitled to be paid (painting is building work)", "facts §1.5", verdict="no")
A("SA", "Going out on my own as a building work contractor in SA after 11 years with a big volume builder. How much in net assets do I need for the licence?",
  "SA BWC licence needs at least $10,000 net assets", "facts §1.5", figures=["$10,000"])
A("SA", "Painter moving from Melbourne to Adelaide. In Vic I didn't need rego for jobs under 10k. Do I need a licence to contract painting jobs in SA?",
  "SA: painting is building work; running a building-work contracting business needs a BWC licence (dollar floor unclear)", "facts §1.5", verdict="yes")
A("SA", "Subbie on a commercial job in Salisbury SA, put my claim in on the 10th. How long's the head contractor got to give me a payment schedule?",
  "SA SOP payment schedule within 15 BD (or earlier per contract)", "facts §6.7 SA", figures=["15 BD"])

# ---------------------------------------------------------------- answers: TAS
A("TAS", "Hobart builder, 22 years in the game. Bathroom and kitchen reno in Sandy Bay, twenty grand on the nose, owners just moved back from Brisbane. Do I need a written contract?",
  "TAS residential building work of $20,000 or more needs a written, dated, signed contract", "facts §2.1, §2.2 TAS", verdict="yes", figures=["$20,000"])
A("TAS", "Client in Launceston wants me to take out home warranty insurance on her 60k extension, like her sister got on a build in Melbourne. Do I have to in Tassie?",
  "TAS: no statutory home warranty scheme found (Housing Indemnity Act 1992 repealed)", "facts §2.1, §2.2 TAS", verdict="no")
A("TAS", "Client in Devonport wants to owner build. How many owner builder projects is he allowed?",
  "TAS owner-builders limited to 2 projects in 10 years", "facts §1.6", figures=["2 projects in 10 years"])
A("TAS", "Subbie on a house job in Kingston Beach, sent my claim Monday. Builder's from the mainland and says 10 days is standard. How long has he got to give me a payment schedule on a residential job?",
  "TAS SOP payment schedule 20 days for residential (10 days commercial)", "facts §6.7 TAS", figures=["20 days"])
A("TAS", "Plumber in Burnie, putting a new hot water system in at a childcare centre. What temp do I set the mixing valve to?",
  "TMV set to 45°C in early childhood centres (TAS heated water page)", "facts §4.3", figures=["45°C"])
A("TAS", "Tas subbie, tiling on a house in Lindisfarne. Took the builder to adjudication over 7,400 and the adjudicator found in my favour last week. How long has the builder got to pay it?",
  "TAS SOP adjudicated amounts paid within 5 days", "facts §6.7 TAS", figures=["5 days"])
A("TAS", "Owner builder in Sorell asked me what public liability cover he needs for his permit.",
  "TAS owner-builder permit: public liability of at least $5 million", "facts §1.6", figures=["$5 million"])

# ---------------------------------------------------------------- answers: ACT
A("ACT", "Sparky in Belconnen, licensed 15 years, did all my training in Wagga. Doing my first home battery install next month, a 13.5 kWh unit on a place in Higgins. Do I need anything extra on my licence?",
  "ACT DER endorsement needed for wiring work on solar, inverters and batteries (from 11 Sep 2024)", "facts §1.7", verdict="yes")
A("ACT", "canberra sparky, when does the test report have to go in after I test?",
  "ACT electrical test report to the Registrar or owner within 14 days of the test", "facts §3.2 ACT", figures=["14 days"])
A("ACT", "Alteration in Tuggeranong, 12,000 exactly, owner's a retired teacher from Wagga. Do I need residential building insurance for it?",
  "ACT residential building insurance or fidelity certificate for alterations of $12,000 or more", "facts §2.1, §2.2 ACT", verdict="yes", figures=["$12,000"])
A("ACT", "ACT builder. Owner noticed a crack in the new slab 2 months ago and only told me now. How long after noticing does she have to tell the insurer?",
  "ACT residential building insurance: insurer told within 90 days of the owner becoming aware of a defect", "facts §2.2 ACT", figures=["90 days"])
A("ACT", "Head contractor on a townhouse job in Gungahlin, subbie's claim came in Friday. What's the longest I can take to pay it in the ACT?",
  "ACT SOP maximum time to pay 15 BD (s13(1))", "facts §6.7 ACT", figures=["15 BD"])
A("ACT", "Gasfitter from Queanbeyan, licensed in NSW 10 years. Doing a cooktop swap in Kambah tomorrow for a lady who's moving to Perth in March. When do I have to give her the certificate of compliance?",
  "ACT gas certificate of compliance as soon as practicable (Gas Safety Act s9)", "facts §4.5 ACT", figures=["as soon as practicable"])
A("ACT", "Finished wiring a new house in Taylor ACT. Can I switch it on before Access Canberra inspects it?",
  "ACT: new installations can't be energised until they pass Access Canberra's audit", "facts §3.2 ACT", verdict="no")

# ---------------------------------------------------------------- answers: NT
A("NT", "Darwin sparky. Next Friday I'm swapping a ceiling fan like for like, no wiring changes, same circuit. Do I still need to do a CoC?",
  "dated: NT like-for-like replacements that don't change wiring, load or circuit protection need no CoC from 1 Jan 2026", "facts §3.2 NT",
  verdict="no", date="2026-12-04")
A("NT", "Humpty Doo, free-standing 18k shed out the back. Need to be BPB registered for that?",
  "NT: free-standing sheds don't need BPB registration", "facts §1.8", verdict="no")
A("NT", "Katherine, 35k extension adding a bedroom. Last year I only did carports. Do I need to be registered with the BPB now?",
  "NT extensions above $12,000 need BPB registration as a building contractor", "facts §1.8", verdict="yes", figures=["$12,000"])
A("NT", "Darwin subbie, doing the fit-out on a 4 storey job in the city. The builder's contract says 45 business days to pay and they're already 2 weeks late on my 16k claim. Can they hold me to that 45 days?",
  "NT SOP: any payment term longer than 30 BD is read as 30 BD", "facts §6.7 NT", verdict="no", figures=["30 BD"])
A("NT", "Gasfitter in Alice Springs, doing a commercial kitchen on a 500 kg LPG tank next week. Do I have to notify anyone before I start?",
  "NT gas works on systems over 200 kg stored notified to NT WorkSafe no later than 24 hours before", "facts §9 (who to ask: NT gas)", verdict="yes", figures=["24 hours"])
A("NT", "Building a house in Darwin under the fidelity fund, 420k contract, clients are moving up from Adelaide. They're asking how long structural defects are covered.",
  "NT MBA Fidelity Fund: 6 years for structural defects (1 year non-structural)", "facts §2.2 NT", figures=["6 years"])
A("NT", "plumber in darwin with an advanced tradesman licence, can i certify my own work?",
  "NT: advanced tradesman licence holders cannot certify; a BPB-registered certifying plumber does", "facts §1.8, §4.2 NT", verdict="no")

# ---------------------------------------------------------------- answers: national
A("AU", "Started my own tiling business in March. Turnover so far is 48k and I reckon about 60k for the full year. My cousin's an accountant and says I have to register for GST now. Do I?",
  "GST registration compulsory only at $75,000 GST turnover; projected 60k is under", "facts §6.2", verdict="no", figures=["$75,000"])
A("AU", "just ticked over 75k turnover for the year. how long have i got to register for gst",
  "register for GST within 21 days of reaching the threshold", "facts §6.2", figures=["21 days"])
A("AU", "Invoicing a builder 2,400 for a fit-off. Last month's invoices were all under a grand, mostly homeowners. Do I have to put the builder's name or ABN on this tax invoice?",
  "tax invoices for sales of $1,000 or more must show the buyer's identity or ABN", "facts §6.3", verdict="yes", figures=["$1,000"])
A("AU", "Customer from a job I did back in 2023 just emailed asking for a tax invoice. How long have I got to send it?",
  "tax invoice within 28 days of a request", "facts §6.3, §9", figures=["28 days"])
A("AU", "how long do i have to keep receipts and invoices",
  "keep business records 5 years", "facts §6.4, §9", figures=["5 years"])
A("AU", "My old boss paid 11% super when I started my apprenticeship in 2023. Now I've got my own apprentice, what's the super rate I pay him?",
  "super guarantee 12% for wages paid from 1 July 2025", "facts §6.6, §9", figures=["12%"])
A("AU", "Accountant says from July this year I can't just pay the boys' super every quarter like I've done for the last 6 years. Got 4 on the books, paid weekly. Is she right?",
  "Payday Super from 1 July 2026: SG must reach the fund within 7 business days after payday", "facts §9", verdict="yes", figures=["7 business days"])
A("AU", "New subbie gave me an ABN on his quote, he's a tiler from NZ originally, been here 5 years. Do I legally have to check it's valid before I pay him?",
  "no legal duty to check the ABN is valid (can check ABN Lookup if in doubt)", "facts §6.8", verdict="no")
A("AU", "Sparky, want to start putting in split systems on the side. Do I need a special licence to handle the gas?",
  "refrigerant handling licence (ARC / ARCtick) needed to work on fluorocarbon refrigerant equipment", "facts §1.9", verdict="yes")
A("AU", "Customer bought an engineered stone benchtop off Marketplace, still in the crate, and wants me to fit it. Can I?",
  "installing engineered stone benchtops banned from 1 July 2024", "facts §5.8", verdict="no", figures=["1 July 2024"])

# ---------------------------------------------------------------- tools (26)
T("NSW", "Quoted 36,500 for an ensuite and kitchen in Ryde. Last job in Ryde was 22k and I took 2,200 deposit on that. What's the max deposit on this one in dollars?",
  "deposit cap in dollars: 10% of 36,500 (previous job's figures are noise)", "facts §2.1, §2.2 NSW", figures=["$3,650", "10%"])
T("NSW", "Doing 3,200 of paving and a 2,100 retaining wall for the same client in Camden. Charged them 450 last year for a gate repair. Do I need a licence for this lot?",
  "structural landscaping sum 5,300 > $5,000 (last year's gate is a separate job)", "facts §1.1, §2.1", verdict="yes", figures=["$5,300", "$5,000"])
T("VIC", "32k bathroom and laundry reno in Bendigo, about 4 weeks work for me and my 2 boys, and the client's mum wants a 7k deck done later. Most deposit I can take on the 32k, in dollars?",
  "VIC deposit 5% at $20,000 or more", "facts §2.1, §2.2 VIC", figures=["$1,600", "5%"])
T("VIC", "Plasterer, moved down from Tassie 6 years ago. Got 6,500 of plastering on a house in Doncaster and the owner wants me to do 4,200 of painting after. Van's done 180k km and I'm flat out. Do I need to be registered?",
  "VIC: more than one type of work together over $10,000 needs registration (6,500 + 4,200)", "facts §1.2, §2.1", verdict="yes", figures=["$10,700", "$10,000"])
T("VIC", "vic, 8,000 deck plus a 6,500 pergola on one contract in mornington. The bloke next door got me to do a 19k deck last year. Do I need DBI on this one?",
  "VIC DBI only over $16,000: 14,500 (15,950 even with GST added) is under", "facts §2.1, §2.2 VIC", verdict="no", figures=["$14,500", "$16,000"])
T("QLD", "Granny flat in Caboolture, 90k, about 70% of it gets built in the factory out at Narangba. Most deposit I can ask for, in dollars?",
  "QLD deposit up to 20% where more than 50% of the work is off-site", "facts §2.1, §2.2 QLD, §9", figures=["$18,000", "20%"])
T("QLD", "Quoted 3,100 + GST for deck repairs in Maroochydore. Last one I did was 2,900 all up and I didn't bother with QBCC. Do I need a licence for this one?",
  "QLD licence over $3,300 incl GST: 3,100 + GST = 3,410", "facts §1.3, §2.1", verdict="yes", figures=["$3,410", "$3,300"])
T("WA", "Perth based, 64k extension in Rockingham. Max deposit in dollars?",
  "WA deposit 6.5% (HBC Act $7,500-$500,000)", "facts §2.1, §2.2 WA, §9", figures=["$4,160", "6.5%"])
T("WA", "WA, 14k carport and a 7.5k patio on one contract for a client in Ellenbrook. Do I need to be a registered building contractor?",
  "WA registration for building work over $20,000: 14k + 7.5k", "facts §1.4, §2.1", verdict="yes", figures=["$21,500", "$20,000"])
T("SA", "Adelaide hills job, 7,500 for the ensuite plus 5,000 for the laundry, one job, same owner. I'm from Mildura so I've always worked under Vic rules. Written contract needed here?",
  "SA written contract at $12,000 or more: 7,500 + 5,000", "facts §2.1, §2.2 SA, §9", verdict="yes", figures=["$12,500", "$12,000"])
T("TAS", "Hobart, 11k bathroom plus 7k laundry on one contract. My last job in Launceston was 25k. Is a written contract required on this one?",
  "TAS written contract at $20,000 or more: 18,000 (19,800 with GST) is under", "facts §2.1, §2.2 TAS", verdict="no", figures=["$18,000", "$20,000"])
T("ACT", "Canberra, 5,500 alteration plus 4,000 of extras on the same job, my third job in Kambah this year. Residential building insurance needed?",
  "ACT insurance for alterations of $12,000 or more: 9,500 (10,450 with GST) is under", "facts §2.1, §2.2 ACT", verdict="no", figures=["$9,500", "$12,000"])
T("NT", "NT, 8k slab and 5.5k frame for an extension in Palmerston NT. Brother in law in Cairns reckons anything over 3,300 needs a licence. Do I need BPB registration?",
  "NT registration above $12,000: 8k + 5.5k", "facts §1.8", verdict="yes", figures=["$13,500", "$12,000"])
T("AU", "how much gst is in 2,750 inc gst", "GST 1/11 of an inclusive amount", "facts §6.2", figures=["$250", "10%"])
T("AU", "Quoting 3,480 + GST on a hot water job, what's the total?", "add GST x1.1", "facts §6.2", figures=["$3,828", "10%"])
T("AU", "Customer paid 16,500 all up including GST. What's mine ex GST?", "ex-GST amount = incl / 1.1", "facts §6.2", figures=["$15,000", "10%"])
T("AU", "Apprentice did 1,450 gross this week. Super on that?", "super 12% on wages paid now", "facts §6.6, §9", figures=["$174", "12%"])
T("AU", "Doing my books for the ATO. Wages I paid my offsider on 20 June 2025 were 2,600. What super should that have been?",
  "dated: 11.5% for wages paid 1 Jul 2024 - 30 Jun 2025", "facts §6.6, §9", figures=["$299", "11.5%"], date="2025-06-20")
T("AU", "Paid my labourer 2,600 on 3 July 2025 for the last fortnight of June. Accountant says it's 11.5% because the work was in June. What super should it have been?",
  "dated: 12% applies to wages paid on or after 1 July 2025, even for earlier pay periods; accountant's claim wrong", "facts §6.6, §9",
  verdict="no", figures=["$312", "12%"], date="2025-07-03")
T("AU", "Subbie gave me no ABN, just a handwritten invoice for 1,800 for 3 days labour. How much do I hold back?", "no-ABN withholding 47%", "facts §6.8", figures=["$846", "47%"])
T("AU", "Hired a skip bin off a bloke with no ABN, 70 bucks ex GST. Do I have to withhold anything?",
  "no withholding at $75 or less ex GST", "facts §6.8", verdict="no", figures=["$75"])
T("AU", "ATO's asking about my 2016 books. In May 2016 I paid a bloke 2,000 who never gave me an ABN and I didn't hold anything back. What should I have withheld back then?",
  "dated: no-ABN withholding was 49% (2014-2017); 47% from 1 July 2017", "facts §6.8, §8", figures=["$980", "49%"], date="2016-05-10")
T("AU", "New sparky subbie's ABN is 26 155 355 495, does it check out?", "ABN check digits", "facts §6.1", figures=["valid"])
T("AU", "Is 16573545181 a real ABN? It's on a tiler's quote, his 3rd quote this month.", "ABN check digits (last digit wrong)", "facts §6.1", figures=["invalid"])
T("AU", "check this abn for me 81836437892", "ABN check digits", "facts §6.1", figures=["valid"])
T("AU", "Over the last 12 months tiling brought in 41k, bathroom renos 29k and 8k from odd jobs, all ex GST. Bought a new ute for 52k too. Do I have to register for GST?",
  "GST turnover 41k + 29k + 8k = 78k >= $75,000 (the ute is a purchase, not turnover)", "facts §6.2", verdict="yes", figures=["$78,000", "$75,000"])

# ---------------------------------------------------------------- declines (38)
D("NSW", "Penrith builder, 60k reno with 3 subbies on it. How much is the long service levy I've got to pay before the approval comes through?",
  "NSW building and construction long service levy not held", "Long Service Corporation (NSW)")
D("NSW", "Got 14 on the books now across Sydney and the Central Coast. At what total wages does NSW payroll tax kick in?",
  "NSW payroll tax threshold not held", "Revenue NSW")
D("NSW", "Builder in Parramatta paid my 18k claim 3 weeks late. What interest rate can I charge on it under the NSW security of payment act?",
  "interest rate on late SOP payments not held (do not headline the 20 BD / 15 BD payment times)", "Building Commission NSW (NSW Fair Trading)")
D("NSW", "sparky with 3 staff in newcastle, just put on a 4th year apprentice from maitland. roughly what's icare workers comp gonna cost me a year?",
  "workers compensation premium not held", "icare")
D("VIC", "Subbie on a commercial job in Footscray. I know they've got 10 days for the schedule, but how long have they got to actually pay me in Vic?",
  "VIC SOP maximum time to pay not captured (do not answer with the 10 BD schedule)", "Building and Plumbing Commission (formerly VBA)")
D("VIC", "First apprentice starts in January at my shop in Geelong. What's WorkCover insurance going to cost me?",
  "VIC WorkCover premium not held", "WorkSafe Victoria")
D("VIC", "Chippy from Hobart, moved to Melbourne in June. How much does the BPC charge to register as a domestic builder limited in carpentry?",
  "BPC registration fee not held", "Building and Plumbing Commission (formerly VBA)")
D("VIC", "Plumber in Ballarat, how much does a compliance certificate cost to buy these days?",
  "VIC compliance certificate price not held (do not headline $750 / 5 days)", "Building and Plumbing Commission (formerly VBA)")
D("QLD", "QBCC wants my financials for the licence renewal. On about 800k turnover, what net tangible assets do I need to show?",
  "QBCC minimum financial requirements not held", "QBCC")
D("QLD", "45k kitchen and bathroom in Logan. How much is the home warranty premium going to add to the price?",
  "QLD home warranty premium not held", "QBCC")
D("QLD", "Client in Strathpine is 6 weeks late on a progress payment. What interest can I charge them in QLD?",
  "interest on late progress payments not held", "QBCC")
D("QLD", "50k reno in Noosa, what's the QLeave levy on that?",
  "QLD portable long service leave levy not held", "QLeave")
D("WA", "Signing up a 48k pool in Baldivis this week. How long have the owners got to change their mind and cancel?",
  "WA cooling-off not found", "Building and Energy (DEMIRS)")
D("WA", "WA, 220k new home in Byford, client's a FIFO worker up in Port Hedland half the month. How much is the construction training fund levy on that?",
  "WA construction training levy not held", "Construction Training Fund (WA)")
D("WA", "Roughly what's HII going to cost on a 120k reno in Dianella?",
  "WA home indemnity insurance premium not held (do not headline the $20,000 trigger)", "Building and Energy (DEMIRS)")
D("WA", "How much does it cost to register as a building contractor in WA?",
  "WA building contractor registration fee not held", "Building and Energy (DEMIRS)")
D("SA", "Client in Glenelg is keen to pay half up front on a 30k kitchen, her idea not mine. What's the max deposit I can take in SA?",
  "SA deposit cap not found", "Consumer and Business Services (CBS)")
D("SA", "SA, 22k bathroom contract signed Thursday. How long can the owner pull out for?",
  "SA cooling-off not found", "Consumer and Business Services (CBS)")
D("SA", "how much to renew my bwc licence in sa",
  "SA BWC licence fee not held", "Consumer and Business Services (CBS)")
D("SA", "Gasfitter in Elizabeth SA, was in hospital for a week so a couple of jobs are behind. What's the fine if my gas CoC goes in after the deadline?",
  "SA late gas CoC penalty not held (do not headline the 30 days or the electrical $5,000)", "Office of the Technical Regulator")
D("TAS", "Glenorchy, 35k extension, client's keen to pay a big chunk up front. What's the max deposit I can ask for in Tassie?",
  "TAS deposit cap not found", "CBOS")
D("TAS", "Tassie, how many days cooling off does an owner get on a renovation contract?",
  "TAS cooling-off not found", "CBOS")
D("TAS", "Sparky in Ulverstone, did my time in Geelong. How long have I got to do the CEC after I finish a job?",
  "TAS CEC deadline not found", "CBOS")
D("TAS", "How much is a builder licence with CBOS these days?",
  "TAS builder licence fee not held", "CBOS")
D("ACT", "Client in Weston Creek wants to pay 20% up front on a 28k bathroom. Am I allowed to take that much in the ACT?",
  "ACT deposit cap not found", "Access Canberra")
D("ACT", "Subbie in Canberra. Builder got my claim on Monday, how many business days has he got to send a payment schedule?",
  "ACT payment schedule not captured (do not answer with the 15 BD time to pay)", "Access Canberra")
D("ACT", "ACT sparky, what does it cost to renew my electrical licence?",
  "ACT licence fee not held", "Access Canberra")
D("ACT", "What's the fine in the ACT if a builder starts without the residential building insurance in place?",
  "ACT penalty for no residential building insurance not held", "Access Canberra")
D("NT", "NT sparky. What's the fine for not doing a CoC on a new circuit?",
  "NT CoC penalty not held (nor the CoC deadline)", "NT WorkSafe")
D("NT", "NT builder, 60k extension in Darwin. What's the biggest deposit I can take?",
  "NT deposit regulated (regs 41HA/41HE) but amount not captured", "Building Practitioners Board")
D("NT", "Subbie in Darwin, claim went in Tuesday. How long has the builder got to respond with a payment schedule?",
  "NT payment schedule not captured (do not answer with the 30 BD / 20 BD payment times)", "NT Construction Contracts Registrar (NT Government)")
D("NT", "NT plumber, 12 years in, moving up from Townsville. How much does it cost to register as a certifying plumber with the BPB?",
  "BPB registration fee not held", "Building Practitioners Board")
D("AU", "3rd year apprentice sparky, what's the minimum hourly rate I gotta pay him?",
  "award rates not held", "Fair Work Ombudsman")
D("AU", "Bank rep reckons I can't put a surcharge on eftpos payments anymore. True?",
  "card surcharge rules not held", "ACCC / RBA")
D("AU", "Quarterly BAS, when's the October to December one due?",
  "BAS due dates not held", "ATO")
D("AU", "Bought a new 65k ute for the business last month. Can I write the whole thing off this year?",
  "instant asset write-off / depreciation not held", "ATO")
D("AU", "Can you give me the exact wording of the AS 3740 clause on shower hobs?",
  "standard clause text not reproduced", "Standards Australia")
D("AU", "How many cents a km can I claim for using my own ute for work?",
  "car expense rates not held", "ATO")

# ---------------------------------------------------------------- ambiguous (11)
M("Got an 8k deck to build, either in Albury or Wodonga, they haven't decided which house they're buying yet. Licence or rego?",
  "Albury NSW (>$5,000: licence yes) / Wodonga VIC (<=$10,000: no registration)")
M("25k reno, could be Queanbeyan or Canberra depending which place the clients end up buying. Max deposit?",
  "Queanbeyan NSW (10%) / Canberra ACT (deposit cap not found)")
M("Sparky doing a job in Windsor next week. How long to get the certificate to the customer?",
  "Windsor NSW (CCEW 7 days) / Windsor VIC (COES 1 month, non-prescribed) / Windsor QLD (as soon as possible) / Windsor SA (eCoC 30 days)")
M("4k pergola in Springfield, licence?",
  "Springfield QLD (>$3,300: yes) / Springfield NSW (<=$5,000: no) / Springfield SA (BWC licence for contracting, floor unclear)")
M("Mate put me onto a 15k bathroom in Carlton, I'm from out of town. Written contract needed?",
  "Carlton VIC (>$10,000: yes) / Carlton NSW (>$5,000: yes) / Carlton TAS (<$20,000: no)")
M("18k bathroom in Sunshine. Do I need home warranty insurance?",
  "Sunshine VIC (DBI >$16,000: yes) / Sunshine NSW (HBCF >$20,000: no) / if Sunshine Coast QLD was meant (>$3,300: yes)")
M("How long have I got to get the plumbing compliance certificate in after the job?",
  "no state: NSW (CoC for all work; 7 working days if a booked inspection is missed) / VIC 5 days / QLD Form 4 10 business days / WA 5 working days / SA 7 days / TAS per category / ACT 7 days (old reg ⚠) / NT certifying plumber")
M("11k reno in St Kilda. Written contract needed?",
  "St Kilda VIC (>$10,000: yes) / St Kilda SA (<$12,000: no)")
M("4,000 tiling job, could be in Goondiwindi or over the river in Boggabilla. Licence?",
  "Goondiwindi QLD (>$3,300: yes) / Boggabilla NSW (<=$5,000: no)")
M("Need a licence for a 3k job in Ballarat?",
  "VIC, trade not told: plumbing/gas/electrical or re-stumping need registration/licence at any value; other domestic building work <=$10,000 needs no registration")
M("Plumber, job in Bridgewater finished yesterday. When's the compliance cert due?",
  "Bridgewater TAS (per category) / Bridgewater SA (7 days) / Bridgewater VIC (5 days)")

assert len(Q) == 150, len(Q)
json.dump(Q, open(os.path.join(HERE, "questions.json"), "w"), indent=2, ensure_ascii=False)
k = collections.Counter(i["kind"] for i in Q); s = collections.Counter(str(i["state"]) for i in Q)
print(dict(k)); print(dict(s))
