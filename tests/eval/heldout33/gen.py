#!/usr/bin/env python3
"""Writes questions.json for held-out set h33 (blind, style "what do I tell them"). Today = 2026-11-29 (Sunday)."""
import json, os
HERE = os.path.dirname(os.path.abspath(__file__))
items = []
def I(kind, state, q, topic, basis, verdict=None, figures=None, ask=None, date=None, profile=None):
    d = {"id": "h33-%03d" % (len(items) + 1), "q": q, "kind": kind}
    if state: d["state"] = state
    if verdict: d["verdict"] = verdict
    if figures: d["figures"] = figures
    if ask: d["ask"] = ask
    if date: d["date"] = date
    if profile: d["profile"] = profile
    d["topic"] = topic; d["basis"] = basis
    items.append(d)
A, T, D, M = "answer", "tool", "decline", "ambiguous"

# ---------------- NSW answers (13)
I(A, "NSW", 'Customer in Penrith texted: "we got the signed contract back Thursday and we\'ve changed our minds, can we still cancel?" its the 48k extension. what do i tell her',
  "NSW cooling-off 5 clear business days after being given the signed copy (Thu 26 Nov -> runs to Thu 3 Dec): yes, still can", "facts §2.1, §2.2 NSW, §9 (s 7BA)", "yes", ["5 clear business days"])
I(A, "NSW", 'fwd from the builder - "you cant take more than 5% deposit on a reno in nsw" - its a 30k bathroom in hornsby. is he right',
  "claim wrong: NSW max deposit is 10% of the contract price", "facts §2.1, §2.2 NSW (HBA s8)", "no", ["10%"])
I(A, "NSW", "my apprentice just got his tradesperson certificate and asked if he can sign off the CoC on the drainage job himself now. nsw. what do i say",
  "NSW tradesperson certificate holders work under supervision and cannot sign off their own work: no", "facts §1.1", "no")
I(A, "NSW", 'Email from the strata manager (Chatswood): "Please confirm whether a licence is required for the $2,800 of plumbing repairs to Unit 4." What do I reply?',
  "NSW plumbing is specialist work: licence at any value (the $5,000 floor does not apply)", "facts §1.1, §2.1", "yes")
I(A, "NSW", "bloke in gosford wants a colorbond fence, im quoting 4,200 all up. he asked if i need a licence for it",
  "NSW fencing needs a licence only above $5,000; $4,200 is under", "facts §1.1, §9", "no", ["$5,000"])
I(A, "NSW", "customers son rang about his mums 35k kitchen in newcastle nsw, wants to know if the home warranty insurance has to be sorted before we take the deposit",
  "HBCF for residential work over $20,000 must be in place before starting or taking any money, including the deposit: yes", "facts §2.1, §2.2 NSW", "yes", ["$20,000"])
I(A, "NSW", "im a wodonga sparky, did a job over the river in albury. customer asks how long ive got to give her the electrical certificate",
  "work is in NSW (Albury): CCEW within 7 days of finishing the test, customer always gets a copy", "facts §3.2 NSW", None, ["7 days"])
I(A, "NSW", "owner in dubbo wants to rip out the old fibro bathroom walls himself before i tile, reckons its about 14 square metres. can he do that",
  "NSW home renovators may remove up to 10 m² of bonded asbestos; 14 m² needs a licensed contractor: no", "facts §5.5", "no", ["10 m²"])
I(A, "NSW", "gasfitter in blacktown. customer asks if she gets any paperwork after the new cooktop goes in or is the receipt it",
  "NSW gas: CoC to the consumer (and network operator) and a copy to Fair Trading within 5 business days: yes, she gets a certificate", "facts §4.5 NSW", "yes", ["5 business days"])
I(A, "NSW", "site super in liverpool reckons the deck we're sheeting from is only 2.4m up so no swms needed for the roof. is he right",
  "claim wrong: HRCW includes risk of falling more than 2 m; SWMS before work starts", "facts §5.6", "no", ["2 m"])
I(A, "NSW", "plumber mate in penrith asked if he can disconnect and reconnect the hot water heater wiring himself on a like for like swap. he's got no electrical licence or restricted ticket at all. what do i tell him",
  "NSW: electrical wiring work needs a licence; plumbers can hold a restricted QSC for like-for-like disconnection/reconnection, but without one: no", "facts §1.1", "no")
I(A, "NSW", 'Email from a client in Manly, NSW: "Our landscaper says the $14,000 sandstone retaining wall and pergola doesn\'t need a licensed contractor because it is only landscaping." Is that correct?',
  "claim wrong: NSW structural landscaping (retaining walls, pergolas) needs a licence above $5,000", "facts §1.1, §9", "no", ["$5,000"])
I(A, "NSW", 'wollongong customer: "we\'re only paying you 9k for the bathroom, do we even need a written contract?" what do i say',
  "NSW written contract for residential work over $5,000 (small jobs contract $5,000–$20,000): yes", "facts §2.1, §2.2 NSW, §9", "yes", ["$5,000"])

# ---------------- VIC answers (13)
I(A, "VIC", 'customer in ballarat: "we signed the 45k contract on monday and got our copy the same day. is it too late to cancel?"',
  "VIC cooling-off 5 clear business days after receiving the signed copy (Mon 23 Nov -> runs to Mon 30 Nov): not too late, can still cancel", "facts §2.1, §2.2 VIC (DBCA s34)", "yes", ["5 clear business days"])
I(A, "VIC", "owner in geelong asked if i need to be registered to restump her cottage seeing its only $8,500",
  "VIC re-stumping needs registration whatever the cost", "facts §1.2, §2.1", "yes")
I(A, "VIC", "customer asked how long till she gets the certificate for the new power points i put in here",
  "profile VIC electrician: non-prescribed work, COES to the customer within 1 month", "facts §3.2 VIC", None, ["1 month"], profile={"state": "VIC", "trade": "electrician"})
I(A, "VIC", 'Email from the builder: "Solar install at Werribee - panels and inverter are connected. Can we switch it on before the inspector comes out?" What should I tell him?',
  "VIC solar is prescribed work: needs an LEI inspection and must not be energised before it: no", "facts §3.2 VIC", "no")
I(A, "VIC", "my third year apprentice asked if he can do hot water swaps on his own on weekends for cash. hes not registered. vic",
  "VIC plumbing needs licence/registration in the class or training under a licensed plumber's supervision, at any value: no", "facts §1.2, §9 (third pass)", "no")
I(A, "VIC", 'customer in ringwood on the 28k reno asked: "do we have to be given the insurance certificate before we pay the deposit?"',
  "VIC: for work over $16,000 the DBI policy and certificate of currency must be given before taking any money: before", "facts §2.2 VIC", "yes", ["$16,000"])
I(A, "VIC", "registered plumber on my crew asks if he can sign the compliance cert for the $1,400 bathroom job himself or does it have to be me (im licensed)",
  "VIC: only licensed plumbers sign compliance certificates; a registered plumber needs a licensed plumber to sign off work over $750: no", "facts §1.2, §4.2 VIC", "no", ["$750"])
I(A, "VIC", "bookkeeper going through old files asks: the $7,000 kitchen job in mildura we signed up in june 2017 — should that have been a major domestic building contract?",
  "dated: before 1 Aug 2017 the major domestic building contract threshold was $5,000: yes", "facts §2.1, §2.2 VIC, §8, §9 (third pass)", "yes", ["$5,000"], date="2017-06-15")
I(A, "VIC", "customer in traralgon wants to know if shes getting a certificate for the gas heater i moved, its only about 450 bucks of work",
  "VIC: Type A gas appliance relocation needs a compliance certificate at any value: yes", "facts §4.2 VIC, §4.5 VIC", "yes")
I(A, "VIC", "asbestos sub on my job in sunbury asked how much notice worksafe needs before he pulls out 8 m2 of non friable fibro",
  "VIC: 10 m² or less of non-friable -> notify at least 24 h before", "facts §5.5 (VIC)", None, ["24 h"])
I(A, "VIC", 'Email from a customer in Doncaster: "Our deck is $9,500. The builder says we don\'t need a major domestic building contract for that. Is he right?"',
  "VIC major domestic building contract only for work over $10,000: builder is right", "facts §2.1, §2.2 VIC", "yes", ["$10,000"])
I(A, "VIC", "lady in camberwell vic wants me to install an engineered stone benchtop she bought last year, reckons its fine cos she already owns the slab. is it?",
  "engineered stone installation banned from 1 July 2024 (VIC no transitional period): no", "facts §5.8", "no")
I(A, "VIC", "subbie in dandenong. builder got my payment claim 3 weeks ago and never sent a schedule. my mate says that means he owes the whole claim now. true?",
  "VIC SOP s15: schedule within contract time or 10 BD, whichever is earlier, otherwise the full claim becomes payable: yes", "facts §6.7 VIC", "yes", ["10 BD"])

# ---------------- QLD answers (13)
I(A, "QLD", 'customer in townsville texted: "got the signed contract and the guide on wednesday, can we still cancel the pool?" what do i tell her',
  "QLD cooling-off 5 business days starting the day after receipt (Wed 25 Nov -> to Wed 2 Dec): yes", "facts §2.1, §2.2 QLD (Sch 1B s35)", "yes", ["5 business days"])
I(A, "QLD", "customer reckons i dont need my licence for her little $600 job cos its under the limit. is she right",
  "profile QLD plumber: plumbing needs a QBCC occupational licence at any value: customer wrong", "facts §1.3, §2.1", "no", profile={"state": "QLD", "trade": "plumber"})
I(A, "QLD", "customer in southport qld asks if her 18k bathroom reno has to have the home warranty",
  "QLD Home Warranty Scheme for residential work over $3,300: yes", "facts §2.1, §2.2 QLD", "yes", ["$3,300"])
I(A, "QLD", "sparky mate in rocky asked what insurance he needs to hold for his electrical contractor licence",
  "QLD electrical contractor licence: public and products liability at least $5,000,000, consumer protection at least $50,000", "facts §1.3", None, ["$5,000,000", "$50,000"])
I(A, "QLD", "owner in logan asked when she'll get her electrical certificate after i finish the rewire. and do i keep a copy?",
  "QLD certificate of testing and compliance to the customer as soon as possible; contractor keeps a copy 5 years", "facts §3.2 QLD", None, ["5 years"])
I(A, "QLD", 'Property manager in Cairns: "When will the hot water replacement at 14 Smith St be registered with QBCC?" Whats my deadline',
  "QLD notifiable work: Form 4 within 10 business days of invoicing", "facts §4.2 QLD", None, ["10 business days"])
I(A, "QLD", "roofer im working with in chermside says a house reroof at 2.7m doesnt need a swms cos housing is 3m in qld. right?",
  "claim wrong: QLD SWMS needed for any construction work above 2 m, housing included (3 m is the housing fall-prevention trigger)", "facts §5.6 QLD", "no", ["2 m"])
I(A, "QLD", "head contractor in mackay asked me how long he's got to send a payment schedule back on my claim",
  "QLD BIF Act: payment schedule within 15 BD (or earlier per contract)", "facts §6.7 QLD", None, ["15 BD"])
I(A, "QLD", 'client emailed: "Our office in Maryborough, Queensland was built in 1995 and has no asbestos. Do we still need an asbestos register?"',
  "QLD workplaces need a register unless built after 31 Dec 1989 with no asbestos: no", "facts §5.5", "no")
I(A, "QLD", "gasfitter in hervey bay, customer asks if she gets a certificate for the new fixed bbq gas line",
  "QLD Gas System Compliance Certificate for new installations including fixed BBQs: yes", "facts §4.5 QLD", "yes")
I(A, "QLD", "apprentice chippy asked how many years experience he needs before he can go for a builder low rise licence once he's trade qualified in carpentry",
  "QLD Builder – Low Rise: 2 years if trade-qualified in carpentry or bricklaying (otherwise 4)", "facts §1.3", None, ["2 years"])
I(A, "QLD", "customer in gladstone qld wants to pay 10% deposit on the 25k kitchen to lock it in. am i allowed to take that",
  "QLD deposit 5% at $20,000 or more: no", "facts §2.1, §2.2 QLD", "no", ["5%"])
I(A, "QLD", "gasfitter from tweed heads asked if his nsw gas licence covers a job in coolangatta under mutual recognition. what do i tell him",
  "work in QLD: QLD not in Automatic Mutual Recognition for gas, needs a QLD gas work licence (RSHQ): no", "facts §1.3", "no")

# ---------------- WA answers (9)
I(A, "WA", "customer in rockingham asked if i need to be a registered builder for her 16k patio",
  "WA building contractor registration only over $20,000: no", "facts §1.4, §2.1", "no", ["$20,000"])
I(A, "WA", "plumber mate in geraldton asks how long he has to hang on to his certificates of compliance",
  "WA plumbing CoC kept at least 6 years", "facts §1.4, §4.2 WA, §6.4", None, ["6 years"])
I(A, "WA", "builder in osborne park wants to know when i put the notice of completion in for the new circuits",
  "WA NOC within 3 days of finishing (r52)", "facts §3.2 WA", None, ["3 days"])
I(A, "WA", "owner asked when she'll get her safety certificate for the job i did here",
  "profile WA electrician: ESC to the person the work was done for within 28 days", "facts §3.2 WA", None, ["28 days"], profile={"state": "WA", "trade": "electrician"})
I(A, "WA", 'client in kalgoorlie: "do you have to notify anyone before you start the new sewer and plumbing at our place?"',
  "WA Notice of Intention at least 24 hours before major plumbing work: yes", "facts §4.2 WA", "yes", ["24 hours"])
I(A, "WA", "customer in broome asks if her 9k bathroom contract has to be in writing",
  "WA Home Building Contracts Act: fixed-price contracts $7,500–$500,000 must be written: yes", "facts §2.1, §2.2 WA", "yes", ["$7,500"])
I(A, "WA", "homeowner in busselton reckons he'll just hook up the new gas bbq bayonet himself. does he need a licensed gasfitter?",
  "WA gasfitting on a consumer's installation only by a licensed gas fitter: yes", "facts §1.4, §9 (second pass)", "yes")
I(A, "WA", 'Builder in Fremantle: "Can we get the HII certificate sorted after the first progress claim on the $85k extension?" Can he?',
  "WA: builder must get the HII certificate before claiming any payment or starting work: no", "facts §2.2 WA", "no")
I(A, "WA", "client in karratha wants to remove 15 m2 of fibro sheeting herself before i start. is that ok",
  "removing more than 10 m² of asbestos needs a licence (WorkSafe WA): no", "facts §5.5", "no", ["10 m²"])

# ---------------- SA answers (11)
I(A, "SA", "customer in victor harbor asks if we need a swms for the gutter guard job, fall is about 2.5m",
  "SA HRCW fall trigger more than 2 m from 1 July 2026: yes", "facts §5.6, §9", "yes", ["2 m"])
I(A, "SA", "safework sa bloke asking about a job we did in port pirie back in march this year, 2.6m fall and no swms. were we ok back then?",
  "dated: before 1 July 2026 the SA trigger was 3 m, so 2.6 m did not need a SWMS: yes, ok", "facts §5.6, §9", "yes", ["3 m"], date="2026-03-15")
I(A, "SA", "customer in glenelg asks when she'll get the plumbing certificate for her new hot water unit",
  "SA plumbing CoC to the OTR and customer within 7 days of completing", "facts §4.2 SA, §9", None, ["7 days"])
I(A, "SA", "gasfitter in murray bridge. customer wants to know does moving her gas oven to the other wall need a certificate",
  "SA gas CoC needed for appliance relocation, issued within 30 days: yes", "facts §4.5 SA, §9", "yes", ["30 days"])
I(A, "SA", "client in elizabeth asks if we legally need a written contract for her $9,000 pergola",
  "SA written contract for domestic building work of $12,000 or more: no", "facts §2.1, §9 (second pass)", "no", ["$12,000"])
I(A, "SA", 'sparky mate in salisbury sa asked "can i do the eCoC a week after its energised?" what do i tell him',
  "SA eCoC must be completed before the installation is made available for energisation: no", "facts §3.2 SA", "no")
I(A, "SA", "my apprentice asked if a painting business in norwood, adelaide needs a building work contractors licence",
  "SA: painting is building work; contractors must be licensed under the BWC Act: yes", "facts §1.5", "yes")
I(A, "SA", "customer in port augusta wants a dripping tap fixed and asks if she'll get a plumbing compliance certificate for it",
  "SA plumbing CoC not needed for tap washers / domestic tapware: no", "facts §9", "no")
I(A, "SA", "builder in mawson lakes asked what net assets i need to get my building work contractors licence",
  "SA BWC licence: at least $10,000 net assets", "facts §1.5", None, ["$10,000"])
I(A, "SA", "owner in noarlunga asked how long i have to give her the electrical certificate after the new circuit is switched on",
  "SA eCoC to the Technical Regulator and owner within 30 days after energisation", "facts §3.2 SA", None, ["30 days"])
I(A, "SA", 'Email from a client in Mount Gambier: "For our $25,000 renovation, does the contract have to be signed by both of us and do we get a copy with some notice?"',
  "SA domestic building work contract: written, signed by both, signed copy with prescribed notice (Form 1); $12,000 or more", "facts §2.2 SA, §9", "yes", ["$12,000"])

# ---------------- TAS answers (8)
I(A, "TAS", "owner builder client in glenorchy asks how many owner builder jobs shes allowed to do",
  "TAS owner-builders limited to 2 projects in 10 years", "facts §1.6", None, ["10 years"])
I(A, "TAS", "customer in launceston asks if the 14k deck needs a written contract",
  "TAS written contract for residential work $20,000 or more: no", "facts §2.1, §2.2 TAS", "no", ["$20,000"])
I(A, "TAS", 'client in devonport: "how hot will the shower be once the new hot water system is in?"',
  "tempering valve set to 50°C for personal hygiene fixtures (stored at 60°C or more)", "facts §4.3", None, ["50°C"])
I(A, "TAS", "childcare centre in burnie asked what temp the mixing valve has to be set at for the kids basins",
  "TMV set to 45°C in early childhood centres", "facts §4.3", None, ["45°C"])
I(A, "TAS", "homeowner in sorell asks if she has to get home warranty insurance from me on the 60k extension",
  "TAS: no statutory home warranty scheme (Housing Indemnity Act repealed): no", "facts §0, §2.1, §2.2 TAS", "no")
I(A, "TAS", "owner builder in ulverstone asks does he need a white card before he starts on his own house",
  "TAS owner-builders need a White Card: yes", "facts §1.6", "yes")
I(A, "TAS", "my electrical apprentice in hobart reckons once hes licensed he can do switchboard jobs under his own name without working for a contractor. right?",
  "TAS: electrical work only by licensed practitioners under the control of an electrical contractor: no", "facts §1.6, §3.1", "no")
I(A, "TAS", "owner builder client asks how much public liability he needs to get his permit in tassie",
  "TAS owner-builder permit: public liability at least $5 million", "facts §1.6", None, ["$5 million"])

# ---------------- ACT answers (10)
I(A, "ACT", "solar customer in gungahlin asks if any sparky can hook up her new battery",
  "ACT: from 11 Sep 2024 electricians need a DER endorsement for solar/inverter/battery wiring: no, not any", "facts §1.7", "no")
I(A, "ACT", "client in tuggeranong asks if the chippy she hired for built in robes needs a licence",
  "ACT: carpenters are not licensed: no", "facts §1.7", "no")
I(A, "ACT", "access canberra inspector asked when i sent the test report for the new circuit. how long did i have",
  "ACT test report to the Registrar or owner within 14 days of the test", "facts §3.2 ACT", None, ["14 days"])
I(A, "ACT", "builder i sub for asks do we need the residential building insurance on a 9k bathroom in woden",
  "ACT residential building insurance for alterations $12,000 or more: no", "facts §2.1, §2.2 ACT", "no", ["$12,000"])
I(A, "ACT", "subbie in fyshwick. head contractor asked how long hes got to pay me once my claims approved",
  "ACT SOP maximum time to pay 15 BD (s13(1))", "facts §6.7 ACT", None, ["15 BD"])
I(A, "ACT", "owner in belconnen asks can she just do the new toilet plumbing herself",
  "ACT: homeowners can't do regulated plumbing: no", "facts §4.2 ACT", "no")
I(A, "ACT", 'builder at a new house in Molonglo Valley: "can we energise the install before access canberra does the audit?"',
  "ACT: new installations can't be energised until the audit is passed: no", "facts §3.2 ACT", "no")
I(A, "ACT", "gasfitter in canberra, customer asks when she gets the certificate for the new cooktop",
  "ACT: compliance indicator and certificate of compliance as soon as practicable after gasfitting", "facts §4.5 ACT")
I(A, "ACT", "owner in kambah found a crack in the extension we built, asks how long she's got to tell the insurer",
  "ACT residential building insurance: insurer told within 90 days of becoming aware of a defect", "facts §2.2 ACT", None, ["90 days"])
I(A, "ACT", "customer in weston asks if the battery i installed for her in june 2024 should have been done by someone with the DER endorsement",
  "dated: DER endorsement needed from 11 Sep 2024; not yet in June 2024: no", "facts §1.7", "no", date="2024-06-15")

# ---------------- NT answers (10)
I(A, "NT", "client in darwin asks if i need to be registered with the bpb to put up a free standing shed",
  "NT: free-standing sheds don't need BPB registration: no", "facts §1.8", "no")
I(A, "NT", "customer in alice springs asks if the veranda we're adding onto her existing house needs a registered builder",
  "NT: verandas added to existing buildings don't need registration: no", "facts §1.8", "no")
I(A, "NT", "plumber mate in katherine asks can he certify his own work with his advanced tradesman licence",
  "NT: advanced tradesman licence can't certify; needs registration as a certifying plumber with the BPB: no", "facts §1.8, §4.2 NT", "no")
I(A, "NT", 'nightcliff customer: "do you need to do a CoC for swapping the old light fitting like for like?" no wiring changes',
  "NT: from 1 Jan 2026 like-for-like replacements that don't change wiring, load or protection need no CoC: no", "facts §3.2 NT", "no")
I(A, "NT", "gasfitter in darwin. site manager asks how much notice nt worksafe needs before we start the 250 kg lpg install",
  "NT gas works over 200 kg notified to NT WorkSafe no later than 24 hours before", "facts §9 (second pass)", None, ["24 hours"])
I(A, "NT", "client in casuarina asks how long the fidelity cover lasts for structural defects",
  "NT MBA Fidelity Fund: 6 years structural (1 year non-structural)", "facts §2.2 NT", None, ["6 years"])
I(A, "NT", "builder in darwin wants to know what net tangible assets i need to register as a building contractor",
  "NT: $50,000 net tangible assets", "facts §2.2 NT", None, ["$50,000"])
I(A, "NT", "subbie in darwin. contract says the head contractor pays in 45 business days and he reckons thats fine. is it?",
  "NT SOP: any term over 30 BD is read as 30 BD: no", "facts §6.7 NT", "no", ["30 BD"])
I(A, "NT", "customer in tennant creek asks if she needs a written contract for her 25k extension",
  "NT signed contract for prescribed residential work over $12,000: yes", "facts §2.1, §9 (second pass)", "yes", ["$12,000"])
I(A, "NT", "customer in darwin asks if just plugging in her new freezer counts as electrical work that needs a sparky",
  "NT: plugging in equipment with a flexible cord is not electrical work: no", "facts §1.8", "no")

# ---------------- AU answers (13)
I(A, "AU", "supplier rang asking if my new apprentice needs a white card before he comes on site monday",
  "White Card (CPCWHS1001) mandatory before entering/working on a construction site: yes", "facts §5.7", "yes")
I(A, "AU", "customer wants a sintered stone benchtop and asks if thats banned like the engineered stuff",
  "sintered stone is excluded from the engineered stone ban: no", "facts §5.8", "no")
I(A, "AU", "apprentice asked if he needs his own refrigerant licence just to help decommission old split systems",
  "refrigerant handling licence needed for decommissioning fluorocarbon RAC equipment: yes", "facts §1.9", "yes")
I(A, "AU", "customer rang today wanting a tax invoice for the $640 job from march. how long have i got",
  "tax invoice within 28 days of a request", "facts §6.3, §9 (fifth pass)", None, ["28 days"])
I(A, "AU", 'bookkeeper asks: "does the $1,450 invoice need the customer\'s name or ABN on it?"',
  "tax invoice of $1,000 or more must show the buyer's identity or ABN: yes", "facts §6.3", "yes", ["$1,000"])
I(A, "AU", "wife does the books, asks how long we gotta keep the receipts and invoices",
  "keep business records 5 years", "facts §6.4, §9 (fifth pass)", None, ["5 years"])
I(A, "AU", "bookkeeper wants to know when the TPAR is due",
  "TPAR lodged by 28 August each year", "facts §6.5", None, ["28 August"])
I(A, "AU", 'Bookkeeper\'s note: "New hire starts next week - how soon after each payday does his super have to reach the fund now?"',
  "Payday Super from 1 July 2026: received by the fund within 7 business days after payday", "facts §9 (second pass)", None, ["7 business days"])
I(A, "AU", 'partner asks "can we still pay the super for the december quarter by 28 jan like before?"',
  "no: from 1 July 2026 payday super, within 7 business days of each payday", "facts §6.6, §9 (second pass)", "no", ["7 business days"])
I(A, "AU", "accountant asked what super rate should have gone on the wages we paid in may 2025",
  "dated: 11.5% for wages paid 1 July 2024 – 30 June 2025", "facts §6.6, §9", None, ["11.5%"], date="2025-05-15")
I(A, "AU", "my turnovers tiny but the bookkeeper says if we want fuel tax credits we gotta be registered for gst anyway. true?",
  "GST registration required to claim fuel tax credits: yes", "facts §6.2", "yes")
I(A, "AU", 'builder reckons "gas fitting\'s all in the NCC now". is he right?',
  "gasfitting is not covered by the NCC: no", "facts §4.1", "no")
I(A, "AU", "customer asks how high the balustrade on her deck landing has to be",
  "barrier at least 1 m above a landing/floor (865 mm along stairs)", "facts §5.2", None, ["1 m"])

# ---------------- tools (36)
I(T, "NSW", 'customer in dee why asked "whats the most deposit youre allowed to take on our $46,500 reno?"',
  "NSW deposit 10% of $46,500 = $4,650", "facts §2.1, §2.2 NSW", None, ["$4,650", "10%"])
I(T, "NSW", "builder wants me to do 3,200 of wall tiling and 2,400 of waterproofing on the same ensuite in ryde. he asks if i need my licence for it",
  "NSW trade work summed: $5,600 > $5,000 -> licence needed", "facts §1.1, §2.1", "yes", ["$5,600", "$5,000"])
I(T, "NSW", "owner in kiama got her signed copy of the 52k reno contract tue 24 nov, texted today asking if she can still back out. how many business days has she got left",
  "NSW 5 clear business days after Tue 24 Nov: Wed–Fri used, Mon 30 Nov and Tue 1 Dec left -> 2 business days, yes", "facts §2.2 NSW, §9", "yes", ["2 business days", "5 clear business days"])
I(T, "NSW", "customer in castle hill nsw asks do i need to be licensed for her pergola, quoted 4,650 + gst",
  "NSW $4,650 + GST = $5,115 incl GST > $5,000 -> licence needed", "facts §1.1, §2.1", "yes", ["$5,115", "$5,000"])
I(T, "VIC", 'Email from a client in Box Hill, VIC: "Your quote is $18,400 for the bathroom. What deposit are you legally allowed to ask for?"',
  "VIC under $20,000: 10% = $1,840", "facts §2.1, §2.2 VIC", None, ["$1,840", "10%"])
I(T, "VIC", "customer in bendigo wants to pay 10% up front on the 64k extension to lock it in. how much am i actually allowed to take",
  "VIC $20,000 or more: 5% = $3,200", "facts §2.1, §2.2 VIC", None, ["$3,200", "5%"])
I(T, "VIC", "builder in frankston is subbing me 6,500 of plastering and another 4,200 of painting on the same house. he asks if i need to be registered",
  "VIC types of work summed: $10,700 > $10,000 -> registration needed", "facts §1.2, §2.1", "yes", ["$10,700", "$10,000"])
I(T, "VIC", "customer in shepparton bought her own $520 vanity and tapware, my labour to fit it is 300. she asks if she gets a compliance certificate",
  "VIC compliance certificate over $750 whoever supplied materials: $820 -> yes", "facts §4.2 VIC", "yes", ["$820", "$750"])
I(T, "QLD", 'Email: "Quote accepted - $14,800 deck, Toowoomba. What is the maximum deposit we can pay you?"',
  "QLD under $20,000: 10% = $1,480", "facts §2.1, §2.2 QLD", None, ["$1,480", "10%"])
I(T, "QLD", "client in mackay asks how much deposit on the $95k modular granny flat. about 70% of it gets built in our factory",
  "QLD off-site over 50%: 20% = $19,000", "facts §2.1, §2.2 QLD, §9", None, ["$19,000", "20%"])
I(T, "QLD", "customer in bundaberg is supplying $1,900 of tiles, my labour is $1,600. she asks do i need a qbcc licence for it",
  "QLD value includes materials whoever supplies them: $3,500 > $3,300 -> yes", "facts §1.3, §2.1", "yes", ["$3,500", "$3,300"])
I(T, "QLD", "builder in cairns asks if i need my own qbcc licence for a carpentry job im contracting to him, 2,950 + gst",
  "QLD $2,950 + GST = $3,245, not over $3,300 -> no", "facts §1.3, §2.1", "no", ["$3,245", "$3,300"])
I(T, "WA", 'customer in joondalup: "whats the biggest deposit you can take on the $38,000 patio and carport?"',
  "WA 6.5% of $38,000 = $2,470", "facts §2.1, §2.2 WA, §9", None, ["$2,470", "6.5%"])
I(T, "WA", "owner in mandurah asks if i need to be a registered builder for the 14k carport plus 8k of paving, all one contract",
  "WA $22,000 > $20,000 -> registered building contractor", "facts §1.4, §2.1", "yes", ["$22,000", "$20,000"])
I(T, "WA", "client in bunbury wants to pay a 1,000 deposit on the 11,200 pergola. am i allowed to take that much",
  "WA 6.5% of $11,200 = $728 < $1,000 -> no", "facts §2.1, §2.2 WA, §9", "no", ["$728", "6.5%"])
I(T, "SA", "client in mount gambier asks if we need a written contract, bathroom 7,800 plus laundry 4,900, same job",
  "SA $12,700 >= $12,000 -> written contract", "facts §2.1, §9 (second pass)", "yes", ["$12,700", "$12,000"])
I(T, "SA", "OTR asked about the hot water job in port lincoln. finished fri 20 nov, lodged the plumbing coc today. how many days late am i",
  "SA plumbing CoC within 7 days: due 27 Nov, lodged 29 Nov -> 2 days late", "facts §4.2 SA, §9", None, ["2 days", "7 days"])
I(T, "TAS", "client in launceston asks if she needs a written contract: 13,500 kitchen plus 7,000 of splashback and tiling, one job",
  "TAS $20,500 >= $20,000 -> written contract", "facts §2.1, §2.2 TAS", "yes", ["$20,500", "$20,000"])
I(T, "ACT", "owner in belconnen asks if we need the residential building insurance for the 8,500 deck plus 4,000 of balustrade",
  "ACT $12,500 >= $12,000 -> insurance or fidelity certificate", "facts §2.1, §2.2 ACT", "yes", ["$12,500", "$12,000"])
I(T, "NT", "darwin client wants a 9k slab and 5.5k of framing for an extension to the house, asks if i need to be registered with the bpb",
  "NT $14,500 > $12,000 -> BPB registration", "facts §1.8, §2.1", "yes", ["$14,500", "$12,000"])
I(T, "AU", 'bookkeeper\'s note: "Reece invoice $2,376 inc GST - how much GST can we claim?"',
  "GST = 1/11 of $2,376 = $216", "facts §6.2", None, ["$216", "10%"])
I(T, "AU", "customer asked what my $3,850 + gst quote comes to all up",
  "$3,850 x 1.1 = $4,235", "facts §6.2", None, ["$4,235", "10%"])
I(T, "AU", 'client texted "how much of the $3,300 i paid you was gst?"',
  "GST = $3,300 / 11 = $300", "facts §6.2", None, ["$300", "10%"])
I(T, "AU", "partner doing the books asks whats the ex gst figure on a $17,930 incl gst invoice",
  "$17,930 / 1.1 = $16,300", "facts §6.2", None, ["$16,300", "10%"])
I(T, "AU", "apprentice asked how much super im putting in on his $780 week",
  "12% of $780 = $93.60", "facts §6.6, §9", None, ["$93.60", "12%"])
I(T, "AU", 'bookkeeper says "super on daves $2,150 fortnight is $247.25". is that right?',
  "12% of $2,150 = $258 ($247.25 is the old 11.5%): no", "facts §6.6, §9", "no", ["$258", "12%"])
I(T, "AU", "offsiders gross for the month was 5,420, he wants to know what super goes in",
  "12% of $5,420 = $650.40", "facts §6.6, §9", None, ["$650.40", "12%"])
I(T, "AU", "subbie wont give me an abn, invoice is $1,800. bookkeeper reckons i hold back 47%. how much is that",
  "47% of $1,800 = $846 (bookkeeper right)", "facts §6.8, §8", "yes", ["$846", "47%"])
I(T, "AU", 'Bookkeeper: "Supplier with no ABN, $68 ex GST delivery charge - do we withhold?"',
  "no withholding when the payment is $75 or less ex GST: no", "facts §6.8", "no", ["$75"])
I(T, "AU", "16 yo neighbour helps me saturdays, no abn, i pay him $220 a week. bookkeeper asks if we have to withhold",
  "under-18 individual paid $350 or less a week: no withholding", "facts §6.8", "no", ["$350"])
I(T, "AU", "my partner does the books, says with 48k from bathrooms and 29k from maintenance this year we have to register for gst now. is she right",
  "GST turnover $77,000 >= $75,000 -> must register: yes", "facts §6.2", "yes", ["$77,000", "$75,000"])
I(T, "AU", "apprentice going out on his own asked if he needs gst rego, hes expecting 52k tiling and 19k of labour hire this year",
  "GST turnover $71,000 < $75,000 -> not required", "facts §6.2", "no", ["$71,000", "$75,000"])
I(T, "AU", "new subbies invoice shows abn 74 288 238 878. bookkeeper wants to know if its legit",
  "ABN check digits (modulus 89): valid (well-formed; ABN Lookup for active)", "facts §6.1", "yes", ["valid"])
I(T, "AU", "customer asked me to check the abn on a quote he got from another builder: 29051904528",
  "ABN check digits: valid", "facts §6.1", "yes", ["valid"])
I(T, "AU", 'supplier\'s statement has ABN 49 195 803 053 on it, partner asks "is that even a real number?"',
  "ABN check digits: invalid (checksum fails)", "facts §6.1", "no", ["invalid"])
I(T, "AU", 'customer asks: "your invoice says $6,160 including GST - whats the price before GST?"',
  "$6,160 / 1.1 = $5,600", "facts §6.2", None, ["$5,600", "10%"])

# ---------------- declines (50)
I(D, "NSW", "customer asks how much the home warranty premium is gonna add to her $90k granny flat",
  "HBCF premium not held", "facts (not held); §0, §2.2 NSW", ask="icare")
I(D, "NSW", 'Builder in Parramatta: "What is the long service levy going to be on the $400k job?"',
  "NSW long service levy rate not held; body named", "facts §0 levy bodies", ask="Long Service Corporation")
I(D, "NSW", 'strata manager asks "what is the penalty if the gas certificate isn\'t lodged within the 5 business days?" nsw',
  "NSW gas certificate penalty not held (the 5 BD rule is)", "facts (not held); §4.5 NSW", ask="Building Commission NSW or NSW Fair Trading")
I(D, "NSW", "customer in penrith asks how long building commission nsw usually takes to sort out a complaint about a builder",
  "complaint handling time not held", "facts (not held); §0", ask="Building Commission NSW")
I(D, "NSW", "owner-occupier in newcastle asks how long she actually has to pay my progress claim under the sop act. whats the max time to pay for homeowners",
  "NSW owner-occupier time to pay (s11(1C)) not captured", "facts §6.7 NSW (own timeframe, not captured)", ask="NSW Fair Trading")
I(D, "NSW", "apprentice asked how much it costs to turn his qualified supervisor certificate into a contractor licence in nsw",
  "licence fee not held", "facts (not held); §0, §1.1", ask="Building Commission NSW")
I(D, "VIC", "customer asks roughly how much the domestic building insurance costs on her 40k extension in geelong",
  "DBI premium not held", "facts (not held); §0, §2.2 VIC", ask="Building and Plumbing Commission")
I(D, "VIC", "subbie in vic. schedule's been sent, now how many days has the builder got to actually pay me under the sop act",
  "VIC SOP maximum time to pay not captured", "facts §6.7 VIC (not captured)", ask="Building and Plumbing Commission")
I(D, "VIC", 'Client email: "What fine does a builder get in Victoria for doing our $60k job without being registered?"',
  "VIC penalty for unregistered building not held", "facts (not held); §1.2", ask="Building and Plumbing Commission")
I(D, "VIC", "builder asked what energy safe vic charges to register as an REC",
  "REC registration fee not held", "facts (not held); §1.2", ask="Energy Safe Victoria")
I(D, "VIC", "customer in box hill vic asks how many years warranty she gets on the plumbing i did",
  "VIC plumbing warranty period not held", "facts (not held)", ask="Building and Plumbing Commission")
I(D, "VIC", 'customer asks "whats the penalty if the builder never gave us the consumer guide before we signed?" vic',
  "penalty for not giving the Domestic Building Consumer Guide not held", "facts (not held); §2.2 VIC", ask="Consumer Affairs Victoria or Building and Plumbing Commission")
I(D, "QLD", "customer asks how much the qbcc home warranty premium is on a 45k reno",
  "QLD home warranty premium not held", "facts (not held); §2.2 QLD", ask="QBCC")
I(D, "QLD", 'Builder in Brisbane: "What\'s the QLeave levy on a $250k house?"',
  "QLeave levy rate not held; body named", "facts §0 levy bodies", ask="QLeave")
I(D, "QLD", "customer in ipswich asks what the fine is for a sparky who leaves a power circuit off the safety switch",
  "penalty not held", "facts (not held); §1.3, §3.4", ask="Electrical Safety Office")
I(D, "QLD", "gasfitter mate asked how much rshq charges to add a type b endorsement",
  "RSHQ fee not held", "facts (not held); §0, §1.3", ask="Resources Safety and Health Queensland")
I(D, "QLD", 'Strata manager at Surfers Paradise: "What does council charge each year to register our testable backflow devices?"',
  "backflow register fee not held", "facts (not held); §4.4", ask="local council")
I(D, "QLD", "customer in toowoomba asks how long she has to lodge a defect complaint with qbcc after we finish",
  "QBCC complaint time limit not held", "facts (not held)", ask="QBCC")
I(D, "WA", "client in perth wa asks how many days cooling off she gets on the house contract",
  "WA cooling-off not found", "facts §2.1, §7 item 4", ask="Building and Energy")
I(D, "WA", 'Builder emailed: "What is the CTF levy rate on a $600,000 build in WA?"',
  "WA CTF levy rate not held; body named", "facts §0 levy bodies", ask="Construction Training Fund")
I(D, "WA", "customer in midland asks how much the home indemnity insurance will cost on her 70k reno",
  "HII premium not held", "facts (not held); §2.2 WA", ask="Building and Energy")
I(D, "WA", "sparky mate asked whats the fine in wa if the notice of completion goes in late",
  "penalty not held (the 3-day rule is)", "facts (not held); §3.2 WA", ask="Building and Energy")
I(D, "WA", "plumber asks how much it costs to renew a plumbing contractor licence in wa",
  "licence fee not held", "facts (not held); §1.4", ask="Plumbers Licensing Board")
I(D, "SA", "customer in adelaide asks whats the most deposit i can legally take on her 40k reno",
  "SA deposit cap not found", "facts §2.1, §7 item 4", ask="Consumer and Business Services")
I(D, "SA", "client in port adelaide asks if she gets a cooling off period on the reno contract, how many days",
  "SA cooling-off not found", "facts §2.1, §7 item 4", ask="Consumer and Business Services")
I(D, "SA", "my apprentice asked how much the gas fitter registration fee is in sa",
  "registration fee not held", "facts (not held); §1.5", ask="Consumer and Business Services")
I(D, "SA", "customer asks how much the building indemnity insurance will add to her 150k extension in sa",
  "BII premium not held", "facts (not held); §2.2 SA", ask="Consumer and Business Services")
I(D, "SA", "sparky mate asked what the otr charges per ecoc these days",
  "eCoC fee not held", "facts (not held); §3.2 SA", ask="Office of the Technical Regulator")
I(D, "TAS", "customer in hobart asks how long the cooling off period is on her reno contract",
  "TAS cooling-off not found", "facts §2.1, §7 item 4, §9 (fourth pass)", ask="CBOS")
I(D, "TAS", "customer asked how long ive got to give her the electrical certificate in tas",
  "TAS CEC deadline not found", "facts §3.2 TAS, §7 item 2", ask="CBOS")
I(D, "TAS", 'Client in Launceston: "How much deposit can you legally ask for on a $35,000 renovation?"',
  "TAS deposit cap not found", "facts §2.1, §7 item 4", ask="CBOS")
I(D, "TAS", "owner builder client asks what the permit fee is in tassie",
  "owner-builder permit fee not held", "facts (not held); §1.6", ask="CBOS")
I(D, "TAS", "customer in kingston beach tas asks how many years the statutory warranty on her extension lasts",
  "TAS statutory warranty period not held", "facts (not held); §2.2 TAS", ask="CBOS")
I(D, "TAS", "plumber mate asks what council charges for a category 4 plumbing permit down in tassie",
  "plumbing permit fee not held", "facts (not held); §4.2 TAS", ask="local council")
I(D, "ACT", "customer in belconnen asks whats the max deposit on her 25k bathroom",
  "ACT deposit cap not found", "facts §2.1, §7 item 4", ask="Access Canberra")
I(D, "ACT", "subbie in canberra asks how many days the builder has to send a payment schedule",
  "ACT payment schedule not captured", "facts §6.7 ACT, §9 (fifth pass)", ask="Access Canberra")
I(D, "ACT", "builder in the act asked whats the fine if we get caught without a swms on the roof",
  "ACT WHS penalty not held", "facts (not held); §9 (second pass)", ask="WorkSafe ACT")
I(D, "ACT", "customer asks what access canberra charges for the electrical inspection on her new house",
  "inspection fee not held", "facts (not held); §3.2 ACT", ask="Access Canberra")
I(D, "ACT", 'client in Gungahlin: "Do we get a cooling-off period after signing the extension contract?"',
  "ACT cooling-off not found", "facts §2.1, §7 item 4", ask="Access Canberra")
I(D, "NT", "darwin customer asks how many days ive got to get the electrical coc done",
  "NT CoC deadline not found (only 'decreased')", "facts §3.2 NT, §7 item 1", ask="NT WorkSafe")
I(D, "NT", "customer in palmerston nt asks how much the fidelity certificate costs on her 80k extension",
  "fidelity fund premium not held", "facts (not held); §2.2 NT", ask="Building Practitioners Board or MBA NT Fidelity Fund")
I(D, "NT", "client in darwin asks whats the most deposit i can take on the 60k extension",
  "NT deposit regulated but amount not captured", "facts §2.1, §2.2 NT", ask="Building Practitioners Board")
I(D, "NT", 'Customer in Alice Springs: "Is there a cooling-off period on building contracts in the NT?"',
  "NT cooling-off not found", "facts §2.1, §7 item 4", ask="Building Practitioners Board")
I(D, "NT", "whats the fine in the nt for doing sparky work for a fee without a contractor licence",
  "penalty not held", "facts (not held); §1.8", ask="NT WorkSafe")
I(D, "AU", "apprentice asked me what his first year hourly rate should be",
  "award rates not held", "facts §6.9", ask="Fair Work Ombudsman")
I(D, "AU", "customer paying by visa asks if im still allowed to add the 1.5% card surcharge",
  "card surcharge rules not held", "facts §9 (card surcharge not added)", ask="ACCC or RBA")
I(D, "AU", "tiler asked me what as 3740 actually says word for word about the shower hob",
  "standard clause text not reproduced", "facts §6.10", ask="Standards Australia")
I(D, "AU", "apprentice asks how much the arctick licence costs",
  "ARC licence fee not held", "facts (not held); §1.9", ask="Australian Refrigeration Council")
I(D, "AU", 'bookkeeper: "What\'s the penalty if we lodge the TPAR late?"',
  "TPAR late penalty not held", "facts (not held); §6.5", ask="ATO")
I(D, "AU", "my labourer asked what the tool allowance is on his pay",
  "award allowances not held", "facts §6.9", ask="Fair Work Ombudsman")

# ---------------- ambiguous (14)
I(M, None, 'lady rang about a 25k bathroom in "albury-wodonga", didnt say which side. whats the max deposit i can take',
  "Albury NSW (10%) / Wodonga VIC (5% at $20,000 or more)", "facts §2.1")
I(M, None, "customer in richmond asks how long she has to cancel the 30k contract",
  "Richmond NSW 5 clear business days / VIC 5 clear business days / QLD 5 business days / SA, TAS not found", "facts §2.1")
I(M, None, "springfield job, client asks if i need a licence for a 4k paint job",
  "Springfield QLD (>$3,300: yes) / NSW (<=$5,000: no) / SA (painting is building work: BWC licence)", "facts §1.1, §1.3, §1.5")
I(M, None, "job's either in mildura or gol gol, client hasnt decided which house. 8k deck, need a licence?",
  "Mildura VIC (<=$10,000: no registration) / Gol Gol NSW (>$5,000: yes)", "facts §1.1, §1.2")
I(M, None, 'builder wants me on a 7k carpentry job "canberra or queanbeyan side, not sure which block". do i need a licence',
  "Canberra ACT (carpenters not licensed) / Queanbeyan NSW (>$5,000: yes)", "facts §1.1, §1.7")
I(M, None, "customer up north wants a 15k deck. max deposit?",
  "'up north': QLD (10%: $1,500) / NT (regulated, not captured) / NSW north coast (10%)", "facts §2.1")
I(M, None, 'customer asks "how long have you got to give us the electrical certificate?"',
  "no place, no profile: NSW 7 days / VIC 1 month / WA 28 days / SA 30 days / ACT 14 days / QLD as soon as possible ...", "facts §3.2")
I(M, None, "kingswood client, 10k bathroom, does she need a written contract",
  "Kingswood NSW (>$5,000: yes) / Kingswood SA (<$12,000: no)", "facts §2.1")
I(M, None, "client in perth wants a 9k bathroom, asks if the contract has to be in writing",
  "Perth WA ($7,500–$500,000: yes) / Perth TAS (<$20,000: no)", "facts §2.1")
I(M, None, "st kilda customer, 24k kitchen. how much deposit can i ask for",
  "St Kilda VIC (5%: $1,200) / St Kilda SA (not found)", "facts §2.1")
I(M, None, "owner in beaconsfield asks if we need domestic building insurance on the 17k extension",
  "Beaconsfield VIC (DBI >$16,000: yes) / WA (HII >$20,000: no) / TAS (no scheme) / NSW (HBCF >$20,000: no)", "facts §2.1")
I(M, None, "darlington customer asks how long ill take to get her the plumbing certificate",
  "Darlington SA (7 days) / NSW (CoC; 7 working days if inspection missed) / WA (5 working days)", "facts §4.2")
I(M, None, "mount pleasant client wants a 3.8k fence, do i need a licence",
  "Mount Pleasant QLD (>$3,300: yes) / WA (<=$20,000: no) / NSW (<=$5,000: no) / SA (fencing is building work) / VIC (<=$10,000: no)", "facts §1")
I(M, None, 'mate asked me to help on a job "just over the border" from his place, 6k pergola. licence needed?',
  "no place: NSW (>$5,000: yes) / VIC (no) / QLD (yes) / WA (no) / NT (no) ...", "facts §1, §2.1")

assert len(items) == 200, len(items)
from rewrite import R
for d in items:
    k = d["id"][-3:]
    if k in R: d["q"] = R[k]
json.dump(items, open(os.path.join(HERE, "questions.json"), "w"), indent=1, ensure_ascii=False)
from collections import Counter
print(Counter(i["kind"] for i in items), Counter(i.get("state") for i in items))
