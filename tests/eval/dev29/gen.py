#!/usr/bin/env python3
"""Writes questions.json for blind DEVELOPMENT set d29 (style: tradies whose first language is not English).
Source of every expected answer: /work/briefs/facts-1.md … facts-6.md (cited as "facts §x.y").
Today = 2026-11-28 (Saturday); undated questions take that date."""
import json, os
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
ITEMS = []


def add(kind, state, q, topic, basis, **kw):
    d = {"id": None, "q": q, "kind": kind, "state": state, "topic": topic, "basis": basis}
    for k in ("verdict", "figures", "ask", "date", "profile"):
        if kw.get(k) is not None:
            d[k] = kw[k]
    ITEMS.append(d)


def A(state, q, topic, basis, verdict=None, figures=None, date=None, profile=None):
    add("answer", state, q, topic, basis, verdict=verdict, figures=figures, date=date, profile=profile)


def T(state, q, topic, basis, figures, verdict=None, date=None):
    add("tool", state, q, topic, basis, verdict=verdict, figures=figures, date=date)


def D(state, q, topic, ask, date=None):
    add("decline", state, q, topic, "facts (not held)", ask=ask, date=date)


def M(q, topic, basis):
    add("ambiguous", None, q, topic, basis)


# ------------------------------------------------------------------ answers: NSW
A("NSW", "Hello brother, I am tiler, job in Blacktown Sydney. Bathroom all tiling 4 200 dollar total. Licence I need or no need? Shukran",
  "wall and floor tiling is trade work: licence only above $5,000; $4,200 is under", "facts §1.1, §2.1",
  verdict="no", figures=["$5,000"])
A("NSW", "good morning boss. small electric job Liverpool NSW, change one power point only, 180 dollar. so small, permit still need??",
  "NSW electrical work needs a licence whatever its value", "facts §1.1, §2.1", verdict="yes")
A("NSW", "My husband is plumber in Parramatta. Customer ask fix toilet, is only 300AUD. He must to have licence for so small job?",
  "NSW plumbing needs a licence at any value", "facts §1.1, §2.1", verdict="yes")
A("NSW", "Hi, my customer in Penrith signed a contract for a 45k extension and got his copy. Now he wants to cancel. How many days does he have?",
  "NSW cooling-off: 5 clear business days after the owner is given a copy of the signed contract (HBA s 7BA)",
  "facts §2.2 NSW, §9", figures=["5 clear business days"])
A("NSW", "Xin chào. NSW electrician. After I finish test, how many day I have for give the CCEW paper?",
  "CCEW within 7 days of finishing the safety and compliance test", "facts §3.2 NSW", figures=["7 days"])
A("NSW", "Gas fitter Wollongong. Certificate copy for Fair Trading, how much days I have for send? and my copy I keep how long, thank you",
  "NSW gas CoC/CoI copy to Fair Trading within 5 business days; keep copies 5 years", "facts §4.5 NSW",
  figures=["5 business days", "5 years"])
A("NSW", "Do I need HBCF insurance for a 35 000 renovation in Sutherland, Sydney?",
  "HBCF needed for residential work over $20,000", "facts §2.1, §2.2 NSW", verdict="yes", figures=["$20,000"])
A("NSW", "Client in Castle Hill want pay deposit today, I organise the HBCF insurance next week after. Is ok like this? Job 60k",
  "HBCF cover must be in place before starting work or taking any money, deposit included", "facts §2.2 NSW",
  verdict="no")
A("NSW", "Subbie Sydney side. Builder contract say he pay me 45 business days after my claim. This legal or no?",
  "NSW SOP: subcontract maximum time to pay 20 BD (s11(1A)); a longer term is not allowed", "facts §6.7 NSW",
  verdict="no", figures=["20 BD"])
A("NSW", "Builder put in contract 'I pay you when client pay me'. In NSW this one is allowed?",
  "pay when paid clauses are void (NSW SOP s34)", "facts §6.7", verdict="no")
A("NSW", "Ciao, I make retaining wall and paving in Hornsby, 12 thousand dollars. Licence need for landscaping?",
  "NSW structural landscaping (retaining walls, paving) needs a licence above $5,000", "facts §1.1, §9",
  verdict="yes", figures=["$5,000"])
A("NSW", "Reno 60k Ryde. Client he get signed copy 22 December, after holiday on 5 January he send letter he want cancel. Still inside cooling off or finish already?",
  "5 clear business days; business days exclude weekends, public holidays and 27–31 December (HBA s3): on 5 Jan 2027 only 4 have passed",
  "facts §2.2 NSW, §9", verdict="yes", figures=["5 clear business days"], date="2026-12-22")
A("NSW", "Olá. Sydney, contract sign November 2023 for kitchen engineered stone. August 2024 we still can install or is banned already?",
  "NSW ban from 1 July 2024 with the transitional rule: contracts entered on or before 31 Dec 2023 exempt until 31 Dec 2024",
  "facts §5.8", verdict="yes", figures=["31 Dec 2024"], date="2024-08-15")

# ------------------------------------------------------------------ answers: VIC
A("VIC", "Hello, painter in Dandenong VIC. Painting whole house 8 500 dollar. Registration I need?",
  "VIC registration for domestic building work over $10,000; $8,500 is under (also with GST added)", "facts §1.2, §2.1",
  verdict="no", figures=["$10,000"])
A("VIC", "we demolish small old house Sunshine Melbourne, only 8 000 price. registration need for this one also?",
  "VIC demolishing a home needs registration whatever the cost", "facts §1.2", verdict="yes")
A("VIC", "Client in Box Hill VIC get signed copy Monday, now he want withdraw. How much days he have? And I can keep some money?",
  "VIC cooling-off 5 clear business days after receiving the signed copy; builder may keep $100 plus approved out-of-pocket expenses",
  "facts §2.1, §2.2 VIC", figures=["5 clear business days", "$100"])
A("VIC", "Plumbing job in Geelong 1 200 dollar. Compliance certificate is need? How many days I have?",
  "VIC plumbing compliance certificate for work over $750; lodge and give within 5 days", "facts §4.2 VIC",
  verdict="yes", figures=["$750", "5 days"])
A("VIC", "I'm an electrician in Melbourne. For a small non-prescribed job like changing a light switch, when do I have to give the COES to the customer?",
  "non-prescribed work: COES to the customer within 1 month", "facts §3.2 VIC", figures=["1 month"])
A("VIC", "Change main switchboard and meter box Frankston. Power I can turn on before inspector he come?",
  "prescribed work must not be energised before inspection by a Licensed Electrical Inspector", "facts §3.2 VIC",
  verdict="no")
A("VIC", "Kalimera. Deck extension 14 000 in Bendigo, domestic building insurance is obligatory?",
  "VIC DBI for domestic work over $16,000; $14,000 is under", "facts §2.1, §2.2 VIC", verdict="no",
  figures=["$16,000"])
A("VIC", "Asbestos removalist VIC, fibro non friable 8 m2. How early I tell WorkSafe, before start how long?",
  "VIC: at least 24 h before for 10 m² or less of non-friable material", "facts §5.5", figures=["24 h"])
A("VIC", "Owner live in the house, I do domestic renovation in Ballarat. If he not pay, security of payment law help me?",
  "VIC SOP Act does not apply to domestic building work where the owner lives or will live there", "facts §6.7 VIC",
  verdict="no")
A("VIC", "Contract for 7 thousand bathroom in Doncaster, we sign March 2017. Was need major domestic building contract that time?",
  "before 1 Aug 2017 the VIC major domestic building contract threshold was $5,000", "facts §2.1, §2.2 VIC, §9",
  verdict="yes", figures=["$5,000"], date="2017-03-15")
A("VIC", "sparky business vic, for contract with public I need be REC? how long registration last?",
  "only registered electrical contractors may contract with the public; REC registration lasts up to 5 years",
  "facts §1.2", verdict="yes", figures=["5 years"])
A("VIC", "My state, my trade: for normal job, not prescribed, how long I have to give certificate to customer?",
  "profile VIC electrician: non-prescribed work COES to the customer within 1 month", "facts §3.2 VIC",
  figures=["1 month"], profile={"state": "VIC", "trade": "electrician"})

# ------------------------------------------------------------------ answers: QLD
A("QLD", "Good afternoon. Gold Coast QLD side, I build small deck 3 000 dollars including GST. QBCC licence need?",
  "QBCC licence for work over $3,300 (incl GST); $3,000 incl GST is under", "facts §1.3, §2.1", verdict="no",
  figures=["$3,300"])
A("QLD", "Brisbane, customer want chemical for termite, small job 600 only. Licence I need for this?",
  "QLD termite management (chemical) needs a licence at any value", "facts §1.3", verdict="yes")
A("QLD", "My customer in Toowoomba signed yesterday. How long is the cooling-off period in QLD?",
  "QLD cooling-off 5 business days", "facts §2.1, §2.2 QLD", figures=["5 business days"])
A("QLD", "Painting house in Logan 5 000. Home warranty insurance need for painting also? grazie",
  "QLD Home Warranty Scheme for residential work over $3,300; painting is covered work", "facts §2.2 QLD",
  verdict="yes", figures=["$3,300"])
A("QLD", "QLD plumber, notifiable work Form 4 — how many days after invoice I must lodge?",
  "QLD notifiable work registered within 10 business days of invoicing", "facts §4.2 QLD",
  figures=["10 business days"])
A("QLD", "Frame carpenter Ipswich, house construction, edge is 3,2 m high. Fall prevention is obligatory?",
  "QLD housing: fall prevention mandatory at 3 m or more", "facts §5.6", verdict="yes", figures=["3 m"])
A("QLD", "What public liability insurance do I need for an electrical contractor licence in Queensland? Is any other insurance required?",
  "QLD electrical contractor: public and products liability at least $5,000,000 and consumer protection at least $50,000",
  "facts §1.3", figures=["$5,000,000", "$50,000"])
A("QLD", "QLD house job 25k, after I start on site how many days for Commencement Notice?",
  "QLD contracts of $20,000+: Commencement Notice within 10 business days of starting", "facts §2.2 QLD",
  figures=["10 business days"])
A("QLD", "Ni hao. Gas fitter from NSW, I move to Brisbane. NSW gas licence automatic ok in QLD, mutual recognition?",
  "QLD is not in Automatic Mutual Recognition for gas", "facts §1.3", verdict="no")
A("QLD", "Hydraulic design only, 1 500 dollar job, Townsville. QBCC licence?",
  "QLD: licence for work over $1,100 involving hydraulic services design", "facts §1.3, §2.1", verdict="yes",
  figures=["$1,100"])
A("QLD", "Customer QLD ask me: 'licence value counts only your labour, my materials not count'. True?",
  "QLD value of work includes all labour and materials, whoever supplies them", "facts §1.3", verdict="no")

# ------------------------------------------------------------------ answers: WA
A("WA", "Namaste sir. Perth WA, I build patio 18 000. Need registered building contractor?",
  "WA registration for building work over $20,000; $18,000 is under", "facts §1.4, §2.1", verdict="no",
  figures=["$20,000"])
A("WA", "Electrician in Joondalup. Notice of Completion how many days after finish? And safety certificate for customer?",
  "WA NOC within 3 days; ESC within 28 days", "facts §3.2 WA", figures=["3 days", "28 days"])
A("WA", "Plumber Perth WA, major plumbing work: Notice of Intention how many hours before start?",
  "WA NOI at least 24 hours before major plumbing work", "facts §4.2 WA", figures=["24 hours"])
A("WA", "WA plumbing certificate of compliance, how many days for send, and keep how long?",
  "WA CoC within 5 working days; keep 6 years", "facts §4.2 WA, §1.4", figures=["5 working days", "6 years"])
A("WA", "Bunbury WA, small contract 5 000 for garden shed. Home Building Contracts Act is apply?",
  "WA HBC Act covers contracts between $7,500 and $500,000", "facts §2.2 WA", verdict="no", figures=["$7,500"])
A("WA", "Building contractor registration WA, how much money in bank the Board want I have?",
  "the Board generally asks for at least $50,000 in cash or equivalent", "facts §1.4", figures=["$50,000"])
A("WA", "WA gasfitter. Notice of completion paper form, still ok or must online?",
  "WA gas notices of completion: eNotice the only approved way since 1 Oct 2019", "facts §4.5 WA",
  verdict="no")
A("WA", "For my trade here in my state, certificate of compliance I keep how many years?",
  "profile WA plumber: certificates of compliance kept at least 6 years", "facts §1.4, §6.4",
  figures=["6 years"], profile={"state": "WA", "trade": "plumber"})
A("WA", "Contract for commercial job in Perth signed March 2022. For payment problem the new Security of Payment Act 2021 apply?",
  "WA SOP Act 2021 covers contracts from 1 Aug 2022; earlier contracts fall under the Construction Contracts Act 2004",
  "facts §6.7 WA", verdict="no", figures=["1 Aug 2022"], date="2022-03-15")
A("WA", "Owner builder in Mandurah, can sell the house after 3 years without insurance?",
  "WA owner-builders cannot sell within 7 years of the permit without home indemnity insurance", "facts §1.4",
  verdict="no", figures=["7 years"])

# ------------------------------------------------------------------ answers: SA
A("SA", "I'm an electrician in Adelaide. How many days do I have to send the eCoC to the Technical Regulator?",
  "SA eCoC to the Technical Regulator and owner within 30 days", "facts §3.2 SA", figures=["30 days"])
A("SA", "Plumber Mount Gambier. Plumbing certificate how many day after finish?",
  "SA plumbing CoC within 7 days of completing the work", "facts §4.2 SA, §9", figures=["7 days"])
A("SA", "SA gas fitter. Gas oven I relocate other wall. Certificate need? how many days?",
  "SA gas CoC for appliance relocation, issued within 30 days", "facts §4.5 SA, §9", verdict="yes",
  figures=["30 days"])
A("SA", "Next month I do gutter in Port Lincoln SA, 2.2 metre high. SWMS safety plan needed?",
  "SA HRCW fall trigger more than 2 m from 1 July 2026", "facts §9", verdict="yes", figures=["2 m"],
  date="2026-12-15")
A("SA", "May last year we do gutter job in Adelaide, height 2,6 m, no SWMS. Was ok that time?",
  "before 1 July 2026 the SA fall trigger was 3 m: no SWMS needed at 2.6 m in May 2025", "facts §5.6, §9",
  verdict="yes", figures=["3 m"], date="2025-05-15")
A("SA", "SA, somebody no builder licence doing contracting building work, fine how much first time?",
  "SA unlicensed building-work contracting: individual up to $100,000 for a first or second offence", "facts §1.5",
  figures=["$100,000"])
A("SA", "Adelaide, I do job no licence, customer no pay. Court I can go for get money?",
  "an unlicensed contractor is generally not entitled to be paid", "facts §1.5", verdict="no")
A("SA", "How much in net assets do I need for a building work contractor licence in SA?",
  "at least $10,000 net assets", "facts §1.5", figures=["$10,000"])
A("SA", "Annyeong. I am painter in Adelaide, small business. Need licence from CBS only for painting?",
  "SA: painting is building work; contractors must be licensed under the BWC Act", "facts §1.5", verdict="yes")
A("SA", "Sole trader SA, no SWMS for high risk work, penalty how big?",
  "SA penalty $6,000 (individual) / $30,000 (body corporate)", "facts §5.6", figures=["$6,000"])
A("SA", "SA domestic contract not in writing, what is the maximum penalty?",
  "SA BWC Act s28: maximum penalty $5,000", "facts §2.2 SA", figures=["$5,000"])

# ------------------------------------------------------------------ answers: TAS
A("TAS", "Hola hermano. Hobart Tassie, bathroom reno 25 000. Written contract obligatory?",
  "TAS written contract for residential building work of $20,000 or more", "facts §2.1, §2.2 TAS",
  verdict="yes", figures=["$20,000"])
A("TAS", "Tasmania builder, insurance for the house build like other states, I must buy?",
  "TAS: no statutory home-warranty scheme found (Housing Indemnity Act 1992 repealed)", "facts §2.1, §2.2 TAS",
  verdict="no")
A("TAS", "Owner builder Launceston, how many house I can do?",
  "TAS owner-builders limited to 2 projects in 10 years", "facts §1.6", figures=["2 projects in 10 years"])
A("TAS", "Owner builder permit Tassie: public liability how much?",
  "TAS owner-builder public liability at least $5 million", "facts §1.6", figures=["$5 million"])
A("TAS", "I'm a plumber in Devonport. What is the minimum temperature for stored hot water, and what should the shower tempering valve be set to?",
  "stored hot water 60°C or more; tempering valve set to 50°C for personal hygiene fixtures", "facts §4.3",
  figures=["60°C", "50°C"])
A("TAS", "Childcare centre in Hobart, thermostatic mixing valve set how many degree?",
  "TMV set to 45°C in early childhood centres, schools, nursing homes", "facts §4.3", figures=["45°C"])
A("TAS", "TAS security of payment, residential job, payment schedule how many days?",
  "TAS SOP: payment schedule 20 days residential (10 days commercial)", "facts §6.7 TAS", figures=["20 days"])
A("TAS", "Tassie. Kitchen sink hot water, also need tempering valve or only bathroom?",
  "kitchen sinks and laundry taps don't need tempered water", "facts §4.3", verdict="no")
A("TAS", "Aged care in Burnie, can I put tempering valve instead of TMV?",
  "a TMV may replace a tempering valve, not the other way round", "facts §4.3", verdict="no")

# ------------------------------------------------------------------ answers: ACT
A("ACT", "Canberra ACT electrician, battery for solar install. Special endorsement I need or normal licence ok?",
  "ACT DER endorsement needed from 11 Sep 2024 for rooftop solar, inverter and battery wiring", "facts §1.7",
  verdict="yes", figures=["11 Sep 2024"])
A("ACT", "ACT electrical test report to Registrar, how many days?",
  "ACT report to the Construction Occupations Registrar or owner within 14 days of the test", "facts §3.2 ACT",
  figures=["14 days"])
A("ACT", "chippy Belconnen Canberra, carpentry only. licence I need?",
  "carpenters and similar trades are not licensed in the ACT", "facts §1.7", verdict="no")
A("ACT", "Canberra alteration 15k. Residential building insurance obligatory?",
  "ACT residential building insurance or fidelity certificate for alterations of $12,000 or more",
  "facts §2.1, §2.2 ACT", verdict="yes", figures=["$12,000"])
A("ACT", "ACT builder insurance: customer find defect, how many days to tell insurer?",
  "insurer must be told within 90 days of the owner becoming aware of a defect", "facts §2.2 ACT",
  figures=["90 days"])
A("ACT", "New electrical installation in Gungahlin ACT. Can energise before Access Canberra audit?",
  "ACT new installations can't be energised until passed by Access Canberra", "facts §3.2 ACT", verdict="no")
A("ACT", "ACT security of payment: maximum time for pay me?",
  "ACT SOP: 15 BD (s13(1))", "facts §6.7 ACT", figures=["15 BD"])
A("ACT", "Tuggeranong ACT gasfitter. After job finish, compliance certificate when I give?",
  "ACT: attach a compliance indicator and give a certificate of compliance as soon as practicable (Gas Safety Act s9)",
  "facts §4.5 ACT", figures=["as soon as practicable"])

# ------------------------------------------------------------------ answers: NT
A("NT", "Hello bhai. Darwin NT, I build house extension 15 000. Registration with Building Practitioners Board I need?",
  "NT BPB registration for prescribed residential work (extensions) over $12,000", "facts §1.8, §2.1",
  verdict="yes", figures=["$12,000"])
A("NT", "Alice Springs, customer want free standing shed 20 thousand. I need registration?",
  "NT: free-standing sheds do not need registration", "facts §1.8", verdict="no")
A("NT", "NT plumber advanced tradesman licence. Can I certify my own work?",
  "NT advanced tradesman cannot certify; needs BPB registration as certifying plumber", "facts §1.8, §4.2 NT",
  verdict="no")
A("NT", "Katherine NT, my labourer no licence, he only plug machine with flexible cord. Is ok?",
  "plugging in equipment with a flexible cord is not electrical work", "facts §1.8", verdict="yes")
A("NT", "Darwin sparky, today I change light fitting same same, like for like, no change wiring. CoC need?",
  "from 1 Jan 2026 like-for-like replacements that don't change wiring, load or protection need no CoC",
  "facts §3.2 NT", verdict="no")
A("NT", "Darwin, December 2025 I replace light like for like, no wiring change. That time I need give CoC?",
  "before 1 Jan 2026 a CoC was needed for all electrical work (limited exceptions)", "facts §3.2 NT",
  verdict="yes", figures=["1 Jan 2026"], date="2025-12-10")
A("NT", "NT builder registration, how much net tangible assets?",
  "NT builders need $50,000 net tangible assets", "facts §2.2 NT", figures=["$50,000"])
A("NT", "Palmerston NT, contract say pay me 45 business days. Is allowed this?",
  "NT: any term longer than 30 BD is read as 30 BD", "facts §6.7 NT", verdict="no", figures=["30 BD"])
A("NT", "NT gas, big commercial system more than 200 kg storage. How early notify NT WorkSafe before start?",
  "NT gas works over 200 kg stored notified no later than 24 hours before", "facts §9", figures=["24 hours"])

# ------------------------------------------------------------------ answers: AU (national)
A("AU", "Hello, my turnover this year 60 thousand. I must register GST (sales tax)?",
  "GST registration compulsory at $75,000 or more GST turnover", "facts §6.2", verdict="no", figures=["$75,000"])
A("AU", "After I reach 75k turnover, how many days I have for register the GST?",
  "register within 21 days of reaching the threshold", "facts §6.2", figures=["21 days"])
A("AU", "If a customer asks me for a tax invoice, how many days do I have to give it to him?",
  "tax invoice within 28 days of a request", "facts §6.3, §9", figures=["28 days"])
A("AU", "Invoice 1 500 dollar, I must put customer name or his ABN on it?",
  "sales of $1,000 or more must show the buyer's identity or ABN", "facts §6.3", verdict="yes",
  figures=["$1,000"])
A("AU", "Business papers and invoice receipt, how many year I must keep? Gracias",
  "keep most business records for 5 years", "facts §6.4, §9", figures=["5 years"])
A("AU", "Customer want new engineered stone benchtop kitchen, we still can install?",
  "engineered stone benchtops banned from 1 July 2024", "facts §5.8", verdict="no", figures=["1 July 2024"])
A("AU", "Porcelain slab for benchtop, I can cut and install or is banned also like engineered stone?",
  "porcelain is excluded from the engineered stone definition", "facts §5.8", verdict="yes")
A("AU", "Salamat po. I install split system air con. Special ticket I need for the gas?",
  "Refrigerant Handling Licence needed for work with fluorocarbon refrigerant (ARC)", "facts §1.9", verdict="yes")
A("AU", "Payday super: I pay my worker Friday, super must arrive to fund in how many days?",
  "from 1 July 2026 super must reach the fund within 7 business days of payday", "facts §9",
  figures=["7 business days"])
A("AU", "What is the minimum height for a balcony balustrade? And along the stairs?",
  "barrier at least 1 m on landings/floors; 865 mm along stairs and ramps", "facts §5.2", figures=["1 m", "865 mm"])
A("NSW", "Asbestos removal company Newcastle NSW, licensed. How many days before start I must notify regulator?",
  "notify the regulator at least 5 days before starting", "facts §5.5", figures=["5 days"])
A("AU", "Shower without screen, waterstop how far from shower rose?",
  "unenclosed showers: waterstop at least 1,500 mm from the shower rose", "facts §5.3", figures=["1,500 mm"])
A("AU", "On invoice I no show GST separate, only write 'Total price includes GST'. Is ok?",
  "allowed where GST is exactly 1/11 of the total", "facts §6.3", verdict="yes")
A("AU", "Quarter January to March this year, super payment last day when?",
  "old quarterly due dates (kept for quarters to 30 June 2026): 28 Apr", "facts §6.6, §9", figures=["28 Apr"],
  date="2026-03-31")

# ------------------------------------------------------------------ tools
T("AU", "Invoice is 3.850 dollar with GST inside. How much is the GST?", "GST out of an inclusive amount (1/11)",
  "facts §6.2", figures=["$350", "10%"])
T("AU", "Quote 6 500 AUD plus VAT (GST), total how much?", "GST added to an exclusive amount", "facts §6.2",
  figures=["$7,150", "10%"])
T("AU", "Customer pay me 990AUD total. How much of this is tax part?", "GST out of an inclusive amount",
  "facts §6.2", figures=["$90", "10%"])
T("AU", "Materials 1 234 dollar before tax, please tell the GST to add", "GST on an exclusive amount",
  "facts §6.2", figures=["$123.40", "10%"])
T("AU", "Total 5,5k including GST, without GST how much?", "ex-GST amount from an inclusive amount",
  "facts §6.2", figures=["$5,000", "10%"])
T("AU", "Job price fifteen thousand dollars plus GST, total for customer?", "GST added to an exclusive amount",
  "facts §6.2", figures=["$16,500", "10%"])
T("AU", "Invoice receipt 2 345 incl GST, the GST is how much?", "GST out of an inclusive amount (rounded half-up)",
  "facts §6.2", figures=["$213.18", "10%"])
T("AU", "Worker wage this week 1 350 dollar, retirement money how much I pay?", "super 12% on wages",
  "facts §6.6, §9", figures=["$162", "12%"])
T("AU", "Apprentice 780 AUD a week, super is how much?", "super 12% on wages", "facts §6.6, §9",
  figures=["$93.60", "12%"])
T("AU", "fortnight pay 2.460 dollar for my offsider, pension contribution?", "super 12% on wages",
  "facts §6.6, §9", figures=["$295.20", "12%"])
T("AU", "What is the super on a yearly salary of 68k?", "super 12% on a year's wages", "facts §6.6, §9",
  figures=["$8,160", "12%"])
T("AU", "Wages I pay in March 2025 was 2 000 dollar. Super that time how much?",
  "super 11.5% for wages paid 1 July 2024 – 30 June 2025", "facts §6.6, §9", figures=["$230", "11.5%"],
  date="2025-03-14")
T("NSW", "Kitchen reno in Blacktown, contract $ 46 000. Deposit maximum in dollar? thank you", "NSW deposit 10%",
  "facts §2.1, §2.2 NSW", figures=["$4,600", "10%"])
T("VIC", "Bathroom in Werribee, twelve thousand. Max deposit how much dollar?", "VIC deposit 10% under $20,000",
  "facts §2.1, §2.2 VIC", figures=["$1,200", "10%"])
T("VIC", "VIC extension 85k, deposit maximum dollar?", "VIC deposit 5% at $20,000 or more",
  "facts §2.1, §2.2 VIC", figures=["$4,250", "5%"])
T("QLD", "Brisbane kitchen 18 500, how much deposit I can take?", "QLD deposit 10% under $20,000",
  "facts §2.1, §2.2 QLD", figures=["$1,850", "10%"])
T("QLD", "Townsville QLD granny flat $ 32 000, deposit max dollars?", "QLD deposit 5% at $20,000 or more",
  "facts §2.1, §2.2 QLD", figures=["$1,600", "5%"])
T("WA", "What is the maximum deposit in dollars on a 210 000 house extension in Perth WA?", "WA deposit 6.5% of the total",
  "facts §2.1, §2.2 WA, §9", figures=["$13,650", "6.5%"])
T("NSW", "Tiling job in Liverpool NSW, I quote 4 600 + GST. Licence need?",
  "NSW $5,000 threshold incl GST: $4,600 + GST = $5,060 crosses it", "facts §1.1, §2.1",
  figures=["$5,060", "$5,000"], verdict="yes")
T("VIC", "Same house in Preston VIC: painting 6k and plastering 5,5k. Registration I need?",
  "VIC: more than one type of work together over $10,000", "facts §1.2, §2.1", figures=["$11,500", "$10,000"],
  verdict="yes")
T("QLD", "Deck in Caboolture, my labour 2 000, customer buy timber himself 1 800. QBCC licence?",
  "QLD value includes materials whoever supplies them: $3,800 over $3,300", "facts §1.3, §2.1",
  figures=["$3,800", "$3,300"], verdict="yes")
T("VIC", "Plumbing Geelong: my labour 400 incl GST and customer buy tap himself 250. Compliance certificate need?",
  "VIC plumbing value counts materials whoever supplied them: $650 not over $750", "facts §4.2 VIC",
  figures=["$650", "$750"], verdict="no")
T("NT", "Darwin extension: slab 7 000 and frame 6 500, one contract. Registration with BPB?",
  "NT prescribed residential work over $12,000", "facts §1.8, §2.1", figures=["$13,500", "$12,000"],
  verdict="yes")
T("TAS", "Hobart: bathroom 10k and laundry 7k same contract. Written contract obligatory?",
  "TAS written contract at $20,000 or more: $17,000 is under", "facts §2.1, §2.2 TAS",
  figures=["$17,000", "$20,000"], verdict="no")
T("AU", "Tiling income 48k this year plus 22 thousand from repair jobs. I must register GST?",
  "GST turnover $70,000 under $75,000", "facts §6.2", figures=["$70,000", "$75,000"], verdict="no")
T("NSW", "Bathroom 12k plus laundry 9 500 same contract in Ryde NSW. HBCF insurance need?",
  "NSW HBCF for work over $20,000: $21,500", "facts §2.1, §2.2 NSW", figures=["$21,500", "$20,000"],
  verdict="yes")
T("WA", "Rockingham WA: 14k patio and 7k carport one contract. Home indemnity insurance need?",
  "WA HII for residential work over $20,000: $21,000", "facts §2.1, §2.2 WA", figures=["$21,000", "$20,000"],
  verdict="yes")
T("SA", "Adelaide: kitchen 7 500 and bathroom 5 000, one job. Written contract?",
  "SA written contract at $12,000 or more: $12,500", "facts §2.1, §2.2 SA", figures=["$12,500", "$12,000"],
  verdict="yes")
T("AU", "Subbie no tax number, invoice 1 800 dollar. How much I keep back?", "no-ABN withholding 47%",
  "facts §6.8", figures=["$846", "47%"])
T("AU", "Delivery guy no ABN, 70 dollar ex GST. I must withhold?",
  "no withholding at $75 or less excluding GST", "facts §6.8", figures=["$75"], verdict="no")
T("AU", "No ABN on invoice 2 350 AUD, how much withholding?", "no-ABN withholding 47%", "facts §6.8",
  figures=["$1,104.50", "47%"])
T("AU", "Back in June 2016 I pay subbie no ABN 1 000 dollar. Withholding that time how much?",
  "no-ABN withholding 49% (2014–2017) before 47% from 1 July 2017", "facts §6.8, §8",
  figures=["$490", "49%"], date="2016-06-15")
T("AU", "Please check the ABN of my new subbie: 35 422 418 076", "ABN check digits", "facts §6.1", figures=["valid"])
T("AU", "ABN on this invoice 92300586685, is correct?", "ABN check digits", "facts §6.1", figures=["valid"])
T("AU", "Tax number 58 657 575 842 is real one or fake?", "ABN check digits (last digit changed)", "facts §6.1",
  figures=["invalid"])
T("AU", "Sparky give me ABN 33050528716, check for me please", "ABN check digits (two digits swapped)",
  "facts §6.1", figures=["invalid"])
T("ACT", "Canberra ACT, alteration 8k, then customer add extra 5 thousand same job. Residential building insurance need?",
  "ACT insurance for alterations of $12,000 or more: $13,000", "facts §2.1, §2.2 ACT",
  figures=["$13,000", "$12,000"], verdict="yes")

# ------------------------------------------------------------------ declines
D("NSW", "How much cost for renew my contractor licence NSW, 3 years?", "licence renewal fee not held",
  "Building Commission NSW")
D("NSW", "HBCF insurance premium for 300k house in Penrith, how much?", "HBCF premium not held",
  "icare (Home Building Compensation Fund)")
D("NSW", "If I give CCEW late in NSW, how much fine?", "CCEW late penalty not held (the 7 days is held)",
  "Building Commission NSW")
D("NSW", "Kumusta po. I am electrician from Philippines, licence from Manila. Can use in Sydney?",
  "overseas licence recognition not held", "Building Commission NSW")
D("NSW", "Notice of Work plumbing, how much is the fee to lodge in NSW?", "NoW fee not held",
  "Building Commission NSW (NSW Fair Trading)")
D("VIC", "How much is the fee for domestic builder registration in Victoria?", "registration fee not held",
  "Building and Plumbing Commission (formerly VBA)")
D("VIC", "COES one certificate, ESV charge how much money?", "COES fee not held", "Energy Safe Victoria")
D("VIC", "VIC subbie, after payment schedule the builder must pay me in how many days maximum?",
  "VIC SOP maximum time to pay not captured", "Building and Plumbing Commission (formerly VBA)")
D("VIC", "Fine in Victoria if I do 15k reno without registration, how much?", "penalty not held",
  "Building and Plumbing Commission (formerly VBA)")
D("VIC", "Vietnam I am electrician 10 years. Victoria licence, my experience count?",
  "overseas qualification recognition not held", "Energy Safe Victoria")
D("QLD", "QBCC trade contractor licence for tiling, how much fee per year?", "licence fee not held", "QBCC")
D("QLD", "QLD, no written contract for 10k job, how much is the fine?", "penalty not held", "QBCC")
D("QLD", "Home warranty premium QBCC for 40k renovation, how much I add to the price?",
  "home warranty premium not held", "QBCC")
D("QLD", "Electrical mechanic licence Queensland renew cost?", "licence fee not held",
  "Electrical Safety Office (WorkSafe QLD)")
D("QLD", "RSHQ gas work licence, how long they take for approve?", "processing time not held",
  "Resources Safety and Health Queensland")
D("WA", "Perth WA house contract, cooling off customer have how many day?", "WA cooling-off not found",
  "Building and Energy (DEMIRS)")
D("WA", "Home indemnity insurance WA for 300k house, price how much?", "HII premium not held",
  "Building and Energy (DEMIRS)")
D("WA", "What is the fee to register as a building contractor in WA?", "registration fee not held",
  "Building Services Board (Building and Energy)")
D("WA", "WA electrician, Notice of Completion I send late, penalty is how much?",
  "late NOC penalty not held (the 3 days is held)", "Building and Energy (DEMIRS)")
D("WA", "Plumber in Perth forget Notice of Intention, fine how much?", "NOI penalty not held",
  "Plumbers Licensing Board (Building and Energy)")
D("WA", "My electrical licence from UK, I can work in WA with it?", "overseas licence recognition not held",
  "Building and Energy (DEMIRS)")
D("SA", "Adelaide reno contract, cooling off how much days?", "SA cooling-off not found",
  "Consumer and Business Services (CBS)")
D("SA", "SA kitchen 30k, deposit maximum percent?", "SA deposit cap not found",
  "Consumer and Business Services (CBS)")
D("SA", "SA gas certificate I give late, after 30 days. Fine how much?",
  "late gas CoC penalty not held (the 30 days is held)", "Office of the Technical Regulator")
D("SA", "How much does a building work contractor licence cost in SA for one year?", "licence fee not held",
  "Consumer and Business Services (CBS)")
D("SA", "Plumbing eCoC in SA, each certificate cost how much?", "certificate fee not held",
  "Office of the Technical Regulator")
D("SA", "Electrician SA, licence renewal how much dollar?", "licence fee not held",
  "Consumer and Business Services (CBS)")
D("TAS", "Launceston contract, customer can cancel in how many days cooling off?", "TAS cooling-off not found",
  "CBOS (Consumer, Building and Occupational Services)")
D("TAS", "Tassie renovation 40k, deposit how much I can ask?", "TAS deposit cap not found",
  "CBOS (Consumer, Building and Occupational Services)")
D("TAS", "Electrician Hobart, Certificate of Electrical Compliance how many days I have?",
  "TAS CEC deadline not found", "CBOS (Consumer, Building and Occupational Services)")
D("TAS", "What is the fee for an owner builder permit in Tasmania?", "permit fee not held",
  "CBOS (Consumer, Building and Occupational Services)")
D("TAS", "Gas fitter Tasmania, gas certificate deadline how many day?", "TAS gas certificate rule not researched",
  "CBOS (Consumer, Building and Occupational Services)")
D("TAS", "Builder licence renew in Tassie, price?", "licence fee not held",
  "CBOS (Consumer, Building and Occupational Services)")
D("ACT", "Canberra ACT 25k bathroom, deposit maximum?", "ACT deposit cap not found", "Access Canberra")
D("ACT", "Cooling off for renovation contract in Canberra, how many days?", "ACT cooling-off not found",
  "Access Canberra")
D("ACT", "ACT subbie, builder get my claim, payment schedule how many days?",
  "ACT payment schedule not captured", "Access Canberra")
D("ACT", "Electrician licence ACT, fee for renew?", "licence fee not held", "Access Canberra")
D("ACT", "ACT builder no residential building insurance, how much penalty?", "penalty not held",
  "Access Canberra")
D("NT", "Darwin sparky, new rules, CoC how many days I have for give?", "NT CoC deadline not found",
  "NT WorkSafe")
D("NT", "NT renovation contract, cooling off days for client?", "NT cooling-off not found",
  "Building Practitioners Board (NT)")
D("NT", "NT house contract 400k, deposit maximum how much percent?",
  "NT deposit regulated (regs 41HA/41HE) but amount not captured", "Building Practitioners Board (NT)")
D("NT", "NT subcontractor, payment schedule how many days?", "NT payment schedule not captured",
  "NT WorkSafe (Construction Contracts Registrar)")
D("NT", "How much does a plumbing licence cost in the NT?", "licence fee not held", "Plumbers and Drainers Licensing Board")
D("NT", "NT gas fitter, gas certificate give in how many days?", "NT gas certificate rule not researched",
  "NT WorkSafe")
D("AU", "First year apprentice chippy, how much per hour I must pay him? thank you very much", "award rates not held",
  "Fair Work Ombudsman")
D("AU", "Customer pay Visa card, I can put 1.5% surcharge?", "card surcharge rules not held",
  "ACCC / Reserve Bank of Australia")
D("AU", "Please write me exact words of AS/NZS 3000 clause for bathroom zones", "standard clause text not reproduced",
  "Standards Australia")
D("AU", "How much does an ARCtick refrigerant handling licence cost?", "licence fee not held",
  "Australian Refrigeration Council (ARC)")
D("AU", "My cousin electrician in Auckland New Zealand, what licence rule there?",
  "another country's rule not held", "Electrical Workers Registration Board (New Zealand)")
D("AU", "Sole trader, what income tax percent I pay on 80k?", "income tax rates not held",
  "Australian Taxation Office (ATO)")
D("AU", "New ute for business, instant asset write off, limit how much this year?",
  "instant asset write-off not held", "Australian Taxation Office (ATO)")
D("AU", "Fuel tax credit, how many cent per litre for my excavator?", "fuel tax credit rate not held",
  "Australian Taxation Office (ATO)")

# ------------------------------------------------------------------ ambiguous
M("Bathroom tiling 8k, Albury or Wodonga, customer have two houses. Licence need?",
  "Albury NSW (>$5,000: yes) / Wodonga VIC (<=$10,000: no)", "facts §1.1, §1.2, §2.1")
M("Queanbeyan or Canberra job, solar battery install. Special endorsement I need?",
  "Canberra ACT (DER endorsement from 11 Sep 2024: yes) / Queanbeyan NSW (no such endorsement held)",
  "facts §1.7")
M("Mildura or Wentworth, renovation 30k, deposit max?",
  "Mildura VIC (>= $20,000: 5%) / Wentworth NSW (10%)", "facts §2.1")
M("Painting 7k in Carlton, registration or licence?",
  "Carlton VIC (<=$10,000: no) / Carlton NSW (>$5,000: yes)", "facts §1.1, §1.2, §2.1")
M("Plumbing job in Box Hill, compliance certificate how many days?",
  "Box Hill VIC (5 days) / Box Hill NSW (CoC for all work; 7 working days if a booked inspection is missed)",
  "facts §4.2")
M("Springfield, renovation 15 thousand, deposit how much percent?",
  "Springfield QLD (10%) / Springfield NSW (10%) / Springfield SA (not found)", "facts §2.1")
M("Extension 18k in Darlington, insurance for the house build need?",
  "Darlington NSW (HBCF >$20,000: no) / Darlington WA (HII >$20,000: no) / Darlington SA (BII >$12,000 where development approval needed; $20,000 for contracts from 10 Nov 2025 ⚠)",
  "facts §2.1, §2.2")
M("Eastwood kitchen 10 000, written contract obligatory?",
  "Eastwood NSW (>$5,000: yes) / Eastwood SA (<$12,000: no)", "facts §2.1, §9")
M("Stanley, 20k deck, home warranty insurance?",
  "Stanley TAS (no statutory scheme) / Stanley VIC (DBI >$16,000: yes)", "facts §2.1, §2.2")
M("Electrical certificate for customer, how many day I have? please help",
  "no state: NSW CCEW 7 days / VIC COES 1 month (non-prescribed) / QLD as soon as possible / WA ESC 28 days / SA 30 days / ACT 14 days / TAS, NT not found",
  "facts §3.2")
M("What is the maximum deposit I can take on a 40k job?",
  "no state: NSW 10% / VIC 5% / QLD 5% / WA 6.5% / SA, TAS, ACT, NT not found", "facts §2.1")
M("Bathroom tiling 4k, licence I need?",
  "no state: NSW (<=$5,000: no) / VIC (<=$10,000: no) / QLD (>$3,300: yes) / WA (<=$20,000: no)", "facts §2.1")
M("Gold Coast or Murwillumbah side, painting 4 000. Licence?",
  "Gold Coast QLD (>$3,300: yes) / Murwillumbah NSW (<=$5,000: no)", "facts §1.1, §1.3, §2.1")
M("Kingswood, 25k reno, deposit maximum?",
  "Kingswood NSW (10%) / Kingswood SA (not found)", "facts §2.1")

# ------------------------------------------------------------------ write
for i, d in enumerate(ITEMS, 1):
    d["id"] = "d29-%03d" % i
ids = [d["id"] for d in ITEMS]
assert len(set(ids)) == len(ids)
json.dump(ITEMS, open(os.path.join(HERE, "questions.json"), "w"), ensure_ascii=False, indent=2)
print(len(ITEMS), Counter(d["kind"] for d in ITEMS))
print(Counter(d["state"] for d in ITEMS))
