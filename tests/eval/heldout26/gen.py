#!/usr/bin/env python3
"""Writes questions.json for blind held-out set h26 (style: tradies whose first language is not English).
Items are listed by kind (answer, tool, decline, ambiguous); ids are given in that order. Run: python3 gen.py"""
import json, os, collections
HERE = os.path.dirname(os.path.abspath(__file__))
ITEMS = []

def _add(kind, q, state, topic, basis, **kw):
    d = {"q": q, "kind": kind, "state": state, "topic": topic, "basis": basis}
    for k in ("verdict", "figures", "ask", "date", "profile"):
        if kw.get(k) is not None:
            d[k] = kw[k]
    ITEMS.append(d)

def A(q, state, topic, basis, **kw): _add("answer", q, state, topic, basis, **kw)
def T(q, state, topic, basis, **kw): _add("tool", q, state, topic, basis, **kw)
def D(q, state, topic, ask, **kw): _add("decline", q, state, topic, "facts (not held)", ask=ask, **kw)
def M(q, topic): _add("ambiguous", q, None, topic, "facts (per state readings)")

# ------------------------------------------------------------------ ANSWERS
# NSW (13)
A("Hello, I am tiler from Blacktown Sydney. Bathroom wall and floor tiling, 4 200 dollar include GST. Licence I need for this?",
  "NSW", "wall and floor tiling is trade work: licence only over $5,000 incl GST; $4,200 incl GST is under", "facts §1.1, §2.1 NSW",
  verdict="no", figures=["$5,000"])
A("good morning brother. customer in parramatta want split system aircon install, small one only 1.800 AUD. i need ticket for this or no",
  "NSW", "air conditioning and refrigeration is specialist work: licence at any value (plus the refrigerant handling licence)",
  "facts §1.1, §2.1 NSW, §1.9", verdict="yes")
A("Xin chao anh. Kitchen reno job Liverpool NSW, customer ask pay before start. For deposit how much I can take, what percent is maximum for the law?",
  "NSW", "NSW maximum deposit 10% of the contract price (HBA s8)", "facts §2.1, §2.2 NSW", figures=["10%"])
A("Electrician in Penrith. After I finish the testing, how much days I have for send the CCEW?",
  "NSW", "CCEW within 7 days of finishing the safety and compliance test", "facts §3.2 NSW", figures=["7 days"])
A("NSW gasfitter here. Copy of compliance certificate I must send to Fair Trading in how many days? And the copies I keep how long? salamat po",
  "NSW", "gas CoC / certificate of inspection copy to Fair Trading within 5 business days; keep copies 5 years",
  "facts §4.5 NSW, §6.4", figures=["5 business days", "5 years"])
A("Customer in Hurstville sign contract for 38k renovation, I give him the signed copy yesterday. Today he call me, he want cancel. Is possible he do this?",
  "NSW", "owner may rescind within 5 clear business days after being given the signed copy (HBA s 7BA); yesterday is inside it",
  "facts §2.1, §2.2 NSW", verdict="yes", figures=["5 clear business days"])
A("Plumber Wollongong. Job is only change old hot water system to new one, same place. I must send Notice of Work before?",
  "NSW", "no NoW for minor works such as replacing an existing hot water system (CoC still needed)", "facts §4.2 NSW", verdict="no")
A("Home owner in Newcastle NSW want remove old fibro sheets from his laundry himself, maybe 7 square metre. He is allowed or must call licensed company?",
  "NSW", "NSW home renovators may remove up to 10 m² of bonded asbestos in total", "facts §5.5", verdict="yes", figures=["10 m²"])
A("habibi my boss he say head contractor in NSW can wait 30 business day before pay us subbie. is true or he lie??",
  "NSW", "statement to correct: 30 BD is superseded; head contractor to subcontractor now 20 BD (s11(1A))", "facts §6.7 NSW, §8",
  verdict="no", figures=["20 BD"])
A("Brick fence in Campbelltown, price 8 500 AUD. Licence need?",
  "NSW", "NSW fencing needs a licence above $5,000", "facts §1.1, §9", verdict="yes", figures=["$5,000"])
A("Digging trench for new sewer line in Blacktown, 1.8 m deep. Safety plan paper (SWMS) I need?",
  "NSW", "HRCW includes trenches deeper than 1.5 m -> SWMS before work starts", "facts §5.6", verdict="yes", figures=["1.5 m"])
A("builder put in my subcontract the words 'pay when paid'. job is in nsw. this is legal clause or no valid?",
  "NSW", "'pay when paid' clauses are void (NSW SOP Act s34)", "facts §6.7", verdict="no")
A("every plumbing job, even small one like 150 dollar, i must do compliance certificate?",
  "NSW", "profile NSW plumber: CoC for all plumbing and drainage work, copy to the customer", "facts §4.2 NSW",
  verdict="yes", profile={"state": "NSW", "trade": "plumber"})

# VIC (12)
A("Dandenong bathroom renovation 8.500 dollar. Registration with the BPC I need?",
  "VIC", "VIC registration for domestic building work over $10,000; $8,500 is under", "facts §1.2, §2.1 VIC",
  verdict="no", figures=["$10,000"])
A("Re-stumping old weatherboard house in Geelong, small job only 6 500 AUD. I must be registered for this?",
  "VIC", "VIC re-stumping needs registration whatever the cost", "facts §1.2, §2.1 VIC", verdict="yes")
A("Vic plumber, job finish yesterday in Preston. The compliance certificate, to customer and BPC, how many days I got?",
  "VIC", "VIC plumbing compliance certificate to the customer and lodged with the BPC within 5 days", "facts §4.2 VIC",
  figures=["5 days"])
A("Change gas cooktop in Ballarat, only 450 dollar. Still need compliance certificate for so small job?",
  "VIC", "Type A gas appliance replacement needs a compliance certificate at any value", "facts §4.2 VIC, §4.5 VIC", verdict="yes")
A("Sparky Melbourne. I add one power point in the house, not prescribed work. COES to customer, when?",
  "VIC", "non-prescribed work: COES to the customer within 1 month", "facts §3.2 VIC", figures=["1 month"])
A("Main switchboard upgrade in Frankston. Can I turn the power on before the inspector (LEI) come, customer need power tonight?",
  "VIC", "prescribed work (main switchboard) must not be energised before the LEI inspection", "facts §3.2 VIC", verdict="no")
A("Ciao. Victoria, contract for house extension. Customer change mind, how much day he can cancel (cooling off)? and me, I keep how much money? grazie",
  "VIC", "5 clear business days after receiving the signed copy; builder may keep $100 plus approved out-of-pocket expenses (DBCA s34)",
  "facts §2.1, §2.2 VIC", figures=["5 clear business days", "$100"])
A("Vic job, I forget put the cooling off notice in contract. Customer find out today. How long he has to pull out?",
  "VIC", "contract without the cooling-off notice: owner has 7 days from becoming aware", "facts §2.2 VIC", figures=["7 days"])
A("I am licensed asbestos removalist Melbourne. Job is 8 m2 non-friable sheet. Notify WorkSafe how long before start?",
  "VIC", "VIC: 10 m² or less of non-friable: notify at least 24 h before", "facts §5.5", figures=["24 h"])
A("Werribee, customer want new basin and connect to water pipe, 300 dollar job. I dont have plumbing licence or registration, is ok I do it?",
  "VIC", "VIC plumbing needs licence, registration or supervised training at any value", "facts §1.2, §2.1 VIC, §9", verdict="no")
A("Back in March 2017 I sign contract in Melbourne, 7 000 dollar renovation. That time it must be major domestic building contract (written)?",
  "VIC", "dated: before 1 Aug 2017 the major domestic building contract threshold was over $5,000 -> $7,000 needed one",
  "facts §2.1, §2.2 VIC, §8, §9", verdict="yes", figures=["$5,000"], date="2017-03-15")

# QLD (12)
A("Gold Coast QLD side, painting inside house 4.000 dollar. QBCC licence I need?",
  "QLD", "QLD licence for building work over $3,300", "facts §1.3, §2.1 QLD", verdict="yes", figures=["$3,300"])
A("Brisbane, small carpentry fix 2 500 AUD include GST. Permit from QBCC I need?",
  "QLD", "QLD licence only over $3,300 (labour, materials, GST); $2,500 incl GST is under", "facts §1.3, §2.1 QLD",
  verdict="no", figures=["$3,300"])
A("qld plumber mate. small job, 200 dolar only, change pipe under sink. licence still need for so small???",
  "QLD", "plumbing and drainage: QBCC occupational licence at any value", "facts §1.3", verdict="yes")
A("Townsville renovation contract. How many days is the cooling-off period?",
  "QLD", "QLD cooling-off 5 business days from the day after receiving the signed contract", "facts §2.1, §2.2 QLD",
  figures=["5 business days"])
A("QLD electrician. The certificate of testing and compliance — when I must give to customer? and my copy I keep how long?",
  "QLD", "give the certificate as soon as possible after finishing; contractor keeps a copy 5 years", "facts §3.2 QLD, §6.4",
  figures=["5 years"])
A("How many days do I have to lodge a Form 4 for notifiable plumbing work in Queensland?",
  "QLD", "notifiable work registered with QBCC (Form 4) within 10 business days of invoicing", "facts §4.2 QLD",
  figures=["10 business days"])
A("Roof job on house in Logan, height is 2.5 metre. SWMS need or only for 3 metre?",
  "QLD", "QLD: SWMS for any construction work above 2 m, housing included", "facts §5.6", verdict="yes", figures=["2 m"])
A("Kitchen refit in Cairns, 9k. Home warranty insurance QBCC needed for this?",
  "QLD", "QLD Home Warranty Scheme for residential work over $3,300", "facts §2.1, §2.2 QLD", verdict="yes", figures=["$3,300"])
A("For electrical contractor licence in QLD, public liability insurance how much minimum?",
  "QLD", "QLD electrical contractor licence: public and products liability at least $5,000,000 (consumer protection $50,000)",
  "facts §1.3", figures=["$5,000,000"])
A("I have NSW gas licence. I can work in Queensland with automatic mutual recognition?",
  "QLD", "QLD is not in Automatic Mutual Recognition for gas; apply through RSHQ", "facts §1.3", verdict="no")
A("new gas install finish. in my state i must give some certificate paper to owner?",
  "QLD", "profile QLD gasfitter: Gas System Compliance Certificate to the owner for new installations", "facts §4.5 QLD",
  verdict="yes", profile={"state": "QLD", "trade": "gasfitter"})

# WA (10)
A("Perth WA, patio job 18 000 dollar. I must be registered builder?",
  "WA", "WA building contractor registration for work over $20,000", "facts §1.4, §2.1 WA", verdict="no", figures=["$20,000"])
A("WA sparky here. after job finish, Notice of Completion how many days I have for send? and ESC paper to customer?",
  "WA", "NOC within 3 days; ESC to the customer within 28 days", "facts §3.2 WA", figures=["3 days", "28 days"])
A("How long before major plumbing work in WA do I need to lodge the Notice of Intention?",
  "WA", "NOI at least 24 hours before major plumbing work", "facts §4.2 WA", figures=["24 hours"])
A("Plumbing WA, certificate of compliance after major work — how many days? and keep it how many year?",
  "WA", "CoC within 5 working days; keep 6 years", "facts §4.2 WA, §1.4", figures=["5 working days", "6 years"])
A("What is the maximum deposit on a home building contract in WA?",
  "WA", "WA deposit limited to 6.5% of the total amount payable", "facts §2.1, §2.2 WA, §9", figures=["6.5%"])
A("Bunbury small tiling job 6,000 dollar fixed price. Must be written contract under the Home Building Contracts Act?",
  "WA", "WA Home Building Contracts Act covers $7,500–$500,000; $6,000 is below", "facts §2.1, §2.2 WA", verdict="no",
  figures=["$7,500"])
A("WA gasfitting permit Class G, it cover which work?",
  "WA", "Class G: Type A appliances, piping up to 200 kPa", "facts §1.4", figures=["200 kPa"])
A("I am WA plumbing contractor. My licence number must be in my Facebook advertising?",
  "WA", "WA plumbing contractor licence number must appear in all advertising", "facts §1.4", verdict="yes")
A("Natural gas job in house in Joondalup, I lodge by eNotice. Compliance badge still need?",
  "WA", "compliance badge not needed for natural gas domestic work lodged by eNotice", "facts §4.5 WA", verdict="no")

# SA (11)
A("Adelaide roofer. Next week gutter job, height 2.5 metre. SWMS I need?",
  "SA", "SA HRCW fall trigger more than 2 m from 1 July 2026 -> SWMS needed at 2.5 m", "facts §5.6, §9",
  verdict="yes", figures=["2 m"], date="2026-12-03")
A("In May this year we do roof in Salisbury SA at 2.7 metre, no SWMS. That time was ok?",
  "SA", "dated: until 30 June 2026 the SA trigger was 3 m -> no SWMS needed at 2.7 m in May 2026", "facts §5.6, §9",
  verdict="yes", figures=["3 m"], date="2026-05-15")
A("How many days does a plumber in SA have to lodge the certificate of compliance?",
  "SA", "SA plumbing CoC to the OTR and the customer within 7 days", "facts §4.2 SA, §9", figures=["7 days"])
A("How long do I have to send the electrical eCoC to the Technical Regulator and the owner in South Australia?",
  "SA", "SA eCoC completed before energisation, then to the Technical Regulator and owner within 30 days", "facts §3.2 SA",
  figures=["30 days"])
A("Glenelg house, I put new gas heater. the gas certificate, I need make it? how many day?",
  "SA", "SA gas CoC after appliance installation, issued within 30 days", "facts §4.5 SA, §9", verdict="yes", figures=["30 days"])
A("Bathroom renovation Adelaide 14 thousand. Written contract I must?",
  "SA", "SA written contract for domestic building work of $12,000 and more", "facts §2.1, §2.2 SA, §9", verdict="yes",
  figures=["$12,000"])
A("For building work contractor licence in SA, how much net assets I need? and licence is for how long?",
  "SA", "SA BWC licence: at least $10,000 net assets; runs 1 year", "facts §1.5", figures=["$10,000", "1 year"])
A("I start painting business in Adelaide. I need building work contractor licence for only painting?",
  "SA", "SA: painting is building work; a contracting business needs a BWC licence", "facts §1.5", verdict="yes")
A("SA, my company work on roof, nobody write the SWMS. Inspector come. Maximum fine for company how much? I worry too much",
  "SA", "SA SWMS penalty $6,000 individual / $30,000 body corporate", "facts §5.6", figures=["$30,000"])
A("SA sparky — customer want power now, can I make it available for energising before I complete the eCoC?",
  "SA", "SA eCoC must be completed before the installation is made available for energisation", "facts §3.2 SA", verdict="no")

# TAS (8)
A("Hobart, bathroom and laundry reno 25 000 AUD. Written contract I must?",
  "TAS", "TAS written contract for residential building work of $20,000 or more", "facts §2.1, §2.2 TAS", verdict="yes",
  figures=["$20,000"])
A("Tassie kitchen 15k. Contract must be written or handshake ok?",
  "TAS", "TAS written contract only from $20,000; $15,000 is under", "facts §2.1, §2.2 TAS", verdict="no", figures=["$20,000"])
A("Owner builder in Launceston — how many house projects I can do? and public liability how much?",
  "TAS", "TAS owner-builders limited to 2 projects in 10 years; public liability at least $5 million", "facts §1.6",
  figures=["2 projects in 10 years", "$5 million"])
A("Tassie plumber. Hot water tank, temperature inside must keep minimum how many degree?",
  "TAS", "stored hot water 60°C or more (Legionella)", "facts §4.3", figures=["60°C"])
A("Childcare centre Hobart, the mixing valve (TMV) I set to what temperature?",
  "TAS", "early childhood centres: TMV set to 45°C", "facts §4.3", figures=["45°C"])
A("Kitchen sink in Devonport house. I need put tempering valve for the sink?",
  "TAS", "kitchen sinks and laundry taps don't need tempered water", "facts §4.3", verdict="no")
A("How many days for a payment schedule on a residential job in Tasmania?",
  "TAS", "TAS payment schedule 10 days commercial / 20 days residential", "facts §6.7", figures=["20 days"])
A("Burnie. I am handyman, no have electric licence. Customer ask me change one power point, easy job. I can do or no?",
  "TAS", "TAS electrical work only by licensed practitioners under an electrical contractor", "facts §1.6, §3.1", verdict="no")

# ACT (8)
A("How many days do I have to give the electrical test report in the ACT?",
  "ACT", "ACT test report within 14 days of the test", "facts §3.2 ACT", figures=["14 days"])
A("ACT sparky, customer want solar battery and inverter wiring. I need special endorsement?",
  "ACT", "ACT: DER endorsement for rooftop solar, inverter and battery wiring from 11 Sep 2024", "facts §1.7",
  verdict="yes", figures=["11 Sep 2024"])
A("Annyeong haseyo. I am carpenter, move to Canberra next month. Carpenter licence I must get in ACT?",
  "ACT", "carpenters and similar trades are not licensed in the ACT", "facts §1.7", verdict="no")
A("ACT house alteration 30 000 dollar. Residential building insurance or fidelity certificate needed?",
  "ACT", "ACT cover for alterations/additions of $12,000 or more", "facts §2.1, §2.2 ACT", verdict="yes", figures=["$12,000"])
A("What is the maximum time to pay under the ACT security of payment law?",
  "ACT", "ACT SOP maximum time to pay 15 BD (s13(1))", "facts §6.7", figures=["15 BD"])
A("New house Gungahlin, electrical finish. Can energise before Access Canberra inspection pass?",
  "ACT", "ACT: new installations can't be energised until they pass the audit", "facts §3.2 ACT", verdict="no")
A("Canberra builder. The residential building insurance for my customer, cover finish after how many year?",
  "ACT", "ACT residential building insurance cover ends 5 years after the certificate of occupancy", "facts §2.2 ACT",
  figures=["5 years"])
A("How long does a Canberra home owner have to tell the insurer about a defect?",
  "ACT", "insurer told within 90 days of the owner becoming aware of a defect", "facts §2.2 ACT", figures=["90 days"])

# NT (9)
A("Darwin NT, building new house 250k. Register with Building Practitioners Board I need?",
  "NT", "NT building contractor registration for prescribed residential work over $12,000", "facts §1.8, §2.1 NT",
  verdict="yes", figures=["$12,000"])
A("Darwin, open verandah add on existing house, 20k. Registration need?",
  "NT", "verandas or open carports added to existing buildings don't need registration", "facts §1.8", verdict="no")
A("NT plumber with advanced tradesman licence. I can certify my own work?",
  "NT", "advanced tradesman licence can't certify; needs BPB certifying plumber registration", "facts §1.8, §4.2 NT", verdict="no")
A("Darwin sparky. Replace light fitting same same, no change wiring or load. Now I need CoC?",
  "NT", "from 1 Jan 2026 like-for-like replacements need no CoC", "facts §3.2 NT", verdict="no", figures=["1 Jan 2026"])
A("Last year September I change ceiling fan like for like in Palmerston NT, no wiring change. That time CoC was needed?",
  "NT", "dated: before 1 Jan 2026 a CoC was needed for all electrical work (like-for-like exemption from 1 Jan 2026)",
  "facts §3.2 NT", verdict="yes", date="2025-09-15")
A("Alice Springs extension 15k, add floor area. Must sign contract with customer?",
  "NT", "NT signed contract for prescribed residential building work over $12,000", "facts §2.1 NT, §9", verdict="yes",
  figures=["$12,000"])
A("NT gas fitter, big gas system over 200 MJ per hour. Notify NT WorkSafe when?",
  "NT", "gas works over 200 kg / 200 MJ an hour notified no later than 24 hours before they start", "facts §9",
  figures=["24 hours"])
A("NT builder. Contract say he pay me in 45 business days. This ok for the law?",
  "NT", "NT SOP: any term longer than 30 BD is read as 30 BD", "facts §6.7", verdict="no", figures=["30 BD"])

# AU (24)
A("My turnover this year maybe 60k. I must register GST?",
  "AU", "GST registration only at $75,000 GST turnover", "facts §6.2", verdict="no", figures=["$75,000"])
A("How many days do I have to register for GST after I pass 75 thousand?",
  "AU", "register for GST within 21 days of reaching the threshold", "facts §6.2", figures=["21 days"])
A("How many days do I have to give a tax invoice when the customer asks for one?",
  "AU", "tax invoice within 28 days of a request", "facts §6.3, §9", figures=["28 days"])
A("Invoice receipt 1,500 dollar. I must write customer name or ABN on it?",
  "AU", "tax invoices of $1,000 or more must show the buyer's identity or ABN", "facts §6.3", verdict="yes", figures=["$1,000"])
A("Business papers and receipts, how many years I keep? gracias",
  "AU", "keep business records 5 years", "facts §6.4, §9", figures=["5 years"])
A("I pay wages on Friday 4 December. Super for that pay must reach the fund in how many days?",
  "AU", "Payday Super from 1 July 2026: SG received by the fund no more than 7 business days after the payday", "facts §9",
  figures=["7 business days"], date="2026-12-04")
A("My accountant retire. Is true I can still pay retirement money (super) every quarter, next one 28 January?",
  "AU", "statement to correct: quarterly dates kept only for quarters to 30 June 2026; Payday Super 7 business days now",
  "facts §6.6, §9", verdict="no", figures=["7 business days"])
A("Bhai, subbie dont give me ABN. How much percent I hold back?",
  "AU", "no-ABN withholding 47%", "facts §6.8", figures=["47%"])
A("before i pay subbie i must check his abn is real one in computer, yes? or no need",
  "AU", "you do not have to check the ABN is valid (can use ABN Lookup if in doubt)", "facts §6.8", verdict="no")
A("The ABN number pass the check digit test, this mean business is active?",
  "AU", "checksum only proves the format; ABN Lookup shows whether issued/active", "facts §6.1", verdict="no")
A("For install split system air con, I need special licence for the gas (refrigerant)?",
  "AU", "Refrigerant Handling Licence (ARC) for work with fluorocarbon refrigerant", "facts §1.9", verdict="yes")
A("white card course — unit code what is? my nephew need do it, he just come from Brazil. valeu",
  "AU", "White Card unit CPCWHS1001", "facts §5.7", figures=["CPCWHS1001"])
A("Customer want I take out old engineered stone benchtop from kitchen, put in rubbish. Allowed now?",
  "AU", "removing legacy engineered stone and disposal allowed if controlled and notified to the regulator first", "facts §5.8",
  verdict="yes")
A("With the engineered stone ban, porcelain slab for kitchen benchtop I can still cut and install?",
  "AU", "porcelain (and sintered stone) excluded from the engineered-stone definition -> allowed", "facts §5.8", verdict="yes")
A("Making deck with landing. Balustrade how high minimum must be? And on the stair how high?",
  "AU", "barrier at least 1 m on landings; 865 mm along stair flights", "facts §5.2", figures=["1 m", "865 mm"])
A("Which NCC volume covers plumbing?",
  "AU", "NCC Volume Three is the Plumbing Code of Australia", "facts §4.1, §5.1", figures=["Volume Three"])
A("Super for January to March quarter this year 2026, due which date?",
  "AU", "dated: quarter to 31 Mar 2026 under the old quarterly law: due 28 Apr", "facts §6.6, §9",
  figures=["28 Apr"], date="2026-03-31")
A("In Australia the VAT is how much percent?",
  "AU", "GST 10%", "facts §6.2, §9", figures=["10%"])
A("May 2024 I put engineered stone benchtop in kitchen for customer. That time was legal?",
  "AU", "dated: the ban started 1 July 2024; May 2024 was before it", "facts §5.8", verdict="yes",
  figures=["1 July 2024"], date="2024-05-20")
A("Qld, August 2024 we install engineered stone benchtop, contract signed in 2023. It was ok because old contract?",
  "QLD", "dated: QLD had no transitional period -> ban applied from 1 July 2024 regardless of a 2023 contract", "facts §5.8",
  verdict="no", date="2024-08-20")
A("Can I write the SWMS after the job has started?",
  "AU", "SWMS must be prepared before HRCW starts", "facts §5.6", verdict="no")

# ------------------------------------------------------------------ TOOLS
T("How much GST is inside my invoice for bathroom job 3.850 dollar? Price already include GST",
  "AU", "GST out of an inclusive amount: 3,850 / 11", "facts §6.2", figures=["$350", "10%"])
T("Quote for customer 6 500 AUD plus sales tax, what is the total?",
  "AU", "add GST: 6,500 x 1.1", "facts §6.2", figures=["$7,150", "10%"])
T("Cliente pay me 990AUD include the tax. How much is mine without the tax? obrigado",
  "AU", "ex-GST from inclusive: 990 / 1.1", "facts §6.2", figures=["$900", "10%"])
T("invoice $ 46 000 before GST, how much GST I add",
  "AU", "GST on an exclusive amount: 46,000 x 10%", "facts §6.2", figures=["$4,600", "10%"])
T("Total 2,345 dollar with GST inside. GST part how much exactly?",
  "AU", "GST out of an inclusive amount: 2,345 / 11, half-up to the cent", "facts §6.2", figures=["$213.18", "10%"])
T("5,5k with GST included — tell me the GST and the price without GST please",
  "AU", "5,5k = $5,500 incl GST: GST 500, ex GST 5,000", "facts §6.2", figures=["$500", "$5,000", "10%"])
T("Apprentice earn 920 dollar this week. Pension money (super) how much I pay?",
  "AU", "super 12% on wages paid now", "facts §6.6, §9", figures=["$110.40", "12%"])
T("Worker get 15 thousand dollars for the quarter, super how much?",
  "AU", "super 12% on wages paid now", "facts §6.6, §9", figures=["$1,800", "12%"])
T("fortnight wage for my offsider 2 150 AUD. retirement money how much",
  "AU", "super 12% on wages paid now", "facts §6.6, §9", figures=["$258", "12%"])
T("In March 2025 I pay my labourer 4.800 dollar. What super I should pay that time?",
  "AU", "dated: 11.5% for wages paid 1 Jul 2024 - 30 Jun 2025", "facts §6.6, §9", figures=["$552", "11.5%"],
  date="2025-03-15")
T("Yearly salary 85k for my leading hand. Super for whole year?",
  "AU", "super 12% on wages paid now", "facts §6.6, §9", figures=["$10,200", "12%"])
T("Kitchen 28 000 dollar in Penrith. Deposit maximum in dollar?",
  "NSW", "NSW deposit 10% of the contract price", "facts §2.1, §2.2 NSW", figures=["$2,800", "10%"])
T("Bathroom 14.500 AUD in Melbourne, max deposit how much dollar?",
  "VIC", "VIC deposit 10% under $20,000", "facts §2.1, §2.2 VIC", figures=["$1,450", "10%"])
T("Extension 85k in Geelong, deposit max in dollar?",
  "VIC", "VIC deposit 5% at $20,000 or more", "facts §2.1, §2.2 VIC", figures=["$4,250", "5%"])
T("Deck 18k in Brisbane Qld. Max deposit in dollars?",
  "QLD", "QLD deposit 10% under $20,000", "facts §2.1, §2.2 QLD", figures=["$1,800", "10%"])
T("Granny flat 95k Qld, 70% is built in factory. Deposit maximum?",
  "QLD", "QLD deposit 20% where off-site work is more than 50% of the price", "facts §2.1, §2.2 QLD, §9",
  figures=["$19,000", "20%"])
T("House extension 160k Perth WA. Deposit how much maximum?",
  "WA", "WA deposit 6.5% ($7,500–$500,000 contracts)", "facts §2.1, §2.2 WA, §9", figures=["$10,400", "6.5%"])
T("Tiling in Blacktown, my price 4.600 + GST. Licence?",
  "NSW", "NSW $5,000 incl GST: 4,600 + GST = 5,060, over", "facts §1.1, §2.1 NSW", verdict="yes", figures=["$5,060", "$5,000"])
T("Kitchen 14k plus bathroom 7.5k same contract in Sydney. HBCF insurance needed?",
  "NSW", "NSW HBCF over $20,000: 14,000 + 7,500 = 21,500", "facts §2.1, §2.2 NSW", verdict="yes",
  figures=["$21,500", "$20,000"])
T("Plastering 6k plus painting 5k on same house in Footscray. Registration I need?",
  "VIC", "VIC: more than one type of work together over $10,000", "facts §1.2, §2.1 VIC", verdict="yes",
  figures=["$11,000", "$10,000"])
T("Deck 9 000 and carport 8 000 in one contract, Bendigo. DBI I need?",
  "VIC", "VIC DBI over $16,000: 9,000 + 8,000 = 17,000", "facts §2.1, §2.2 VIC", verdict="yes", figures=["$17,000", "$16,000"])
T("My labour is 600, customer buy the toilet himself 300 dollar. Compliance certificate need?",
  "VIC", "profile VIC plumber: over $750 total value whoever supplied: 600 + 300 = 900", "facts §4.2 VIC",
  verdict="yes", figures=["$900", "$750"], profile={"state": "VIC", "trade": "plumber"})
T("Carpentry job in Ipswich 2 900 dollar + GST. QBCC licence?",
  "QLD", "QLD over $3,300 incl GST: 2,900 + GST = 3,190, not over", "facts §1.3, §2.1 QLD", verdict="no",
  figures=["$3,190", "$3,300"])
T("Toowoomba bathroom, customer supply tiles 1.800 dollar, my labour 2.000. Licence?",
  "QLD", "QLD value counts materials whoever supplies them: 1,800 + 2,000 = 3,800 over $3,300", "facts §1.3, §2.1 QLD",
  verdict="yes", figures=["$3,800", "$3,300"])
T("Mandurah WA, slab 11k and frame 10k one contract. Must be registered building contractor?",
  "WA", "WA registration over $20,000: 11,000 + 10,000 = 21,000", "facts §1.4, §2.1 WA", verdict="yes",
  figures=["$21,000", "$20,000"])
T("Adelaide bathroom 6,000 plus laundry 4,500 same job. Written contract?",
  "SA", "SA written contract at $12,000 and more: 6,000 + 4,500 = 10,500, under", "facts §2.1, §9", verdict="no",
  figures=["$10,500", "$12,000"])
T("Hobart: kitchen 12k and bathroom 9k, one contract. Written contract must?",
  "TAS", "TAS written contract at $20,000 or more: 12,000 + 9,000 = 21,000", "facts §2.1, §2.2 TAS", verdict="yes",
  figures=["$21,000", "$20,000"])
T("Canberra alteration 7k plus 6k extras same job. Residential building insurance?",
  "ACT", "ACT cover at $12,000 or more: 7,000 + 6,000 = 13,000", "facts §2.1, §2.2 ACT", verdict="yes",
  figures=["$13,000", "$12,000"])
T("Darwin extension, stage one 7 000 and stage two 6 500 same contract. BPB registration?",
  "NT", "NT registration over $12,000: 7,000 + 6,500 = 13,500", "facts §1.8, §2.1 NT", verdict="yes",
  figures=["$13,500", "$12,000"])
T("Tiling business 48k this year plus cash jobs 19k. I must register GST?",
  "AU", "GST turnover 48,000 + 19,000 = 67,000, under $75,000", "facts §6.2", verdict="no", figures=["$67,000", "$75,000"])
T("Subbie no give me tax number (ABN), his invoice 2 600. How much I keep back for the ATO?",
  "AU", "no-ABN withholding 47% of 2,600", "facts §6.8", figures=["$1,222", "47%"])
T("Delivery guy no ABN, 60 dollar without GST. I must withhold?",
  "AU", "no withholding for $75 or less excluding GST", "facts §6.8", verdict="no", figures=["$75"])
T("Boy 16 years old help me on site as contractor, no ABN, I pay him 320 dollar a week. Withhold 47%?",
  "AU", "no withholding for an individual under 18 paid $350 or less a week", "facts §6.8", verdict="no", figures=["$350"])
T("Please check ABN of new subbie: 57 454 557 053",
  "AU", "ABN check digits (modulus 89)", "facts §6.1", verdict="yes", figures=["valid"])
T("tax number on invoice is 80223351820 — is real one?",
  "AU", "ABN check digits (modulus 89)", "facts §6.1", verdict="yes", figures=["valid"])
T("ABN 37 668 423 748 is correct number or no?",
  "AU", "ABN check digits (modulus 89)", "facts §6.1", verdict="no", figures=["invalid"])
T("Sparky give me ABN 42178995036. Check for me please, xie xie",
  "AU", "ABN check digits (modulus 89)", "facts §6.1", verdict="no", figures=["invalid"])

# ------------------------------------------------------------------ DECLINES
# NSW
D("Hello, how much cost HBCF insurance for new house 300k in Sydney? Customer ask me the price.", "NSW", "HBCF premium not held",
  "icare (Home Building Compensation Fund)")
D("Contractor licence NSW renew for 3 years, how much fee I pay?", "NSW", "licence renewal fee not held",
  "Building Commission NSW")
D("NSW, I give CCEW late, like 3 week after test. What is fine for this?", "NSW", "late CCEW penalty not held", "Building Commission NSW")
D("Owner builder permit in NSW how much it cost?", "NSW", "owner-builder permit fee not held", "Building Commission NSW")
D("Asbestos removal licence class B in NSW, application fee how much?", "NSW", "asbestos licence fee not held", "SafeWork NSW")
# VIC
D("How much is the DBI premium on a 50k extension in Melbourne?", "VIC", "DBI premium not held",
  "Building and Plumbing Commission (formerly VBA)")
D("ESV, each COES how much they charge me?", "VIC", "COES price not held", "Energy Safe Victoria")
D("Vic subbie: after builder send payment schedule, how many days maximum he have to pay me?", "VIC",
  "VIC SOP maximum time to pay not captured", "Building and Plumbing Commission (formerly VBA)")
D("What is the fine in Victoria if plumbing compliance certificate is late after the 5 days?", "VIC",
  "late plumbing compliance certificate penalty not held (5-day rule is held)", "Building and Plumbing Commission (formerly VBA)")
D("Plumbing registration renewal Victoria, how much money?", "VIC", "plumbing registration fee not held",
  "Building and Plumbing Commission (formerly VBA)")
# QLD
D("QBCC licence trade contractor tiling, fee how much i pay? cam on", "QLD", "QBCC licence fee not held",
  "QBCC")
D("Home warranty premium QLD for 40k renovation, how much?", "QLD", "home warranty premium not held", "QBCC")
D("If my Form 4 go late in QLD, how much is the penalty?", "QLD", "late Form 4 penalty not held (lodgement fee is)", "QBCC")
D("How much does a gas work licence from RSHQ cost?", "QLD", "gas work licence fee not held",
  "Resources Safety and Health Queensland")
D("Small job QLD 2,000 dollar, how much deposit maximum I can take?", "QLD",
  "deposit cap for jobs of $3,300 or less not added (conflicting QBCC pages)", "QBCC")
# WA
D("WA, customer sign home building contract. Cooling-off how many days?", "WA", "WA cooling-off not found",
  "Building and Energy (DEMIRS)")
D("What is the application fee for builder registration in WA?", "WA", "registration fee not held", "Building and Energy (DEMIRS)")
D("What is penalty in WA if my Notice of Completion is late?", "WA", "late NOC penalty not held (3-day rule is held)",
  "Building and Energy (DEMIRS)")
D("Class G gas permit WA, renew cost?", "WA", "gas permit fee not held", "Building and Energy (DEMIRS)")
D("electrician licence renew in Perth, how much dollars I pay? efharisto", "WA", "electrical licence fee not held",
  "Building and Energy (DEMIRS)")
# SA
D("Renovation 40k in Adelaide. Deposit maximum I can take?", "SA", "SA deposit cap not found",
  "Consumer and Business Services (CBS)")
D("Cooling off period in South Australia for building contract, how much days?", "SA", "SA cooling-off not found",
  "Consumer and Business Services (CBS)")
D("SA plumber, if I send the CoC after 7 days, fine how much?", "SA", "late plumbing CoC penalty not held (7 days is held)",
  "Office of the Technical Regulator")
D("BWC licence SA renew how much I must pay", "SA", "BWC licence fee not held",
  "Consumer and Business Services (CBS)")
D("SA sparky, each eCoC cost me how much fee?", "SA", "eCoC fee not held", "Office of the Technical Regulator")
# TAS
D("Tassie reno 30k, customer want pay 30% deposit. Maximum deposit in Tasmania?", "TAS", "TAS deposit cap not found", "CBOS")
D("How many days is the cooling-off period for a house contract in Tasmania?", "TAS", "TAS cooling-off not found", "CBOS")
D("TAS electrician, Certificate of Electrical Compliance how many days I have?", "TAS", "TAS CEC deadline not found", "CBOS")
D("Tasmania gas fitter, gas compliance certificate deadline?", "TAS", "TAS gas certificate rule not researched", "CBOS")
D("Owner builder permit Tasmania, how much cost?", "TAS", "owner-builder permit fee not held", "CBOS")
# ACT
D("Maximum deposit ACT for 25k kitchen?", "ACT", "ACT deposit cap not found", "Access Canberra")
D("Canberra renovation contract, cooling-off how many days?", "ACT", "ACT cooling-off not found", "Access Canberra")
D("ACT subbie, I send payment claim. Builder have how many days for payment schedule?", "ACT",
  "ACT payment schedule not captured (max time to pay 15 BD is held)", "Access Canberra")
D("How much does the DER endorsement cost in the ACT?", "ACT", "endorsement fee not held", "Access Canberra")
D("ACT builder licence class C application fee?", "ACT", "licence fee not held", "Access Canberra")
# NT
D("Darwin sparky, they change CoC rule, now how many day I have for finish the CoC?", "NT", "NT CoC deadline not found (only 'decreased')",
  "NT WorkSafe")
D("NT house build 300k, deposit maximum how much?", "NT", "NT deposit amount not captured (regs 41HA/41HE)",
  "Building Practitioners Board")
D("How long is the cooling-off period on a renovation contract in the NT?", "NT", "NT cooling-off not found", "Building Practitioners Board")
D("NT gasfitter, how many days for gas compliance certificate?", "NT", "NT gas certificate rule not researched",
  "NT WorkSafe")
D("NT subbie, builder have how many days for payment schedule after my claim?", "NT", "NT payment schedule not captured",
  "NT WorkSafe (Construction Contracts Registrar)")
# AU / other countries
D("Apprentice first year carpenter, hourly pay how much I must give him? ji please tell", "AU", "award rates not held", "Fair Work Ombudsman")
D("Next month I can still put 1.5% surcharge on Visa card payment?", "AU", "card surcharge rules not held", "ACCC / RBA",
  date="2026-12-15")
D("Please copy for me the clause of AS/NZS 3000 for RCD", "AU", "standard clause text not reproduced", "Standards Australia")
D("ARCtick refrigerant licence, how much it cost?", "AU", "ARC licence fee not held", "Australian Refrigeration Council (ARC)")
D("My brother move to Auckland New Zealand, GST there how much percent?", "AU", "New Zealand GST not held",
  "Inland Revenue (New Zealand)")
D("In Philippines I am licensed electrician. Here in Australia my licence from there is valid? salamat", "AU",
  "overseas licence recognition not held", "Trades Recognition Australia / the state electrical regulator")
D("In UK the VAT register from how much turnover? I do job there also", "AU", "UK VAT threshold not held", "HMRC (UK)")
D("What percent income tax does my business pay this year?", "AU", "income tax rates not held", "ATO")
D("Fuel tax credit for my ute diesel, how many cents per litre?", "AU", "fuel tax credit rates not held", "ATO")
D("Minimum wage for labourer how much one hour now?", "AU", "award / minimum wage rates not held", "Fair Work Ombudsman")

# ------------------------------------------------------------------ AMBIGUOUS
M("Tiling job 4k, maybe Tweed Heads maybe Coolangatta, customer not decide which house. Licence?",
  "Tweed Heads NSW (<= $5,000: no licence) / Coolangatta QLD (> $3,300: yes)")
M("Bathroom 8 000 dollar, Albury or Wodonga side, I dont know yet. Licence or registration I need?",
  "Albury NSW (> $5,000: licence yes) / Wodonga VIC (<= $10,000: no registration)")
M("Renovation 30k, Mildura or across river in Buronga. Deposit maximum?",
  "Mildura VIC (>= $20,000: 5%) / Buronga NSW (10%)")
M("Electrician, job maybe Queanbeyan maybe Canberra side. How many days for the certificate?",
  "Queanbeyan NSW (CCEW 7 days) / Canberra ACT (test report 14 days)")
M("Paint job 4k in Paddington. Licence I need?",
  "Paddington NSW (<= $5,000: no) / Paddington QLD (> $3,300: yes)")
M("plumber, job in Richmond. compliance certificate how many day?",
  "Richmond NSW (CoC always; 7 working days if a booked inspection is missed) / Richmond VIC (5 days) / Richmond QLD "
  "(Form 4 10 business days, notifiable work) / Richmond SA (7 days) / Richmond TAS (per category)")
M("Windsor renovation 25k, deposit how much percent max?",
  "Windsor NSW (10%) / Windsor VIC (>= $20,000: 5%) / Windsor QLD (>= $20,000: 5%)")
M("Patio 18k in Bayswater. Need be registered?",
  "Bayswater VIC (> $10,000: registration yes) / Bayswater WA (<= $20,000: no)")
M("Sparky, small job in Palmerston. Certificate deadline how many days?",
  "Palmerston NT (CoC deadline not found) / Palmerston ACT (test report 14 days)")
M("Claremont bathroom 15k. Written contract must?",
  "Claremont WA ($7,500–$500,000: yes) / Claremont TAS (< $20,000: no)")
M("Deck 3.500 dollar in Springfield. Licence?",
  "Springfield QLD (> $3,300: yes) / Springfield NSW (<= $5,000: no) / Springfield SA (contracting business licence; dollar floor unclear)")
M("Customer sign renovation contract, cooling off how many days he have?",
  "no state: NSW 5 clear business days / VIC 5 clear business days / QLD 5 business days / WA, SA, TAS, ACT, NT not found")
M("I'm a gas fitter. How many days do I have to issue the compliance certificate after a job?",
  "no state: NSW 5 business days (copy to Fair Trading) / VIC 5 days / SA 30 days / QLD certificate to owner (no day count) / "
  "ACT as soon as practicable / WA eNotice / TAS, NT not researched")
M("Insurance for the house build, from what contract price I need?",
  "no state: NSW HBCF > $20,000 / VIC DBI > $16,000 / QLD > $3,300 / WA HII > $20,000 / SA BII > $12,000 with development "
  "approval ($20,000 for contracts from 10 Nov 2025 ⚠) / TAS no scheme found / ACT >= $12,000 / NT fidelity fund (amount not held)")

# ------------------------------------------------------------------ write
for i, d in enumerate(ITEMS, 1):
    d["id"] = "h26-%03d" % i
ORDER = ["id", "q", "kind", "state", "verdict", "figures", "ask", "date", "profile", "topic", "basis"]
out = [{k: d[k] for k in ORDER if k in d} for d in ITEMS]
json.dump(out, open(os.path.join(HERE, "questions.json"), "w"), ensure_ascii=False, indent=2)
c = collections.Counter(d["kind"] for d in out)
print(len(out), dict(c))
print(dict(collections.Counter(d["state"] for d in out)))
