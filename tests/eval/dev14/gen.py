#!/usr/bin/env python3
"""Writes questions.json for blind set d14. Each row: kind, state, q, verdict, figures, topic, basis, extra."""
import json, os
R = []
def a(state, q, topic, basis, verdict=None, figures=None, date=None):
    R.append(dict(kind="answer", state=state, q=q, verdict=verdict, figures=figures, topic=topic, basis=basis, date=date))
def t(state, q, topic, basis, figures, verdict=None, date=None):
    R.append(dict(kind="tool", state=state, q=q, verdict=verdict, figures=figures, topic=topic, basis=basis, date=date))
def d(state, q, topic, ask):
    R.append(dict(kind="decline", state=state, q=q, topic=topic, basis="facts.md (not held)", ask=ask))
def m(q, topic):
    R.append(dict(kind="ambiguous", state=None, q=q, topic=topic, basis="facts.md §2.1, §3.2, §4.2 (per reading)"))

# ---------------- NSW ----------------
a("NSW", "sparky here, job in wagga is 3 powerpoints for about 400 bucks. do i need to be licensed for somethin that small or not", "electrical work needs a licence at any value", "facts.md §1.1, §2.1 NSW", "yes")
a("NSW", "how many days have i got to put the ccew in after i test, job's in parramatta", "CCEW within 7 days of finishing the test", "facts.md §3.2 NSW", None, ["7 days"])
a("NSW", "gasfitter in gosford - how long to get the compliance cert copy to fair trading after the job", "gas CoC copy to the regulator within 5 business days", "facts.md §4.5 NSW", None, ["5 business days"])
a("NSW", "whats the most i can ask upfront as a deposit on a kitchen reno in hornsby", "max deposit 10% of the contract price (HBA s8)", "facts.md §2.1, §2.2 NSW", None, ["10%"])
a("NSW", "little 4,500 inc gst pergola in mudgee, am i legally required to do a written contract", "written contract only over $5,000 incl GST", "facts.md §2.1, §2.2, §9 NSW", "no", ["$5,000"])
a("NSW", "12k bathroom in wollongong, what kind of contract do i need to use", "small jobs contract for $5,000-$20,000", "facts.md §2.2, §9 NSW", None, ["$5,000", "$20,000"])
a("NSW", "client in campbelltown nsw wants to rip out about 8 sqm of fibro himself, is he allowed to", "home renovators may remove up to 10 m² of bonded asbestos in total", "facts.md §5.5 NSW", "yes", ["10 m²"])
a("NSW", "reroofin in newcastle, eaves are about 2.6m off the ground. do i need a swms", "HRCW fall more than 2 m: SWMS before work", "facts.md §5.6 NSW", "yes", ["2 m"])
a("NSW", "diggin a 1.8m deep trench for a sewer line in penrith, is that high risk work needin a swms?", "trench deeper than 1.5 m is HRCW", "facts.md §5.6 NSW", "yes", ["1.5 m"])
a("NSW", "do i need to give the customer a certificate of compliance for a small plumbin job in lismore, just a leaking pipe under the house", "plumbing CoC for all plumbing and drainage work, copy to customer", "facts.md §4.2 NSW", "yes")

# ---------------- VIC ----------------
a("VIC", "restumpin a weatherboard in bendigo, only 4k. do i need to be registered for that?", "re-stumping needs registration at any cost", "facts.md §1.2, §2.1 VIC", "yes")
a("VIC", "sparky in ballarat, put in a few extra powerpoints (nothin prescribed). how long to give the client the coes", "non-prescribed work: COES to customer within 1 month", "facts.md §3.2 VIC", None, ["1 month"])
a("VIC", "$700 tap and toilet job in vic, all up inc gst, no gas. do i need a compliance certificate", "compliance certificate over $750", "facts.md §4.2 VIC", "no", ["$750"])
a("VIC", "relocatin a gas heater for a client in shepparton, only 500 bucks. compliance cert needed? and how long to lodge", "Type A appliance relocate: certificate at any value; lodge within 5 days", "facts.md §4.2, §4.5 VIC", "yes", ["5 days"])
a("VIC", "when does dbi kick in in vic? 14k carport in melton, do i need it", "DBI only for work over $16,000", "facts.md §2.1, §2.2 VIC", "no", ["$16,000"])
a("VIC", "pullin out about 8 m2 of non friable cement sheet in vic, how much notice do i give worksafe", "10 m² or less non-friable: at least 24 h before", "facts.md §5.5 VIC", None, ["24 h"])
a("VIC", "client in melbourne wants a brand new engineered stone benchtop put in, am i allowed to install it?", "engineered stone ban from 1 July 2024", "facts.md §5.8", "no", ["1 July 2024"])
a("VIC", "what about a porcelain slab benchtop instead, thats ok to install in vic yeah?", "porcelain is excluded from the engineered stone ban", "facts.md §5.8", "yes")
a("VIC", "im a registered plumber (not licensed) in vic, can i sign off the compliance cert on a 3k job myself", "only licensed plumbers sign compliance certificates for work over $750", "facts.md §1.2, §4.2 VIC", "no", ["$750"])
a("VIC", "back in march 2016 we did a 7k bathroom in ballarat on a handshake. should that have been a major domestic building contract", "before 1 Aug 2017 the major contract threshold was $5,000", "facts.md §2.2, §8, §9 VIC (dated)", "yes", ["$5,000"], date="2016-03-15")

# ---------------- QLD ----------------
a("QLD", "just a 150 dollar tap fix in toowoomba, do i need a qbcc licence for plumbin that small", "plumbing needs a licence at any value", "facts.md §1.3 QLD", "yes")
a("QLD", "chippy in cairns, 2.9k inc gst job hangin doors. need a qbcc licence?", "QBCC licence over $3,300", "facts.md §1.3 QLD", "no", ["$3,300"])
a("QLD", "hydraulic services design job worth $1,500 in brisbane, do i need a licence for that", "hydraulic services design over $1,100", "facts.md §1.3 QLD", "yes", ["$1,100"])
a("QLD", "clients in mackay signed a 60k extension 3 days ago and want to pull out. can they?", "cooling-off 5 business days; owner pays $100 plus out-of-pocket", "facts.md §2.2 QLD (Sch 1B s35)", "yes", ["5 business days", "$100"])
a("QLD", "how long have i got to lodge the form 4 for notifiable plumbin work in qld", "Form 4 within 10 business days of invoicing", "facts.md §4.2 QLD", None, ["10 business days"])
a("QLD", "whats the fee for a form 4 lodged online these days", "Form 4 fee $34.50 online (2024-25)", "facts.md §4.2, §8 QLD", None, ["$34.50"])
a("QLD", "how many years do i have to keep copies of electrical test certs in qld", "keep certificate copy 5 years", "facts.md §3.2, §6.4 QLD", None, ["5 years"])
a("QLD", "whats the min public liability cover for an electrical contractor licence in qld", "public and products liability at least $5,000,000; consumer protection at least $50,000", "facts.md §1.3 QLD", None, ["$5,000,000"])
a("QLD", "kit home in bundaberg, about 70% of the price is built in the factory. max deposit i can take?", "20% where off-site work is more than 50% of price", "facts.md §2.2, §9 QLD", None, ["20%"])
a("QLD", "office block built in 1996 in rockhampton, no asbestos in it. does the owner still need an asbestos register", "register not needed if built after 31 Dec 1989 and no asbestos", "facts.md §5.5 QLD", "no")

# ---------------- WA ----------------
a("WA", "18k patio in bunbury - above what price does wa builder registration kick in, do i need it for this one", "building contractor registration over $20,000", "facts.md §1.4, §2.1 WA", "no", ["$20,000"])
a("WA", "35k extension in mandurah - home indemnity insurance needed before i claim the deposit?", "HII over $20,000 before claiming any payment or starting", "facts.md §2.2 WA", "yes", ["$20,000"])
a("WA", "sparky in joondalup, how long to get the notice of completion in after finishing", "NOC within 3 days", "facts.md §3.2 WA", None, ["3 days"])
a("WA", "and how long to give the client the electrical safety certificate in wa", "ESC within 28 days", "facts.md §3.2 WA", None, ["28 days"])
a("WA", "plumber in rockingham, how much notice before major plumbin work do i give", "NOI at least 24 hours before", "facts.md §4.2 WA", None, ["24 hours"])
a("WA", "wa plumber - how long to keep my certificates of compliance", "keep at least 6 years", "facts.md §1.4, §6.4 WA", None, ["6 years"])
a("WA", "does the home building contracts act cover a 6k bathroom tile job in geraldton", "Act covers contracts $7,500-$500,000", "facts.md §2.2 WA", "no", ["$7,500"])
a("WA", "removin 15m2 of fibro in kalgoorlie, do i need an asbestos licence", "removing more than 10 m² needs a licence", "facts.md §5.5 WA", "yes", ["10 m²"])

# ---------------- SA ----------------
a("SA", "sa plumber - how many days to get the coc in to the technical regulator after the job", "plumbing CoC within 7 days", "facts.md §4.2, §9 SA", None, ["7 days"])
a("SA", "sparky in mount gambier, whens the ecoc due", "eCoC before energisation, to OTR and owner within 30 days", "facts.md §3.2 SA", None, ["30 days"])
a("SA", "installed a new gas hws in adelaide, how long to issue the ecoc", "gas eCoC within 30 days", "facts.md §4.5, §9 SA", None, ["30 days"])
a("SA", "14k pergola job in victor harbor, do i need a written contract", "written contract at $12,000 or more", "facts.md §2.2, §9 SA", "yes", ["$12,000"])
a("SA", "roofer in whyalla, gutters next month at about 2.5m fall. swms needed?", "SA HRCW fall trigger more than 2 m from 1 July 2026", "facts.md §5.6, §9 SA (dated)", "yes", ["2 m"], date="2026-12-15")
a("SA", "back in march this year we did a 2.5m high fascia job in gawler without a swms. was that ok at the time", "before 1 July 2026 SA fall trigger was 3 m", "facts.md §5.6, §9 SA (dated)", "yes", ["3 m"], date="2026-03-15")
a("SA", "what happens if i dont do a proper written domestic building contract in sa, whats the max penalty", "max penalty $5,000 (BWC Act s28)", "facts.md §2.2 SA", None, ["$5,000"])
a("SA", "solar panel installer in sa, do i need a building work contractor licence", "solar panel installation is building work (BWC Regs r3)", "facts.md §1.5 SA", "yes")
a("SA", "whats the fine for an individual contracting building work in sa without a licence, first offence", "up to $100,000 first or second offence", "facts.md §1.5 SA", None, ["$100,000"])

# ---------------- TAS ----------------
a("TAS", "22k deck in launceston, do i legally need a written contract", "written contract for residential work $20,000 or more", "facts.md §2.2 TAS", "yes", ["$20,000"])
a("TAS", "15k bathroom in devonport, contract has to be in writing?", "written contract only at $20,000 or more", "facts.md §2.2 TAS", "no", ["$20,000"])
a("TAS", "plumber in hobart, what temp do i set the tempering valve to for the shower", "tempering valve 50°C for personal hygiene", "facts.md §4.3 TAS", None, ["50°C"])
a("TAS", "hot water at a childcare centre in burnie, what valve and temp", "TMV set to 45°C", "facts.md §4.3 TAS", None, ["45°C"])
a("TAS", "what temp does the storage tank need to be kept at in tassie", "stored at 60°C or more", "facts.md §4.3 TAS", None, ["60°C"])
a("TAS", "owner builder in kingston beach tas, how many projects can they do", "2 projects in 10 years", "facts.md §1.6 TAS", None, ["2 projects in 10 years"])
a("TAS", "do i need to get home warranty insurance for a 60k extension in tassie", "no statutory scheme found (Housing Indemnity Act repealed)", "facts.md §2.1, §2.2 TAS", "no")
a("TAS", "residential job in tas, how long has the client got to send a payment schedule after my claim", "SOP: 20 days residential", "facts.md §6.7 TAS", None, ["20 days"])

# ---------------- ACT ----------------
a("ACT", "sparky in belconnen, how long to get the test report in", "within 14 days of the test", "facts.md §3.2 ACT", None, ["14 days"])
a("ACT", "15k alteration in woden, is it ok if i skip the residential building insurance / fidelity cert on this one", "cover for alterations $12,000 or more: skipping it is not allowed", "facts.md §2.2 ACT", "no", ["$12,000"])
a("ACT", "canberra sparky - can i wire up a home battery without the DER endorsement", "DER endorsement needed from 11 Sep 2024", "facts.md §1.7 ACT", "no", ["11 Sep 2024"])
a("ACT", "chippy in tuggeranong, do i need a licence for carpentry in the act", "carpenters not licensed in the ACT", "facts.md §1.7 ACT", "no")
a("ACT", "gasfitter in gungahlin, when do i have to give the compliance cert", "as soon as practicable, with a compliance indicator", "facts.md §4.5 ACT", None, ["as soon as practicable"])
a("ACT", "brand new install in a canberra house, can it be switched on before access canberra audits it", "new installations can't be energised until passed", "facts.md §3.2 ACT", "no")

# ---------------- NT ----------------
a("NT", "building a new house in palmerston nt, 380k. do i need bpb registration", "BPB registration over $12,000", "facts.md §1.8 NT", "yes", ["$12,000"])
a("NT", "20k free standing shed in katherine, do i have to be registered with the bpb", "free-standing sheds don't need registration", "facts.md §1.8 NT", "no")
a("NT", "swapped a light fitting like for like in darwin last week, no wiring changes. need a coc?", "from 1 Jan 2026 like-for-like needs no CoC", "facts.md §3.2 NT", "no", None, date="2026-11-20")
a("NT", "i hold an advanced tradesman plumbing licence in the nt, can i certify my own work", "advanced tradesman cannot certify; need certifying plumber registration", "facts.md §1.8 NT", "no")
a("NT", "contract in alice springs says payment in 45 business days, is that legit", "terms longer than 30 BD read as 30 BD", "facts.md §6.7 NT", "no", ["30 business days"])
a("NT", "runnin a small electrical business in darwin, do i need a contractor licence to work for a fee", "electrical contractor licence needed", "facts.md §1.8 NT", "yes")
a("NT", "gas job on a 400kg lpg install in nhulunbuy, how much notice to nt worksafe", "gas works over 200 kg notified no later than 24 hours before", "facts.md §9 NT", None, ["24 hours"])

# ---------------- AU ----------------
a("AU", "turnover's only about 60k, do i have to charge gst", "GST registration compulsory only at $75,000 turnover", "facts.md §6.2", "no", ["$75,000"])
a("AU", "just ticked over the gst threshold, how long have i got to register", "register within 21 days", "facts.md §6.2", None, ["21 days"])
a("AU", "invoice for 1,400 for a job, does it have to show the customers name or abn", "sales $1,000+ must show buyer identity or ABN", "facts.md §6.3", "yes", ["$1,000"])
a("AU", "customer wants a tax invoice, how long have i got to send it", "within 28 days of request", "facts.md §6.3, §9", None, ["28 days"])
a("AU", "how long do i have to keep my business records for the tax man", "5 years", "facts.md §6.4, §9", None, ["5 years"])
a("AU", "with this payday super thing, how many days after payday does the super have to hit the fund", "within 7 business days after payday (from 1 July 2026)", "facts.md §9 (payday super)", None, ["7 business days"])
a("AU", "installin split systems, do i need some kind of special licence", "Refrigerant Handling Licence (ARC)", "facts.md §1.9", "yes")
a("AU", "can i cut out and remove an old engineered stone benchtop that's already in the house", "legacy stone removal allowed if controlled and notified", "facts.md §5.8", "yes")
a("AU", "licensed asbestos removalist, how much notice before a job", "at least 5 days before", "facts.md §5.5", None, ["5 days"])
a("AU", "min height for a balcony balustrade", "at least 1 m; 865 mm along stairs", "facts.md §5.2", None, ["1 m"])
a("AU", "subbie with no abn sent a bill for 60 bucks ex gst, do i still gotta withhold", "no withholding for $75 or less excl GST", "facts.md §6.8", "no", ["$75"])
a("AU", "if an abn passes the check digit test does that mean its active", "checksum only shows well-formed; ABN Lookup for active", "facts.md §6.1", "no")
a("AU", "young fella under 18 did some work for me, no abn, 300 for the week. do i have to withhold", "no withholding for individual under 18 paid $350 or less a week", "facts.md §6.8", "no", ["$350"])

# ---------------- TOOLS ----------------
t("AU", "quoted 3,450 ex gst, whats the total with gst", "GST on: x1.1", "facts.md §6.2", ["$3,795", "10%"])
t("AU", "invoice is 2,640 inc gst, how much of that is gst", "GST out of incl amount: 1/11", "facts.md §6.2", ["$240", "10%"])
t("AU", "customer paid 7,150 inc gst, whats that ex gst", "ex-GST = incl / 1.1", "facts.md §6.2", ["$6,500", "10%"])
t("AU", "add gst to 12.8k for me", "GST on: x1.1", "facts.md §6.2", ["$14,080", "10%"])
t("AU", "how much gst is in a $935 bill", "GST out: 1/11", "facts.md §6.2", ["$85", "10%"])
t("AU", "paid my apprentce 815 this week, whats the super", "super 12% of wages", "facts.md §6.6, §9", ["$97.80", "12%"])
t("AU", "offsider worked 38 hrs at $34, how much super do i owe", "super 12% of 38 x $34 = $1,292", "facts.md §6.6, §9", ["$155.04", "12%"])
t("AU", "back in march 2025 i paid a worker 1,200 in wages, how much super should that have been", "super 11.5% for wages paid 1 July 2024 - 30 June 2025", "facts.md §6.6, §9 (dated)", ["$138", "11.5%"], date="2025-03-15")
t("NSW", "38k reno in chatswood, max deposit in dollars?", "NSW 10%", "facts.md §2.2 NSW", ["$3,800", "10%"])
t("VIC", "26k extension in bendigo, whats the most deposit i can take", "VIC 5% at $20,000+", "facts.md §2.2 VIC", ["$1,300", "5%"])
t("VIC", "15k job in warrnambool, max deposit in $?", "VIC 10% under $20,000", "facts.md §2.2 VIC", ["$1,500", "10%"])
t("QLD", "45k extension on the sunny coast (maroochydore), max deposit $", "QLD 5% at $20,000+", "facts.md §2.2 QLD", ["$2,250", "5%"])
t("QLD", "12k deck in hervey bay, whats the max deposit", "QLD 10% under $20,000", "facts.md §2.2 QLD", ["$1,200", "10%"])
t("WA", "80k home build contract in albany wa, max deposit", "WA 6.5%", "facts.md §2.2, §9 WA", ["$5,200", "6.5%"])
t("NSW", "4,700 + gst tilin job in orange nsw, does that go over the licence limit", "$4,700 x1.1 = $5,170 > $5,000 incl GST", "facts.md §2.1 NSW", ["$5,170", "$5,000"], "yes")
t("NSW", "2.9k tilin and 1.8k plasterin, both inc gst, same house in bathurst. licence needed?", "$4,700 <= $5,000", "facts.md §1.1, §2.1 NSW", ["$4,700", "$5,000"], "no")
t("QLD", "3,100 + gst carpentry job in gympie, do i need a qbcc licence", "$3,100 x1.1 = $3,410 > $3,300 incl GST", "facts.md §1.3, §2.1 QLD", ["$3,410", "$3,300"], "yes")
t("QLD", "my labour is 2,000 and the client is supplyin 1,500 of timber, carpentry job in noosa. licence?", "value includes materials whoever supplies: $3,500 > $3,300", "facts.md §1.3 QLD", ["$3,500", "$3,300"], "yes")
t("VIC", "plasterin 5.5k and paintin 4.8k on the same house in geelong, do i need to be registered", "combined $10,300 > $10,000", "facts.md §1.2 VIC", ["$10,300", "$10,000"], "yes")
t("VIC", "plumbin labour 600 inc gst plus the customer bought the 300 dollar toilet themselves, vic. compliance cert needed?", "$900 incl client-supplied > $750", "facts.md §4.2 VIC", ["$900", "$750"], "yes")
t("WA", "12k carport plus 9.5k patio, one contract in busselton. do i need to be a registered builder", "$21,500 > $20,000", "facts.md §1.4 WA", ["$21,500", "$20,000"], "yes")
t("TAS", "12k kitchen plus 9k laundry in the same contract in hobart, written contract needed?", "$21,000 >= $20,000", "facts.md §2.2 TAS", ["$21,000", "$20,000"], "yes")
t("SA", "7k fencing and 6.5k paving on the one contract in mount gambier, written contract?", "$13,500 >= $12,000", "facts.md §2.2, §9 SA", ["$13,500", "$12,000"], "yes")
t("NT", "7k extension framing plus 3k roofing in darwin, bpb rego needed?", "$10,000 <= $12,000 (x1.1 = $11,000 also under)", "facts.md §1.8 NT", ["$10,000", "$12,000"], "no")
t("ACT", "9k and 4k of work on an alteration in weston creek, need residential building insurance?", "$13,000 >= $12,000", "facts.md §2.2 ACT", ["$13,000", "$12,000"], "yes")
t("AU", "52k from jobs plus 21k from maintenance contracts this year, do i have to register for gst", "$73,000 < $75,000", "facts.md §6.2", ["$73,000", "$75,000"], "no")
t("AU", "subbie with no abn billed me 1,850, how much do i hold back", "withhold 47%", "facts.md §6.8", ["$869.50", "47%"])
t("AU", "no abn on a 4,200 invoice from a labour hire bloke, whats the withholding", "withhold 47%", "facts.md §6.8", ["$1,974", "47%"])
t("AU", "can u check abn 32 285 620 722 for me", "ABN check digits", "facts.md §6.1", ["valid"])
t("AU", "is 41619744952 a real abn number format wise", "ABN check digits", "facts.md §6.1", ["valid"])
t("AU", "new subbie's abn is 21 266 091 381, does it check out", "ABN check digits", "facts.md §6.1", ["invalid"])
t("AU", "abn 32285620725 on a quote i got, legit or not", "ABN check digits", "facts.md §6.1", ["invalid"])

# ---------------- DECLINES ----------------
d("NSW", "how much does it cost to renew a contractor licence in nsw", "licence renewal fee not held", "Building Commission NSW")
d("NSW", "whats the hbcf premium on a 90k extension in nsw", "HBCF premium not held", "icare (Home Building Compensation Fund) / Building Commission NSW")
d("NSW", "whats the fine if i put the ccew in late in nsw", "late CCEW penalty not held", "Building Commission NSW")
d("VIC", "how much is rec registration with esv", "REC registration fee not held", "Energy Safe Victoria")
d("VIC", "vic sparky, fine for givin the coes late?", "COES late penalty not held", "Energy Safe Victoria")
d("VIC", "under the vic security of payment act whats the max time to pay a progress claim", "VIC SOP maximum time to pay not captured", "Building and Plumbing Commission (formerly VBA)")
d("QLD", "how much is a qbcc trade contractor licence per year", "QBCC licence fee not held", "QBCC")
d("QLD", "qld fine for lodgin a form 4 late?", "notifiable work penalty amount not held", "QBCC")
d("QLD", "whats the home warranty premium on a 30k bathroom in qld", "premium not held", "QBCC")
d("WA", "do wa clients get a cooling off period on a house contract", "WA cooling-off not found", "Building and Energy (DEMIRS)")
d("WA", "how much to register as a building contractor in wa", "registration fee not held", "Building and Energy (DEMIRS)")
d("WA", "wa electrical licence renewal cost?", "licence fee not held", "Building and Energy (DEMIRS)")
d("SA", "max deposit i can take on a 40k reno in adelaide", "SA deposit cap not found", "Consumer and Business Services (CBS)")
d("SA", "cooling off period for a building contract in sa?", "SA cooling-off not found", "Consumer and Business Services (CBS)")
d("SA", "whats the fine in sa for lodgin the plumbin coc late", "late plumbing CoC penalty not held", "Office of the Technical Regulator")
d("TAS", "max deposit on a reno in tasmania?", "TAS deposit cap not found", "CBOS")
d("TAS", "how many days cooling off on a building contract in tassie", "TAS cooling-off not found", "CBOS")
d("TAS", "tas sparky - deadline to submit the certificate of electrical compliance?", "TAS CEC deadline not found", "CBOS")
d("ACT", "whats the max deposit on a 50k job in canberra", "ACT deposit cap not found", "Access Canberra")
d("ACT", "under act security of payment, how many days to send a payment schedule", "ACT payment schedule not captured", "Access Canberra")
d("ACT", "cost of a plumbing licence in the act", "licence fee not held", "Access Canberra")
d("NT", "nt sparky - how many days do i have to lodge the coc", "NT CoC deadline not found", "NT WorkSafe")
d("NT", "whats the max deposit on a new house contract in darwin", "NT deposit amount not captured", "Building Practitioners Board")
d("NT", "nt security of payment, how long to respond with a payment schedule", "NT payment schedule not captured", "Building Practitioners Board")
d("AU", "can i still add a card surcharge for visa payments", "card surcharges not held", "ACCC / RBA")
d("AU", "what do i have to pay a first year sparky apprentice per hour", "award rates not held", "Fair Work Ombudsman")
d("AU", "can u paste the exact wording of the as/nzs 3000 clause on rcds", "standard clause text not reproduced", "Standards Australia")

# ---------------- AMBIGUOUS ----------------
m("8k bathroom reno in windsor, do i need a licence", "Windsor NSW (>$5,000: yes) / Windsor VIC (<=$10,000: no) / Windsor QLD (>$3,300: yes)")
m("30k reno, albury or wodonga side not locked in yet. max deposit?", "Albury NSW (10%) / Wodonga VIC (5% at $20,000+)")
m("sparky, job's in mildura or maybe buronga, whats the deadline for the cert", "Mildura VIC (COES 1 month) / Buronga NSW (CCEW 7 days)")
m("queanbeyan or just over the border in canberra, how long to get the electrical test paperwork in", "Queanbeyan NSW (CCEW 7 days) / ACT (14 days)")
m("10k reno in campbelltown, written contract needed?", "Campbelltown NSW (>$5,000: yes) / Campbelltown SA (<$12,000: no)")
m("25k extension in st kilda, whats the max deposit", "St Kilda VIC (5%) / St Kilda SA (not found)")
m("plumber in malvern, how long to lodge the compliance cert", "Malvern VIC (5 days) / Malvern SA (7 days)")
m("25k extension in perth, do i need home warranty insurance", "Perth WA (HII >$20,000: yes) / Perth TAS (no statutory scheme)")
m("how long does a client get to cool off after signin a building contract", "no state: NSW 5 clear BD / VIC 5 clear BD / QLD 5 BD / WA SA TAS ACT NT not found")
m("7k reno in sunshine, licence or rego?", "Sunshine VIC (<=$10,000: no) / Sunshine NSW (>$5,000: yes)")

out = []
for i, r in enumerate(R, 1):
    o = {"id": f"d14-{i:03d}", "q": r["q"], "kind": r["kind"], "state": r["state"]}
    if r.get("verdict"): o["verdict"] = r["verdict"]
    if r.get("figures"): o["figures"] = r["figures"]
    o["topic"] = r["topic"]; o["basis"] = r["basis"]
    if r.get("ask"): o["ask"] = r["ask"]
    if r.get("date"): o["date"] = r["date"]
    out.append(o)
json.dump(out, open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "questions.json"), "w"), indent=2, ensure_ascii=False)
from collections import Counter
print(len(out), Counter(o["kind"] for o in out), Counter(str(o["state"]) for o in out))
