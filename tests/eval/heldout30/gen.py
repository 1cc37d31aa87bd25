#!/usr/bin/env python3
"""Writes questions.json for held-out set h30 (blind, style: the whole story first).
Every answer/tool key was checked by hand against /work/briefs/facts-1.md ... facts-6.md; tool items are
re-computed independently by check_tools.py. "Today" = 2026-11-29 (Sunday)."""
import json, os

HERE = os.path.dirname(os.path.abspath(__file__))
ITEMS = []


def add(kind, state, q, topic, basis, verdict=None, figures=None, ask=None, date=None, profile=None):
    d = {"id": "h30-%03d" % (len(ITEMS) + 1), "q": q, "kind": kind, "state": state}
    if verdict is not None:
        d["verdict"] = verdict
    if figures:
        d["figures"] = figures
    d["topic"] = topic
    d["basis"] = basis
    if ask:
        d["ask"] = ask
    if date:
        d["date"] = date
    if profile:
        d["profile"] = profile
    ITEMS.append(d)


def A(state, q, topic, basis, **kw):
    add("answer", state, q, topic, basis, **kw)


def T(state, q, topic, basis, **kw):
    add("tool", state, q, topic, basis, **kw)


def D(state, q, topic, ask, **kw):
    add("decline", state, q, topic, "facts (not held)", ask=ask, **kw)


def AMB(q, topic):
    add("ambiguous", None, q, topic, "facts §2.1 (several states)")


# ---------------------------------------------------------------- NSW answers
A("NSW", "Tiler out of Coolangatta, 14 yrs on the tools. Got a bathroom in Tweed Heads for a retired couple from Melbourne, "
  "$6,500 all up incl the tiles. Their last bloke quoted 8 grand. Do I need a NSW licence for this one?",
  "work in Tweed Heads = NSW; wall and floor tiling is trade work, licence needed over $5,000 incl GST; $6,500 is over",
  "facts §1.1, §2.1 NSW", verdict="yes", figures=["$5,000"])
A("NSW", "I'm based in Wodonga but the job's a dripping tap and a new mixer at a unit in Albury, maybe $380 all up. "
  "The owner reckons a job that small doesn't need a licensed plumber in NSW. Is she right?",
  "work in Albury = NSW; plumbing needs a licence whatever its value -> the owner's claim is wrong",
  "facts §1.1, §2.1 NSW", verdict="no")
A("NSW", "Builder I sub for out at Penrith says on his 60k kitchen and ensuite reno he's taking 15% deposit cos the "
  "cabinets cost so much up front. Is he allowed to do that?",
  "NSW max deposit 10% of the contract price (HBA s8) -> 15% not allowed", "facts §2.1, §2.2 NSW",
  verdict="no", figures=["10%"])
A("NSW", "Sparky, did 6 years in Melbourne where I had a month to hand over the cert. Moved to Newcastle NSW in June. "
  "Finished a rewire on Friday, how long have I got for the CCEW?",
  "NSW CCEW within 7 days of finishing the safety and compliance test (the VIC 1 month is a distractor)",
  "facts §3.2 NSW", figures=["7 days"])
A("NSW", "Signed a 42k extension in Orange, handed the owners their signed copy Thursday arvo. Now the wife's having "
  "second thoughts. How long have they got to pull out?",
  "NSW cooling-off: 5 clear business days after being given the signed copy (HBA s 7BA)",
  "facts §2.1, §2.2 NSW, §9", figures=["5 clear business days"])
A("NSW", "Deck in Wagga, $18,500 all in. Client's brother-in-law builds in Canberra and reckons I need HBCF cover "
  "before I start. Do I?",
  "HBCF only for residential work over $20,000 -> not needed at $18,500 (a licence is, but that was not asked)",
  "facts §2.1, §2.2 NSW", verdict="no", figures=["$20,000"])
A("NSW", "gasfitter in penrith, just put in a new cooktop on natural gas. how long to get the cert copy to fair trading",
  "NSW gas certificate copy to Fair Trading within 5 business days of the work", "facts §4.5 NSW",
  figures=["5 business days"])
A("NSW", "Homeowner in Dubbo wants to pull about 12 square metres of fibro off the old laundry himself to save money. "
  "He did a bit at his last place in Brissy. Is he allowed to?",
  "NSW home renovators may remove up to 10 m² of bonded asbestos in total; 12 m² needs a licensed removalist",
  "facts §5.5 NSW", verdict="no", figures=["10 m²"])
A("NSW", "Gutter replacement on a two storey in Port Macquarie, fall's about 5.5m at the back. Boss did the last one "
  "at Kempsey without any paperwork. Do we need a SWMS?",
  "fall risk more than 2 m is HRCW -> SWMS before work starts", "facts §5.6 NSW", verdict="yes", figures=["2 m"])
A("NSW", "laying hybrid floating floor in a chatswood apartment, 11k job. licence needed?",
  "non-structural flooring not licensed in NSW since 16 Sep 2009, whatever the value", "facts §1.1 NSW, §9",
  verdict="no")
A("NSW", "Subbie on a commercial fitout in Parramatta, builder's head office is in Brisbane. Put my payment claim in on "
  "the 3rd. Their contract says they pay subbies in 25 business days like they do up in QLD. Is that right?",
  "NSW SOP: head contractor to subcontractor max 20 BD (s11(1A)) -> 25 BD not right", "facts §6.7 NSW",
  verdict="no", figures=["20 BD"])
A("NSW", "Painting a 3 bed in Maitland NSW for $4,200 inc GST. Last year I did a 9k job in the same street with a "
  "proper small jobs contract. Do I need a written contract for this one?",
  "NSW written contract only over $5,000 incl GST -> not needed at $4,200", "facts §2.1, §2.2 NSW, §9",
  verdict="no", figures=["$5,000"])
A("NSW", "Bathroom reno in Lismore, we're moving the toilet and the shower to the other wall. Do I need to put in a "
  "notice of work before we start?",
  "NoW needed before work; the minor-works exemption covers a bathroom reno only where fixtures don't move",
  "facts §4.2 NSW", verdict="yes")
# ---------------------------------------------------------------- VIC answers
A("VIC", "Restumping a weatherboard in Ballarat, only about $7k. Mate from Adelaide reckons anything under 10 grand "
  "doesn't need rego in Vic. Is he right?",
  "VIC registration needed for re-stumping whatever the cost -> the mate is wrong", "facts §1.2, §2.1 VIC",
  verdict="no")
A("VIC", "Customer in Geelong wants to pay 10% up front on a $45k bathroom and laundry job, says his last builder in "
  "Sydney took 10%. Can I take that?",
  "VIC deposit 5% at $20,000 or more -> 10% not allowed", "facts §2.1, §2.2 VIC", verdict="no",
  figures=["5%"])
A("VIC", "chippy in bendigo, 14,500 deck for an old couple. do i need domestic building insurance on it",
  "VIC DBI only for work more than $16,000 -> not needed at $14,500", "facts §2.1, §2.2 VIC", verdict="no",
  figures=["$16,000"])
A("VIC", "Was a sparky in NSW for 8 years, moved down to Shepparton in March. Added two powerpoints in a kitchen "
  "yesterday, non-prescribed work. How long have I got to give the customer the COES?",
  "VIC non-prescribed work: COES to the customer within 1 month", "facts §3.2 VIC", figures=["1 month"])
A("VIC", "Upgrading a main switchboard in Frankston. Customer wants the power back on tonight and the inspector "
  "can't get out till Tuesday. Can I liven it before the LEI has inspected?",
  "main switchboard is prescribed work: must not be energised before the LEI inspection", "facts §3.2 VIC",
  verdict="no")
A("VIC", "Plumber in Warrnambool, swapping a gas cooktop like for like, about $600 with the appliance. Do I still "
  "need a compliance certificate for that?",
  "VIC compliance certificate at any value for Type A gas appliance replacement (the $750 floor does not apply)",
  "facts §4.2 VIC, §4.5 VIC", verdict="yes")
A("VIC", "The old plumber I did my apprenticeship under back in the 90s always said the compliance cert kicks in "
  "over $500 in Vic. Is that still the number?",
  "superseded: the $500 was the Plumbing Industry Commission era; now over $750", "facts §4.2 VIC, §8",
  verdict="no", figures=["$750"])
A("VIC", "Going through old files for the accountant. Back in March 2017 I did an $8,000 bathroom in Ringwood on a "
  "handshake, no major domestic building contract. Was I meant to have one back then?",
  "before 1 Aug 2017 the major domestic building contract threshold was $5,000 -> $8,000 needed one then",
  "facts §2.1, §2.2 VIC, §8, §9", verdict="yes", figures=["$5,000"], date="2017-03-15")
A("VIC", "Customer in Mornington pulled out 3 days after getting the signed copy of a $32k reno. I'd already "
  "ordered timber. What am I allowed to keep?",
  "VIC cooling-off (DBCA s34): builder may keep $100 plus out-of-pocket expenses the owner approved",
  "facts §2.2 VIC", figures=["$100"])
A("VIC", "Licensed asbestos removalist, job in Dandenong is about 8 m² of bonded sheeting. How much notice does "
  "WorkSafe need before we start?",
  "VIC: at least 24 h before, for 10 m² or less of non-friable material", "facts §5.5 VIC", figures=["24 h"])
A("VIC", "Subbie in Melbourne, head contractor's based in Perth. Sent my payment claim Monday. How long have they got "
  "to send a payment schedule?",
  "VIC SOP s15: within the contract time or 10 BD, whichever is earlier", "facts §6.7 VIC",
  figures=["10 BD"])
A("VIC", "Handyman in Ballarat, been at it 15 years. A bloke wants me to swap a toilet cistern, $250 job. I'm not "
  "registered as a plumber. Am I ok to do it?",
  "VIC plumbing needs licence, registration or supervised training at any value -> not ok", "facts §1.2 VIC, §9",
  verdict="no")
A("VIC", "Different one from the 2017 Ringwood job: in September 2017 I did an $8,000 laundry in Croydon with just a "
  "quote and an email. Did that one need a major domestic building contract?",
  "from 1 Aug 2017 the major domestic building contract threshold is over $10,000 -> $8,000 in Sept 2017 did not",
  "facts §2.1, §2.2 VIC, §8, §9", verdict="no", figures=["$10,000"], date="2017-09-15")
# ---------------------------------------------------------------- QLD answers
A("QLD", "Plumber from Tweed, grew up in Lismore. First job over the border in Coolangatta next week, just a $250 "
  "tap swap. Need a QBCC licence for something that small?",
  "work in Coolangatta = QLD; plumbing needs a QBCC occupational licence at any value", "facts §1.3 QLD",
  verdict="yes")
A("QLD", "hydraulic design for a $1,500 job in townsville. qbcc licence needed?",
  "QLD licence needed over $1,100 where the work involves hydraulic services design", "facts §1.3, §2.1 QLD",
  verdict="yes", figures=["$1,100"])
A("QLD", "Modular granny flat, about 70% of it built in our Toowoomba shed, $95k contract for a block in Ipswich. "
  "Customer's lawyer says 5% deposit max. Is that right?",
  "QLD: up to 20% where off-site work is more than 50% of the price -> 5% claim not right", "facts §2.1, §2.2 QLD, §9",
  verdict="no", figures=["20%"])
A("QLD", "Plumber in Cairns. Invoiced a notifiable job on Monday for $1,200. How long have I got to lodge the Form 4?",
  "QLD notifiable work registered with QBCC within 10 business days of invoicing", "facts §4.2 QLD",
  figures=["10 business days"])
A("QLD", "Sparky in Mackay, 9 years in the game. How long do I gotta keep copies of my certificates of testing and "
  "compliance?", "QLD contractor keeps a copy for 5 years", "facts §3.2 QLD, §6.4", figures=["5 years"])
A("QLD", "Painting job in Bundaberg, $4,000 inc GST, owner lives there. My mate in Sydney says no insurance is needed "
  "under 20k. Does it need home warranty cover in QLD?",
  "QLD Home Warranty Scheme for residential work over $3,300 (painting is covered work)", "facts §2.1, §2.2 QLD",
  verdict="yes", figures=["$3,300"])
A("QLD", "Reroofing a single storey in Hervey Bay, about 2.6m to the gutter. Last crew I was with never bothered. "
  "Do we need a SWMS?",
  "QLD: SWMS needed for any construction work above 2 m, housing included", "facts §5.6 QLD", verdict="yes",
  figures=["2 m"])
A("QLD", "Gasfitter, licensed in NSW for 12 years. Moving the family to the Sunshine Coast in January. Can I just keep "
  "working on my NSW licence under mutual recognition?",
  "QLD is not in Automatic Mutual Recognition for gas; QLD gas work licence through RSHQ", "facts §1.3 QLD",
  verdict="no")
A("QLD", "Kitchen in Brisbane, contract signed with the client in November 2023 and we installed the engineered stone "
  "benchtop in September 2024. Supplier said we were covered by the transition period. Were we?",
  "engineered stone banned from 1 July 2024; QLD had no transitional period -> not covered",
  "facts §5.8 QLD", verdict="no", date="2024-09-15")
A("QLD", "Client in Redcliffe backed out on day 3 of a $28k deck, contract was signed and handed over. What can I "
  "charge them for pulling out?",
  "QLD cooling-off (Sch 1B s35): owner pays $100 plus reasonable out-of-pocket expenses", "facts §2.2 QLD",
  figures=["$100"])
A("QLD", "Pulling about 40m2 of old fibro eaves lining off a rental in Rockhampton for the landlord. Do I need an "
  "asbestos licence?",
  "QLD Class B licence needed for more than 10 m² of non-friable (bonded) asbestos", "facts §5.5 QLD",
  verdict="yes", figures=["10 m²"])
A("QLD", "Subbie on a Gold Coast high-rise, the builder's head office is in Sydney. Sent my claim Friday. How long "
  "have they got to give me a payment schedule?",
  "QLD BIF Act: payment schedule within 15 BD (or earlier per contract)", "facts §6.7 QLD", figures=["15 BD"])
# ---------------------------------------------------------------- WA answers
A("WA", "Built houses in Darwin for 20 years, moved to Bunbury last winter. Got an $18k patio. Do I need to be a "
  "registered building contractor in WA for it?",
  "WA registration as a building contractor only for work over $20,000", "facts §1.4, §2.1 WA", verdict="no",
  figures=["$20,000"])
A("WA", "Sparky in Geraldton, finished a new circuit out to a shed yesterday. When's the notice of completion due?",
  "WA NOC within 3 days of finishing (r52)", "facts §3.2 WA", figures=["3 days"])
A("WA", "customer in mandurah asking when she gets her electrical safety certificate. whats the deadline",
  "WA ESC to the person the work was done for within 28 days", "facts §3.2 WA", figures=["28 days"])
A("WA", "Plumber in Joondalup, major plumbing job starting Wednesday. How much notice do I need to give with the NOI?",
  "WA Notice of Intention at least 24 hours before major plumbing work", "facts §4.2 WA", figures=["24 hours"])
A("WA", "WA plumbing contractor here. My accountant says 5 years for all paperwork, so I'm chucking out CoCs from "
  "2020. Is 5 years right for those?",
  "WA plumbing certificates of compliance kept for 6 years -> 5 years not right", "facts §1.4 WA, §4.2 WA, §6.4",
  verdict="no", figures=["6 years"])
A("WA", "Handyman in Albany, my brother's a licensed gasfitter back in SA. Client wants a new gas line run to an "
  "outdoor kitchen, only about $400 of work. Can I do it myself?",
  "WA gasfitting on a consumer's installation only by a licensed gas fitter, at any value", "facts §1.4 WA, §9",
  verdict="no")
A("WA", "Mate who builds in Perth reckons he can take 10% deposit on a $60k home reno, says that's what everyone does. "
  "Is he right?", "WA deposits limited to 6.5% (Home Building Contracts Act)", "facts §2.1, §2.2 WA, §9",
  verdict="no", figures=["6.5%"])
A("WA", "Retiling a bathroom in Rockingham for $6,000. Does the Home Building Contracts Act make me do a written "
  "contract?", "WA Home Building Contracts Act applies to contracts $7,500-$500,000 -> not at $6,000",
  "facts §2.1, §2.2 WA", verdict="no", figures=["$7,500"])
A("WA", "Subbie in Kalgoorlie, signed the subcontract in 2024, head contractor's 3 weeks late paying. How much notice "
  "do I have to give before I can suspend work?",
  "WA Security of Payment Act 2021 (contracts from 1 Aug 2022): work can be suspended on 2 BD notice",
  "facts §6.7 WA", figures=["2 BD"])
A("WA", "Taking off a 25 m² bonded asbestos roof in Kwinana. Do I need a licence for that much?",
  "removing more than 10 m² needs a licence (issued by WorkSafe WA in WA)", "facts §5.5 WA", verdict="yes",
  figures=["10 m²"])
# ---------------------------------------------------------------- SA answers
A("SA", "Plumber in Mount Gambier, did most of my time in Warrnambool where it was 5 days. Finished a hot water "
  "install Wednesday, how long have I got for the SA certificate of compliance?",
  "SA plumbing CoC to the OTR and the customer within 7 days of completing the work", "facts §4.2 SA, §9",
  figures=["7 days"])
A("SA", "Sparky in Adelaide, 4 yrs qualified. When does the eCoC have to be done and how long to get it to the "
  "Technical Regulator?",
  "SA eCoC completed before the installation is made available for energisation, then given within 30 days",
  "facts §3.2 SA", figures=["30 days"])
A("SA", "installed a new gas heater and flue in murray bridge today. how long for the gas coc",
  "SA gas eCoC within 30 days", "facts §4.5 SA, §9", figures=["30 days"])
A("SA", "$9,500 pergola in Victor Harbor, the clients are from Melbourne and want everything on paper like back home. "
  "Do I legally need a written contract in SA?",
  "SA written contract for domestic building work of $12,000 or more -> not at $9,500", "facts §2.1, §2.2 SA, §9",
  verdict="no", figures=["$12,000"])
A("SA", "What's the max penalty in SA if I don't give the owner a proper signed contract with the Form 1 notice?",
  "SA BWC Act s28: maximum penalty $5,000", "facts §2.2 SA", figures=["$5,000"])
A("SA", "Going out on my own in Adelaide after 8 years with a volume builder. What net assets do I need for the "
  "building work contractor's licence?", "SA BWC licence: at least $10,000 net assets", "facts §1.5 SA",
  figures=["$10,000"])
A("SA", "Painter in Port Lincoln. Worked in Vic for years where painters don't need rego under 10k. Do I need a "
  "licence to run my painting business in SA?",
  "SA: anyone running a building-work contracting business (painting included) must hold a BWC licence",
  "facts §1.5 SA", verdict="yes")
A("SA", "Subbie in Adelaide, sent my claim to the builder on Tuesday. How long have they got for the payment "
  "schedule?", "SA SOP: payment schedule 15 BD (or earlier per contract)", "facts §6.7 SA", figures=["15 BD"])
A("SA", "plumber in gawler, changing a tap washer and clearing a blocked drain at the same house. do i need to do a coc",
  "SA plumbing CoC not needed for tap washers or blocked drains", "facts §9 SA", verdict="no")
A("SA", "Reroofing a two storey in Mawson Lakes, the edge is about 6 m up. My offsider says no SWMS needed on a "
  "house. Do we need one?",
  "fall well above the SA trigger (3 m before 1 July 2026, 2 m since) -> HRCW, SWMS needed either way",
  "facts §5.6 SA, §9", verdict="yes")

# ---------------------------------------------------------------- TAS answers
A("TAS", "Builder in Launceston, grew up in Ballarat. Got a $15k deck for a client. Is a written contract "
  "compulsory in Tassie?",
  "TAS written contract for residential building work of $20,000 or more -> not at $15,000",
  "facts §2.1, §2.2 TAS", verdict="no", figures=["$20,000"])
A("TAS", "Client in Hobart wants to know what home warranty insurance I'll take out on her $250k extension, like "
  "her sister got in NSW. Do I have to take one out in Tassie?",
  "TAS: no statutory home-warranty scheme (Housing Indemnity Act 1992 repealed)", "facts §2.1, §2.2 TAS",
  verdict="no")
A("TAS", "Mate in Devonport wants to owner-build again, he did his first one in 2019. How many can he do?",
  "TAS owner-builders limited to 2 projects in 10 years", "facts §1.6 TAS", figures=["2 projects in 10 years"])
A("TAS", "owner builder permit in tas, how much public liability do i need",
  "TAS owner-builder permit: public liability at least $5 million", "facts §1.6 TAS", figures=["$5 million"])
A("TAS", "Plumber in Burnie, putting a new hot water unit into a childcare centre. What temp does the TMV need to "
  "be set at?", "TMV set to 45°C in early childhood centres", "facts §4.3 TAS", figures=["45°C"])
A("TAS", "Customer in Sandy Bay wants the storage hot water cylinder turned down to 50 to save on power. Can I set "
  "it that low?", "stored hot water must be kept at 60°C or more (Legionella)", "facts §4.3 TAS", verdict="no",
  figures=["60°C"])
A("TAS", "Builder in Sorell, the homeowner I'm building for got my payment claim Monday. How long has she got to "
  "give me a payment schedule?", "TAS SOP: 20 days residential (10 days commercial)", "facts §6.7 TAS",
  figures=["20 days"])
A("TAS", "Electrician from QLD, moved to Hobart with the missus. Can I take on electrical jobs on my own without "
  "being under an electrical contractor?",
  "TAS: electrical work only by licensed practitioners under the control of an electrical contractor",
  "facts §1.6 TAS, §3.1", verdict="no")
A("TAS", "Reno in Glenorchy needs a certificate of likely compliance. Owner's happy for my handyman mate to do it, "
  "he's not licensed. Is that ok?",
  "TAS: work needing a Certificate of Likely Compliance only by a licensed builder or a permitted owner-builder",
  "facts §1.6 TAS, §2.1", verdict="no")

# ---------------------------------------------------------------- ACT answers
A("ACT", "Sparky from Queanbeyan, first job over the border in Gungahlin next week, rooftop solar and a battery. "
  "Do I need anything extra on my ACT licence for that?",
  "ACT: DER endorsement needed from 11 Sep 2024 for rooftop solar, inverters and batteries", "facts §1.7 ACT",
  verdict="yes")
A("ACT", "Chippy from Wollongong, doing internal doors and skirtings in a place in Belconnen, about 8 grand. In NSW "
  "I'd need a licence over 5k. Do carpenters need a licence in the ACT?",
  "carpenters and similar trades are not licensed in the ACT", "facts §1.7 ACT", verdict="no")
A("ACT", "electrician in tuggeranong, how long after testing do i have to get the test report in",
  "ACT test report to the Registrar or owner within 14 days of the test", "facts §3.2 ACT", figures=["14 days"])
A("ACT", "$14k alteration to a house in Weston Creek. Do I need the residential building insurance or a fidelity "
  "certificate?", "ACT cover for alterations/additions of $12,000 or more", "facts §2.1, §2.2 ACT",
  verdict="yes", figures=["$12,000"])
A("ACT", "Subbie in Canberra, head contractor's sitting on my invoice. What's the max time they've got to pay under "
  "the ACT act?", "ACT SOP: 15 BD (s13(1))", "facts §6.7 ACT", figures=["15 BD"])
A("ACT", "Gasfitter in Canberra, 20 years in. After a job do I have to give the customer a compliance certificate?",
  "ACT Gas Safety Act s9: attach a compliance indicator and give a certificate as soon as practicable",
  "facts §4.5 ACT", verdict="yes")
A("ACT", "New house in Taylor, the builder wants the power on for the painters. Can we energise the install before "
  "Access Canberra has done the audit?",
  "ACT new installations can't be energised until passed by Access Canberra", "facts §3.2 ACT", verdict="no")
A("ACT", "Owner in Kambah found a leak in her new extension back in August. How long did she have to tell the "
  "insurer?", "ACT: insurer must be told within 90 days of the owner becoming aware of a defect",
  "facts §2.2 ACT", figures=["90 days"])
A("ACT", "Extension in Ngunnawal that needs building approval. Do I need a builder's licence for it?",
  "ACT builders must be licensed for any work that needs building approval", "facts §1.7 ACT", verdict="yes")
# ---------------------------------------------------------------- NT answers
A("NT", "Builder in Darwin, adding an open carport to an existing house in Palmerston, $16k. Do I need to be BPB "
  "registered for that?",
  "NT: no registration for verandas or open carports added to existing buildings", "facts §1.8 NT",
  verdict="no")
A("NT", "Alice Springs, $40k extension adding a bedroom. Do I need BPB registration as a building contractor?",
  "NT registration for prescribed residential work (extensions) over $12,000", "facts §1.8, §2.1 NT",
  verdict="yes", figures=["$12,000"])
A("NT", "free standing colorbond shed in katherine, 22k. registration needed?",
  "NT: free-standing sheds don't need BPB registration", "facts §1.8 NT", verdict="no")
A("NT", "Client in Nightcliff keeps saying a handshake is fine for his $30k extension. Do I need a signed contract?",
  "NT: signed contract for prescribed residential building work over $12,000", "facts §2.1 NT, §9",
  verdict="yes", figures=["$12,000"])
A("NT", "Sparky in Palmerston NT. Next Friday I'm swapping a ceiling fan like for like, no change to wiring, load or "
  "circuit protection. Do I need to do a CoC?",
  "NT: from 1 Jan 2026 like-for-like replacements that don't change wiring, load or protection need no CoC",
  "facts §3.2 NT", verdict="no", date="2026-12-04")
A("NT", "Darwin sparky. Back in early December last year I swapped a light fitting like for like in Casuarina, no "
  "wiring changes, and didn't do a CoC cos a mate said you don't need one anymore. Was I meant to?",
  "before 1 Jan 2026 a CoC was needed for all electrical work with limited exceptions; like-for-like exemption only "
  "from 1 Jan 2026", "facts §3.2 NT", verdict="yes", date="2025-12-05")
A("NT", "Did 4 years as an advanced tradesman plumber in Darwin. Can I certify my own work?",
  "NT: advanced tradesman can contract and do the work but not certify; certifying plumber registered with the BPB",
  "facts §1.8 NT, §4.2 NT", verdict="no")
A("NT", "My apprentice finished his time in Katherine last month. How much post-trade experience before he can go "
  "for his advanced tradesman licence?", "NT advanced tradesman licence needs 2 years' post-trade experience",
  "facts §1.8 NT", figures=["2 years"])
A("NT", "Gas job on a commercial kitchen in Darwin, about 300 MJ an hour. How much notice does NT WorkSafe need "
  "before we start?", "NT gas works over 200 MJ an hour notified no later than 24 hours before", "facts §9 NT",
  figures=["24 hours"])
A("NT", "Head contractor in Darwin put 45 business days payment terms in my subcontract. Does that stand?",
  "NT: any term longer than 30 BD is read as 30 BD", "facts §6.7 NT", verdict="no", figures=["30 BD"])

# ---------------------------------------------------------------- national answers
A("AU", "Chippy by trade but I'm gonna start putting in split systems on weekends. Do I need a licence for handling "
  "the gas?", "Refrigerant Handling Licence needed to install/commission split systems (ARC)", "facts §1.9 AU",
  verdict="yes")
A("AU", "The missus does our books and reckons we have to register for GST cos we turned over 70k this year. "
  "Do we?", "GST registration compulsory at $75,000 or more -> not at $70,000", "facts §6.2 AU", verdict="no",
  figures=["$75,000"])
A("AU", "Turnover went past 75 grand last month, first year out on my own. How long have I got to register for GST?",
  "register within 21 days of reaching the threshold", "facts §6.2 AU", figures=["21 days"])
A("AU", "Invoicing a builder $1,400 for a day's work. Does my tax invoice have to show their name or ABN?",
  "sales of $1,000 or more must also show the buyer's identity or ABN", "facts §6.3 AU", verdict="yes",
  figures=["$1,000"])
A("AU", "Customer just asked for a tax invoice for a job I did for her back in August. How long have I got to get it "
  "to her?", "tax invoice within 28 days of a request", "facts §6.3 AU, §9", figures=["28 days"])
A("AU", "how long do i keep my invoices and receipts for the ato", "keep business records 5 years",
  "facts §6.4 AU, §9", figures=["5 years"])
A("AU", "Payday's this Friday for my two apprentices. When does their super have to hit the fund now?",
  "Payday Super from 1 July 2026: received by the fund no more than 7 business days after payday",
  "facts §9 AU", figures=["7 business days"], date="2026-12-04")
A("AU", "Kitchen job next month, client wants sintered stone benchtops. With the engineered stone ban can we still "
  "install sintered?", "sintered stone is excluded from the engineered stone ban", "facts §5.8 AU", verdict="yes")
A("AU", "New labourer starts Monday, never set foot on a site. What unit does he need to do for his White Card?",
  "White Card unit CPCWHS1001", "facts §5.7 AU", figures=["CPCWHS1001"])
A("AU", "Accountant said I should've held back 49% from a subbie who gave me no ABN. Is that the right rate?",
  "no-ABN withholding is 47% (from 1 July 2017); 49% was 2014-2017", "facts §6.8 AU, §8", verdict="no",
  figures=["47%"])
A("AU", "Building a deck about 1.4m off the ground, how high does the balustrade have to be along the landing?",
  "barrier at least 1 m above the floor of a landing", "facts §5.2 AU", figures=["1 m"])
A("AU", "New subbie's ABN passes the checksum thing. Does that mean his business is actually active?",
  "the checksum only proves the number is well-formed; ABN Lookup shows whether it is issued and active",
  "facts §6.1 AU", verdict="no")
A("ACT", "Sparky from Yass, did a rooftop solar and battery job in Kaleen back in August 2024, before I'd heard of "
  "the DER thing. Did I need the endorsement for that job back then?",
  "ACT DER endorsement required only from 11 Sep 2024 -> not for a job in August 2024", "facts §1.7 ACT",
  verdict="no", figures=["11 Sep 2024"], date="2024-08-20")
# ---------------------------------------------------------------- profile answers
A("WA", "Just finished a new circuit at a place, how long for the notice of completion?",
  "profile WA electrician: NOC within 3 days", "facts §3.2 WA", figures=["3 days"],
  profile={"state": "WA", "trade": "electrician"})
A("SA", "finished a bathroom rough in and fit off today, how long have i got for my coc",
  "profile SA plumber: plumbing CoC within 7 days", "facts §4.2 SA, §9", figures=["7 days"],
  profile={"state": "SA", "trade": "plumber"})

# ---------------------------------------------------------------- tools: GST
T("AU", "Did a hot water swap last week, customer paid $2,970 including GST. How much of that is GST?",
  "GST out of an inclusive amount: 1/11", "facts §6.2 AU", figures=["$270", "10%"])
T("AU", "Quoted $3,850 + GST on a colorbond fence, client's accepted. What's the total on the invoice?",
  "GST added: x1.1", "facts §6.2 AU", figures=["$4,235", "10%"])
T("AU", "My mate charges 95 an hour plus GST, I charge 110 an hour inc. How much GST is in my 110?",
  "GST out of an inclusive amount: 1/11 (the mate's rate is a distractor)", "facts §6.2 AU", figures=["$10", "10%"])
# ---------------------------------------------------------------- tools: super
T("AU", "Apprentice on $820 a week, what's his super?", "super 12% of wages", "facts §6.6 AU, §9",
  figures=["$98.40", "12%"])
T("AU", "Doing a catch up for the bookkeeper. Paid my offsider $2,400 in May 2025, what super should that have been?",
  "wages paid 1 Jul 2024 - 30 Jun 2025: 11.5%", "facts §6.6 AU, §9", figures=["$276", "11.5%"],
  date="2025-05-15")
T("AU", "Wages for the last week of June 2025 were $1,900 but I didn't actually pay them till 3 July 2025. Which "
  "rate, and how much super?", "12% applies to wages paid on or after 1 July 2025, even for earlier periods",
  "facts §6.6 AU, §9", figures=["$228", "12%"], date="2025-07-03")
# ---------------------------------------------------------------- tools: deposits
T("NSW", "$38,500 kitchen in Hornsby, the last one I did in Epping was bigger. Max deposit on this one?",
  "NSW deposit 10%", "facts §2.2 NSW", figures=["$3,850", "10%"])
T("VIC", "Been doing bathrooms in Ballarat since 2009, crew of three now. This one's $17,800 all up incl the vanity the "
  "client picked. What's the most I can take as deposit?",
  "VIC deposit 10% under $20,000", "facts §2.2 VIC", figures=["$1,780", "10%"])
T("VIC", "Been quoting in Geelong for 11 years, this one's a $64k extension. Max deposit in dollars?",
  "VIC deposit 5% at $20,000 or more", "facts §2.2 VIC", figures=["$3,200", "5%"])
T("QLD", "Moved up from Newcastle last year. Got a $26,000 deck in Townsville and the client wants the deposit figure "
  "today. How much can I ask for?", "QLD deposit 5% at $20,000 or more",
  "facts §2.2 QLD", figures=["$1,300", "5%"])
T("QLD", "Reno in Cairns for $12,500. Client's offered 30% up front but what's the legal max in dollars?",
  "QLD deposit 10% under $20,000", "facts §2.2 QLD", figures=["$1,250", "10%"])
T("QLD", "Transportable home, $90k contract, about 70% of the work is done in our factory before it goes to site in "
  "Dalby. How much deposit can I take?", "QLD 20% where off-site work is more than 50% of the price",
  "facts §2.2 QLD, §9", figures=["$18,000", "20%"])
T("WA", "$48k reno in Fremantle, my last job in Darwin had a different rule. Max deposit in WA?",
  "WA deposit 6.5% of the total amount payable", "facts §2.2 WA, §9", figures=["$3,120", "6.5%"])
T("WA", "New home in Baldivis for a young couple, contract price $230,000, slab down in March if all goes well. What's "
  "the biggest deposit I can take?",
  "WA deposit 6.5%", "facts §2.2 WA, §9", figures=["$14,950", "6.5%"])
# ---------------------------------------------------------------- tools: thresholds crossed
T("VIC", "Same house in Box Hill: I'm doing $6k of plastering and my brother's doing $5k of painting under my name. "
  "Do I need to be registered?", "VIC: more than one type of work together over $10,000 -> registration",
  "facts §1.2, §2.1 VIC", verdict="yes", figures=["$11,000", "$10,000"])
T("NSW", "Tiling job in Parramatta, quoted $4,700 + GST. Do I need a licence for it?",
  "NSW licence over $5,000 incl GST: $4,700 + GST = $5,170", "facts §1.1, §2.1 NSW", verdict="yes",
  figures=["$5,170", "$5,000"])
T("QLD", "Paint job in Ipswich, $3,000 + GST. Licence needed?",
  "QLD licence over $3,300 incl GST: $3,000 + GST = $3,300 is not over", "facts §1.3, §2.1 QLD", verdict="no",
  figures=["$3,300"])
T("QLD", "Tiling in Townsville, my labour's $2,200 and the client's buying the tiles herself, about $1,800. "
  "Do I need a QBCC licence?",
  "QLD value includes materials whoever supplies them: $4,000 over $3,300", "facts §1.3 QLD", verdict="yes",
  figures=["$4,000", "$3,300"])
T("VIC", "Plumber in Ballarat, fitting a vanity. My labour's $450 and the customer bought the $400 tapware herself. "
  "Do I need to do a compliance certificate?",
  "VIC compliance certificate over $750 counting materials whoever supplied them: $850", "facts §4.2 VIC",
  verdict="yes", figures=["$850", "$750"])
T("VIC", "One contract, one house in Bendigo: $9k for the deck and $8.5k for the pergola. DBI needed?",
  "VIC DBI over $16,000: one project $17,500", "facts §2.1, §2.2 VIC", verdict="yes",
  figures=["$17,500", "$16,000"])
T("WA", "Same client in Midland, $12k patio plus a $9.5k carport on the one contract. Do I need to be a registered building contractor?",
  "WA registration over $20,000: $21,500", "facts §1.4, §2.1 WA", verdict="yes", figures=["$21,500", "$20,000"])
T("NT", "Extension in Darwin, $7k slab and $6k framing on the same job. Do I need BPB registration?",
  "NT registration over $12,000: $13,000", "facts §1.8, §2.1 NT", verdict="yes", figures=["$13,000", "$12,000"])
T("TAS", "Hobart job for a lady who just moved down from Brisbane: $10k bathroom and $7k laundry, same owner, one job. "
  "Is a written contract required?",
  "TAS written contract at $20,000 or more: $17,000 is under", "facts §2.1, §2.2 TAS", verdict="no",
  figures=["$17,000", "$20,000"])
T("ACT", "Alterations to a house in Ainslie: $8k kitchen and a $5k bathroom, same owner, same job. Do I need the "
  "residential building insurance or fidelity certificate?",
  "ACT cover for alterations of $12,000 or more: $13,000", "facts §2.1, §2.2 ACT", verdict="yes",
  figures=["$13,000", "$12,000"])
T("SA", "Adelaide, $7,000 deck and a $5,000 pergola on the same contract. Do I legally need it in writing?",
  "SA written contract at $12,000 or more: exactly $12,000", "facts §2.1 SA, §9", verdict="yes",
  figures=["$12,000"])
T("AU", "Tiling brought in $48k this year and waterproofing jobs another $31k, all through my ABN. Do I have to "
  "register for GST now?",
  "GST turnover $79,000 is $75,000 or more -> must register", "facts §6.2 AU", verdict="yes",
  figures=["$79,000", "$75,000"])
T("NSW", "Same house in Hornsby, $15k bathroom and $6k laundry, both going on the one contract next week. Client's from "
  "Auckland and has never heard of it. Do I need HBCF?",
  "NSW HBCF over $20,000: $21,000", "facts §2.2 NSW", verdict="yes", figures=["$21,000", "$20,000"])
# ---------------------------------------------------------------- tools: ABN
T("AU", "New sparky on the crew gave me his ABN: 17 881 221 323. Does it check out?", "ABN check digits",
  "facts §6.1 AU", figures=["valid"])
T("AU", "abn on this invoice is 58028978672, legit?", "ABN check digits", "facts §6.1 AU", figures=["valid"])
T("AU", "Concreter I haven't used before, ABN 97 278 348 651 on his quote. Is that a real ABN number?",
  "ABN check digits", "facts §6.1 AU", figures=["invalid"])
T("AU", "Can you check 82530938598 for me, it's the ABN on a plasterer's invoice", "ABN check digits",
  "facts §6.1 AU", figures=["invalid"])
# ---------------------------------------------------------------- tools: no-ABN withholding
T("AU", "Subbie did $1,800 of work and still hasn't given me an ABN. How much do I hold back?",
  "no-ABN withholding 47%", "facts §6.8 AU", figures=["$846", "47%"])
T("AU", "Bloke with no ABN delivered some sand, $60 ex GST. Do I have to withhold anything?",
  "no withholding for $75 or less excluding GST", "facts §6.8 AU", verdict="no", figures=["$60", "$75"])
T("AU", "My 16 year old nephew's helping out as a contractor, no ABN, $320 a week. Do I need to withhold from him?",
  "no withholding for an under-18 paid $350 or less a week", "facts §6.8 AU", verdict="no",
  figures=["$320", "$350"])

# ---------------------------------------------------------------- declines
D("NSW", "Quoting a 180k granny flat in Camden. Builder mate in Newcastle paid about 3 grand for his HBCF last year. "
  "What's the premium gonna be on mine?", "HBCF premium not held", "icare (Home Building Compensation Fund)")
D("NSW", "My NSW contractor licence is up for renewal in February, going the 5 year term this time. How much is that "
  "gonna cost me?", "licence renewal fee not held", "Building Commission NSW")
D("NSW", "Forgot to send off a CCEW for a job in Blacktown 3 weeks ago. What's the fine?",
  "CCEW late penalty not held (7-day deadline is held; must not headline it)", "Building Commission NSW")
D("NSW", "plumber in tamworth, how much does council charge for a plumbing inspection",
  "council plumbing inspection fee not held", "the local council / Building Commission NSW")
D("NSW", "How long is Building Commission NSW taking to process new contractor licence applications at the moment?",
  "processing time not held", "Building Commission NSW")
D("VIC", "Young bloke on my crew in Geelong wants to go out on his own and start taking 15k decks before his rego comes "
  "through. What's the fine in Vic for doing domestic building over 10k without being registered?",
  "penalty not held (the $10,000 threshold is held; must not headline it)",
  "Building and Plumbing Commission (formerly VBA)")
D("VIC", "how much does a coes cost from esv these days", "COES fee not held", "Energy Safe Victoria")
D("VIC", "Mates in Sydney reckon icare costs them a fortune. Roughly what does DBI cost on a $120k extension in Geelong?", "DBI premium not held",
  "Building and Plumbing Commission (formerly VBA)")
D("VIC", "Vic subbie, builder got my claim and sent a schedule in time, but still hasn't paid. What's the max time "
  "they've got to actually pay me under the Vic SOP act?",
  "VIC SOP maximum time to pay not captured (payment schedule 10 BD held; must not headline it)",
  "Building and Plumbing Commission (formerly VBA) or a construction lawyer")
D("VIC", "Lodged a plumbing compliance cert in Vic 2 weeks late. What's the penalty for that?",
  "late compliance-certificate penalty not held (5 days held)", "Building and Plumbing Commission (formerly VBA)")
D("QLD", "qbcc licence fee for a trade contractor carpentry licence?", "licence fee not held", "QBCC")
D("QLD", "Plumber in Toowoomba, about 6 weeks behind on paperwork after the storms. What's the penalty if I lodge a Form 4 "
  "late?",
  "late Form 4 penalty not held (10 business days and the lodging fee are held)", "QBCC")
D("QLD", "What's the home warranty premium on a $300k new home in Logan?", "home warranty premium not held", "QBCC")
D("QLD", "Electrical contractor licence renewal in QLD, how much?", "licence fee not held",
  "Electrical Safety Office (WorkSafe QLD)")
D("QLD", "What's the fine in QLD if my level 1 contract doesn't have the cooling-off notice in it?",
  "penalty not held (contract contents are held)", "QBCC")
D("WA", "Client in Joondalup signed a $60k reno contract yesterday, now she wants out. What cooling-off does WA give?",
  "WA cooling-off not found", "Building and Energy (DEMIRS)")
D("WA", "Quoting a $400k build in Perth for a family moving over from Adelaide. How much is the HII going to add to the "
  "price?", "HII premium not held",
  "Building and Energy (DEMIRS) / a home indemnity insurer")
D("WA", "WA sparky, what's the fine if the notice of completion goes in late?",
  "penalty not held (3 days held; must not headline it)", "Building and Energy (DEMIRS)")
D("WA", "Cost to register as a building contractor in WA?", "registration fee not held",
  "Building Services Board (Building and Energy)")
D("WA", "How long is the Plumbers Licensing Board taking to approve contractor licences?", "processing time not held",
  "Plumbers Licensing Board (Building and Energy)")
D("SA", "Client in Glenelg wants to pay half up front on a $55k reno, she did that with a builder in Melbourne. What's "
  "the max deposit I can take in SA?", "SA deposit cap not found",
  "Consumer and Business Services (CBS)")
D("SA", "Cooling off on a domestic building contract in SA, how many days has the owner got?",
  "SA cooling-off not found", "Consumer and Business Services (CBS)")
D("SA", "SA plumber, got slack with paperwork. What's the fine if my plumbing CoC goes in a few days late?",
  "late plumbing CoC penalty not held (7 days held; SA electrical $5,000 penalty must not be headlined)",
  "Office of the Technical Regulator")
D("SA", "How much does a building work contractor's licence cost in SA each year?", "licence fee not held",
  "Consumer and Business Services (CBS)")
D("SA", "sa gasfitter, penalty if i dont get the gas ecoc out within the 30 days?",
  "gas CoC penalty not held (30 days held)", "Office of the Technical Regulator")
D("SA", "Plumber in Elizabeth, first year running my own show. How much does it cost to lodge each plumbing CoC with "
  "the OTR?", "plumbing CoC lodgement fee not held (7 days held; must not headline it)",
  "Office of the Technical Regulator")
D("TAS", "Sparky in Launceston, how many days have I got to give the customer the CEC?", "TAS CEC deadline not found",
  "CBOS (Consumer, Building and Occupational Services)")
D("TAS", "Client in Hobart wants to pay 30% deposit on a $45k reno. What's the max I'm allowed to take in Tassie?",
  "TAS deposit cap not found", "CBOS (Consumer, Building and Occupational Services)")
D("TAS", "couple in launceston signed a 70k extension on friday and theyre already wobbly. whats the cooling off period "
  "in tassie?", "TAS cooling-off not found",
  "CBOS (Consumer, Building and Occupational Services)")
D("TAS", "Gas fitter in Devonport, what's the deadline for the gas compliance certificate?",
  "TAS gas certificate rule not researched", "CBOS (Consumer, Building and Occupational Services)")
D("TAS", "How much does an owner-builder permit cost in Tasmania?", "permit fee not held",
  "CBOS (Consumer, Building and Occupational Services)")
D("TAS", "Whats the fine in Tas for doing building work without a licence?", "TAS penalty not held",
  "CBOS (Consumer, Building and Occupational Services)")
D("ACT", "Client in Belconnen offered 25% up front on a $30k bathroom, her last tradie in Sydney took 10. What's the max "
  "deposit in the ACT?", "ACT deposit cap not found", "Access Canberra")
D("ACT", "Cooling-off period on an ACT building contract?", "ACT cooling-off not found", "Access Canberra")
D("ACT", "ACT subbie. How many business days does the head contractor get to send me a payment schedule?",
  "ACT payment schedule not captured (15 BD time to pay held; must not headline it)", "Access Canberra")
D("ACT", "How much does it cost to renew an electrician's licence in the ACT?", "licence fee not held",
  "Access Canberra")
D("ACT", "New house in Denman Prospect, how long is Access Canberra taking to do electrical inspections right now?",
  "inspection waiting time not held", "Access Canberra")
D("ACT", "How many years experience do I need for a class C builder licence in the ACT?",
  "experience requirement not held (builder classes are C-grade ⚠)", "Access Canberra")
D("NT", "Sparky in Darwin, 3 years up here. With the new act how many days have I got to submit the CoC?",
  "NT electrical CoC deadline not found (only 'decreased')", "NT WorkSafe")
D("NT", "Builder in Palmerston NT, 12 years up here. Client wants to pay 20% on an $80k extension. What's the max "
  "deposit I can take?", "NT deposit amount not captured (regs 41HA/41HE)",
  "Building Practitioners Board")
D("NT", "cooling off on nt building contracts?", "NT cooling-off not found", "Building Practitioners Board")
D("NT", "NT gasfitter, what's the deadline for the gas compliance certificate after a job?",
  "NT gas certificate rule not researched (24 h gas-works notification held; must not headline it)",
  "NT WorkSafe")
D("NT", "How much does the MBA NT fidelity fund certificate cost for a $350k house?",
  "fidelity certificate cost not held", "MBA NT Fidelity Fund / Building Practitioners Board")
D("NT", "How long does the BPB take to process a building contractor registration?", "processing time not held",
  "Building Practitioners Board")
D("AU", "Taking on my first apprentice, a 2nd year sparky who came over from another shop in Perth. What should I be "
  "paying him an hour?", "award rates not held",
  "Fair Work Ombudsman")
D("AU", "Taking card payments on site with the tap thing. From next month can I still add the 1.5% surcharge?",
  "card surcharge rules not held", "ACCC / Reserve Bank of Australia", date="2026-12-01")
D("AU", "How much does an ARCtick refrigerant trading authorisation cost?", "fee not held",
  "Australian Refrigeration Council (ARC)")
D("AU", "Can you give me the exact AS 3740 clause wording on shower hob heights?", "standard clause text not reproduced",
  "Standards Australia")
D("AU", "Forgot the super for my 3 blokes after payday on 14 November, only just noticed. What's the ATO penalty for "
  "paying late under payday super?", "late super penalty not held", "ATO")
D("AU", "What's the instant asset write-off limit for a new ute this financial year?", "not held", "ATO")
D("AU", "Tiler, 5 years on my own. A builder I want to sub for wants me to carry $20 million cover. How much public "
  "liability do I legally need?",
  "tiler public liability requirement not held", "your state licensing regulator / an insurer")

# ---------------------------------------------------------------- ambiguous
AMB("Quote for an $8k deck, the customer's got a house in Albury and one in Wodonga and hasn't said which one's "
    "getting it first. Do I need a licence or rego?",
    "ambiguous place: Albury NSW (>$5,000: licence yes) / Wodonga VIC (<=$10,000: no registration)")
AMB("Sparky, job's either in Queanbeyan or over in Fyshwick, client's still deciding which shop to fit out. How long "
    "have I got for the cert after?",
    "ambiguous place: Queanbeyan NSW (CCEW 7 days) / Fyshwick ACT (test report 14 days)")
AMB("25k reno in Epping, max deposit?",
    "ambiguous place: Epping NSW (10%) / Epping VIC (>= $20,000: 5%)")
AMB("$18k extension in Bayswater, need a licence or rego for it?",
    "ambiguous place: Bayswater VIC (>$10,000: registration yes) / Bayswater WA (<=$20,000: no)")
AMB("$4k of bathroom tiling in Paddington. Do I need a licence?",
    "ambiguous place: Paddington NSW (<=$5,000: no) / Paddington QLD (>$3,300: yes)")
AMB("$10k shed and slab job in Campbelltown. Do I need a written contract?",
    "ambiguous place: Campbelltown NSW (>$5,000: yes) / Campbelltown SA (<$12,000: no)")
AMB("Got a 15k reno in Swansea for a couple retiring from Sydney, written contract needed?",
    "ambiguous place: Swansea NSW (>$5,000: yes) / Swansea TAS (<$20,000: no); 'from Sydney' is where the clients "
    "came from, not the work")
AMB("Plumber, job in Beaconsfield, new hot water system. How long have I got for the compliance cert?",
    "ambiguous place: Beaconsfield VIC (5 days) / Beaconsfield TAS (per category) / Beaconsfield NSW (CoC, "
    "7 working days if a booked inspection is missed)")
AMB("windsor job, sparky, how long for the electrical cert",
    "ambiguous place: Windsor NSW (CCEW 7 days) / Windsor VIC (COES 1 month non-prescribed) / Windsor QLD (as soon "
    "as possible) / Windsor SA (eCoC 30 days)")
AMB("$11k kitchen in Malvern, do I legally need a written contract?",
    "ambiguous place: Malvern VIC (>$10,000: yes) / Malvern SA (<$12,000: no)")
AMB("Got a $6k tiling job next week, do I need a licence for it?",
    "no place: NSW (>$5,000: yes) / VIC (<=$10,000: no) / QLD (>$3,300: yes) / WA (<=$20,000: no) / others differ")
AMB("Max deposit on a 25k reno?",
    "no place: NSW 10% / VIC 5% / QLD 5% / WA 6.5% / SA, TAS, ACT, NT not found")
AMB("Hot water system replacement in Kew, how long to get the compliance cert in?",
    "ambiguous place: Kew VIC (5 days to the customer and BPC) / Kew NSW (CoC for all plumbing; 7 working days if "
    "a booked inspection is missed)")
AMB("$4k pergola in Springfield, licence?",
    "ambiguous place: Springfield QLD (>$3,300: yes) / Springfield NSW (<=$5,000: no) / Springfield SA (dollar "
    "floor unclear ⚠)")

if __name__ == "__main__":
    with open(os.path.join(HERE, "questions.json"), "w") as f:
        json.dump(ITEMS, f, indent=2, ensure_ascii=False)
        f.write("\n")
    from collections import Counter
    print(len(ITEMS), Counter(d["kind"] for d in ITEMS))
