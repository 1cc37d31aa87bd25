#!/usr/bin/env python3
"""blind-h26b: writes questions.json (150 held-out questions, ids h26-001..h26-150).
Style: tradies whose first language is not English (brief blind-2l). Today = 2026-11-28.
Expected answers only from /work/briefs/facts-1..6.md ("facts" below)."""
import json, os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
ITEMS = []

def add(q, kind, state, topic, basis, verdict=None, figures=None, ask=None, date=None, profile=None):
    d = {"q": q, "kind": kind, "state": state}
    if verdict: d["verdict"] = verdict
    if figures: d["figures"] = figures
    if ask: d["ask"] = ask
    if date: d["date"] = date
    if profile: d["profile"] = profile
    d["topic"] = topic
    d["basis"] = basis
    ITEMS.append(d)

def A(q, state, topic, basis, **kw): add(q, "answer", state, topic, basis, **kw)
def T(q, state, topic, basis, **kw): add(q, "tool", state, topic, basis, **kw)
def X(q, state, topic, ask, **kw): add(q, "decline", state, topic, "facts (not held)", ask=ask, **kw)
def M(q, topic, basis): add(q, "ambiguous", None, topic, basis)

# ---------------- answers ----------------
# NSW
A("Hello brother, I am tiler, work in Blacktown Sydney. Bathroom tiles job 4 200 dollar. Licence I need?", "NSW",
  "wall and floor tiling is trade work: licence only over $5,000 incl GST; $4,200 (even x1.1 = $4,620) is under", "facts §1.1, §2.1", verdict="no", figures=["$5,000"])
A("Good morning please help. I am electrician, small job change two powerpoint in Parramatta, only 300 dollar. For so small job licence is need?", "NSW",
  "NSW electrical work needs a licence whatever its value", "facts §1.1, §2.1, §3.1", verdict="yes")
A("customer in liverpool nsw he want new kitchen 30k. for deposit, how much percent i can take", "NSW",
  "NSW maximum deposit 10% of the contract price (HBA s8)", "facts §2.1, §2.2 NSW", figures=["10%"])
A("Sparky in Penrith. After I finish the test, how much days I have for give the CCEW?", "NSW",
  "CCEW within 7 days of finishing the safety and compliance test", "facts §3.2 NSW", figures=["7 days"])
A("Renovation in Bankstown 45 000 dollar. The insurance for the house build (icare) is obligatory or not?", "NSW",
  "HBCF cover needed for residential work over $20,000, before starting or taking any money", "facts §2.1, §2.2 NSW", verdict="yes", figures=["$20,000"])
A("customer in hurstville he sign the reno contract 28k, he get his copy yesterday, now he want cancel. he can? how many days he have", "NSW",
  "NSW cooling-off: 5 clear business days after being given the signed copy (HBA s 7BA); yesterday is inside it", "facts §2.1, §2.2 NSW, §9", verdict="yes", figures=["5 clear business days"])
A("Gasfitter in Sydney, new gas connection. The copy of compliance certificate to Fair Trading, how many days I have?", "NSW",
  "NSW gas CoC copy within 5 business days of the work", "facts §4.5 NSW", figures=["5 business days"])
A("my cousin in auburn nsw want take off fibro sheet himself from his house, about 15 square metre. is ok he do alone?", "NSW",
  "NSW home renovators may remove up to 10 m2 of bonded asbestos in total; 15 m2 needs a licensed contractor", "facts §5.5", verdict="no", figures=["10 m²"])
A("I do timber floating floor in Castle Hill, 12 thousand dollars job. Ticket I need for this?", "NSW",
  "non-structural flooring not licensed in NSW since 16 Sep 2009, whatever the value", "facts §1.1, §9", verdict="no")
A("Subcontractor Sydney. I send payment claim to builder on Monday. How many days he have for send me payment schedule?", "NSW",
  "NSW SOP: payment schedule within 10 business days of receiving the claim", "facts §6.7 NSW", figures=["10 business days"])
A("Plumber, only change old hot water system for new one in Ryde NSW. Notice of work is must?", "NSW",
  "no NoW for minor works such as replacing an existing hot water system", "facts §4.2 NSW", verdict="no")
# VIC
A("Xin chao. I am plasterer in Melbourne, job 8 500 dollar only plaster. I must to register with the building commission?", "VIC",
  "VIC registration for domestic building work over $10,000", "facts §1.2, §2.1", verdict="no", figures=["$10,000"])
A("restumping old house in dandenong vic, only 6k. registration is need for this or no because small", "VIC",
  "VIC re-stumping needs registration whatever the cost", "facts §1.2, §2.1", verdict="yes")
A("Ciao, reno in Geelong 35 000, deposit maximum what percent they let me take? grazie", "VIC",
  "VIC deposit: 5% if the price is $20,000 or more", "facts §2.1, §2.2 VIC", figures=["5%"])
A("Plumber Frankston, fix leaking pipe in laundry, 600 dollar total. Compliance certificate I must give for this?", "VIC",
  "VIC plumbing compliance certificate over $750 (not gas, drain or cooling tower work); $600 is under", "facts §4.2 VIC", verdict="no", figures=["$750"])
A("Electrician in Box Hill, I add one new powerpoint in bedroom. Certificate of electrical safety to customer, how long time I have?", "VIC",
  "non-prescribed work: COES to the customer within 1 month", "facts §3.2 VIC", figures=["1 month"])
A("Kalimera. Builder in Ballarat, extension for house 40 thousand. Insurance for the house build, need or not need?", "VIC",
  "VIC DBI for domestic work over $16,000 (3 storeys or less)", "facts §2.1, §2.2 VIC", verdict="yes", figures=["$16,000"])
A("Customer in Werribee get his signed copy of reno contract on monday. He can change mind? how much days", "VIC",
  "VIC cooling-off 5 clear business days after receiving the signed copy (DBCA s34)", "facts §2.1, §2.2 VIC", verdict="yes", figures=["5 clear business days"])
A("I have asbestos licence, job in Melbourne 8 square metre non friable sheet. When I must tell WorkSafe?", "VIC",
  "VIC: 10 m2 or less of non-friable -> notify at least 24 h before", "facts §5.5", figures=["24 h"])
A("Stone mason in Thomastown VIC. Customer want new kitchen with engineered stone benchtop. This one is allowed now?", "VIC",
  "engineered stone benchtops banned from 1 July 2024 (national, Chapter 8A)", "facts §5.8", verdict="no", figures=["1 July 2024"])
A("Switchboard change in Footscray. Inspector come maybe next week. I can turn on power before he come?", "VIC",
  "prescribed work (main switchboard) must not be energised before the LEI inspection", "facts §3.2 VIC", verdict="no")
A("gasfitter in bendigo, only move gas heater to other wall, 400 dollar. compliance certificate need for small job like this?", "VIC",
  "VIC: certificate at any value for relocating a Type A gas appliance; lodged within 5 days", "facts §4.2 VIC, §4.5 VIC", verdict="yes", figures=["5 days"])
# QLD
A("Painter Gold Coast QLD side, job 2 900 dollar include GST. QBCC licence need?", "QLD",
  "QBCC licence over $3,300 (labour + materials + GST); $2,900 incl GST is under", "facts §1.3, §2.1", verdict="no", figures=["$3,300"])
A("Brisbane. I fix toilet cistern for customer, only 250 dollar. Licence for plumbing need also for small thing?", "QLD",
  "QLD plumbing needs an occupational licence at any value", "facts §1.3", verdict="yes")
A("plumber townsville, notifiable work, how many days to lodge form 4 after i send invoice", "QLD",
  "notifiable work registered with QBCC (Form 4) within 10 business days of invoicing", "facts §4.2 QLD", figures=["10 business days"])
A("Customer in Cairns signed bathroom renovation contract 25 thousand. Cooling off he have how long?", "QLD",
  "QLD cooling-off 5 business days (Sch 1B s35)", "facts §2.1, §2.2 QLD", figures=["5 business days"])
A("Tiling bathroom in Toowoomba 7k. Home warranty insurance apply for this job?", "QLD",
  "QLD Home Warranty Scheme covers residential work over $3,300", "facts §2.1, §2.2 QLD", verdict="yes", figures=["$3,300"])
A("Annyeong. Electrician in Logan QLD, I want apply contractor licence. Public liability insurance how much I need?", "QLD",
  "electrical contractor licence: public and products liability at least $5,000,000 and consumer protection at least $50,000", "facts §1.3", figures=["$5,000,000", "$50,000"])
A("granny flat made in factory, like 70% of price is off site, ipswich. i can take more than 5% deposit?", "QLD",
  "QLD: up to 20% deposit where off-site work is more than 50% of the price", "facts §2.1, §2.2 QLD, §9", verdict="yes", figures=["20%"])
A("I have gas licence from NSW. Can I do gas work in Brisbane with automatic mutual recognition?", "QLD",
  "Queensland is not in Automatic Mutual Recognition for gas; apply through the RSHQ Portal", "facts §1.3", verdict="no")
A("roof job on house sunshine coast, 2.5 metre high. safety plan paper (SWMS) need?", "QLD",
  "QLD: a SWMS is needed for any construction work above 2 m, housing included", "facts §5.6", verdict="yes", figures=["2 m"])
A("Office building in Brisbane built in 1995, no asbestos. Asbestos register still we need?", "QLD",
  "QLD: no register needed if built after 31 Dec 1989 and no asbestos", "facts §5.5", verdict="no", figures=["31 Dec 1989"])
# WA
A("Perth WA, patio job 18 000. I need builder registration for this?", "WA",
  "WA building contractor registration for work over $20,000", "facts §1.4, §2.1", verdict="no", figures=["$20,000"])
A("Home building contract in Rockingham WA. Deposit, what is maximum percent?", "WA",
  "WA deposits limited to 6.5% (contracts $7,500-$500,000)", "facts §2.1, §2.2 WA, §9", figures=["6.5%"])
A("Plumber Perth, big plumbing job next week. Notice before I start, how much time before?", "WA",
  "WA Notice of Intention at least 24 hours before major plumbing work", "facts §4.2 WA", figures=["24 hours"])
A("Electrician in Joondalup. After job finish, notice of completion and safety certificate, how many days for each one?", "WA",
  "WA NOC within 3 days of finishing; ESC to the customer within 28 days", "facts §3.2 WA", figures=["3 days", "28 days"])
A("plumbing contractor WA, how many years i keep the certificate of compliance", "WA",
  "WA plumbing CoCs kept at least 6 years", "facts §1.4, §4.2 WA, §6.4", figures=["6 years"])
A("Bunbury. Friend ask me connect his gas BBQ to house gas pipe, I am not gas fitter. Is ok if I do?", "WA",
  "WA gasfitting on a consumer's installation only by a licensed gas fitter (any value)", "facts §1.4, §9", verdict="no")
A("Mandurah extension 60k. Home indemnity insurance, I must have before I take money from customer?", "WA",
  "WA HII for residential work over $20,000, before claiming any payment or starting work", "facts §2.1, §2.2 WA", verdict="yes", figures=["$20,000"])
# SA
A("Roofer in Adelaide, gutter job 2.4 metre high next week. SWMS safety plan paper need?", "SA",
  "SA HRCW fall trigger more than 2 m from 1 July 2026 -> SWMS needed at 2.4 m", "facts §5.6, §9", verdict="yes", figures=["2 m"])
A("plumber elizabeth sa, certificate of compliance how many days for send", "SA",
  "SA plumbing CoC to the OTR and the customer within 7 days of completing the work", "facts §4.2 SA, §9", figures=["7 days"])
A("Sparky Mount Gambier. Electronic certificate to Technical Regulator, how long I have after energise?", "SA",
  "SA eCoC to the Technical Regulator and owner within 30 days", "facts §3.2 SA", figures=["30 days"])
A("Adelaide bathroom job 9 500 dollar. Written contract is must?", "SA",
  "SA written contract for domestic building work of $12,000 or more; $9,500 is under", "facts §2.1, §9", verdict="no", figures=["$12,000"])
A("Gas fitter Port Adelaide, install new gas cooktop. Gas certificate how many days I have?", "SA",
  "SA gas eCoC within 30 days", "facts §4.5 SA, §9", figures=["30 days"])
A("Somebody in Adelaide do building work contracting without licence, first time. Fine how much for person?", "SA",
  "SA unlicensed building-work contracting: individual up to $100,000 for a first or second offence", "facts §1.5", figures=["$100,000"])
A("For builder licence in SA, how much net assets I need to show?", "SA",
  "SA building work contractor's licence: at least $10,000 net assets", "facts §1.5", figures=["$10,000"])
A("Subbie in Adelaide. Builder must answer my payment claim in how many days?", "SA",
  "SA SOP payment schedule 15 BD (or earlier per contract)", "facts §6.7 SA", figures=["15 BD"])
# TAS
A("Hobart Tassie, deck job 15 thousand dollars, written contract obligatory?", "TAS",
  "TAS written contract for residential building work of $20,000 or more", "facts §2.1, §2.2 TAS", verdict="no", figures=["$20,000"])
A("Owner builder in Tasmania, how many projects I can do?", "TAS",
  "TAS owner-builders limited to 2 projects in 10 years", "facts §1.6", figures=["2 projects in 10 years"])
A("Owner builder permit Tassie, public liability insurance how much?", "TAS",
  "TAS owner-builder public liability of at least $5 million", "facts §1.6", figures=["$5 million"])
A("Plumber Devonport TAS, hot water storage tank, temperature minimum?", "TAS",
  "stored hot water at 60°C or more (Legionella)", "facts §4.3", figures=["60°C"])
A("Hobart, child care centre bathroom. Mixing valve set what temperature?", "TAS",
  "early childhood centres need a TMV set to 45°C", "facts §4.3", figures=["45°C"])
A("Tasmania house job residential, client get my payment claim. Payment schedule how many days he have?", "TAS",
  "TAS SOP payment schedule 20 days residential (10 days commercial)", "facts §6.7 TAS", figures=["20 days"])
A("my brother not licensed but he know electric. he can do wiring in my house in launceston?", "TAS",
  "TAS electrical work only by licensed practitioners under an electrical contractor", "facts §1.6, §3.1", verdict="no")
# ACT
A("Electrician Canberra ACT. Test report to the Registrar, how many days?", "ACT",
  "ACT test report to the Construction Occupations Registrar or owner within 14 days of the test", "facts §3.2 ACT", figures=["14 days"])
A("Sparky in Belconnen, customer want solar battery. Need special endorsement for this?", "ACT",
  "ACT DER endorsement needed for rooftop solar, inverter and battery wiring from 11 Sep 2024", "facts §1.7", verdict="yes", figures=["11 Sep 2024"])
A("Carpenter from Brazil, now I work in Gungahlin Canberra. Carpenter licence I need in ACT?", "ACT",
  "carpenters are not a licensed occupation in the ACT", "facts §1.7", verdict="no")
A("Canberra, alteration and addition 30 thousand. Builder need residential building insurance?", "ACT",
  "ACT residential building insurance or fidelity certificate for alterations/additions of $12,000 or more", "facts §2.1, §2.2 ACT", verdict="yes", figures=["$12,000"])
A("ACT subcontractor. Maximum days builder have for pay me?", "ACT",
  "ACT SOP maximum time to pay 15 BD (s13(1))", "facts §6.7 ACT", figures=["15 BD"])
A("Gasfitter ACT. After finish gas job, when I give the certificate? and something to put on it?", "ACT",
  "ACT: attach a compliance indicator and give a certificate 'as soon as practicable' (Gas Safety Act s9)", "facts §4.5 ACT", figures=["as soon as practicable"])
A("Canberra home owner, I can do my own plumbing in bathroom?", "ACT",
  "ACT homeowners can't do regulated plumbing", "facts §4.2 ACT", verdict="no")
# NT
A("Palmerston NT, house extension 45 000. Registration with Building Practitioners Board need?", "NT",
  "NT building contractor registration for prescribed residential work over $12,000 (extensions)", "facts §1.8, §2.1", verdict="yes", figures=["$12,000"])
A("Alice Springs, free standing shed 20k. I need be registered builder for this?", "NT",
  "NT: free-standing sheds need no registration", "facts §1.8", verdict="no")
A("Darwin electrician. Change light fitting same same, no wiring change. Certificate still need now?", "NT",
  "NT: from 1 Jan 2026 like-for-like replacements that don't change wiring, load or protection need no CoC", "facts §3.2 NT", verdict="no")
A("Katherine NT, extension on house 25 000. Contract signed with customer is must?", "NT",
  "NT signed contract for prescribed residential building work over $12,000", "facts §2.1, §9", verdict="yes", figures=["$12,000"])
A("NT subbie. Builder contract say he pay me in 45 business days. This is ok?", "NT",
  "NT SOP: a term longer than 30 BD is read as 30 BD", "facts §6.7 NT", verdict="no", figures=["30 BD"])
A("Plumber in Darwin with advanced tradesman licence. I can certify my own work?", "NT",
  "NT advanced tradesman cannot certify; needs registration as certifying plumber with the BPB", "facts §1.8, §4.2 NT", verdict="no")
A("Gas job Darwin, big LPG storage 300 kg. Must tell NT WorkSafe before start?", "NT",
  "NT gas works over 200 kg stored notified to NT WorkSafe no later than 24 hours before starting", "facts §9", verdict="yes", figures=["24 hours", "200 kg"])
A("Builder in Darwin NT, net tangible assets how much I need?", "NT",
  "NT builders need $50,000 net tangible assets (residential building cover, 2013)", "facts §2.2 NT", figures=["$50,000"])
# AU national
A("My husband is tiler, turnover around 60 thousand a year. He must register for the VAT (GST)?", "AU",
  "GST registration compulsory only at $75,000 GST turnover or more", "facts §6.2", verdict="no", figures=["$75,000"])
A("Business grow and pass 75k now. How many days I have to register GST?", "AU",
  "register within 21 days of reaching the threshold", "facts §6.2", figures=["21 days"])
A("Invoice receipt for 1 500 dollar. I must write customer name or his ABN on it?", "AU",
  "sales of $1,000 or more must show the buyer's identity or ABN", "facts §6.3", verdict="yes", figures=["$1,000"])
A("Customer he ask me tax invoice for last job, how much days I have for give him? Salamat po", "AU",
  "tax invoice within 28 days of a request", "facts §6.3, §9", figures=["28 days"])
A("How long time I keep the invoice papers for the tax office?", "AU",
  "keep business records for 5 years", "facts §6.4, §9", figures=["5 years"])
A("Retirement money (super) for my worker, what percent is now?", "AU",
  "super guarantee 12% for wages paid from 1 July 2025", "facts §6.6, §9", figures=["12%"])
A("Bom dia. Super for my two workers, still I pay every quarter or now different? how many days after pay day?", "AU",
  "Payday Super from 1 July 2026: SG must reach the fund within 7 business days after payday", "facts §9", figures=["7 business days"])
A("subbie he not give me his tax number (ABN). how much i must keep back from his payment", "AU",
  "no-ABN withholding 47% (from 1 July 2017)", "facts §6.8", figures=["47%"])
A("New worker from Colombia start next week. What course he must do before he go on construction site?", "AU",
  "White Card unit CPCWHS1001 is mandatory before working on a construction site", "facts §5.7", figures=["CPCWHS1001"])
A("I install split systems for customers. For the refrigerant gas need special licence?", "AU",
  "Refrigerant Handling Licence (ARC) needed to work on fluorocarbon refrigerant equipment", "facts §1.9", verdict="yes")
A("Balcony barrier, minimum how high from floor? and on the stairs?", "AU",
  "barrier at least 1 m on landings/floors; 865 mm along stairs and ramps", "facts §5.2", figures=["1 m", "865 mm"])
A("I am licensed asbestos removalist. How many days before start I must notify the regulator?", "AU",
  "licensed removalists notify the regulator at least 5 days before starting (model reg 466)", "facts §5.5", figures=["5 days"])
A("Dig trench 2 metre deep for drain. Safety plan paper SWMS need?", "AU",
  "HRCW includes trenches deeper than 1.5 m -> SWMS", "facts §5.6", verdict="yes", figures=["1.5 m"])
A("ABN have how many number inside? my son he type only 9", "AU",
  "an ABN has 11 digits", "facts §6.1", figures=["11 digits"])
# dated answers
A("Melbourne, back in March 2017 I sign domestic job 7 000 dollar, no written major contract. At that time it was must?", "VIC",
  "before 1 Aug 2017 the VIC major domestic building contract threshold was over $5,000 -> $7,000 needed one", "facts §2.1, §2.2 VIC, §8, §9", verdict="yes", figures=["$5,000"], date="2017-03-15")
A("April this year we do gutter in Port Augusta SA, 2.6 metre, no SWMS. At that time was needed?", "SA",
  "before 1 July 2026 the SA fall trigger was 3 m -> no SWMS needed at 2.6 m in April 2026", "facts §5.6, §9", verdict="no", figures=["3 m"], date="2026-04-15")
A("Darwin, November last year I change light same for same, no new wiring, I not do certificate. Was ok?", "NT",
  "before 1 Jan 2026 a CoC was needed for all electrical work (like-for-like exemption from 1 Jan 2026)", "facts §3.2 NT", verdict="no", date="2025-11-15")
A("Super for January to March quarter this year 2026, what was last day fund must receive?", "AU",
  "old quarterly due date 28 Apr for the January-March 2026 quarter", "facts §6.6, §9", figures=["28 Apr"], date="2026-03-31")
A("Sydney, contract signed November 2023 for engineered stone kitchen, we install September 2024. This was allowed?", "NSW",
  "NSW transitional rule: contracts on or before 31 Dec 2023 exempt until 31 Dec 2024", "facts §5.8", verdict="yes", figures=["31 Dec 2024"], date="2024-09-10")
# profile answers
A("How many days I have for the compliance certificate, for my job?", "SA",
  "profile SA plumber: plumbing CoC within 7 days", "facts §4.2 SA, §9", figures=["7 days"], profile={"state": "SA", "trade": "plumber"})
A("In my state, electrical safety certificate to customer, how long I have?", "WA",
  "profile WA electrician: ESC within 28 days", "facts §3.2 WA", figures=["28 days"], profile={"state": "WA", "trade": "electrician"})

# drop list: answers cut to keep the mix (see notes.md)
DROP = ["Office building in Brisbane built in 1995", "how much net assets I need", "hot water storage tank, temperature minimum",
        "net tangible assets how much", "ABN have how many number", "How many days I have to register GST",
        "Notice before I start, how much time", "Notice of work is must", "when I give the certificate? and something",
        "The copy of compliance certificate to Fair Trading", "Alice Springs, free standing shed", "Payment schedule how many days he have?"]
ITEMS[:] = [d for d in ITEMS if not any(s in d["q"] for s in DROP)]

# ---------------- tools (recomputed by check_tools.py) ----------------
T("Kitchen job in Blacktown, contract $ 46 000. Maximum deposit in dollar how much I can ask?", "NSW",
  "NSW deposit cap 10% of $46,000", "facts §2.1, §2.2 NSW", figures=["$4,600", "10%"])
T("bathroom reno in Geelong VIC 15 thousand dollars, deposit max in dollars?", "VIC",
  "VIC deposit 10% under $20,000", "facts §2.1, §2.2 VIC", figures=["$1,500", "10%"])
T("Ringwood VIC second storey addition 85k. Deposit how much dollar maximum?", "VIC",
  "VIC deposit 5% at $20,000 or more", "facts §2.1, §2.2 VIC", figures=["$4,250", "5%"])
T("Toowoomba QLD kitchen 18 500. How much deposit I can take, in dollar?", "QLD",
  "QLD deposit 10% under $20,000", "facts §2.1, §2.2 QLD", figures=["$1,850", "10%"])
T("Mackay QLD new house job 120k, normal build on site. Max deposit dollar?", "QLD",
  "QLD deposit 5% at $20,000 or more (not off-site)", "facts §2.1, §2.2 QLD", figures=["$6,000", "5%"])
T("Perth WA home build contract 250 000 AUD. Deposit maximum how much dollar?", "WA",
  "WA deposit 6.5% ($7,500-$500,000)", "facts §2.1, §2.2 WA, §9", figures=["$16,250", "6.5%"])
T("Invoice total 3.850 dollar include GST. How much is the GST inside?", "AU",
  "GST = 1/11 of the GST-inclusive price", "facts §6.2", figures=["$350", "10%"])
T("Job price 6 500 AUD plus GST. Total with GST how much I write on invoice?", "AU",
  "add 10% GST", "facts §6.2", figures=["$7,150", "10%"])
T("small job 990AUD incl tax. the gst part is how much, my accountant ask", "AU",
  "GST = 1/11 of the GST-inclusive price", "facts §6.2", figures=["$90", "10%"])
T("Hobart Tassie, one contract: deck twelve thousand and carport 9 000. Written contract I must make?", "TAS",
  "TAS written contract at $20,000 or more: 12,000 + 9,000 = 21,000", "facts §2.1, §2.2 TAS", verdict="yes", figures=["$21,000", "$20,000"])
T("Canberra ACT, same contract kitchen 5,5k and bathroom 7k alteration. Residential building insurance need?", "ACT",
  "ACT cover for alterations/additions of $12,000 or more: 5.5k + 7k = 12.5k", "facts §2.1, §2.2 ACT", verdict="yes", figures=["$12,500", "$12,000"])
T("My worker this week wages 1 450 dollar. Retirement money (super) how much I pay?", "AU",
  "super guarantee 12% of wages paid", "facts §6.6, §9", figures=["$174", "12%"])
T("Darwin NT, house extension 8k plus new carport 5k built with it, same job. I need BPB registration?", "NT",
  "NT registration for prescribed residential work over $12,000: 8k + 5k = 13k", "facts §1.8, §2.1", verdict="yes", figures=["$13,000", "$12,000"])
T("In March 2025 I paid wages 3.200 dollar to my offsider. How much super was need for that pay?", "AU",
  "11.5% for wages paid 1 Jul 2024 - 30 Jun 2025", "facts §6.6, §9", figures=["$368", "11.5%"], date="2025-03-14")
T("Subbie he not give ABN, invoice 2 400 dollar. How much I hold back for tax office?", "AU",
  "no-ABN withholding 47%", "facts §6.8", figures=["$1,128", "47%"])
T("Old problem from 2016: I paid one subbie 1 500 with no ABN. How much I should have withhold that time?", "AU",
  "no-ABN withholding 49% (2014-2017), superseded by 47% from 1 July 2017", "facts §6.8, §8", figures=["$735", "49%"], date="2016-06-15")
T("Tiling job Campbelltown NSW, price 4 700 + GST. Over the limit for licence?", "NSW",
  "NSW trade work licence over $5,000 incl GST: $4,700 + GST = $5,170", "facts §1.1, §2.1", verdict="yes", figures=["$5,170", "$5,000"])
T("Painting job in Logan QLD, 3 100 + GST. QBCC licence need?", "QLD",
  "QLD licence over $3,300 incl GST: $3,100 + GST = $3,410", "facts §1.3, §2.1", verdict="yes", figures=["$3,410", "$3,300"])
T("Same house in Dandenong: plaster 7 500 and paint 4 000. Two small jobs, I need registration or not?", "VIC",
  "VIC: more than one type of work together over $10,000 needs registration (7,500 + 4,000 = 11,500)", "facts §1.2", verdict="yes", figures=["$11,500", "$10,000"])
T("Plumber Sunshine VIC, my labour 400 and customer buy the tap himself 450. Compliance certificate need?", "VIC",
  "VIC certificate over $750 whoever supplied the materials: 400 + 450 = 850", "facts §4.2 VIC", verdict="yes", figures=["$850", "$750"])
T("Perth WA, carport 12k and patio 9.5k, same client, one contract. I need builder registration?", "WA",
  "WA registration over $20,000: 12k + 9.5k = 21.5k", "facts §1.4, §2.1", verdict="yes", figures=["$21,500", "$20,000"])
T("Ipswich QLD, my labour 2 000 and owner buy materials 1 500 himself. I need QBCC licence?", "QLD",
  "QLD value includes materials whoever supplies them: 2,000 + 1,500 = 3,500 > $3,300", "facts §1.3", verdict="yes", figures=["$3,500", "$3,300"])
T("Adelaide: bathroom 7k and laundry 6k in one contract. Written contract is must?", "SA",
  "SA written contract at $12,000 or more: 7k + 6k = 13k", "facts §2.1, §9", verdict="yes", figures=["$13,000", "$12,000"])
T("First year business, I make 42k first six month and 38k second six month, no GST included. Must register GST?", "AU",
  "GST registration at $75,000 or more: 42k + 38k = 80k", "facts §6.2", verdict="yes", figures=["$80,000", "$75,000"])
T("Customer ABN is 91 737 820 330, is real number or fake?", "AU",
  "ABN check digits (mod 89): valid (well-formed only; ABN Lookup for active)", "facts §6.1", figures=["valid"])
T("pls check this abn 92041738162 from new subbie, the numbers ok?", "AU",
  "ABN check digits (mod 89): invalid", "facts §6.1", figures=["invalid"])
T("Supplier give me ABN 73594812876 on invoice. This one pass the check?", "AU",
  "ABN check digits (mod 89): invalid", "facts §6.1", figures=["invalid"])

# ---------------- declines ----------------
X("Renew my contractor ticket NSW for 3 year, how much is cost?", "NSW", "licence renewal fee not held", "Building Commission NSW")
X("Renovation 60k in Penrith. How much cost the icare insurance premium, roughly?", "NSW", "HBCF premium not held", "icare (Home Building Compensation Fund)")
X("If I give CCEW late, after 7 days, what is the fine in NSW?", "NSW", "penalty for a late CCEW not held", "Building Commission NSW")
X("Owner builder permit in NSW, how much is the fee?", "NSW", "owner-builder permit fee not held", "Building Commission NSW")
X("ESV charge me for each certificate of electrical safety? How much one?", "VIC", "COES fee not held", "Energy Safe Victoria")
X("VIC subbie. After builder get my claim, maximum how many days he can take to pay me?", "VIC", "VIC SOP maximum time to pay not captured", "Building and Plumbing Commission (formerly VBA)")
X("What is fine in Victoria if builder take money without domestic building insurance?", "VIC", "penalty not held", "Building and Plumbing Commission (formerly VBA)")
X("How much cost the application for domestic builder registration with BPC Melbourne?", "VIC", "registration fee not held", "Building and Plumbing Commission (formerly VBA)")
X("How much is QBCC licence for trade contractor carpentry, every year?", "QLD", "licence fee not held", "QBCC")
X("Brisbane plumber, I forget Form 4 and now is 3 weeks after invoice. What is penalty?", "QLD", "notifiable-work penalty amount not held", "QBCC")
X("Gas work licence in Queensland, how much it cost from RSHQ?", "QLD", "gas work licence fee not held", "Resources Safety and Health Queensland")
X("Perth customer sign house contract, he want cancel. Cooling off in WA how many days?", "WA", "WA cooling-off not found", "Building and Energy (DEMIRS)")
X("WA building contractor registration fee, how much?", "WA", "registration fee not held", "Building and Energy (DEMIRS)")
X("Electrician WA, I send notice of completion late, 2 weeks. Penalty how much?", "WA", "late NOC penalty not held", "Building and Energy (DEMIRS)")
X("Adelaide reno 40 000, maximum deposit how much I can take?", "SA", "SA deposit cap not found", "Consumer and Business Services (CBS)")
X("SA customer sign contract, want cancel after 3 days. Cooling off period in South Australia?", "SA", "SA cooling-off not found", "Consumer and Business Services (CBS)")
X("Building work contractor licence SA, renew every year how much dollar?", "SA", "licence fee not held", "Consumer and Business Services (CBS)")
X("plumber mount barker sa, cert of compliance i lodge after 10 days. what fine they give?", "SA", "late plumbing CoC penalty not held (the 7 days is held)", "Office of the Technical Regulator")
X("Hobart customer want give me 30% deposit for 50k kitchen. Is allowed in Tasmania?", "TAS", "TAS deposit cap not found", "CBOS")
X("Electrician in Tassie, certificate of electrical compliance, how many days I have for give?", "TAS", "TAS CEC deadline not found", "CBOS")
X("Cooling off for house reno contract in Launceston, how many days?", "TAS", "TAS cooling-off not found", "CBOS")
X("Gasfitter Hobart, gas certificate deadline how many days?", "TAS", "TAS gas certificate deadline not researched", "CBOS")
X("Canberra subbie. Head contractor get my claim, how many days for payment schedule?", "ACT", "ACT payment schedule not captured", "Access Canberra")
X("Canberra ACT bathroom reno 25k, deposit maximum?", "ACT", "ACT deposit cap not found", "Access Canberra")
X("ACT, customer sign reno contract, can cancel? cooling off how many days?", "ACT", "ACT cooling-off not found", "Access Canberra")
X("Builder licence renewal in ACT cost how much?", "ACT", "licence fee not held", "Access Canberra")
X("Darwin sparky here. With new rule for certificate of compliance now how many days I have? before was more i think", "NT", "NT electrical CoC deadline not found (only 'decreased')", "NT WorkSafe")
X("Cooling off period Northern Territory for house building contract?", "NT", "NT cooling-off not found", "Building Practitioners Board")
X("Palmerston NT, new house 300k, deposit maximum percent?", "NT", "NT deposit amount not captured (regs 41HA/41HE)", "Building Practitioners Board")
X("How much is fee for register building contractor with Building Practitioners Board NT?", "NT", "registration fee not held", "Building Practitioners Board")
X("Apprentice carpenter second year, how much per hour I must pay him?", "AU", "award pay rates not held", "Fair Work Ombudsman")
X("Customer pay with Visa card, I can still put 1.5% surcharge from now?", "AU", "card surcharge rules not held", "ACCC / RBA")
X("Please send me the text of AS 3740 about shower falls, exact clause", "AU", "standard clause text not reproduced", "Standards Australia")
X("If super with payday super arrive late to fund, what is the penalty charge?", "AU", "payday super penalty not held", "ATO")
X("I go work in Auckland New Zealand next year, plumbing licence rules same as Australia?", "AU", "New Zealand rules not held", "New Zealand plumbing regulator (not covered)")

# ---------------- ambiguous ----------------
M("Reno 25k in Yarrawonga or Mulwala, customer not decide which house. Deposit max?",
  "Yarrawonga VIC (>= $20,000: 5%) / Mulwala NSW (10%)", "facts §2.1")
M("Painting 4k Goondiwindi or Boggabilla side, licence need?",
  "Goondiwindi QLD (>$3,300: yes) / Boggabilla NSW (<=$5,000: no)", "facts §1.1, §1.3, §2.1")
M("Sparky, job Queanbeyan or Canberra, not sure which address yet. Electrical certificate how many days?",
  "Queanbeyan NSW (CCEW 7 days) / Canberra ACT (test report 14 days)", "facts §3.2")
M("Deck 9k in Epping. Licence or registration need?",
  "Epping NSW (>$5,000: yes) / Epping VIC (<=$10,000: no)", "facts §1.1, §1.2, §2.1")
M("Plumber in Croydon, compliance certificate how many days I have?",
  "Croydon NSW (CoC; 7 working days if a booked inspection is missed) / Croydon VIC (5 days) / Croydon SA (7 days)", "facts §4.2")
M("Extension 18k in Newport, insurance for the house build need?",
  "Newport NSW (HBCF >$20,000: no) / Newport VIC (DBI >$16,000: yes)", "facts §2.1")
M("Plastering 8k Mildura or Buronga, registration or licence?",
  "Mildura VIC (<=$10,000: no) / Buronga NSW (>$5,000: yes)", "facts §1.1, §1.2, §2.1")
M("Mungindi tiling job 6k, this side or other side of river, which licence rule?",
  "Mungindi NSW (>$5,000: yes) / Mungindi QLD (>$3,300: yes)", "facts §1.1, §1.3, §2.1")
M("Kitchen 30k, max deposit how much I can take?",
  "no state: NSW 10% / VIC 5% / QLD 5% / WA 6.5% / SA, TAS, ACT not found / NT not captured", "facts §2.1")
M("Hello, electrical certificate to customer after job, how long I have?",
  "no state: NSW 7 days / VIC 1 month (non-prescribed) / QLD as soon as possible / WA 28 days / SA 30 days / ACT 14 days / TAS, NT not found", "facts §3.2")

def write(upto=None):
    items = ITEMS if upto is None else ITEMS[:upto]
    out = []
    for i, d in enumerate(items, 1):
        out.append({"id": "h26-%03d" % i, **d})
    json.dump(out, open(os.path.join(HERE, "questions.json"), "w"), indent=2, ensure_ascii=False)
    from collections import Counter
    print(len(out), Counter(d["kind"] for d in out), Counter(str(d["state"]) for d in out))

if __name__ == "__main__":
    write(int(sys.argv[1]) if len(sys.argv) > 1 else None)
