#!/usr/bin/env python3
"""Writes questions.json for held-out set 24 (blind-h24). Hand-written items; today = 2026-11-28 (Saturday)."""
import json, os
HERE = os.path.dirname(os.path.abspath(__file__))
F = "facts.md"
items = []
def A(state, q, topic, basis, verdict=None, figures=None, date=None, profile=None):
    d = {"q": q, "kind": "answer", "state": state}
    if verdict: d["verdict"] = verdict
    if figures: d["figures"] = figures
    d["topic"] = topic; d["basis"] = F + " " + basis
    if date: d["date"] = date
    if profile: d["profile"] = profile
    items.append(d)
def T(state, q, figures, topic, basis, verdict=None, date=None):
    d = {"q": q, "kind": "tool", "state": state}
    if verdict: d["verdict"] = verdict
    d["figures"] = figures; d["topic"] = topic; d["basis"] = F + " " + basis
    if date: d["date"] = date
    items.append(d)
def D(state, q, topic, ask, date=None):
    d = {"q": q, "kind": "decline", "state": state, "topic": topic, "basis": "facts.md (not held)", "ask": ask}
    if date: d["date"] = date
    items.append(d)
def M(q, topic):
    items.append({"q": q, "kind": "ambiguous", "state": None, "topic": topic, "basis": F + " §2.1, §3.2, §4.2 (differs by state)"})

# ---------------- answers: NSW ----------------
A("NSW", "I run a small tiling business in Newcastle, New South Wales. A client has asked me to quote $4,200.00 including GST to tile a laundry floor. Could you confirm whether I need a contractor licence for a job of that size?",
  "wall and floor tiling is trade work: licence only over $5,000 incl GST", "§1.1, §2.1", "no", ["$5,000"])
A("NSW", "Could you please confirm the maximum deposit a licensed contractor may request on a residential building contract in New South Wales?",
  "NSW max deposit 10% of the contract price (HBA s8)", "§2.1, §2.2 NSW", None, ["10%"])
A("NSW", "We are an electrical contracting business based in Parramatta. Within how many days of completing the safety and compliance test must the Certificate of Compliance for Electrical Work be submitted?",
  "CCEW within 7 days of the test", "§3.2 NSW", None, ["7 days"])
A("NSW", "I would like to know whether Home Building Compensation Fund cover is required for a bathroom renovation in Wollongong with a contract price of $19,500.00.",
  "HBCF only for contract price over $20,000", "§2.1, §2.2 NSW", "no", ["$20,000"])
A("NSW", "Our gasfitter completed a natural gas cooktop installation in Penrith this week. Within what period must a copy of the Certificate of Compliance be sent to Fair Trading?",
  "NSW gas CoC copy within 5 business days of the work", "§4.5 NSW", None, ["5 business days"])
A("NSW", "Our plumber will be replacing the tapware in a kitchen in Hornsby, New South Wales, next week. Is a Notice of Work required before this work begins?",
  "minor works (replacing tapware) need no NoW; CoC still needed", "§4.2 NSW", "no")
A("NSW", "A customer in Orange, New South Wales, has asked me to replace a toilet cistern for $650.00. Could you confirm whether a licence is required for plumbing work of such a small value?",
  "plumbing is specialist work: licence at any value", "§1.1, §2.1", "yes")
A("NSW", "I have been engaged to repaint the exterior of a house in Tamworth, New South Wales, for $7,800.00 including GST. Am I legally required to use a written contract?",
  "NSW written contract over $5,000 incl GST (small jobs contract $5,000-$20,000)", "§2.1, §2.2 NSW, §9", "yes", ["$5,000"])
A("NSW", "I am a subcontractor working for a builder in Blacktown. Under the Security of Payment Act, what is the maximum time the builder has to pay my progress claim, unless our subcontract specifies an earlier date?",
  "NSW SOP subcontract max time to pay 20 BD (s11(1A))", "§6.7 NSW", None, ["20 BD"])
A("NSW", "A homeowner in Bathurst intends to remove approximately 12 square metres of bonded asbestos sheeting from an old laundry himself. Is he permitted to do so without engaging a licensed removalist?",
  "NSW home renovators may remove up to 10 m² of bonded asbestos; above that a licensed contractor", "§5.5", "no", ["10 m²"])
A("NSW", "A client in Gosford received their signed copy of our $46,000.00 renovation contract on Thursday, 26 November 2026, and has today written to say they wish to withdraw. Are they still within the cooling-off period?",
  "NSW cooling-off 5 clear business days after being given the signed copy (HBA s 7BA); two days later is within it", "§2.2 NSW, §9", "yes", ["5 clear business days"])
A("NSW", "A head contractor in Liverpool received our payment claim on 16 November 2026. How long does it have to provide a payment schedule under the New South Wales Security of Payment Act?",
  "NSW SOP payment schedule 10 business days after receiving the claim", "§6.7 NSW", None, ["10 business days"])
A("NSW", "A colleague has informed me that in New South Wales any home building job above $1,000 must be carried out by a licensed contractor. Is that correct?",
  "statement to correct: $1,000 is superseded; current threshold $5,000 incl GST", "§1.1, §8", "no", ["$5,000"])

# ---------------- answers: VIC ----------------
A("VIC", "I am a carpenter in Bendigo quoting a kitchen renovation at $9,400.00 for labour and materials. Could you confirm whether I must be registered with the Building and Plumbing Commission for this work?",
  "VIC registration for domestic building work over $10,000", "§1.2, §2.1", "no", ["$10,000"])
A("VIC", "We have been asked to re-stump a weatherboard house in Ballarat for $6,500.00. I would like to know whether registration is required, given that the job is under $10,000.",
  "VIC re-stumping needs registration whatever the cost", "§1.2, §2.1", "yes")
A("VIC", "Could you confirm whether Domestic Building Insurance is required for a $15,000.00 bathroom renovation in Frankston, Victoria?",
  "DBI only for work over $16,000", "§2.1, §2.2 VIC", "no", ["$16,000"])
A("VIC", "Our electrician installed two additional power points in a house in Geelong on 20 November 2026. This is non-prescribed work. By when must the Certificate of Electrical Safety be given to the customer?",
  "VIC non-prescribed work: COES to the customer within 1 month", "§3.2 VIC", None, ["1 month"])
A("VIC", "We are replacing the main switchboard at a house in Shepparton. May the new switchboard be energised before the Licensed Electrical Inspector has inspected it?",
  "prescribed work (main switchboard) must not be energised before LEI inspection", "§3.2 VIC", "no")
A("VIC", "I am a plumber in Warrnambool. A customer has asked me to replace two kitchen taps; the total value, including parts, labour and GST, is $600.00. Is a compliance certificate required?",
  "VIC plumbing compliance certificate only where total value is over $750", "§4.2 VIC", "no", ["$750"])
A("VIC", "We replaced a Type A gas space heater for a customer in Ballarat; the total job came to $450.00. Could you confirm whether a compliance certificate is required for gas work of that value?",
  "Type A gas appliance replacement: compliance certificate at any value", "§4.2 VIC, §4.5 VIC", "yes")
A("VIC", "Within what period must a Victorian plumber give the compliance certificate to the customer and lodge it with the Building and Plumbing Commission?",
  "VIC plumbing compliance certificate to customer and BPC within 5 days", "§4.2 VIC", None, ["5 days"])
A("VIC", "A client in Ringwood, Victoria, signed a $38,000.00 major domestic building contract and now wishes to withdraw during the cooling-off period. How long does the cooling-off period run, and what amount may the builder retain?",
  "VIC cooling-off 5 clear business days after receiving the signed copy; builder keeps $100 plus approved out-of-pocket expenses", "§2.2 VIC", None, ["5 clear business days", "$100"])
A("VIC", "I am quoting a $15,000.00 laundry renovation in Mornington, Victoria. Would I be permitted to request a deposit of 12%?",
  "VIC deposit max 10% where price under $20,000", "§2.1, §2.2 VIC", "no", ["10%"])
A("VIC", "In March 2017 we signed a $7,000.00 domestic building contract in Ballarat. At that time, was a major domestic building contract required for work of that value?",
  "VIC major domestic building contract threshold was $5,000 before 1 Aug 2017", "§2.1, §2.2 VIC, §8, §9", "yes", ["$5,000"], date="2017-03-15")
A("VIC", "A head contractor in Melbourne has received our payment claim. Within what period must it respond with a payment schedule under the Victorian Security of Payment Act, if the contract does not specify an earlier time?",
  "VIC SOP payment schedule within the contract time or 10 BD, whichever earlier (s15)", "§6.7 VIC", None, ["10 BD"])
A("VIC", "We contracted in November 2023 to install engineered stone benchtops in a home in Geelong, and the installation took place in October 2024. Was that installation lawful under the transitional arrangements?",
  "engineered stone ban from 1 July 2024; VIC had no transitional period", "§5.8", "no", date="2024-10-15")

# ---------------- answers: QLD ----------------
A("QLD", "I am a painter in Toowoomba and have been asked to repaint two bedrooms for $3,000.00 including GST. Could you confirm whether a QBCC licence is required?",
  "QBCC licence for building work over $3,300 (incl GST); $3,000 is under", "§1.3, §2.1", "no", ["$3,300"])
A("QLD", "A customer in Cairns has asked me to replace a leaking shower mixer; the job will cost only $400.00. Do I need a QBCC licence for plumbing work of this value?",
  "QLD plumbing needs an occupational licence at any value", "§1.3", "yes")
A("QLD", "We have been asked to prepare a hydraulic services design for a renovation in Townsville, with a fee of $1,500.00. Is a QBCC licence required for work of that value?",
  "QBCC licence over $1,100 where hydraulic services design is involved", "§1.3, §2.1", "yes", ["$1,100"])
A("QLD", "I am tiling a bathroom in Mackay for $8,000.00 including GST. I would like to know whether this work must be covered by the Queensland Home Warranty Scheme.",
  "QLD Home Warranty Scheme for residential work over $3,300 (tiling is covered work)", "§2.1, §2.2 QLD", "yes", ["$3,300"])
A("QLD", "What is the maximum deposit, as a percentage, that I may take on a $45,000.00 extension in Rockhampton, where all the work will be performed on site?",
  "QLD deposit 5% at $20,000 or more", "§2.1, §2.2 QLD", None, ["5%"])
A("QLD", "Could you confirm the cooling-off period for a regulated domestic building contract in Queensland, and what the owner must pay the contractor if they withdraw?",
  "QLD cooling-off 5 business days; owner pays $100 plus reasonable out-of-pocket expenses", "§2.1, §2.2 QLD", None, ["5 business days", "$100"])
A("QLD", "After completing an electrical installation in Bundaberg, when must the certificate of testing and compliance be given to the customer, and how long must the contractor retain a copy?",
  "QLD certificate to the customer as soon as possible; contractor keeps a copy 5 years", "§3.2 QLD, §6.4", None, ["5 years"])
A("QLD", "We completed notifiable plumbing work in Ipswich and invoiced the customer on 24 November 2026. Within what period must the work be registered with the QBCC on Form 4?",
  "QLD notifiable work registered (Form 4) within 10 business days of invoicing", "§4.2 QLD", None, ["10 business days"])
A("QLD", "My team is replacing roof sheeting on a single-storey house in Hervey Bay, where the eaves are about 2.5 metres above the ground. Is a safe work method statement required?",
  "QLD: SWMS needed for any construction work above 2 m, housing included", "§5.6 QLD", "yes", ["2 m"])
A("QLD", "On a housing job in Gladstone the fall height is 2.7 metres. Is a fall prevention device mandatory under the Queensland housing rules at that height?",
  "QLD fall prevention mandatory at 3 m or more in housing (SWMS still needed above 2 m)", "§5.6 QLD", "no", ["3 m"])
A("QLD", "I hold a gasfitting licence in New South Wales and would like to work in Queensland. Can I rely on Automatic Mutual Recognition for gas work there?",
  "QLD is not in Automatic Mutual Recognition for gas; apply through RSHQ", "§1.3", "no")
A("QLD", "I am applying for an electrical contractor licence in Queensland. What minimum public and products liability cover and consumer protection cover must I hold?",
  "QLD electrical contractor licence: $5,000,000 liability, $50,000 consumer protection", "§1.3", None, ["$5,000,000", "$50,000"])
A("QLD", "We have signed a $260,000.00 contract to build a house near Maryborough, Queensland. Within what period after starting on site must the Commencement Notice be given?",
  "QLD contracts of $20,000+: Commencement Notice within 10 business days of starting on site", "§2.2 QLD", None, ["10 business days"])
A("QLD", "I have quoted $6,000.00 to build a small deck in Logan. Must the contract be in writing?",
  "QLD level 1 regulated contract ($3,300 to under $20,000) must be written", "§2.1, §2.2 QLD", "yes")

# ---------------- answers: WA ----------------
A("WA", "I have been asked to build an $18,000.00 patio in Joondalup, Western Australia. Could you confirm whether I need to be a registered building contractor for this job?",
  "WA building contractor registration for work over $20,000", "§1.4, §2.1", "no", ["$20,000"])
A("WA", "We are undertaking a $35,000.00 residential extension in Mandurah. Is home indemnity insurance required, and when must the certificate be obtained?",
  "WA HII for residential work over $20,000; certificate before claiming payment or starting work", "§2.1, §2.2 WA", "yes", ["$20,000"])
A("WA", "Our electricians completed notifiable installation work in Bunbury on Wednesday. Within how many days must the Notice of Completion be lodged with the network operator?",
  "WA NOC within 3 days of finishing (r52)", "§3.2 WA", None, ["3 days"])
A("WA", "Within what period must an Electrical Safety Certificate be given to the customer in Western Australia?",
  "WA ESC to the person the work was done for within 28 days", "§3.2 WA", None, ["28 days"])
A("WA", "We completed major plumbing work in Geraldton on 23 November 2026. Within what period must the certificate of compliance be lodged, and for how long must we keep it?",
  "WA plumbing CoC within 5 working days; keep 6 years", "§4.2 WA, §6.4", None, ["5 working days", "6 years"])
A("WA", "Before commencing major plumbing work in Kalgoorlie, how much notice must be given through a Notice of Intention?",
  "WA NOI at least 24 hours before major plumbing work", "§4.2 WA", None, ["24 hours"])
A("WA", "A customer in Albany, Western Australia, has asked me to reconnect a gas barbecue point; the job is worth only $200.00. Do I need a gas fitter's licence for work of that value?",
  "WA gasfitting on a consumer's installation only by a licensed gas fitter, at any value", "§1.4, §9", "yes")
A("WA", "I am agreeing a fixed-price contract of $6,000.00 for bathroom tiling in Rockingham. Does the Home Building Contracts Act require this contract to be written?",
  "WA Home Building Contracts Act covers $7,500-$500,000 only", "§2.1, §2.2 WA", "no", ["$7,500"])
A("WA", "I intend to build a $28,000.00 garage on my own property in Armadale, Western Australia, as an owner-builder. Do I need owner-builder approval?",
  "WA owner-builder approval for work over $20,000", "§1.4", "yes", ["$20,000"])
A("WA", "Under the Western Australian Security of Payment Act, how long does a party have to respond to a payment claim with a payment schedule?",
  "WA SOP payment schedule 15 BD", "§6.7 WA", None, ["15 BD"])
A("WA", "A fellow builder told me that in Western Australia I may take a 10% deposit on a $60,000.00 home renovation contract. Is that correct?",
  "statement to correct: WA deposit limited to 6.5% of the total amount payable", "§2.1, §2.2 WA, §9", "no", ["6.5%"])

# ---------------- answers: SA ----------------
A("SA", "We completed an electrical installation in Mount Gambier. By when must the electronic certificate of compliance be given to the Technical Regulator and the owner?",
  "SA eCoC completed before energisation, then to the Technical Regulator and owner within 30 days", "§3.2 SA", None, ["30 days"])
A("SA", "Could you confirm the deadline for submitting a plumbing certificate of compliance in South Australia after completing the work?",
  "SA plumbing CoC to the OTR and customer within 7 days", "§4.2 SA, §9", None, ["7 days"])
A("SA", "Our gas contractor installed new gas pipework and a cooktop in Whyalla. Within what period must the electronic certificate of compliance be issued?",
  "SA gas eCoC within 30 days", "§4.5 SA, §9", None, ["30 days"])
A("SA", "I am a builder in Port Lincoln quoting $9,500.00 for a domestic carport. Is a written contract legally required for work of this value?",
  "SA written contract for domestic building work of $12,000 or more", "§2.1, §9", "no", ["$12,000"])
A("SA", "Our quote for a domestic pergola in Victor Harbor is exactly $12,000.00. Does South Australian law require a written contract at that amount?",
  "SA written contract at $12,000 and more: exactly $12,000 is caught", "§2.1, §9", "yes", ["$12,000"])
A("SA", "My roofing crew will be replacing gutters in Murray Bridge next week, working about 2.5 metres above the ground. Is a safe work method statement required under the current South Australian rules?",
  "SA HRCW fall trigger more than 2 m from 1 July 2026", "§5.6, §9", "yes", ["2 m"], date="2026-12-03")
A("SA", "In March 2026 my team repaired a gutter in Port Pirie at a height of about 2.5 metres without a safe work method statement. Was a SWMS required at that time?",
  "SA HRCW fall trigger was 3 m until 30 June 2026 -> no SWMS at 2.5 m then", "§5.6, §9", "no", ["3 m"], date="2026-03-16")
A("SA", "I am starting a house-painting business in Adelaide and will contract directly with homeowners. Do I need a building work contractor's licence from Consumer and Business Services?",
  "SA: painting is building work; running a building-work contracting business needs a BWC licence", "§1.5", "yes")
A("SA", "What minimum net assets must I demonstrate to obtain a building work contractor's licence in South Australia, and for how long does the licence run?",
  "SA BWC licence: at least $10,000 net assets; licence runs 1 year", "§1.5", None, ["$10,000", "1 year"])
A("SA", "A gasfitter in Gawler replaced a thermocouple on a heater without modifying the appliance. Is a gas certificate of compliance required for that repair?",
  "SA gas CoC not needed for repairs/maintenance that don't modify an appliance", "§4.5 SA", "no")
A("SA", "What is the maximum penalty an individual faces in South Australia for a first offence of unlicensed building work contracting?",
  "SA unlicensed contracting: individual up to $100,000 for a first or second offence", "§1.5, §9", None, ["$100,000"])
A("SA", "Under the South Australian Security of Payment Act, how long does a respondent have to provide a payment schedule, if the contract does not specify an earlier time?",
  "SA SOP payment schedule 15 BD", "§6.7 SA", None, ["15 BD"])

# ---------------- answers: TAS ----------------
A("TAS", "I have been asked to renovate a kitchen in Launceston for $18,000.00. Does Tasmanian law require a written contract for this residential building work?",
  "TAS written contract for residential building work of $20,000 or more", "§2.1, §2.2 TAS", "no", ["$20,000"])
A("TAS", "We have agreed a $24,000.00 extension in Devonport. Must the contract be written, dated and signed?",
  "TAS written, dated and signed contract at $20,000 or more", "§2.1, §2.2 TAS", "yes", ["$20,000"])
A("TAS", "Must a builder in Hobart take out home warranty insurance before starting a $60,000.00 renovation?",
  "TAS: no statutory home-warranty scheme found (Housing Indemnity Act 1992 repealed)", "§2.1, §2.2 TAS", "no")
A("TAS", "I am considering a second owner-builder project in Burnie. How many projects may an owner-builder undertake in Tasmania, and over what period?",
  "TAS owner-builders limited to 2 projects in 10 years", "§1.6", None, ["2 projects in 10 years"])
A("TAS", "What level of public liability insurance must I hold to obtain an owner-builder permit in Tasmania?",
  "TAS owner-builder permit: public liability at least $5 million", "§1.6", None, ["$5 million"])
A("TAS", "Under the Tasmanian Security of Payment Act, how long does a respondent have to provide a payment schedule on a residential project?",
  "TAS SOP payment schedule 10 days commercial / 20 days residential", "§6.7 TAS", None, ["20 days"])
A("TAS", "We are installing a new hot water system in a home in Kingston Beach, Tasmania. At what temperature must stored hot water be kept, and at what temperature must the tempering valve supply the bathroom?",
  "stored hot water 60°C or more; tempering valve 50°C for personal-hygiene fixtures", "§4.3", None, ["60°C", "50°C"])

# ---------------- answers: ACT ----------------
A("ACT", "I am a licensed electrician in Belconnen and have been asked to wire a home battery system. Do I need an additional endorsement for this work?",
  "ACT DER endorsement for wiring work on rooftop solar, inverters and batteries from 11 Sep 2024", "§1.7", "yes", ["11 Sep 2024"])
A("ACT", "I am a carpenter setting up in Canberra, doing decks and internal joinery. Is carpentry a licensed occupation in the Australian Capital Territory?",
  "ACT: carpenters and similar trades are not licensed", "§1.7", "no")
A("ACT", "Within what period after testing must the electrical test report be provided in the Australian Capital Territory?",
  "ACT test report to the Registrar or owner within 14 days of the test", "§3.2 ACT", None, ["14 days"])
A("ACT", "We are undertaking a $15,000.00 alteration to a house in Tuggeranong. Is residential building insurance or a fidelity certificate required?",
  "ACT residential building insurance / fidelity certificate for alterations of $12,000 or more", "§2.1, §2.2 ACT", "yes", ["$12,000"])
A("ACT", "Under the Australian Capital Territory Security of Payment Act, what is the maximum time for payment of a progress claim?",
  "ACT SOP maximum time to pay 15 BD (s13(1))", "§6.7 ACT", None, ["15 BD"])
A("ACT", "A homeowner in Woden has discovered a defect in their home. Within what period must the residential building insurer be notified after the owner becomes aware of it?",
  "ACT insurer told within 90 days of the owner becoming aware of a defect", "§2.2 ACT", None, ["90 days"])
A("ACT", "We have completed the wiring of a new house in Molonglo. May the installation be energised before Access Canberra has audited and passed it?",
  "ACT: Access Canberra audits all new installations; they can't be energised until passed", "§3.2 ACT", "no")
A("ACT", "A homeowner in Weston Creek would like to carry out some regulated plumbing in their own bathroom. Is that permitted in the Australian Capital Territory?",
  "ACT homeowners can't do regulated plumbing", "§4.2 ACT", "no")

# ---------------- answers: NT ----------------
A("NT", "We are adding a $45,000.00 extension to a house in Palmerston, Northern Territory. Must we be registered with the Building Practitioners Board as a building contractor?",
  "NT BPB registration for prescribed residential work (extensions) above $12,000", "§1.8, §2.1", "yes", ["$12,000"])
A("NT", "A client in Katherine has asked us to build a free-standing shed costing $25,000.00. Is Building Practitioners Board registration required for this work?",
  "NT: free-standing sheds and fences exempt from registration", "§1.8", "no")
A("NT", "Next week I will be replacing a light fitting like for like in a house in Darwin, with no change to the wiring, load or circuit protection. Is a Certificate of Compliance required?",
  "NT: like-for-like replacements need no CoC from 1 Jan 2026", "§3.2 NT", "no", date="2026-12-03")
A("NT", "In November 2025 our electrician replaced a light fitting like for like at a property in Alice Springs without issuing a Certificate of Compliance. Was a certificate required at that time?",
  "NT: before 1 Jan 2026 a CoC was needed for all electrical work with limited exceptions", "§3.2 NT", "yes", date="2025-11-10")
A("NT", "I hold an advanced tradesman licence in the Northern Territory. May I certify my own plumbing work?",
  "NT advanced tradesman may contract and do plumbing but cannot certify; certifying plumber registration with the BPB needed", "§1.8", "no")
A("NT", "What post-trade experience is required for an advanced tradesman plumbing licence in the Northern Territory?",
  "NT advanced tradesman licence: 2 years' post-trade experience and 10 units of competency", "§1.8", None, ["2 years"])
A("NT", "Our subcontract for a project in Darwin states that payment is due 45 business days after a claim. Is that payment term enforceable as written under the Northern Territory Security of Payment Act?",
  "NT SOP: any term longer than 30 BD is read as 30 BD", "§6.7 NT", "no", ["30 BD"])
A("NT", "We are planning gas works on a commercial kitchen in Darwin with a fuel gas system over 200 MJ an hour. How much notice must be given to NT WorkSafe?",
  "NT gas works over 200 kg / 200 MJ an hour notified to NT WorkSafe no later than 24 hours before", "§9", None, ["24 hours"])
A("NT", "Could you confirm the periods of cover that a Northern Territory fidelity certificate provides for structural and non-structural defects?",
  "MBA NT Fidelity Fund: 6 years structural, 1 year non-structural", "§2.2 NT", None, ["6 years", "1 year"])

# ---------------- answers: AU ----------------
A("AU", "I expect my new bathroom renovation business to turn over more than $75,000.00 in its first year. Must I register for GST, and within what period after reaching the threshold?",
  "GST registration compulsory at $75,000 turnover; register within 21 days (new business expecting it: at the start)", "§6.2", "yes", ["$75,000", "21 days"])
A("AU", "Could you confirm whether a tax invoice for a $1,450.00 job must show the buyer's identity or ABN?",
  "tax invoices for sales of $1,000 or more must show the buyer's identity or ABN", "§6.3", "yes", ["$1,000"])
A("AU", "A customer has requested a tax invoice for work we completed in October. Within how many days must we provide it?",
  "tax invoice within 28 days of a request", "§6.3, §9", None, ["28 days"])
A("AU", "For how long must a sole trader keep business records such as invoices and receipts?",
  "keep most business records 5 years", "§6.4, §9", None, ["5 years"])
A("AU", "What is the current superannuation guarantee rate that I must pay on my employees' ordinary wages?",
  "SG 12% for wages paid from 1 July 2025", "§6.6, §9", None, ["12%"])
A("AU", "Our business paid superannuation for the January to March 2026 quarter. By what date did the contributions have to reach the funds?",
  "quarterly due date 28 Apr (quarterly law kept for quarters to 30 June 2026)", "§6.6, §9", None, ["28 Apr"], date="2026-03-31")
A("AU", "Under the Payday Super arrangements, within how many business days after payday must superannuation guarantee contributions reach the employee's fund?",
  "payday super: received by the fund no more than 7 business days after the QE day (from 1 July 2026)", "§9", None, ["7 business days"])
A("AU", "One of my electricians would like to start installing split-system air conditioners. Does he need a refrigerant handling licence?",
  "refrigerant handling licence (ARC) for working on RAC equipment with fluorocarbon refrigerant", "§1.9", "yes")
A("AU", "A client has asked us to supply and install an engineered stone kitchen benchtop in their new home. Are we permitted to do so?",
  "engineered stone benchtops banned from 1 July 2024", "§5.8", "no", ["1 July 2024"])
A("AU", "A client would like a sintered stone benchtop instead. Is sintered stone caught by the engineered stone prohibition?",
  "sintered stone is excluded from the engineered stone definition", "§5.8", "no")
A("AU", "I am building stairs and a landing in a commercial building. What is the minimum barrier height on the landing, and along the stair flight?",
  "NCC D3D18: at least 1 m on landings, 865 mm along stairs and ramps", "§5.2", None, ["1 m", "865 mm"])
A("AU", "We are installing a hot water system in an aged-care facility. To what temperature must the thermostatic mixing valve be set?",
  "TMV set to 45°C in aged care, childcare, schools and similar", "§4.3", None, ["45°C"])
A("AU", "A subcontractor has quoted an ABN on his invoice. Am I legally required to verify that the ABN is valid before I pay him?",
  "no obligation to check the ABN is valid (may check on ABN Lookup)", "§6.8", "no")

# ---------------- tools ----------------
T("NSW", "We have signed a residential contract for a $46,000.00 renovation in Ryde, New South Wales. What is the maximum deposit we may take, in dollars?",
  ["$4,600", "10%"], "NSW deposit 10% of the contract price", "§2.1, §2.2 NSW")
T("NSW", "I have quoted $4,600.00 plus GST for a wall and floor tiling job in Maitland, New South Wales. Once GST is added, does the job exceed the licensing threshold?",
  ["$5,060", "$5,000"], "$4,600 + GST = $5,060 incl GST > $5,000", "§1.1, §2.1", "yes")
T("NSW", "For the same bathroom in Dubbo, New South Wales, I have quoted $3,100.00 for wall tiling and $2,400.00 for floor tiling. Taken together, do I need a licence for this job?",
  ["$5,500", "$5,000"], "sum of one job $5,500 > $5,000", "§1.1, §2.1", "yes")
T("VIC", "What is the maximum deposit I may take on a $24,000.00 domestic building contract in Geelong, Victoria?",
  ["$1,200", "5%"], "VIC 5% at $20,000 or more", "§2.1, §2.2 VIC")
T("VIC", "Could you calculate the maximum deposit on an $18,000.00 bathroom renovation in Bendigo, Victoria?",
  ["$1,800", "10%"], "VIC 10% under $20,000", "§2.1, §2.2 VIC")
T("VIC", "On one house in Werribee, Victoria, I am quoting $6,000.00 for plastering and $5,500.00 for painting. Do I need to be registered for the combined work?",
  ["$11,500", "$10,000"], "more than one type of work together over $10,000 -> registration", "§1.2", "yes")
T("VIC", "A customer in Sale, Victoria, supplied a vanity and tapware worth $480.00, and my labour to install them is $320.00. Is a plumbing compliance certificate required?",
  ["$800", "$750"], "VIC compliance certificate: total value incl. materials whoever supplied them over $750", "§4.2 VIC", "yes")
T("QLD", "What is the maximum deposit I may request on a $16,500.00 kitchen renovation in Cairns, Queensland?",
  ["$1,650", "10%"], "QLD 10% under $20,000", "§2.1, §2.2 QLD")
T("QLD", "We are supplying a modular granny flat in Toowoomba, Queensland, for $90,000.00, and 70% of the contract price is prefabrication performed off site. What is the maximum deposit in dollars?",
  ["$18,000", "20%"], "QLD 20% where off-site work is more than 50% of the price", "§2.1, §2.2 QLD, §9")
T("QLD", "I have quoted $2,900.00 plus GST for a fencing job in Redcliffe, Queensland. Does this job require a QBCC licence once GST is included?",
  ["$3,190", "$3,300"], "$2,900 + GST = $3,190, not over $3,300", "§1.3, §2.1", "no")
T("WA", "What is the maximum deposit permitted on a $64,000.00 home building contract in Perth, Western Australia?",
  ["$4,160", "6.5%"], "WA deposit 6.5% ($7,500-$500,000 contracts)", "§2.1, §2.2 WA, §9")
T("WA", "For one residence in Fremantle, Western Australia, we have a $14,000.00 contract for a patio and an $8,500.00 contract for a carport. If the works are treated as one job, does it exceed the home indemnity insurance threshold?",
  ["$22,500", "$20,000"], "sum $22,500 > $20,000 -> HII", "§2.1, §2.2 WA", "yes")
T("SA", "Our quote for a domestic job in Salisbury, South Australia, comprises $7,000.00 for paving and $5,500.00 for fencing. Is a written contract required for the combined work?",
  ["$12,500", "$12,000"], "sum $12,500 >= $12,000 -> written contract", "§2.1, §9", "yes")
T("TAS", "I am renovating a kitchen and a bathroom in the same house in Hobart, priced at $11,000.00 and $10,000.00 respectively under one contract. Must the contract be in writing?",
  ["$21,000", "$20,000"], "sum $21,000 >= $20,000 -> written contract", "§2.1, §2.2 TAS", "yes")
T("NT", "We are adding an extension to a house in Darwin: $9,000.00 for the slab and framing and $4,500.00 for the roof, under one contract. Does the total require Building Practitioners Board registration?",
  ["$13,500", "$12,000"], "sum $13,500 > $12,000 -> BPB registration for an extension", "§1.8, §2.1", "yes")
T("ACT", "An alteration in Belconnen, Australian Capital Territory, involves $6,000.00 of carpentry and $4,500.00 of painting. Does the total reach the threshold for residential building insurance?",
  ["$10,500", "$12,000"], "sum $10,500 under $12,000", "§2.1, §2.2 ACT", "no")
T("AU", "Our invoice total is $18,750.00 including GST. How much of that amount is GST?",
  ["$1,704.55", "10%"], "GST = 1/11 of the inclusive amount", "§6.2")
T("AU", "I need to add GST to a quote of $3,450.00. What will the total be including GST?",
  ["$3,795", "10%"], "ex GST x 1.1", "§6.2")
T("AU", "Could you calculate the GST payable on a job priced at $12,800.00 excluding GST?",
  ["$1,280", "10%"], "GST 10% of the ex-GST price", "§6.2")
T("AU", "A supplier's invoice shows a total of $9,075.00 including GST. What is the amount excluding GST?",
  ["$8,250", "10%"], "ex GST = inclusive / 1.1", "§6.2")
T("AU", "I would like to show the GST component on a $1,199.00 GST-inclusive invoice. What figure should I show?",
  ["$109", "10%"], "GST = 1/11 of the inclusive amount", "§6.2")
T("AU", "My apprentice's gross wages for this week are $1,850.00. How much superannuation guarantee must I pay on that amount?",
  ["$222", "12%"], "SG 12% of wages paid now", "§6.6, §9")
T("AU", "An employee was paid $2,340.50 in ordinary time earnings this fortnight. What superannuation guarantee contribution is required?",
  ["$280.86", "12%"], "SG 12%", "§6.6, §9")
T("AU", "I am budgeting for a new leading hand on an annual salary of $68,000.00. What will the superannuation guarantee cost me each year?",
  ["$8,160", "12%"], "SG 12%", "§6.6, §9")
T("AU", "In May 2025 I paid an employee $2,600.00 in wages. What superannuation guarantee should have been paid on those wages?",
  ["$299", "11.5%"], "SG 11.5% for wages paid 1 Jul 2024 - 30 Jun 2025", "§6.6, §9", date="2025-05-12")
T("AU", "A subcontractor has invoiced me $3,300.00 but has not quoted an ABN. How much must I withhold from the payment?",
  ["$1,551", "47%"], "no-ABN withholding 47%", "§6.8")
T("AU", "A courier without an ABN has charged me $70.00, excluding GST, for a delivery to site. Am I required to withhold any amount?",
  ["$75"], "no withholding where the payment is $75 or less ex GST", "§6.8", "no")
T("AU", "A 16-year-old labourer who has no ABN does odd jobs for me as a contractor and is paid $320.00 a week. Must I withhold tax from his payments for not quoting an ABN?",
  ["$350"], "no withholding for an individual under 18 paid $350 or less a week", "§6.8", "no")
T("AU", "I owe a tiler $880.00 for a small job, and he has not provided an ABN. What amount should be withheld?",
  ["$413.60", "47%"], "no-ABN withholding 47%", "§6.8")
T("AU", "In the past 12 months my business earned $61,500.00 from renovation work and $16,200.00 from maintenance contracts, excluding GST. Am I now required to register for GST?",
  ["$77,700", "$75,000"], "GST turnover $77,700 >= $75,000 -> must register", "§6.2", "yes")
T("AU", "Could you confirm whether ABN 57 860 111 973, supplied by a new subcontractor, is a valid number?",
  ["valid"], "ABN check digits (mod 89)", "§6.1")
T("AU", "A supplier's invoice shows ABN 60167401844. Does this number pass the ABN check?",
  ["valid"], "ABN check digits (mod 89)", "§6.1")
T("AU", "I would like to check whether ABN 24 377 592 579 is correctly formed before I pay this invoice.",
  ["invalid"], "ABN check digits (mod 89): fails", "§6.1")
T("AU", "A new plasterer has given me ABN 57861011973. Could you verify whether it is valid?",
  ["invalid"], "ABN check digits (mod 89): fails", "§6.1")

# ---------------- declines ----------------
D("NSW", "Could you tell me the premium for Home Building Compensation Fund cover on a $320,000.00 new home in Camden?", "HBCF premium not held", "icare (Home Building Compensation Fund)")
D("NSW", "What is the application fee for a contractor licence in New South Wales for a sole trader tiler?", "licence application fee not held", "Building Commission NSW")
D("NSW", "What penalty applies in New South Wales if an electrician submits the Certificate of Compliance for Electrical Work after the seven-day deadline?", "late CCEW penalty not held", "Building Commission NSW")
D("NSW", "How long is Building Commission NSW currently taking to process new contractor licence applications?", "processing time not held", "Building Commission NSW")
D("NSW", "Is there a fee for lodging a plumbing Notice of Work in New South Wales, and if so, how much is it?", "NoW fee not held", "Building Commission NSW (NSW Fair Trading)")
D("NSW", "What does it cost to renew a qualified supervisor certificate for electrical work in New South Wales?", "QSC renewal fee not held", "Building Commission NSW")
D("VIC", "Could you give me an estimate of the Domestic Building Insurance premium for a $180,000.00 extension in Ballarat?", "DBI premium not held", "Building and Plumbing Commission (formerly VBA)")
D("VIC", "What is the fee to register as a Registered Electrical Contractor with Energy Safe Victoria?", "REC registration fee not held", "Energy Safe Victoria")
D("VIC", "How much does each Certificate of Electrical Safety cost to purchase from Energy Safe Victoria?", "COES cost not held", "Energy Safe Victoria")
D("VIC", "What is the annual renewal fee for a plumbing licence with the Building and Plumbing Commission?", "plumbing licence fee not held", "Building and Plumbing Commission (formerly VBA)")
D("VIC", "How long does the Building and Plumbing Commission currently take to process an application for domestic builder registration?", "processing time not held", "Building and Plumbing Commission (formerly VBA)")
D("VIC", "What fine applies in Victoria if a plumber lodges the compliance certificate later than five days after completing the work?", "late compliance certificate penalty not held", "Building and Plumbing Commission (formerly VBA)")
D("QLD", "What is the annual fee for a QBCC trade contractor licence in carpentry?", "QBCC licence fee not held", "QBCC")
D("QLD", "How much is the Queensland Home Warranty Scheme premium on a $75,000.00 renovation?", "home warranty premium not held", "QBCC")
D("QLD", "What does an electrical contractor licence cost in Queensland?", "electrical contractor licence fee not held", "Electrical Safety Office (WorkSafe QLD)")
D("QLD", "What is the fee for a Queensland gas work licence?", "gas work licence fee not held", "Resources Safety and Health Queensland")
D("QLD", "What is the penalty amount if notifiable plumbing work is registered with the QBCC after the ten-business-day deadline?", "late Form 4 penalty not held", "QBCC")
D("QLD", "How long is the QBCC currently taking to decide applications for a Builder Low Rise licence?", "processing time not held", "QBCC")
D("WA", "Could you confirm the cooling-off period for a home building contract in Western Australia?", "WA cooling-off not found", "Building and Energy (DEMIRS)")
D("WA", "Approximately how much does home indemnity insurance cost for a $250,000.00 new home in Western Australia?", "HII premium not held", "Building and Energy (DEMIRS)")
D("WA", "What is the fee for an electrical contractor's licence in Western Australia?", "electrical contractor licence fee not held", "Building and Energy (DEMIRS)")
D("WA", "What does a plumbing contractor's licence cost in Western Australia, and for how long is it valid?", "plumbing licence fee and term not held", "Plumbers Licensing Board (Building and Energy)")
D("WA", "What penalty applies in Western Australia if an electrical Notice of Completion is lodged after the three-day deadline?", "late NOC penalty not held", "Building and Energy (DEMIRS)")
D("WA", "What is the application fee for building contractor registration with the Building Services Board?", "registration fee not held", "Building and Energy (DEMIRS)")
D("SA", "What is the maximum deposit I may take on a $35,000.00 home renovation in Adelaide?", "SA deposit cap not found", "Consumer and Business Services (CBS)")
D("SA", "How many days does a homeowner in South Australia have to cool off after signing a domestic building work contract?", "SA cooling-off not found", "Consumer and Business Services (CBS)")
D("SA", "What is the annual fee for a building work contractor's licence in South Australia?", "BWC licence fee not held", "Consumer and Business Services (CBS)")
D("SA", "What penalty applies in South Australia if a plumber submits the plumbing certificate of compliance after the seven-day deadline?", "late plumbing CoC penalty not held", "Office of the Technical Regulator")
D("SA", "What does Building Indemnity Insurance typically cost on a $300,000.00 new home in South Australia?", "BII premium not held", "Consumer and Business Services (CBS)")
D("SA", "How long does Consumer and Business Services take to process a new electrical contractor licence application?", "processing time not held", "Consumer and Business Services (CBS)")
D("TAS", "What is the maximum deposit a builder may take on a $40,000.00 renovation in Hobart?", "TAS deposit cap not found", "CBOS")
D("TAS", "Could you confirm the cooling-off period for a residential building work contract in Tasmania?", "TAS cooling-off not found", "CBOS")
D("TAS", "Within how many days must a Certificate of Electrical Compliance be completed and given to the customer in Tasmania?", "TAS CEC deadline not found", "CBOS")
D("TAS", "Within what period must a gasfitter in Tasmania issue the gas compliance certificate after completing the work?", "TAS gas certificate deadline not researched", "CBOS")
D("TAS", "What is the renewal fee for a plumber's licence in Tasmania?", "licence fee not held", "CBOS")
D("ACT", "What is the maximum deposit a builder may take on a $30,000.00 kitchen renovation in Canberra?", "ACT deposit cap not found", "Access Canberra")
D("ACT", "Could you confirm the cooling-off period for a residential building contract in the Australian Capital Territory?", "ACT cooling-off not found", "Access Canberra")
D("ACT", "Under the ACT Security of Payment Act, how many business days does a respondent have to provide a payment schedule?", "ACT payment schedule not captured", "Access Canberra")
D("ACT", "What is the fee for a Class C builder licence in the Australian Capital Territory?", "builder licence fee not held", "Access Canberra")
D("ACT", "What premium does QBE charge for residential building insurance on a $400,000.00 new house in the ACT?", "residential building insurance premium not held", "Access Canberra")
D("NT", "Within how many days must an electrician in the Northern Territory complete the Certificate of Compliance under the new rules?", "NT CoC deadline not found (only 'decreased')", "NT WorkSafe")
D("NT", "What is the maximum deposit a builder may take on a $90,000.00 extension in Darwin?", "NT deposit amount not captured (regs 41HA/41HE)", "Building Practitioners Board")
D("NT", "Could you confirm the cooling-off period for a residential building contract in the Northern Territory?", "NT cooling-off not found", "Building Practitioners Board")
D("NT", "What is the fee for an electrical contractor licence in the Northern Territory?", "electrical contractor licence fee not held", "NT WorkSafe")
D("NT", "What does an advanced tradesman licence from the Plumbers and Drainers Licensing Board cost?", "licence fee not held", "Plumbers and Drainers Licensing Board")
D("AU", "What is the current minimum hourly rate for a first-year carpentry apprentice under the Building and Construction General On-site Award?", "award rates not held", "Fair Work Ombudsman")
D("AU", "From 1 December 2026, may I still add a surcharge when customers pay my invoices by Visa or Mastercard?", "card surcharge rules not held", "ACCC / RBA", date="2026-12-01")
D("AU", "Could you quote the clause of AS 3740 that specifies the falls required to a shower floor waste?", "standard clause text not reproduced", "Standards Australia")
D("AU", "What is the fee for a Refrigerant Trading Authorisation from the Australian Refrigeration Council?", "RTA fee not held", "Australian Refrigeration Council (ARC)")
D("AU", "What is the minimum weekly wage for a second-year plumbing apprentice under the Plumbing and Fire Sprinkler Award?", "award rates not held", "Fair Work Ombudsman")

# ---------------- ambiguous ----------------
M("We have been asked to quote an $8,000.00 bathroom renovation in either Albury or Wodonga; the client has not yet decided which property. Do I need a licence or registration for this work?",
  "Albury NSW (>$5,000: yes) / Wodonga VIC (<=$10,000: no)")
M("A client in Perth has accepted my $10,000.00 quote for a pergola. Must the contract be in writing?",
  "Perth WA ($7,500-$500,000: yes) / Perth TAS (<$20,000: no)")
M("Our electrician has two jobs this week, one in Queanbeyan and one in Fyshwick. Within what period must the electrical certificate be provided for the job on the other side of the border?",
  "Queanbeyan NSW (CCEW 7 days) / Fyshwick ACT (test report 14 days)")
M("I am quoting a $30,000.00 renovation for a client who owns properties in both Mildura and Wentworth, and I do not yet know which one. What is the maximum deposit I may take?",
  "Mildura VIC (>= $20,000: 5%) / Wentworth NSW (10%)")
M("A client in either Goondiwindi or Boggabilla would like two rooms painted for $4,000.00. Is a licence required?",
  "Goondiwindi QLD (>$3,300: yes) / Boggabilla NSW (<=$5,000: no)")
M("Could you please confirm the maximum deposit I am allowed to take on a residential building contract?",
  "no state: NSW 10% / VIC, QLD 10% under $20,000, 5% at $20,000+ / WA 6.5% / SA, TAS, ACT not found / NT not captured")
M("I am about to sign an $18,000.00 renovation contract. Is home warranty insurance required before I start?",
  "no state: NSW (HBCF >$20,000: no) / VIC (DBI >$16,000: yes) / QLD (>$3,300: yes) / WA (HII >$20,000: no) / SA (BII >$12,000 with development approval; $20,000 from 10 Nov 2025) / TAS (no scheme) / ACT (>= $12,000: yes) / NT (fidelity fund cover)")
M("Within what period after finishing must a plumber provide the certificate of compliance for the work?",
  "no state: NSW (CoC; 7 working days if a booked inspection is missed) / VIC (5 days) / QLD (Form 4 10 business days) / WA (5 working days) / SA (7 days) / TAS (per category) / NT (certifying plumber)")
M("A client in Maitland has accepted my $10,000.00 quote for a new deck. Do I need a written contract?",
  "Maitland NSW (>$5,000: yes) / Maitland SA (<$12,000: no)")
M("I have been asked to build a $7,000.00 deck at a house in Windsor. Do I need a licence or registration?",
  "Windsor NSW (>$5,000: yes) / Windsor VIC (<=$10,000: no) / Windsor QLD (>$3,300: yes)")
M("Our client in Bridgewater has accepted a $15,000.00 quote for a kitchen renovation. Is a written contract required?",
  "Bridgewater TAS (<$20,000: no) / Bridgewater SA (>= $12,000: yes) / Bridgewater VIC (>$10,000: yes)")
M("After installing a new gas appliance, within what period must the gasfitter issue the gas certificate of compliance?",
  "no state: NSW (5 business days) / VIC (5 days) / SA (30 days) / ACT (as soon as practicable) / QLD (certificate to owner, no days) / WA (eNotice) / TAS, NT not researched")
M("Do I need to be licensed or registered to carry out a $15,000.00 home extension?",
  "no state: NSW (>$5,000: yes) / VIC (>$10,000: yes) / QLD (>$3,300: yes) / WA (<=$20,000: no) / NT (>$12,000 extension: yes) / SA (BWC licence) / TAS, ACT (building approval based)")
M("I would like to know how long the cooling-off period is after the owner receives the signed contract for a $40,000.00 renovation.",
  "no state: NSW 5 clear business days / VIC 5 clear business days / QLD 5 business days / WA, SA, TAS, ACT, NT not found")

# profile items (answers relying on the asker's profile)
A("QLD", "Based on the trade and state in my profile, do I require a licence to carry out a $900.00 job replacing a hot water system?",
  "profile QLD plumber: plumbing needs an occupational licence at any value", "§1.3", "yes", profile={"state": "QLD", "trade": "plumber"})
A("WA", "Given the details in my profile, within how many days must I provide the Electrical Safety Certificate to my customer?",
  "profile WA electrician: ESC within 28 days", "§3.2 WA", None, ["28 days"], profile={"state": "WA", "trade": "electrician"})

order = {"answer": 0, "tool": 1, "decline": 2, "ambiguous": 3}
items.sort(key=lambda d: order[d["kind"]])  # stable: keeps hand order within a kind
out = []
for n, d in enumerate(items, 1):
    out.append({"id": "h24-%03d" % n, **d})
json.dump(out, open(os.path.join(HERE, "questions.json"), "w"), indent=2, ensure_ascii=False)
from collections import Counter
print(len(out), Counter(d["kind"] for d in out))
