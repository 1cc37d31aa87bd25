#!/usr/bin/env python3
"""Writes questions.json for blind held-out set h31 (style: numbers and days the way people say them).
Today is 2026-11-29 (Sunday); relative days are resolved into `date`. Run: python3 gen.py"""
import json, os

HERE = os.path.dirname(os.path.abspath(__file__))
Q = []


def add(kind, state, q, topic, basis, verdict=None, figures=None, ask=None, date=None, profile=None):
    d = {"id": "h31-%03d" % (len(Q) + 1), "q": q, "kind": kind, "state": state}
    if verdict is not None:
        d["verdict"] = verdict
    if figures:
        d["figures"] = figures
    if ask:
        d["ask"] = ask
    if date:
        d["date"] = date
    if profile:
        d["profile"] = profile
    d["topic"] = topic
    d["basis"] = basis
    Q.append(d)


def A(state, q, topic, basis, **kw):
    add("answer", state, q, topic, basis, **kw)


def T(state, q, topic, basis, **kw):
    add("tool", state, q, topic, basis, **kw)


def D(state, q, topic, ask, **kw):
    add("decline", state, q, topic, "facts (not held)", ask=ask, **kw)


def M(q, topic, basis):
    add("ambiguous", None, q, topic, basis)


# ---------------------------------------------------------------- NSW answers
A("NSW", "bathroom retile in penrith, comes to a bit under four and a half grand all up. do i need my licence for that",
  "wall and floor tiling is trade work: licence only over $5,000 incl GST; a bit under $4,500 all up is under",
  "facts §1.1, §2.1 NSW", verdict="no", figures=["$5,000"])
A("NSW", "got a little job tomorrow swappin a kitchen mixer, ninety bucks tops. do i even need my licence for that",
  "profile NSW plumber: plumbing needs a licence whatever its value",
  "facts §1.1, §2.1 NSW", verdict="yes", profile={"state": "NSW", "trade": "plumber"})
A("NSW", "sparky in orange, tested the new circuits thursday arvo. when's the ccew due",
  "CCEW within 7 days of finishing the safety and compliance test; tested Thu 26 Nov 2026 -> by Thu 3 Dec 2026",
  "facts §3.2 NSW", figures=["7 days"], date="2026-11-26")
A("NSW", "owner in gosford was handed her signed copy of a sixty grand reno contract last monday. can she still pull out today",
  "cooling-off 5 clear business days after being given the signed copy (HBA s 7BA); given Mon 23 Nov -> Tue 24, Wed 25, "
  "Thu 26, Fri 27, Mon 30 Nov; today Sun 29 Nov is inside it",
  "facts §2.1, §2.2 NSW, §9", verdict="yes", figures=["5 clear business days"], date="2026-11-23")
A("NSW", "reroofin in dubbo, the ridge is about 9 foot off the ground. swms needed?",
  "HRCW: risk of falling more than 2 m (9 ft = about 2.7 m) -> SWMS before work starts",
  "facts §5.6 NSW", verdict="yes", figures=["2 m"])
A("NSW", "diggin a stormwater trench in albury, bout 4 foot deep. does that count as high risk construction work",
  "HRCW trenches only deeper than 1.5 m; 4 ft = about 1.2 m -> not HRCW by the trench trigger",
  "facts §5.6 NSW", verdict="no", figures=["1.5 m"])
A("NSW", "homeowner in bathurst wants to pull a 3 by 3 metre patch of fibro off his shed himself. is he allowed",
  "NSW home renovators may remove up to 10 m² of bonded asbestos in total; 3 x 3 m = 9 m²",
  "facts §5.5 NSW", verdict="yes", figures=["10 m²"])
A("NSW", "gasfitter in newcastle nsw, finished an lpg install yesterday arvo. how long have i got to get the cert to fair trading",
  "non-networked (LPG): Certificate of Inspection to Fair Trading within 5 business days of the work (finished Sat 28 Nov "
  "2026 -> about Fri 4 Dec)",
  "facts §4.5 NSW", figures=["5 business days"], date="2026-11-28")
A("NSW", "subbie in blacktown, put my claim in to the builder a fortnight ago thursday. whats the longest he can take to pay me",
  "NSW SOP: subcontract maximum time to pay 20 BD (s11(1A)) unless the contract says earlier",
  "facts §6.7 NSW", figures=["20 BD"], date="2026-11-12")
A("NSW", "split system install in coffs harbour, twelve hundred bucks all up. do i need a licence for it",
  "air conditioning and refrigeration is specialist work: licence at any value (plus the refrigerant handling licence)",
  "facts §1.1, §2.1 NSW, §1.9", verdict="yes")
A("NSW", "two and a half grand of concretin in tamworth, client wants a written contract. legally do i have to give one",
  "NSW written contract only over $5,000; $2,500 is under",
  "facts §2.1, §2.2 NSW, §9", verdict="no", figures=["$5,000"])
A("NSW", "bloke at the pub in liverpool reckons you need a licence in nsw once a job goes over a grand. is he right",
  "statement to correct: $1,000 is superseded; current threshold $5,000 incl GST",
  "facts §1.1, §8 NSW", verdict="no", figures=["$5,000"])
A("NSW", "layin floatin floors in port macquarie, about fifteen grand worth. licence needed?",
  "non-structural flooring not licensed in NSW since 16 Sep 2009, whatever the value",
  "facts §1.1, §9 NSW", verdict="no")
A("NSW", "plumber in queanbeyan, bathroom reno where we're movin the shower and the toilet. notice of work before i start?",
  "NoW before starting; moving fixtures is not 'minor works'",
  "facts §4.2 NSW", verdict="yes")
# ---------------------------------------------------------------- NSW tools
T("NSW", "kitchen in castle hill nsw quoted at sixty-two grand, whats the most i can take as a deposit",
  "NSW deposit cap 10% of the contract price", "facts §2.1, §2.2 NSW", figures=["$6,200", "10%"])
T("NSW", "tilin job in armidale at four point six grand plus the G. licence?",
  "$4,600 + GST = $5,060 > $5,000 incl GST", "facts §1.1, §2.1 NSW", verdict="yes", figures=["$5,060", "$5,000"])
T("NSW", "hornsby reno, kitchen's fifteen grand and the laundry another six and a half grand, all one contract. hbcf needed?",
  "sum $21,500 > $20,000 -> HBCF before starting or taking money", "facts §2.1, §2.2 NSW",
  verdict="yes", figures=["$21,500", "$20,000"])
T("NSW", "bathroom in maitland nsw, wall tiles are three grand and the floor another twelve hundred. licence?",
  "one tiling job: $4,200 (x1.1 = $4,620) not over $5,000 -> no licence", "facts §1.1, §2.1 NSW",
  verdict="no", figures=["$4,200", "$5,000"])

# ---------------------------------------------------------------- VIC answers
A("VIC", "restumpin a weatherboard in bendigo, only about six and a half grand. do i need rego for that",
  "VIC re-stumping needs registration whatever the cost", "facts §1.2, §2.1 VIC", verdict="yes")
A("VIC", "ballarat bathroom, a touch under ten grand all up. do i have to be registered",
  "VIC registration only for domestic work over $10,000", "facts §1.2, §2.1 VIC", verdict="no", figures=["$10,000"])
A("VIC", "geelong plumber, relocatin a gas heater to the other wall, three hundred bucks. compliance cert needed at that price?",
  "Type A gas appliance relocation: compliance certificate at any value", "facts §4.2, §4.5 VIC", verdict="yes")
A("VIC", "shepparton plumber, finished a twelve hundred dollar hot water job friday. when do i have to lodge the compliance cert",
  "over $750: certificate to the customer and lodged with the BPC within 5 days of finishing (Fri 27 Nov -> by Wed 2 Dec 2026)",
  "facts §4.2 VIC", figures=["5 days"], date="2026-11-27")
A("VIC", "sparky in frankston, swapped out the main switchboard tuesday. can i liven it before the inspector gets there",
  "main switchboard is prescribed work: must not be energised before the LEI inspection", "facts §3.2 VIC", verdict="no")
A("VIC", "seventeen and a half grand reno on a three storey townhouse in hawthorn vic. dbi?",
  "DBI for domestic work over $16,000 on 3 storeys or less", "facts §2.1, §2.2 VIC", verdict="yes", figures=["$16,000"])
A("VIC", "owner in ringwood got her signed copy thursday and now wants out of the reno contract. can she still",
  "cooling-off 5 clear business days after receiving the signed copy (Thu 26 Nov -> runs to Thu 3 Dec); today is inside it",
  "facts §2.1, §2.2 VIC", verdict="yes", figures=["5 clear business days"], date="2026-11-26")
A("VIC", "licensed removalist in vic, pullin about 8 square of bonded sheetin. how much notice do i give worksafe",
  "VIC: at least 24 h before, for 10 m² or less of non-friable", "facts §5.5 VIC", figures=["24 h"])
A("VIC", "old fella in warrnambool reckons you need rego for anything over five grand. still true?",
  "statement to correct: $5,000 applied before 1 Aug 2017; now over $10,000", "facts §1.2, §8 VIC",
  verdict="no", figures=["$10,000"])
A("VIC", "registered plumber in vic, not licensed yet. job's about two grand, can i sign the compliance cert myself",
  "only licensed plumbers sign compliance certificates; a registered plumber needs a licensed one for work over $750",
  "facts §1.2, §4.2 VIC", verdict="no", figures=["$750"])
A("VIC", "signed a kitchen job in torquay vic back in autumn 2017 for seven and a half grand. should that have been a major domestic building contract",
  "before 1 Aug 2017 the major domestic building contract threshold was over $5,000 -> yes",
  "facts §2.2 VIC, §8, §9", verdict="yes", figures=["$5,000"], date="2017-04-15")
A("VIC", "puttin solar on a house in wodonga. is that prescribed work that needs an lei?",
  "solar is prescribed work: independent Licensed Electrical Inspector", "facts §3.2 VIC", verdict="yes")
A("VIC", "subbie in dandenong, sent my claim monday. how long has the builder got to come back with a payment schedule",
  "VIC SOP: within the contract time or 10 BD, whichever is earlier", "facts §6.7 VIC", figures=["10 BD"])
A("VIC", "job's just over the border from albury, a nine grand deck. need to be registered?",
  "over the border from Albury = Wodonga VIC: registration only over $10,000 ($9,000, even x1.1 = $9,900, is under)",
  "facts §1.2, §2.1 VIC", verdict="no", figures=["$10,000"])

# ---------------------------------------------------------------- VIC tools
T("VIC", "bathroom in sunbury, nineteen-five all up. max deposit in dollars?",
  "VIC deposit 10% under $20,000", "facts §2.1, §2.2 VIC", figures=["$1,950", "10%"])
T("VIC", "thirty-two grand extension in melton vic, whats the most i can ask up front",
  "VIC deposit 5% at $20,000 or more", "facts §2.1, §2.2 VIC", figures=["$1,600", "5%"])
T("VIC", "carpentry's six grand and tilin another four and a half grand, same house in mornington vic. do i need rego",
  "more than one type of work together over $10,000 -> registration", "facts §1.2 VIC",
  verdict="yes", figures=["$10,500", "$10,000"])
T("VIC", "traralgon plumbin job, my labour's four hundred and fifty and the customer bought the four hundred dollar toilet suite himself. compliance cert?",
  "total value whoever supplied the materials: $850 > $750", "facts §4.2 VIC", verdict="yes", figures=["$850", "$750"])

# ---------------------------------------------------------------- QLD answers
A("QLD", "plumber in toowoomba, fixin a leakin tap, hundred and fifty bucks. need my qbcc licence for that",
  "plumbing needs a QBCC occupational licence at any value", "facts §1.3, §2.1 QLD", verdict="yes")
A("QLD", "paintin job in mackay, a bit over three grand inc gst, call it 3.1. do i need a qbcc licence",
  "licence only over $3,300 incl GST; $3,100 is under", "facts §1.3, §2.1 QLD", verdict="no", figures=["$3,300"])
A("QLD", "cairns deck, around eight grand. does it need home warranty",
  "QLD Home Warranty Scheme for residential work over $3,300", "facts §2.1, §2.2 QLD", verdict="yes", figures=["$3,300"])
A("QLD", "house frame in ipswich, we're workin about 8 foot up. swms?",
  "QLD: SWMS for any construction work above 2 m, housing included (8 ft = about 2.4 m)", "facts §5.6 QLD",
  verdict="yes", figures=["2 m"])
A("QLD", "housing job in logan, top plate's about 12 foot up. is fall prevention mandatory at that height",
  "QLD housing: fall prevention mandatory at 3 m or more (12 ft = about 3.7 m)", "facts §5.6 QLD",
  verdict="yes", figures=["3 m"])
A("QLD", "sparky in townsville, how long do i have to keep copies of the test certs",
  "QLD contractor keeps a copy of the certificate for 5 years", "facts §3.2, §6.4 QLD", figures=["5 years"])
A("QLD", "bundaberg, forty grand reno, owner got the whole signed contract wednesday. how long's the cooling off",
  "QLD cooling-off 5 business days from the day after receiving the signed contract (and the guide)",
  "facts §2.1, §2.2 QLD", figures=["5 business days"])
A("QLD", "qld, thirty-five grand kitchen job. once we start on site when's the commencement notice due",
  "contracts of $20,000+: Commencement Notice within 10 business days of starting on site", "facts §2.2 QLD, §9",
  figures=["10 business days"])
A("QLD", "plumber in rockhampton, finished notifiable work and invoiced it friday. how long to lodge the form 4",
  "notifiable work registered with the QBCC within 10 business days of invoicing (Fri 27 Nov -> about Fri 11 Dec)",
  "facts §4.2 QLD", figures=["10 business days"], date="2026-11-27")
A("QLD", "gasfitter on the gold coast with a nsw licence. can i just work up here under mutual recognition",
  "QLD is not in Automatic Mutual Recognition for gas; a QLD gas work licence (RSHQ) is needed", "facts §1.3 QLD",
  verdict="no")
A("QLD", "hervey bay, granny flat where well over half of it gets built in the shed. max deposit?",
  "QLD: up to 20% where off-site work is more than 50% of the price", "facts §2.1, §2.2 QLD, §9", figures=["20%"])
A("QLD", "subbie on the sunshine coast, how long has the head contractor got to send me a payment schedule",
  "QLD BIF Act: payment schedule within 15 BD (or earlier per contract)", "facts §6.7 QLD", figures=["15 BD"])
A("QLD", "runnin a removal crew in redcliffe qld, pullin out around 15 square of fibro. do we need an asbestos licence",
  "QLD Class B licence for more than 10 m² of non-friable (bonded) asbestos", "facts §5.5 QLD",
  verdict="yes", figures=["10 m²"])

# ---------------------------------------------------------------- QLD tools
T("QLD", "kitchen in gladstone qld, seventeen and a half grand. max deposit in dollars",
  "QLD deposit 10% under $20,000", "facts §2.1, §2.2 QLD", figures=["$1,750", "10%"])
T("QLD", "toowoomba extension, eighty-five grand. most i can take up front?",
  "QLD deposit 5% at $20,000 or more", "facts §2.1, §2.2 QLD", figures=["$4,250", "5%"])
T("QLD", "pergola in bundy, three point one grand plus the G. need a qbcc licence?",
  "$3,100 + GST = $3,410 > $3,300 (incl GST)", "facts §1.3, §2.1 QLD", verdict="yes", figures=["$3,410", "$3,300"])
T("QLD", "bathroom in nambour, customer bought two grand of tiles and my labour's eighteen hundred. licence?",
  "value includes materials whoever supplies them: $3,800 > $3,300", "facts §1.3 QLD",
  verdict="yes", figures=["$3,800", "$3,300"])

# ---------------------------------------------------------------- WA answers
A("WA", "patio in midland wa, fifteen grand all up. do i need to be a registered builder",
  "WA building contractor registration only over $20,000", "facts §1.4, §2.1 WA", verdict="no", figures=["$20,000"])
A("WA", "sparky in bunbury, finished yesterday. when's the notice of completion due",
  "NOC within 3 days of finishing (r52) (Sat 28 Nov -> by Tue 1 Dec 2026)", "facts §3.2 WA",
  figures=["3 days"], date="2026-11-28")
A("WA", "plumber in mandurah, major job startin wednesday. how much notice do i have to give",
  "Notice of Intention at least 24 hours before major plumbing work", "facts §4.2 WA", figures=["24 hours"])
A("WA", "plumber in albany wa, wrapped up a major job friday. when's the coc due",
  "CoC within 5 working days of finishing major plumbing work (Fri 27 Nov -> about Fri 4 Dec)", "facts §4.2 WA",
  figures=["5 working days"], date="2026-11-27")
A("WA", "plumbin contractor in karratha, how long do i keep my compliance certs",
  "WA plumbing certificates of compliance kept at least 6 years", "facts §1.4, §4.2, §6.4 WA", figures=["6 years"])
A("WA", "handyman in kalgoorlie wants to swap a gas heater for fifty bucks. does he need a gas fitters licence",
  "WA gasfitting on a consumer's installation only by a licensed gas fitter, at any value", "facts §1.4, §9 WA",
  verdict="yes")
A("WA", "thirty-odd grand reno in joondalup. home indemnity insurance?",
  "WA HII for residential work over $20,000", "facts §2.1, §2.2 WA", verdict="yes", figures=["$20,000"])
A("WA", "six grand bathroom contract in cockburn wa. does the home buildin contracts act cover it",
  "Home Building Contracts Act covers $7,500-$500,000", "facts §2.2 WA", verdict="no", figures=["$7,500"])
A("WA", "subbie in broome, head contractor's draggin it out. whats the longest he can take to pay me",
  "WA SOP Act 2021: head contractor to subcontractor 25 BD", "facts §6.7 WA", figures=["25 BD"])
A("WA", "subcontract signed back in winter 2021 in bunbury. which security of payment law covers it",
  "contracts before 1 Aug 2022 stay under the Construction Contracts Act 2004 (2021 Act only from 1 Aug 2022)",
  "facts §6.7 WA", date="2021-07-15")
A("WA", "finished a rewire yesterday arvo, how long have i got to get the safety certificate to the customer",
  "profile WA electrician: ESC to the person the work was done for within 28 days (Sat 28 Nov -> by 26 Dec)",
  "facts §3.2 WA", figures=["28 days"], date="2026-11-28", profile={"state": "WA", "trade": "electrician"})

# ---------------------------------------------------------------- WA tools
T("WA", "extension in rockingham, a hundred and forty grand. max deposit?",
  "WA deposit 6.5% ($7,500-$500,000)", "facts §2.1, §2.2 WA", figures=["$9,100", "6.5%"])
T("WA", "ellenbrook patio, twelve and a half grand. deposit in dollars?",
  "WA deposit 6.5% ($7,500-$500,000)", "facts §2.1, §2.2 WA", figures=["$812.50", "6.5%"])
T("WA", "job in armadale wa: slab's eleven grand and the frame another ten and a half grand. need to be a registered builder",
  "one contract $21,500 > $20,000", "facts §1.4, §2.1 WA", verdict="yes", figures=["$21,500", "$20,000"])

# ---------------------------------------------------------------- SA answers
A("SA", "roofer in gawler sa, eaves are about 8 foot up, job starts monday. swms?",
  "SA HRCW fall trigger more than 2 m from 1 July 2026 (8 ft = about 2.4 m) -> SWMS", "facts §5.6 SA, §9",
  verdict="yes", figures=["2 m"], date="2026-11-30")
A("SA", "back in autumn we did a gutter job in salisbury sa about 9 foot up with no swms. were we ok back then",
  "before 1 July 2026 the SA trigger was 3 m; 9 ft = about 2.7 m -> no SWMS needed then", "facts §5.6 SA, §9",
  verdict="yes", figures=["3 m"], date="2026-04-15")
A("SA", "plumber in whyalla, finished the job thursday arvo. when's the coc due",
  "SA plumbing CoC to the OTR and the customer within 7 days of completing (Thu 26 Nov -> by Thu 3 Dec 2026)",
  "facts §4.2 SA, §9", figures=["7 days"], date="2026-11-26")
A("SA", "sparky in port lincoln, when does the ecoc have to be in",
  "eCoC completed before energisation, then to the Technical Regulator and owner within 30 days", "facts §3.2 SA",
  figures=["30 days"])
A("SA", "gasfitter in murray bridge, put in a new gas cooktop. how long for the coc",
  "SA gas eCoC within 30 days after appliance installation", "facts §4.5 SA, §9", figures=["30 days"])
A("SA", "adelaide reno, about nine grand all up. do i need a written contract",
  "SA written contract for work of $12,000 and more; about $9,000 is under", "facts §2.1, §2.2 SA, §9",
  verdict="no", figures=["$12,000"])
A("SA", "bathroom in prospect sa for thirteen grand. written contract needed?",
  "SA written contract for work of $12,000 and more", "facts §2.1, §2.2 SA, §9", verdict="yes", figures=["$12,000"])
A("SA", "subbie in elizabeth sa, how long has the builder got to send me a payment schedule",
  "SA SOP: payment schedule 15 BD (or earlier per contract)", "facts §6.7 SA", figures=["15 BD"])
A("SA", "puttin up post and wire fencin on a farm near naracoorte. is that building work that needs a bwc licence",
  "SA regs treat fencing as building work except post-and-wire", "facts §1.5 SA", verdict="no")
A("SA", "installin split systems round mount gambier. do i need a building work contractors licence",
  "SA: air-conditioning installation is building work -> BWC licence", "facts §1.5 SA", verdict="yes")
A("SA", "how much in net assets do i need to get a bwc licence in sa",
  "SA building work contractor's licence: at least $10,000 net assets", "facts §1.5 SA", figures=["$10,000"])

# ---------------------------------------------------------------- SA tools
T("SA", "kitchen's eight grand and the laundry five grand, one job in modbury. written contract?",
  "one job $13,000 >= $12,000", "facts §2.1, §2.2 SA, §9", verdict="yes", figures=["$13,000", "$12,000"])
T("SA", "three x 4k stages on the one contract down in noarlunga. written contract?",
  "3 x $4,000 = $12,000: '$12,000 and more' -> yes", "facts §2.1, §2.2 SA, §9", verdict="yes",
  figures=["$12,000", "$12,000"])

# ---------------------------------------------------------------- TAS answers
A("TAS", "bathroom in launceston, eighteen grand. written contract required?",
  "TAS written contract for residential work of $20,000 or more; $18,000 (even x1.1 = $19,800) is under",
  "facts §2.1, §2.2 TAS", verdict="no", figures=["$20,000"])
A("TAS", "hobart reno, twenty-five grand. do i need a written contract",
  "TAS written contract for residential work of $20,000 or more", "facts §2.1, §2.2 TAS", verdict="yes",
  figures=["$20,000"])
A("TAS", "builder in sorell, sixty grand extension. do i have to take out home warranty insurance",
  "TAS: no statutory home-warranty scheme found (Housing Indemnity Act 1992 repealed)", "facts §0, §2.1, §2.2 TAS",
  verdict="no")
A("TAS", "mate in devonport wants to owner-build. how many goes does he get",
  "TAS owner-builders limited to 2 projects in 10 years", "facts §1.6 TAS", figures=["2 projects in 10 years"])
A("TAS", "plumber in burnie, whats the max temp at the bathroom basin",
  "tempering valve set to 50°C for personal-hygiene fixtures", "facts §4.3 TAS", figures=["50°C"])
A("TAS", "childcare centre in glenorchy, what do i set the tmv to",
  "TMV set to 45°C in early childhood centres", "facts §4.3 TAS", figures=["45°C"])
A("TAS", "plumber in ulverstone, whats the lowest the hot water can be stored at",
  "stored hot water at 60°C or more", "facts §4.3 TAS", figures=["60°C"])
A("TAS", "subbie on a house job in new norfolk, how long's the other side got to give me a payment schedule",
  "TAS SOP: payment schedule 20 days residential (10 days commercial)", "facts §6.7 TAS", figures=["20 days"])
A("TAS", "owner-builder in huonville, how much public liability does he need",
  "TAS owner-builder permit: public liability of at least $5 million", "facts §1.6 TAS", figures=["$5 million"])

# ---------------------------------------------------------------- TAS tool
T("TAS", "kitchen eleven grand plus a deck nine and a half grand, one contract in rosny. written contract?",
  "one contract $20,500 >= $20,000", "facts §2.1, §2.2 TAS", verdict="yes", figures=["$20,500", "$20,000"])

# ---------------------------------------------------------------- ACT answers
A("ACT", "canberra sparky, tested the job friday arvo. how long to get the test report in",
  "ACT test report to the Registrar or owner within 14 days of the test (Fri 27 Nov -> by Fri 11 Dec 2026)",
  "facts §3.2 ACT", figures=["14 days"], date="2026-11-27")
A("ACT", "belconnen, fittin a home battery next month. need anything extra on my electrical licence",
  "ACT: DER endorsement needed for solar, inverter and battery wiring work (from 11 Sep 2024)", "facts §1.7 ACT",
  verdict="yes")
A("ACT", "chippy in gungahlin, just hangin doors and fittin skirting. do i need an act licence",
  "ACT: carpenters and similar trades are not licensed (builders, electricians, plumbers, drainers, gasfitters are)",
  "facts §1.7 ACT", verdict="no")
A("ACT", "alterations in weston creek, about thirteen and a half grand. residential building insurance?",
  "ACT residential building insurance or fidelity certificate for alterations of $12,000 or more", "facts §2.1, §2.2 ACT",
  verdict="yes", figures=["$12,000"])
A("ACT", "reno in woden, nine grand. do i need the residential building insurance",
  "ACT cover only for work of $12,000 or more ($9,000, even x1.1, is under)", "facts §2.1, §2.2 ACT",
  verdict="no", figures=["$12,000"])
A("ACT", "gasfitter in tuggeranong, when do i have to hand over the certificate",
  "ACT: compliance indicator and certificate 'as soon as practicable' (Gas Safety Act s9)", "facts §4.5 ACT")
A("ACT", "subbie in canberra, whats the longest the builder can take to pay my claim",
  "ACT SOP: 15 BD (s13(1))", "facts §6.7 ACT", figures=["15 BD"])
A("ACT", "homeowner in kambah wants to do his own plumbin. is he allowed",
  "ACT: homeowners can't do regulated plumbing", "facts §4.2 ACT", verdict="no")

# ---------------------------------------------------------------- ACT tool
T("ACT", "extension in bruce act: kitchen eight and a half grand plus the bathroom four grand. insurance?",
  "$12,500 >= $12,000 -> residential building insurance or fidelity certificate", "facts §2.1, §2.2 ACT",
  verdict="yes", figures=["$12,500", "$12,000"])

# ---------------------------------------------------------------- NT answers
A("NT", "darwin extension, about fifteen grand. need to be registered with the bpb",
  "NT BPB registration for listed residential work (extensions) over $12,000", "facts §1.8, §2.1 NT",
  verdict="yes", figures=["$12,000"])
A("NT", "alice springs, free-standing shed, twenty-five grand. registration?",
  "NT: free-standing sheds need no registration", "facts §1.8 NT", verdict="no")
A("NT", "palmerston nt, swappin a light fitting like for like next week, no wiring changes. coc?",
  "from 1 Jan 2026 like-for-like replacements without wiring/load/protection changes need no CoC",
  "facts §3.2 NT", verdict="no", date="2026-12-04")
A("NT", "katherine, back in spring last year i did a like for like fan swap, no wiring change. should i have done a coc",
  "before 1 Jan 2026 a CoC was needed for all electrical work (limited exceptions); spring 2025 -> yes",
  "facts §3.2 NT", verdict="yes", date="2025-10-15")
A("NT", "darwin plumber with an advanced tradesman licence. can i certify my own work",
  "NT: advanced tradesman can contract and do work but not certify; certifying plumber registration with the BPB needed",
  "facts §1.8, §4.2 NT", verdict="no")
A("NT", "open carport added onto an existing house in casuarina nt, round fourteen grand. registration?",
  "NT: open carports added to existing buildings need no registration", "facts §1.8 NT", verdict="no")
A("NT", "tennant creek, lpg install with about 250 kg stored. how much notice for the gas works",
  "NT: gas works over 200 kg stored notified to NT WorkSafe no later than 24 hours before", "facts §9 NT",
  figures=["24 hours"])
A("NT", "nt subbie, builder's contract says forty-five business days to pay. is that legal",
  "NT: any term longer than 30 BD is read as 30 BD", "facts §6.7 NT", verdict="no", figures=["30 BD"])

# ---------------------------------------------------------------- NT tool
T("NT", "nightcliff job, slab's seven grand and the frame another six and a half grand. bpb registration?",
  "$13,500 > $12,000", "facts §1.8, §2.1 NT", verdict="yes", figures=["$13,500", "$12,000"])

# ---------------------------------------------------------------- national answers
A("AU", "customer wants an engineered stone benchtop put in after chrissy. can i still install it",
  "engineered stone benchtops banned from 1 July 2024", "facts §5.8", verdict="no")
A("AU", "turnover's lookin like eighty-odd grand this year. do i have to register for gst",
  "GST registration compulsory at $75,000 or more GST turnover", "facts §6.2", verdict="yes", figures=["$75,000"])
A("AU", "went over the gst threshold last week, how long have i got to register",
  "register within 21 days of reaching the threshold", "facts §6.2", figures=["21 days"])
A("AU", "customer asked for a tax invoice last tuesday. how long have i got",
  "tax invoice within 28 days of the request (Tue 24 Nov -> by 22 Dec 2026)", "facts §6.3, §9",
  figures=["28 days"], date="2026-11-24")
A("AU", "invoice for twelve hundred bucks, does it need the customer's name or abn on it",
  "sales of $1,000 or more must show the buyer's identity or ABN", "facts §6.3", verdict="yes", figures=["$1,000"])
A("AU", "regassin a split system, do i need a refrigerant handlin licence",
  "refrigerant handling licence (ARC) for work on equipment with fluorocarbon refrigerant", "facts §1.9",
  verdict="yes")
A("AU", "whats the unit code for the white card",
  "CPCWHS1001 Prepare to work safely in the construction industry", "facts §5.7", figures=["CPCWHS1001"])
A("AU", "buildin deck stairs, how high does the barrier have to be along the flight",
  "barrier at least 865 mm along stair flights (1 m on landings)", "facts §5.2", figures=["865 mm"])
A("AU", "deck landin about two and a half metres off the ground, whats the minimum barrier height",
  "barrier at least 1 m above a landing floor", "facts §5.2", figures=["1 m"])
A("AU", "paid the boys friday. with this payday super thing how long til their super has to land in the fund",
  "Payday Super (from 1 July 2026): received by the fund no more than 7 business days after payday (Fri 27 Nov -> about Tue 8 Dec)",
  "facts §9", figures=["7 business days"], date="2026-11-27")
A("AU", "super for the jan to march quarter this year, when did that have to hit the fund",
  "quarterly law kept for quarters to 30 June 2026: Jan-Mar quarter due 28 Apr", "facts §6.6, §9",
  figures=["28 Apr"], date="2026-03-31")
A("AU", "is the no abn withholdin still forty-nine percent",
  "statement to correct: 49% was 2014-2017; 47% from 1 July 2017", "facts §6.8, §8", verdict="no", figures=["47%"])

# ---------------------------------------------------------------- national tools
T("AU", "invoice came to three thousand three hundred inc, how much of that's gst",
  "GST = 1/11 of an inclusive amount", "facts §6.2", figures=["$300", "10%"])
T("AU", "quotin four point eight grand plus the G, whats the total to the customer",
  "add 10% GST", "facts §6.2", figures=["$5,280", "10%"])
T("AU", "eighteen-five ex, how much gst goes on top",
  "10% GST on an exclusive amount", "facts §6.2", figures=["$1,850", "10%"])
T("AU", "customer paid five and a half grand all up inc gst, whats mine ex",
  "exclusive = inclusive / 1.1", "facts §6.2", figures=["$5,000", "10%"])
T("AU", "apprentice on eleven hundred a week, how much super do i put in",
  "SG 12% for wages paid from 1 July 2025", "facts §6.6, §9", figures=["$132", "12%"])
T("AU", "labourer's on eighteen hundred a week, whats the super for the week",
  "SG 12% for wages paid from 1 July 2025", "facts §6.6, §9", figures=["$216", "12%"])
T("AU", "wages i paid back in march 2025 came to four grand, what super should that have been",
  "11.5% for wages paid 1 Jul 2024 - 30 Jun 2025", "facts §6.6, §9", figures=["$460", "11.5%"], date="2025-03-15")
T("AU", "subbie's got no abn, invoice is twenty-five hundred. how much do i hold back",
  "no-ABN withholding 47%", "facts §6.8", figures=["$1,175", "47%"])
T("AU", "no abn courier, seventy bucks ex gst for a drop off. do i have to withhold anything",
  "no withholding for $75 or less excluding GST", "facts §6.8", verdict="no", figures=["$75"])
T("AU", "tilin brought in forty-eight grand this year and the side work another twenty-nine grand. do i have to register for gst",
  "GST turnover $77,000 >= $75,000 (turnover excludes GST; sum taken as written)", "facts §6.2",
  verdict="yes", figures=["$77,000", "$75,000"])
T("AU", "new subbie's abn is 33 378 009 882, does it check out",
  "ABN check digits (mod 89)", "facts §6.1", figures=["valid"])
T("AU", "abn on this invoice says 96999250568, legit?",
  "ABN check digits (mod 89)", "facts §6.1", figures=["valid"])
T("AU", "bloke gave me 77 877 066 565 as his abn, is that a real one",
  "ABN check digits (mod 89): last digit changed from a valid number", "facts §6.1", figures=["invalid"])
T("AU", "can u check 93121930437 for me, sposed to be an abn",
  "ABN check digits (mod 89): two digits swapped from a valid number", "facts §6.1", figures=["invalid"])

# ---------------------------------------------------------------- declines
D("NSW", "roughly whats icare gonna charge for hbcf on a ninety grand reno in ryde",
  "HBCF premium not held", "icare (Home Building Compensation Fund)")
D("NSW", "how much to renew my nsw contractor licence for five years",
  "licence renewal fee not held", "Building Commission NSW")
D("NSW", "sparky in nsw, whats the fine if the ccew goes in a week late",
  "CCEW late penalty not held (the 7-day rule is held)", "Building Commission NSW")
D("NSW", "nsw long service levy on a quarter mil build, how much is it",
  "levy rates not held", "Long Service Corporation")
D("NSW", "whats the fee to lodge a notice of work in nsw",
  "NoW fee not held", "Building Commission NSW (NSW Fair Trading)")
D("NSW", "subbie in penrith, how much retention can the builder hang onto from my payments",
  "retention amount not held", "Building Commission NSW (NSW Fair Trading)")
D("VIC", "ballpark dbi premium on a forty grand reno in geelong",
  "DBI premium not held", "Building and Plumbing Commission (formerly VBA)")
D("VIC", "what does esv charge per coes these days",
  "COES fee not held", "Energy Safe Victoria")
D("VIC", "how long's the bpc takin to process domestic builder rego at the moment",
  "processing time not held", "Building and Plumbing Commission (formerly VBA)")
D("VIC", "subbie in vic, whats the longest the builder can take to pay me once the schedule's in",
  "VIC SOP maximum time to pay not captured (the 10 BD schedule is held)", "Building and Plumbing Commission (formerly VBA)")
D("VIC", "whats the fine in vic for lodgin a plumbing compliance cert a week late",
  "late compliance certificate penalty not held (the 5-day rule is held)", "Building and Plumbing Commission (formerly VBA)")
D("VIC", "what does it cost to register as an rec with esv",
  "REC registration fee not held", "Energy Safe Victoria")
D("QLD", "home warranty premium on a fifty grand reno in brisbane, roughly",
  "QLD home warranty premium not held", "QBCC")
D("QLD", "qleave levy on an eighty-odd grand build, how much",
  "levy rate not held", "QLeave")
D("QLD", "whats the qbcc licence fee for a carpentry trade contractor",
  "licence fee not held", "QBCC")
D("QLD", "qld fine for doin gas work without an rshq licence",
  "penalty not held", "Resources Safety and Health Queensland")
D("QLD", "how much is an electrical contractor licence with the eso each year",
  "licence fee not held", "Electrical Safety Office (WorkSafe QLD)")
D("QLD", "qld plumber, whats the penalty for puttin a form 4 in late",
  "late notifiable-work penalty not held (10 business days and the fee are held)", "QBCC")
D("WA", "house contract in perth wa, how many days cooling off does the owner get",
  "WA cooling-off not found", "Building and Energy (DEMIRS)")
D("WA", "ctf levy on a four hundred grand house in wa",
  "levy rate not held", "Construction Training Fund (CTF)")
D("WA", "how much to renew a wa electrical contractor licence",
  "licence fee not held", "Building and Energy (DEMIRS)")
D("WA", "wa plumber, whats the fine if i start without lodgin the noi",
  "penalty not held (the 24-hour NOI rule is held)", "Plumbers Licensing Board (Building and Energy)")
D("WA", "wa sparky, penalty for skippin the preliminary notice",
  "penalty not held", "Building and Energy (DEMIRS)")
D("WA", "how long's building and energy takin on builder registrations right now",
  "processing time not held", "Building Services Board (Building and Energy)")
D("SA", "client in adelaide offerin a third up front on a forty-five grand job, am i allowed to take that",
  "SA deposit cap not found", "Consumer and Business Services (CBS)")
D("SA", "sa reno contract, how many days cooling off",
  "SA cooling-off not found", "Consumer and Business Services (CBS)")
D("SA", "sa gasfitter, whats the fine if the ecoc goes in after the 30 days",
  "late gas CoC penalty not held (the 30 days is held)", "Office of the Technical Regulator")
D("SA", "bii premium on a thirty grand extension in sa, roughly",
  "BII premium not held", "Consumer and Business Services (CBS)")
D("SA", "does the otr charge for each ecoc, how much",
  "eCoC fee not held", "Office of the Technical Regulator")
D("SA", "whats the fee for a building work supervisor registration in sa",
  "registration fee not held", "Consumer and Business Services (CBS)")
D("TAS", "tassie reno, whats the max deposit i can take on thirty-odd grand",
  "TAS deposit cap not found", "CBOS")
D("TAS", "cooling off on a reno contract in launceston, how many days",
  "TAS cooling-off not found", "CBOS")
D("TAS", "tas sparky, how many days have i got to get the cec done after the job",
  "TAS CEC deadline not found", "CBOS")
D("TAS", "gasfitter in hobart, deadline for the gas compliance cert",
  "TAS gas certificate deadline not researched", "CBOS")
D("TAS", "how much is a builder licence in tassie",
  "licence fee not held", "CBOS")
D("TAS", "whats the fine in tassie for doin building work unlicensed",
  "penalty not held", "CBOS")
D("ACT", "max deposit on a twenty-odd grand kitchen in canberra",
  "ACT deposit cap not found", "Access Canberra")
D("ACT", "act reno contract, is there a cooling off and how long",
  "ACT cooling-off not found", "Access Canberra")
D("ACT", "act subbie, how long has the builder got to send me a payment schedule",
  "ACT payment schedule time not captured (15 BD to pay is held)", "Access Canberra")
D("ACT", "how much is an act builder licence renewal",
  "licence fee not held", "Access Canberra")
D("ACT", "whats the fine in the act for no swms on site",
  "WHS penalty not held", "WorkSafe ACT")
D("ACT", "what's qbe chargin for residential building insurance on a fifteen grand job in canberra",
  "premium not held", "Access Canberra")
D("NT", "darwin sparky, how many days have i got to get the coc in now",
  "NT CoC deadline not found (only 'decreased')", "NT WorkSafe")
D("NT", "nt, max deposit on a fifty grand extension",
  "NT deposit amount not captured (regs 41HA/41HE)", "Building Practitioners Board")
D("NT", "what does a fidelity certificate cost through the mba nt fidelity fund",
  "fidelity certificate cost not held", "MBA NT Fidelity Fund")
D("NT", "alice springs gasfitter, how long have i got to hand over the gas cert",
  "NT gas certificate rule not researched", "NT WorkSafe")
D("NT", "nt electrical contractor licence, what does it cost",
  "licence fee not held", "NT WorkSafe")
D("NT", "reno contract in darwin, does the owner get a cooling off and how long",
  "NT cooling-off not found", "Building Practitioners Board")
D("AU", "third year apprentice sparky, whats the hourly rate i gotta pay him",
  "award rates not held", "Fair Work Ombudsman")
D("AU", "from the first of next month can i still put a card surcharge on",
  "card surcharge rules not held", "ACCC / RBA", date="2026-12-01")
D("AU", "how much is an arctick licence",
  "refrigerant handling licence fee not held", "Australian Refrigeration Council (ARC)")
D("AU", "can u give me the exact wording of as 3740 on shower falls",
  "standard clause text not reproduced", "Standards Australia")

# ---------------------------------------------------------------- ambiguous
M("7 grand deck, either mildura or just across the river in buronga. licence or rego?",
  "Mildura VIC (<=$10,000: no registration) / Buronga NSW (>$5,000: licence yes)", "facts §1.1, §1.2, §2.1")
M("queanbeyan or the canberra side, not sure yet. sparky - how long to get the test paperwork in",
  "Queanbeyan NSW (CCEW 7 days) / Canberra ACT (test report 14 days)", "facts §3.2")
M("mungindi, four grand of tilin. licence?",
  "Mungindi NSW (<=$5,000: no) / Mungindi QLD (>$3,300: yes)", "facts §1.1, §1.3, §2.1")
M("goondiwindi or boggabilla, whichever the owner picks, twenty-five grand reno. max deposit?",
  "Goondiwindi QLD (>=$20,000: 5%) / Boggabilla NSW (10%)", "facts §2.1")
M("maryborough, fourteen grand reno. written contract?",
  "Maryborough QLD (level 1: yes) / Maryborough VIC (>$10,000: yes)", "facts §2.1, §2.2")
M("perth, eighteen grand kitchen. written contract needed?",
  "Perth WA ($7,500-$500,000: yes) / Perth TAS (<$20,000: no)", "facts §2.2")
M("bridgewater, fifteen grand reno. written contract?",
  "Bridgewater SA ($12,000+: yes) / Bridgewater TAS (<$20,000: no) / Bridgewater VIC (>$10,000: yes)", "facts §2.1, §2.2, §9")
M("campbelltown plumber, how long to get the compliance cert in",
  "Campbelltown NSW (CoC; 7 working days if a booked inspection is missed) / Campbelltown SA (7 days)", "facts §4.2, §9")
M("st kilda, thirty grand kitchen, whats the max deposit",
  "St Kilda VIC (>=$20,000: 5%) / St Kilda SA (not found)", "facts §2.1")
M("windsor, four grand paint job. licence?",
  "Windsor NSW (<=$5,000: no) / Windsor VIC (<=$10,000: no) / Windsor QLD (>$3,300: yes)", "facts §1.1, §1.2, §1.3, §2.1")
M("box hill sparky, when's the cert due to the customer",
  "Box Hill VIC (COES 1 month, non-prescribed) / Box Hill NSW (CCEW 7 days)", "facts §3.2")
M("yarrawonga or mulwala, twenty-two grand reno, max deposit",
  "Yarrawonga VIC (>=$20,000: 5%) / Mulwala NSW (10%)", "facts §2.1")
M("whats the max deposit on a fifteen grand reno",
  "no state: NSW 10% / VIC 10% / QLD 10% / WA 6.5% / SA, TAS, ACT, NT not found", "facts §2.1")
M("how long have i got to lodge the electrical cert after a job",
  "no state: NSW 7 days / VIC 1 month (non-prescribed) / QLD as soon as possible / WA ESC 28 days / SA 30 days / "
  "ACT 14 days / TAS, NT not found", "facts §3.2")

assert len(Q) == 200, len(Q)
json.dump(Q, open(os.path.join(HERE, "questions.json"), "w"), indent=2, ensure_ascii=False)
print("wrote", len(Q))
