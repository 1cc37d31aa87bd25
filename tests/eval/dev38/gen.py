#!/usr/bin/env python3
"""Writes questions.json for blind set d38 (150 questions, ids d38-001..d38-150).
Internal flags (not written): O = office side (quotes, invoices, wages, super, GST, deposits, contracts, payment
claims); L = the deciding figure or day is said loosely (words, approximate, in parts, relative)."""
import json, os
HERE = os.path.dirname(os.path.abspath(__file__))
ITEMS = []

def Q(kind, state, q, topic, basis, verdict=None, figures=None, ask=None, date=None, profile=None, O=False, L=False):
    d = {"q": q, "kind": kind, "state": state}
    if verdict: d["verdict"] = verdict
    if figures: d["figures"] = figures
    if ask: d["ask"] = ask
    if date: d["date"] = date
    if profile: d["profile"] = profile
    d["topic"] = topic
    d["basis"] = basis
    d["_O"], d["_L"] = O, L
    ITEMS.append(d)

A, T, D, M = "answer", "tool", "decline", "ambiguous"

# ---------------- answers ----------------
# NSW
Q(A, "NSW", "doin the books for a builder in baulkham hills. bathroom job came in a touch over twenty grand - do we need the hbcf cert sorted before i send the deposit invoice?",
  "HBCF (icare) cover for residential work over $20,000, before starting work or taking any money including the deposit", "facts §2.1, §2.2 NSW", "yes", ["$20,000"], O=True, L=True)
Q(A, "NSW", "small paint job in wagga, twenty-eight hundred all up. do i legally need a written contract for it",
  "NSW written contract only for work over $5,000 (incl GST); $2,800 is under", "facts §2.1, §9 NSW", "no", ["$5,000"], O=True, L=True)
Q(A, "NSW", "sparky in dubbo. tested a new circuit a fortnight ago monday and still havent done the ccew. am i still in time?",
  "CCEW within 7 days of the safety and compliance test; tested Mon 16 Nov 2026 -> was due by 23 Nov, so late", "facts §3.2 NSW", "no", ["7 days"], date="2026-11-16", L=True)
Q(A, "NSW", "roof plumber out at orange nsw, the gutters sit about eight foot off the ground. swms needed?",
  "HRCW: risk of falling more than 2 m (8 ft is about 2.4 m) -> SWMS before work starts", "facts §5.6 NSW", "yes", ["2 m"], L=True)
Q(A, "NSW", "nsw, owner got her copy of the signed 60 grand contract thursday arvo and rang this morning wanting out. can she still pull out?",
  "cooling-off 5 clear business days after being given the signed copy (HBA s 7BA); copy given Thu 26 Nov 2026, today Sun 29 Nov is inside it", "facts §2.2 NSW, §9", "yes", ["5 clear business days"], date="2026-11-26", O=True, L=True)
Q(A, "NSW", "bookkeeper for a concreting subbie in liverpool nsw. builder's sitting on our progress claim - whats the longest he can take to pay us",
  "NSW SOP: subcontract maximum time to pay 20 BD (s11(1A))", "facts §6.7 NSW", None, ["20 BD"], O=True)
Q(A, "NSW", "old timer on site reckons in nsw you only need a licence once a job goes over a grand. still right?",
  "statement to correct: the $1,000 threshold is superseded; licence for work over $5,000 (trade work)", "facts §1.1, §8 NSW", "no", ["$5,000"], L=True)
Q(A, "NSW", "gasfitter in newcastle nsw, finished a cooktop job friday. how long to get the CoC copy to fair trading?",
  "NSW gas CoC copy to Fair Trading within 5 business days of the work", "facts §4.5 NSW", None, ["5 business days"], date="2026-11-27", L=True)
Q(A, "NSW", "homeowner in tamworth wants to pull off a 3 by 4 metre wall of fibro herself. is she allowed",
  "NSW renovators may remove up to 10 m² of bonded asbestos in total; 3 x 4 = 12 m² is over -> licensed removalist", "facts §5.5 NSW", "no", ["10 m²"], L=True)
Q(A, "NSW", "diggin a trench for a stormwater line in coffs harbour, about 6 foot deep. is that high risk work needin a swms?",
  "HRCW: trench deeper than 1.5 m (6 ft is about 1.8 m) -> SWMS", "facts §5.6 NSW", "yes", ["1.5 m"], L=True)
# VIC
Q(A, "VIC", "geelong, bathroom job comes in a bit under ten grand. do i need a major domestic building contract for it?",
  "VIC major domestic building contract for work over $10,000 (since 1 Aug 2017); a bit under is not over", "facts §2.1, §2.2 VIC", "no", ["$10,000"], O=True, L=True)
Q(A, "VIC", "knockin down an old house in shepparton, the demo's only about nine grand. do i need to be registered for that?",
  "VIC registration for demolishing a home whatever the cost", "facts §1.2 VIC", "yes", L=True)
Q(A, "VIC", "put in a new gas hot water unit wednesday. how many days have i got to lodge the compliance cert?",
  "profile VIC plumber: Type A gas appliance at any value; certificate to customer and lodged with the BPC within 5 days of finishing", "facts §4.2, §4.5 VIC", None, ["5 days"], date="2026-11-25", profile={"state": "VIC", "trade": "plumber"}, L=True)
Q(A, "VIC", "sparky in ballarat, added three power points in a kitchen, no switchboard work. how long to give them the coes?",
  "non-prescribed work: COES to the customer within 1 month", "facts §3.2 VIC", None, ["1 month"])
Q(A, "VIC", "vic, owner signed and got her copy wednesday, now she wants out. whats the cooling off and can we keep anything?",
  "DBCA s34: 5 clear business days after receiving the signed copy; builder may keep $100 plus approved out-of-pocket expenses", "facts §2.2 VIC", None, ["5 clear business days", "$100"], date="2026-11-25", O=True, L=True)
Q(A, "VIC", "my old boss reckons in vic you gotta be registered once a job hits five grand. is he right?",
  "statement to correct: $5,000 applied before 1 Aug 2017; now registration for domestic work over $10,000", "facts §1.2, §8 VIC", "no", ["$10,000"], L=True)
Q(A, "VIC", "vic kitchen job we signed back in autumn 2017 for seven and a half grand. did that need a major domestic building contract back then?",
  "dated: before 1 Aug 2017 the major domestic building contract threshold was over $5,000 -> $7,500 needed one", "facts §2.2 VIC, §9 (third pass)", "yes", ["$5,000"], date="2017-04-15", O=True, L=True)
Q(A, "VIC", "vic, whats the job value where i have to hand over the dbi certificate before i take any money",
  "DBI for domestic work over $16,000; policy and certificate of currency given before taking any money", "facts §2.2 VIC", None, ["$16,000"], O=True)
# QLD
Q(A, "QLD", "plumber in mackay, tap washer job for ninety bucks. do i still need a licence for that",
  "QLD plumbing needs an occupational licence at any value", "facts §1.3 QLD", "yes", L=True)
Q(A, "QLD", "invoiced a notifiable plumbing job in bundaberg friday just gone. how long have i got to lodge the form 4?",
  "notifiable work registered with the QBCC (Form 4) within 10 business days of invoicing (invoiced Fri 27 Nov 2026)", "facts §4.2 QLD", None, ["10 business days"], date="2026-11-27", O=True, L=True)
Q(A, "QLD", "re-sheeting a house roof in rockhampton, eaves are about two and a half metres up. need a swms?",
  "QLD: SWMS needed for any construction work above 2 m, housing included", "facts §5.6 QLD", "yes", ["2 m"], L=True)
Q(A, "QLD", "qld, contract came in a bit over 20 grand. how many days cooling off does the owner get?",
  "QLD cooling-off 5 business days (Sch 1B s35)", "facts §2.1, §2.2 QLD", None, ["5 business days"], O=True, L=True)
Q(A, "QLD", "qld, twelve grand deck. does the contract have to be in writing?",
  "level 1 regulated contract ($3,300 to under $20,000) must be written", "facts §2.1, §2.2 QLD", "yes", ["$3,300"], O=True, L=True)
Q(A, "QLD", "subbie in brisbane, sent my payment claim to the builder last tuesday. how long has he got to give me a payment schedule?",
  "QLD BIF Act payment schedule 15 BD (or earlier per contract)", "facts §6.7 QLD", None, ["15 BD"], date="2026-11-24", O=True, L=True)
Q(A, "QLD", "qld painter, three and a half grand job. does it need home warranty cover?",
  "Queensland Home Warranty Scheme for residential work over $3,300 (painting covered); $3,500 is over", "facts §2.2 QLD", "yes", ["$3,300"], O=True, L=True)
Q(A, "QLD", "cairns landlord asking - once the new year ticks over does every house need interconnected photoelectric smoke alarms?",
  "dated: QLD staged roll-out, all homes from 1 Jan 2027 (lower-grade source quoting QLD Govt)", "facts §5.4 QLD", "yes", ["1 Jan 2027"], date="2027-01-01", L=True)
Q(A, "QLD", "townsville, contract signed just before chrissy 2023 and we put the engineered stone benchtop in during august 2024. were we allowed?",
  "dated: engineered stone banned from 1 July 2024; QLD had no transitional period", "facts §5.8 QLD", "no", ["1 July 2024"], date="2024-08-15", L=True)
# WA
Q(A, "WA", "wa, house job's just under twenty grand. do we need home indemnity insurance?",
  "WA HII for residential building work over $20,000; just under is not over", "facts §2.2 WA", "no", ["$20,000"], O=True, L=True)
Q(A, "WA", "sparky in joondalup, finished a notifiable job tuesday. when's the notice of completion due",
  "WA NOC within 3 days of finishing (r52); finished Tue 24 Nov 2026", "facts §3.2 WA", None, ["3 days"], date="2026-11-24", L=True)
Q(A, "WA", "wa, how long after the job have i got to get the electrical safety certificate to the customer?",
  "WA ESC to the person the work was done for within 28 days", "facts §3.2 WA", None, ["28 days"], O=True)
Q(A, "WA", "plumber in geraldton, major plumbing job kicks off monday. how much notice do i need for the noi",
  "WA Notice of Intention at least 24 hours before major plumbing work", "facts §4.2 WA", None, ["24 hours"], L=True)
Q(A, "WA", "wa plumbing contractor, how long do i have to hang onto the certificates of compliance",
  "WA plumbing CoCs kept at least 6 years", "facts §1.4, §4.2, §6.4 WA", None, ["6 years"], O=True)
Q(A, "WA", "kalgoorlie, fixed price contract for a six grand shed. does the home building contracts act cover it?",
  "WA Home Building Contracts Act covers fixed-price contracts $7,500-$500,000; $6,000 is below", "facts §2.2 WA", "no", ["$7,500"], O=True, L=True)
Q(A, "WA", "wa, its only a small gas cooktop swap for a customer. do i really need a gas fitter's licence for that",
  "WA gasfitting on a consumer's installation only by a licensed gas fitter, at any value", "facts §1.4, §9 WA", "yes")
# SA
Q(A, "SA", "roof job in whyalla back in autumn, the edge was about 2 and a half metres up. did we need a swms back then?",
  "dated: SA HRCW fall trigger was 3 m until 30 June 2026 (more than 2 m from 1 July 2026) -> no SWMS at 2.5 m in autumn 2026", "facts §5.6, §9 SA", "no", ["3 m"], date="2026-04-15", L=True)
Q(A, "SA", "gutter job in port lincoln straight after the christmas shutdown, about 8 foot off the ground. swms?",
  "dated: SA HRCW fall trigger more than 2 m from 1 July 2026; 8 ft is about 2.4 m", "facts §9 SA", "yes", ["2 m"], date="2027-01-11", L=True)
Q(A, "SA", "sa, nine and a half grand bathroom. do i legally need a written contract",
  "SA written contract for domestic building work of $12,000 and more; $9,500 is under", "facts §2.1, §9 SA", "no", ["$12,000"], O=True, L=True)
Q(A, "SA", "plumber in murray bridge, finished a job thursday arvo. when does the plumbing coc have to be in?",
  "SA plumbing CoC to the OTR and customer within 7 days of completing (finished Thu 26 Nov 2026)", "facts §4.2 SA, §9", None, ["7 days"], date="2026-11-26", L=True)
Q(A, "SA", "sparky in mount gambier. once its energised how long have i got to get the ecoc to the technical regulator",
  "SA eCoC completed before energisation, given to the Technical Regulator and owner within 30 days", "facts §3.2 SA", None, ["30 days"])
Q(A, "SA", "new cooktop went in friday. how many days have i got to issue the gas certificate?",
  "profile SA gasfitter: gas eCoC within 30 days", "facts §4.5 SA, §9", None, ["30 days"], date="2026-11-27", profile={"state": "SA", "trade": "gasfitter"}, L=True)
Q(A, "SA", "sa, just changing a tap washer down in glenelg. do i have to lodge a plumbing coc for that?",
  "SA plumbing CoC not needed for tap washers", "facts §9 SA", "no")
Q(A, "SA", "sa builder - whats the max penalty if my domestic building contract isnt done properly in writing?",
  "BWC Act s28 maximum penalty $5,000", "facts §2.2 SA", None, ["$5,000"], O=True)
Q(A, "SA", "sa, 16 grand extension that needs development approval, contract signed a fortnight ago. do i need building indemnity insurance?",
  "dated: for contracts signed on or after 10 Nov 2025 the BII threshold is $20,000 (HIA, lower grade); $16,000 is under", "facts §2.1, §2.2 SA", "no", ["$20,000"], date="2026-11-15", O=True, L=True)
# TAS
Q(A, "TAS", "hobart, bathroom job at nineteen and a half grand. is a written contract legally required?",
  "TAS written contract for residential building work of $20,000 or more; $19,500 is under", "facts §2.2 TAS", "no", ["$20,000"], O=True, L=True)
Q(A, "TAS", "tas, 60 grand reno in launceston. do i have to take out home warranty insurance on it",
  "TAS: no statutory home warranty scheme found (Housing Indemnity Act 1992 repealed)", "facts §2.1, §2.2 TAS", "no", O=True)
Q(A, "TAS", "devonport plumber, tempering valve on a shower - what temp do i set it to",
  "tempering valve set to 50°C for personal-hygiene fixtures", "facts §4.3 TAS", None, ["50°C"])
Q(A, "TAS", "childcare centre in burnie, what do i set the tmv to?",
  "TMV set to 45°C in early childhood centres, schools, nursing homes", "facts §4.3 TAS", None, ["45°C"])
Q(A, "TAS", "tas, sent a payment claim on a house job monday. how many days has the owner got to come back with a schedule",
  "TAS SOP payment schedule 20 days residential (10 days commercial)", "facts §6.7 TAS", None, ["20 days"], date="2026-11-23", O=True, L=True)
Q(A, "TAS", "mate in glenorchy wants to go owner-builder. how many projects is he allowed",
  "TAS owner-builders limited to 2 projects in 10 years", "facts §1.6 TAS", None, ["2 projects in 10 years"])
Q(A, "TAS", "tas, adjudicator came down on my side. how long has the other mob got to pay up?",
  "TAS SOP adjudicated amounts paid within 5 days", "facts §6.7 TAS", None, ["5 days"], O=True)
# ACT
Q(A, "ACT", "canberra alteration, about eleven and a half grand. do i need residential building insurance?",
  "ACT residential building insurance or fidelity certificate for alterations of $12,000 or more; $11,500 is under", "facts §2.2 ACT", "no", ["$12,000"], O=True, L=True)
Q(A, "ACT", "sparky in belconnen, tested the new install wednesday. when does the test report have to go in",
  "ACT test report to the Construction Occupations Registrar or owner within 14 days of the test (tested Wed 25 Nov 2026)", "facts §3.2 ACT", None, ["14 days"], date="2026-11-25", L=True)
Q(A, "ACT", "act sparky, customer wants a battery on the rooftop solar. do i need anything extra on my licence",
  "ACT DER endorsement for wiring work on rooftop solar, inverters and batteries from 11 Sep 2024", "facts §1.7 ACT", "yes", ["11 Sep 2024"])
Q(A, "ACT", "gasfitter in tuggeranong, when do i have to hand over the certificate of compliance",
  "ACT gas certificate of compliance 'as soon as practicable' (Gas Safety Act 2000 s9)", "facts §4.5 ACT", None, ["as soon as practicable"])
Q(A, "ACT", "act, how long has the owner got to tell the insurer once they spot a defect?",
  "ACT residential building insurance: insurer told within 90 days of the owner becoming aware", "facts §2.2 ACT", None, ["90 days"], O=True)
# NT
Q(A, "NT", "alice springs, free-standing shed, about 15 grand. do i need bpb registration?",
  "NT registration not needed for free-standing sheds", "facts §1.8 NT", "no", L=True)
Q(A, "NT", "palmerston nt, extension adding floor area, about 30 grand. do i need a signed contract?",
  "NT prescribed residential building work over $12,000 (extension increasing floor area) needs a signed contract", "facts §9 NT", "yes", ["$12,000"], O=True, L=True)
Q(A, "NT", "katherine, verandah going onto an existing house, fourteen grand. registration needed?",
  "NT: verandas added to existing buildings need no registration whatever the cost", "facts §1.8 NT", "no", L=True)
Q(A, "NT", "nt subbie, builder's contract says they pay in 45 business days. can they do that?",
  "NT SOP: any term longer than 30 BD is read as 30 BD", "facts §6.7 NT", "no", ["30 BD"], O=True)
Q(A, "NT", "darwin gasfitter, big lpg install, over 200 kg stored. how far ahead do i notify nt worksafe",
  "NT gas works over 200 kg stored notified to NT WorkSafe no later than 24 hours before they start", "facts §9 NT", None, ["24 hours"])
Q(A, "NT", "nt builder, how much in net tangible assets do i need to be registered?",
  "NT builders need $50,000 in net tangible assets (from 1 Jan 2013)", "facts §2.2 NT", None, ["$50,000"], O=True)
# AU
Q(A, "AU", "customer asked for a tax invoice last thursday, how long have i got to send it?",
  "tax invoice within 28 days of a request (asked Thu 26 Nov 2026)", "facts §6.3, §9", None, ["28 days"], date="2026-11-26", O=True, L=True)
Q(A, "AU", "customer wants a tax invoice for an eighty dollar part inc gst. do i have to give one",
  "no tax invoice obligation for sales of $82.50 (incl GST) or less (caution on the floor's source)", "facts §6.3, §9", "no", ["$82.50"], O=True, L=True)
Q(A, "AU", "how long do i have to keep invoices and receipts for",
  "keep business records for 5 years", "facts §6.4, §9", None, ["5 years"], O=True)
Q(A, "AU", "bookkeeper for a plumbing business. when's the tpar due?",
  "TPAR lodged by 28 August each year", "facts §6.5", None, ["28 August"], O=True)
Q(A, "AU", "tpar - do i put in what we paid the timber yard for materials only?",
  "TPAR excludes materials-only payments", "facts §6.5", "no", O=True)
Q(A, "AU", "paid the boys friday just gone. when does their super have to land in the fund?",
  "Payday Super from 1 July 2026: received by the fund no more than 7 business days after payday (paid Fri 27 Nov 2026)", "facts §9", None, ["7 business days"], date="2026-11-27", O=True, L=True)
Q(A, "AU", "super for the jan to march quarter this year, when was that due?",
  "dated: quarterly law kept for quarters to 30 June 2026; Jan-Mar quarter due 28 Apr", "facts §6.6, §9", None, ["28 Apr"], date="2026-03-31", O=True, L=True)
Q(A, "AU", "just ticked over seventy-five grand turnover. how long have i got to register for gst?",
  "register for GST within 21 days of reaching the threshold", "facts §6.2", None, ["21 days"], O=True, L=True)
Q(A, "AU", "do i have to charge gst if my turnover's only about fifty grand?",
  "GST registration compulsory only at $75,000 or more GST turnover; about $50k -> not compulsory", "facts §6.2", "no", ["$75,000"], O=True, L=True)
Q(A, "AU", "sparky asked me if the no abn withholding is still forty-nine percent?",
  "statement to correct: 49% was 2014-2017; 47% from 1 July 2017", "facts §6.8, §8", "no", ["47%"], O=True, L=True)
Q(A, "AU", "the abn on a new subbie's invoice passes the checksum. does that mean its active?",
  "checksum only proves the number is well-formed; ABN Lookup shows whether it is issued/active", "facts §6.1", "no", O=True)
Q(A, "AU", "invoice is twelve hundred bucks. does it need the customer's name or abn on it?",
  "tax invoices for sales of $1,000 or more must show the buyer's identity or ABN", "facts §6.3", "yes", ["$1,000"], O=True, L=True)
Q(A, "AU", "customer wants a new engineered stone benchtop put in next month. can i do it?",
  "dated: engineered stone benchtops banned from 1 July 2024 (legacy repair only, controlled and notified); job in Dec 2026", "facts §5.8", "no", ["1 July 2024"], date="2026-12-15", L=True)
Q(A, "AU", "deck's about a metre and a half off the ground. how high does the balustrade need to be?",
  "barrier at least 1 m above a landing/floor (fall of 1 m or more needs one)", "facts §5.2", None, ["1 m"], L=True)
Q(A, "AU", "is super still eleven and a half percent?",
  "statement to correct: 11.5% was 2024-25; 12% for wages paid from 1 July 2025", "facts §6.6, §9", "no", ["12%"], O=True, L=True)
Q(A, "NSW", "engineered stone job in newcastle nsw - contract signed the week before chrissy 2023, benchtop went in spring 2024. were we allowed?",
  "dated: NSW adopted the transitional rule - contracts entered on or before 31 Dec 2023 exempt until 31 Dec 2024", "facts §5.8 NSW", "yes", ["31 Dec 2024"], date="2024-10-15", L=True)

# ---------------- tools ----------------
Q(T, "NSW", "doin the books for my husbands tiling business in penrith - he's quoted a bathroom at twenty-two and a half grand. whats the most deposit i can invoice?",
  "NSW max deposit 10% of the contract price", "facts §2.2 NSW", None, ["$2,250", "10%"], O=True, L=True)
Q(T, "NSW", "nsw, quoting four and a half grand plus the G for a tiling job. does that need a written contract?",
  "NSW written contract over $5,000 incl GST: $4,500 + GST = $4,950, not over", "facts §2.1, §9 NSW", "no", ["$4,950", "$5,000"], O=True, L=True)
Q(T, "NSW", "plasterer in gosford, 3 grand for the ceilings and another two and a half for the cornices, same house. do i need a licence?",
  "sum of one job $5,500 > $5,000 -> licence (trade work)", "facts §1.1, §2.1 NSW", "yes", ["$5,500", "$5,000"], L=True)
Q(T, "NSW", "nsw, kitchen's eighteen and a half grand and the laundry's another four, one contract. hbcf?",
  "sum $22,500 > $20,000 -> HBCF cover needed", "facts §2.1, §2.2 NSW", "yes", ["$22,500", "$20,000"], O=True, L=True)
Q(T, "VIC", "vic reno, price is nineteen and a half grand. most deposit i can take?",
  "VIC deposit 10% under $20,000", "facts §2.2 VIC", None, ["$1,950", "10%"], O=True, L=True)
Q(T, "VIC", "bendigo extension, forty-eight grand. max deposit in dollars?",
  "VIC deposit 5% at $20,000 or more", "facts §2.2 VIC", None, ["$2,400", "5%"], O=True, L=True)
Q(T, "VIC", "vic plumbing job, my labour's four hundred and fifty and the customer bought a six hundred buck tap set themselves. compliance cert?",
  "VIC compliance certificate where total value (whoever supplied) is over $750: $1,050", "facts §4.2 VIC", "yes", ["$1,050", "$750"], L=True)
Q(T, "QLD", "qld bathroom reno at 18 and a half k. max deposit?",
  "QLD deposit 10% under $20,000", "facts §2.2 QLD", None, ["$1,850", "10%"], O=True, L=True)
Q(T, "QLD", "cairns, patio roof for 3 grand plus gst. do i need a qbcc licence?",
  "QLD licence over $3,300 incl GST: $3,000 + GST = $3,300, not over", "facts §1.3, §2.1 QLD", "no", ["$3,300", "$3,300"], L=True)
Q(T, "QLD", "townsville bathroom, customer's supplying twelve hundred of tiles and my labour's two and a half grand. licence?",
  "QLD value includes materials whoever supplies them: $3,700 > $3,300", "facts §1.3 QLD", "yes", ["$3,700", "$3,300"], L=True)
Q(T, "WA", "mandurah patio, forty grand on the contract. how much deposit can i ask for?",
  "WA deposit 6.5% (contracts $7,500-$500,000)", "facts §2.2, §9 WA", None, ["$2,600", "6.5%"], O=True, L=True)
Q(T, "WA", "bunbury, 15k slab and the frame's another seven, same contract. do i need to be a registered building contractor?",
  "sum $22,000 > $20,000 -> registered building contractor", "facts §1.4 WA", "yes", ["$22,000", "$20,000"], L=True)
Q(T, "SA", "sa, kitchen's 8 grand plus the laundry's four, one job. written contract needed?",
  "sum $12,000: SA written contract at $12,000 and more", "facts §2.1, §9 SA", "yes", ["$12,000", "$12,000"], O=True, L=True)
Q(T, "TAS", "tas, 14k kitchen and 6k of flooring on one contract. written contract?",
  "sum $20,000: TAS written contract at $20,000 or more", "facts §2.2 TAS", "yes", ["$20,000", "$20,000"], O=True, L=True)
Q(T, "ACT", "act, 9 grand bathroom and a 3 and a half grand laundry, same job. residential building insurance?",
  "sum $12,500 >= $12,000 -> ACT residential building insurance or fidelity certificate", "facts §2.2 ACT", "yes", ["$12,500", "$12,000"], O=True, L=True)
Q(T, "NT", "nt extension, slab's 8 grand and the frame and roof another six and a half. bpb registration?",
  "sum $14,500 > $12,000 -> BPB building contractor registration", "facts §1.8 NT", "yes", ["$14,500", "$12,000"], L=True)
Q(T, "AU", "quote's four point eight plus the G, whats the total?",
  "GST 10% on $4,800", "facts §6.2", None, ["$5,280", "10%"], O=True, L=True)
Q(T, "AU", "invoice total is seven and a half k inc gst. how much of that's gst?",
  "GST = 1/11 of the inclusive amount", "facts §6.2", None, ["$681.82", "10%"], O=True, L=True)
Q(T, "AU", "labourer's on eighteen hundred a week. how much super each week?",
  "SG 12% of wages paid", "facts §6.6, §9", None, ["$216", "12%"], O=True, L=True)
Q(T, "AU", "paid the offsider two and a half grand this fortnight, whats the super on that",
  "SG 12% of wages paid", "facts §6.6, §9", None, ["$300", "12%"], O=True, L=True)
Q(T, "AU", "back in march 2025 my apprentice was on nine hundred a week. what should his super have been each week?",
  "dated: SG 11.5% for wages paid 1 Jul 2024 - 30 Jun 2025", "facts §6.6, §9", None, ["$103.50", "11.5%"], date="2025-03-15", O=True, L=True)
Q(T, "AU", "subbie with no abn sent an invoice for three grand. how much do i hold back?",
  "no-ABN withholding 47%", "facts §6.8", None, ["$1,410", "47%"], O=True, L=True)
Q(T, "AU", "17 yo neighbour's labouring for me as a contractor, no abn, four hundred a week. do i have to withhold?",
  "under-18 exception only up to $350 a week; $400 -> withhold 47%", "facts §6.8", "yes", ["$188", "47%", "$350"], O=True, L=True)
Q(T, "AU", "turnover's sixty-eight grand from jobs and another eight and a half from weekend work. gotta register for gst?",
  "GST turnover $76,500 >= $75,000 -> must register", "facts §6.2", "yes", ["$76,500", "$75,000"], O=True, L=True)
Q(T, "AU", "can u check the abn on this subbie's invoice, 17 802 732 182",
  "ABN check digits (modulus 89)", "facts §6.1", None, ["valid"], O=True)
Q(T, "AU", "abn on a quote i got is 45 618 029 904, legit?",
  "ABN check digits (modulus 89)", "facts §6.1", None, ["invalid"], O=True)

# ---------------- declines ----------------
def Dc(state, q, topic, ask, O=False, L=False, date=None):
    Q(D, state, q, topic, "facts (not held)", ask=ask, O=O, L=L, date=date)
Dc("NSW", "whats the long service levy on a 300 grand build in nsw?", "building and construction long service levy rate not held", "Long Service Corporation", O=True, L=True)
Dc("NSW", "how much does icare charge for hbcf on a ninety grand extension?", "HBCF premium not held", "icare (Home Building Compensation Fund)", O=True, L=True)
Dc("NSW", "what does it cost to add a waterproofing class to my nsw contractor licence?", "licence class fee not held", "Building Commission NSW")
Dc("NSW", "how many cpd points do i need to renew my nsw contractor licence?", "CPD requirement for contractor licences not held", "Building Commission NSW")
Dc("VIC", "how much is rec registration with esv for the full 5 years?", "REC registration fee not held", "Energy Safe Victoria")
Dc("VIC", "vic subbie - under the sop act whats the longest the builder can take to actually pay my claim?", "VIC SOP maximum time to pay not captured", "Building and Plumbing Commission (formerly VBA)", O=True)
Dc("VIC", "how long is the bpc taking to process domestic builder limited registrations at the moment?", "processing time not held", "Building and Plumbing Commission (formerly VBA)")
Dc("VIC", "vic gasfitter, how much does each compliance certificate cost me to lodge?", "compliance certificate fee not held", "Building and Plumbing Commission (formerly VBA)", O=True)
Dc("QLD", "qleave levy on a 150 grand job, how much is it?", "portable long service levy rate not held", "QLeave", O=True, L=True)
Dc("QLD", "roughly what's the home warranty premium on an 80 grand reno in qld?", "QLD Home Warranty Scheme premium not held", "QBCC", O=True, L=True)
Dc("QLD", "how much is a qld electrical contractor licence?", "electrical contractor licence fee not held", "Electrical Safety Office (WorkSafe QLD)")
Dc("QLD", "qld, whats the fine if i lodge a form 4 a few weeks late?", "notifiable-work late lodgement penalty not held", "QBCC", L=True)
Dc("WA", "ctf levy on a half-million build in wa, how much?", "construction training levy rate not held", "Construction Training Fund (CTF)", O=True, L=True)
Dc("WA", "how much does it cost to register as a building contractor in wa?", "registration fee not held", "Building Services Board (Building and Energy, DEMIRS)", O=True)
Dc("WA", "wa plumber, whats the fine if my licence number isnt on the ute signwriting?", "advertising penalty not held", "Plumbers Licensing Board (Building and Energy)")
Dc("WA", "wa, owner signed tuesday and wants out - how many days cooling off on a home building contract?", "WA cooling-off not found", "Building and Energy (DEMIRS)", O=True, L=True, date="2026-11-24")
Dc("SA", "sa, how much deposit can i ask for on a quarter-mil new build in elizabeth?", "SA deposit cap not found", "Consumer and Business Services (CBS)", O=True, L=True)
Dc("SA", "sa, owner signed the reno contract yesterday arvo and now wants out. how long's the cooling off?", "SA cooling-off not found", "Consumer and Business Services (CBS)", O=True, L=True, date="2026-11-28")
Dc("SA", "how much does the otr charge for each plumbing certificate in sa?", "certificate fee not held", "Office of the Technical Regulator")
Dc("SA", "sa gasfitter, whats the penalty if the gas ecoc goes out after the 30 days?", "late gas CoC penalty not held", "Office of the Technical Regulator")
Dc("TAS", "tas, cooling off on a renovation contract, how many days?", "TAS cooling-off not found", "CBOS", O=True)
Dc("TAS", "tas sparky, how long have i got to give the customer the cec after the job?", "TAS CEC deadline not found", "CBOS")
Dc("TAS", "max deposit on a 40 grand job in hobart?", "TAS deposit cap not found", "CBOS", O=True, L=True)
Dc("TAS", "how much is cbos charging for a plumber licence renewal these days?", "licence fee not held", "CBOS")
Dc("ACT", "act subbie, how many business days has the builder got to respond to my payment claim?", "ACT payment schedule not captured", "Access Canberra", O=True)
Dc("ACT", "max deposit on a fifty grand reno in canberra?", "ACT deposit cap not found", "Access Canberra", O=True, L=True)
Dc("ACT", "act builder licence renewal, how much?", "licence fee not held", "Access Canberra")
Dc("NT", "nt, whats the max deposit i can take on a house build in darwin?", "NT deposit regulated (regs 41HA/41HE) but amount not captured", "Building Practitioners Board", O=True)
Dc("NT", "nt sparky, how many days after the job have i got to get the coc to nt worksafe?", "NT electrical CoC deadline not found (only 'decreased')", "NT WorkSafe")
Dc("NT", "nt, whats the fine for doin electrical work without a contractor licence?", "penalty not held", "NT WorkSafe")
Dc("AU", "how much payg do i take out of eighteen hundred a week?", "PAYG withholding tables not held", "ATO", O=True, L=True)
Dc("AU", "when's my bas due for the october to december quarter?", "BAS due dates not held", "ATO", O=True)
Dc("AU", "whats the award rate for a third year sparky apprentice?", "award rates not held", "Fair Work Ombudsman", O=True)
Dc("AU", "from the first of next month am i still allowed to put a surcharge on visa and mastercard?", "dated: card surcharge rules (from 1 Dec 2026) not held", "ACCC / RBA", O=True, L=True, date="2026-12-01")
Dc("AU", "how much can i claim per km for the ute this year?", "car cents-per-km rate not held", "ATO", O=True)
Dc("AU", "can u give me the actual as 3740 wording for the shower hob?", "standard clause text not reproduced", "Standards Australia")
Dc("AU", "whats the saturday overtime rate for my labourer?", "award penalty/overtime rates not held", "Fair Work Ombudsman", O=True)

# ---------------- ambiguous ----------------
def Am(q, topic, O=False, L=True):
    d = {"q": q, "kind": M, "state": None, "topic": topic, "basis": "facts §2.1 (each reading)", "_O": O, "_L": L}
    ITEMS.append(d)
Am("8 grand kitchen reno, either albury or wodonga, waitin to hear which house. licence or rego?",
   "Albury NSW (>$5,000: licence yes) / Wodonga VIC (not over $10,000: no registration)")
Am("15 grand reno, queanbeyan or just over the line in canberra. do i need the home warranty type insurance?",
   "Queanbeyan NSW (HBCF only over $20,000: no) / Canberra ACT ($12,000 or more: residential building insurance yes)")
Am("4 grand paint job, goondiwindi or across the river at boggabilla. licence?",
   "Goondiwindi QLD (>$3,300: QBCC licence yes) / Boggabilla NSW (not over $5,000: no)")
Am("mildura side or buronga, 25 grand job. max deposit?",
   "Mildura VIC ($20,000 or more: 5% = $1,250) / Buronga NSW (10% = $2,500)", O=True)
Am("bathroom tiling in paddington, four and a half grand. licence needed?",
   "Paddington NSW (not over $5,000 even with GST: no) / Paddington QLD (>$3,300: yes)")
Am("10 grand bathroom in campbelltown. legally gotta have a written contract?",
   "Campbelltown NSW (>$5,000: yes) / Campbelltown SA (under $12,000: no)", O=True)
Am("22 grand reno in windsor, how much deposit can i take?",
   "Windsor NSW (10% = $2,200) / Windsor VIC (5% = $1,100) / Windsor QLD (5% = $1,100) / Windsor SA (deposit cap not found)", O=True)
Am("18 grand extension in mitcham, need home warranty insurance?",
   "Mitcham VIC (DBI over $16,000: yes) / Mitcham SA (BII threshold $20,000 for contracts from 10 Nov 2025, lower grade: no)", O=True)
Am("30 grand pergola and deck in stirling. max deposit?",
   "Stirling WA (6.5% = $1,950) / Stirling SA (not found) / Stirling ACT (not found)", O=True)
Am("9 grand bathroom, yarrawonga or mulwala, whichever they pick. do i need to be registered or licensed?",
   "Yarrawonga VIC (not over $10,000: no registration) / Mulwala NSW (>$5,000: licence yes)")

out = []
for i, d in enumerate(ITEMS, 1):
    e = {"id": "d38-%03d" % i}
    e.update({k: v for k, v in d.items() if not k.startswith("_")})
    out.append(e)
json.dump(out, open(os.path.join(HERE, "questions.json"), "w"), indent=2, ensure_ascii=False)
json.dump({"d38-%03d" % i: {"office": d["_O"], "loose": d["_L"]} for i, d in enumerate(ITEMS, 1)},
          open(os.path.join(HERE, ".flags.json"), "w"), indent=1)
from collections import Counter
print(len(out), Counter(x["kind"] for x in out), Counter(str(x["state"]) for x in out))
print("office", sum(d["_O"] for d in ITEMS), "loose", sum(d["_L"] for d in ITEMS))
