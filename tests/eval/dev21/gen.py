#!/usr/bin/env python3
"""blind-d21: writes questions.json (150 items, ids d21-001..d21-150). Items are listed by hand below."""
import json, os
HERE = os.path.dirname(os.path.abspath(__file__))
items = []
def add(kind, state, q, topic, basis, verdict=None, figures=None, ask=None, date=None, profile=None):
    d = {"id": None, "q": q, "kind": kind, "state": state, "topic": topic, "basis": basis}
    if verdict: d["verdict"] = verdict
    if figures: d["figures"] = figures
    if ask: d["ask"] = ask
    if date: d["date"] = date
    if profile: d["profile"] = profile
    items.append(d)
A = lambda *a, **k: add("answer", *a, **k)
T = lambda *a, **k: add("tool", *a, **k)
def D(state, q, topic, ask, **k): add("decline", state, q, topic, "facts.md (not held)", ask=ask, **k)
def M(q, topic, **k): add("ambiguous", None, q, topic, "facts.md §2.1 and the sections of each reading", **k)

# ---------------- NSW ----------------
A("NSW", "do i need a licence for a 2k plumbin job in wollongong? its only a leakin pipe under the house", "plumbing needs a licence in NSW at any value", "facts.md §1.1, §2.1", "yes")
A("NSW", "can i take on a $4,500 floor tilin job in dubbo without a licence", "wall and floor tiling is trade work: licence only over $5,000, so $4,500 is allowed", "facts.md §1.1, §2.1", "yes", ["$5,000"])
A("NSW", "chippy in tamworth, got an 8k fence job lined up. no need for a licence for fences right?", "statement wrong: fencing over $5,000 needs a licence in NSW", "facts.md §1.1, §9", "no", ["$5,000"])
A("NSW", "is it ok if i ask for 15% deposit on a 12k bathroom in blacktown", "not allowed: NSW max deposit 10% of the contract price (HBA s8)", "facts.md §2.1, §2.2 NSW", "no", ["10%"])
A("NSW", "do i still have to get hbcf if the job is only 18k? its in gosford", "no: HBCF needed only for residential work over $20,000", "facts.md §2.1, §2.2 NSW", "no", ["$20,000"])
A("NSW", "sparky in 2250, finished testin a new circuit last monday. can i put the ccew in 10 days after testin", "not allowed: CCEW within 7 days of finishing the test", "facts.md §3.2 NSW", "no", ["7 days"])
A("NSW", "subbie in liverpool, builders contract says he pays me 30 business days after my claim. can he do that", "no: NSW subcontract max 20 business days (30 BD is superseded)", "facts.md §6.7, §8", "no", ["20 business days"])
A("NSW", "do i need a proper written contract for a 6 grand deck in wagga", "yes: written contract over $5,000 incl GST (small jobs contract $5,000-$20,000)", "facts.md §2.1, §2.2 NSW, §9", "yes", ["$5,000"])
A("NSW", "is a text enough for a 3,500 job in katoomba or do i need a written contract", "a written contract is not required at $5,000 or under in NSW", "facts.md §2.1, §9", "yes", ["$5,000"])
A("NSW", "customer in maitland wants to pull off about 8 square metres of fibro sheetin himself before i start. is he allowed to", "NSW home renovators may remove up to 10 m² of bonded asbestos", "facts.md §5.5", "yes", ["10 m²"])
A("NSW", "gasfitter in bathurst, do i have to send fair trading a copy of the gas coc or just give it to the customer", "yes: copy to Fair Trading / Building Commission NSW within 5 business days", "facts.md §4.5 NSW", "yes", ["5 business days"])
A("NSW", "plumber in albury. bathroom reno, nothin gettin moved, same spots. do i need a notice of work", "no NoW for a bathroom renovation that doesn't move fixtures (minor works); CoC still needed", "facts.md §4.2 NSW", "no")
A("NSW", "layin floatin floors in coffs harbour, 9k job. do i need a licence for that", "non-structural flooring has not been licensed since 16 Sep 2009", "facts.md §1.1, §9", "no")
A("NSW", "is it true the owner can pull out of a 30k reno contract in parramatta within 5 business days", "yes: 5 clear business days after being given a copy of the signed contract (HBA s 7BA)", "facts.md §2.1, §2.2 NSW, §9", "yes", ["5 clear business days"])
A("NSW", "my payment claim went to the builder 3 weeks ago, job in penrith, still no payment schedule. is he late", "yes: payment schedule due within 10 business days of receiving the claim", "facts.md §6.7 NSW", "yes", ["10 business days"])
A("NSW", "i only hold a qualified supervisor certificate in nsw. can i quote and contract jobs myself", "no: a QSC lets you supervise and do work but not contract; a contractor licence is needed", "facts.md §1.1", "no")
A("NSW", "my apprentice just got his plumbin tradesperson certificate, can he sign off his own work now? nsw", "no: tradesperson-certificate holders work under supervision and cannot sign off their own work", "facts.md §1.1", "no")
A("NSW", "kitchen in cronulla is exactly 20 grand, do i need hbcf", "no: HBCF is for contract price over $20,000; exactly $20,000 is not over", "facts.md §2.1, §2.2 NSW", "no", ["$20,000"])
T("NSW", "quotin 4,700 + gst for a retainin wall in penrith. do i need a licence", "4,700 + GST = $5,170, over the $5,000 incl-GST threshold: licence needed", "facts.md §1.1, §2.1", "yes", ["$5,170", "$5,000"])
T("NSW", "can i take 4 grand deposit on a 36,500 kitchen in hornsby", "10% of $36,500 = $3,650, so $4,000 is too much", "facts.md §2.2 NSW", "no", ["$3,650", "10%"])
A("NSW", "do i actually need my licence for a $300 job? just addin a couple of powerpoints for a customer", "electrical work needs a licence at any value", "facts.md §1.1, §2.1", "yes", profile={"state": "NSW", "trade": "electrician"})
D("NSW", "do i have to pay a fee to renew my contractor licence in nsw? how much is it", "licence renewal fee not held", "Building Commission NSW")
D("NSW", "is there a fine if i send the ccew in late in nsw, how much", "late CCEW penalty not held (7-day deadline is held)", "Building Commission NSW")
D("NSW", "how long does it take building commission nsw to process a new contractor licence, is 2 weeks normal", "processing time not held", "Building Commission NSW")

# ---------------- VIC ----------------
A("VIC", "reblockin a weatherboard in geelong, only 7.5k. do i need to be registered for that", "yes: re-blocking/re-stumping needs registration whatever the cost", "facts.md §1.2, §2.1", "yes")
A("VIC", "plasterer in bendigo, 8k job. surely i dont need rego for that?", "right: registration only for domestic work over $10,000", "facts.md §1.2, §2.1", "yes", ["$10,000"])
T("VIC", "doin 4k of carpentry plus 7k of tilin on one reno in werribee. do i need to be registered", "4,000 + 7,000 = $11,000 > $10,000 combined: registration needed", "facts.md §1.2", "yes", ["$11,000", "$10,000"])
A("VIC", "can i take a 10% deposit on a 25k bathroom in mildura", "no: 5% where the price is $20,000 or more", "facts.md §2.1, §2.2 VIC", "no", ["5%"])
A("VIC", "is it ok to take 10% up front on an 18k kitchen in shepparton", "yes: 10% allowed under $20,000", "facts.md §2.1, §2.2 VIC", "yes", ["10%"])
A("VIC", "do i need DBI for a 14k job in warrnambool", "no: DBI for domestic work over $16,000", "facts.md §2.1, §2.2 VIC", "no", ["$16,000"])
A("VIC", "plumber in dandenong, swappin a kitchen mixer tap, job is 300 bucks all up. do i need a compliance cert", "no: compliance certificate over $750 (tap replacement is not an any-value item)", "facts.md §4.2 VIC", "no", ["$750"])
A("VIC", "movin a gas space heater to the other wall in a box hill house, whole job's 450. no compliance cert cos its under 750 right?", "wrong: relocating a Type A gas appliance needs a compliance certificate at any value", "facts.md §4.2 VIC, §4.5 VIC", "no")
A("VIC", "finished a hot water job in frankston, is 2 weeks ok to lodge the compliance cert", "no: give it to the customer and lodge with the BPC within 5 days", "facts.md §4.2 VIC", "no", ["5 days"])
A("VIC", "solar install in sale vic, can i switch it on before the inspector has been", "no: solar is prescribed work and must not be energised before the LEI inspection", "facts.md §3.2 VIC", "no")
A("VIC", "do i have to give a coes just for addin one powerpoint in a geelong house", "yes: COES for all electrical installation work; non-prescribed within 1 month", "facts.md §3.2 VIC", "yes", ["1 month"])
A("VIC", "customer in ballarat pulled out 3 business days after gettin the signed contract. can i keep the whole deposit", "no: builder keeps only $100 plus out-of-pocket expenses the owner approved (5 clear business days cooling-off)", "facts.md §2.2 VIC", "no", ["$100"])
A("VIC", "im registered but not licensed as a plumber in vic. can i sign my own compliance cert on a 2k job", "no: only licensed plumbers sign compliance certificates; a registered plumber needs a licensed plumber to sign over $750", "facts.md §1.2, §4.2 VIC", "no")
A("VIC", "can my first year apprentice do plumbin work in vic if hes under a licensed plumber", "yes: in training under the supervision of a licensed plumber", "facts.md §1.2, §9", "yes")
A("VIC", "does a 9,500 job in traralgon need a major domestic buildin contract", "no: major domestic building contract for work over $10,000", "facts.md §2.1, §2.2 VIC", "no", ["$10,000"])
A("VIC", "licensed removalist, 6m2 of bonded fibro in a footscray reno. is a days notice to worksafe enough", "yes: at least 24 h before for 10 m² or less of non-friable", "facts.md §5.5", "yes", ["24 hours"])
A("VIC", "customer in brighton east signed in 2023 for an engineered stone benchtop, can we still install it next month", "no: banned from 1 July 2024; VIC had no transitional period", "facts.md §5.8", "no")
T("VIC", "customer bought the vanity herself for 500, my labour's 400, job in werribee. do i need a compliance cert", "500 + 400 = $900 > $750 (whoever supplied the materials): certificate needed", "facts.md §4.2 VIC", "yes", ["$900", "$750"])
A("VIC", "back in march 2017 i did a 7k reno in vic on a handshake. did that need a written contract back then", "yes: before 1 Aug 2017 the major domestic contract threshold was $5,000", "facts.md §2.2 VIC, §8, §9", "yes", ["$5,000"], date="2017-03-15")
D("VIC", "do i have to pay to renew my rego with the bpc? whats the fee", "registration renewal fee not held", "BPC")
D("VIC", "is there a fine for lodgin the plumbin compliance cert late in vic, how much", "late compliance certificate penalty not held (5-day rule held)", "BPC")
D("VIC", "how long does esv take to approve an rec registration, can i start contractin next week", "processing time not held", "Energy Safe Victoria")

# ---------------- QLD ----------------
A("QLD", "3,100 carpentry job in cairns, thats incl gst. do i need a qbcc licence", "no: licence for work over $3,300 (labour, materials and GST)", "facts.md §1.3, §2.1", "no", ["$3,300"])
A("QLD", "is it ok if i do a $900 drainage job in townsville without a qbcc licence", "no: drainage needs a licence at any value", "facts.md §1.3", "no")
A("QLD", "buildin a 40k granny flat in mackay, most of it made in the factory (like 70% of the price). can i take 20% deposit", "yes: up to 20% where more than 50% of the work is off-site", "facts.md §2.2 QLD, §9", "yes", ["20%"])
A("QLD", "can i take 10% on a 28k reno in ipswich", "no: 5% at $20,000 or more", "facts.md §2.1, §2.2 QLD", "no", ["5%"])
A("QLD", "does the customer get a cooling off on a 12k bathroom in logan", "yes: 5 business days (level 1 regulated contract)", "facts.md §2.1, §2.2 QLD", "yes", ["5 business days"])
A("QLD", "do i need home warranty insurance for a 3 grand paint job in brissy, incl gst", "no: QLD Home Warranty Scheme for residential work over $3,300", "facts.md §2.1, §2.2 QLD", "no", ["$3,300"])
A("QLD", "roofer on the sunny coast, housing job, fall is 2.5m. do i still need a swms", "yes: SWMS for construction work above 2 m, housing included", "facts.md §5.6 QLD", "yes", ["2 m"])
A("QLD", "plumber in rocky, notifiable work. is 3 weeks after invoicin ok to lodge the form 4", "no: within 10 business days of invoicing", "facts.md §4.2 QLD", "no", ["10 business days"])
A("QLD", "qld sparky, do i have to keep a copy of the test cert after i give it to the customer", "yes: keep a copy for 5 years", "facts.md §3.2 QLD, §6.4", "yes", ["5 years"])
A("QLD", "gettin my electrical contractor licence in qld. do i need public liability insurance and how much", "yes: public and products liability at least $5,000,000 (plus $50,000 consumer protection)", "facts.md §1.3", "yes", ["$5,000,000"])
A("QLD", "does a 15k bathroom job in bundaberg need a written contract or is a quote fine", "yes: level 1 regulated contract ($3,300 to under $20,000) must be written, dated and signed", "facts.md §2.1, §2.2 QLD", "yes", ["$3,300"])
A("QLD", "builder in qld, 25k job. do i have to send a commencement notice", "yes: within 10 business days of starting on site for contracts of $20,000+", "facts.md §2.2 QLD", "yes", ["10 business days"])
A("QLD", "im a labourer employed by a licensed builder in toowoomba, do i need my own qbcc licence", "no: employees of a licensed contractor usually don't unless they supervise", "facts.md §1.3", "no")
T("QLD", "owner in hervey bay bought the tiles himself for 2k, my labour is 1,800. do i need a licence for it", "2,000 + 1,800 = $3,800 > $3,300 (value includes materials whoever supplies them): licence needed", "facts.md §1.3", "yes", ["$3,800", "$3,300"])
T("QLD", "3,100 + gst for a deck repair in maryborough qld. home warranty needed?", "3,100 + GST = $3,410 > $3,300: home warranty cover needed", "facts.md §2.2 QLD", "yes", ["$3,410", "$3,300"])
A("QLD", "diggin a trench 1.8m deep for a sewer line in brissy, do i need a swms", "yes: trench deeper than 1.5 m is HRCW", "facts.md §5.6", "yes", ["1.5 m"])
A("QLD", "is there a penalty in qld if i dont give a payment schedule", "yes: up to 100 penalty units for failing to give one (BIF Act)", "facts.md §6.7 QLD", "yes", ["100 penalty units"])
D("QLD", "do i have to pay qbcc a licence fee every year? how much", "licence fee not held", "QBCC")
D("QLD", "is there a fine for lodgin a form 4 late in qld, how much is it", "late Form 4 penalty not held", "QBCC")

# ---------------- WA ----------------
A("WA", "15k patio in mandurah, do i need to be a registered builder", "no: building contractor registration for work over $20,000", "facts.md §1.4, §2.1", "no", ["$20,000"])
A("WA", "can i take 10% deposit on a 50k extension in joondalup", "no: 6.5% of the total amount payable", "facts.md §2.1, §2.2 WA, §9", "no", ["6.5%"])
A("WA", "sparky in bunbury, do i have to send a notice of completion after the job", "yes: NOC within 3 days of finishing (network operator)", "facts.md §3.2 WA", "yes", ["3 days"])
A("WA", "is 30 days ok to give the customer the electrical safety certificate in wa", "no: ESC within 28 days", "facts.md §3.2 WA", "no", ["28 days"])
A("WA", "plumber in kalgoorlie, do i need to give notice before startin major plumbin work", "yes: Notice of Intention at least 24 hours before", "facts.md §4.2 WA", "yes", ["24 hours"])
A("WA", "how long do i keep plumbin cocs in wa, is 5 years enough", "no: keep certificates of compliance at least 6 years", "facts.md §1.4, §4.2 WA, §6.4", "no", ["6 years"])
A("WA", "do i need HII on a 25k reno in rockingham", "yes: home indemnity insurance for residential work over $20,000", "facts.md §2.1, §2.2 WA", "yes", ["$20,000"])
A("WA", "6k fixed price job in albany wa. does it have to be a written contract under the home building contracts act", "no: the Act covers fixed-price contracts of $7,500 to $500,000", "facts.md §2.1, §2.2 WA", "no", ["$7,500"])
A("WA", "mate in geraldton wants to owner build an 18k shed, does he need owner builder approval", "no: owner-builder approval for work over $20,000", "facts.md §1.4", "no", ["$20,000"])
A("WA", "gas fitter in wa, tiny job just swappin a regulator. do i still need my licence for that", "yes: gasfitting on a consumer's installation needs a gas fitter's licence at any value", "facts.md §1.4, §9", "yes")
A("WA", "accountant reckons i can register my family trust as the building contractor in wa. true?", "no: a trust cannot be registered", "facts.md §1.4", "no")
T("WA", "can i take 6 grand deposit on an 84k home extension in ellenbrook", "6.5% of $84,000 = $5,460, so $6,000 is too much", "facts.md §2.2 WA", "no", ["$5,460", "6.5%"])
A("WA", "is 10 days ok to get my coc in after a job", "no: CoC within 5 working days of finishing major plumbing work", "facts.md §4.2 WA", "no", ["5 working days"], profile={"state": "WA", "trade": "plumber"})
D("WA", "do i have to renew my building contractor registration every year in wa, how much does it cost", "renewal fee/period not held", "Building and Energy")
D("WA", "is there a cooling off period on a reno contract in perth? how many days", "WA cooling-off not found", "Building and Energy")
D("WA", "fee for an electrical contractors licence in wa, is it over 500 bucks", "licence fee not held", "Building and Energy")

# ---------------- SA ----------------
A("SA", "roofer in whyalla, gutter job at 2.4m next week. sa is still 3m before you need a swms so im right yeah?", "wrong: SA HRCW fall trigger is more than 2 m from 1 July 2026", "facts.md §5.6, §9", "no", ["2 m"])
A("SA", "plumber in elizabeth sa, is 2 weeks ok to get the plumbin coc in", "no: submit to the OTR and give the customer within 7 days", "facts.md §4.2 SA, §9", "no", ["7 days"])
A("SA", "do i need to do a plumbin coc for clearin a blocked drain in glenelg", "no: not needed for blocked drains", "facts.md §9", "no")
A("SA", "sparky in port lincoln, do i have to do the ecoc before the power goes on", "yes: completed before energisation, then to the Technical Regulator and owner within 30 days", "facts.md §3.2 SA", "yes", ["30 days"])
A("SA", "11 grand bathroom in salisbury sa, do i need a written contract", "no: written contract for domestic work of $12,000 or more", "facts.md §2.1, §2.2 SA, §9", "no", ["$12,000"])
A("SA", "painter in adelaide, do i need a cbs licence to run my paintin business", "yes: painting is building work; building work contractor's licence", "facts.md §1.5", "yes")
A("SA", "gasfitter in norwood, movin a gas oven to the other side of the kitchen. do i need a gas coc", "yes: appliance relocation needs a gas CoC, issued within 30 days", "facts.md §4.5 SA, §9", "yes", ["30 days"])
A("SA", "is there a penalty in sa if i dont give the owner a written contract on a 20k job", "yes: maximum penalty $5,000 (BWC Act s28)", "facts.md §2.2 SA", "yes", ["$5,000"])
A("SA", "mate reckons the fine for unlicensed buildin work in sa is up to 100k for a first offence. true?", "yes: individual up to $100,000 for a first or second offence", "facts.md §1.5", "yes", ["$100,000"])
A("SA", "sa, can i get a building work contractors licence with only 5k net assets", "no: at least $10,000 net assets", "facts.md §1.5", "no", ["$10,000"])
A("SA", "new gas hws install at a house in my state. do i have to issue a coc, how long have i got", "yes: gas eCoC within 30 days", "facts.md §4.5 SA, §9", "yes", ["30 days"], profile={"state": "SA", "trade": "gasfitter"})
A("SA", "sa roofer, booked a re-roof for feb 2027, fall height 2.2m. swms needed?", "yes: more than 2 m from 1 July 2026", "facts.md §9", "yes", ["2 m"], date="2027-02-15")
D("SA", "can i take 10% deposit on a 20k reno in sa", "SA deposit cap not found", "Consumer and Business Services (CBS)")
D("SA", "is there a fine if the plumbin coc goes in after the 7 days in sa, how much", "late plumbing CoC penalty not held", "Office of the Technical Regulator")
D("SA", "does the customer get a cooling off on a 30k reno contract in sa", "SA cooling-off not found", "Consumer and Business Services (CBS)")

# ---------------- TAS ----------------
A("TAS", "do i need a written contract for a 15k deck in launceston", "no: written contract for residential building work of $20,000 or more", "facts.md §2.1, §2.2 TAS", "no", ["$20,000"])
A("TAS", "is it ok to just do a verbal quote for a 22k reno in hobart", "no: $20,000 or more needs a written, dated and signed contract", "facts.md §2.1, §2.2 TAS", "no", ["$20,000"])
A("TAS", "do i have to take out home warranty insurance on a 60k extension in devonport", "no statutory home warranty scheme in TAS (Housing Indemnity Act repealed)", "facts.md §2.1, §2.2 TAS", "no")
A("TAS", "plumber in burnie, customer wants the hws set at 55 to save power. is that ok", "no: stored hot water must be kept at 60°C or more", "facts.md §4.3", "no", ["60°C"])
A("TAS", "tassie, tempering valve on the shower set to 50 degrees. is that right", "yes: tempering valve set to 50°C for personal hygiene fixtures", "facts.md §4.3", "yes", ["50°C"])
A("TAS", "doin the basins at a kindy in hobart, can i just use a tempering valve instead of a tmv", "no: childcare needs a TMV set to 45°C", "facts.md §4.3", "no", ["45°C"])
A("TAS", "does the kitchen sink need tempered water too? reno in glenorchy", "no: kitchen sinks and laundry taps don't need tempered water", "facts.md §4.3", "no")
A("TAS", "bloke in tassie wants to owner build his 3rd house in 8 years, is he allowed", "no: owner-builders are limited to 2 projects in 10 years", "facts.md §1.6", "no", ["2 projects in 10 years"])
A("TAS", "do owner builders in tas need a white card", "yes: owner-builders need a White Card", "facts.md §1.6", "yes")
A("TAS", "tas subbie on a house job, builder says he only gets 10 days to send a payment schedule on residential. is that right", "no: 20 days residential (10 days commercial)", "facts.md §6.7 TAS", "no", ["20 days"])
D("TAS", "is there a cooling off on reno contracts in tas? how many days", "TAS cooling-off not found", "CBOS")
D("TAS", "whats the fine in tas for doin electrical work without a licence", "penalty not held", "CBOS")
D("TAS", "sparky in launceston, is a week ok to give the customer the cec", "TAS CEC deadline not found", "CBOS")

# ---------------- ACT ----------------
A("ACT", "sparky in belconnen, do i need the der endorsement to wire in a home battery", "yes: DER endorsement from 11 Sep 2024 for rooftop solar, inverters and batteries", "facts.md §1.7", "yes")
A("ACT", "do carpenters need to be licensed in canberra", "no: carpenters and similar trades are not licensed in the ACT", "facts.md §1.7", "no")
A("ACT", "act sparky, is 14 days ok to get the test report to the registrar", "yes: within 14 days of the test", "facts.md §3.2 ACT", "yes", ["14 days"])
A("ACT", "can i energise a new install in gungahlin before access canberra inspects it", "no: new installations can't be energised until passed", "facts.md §3.2 ACT", "no")
A("ACT", "15k alteration in woden, do i need residential building insurance", "yes: alterations/additions of $12,000 or more", "facts.md §2.1, §2.2 ACT", "yes", ["$12,000"])
A("ACT", "gasfitter in canberra, do i have to give a compliance cert after every gas job", "yes: compliance indicator and certificate as soon as practicable (Gas Safety Act s9)", "facts.md §4.5 ACT", "yes")
A("ACT", "is there a penalty in the act for not givin a gas compliance cert", "yes: 50 penalty units (Gas Safety Act 2000 s9)", "facts.md §4.5 ACT", "yes", ["50 penalty units"])
A("ACT", "can a homeowner in the act do his own bathroom plumbin", "no: homeowners can't do regulated plumbing", "facts.md §4.2 ACT", "no")
D("ACT", "max deposit on a 30k job in canberra, is 10% ok", "ACT deposit cap not found", "Access Canberra")
D("ACT", "do i have to pay to renew my builders licence in the act, how much", "licence fee not held", "Access Canberra")
D("ACT", "act subbie, does the builder have a deadline to send me a payment schedule", "ACT payment schedule not captured", "Access Canberra")

# ---------------- NT ----------------
A("NT", "free standin shed in palmerston nt, 18k. do i need to be a registered building contractor", "no: free-standing sheds don't need BPB registration", "facts.md §1.8", "no")
A("NT", "buildin a 40k extension in alice springs, do i need to be registered", "yes: extensions over $12,000 need Building Contractor registration", "facts.md §1.8, §2.1", "yes", ["$12,000"])
A("NT", "do i need a signed contract for a 15k extension in katherine", "yes: prescribed residential building work over $12,000", "facts.md §2.1, §9", "yes", ["$12,000"])
A("NT", "darwin sparky, swappin a light fitting like for like, no wiring changes. do i still need to do a coc", "no: from 1 Jan 2026 like-for-like replacements no longer need a CoC", "facts.md §3.2 NT", "no")
A("NT", "got my advanced tradesman plumbin licence in the nt. can i certify my own work now", "no: certifying needs registration as a certifying plumber with the BPB", "facts.md §1.8, §4.2 NT", "no")
A("NT", "builders contract in darwin says 45 business days to pay me. is that allowed", "no: any term longer than 30 business days is read as 30 BD", "facts.md §6.7 NT", "no", ["30 business days"])
A("NT", "gas works on a big lpg setup in darwin, over 200kg stored. do i need to notify worksafe before startin", "yes: notify NT WorkSafe no later than 24 hours before", "facts.md §9", "yes", ["24 hours"])
A("NT", "mate plugs in equipment with a flexible cord for a fee in the nt. does he need an electrical licence for that", "no: plugging in equipment with a flexible cord is not electrical work", "facts.md §1.8", "no")
A("NT", "nt advanced tradesman plumbin licence, is 1 year post trade enough", "no: 2 years' post-trade experience", "facts.md §1.8", "no", ["2 years"])
D("NT", "can i take 10% deposit on a 50k house extension in the nt", "NT deposit amount not captured", "Building Practitioners Board")
D("NT", "how many days have i got for the electrical coc in the nt now, is 5 days ok", "NT CoC deadline not found", "NT WorkSafe")
D("NT", "is there a fee to register as a certifying plumber in the nt, how much", "registration fee not held", "Building Practitioners Board")

# ---------------- AU (national) ----------------
A("AU", "do i need a refrigerant licence just to install split systems", "yes: Refrigerant Handling Licence for installing RAC equipment with fluorocarbon refrigerant", "facts.md §1.9", "yes")
A("AU", "customers happy to sign a waiver, can i still install an engineered stone benchtop for her", "no: banned from 1 July 2024", "facts.md §5.8", "no", ["1 July 2024"])
A("AU", "is sintered stone banned too like engineered stone", "no: sintered stone is excluded", "facts.md §5.8", "no")
A("AU", "new offsider wants to start on site monday, does he need a white card first", "yes: CPCWHS1001 is mandatory before working on a construction site", "facts.md §5.7", "yes")
A("AU", "do i have to register for gst if i only turn over about 60k", "no: GST registration at $75,000 or more", "facts.md §6.2", "no", ["$75,000"])
A("AU", "turnover just went past 80k this year, do i have to register for gst and how long have i got", "yes: register within 21 days of reaching $75,000", "facts.md §6.2", "yes", ["$75,000", "21 days"])
A("AU", "customer asked me for a tax invoice for last months job, do i have to give one", "yes: within 28 days of the request", "facts.md §6.3, §9", "yes", ["28 days"])
A("AU", "does my invoice for a $1,500 job need the customers name or abn on it", "yes: sales of $1,000 or more must show the buyer's identity or ABN", "facts.md §6.3", "yes", ["$1,000"])
A("AU", "how long do i keep my receipts and invoices for the tax man, is 3 years enough", "no: 5 years", "facts.md §6.4, §9", "no", ["5 years"])
A("AU", "subbie wont give me his abn, do i have to hold back some of his pay", "yes: withhold 47%", "facts.md §6.8", "yes", ["47%"])
A("AU", "16 year old helps me weekends, i pay him 200 a week, no abn. do i have to withhold tax from him", "no: under 18 paid $350 or less a week", "facts.md §6.8", "no", ["$350"])
A("AU", "paid a bloke with no abn 70 bucks ex gst to help unload a truck, do i have to withhold", "no: payment of $75 or less excluding GST", "facts.md §6.8", "no", ["$75"])
A("AU", "super for my apprentice, still 11.5% right?", "no: 12% for wages paid from 1 July 2025", "facts.md §6.6, §9", "no", ["12%"])
A("AU", "can i still pay my blokes super every quarter by the 28th like i used to", "no: from 1 July 2026 payday super, received by the fund within 7 business days of payday", "facts.md §9", "no", ["7 business days"])
A("AU", "back in march 2025 i paid super at 12% on wages, was that the right rate then", "no: 11.5% for wages paid 1 July 2024 - 30 June 2025", "facts.md §6.6, §9", "no", ["11.5%"], date="2025-03-15")
A("AU", "stairs balustrade along the flight, 865mm high. is that enough", "yes: 865 mm minimum along stair flights", "facts.md §5.2", "yes", ["865 mm"])
A("AU", "deck landing balustrade at 900mm, that passes yeah?", "no: at least 1 m above a landing", "facts.md §5.2", "no", ["1 m"])
A("AU", "can i remove 15m2 of bonded asbestos sheetin myself without a licence", "no: removing more than 10 m² needs a licence", "facts.md §5.5", "no", ["10 m²"])
A("AU", "does the ncc cover gasfittin", "no: gasfitting and electrical work are not covered by the NCC", "facts.md §4.1", "no")
A("AU", "is it ok if my tax invoice just says 'total price includes gst' instead of showin the gst amount", "yes, if GST is exactly 1/11 of the total", "facts.md §6.3", "yes")
A("AU", "do i have to pay for a before you dig enquiry", "no: BYDA is a free service", "facts.md §1.9", "no")
A("AU", "got the byda plans back but one asset owner hasnt answered yet, can i start diggin", "no: don't dig until every asset owner has responded", "facts.md §1.9", "no")
A("AU", "can i call myself an architectural designer without being registered", "no in QLD; every state protects the title architect and requires registration where you practise", "facts.md §1.9", "no")
T("AU", "customer paid 2,750 incl gst, is the gst in that 275?", "GST = 2,750 / 11 = $250", "facts.md §6.2", "no", ["$250", "10%"])
T("AU", "quoted 3,400 ex gst, customer says the total with gst is 3,700. is that right", "3,400 x 1.1 = $3,740", "facts.md §6.2", "no", ["$3,740", "10%"])
T("AU", "paid my offsider 1,450 this week, is 170 bucks super enough", "12% of 1,450 = $174; $170 is short", "facts.md §6.6, §9", "no", ["$174", "12%"])
T("AU", "apprentice earned 820 last week, super 98.40 right?", "12% of 820 = $98.40", "facts.md §6.6, §9", "yes", ["$98.40", "12%"])
T("AU", "subbie with no abn sent a 2 grand invoice, do i hold back 940", "47% of $2,000 = $940", "facts.md §6.8", "yes", ["$940", "47%"])
T("AU", "did 48k first half of the year and 31k the second half, ex gst. do i need to be registered for gst", "48,000 + 31,000 = $79,000 >= $75,000: must register", "facts.md §6.2", "yes", ["$79,000", "$75,000"])
T("AU", "is 90 641 833 235 a real abn format or has the subbie made it up", "check digits pass (modulus 89): valid format", "facts.md §6.1", "yes", ["valid"])
T("AU", "abn on this invoice is 11794631168, does it check out", "checksum fails: invalid", "facts.md §6.1", "no", ["invalid"])
T("AU", "can u check abn 59564286720 for me", "checksum passes: valid", "facts.md §6.1", None, ["valid"])
T("AU", "is 20 752 216 970 a valid abn", "checksum fails: invalid", "facts.md §6.1", "no", ["invalid"])
A("NSW", "contract for the engineered stone kitchen in chatswood was signed nov 2023, we fitted it in august 2024. were we allowed", "yes: NSW kept the transitional rule (contracts on or before 31 Dec 2023 exempt until 31 Dec 2024)", "facts.md §5.8", "yes", date="2024-08-15")
A("NSW", "licensed removalist in nsw, big friable job next month. do i have to tell safework first and how many days before", "yes: notify at least 5 days before starting", "facts.md §5.5", "yes", ["5 days"])
D("AU", "heard surcharges on eftpos and visa are banned from october, true? can i keep chargin 1.5%", "card surcharge ban not held", "ACCC")
D("AU", "2nd year apprentice sparky, can i pay him 20 bucks an hour", "award rates not held", "Fair Work Ombudsman")
D("AU", "do i have to pay to renew my arctick licence, how much is it", "licence fee not held", "Australian Refrigeration Council (ARC)")
D("AU", "can u paste me what as 3740 says word for word about shower screens", "standard clause text not reproduced", "Standards Australia")
D("AU", "is there a penalty if i lodge my tpar late, how much", "TPAR late penalty not held", "ATO")

# ---------------- ambiguous ----------------
M("11k bathroom in richmond, do i need a written contract", "Richmond NSW (>$5,000: yes) / VIC (>$10,000: yes) / QLD (level 1: yes) / SA (<$12,000: no) / TAS (<$20,000: no)")
M("7k tilin job, either mildura or buronga, not sure which side yet. licence or rego?", "Mildura VIC (<=$10,000: no registration) / Buronga NSW (>$5,000: licence)")
M("chippy, 7k job, could be queanbeyan or canberra side. do i need a licence", "Queanbeyan NSW (>$5,000: yes) / Canberra ACT (carpenters not licensed; builder licence only where building approval is needed)")
M("4k fence job, goondiwindi or boggabilla side, licence?", "Goondiwindi QLD (>$3,300: yes) / Boggabilla NSW (<=$5,000: no)")
M("plumber in epping, is 5 days enough to get the compliance cert in", "Epping VIC (within 5 days: yes) / Epping NSW (CoC; 7 working days if a booked inspection is missed)")
M("18k extension in bayswater, do i need home warranty insurance", "Bayswater VIC (DBI >$16,000: yes) / Bayswater WA (HII >$20,000: no)")
M("25k reno in carlton, can i take 10% deposit", "Carlton VIC (>= $20,000: 5%: no) / Carlton NSW (10%: yes) / Carlton TAS (not found)")
M("do i need a written contract for a 9k job", "no state: NSW (>$5,000: yes) / VIC (<=$10,000: no) / QLD (level 1: yes) / WA ($7,500-$500,000: yes) / SA (<$12,000: no) / TAS (<$20,000: no) / NT (<=$12,000: no) / ACT ($12,000 ⚠)")


# ---------------- second pass (same session): trim to 150, ~90 verdicts, ~45% "no" ----------------
# reword some "is X ok?" items into plain "how long / what" questions (no verdict), by position in the first list
CONVERT = {
    6: "sparky in 2250, finished testin a new circuit last monday. how long have i got to get the ccew in",
    33: "finished a hot water job in frankston, how long have i got to lodge the compliance cert",
    54: "plumber in rocky, notifiable work. how long after invoicin have i got to lodge the form 4",
    69: "how long have i got to give the customer the electrical safety certificate in wa",
    71: "how long do i have to keep plumbin cocs in wa",
    83: "plumber in elizabeth sa, how long have i got to get the plumbin coc in",
    100: "plumber in burnie, customer wants the hws turned down to save power. what temp does the stored water have to stay at",
    102: "doin the basins at a kindy in hobart, what temp do i set the tmv to",
    106: "tas subbie on a house job, how long has the builder got to send me a payment schedule on residential work",
    129: "nt advanced tradesman plumbin licence, how many years post trade do i need",
    141: "how long do i have to keep my receipts and invoices for the tax man",
    145: "whats the super rate for my apprentice now",
    156: "customer paid 2,750 incl gst, how much of that is gst",
}
DROP = {4, 12, 18, 30, 34, 37, 41, 50, 67, 74, 91, 97, 103, 128, 137, 150, 154, 155, 165, 39, 31, 113, 59, 99,
        2, 29, 40, 51, 55, 57, 72, 88, 105, 115, 123, 140, 142, 148}
for n, q in CONVERT.items():
    items[n - 1]["q"] = q
    items[n - 1].pop("verdict", None)
    items[n - 1]["topic"] = items[n - 1]["topic"].replace("not allowed: ", "").replace("no: ", "").replace("wrong: ", "")
items[:] = [d for n, d in enumerate(items, 1) if n not in DROP]
extra = []
def D2(state, q, topic, ask): extra.append({"id": None, "q": q, "kind": "decline", "state": state, "topic": topic, "basis": "facts.md (not held)", "ask": ask})
D2("NSW", "do i have to pay anythin to lodge a ccew in nsw? how much per cert", "CCEW fee not held", "Building Commission NSW")
D2("VIC", "is there a fine if the customer doesnt get the coes within the month in vic, how much", "late COES penalty not held (1-month rule held)", "Energy Safe Victoria")
D2("QLD", "tiny 2k job in qld, can i take 50% up front", "deposit for work of $3,300 or less: conflicting QBCC pages, not held as a rule", "QBCC")
D2("WA", "is there a fine in wa if my notice of completion goes in late, how much", "late NOC penalty not held (3-day rule held)", "Building and Energy")
D2("SA", "how much does cbs charge to renew a building work contractors licence, is it yearly", "licence fee not held", "Consumer and Business Services (CBS)")
D2("TAS", "40k reno in hobart, can i take 20% deposit", "TAS deposit cap not found", "CBOS")
D2("ACT", "does the owner get a cooling off on a 40k reno contract in canberra", "ACT cooling-off not found", "Access Canberra")
D2("NT", "is there a cooling off on a building contract in darwin? how many days", "NT cooling-off not found", "Building Practitioners Board")
# keep each state's declines together: insert each extra decline after the last item of its state
for e in extra:
    last = max(i for i, d in enumerate(items) if d["state"] == e["state"] and d["kind"] == "decline")
    items.insert(last + 1, e)

for i, d in enumerate(items, 1):
    d["id"] = f"d21-{i:03d}"
json.dump(items, open(os.path.join(HERE, "questions.json"), "w"), indent=2, ensure_ascii=False)
from collections import Counter
print(len(items), Counter(d["kind"] for d in items), Counter(d["state"] for d in items))
print("verdicts", Counter(d.get("verdict") for d in items))
