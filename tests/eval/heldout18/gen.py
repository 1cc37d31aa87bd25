#!/usr/bin/env python3
"""Writes questions.json for held-out set 18 (blind-h18). Today = 2026-11-28 (Saturday).
Each row: (kind, state, q, extra dict). Ids are given in order h18-001..h18-200."""
import json, os

HERE = os.path.dirname(os.path.abspath(__file__))
F = "facts.md (not held)"
R = []


def a(state, q, topic, basis, verdict=None, figures=None, **kw):
    R.append(dict(kind="answer", state=state, q=q, topic=topic, basis=basis, verdict=verdict, figures=figures, **kw))


def t(state, q, topic, basis, figures, verdict=None, **kw):
    R.append(dict(kind="tool", state=state, q=q, topic=topic, basis=basis, verdict=verdict, figures=figures, **kw))


def d(state, q, topic, ask, **kw):
    R.append(dict(kind="decline", state=state, q=q, topic=topic, basis=F, ask=ask, **kw))


def amb(q, topic, basis):
    R.append(dict(kind="ambiguous", state=None, q=q, topic=topic, basis=basis))


# ---------------------------------------------------------------- answers: NSW (13)
a("NSW", "chippy out in dubbo, cust wants a 7 grand hardwood deck. do i gotta be licenced for that or nah",
  "decks are structural landscaping: licence needed above $5,000 ($7,000 is over)", "facts.md §1.1, §2.1",
  "yes", ["$5,000"])
a("NSW", "lady in wagga wants the dunny moved about a metre, only bout 3k of work. do i still need the plumbin licence for somethin that small",
  "plumbing/drainage needs a licence at any value in NSW", "facts.md §1.1, §2.1", "yes")
a("NSW", "17k bathroom in orange nsw. do i have to sort the icare insurance before i start",
  "HBCF only for residential work over $20,000: $17,000 is under", "facts.md §2.1, §2.2 NSW", "no", ["$20,000"])
a("NSW", "gave the client in tamworth her signed copy of a 45k reno contract on monday, now wednesday she wants to pull out. can she do that",
  "NSW cooling-off: owner may rescind within 5 clear business days after being given the signed copy (HBA s 7BA)",
  "facts.md §2.1, §2.2 NSW, §9", "yes", ["5 clear business days"])
a("NSW", "fitter in liverpool nsw, just doin split systems in houses, each one well under 5k. do i need a licence for that",
  "air conditioning and refrigeration is specialist work: licence at any value", "facts.md §1.1, §2.1", "yes")
a("NSW", "gasfitter in blacktown, how many days have i got to get the gas compliance cert to fair trading after the job",
  "NSW gas CoC / certificate of inspection to Fair Trading within 5 business days", "facts.md §4.5 NSW", None,
  ["5 business days"])
a("NSW", "subbie in wollongong. head contractor keeps draggin it out, whats the longest he can legally take to pay my claim",
  "NSW SOP: head contractor to subcontractor at most 20 BD (s11(1A))", "facts.md §6.7 NSW", None, ["20 BD"])
a("NSW", "builder in sydney wants to stick a pay when paid clause in my subcontract. is that allowed",
  "pay-when-paid clauses are void (NSW SOP s34)", "facts.md §6.7", "no")
a("NSW", "plumber, bathroom reno in chatswood where none of the fixtures move. do i need to put in a notice of work",
  "NoW not needed for minor works incl. a bathroom renovation that doesn't move fixtures", "facts.md §4.2 NSW", "no")
a("NSW", "laying floatin floorboards in castle hill, 8k job. am i ok to do that without a licence in nsw?",
  "non-structural flooring no longer licensed in NSW (since 16 Sep 2009), whatever the value", "facts.md §1.1, §9",
  "yes", ["16 Sep 2009"])
a("NSW", "homeowner in gosford, bout 8 square metres of old bonded fibro on the eaves. am i allowed to pull it off myself without a licensed removalist",
  "NSW home renovators may remove up to 10 m² of bonded asbestos in total; above that a licensed contractor",
  "facts.md §5.5", "yes", ["10 m²"])
a("NSW", "sparky in nsw, electrical only job for a homeowner. can i ask for more than 10% deposit on that",
  "NSW 10% deposit cap does not apply to specialist-only work (HBA s8)", "facts.md §2.2 NSW", "yes", ["10%"])
a("NSW", "reno contract in nsw, client got her signed copy on 23 dec. do the days between xmas and new years get left out of her cooling off",
  "NSW business day excludes weekends, public holidays and 27-31 December (HBA s 3)", "facts.md §2.2 NSW", "yes",
  ["5 clear business days"])

# ---------------------------------------------------------------- answers: VIC (13)
a("VIC", "reblockin an old weatherboard in bendigo, only 3.5k. do i need to be registered for that",
  "VIC: re-blocking needs registration whatever the cost", "facts.md §1.2, §2.1", "yes")
a("VIC", "14k job in ballarat, do i need domestic building insurance on it",
  "VIC DBI only for work over $16,000", "facts.md §2.1, §2.2 VIC", "no", ["$16,000"])
a("VIC", "sparky in shepparton, solar and battery install. can i just write the coes up myself without an inspector lookin at it",
  "solar and batteries are prescribed work: independent LEI inspection, not energised before it", "facts.md §3.2 VIC",
  "no")
a("VIC", "swapped a few downlights and a ceilin fan in frankston, how long have i got to give the customer the coes",
  "non-prescribed work: COES to the customer within 1 month", "facts.md §3.2 VIC", None, ["1 month"])
a("VIC", "vic plumber, patchin a busted below ground sewer drain, whole job about 500 bucks. compliance cert needed or is it too small",
  "below-ground sanitary drains need a compliance certificate at any value", "facts.md §4.2 VIC", "yes")
a("VIC", "just did tap washers for a client in sunbury, $200 all up. do i need to do a compliance certificate",
  "VIC compliance certificate threshold is work over $750 (tap washers not an any-value category)",
  "facts.md §4.2 VIC", "no", ["$750"])
a("VIC", "plumbin compliance cert in vic, do i give it to the customer or lodge it with the bpc? and how long",
  "both: to the customer and lodged with the BPC within 5 days of finishing", "facts.md §4.2 VIC", None, ["5 days"])
a("VIC", "signed a 60k extension in doncaster, client had her own solicitor go thru it before signin. now she wants to use the cooling off. can she",
  "VIC cooling-off (DBCA s34) does not apply if the owner had independent legal advice", "facts.md §2.2 VIC", "no")
a("VIC", "if a client pulls out in the cooling off in vic what can i hang onto",
  "builder may keep $100 plus out-of-pocket expenses the owner approved (DBCA s34)", "facts.md §2.2 VIC", None,
  ["$100"])
a("VIC", "registered plumber in vic but not licenced yet. am i allowed to sign the compliance cert on a 2k job",
  "only licensed plumbers sign compliance certificates (work over $750 needs a licensed plumber's sign-off)",
  "facts.md §1.2, §4.2 VIC", "no")
a("VIC", "forgot the cooling off notice in my major domestic contract in vic. how long has the owner got to get out",
  "no cooling-off notice: owner has 7 days from becoming aware", "facts.md §2.2 VIC", None, ["7 days"])
a("VIC", "licensed asbestos removalist, 30 m2 of fibro sheeting in a dandenong reno. how much notice does worksafe vic need",
  "VIC: more than 10 m² → notify at least 5 days before", "facts.md §5.5", None, ["5 days"])
a("VIC", "does the vba registration have to be in my own name, not my pty ltd",
  "the VBA registers individuals, not companies", "facts.md §1.2", "yes")

# ---------------------------------------------------------------- answers: QLD (12)
a("QLD", "paint job in cairns, three grand all up incl gst. do i need a qbcc licence",
  "QLD licence only for work valued over $3,300 ($3,000 incl GST is under)", "facts.md §1.3, §2.1", "no",
  ["$3,300"])
a("QLD", "termite sprayin job in townsville, only bout $800. qbcc licence needed for that",
  "termite management (chemical) needs a QBCC licence at any value", "facts.md §1.3", "yes")
a("QLD", "doin the hydraulic design for a duplex in logan, my fee is 1.5k. need to be licensed",
  "hydraulic services design needs a licence over $1,100", "facts.md §1.3", "yes", ["$1,100"])
a("QLD", "licensed chippy in qld, job needs bout 2 grand of tilin which isnt my class. am i ok to just do it",
  "incidental work outside your class allowed up to a combined $3,300", "facts.md §1.3", "yes", ["$3,300"])
a("QLD", "45k reno in redcliffe just kicked off on site. whens the commencement notice due",
  "QLD contracts $20,000+: Commencement Notice within 10 business days of starting on site", "facts.md §2.2 QLD",
  None, ["10 business days"])
a("QLD", "qld client wants out of the contract, how many days do they get and do they owe me anythin",
  "QLD cooling-off 5 business days; owner pays $100 plus reasonable out-of-pocket expenses", "facts.md §2.2 QLD",
  None, ["5 business days", "$100"])
a("QLD", "gettin my electrical contractor licence in qld, how much public liability do i need",
  "QLD electrical contractor licence: PL/products cover of at least $5,000,000 and consumer protection $50,000",
  "facts.md §1.3", None, ["$5,000,000", "$50,000"])
a("QLD", "plumber in mackay, lodged the form 4 three weeks after i invoiced. was that too late",
  "notifiable work registered with QBCC within 10 business days of invoicing: three weeks is late",
  "facts.md §4.2 QLD", "yes", ["10 business days"])
a("QLD", "nsw gasfitter here, wanna work up in qld. do i need a separate qld gas licence or does mutual recognition cover me",
  "QLD is not in Automatic Mutual Recognition for gas; QLD gas work licence via RSHQ", "facts.md §1.3", "yes")
a("QLD", "removin about 15 m2 of fibro sheetin in rocky for a customer, do i need a b class licence",
  "QLD Class B licence to remove more than 10 m² of non-friable asbestos as a business", "facts.md §5.5", "yes",
  ["10 m²"])
a("QLD", "subbie in qld, sent my claim to the builder. how long has he got to give me a payment schedule",
  "QLD BIF Act: payment schedule within 15 BD (or earlier per contract)", "facts.md §6.7 QLD", None, ["15 BD"])

# ---------------------------------------------------------------- answers: WA (10)
a("WA", "18k patio in joondalup, do i need to be a registered buildin contractor for that",
  "WA registration only for building work over $20,000", "facts.md §1.4, §2.1", "no", ["$20,000"])
a("WA", "9k pergola in rockingham, does it need a proper written contract",
  "WA Home Building Contracts Act: fixed-price contracts $7,500-$500,000 must be written", "facts.md §2.1, §2.2 WA",
  "yes", ["$7,500", "$500,000"])
a("WA", "35k extension in mandurah, when do i have to have the hii sorted",
  "HII for work over $20,000: certificate before claiming any payment or starting work", "facts.md §2.2 WA", "yes",
  ["$20,000"])
a("WA", "sparky in bunbury, how long for the esc to the customer, and do i need one for maintenance jobs",
  "ESC within 28 days; not needed for maintenance", "facts.md §3.2 WA", None, ["28 days"])
a("WA", "wa plumber, how many days to get the coc in after a major job and how long do i keep it",
  "WA plumbing CoC within 5 working days; keep 6 years", "facts.md §4.2 WA, §1.4", None,
  ["5 working days", "6 years"])
a("WA", "wa builder mate reckons i can put a rise and fall clause in a home buildin contract. can i",
  "rise-and-fall clauses not allowed under the WA Home Building Contracts Act", "facts.md §2.2 WA", "no")
a("WA", "got a class g gasfitting permit in wa, does that cover type b appliances",
  "Class G covers Type A appliances; Type B is Class I", "facts.md §1.4", "no")
a("WA", "wa plumbin contractor, do i really need my licence number on the ads on the ute",
  "licence number must appear in all advertising", "facts.md §1.4", "yes")
a("WA", "head contractor in wa, subbie claim came in. how many business days max to pay him",
  "WA SOP Act 2021: head contractor to subcontractor 25 BD", "facts.md §6.7 WA", None, ["25 BD"])

# ---------------------------------------------------------------- answers: SA (12)
a("SA", "roof job in glenelg, edge work at about 2.4m. do we need a swms these days",
  "SA HRCW fall trigger more than 2 m from 1 July 2026 → SWMS needed at 2.4 m", "facts.md §5.6, §9", "yes",
  ["2 m"])
a("SA", "back in june we had the lads on a roof at 2.5m in salisbury with no swms. were we ok back then",
  "before 1 July 2026 SA used 3 m → no SWMS needed at 2.5 m in June 2026", "facts.md §5.6, §9", "yes", ["3 m"],
  date="2026-06-15")
a("SA", "sa plumber, just cleared a blocked drain. do i need to do a coc for that",
  "SA plumbing CoC not needed for blocked drains", "facts.md §9", "no")
a("SA", "sa sparky, does the ecoc have to be done before the install gets livened",
  "eCoC must be completed before the installation is made available for energisation", "facts.md §3.2 SA", "yes")
a("SA", "sa sparky, once the ecoc is done how long to get it to the OTR and the owner",
  "eCoC to the Technical Regulator and owner within 30 days", "facts.md §3.2 SA", None, ["30 days"])
a("SA", "convertin a gas heater from natural to lpg in mount barker sa. do i need a gas coc",
  "SA gas CoC needed after conversions", "facts.md §4.5 SA", "yes")
a("SA", "10k bathroom in elizabeth sa, do i legally need a written contract",
  "SA written contract for domestic building work of $12,000 and more: $10,000 is under", "facts.md §2.1, §2.2 SA, §9",
  "no", ["$12,000"])
a("SA", "sa, left my licence number off a domestic buildin contract. whats the max penalty",
  "BWC Act s28: maximum penalty $5,000", "facts.md §2.2 SA", None, ["$5,000"])
a("SA", "startin a pavin business in adelaide. does pavin count as building work over there",
  "BWC Regulations r3: paving is building work (needs a BWC licence)", "facts.md §1.5", "yes")
a("SA", "how much can they fine me in sa for contractin without a licence, first time",
  "SA unlicensed contracting: individual up to $100,000 for a first or second offence", "facts.md §1.5", None,
  ["$100,000"])
a("SA", "diggin a sewer trench 1.8m deep in port lincoln, is that high risk work needin a swms",
  "trench deeper than 1.5 m is HRCW (SA list similar to the model list) → SWMS", "facts.md §5.6", "yes", ["1.5 m"])
# ---------------------------------------------------------------- answers: TAS (8)
a("TAS", "18k deck in burnie, do i need a written contract in tassie",
  "TAS written contract only for residential building work of $20,000 or more", "facts.md §2.1, §2.2 TAS", "no",
  ["$20,000"])
a("TAS", "quotin a new home in launnie, do i need to take out home indemnity or whatever like the other states",
  "TAS: no statutory home warranty scheme found (Housing Indemnity Act 1992 repealed)", "facts.md §2.1, §2.2 TAS",
  "no")
a("TAS", "tas plumber, what temp do i set the storage and the temperin valve at on a normal house",
  "stored 60°C or more; tempering valve 50°C for personal hygiene fixtures", "facts.md §4.3", None,
  ["60°C", "50°C"])
a("TAS", "doin the hot water at a childcare centre in hobart, what temp for the mixing valve",
  "TMV set to 45°C in early childhood centres", "facts.md §4.3", None, ["45°C"])
a("TAS", "aged care place in devonport wants me to put a temperin valve where the tmv is. is that allowed",
  "a TMV may replace a tempering valve, not the other way round", "facts.md §4.3", "no")
a("TAS", "tas plumber, cat 2b job in kingston beach, do i tell council after the job instead of before",
  "Cat 2B: plumber notifies council after the work (Form 80)", "facts.md §4.2 TAS", "yes")
a("TAS", "owner builder in tassie, how many houses can i do and how much public liability",
  "owner-builders limited to 2 projects in 10 years; public liability at least $5 million", "facts.md §1.6", None,
  ["2 projects in 10 years", "$5 million"])
a("TAS", "residential job in tassie, is it covered by security of payment, and how long for a payment schedule",
  "TAS SOP covers residential work; payment schedule 20 days residential", "facts.md §6.7 TAS", "yes",
  ["20 days"])

# ---------------------------------------------------------------- answers: ACT (8)
a("ACT", "sparky in belconnen, first home battery job comin up. do i need that DER endorsement",
  "ACT: DER endorsement needed for wiring work on solar, inverters and batteries (from 11 Sep 2024)",
  "facts.md §1.7", "yes", ["11 Sep 2024"])
a("ACT", "looking back, the battery i wired in canberra in august 2024, did i need the DER endorsement for that one",
  "DER endorsement required only from 11 Sep 2024 → not yet in August 2024", "facts.md §1.7", "no",
  ["11 Sep 2024"], date="2024-08-20")
a("ACT", "carpenter doin doors and skirtings in woden, do i need an act licence as a chippy",
  "carpenters and similar trades are not licensed in the ACT", "facts.md §1.7", "no")
a("ACT", "act sparky, how many days have i got to get the test report in after testin",
  "ACT test report to the Registrar or owner within 14 days of the test", "facts.md §3.2 ACT", None, ["14 days"])
a("ACT", "new install in gungahlin, can i switch it on before access canberra comes out",
  "Access Canberra audits all new installations; they can't be energised until passed", "facts.md §3.2 ACT", "no")
a("ACT", "10k alteration in canberra, do i need residential building insurance or a fidelity cert",
  "ACT cover for alterations/additions valued at $12,000 or more: $10,000 is under", "facts.md §2.1, §2.2 ACT", "no",
  ["$12,000"])
a("ACT", "homeowner in the act wants to do his own plumbin to save cash. does he need a licensed plumber for it",
  "ACT homeowners can't do regulated plumbing", "facts.md §4.2 ACT", "yes")

# ---------------------------------------------------------------- answers: NT (9)
a("NT", "alice springs, 25k free standin shed. do i need bpb registration",
  "NT: free-standing sheds don't need BPB registration", "facts.md §1.8", "no")
a("NT", "40k extension addin a bedroom in katherine. do i need to be registered and have a signed contract",
  "prescribed residential work over $12,000: registered building contractor and signed contract",
  "facts.md §1.8, §2.1, §9", "yes", ["$12,000"])
a("NT", "30k kitchen reno in darwin, no structural stuff. can i do it without bein a registered builder",
  "non-structural renovations don't need BPB registration", "facts.md §1.8", "yes")
a("NT", "got my advanced tradesman licence in the nt, can i certify my own plumbin now",
  "advanced tradesman cannot certify; needs registration as a certifying plumber with the BPB", "facts.md §1.8, §4.2",
  "no")
a("NT", "what do i need for an advanced tradesman plumbin licence in the territory",
  "2 years' post-trade experience and 10 specified units of competency", "facts.md §1.8", None, ["2 years"])
a("NT", "am i right to plug in equipment on a flex lead in darwin without an electrical licence",
  "plugging in equipment with a flexible cord is not electrical work (NT)", "facts.md §1.8", "yes")
a("NT", "commercial kitchen in darwin, gas load about 250 MJ an hour. do i gotta notify anyone before startin",
  "NT gas works over 200 MJ an hour notified to NT WorkSafe no later than 24 hours before", "facts.md §9", "yes",
  ["24 hours"])
a("NT", "head contractor in nt put 45 business days to pay in my subbie contract. does that stand",
  "NT: any term longer than 30 BD is read as 30 BD", "facts.md §6.7 NT", "no", ["30 BD"])

# ---------------------------------------------------------------- answers: AU / national (15)
a("AU", "just crossed the gst threshold, how long have i got to register",
  "register within 21 days of reaching the threshold", "facts.md §6.2", None, ["21 days"])
a("AU", "customer wants a tax invoice for a job i did, how long have i got to send it",
  "provide a tax invoice within 28 days of a request", "facts.md §6.3, §9", None, ["28 days"])
a("AU", "invoice for a 1,400 job, does it need the customers name or abn on it",
  "sales of $1,000 or more must show the buyer's identity or ABN", "facts.md §6.3", "yes", ["$1,000"])
a("AU", "how many years do i gotta keep all me business receipts and records",
  "keep business records for 5 years", "facts.md §6.4, §9", None, ["5 years"])
a("AU", "from next month when i pay the boys weekly, how long have i got to get their super into the fund",
  "Payday Super (from 1 July 2026): SG received by the fund no more than 7 business days after payday",
  "facts.md §9", None, ["7 business days"], date="2026-12-15")
a("AU", "super for jan to march this year, what date did it have to hit the fund",
  "old quarterly law kept for quarters to 30 June 2026: Jan-Mar quarter due 28 Apr", "facts.md §6.6, §9", None,
  ["28 Apr"], date="2026-03-31")
a("AU", "re-gassin a split system for a customer, do i need a licence for handlin the refrigerant",
  "Refrigerant Handling Licence needed to work with fluorocarbon refrigerant (ARC)", "facts.md §1.9", "yes")
a("AU", "new apprentice startin on site soon, does he need a white card first",
  "CPCWHS1001 white card mandatory before entering or working on a construction site", "facts.md §5.7", "yes",
  ["CPCWHS1001"])
a("AU", "client has her heart set on a new engineered stone island bench, can i still put one in for her",
  "installing engineered stone benchtops banned from 1 July 2024", "facts.md §5.8", "no", ["1 July 2024"])
a("AU", "is sintered stone caught up in the engineered stone ban, can i install a sintered benchtop",
  "sintered stone is excluded from the engineered-stone definition", "facts.md §5.8", "yes")
a("NSW", "contract signed nov 2023 for an engineered stone kitchen in newcastle, we put it in september 2024. were we legal",
  "NSW kept the transitional rule: contracts on or before 31 Dec 2023 exempt until 31 Dec 2024", "facts.md §5.8",
  "yes", ["31 Dec 2024"], date="2024-09-15")
a("AU", "before you dig, is that free or do they charge for the plans",
  "BYDA is a free service", "facts.md §1.9", "yes")
a("AU", "deck landin, how high does the balustrade need to be, and on the stairs",
  "barrier at least 1 m above a landing floor; 865 mm along stairs/ramps", "facts.md §5.2", None,
  ["1 m", "865 mm"])
a("AU", "reno on a 1970s fibro house, chance theres asbestos in it?",
  "homes built before the mid-1980s: asbestos 'highly likely'", "facts.md §5.5", "yes", ["1990"])
a("AU", "abn passed the checksum, so that means its active right",
  "passing the checksum only proves format; check ABN Lookup", "facts.md §6.1", "no")
a("NT", "darwin sparky, last month swapped a busted ceilin fan for the exact same model, same wiring. did that need a coc",
  "NT: from 1 Jan 2026 like-for-like replacements that don't change wiring need no CoC", "facts.md §3.2 NT", "no",
  ["1 Jan 2026"], date="2026-10-15")
a("VIC", "back in march 2017 i did a 7k kitchen in bendigo on a handshake. shoulda that been a written major domestic contract",
  "before 1 Aug 2017 the VIC major domestic building contract threshold was $5,000 → yes", "facts.md §2.2 VIC, §9",
  "yes", ["$5,000"], date="2017-03-15")
# profiles (answers)
a("NSW", "how many days have i got to get the cert in after a job",
  "profile NSW electrician: CCEW within 7 days of finishing the test", "facts.md §3.2 NSW", None, ["7 days"],
  profile={"state": "NSW", "trade": "electrician"})
a("WA", "how long before a big job do i have to put the notice in",
  "profile WA plumber: Notice of Intention at least 24 hours before major plumbing work", "facts.md §4.2 WA", None,
  ["24 hours"], profile={"state": "WA", "trade": "plumber"})
a("SA", "just put in a new cooktop, how long have i got to issue the cert",
  "profile SA gasfitter: gas eCoC within 30 days", "facts.md §4.5 SA, §9", None, ["30 days"],
  profile={"state": "SA", "trade": "gasfitter"})

# ---------------------------------------------------------------- tools (35)
t("AU", "quoted a bathroom at 8,450 ex gst, whats the price with gst on top", "GST added", "facts.md §6.2",
  ["$9,295", "10%"])
t("AU", "materials come to twelve hundred and forty plus gst, what do i bill", "GST added", "facts.md §6.2",
  ["$1,364", "10%"])
t("AU", "18 hours labour at 95 an hour ex gst, whats the total with gst", "GST added to hours x rate",
  "facts.md §6.2", ["$1,881", "10%"])
t("AU", "kitchen is 27,500 ex gst, how much gst do i add and whats the total", "GST component and total",
  "facts.md §6.2", ["$2,750", "$30,250", "10%"])
t("AU", "invoice says 4,950 incl gst, hows much of that is gst", "GST out of inclusive (1/11)", "facts.md §6.2",
  ["$450", "10%"])
t("AU", "got paid 11 grand incl gst, whats mine ex gst", "ex-GST from inclusive", "facts.md §6.2",
  ["$10,000", "$1,000", "10%"])
t("AU", "supplier bill is 687.50 inclusive, whats the gst bit", "GST out of inclusive", "facts.md §6.2",
  ["$62.50", "10%"])
t("AU", "client paid twenty two thousand including gst, split it up for me", "GST and ex-GST from inclusive",
  "facts.md §6.2", ["$2,000", "$20,000", "10%"])
t("AU", "apprentice got 780 this week, how much super do i put in", "super 12%", "facts.md §6.6, §9",
  ["$93.60", "12%"])
t("AU", "labourers fortnightly pay is 2,350, super on that?", "super 12%", "facts.md §6.6, §9", ["$282", "12%"])
t("AU", "back in march 2025 i paid my offsider 5,400 for the month, what shoulda the super been",
  "super 11.5% for wages paid 1 Jul 2024 - 30 Jun 2025", "facts.md §6.6, §9", ["$621", "11.5%"], date="2025-03-31")
t("AU", "leading hand on 68k a year, whats his super for the year", "super 12%", "facts.md §6.6, §9",
  ["$8,160", "12%"])
t("AU", "payin my leadin hand 1,925 next friday, how much super goes with it", "super 12% (wages paid 4 Dec 2026)",
  "facts.md §6.6, §9", ["$231", "12%"], date="2026-12-04")
t("NSW", "45k reno in hornsby, whats the max deposit in dollars", "NSW deposit cap 10%", "facts.md §2.1, §2.2 NSW",
  ["$4,500", "10%"])
t("VIC", "17,800 bathroom in geelong, most i can take as deposit?", "VIC deposit 10% under $20,000",
  "facts.md §2.1, §2.2 VIC", ["$1,780", "10%"])
t("VIC", "32k job in ballarat, how much deposit can i ask for", "VIC deposit 5% at $20,000 or more",
  "facts.md §2.1, §2.2 VIC", ["$1,600", "5%"])
t("QLD", "whats the max deposit on a 28k job", "profile QLD builder: deposit 5% at $20,000 or more",
  "facts.md §2.1, §2.2 QLD", ["$1,400", "5%"], profile={"state": "QLD", "trade": "builder"})
t("QLD", "modular granny flat on the sunny coast, about 85% of it gets built in the factory, contract is 120k. max deposit?",
  "QLD deposit up to 20% where off-site work is more than 50% of the price", "facts.md §2.1, §2.2 QLD, §9",
  ["$24,000", "20%"])
t("WA", "home build contract 380k in baldivis, whats the biggest deposit i can take", "WA deposit 6.5%",
  "facts.md §2.1, §2.2 WA, §9", ["$24,700", "6.5%"])
t("NSW", "wet plasterin job in cronulla, 4,600 plus gst. do i need the licence",
  "NSW licence over $5,000 incl GST: $4,600 + GST = $5,060", "facts.md §1.1, §2.1", ["$5,060", "$5,000"], "yes")
t("VIC", "bathroom in torquay, my carpentry is 6k and the tilin is 5.5k, same house. do i need to be registered",
  "VIC: types of work together over $10,000 → registration", "facts.md §1.2, §2.1", ["$11,500", "$10,000"], "yes")
t("VIC", "fixin a leak in werribee, my labour is 480 incl gst and the customer bought the 350 mixer herself. compliance cert needed?",
  "VIC plumbing: total value incl materials whoever supplied them over $750", "facts.md §4.2 VIC",
  ["$830", "$750"], "yes")
t("QLD", "layin pavers in toowoomba, my labour is 2,100 and the client is supplyin the pavers, worth 1,500. licence?",
  "QLD value includes materials whoever supplies them: over $3,300", "facts.md §1.3", ["$3,600", "$3,300"], "yes")
t("WA", "extension in ellenbrook, 14k for the slab plus 9k framing on the same contract. do i need to be a registered builder",
  "WA registration over $20,000 (sum of one contract)", "facts.md §1.4, §2.1", ["$23,000", "$20,000"], "yes")
t("AU", "sparky, did 48k ex gst in the first half of the year and got about 31k more booked before june. do i have to register for gst",
  "GST turnover (excl GST) $75,000 or more → must register", "facts.md §6.2", ["$79,000", "$75,000"], "yes")
t("NT", "darwin, extension is 9,500 plus a carport built with it for 4,000. do i need a contract and rego",
  "NT prescribed residential work over $12,000 (extension + attached class 10 built with it)",
  "facts.md §1.8, §2.1, §9", ["$13,500", "$12,000"], "yes")
t("NSW", "retainin wall 2,400 plus a fence 1,900 on the same job in kellyville, licence needed?",
  "NSW structural landscaping/fencing licence over $5,000: $4,300 (even x1.1 = $4,730) is under",
  "facts.md §1.1, §2.1", ["$4,300", "$5,000"], "no")
t("AU", "can u check this abn for me, new tiler: 26 886 076 497", "ABN check digits", "facts.md §6.1", ["valid"])
t("AU", "abn on the quote is 27505232197, does it check out", "ABN check digits", "facts.md §6.1", ["valid"])
t("AU", "is 34 806 469 164 a real abn or has he stuffed it", "ABN check digits", "facts.md §6.1", ["invalid"])
t("AU", "sparky put 86363174993 on his invoice as his abn, legit?", "ABN check digits", "facts.md §6.1", ["invalid"])
t("AU", "subbie wont give me his abn, bill is 3,600. how much do i keep back", "no-ABN withholding 47%",
  "facts.md §6.8", ["$1,692", "47%"])
t("AU", "no abn bloke dropped off some sand, 68 bucks ex gst. do i gotta withhold anythin",
  "no withholding at $75 or less ex GST", "facts.md §6.8", ["$75"], "no")
t("AU", "16 yo doin weekend labour for me as a contractor, no abn, i pay him 280 a week. withhold?",
  "no withholding for an under-18 paid $350 or less a week", "facts.md §6.8", ["$350"], "no")
t("AU", "back in 2016 i paid a subbie with no abn 2,000. what shoulda i held back then",
  "no-ABN withholding 49% (2014-2017)", "facts.md §8", ["$980", "49%"], date="2016-03-15")

# ---------------------------------------------------------------- declines (50)
d("NSW", "whats the fine in nsw if my ccew goes in late", "CCEW late penalty not held", "Building Commission NSW")
d("NSW", "how much is an owner builder permit in nsw these days", "owner-builder permit fee not held",
  "Building Commission NSW")
d("NSW", "how long is icare takin to issue hbcf certificates at the moment", "HBCF processing time not held",
  "icare (Home Building Compensation Fund)")
d("NSW", "nsw gasfitter, whats the fine for not stickin a compliance plate on an lpg install",
  "compliance-plate penalty not held", "Building Commission NSW (NSW Fair Trading)")
d("NSW", "what does it cost to apply for a plumbin tradesperson certificate in nsw",
  "tradesperson certificate fee not held", "Building Commission NSW")
d("VIC", "whats the fine in vic if the plumbin compliance cert goes in after the 5 days",
  "late compliance certificate penalty not held", "Building and Plumbing Commission (formerly VBA)")
d("VIC", "how much is REC registration with energy safe", "REC registration fee not held", "Energy Safe Victoria")
d("VIC", "how long is the bpc takin to process domestic builder limited registrations",
  "processing time not held", "Building and Plumbing Commission (formerly VBA)")
d("VIC", "roughly what does an LEI charge to inspect a solar install in vic", "LEI inspection fee not held",
  "Energy Safe Victoria")
d("VIC", "whats the max payout under vic dbi if the builder goes bust", "DBI cover limit not held",
  "Building and Plumbing Commission (formerly VBA)")
d("VIC", "whats the penalty in vic for contractin electrical work when youre not an REC",
  "penalty not held", "Energy Safe Victoria")
d("QLD", "annual fee for a qbcc carpentry trade contractor licence?", "licence fee not held", "QBCC")
d("QLD", "qld plumber, whats the fine if i lodge a form 4 late", "late Form 4 penalty not held", "QBCC")
d("QLD", "how much is the qld home warranty premium on a 60k extension", "home warranty premium not held", "QBCC")
d("QLD", "cost of an electrical contractor licence in queensland", "licence fee not held",
  "Electrical Safety Office (WorkSafe QLD)")
d("QLD", "qld gasfitter, how many days have i got to hand over the gas system compliance certificate",
  "gas compliance certificate deadline not held", "Resources Safety and Health Queensland")
d("QLD", "fine in qld for not givin the owner the consumer building guide", "penalty not held", "QBCC")
d("WA", "how much is building contractor registration in wa", "registration fee not held",
  "Building Services Board / Building and Energy (DEMIRS)")
d("WA", "whats HII gonna cost me on a 300k new home in wa", "HII premium not held",
  "Building and Energy (DEMIRS) or a home indemnity insurer")
d("WA", "wa sparky, fine for puttin in a notice of completion late?", "penalty not held",
  "Building and Energy (DEMIRS)")
d("WA", "whats the renewal fee on an electricians licence in wa", "licence fee not held",
  "Building and Energy (DEMIRS)")
d("WA", "how long is the plumbers licensing board takin to process a new contractor licence",
  "processing time not held", "Plumbers Licensing Board (Building and Energy)")
d("SA", "sa, whats the most i can take up front on a 50k extension in mawson lakes", "SA deposit cap not found",
  "Consumer and Business Services (CBS)")
d("SA", "cooling off period on a 30k reno contract in sa?", "SA cooling-off not found",
  "Consumer and Business Services (CBS)")
d("SA", "sa gasfitter, whats the fine if i issue the gas ecoc after the 30 days", "late gas eCoC penalty not held",
  "Office of the Technical Regulator")
d("SA", "what does building indemnity insurance cost on a 200k build in sa", "BII premium not held",
  "Consumer and Business Services (CBS)")
d("SA", "how much is a plumbin contractor licence in sa", "licence fee not held",
  "Consumer and Business Services (CBS)")
d("SA", "fee to register as a building work supervisor in sa?", "registration fee not held",
  "Consumer and Business Services (CBS)")
d("TAS", "cooling off on a 40k reno in hobart, how many days", "TAS cooling-off not found", "CBOS")
d("TAS", "tassie sparky, how many days have i got to get the CEC to the customer", "TAS CEC deadline not found",
  "CBOS")
d("TAS", "how much does a builders licence cost in tassie", "licence fee not held", "CBOS")
d("TAS", "whats the max deposit on a 60k new home in launceston", "TAS deposit cap not found", "CBOS")
d("TAS", "fee for an owner builder permit in tas", "owner-builder permit fee not held", "CBOS")
d("ACT", "act subbie, how many days has the builder got to give me a payment schedule",
  "ACT payment schedule time not captured", "Access Canberra")
d("ACT", "roughly what does residential building insurance cost on a 500k house in the act",
  "insurance premium not held", "Access Canberra")
d("ACT", "how much to renew an electricians licence in the act", "licence fee not held", "Access Canberra")
d("ACT", "how much can i ask up front on an 80k extension in belconnen", "ACT deposit cap not found",
  "Access Canberra")
d("ACT", "whats the fine in the act for no swms on a roof job", "penalty not held", "WorkSafe ACT")
d("NT", "max deposit on a new house build in darwin?", "NT deposit regulated, amount not captured",
  "Building Practitioners Board")
d("NT", "cooling off period on a buildin contract in the nt", "NT cooling-off not found",
  "Building Practitioners Board")
d("NT", "how much is an electrical contractor licence in the nt", "licence fee not held", "NT WorkSafe")
d("NT", "what does a fidelity certificate cost on a 400k home in the nt", "fidelity certificate price not held",
  "MBA NT Fidelity Fund")
d("NT", "gasfitter licence fee in the territory?", "licence fee not held", "NT WorkSafe")
d("AU", "first year sparky apprentice, whats the award rate an hour", "award rates not held",
  "Fair Work Ombudsman")
d("AU", "can i whack a 1.5% surcharge on visa payments", "card surcharge rules not held", "ACCC or RBA")
d("AU", "whats the ato penalty if i registered for gst late", "late GST registration penalty not held", "ATO")
d("AU", "how long does the ARC take to issue a refrigerant trading authorisation", "processing time not held",
  "Australian Refrigeration Council (ARC)")
d("AU", "can u just copy out the as 3740 bit about shower floor falls for me", "standard clause text not reproduced",
  "Standards Australia")
d("AU", "under payday super whats the penalty if the super lands late", "late super penalty not held", "ATO")
d("AU", "whats the instant asset write off limit for a new ute this year", "asset write-off threshold not held",
  "ATO")

# ---------------------------------------------------------------- ambiguous (15)
amb("6k of carpentry, either in queanbeyan or just over in canberra, not locked in yet. do i need a licence",
    "Queanbeyan NSW (>$5,000: licence yes) / Canberra ACT (carpenters not licensed)", "facts.md §1.1, §1.7")
amb("18k bathroom, could be mulwala or yarrawonga side. home warranty insurance?",
    "Mulwala NSW (HBCF >$20,000: no) / Yarrawonga VIC (DBI >$16,000: yes)", "facts.md §2.1")
amb("4k tilin job, goondiwindi or boggabilla, whichever they pick. licence needed?",
    "Goondiwindi QLD (>$3,300: yes) / Boggabilla NSW (<=$5,000: no)", "facts.md §1.1, §1.3, §2.1")
amb("plumber, job's either in mount gambier or just over the line in nelson. how long for the compliance cert",
    "Mount Gambier SA (CoC within 7 days) / Nelson VIC (5 days, to customer and BPC)", "facts.md §4.2, §9")
amb("30k reno in sorrento, whats the max deposit",
    "Sorrento VIC (>= $20,000: 5%) / Sorrento WA (6.5%)", "facts.md §2.1")
amb("10k job in campbelltown, do i need a written contract",
    "Campbelltown NSW (>$5,000: yes) / Campbelltown SA ($12,000 and more: no)", "facts.md §2.1, §9")
amb("sparky, job in palmerston, how long have i got for the certificate",
    "Palmerston NT (CoC deadline not found) / Palmerston ACT (test report within 14 days)", "facts.md §3.2")
amb("subbie on a job in stirling, how long has the builder got to give me a payment schedule",
    "Stirling SA (15 BD) / Stirling WA (15 BD) / Stirling ACT (not captured)", "facts.md §6.7")
amb("25k build in belmont, max deposit?",
    "Belmont WA (6.5%) / Belmont VIC (5%) / Belmont NSW (10%) / Belmont QLD (5%)", "facts.md §2.1")
amb("gasfitter, job in windsor, how long to get the cert done",
    "Windsor NSW (5 business days to Fair Trading) / Windsor VIC (5 days, compliance certificate) / Windsor QLD "
    "(certificate to owner, no deadline) / Windsor SA (30 days)", "facts.md §4.5")
amb("subbie in paddington, how many days has the head contractor got to send a payment schedule",
    "Paddington NSW (10 business days) / Paddington QLD (15 BD)", "facts.md §6.7")
amb("7k carpentry job in gordon, licence or rego?",
    "Gordon NSW (>$5,000: yes) / Gordon ACT (carpenters not licensed: no) / Gordon VIC (<=$10,000: no)",
    "facts.md §1.1, §1.2, §1.7, §2.1")
amb("plumber in maitland, whats the deal with the compliance cert after the job",
    "Maitland NSW (CoC for all work; 7 working days if a booked inspection is missed) / Maitland SA (CoC within 7 days)",
    "facts.md §4.2, §9")
amb("15k bathroom in bayswater, do i need to be registered",
    "Bayswater VIC (>$10,000: yes) / Bayswater WA (<=$20,000: no)", "facts.md §1.2, §1.4, §2.1")
amb("30k reno in springfield, how much deposit can i take",
    "Springfield QLD (>= $20,000: 5%) / Springfield NSW (10%) / Springfield SA (not found) / Springfield TAS (not found)",
    "facts.md §2.1")

assert len(R) == 200, len(R)
out = []
for i, r in enumerate(R, 1):
    o = {"id": f"h18-{i:03d}", "q": r["q"], "kind": r["kind"], "state": r["state"]}
    for k in ("verdict", "figures", "ask", "date", "profile"):
        if r.get(k) is not None:
            o[k] = r[k]
    o["topic"] = r["topic"]
    o["basis"] = r["basis"]
    out.append(o)
json.dump(out, open(os.path.join(HERE, "questions.json"), "w"), indent=2, ensure_ascii=False)
print("wrote", len(out))
