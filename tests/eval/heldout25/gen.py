#!/usr/bin/env python3
"""Writes questions.json for held-out set 25 (blind writer "blind-h25").
Only source of expected answers: the fact sheet /work/briefs/facts-1.md ... facts-6.md ("facts" below, by section).
Today for undated questions: 2026-11-28 (Saturday)."""
import json, os

HERE = os.path.dirname(os.path.abspath(__file__))
ITEMS = []


def A(state, q, topic, basis, verdict=None, figures=None, date=None, profile=None):
    d = {"q": q, "kind": "answer", "state": state, "topic": topic, "basis": basis}
    if verdict: d["verdict"] = verdict
    if figures: d["figures"] = figures
    if date: d["date"] = date
    if profile: d["profile"] = profile
    ITEMS.append(d)


def T(state, q, topic, basis, figures, verdict=None, date=None):
    d = {"q": q, "kind": "tool", "state": state, "topic": topic, "basis": basis, "figures": figures}
    if verdict: d["verdict"] = verdict
    if date: d["date"] = date
    ITEMS.append(d)


def D(state, q, topic, ask, date=None):
    d = {"q": q, "kind": "decline", "state": state, "topic": topic, "basis": "facts (not held)", "ask": ask}
    if date: d["date"] = date
    ITEMS.append(d)


def M(q, topic, basis):
    ITEMS.append({"q": q, "kind": "ambiguous", "state": None, "topic": topic, "basis": basis})


# ---------------------------------------------------------------- answers: NSW
A("NSW", "Hello, I am plumber. Small job in Cabramatta, change kitchen tap only, 280 dollar. Need licence for this or no?",
  "plumbing needs a licence whatever its value in NSW", "facts §1.1, §2.1 NSW", verdict="yes")
A("NSW", "customer he want pay me deposit 4.500 before I get the icare insurance, the job is extension 45 000 in Penrith. I can take the money?",
  "HBCF cover (residential work over $20,000) must be in place before taking any money, deposit included", "facts §2.2 NSW (HBCF)",
  verdict="no", figures=["$20,000"])
A("NSW", "Electrician in Blacktown Sydney. After I finish the test, the CCEW how much days I have for send?",
  "CCEW within 7 days of finishing the safety and compliance test", "facts §3.2 NSW", figures=["7 days"])
A("NSW", "For cooling off in NSW, the days between Christmas and new year, they count like business day or not?",
  "HBA s 3: 27-31 December are not business days (nor weekends, public holidays)", "facts §2.2 NSW (business day, s 3)",
  verdict="no")
A("NSW", "i have tradesperson certificate plumbing NSW. i can sign off my own job myself yes?",
  "tradesperson certificate holders work under supervision and cannot sign off their own work", "facts §1.1 NSW",
  verdict="no")
A("NSW", "Plumber Wollongong. Customer hot water is electric, I want disconnect and connect again the new one same like old. Only my plumbing licence is enough?",
  "like-for-like disconnection/reconnection of fixed electrical equipment needs a restricted qualified supervisor certificate",
  "facts §1.1 NSW (disconnection/reconnection)", verdict="no")
A("NSW", "bathroom renovation in Chatswood, we not moving shower or toilet, only new tile and new tap. notice of work is necessary?",
  "no Notice of Work for minor works such as a bathroom renovation that doesn't move fixtures or replacing tapware",
  "facts §4.2 NSW", verdict="no")
A("NSW", "Builder in Sydney say to me: I pay you only when owner pay me. This is legal in NSW?",
  "'pay when paid' clauses are void (NSW SOP s34)", "facts §6.7 common features", verdict="no")
A("NSW", "Subcontractor Newcastle NSW. I send payment claim to builder, he must answer with schedule in how much days?",
  "NSW SOP payment schedule within 10 business days of receiving the claim", "facts §6.7 NSW",
  figures=["10 business days"])
A("NSW", "Customer in Bankstown want I take out 14 square metre of fibro wall, old house. I do renovation but I dont have asbestos licence. Is ok I do it?",
  "more than 10 m² of bonded asbestos needs a licensed removal contractor (Class A or B)", "facts §5.5 NSW",
  verdict="no", figures=["10 m²"])
A("NSW", "retaining wall and paving in backyard Castle Hill, price is 9800 dollar. For landscape work I need permit from Fair Trading?",
  "structural landscaping (retaining walls, paving) needs a licence above $5,000", "facts §1.1 NSW, §9",
  verdict="yes", figures=["$5,000"])
A("NSW", "I live in Wodonga VIC but tiling job is other side in Albury NSW, 6 000 dollar. I need NSW licence?",
  "work is in NSW: wall and floor tiling needs a licence over $5,000", "facts §1.1, §2.1 NSW", verdict="yes",
  figures=["$5,000"])
A("NSW", "In 2019 I did renovation for owner who live in the house, Hornsby NSW. Security of payment act cover me that time?",
  "owner-occupier construction contracts covered by NSW SOP only since 1 Mar 2021 -> not in 2019", "facts §6.7 NSW",
  verdict="no", date="2019-06-15")
A("NSW", "Gasfitter. In my state, copy of certificate I send to Fair Trading in how many days?",
  "profile NSW gasfitter: copy of CoC / Certificate of Inspection to Fair Trading within 5 business days",
  "facts §4.5 NSW", figures=["5 business days"], profile={"state": "NSW", "trade": "gasfitter"})

# ---------------------------------------------------------------- answers: VIC
A("VIC", "Reblocking old house in Reservoir Melbourne, price only 8.000 dollar. Registration I need?",
  "VIC re-blocking needs registration whatever the cost", "facts §1.2 VIC", verdict="yes")
A("VIC", "built in wardrobe and some carpentry in Frankston VIC, total 9 500 dollar. is obligatory register with BPC?",
  "VIC registration only for domestic building work over $10,000", "facts §1.2, §2.1 VIC", verdict="no",
  figures=["$10,000"])
A("VIC", "VIC, I install new gas heater (type A) for 600 dollar. Compliance certificate need also under 750?",
  "VIC plumbing compliance certificate at any value for Type A gas appliance install", "facts §4.2 VIC, §4.5 VIC",
  verdict="yes")
A("VIC", "Plumber Bendigo. Job finish yesterday, compliance certificate I must lodge in how many days?",
  "VIC compliance certificate to customer and BPC within 5 days of finishing", "facts §4.2 VIC", figures=["5 days"])
A("VIC", "I am registered plumber in Victoria, not licensed. I can sign the compliance certificate myself for job 2 000 dollar?",
  "only licensed plumbers issue compliance certificates; a registered plumber needs a licensed plumber to sign off work over $750",
  "facts §1.2 VIC plumbing, §4.2 VIC", verdict="no", figures=["$750"])
A("VIC", "Sparky Melbourne. I change the main switchboard for customer. I can turn on the power before inspector come?",
  "main switchboard is prescribed work: independent LEI inspection; must not be energised before inspection",
  "facts §3.2 VIC", verdict="no")
A("VIC", "In Victoria, I add one new light in the garage for customer. COES I give him in how long?",
  "non-prescribed work: COES to the customer within 1 month", "facts §3.2 VIC", figures=["1 month"])
A("VIC", "Ringwood VIC, the customer he want cancel the contract in cooling off time. How much money I can keep?",
  "VIC cooling-off: builder may keep $100 plus out-of-pocket expenses the owner approved (DBCA s34)",
  "facts §2.2 VIC", figures=["$100"])
A("VIC", "In my contract I forget to write the cooling off notice. VIC. The customer can still cancel?",
  "contract without the cooling-off notice: owner has 7 days from becoming aware", "facts §2.2 VIC",
  verdict="yes", figures=["7 days"])
A("VIC", "Before customer sign the big domestic contract in Victoria, which booklet I must give him?",
  "Domestic Building Consumer Guide must be given before signing", "facts §2.2 VIC")
A("VIC", "Asbestos removal Shepparton, small one, 8 m2 non friable. I tell WorkSafe how long before?",
  "VIC: notify at least 24 h before for 10 m² or less of non-friable material", "facts §5.5 VIC", figures=["24 h"])
A("VIC", "In June 2017 I sign contract for bathroom 7 500 dollar in Bendigo. That time, the major domestic building contract was obligatory?",
  "before 1 Aug 2017 the major domestic building contract threshold was $5,000 -> $7,500 needed one",
  "facts §2.2 VIC, §8, §9 (dated row)", verdict="yes", figures=["$5,000"], date="2017-06-15")
# ---------------------------------------------------------------- answers: QLD
A("QLD", "Brisbane. I am handyman, not plumber. Change toilet cistern only 250 dollar. Need QBCC licence?",
  "QLD plumbing needs an occupational licence at any value", "facts §1.3 QLD", verdict="yes")
A("QLD", "hydraulic services design job in qld, 1 500 dollar, licence from qbcc is necessary?",
  "QBCC licence needed over $1,100 where the work involves hydraulic services design", "facts §1.3 QLD",
  verdict="yes", figures=["$1,100"])
A("QLD", "I want electrical contractor licence in Queensland. Which insurance and how much?",
  "public and products liability at least $5,000,000 and consumer protection at least $50,000", "facts §1.3 QLD electrical",
  figures=["$5,000,000", "$50,000"])
A("QLD", "QLD electrician. The certificate of testing and compliance, how many years I keep my copy?",
  "contractor keeps a copy for 5 years (and gives the customer one as soon as possible)", "facts §3.2 QLD, §6.4",
  figures=["5 years"])
A("QLD", "plumber Toowoomba, for notifiable work the Form 4, how much days after the invoice?",
  "notifiable work registered with QBCC within 10 business days of invoicing", "facts §4.2 QLD",
  figures=["10 business days"])
A("QLD", "I have gas licence from NSW. In Queensland it work automatic with mutual recognition?",
  "QLD is not in Automatic Mutual Recognition for gas; applications through RSHQ", "facts §1.3 QLD gas",
  verdict="no")
A("QLD", "Queensland home warranty, the cover it last how long time? Customer ask me.",
  "6 years 6 months from premium paid, contract signed or work started (first)", "facts §2.2 QLD",
  figures=["6 years 6 months"])
A("QLD", "Customer in Logan QLD he want cancel in cooling-off. He must pay me something or nothing?",
  "QLD cooling-off: owner pays $100 plus reasonable out-of-pocket expenses", "facts §2.2 QLD", verdict="yes",
  figures=["$100"])
A("QLD", "Contract 45 000 in Ipswich Qld. After I start on site, which notice I send and how many days?",
  "Commencement Notice within 10 business days of starting on site for contracts of $20,000+", "facts §2.2 QLD",
  figures=["10 business days"])
A("QLD", "Roofer QLD, re-roof house, the fall is 2.7 metre. SWMS I need make?",
  "QLD: SWMS needed for any construction work above 2 m, housing included", "facts §5.6 QLD", verdict="yes",
  figures=["2 m"])
A("QLD", "Office building Brisbane built in 1985. Owner need asbestos register?",
  "QLD workplaces need an asbestos register unless built after 31 Dec 1989 with no asbestos", "facts §5.5 QLD",
  verdict="yes")
A("QLD", "I am carpenter, QBCC licence. On same job little bit tiling also, outside my class. How much allowed?",
  "incidental work outside the licence class allowed only up to a combined $3,300", "facts §1.3 QLD",
  figures=["$3,300"])
A("QLD", "QLD subcontractor, builder receive my payment claim. Schedule he must give in how many business days?",
  "BIF Act payment schedule 15 BD (or earlier per contract)", "facts §6.7 QLD", figures=["15 BD"])

# ---------------------------------------------------------------- answers: WA
A("WA", "For register like building contractor in WA, how much money I need show?",
  "Board generally asks for at least $50,000 in cash or equivalent (quick ratio 1:1)", "facts §1.4 WA",
  figures=["$50,000"])
A("WA", "Is possible to register my family trust as builder in Western Australia?",
  "a trust cannot be registered as a building contractor", "facts §1.4 WA", verdict="no")
A("WA", "Plumber in Fremantle WA. Certificate of compliance, I keep how many year? Is obligatory?",
  "WA plumbing certificates of compliance kept at least 6 years", "facts §1.4 WA, §4.2 WA, §6.4",
  figures=["6 years"])
A("WA", "Bunbury WA, major plumbing work. Notice before I start, how many hour?",
  "Notice of Intention at least 24 hours before major plumbing work", "facts §4.2 WA", figures=["24 hours"])
A("WA", "wa plumbing contractor, after major job finish the CoC send in how much days and to who?",
  "CoC within 5 working days to the Plumbers Licensing Board, owner/occupier (and local government for drainage)",
  "facts §4.2 WA", figures=["5 working days"])
A("WA", "electrical safety certificate for the customer in WA, how much days I have?",
  "ESC to the person the work was done for within 28 days", "facts §3.2 WA", figures=["28 days"])
A("WA", "Mandurah WA, when home indemnity insurance is need?",
  "HII for residential building work over $20,000, before claiming payment or starting", "facts §2.2 WA",
  figures=["$20,000"])
A("WA", "WA pergola, contract 5.000 dollar. Home Building Contracts Act is apply to this?",
  "HBCA applies to fixed-price contracts between $7,500 and $500,000", "facts §2.2 WA", verdict="no",
  figures=["$7,500"])
A("WA", "Owner builder in WA, I finish my house, I can sell after 3 years?",
  "owner-builders cannot sell within 7 years of the building permit without home indemnity insurance",
  "facts §1.4 WA", figures=["7 years"])
A("WA", "In March 2022 I sign subcontract in Perth WA. Which law for security of payment is for this contract?",
  "contracts before 1 Aug 2022: Construction Contracts Act 2004 (the 2021 Act applies from 1 Aug 2022)",
  "facts §6.7 WA", date="2022-03-15")
A("WA", "After I finish the job, notice of completion how many days I have?",
  "profile WA electrician: Notice of Completion within 3 days of finishing", "facts §3.2 WA",
  figures=["3 days"], profile={"state": "WA", "trade": "electrician"})

# ---------------------------------------------------------------- answers: SA
A("SA", "I have only supervisor registration in South Australia. I can take contract with customer myself?",
  "supervisor registration alone does not allow contracting", "facts §1.5 SA", verdict="no")
A("SA", "SA builder licence, net assets minimum is how much?",
  "building work contractor's licence needs at least $10,000 net assets", "facts §1.5 SA", figures=["$10,000"])
A("SA", "In SA if I do building job without licence, customer still must pay me?",
  "an unlicensed contractor is generally not entitled to be paid", "facts §1.5 SA", verdict="no")
A("SA", "Hello, I am sparky in Adelaide, from Philippines. The eCoC, when I must finish it and how many days for give?",
  "eCoC completed before the installation is available for energisation; to the Technical Regulator and owner within 30 days",
  "facts §3.2 SA", figures=["30 days"])
A("SA", "SA plumber. Only change the tap washer for customer. Certificate of compliance is needed?",
  "SA plumbing CoC not needed for tap washers, blocked drains, domestic tapware, stormwater", "facts §9 (SA plumbing CoC)",
  verdict="no")
A("SA", "In May this year we do gutter at 2.6 metre in Port Lincoln SA, no SWMS. That time it was ok?",
  "SA fall trigger was 3 m until 30 June 2026 -> at 2.6 m in May 2026 no SWMS was required",
  "facts §5.6, §9 (SA HRCW dated)", verdict="yes", figures=["3 m"], date="2026-05-15")
A("SA", "Next Monday I start roof job in Whyalla SA, height 2.3 metre. SWMS I need?",
  "SA fall trigger more than 2 m from 1 July 2026 -> SWMS needed", "facts §9 (SA HRCW dated)", verdict="yes",
  figures=["2 m"], date="2026-11-30")
A("SA", "South Australia, no written contract for domestic building job, how much is maximum penalty?",
  "BWC Act s28: maximum penalty $5,000", "facts §2.2 SA", figures=["$5,000"])
A("SA", "SA, our company do high risk work without SWMS. Fine for company how much?",
  "SA penalty: $6,000 individual / $30,000 body corporate", "facts §5.6", figures=["$30,000"])
A("SA", "Renovation for owner who live in the house, Adelaide. Security of payment act protect me (head contractor)?",
  "SA SOP doesn't cover domestic work where the client lives there", "facts §6.7 SA", verdict="no")
A("SA", "After I finish job how many day for the certificate?",
  "profile SA plumber: plumbing CoC to the OTR and customer within 7 days", "facts §4.2 SA, §9",
  figures=["7 days"], profile={"state": "SA", "trade": "plumber"})

# ---------------------------------------------------------------- answers: TAS
A("TAS", "Launceston Tasmania, bathroom renovation 22 000AUD. Written contract must?",
  "TAS residential building work of $20,000 or more needs a written, dated, signed contract", "facts §2.2 TAS",
  verdict="yes", figures=["$20,000"])
A("TAS", "in Tasmania I must buy home warranty insurance for renovation like in other state?",
  "no statutory home-warranty scheme found in TAS (Housing Indemnity Act 1992 repealed)", "facts §0, §2.1, §2.2 TAS",
  verdict="no")
A("TAS", "Owner builder in Tasmania, how much houses I can build?",
  "owner-builders limited to 2 projects in 10 years (plus course, White Card, building surveyor)", "facts §1.6 TAS",
  figures=["2 projects in 10 years"])
A("TAS", "Owner builder permit TAS, public liability insurance how much need?",
  "public liability of at least $5 million", "facts §1.6 TAS", figures=["$5 million"])
A("TAS", "Hobart, hot water storage tank temperature, minimum is?",
  "stored hot water at 60°C or more (Legionella)", "facts §4.3", figures=["60°C"])
A("TAS", "Childcare centre in Devonport, what valve for hot water and which temperature?",
  "early childhood centres need a TMV set to 45°C", "facts §4.3", figures=["45°C"])
A("TAS", "Tas plumbing, category 3 notifiable work, what I need before I start?",
  "Cat 3: Notice of Work and design to council and a Certificate of Likely Compliance before starting",
  "facts §4.2 TAS")
A("TAS", "Tasmania residential job, payment claim. Owner have how many days for payment schedule?",
  "TAS SOP payment schedule: 20 days residential (10 days commercial)", "facts §6.7 TAS", figures=["20 days"])
A("TAS", "Tassie electrician from overseas. The old Electrical Installation Notice, we still use it?",
  "the Certificate of Electrical Compliance (CEC) replaced the Electrical Installation Notice in 2012",
  "facts §3.2 TAS", verdict="no")

# ---------------------------------------------------------------- answers: ACT
A("ACT", "Carpenter, I live Queanbeyan NSW but job is in Tuggeranong ACT. I need carpenter licence there?",
  "carpenters and similar trades are not licensed in the ACT", "facts §1.7 ACT", verdict="no")
A("ACT", "Electrician Canberra ACT, customer want battery and inverter. I need some extra paper for this?",
  "ACT: DER endorsement needed for wiring work on rooftop solar, inverters and batteries (from 11 Sep 2024)",
  "facts §1.7 ACT")
A("ACT", "Canberra, in August 2024 I did wiring for rooftop solar, I not have DER endorsement. For that time it was needed?",
  "DER endorsement required only from 11 Sep 2024 -> not yet in force in August 2024", "facts §1.7 ACT",
  date="2024-08-15")
A("ACT", "ACT electrician, the test report I send in how much days?",
  "test report to the Construction Occupations Registrar or owner within 14 days of the test", "facts §3.2 ACT",
  figures=["14 days"])
A("ACT", "New electrical installation in Gungahlin ACT. I can switch on before Access Canberra inspect?",
  "Access Canberra audits all new installations; they can't be energised until passed", "facts §3.2 ACT",
  verdict="no")
A("ACT", "Residential building insurance ACT, owner find defect, he must tell insurer in how many days?",
  "insurer must be told within 90 days of the owner becoming aware of a defect", "facts §2.2 ACT",
  figures=["90 days"])
A("ACT", "In Canberra which company I can buy residential building insurance?",
  "QBE is the only authorised insurer; Master Builders Fidelity Fund the only approved fidelity scheme",
  "facts §2.2 ACT")
A("ACT", "Gasfitter ACT. After finish the gas work, what is the paper I must give?",
  "attach a compliance indicator and give a certificate of compliance as soon as practicable (Gas Safety Act s9)",
  "facts §4.5 ACT")
A("ACT", "Canberra, homeowner want to do his own plumbing in bathroom. Is possible?",
  "ACT homeowners can't do regulated plumbing", "facts §4.2 ACT", verdict="no")

# ---------------------------------------------------------------- answers: NT
A("NT", "Darwin NT, free standing shed 18 000 dollar. Need register with Building Practitioners Board?",
  "free-standing sheds don't need BPB registration", "facts §1.8 NT", verdict="no")
A("NT", "Palmerston NT, house extension twenty five thousand. Registration BPB necessary?",
  "extensions over $12,000: builder registered with the BPB", "facts §1.8 NT", verdict="yes",
  figures=["$12,000"])
A("NT", "NT builder, net tangible assets how much I need have?",
  "builders need $50,000 in net tangible assets", "facts §2.2 NT", figures=["$50,000"])
A("NT", "Northern Territory fidelity certificate, structural defect it cover how many years?",
  "fidelity certificates: 6 years structural, 1 year non-structural", "facts §2.2 NT", figures=["6 years"])
A("NT", "I have advanced tradesman licence plumbing NT. I can certify my own work?",
  "advanced tradesman licence holders cannot certify; certifying plumber registration with the BPB needed",
  "facts §1.8 NT, §4.2 NT", verdict="no")
A("NT", "I sell washing machine in Alice Springs and I plug in for customer with the cord. Need electrical licence for this?",
  "plugging in equipment with a flexible cord is not electrical work", "facts §1.8 NT", verdict="no")
A("NT", "Darwin, I change ceiling fan same like old one, no change wiring. Certificate of compliance need now?",
  "from 1 Jan 2026 like-for-like replacements that don't change wiring, load or circuit protection need no CoC",
  "facts §3.2 NT", verdict="no")
A("NT", "NT big LPG installation more than 200 kg. Notify NT WorkSafe how long before start?",
  "gas works over 200 kg stored or 200 MJ/h notified no later than 24 hours before", "facts §9 (NT gas)",
  figures=["24 hours"])
A("NT", "NT builder contract say he pay me in 45 business days. This is ok?",
  "NT SOP: any term longer than 30 BD is read as 30 BD", "facts §6.7 NT", verdict="no", figures=["30 BD"])

# ---------------------------------------------------------------- answers: national
A("AU", "Hello, I come from Colombia, I want install split systems in houses. Which licence I need?",
  "Refrigerant Handling Licence (ARC, ARCtick) for work on fluorocarbon refrigerant equipment", "facts §1.9")
A("AU", "My cousin from Lebanon want start on building site. White card course, which unit code is the right one?",
  "CPCWHS1001 Prepare to work safely in the construction industry", "facts §5.7")
A("AU", "Customer want porcelain slab for kitchen benchtop. This is banned like the engineered stone?",
  "porcelain and sintered stone are excluded from the engineered stone ban", "facts §5.8", verdict="no")
A("AU", "Balcony barrier (railing), minimum height from the floor how much?",
  "barrier at least 1 m above a floor/landing; 865 mm along stairs and ramps", "facts §5.2", figures=["1 m"])
A("AU", "My turnover pass 75 000 this month. For register GST (in my country we say VAT), how many days I have?",
  "register within 21 days of reaching the $75,000 threshold", "facts §6.2", figures=["21 days"])
A("AU", "Invoice is 1 500 dollar for customer. I must write customer name or ABN on it?",
  "sales of $1,000 or more must show the buyer's identity or ABN", "facts §6.3", verdict="yes",
  figures=["$1,000"])
A("AU", "Customer ask me for tax invoice. How much days I have to give?",
  "provide a tax invoice within 28 days of the request", "facts §6.3, §9", figures=["28 days"])
A("AU", "Invoice receipt and business paper, how many year I must keep for tax office?",
  "keep most business records for 5 years", "facts §6.4, §9", figures=["5 years"])
A("AU", "ABN of my subbie pass the check digit. So it mean the ABN is active?",
  "the checksum only proves the number is well-formed; ABN Lookup shows if issued/active", "facts §6.1",
  verdict="no")
A("AU", "Now with payday super, after pay day the super money must arrive in fund in how many days?",
  "Payday Super (from 1 July 2026): received by the fund no more than 7 business days after payday",
  "facts §9 (payday super)", figures=["7 business days"])
A("AU", "Next year the super go up again after 12%?",
  "12% (from 1 July 2025) is the last legislated step", "facts §6.6, §9", verdict="no", figures=["12%"],
  date="2027-07-01")
A("AU", "Super for quarter July to September 2025, the due date was when?",
  "old quarterly due dates kept for quarters to 30 June 2026: July-Sept quarter due 28 Oct", "facts §6.6, §9",
  figures=["28 Oct"], date="2025-09-30")
A("AU", "Unenclosed shower, the waterstop how far from shower rose minimum?",
  "Housing Provisions 10.2.18: waterstop at least 1,500 mm from the shower rose", "facts §5.3",
  figures=["1,500 mm"])
A("QLD", "In May 2024 I install engineered stone benchtop in Brisbane kitchen. That time it was allowed still?",
  "engineered stone ban applies from 1 July 2024; May 2024 is before it", "facts §5.8", verdict="yes",
  date="2024-05-15")

# ---------------------------------------------------------------- tools
T("AU", "Hello, please help. Invoice for customer is 3.850 dollar including sales tax. How much is the GST inside?",
  "GST in an inclusive amount (1/11)", "facts §6.2", ["$350", "10%"])
T("AU", "I quote 6 500 AUD, customer say plus GST. Total is how much?", "add GST", "facts §6.2", ["$7,150", "10%"])
T("AU", "customer pay me twelve thousand one hundred incl GST. my money without GST is how much?",
  "ex-GST from inclusive", "facts §6.2", ["$11,000", "10%"])
T("AU", "Need put GST on top of $ 2 345, how much the GST?", "GST on an exclusive amount", "facts §6.2",
  ["$234.50", "10%"])
T("AU", "Total invoice 990AUD with gst. Please split, gst part and part without?", "split an inclusive amount",
  "facts §6.2", ["$90", "$900", "10%"])
T("AU", "My worker he get 1.150 dollar this week. How much pension I must pay for him?", "super on wages",
  "facts §6.6, §9", ["$138", "12%"])
T("AU", "Two workers this week: one get 1,300 and other one 980. Total super for both?", "super on summed wages",
  "facts §6.6, §9", ["$273.60", "12%"])
T("AU", "In March 2025 I paid wages 4.600 dollar. Super for this, how much was that time?",
  "super on wages paid March 2025 (11.5%, 1 Jul 2024 - 30 Jun 2025)", "facts §6.6, §9", ["$529", "11.5%"],
  date="2025-03-15")
T("NSW", "Bathroom job in Parramatta Sydney, 38500AUD. How much deposit I can take maximum?",
  "NSW deposit cap 10%", "facts §2.1, §2.2 NSW", ["$3,850", "10%"])
T("VIC", "kitchen in Dandenong Melbourne 14.000 AUD. Deposit maximum?", "VIC deposit 10% under $20,000",
  "facts §2.1, §2.2 VIC", ["$1,400", "10%"])
T("VIC", "Extension in Box Hill VIC, price $ 46 000. Deposit how much I can ask?", "VIC deposit 5% at $20,000 or more",
  "facts §2.1, §2.2 VIC", ["$2,300", "5%"])
T("QLD", "For deposit, how much I can take? Job is 11 900 in Logan QLD.", "QLD deposit 10% under $20,000",
  "facts §2.1, §2.2 QLD", ["$1,190", "10%"])
T("QLD", "Granny flat Toowoomba 85k, about 70% we build in the factory. Deposit max?",
  "QLD deposit 20% where more than 50% of the work is off-site", "facts §2.2 QLD, §9", ["$17,000", "20%"])
T("QLD", "Townsville contract exactly $ 20 000. Maximum deposit in dollar?", "QLD deposit 5% at $20,000 or more",
  "facts §2.1, §2.2 QLD", ["$1,000", "5%"])
T("WA", "Patio Joondalup WA, 16.800 dollar. Deposit maximum I can ask?", "WA deposit 6.5% ($7,500-$500,000)",
  "facts §2.1, §2.2 WA, §9", ["$1,092", "6.5%"])
T("NSW", "I do tiling 4.600 dollar plus GST in Blacktown. Need licence?",
  "NSW $5,000 incl GST threshold crossed once GST added", "facts §1.1, §2.1 NSW", ["$5,060", "$5,000"],
  verdict="yes")
T("NSW", "Liverpool NSW, wall tiling 3 200 and wet plastering 2 100 same house. Licence I need?",
  "NSW trade work summed over one job > $5,000", "facts §1.1, §2.1 NSW", ["$5,300", "$5,000"], verdict="yes")
T("VIC", "Footscray, plastering 4 800 and painting 5 900 on same house. Registration is need?",
  "VIC: more than one type of work together over $10,000 -> registration", "facts §1.2 VIC", ["$10,700", "$10,000"],
  verdict="yes")
T("VIC", "Plumbing in Geelong: my labour 350 dollar and customer buy tap and basin himself 300. Compliance certificate need?",
  "VIC plumbing cert over $750 counting materials whoever supplied them; $650 is under", "facts §4.2 VIC",
  ["$650", "$750"], verdict="no")
T("VIC", "Ballarat, bathroom 12 400 and laundry 4 100 same contract. DBI insurance need?",
  "VIC DBI for domestic work over $16,000 (summed)", "facts §2.1, §2.2 VIC", ["$16,500", "$16,000"], verdict="yes")
T("QLD", "Cairns QLD, painting job 2.900 + GST. QBCC licence need?",
  "QLD $3,300 incl GST: $3,190 is not over", "facts §1.3, §2.1 QLD", ["$3,190", "$3,300"], verdict="no")
T("QLD", "Gold Coast QLD side, my labour 1 900, customer buy the tiles 1 600 himself. Licence I need?",
  "QLD value includes materials whoever supplies them: $3,500 over $3,300", "facts §1.3 QLD", ["$3,500", "$3,300"],
  verdict="yes")
T("WA", "Rockingham WA, brick garage 13 000 and the slab 8 500, one contract. I must be registered builder?",
  "WA building contractor registration over $20,000 (summed)", "facts §1.4 WA", ["$21,500", "$20,000"],
  verdict="yes")
T("SA", "Adelaide SA, bathroom 7.200 and laundry 5.300 same contract. Written contract obligatory?",
  "SA written contract for work of $12,000 or more (summed)", "facts §2.2 SA, §9", ["$12,500", "$12,000"],
  verdict="yes")
T("TAS", "Hobart, deck 10 000 and stairs 7 000 same customer one contract. Written contract must?",
  "TAS written contract only at $20,000 or more; $17,000 under", "facts §2.2 TAS", ["$17,000", "$20,000"],
  verdict="no")
T("NT", "Darwin NT, extension 6 500 and 4 000 for the roof of it. I need registration with BPB?",
  "NT BPB registration for an extension costing above $12,000; $10,500 is under", "facts §1.8 NT",
  ["$10,500", "$12,000"], verdict="no")
T("ACT", "Canberra ACT, alteration: kitchen 8 000 and bathroom 5 500. Residential building insurance need?",
  "ACT insurance/fidelity certificate for alterations of $12,000 or more (summed)", "facts §2.2 ACT",
  ["$13,500", "$12,000"], verdict="yes")
T("AU", "Last 12 month I make 51 000 from tiling and 26 500 from cleaning. I must register GST?",
  "GST registration compulsory at turnover $75,000 or more (summed)", "facts §6.2", ["$77,500", "$75,000"],
  verdict="yes")
T("AU", "Subcontractor not give me ABN, his invoice is 3.400 dollar. How much I keep back?",
  "no-ABN withholding 47%", "facts §6.8", ["$1,598", "47%"])
T("AU", "Cleaner no ABN, I pay him 70 dollar without GST. Need withhold or no?",
  "no withholding at $75 or less excluding GST", "facts §6.8", ["$75"], verdict="no")
T("AU", "Please check ABN of new subbie: 19 919 562 606", "ABN check digits", "facts §6.1", ["valid"])
T("AU", "This ABN 82547781237 on the invoice is correct number?", "ABN check digits", "facts §6.1", ["valid"])
T("AU", "is real ABN? 92 984 693 142", "ABN check digits", "facts §6.1", ["invalid"])
T("AU", "Sparky give me ABN 61525086195, it pass the check?", "ABN check digits", "facts §6.1", ["invalid"])

# ---------------------------------------------------------------- declines
D("NSW", "how much cost the icare HBCF insurance for 60 000 extension in Sydney?", "HBCF premium not held",
  "icare (Home Building Compensation Fund)")
D("NSW", "Good morning. NSW, if I send CCEW late, what is the fine?", "late CCEW penalty not held", "Building Commission NSW")
D("NSW", "Contractor licence for wall and floor tiling NSW, application fee how much?", "licence fee not held",
  "Building Commission NSW")
D("NSW", "I apply for licence in NSW, how many week they take for approve?", "processing time not held",
  "Building Commission NSW")
D("NSW", "Gas certificate to Fair Trading I send late, how much penalty in NSW?", "late gas certificate penalty not held",
  "Building Commission NSW (NSW Fair Trading)")
D("NSW", "Asbestos removal licence class B from SafeWork NSW, how much it cost?", "asbestos licence fee not held",
  "SafeWork NSW")
D("VIC", "Domestic builder limited registration in VIC, the fee is how much?", "registration fee not held",
  "Building and Plumbing Commission (formerly VBA)")
D("VIC", "DBI premium for 120 000 extension in Melbourne roughly how much?", "DBI premium not held",
  "Building and Plumbing Commission (formerly VBA)")
D("VIC", "Victoria plumber, if I lodge compliance certificate late, what fine I get?", "late compliance certificate penalty not held",
  "Building and Plumbing Commission (formerly VBA)")
D("VIC", "Registered electrical contractor REC, how much to register with ESV?", "REC registration fee not held",
  "Energy Safe Victoria")
D("VIC", "Licensed electrical inspector in Melbourne, how much they charge for inspect prescribed work?",
  "LEI inspection cost not held", "Energy Safe Victoria")
D("VIC", "How long ESV take to give A grade licence after I apply?", "processing time not held", "Energy Safe Victoria")
D("QLD", "QBCC carpentry trade contractor licence, the fee?", "licence fee not held", "QBCC")
D("QLD", "Queensland home warranty premium for 50 000 renovation, how much I must put in the price?",
  "home warranty premium not held", "QBCC")
D("QLD", "QLD, Form 4 I lodge late, what is the penalty?", "late notifiable-work penalty not held", "QBCC")
D("QLD", "Electrical contractor licence Queensland, how much is the cost per year?", "licence fee not held",
  "Electrical Safety Office (WorkSafe QLD)")
D("QLD", "RSHQ gas work licence, how long the processing?", "processing time not held",
  "Resources Safety and Health Queensland")
D("QLD", "Queensland, no SWMS for roof work, how much is the fine?", "penalty not held (QLD)", "WorkSafe QLD")
D("WA", "Western Australia house contract, cooling off how many day customer have?", "WA cooling-off not found",
  "Building and Energy (DEMIRS)")
D("WA", "Home indemnity insurance WA for 300 000 house, premium is how much?", "HII premium not held",
  "the home indemnity insurer (private insurers) / Building and Energy (DEMIRS)")
D("WA", "Building contractor registration in WA, the fee is how much?", "registration fee not held",
  "Building Services Board (Building and Energy)")
D("WA", "WA electrician, notice of completion late, how much fine?", "late NOC penalty not held",
  "Building and Energy (DEMIRS)")
D("WA", "Asbestos removal licence class A in WA, cost how much?", "asbestos licence fee not held", "WorkSafe WA")
D("SA", "Maximum deposit I can take on 35 000 renovation in Adelaide?", "SA deposit cap not found",
  "Consumer and Business Services (CBS)")
D("SA", "South Australia customer want cancel the contract, cooling off how much days?", "SA cooling-off not found",
  "Consumer and Business Services (CBS)")
D("SA", "SA building work contractor licence, fee to apply?", "licence fee not held",
  "Consumer and Business Services (CBS)")
D("SA", "Gas eCoC I give after 30 days in SA, the penalty is?", "late gas CoC penalty not held",
  "Office of the Technical Regulator")
D("SA", "In SA, from what dollar amount exactly I need builder licence? My friend say 5 000, other say 20 000.",
  "SA licensing dollar floor not confirmed (conflicting secondary sources)", "Consumer and Business Services (CBS)")
D("TAS", "Tasmania, deposit maximum percent for renovation 40 000?", "TAS deposit cap not found", "CBOS")
D("TAS", "Hobart, customer sign contract yesterday, today he want cancel. Cooling off in Tas how many day?",
  "TAS cooling-off not found", "CBOS")
D("TAS", "Tasmanian electrician, the CEC certificate I must give in how much days?", "TAS CEC deadline not found", "CBOS")
D("TAS", "Tas gasfitter, the gas compliance paper how many days after job?", "TAS gas certificate rule not researched",
  "CBOS")
D("TAS", "CBOS builder licence renewal, how much money?", "licence fee not held", "CBOS")
D("TAS", "Owner builder permit in Tasmania, what is the fee?", "permit fee not held", "CBOS")
D("ACT", "Canberra ACT, kitchen reno 30 000, deposit maximum?", "ACT deposit cap not found", "Access Canberra")
D("ACT", "ACT customer change his mind after sign contract. Cooling off exist, how many day?", "ACT cooling-off not found",
  "Access Canberra")
D("ACT", "ACT, the builder get my payment claim. Payment schedule in how much days?", "ACT payment schedule not captured",
  "Access Canberra")
D("ACT", "ACT builder licence renewal fee please?", "licence fee not held", "Access Canberra")
D("ACT", "Residential building insurance premium in ACT for 200 000 extension?", "insurance premium not held",
  "QBE (the only authorised insurer) or the Master Builders Fidelity Fund")
D("NT", "Darwin electrician, new rules, CoC how many days I have now?", "NT electrical CoC deadline not found",
  "NT WorkSafe")
D("NT", "NT gasfitter, small house gas cooktop, the compliance certificate deadline?", "NT gas certificate rule not researched",
  "NT WorkSafe")
D("NT", "NT house contract, maximum deposit percent?", "NT deposit regulated but amount not captured",
  "Building Practitioners Board")
D("NT", "NT customer want cancel after sign, cooling off how much days?", "NT cooling-off not found",
  "Building Practitioners Board")
D("NT", "Fidelity certificate MBA NT, for 150 000 house how much it cost?", "fidelity certificate cost not held",
  "MBA NT Fidelity Fund")
D("AU", "First year apprentice tiler, how much per hour I must pay him?", "award rates not held", "Fair Work Ombudsman")
D("AU", "Customer pay by Visa card, I can add 1.5% surcharge still?", "card surcharge rules not held", "ACCC / RBA")
D("AU", "Please copy me the clause of AS 3740 about shower hob.", "standard clause text not reproduced",
  "Standards Australia")
D("AU", "ARCtick refrigerant handling licence, price how much?", "licence fee not held",
  "Australian Refrigeration Council (ARC)")
D("AU", "I apply for ABN today, how long take to get number?", "ABN processing time not held",
  "Australian Business Register (ABR)")
D("AU", "If I pay super to fund late, how much is the penalty from ATO?", "late super penalty not held", "ATO")

# ---------------------------------------------------------------- ambiguous
M("Tiler, job 7 000 dollar in Albury-Wodonga, I dont know yet which side the customer house. Licence?",
  "Albury NSW (tiling > $5,000: licence yes) / Wodonga VIC (<= $10,000: no registration)", "facts §1.1, §1.2, §2.1")
M("Electrician near Queanbeyan and Canberra, job is one of them. How many days for the certificate after test?",
  "Queanbeyan NSW (CCEW 7 days) / Canberra ACT (test report 14 days)", "facts §3.2")
M("Renovation 30 000, Mildura or Wentworth, customer have two house. Deposit maximum?",
  "Mildura VIC (>= $20,000: 5%) / Wentworth NSW (10%)", "facts §2.1")
M("Gasfitter in Maitland, certificate after job how many days?",
  "Maitland NSW (copy to Fair Trading within 5 business days) / Maitland SA (eCoC within 30 days)", "facts §4.5")
M("Builder in Perth, 25 000 bathroom. Deposit maximum?",
  "Perth WA (6.5%) / Perth TAS (deposit cap not found)", "facts §2.1")
M("Paddington, bathroom 15 000. Home warranty insurance need?",
  "Paddington NSW (HBCF only over $20,000: no) / Paddington QLD (over $3,300: yes)", "facts §2.1, §2.2")
M("Windsor, small electrical job. Certificate to customer in how much time?",
  "Windsor NSW (CCEW 7 days) / Windsor VIC (COES 1 month, non-prescribed) / Windsor QLD (as soon as possible) / Windsor SA (eCoC 30 days)",
  "facts §3.2")
M("St Kilda renovation 11 000. Written contract must?",
  "St Kilda VIC (> $10,000: major domestic contract yes) / St Kilda SA (< $12,000: not required)", "facts §2.1, §2.2")
M("Lismore, carpentry 8 000 dollar. licence or registration need?",
  "Lismore NSW (> $5,000: licence yes) / Lismore VIC (<= $10,000: no)", "facts §1.1, §1.2, §2.1")
M("Plumbing 600 dollar in Kew. Compliance certificate need?",
  "Kew NSW (CoC for all plumbing work: yes) / Kew VIC (<= $750, not gas: no)", "facts §4.2")
M("Goondiwindi plumber, job maybe across river in Boggabilla. What paper after job and how long?",
  "Goondiwindi QLD (notifiable work Form 4 within 10 business days) / Boggabilla NSW (CoC for all plumbing work)",
  "facts §4.2")
M("Hello, please help. For 50 000 job, deposit how much percent maximum?",
  "no state: NSW 10% / VIC 5% / QLD 5% / WA 6.5% / SA, TAS, ACT not found / NT not captured", "facts §2.1")
M("From what amount of job I need builder licence?",
  "no state: NSW > $5,000 / VIC > $10,000 / QLD > $3,300 / WA > $20,000 / NT > $12,000 / SA unclear / TAS, ACT by approval class",
  "facts §2.1")
M("Electrical certificate to customer, how many days I have?",
  "no state: NSW 7 days / VIC 1 month (non-prescribed) / QLD as soon as possible / WA ESC 28 days / SA 30 days / ACT 14 days / TAS, NT not found",
  "facts §3.2")

import collections; print(collections.Counter(d["kind"] for d in ITEMS)); print(collections.Counter((d["kind"],d["state"]) for d in ITEMS))
assert len(ITEMS) == 200, len(ITEMS)
for i, d in enumerate(ITEMS, 1):
    d["id"] = "h25-%03d" % i
keys = ["id", "q", "kind", "state", "verdict", "figures", "ask", "date", "profile", "topic", "basis"]
out = [{k: d[k] for k in keys if k in d} for d in ITEMS]
json.dump(out, open(os.path.join(HERE, "questions.json"), "w"), indent=2, ensure_ascii=False)
print("wrote", len(out))
