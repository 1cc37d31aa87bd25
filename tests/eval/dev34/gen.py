#!/usr/bin/env python3
"""blind-d34: writes questions.json (150 items, ids d34-001..d34-150). Style: typos/autocorrect, office side of a
trade business. Today = 2026-11-29 (Sunday). Run: python3 gen.py"""
import json, os
HERE = os.path.dirname(os.path.abspath(__file__))
items = []

def add(kind, state, q, topic, basis, verdict=None, figures=None, ask=None, date=None, profile=None):
    d = {"q": q, "kind": kind, "state": state}
    if verdict: d["verdict"] = verdict
    if figures: d["figures"] = figures
    if ask: d["ask"] = ask
    if date: d["date"] = date
    if profile: d["profile"] = profile
    d["topic"] = topic
    d["basis"] = basis
    items.append(d)

def A(state, q, topic, basis, **kw): add("answer", state, q, topic, basis, **kw)
def T(state, q, topic, basis, **kw): add("tool", state, q, topic, basis, **kw)
def D(state, q, topic, ask, **kw): add("decline", state, q, topic, "facts (not held)", ask=ask, **kw)
def M(q, topic): add("ambiguous", None, q, topic, "facts §2.1 (differs by state)")

# ---------------- answers ----------------
# NSW
A("NSW", "sparkly here, just a 600 dollar powerpoint job for an old lady in penrith, shes a friend of mums. do i still nees a licence for that",
  "NSW: all electrical work needs a licence whatever its value", "facts §1.1 NSW", verdict="yes")
A("NSW", "doin the books for hubbys tiling biz. do we legaly need a written contract for a 4k bathroom job in dubbo nsw?",
  "NSW written contract only for work over $5,000; $4,000 is under", "facts §2.1, §2.2 NSW, §9", verdict="no", figures=["$5,000"])
A("NSW", "ccew deadlne after testing? newcastle nsw",
  "NSW CCEW within 7 days of finishing the test", "facts §3.2 NSW", figures=["7 days"])
A("NSW", "client in orange nsw signed our 48k extention contract on friday and got their copy, how long can they cancel for",
  "NSW cooling-off 5 clear business days after being given the signed copy (HBA s 7BA)", "facts §2.1, §2.2 NSW, §9", figures=["5 clear business days"])
A("NSW", "waggle nsw gasfitter, how long for the gas certifcate",
  "NSW gas CoC / certificate of inspection copy to Fair Trading within 5 business days", "facts §4.5 NSW", figures=["5 business days"])
A("NSW", "developer client in liverpool nsw got our progess claim, were the head contractor on it. how many business days they got to pay",
  "NSW SOP max time to pay under a head contract 15 BD (s11(1A))", "facts §6.7 NSW", figures=["15 BD"])
A("NSW", "homeowner in campbelltown wants to save a few bucks and pull 15m2 of fibro sheeting off the back shed themself before we start, is that allowed",
  "NSW renovators may remove up to 10 m² of bonded asbestos; above that a licensed removalist", "facts §5.5 NSW", verdict="no", figures=["10 m²"])
A("NSW", "1.8m deep sewer trentch in blacktown, swms?",
  "NSW HRCW includes trenches deeper than 1.5 m -> SWMS before work starts", "facts §5.6 NSW", verdict="yes", figures=["1.5 m"])
A("NSW", "client in bathurst reckons we cant take more than 5% depsoit on a 30k reno. is that right",
  "statement to correct: NSW max deposit 10% of the contract price at any price (HBA s8)", "facts §2.1, §2.2 NSW", verdict="no", figures=["10%"])
A("NSW", "do we need the hbcf certificate before we take the deposit on a 60k job in gosford?",
  "NSW HBCF cover for residential work over $20,000 must be in place before starting or taking any money, deposit included", "facts §2.2 NSW", verdict="yes", figures=["$20,000"])
# VIC
A("VIC", "restumpin an old weatherboard in ballarat for a young couple, only a 7k job all up. do i need rego with the bpc for that",
  "VIC re-stumping needs registration whatever the cost", "facts §1.2 VIC, §2.1", verdict="yes")
A("VIC", "bendigo plumbing job, when do we lodge the complaince cert",
  "VIC plumbing compliance certificate to the customer and lodged with the BPC within 5 days of finishing", "facts §4.2 VIC", figures=["5 days"])
A("VIC", "2 new lights in gee long, coes due when",
  "VIC non-prescribed work: COES to the customer within 1 month", "facts §3.2 VIC", figures=["1 month"])
A("VIC", "instaling solar panels and a battery on a house in shepparton, does that need an lei to inspect it before its turned on",
  "VIC solar and batteries are prescribed work: independent LEI inspection, not energised before inspection", "facts §3.2 VIC", verdict="yes")
A("VIC", "our contract templete left out the cooling off notice. client in geelong signed 3 weeks ago and just found out, how long do they have to pull out",
  "VIC: contract without the cooling-off notice -> owner has 7 days from becoming aware", "facts §2.2 VIC", figures=["7 days"])
A("VIC", "vic client cancled in cooling off, what can we keep",
  "VIC DBCA s34: builder may keep $100 plus out-of-pocket expenses the owner approved", "facts §2.2 VIC", figures=["$100"])
A("VIC", "do we need to hand over the dbi certificate of currancy before taking the deposit on a 40k reno in warrnambool",
  "VIC work over $16,000: DBI policy and certificate of currency before taking any money", "facts §2.2 VIC", verdict="yes", figures=["$16,000"])
A("VIC", "builder in dandenong got our payemnt claim on wednesday, how long has he got to send a schedule back",
  "VIC SOP payment schedule within the contract time or 10 BD, whichever is earlier (s15)", "facts §6.7 VIC", figures=["10 BD"])
A("VIC", "pulling out 8m2 of bonded asbestoes sheeting from a shed in melton, how much notice does worksafe need",
  "VIC: 10 m² or less of non-friable -> notify at least 24 h before", "facts §5.5 VIC", figures=["24 h"])
A("VIC", "goin thru old files for the accountant. 7k bathroom job in vic, contract signed 14 march 2016. should that have been a major domestic building contract",
  "VIC major domestic building contract threshold was $5,000 before 1 Aug 2017 -> $7,000 needed one", "facts §2.1, §2.2 VIC, §8, facts-6 (dated row)",
  verdict="yes", figures=["$5,000"], date="2016-03-14")
# QLD
A("QLD", "qld plumber, customer in rockhampton just wants a 300 dollar tap repair, cash job. do i still need a qbc licence for something that small",
  "QLD plumbing needs an occupational licence at any value", "facts §1.3 QLD", verdict="yes")
A("QLD", "qld, 85k extention. is there a guide or somthing we have to give the owner before they sign",
  "QLD level 2 contract ($20,000 and over): owner gets the Consumer Building Guide before signing", "facts §2.2 QLD", verdict="yes", figures=["$20,000"])
A("QLD", "commencement notice due when? 60k job toowomba, started monday",
  "QLD contracts $20,000+: Commencement Notice within 10 business days of starting on site", "facts §2.2 QLD", figures=["10 business days"])
A("QLD", "form 4 deadline for notifible work in cairns",
  "QLD notifiable work registered with the QBCC (Form 4) within 10 business days of invoicing", "facts §4.2 QLD", figures=["10 business days"])
A("QLD", "8k painting job townsville, home warrnaty needed?",
  "QLD Home Warranty Scheme covers residential work over $3,300, painting included", "facts §2.2 QLD", verdict="yes", figures=["$3,300"])
A("QLD", "qld test certs, how long do we keep copys",
  "QLD electrical contractor keeps a copy for 5 years", "facts §3.2 QLD, §6.4", figures=["5 years"])
A("QLD", "re-roof in ipswich, 2.5m to the gutter. swms?",
  "QLD: SWMS for any construction work above 2 m, housing included", "facts §5.6 QLD", verdict="yes", figures=["2 m"])
A("QLD", "subbies payment claim, caboolture. days to send a schedule?",
  "QLD BIF Act payment schedule 15 BD", "facts §6.7 QLD", figures=["15 BD"])
A("QLD", "applying for a qld electrical contractor licence for the business and im sorting the insurances, how much public liabilty cover do we need",
  "QLD electrical contractor licence: public and products liability at least $5,000,000", "facts §1.3 QLD", figures=["$5,000,000"])
A("QLD", "back in march 2024 we installed an enginered stone benchtop in brisbane. was that still legal then",
  "engineered stone ban started 1 July 2024; March 2024 was before it", "facts §5.8", verdict="yes", figures=["1 July 2024"], date="2024-03-15")
# WA
A("WA", "got asked to quote a patio job in mandurah, comes to about 24k. do i need to be a registerd building contractor for that or is my trade enough",
  "WA building contractor registration for work over $20,000", "facts §1.4 WA, §2.1", verdict="yes", figures=["$20,000"])
A("WA", "how much notice before startin major plumbing, wa",
  "WA Notice of Intention at least 24 hours before major plumbing work", "facts §4.2 WA", figures=["24 hours"])
A("WA", "when is the plumbing certificate of compliance due in wa after finishing major work",
  "WA CoC within 5 working days of finishing major plumbing work", "facts §4.2 WA", figures=["5 working days"])
A("WA", "sparky in bunbury, notise of completion due when",
  "WA electrical Notice of Completion within 3 days of finishing (r52)", "facts §3.2 WA", figures=["3 days"])
A("WA", "how long do i have to give the customer the esc after a job in my state",
  "profile WA electrician: Electrical Safety Certificate within 28 days", "facts §3.2 WA",
  figures=["28 days"], profile={"state": "WA", "trade": "electrician"})
A("WA", "do we need the home indemnity certifcate before asking for the deposit on a 90k extension in joondalup",
  "WA HII for residential work over $20,000: certificate before claiming any payment or starting work", "facts §2.2 WA", verdict="yes", figures=["$20,000"])
A("WA", "handyman mate wants to hook up a gas bbq bayonet in rockingham wa, tiny job. does he need a gas fitters lisence",
  "WA gasfitting on a consumer's installation only by a licensed gas fitter, at any value", "facts §1.4 WA, facts-5", verdict="yes")
A("WA", "subbie on a job in perth wa, head contractor got our claim. how long have they got to pay us",
  "WA SOP head contractor to subcontractor 25 BD", "facts §6.7 WA", figures=["25 BD"])
A("WA", "how long do we keep plumbing certs in wa",
  "WA plumbing certificates of compliance kept at least 6 years", "facts §1.4 WA, §4.2, §6.4", figures=["6 years"])
# SA
A("SA", "whats the deadline for my plumbing cert of compliance in my state",
  "profile SA plumber: plumbing CoC to the OTR and the customer within 7 days", "facts §4.2 SA, §9",
  figures=["7 days"], profile={"state": "SA", "trade": "plumber"})
A("SA", "sa sparky, how long to get the ecoc to the technical regulater after its energised",
  "SA electrical eCoC to the Technical Regulator and owner within 30 days", "facts §3.2 SA", figures=["30 days"])
A("SA", "gasfitter mount gambier, gas ecoc due when",
  "SA gas eCoC within 30 days", "facts §4.5 SA, facts-5", figures=["30 days"])
A("SA", "whyalla roof job, 2.3m eaves. do we nees a swms",
  "SA HRCW fall trigger more than 2 m from 1 July 2026 -> 2.3 m needs a SWMS", "facts §9 SA", verdict="yes", figures=["2 m"])
A("SA", "doin our safety audit. jobs in june 2026 in adelaide at 2.5m didnt have a swms, were they required back then",
  "SA fall trigger was 3 m until 30 June 2026 -> 2.5 m in June 2026 was not HRCW by height", "facts §5.6 SA, §9",
  verdict="no", figures=["3 m"], date="2026-06-15")
A("SA", "client in adelaide wants a handshake deal for an 18k pergola, says paperwork is a waste of time. do we need a writen contract",
  "SA written domestic building contract for work of $12,000 or more", "facts §2.1, facts-5 SA", verdict="yes", figures=["$12,000"])
A("SA", "contract signed 20 october 2025 in sa, 16k job that needed development approval. did we need building indemnity insurace",
  "SA BII over $12,000 (with development approval) for contracts signed before 10 Nov 2025", "facts §2.1, §2.2 SA",
  verdict="yes", figures=["$12,000"], date="2025-10-20")
A("SA", "whats the max fine for contracting without a builders licence in sa, sole trader, first offence",
  "SA unlicensed building-work contracting: individual up to $100,000 (first or second offence)", "facts §1.5 SA", figures=["$100,000"])
A("SA", "sa builders licence, how much net assets needed",
  "SA BWC licence: at least $10,000 net assets", "facts §1.5 SA", figures=["$10,000"])
A("SA", "sa subbie, payment schedual deadline?",
  "SA SOP payment schedule 15 BD", "facts §6.7 SA", figures=["15 BD"])
# TAS
A("TAS", "tassie job, customer in launceston wants a 25k deck and hates paperwork. does it legally need a written contract",
  "TAS written contract for residential building work of $20,000 or more", "facts §2.1, §2.2 TAS", verdict="yes", figures=["$20,000"])
A("TAS", "do i need to take out home warrenty insurance for a reno in hobart",
  "TAS: no statutory home-warranty scheme (Housing Indemnity Act 1992 repealed)", "facts §0, §2.2 TAS", verdict="no")
A("TAS", "max shower temp on a new hws, devonport",
  "tempering valve 50°C for personal hygiene fixtures", "facts §4.3 TAS", figures=["50°C"])
A("TAS", "tmv temp for a childcare centre in tas",
  "early childhood centres: TMV set to 45°C", "facts §4.3 TAS", figures=["45°C"])
A("TAS", "residential job in tas, client got my payment claim. how long til they have to give a schedule",
  "TAS SOP payment schedule 20 days residential (10 days commercial)", "facts §6.7 TAS", figures=["20 days"])
A("TAS", "client in burnie wants to owner build his own house and have us do bits as subbies, what public liabilty does he need",
  "TAS owner-builder permit: public liability at least $5 million", "facts §1.6 TAS", figures=["$5 million"])
# ACT
A("ACT", "back in june 2024 i wired a home battery in canberra, did i need the der endorsment back then",
  "ACT DER endorsement for solar/inverter/battery wiring only from 11 Sep 2024", "facts §1.7 ACT",
  verdict="no", figures=["11 Sep 2024"], date="2024-06-15")
A("ACT", "carpenter in belconnen, just hanging doors and fitting skirting for a builder mate. do i need a licence in the act for that",
  "ACT: carpenters are not a licensed occupation", "facts §1.7 ACT", verdict="no")
A("ACT", "act, 30k alteration on a house in weston, contracts about to go out. do we need residential building insurence or a fidelity cert",
  "ACT residential building insurance or fidelity certificate for alterations of $12,000 or more", "facts §2.1, §2.2 ACT", verdict="yes", figures=["$12,000"])
A("ACT", "act sparky, test report to the registar within?",
  "ACT test report to the Construction Occupations Registrar or owner within 14 days of the test", "facts §3.2 ACT", figures=["14 days"])
A("ACT", "client in gungahlin found a defect in our work, how long do they have to tell the insurer",
  "ACT residential building insurance: insurer told within 90 days of becoming aware of a defect", "facts §2.2 ACT", figures=["90 days"])
A("ACT", "act subbie, max days for builder to pay me",
  "ACT SOP max time to pay 15 BD (s13(1))", "facts §6.7 ACT", figures=["15 BD"])
# NT
A("NT", "darwin 40k extension, need bpb registraton?",
  "NT BPB building contractor registration for listed residential work over $12,000 (extensions)", "facts §1.8 NT", verdict="yes", figures=["$12,000"])
A("NT", "building a free standing shed on a block in humpty doo for 18k, no house work. do i need to be registered with the bpb",
  "NT: free-standing sheds don't need BPB registration", "facts §1.8 NT", verdict="no")
A("NT", "commercial kitchen gas job in darwin, over 200 MJ an hour. do we have to notify nt worksafe first",
  "NT gas works over 200 MJ/h notified to NT WorkSafe no later than 24 hours before starting", "facts-5 (regulator table, NT gas)", verdict="yes", figures=["24 hours"])
A("NT", "did a like for like ceiling fan swap in katherine on 20 december last year, no wiring changes. did i need a coc for it",
  "NT like-for-like exemption only from 1 Jan 2026; in Dec 2025 a CoC was needed", "facts §3.2 NT",
  verdict="yes", figures=["1 Jan 2026"], date="2025-12-20")
A("NT", "the nt head contract the builder sent over says 45 business days to pay us. is that allowed",
  "NT SOP: any term longer than 30 BD is read as 30 BD", "facts §6.7 NT", verdict="no", figures=["30 BD"])
A("NT", "nt resi bulider rego, how much net tangible assets",
  "NT residential builders need $50,000 net tangible assets", "facts §2.2 NT", figures=["$50,000"])
# AU
A("AU", "doing the books tonight, turnover just went past 75k this month for the first time. how long have we got to register for gsr",
  "register for GST within 21 days of reaching the $75,000 threshold", "facts §6.2", figures=["21 days"])
A("AU", "im the one doing the paperwork, customer emailed asking for a tax invoice for last months job. how long have i got to send it",
  "tax invoice within 28 days of a request", "facts §6.3, facts-6", figures=["28 days"])
A("AU", "how long to keep recipts for the ato",
  "keep business records for 5 years", "facts §6.4, facts-6", figures=["5 years"])
A("AU", "tpar due date?",
  "TPAR lodged by 28 August each year", "facts §6.5", figures=["28 August"])
A("AU", "from now on how soon after payday does the supper have to land in the fund",
  "Payday Super from 1 July 2026: received by the fund within 7 business days of payday", "facts-5 (payday super)", figures=["7 business days"])
A("AU", "writing up an invoice for 1,400 for a kitchen splashback, do i have to put the customers name or abn on it",
  "tax invoices of $1,000 or more must show the buyer's identity or ABN", "facts §6.3", verdict="yes", figures=["$1,000"])
A("AU", "split system installs, need a refridgerant licence?",
  "refrigerant handling licence (ARC) for work on AC with fluorocarbon refrigerant", "facts §1.9", verdict="yes")

# ---------------- tools ----------------
T("NSW", "max depsoit on a 36,500 kitchen reno in castle hill",
  "NSW deposit cap 10% -> $3,650", "facts §2.1, §2.2 NSW", figures=["$3,650", "10%"])
T("NSW", "fencing job in albury nsw quoted at 4,600 + gst. need a licnce?",
  "$4,600 + GST = $5,060 incl GST, over the $5,000 incl-GST licence threshold", "facts §1.1, §2.1 NSW", verdict="yes", figures=["$5,060", "$5,000"])
T("NSW", "17k kitchen and a 4k laundry on the same contract in maitland nsw. hbcf needed?",
  "sum $21,000 over $20,000 -> HBCF needed", "facts §2.1, §2.2 NSW", verdict="yes", figures=["$21,000", "$20,000"])
T("VIC", "64k extension in sunbury, whats the most deposit we can take in dollars",
  "VIC deposit 5% at $20,000 or more -> $3,200", "facts §2.1, §2.2 VIC", figures=["$3,200", "5%"])
T("VIC", "mildura job, 6,400 of plastering and 3,900 of painting on the same house. do we need to be registerd",
  "types of work together $10,300 over $10,000 -> registration", "facts §1.2 VIC", verdict="yes", figures=["$10,300", "$10,000"])
T("VIC", "11k deck plus a 6.5k pergola for the one client in traralgon. is dbi needed",
  "$17,500 over $16,000 -> DBI", "facts §2.1, §2.2 VIC", verdict="yes", figures=["$17,500", "$16,000"])
T("VIC", "plumbing in wodonga, my labour is 450 and the customer bought the 380 tapware themself. do i nees a compliance cert",
  "value counts materials whoever supplied them: $830 over $750 -> compliance certificate", "facts §4.2 VIC", verdict="yes", figures=["$830", "$750"])
T("QLD", "whats the max deposit on a 30k job in my state",
  "profile QLD builder: 5% at $20,000 or more -> $1,500", "facts §2.1, §2.2 QLD", figures=["$1,500", "5%"],
  profile={"state": "QLD", "trade": "builder"})
T("QLD", "modular home in qld, 210k, about 70% gets built in our factory. max depoist?",
  "QLD off-site work over 50% of the price -> 20% = $42,000", "facts §2.1, §2.2 QLD, facts-5", figures=["$42,000", "20%"])
T("QLD", "painting job in mackay quoted 3,100 + gst. do i need a qbcc lisence",
  "$3,100 + GST = $3,410, over $3,300 (labour + materials + GST) -> licence", "facts §1.3, §2.1 QLD", verdict="yes", figures=["$3,410", "$3,300"])
T("WA", "86,000 extension in albany wa, how much deposit can we ask for",
  "WA deposit 6.5% ($7,500-$500,000 contracts) -> $5,590", "facts §2.1, §2.2 WA, facts-6", figures=["$5,590", "6.5%"])
T("WA", "geraldton, 12k patio and 5.5k of paving on one contract. home indemnity insurence needed",
  "$17,500 not over $20,000 -> no HII", "facts §2.1, §2.2 WA", verdict="no", figures=["$17,500", "$20,000"])
T("SA", "murray bridge reno, 7,500 for the kitchen and 4,800 for the laundry on one job. writen contract?",
  "$12,300 is $12,000 or more -> written contract", "facts §2.1, facts-5 SA", verdict="yes", figures=["$12,300", "$12,000"])
T("TAS", "glenorchy, 16k kitchen and a 4.5k laundry under the one contract. does it need a written contract",
  "$20,500 is $20,000 or more -> written contract", "facts §2.1, §2.2 TAS", verdict="yes", figures=["$20,500", "$20,000"])
T("ACT", "woden, 7k bathroom and 3k of extras on the same job. need residential bulding insurance",
  "$10,000 under $12,000 -> no residential building insurance", "facts §2.1, §2.2 ACT", verdict="no", figures=["$10,000", "$12,000"])
T("NT", "palmerston nt, 7k slab and 3.5k of framing for an extension. do i need bpb registation",
  "$10,500 not above $12,000 -> no registration", "facts §1.8 NT", verdict="no", figures=["$10,500", "$12,000"])
T("AU", "doing the bas in the ute, invoice total is 3,080 inc gst. whats the gst bit",
  "GST in an inclusive amount = 1/11 -> $280", "facts §6.2", figures=["$280", "10%"])
T("AU", "12,400 + gst, total?",
  "$12,400 + 10% = $13,640", "facts §6.2", figures=["$13,640", "10%"])
T("AU", "27,500 incl gst, whats it ex gsr",
  "$27,500 / 1.1 = $25,000", "facts §6.2", figures=["$25,000", "10%"])
T("AU", "apprentice grossed 920 this week, suoer?",
  "SG 12% -> $110.40", "facts §6.6, facts-5", figures=["$110.40", "12%"])
T("AU", "doin back pay checks. wages paid in march 2025 were 5,600, what super should that have been",
  "wages paid March 2025 -> 11.5% -> $644", "facts §6.6, §9", figures=["$644", "11.5%"], date="2025-03-15")
T("AU", "no abn subbie, 3,400 invoice. how much to withhold",
  "no-ABN withholding 47% -> $1,598", "facts §6.8", figures=["$1,598", "47%"])
T("AU", "no abn bloke dropped off 68 dollars of sand ex gst, do i withold anything",
  "payment of $75 or less ex GST -> no withholding", "facts §6.8", verdict="no", figures=["$75"])
T("AU", "audit question, in march 2016 we paid a no abn subbie 1,000. how much should we of withheld",
  "no-ABN rate was 49% (2014-2017) -> $490", "facts §6.8, §8", figures=["$490", "49%"], date="2016-03-15")
T("AU", "61k from tiling plus 16k from small handyman jobs under the same abn this year, do we have to register for gst",
  "GST turnover $77,000 is $75,000 or more -> must register", "facts §6.2", verdict="yes", figures=["$77,000", "$75,000"])
T("AU", "new subbies abn is 67 462 389 538, is it legit",
  "ABN check digits: weighted sum divisible by 89 -> valid", "facts §6.1", verdict="yes", figures=["valid"])
T("AU", "abn on this invoice is 16 460 547 740, does it chekc out",
  "ABN check digits: weighted sum not divisible by 89 -> invalid", "facts §6.1", verdict="no", figures=["invalid"])

# ---------------- declines ----------------
NSWB = "Building Commission NSW or NSW Fair Trading"
D("NSW", "nsw contractor licence aplication fee?", "NSW licence application fee not held", NSWB)
D("NSW", "fine for lodgin a ccew late in nsw", "CCEW late-lodgement penalty not held (7-day deadline is held)", NSWB)
D("NSW", "how long does icare usually take to issue the hbcf certifcate on a 70k reno in nsw", "HBCF processing time not held", "icare")
D("NSW", "customer in nsw wont pay the final invoice cos of a scratch on the benchtop, been chasing 6 weeks. if i take them to ncat will i win",
  "advice on a specific dispute not held", "a lawyer or NSW Fair Trading")
VICB = "Building and Plumbing Commission or VBA"
D("VIC", "cost to register as domestic builder limited with bpc", "registration fee not held", VICB)
D("VIC", "vic, builder got my payment claim. whats the max time they can take to actualy pay it",
  "VIC SOP maximum time to pay not captured (payment schedule 10 BD is held)", VICB + " or a lawyer")
D("VIC", "esv fine for not giving the customer a coes", "COES penalty not held", "Energy Safe Victoria")
D("VIC", "how long does worksafe vic take to aprove an asbestos removal licence", "licence processing time not held", "WorkSafe Victoria")
D("QLD", "qbcc yearly licence fee for a trade contractor?", "QBCC licence fee not held", "QBCC")
D("QLD", "qld fine for doing notifable work and not lodging the form 4", "Form 4 penalty not held", "QBCC")
D("QLD", "how long does rshq take to process a gas work licence aplication", "RSHQ processing time not held",
  "Resources Safety and Health Queensland or RSHQ")
D("QLD", "roughly what does qld home warranty insurence cost on a 50k job", "home warranty premium not held", "QBCC")
WAB = "Building and Energy"
D("WA", "client in wa wants to back out of the contract they signed yesterday cos her husband got cold feet, is there a cooling off period", "WA cooling-off not found", WAB)
D("WA", "wa building contractor registraton fee?", "registration fee not held", WAB + " or Building Services Board")
D("WA", "whats the fine in wa for a late notice of completion on electrical work", "NOC penalty not held (3-day deadline is held)", WAB)
D("WA", "customer wants to budget for the home indemnity insurence on a 300k build in wa, roughly what does it cost", "HII premium not held", WAB)
SAB = "Consumer and Business Services or CBS"
D("SA", "max deposit on a 40k reno in sa?", "SA deposit cap not found", SAB)
D("SA", "fine in sa for lodging a plumbing certifcate of compliance late", "SA plumbing CoC penalty not held (7 days is held)",
  "Office of the Technical Regulator or OTR")
D("SA", "is there a cooling off period in sa for a domestic bulding contract", "SA cooling-off not found", SAB)
D("SA", "sa builders licence fee each year?", "licence fee not held", SAB)
D("TAS", "tas customer wants to cancel a signed reno contract, how many days cooling off do they get", "TAS cooling-off not found", "CBOS")
D("TAS", "tas sparky, how many days to lodge the cec after finishin", "TAS CEC deadline not found", "CBOS")
D("TAS", "max deposit on a 35k job in hobart", "TAS deposit cap not found", "CBOS")
D("TAS", "gasfitter in launceston, deadline for the gas complaince certificate", "TAS gas certificate deadline not researched", "CBOS")
D("ACT", "max deposit on a 50k reno in canberra", "ACT deposit cap not found", "Access Canberra")
D("ACT", "act subbie, how many days has the builder got to send a payment schedual", "ACT payment schedule not captured (15 BD to pay is held)",
  "Access Canberra or a lawyer")
D("ACT", "is there a cooling off period on building contracts in the act", "ACT cooling-off not found", "Access Canberra")
D("ACT", "act builders lisence renewal fee?", "licence renewal fee not held", "Access Canberra")
D("NT", "darwin sparky, days to lodge the coc?", "NT electrical CoC deadline not found", "NT WorkSafe")
D("NT", "whats the max deposit on a 60k house extention in the nt", "NT deposit regulated but amount not captured", "Building Practitioners Board")
D("NT", "nt subbie, how long has the head contractor got to send a payment schedule", "NT payment schedule not captured (30 BD cap to pay is held)",
  "Building Practitioners Board or a lawyer")
D("NT", "cooling off period for a residential bulding contract in the nt?", "NT cooling-off not found", "Building Practitioners Board")
D("AU", "our 2nd year apprentce chippy is asking for a raise, whats the hourly rate he should be on", "award pay rates not held", "Fair Work Ombudsman")
D("AU", "customer kicked up a stink about the card fee, can we still add a 1.5% surcharge when customers pay by visa", "card surcharge rules not held", "the ACCC or the RBA")
D("AU", "doing the books in the ute, when is our quarterly bas due", "BAS due dates not held", "the ATO")
D("AU", "hubby wants to know can we claim the whole ute on tax this year", "tax deduction advice not held", "the ATO")
D("AU", "exact wording of the as/nzs 3000 rcd clause pls", "standard clause text not held", "Standards Australia")
D("AU", "do i have to pay suoer for my subbie who invoices with an abn, hes been with us pretty much full time for a year", "contractor vs employee super test not held", "the ATO")

# ---------------- ambiguous ----------------
M("max depsoit on a 30k job",
  "NSW 10% ($3,000) / VIC 5% ($1,500) / QLD 5% ($1,500) / WA 6.5% ($1,950) / SA, TAS, ACT not found / NT regulated, amount not captured")
M("how long have i got to get the electrical certifcate to the customer",
  "NSW CCEW 7 days / VIC COES 1 month (non-prescribed) / QLD as soon as possible / WA ESC 28 days / SA 30 days / ACT 14 days / TAS, NT not found")
M("do i nees home warranty insurance on an 18k bathroom reno",
  "NSW no (>$20,000) / VIC yes (>$16,000) / QLD yes (>$3,300) / WA no (>$20,000) / ACT yes ($12,000+) / SA no for contracts from 10 Nov 2025 ($20,000) / TAS no scheme")
M("customer signed our reno contract 3 days ago and now her husband wants out, can they still cancel",
  "NSW 5 clear business days / VIC 5 clear business days / QLD 5 business days -> yes; WA, SA, TAS, ACT, NT not found")
M("do i need a licence for a 4k deck job",
  "NSW no (<=$5,000) / VIC no (<=$10,000) / QLD yes (>$3,300) / WA no (<=$20,000) / NT verandas on existing buildings exempt / SA BWC licence for a contracting business")
M("how many days have we got to reply to a payment clain",
  "NSW 10 business days / VIC 10 BD / QLD 15 BD / WA 15 BD / SA 15 BD / TAS 10 days commercial, 20 days residential / ACT, NT not captured")
M("maryborough job, how long do i have for the plumbing complience paperwork",
  "Maryborough QLD: Form 4 within 10 business days / Maryborough VIC: compliance certificate within 5 days (over $750)")
M("paddington reno, 25k. max deposit in dollars?",
  "Paddington NSW: 10% = $2,500 / Paddington QLD: 5% = $1,250")
M("windsor job, 15k kitchen. written contract needed",
  "Windsor NSW yes (>$5,000) / Windsor VIC yes (>$10,000) / Windsor QLD yes (level 1) / Windsor SA yes ($12,000+)")
M("8k bathroom reno in kew, do i need to be licenced or registered",
  "Kew VIC: no (registration over $10,000) / Kew NSW: yes (licence over $5,000)")
M("how long have i got to lodge the gas certificate after a job",
  "NSW 5 business days / VIC compliance certificate 5 days / SA eCoC 30 days / QLD certificate to owner / ACT as soon as practicable")

for i, d in enumerate(items, 1):
    items[i - 1] = {"id": "d34-%03d" % i, **d}
assert len(items) == 150, len(items)
json.dump(items, open(os.path.join(HERE, "questions.json"), "w"), indent=2, ensure_ascii=False)
print("wrote", len(items))
