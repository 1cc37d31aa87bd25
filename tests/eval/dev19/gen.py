#!/usr/bin/env python3
"""blind-d19: writes questions.json (150 items). Figures checked by hand against facts.md (27 Nov 2026)."""
import json, os
HERE = os.path.dirname(os.path.abspath(__file__))
I = []
def a(state, q, topic, basis, verdict=None, figures=None, **kw):
    d = {"q": q, "kind": "answer", "state": state}
    if verdict: d["verdict"] = verdict
    if figures: d["figures"] = figures
    d["topic"] = topic; d["basis"] = basis; d.update(kw); I.append(d)
def t(state, q, topic, basis, figures, verdict=None, **kw):
    d = {"q": q, "kind": "tool", "state": state}
    if verdict: d["verdict"] = verdict
    d["figures"] = figures; d["topic"] = topic; d["basis"] = basis; d.update(kw); I.append(d)
def dcl(state, q, topic, ask, **kw):
    d = {"q": q, "kind": "decline", "state": state, "topic": topic, "basis": "facts.md (not held)", "ask": ask}
    d.update(kw); I.append(d)
def amb(q, topic):
    I.append({"q": q, "kind": "ambiguous", "state": None, "topic": topic, "basis": "facts.md §0-§9 (readings per place)"})

# ---------------- answers: NSW ----------------
a("NSW", "do i have to get hbcf on a 15k bathroom reno in wollongong or is that only the big jobs",
  "HBCF cover needed only for residential work over $20,000; $15,000 is under", "facts.md §2.1, §2.2 NSW", "no", ["$20,000"])
a("NSW", "customer in dubbo says i must give her a proper written contract for a 7 grand deck. is she right or is a quote on a txt fine",
  "written contract needed for residential work over $5,000 incl GST (small jobs contract $5k-$20k)", "facts.md §2.1, §2.2, §9 NSW", "yes", ["$5,000"])
a("NSW", "am i right that i can do a bit of gas fittin under 5k in nsw without a licence since its a small job",
  "statement to correct: gasfitting is specialist work, licence at any value", "facts.md §1.1, §2.1 NSW", "no")
a("NSW", "sparky in orange nsw, how many days have i got to get the ccew done after testin",
  "CCEW within 7 days of finishing the safety and compliance test; customer always gets a copy", "facts.md §3.2 NSW", None, ["7 days"])
a("NSW", "im a subbie in penrith, builder reckons he can pay me 30 business days after my claim. can he make me wait that long",
  "NSW SOP: head contractor to subcontractor at most 20 business days (30 BD is the superseded figure)", "facts.md §6.7, §8 NSW", "no", ["20 business days"])
a("NSW", "surely i dont need a licence to lay floatin floors in nsw? its non structural",
  "non-structural flooring not licensed in NSW since 16 Sep 2009", "facts.md §1.1, §9 NSW", "no")
a("NSW", "gasfitter in tamworth, how long do i have to send the gas compliance cert in",
  "gas CoC / Certificate of Inspection to Fair Trading within 5 business days of the work; keep copies 5 years", "facts.md §4.5 NSW", None, ["5 business days"])
a("NSW", "head contractor in parramatta got my payment claim. when does he have to come back with a payment schedule",
  "NSW SOP payment schedule within 10 business days after receiving the claim", "facts.md §6.7 NSW", None, ["10 business days"])
a("NSW", "customer in newcastle nsw signed a 30k reno contract on monday and got her copy. can she still pull out, how long has she got",
  "NSW cooling-off: 5 clear business days after being given a copy of the signed contract (HBA s 7BA)", "facts.md §2.1, §2.2, §9 NSW", "yes", ["5 clear business days"])
a("NSW", "homeowner in lismore wants to rip out the bonded asbestos sheetin in her 8 square metre laundry herself. is that allowed",
  "NSW home renovators may remove up to 10 m² of bonded asbestos in total", "facts.md §5.5 NSW", "yes", ["10 m²"])
a("NSW", "plumber in 2560, just changin a tap, do i still need to do a certificate of compliance",
  "NSW CoC for all plumbing and drainage work, copy to the customer (no NoW for minor works)", "facts.md §4.2 NSW", "yes")
a("NSW", "my apprentice got his tradesperson certificate for plumbin in nsw. can he sign off his own jobs now",
  "tradesperson certificate holders work under supervision and cannot sign off their own work", "facts.md §1.1 NSW", "no")
a("NSW", "can i start a 40k extension in the blue mountains nsw and sort out the hbcf once the deposit lands",
  "HBCF needed for work over $20,000 before starting work or taking any money, incl the deposit", "facts.md §2.2 NSW", "no", ["$20,000"])
a("NSW", "diggin a 1.8m deep trench for a sewer line in wagga. is that high risk work, do i need a swms",
  "HRCW includes trenches deeper than 1.5 m; SWMS before the work starts", "facts.md §5.6 NSW", "yes", ["1.5 m"])
a("NSW", "tiler from coolangatta here, this ones in tweed heads, 4k of floor tilin. do i need a licence for it",
  "work is in NSW: tiling is trade work, licence only over $5,000 incl GST; $4,000 (or $4,400 with GST) is under", "facts.md §1.1, §2.1 NSW", "no", ["$5,000"])
# ---------------- answers: VIC ----------------
a("VIC", "do i need to be registered for a 6k restumpin job in bendigo or is that under the limit",
  "re-stumping needs registration whatever the cost", "facts.md §1.2, §2.1 VIC", "yes")
a("VIC", "sparky in ballarat, did a main switchboard upgrade, can i liven it up before the inspector gets out there",
  "prescribed work (main switchboard) must not be energised before the LEI inspection", "facts.md §3.2 VIC", "no")
a("VIC", "how long have i got to give the customer the coes for a new powerpoint circuit in vic",
  "non-prescribed work: COES to the customer within 1 month", "facts.md §3.2 VIC", None, ["1 month"])
a("VIC", "customer in frankston says i gotta give her a compliance certificate for swappin her gas cooktop even tho its only a $400 job. is she right",
  "Type A gas appliance replacement needs a plumbing compliance certificate at any value", "facts.md §4.2, §4.5 VIC", "yes")
a("VIC", "any chance i can take a 10% deposit on a 24k bathroom in werribee",
  "VIC deposit at most 5% where the price is $20,000 or more", "facts.md §2.1, §2.2 VIC", "no", ["5%"])
a("VIC", "dbi needed on a 14k deck in mornington vic?",
  "DBI only for domestic work over $16,000", "facts.md §2.1, §2.2 VIC", "no", ["$16,000"])
a("VIC", "client in geelong signed a 30k contract yesterday and had no lawyer look at it. how long can they cool off and what can i keep",
  "VIC cooling-off 5 clear business days after receiving the signed copy; builder may keep $100 plus approved out-of-pocket expenses", "facts.md §2.1, §2.2 VIC", None, ["5 clear business days", "$100"])
a("VIC", "im only registered not licensed as a plumber in vic. can i sign the compliance cert myself on a 2k job",
  "only licensed plumbers sign compliance certificates; a registered plumber needs a licensed plumber for work over $750", "facts.md §1.2, §4.2 VIC", "no", ["$750"])
a("VIC", "surely a mate whos not registered can do a bit of gasfittin for cash in vic if its under 500 bucks",
  "plumbing (gasfitting included) needs licence/registration (or supervised training) at any value", "facts.md §1.2, §9 VIC", "no")
a("VIC", "asbestos removalist in vic, 8 m2 of non friable fibro, how much notice does worksafe need",
  "VIC: at least 24 h before for 10 m² or less of non-friable material", "facts.md §5.5 VIC", None, ["24 hours"])
a("VIC", "vic subbie, builder got my payment claim, whats the longest he can take to send a schedule",
  "VIC SOP payment schedule within the contract time or 10 BD, whichever is earlier", "facts.md §6.7 VIC", None, ["10 business days"])
a("VIC", "what happens if the builder doesnt send me a payment schedule in time in vic, do i just wait",
  "VIC SOP s15: no schedule within the time (at most 10 BD) -> the full claim becomes payable", "facts.md §6.7 VIC", None, ["10 business days"])
a("VIC", "my apprentice is doin plumbin work under my supervision in vic, im licensed. thats legal right",
  "in training under the supervision of a licensed plumber is one of the lawful ways to do plumbing work", "facts.md §1.2, §9 VIC", "yes")
a("VIC", "back in march 2017 i did a 7k bathroom in vic on a handshake. did that legally need a major domestic building contract back then",
  "before 1 Aug 2017 the major domestic building contract threshold was $5,000 -> $7,000 needed one", "facts.md §2.2, §8, §9 VIC", "yes", ["$5,000"], date="2017-03-15")
# ---------------- answers: QLD ----------------
a("QLD", "do i need a qbcc licence for a 3k carpentry job in cairns, labour and materials all in",
  "QBCC licence for building work over $3,300 (labour + materials + GST); $3,000 all in is under", "facts.md §1.3, §2.1 QLD", "no", ["$3,300"])
a("QLD", "plumber in toowoomba, its only a 500 buck job, do i still need to be licensed",
  "plumbing needs a QBCC occupational licence at any value", "facts.md §1.3 QLD", "yes")
a("QLD", "how long have i got to lodge the form 4 for notifiable plumbin work in qld",
  "notifiable work registered with QBCC within 10 business days of invoicing", "facts.md §4.2 QLD", None, ["10 business days"])
a("QLD", "is it ok if i take a 20% deposit on a granny flat in qld where about 70% of the work is built in the factory",
  "QLD deposit up to 20% where off-site work is more than 50% of the price", "facts.md §2.1, §2.2, §9 QLD", "yes", ["20%"])
a("QLD", "customer in townsville wants to back out of a 25k reno contract she signed. how long does she get",
  "QLD cooling-off 5 business days from the day after receiving the signed contract (and guide)", "facts.md §2.1, §2.2 QLD", None, ["5 business days"])
a("QLD", "am i right that a 2.5m roof job on a house in qld needs a swms",
  "QLD: SWMS needed for any construction work above 2 m, housing included", "facts.md §5.6 QLD", "yes", ["2 m"])
a("QLD", "startin up as an electrical contractor in qld, how much public liability cover do i need",
  "electrical contractor licence: public and products liability at least $5,000,000 (plus consumer protection $50,000)", "facts.md §1.3 QLD", None, ["$5,000,000"])
a("QLD", "sparky in mackay, how long do i have to keep my certificates of testin and compliance",
  "contractor keeps a copy for 5 years", "facts.md §3.2, §6.4 QLD", None, ["5 years"])
a("QLD", "is home warranty insurance needed on a 5k tilin job in logan",
  "QLD Home Warranty Scheme for residential work over $3,300 (tiling is covered work)", "facts.md §2.1, §2.2 QLD", "yes", ["$3,300"])
a("QLD", "subbie in brissy, how long has the head contractor got to give me a payment schedule",
  "QLD BIF Act payment schedule 15 BD (or earlier per contract)", "facts.md §6.7 QLD", None, ["15 business days"])
a("QLD", "do i need a written contract for an 8 grand pergola in rockhampton",
  "level 1 regulated contract ($3,300 to under $20,000) must be written, dated and signed", "facts.md §2.1, §2.2 QLD", "yes", ["$3,300"])
a("QLD", "gasfitter on the sunny coast, ran a new gas line to a fixed bbq. do i have to give the owner a certificate",
  "Gas System Compliance Certificate for new installations incl fixed BBQs", "facts.md §4.5 QLD", "yes")
# ---------------- answers: WA ----------------
a("WA", "do i need to be a registered building contractor for an 18k patio in perth",
  "WA building contractor registration for work over $20,000", "facts.md §1.4, §2.1 WA", "no", ["$20,000"])
a("WA", "wa sparky, how long to lodge the notice of completion, and when does the customer get the esc",
  "NOC within 3 days of finishing; ESC to the customer within 28 days", "facts.md §3.2 WA", None, ["3 days", "28 days"])
a("WA", "plumbin contractor in bunbury, do i have to keep copies of my certificates of compliance, how long",
  "WA plumbing certificates of compliance kept for at least 6 years", "facts.md §1.4, §4.2, §6.4 WA", "yes", ["6 years"])
a("WA", "do i need home indemnity insurance on a 35k extension in joondalup",
  "WA HII for residential work over $20,000, before claiming payment or starting", "facts.md §2.1, §2.2 WA", "yes", ["$20,000"])
a("WA", "wa plumber, how much notice do i have to give before major plumbin work",
  "Notice of Intention at least 24 hours before major plumbing work", "facts.md §4.2 WA", None, ["24 hours"])
a("WA", "customer in mandurah wants a 5k tilin job done with no written contract, just a quote. is that ok",
  "Home Building Contracts Act (written contract) covers fixed-price contracts $7,500-$500,000; $5,000 is below", "facts.md §2.1, §2.2 WA", "yes", ["$7,500"])
a("WA", "gas fitter in geraldton, its a tiny job under 200 bucks, do i still need my gas fitters licence",
  "WA gasfitting on a consumer's installation needs a gas fitter's licence at any value", "facts.md §1.4, §9 WA", "yes")
a("WA", "subbie in wa, whats the longest the head contractor can take to pay me",
  "WA SOP: head contractor to subcontractor 25 BD", "facts.md §6.7 WA", None, ["25 business days"])
a("WA", "any chance i can skip the notice of intention on an emergency burst pipe job in wa",
  "NOI not needed for emergency work", "facts.md §4.2 WA", "yes")
a("WA", "owner builder in wa doin a 30k extension, do i need approval? and can i sell the place in 5 years",
  "owner-builder approval for work over $20,000; cannot sell within 7 years without home indemnity insurance", "facts.md §1.4 WA", "yes", ["$20,000", "7 years"])
a("WA", "do i have to put my plumbin licence number on my ads in wa",
  "WA plumbing contractor licence number must appear in all advertising", "facts.md §1.4 WA", "yes")
# ---------------- answers: SA ----------------
a("SA", "mate reckons in sa you dont need a swms till youre over 3 metres. is that right",
  "statement to correct: SA HRCW fall trigger more than 2 m from 1 July 2026 (3 m until 30 June 2026)", "facts.md §5.6, §9 SA", "no", ["2 m"])
a("SA", "sa sparky, how long have i got to submit the ecoc",
  "eCoC completed before energisation, then to the Technical Regulator and owner within 30 days", "facts.md §3.2 SA", None, ["30 days"])
a("SA", "sa plumber in port lincoln, how many days to get the plumbin coc in",
  "SA plumbing CoC to OTR and customer within 7 days of completing the work", "facts.md §4.2, §9 SA", None, ["7 days"])
a("SA", "do i need a written contract for a 9k bathroom in adelaide",
  "SA written contract for domestic building work of $12,000 and more", "facts.md §2.1, §2.2, §9 SA", "no", ["$12,000"])
a("SA", "gasfitter in elizabeth sa, relocated a gas oven for a customer. do i need to do a coc",
  "SA gas CoC after appliance relocation, electronic CoC within 30 days", "facts.md §4.5, §9 SA", "yes", ["30 days"])
a("SA", "what happens if i dont give the owner a signed copy of the domestic buildin contract in sa",
  "BWC Act s28: contract requirements incl signed copy to the owner; maximum penalty $5,000", "facts.md §2.2 SA", None, ["$5,000"])
a("SA", "painter in glenelg, do i need a licence to contract paintin jobs in sa",
  "painting is building work (BWC Regs r3); contracting business needs a BWC licence", "facts.md §1.5 SA", "yes")
a("SA", "sa subbie, the builder got my claim, how long for the payment schedule",
  "SA SOP payment schedule 15 BD (or earlier per contract)", "facts.md §6.7 SA", None, ["15 business days"])
a("SA", "whats the fine in sa for contractin buildin work with no licence, first offence, for a sole trader",
  "BWC Act s6: individual up to $100,000 for a first or second offence", "facts.md §1.5 SA", None, ["$100,000"])
a("SA", "sa roofin company, whats the penalty if we get caught without a swms",
  "SA SWMS penalty $6,000 individual / $30,000 body corporate", "facts.md §5.6 SA", None, ["$30,000"])
a("SA", "got a 2.4m roof job in murray bridge booked for feb next year. do i need a swms for it",
  "SA HRCW fall trigger more than 2 m from 1 July 2026 -> SWMS needed", "facts.md §5.6, §9 SA", "yes", ["2 m"], date="2027-02-15")
# ---------------- answers: TAS ----------------
a("TAS", "tassie, do i need a written contract for a 15k deck",
  "TAS written contract for residential building work of $20,000 or more", "facts.md §2.1, §2.2 TAS", "no", ["$20,000"])
a("TAS", "plumber in hobart, whats the minimum temp the stored hot water has to be kept at",
  "stored hot water at 60°C or more (Legionella)", "facts.md §4.3 TAS", None, ["60°C"])
a("TAS", "owner builder in launceston, how many projects am i allowed and do i need a white card",
  "TAS owner-builders limited to 2 projects in 10 years; White Card needed", "facts.md §1.6 TAS", "yes", ["2 projects in 10 years"])
a("TAS", "im an owner builder in burnie, how much public liability do i need for the permit",
  "TAS owner-builder permit: public liability of at least $5 million", "facts.md §1.6 TAS", None, ["$5 million"])
a("TAS", "tas subbie on a residential job, how long has the owner got to give a payment schedule",
  "TAS SOP payment schedule 20 days residential (10 days commercial)", "facts.md §6.7 TAS", None, ["20 days"])
a("TAS", "customer in hobart says her bathroom hot water legally has to be capped at 45 degrees. is she right",
  "ordinary homes: tempering valve 50°C; 45°C TMV only for childcare, schools, aged care etc", "facts.md §4.3 TAS", "no", ["50°C"])
a("TAS", "electrical contractor in devonport, can my unlicensed labourer do the wirin if im supervisin",
  "TAS electrical work only by licensed practitioners under an electrical contractor", "facts.md §1.6, §3.1 TAS", "no")
# ---------------- answers: ACT ----------------
a("ACT", "sparky in belconnen, can i wire up a home battery without the DER endorsement",
  "ACT DER endorsement needed for solar/inverter/battery wiring from 11 Sep 2024", "facts.md §1.7 ACT", "no")
a("ACT", "act sparky, how many days to get the test report in after testin",
  "ACT test report to the Registrar or owner within 14 days of the test", "facts.md §3.2 ACT", None, ["14 days"])
a("ACT", "painter in gungahlin, do i need a licence to paint houses in the act",
  "ACT licenses builders, electricians, plumbers, drainers, gasfitters, certifiers; carpenters and similar trades not licensed", "facts.md §1.7 ACT", "no")
a("ACT", "act builder, do i need residential buildin insurance on a 15k alteration",
  "ACT residential building insurance / fidelity certificate for alterations of $12,000 or more", "facts.md §2.1, §2.2 ACT", "yes", ["$12,000"])
a("ACT", "subbie in canberra, whats the longest the builder can take to pay my claim",
  "ACT SOP maximum time to pay 15 BD (s13(1))", "facts.md §6.7 ACT", None, ["15 business days"])
a("ACT", "homeowner in weston creek wants to do her own plumbin in the laundry. is she allowed",
  "ACT homeowners can't do regulated plumbing", "facts.md §4.2 ACT", "no")
a("ACT", "act gasfitter, when do i have to hand over the certificate of compliance",
  "ACT: compliance indicator attached and certificate given as soon as practicable (Gas Safety Act s9)", "facts.md §4.5 ACT", None, None)
# ---------------- answers: NT ----------------
a("NT", "buildin a new house in alice springs, 350k. do i have to be registered with the bpb",
  "NT BPB registration for new houses where cost is above $12,000", "facts.md §1.8, §2.1 NT", "yes", ["$12,000"])
a("NT", "nt: free standin shed for a client, 15k. do i need bpb registration for that",
  "free-standing sheds don't need BPB registration", "facts.md §1.8 NT", "no")
a("NT", "nt plumber with the advanced tradesman licence, can i certify my own work",
  "advanced tradesman cannot certify; needs registration as certifying plumber with the BPB", "facts.md §1.8, §4.2 NT", "no")
a("NT", "do i need a signed contract for a 20k extension in katherine",
  "NT signed contract for prescribed residential building work over $12,000", "facts.md §2.1, §9 NT", "yes", ["$12,000"])
a("NT", "darwin sparky, swappin a light fittin like for like next week, same wirin. coc needed?",
  "NT: like-for-like replacements without wiring/load/protection change need no CoC from 1 Jan 2026", "facts.md §3.2 NT", "no", date="2026-12-04")
a("NT", "head contractors contract in the nt says 45 business days to pay me. is that legit",
  "NT SOP: any term longer than 30 BD is read as 30 BD", "facts.md §6.7 NT", "no", ["30 business days"])
a("NT", "nt gasfitter, commercial job with 300kg of lpg storage. do i have to tell worksafe before i start",
  "NT gas works on systems over 200 kg stored notified to NT WorkSafe no later than 24 hours before", "facts.md §9 NT", "yes", ["24 hours"])
a("NT", "my apprentice in palmerston nt plugged a heater in with a lead. does that count as electrical work",
  "plugging in equipment with a flexible cord is not electrical work", "facts.md §1.8 NT", "no")
# ---------------- answers: AU ----------------
a("AU", "do i have to charge gst if i only turn over about 60k a year",
  "GST registration compulsory only at $75,000 GST turnover; $60,000 is under", "facts.md §6.2", "no", ["$75,000"])
a("AU", "how long have i got to register for gst once i go over the threshold",
  "register within 21 days of reaching the threshold", "facts.md §6.2", None, ["21 days"])
a("AU", "customer asked for a tax invoice for last months job, how long have i got to give it to him",
  "tax invoice within 28 days of a request", "facts.md §6.3, §9", None, ["28 days"])
a("AU", "tax invoice for a 1,500 job, do i have to put the customers name or abn on it",
  "sales of $1,000 or more must show the buyer's identity or ABN", "facts.md §6.3", "yes", ["$1,000"])
a("AU", "how long do i have to keep my receipts and invoices for the tax man",
  "keep business records 5 years", "facts.md §6.4, §9", None, ["5 years"])
a("AU", "am i right that i can still pay my apprentices super quarterly like before",
  "statement to correct: payday super from 1 July 2026, SG to reach the fund within 7 business days of payday", "facts.md §9 (Payday Super)", "no", ["7 business days"])
a("AU", "need a licence to regas a split system or can any handyman do it",
  "refrigerant handling licence (ARC) needed to work on equipment with fluorocarbon refrigerant", "facts.md §1.9", "yes")
a("AU", "my new labourer has no white card, can he still come on site and just carry stuff",
  "CPCWHS1001 White Card mandatory before entering or working on a construction site", "facts.md §5.7", "no")
a("AU", "customer already bought an engineered stone slab, can my apprentice cut and install it for her",
  "engineered stone ban from 1 July 2024 (processing and installing)", "facts.md §5.8", "no")
a("AU", "is 900mm ok for the balustrade on a landing",
  "barrier at least 1 m above a landing (865 mm only along stairs/ramps)", "facts.md §5.2", "no", ["1 m"])
a("AU", "what temp do i set the tempering valve to for a bathroom in a normal house",
  "tempering valve set to 50°C for personal-hygiene fixtures", "facts.md §4.3", None, ["50°C"])
a("AU", "doin a childcare centre, what do i set the tmv to",
  "TMV set to 45°C in early childhood centres, schools, aged care", "facts.md §4.3", None, ["45°C"])
a("AU", "what happens if i dont withhold anything from a subbie who wont give me an abn",
  "must withhold 47%; if not, a penalty equal to the amount that should have been withheld", "facts.md §6.8", None, ["47%"])
a("AU", "does the ncc cover gasfittin",
  "gasfitting and electrical work are not covered by the NCC", "facts.md §4.1", "no")
a("AU", "mate reckons super is still 11.5%. is he right",
  "statement to correct: SG 12% for wages paid from 1 July 2025", "facts.md §6.6, §9", "no", ["12%"])
a("AU", "i paid wages at the end of march this year, when was the super due for that quarter",
  "quarter to 31 Mar 2026 (old quarterly law kept for quarters to 30 June 2026): due 28 Apr", "facts.md §6.6, §9", None, ["28 Apr"], date="2026-03-31")
# ---------------- profile items ----------------
a("WA", "how long have i got to put the notice of completion in after a job",
  "profile WA electrician: NOC within 3 days of finishing", "facts.md §3.2 WA", None, ["3 days"], profile={"state": "WA", "trade": "electrician"})
a("SA", "how many days to get my certificate in after i finish a job",
  "profile SA plumber: plumbing CoC within 7 days", "facts.md §4.2, §9 SA", None, ["7 days"], profile={"state": "SA", "trade": "plumber"})

# ---------------- tools ----------------
t("NSW", "kitchen reno in bathurst, 25k. customer happy to pay 3k up front, thats fine right",
  "NSW deposit cap 10% of $25,000 = $2,500; $3,000 is over", "facts.md §2.1, §2.2 NSW", ["$2,500", "10%"], "no")
t("VIC", "tilin 7k and carpentry 4.5k on the same house in geelong. do i need to be registered",
  "VIC: more than one type of work together over $10,000 -> $11,500 needs registration", "facts.md §1.2 VIC", ["$11,500", "$10,000"], "yes")
t("VIC", "plumber in shepparton, my labour is $600 and the customer supplied the tapware worth $300. compliance cert needed?",
  "VIC compliance certificate over $750 whoever supplied the materials: $900", "facts.md §4.2 VIC", ["$900", "$750"], "yes")
t("AU", "quoted a customer $4,400 inc gst, how much of that is gst",
  "GST out of an inclusive amount: 1/11 of $4,400", "facts.md §6.2", ["$400", "10%"])
t("AU", "job is 2,750 plus gst, what do i bill all up",
  "GST added: $2,750 x 1.1", "facts.md §6.2", ["$3,025", "10%"])
t("AU", "apprentice earned $850 this week, how much super do i put in",
  "SG 12% of $850", "facts.md §6.6, §9", ["$102", "12%"])
t("AU", "paid my offsider 1,340 last friday, whats the super on that",
  "SG 12% of $1,340", "facts.md §6.6, §9", ["$160.80", "12%"])
t("AU", "wages i paid in march 2025 were 2,600 for the fortnight, what super should that have been",
  "SG 11.5% for wages paid 1 Jul 2024 - 30 Jun 2025", "facts.md §6.6, §9", ["$299", "11.5%"], date="2025-03-15")
t("QLD", "35k reno in ipswich, whats the most deposit i can take in dollars",
  "QLD deposit 5% at $20,000 or more", "facts.md §2.1, §2.2 QLD", ["$1,750", "5%"])
t("QLD", "12k bathroom in bundaberg, max deposit?",
  "QLD deposit 10% under $20,000", "facts.md §2.1, §2.2 QLD", ["$1,200", "10%"])
t("WA", "80k extension in fremantle, how much deposit can i ask for",
  "WA deposit 6.5% of the total ($7,500-$500,000)", "facts.md §2.1, §2.2, §9 WA", ["$5,200", "6.5%"])
t("VIC", "18 grand job in ballarat, max deposit in dollars?",
  "VIC deposit 10% under $20,000", "facts.md §2.1, §2.2 VIC", ["$1,800", "10%"])
t("NSW", "quoted 4,700 plus gst for tilin in wollongong. do i need a licence for that",
  "NSW trade work licence over $5,000 incl GST: $4,700 + GST = $5,170", "facts.md §1.1, §2.1 NSW", ["$5,170", "$5,000"], "yes")
t("QLD", "3,100 plus gst for a pergola in mackay, do i need a qbcc licence",
  "QLD licence over $3,300 incl GST: $3,100 + GST = $3,410", "facts.md §1.3, §2.1 QLD", ["$3,410", "$3,300"], "yes")
t("NSW", "fencin 3k and pavin 2.5k on the same job in gosford. licence needed?",
  "NSW structural landscaping/fencing licence over $5,000: $5,500 (x1.1 also over)", "facts.md §1.1, §2.1, §9 NSW", ["$5,500", "$5,000"], "yes")
t("NT", "extension in darwin, labour 7k plus materials 6k. do i need to be bpb registered",
  "NT registration for extensions above $12,000: $13,000", "facts.md §1.8, §2.1 NT", ["$13,000", "$12,000"], "yes")
t("SA", "bathroom in adelaide, 7.5k labour and 3.2k materials. do i need a written contract",
  "SA written contract for $12,000 and more: $10,700 is under (x1.1 too)", "facts.md §2.1, §2.2, §9 SA", ["$10,700", "$12,000"], "no")
t("TAS", "kitchen job in hobart, 12k for the cabinets plus 9k labour. written contract needed?",
  "TAS written contract for residential work of $20,000 or more: $21,000", "facts.md §2.1, §2.2 TAS", ["$21,000", "$20,000"], "yes")
t("WA", "two stages on the same house in perth under one contract, 12k and 9.5k. do i need hii",
  "WA HII for residential work over $20,000: $21,500", "facts.md §2.1, §2.2 WA", ["$21,500", "$20,000"], "yes")
t("AU", "no abn subbie, his invoice is 3,500. how much do i hold back",
  "no-ABN withholding 47% of $3,500", "facts.md §6.8", ["$1,645", "47%"])
t("AU", "bloke with no abn charged 90 bucks ex gst to drop off sand, do i gotta withhold",
  "$90 ex GST is over $75 -> withhold 47% = $42.30", "facts.md §6.8", ["$42.30", "47%"], "yes")
t("AU", "16 yo labourer workin as a contractor, no abn, payin him 400 a week. do i withhold",
  "under-18 exception only at $350 or less a week; $400 -> withhold 47% = $188", "facts.md §6.8", ["$188", "47%"], "yes")
t("AU", "made 48k tilin this year plus 29k from a side business. do i have to register for gst now",
  "GST turnover $77,000 is $75,000 or more -> must register", "facts.md §6.2", ["$77,000", "$75,000"], "yes")
t("VIC", "deck 9k plus pergola 8.5k same contract in vic, do i need dbi",
  "VIC DBI over $16,000: $17,500", "facts.md §2.1, §2.2 VIC", ["$17,500", "$16,000"], "yes")
t("AU", "invoice total is 1,980 inc gst, how much gst do i owe the ato on it",
  "GST out of an inclusive amount: 1/11 of $1,980", "facts.md §6.2", ["$180", "10%"])
t("AU", "payin my leading hand 65k a year, how much super is that a year",
  "SG 12% of $65,000", "facts.md §6.6, §9", ["$7,800", "12%"])
t("AU", "new subbie's abn is 21 541 193 875, is that a real one",
  "ABN check digits (mod 89)", "facts.md §6.1", ["valid"])
t("AU", "can u check abn 68475688026 for me",
  "ABN check digits (mod 89)", "facts.md §6.1", ["valid"])
t("AU", "sparky put 11 355 058 003 on his invoice as his abn. does it check out",
  "ABN check digits (mod 89): last digit changed from a valid 11355058002", "facts.md §6.1", ["invalid"])
t("AU", "is 21505867536 a proper abn",
  "ABN check digits (mod 89): two digits swapped from a valid 21505867356", "facts.md §6.1", ["invalid"])
# ---------------- declines ----------------
dcl("NSW", "how much does it cost to get a qualified supervisor certificate in nsw", "licence/certificate fee not held", "Building Commission NSW")
dcl("NSW", "whats the fee for lodgin a ccew in nsw, do they charge per form", "CCEW fee not held", "Building Commission NSW")
dcl("NSW", "how long is icare takin to issue hbcf certificates at the moment", "HBCF processing time not held", "icare (Home Building Compensation Fund)")
dcl("VIC", "vic, whats the application fee for domestic builder limited registration", "registration fee not held", "Building and Plumbing Commission (formerly VBA)")
dcl("VIC", "whats the fine in vic for doin domestic buildin work over 10k without bein registered", "penalty not held (threshold held)", "Building and Plumbing Commission (formerly VBA)")
dcl("VIC", "vic subbie, whats the max time the builder has to actually pay me once the schedule is done", "VIC SOP time to pay not captured", "Building and Plumbing Commission (formerly VBA)")
dcl("QLD", "whats the home warranty premium on a 50k reno in qld roughly", "QLD home warranty premium not held", "QBCC")
dcl("QLD", "fine in qld if i miss the 10 business days for the form 4", "notifiable work penalty not held (deadline held)", "QBCC")
dcl("QLD", "how much is a qbcc builder low rise licence a year", "licence fee not held", "QBCC")
dcl("WA", "how long is building and energy takin to approve building contractor registrations at the moment", "processing time not held", "Building and Energy (DEMIRS)")
dcl("WA", "what does a wa electrical contractors licence cost", "licence fee not held", "Building and Energy (DEMIRS)")
dcl("SA", "sa: whats the cooling off period on a home reno contract", "SA cooling-off not found", "Consumer and Business Services (CBS)")
dcl("SA", "roughly what does building indemnity insurance cost on a 300k new home in sa", "BII premium not held", "Consumer and Business Services (CBS)")
dcl("TAS", "tas: cooling off period on a residential buildin contract?", "TAS cooling-off not found", "CBOS")
dcl("TAS", "how much is an owner builder permit in tassie", "permit fee not held", "CBOS")
dcl("ACT", "act subbie, how many days has the builder got to send a payment schedule", "ACT payment schedule not captured", "Access Canberra")
dcl("ACT", "whats the fine in the act for energisin an install before access canberra inspects it", "penalty not held", "Access Canberra")
dcl("NT", "nt: max deposit i can take on a new house build", "NT deposit regulated (regs 41HA/41HE) but amount not captured", "Building Practitioners Board")
dcl("NT", "nt, how long is the cooling off on a buildin contract", "NT cooling-off not found", "Building Practitioners Board")
dcl("AU", "whats the hourly rate for a 1st year sparky apprentice", "award rates not held", "Fair Work Ombudsman")
dcl("AU", "whats the fine if my tpar goes in late", "TPAR penalty not held", "ATO")
# ---------------- ambiguous ----------------
amb("wodonga or albury, still waitin to hear which quote they take, 8k deck. licence or rego?",
    "Albury NSW (structural landscaping >$5,000: yes) / Wodonga VIC (<=$10,000: no)")
amb("mildura or buronga, not sure which side yet, 22k bathroom. max deposit?",
    "Mildura VIC (>= $20,000: 5%) / Buronga NSW (10%)")
amb("queanbeyan or canberra job, sparky, how long have i got for the paperwork after testin",
    "Queanbeyan NSW (CCEW 7 days) / Canberra ACT (test report 14 days)")
amb("st kilda, 25k reno, whats the most i can take up front",
    "St Kilda VIC (>= $20,000: 5%) / St Kilda SA (deposit cap not found)")
amb("how long have i got to give the customer the electrical cert",
    "no state: NSW CCEW 7 days / VIC COES 1 month (non-prescribed) / QLD as soon as possible / WA ESC 28 days / SA eCoC 30 days / ACT 14 days / TAS, NT not found")
amb("perth job, 25k kitchen, do i need home warranty insurance",
    "Perth WA (HII >$20,000: yes) / Perth TAS (no statutory scheme found)")
amb("do i need a licence for a 4k bathroom reno",
    "no state: NSW (<=$5,000: no) / VIC (<=$10,000: no) / QLD (>$3,300: yes) / WA (<=$20,000: no) / others class-based")
amb("bayswater, 9k pergola, do i need a written contract",
    "Bayswater VIC (<=$10,000: no major domestic contract) / Bayswater WA ($7,500-$500,000: yes)")
amb("maryborough, 4k paint job, licence?",
    "Maryborough QLD (>$3,300: yes) / Maryborough VIC (<=$10,000: no)")

DROP = ["painter in glenelg", "painter in gungahlin", "does the ncc cover", "doin a childcare centre", "do i have to put my plumbin licence",
        "vic subbie, builder got my payment claim", "what temp do i set the tempering", "sparky in mackay", "subbie in wa, whats the longest",
        "is home warranty insurance needed on a 5k", "can i start a 40k extension", "sa subbie, the builder got my claim", "how long do i have to keep my receipts"]
for p in DROP:
    assert sum(d["q"].startswith(p) for d in I) == 1, p
I = [d for d in I if not any(d["q"].startswith(p) for p in DROP)]
for n, d in enumerate(I, 1):
    d["id"] = f"d19-{n:03d}"
out = [{k: d[k] for k in ["id"] + [k for k in d if k != "id"]} for d in I]
json.dump(out, open(os.path.join(HERE, "questions.json"), "w"), indent=2, ensure_ascii=False)
from collections import Counter
print(len(out), Counter(d["kind"] for d in out), Counter(str(d["state"]) for d in out))
