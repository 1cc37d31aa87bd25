#!/usr/bin/env python3
"""Development set 26 (blind, helper "blind-d26"): writes questions.json next to this file.

Written 28 Nov 2026 (Saturday = "today") from the fact sheet (/work/briefs/facts-1..5.md) and issue 17 only.
Verdict convention (common brief): "do I need / must I / is X required / no need for X is there" -> yes = needed;
"can I / am I ok / she'll be right / reckon I can skip / is it legit / any problem with / is he right / true? /
surely ... is enough?" -> yes = allowed / the claim is right.
Each item also carries a private "feat" tag list used only to count the brief's focus groups (stripped on output):
V = yes/no verdict, O = fact asked obliquely, S = story needing two figures, N = decline next to a held fact.
"""
import json, os

HERE = os.path.dirname(os.path.abspath(__file__))
ITEMS = []


def A(state, q, topic, basis, verdict=None, figures=None, date=None, profile=None, feat=""):
    ITEMS.append(dict(kind="answer", state=state, q=q, topic=topic, basis=basis, verdict=verdict,
                      figures=figures, date=date, profile=profile, feat=feat))


def T(state, q, topic, basis, figures, verdict=None, date=None, feat=""):
    ITEMS.append(dict(kind="tool", state=state, q=q, topic=topic, basis=basis, verdict=verdict,
                      figures=figures, date=date, feat=feat))


def D(state, q, topic, ask, date=None, feat="N"):
    ITEMS.append(dict(kind="decline", state=state, q=q, topic=topic, basis="facts.md (not held)", ask=ask,
                      date=date, feat=feat))


def M(q, topic):
    ITEMS.append(dict(kind="ambiguous", state=None, q=q, topic=topic, basis="facts.md (several states)", feat=""))


# ---------------------------------------------------------------- NSW answers
A("NSW", "mate reckons i dont need a licence to put a split system in a unit in chatswood coz the jobs under 5 grand. is he right",
  "statement to correct: air conditioning / refrigeration (split system) is NSW specialist work, licence at any value",
  "facts.md §1.1, §2.1 NSW", verdict="no", feat="VO")
A("NSW", "dunny cistern's leakin at a place in wollongong, bout a 300 buck fix. do i need to be licensed to do it",
  "toilet cistern repair is plumbing: NSW licence at any value (the $5,000 floor does not apply)",
  "facts.md §1.1, §2.1 NSW", verdict="yes", feat="VO")
A("NSW", "paintin job in dubbo, quoted 4,650 + gst. she'll be right without a licence?",
  "NSW licence over $5,000 incl GST: $4,650 + GST = $5,115, over the threshold -> not ok without a licence",
  "facts.md §1.1, §2.1 NSW", verdict="no", figures=["$5,000"], feat="V")
A("NSW", "plasterin a couple of rooms in orange, 4.2k all up inc gst. am i ok to do it unlicensed",
  "dry plastering is trade work: licence only over $5,000 incl GST; $4,200 incl GST is under",
  "facts.md §1.1, §2.1 NSW", verdict="yes", figures=["$5,000"], feat="V")
A("NSW", "reckon i can skip the home warrenty on a 19k bathroom in penrith?",
  "HBCF (home warranty) only for contract price over $20,000; $19,000 -> not required (licence and written contract still are)",
  "facts.md §2.1, §2.2 NSW", verdict="yes", figures=["$20,000"], feat="VO")
A("NSW", "nsw kitchen job, 26k. client wants me to start monday and sort the icare insurance after. any problem with that",
  "HBCF (icare) needed over $20,000 before starting work or taking any money -> starting first is not allowed",
  "facts.md §2.2 NSW", verdict="no", figures=["$20,000"], feat="VO")
A("NSW", "been told floatin floors dont need a licence in nsw anymore, true? got a 9k job in hornsby",
  "non-structural flooring no longer licensed in NSW (since 16 Sep 2009), whatever the value -> claim true",
  "facts.md §1.1, §9 (fourth pass)", verdict="yes", feat="VO")
A("NSW", "sparky in newcastle nsw, tested a switchboard job on tuesday. how long have i got to get the compliance paperwork in",
  "CCEW within 7 days of finishing the safety and compliance test",
  "facts.md §3.2 NSW", figures=["7 days"], date="2026-11-24", feat="O")
A("NSW", "gasfitter, swapped an lpg heater on a farm out near moree. how long to send the cert to fair trading and how long do i keep my copy",
  "NSW gas: Certificate of Inspection (non-networked, LPG) to Fair Trading within 5 business days; keep copies 5 years; compliance plate",
  "facts.md §4.5 NSW, §6.4", figures=["5 business days", "5 years"], feat="S")
A("NSW", "nsw, owner signed my 45k contract yesterday and got her copy. how long has she got to pull out, and whats the most i can ask up front",
  "NSW cooling-off 5 clear business days after being given the signed copy (s 7BA); max deposit 10% (s 8)",
  "facts.md §2.1, §2.2 NSW", figures=["5 clear business days", "10%"], date="2026-11-27", feat="SO")
A("NSW", "plumber in 2650, just swappin tapware in a bathroom. do i need to lodge a notice of work",
  "no NoW for minor works such as replacing tapware (a CoC is still needed for all plumbing work)",
  "facts.md §4.2 NSW", verdict="no", feat="V")
A("NSW", "subbie chippy in parramatta. builders contract says he pays me 45 business days after my claim. legit?",
  "NSW SOP: subcontract maximum time to pay 20 BD (s11(1A)); a longer contract term is not allowed",
  "facts.md §6.7 NSW", verdict="no", figures=["20 BD"], feat="V")
A("NSW", "homeowner in gosford wants to rip out about 8 square metres of old fibro sheetin herself before i start. is she allowed",
  "NSW home renovators may remove up to 10 m² of bonded asbestos in total; above that a licensed removalist",
  "facts.md §5.5", verdict="yes", figures=["10 m²"], feat="VO")
A("NSW", "nsw, client wants to pay 15% up front on a 60k extension to lock me in. is it legit to take it",
  "NSW max deposit 10% of the contract price (HBA s8) -> 15% not allowed",
  "facts.md §2.1, §2.2 NSW", verdict="no", figures=["10%"], feat="V")
A("NSW", "whats the max penalty in nsw for takin more than the 10% deposit? im a sole trader now but thinkin of goin pty ltd",
  "HBA s8 deposit penalty: 200 PU (individual / other) and 1,000 PU (corporation)",
  "facts.md §2.2 NSW", figures=["200 PU", "1,000 PU"], feat="S")
A("NSW", "diggin a 1.8 m trench for a sewer connection in tamworth. swms or not",
  "HRCW includes trenches deeper than 1.5 m -> SWMS needed before the work starts",
  "facts.md §5.6", verdict="yes", figures=["1.5 m"], feat="V")
A("NSW", "plumber in albury nsw, booked the inspection but the inspector never showed. how long have i got to send the coc and the sewer diagram",
  "booked inspection not attended: CoC and Sewer Service Diagram to the regulator and owner within 7 working days",
  "facts.md §4.2 NSW", figures=["7 working days"], feat="O")

# ---------------------------------------------------------------- VIC answers
A("VIC", "reblockin a weatherboard in bendigo, only 4.5k. dont need rego for that do i",
  "VIC registration for re-blocking / re-stumping at any value (the $10,000 floor does not apply) -> needed",
  "facts.md §1.2, §2.1 VIC", verdict="yes", feat="VO")
A("VIC", "shepparton, 5.5k of carpentry and 5k of waterproofin on the one house. no need to be registered since each bits under 10k, right?",
  "statement to correct: more than one type of work together over $10,000 ($10,500) needs registration",
  "facts.md §1.2, §2.1 VIC", verdict="no", figures=["$10,000"], feat="V")
A("VIC", "vic plumber, swapped a gas cooktop, 450 job. reckon i can skip the compliance cert since its under 750?",
  "VIC compliance certificate at any value for Type A gas appliance install / replace -> cannot skip",
  "facts.md §4.2 VIC, §4.5 VIC", verdict="no", feat="V")
A("VIC", "sparky in frankston, put in a couple of extra powerpoints. how long to give the customer the safety cert",
  "COES for all electrical work; non-prescribed work: give the COES to the customer within 1 month",
  "facts.md §3.2 VIC", figures=["1 month"], feat="O")
A("VIC", "changed over a meter box in mildura. am i right to liven it up myself before the inspector gets out there",
  "meter box is prescribed work: LEI inspection; must not be energised before inspection",
  "facts.md §3.2 VIC", verdict="no", feat="VO")
A("VIC", "geelong, 22k deck, customer signed tuesday and has her copy. how long has she got to back out, and whats the max deposit",
  "VIC cooling-off 5 clear business days after receiving the signed copy (DBCA s34); deposit 5% at $20,000 or more",
  "facts.md §2.1, §2.2 VIC", figures=["5 clear business days", "5%"], date="2026-11-24", feat="SO")
A("VIC", "vic builder, 40k reno in ballarat. can i grab the deposit now and sort the dbi later",
  "DBI over $16,000: policy and certificate of currency must be given before taking any money",
  "facts.md §2.2 VIC", verdict="no", figures=["$16,000"], feat="VO")
A("VIC", "im licensed for asbestos, pullin about 8 sqm of fibro eaves off a house in warrnambool. how much notice does worksafe need",
  "VIC: at least 24 h before for 10 m² or less of non-friable material (5 days in other cases)",
  "facts.md §5.5", figures=["24 h"], feat="O")
A("VIC", "bendigo plumber: new hot water unit, my labour was 900 and the customer bought the unit herself for 1,400. do i need a compliance cert and how long to lodge it",
  "VIC compliance certificate over $750 counting materials whoever supplied them ($2,300); customer and BPC within 5 days",
  "facts.md §4.2 VIC", verdict="yes", figures=["$750", "5 days"], feat="VS")
A("VIC", "back in march 2017 i did an 8k bathroom in vic. did that need a major domestic building contract",
  "dated rule: before 1 Aug 2017 the major domestic building contract threshold was over $5,000 -> yes",
  "facts.md §2.1, §2.2 VIC, §9 (third pass)", verdict="yes", figures=["$5,000"], date="2017-03-15", feat="V")
A("VIC", "vic, turns out my contract didnt have the cooling off notice in it. how long does the owner get to pull out, and how long do they normally get",
  "no cooling-off notice: 7 days from becoming aware; normal cooling-off 5 clear business days",
  "facts.md §2.2 VIC", figures=["7 days", "5 clear business days"], feat="SO")
A("VIC", "subbie in dandenong, builder got my payment claim. how long has he got to send a payment schedule",
  "VIC SOP: contract time or 10 BD, whichever is earlier (s15)",
  "facts.md §6.7 VIC", figures=["10 BD"])
A("VIC", "vic handyman here, owner says its fine if i just move a powerpoint for her. am i ok to do that",
  "VIC: only licensed electricians may do electrical work; DIY / unlicensed work is illegal",
  "facts.md §1.2 VIC, §3.1", verdict="no", feat="VO")
# ---------------------------------------------------------------- QLD answers
A("QLD", "townsville, replacin a few hardwood deck boards, 2.9k inc everything. she'll be right without a qbcc licence?",
  "QBCC licence only over $3,300 (labour + materials + GST); $2,900 -> ok",
  "facts.md §1.3, §2.1 QLD", verdict="yes", figures=["$3,300"], feat="V")
A("QLD", "gold coast, termite spray round a house, only 600 bucks. licence needed?",
  "termite management (chemical) needs a QBCC licence at any value",
  "facts.md §1.3", verdict="yes", feat="VO")
A("QLD", "toowoomba, 25k kitchen. customer wants to pay a 10% deposit, all good?",
  "QLD deposit cap 5% at $20,000 or more -> 10% not allowed",
  "facts.md §2.1, §2.2 QLD", verdict="no", figures=["5%"], feat="V")
A("QLD", "modular granny flat in mackay, 90k, about 80% gets built in the factory. am i ok to ask 20% deposit",
  "QLD: up to 20% where off-site work is more than 50% of the price",
  "facts.md §2.2 QLD, §9 (26 Nov)", verdict="yes", figures=["20%"], feat="VO")
A("QLD", "qld sparky: how long have i got to give the customer the testin cert, and how long do i keep my copy",
  "certificate of testing and compliance to the customer as soon as possible; contractor keeps a copy 5 years",
  "facts.md §3.2 QLD, §6.4", figures=["as soon as possible", "5 years"], feat="S")
A("QLD", "ipswich, 12k reno, mate reckons a handshake is fine. true?",
  "statement to correct: level 1 regulated contract ($3,300 to <$20,000) must be written, dated and signed",
  "facts.md §2.1, §2.2 QLD", verdict="no", feat="VO")
A("QLD", "bundaberg, re-roofin a house, 2.6m to the gutter. do i need a swms, and from what height do guardrails become mandatory on houses",
  "QLD: SWMS for any construction work above 2 m, housing included; fall prevention mandatory at 3 m or more in housing",
  "facts.md §5.6 QLD", figures=["2 m", "3 m"], feat="S")
A("QLD", "qld plumber, invoiced a notifiable job on thursday. how many days to lodge the form 4, and whats the fee online",
  "Form 4 within 10 business days of invoicing; fee $34.50 online (2024-25 figure)",
  "facts.md §4.2 QLD", figures=["10 business days", "$34.50"], date="2026-11-26", feat="S")
A("QLD", "qld, rippin out 15 sqm of fibro walls from a 70s house in logan. do i need a class b ticket",
  "QLD Class B licence to remove more than 10 m² of non-friable (bonded) asbestos such as fibro",
  "facts.md §5.5", verdict="yes", figures=["10 m²"], feat="VO")
A("QLD", "startin my own electrical contractin gig in qld. what insurance cover do i need for the contractor licence",
  "QLD electrical contractor licence: public and products liability at least $5,000,000 and consumer protection at least $50,000",
  "facts.md §1.3", figures=["$5,000,000", "$50,000"], feat="S")
A("QLD", "nsw gasfitter here, got a job in brisbane next week. can i just use my nsw gas licence under mutual recognition",
  "QLD is not in Automatic Mutual Recognition for gas; a Queensland gas work licence (RSHQ) is needed",
  "facts.md §1.3", verdict="no", feat="V")
A("QLD", "logan, doin hydraulic design drawings for a duplex, my fee is 1.5k. need a qbcc licence",
  "QBCC licence for work over $1,100 if it involves hydraulic services design",
  "facts.md §1.3, §2.1 QLD", verdict="yes", figures=["$1,100"], feat="V")

# ---------------------------------------------------------------- WA answers
A("WA", "18k patio in joondalup, am i right to take it on without bein a registered builder",
  "WA building contractor registration only for work over $20,000 -> ok without it",
  "facts.md §1.4, §2.1 WA", verdict="yes", figures=["$20,000"], feat="V")
A("WA", "builder in bunbury, 45k extension. can i start before the hii cert comes through",
  "WA HII for residential work over $20,000: certificate before claiming any payment or starting work",
  "facts.md §2.1, §2.2 WA", verdict="no", figures=["$20,000"], feat="VO")
A("WA", "wa, 6k bathroom tilin job. do i legally need a written contract",
  "Home Building Contracts Act (written contract) covers $7,500-$500,000; $6,000 is under -> not required by it",
  "facts.md §2.1, §2.2 WA", verdict="no", figures=["$7,500"], feat="V")
A("WA", "sparky in geraldton, knocked off a job this arvo. when does the notice of completion have to go in and when does the customer get the safety cert",
  "WA NOC within 3 days of finishing (r52); ESC to the customer within 28 days",
  "facts.md §3.2 WA", figures=["3 days", "28 days"], feat="S")
A("WA", "wa plumber, big drainage job startin tuesday. how much notice do i have to give before i start",
  "WA Notice of Intention at least 24 hours before major plumbing work",
  "facts.md §4.2 WA", figures=["24 hours"], date="2026-12-01", feat="O")
A("WA", "wa, reconnectin a gas bbq for a customer in albany, 80 bucks. do i need to be licensed for somethin that small",
  "WA gasfitting on a consumer's installation only by a licensed gas fitter, at any value",
  "facts.md §1.4, §9 (second pass)", verdict="yes", feat="V")
A("WA", "wa plumbin contractor: does my licence number have to go on my facebook ads, and how long do i keep the compliance certs",
  "WA plumbing contractor: licence number in all advertising; certificates of compliance kept at least 6 years",
  "facts.md §1.4, §4.2 WA, §6.4", verdict="yes", figures=["6 years"], feat="VS")
A("WA", "subbie in rockingham, head contractor wants 40 business days to pay me on the subcontract. is that legit",
  "WA SOP: head contractor to subcontractor 25 BD maximum -> 40 BD not allowed",
  "facts.md §6.7 WA", verdict="no", figures=["25 BD"], feat="V")
# ---------------------------------------------------------------- SA answers
A("SA", "sa plumber, just did a tap washer in glenelg. reckon i can skip the coc",
  "SA plumbing CoC not needed for tap washers -> yes, can skip",
  "facts.md §4.2 SA, §9", verdict="yes", feat="VO")
A("SA", "mount gambier sparky. how long have i got to get the electrical cert to the otr, and do i fill it out before or after energisin",
  "SA eCoC completed before the installation is made available for energisation, then to the Technical Regulator and owner within 30 days",
  "facts.md §3.2 SA", figures=["30 days"], feat="O")
A("SA", "gutter job in whyalla on monday, about a 2.4m drop. no need for a swms is there",
  "SA HRCW fall trigger more than 2 m from 1 July 2026 (was 3 m) -> SWMS needed at 2.4 m",
  "facts.md §5.6, §9", verdict="yes", figures=["2 m"], date="2026-11-30", feat="V")
A("SA", "sa, 10k bathroom reno, mate says i dont legally need a written contract for that. is he right",
  "SA written contract for domestic building work of $12,000 and more; $10,000 is minor work -> not required, claim right",
  "facts.md §2.1, §2.2 SA, §9 (second pass)", verdict="yes", figures=["$12,000"], feat="V")
A("SA", "port lincoln, 15k kitchen. surely a quote and a few texts is enough, no contract?",
  "statement to correct: SA written contract needed at $12,000 and more",
  "facts.md §2.1, §2.2 SA, §9 (second pass)", verdict="no", figures=["$12,000"], feat="VO")
A("SA", "put in a new gas hot water unit yesterday, how long have i got to issue the cert",
  "profile SA gasfitter: SA gas eCoC issued within 30 days",
  "facts.md §4.5 SA, §9 (26 Nov)", figures=["30 days"], date="2026-11-27",
  profile={"state": "SA", "trade": "gasfitter"}, feat="O")
A("SA", "sa, finished a bathroom rough-in thursday. how many days to get my plumbin cert in, and how long has the sparky got for his",
  "SA plumbing CoC within 7 days; electrical eCoC within 30 days",
  "facts.md §3.2 SA, §4.2 SA, §9", figures=["7 days", "30 days"], date="2026-11-26", feat="SO")
A("SA", "sa, whats the fine for not havin a swms on a high risk job? im a sole trader",
  "SA SWMS penalty $6,000 (individual) / $30,000 (body corporate)",
  "facts.md §5.6", figures=["$6,000"])
A("SA", "adelaide painter, do i need a builders licence just to paint houses",
  "SA: painting is building work -> building work contractor's licence (BWC Act)",
  "facts.md §1.5", verdict="yes", feat="VO")
A("SA", "farm fencin near clare sa, just post and wire. is that buildin work needin a bwc licence",
  "SA regs treat fencing as building work except post-and-wire -> not building work",
  "facts.md §1.5", verdict="no", feat="V")
A("SA", "sa, whats the penalty if i contract buildin work without a licence, first offence, just me as a sole trader",
  "SA unlicensed building-work contracting: individual up to $100,000 (first or second offence)",
  "facts.md §1.5", figures=["$100,000"])

# ---------------------------------------------------------------- TAS answers
A("TAS", "launceston, 18k bathroom. am i ok to do it without a written contract",
  "TAS written contract only for residential building work of $20,000 or more -> not required at $18,000",
  "facts.md §2.1, §2.2 TAS", verdict="yes", figures=["$20,000"], feat="V")
A("TAS", "hobart, 24k deck. can i just go on a handshake",
  "TAS written, dated, signed contract needed at $20,000 or more",
  "facts.md §2.1, §2.2 TAS", verdict="no", figures=["$20,000"], feat="VO")
A("TAS", "owner builder in devonport, already done 2 houses in the last 6 years. am i allowed a third",
  "TAS owner-builders are limited to 2 projects in 10 years",
  "facts.md §1.6", verdict="no", figures=["2 projects in 10 years"], feat="V")
A("TAS", "tassie builder, do i have to take out home warranty on a 100k reno",
  "TAS: no statutory home-warranty scheme (Housing Indemnity Act 1992 repealed)",
  "facts.md §0, §2.1, §2.2 TAS", verdict="no", feat="V")
A("TAS", "hot water in tassie, what temp does the tank have to be kept at and whats the max out of the shower",
  "stored hot water 60°C or more; tempering valve 50°C to personal-hygiene fixtures",
  "facts.md §4.3", figures=["60°C", "50°C"], feat="SO")
A("TAS", "builder doin a house for an owner in burnie, sent my payment claim. how long has the owner got to send a schedule",
  "TAS SOP payment schedule 20 days residential (10 days commercial)",
  "facts.md §6.7 TAS", figures=["20 days"])
A("TAS", "tas owner builder permit, how much public liability do i need to have",
  "TAS owner-builder permit: public liability of at least $5 million",
  "facts.md §1.6", figures=["$5 million"])
A("TAS", "tas, cat 1 low risk plumbin. is the owner allowed to do that themselves",
  "TAS plumbing Cat 1 (low risk): owner may do it",
  "facts.md §4.2 TAS", verdict="yes", feat="VO")

# ---------------------------------------------------------------- ACT answers
A("ACT", "chippy in belconnen puttin up stud walls for a licensed builder. do i need my own licence",
  "ACT: carpenters and similar trades are not licensed (builders, electricians, plumbers, drainers, gasfitters are)",
  "facts.md §1.7", verdict="no", feat="VO")
A("ACT", "sparky in gungahlin, puttin in a home battery with the solar. any extra ticket i need",
  "ACT: DER endorsement needed since 11 Sep 2024 for wiring work on rooftop solar, inverters and batteries",
  "facts.md §1.7", verdict="yes", figures=["11 Sep 2024"], feat="VO")
A("ACT", "tested a job today, how long have i got to get the test report in",
  "profile ACT electrician: test report to the Construction Occupations Registrar or owner within 14 days of the test",
  "facts.md §3.2 ACT", figures=["14 days"], profile={"state": "ACT", "trade": "electrician"}, feat="O")
A("ACT", "canberra, 15k alteration. residential building insurance needed?",
  "ACT residential building insurance or fidelity certificate for alterations of $12,000 or more",
  "facts.md §2.1, §2.2 ACT", verdict="yes", figures=["$12,000"], feat="V")
A("ACT", "act gasfitter, when do i have to hand over the compliance cert",
  "ACT: compliance indicator and certificate of compliance as soon as practicable (Gas Safety Act s9)",
  "facts.md §4.5 ACT", figures=["as soon as practicable"])
A("ACT", "homeowner in weston creek wants to do his own bathroom plumbin. is that allowed",
  "ACT: plumbing, drainage and gasfitting are licensed; homeowners can't do regulated plumbing",
  "facts.md §4.2 ACT, §1.7", verdict="no", feat="V")
A("ACT", "act subbie, contract gives the head contractor 30 bd to pay me. legit?",
  "ACT SOP maximum time to pay 15 BD (s13(1)) -> 30 BD not allowed",
  "facts.md §6.7 ACT", verdict="no", figures=["15 BD"], feat="V")

# ---------------------------------------------------------------- NT answers
A("NT", "alice springs, 20k freestandin shed. do i need bpb registration",
  "NT: free-standing sheds do not need BPB registration",
  "facts.md §1.8", verdict="no", feat="V")
A("NT", "darwin, 30k extension on a house. do i need to be registered",
  "NT BPB building contractor registration for extensions over $12,000",
  "facts.md §1.8, §2.1 NT", verdict="yes", figures=["$12,000"], feat="V")
A("NT", "darwin sparky, swapped a dead ceilin fan for the same model, same spot, no wirin changes. coc needed?",
  "NT: from 1 Jan 2026 like-for-like replacements that don't change wiring, load or circuit protection need no CoC",
  "facts.md §3.2 NT", verdict="no", feat="VO")
A("NT", "nt gas, commercial job with about 300 kg of storage. how much notice does nt worksafe need before we start",
  "NT gas works on fuel gas systems over 200 kg stored notified to NT WorkSafe no later than 24 hours before",
  "facts.md §9 (second pass)", figures=["24 hours"], feat="O")
A("NT", "nt, 40k extension in nightcliff, client's happy with a handshake. we right?",
  "NT signed contract for prescribed residential building work over $12,000 -> handshake not ok",
  "facts.md §2.1 NT, §9 (second pass)", verdict="no", figures=["$12,000"], feat="VO")
A("NT", "nt, how much in net assets do i need to register as a builder, and how long does the fidelity cert cover structural defects",
  "NT residential building cover: $50,000 net tangible assets; fidelity certificates 6 years structural (1 year non-structural)",
  "facts.md §2.2 NT", figures=["$50,000", "6 years"], feat="S")

# ---------------------------------------------------------------- national answers
A("AU", "turnovers about 68k a year, do i have to register for gst",
  "GST registration compulsory at $75,000 or more GST turnover -> not required at $68,000",
  "facts.md §6.2", verdict="no", figures=["$75,000"], feat="V")
A("AU", "crossed 75k turnover last month. how long have i got to register for gst, and what rate do i start chargin",
  "register within 21 days of reaching the threshold; GST 10%",
  "facts.md §6.2", figures=["21 days", "10%"], feat="S")
A("AU", "customer wants a tax invoice for a 1,400 job, does their name have to be on it",
  "tax invoice for sales of $1,000 or more must also show the buyer's identity or ABN",
  "facts.md §6.3", verdict="yes", figures=["$1,000"], feat="VO")
A("AU", "how long do i gotta hang on to recipts and invoices for the tax man",
  "keep business records for 5 years",
  "facts.md §6.4, §9 (fifth pass)", figures=["5 years"], feat="O")
A("AU", "client wants one of them reconstituted quartz benchtops in the new kitchen, can we still put one in",
  "engineered stone benchtops banned from 1 July 2024 (make, supply, process, install)",
  "facts.md §5.8", verdict="no", figures=["1 July 2024"], feat="VO")
A("AU", "doin my first split system install next week, do i need an arctick ticket for that",
  "refrigerant handling licence (ARC / ARCtick) needed to install equipment with fluorocarbon refrigerant",
  "facts.md §1.9", verdict="yes", feat="VO")
A("AU", "new deck with a few steps down to the yard. how high does the ballustrade have to be on the deck and how high along the stairs",
  "barrier at least 1 m above a landing / floor; 865 mm along stair flights and ramps",
  "facts.md §5.2", figures=["1 m", "865 mm"], feat="SO")
A("AU", "puttin a tmv in at a childcare centre, what temp do i set it to",
  "thermostatic mixing valve set to 45°C in early childhood centres, schools, nursing homes",
  "facts.md §4.3", figures=["45°C"], feat="O")
A("AU", "apprentce needs his white card, whats the unit code for the course",
  "CPCWHS1001 Prepare to work safely in the construction industry",
  "facts.md §5.7", figures=["CPCWHS1001"], feat="O")
A("AU", "back in july 2025 i paid my apprentice his june wages late. mate reckons that was still at 11.5% super. is he right",
  "12% applies to wages paid on or after 1 July 2025, even for earlier pay periods -> 11.5% wrong",
  "facts.md §6.6, §9", verdict="no", figures=["12%"], date="2025-07-15", feat="V")
A("AU", "customer asked for a tax invoice today for a 2k job i did back in june. do i still have to give her one",
  "a tax invoice must be given within 28 days of being requested",
  "facts.md §6.3, §9 (fifth pass)", verdict="yes", figures=["28 days"], feat="V")
A("AU", "wirin a new house, do all the circuits need a 30 mA safety switch",
  "residential: all final subcircuits need 30 mA RCD protection (AS/NZS 3000:2018)",
  "facts.md §3.4", verdict="yes", figures=["30 mA"], feat="VO")
A("AU", "waterproofin an open shower with no screen, how far out from the rose does the waterstop go",
  "unenclosed shower: waterstop at least 1,500 mm from the shower rose (Housing Provisions 10.2.18)",
  "facts.md §5.3", figures=["1,500 mm"], feat="O")

# ---------------------------------------------------------------- tools
T("AU", "customer paid 3,850 inc gst for a hot water job, how much of that is gst",
  "GST in an inclusive amount = 1/11", "facts.md §6.2", ["$350", "10%"])
T("AU", "quote for a colorbond fence is 12.4k + gst, whats the total",
  "add GST 10%", "facts.md §6.2", ["$13,640", "10%"])
T("AU", "apprentce got 900 on thursday, how much super and by when does it have to land in the fund",
  "super 12% of wages paid now; Payday Super: received by the fund within 7 business days of payday (from 1 July 2026)",
  "facts.md §6.6, §9 (second pass)", ["$108", "12%", "7 business days"], date="2026-11-26", feat="S")
T("AU", "labourers wages i paid on 20 june 2025 were 2,400, what super should that have been",
  "11.5% for wages paid 1 Jul 2024 - 30 Jun 2025", "facts.md §6.6, §9", ["$276", "11.5%"], date="2025-06-20")
T("AU", "paid my offsider one thousand two hundred and fifty this week, hows much super",
  "super 12% of wages paid now", "facts.md §6.6, §9", ["$150", "12%"])
T("VIC", "vic, 18k bathroom. customer wants to pay a 2k deposit, thats ok yeah?",
  "VIC deposit 10% under $20,000 -> max $1,800; $2,000 is over", "facts.md §2.1, §2.2 VIC",
  ["$1,800", "10%"], verdict="no", feat="V")
T("WA", "kalgoorlie, 150k house. client wants to hand over 10 grand as a deposit, fine?",
  "WA deposit 6.5% ($7,500-$500,000) -> max $9,750; $10,000 is over", "facts.md §2.1, §2.2 WA, §9",
  ["$9,750", "6.5%"], verdict="no", feat="V")
T("QLD", "qld, 32 grand bathroom n laundry on one contract. max deposit in dollars?",
  "QLD deposit 5% at $20,000 or more", "facts.md §2.1, §2.2 QLD", ["$1,600", "5%"])
T("NSW", "reno in 2340, fifty five thousand all up. how much can i take up front",
  "NSW deposit 10% (HBA s8)", "facts.md §2.1, §2.2 NSW", ["$5,500", "10%"])
T("AU", "subbie wont give me an abn, his bill is 3.2k. how much do i keep back",
  "no-ABN withholding 47%", "facts.md §6.8", ["$1,504", "47%"])

# ---------------------------------------------------------------- declines
D("NSW", "nsw sparky, whats the fine if the ccew goes in after the 7 days",
  "late CCEW penalty not held (the 7 days is)", "Building Commission NSW")
D("NSW", "how long does icare usually take to issue the hbcf certificate once i apply",
  "HBCF processing time not held (the $20,000 trigger is)", "icare (Home Building Compensation Fund)")
D("NSW", "nsw gasfitter, whats the penalty for sendin the gas cert in after the 5 business days",
  "late gas certificate penalty not held (the 5 business days is)", "Building Commission NSW (NSW Fair Trading)")
D("NSW", "whats the minimum age to get a contractor licence in nsw, my 17 yo wants one",
  "minimum age for a contractor licence not held (licence terms 1, 3 or 5 years are)", "Building Commission NSW")
D("NSW", "how much does safework nsw charge for a class b asbestos removal licence",
  "asbestos licence fee not held (the 10 m² trigger is)", "SafeWork NSW")
D("VIC", "vic plumber, whats the fine if i lodge the compliance cert after the 5 days",
  "late plumbing compliance certificate penalty not held (the 5 days and $750 are)",
  "Building and Plumbing Commission (formerly VBA)")
D("VIC", "how much does esv charge to register as an rec",
  "REC registration fee not held (registration lasts up to 5 years)", "Energy Safe Victoria")
D("VIC", "how long is the bpc takin to process domestic builder limited registrations at the moment",
  "registration processing time not held", "Building and Plumbing Commission (formerly VBA)")
D("VIC", "vic, whats the fine for restumpin without bein registered",
  "penalty not held (registration at any value for re-stumping is)", "Building and Plumbing Commission (formerly VBA)")
D("VIC", "how many years does dbi cover a job for in vic",
  "VIC DBI cover period not held (the $16,000 trigger is; NSW/QLD periods are neighbours)",
  "Building and Plumbing Commission (formerly VBA)")
D("QLD", "qld home warrenty premium on a 50k reno, roughly?",
  "QLD Home Warranty premium not held (the $3,300 trigger and 6 years 6 months cover are)", "QBCC")
D("QLD", "qld electrical contractor licence, whats the fee each year",
  "electrical contractor licence fee not held (1 year term, $5,000,000 / $50,000 cover are)",
  "Electrical Safety Office (WorkSafe QLD)")
D("QLD", "qld plumber, whats the fine for lodgin a form 4 late",
  "late Form 4 penalty not held (10 business days and the lodgement fee are)", "QBCC")
D("QLD", "whats the penalty in qld for not havin a swms on site",
  "QLD SWMS penalty not held (the SA $6,000 penalty is a neighbour)", "WorkSafe QLD")
D("WA", "wa, how much is the fee to register as a building contractor",
  "registration fee not held (the $50,000 cash / $20,000 trigger are)", "Building Services Board (Building and Energy, DEMIRS)")
D("WA", "roughly what does hii cost on a 300k house in ellenbrook",
  "HII premium not held (the $20,000 trigger is)", "Building and Energy (DEMIRS)")
D("WA", "wa sparky, whats the penalty for puttin the notice of completion in late",
  "late NOC penalty not held (the 3 days is)", "Building and Energy (DEMIRS)")
D("WA", "wa gasfitter, what does each enotice cost to lodge",
  "eNotice fee not held", "Building and Energy (DEMIRS)")
D("SA", "sa sparky, is there a fee for each ecoc i lodge, how much",
  "eCoC fee not held (30 days and the $5,000 penalty are)", "Office of the Technical Regulator")
D("SA", "sa gasfitter, whats the penalty for gettin the gas cert in after the 30 days",
  "late gas CoC penalty not held (the electrical $5,000 penalty is a neighbour)", "Office of the Technical Regulator")
D("SA", "whats building indemnity insurance cost on a 250k new build in sa",
  "BII premium not held", "Consumer and Business Services (CBS)")
D("SA", "cooling off period on a domestic buildin contract in sa?",
  "SA cooling-off not found", "Consumer and Business Services (CBS)")
D("SA", "how much to renew a plumbin contractor licence in sa",
  "plumbing contractor licence fee not held", "Consumer and Business Services (CBS)")
D("TAS", "tas owner builder permit, whats the fee",
  "owner-builder permit fee not held (2 projects in 10 years, $5 million cover are)", "CBOS")
D("TAS", "tas, how long is the cooling off on a 60k reno contract",
  "TAS cooling-off not found (the $20,000 written-contract rule is)", "CBOS")
D("TAS", "tas, how many years is a builders licence good for before i renew",
  "licence term not held", "CBOS")
D("TAS", "whats the fine in tas for not havin a written contract on a 25k job",
  "penalty not held (written contract at $20,000 or more is)", "CBOS")
D("ACT", "act sparky, whats the fine if the test report goes in after the 14 days",
  "late test report penalty not held (the 14 days is)", "Access Canberra (Construction Occupations Registrar)")
D("ACT", "act, what does the residential building insurance cost on a 40k alteration",
  "ACT residential building insurance premium not held (the $12,000 trigger is)", "Access Canberra")
D("ACT", "how long is an act builders licence good for, when do i renew",
  "ACT licence term not held", "Access Canberra")
D("NT", "nt, max deposit on a 60k extension in darwin",
  "NT deposit regulated (regs 41HA/41HE) but the amount is not captured", "Building Practitioners Board")
D("NT", "nt sparky, whats the fine for not doin a coc on a job",
  "NT CoC penalty not held (deadline not found either)", "NT WorkSafe")
D("NT", "how much does a fidelity certificate cost for a new house in darwin",
  "fidelity certificate cost not held (the $50,000 net assets and 6 years cover are)",
  "Building Practitioners Board (MBA NT Fidelity Fund)")
D("NT", "nt builder rego with the bpb, how often do i have to renew",
  "registration term not held", "Building Practitioners Board")
D("AU", "payday super, whats the penalty if it lands in the fund a day late",
  "SG late-payment penalty not held (the 7 business days is)", "ATO")
D("AU", "whats the fine for registerin for gst late",
  "late GST registration penalty not held (the 21 days is)", "ATO")
D("AU", "1st year apprentice sparky, whats the award rate an hour",
  "award / apprentice rates not held", "Fair Work Ombudsman")
D("AU", "can i put a 2% surcharge on eftpos and visa payments from next month",
  "card surcharge rules not held", "ACCC / RBA", date="2026-12-01")
D("AU", "wats the exact wording in as 3740 about shower hobs",
  "standard clause text not reproduced", "Standards Australia")
D("AU", "arctick licence, how often do i have to renew it",
  "refrigerant handling licence renewal period not held", "Australian Refrigeration Council (ARC)")

# ---------------------------------------------------------------- ambiguous
M("sparky here, job is either in albury or wodonga, customer hasnt said which side. how long do i get for the electrical cert",
  "Albury NSW (CCEW 7 days) / Wodonga VIC (COES 1 month, non-prescribed)")
M("10k tilin job, either in mildura or over the river in buronga. licence or rego needed?",
  "Mildura VIC (<=$10,000: no) / Buronga NSW (>$5,000: yes)")
M("26k reno in springfield, whats the max deposit",
  "Springfield QLD (>= $20,000: 5%) / Springfield NSW (10%) / Springfield SA (not found) / Springfield VIC (>= $20,000: 5%) / Springfield TAS (not found)")
M("im based in coolangatta, got a 4k deck job on a street right on the border, havent checked which side the house is on yet. licence needed?",
  "work on the QLD/NSW border, side not known: Tweed side NSW (<=$5,000: no) / Gold Coast side QLD (>$3,300: yes)")
M("5k paint job in st kilda, do i need a licence",
  "St Kilda VIC (<=$10,000: no) / St Kilda SA (painting is building work: BWC licence)")


def main():
    out = []
    for i, it in enumerate(ITEMS, 1):
        d = {"id": "d26-%03d" % i, "q": it["q"], "kind": it["kind"], "state": it["state"]}
        for k in ("verdict", "figures"):
            if it.get(k):
                d[k] = it[k]
        d["topic"] = it["topic"]
        d["basis"] = it["basis"]
        for k in ("ask", "date", "profile"):
            if it.get(k):
                d[k] = it[k]
        out.append(d)
    assert len(out) == 150, len(out)
    assert len({d["q"] for d in out}) == 150
    with open(os.path.join(HERE, "questions.json"), "w") as f:
        json.dump(out, f, indent=2, ensure_ascii=False)
        f.write("\n")
    feats = {k: sum(k in it["feat"] for it in ITEMS) for k in "VOSN"}
    print(len(out), "questions;", feats)


if __name__ == "__main__":
    main()
