#!/usr/bin/env python3
"""blind-d20: writes questions.json (150 items). Figures written as facts.md writes them (units spelt out)."""
import json, os
HERE = os.path.dirname(os.path.abspath(__file__))
S = "facts.md"
NH = "facts.md (not held)"
items = []

def A(q, state, topic, basis, verdict=None, figures=None, date=None, profile=None):
    d = {"q": q, "kind": "answer", "state": state, "topic": topic, "basis": basis}
    if verdict: d["verdict"] = verdict
    if figures: d["figures"] = figures
    if date: d["date"] = date
    if profile: d["profile"] = profile
    items.append(d)

def T(q, state, topic, basis, figures, verdict=None):
    d = {"q": q, "kind": "tool", "state": state, "topic": topic, "basis": basis, "figures": figures}
    if verdict: d["verdict"] = verdict
    items.append(d)

def D(q, state, topic, ask, profile=None, date=None):
    d = {"q": q, "kind": "decline", "state": state, "topic": topic, "basis": NH, "ask": ask}
    if profile: d["profile"] = profile
    if date: d["date"] = date
    items.append(d)

def M(q, topic, date=None):
    d = {"q": q, "kind": "ambiguous", "state": None, "topic": topic, "basis": "facts.md §2.1 and the sections of each reading"}
    if date: d["date"] = date
    items.append(d)

BCN = "Building Commission NSW (NSW Fair Trading)"
BPC = "Building and Plumbing Commission (BPC, formerly VBA)"
ESV = "Energy Safe Victoria (ESV)"
WSV = "WorkSafe Victoria"
QBCC = "QBCC"
ESO = "Electrical Safety Office (WorkSafe QLD)"
RSHQ = "Resources Safety and Health Queensland (RSHQ)"
BE = "Building and Energy (DEMIRS)"
PLB = "Plumbers Licensing Board (Building and Energy)"
CBS = "Consumer and Business Services (CBS)"
OTR = "Office of the Technical Regulator (OTR)"
CBOS = "CBOS (Consumer, Building and Occupational Services)"
AC = "Access Canberra"
WSACT = "WorkSafe ACT (Access Canberra)"
NTWS = "NT WorkSafe"
BPB = "Building Practitioners Board"
PDLB = "Plumbers and Drainers Licensing Board"

# ---------------- NSW ----------------
A("just did a switchboard job in wollongong, tested it this arvo. how long ive got to get the ccew in?", "NSW",
  "CCEW within 7 days of finishing the safety and compliance test", "facts.md §3.2 NSW", figures=["7 days"])
D("wollongong sparky, whats the damage if my ccew goes in late?", "NSW",
  "late CCEW penalty not held (the 7-day deadline is held)", BCN)
A("gasfitter out dubbo way, how many days to send fair trading my copy of the gas cert", "NSW",
  "gas CoC / Certificate of Inspection copy to Fair Trading within 5 business days", "facts.md §4.5 NSW",
  figures=["5 business days"])
D("cost to lodge a gas compliance cert with fair trading in nsw?", "NSW",
  "gas certificate lodging fee not held", BCN)
A("18k deck in baulkham hills, do i need to sort icare cover before i start", "NSW",
  "HBCF only for residential work over $20,000; $18,000 is under", "facts.md §2.1, §2.2 NSW", verdict="no",
  figures=["$20,000"])
D("how long does icare take to get a hbcf certificate out, job starts monday", "NSW",
  "HBCF certificate processing time not held", "icare (Home Building Compensation Fund)")
A("tiler from coolangatta, got a 7k floor tilin job over the border in banora point. do i need the nsw licence?", "NSW",
  "work is in NSW (Banora Point, Tweed): wall and floor tiling needs a licence over $5,000", "facts.md §1.1, §2.1 NSW",
  verdict="yes", figures=["$5,000"])
A("im based in wodonga but this ones over the border in albury, 4 grand of plasterin. do i need a nsw licence for that", "NSW",
  "work is in NSW (Albury): dry plastering is trade work, licence only over $5,000 incl GST; $4,000 (or $4,400 with GST) is under",
  "facts.md §1.1, §2.1 NSW", verdict="no", figures=["$5,000"])
A("customer in penrith signed our 45k reno contract monday, got her copy same day. how long can she pull out for", "NSW",
  "cooling-off: 5 clear business days after being given a copy of the signed contract (HBA s 7BA)", "facts.md §2.2 NSW",
  figures=["5 clear business days"])
A("subbie in blacktown, builder got my payment claim last week. how long has he got to actually pay me", "NSW",
  "SOP: subcontract payment due within 20 business days (s11(1A))", "facts.md §6.7 NSW",
  figures=["20 business days"])
A("homeowner in 2250 wants to rip out about 8m2 of old fibro from the laundry himself. is he allowed", "NSW",
  "NSW home renovators may remove up to 10 m² of bonded asbestos in total", "facts.md §5.5", verdict="yes",
  figures=["10 m²"])
A("only a $600 tap and toilet job in parramatta, surely i dont need to be licensed for that?", "NSW",
  "plumbing needs a licence whatever its value", "facts.md §1.1, §2.1 NSW", verdict="yes")
A("whats the max fine for doin wirin without a licence in nsw, for a sole trader not a company", "NSW",
  "HBA s14: maximum penalty 200 PU (other than a corporation); 1,000 PU for a corporation", "facts.md §1.1 NSW",
  figures=["200 penalty units"])
D("how much to apply for a qualified supervisor certificate in nsw", "NSW",
  "licence / certificate application fee not held", BCN)
D("nsw, how long does the building commission take to process a new contractor licence", "NSW",
  "licence processing time not held", BCN)

# ---------------- VIC ----------------
A("reblockin a weatherboard in ballarat, only 8 grand. do i need vba rego for that", "VIC",
  "re-blocking needs registration whatever the cost", "facts.md §1.2, §2.1 VIC", verdict="yes")
A("plumber in geelong, replaced a kitchen mixer and fixed a runnin cistern, $600 all up. do i need to do a compliance cert", "VIC",
  "compliance certificate only where total value is over $750 (no gas, drain or other any-value item here)",
  "facts.md §4.2 VIC", verdict="no", figures=["$750"])
A("how long have i got to lodge the compliance cert with the bpc after finishin", "VIC",
  "plumbing compliance certificate to customer and BPC within 5 days of finishing", "facts.md §4.2 VIC",
  figures=["5 days"])
D("what does the bpc charge to lodge a plumbing compliance certificate", "VIC",
  "compliance certificate fee not held (the 5-day and $750 rules are held)", BPC)
A("sparky in frankston, added two double powerpoints in a lounge. how long to get the coes to the customer", "VIC",
  "non-prescribed work: COES to the customer within 1 month", "facts.md §3.2 VIC", figures=["1 month"])
D("how much is a coes these days, whats esv chargin per cert", "VIC",
  "COES fee not held", ESV)
A("14k bathroom in 3121, do i need domestic building insurance?", "VIC",
  "DBI for domestic work over $16,000 (3 storeys or less); $14,000 is under", "facts.md §2.1, §2.2 VIC",
  verdict="no", figures=["$16,000"])
D("roughly whats the dbi premium on a 90k second storey addition in vic", "VIC",
  "DBI premium not held", BPC)
A("removalist in 3350, 6m2 of bonded sheetin to come off. how much notice does worksafe need", "VIC",
  "VIC: notify at least 24 h before for 10 m² or less of non-friable material", "facts.md §5.5 VIC",
  figures=["24 hours"])
D("whats the fee for a class b asbestos removal licence in vic", "VIC",
  "asbestos removal licence fee not held", WSV)
A("swappin an old gas cooktop for a new one in 3150, about 400 bucks. compliance cert needed?", "VIC",
  "Type A gas appliance replacement needs a compliance certificate at any value", "facts.md §4.2, §4.5 VIC",
  verdict="yes")
A("new main switchboard in 3199, can i liven it up before the inspector gets out there", "VIC",
  "main switchboard is prescribed work: must not be energised before the LEI inspection", "facts.md §3.2 VIC",
  verdict="no")
D("how long is the bpc takin to approve a domestic builder limited rego", "VIC",
  "registration processing time not held", BPC)
D("whats the fine in vic for no swms on a 4m roof job", "VIC",
  "VIC SWMS penalty not held (SA's penalty is held, not VIC's)", WSV)

# ---------------- QLD ----------------
A("plumber in cairns, how long after invoicin have i got to lodge the form 4", "QLD",
  "notifiable work registered with the QBCC within 10 business days of invoicing", "facts.md §4.2 QLD",
  figures=["10 business days"])
A("how much does qbcc charge for a form 4 lodged online?", "QLD",
  "Form 4 fee $34.50 online / $46.59 manual (2024–25 figure)", "facts.md §4.2 QLD", figures=["$34.50"])
D("whats the penalty in qld for gettin a form 4 in late", "QLD",
  "late notifiable-work penalty amount not held", QBCC)
A("qld sparky goin out on my own. how much public liability do i need for the contractor licence", "QLD",
  "electrical contractor licence: public and products liability at least $5,000,000 and consumer protection at least $50,000",
  "facts.md §1.3 QLD", figures=["$5,000,000", "$50,000"])
D("how much is the electrical contractor licence fee in qld each year", "QLD",
  "electrical contractor licence fee not held", ESO)
D("whats the damage in qld if you get caught doin electrical work without a licence", "QLD",
  "QLD unlicensed electrical work penalty not held (illegal under ES Act s55; NSW penalty is held, not QLD's)", ESO)
A("painter in mackay, 3 grand all up incl gst for a house repaint. do i need home warranty", "QLD",
  "QLD Home Warranty Scheme only for residential work over $3,300", "facts.md §2.1, §2.2 QLD", verdict="no",
  figures=["$3,300"])
D("whats the qbcc home warranty premium on a 50k reno", "QLD",
  "home warranty premium not held", QBCC)
A("roofer in ipswich, reroofin a house, fall is about 2.5m. do i need a swms", "QLD",
  "QLD: SWMS needed for any construction work above 2 m, housing included", "facts.md §5.6 QLD", verdict="yes",
  figures=["2 m"])
A("builder on the gold coast got my payment claim. how long has he got to send a payment schedule, and whats the fine if he doesnt", "QLD",
  "BIF Act: payment schedule within 15 BD; up to 100 PU for failing to give one", "facts.md §6.7 QLD",
  figures=["15 business days", "100 penalty units"])
D("how long is rshq takin to process a gas work licence", "QLD",
  "gas work licence processing time not held", RSHQ)
A("6k carport in bundaberg, client's happy to do it on a handshake. that ok?", "QLD",
  "level 1 regulated contract ($3,300 to under $20,000) must be written, dated and signed", "facts.md §2.1, §2.2 QLD",
  verdict="no", figures=["$3,300"])

# ---------------- WA ----------------
A("sparky in bunbury, new circuit done. when's the notice of completion due and when does the customer get the esc", "WA",
  "NOC within 3 days of finishing; ESC to the customer within 28 days", "facts.md §3.2 WA",
  figures=["3 days", "28 days"])
D("whats the fine in wa if my notice of completion is late", "WA",
  "late NOC penalty not held", BE)
A("plumber in mandurah, how much notice before i start major plumbin work", "WA",
  "Notice of Intention at least 24 hours before major plumbing work", "facts.md §4.2 WA", figures=["24 hours"])
A("18k patio in rockingham, do i need to be a registered builder for that", "WA",
  "building contractor registration only for work over $20,000", "facts.md §1.4, §2.1 WA", verdict="no",
  figures=["$20,000"])
D("how long does demirs take to register a building contractor", "WA",
  "building contractor registration processing time not held", "Building Services Board / Building and Energy (DEMIRS)")
A("35k extension in 6000, home indemnity insurance needed?", "WA",
  "HII for residential building work over $20,000, certificate before claiming payment or starting", "facts.md §2.1, §2.2 WA",
  verdict="yes", figures=["$20,000"])
D("is there a cooling off on a 50k reno contract in wa, how many days", "WA",
  "WA cooling-off not found", BE)
A("handyman in albany reckons he can swap a gas hot water unit for 300 bucks, no gas ticket. is that allowed", "WA",
  "gasfitting on a consumer's installation only by a licensed gas fitter, at any value", "facts.md §1.4, §9 WA",
  verdict="no")
A("how long do i gotta keep my compliance certs", "WA",
  "profile WA plumber: plumbing certificates of compliance kept for at least 6 years", "facts.md §1.4, §4.2, §6.4 WA",
  figures=["6 years"], profile={"state": "WA", "trade": "plumber"})
D("whats the penalty in wa if i dont keep my plumbin certs long enough", "WA",
  "record-keeping penalty not held (the 6-year rule is held)", PLB)
A("subbie in geraldton, how long can the head contractor take to pay my claim", "WA",
  "WA SOP: head contractor to subcontractor 25 BD", "facts.md §6.7 WA", figures=["25 business days"])
D("how much is a plumbing contractor licence in wa", "WA",
  "plumbing contractor licence fee not held", PLB)

# ---------------- SA ----------------
A("port lincoln plumber, new hot water unit in today. how many days for the coc to the otr", "SA",
  "SA plumbing CoC to the OTR and the customer within 7 days", "facts.md §4.2 SA, §9", figures=["7 days"])
D("what does it cost to lodge a plumbing coc with the otr in sa", "SA",
  "plumbing CoC fee not held", OTR)
A("sparky in whyalla, whats the damage if i dont do the eCoC", "SA",
  "eCoC to the Technical Regulator and owner within 30 days; penalties up to $5,000 (s61)", "facts.md §3.2 SA",
  figures=["$5,000"])
A("gasfitter in murray bridge, put in a new gas heater. how long for the coc", "SA",
  "gas eCoC within 30 days", "facts.md §4.5 SA, §9", figures=["30 days"])
D("sa gasfitter, whats the fine if the gas coc is late", "SA",
  "late gas CoC penalty not held (the electrical $5,000 penalty is not the gas one)", OTR)
A("gutter job in port pirie next week, about 2.4m to the ground. swms?", "SA",
  "SA HRCW fall trigger more than 2 m from 1 July 2026", "facts.md §9 SA", verdict="yes", figures=["2 m"],
  date="2026-12-04")
A("whats the fine in sa if i dont do a swms", "SA",
  "SA SWMS penalty: $6,000 individual / $30,000 body corporate", "facts.md §5.6 SA",
  figures=["$6,000", "$30,000"])
A("13k pergola and deck in 5159, customer reckons a handshake is fine. is it?", "SA",
  "written domestic building work contract for work of $12,000 and more", "facts.md §2.1, §2.2 SA, §9", verdict="no",
  figures=["$12,000"])
A("cleared a blocked drain in modbury, do i still need to do a coc for that", "SA",
  "SA plumbing CoC not needed for blocked drains", "facts.md §9 SA", verdict="no")
A("goin for my bwc licence in sa, how much in net assets do i need to show", "SA",
  "building work contractor's licence: at least $10,000 net assets", "facts.md §1.5 SA", figures=["$10,000"])
D("how much up front can i ask on a 20 grand bathroom in mount gambier", "SA",
  "SA deposit cap not found", CBS)
D("cbs fee for a plumbing contractor licence?", "SA",
  "licence fee not held", CBS)
D("sa, whats the cooling off period on a domestic building contract", "SA",
  "SA cooling-off not found", CBS)

# ---------------- TAS ----------------
A("15k bathroom in launceston, do i need a written contract", "TAS",
  "TAS written contract for residential building work of $20,000 or more", "facts.md §2.1, §2.2 TAS", verdict="no",
  figures=["$20,000"])
A("mate in devonport wants to owner-build again, itd be his third in 8 years. can he?", "TAS",
  "owner-builders limited to 2 projects in 10 years", "facts.md §1.6 TAS", verdict="no",
  figures=["2 projects in 10 years"])
A("tassie builder, do i have to take out home warranty insurance on a 60k extension", "TAS",
  "no statutory home warranty scheme found in TAS (Housing Indemnity Act 1992 repealed)", "facts.md §0, §2.2 TAS",
  verdict="no")
A("residential job in new norfolk, how long's the owner got to respond to my payment claim", "TAS",
  "TAS SOP payment schedule: 20 days residential (10 days commercial)", "facts.md §6.7 TAS", figures=["20 days"])
A("hobart plumber, what temp do i set the tempering valve to on a house", "TAS",
  "tempering valve set to 50°C for personal-hygiene fixtures", "facts.md §4.3", figures=["50°C"])
A("my apprentice sparky in burnie wants to do a few jobs on his own on weekends, is that ok", "TAS",
  "electrical work only by licensed practitioners under the control of an electrical contractor", "facts.md §1.6 TAS",
  verdict="no")
D("how long have i got to do the cert after a job", "TAS",
  "profile TAS electrician: CEC deadline not found", CBOS, profile={"state": "TAS", "trade": "electrician"})
D("whats the most deposit i can ask on a 40k reno in moonah", "TAS",
  "TAS deposit cap not found", CBOS)
D("tas, customer wants out of a 35k contract 2 days after signin. cooling off?", "TAS",
  "TAS cooling-off not found", CBOS)
D("how much is an owner builder permit in tassie", "TAS",
  "owner-builder permit fee not held", CBOS)
D("whats the go with gas certs in tas, how many days to get it to the customer", "TAS",
  "TAS gas certificate deadline not researched", CBOS)

# ---------------- ACT ----------------
A("sparky in woden, how long to get the test report in after testin", "ACT",
  "test report to the Construction Occupations Registrar or owner within 14 days of the test", "facts.md §3.2 ACT",
  figures=["14 days"])
D("whats the fine in the act if the test report goes in late", "ACT",
  "late test report penalty not held (the 14 days is held)", AC)
A("customer in belconnen wants a home battery wired in. do i need anything extra on my licence", "ACT",
  "from 11 Sep 2024 electricians need a DER endorsement for solar, inverter and battery wiring", "facts.md §1.7 ACT",
  verdict="yes")
A("canberra gasfitter, when do i have to give the gas compliance cert and whats the penalty", "ACT",
  "certificate 'as soon as practicable' with a compliance indicator; 50 PU (Gas Safety Act 2000 s9)", "facts.md §4.5 ACT",
  figures=["50 penalty units"])
A("subbie in the act, how long can the builder take to pay my claim", "ACT",
  "ACT SOP: 15 BD maximum time to pay (s13(1))", "facts.md §6.7 ACT", figures=["15 business days"])
D("act, how long has the builder got to send me a payment schedule", "ACT",
  "ACT payment schedule time not captured (15 BD time to pay is held)", AC)
A("18k extension in 2617, do i need residential building insurance", "ACT",
  "residential building insurance or fidelity certificate for alterations/additions of $12,000 or more",
  "facts.md §2.1, §2.2 ACT", verdict="yes", figures=["$12,000"])
A("new install in gungahlin, can i turn the power on before access canberra inspects", "ACT",
  "Access Canberra audits all new installations; they can't be energised until passed", "facts.md §3.2 ACT",
  verdict="no")
D("how much deposit can i take on a 30k kitchen in the act", "ACT",
  "ACT deposit cap not found", AC)
D("whats the fine for no swms in canberra", "ACT",
  "ACT SWMS penalty not held", WSACT)

# ---------------- NT ----------------
A("20k free standin shed in alice springs, do i need bpb rego", "NT",
  "registration not needed for free-standing sheds", "facts.md §1.8 NT", verdict="no")
A("15k extension in nightcliff, do we need a signed contract", "NT",
  "signed contract for prescribed residential building work over $12,000 (extensions that add floor area)",
  "facts.md §2.1, §9 NT", verdict="yes", figures=["$12,000"])
A("gasfitter in darwin, big commercial kitchen over 200 MJ an hour. do i tell worksafe before startin", "NT",
  "gas works notified to NT WorkSafe no later than 24 hours before they start (over 200 kg / 200 MJ an hour)",
  "facts.md §9 NT", verdict="yes", figures=["24 hours"])
A("katherine sparky, swapped a ceilin fan like for like, same wiring, same load. coc?", "NT",
  "from 1 Jan 2026 like-for-like replacements not changing wiring, load or circuit protection need no CoC",
  "facts.md §3.2 NT", verdict="no")
A("what do i need for an advanced tradesman plumbin licence in the nt", "NT",
  "2 years' post-trade experience and 10 specified units of competency", "facts.md §1.8 NT", figures=["2 years"])
A("contract on a darwin job says 45 business days to pay me. is that legit", "NT",
  "NT SOP: any term longer than 30 BD is read as 30 BD", "facts.md §6.7 NT", verdict="no",
  figures=["30 business days"])
D("darwin sparky, how many days to get the coc done now", "NT",
  "NT CoC deadline not found (only 'decreased')", NTWS)
D("how long does the bpb take to register a building contractor", "NT",
  "registration processing time not held", BPB)
D("nt, whats the max deposit on a 40k house extension", "NT",
  "NT deposit regulated (regs 41HA/41HE) but amount not captured", BPB)
D("how long does the plumbers and drainers board take to issue a licence", "NT",
  "licence processing time not held", PDLB)
D("cost to get an electrical contractor licence in the nt", "NT",
  "electrical contractor licence fee not held", NTWS)

# ---------------- AU ----------------
A("just ticked over 75k turnover this year, how long have i got to register for gst", "AU",
  "register for GST within 21 days of reaching the threshold", "facts.md §6.2", figures=["21 days"])
A("customer emailed askin for a tax invoice, how long have i got to send it", "AU",
  "tax invoice within 28 days of a request", "facts.md §6.3, §9", figures=["28 days"])
A("how long do i gotta keep receipts and invoices for the tax man", "AU",
  "keep business records for 5 years", "facts.md §6.4, §9", figures=["5 years"])
A("new payday super rules, how fast does the super have to land in the fund after payday", "AU",
  "payday super: received by the fund within 7 business days of payday (from 1 July 2026)", "facts.md §9",
  figures=["7 business days"])
A("whats the unit code for the white card my apprentice needs", "AU",
  "CPCWHS1001 Prepare to work safely in the construction industry", "facts.md §5.7", figures=["CPCWHS1001"])
A("customer wants an engineered stone benchtop cut and fitted, can i still do that", "AU",
  "engineered stone benchtops banned from 1 July 2024", "facts.md §5.8", verdict="no", figures=["1 July 2024"])
A("installin a couple of reverse cycle aircons, do i need a licence for the gas in them", "AU",
  "Refrigerant Handling Licence (ARC) to install refrigeration/air-conditioning with fluorocarbon refrigerant",
  "facts.md §1.9", verdict="yes")
A("mate reckons if a subbie gives no abn i hold back 49%. right?", "AU",
  "statement to correct: no-ABN withholding is 47% (49% was 2014–2017)", "facts.md §6.8, §8", verdict="no",
  figures=["47%"])
A("old boss told me super is still 11.5%, true?", "AU",
  "statement to correct: SG 12% for wages paid from 1 July 2025", "facts.md §6.6, §9", verdict="no",
  figures=["12%"])
D("whats the award rate for a 1st year plumbin apprentice", "AU",
  "award rates not held", "Fair Work Ombudsman")
D("can i still slap a 1.5% surcharge on card payments", "AU",
  "card surcharge rules not held", "ACCC / RBA")
D("paste me what as/nzs 3000 says about rcds in bathrooms word for word", "AU",
  "standard clause text not reproduced", "Standards Australia")
D("how long does the arc take to process a refrigerant handlin licence", "AU",
  "ARC licence processing time not held", "Australian Refrigeration Council (ARC)")
D("how long does it take to get an abn once i apply", "AU",
  "ABN processing time not held", "Australian Business Register (ATO)")

# ---------------- tools ----------------
T("30 grand bathroom reno in hornsby, max deposit in dollars?", "NSW",
  "NSW deposit 10% of the contract price", "facts.md §2.1, §2.2 NSW", ["$3,000", "10%"])
T("42k job in newcastle nsw, client wants to hand over 5 grand deposit. can i take it?", "NSW",
  "NSW deposit cap 10% -> $4,200; $5,000 is over", "facts.md §2.1, §2.2 NSW", ["$4,200", "10%"], verdict="no")
T("tilin job in orange, 4,700 + gst. licence?", "NSW",
  "NSW $5,000 incl GST: $4,700 + GST = $5,170 -> licence needed", "facts.md §1.1, §2.1 NSW", ["$5,170", "$5,000"],
  verdict="yes")
T("40k kitchen in geelong, whats the most deposit in dollars", "VIC",
  "VIC deposit 5% at $20,000 or more", "facts.md §2.1, §2.2 VIC", ["$2,000", "5%"])
T("6k plasterin and 5.5k paintin on the same house in coburg. do i need rego", "VIC",
  "VIC: more than one type of work together over $10,000 -> registration", "facts.md §1.2 VIC", ["$11,500", "$10,000"],
  verdict="yes")
T("plumbin job in footscray, my labour's 450 and the client bought the 380 mixer themselves. compliance cert?", "VIC",
  "VIC compliance certificate over $750, materials counted whoever supplied them", "facts.md §4.2 VIC",
  ["$830", "$750"], verdict="yes")
T("25k kitchen in logan, max deposit?", "QLD",
  "QLD deposit 5% at $20,000 or more", "facts.md §2.1, §2.2 QLD", ["$1,250", "5%"])
T("modular granny flat in toowoomba, 80k, about 60% gets built in the factory. whats the most deposit", "QLD",
  "QLD deposit up to 20% where more than 50% of the work is off-site", "facts.md §2.2 QLD, §9", ["$16,000", "20%"])
T("bathroom tilin in townsville, 3,100 plus gst. qbcc licence?", "QLD",
  "QLD licence over $3,300 incl GST: $3,100 + GST = $3,410", "facts.md §1.3, §2.1 QLD", ["$3,410", "$3,300"],
  verdict="yes")
T("60k reno in joondalup, whats the max deposit in dollars", "WA",
  "WA deposit 6.5% of the total amount payable", "facts.md §2.1, §2.2 WA", ["$3,900", "6.5%"])
T("fixed price job in 6230, 5k of kitchen cabinets plus 3k of tilin. does the home building contracts act kick in", "WA",
  "WA Home Building Contracts Act for fixed-price contracts $7,500–$500,000 (written)", "facts.md §2.1, §2.2 WA",
  ["$8,000", "$7,500"], verdict="yes")
T("7k of fencin plus 6k of pavin on one job in 5112, written contract?", "SA",
  "SA written contract for work of $12,000 and more", "facts.md §2.1, §2.2 SA, §9", ["$13,000", "$12,000"],
  verdict="yes")
T("apprentice earned 1,850 this week, how much super do i put in", "AU",
  "super 12% of wages paid", "facts.md §6.6, §9", ["$222", "12%"])
T("paid my offsider 2 grand this fortnight, super on that?", "AU",
  "super 12% of wages paid", "facts.md §6.6, §9", ["$240", "12%"])
T("customer paid 9,350 incl gst, how much of that is gst", "AU",
  "GST is 1/11 of a GST-inclusive amount", "facts.md §6.2", ["$850", "10%"])
T("quotin 12.5k plus gst, whats the total", "AU",
  "add GST 10%", "facts.md §6.2", ["$13,750", "10%"])
T("subbie sent a 2,400 invoice with no abn, how much do i hold back", "AU",
  "no-ABN withholding 47%", "facts.md §6.8", ["$1,128", "47%"])
T("bloke with no abn dropped off 70 bucks worth of gravel ex gst, do i withhold anything", "AU",
  "no withholding for $75 or less excluding GST", "facts.md §6.8", ["$75"], verdict="no")
T("billin about 6.5k a month, 12 months straight. do i have to register for gst", "AU",
  "GST registration at turnover of $75,000 or more: 12 x $6,500 = $78,000", "facts.md §6.2", ["$78,000", "$75,000"],
  verdict="yes")
T("850 + gst job, does the tax invoice need the customer's name on it", "AU",
  "buyer's identity or ABN only for sales of $1,000 or more: $935", "facts.md §6.3", ["$935", "$1,000"], verdict="no")
T("new subbies abn is 76 992 777 568, does it check out", "AU",
  "ABN check digits (modulus 89)", "facts.md §6.1", ["valid"])
T("is 39291733639 a real abn or has he made it up", "AU",
  "ABN check digits (modulus 89)", "facts.md §6.1", ["valid"])
T("check this abn for me mate 17 277 127 980", "AU",
  "ABN check digits (modulus 89): last digit changed", "facts.md §6.1", ["invalid"])

# ---------------- ambiguous ----------------
M("8k deck, albury or wodonga, whichever quote gets up. licence?",
  "Albury NSW (>$5,000: yes) / Wodonga VIC (<=$10,000: no registration)")
M("25k reno, either queanbeyan or just over in canberra. max deposit?",
  "Queanbeyan NSW (10%) / Canberra ACT (deposit cap not found: ask Access Canberra)")
M("11k kitchen in windsor, written contract needed?",
  "Windsor NSW (>$5,000: yes) / Windsor VIC (>$10,000: yes) / Windsor QLD (level 1: yes) / Windsor SA (<$12,000: no)")
M("sparky in perth, how long have i got for the paperwork after a job",
  "Perth WA (NOC 3 days, ESC 28 days) / Perth TAS (CEC deadline not found: ask CBOS)")
M("epping plumber, how long for the compliance cert",
  "Epping NSW (CoC for all work; 7 working days if a booked inspection is missed) / Epping VIC (5 days, over $750)")
M("30k extension in mitcham, home warranty insurance?",
  "Mitcham VIC (DBI >$16,000: yes) / Mitcham SA (BII >$12,000 where development approval needed; $20,000 for contracts from 10 Nov 2025 ⚠)")
M("4.5k tilin in croydon, licence?",
  "Croydon NSW (<=$5,000: no) / Croydon VIC (<=$10,000: no) / Croydon QLD (>$3,300: yes) / Croydon SA (BWC licence for a contracting business)")
M("back in march did a 2.5m roof job in campbelltown, no swms. were we ok?",
  "Campbelltown NSW (>2 m: SWMS needed, not ok) / Campbelltown SA (3 m trigger before 1 July 2026: ok)", date="2026-03-15")
M("18k bathroom, cobram or barooga, not sure which side yet. home warranty?",
  "Cobram VIC (DBI >$16,000: yes) / Barooga NSW (HBCF >$20,000: no)")
M("carlton, customer wants out 2 days after signin a 40k contract. can she?",
  "Carlton VIC (5 clear business days: yes) / Carlton NSW (5 clear business days: yes) / Carlton TAS (cooling-off not found)")
M("rosebery sparky, how many days for the cert",
  "Rosebery NSW (CCEW 7 days) / Rosebery TAS (CEC deadline not found) / Rosebery NT (CoC deadline not found)")
M("9k reno in maitland, written contract?",
  "Maitland NSW (>$5,000: yes) / Maitland SA (<$12,000: no)")
M("14k reno in red hill, home warranty needed?",
  "Red Hill QLD (>$3,300: yes) / Red Hill VIC (DBI <=$16,000: no) / Red Hill ACT (>=$12,000: yes)")
M("whats the max deposit on a 15k job",
  "no state: NSW 10% / VIC 10% / QLD 10% / WA 6.5% / SA, TAS, ACT not found / NT not captured")
M("4k deck in springfield, licence?",
  "Springfield QLD (>$3,300: yes) / Springfield NSW (<=$5,000: no)")

assert len(items) == 150, len(items)
for i, d in enumerate(items, 1):
    d["id"] = "d20-%03d" % i
order = ["id", "q", "kind", "state", "verdict", "figures", "topic", "basis", "ask", "date", "profile"]
out = [{k: d[k] for k in order if k in d} for d in items]
json.dump(out, open(os.path.join(HERE, "questions.json"), "w"), indent=2, ensure_ascii=False)
from collections import Counter
print(len(out), Counter(d["kind"] for d in out), Counter(str(d["state"]) for d in out))
