#!/usr/bin/env python3
"""Writes questions.json for blind development set d30 (150 questions, ids d30-001 ... d30-150).
Writer: helper "blind-d30" (style brief blind-2l: tradies and their family members who learned English as adults).
Expected answers come only from /work/briefs/facts-1.md ... facts-6.md. Today = Saturday 2026-11-28."""
import json, os
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
ITEMS = []


def add(kind, state, q, topic, basis, verdict=None, figures=None, ask=None, date=None, profile=None):
    it = {"id": "d30-%03d" % (len(ITEMS) + 1), "q": q, "kind": kind, "state": state}
    if verdict is not None:
        it["verdict"] = verdict
    if figures:
        it["figures"] = figures
    it["topic"] = topic
    it["basis"] = basis
    if ask:
        it["ask"] = ask
    if date:
        it["date"] = date
    if profile:
        it["profile"] = profile
    ITEMS.append(it)


def A(state, q, topic, basis, **kw):
    add("answer", state, q, topic, basis, **kw)


def T(state, q, topic, basis, **kw):
    add("tool", state, q, topic, basis, **kw)


def X(state, q, topic, ask, **kw):
    add("decline", state, q, topic, "facts (not held)", ask=ask, **kw)


def M(q, topic, basis):
    add("ambiguous", None, q, topic, basis)


# ---------------------------------------------------------------- answers: NSW (001-011)
A("NSW", "Hello brother, I am tiler from Blacktown Sydney. Customer want bathroom floor and wall tiles, price 7 000 dollar. Licence I need for this job?",
  "NSW wall and floor tiling is trade work: licence for work over $5,000 incl GST; $7,000 is over", "facts §1.1, §2.1 NSW",
  verdict="yes", figures=["$5,000"])
A("NSW", "good morning, I do the paper work for my husband business. He sign kitchen contract in Parramatta 45k and customer get his copy on Thursday. Now customer he say he want cancel. He still can cancel? how much days he have",
  "NSW cooling-off: owner may rescind within 5 clear business days after being given the signed copy (HBA s 7BA); copy given Thu 26 Nov, still inside on Sat 28 Nov", "facts §2.1, §2.2 NSW, §9",
  verdict="yes", figures=["5 clear business days"])
A("NSW", "Electrician in Liverpool NSW. Job finish yesterday and test is done. How many days I have for the CCEW? And customer must get copy also or only Building Commission?",
  "NSW CCEW within 7 days of finishing the test; the customer always gets a copy", "facts §3.2 NSW",
  figures=["7 days"])
A("NSW", "I'm a gasfitter in Sydney. How many days do I have to send Fair Trading a copy of the compliance certificate, and how long do I keep my own copy?",
  "NSW gas CoC copy to Fair Trading within 5 business days; keep copies 5 years", "facts §4.5 NSW, §6.4",
  figures=["5 business days", "5 years"])
A("NSW", "brother is possible I change one tap only for customer in Penrith, I no have plumbing licence? very small job 250 dollar. thank you",
  "NSW: all plumbing work needs a licence whatever its value", "facts §1.1, §2.1 NSW",
  verdict="no")
A("NSW", "Customer in Wollongong he say he remove himself the fibro sheets from old laundry, around 12 square metre. He is the owner, is allowed for him?",
  "NSW home renovators may remove up to 10 m² of bonded asbestos in total; 12 m² needs a licensed removalist", "facts §5.5",
  verdict="no", figures=["10 m²"])
A("NSW", "Customer he want give me 25% deposit for 60k extension in Campbelltown, he say no problem for him. I can take this money?",
  "statement to correct: NSW maximum deposit 10% of the contract price (HBA s8)", "facts §2.1, §2.2 NSW",
  verdict="no", figures=["10%"])
A("NSW", "Builder Newcastle NSW, he write in my subcontract: he pay me only when owner pay him. Is legal this one??",
  "NSW SOP: 'pay when paid' clauses are void (s34)", "facts §6.7",
  verdict="no")
A("NSW", "Marhaba. NSW bathroom reno 35 000. I can take deposit first and buy the HBCF later, when job start?",
  "NSW HBCF for residential work over $20,000 must be in place before starting work or taking any money, including the deposit", "facts §2.1, §2.2 NSW",
  verdict="no", figures=["$20,000"])
A("NSW", "Plumber in Bankstown. Bathroom reno but we no move anything, toilet and basin stay same place, only new tile. Notice of work I must lodge?",
  "NSW: no Notice of Work for minor works such as a bathroom renovation that doesn't move fixtures (CoC still needed)", "facts §4.2 NSW",
  verdict="no")
A("NSW", "Question for old job. Contract signed November 2023 for engineered stone benchtop in Chatswood, we install it in September 2024. That time was legal in NSW?",
  "engineered stone ban from 1 July 2024; NSW kept the transitional rule: contracts entered on or before 31 Dec 2023 exempt until 31 Dec 2024", "facts §5.8",
  verdict="yes", figures=["31 Dec 2024"], date="2024-09-15")

# ---------------------------------------------------------------- answers: VIC (012-019)
A("VIC", "Anh oi, job re-stumping in Dandenong VIC, price only 8 500 dollars. For small price like this, registration still I must have??",
  "VIC re-stumping needs registration whatever the cost", "facts §1.2, §2.1 VIC",
  verdict="yes")
A("VIC", "Renovation 25k in Footscray. Insurance for domestic building I need it? And deposit, I can take before I give customer the insurance paper?",
  "VIC DBI for domestic work over $16,000 (yes); the DBI policy and certificate of currency must be given before taking any money (no)", "facts §2.1, §2.2 VIC",
  figures=["$16,000"])
A("VIC", "vic. customer sign contract 30k bathroom and get his copy wednesday, today he call me, he say he want cancel. If he cancel I can keep some money???",
  "VIC cooling-off (DBCA s34): within 5 clear business days; builder may keep $100 plus out-of-pocket expenses the owner approved", "facts §2.1, §2.2 VIC",
  verdict="yes", figures=["$100"])
A("VIC", "Geelong, today I change main switchboard. Customer he say he need power tonight for fridge. Is possible I turn on before inspector come check?",
  "VIC prescribed work (main switchboard) must not be energised before the LEI inspection", "facts §3.2 VIC",
  verdict="no")
A("VIC", "Plumber Ballarat. Replace gas hot water system, price 2 400. Compliance certificate needed? And how many days to lodge with the BPC?",
  "VIC: Type A gas appliance replacement needs a compliance certificate at any value; give to customer and lodge with the BPC within 5 days", "facts §4.2 VIC, §4.5 VIC",
  verdict="yes", figures=["5 days"])
A("VIC", "I'm doing asbestos removal in Victoria, a small job of 8 m2 of bonded sheeting. How long before the job do I have to notify WorkSafe?",
  "VIC asbestos notification: at least 24 h before for 10 m² or less of non-friable material", "facts §5.5",
  figures=["24 h"])
A("VIC", "Old job question pls. In March 2016 I do bathroom in Bendigo for 7 000 dollar, only quote no contract. At that time major domestic building contract was needed?",
  "VIC major domestic building contract: over $5,000 before 1 Aug 2017 (over $10,000 from then); $7,000 in March 2016 -> needed", "facts §2.1, §2.2 VIC, §8, §9",
  verdict="yes", figures=["$5,000"], date="2016-03-15")
A("VIC", "my cousin he is not licensed and not registered plumber. He want do small plumbing job 300 dollar for friend in Melbourne. He can or not?",
  "VIC plumbing needs licence or registration in the class (or training under a licensed plumber's supervision) at any value", "facts §1.2, §2.1 VIC, §9",
  verdict="no")

# ---------------------------------------------------------------- answers: QLD (020-028)
A("QLD", "Habibi quick question. Tiling bathroom Southport, Gold Coast QLD side, 4 200 dollar. Ticket from QBCC I need for this?",
  "QLD licence for building work over $3,300", "facts §1.3, §2.1 QLD",
  verdict="yes", figures=["$3,300"])
A("QLD", "I'm a plumber in Brisbane starting my own business. Do I need a QBCC licence even for small jobs, like a 180 dollar tap change?",
  "QLD occupational licence for plumbing at any value", "facts §1.3, §2.1 QLD",
  verdict="yes")
A("QLD", "Sparky in Townsville, from Korea. Certificate of testing and compliance, when I give to customer? And my copy how many year I keep? kamsahamnida",
  "QLD electrical certificate to the customer as soon as possible after finishing; contractor keeps a copy 5 years", "facts §3.2 QLD, §6.4",
  figures=["5 years"])
A("QLD", "Hi, my husband get electrical contractor licence in QLD, I do the office. How much insurance we need? public liability and the consumer protection one",
  "QLD electrical contractor licence: public and products liability at least $5,000,000 and consumer protection at least $50,000", "facts §1.3",
  figures=["$5,000,000", "$50,000"])
A("QLD", "Customer in Toowoomba he say for 12k kitchen no need contract, handshake is enough. This is true in Queensland?",
  "statement to correct: QLD level 1 regulated contract ($3,300 to under $20,000) must be written, dated and signed", "facts §2.1, §2.2 QLD",
  verdict="no", figures=["$3,300"])
A("QLD", "Roof repair on house in Cairns, height about 2.5 metre. The safety plan paper (SWMS) I need?",
  "QLD: SWMS needed for any construction work above 2 m, housing included", "facts §5.6",
  verdict="yes", figures=["2 m"])
A("QLD", "I have gas licence from NSW, next week job in Brisbane. Mutual recognition, I can work with NSW licence there or no?",
  "QLD is not in Automatic Mutual Recognition for gas; needs a QLD gas work licence (RSHQ)", "facts §1.3",
  verdict="no")
A("QLD", "Is home warranty insurance compulsory for a 5 500 dollar bathroom job in Queensland?",
  "QLD Home Warranty Scheme for residential work over $3,300", "facts §2.1, §2.2 QLD",
  verdict="yes", figures=["$3,300"])
A("QLD", "In August 2024 I install engineered stone benchtop in Ipswich QLD, contract was sign in 2023. That time I was allowed or not?",
  "engineered stone ban from 1 July 2024; QLD had no transitional period", "facts §5.8",
  verdict="no", figures=["1 July 2024"], date="2024-08-20")

# ---------------------------------------------------------------- answers: WA (029-037)
A("WA", "Perth WA patio 18 000 dollar, I must to register as building contractor?",
  "WA building contractor registration for work over $20,000", "facts §1.4, §2.1 WA",
  verdict="no", figures=["$20,000"])
A("WA", "For a 55k home extension in WA, do I need the home indemnity insurance before I take the deposit or after?",
  "WA HII for residential work over $20,000; certificate before claiming any payment or starting work", "facts §2.1, §2.2 WA",
  figures=["$20,000"])
A("WA", "Electrician Joondalup. After finish job, Notice of Completion how many days? And the safety certificate to customer how many days?",
  "WA NOC within 3 days of finishing; ESC to the customer within 28 days", "facts §3.2 WA",
  figures=["3 days", "28 days"])
A("WA", "WA plumber. Major plumbing job next week, notice of intention how long before? and certificate of compliance after finish how long?",
  "WA NOI at least 24 hours before major plumbing work; CoC within 5 working days of finishing", "facts §4.2 WA",
  figures=["24 hours", "5 working days"])
A("WA", "Fremantle, kitchen cabinet and tiling, fixed price 9 000. Written contract is obligatory? gracias",
  "WA Home Building Contracts Act: fixed-price contracts $7,500-$500,000 must be written", "facts §2.1, §2.2 WA",
  verdict="yes", figures=["$7,500"])
A("WA", "My husband is plumber in WA, I do his office work. He ask me how many years we must keep the certificates of compliance",
  "WA plumbing certificates of compliance kept at least 6 years", "facts §1.4, §4.2 WA, §6.4",
  figures=["6 years"])
A("WA", "WA. Only connect new gas cooktop, is small job 1 hour. Ticket still I need for this?",
  "WA gasfitting on a consumer's installation only by a licensed gas fitter, at any value", "facts §1.4, §9",
  verdict="yes")
A("WA", "Namaste bhai. WA subbie here. Head contractor maximum how long he can take to pay my payment claim?",
  "WA SOP: head contractor to subcontractor 25 BD", "facts §6.7 WA",
  figures=["25 BD"])
A("WA", "I keep the copy of my notices and safety certificates, how many years I must keep?",
  "profile WA electrician: keep electrical notices and safety certificates 5 years", "facts §3.2 WA, §6.4",
  figures=["5 years"], profile={"state": "WA", "trade": "electrician"})

# ---------------------------------------------------------------- answers: SA (038-045)
A("SA", "Sparky Adelaide. eCoC I must complete before power on or after? And send to Technical Regulator how many days?",
  "SA eCoC completed before the installation is made available for energisation; to the Technical Regulator and owner within 30 days after", "facts §3.2 SA",
  figures=["30 days"])
A("SA", "The job finished today. How many days do I have to submit the certificate of compliance?",
  "profile SA plumber: plumbing CoC to the OTR and customer within 7 days of completing the work", "facts §4.2 SA, §9",
  figures=["7 days"], profile={"state": "SA", "trade": "plumber"})
A("SA", "I'm a gasfitter in South Australia and I installed a new gas appliance. How long do I have to issue the electronic certificate?",
  "SA gas eCoC within 30 days", "facts §4.5 SA, §9",
  figures=["30 days"])
A("SA", "roof job in Salisbury SA next tuesday, the edge is 2.4 metre from ground. SWMS we must do?",
  "SA HRCW fall trigger more than 2 m from 1 July 2026 -> SWMS before work starts", "facts §5.6, §9",
  verdict="yes", figures=["2 m"], date="2026-12-01")
T("SA", "Do I need a written contract in South Australia? One job, same house: bathroom 9 500 dollars and laundry 3 800 dollars.",
  "SA written domestic building work contract for work of $12,000 or more: 13,300", "facts §2.1, §9",
  verdict="yes", figures=["$13,300", "$12,000"])
A("SA", "Customer he angry, he say he report me because I no have licence. I do painting Adelaide. For one person, fine how much it can be??",
  "SA unlicensed building-work contracting (s6): individual up to $100,000 for a first or second offence", "facts §1.5",
  figures=["$100,000"])
A("SA", "I have painting business Mount Gambier. Licence from CBS I need for painting also, or only for builder?",
  "SA: painting is building work; anyone running a building-work contracting business must be licensed (BWC Act)", "facts §1.5",
  verdict="yes")
A("SA", "In March this year we do gutter in Port Adelaide at 2.6 m, no SWMS. Now inspector he ask. At that time we was ok?",
  "SA HRCW fall trigger was 3 m until 30 June 2026; 2.6 m in March 2026 -> no SWMS needed then", "facts §5.6, §9",
  verdict="yes", figures=["3 m"], date="2026-03-15")

# ---------------------------------------------------------------- answers: TAS (046-051)
T("TAS", "Is a written contract required in Tasmania? Hobart renovation, kitchen 14k and deck 7,5k on the one contract.",
  "TAS written contract for residential building work of $20,000 or more: 21,500", "facts §2.1, §2.2 TAS",
  verdict="yes", figures=["$21,500", "$20,000"])
A("TAS", "Launceston bathroom 14 thousand. Customer he say only email is enough, no written contract. Is ok in Tassie?",
  "TAS written contract only for $20,000 or more; $14,000 -> not required", "facts §2.1, §2.2 TAS",
  verdict="yes", figures=["$20,000"])
A("TAS", "Customer in Tassie he ask me certificate of home warranty insurance like his brother get in NSW. In Tasmania I must buy this?",
  "TAS: no statutory home-warranty scheme found (Housing Indemnity Act 1992 repealed)", "facts §0, §2.1, §2.2 TAS",
  verdict="no")
A("TAS", "My friend in Devonport want be owner-builder. How many projects he can do? And public liability how much he need?",
  "TAS owner-builders: 2 projects in 10 years; public liability at least $5 million", "facts §1.6",
  figures=["2 projects in 10 years", "$5 million"])
A("TAS", "I do the books for my son, he is subbie on residential job in TAS. Builder how many days have to answer our payment claim with schedule?",
  "TAS SOP payment schedule: 20 days residential (10 days commercial)", "facts §6.7 TAS",
  figures=["20 days"])
A("TAS", "Kalimera. Plumber in Hobart. Hot water in the tank, minimum temperature? And tempering valve for shower, set to what? efcharisto",
  "stored hot water 60°C or more; tempering valve set to 50°C for personal hygiene fixtures", "facts §4.3",
  figures=["60°C", "50°C"])

# ---------------------------------------------------------------- answers: ACT (052-057)
A("ACT", "I'm an electrician in Canberra ACT. After testing, how many days do I have to give the test report to the Registrar or the owner?",
  "ACT electrical test report to the Registrar or owner within 14 days of the test", "facts §3.2 ACT",
  figures=["14 days"])
A("ACT", "My electrician in the ACT wants to do battery and solar inverter wiring. Does he need anything on top of his normal licence?",
  "ACT DER endorsement needed for rooftop solar, inverter and battery wiring from 11 Sep 2024", "facts §1.7",
  verdict="yes", figures=["11 Sep 2024"])
A("ACT", "Canberra, 15k alteration. Do I need residential building insurance or a fidelity certificate?",
  "ACT residential building insurance or fidelity certificate for alterations/additions of $12,000 or more", "facts §2.1, §2.2 ACT",
  verdict="yes", figures=["$12,000"])
A("ACT", "Buongiorno, I am carpenter from Italy, now living in Belconnen ACT. For hanging doors and skirting boards I need licence?",
  "ACT: carpenters and similar trades are not licensed (licensed: builders, electricians, plumbers, drainers, gasfitters, certifiers)", "facts §1.7",
  verdict="no")
A("ACT", "I'm a subbie in the ACT. What is the maximum number of business days the head contractor can take to pay me?",
  "ACT SOP: 15 BD (s13(1))", "facts §6.7 ACT",
  figures=["15 BD"])
A("ACT", "Customer in Tuggeranong he find defect in his new house. How long he have to tell the insurer?",
  "ACT residential building insurance: tell the insurer within 90 days of becoming aware of a defect", "facts §2.2 ACT",
  figures=["90 days"])

# ---------------------------------------------------------------- answers: NT (058-064)
T("NT", "Darwin house extension: slab 9 000 plus frame and roof 6 500, same job. Do I need to be registered with the Building Practitioners Board?",
  "NT BPB registration for listed residential work (extensions) above $12,000: 15,500", "facts §1.8, §2.1 NT",
  verdict="yes", figures=["$15,500", "$12,000"])
A("NT", "Palmerston NT customer want shed free standing, 15k. Registration with the board need?",
  "NT: free-standing sheds don't need BPB registration", "facts §1.8",
  verdict="no")
A("NT", "Darwin sparky, today I replace old light fitting same same, no change wiring. CoC still I need do?",
  "NT: from 1 Jan 2026 like-for-like replacements that don't change wiring, load or circuit protection need no CoC", "facts §3.2 NT",
  verdict="no", figures=["1 Jan 2026"])
A("NT", "I'm a plumber in the NT with an advanced tradesman licence. Can I certify my own work?",
  "NT advanced tradesman licence can contract and do the work but not certify; certifying plumbers are registered with the BPB", "facts §1.8, §4.2 NT",
  verdict="no")
A("NT", "Alice Springs. Builder contract he write he pay me 45 business days. In NT this is ok??",
  "NT SOP: any payment term longer than 30 BD is read as 30 BD", "facts §6.7 NT",
  verdict="no", figures=["30 BD"])
A("NT", "Katherine NT. Customer he ask me: fidelity fund cover, how many years for structural defect? and for non-structural?",
  "NT MBA Fidelity Fund: 6 years structural, 1 year non-structural", "facts §2.2 NT",
  figures=["6 years", "1 year"])
A("NT", "December last year I change light fitting like for like in Darwin, no wiring change, and no CoC done. That time CoC was needed?",
  "NT: before 1 Jan 2026 a CoC was needed for all electrical work (like-for-like exemption only from 1 Jan 2026)", "facts §3.2 NT",
  verdict="yes", figures=["1 Jan 2026"], date="2025-12-10")

# ---------------------------------------------------------------- answers: national (065-078)
A("AU", "Hello, I do the books for my husband tile business. Turnover about 60k per year. GST we must register?",
  "GST registration compulsory at GST turnover of $75,000 or more; $60,000 -> not required", "facts §6.2",
  verdict="no", figures=["$75,000"])
A("AU", "My son do carpentry, this year his income will pass 75k. After it pass, how many days he have to register GST?",
  "register for GST within 21 days of reaching the threshold", "facts §6.2",
  figures=["21 days"])
A("AU", "My wife she make invoice for customer, job is 1 400 dollar. Customer name also must write on tax invoice or no need?",
  "tax invoice for $1,000 or more must also show the buyer's identity or ABN", "facts §6.3",
  verdict="yes", figures=["$1,000"])
A("AU", "Customer he ask tax invoice for old job from September. How many days I have to give him?",
  "tax invoice within 28 days of a request", "facts §6.3, §9",
  figures=["28 days"])
A("AU", "Ola, I keep all receipt and invoice in box in the ute. How much years ATO want I keep? obrigado",
  "keep business records for 5 years", "facts §6.4, §9",
  figures=["5 years"])
A("AU", "My daughter she do payroll for us. Super now we pay every 3 month or every payday? how many days after payday?",
  "Payday Super from 1 July 2026: SG must reach the fund within 7 business days after the payday", "facts §9",
  figures=["7 business days"])
A("AU", "Super percent now for my apprentice how much? still is 11.5 or change?",
  "statement to correct: SG 12% for wages paid from 1 July 2025", "facts §6.6, §9",
  verdict="no", figures=["12%"])
A("AU", "A subbie didn't give me his ABN and my accountant says I have to hold some money back. What percentage?",
  "no-ABN withholding 47%", "facts §6.8",
  figures=["47%"])
A("AU", "Customer want benchtop engineered stone for kitchen, he say he buy slab himself, I only install. Is possible?",
  "engineered stone benchtops banned from 1 July 2024 (installing included)", "facts §5.8",
  verdict="no", figures=["1 July 2024"])
A("AU", "The deck is 1.5 m off the ground. What is the minimum balustrade height, and what about on the stairs?",
  "barrier at least 1 m above a landing/floor; 865 mm along stair flights and ramps", "facts §5.2",
  figures=["1 m", "865 mm"])
A("AU", "I'm a licensed asbestos removalist. How many days before starting do I have to notify the regulator?",
  "licensed removalists notify the regulator at least 5 days before starting (model reg 466)", "facts §5.5",
  figures=["5 days"])
A("AU", "What temperature should the TMV be set to for hot water in a childcare centre?",
  "TMV set to 45°C in early childhood centres, schools, nursing homes", "facts §4.3",
  figures=["45°C"])
A("AU", "Customer he say ABN on my tax invoice not necessary because he is not a business. Is true? I am GST registered",
  "statement to correct: a tax invoice must show the seller's ABN", "facts §6.1, §6.3",
  verdict="no")
A("AU", "My bookkeeper say now is payday super. But for wages of January to March 2026 quarter, super was due when?",
  "old quarterly due dates kept for quarters ending before 1 July 2026: Jan-Mar quarter due 28 Apr", "facts §6.6, §9",
  figures=["28 Apr"], date="2026-03-31")

# ---------------------------------------------------------------- tools (079-104); recomputed by check_tools.py
T("AU", "Xin chao anh. Invoice total 3.850 dollar including GST. How much GST is inside, and how much is for us?",
  "GST out of an inclusive amount: 3,850 / 11 = 350; ex GST 3,500", "facts §6.2",
  figures=["$350", "10%", "$3,500"])
T("AU", "I'm quoting 6 500 AUD plus GST. What total should I write?",
  "add GST 10%: 6,500 x 1.1", "facts §6.2",
  figures=["$7,150", "10%"])
T("AU", "Customer pay $ 46 000 including tax. The GST part how much? My wife need it for BAS",
  "GST out of an inclusive amount: 46,000 / 11 (half-up to the cent)", "facts §6.2",
  figures=["$4,181.82", "10%"])
T("AU", "990AUD is my price without GST, please add the GST for me",
  "add GST 10%: 990 x 1.1", "facts §6.2",
  figures=["$1,089", "10%"])
T("AU", "Small bathroom job 5,5k plus VAT, sorry, GST. Total how much?",
  "add GST 10%: 5,500 x 1.1", "facts §6.2",
  figures=["$6,050", "10%"])
T("AU", "Worker wage 1 250 per week. Pension money (super) how much I must put for him?",
  "super 12% on 1,250", "facts §6.6, §9",
  figures=["$150", "12%"])
T("AU", "Fortnight pay for my labourer 2.380, super how much?",
  "super 12% on 2,380", "facts §6.6, §9",
  figures=["$285.60", "12%"])
T("AU", "My wife fix old payroll. Wages paid in March 2025 was 4 200. Super should be how much that time?",
  "super 11.5% for wages paid 1 Jul 2024 - 30 Jun 2025", "facts §6.6, §9",
  figures=["$483", "11.5%"], date="2025-03-20")
T("AU", "Subbie not give tax number, his invoice 1.800. How much I keep back for ATO?",
  "no-ABN withholding 47% of 1,800", "facts §6.8",
  figures=["$846", "47%"])
T("AU", "Delivery guy no ABN, 70 dollar without GST. I must hold the 47%?",
  "no withholding when the payment is $75 or less excluding GST", "facts §6.8",
  verdict="no", figures=["$75"])
T("NSW", "Good morning, please help. Reno in Bankstown 85k. For deposit, how much I can take?",
  "NSW max deposit 10% of 85,000", "facts §2.1, §2.2 NSW",
  figures=["$8,500", "10%"])
T("VIC", "Kitchen in Preston VIC, 15 thousand dollars. Max deposit in dollar?",
  "VIC deposit 10% under $20,000", "facts §2.1, §2.2 VIC",
  figures=["$1,500", "10%"])
T("VIC", "for job of 40k what is maximum deposit in my state?",
  "profile VIC builder: deposit 5% at $20,000 or more", "facts §2.1, §2.2 VIC",
  figures=["$2,000", "5%"], profile={"state": "VIC", "trade": "builder"})
T("VIC", "Bathroom in Box Hill 32k. Maximum deposit how much? And DBI need?",
  "VIC deposit 5% at $20,000 or more = $1,600; DBI needed over $16,000 (yes)", "facts §2.1, §2.2 VIC",
  figures=["$1,600", "5%", "$16,000"])
T("QLD", "Modular home in QLD, 90k, 70% we build in our factory. Max deposit I can ask?",
  "QLD deposit up to 20% where more than 50% of the work is off-site", "facts §2.1, §2.2 QLD, §9",
  figures=["$18,000", "20%"])
T("WA", "What is the maximum deposit in dollars on a 60k house extension in Perth WA?",
  "WA deposit 6.5% ($7,500-$500,000 contracts)", "facts §2.1, §2.2 WA, §9",
  figures=["$3,900", "6.5%"])
T("NSW", "Hornsby, tiling quote 4 600 + GST. Permit (licence) I need?",
  "NSW licence over $5,000 incl GST: 4,600 + GST = 5,060 -> crossed", "facts §1.1, §2.1 NSW",
  verdict="yes", figures=["$5,060", "$5,000"])
T("QLD", "Same house Logan, one contract: painting 1 800 and plastering 1 700. QBCC ticket I need?",
  "QLD: parts of one job summed, 3,500 > $3,300", "facts §1.3, §2.1 QLD",
  verdict="yes", figures=["$3,500", "$3,300"])
T("QLD", "Deck repair Sunshine Coast, 2,9k + GST. Licence QBCC need?",
  "QLD $3,300 incl GST: 2,900 + GST = 3,190 -> not over", "facts §1.3, §2.1 QLD",
  verdict="no", figures=["$3,190", "$3,300"])
T("VIC", "Same house in Sunshine VIC: plastering 6k and painting 5,5k. Registration I need?",
  "VIC: more than one type of work together over $10,000 -> registration", "facts §1.2, §2.1 VIC",
  verdict="yes", figures=["$11,500", "$10,000"])
T("WA", "Rockingham WA, one contract: deck twelve thousand and patio 9k. Home indemnity insurance must?",
  "WA HII for residential work over $20,000: 21,000", "facts §2.1, §2.2 WA",
  verdict="yes", figures=["$21,000", "$20,000"])
T("ACT", "Canberra, bathroom 8k and laundry 5k on same contract. Insurance for the house build (residential building insurance) need?",
  "ACT residential building insurance at $12,000 or more: 13,000", "facts §2.1, §2.2 ACT",
  verdict="yes", figures=["$13,000", "$12,000"])
T("AU", "My husband business: tiling forty eight thousand and side jobs 30k this year. GST registration now must?",
  "GST turnover 78,000 >= $75,000 -> must register", "facts §6.2",
  verdict="yes", figures=["$78,000", "$75,000"])
T("VIC", "Plumber Bendigo: my labour 450, customer buy the tapware himself 380. Compliance certificate need?",
  "VIC plumbing compliance certificate over $750, materials counted whoever supplied them: 830", "facts §4.2 VIC",
  verdict="yes", figures=["$830", "$750"])
T("AU", "Salamat po. New subbie give me ABN 58 028 978 672, it is real number?",
  "ABN check digits (modulus 89): valid (format only; ABN Lookup shows if active)", "facts §6.1",
  figures=["valid"])
T("AU", "check this tax number please 97278348656, customer put it on his invoice",
  "ABN check digits (modulus 89): invalid", "facts §6.1",
  figures=["invalid"])

# ---------------------------------------------------------------- declines (105-140)
X("NSW", "How much does HBCF insurance cost for an 80k kitchen and bathroom job in Liverpool NSW?",
  "HBCF premium not held", "icare (Home Building Compensation Fund)")
X("NSW", "I do books for my husband. He do reno for owner who live in the house, NSW. We send payment claim, how many days the owner have to pay us?",
  "NSW owner-occupier time to pay (s11(1C)) not captured; must not answer with 15/20 BD", "Building Commission NSW (NSW Fair Trading)")
X("NSW", "What is the fine in NSW if the CCEW is late?",
  "penalty for a late CCEW not held (7 days deadline is held)", "Building Commission NSW")
X("NSW", "How much does a tiling contractor licence cost in NSW for 1 year and for 5 years?",
  "licence fee not held", "Building Commission NSW")
X("VIC", "I'm a subbie in Victoria. Once the payment schedule is in, what is the maximum number of days the builder can take to pay me?",
  "VIC SOP maximum time to pay not captured", "Building and Plumbing Commission (formerly VBA)")
X("VIC", "How much is REC registration with ESV for 5 years?",
  "REC registration fee not held", "Energy Safe Victoria")
X("VIC", "Penalty VIC how much if plumbing compliance certificate I lodge after the 5 days?",
  "penalty not held (5-day rule held)", "Building and Plumbing Commission (formerly VBA)")
X("QLD", "How much is the QBCC home warranty premium on a 300k new house in Logan?",
  "home warranty premium not held", "QBCC")
X("QLD", "What is the fine in Queensland if my Form 4 is late?",
  "notifiable-work penalty amount not held (10 business days held)", "QBCC")
X("QLD", "What is the QBCC licence fee for a carpentry trade contractor?",
  "licence fee not held", "QBCC")
X("WA", "Customer in Mandurah he say he want cancel contract, he sign 2 days ago. WA cooling off how many days?",
  "WA cooling-off not found", "Building and Energy (DEMIRS)")
X("WA", "How much does HII cost for a 200k house in Perth?",
  "HII premium not held", "Building and Energy (DEMIRS)")
X("WA", "How much is the building contractor registration fee in WA?",
  "registration fee not held", "Building Services Board (Building and Energy, DEMIRS)")
X("SA", "What is the maximum deposit I can ask for on a 50k reno in Adelaide?",
  "SA deposit cap not found", "Consumer and Business Services (CBS)")
X("SA", "SA customer he want cancel after he sign, cooling off how many days he have?",
  "SA cooling-off not found", "Consumer and Business Services (CBS)")
X("SA", "SA builder licence, under what price I not need it? One friend say 5k, other one say 20k",
  "SA licence dollar floor not confirmed (flagged)", "Consumer and Business Services (CBS)")
X("SA", "How much is the SA plumbing contractor licence renewal fee?",
  "licence fee not held", "Consumer and Business Services (CBS)")
X("TAS", "What is the maximum deposit allowed on a 40k renovation in Tasmania?",
  "TAS deposit cap not found", "CBOS")
X("TAS", "I'm an electrician in Tasmania. How many days do I have to give the customer the CEC?",
  "TAS CEC deadline not found", "CBOS")
X("TAS", "What is the deadline for the gas compliance certificate in Tasmania?",
  "TAS gas certificate rule not researched", "CBOS")
X("TAS", "Customer Burnie he want cancel building contract. For Tasmania, cooling off how much days?",
  "TAS cooling-off not found", "CBOS")
X("ACT", "Xie xie for help. Canberra kitchen 30k, maximum deposit?",
  "ACT deposit cap not found", "Access Canberra")
X("ACT", "ACT subbie. Head contractor get my claim, how many days he have for payment schedule?",
  "ACT payment schedule time not captured (must not answer with the 15 BD time to pay)", "Access Canberra")
X("ACT", "How much does the DER endorsement cost in the ACT?",
  "endorsement fee not held", "Access Canberra")
X("ACT", "Customer in Gungahlin he want cancel reno contract, cooling off in ACT how many day?",
  "ACT cooling-off not found", "Access Canberra")
X("NT", "I'm an electrician in Darwin. Under the new CoC rules, how many days do I have to submit it?",
  "NT CoC deadline not found (only 'decreased')", "NT WorkSafe")
X("NT", "NT house extension 50k, deposit maximum how much I can take?",
  "NT deposit regulated (regs 41HA/41HE) but amount not captured", "Building Practitioners Board")
X("NT", "NT subbie, head contractor how many days to give me payment schedule?",
  "NT payment schedule not captured (30 BD / 20 BD are times to pay)", "NT Construction Contracts Registrar")
X("NT", "How much does an NT gas fitting licence cost?",
  "gas licence fee not held", "NT WorkSafe")
X("AU", "What is the minimum hourly rate for a first-year apprentice electrician?",
  "award rates not held", "Fair Work Ombudsman")
X("AU", "Customer pay with Visa, I can still add 1.5% surcharge?",
  "card surcharge rules not held", "ACCC / RBA")
X("AU", "How much income tax will I pay on a 90k profit this year?",
  "income tax rates not held", "ATO")
X("AU", "My cousin in New Zealand also builder, he ask me. GST there how much percent?",
  "another country's rule (NZ GST) not held", "Inland Revenue (NZ)")
X("AU", "BAS every 3 month, when is due date? my wife she lodge it, she ask me",
  "BAS due dates not held", "ATO")
X("AU", "I paid super late. How much is the super guarantee charge penalty?",
  "SG charge / late-payment penalty not held", "ATO")
X("AU", "Can you copy the AS/NZS 3000 clause about RCDs for me?",
  "standard clause text not reproduced", "Standards Australia")

# ---------------------------------------------------------------- ambiguous (141-150)
M("Tiling 6 000 dollar, house is Albury or Wodonga, customer have two house, not decide yet. Licence?",
  "Albury NSW (>$5,000: licence yes) / Wodonga VIC (<=$10,000: registration no)", "facts §1.1, §1.2, §2.1")
M("Job near Canberra, maybe Queanbeyan side maybe Canberra side. 14k alteration. Insurance for the house build needed?",
  "Queanbeyan NSW (HBCF >$20,000: no) / Canberra ACT (>= $12,000: yes)", "facts §2.1, §2.2")
M("Hello sir. 25k reno, Mildura or Wentworth, I forget which one the customer say. Max deposit?",
  "Mildura VIC (>= $20,000: 5%) / Wentworth NSW (10%)", "facts §2.1, §2.2")
M("Paddington job, electrical certificate how many days I have?",
  "Paddington NSW (CCEW 7 days) / Paddington QLD (as soon as possible)", "facts §3.2")
M("Ashfield bathroom tiling 9k. Licence I need?",
  "Ashfield NSW (>$5,000: yes) / Ashfield WA (<=$20,000: registration no)", "facts §1.1, §1.4, §2.1")
M("Maitland plumber, the certificate of compliance how many days?",
  "Maitland NSW (CoC for all work; 7 working days if a booked inspection is missed) / Maitland SA (7 days)", "facts §4.2, §9")
M("St Kilda 18k renovation. Home warranty insurance needed?",
  "St Kilda VIC (DBI >$16,000: yes) / St Kilda SA (BII >$12,000 where development approval needed; $20,000 for contracts from 10 Nov 2025 ⚠)", "facts §2.1, §2.2")
M("Customer sign reno contract yesterday, today he want cancel. Cooling off how many days?",
  "no state: NSW / VIC 5 clear business days; QLD 5 business days; WA, SA, TAS, ACT, NT not found", "facts §2.1")
M("What's the maximum deposit I can take on a 30k kitchen?",
  "no state: NSW 10%; VIC / QLD 5%; WA 6.5%; SA, TAS, ACT not found; NT not captured", "facts §2.1")
M("Pergola 4k, Goondiwindi or across the river in Boggabilla. Licence?",
  "Goondiwindi QLD (>$3,300: yes) / Boggabilla NSW (<=$5,000: no)", "facts §1.1, §1.3, §2.1")

assert len(ITEMS) == 150, len(ITEMS)
assert len({i["q"] for i in ITEMS}) == 150
with open(os.path.join(HERE, "questions.json"), "w", encoding="utf-8") as f:
    json.dump(ITEMS, f, ensure_ascii=False, indent=2)
    f.write("\n")
print(len(ITEMS), Counter(i["kind"] for i in ITEMS), Counter(i["state"] for i in ITEMS))
