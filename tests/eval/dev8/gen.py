#!/usr/bin/env python3
"""Writes questions.json for blind dev set 8. Tool figures are written out here by hand and
re-checked independently by check_tools.py."""
import json

A, T, D, M = "answer", "tool", "decline", "ambiguous"
F = "facts.md "
items = []


def add(kind, state, q, topic, basis, verdict=None, figures=None, ask=None, date=None):
    it = {"id": None, "q": q, "kind": kind, "state": state}
    if verdict is not None:
        it["verdict"] = verdict
    if figures:
        it["figures"] = figures
    it["topic"] = topic
    it["basis"] = basis if basis.startswith("facts.md") else F + basis
    if ask:
        it["ask"] = ask
    if date:
        it["date"] = date
    items.append(it)


# ---------------- NSW ----------------
add(A, "NSW", "mate doin a dunny reno in penrith, only movin the toilet n basin over a bit, reckon 3.2k all up. do i need a licence for the plumbin side of it",
    "plumbing licence at any value (specialist work)", "§1.1, §2.1 NSW", "yes")
add(A, "NSW", "pretty sure i dont need a licence for a 4.5k inc gst floor n wall tiling job in wagga 2650 right?",
    "wall and floor tiling is trade work, licence only over $5,000 incl GST (verdict = is a licence needed)", "§1.1, §2.1 NSW", "no", ["$5,000"])
add(A, "NSW", "newcastle reno, contract price 19 grand inc gst. do i have to get hbcf before i take the deposit, n whats the most deposit i can take",
    "HBCF only for contract price over $20,000; deposit max 10%", "§2.1, §2.2 NSW", "no", ["$20,000", "10%"])
add(A, "NSW", "sparkie out dubbo way finished testin the new circuits monday arvo wen is the ccew due",
    "CCEW within 7 days of finishing the test", "§3.2 NSW", None, ["7 days"])
add(A, "NSW", "client in hornsby signed the 85k extension contract and got her copy today, how long has she got to pull out",
    "cooling-off 5 clear business days after being given the signed copy (HBA s 7BA)", "§2.1, §2.2 NSW", None, ["5 clear business days"])
add(A, "NSW", "do i need a nsw licence to lay a timber look floating floor, job is 9k in castle hill",
    "non-structural flooring not licensed since 16 Sep 2009", "§1.1, §9 fourth pass", "no")
add(A, "NSW", "homeowner in albury wants to pull out about 8 square metres of bonded fibro from the laundry himself. is he allowed to or does it need a licensed removalist",
    "NSW home renovator may remove up to 10 m² of bonded asbestos", "§5.5", "yes", ["10 m²"])
add(A, "NSW", "Dear Sir/Madam, I am a builder based in Parramatta and have quoted $12,500 including GST for a laundry renovation. Could you please advise whether a written contract is required, and if so which type? Kind regards, Tom",
    "written contract over $5,000; small jobs contract $5,000–$20,000", "§2.1, §2.2 NSW, §9 (NSW written contract)", "yes", ["$5,000", "$20,000"])
add(A, "NSW", "putting in 2 split systems in blacktown 3.5k the lot need a licence for that",
    "AC&R is specialist work, licence at any value (plus refrigerant handling licence)", "§1.1, §2.1 NSW, §1.9", "yes")
add(A, "NSW", "chippy based in wodonga 3690, got a 6k deck over the bridge in albury. do i need a licence for that one",
    "work is in NSW: structural landscaping/decks licence over $5,000", "§1.1, §2.1 NSW", "yes", ["$5,000"])
add(A, "VIC", "g'day, been chippying 20 odd years mostly decks n pergolas round bendigo 3550. mate of mine has an old weatherboard sinkin at the back end, wants me to restump the back half. quoted him 6k labour n materials. im not registered with the vba or the bpc or whatever they call it now. its under 10k so im right to just do it arent i?",
    "VIC registration for re-stumping at any value (verdict = may he do it unregistered)", "§1.2, §2.1 VIC", "no")
add(A, "VIC", "swapped four power points and a light in a house in frankston how long have I got to give the customer the COES",
    "COES non-prescribed work to customer within 1 month", "§3.2 VIC", None, ["1 month"])
add(A, "VIC", "new main switchboard in a shepparton house do i need an inspector to look at it before i liven it up",
    "prescribed work needs a Licensed Electrical Inspector; not energised before inspection", "§3.2 VIC", "yes")
add(A, "VIC", "15k inc gst bathroom reno in ringwood do i need domestic building insurance",
    "DBI only over $16,000", "§2.1, §2.2 VIC", "no", ["$16,000"])
add(A, "VIC", "plumber warrnambool. tap swap n new cistern 600 bucks all in inc gst, compliance cert needed?",
    "VIC compliance certificate over $750 (not at $600)", "§4.2 VIC", "no", ["$750"])
add(A, "VIC", "hooked up a new gas cooktop for a client in sunbury only 400 bucks labour do i need to do a compliance certificate",
    "Type A gas appliance install: compliance certificate at any value, within 5 days", "§4.2 VIC, §4.5 VIC", "yes", ["5 days"])
add(A, "VIC", "client in ballarat wants out of the reno contract during cooling off, what am i allowed to keep",
    "VIC cooling-off: builder keeps $100 plus approved out-of-pocket expenses; 5 clear business days", "§2.2 VIC", None, ["$100", "5 clear business days"])
add(A, "VIC", "signed a 7.5k deck contract with a client in geelong on 10 march 2017. did it legally have to be a major domestic building contract back then?",
    "major domestic building contract threshold $5,000 before 1 Aug 2017", "§2.2 VIC, §8, §9 third pass", "yes", ["$5,000"], date="2017-03-10")
add(A, "VIC", "im only registered not licensed as a plumber in vic, can i sign my own compliance cert on a 2k job",
    "a registered plumber needs a licensed plumber to sign off compliance certificates over $750", "§1.2", "no", ["$750"])
add(A, "VIC", "30k kitchen and laundry in doncaster. can i take 10 percent deposit",
    "VIC deposit 5% at $20,000 or more", "§2.1, §2.2 VIC", "no", ["5%", "$20,000"])

# ---------------- QLD ----------------
add(A, "QLD", "doin a colorbond fence in toowoomba 4350, 3k inc gst, do i need a qbcc lisence",
    "QBCC licence over $3,300 (incl GST)", "§1.3, §2.1 QLD", "no", ["$3,300"])
add(A, "QLD", "brissie plumbr, just replacin a busted length of water pipe under a house, bout 400 bucks. do i need my qbcc licence for that",
    "plumbing occupational licence at any value", "§1.3", "yes")
add(A, "QLD", "invoiced a notifiable hot water job on the sunny coast last friday. how long to lodge the form 4 with qbcc",
    "notifiable work within 10 business days of invoicing", "§4.2 QLD", None, ["10 business days"])
add(A, "QLD", "tiler from tweed heads, doin a 4.2k bathroom retile over the border in currumbin. need a qbcc licence and home warranty for that?",
    "work is in QLD: licence and home warranty over $3,300", "§1.3, §2.1, §2.2 QLD", "yes", ["$3,300"])
add(A, "QLD", "reroof on a house in ipswich, fall from the edge is about 2.5 metres. swms needed or not",
    "QLD SWMS for construction work above 2 m, housing included", "§5.6", "yes", ["2 m"])
add(A, "QLD", "setting up as an electrical contractor in townsville. how much public liability n consumer protection cover do i need",
    "QLD electrical contractor licence: $5,000,000 PL and $50,000 consumer protection", "§1.3", None, ["$5,000,000", "$50,000"])
add(A, "QLD", "we started on site monday on a 250k new build in mackay, when does the commencement notice have to go",
    "commencement notice within 10 business days of starting (contracts $20,000+)", "§2.2 QLD", None, ["10 business days"])
add(A, "QLD", "qld bathroom reno 12k what level contract is that n does it have to be in writing",
    "level 1 regulated contract $3,300 to under $20,000, written", "§2.1, §2.2 QLD", "yes", ["$3,300", "$20,000"])
add(A, "QLD", "only doin the hydraulic design on a job 1.5k. qbcc licence needed?",
    "hydraulic services design over $1,100", "§1.3, §2.1 QLD", "yes", ["$1,100"])
add(A, "QLD", "rockhampton, sparky: when do i have to give the customer the certificate of testing and compliance and how long do i keep my copy",
    "as soon as possible after finishing; keep 5 years", "§3.2 QLD, §6.4", None, ["5 years"])

# ---------------- WA ----------------
add(A, "WA", "freo reno 18k am i required to be a registered building contractor for that",
    "WA building contractor registration over $20,000", "§1.4, §2.1 WA", "no", ["$20,000"])
add(A, "WA", "righto so the missus n i run a small building outfit down in bunbury, mostly extensions. just signed up a 35k rear extension for a young couple, first time weve gone over 20 grand on one job and a mate reckons we need some insurance thing now. do we need hii and by when do we need the certificate",
    "HII over $20,000, before claiming any payment or starting work", "§2.1, §2.2 WA", "yes", ["$20,000"])
add(A, "WA", "sparky in mandurah finished the new circuit tuesday. when is the notice of completion due n when does the customer get the esc",
    "NOC within 3 days; ESC within 28 days", "§3.2 WA", None, ["3 days", "28 days"])
add(A, "WA", "major plumbing job in joondalup 6027 next week how much notice b4 i start",
    "Notice of Intention at least 24 hours before", "§4.2 WA", None, ["24 hours"])
add(A, "WA", "wa plumber: how long to get the certificate of compliance in after a major plumbing job n how long to keep it",
    "CoC within 5 working days; keep 6 years", "§4.2 WA, §1.4", None, ["5 working days", "6 years"])
add(A, "WA", "geraldton fixed price pergola 6k, does the home building contracts act apply",
    "HBCA covers $7,500–$500,000", "§2.2 WA", "no", ["$7,500"])
add(A, "WA", "handyman mate reckons he can swap a gas hot water unit in kalgoorlie without a gas licence. can he?",
    "WA gasfitting on a consumer's installation only by a licensed gas fitter (any value)", "§1.4, §9 second pass", "no")
add(A, "WA", "how much cash does the building services board want to see for building contractor rego",
    "generally at least $50,000 cash or equivalent, quick ratio 1:1", "§1.4", None, ["$50,000"])
add(A, "WA", "owner builder in byford, 30k extension, do i need approval",
    "WA owner-builder approval over $20,000", "§1.4", "yes", ["$20,000"])
add(A, "SA", "adelaide bathroom 11.5k inc gst does it legally need a written contract",
    "SA written contract at $12,000 or more; under that none required", "§2.1, §2.2 SA, §9 second pass", "no", ["$12,000"])
add(A, "SA", "plumbr in mt barker SA finished a job yesterday how long for the certificate of compliance",
    "SA plumbing CoC within 7 days", "§4.2 SA, §9", None, ["7 days"])
add(A, "SA", "sparky in whyalla. when does the eCoC have to be done and how long to get it to the regulator",
    "eCoC before energisation, then to the Technical Regulator and owner within 30 days", "§3.2 SA", None, ["30 days"])
add(A, "SA", "pretty sure sa is still 3 metres before u need a swms right? got a reroof in glenelg startin the 3rd of next month, edge is about 2.2m",
    "SA HRCW fall trigger more than 2 m from 1 July 2026, not 3 m (verdict = is a SWMS needed)", "§9 (SA HRCW), §5.6", "yes", ["2 m"], date="2026-12-03")
add(A, "SA", "back in may this year i did a gutter job at port pirie, fall was 2.5m, no swms. was i legally required to have one back then",
    "SA trigger was 3 m until 30 June 2026", "§9 (SA HRCW), §5.6", "no", ["3 m"], date="2026-05-15")
add(A, "SA", "installed a gas cooktop in murray bridge 5253 yesterday, how long for the gas certifcate",
    "SA gas eCoC within 30 days", "§4.5 SA, §9", None, ["30 days"])
add(A, "SA", "whats the max penalty in sa for a company not having a swms for high risk work",
    "SA penalty $30,000 body corporate ($6,000 individual)", "§5.6", None, ["$30,000"])
add(A, "SA", "how much can sa fine a bloke for contracting without a building work licence first time",
    "s6: up to $100,000 individual for a first or second offence", "§1.5", None, ["$100,000"])
add(A, "SA", "just changed a tap washer in modbury do i need to lodge a plumbing certificate of compliance",
    "SA plumbing CoC not needed for tap washers", "§9 (SA plumbing)", "no")
add(A, "TAS", "hobart reno 25k written contract required?",
    "TAS written contract for residential building work $20,000 or more", "§2.1, §2.2 TAS", "yes", ["$20,000"])
add(A, "TAS", "launnie new build 150k, do i have to take out home warrantee insurance",
    "TAS: no statutory home warranty scheme (Housing Indemnity Act repealed)", "§2.1, §2.2 TAS, §0", "no")
add(A, "TAS", "how many owner builder jobs can u do in tassie",
    "2 projects in 10 years; course, White Card, licensed surveyor", "§1.6", None, ["2 projects in 10 years"])
add(A, "TAS", "tempering valve temp for showers in a house in devonport? n what does the storage need to be",
    "tempering valve 50°C; storage 60°C or more", "§4.3", None, ["50°C", "60°C"])
add(A, "TAS", "category 2b plumbing job in burnie what do i have to send the council",
    "Cat 2B: plumber notifies council after (Form 80)", "§4.2 TAS", None, ["Form 80"])
add(A, "TAS", "residential job in tas, client got my payment claim, how many days do they have for a payment schedule",
    "TAS SOP: 20 days residential (10 days commercial)", "§6.7 TAS", None, ["20 days"])
add(A, "TAS", "reno on a 1975 brick veneer in glenorchy 7010. likely to have asbestos?",
    "built before the mid-1980s: highly likely", "§5.5", "yes")
add(A, "TAS", "kitchen sink in a house in ulverstone does it need tempered water",
    "kitchen sinks and laundry taps don't need tempered water", "§4.3", "no")

# ---------------- ACT ----------------
add(A, "ACT", "chippy in tuggeranong, just hangin doors n skirting for a client. do i need an act licence",
    "carpenters are not licensed in the ACT", "§1.7", "no")
add(A, "ACT", "belco 2617 extension 13k do i need residential building insurance or the fidelity thingy",
    "ACT residential building insurance/fidelity certificate at $12,000 or more", "§2.1, §2.2 ACT", "yes", ["$12,000"])
add(A, "ACT", "hey siri text question im a sparky based in queanbeyan doing a job over the border in gungahlin finished testing the new circuits today who does the test report go to and how many days have i got",
    "to the Construction Occupations Registrar or owner within 14 days of the test", "§3.2 ACT", None, ["14 days"])
add(A, "ACT", "wiring up a home battery n inverter in woden. need anything extra on my electrical licence",
    "DER endorsement from 11 Sep 2024", "§1.7", "yes", ["11 Sep 2024"])
add(A, "ACT", "gasfitter kambah, when do i hand over the gas compliance cert",
    "as soon as practicable, with a compliance indicator (Gas Safety Act s9)", "§4.5 ACT", None, ["as soon as practicable"])
add(A, "ACT", "client in weston creek found a defect in the extension. how long to tell the insurer",
    "within 90 days of becoming aware; cover ends 5 years after certificate of occupancy", "§2.2 ACT", None, ["90 days"])
add(A, "ACT", "brand new house in whitlam, can i energise the install before access canberra inspects it",
    "Access Canberra audits all new installations; not energised until passed", "§3.2 ACT", "no")
add(A, "ACT", "Good afternoon, I am a builder recently relocated to Canberra. Could you please confirm which insurers I may obtain residential building insurance from for alterations and additions? Thank you, Priya",
    "QBE only authorised insurer; Master Builders Fidelity Fund only approved fidelity scheme", "§2.2 ACT", None, ["QBE"])
add(A, "NT", "ok so im in darwin adding a veranda onto an existing house its about 20000 dollars do i need to be registered with the building practitioners board question mark",
    "verandas added to existing buildings need no BPB registration", "§1.8", "no")
add(A, "NT", "building an extension in alice springs fifteen thousand dollars do i need to be registered as a building contractor",
    "BPB registration for extensions over $12,000", "§1.8, §2.1 NT", "yes", ["$12,000"])
add(A, "NT", "advanced tradesman plumber in katherine can i certify my own work",
    "certifying needs registration as a certifying plumber with the BPB", "§1.8, §4.2 NT", "no")
add(A, "NT", "nt builder registration how much net tangible assets",
    "$50,000 net tangible assets (from 1 Jan 2013)", "§2.2 NT", None, ["$50,000"])
add(A, "NT", "contract says they pay me 45 business days after my claim, darwin job. is that allowed",
    "NT SOP: terms longer than 30 BD read as 30 BD", "§6.7 NT", "no", ["30 business days"])
add(A, "NT", "is plugging in a bit of gear with a flex cord electrical work in the nt",
    "plugging in equipment with a flexible cord is not electrical work", "§1.8", "no")
add(A, "NT", "free standing shed 25k in palmerston 0830 do i need bpb regio",
    "free-standing sheds need no registration", "§1.8", "no")
add(A, "NT", "big gas job in darwin, 300kg lpg storage. do i have to tell nt worksafe before starting",
    "gas works over 200 kg stored notified to NT WorkSafe at least 24 h before", "§9 second pass (who to ask)", "yes", ["24 hours", "200 kg"])
add(A, "AU", "turnovers only about 60 grand a year, do i have to put gst on my invoices",
    "GST registration compulsory only at $75,000 or more", "§6.2", "no", ["$75,000"])
add(A, "AU", "turnover just went over 75 grand this month how long have i got to register for gst",
    "register within 21 days of reaching the threshold", "§6.2", None, ["21 days"])
add(A, "AU", "invoice for 1,400 bucks, do i need the customers name or abn on it",
    "tax invoices of $1,000 or more show the buyer's identity or ABN", "§6.3", "yes", ["$1,000"])
add(A, "AU", "tpar due?",
    "TPAR by 28 August", "§6.5", None, ["28 August"])
add(A, "AU", "i want to start putting in split systems do i need an arctick licence or is my sparky ticket enough",
    "refrigerant handling licence (ARC) needed", "§1.9", "yes")
add(A, "AU", "client wants an engineered stone benchtop can i still install one",
    "engineered stone banned from 1 July 2024", "§5.8", "no", ["1 July 2024"])
add(A, "AU", "is sintered stone caught by the engineered stone ban",
    "sintered stone is excluded from the definition", "§5.8", "no")
add(A, "AU", "subbie wont give me his abn, bill is 60 bucks ex gst. do i have to withhold",
    "no withholding for $75 or less excl GST", "§6.8", "no", ["$75"])
add(A, "AU", "balustrade heights?",
    "barrier at least 1 m; 865 mm along stairs and ramps", "§5.2", None, ["1 m", "865 mm"])
add(A, "AU", "payday super when did that start and how many days have i got",
    "from 1 July 2026, within 7 business days after payday", "§9 second pass", None, ["1 July 2026", "7 business days"])
add(A, "AU", "Hello, a customer has requested a tax invoice for a $640 repair I completed last month. Is there a time limit within which I am obliged to provide it? Regards, Greg",
    "within 28 days of a request (not needed at $82.50 incl GST or less)", "§6.3, §9", None, ["28 days"])

# ---------------- TOOLS ----------------
add(T, "NSW", "4,800 + gst for a pergola in the hills district, am i over the licence limit or not",
    "threshold crossed: $4,800 + GST = $5,280 > $5,000", "§1.1, §2.1 NSW", "yes", ["$5,280", "$5,000"])
add(T, "VIC", "same house in geelong - im doin 6k of plastering and my painter mate 5k of painting under my contract. do i need rego",
    "sum $11,000 > $10,000 (more than one type of work together)", "§1.2, §2.1 VIC", "yes", ["$11,000", "$10,000"])
add(T, "QLD", "southport tiling job 2,900 labour, client bought 600 of tiles himself. qbcc licence?",
    "value includes owner-supplied materials: $3,500 > $3,300", "§1.3, §2.1 QLD", "yes", ["$3,500", "$3,300"])
add(T, "VIC", "plumber in mildura 520 labour plus client supplied tapware 310. compliance cert?",
    "sum incl client-supplied $830 > $750", "§4.2 VIC", "yes", ["$830", "$750"])
add(T, "NT", "darwin extension 8,400 plus a 3,100 variation same contract, all gst inclusive. bpb rego needed?",
    "sum $11,500, not over $12,000", "§1.8, §2.1 NT", "no", ["$11,500", "$12,000"])
add(T, "ACT", "canberra reno 7,200 + 4,950 on the same contract, residential building insurance?",
    "sum $12,150 ≥ $12,000", "§2.1, §2.2 ACT", "yes", ["$12,150", "$12,000"])
add(T, "SA", "port lincoln job 9,000 labour and 2,600 materials one contract, both gst inclusive. written contract required?",
    "sum $11,600 < $12,000", "§2.2 SA, §9 second pass", "no", ["$11,600", "$12,000"])
add(T, "QLD", "3 grand plus gst retaining wall in logan. qbcc licence?",
    "$3,000 + GST = $3,300, not over $3,300", "§1.3, §2.1 QLD", "no", ["$3,300", "$3,300"])
add(T, "AU", "invoice 6,270 inc gst, gst bit?",
    "GST = 1/11 of $6,270", "§6.2", None, ["$570", "10%"])
add(T, "AU", "4800 inc how much is gst",
    "GST = 1/11 of $4,800", "§6.2", None, ["$436.36", "10%"])
add(T, "TAS", "hobart plumbing invoice 1 298 inclusive whats the gst",
    "GST = 1/11 of $1,298", "§6.2", None, ["$118", "10%"])
add(T, "WA", "quote 3.8k ex gst for a job in rockingham whats the total",
    "$3,800 × 1.1", "§6.2", None, ["$4,180", "$380"])
add(T, "NSW", "12 grand plus gst, whats that come to",
    "$12,000 × 1.1", "§6.2", None, ["$13,200", "$1,200"])
add(T, "SA", "labour 2,150 and materials 1,375 both ex gst, total inc gst? job in elizabeth",
    "($2,150 + $1,375) × 1.1", "§6.2", None, ["$3,877.50", "$352.50"])
add(T, "NT", "645 + gst on a darwin invoice total pls",
    "$645 × 1.1", "§6.2", None, ["$709.50", "$64.50"])
add(T, "AU", "apprentce earned 912 this week, super?",
    "12% of $912", "§6.6, §9", None, ["$109.44", "12%"])
add(T, "AU", "offsider did 38 hrs at 42.50 how much super do i owe",
    "12% of 38 × $42.50 = $1,615", "§6.6, §9", None, ["$193.80", "12%"])
add(T, "QLD", "paid 3 blokes this week 1,240, 1,180 and 990. super all up? cairns",
    "12% of $3,410", "§6.6, §9", None, ["$409.20", "12%"])
add(T, "AU", "paying my apprentice today 1,500 of back pay for june 2025. what rate of super and how much",
    "12% applies to wages paid on or after 1 July 2025, even for earlier periods", "§6.6, §9", None, ["$180", "12%"])
add(T, "VIC", "ballarat kitchen 18k whats the biggest deposit i can take in dollars",
    "10% of $18,000 (under $20,000)", "§2.1, §2.2 VIC", None, ["$1,800", "10%"])
add(T, "VIC", "vic 24,500 bathroom max deposit $?",
    "5% of $24,500 ($20,000 or more)", "§2.1, §2.2 VIC", None, ["$1,225", "5%"])
add(T, "NSW", "nsw 38k + gst granny flat fitout, max deposit in dollars",
    "10% of $41,800", "§2.1, §2.2 NSW", None, ["$4,180", "10%"])
add(T, "QLD", "qld 85k extension, max deposit",
    "5% of $85,000", "§2.1, §2.2 QLD", None, ["$4,250", "5%"])
add(T, "WA", "new house in baldivis 310k. max deposit in $",
    "6.5% of $310,000", "§2.1, §2.2 WA, §9 fourth pass", None, ["$20,150", "6.5%"])
add(T, "QLD", "modular home in toowoomba 120k, about 70% of the price is built off site in the factory. max deposit $?",
    "20% where off-site work > 50% of price", "§2.1, §2.2 QLD, §9", None, ["$24,000", "20%"])
add(T, "AU", "is abn 74 458 089 334 legit (check digits)",
    "ABN check digits", "§6.1", "yes", ["valid"])
add(T, "AU", "chk abn 87185474124 plz",
    "ABN check digits", "§6.1", "yes", ["valid"])
add(T, "AU", "new subbie gave me abn 55 473 929 016 does it pass the check",
    "ABN check digits (last digit changed)", "§6.1", "no", ["invalid"])
add(T, "AU", "abn 79 730 628 253 valid or not",
    "ABN check digits (two digits swapped)", "§6.1", "no", ["invalid"])
add(T, "AU", "is 7445808933 a proper abn",
    "ABN needs 11 digits (10 given)", "§6.1", "no", ["invalid"])

# ---------------- DECLINES ----------------
add(D, "NSW", "hows much does it cost to lodge a notice of work for plumbing in nsw",
    "NoW fee not held", "§4.2 NSW, §0", ask="Building Commission NSW")
add(D, "NSW", "roughly what does hbcf cost on an 80k reno",
    "HBCF premium not held", "§2.2 NSW, §0", ask="icare")
add(D, "NSW", "whats the fine if i get the ccew in late in nsw",
    "late CCEW fine not held (neighbour: 7-day deadline is held)", "§3.2 NSW", ask="Building Commission NSW")
add(D, "VIC", "how much is dbi on a 200k extension in vic",
    "DBI premium not held", "§2.2 VIC, §0", ask="BPC")
add(D, "VIC", "wat does a licensed electrical inspector charge for a switchboard inspection in vic",
    "LEI fee not held", "§3.2 VIC, §0", ask="ESV")
add(D, "VIC", "vic plumbing renewal fee?",
    "renewal fee not held", "§1.2, §0", ask="BPC")
add(D, "QLD", "qbcc low rise builder licence fee?",
    "licence fee not held", "§1.3, §0", ask="QBCC")
add(D, "QLD", "whats the fine in qld if i dont give the customer the electrical certificate",
    "fine not held (neighbour: as soon as possible, keep 5 years)", "§3.2 QLD, §0", ask="Electrical Safety Office")
add(D, "WA", "cooling off period on a wa house contract",
    "WA cooling-off not found", "§2.1, §7", ask="Building and Energy")
add(D, "WA", "wa, whats the penalty for putting the noc in late",
    "late NOC penalty not held (neighbour: 3 days is held)", "§3.2 WA, §0", ask="Building and Energy")
add(D, "WA", "how much to get a plumbing contractors licence in wa",
    "licence fee not held", "§1.4, §0", ask="Plumbers Licensing Board / Building and Energy")
add(D, "SA", "sa max deposit on a 40k reno",
    "SA deposit not found", "§2.1, §7", ask="CBS")
add(D, "SA", "what happens fine wise if my sa plumbing certificate goes in after the 7 days",
    "late plumbing CoC fine not held (neighbour: 7 days held; electrical $5,000 penalty is a different certificate)", "§4.2 SA, §9", ask="OTR")
add(D, "SA", "is there a fee to lodge a gas ecoc in sa",
    "gas eCoC fee not held", "§4.5 SA, §0", ask="OTR / CBS")
add(D, "TAS", "tas cooling off on a reno contract how many days",
    "TAS cooling-off not found", "§2.1, §7, §9 fourth pass", ask="CBOS")
add(D, "TAS", "how many days do i get to do the CEC in tassie after finishin",
    "TAS CEC deadline not found", "§3.2 TAS, §7", ask="CBOS")
add(D, "TAS", "biggest deposit i can ask for in hobart on a 60k job",
    "TAS deposit not found", "§2.1, §7", ask="CBOS")
add(D, "ACT", "act payment schedule, how many business days to respond to a claim",
    "ACT payment schedule time not captured (neighbour: 15 BD to pay)", "§6.7 ACT", ask="Access Canberra")
add(D, "ACT", "max deposit in the act for a 35k extension",
    "ACT deposit not found", "§2.1, §7", ask="Access Canberra")
add(D, "ACT", "how much does access canberra charge for an electrical inspection",
    "inspection fee not held", "§3.2 ACT, §0", ask="Access Canberra")
add(D, "NT", "top end sparky here, nt electrical coc how many days have i got to do it now",
    "NT CoC deadline not found (only 'decreased')", "§3.2 NT, §7, §9 fourth pass", ask="NT WorkSafe")
add(D, "NT", "nt max deposit on a 400k new house, what percent",
    "NT deposit amount not captured", "§2.1, §2.2 NT", ask="Building Practitioners Board")
add(D, "NT", "darwin gasfitter, how long to issue the gas certificate after a job",
    "NT gas not researched", "§4.5, §0", ask="NT WorkSafe")
add(D, "AU", "can i still whack a 1.5% surcharge on eftpos and visa",
    "card surcharges not held", "§9", ask="ACCC or RBA")
add(D, "AU", "whats a 2nd year apprentice chippy get an hour",
    "award rates not held", "§6.9", ask="Fair Work Ombudsman")
add(D, "AU", "what does as 3740 actually say about the hob height",
    "standard text not held", "§6.10", ask="Standards Australia")
add(D, "AU", "missed the super by a week, whats the penalty the ato charges",
    "SG charge/penalty not held", "§6.6, §9", ask="ATO")

# ---------------- AMBIGUOUS ----------------
add(M, None, "4k retaining wall job in tweed heads or coolangatta, not sure which side yet. licence?",
    "NSW $5,000 no / QLD $3,300 yes", "§1.1, §1.3, §2.1")
add(M, None, "7k deck in albury or wodonga. need a licence or rego?",
    "NSW $5,000 yes / VIC $10,000 no", "§1.1, §1.2, §2.1")
add(M, None, "15k reno in richmond, do i need a written contract",
    "Richmond: VIC yes (>$10,000) / NSW yes (>$5,000) / SA yes (≥$12,000) / TAS no (<$20,000) / QLD yes (level 1)", "§2.1, §2.2")
add(M, None, "doin a 4k deck in kingston licence needed?",
    "Kingston: TAS/ACT class-based / QLD (Logan) $3,300 yes / SA floor unclear", "§1.3, §1.6, §1.7, §2.1")
add(M, None, "8k bathroom in sunshine, rego or licence needed?",
    "Sunshine: VIC $10,000 no / NSW (Lake Macquarie) $5,000 yes", "§1.1, §1.2, §2.1")
add(M, None, "tiling job echuca or moama side 6k. licence?",
    "VIC $10,000 no / NSW $5,000 yes", "§1.1, §1.2, §2.1")
add(M, None, "22k reno in mount barker, max deposit?",
    "Mount Barker: WA 6.5% / SA not found", "§2.1, §2.2")
add(M, None, "9k pergola corowa or wahgunyah, licence?",
    "NSW $5,000 yes / VIC $10,000 no", "§1.1, §1.2, §2.1")
add(M, None, "yarrawonga or mulwala 7k fence need licence",
    "VIC $10,000 no / NSW $5,000 yes", "§1.1, §1.2, §2.1")
add(M, None, "25k pergola n deck job in perth, max deposit i can ask?",
    "Perth: WA 6.5% / Perth TAS (town near Launceston) deposit not found", "§2.1, §2.2")

for i, it in enumerate(items, 1):
    it["id"] = f"d8-{i:03d}"

json.dump(items, open("/work/blind/dev8/questions.json", "w"), indent=2, ensure_ascii=False)
from collections import Counter
print(len(items), Counter(i["kind"] for i in items))
print(Counter(i["state"] for i in items))
