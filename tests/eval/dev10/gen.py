#!/usr/bin/env python3
"""Writes questions.json for development set 10 (blind-d10). Tool figures are typed by hand here and re-checked by check_tools.py."""
import json, os
OUT = []
def add(kind, q, state, topic, basis, **kw):
    d = {"id": f"d10-{len(OUT)+1:03d}", "q": q, "kind": kind, "state": state}
    for k in ("verdict", "figures"):
        if k in kw: d[k] = kw[k]
    d["topic"] = topic; d["basis"] = basis
    for k in ("ask", "date"):
        if k in kw: d[k] = kw[k]
    OUT.append(d)
def A(q, st, topic, basis, **kw): add("answer", q, st, topic, basis, **kw)
def T(q, st, topic, basis, **kw): add("tool", q, st, topic, basis, **kw)
def D(q, st, topic, basis, ask, **kw): add("decline", q, st, topic, basis, ask=ask, **kw)
def M(q, topic): add("ambiguous", q, None, topic, "facts.md (several states)")

# ---------------- NSW answers
A("can i take the deposit off the client before i've sorted the hbcf? its a 48k extension out in orange", "NSW", "HBCF cover (work over $20,000) before starting work or taking any money, deposit included", "facts.md §2.2 NSW", verdict="no", figures=["$20,000"])
A("mate reckons i got 14 days to send in the ccew for the switchboard i did in tamworth. thats right yeah?", "NSW", "CCEW within 7 days of the safety and compliance test (14 days was the old 2004 Act rule)", "facts.md §3.2, §8", verdict="no", figures=["7 days"])
A("how long have i got to submit the ccew once ive done the testing", "NSW", "one-word clue (CCEW = NSW): within 7 days of finishing the safety and compliance test", "facts.md §3.2 NSW", figures=["7 days"])
A("is a pergola classed as structural landscaping? building one in kellyville for 7,500 all up", "NSW", "pergolas are structural landscaping, licence needed above $5,000", "facts.md §1.1 NSW", verdict="yes", figures=["$5,000"])
A("roof plumbing counts as specialist work right? so i need the licence even for a 2k gutter swap in gosford", "NSW", "roof plumbing is trade work (not specialist work): licence only above $5,000, so not at $2k", "facts.md §1.1 NSW", verdict="no", figures=["$5,000"])
A("subbie in parra here. builders contract says he pays me when he gets paid by the client. does pay when paid apply to me", "NSW", "pay-when-paid clauses are void (SOP Act s34)", "facts.md §6.7", verdict="no")
A("im licensed, subbing a bathroom to another licensed builder in newcastle. does the 10% deposit cap apply between us two", "NSW", "10% deposit cap does not apply between licensees", "facts.md §2.2 NSW", verdict="no", figures=["10%"])
A("swappin an old hot water system for a new one same spot in blacktown, do i need to put in a notice of work first", "NSW", "NoW not needed for minor work such as replacing an existing hot water system", "facts.md §4.2 NSW", verdict="no")
A("floor layer, floating floors in ryde, 9k job, non structural. is flooring licensed work in nsw or not", "NSW", "non-structural flooring not licensed since 16 Sep 2009", "facts.md §1.1 NSW", verdict="no")
A("Dear team, we are a small plumbing firm in Wollongong. Could you confirm whether a Certificate of Compliance is required for every plumbing and drainage job, and the timeframe if a booked inspection is not attended? Kind regards, Deb", "NSW", "CoC for all plumbing and drainage work; CoC and SSD within 7 working days if the inspection is not attended", "facts.md §4.2 NSW", verdict="yes", figures=["7 working days"])
A("is a small jobs contract what i need for a 12k deck?", "NSW", "one-word clue (small jobs contract = NSW): $5,000-$20,000 small jobs contract", "facts.md §2.2 NSW, §9", verdict="yes", figures=["$5,000", "$20,000"])

# ---------------- VIC answers
A("can i start the job before my rego comes thru? 28k kitchen in geelong", "VIC", "registration must be approved before work starts (domestic work over $10,000)", "facts.md §1.2 VIC", verdict="no", figures=["$10,000"])
A("restumpin a weatherboard in 3350, only 6.5k. dont need rego under 10 do i", "VIC", "re-stumping needs registration whatever the cost", "facts.md §1.2 VIC", verdict="yes")
A("sparky in bendigo - does a solar and battery install count as prescribed work", "VIC", "solar and batteries are prescribed work: independent LEI inspection", "facts.md §3.2 VIC", verdict="yes")
A("can i switch the new main switchboard on before the inspector has been? frankston job", "VIC", "prescribed work must not be energised before inspection", "facts.md §3.2 VIC", verdict="no")
A("how long to hand over the coes for a couple of extra power points", "VIC", "one-word clue (COES = VIC): non-prescribed work, COES to customer within 1 month", "facts.md §3.2 VIC", figures=["1 month"])
A("how many days after finishing to lodge the compliance cert thru vba360", "VIC", "one-word clue (VBA360 = VIC): give to customer and lodge within 5 days", "facts.md §4.2 VIC", figures=["5 days"])
A("swapping a gas cooktop in werribee, $600 all up with the cooktop. cert needed even tho its under 750?", "VIC", "Type A gas appliance replacement needs a compliance certificate at any value, within 5 days", "facts.md §4.2 VIC, §4.5", verdict="yes", figures=["5 days"])
A("client in box hill vic had their own solicitor go over my 60k contract before signing. can they still use the cooling off", "VIC", "no cooling-off right if the owner had independent legal advice", "facts.md §2.2 VIC", verdict="no")
A("can i take money off them before they get the dbi certificate? 45k deck and pergola in mount martha", "VIC", "for work over $16,000 the DBI policy and certificate of currency go to the owner before taking any money", "facts.md §2.2 VIC", verdict="no", figures=["$16,000"])
A("signed a 7k bathroom contract in traralgon in march 2016. did that one have to be a major domestic contract", "VIC", "before 1 Aug 2017 the major domestic contract threshold was $5,000", "facts.md §2.2 VIC, §8, §9", verdict="yes", figures=["$5,000"], date="2016-03-15")
A("licensed asbestos removalist, 30 m2 of fibro cladding on a house in campbelltown nsw. can i start monday if i notify safework today", "NSW", "licensed removal: notify the regulator at least 5 days before starting (emergency excepted)", "facts.md §5.5", verdict="no", figures=["5 days"])

# ---------------- QLD answers
A("do i have to give them the signed contract before i start? 12k bathroom in toowoomba", "QLD", "signed copy within 5 business days and before work starts", "facts.md §2.2 QLD", verdict="yes", figures=["5 business days"])
A("form 4, how long after invoicing have i got", "QLD", "one-word clue (Form 4 = QLD notifiable work): within 10 business days of invoicing", "facts.md §4.2 QLD", figures=["10 business days"])
A("is painting covered by home warranty? 5k repaint in cairns", "QLD", "painting is covered residential work over $3,300", "facts.md §2.2 QLD", verdict="yes", figures=["$3,300"])
A("im on wages for a licensed builder in mackay, not supervising. do i need my own qbcc licence", "QLD", "employees of a licensed contractor usually don't need their own licence unless they supervise", "facts.md §1.3", verdict="no")
A("termite spray job only 400 bucks in bundy, licence needed at that price?", "QLD", "termite management (chemical) needs a licence at any value", "facts.md §1.3", verdict="yes")
A("ok so long story, client in ipswich signed a 25k contract with me for a carport and deck, then her husband got cold feet, then they signed again on pretty much the exact same terms last month after we sorted the price, and now yesterday she rings saying shes using her cooling off to get out of the new one. does cooling off even apply the second time round", "QLD", "no cooling-off right if there was a previous contract on substantially the same terms", "facts.md §2.2 QLD", verdict="no")
A("kit home job on the sunny coast, factory prefab is about 70% of the price. whats the most deposit i can take", "QLD", "20% where off-site work is more than 50% of the price", "facts.md §2.2 QLD, §9", figures=["20%"])
A("whats the fee to lodge a form 4 online", "QLD", "one-word clue (Form 4 = QLD): $34.50 online / $46.59 manual (2024-25)", "facts.md §4.2 QLD, §8", figures=["$34.50", "$46.59"])
A("house frame in springfield lakes, edge is 2.5m. swms? i thought housing was 3m so no", "QLD", "SWMS needed above 2 m, housing included (3 m is the fall-prevention trigger in housing)", "facts.md §5.6", verdict="yes", figures=["2 m"])
A("got mutual recognition for gas from nsw, can i just go do gas work over the border in coolangatta", "QLD", "QLD is not in Automatic Mutual Recognition for gas: QLD gas work licence through RSHQ", "facts.md §1.3", verdict="no")

# ---------------- WA answers
A("can i start the notifiable job before the preliminary notice has gone in? sparky in rockingham", "WA", "PN to the network operator before notifiable work starts", "facts.md §3.2 WA", verdict="no")
A("sparky here, how long after finishing do i get the notice of completion in thru enotice", "WA", "one-word clue (eNotice NOC = WA): within 3 days of finishing", "facts.md §3.2 WA", figures=["3 days"])
A("major plumbing job in mandurah, can i put in the NOI and start the same morning", "WA", "NOI at least 24 hours before major plumbing work", "facts.md §4.2 WA", verdict="no", figures=["24 hours"])
A("is a rise and fall clause allowed in my home building contract, wa", "WA", "rise-and-fall clauses are not allowed under the HBCA", "facts.md §2.2 WA", verdict="no")
A("does the home building contracts act cover a 9k shed in bunbury", "WA", "HBCA covers fixed-price contracts $7,500-$500,000 incl sheds", "facts.md §2.2 WA", verdict="yes", figures=["$7,500", "$500,000"])
A("kalgoorlie sparky, do i need an ESC for plain maintenance work", "WA", "ESC not needed for maintenance", "facts.md §3.2 WA", verdict="no")
A("can i take a progress payment before ive got the hii certificate? 180k house in ellenbrook", "WA", "HII certificate before claiming any payment or starting work", "facts.md §2.2 WA", verdict="no", figures=["$20,000"])
A("natural gas hot water, domestic, lodged by enotice - do i still need a compliance badge on it", "WA", "one-word clue (eNotice gas = WA): badge not needed for natural gas domestic work lodged by eNotice", "facts.md §4.5 WA", verdict="no")

# ---------------- SA answers
A("can i let them energise before ive done the ecoc for the otr", "SA", "one-word clue (eCoC/OTR = SA): eCoC completed before made available for energisation", "facts.md §3.2 SA", verdict="no")
A("is painting building work? do i need a building work contractors licence to run a painting biz", "SA", "painting is building work (BWC Regs r3); a contracting business needs the licence", "facts.md §1.5", verdict="yes")
A("post and wire fence on a farm out near naracoorte, does that count as building work", "SA", "post-and-wire fencing excluded from building work", "facts.md §1.5", verdict="no")
A("blocked drain clear in elizabeth, do i need to do a plumbing coc for it", "SA", "plumbing CoC not needed for blocked drains", "facts.md §9", verdict="no")
A("how long for the plumbing cert to the otr after the job in adelaide", "SA", "plumbing CoC within 7 days of completing the work", "facts.md §4.2 SA, §9", figures=["7 days"])
A("gas repair in port augusta, not modifying the appliance at all. gas coc needed?", "SA", "gas CoC not needed for repairs that don't modify an appliance", "facts.md §4.5 SA", verdict="no")
A("gutter job in gawler sa next thursday, workin about 2.8 m up. swms needed", "SA", "SA HRCW fall trigger more than 2 m from 1 July 2026", "facts.md §9", verdict="yes", figures=["2 m"], date="2026-12-03")
A("back in feb this year i did a fascia job in victor harbor at 2.6m, didnt bother with a swms. was i ok", "SA", "before 1 July 2026 SA used 3 m: no SWMS needed at 2.6 m", "facts.md §5.6, §9", verdict="yes", figures=["3 m"], date="2026-02-15")
A("does security of payment cover my client's own house reno at henley beach", "SA", "SA SOP doesn't cover domestic work where the client lives (covers subcontracts)", "facts.md §6.7", verdict="no")
A("9k verandah in port lincoln, does it need a written contract", "SA", "written contract from $12,000; under is minor building work", "facts.md §2.2 SA, §9", verdict="no", figures=["$12,000"])

# ---------------- TAS answers
A("owner builder in launnie, can i start before ive got a building surveyor on board", "TAS", "owner-builders must engage a licensed building surveyor first", "facts.md §1.6", verdict="no")
A("Good afternoon, I am a licensed builder quoting a $300,000 new dwelling in Hobart. Could you please advise whether home warranty insurance must be purchased for this contract? Thank you, R. Hay", "TAS", "no statutory home-warranty scheme in TAS", "facts.md §2.1, §2.2 TAS", verdict="no")
A("does security of payment cover residential jobs in tas or just commercial", "TAS", "TAS SOP unusually covers residential; payment schedule 20 days residential", "facts.md §6.7", verdict="yes", figures=["20 days"])
A("15k deck in devonport, need a written contract?", "TAS", "written contract for residential work of $20,000 or more", "facts.md §2.2 TAS", verdict="no", figures=["$20,000"])
A("what category of plumbing work is the form 80 one", "TAS", "one-word clue (Form 80 = TAS): Cat 2B low risk, plumber notifies council after", "facts.md §4.2 TAS")
A("does the kitchen sink need tempered water on a new build in kingston tas", "TAS", "kitchen sinks and laundry taps don't need tempered water", "facts.md §4.3", verdict="no")
A("cat 3 job, can i start before the certificate of likely compliance comes back", "TAS", "one-word clue (Certificate of Likely Compliance = TAS): Cat 3 needs NoW, design and CLC before starting", "facts.md §4.2 TAS", verdict="no")

# ---------------- ACT answers
A("are chippies licensed in canberra?", "ACT", "carpenters are not licensed in the ACT", "facts.md §1.7", verdict="no")
A("do i need the der endorsement to wire in a home battery", "ACT", "one-word clue (DER endorsement = ACT): needed from 11 Sep 2024 for solar, inverters and batteries", "facts.md §1.7", verdict="yes")
A("sparky in gungahlin, how long to get the test report to the registrar", "ACT", "test report within 14 days of the test", "facts.md §3.2 ACT", figures=["14 days"])
A("can i liven up a brand new install in tuggers before access canberra has passed it", "ACT", "new installations can't be energised until passed", "facts.md §3.2 ACT", verdict="no")
A("10k bathroom alteration in woden, do i need residential building insurance or a fidelity cert", "ACT", "cover only for alterations of $12,000 or more", "facts.md §2.2 ACT", verdict="no", figures=["$12,000"])
A("home owner in weston creek wants to move his own laundry tap. is he allowed to", "ACT", "homeowners can't do regulated plumbing", "facts.md §4.2 ACT", verdict="no")

# ---------------- NT answers
A("25k free standing shed in palmerston nt, do i need bpb registration", "NT", "free-standing sheds don't need registration", "facts.md §1.8", verdict="no")
A("is plugging in a cord connected heater electrical work up in darwin question mark", "NT", "plugging in equipment with a flexible cord is not electrical work", "facts.md §1.8", verdict="no")
A("like for like light fitting swap in katherine, no wiring change. still need a coc?", "NT", "like-for-like replacements need no CoC from 1 Jan 2026", "facts.md §3.2 NT", verdict="no")
A("head contract in darwin says payment in 60 business days comma can they do that", "NT", "any term longer than 30 BD is read as 30 BD", "facts.md §6.7", verdict="no", figures=["30 business days"])
A("verandah added to an existing house in alice, 18k. do i have to be registered", "NT", "verandahs added to existing buildings don't need registration", "facts.md §1.8", verdict="no")
A("new house 350k at humpty doo, do i need to be registered and have a written contract", "NT", "prescribed residential work over $12,000: registered building contractor and signed contract", "facts.md §1.8, §9", verdict="yes", figures=["$12,000"])
A("got my advanced tradesman licence in the territory, can i certify my own plumbing", "NT", "advanced tradesman can't certify; needs BPB registration as certifying plumber", "facts.md §1.8", verdict="no")

# ---------------- AU answers
A("is sintered stone classed as engineered stone under the ban", "AU", "sintered stone is excluded from the engineered-stone ban", "facts.md §5.8", verdict="no")
A("can i still cut and install a new engineered stone benchtop for a client", "AU", "installing engineered stone banned from 1 July 2024", "facts.md §5.8", verdict="no")
A("do porcelain slabs count as engineered stone", "AU", "porcelain is excluded", "facts.md §5.8", verdict="no")
A("do i have to charge gst if im only turning over about 60k", "AU", "GST registration compulsory only from $75,000 turnover (or taxi / fuel tax credits)", "facts.md §6.2", verdict="no", figures=["$75,000"])
A("subbie wont give me his abn, bill is $60 ex gst. do i have to withhold", "AU", "no withholding for payments of $75 or less excl GST", "facts.md §6.8", verdict="no", figures=["$75"])
A("do materials only payments go on the tpar", "AU", "TPAR excludes materials-only payments", "facts.md §6.5", verdict="no")
A("does painting count as building and construction services for the tpar", "AU", "painting/decorating included", "facts.md §6.5", verdict="yes")
A("is gasfitting covered by the ncc?", "AU", "gasfitting and electrical work not covered by the NCC", "facts.md §4.1", verdict="no")
A("doin the books, wages i paid my apprentice in october 2024, what super rate", "AU", "11.5% for wages paid 1 July 2024 to 30 June 2025", "facts.md §6.6, §9", figures=["11.5%"], date="2024-10-15")
A("payday super, how many business days after payday does it have to land in the fund", "AU", "within 7 business days of the payday (from 1 July 2026)", "facts.md §9", figures=["7 business days"])
A("can i start digging before all the asset owners have come back on the byda enquiry", "AU", "don't dig until every asset owner has responded", "facts.md §1.9", verdict="no")
A("new apprentice, can he come on site before hes done his white card", "AU", "CPCWHS1001 required before entering or working on a construction site", "facts.md §5.7", verdict="no")
A("invoice is $1,450, does it need the buyer's name or abn on it", "AU", "sales of $1,000 or more must show the buyer's identity or ABN", "facts.md §6.3", verdict="yes", figures=["$1,000"])

# ---------------- tools: thresholds
T("tiler from tugun doin a laundry in banora point, 4,650 + gst. am i over the licence line", "NSW", "threshold: $5,115 incl GST > $5,000 (work in NSW)", "facts.md §1.1, §2.1 NSW", verdict="yes", figures=["$5,115", "$5,000"])
T("splashback and floor in goulburn 2580, 3.4k labour + 1.9k tiles, all inc gst. licence?", "NSW", "sum $5,300 > $5,000", "facts.md §2.1 NSW", verdict="yes", figures=["$5,300", "$5,000"])
T("shepparton: 6k plastering and 5.5k painting same house, both inc gst. need rego?", "VIC", "sum of trades $11,500 > $10,000", "facts.md §1.2 VIC", verdict="yes", figures=["$11,500", "$10,000"])
T("ensuite in ballarat, my labour 420 and the client bought the tapware 380, inc gst. compliance cert?", "VIC", "plumbing cert: $800 > $750 whoever supplied", "facts.md §4.2 VIC", verdict="yes", figures=["$800", "$750"])
T("tiling in yeppoon, my labour 2,100 and the client supplied the tiles 1,500 inc gst. qbcc licence?", "QLD", "value includes materials whoever supplies: $3,600 > $3,300", "facts.md §1.3", verdict="yes", figures=["$3,600", "$3,300"])
T("colorbond fence in hervey bay 3,000 + gst, need a qbcc licence?", "QLD", "$3,300 incl GST is not over $3,300", "facts.md §1.3, §2.1 QLD", verdict="no", figures=["$3,300", "$3,300"])
T("extension in nightcliff 0810, 11k plus a 1.5k variation. over the line for bpb rego?", "NT", "$12,500 > $12,000", "facts.md §1.8", verdict="yes", figures=["$12,500", "$12,000"])
T("patio 19,500 + carport 1,200 inc gst same client in joondalup. building contractor rego?", "WA", "$20,700 > $20,000", "facts.md §1.4", verdict="yes", figures=["$20,700", "$20,000"])
T("modbury reno 11,400 plus 600 of extras. written contract needed?", "SA", "$12,000 is '$12,000 and more'", "facts.md §9 SA", verdict="yes", figures=["$12,000", "$12,000"])
T("kambah alteration 9,800 + 2,500 inc gst. residential building insurance needed?", "ACT", "$12,300 >= $12,000", "facts.md §2.2 ACT", verdict="yes", figures=["$12,300", "$12,000"])
T("ulverstone: 14k deck + 5k balustrade inc gst. written contract?", "TAS", "$19,000 < $20,000", "facts.md §2.2 TAS", verdict="no", figures=["$19,000", "$20,000"])
T("garage extension horsham 16,500 inc gst, dbi needed?", "VIC", "$16,500 > $16,000", "facts.md §2.2 VIC", verdict="yes", figures=["$16,500", "$16,000"])
# deposits
T("max deposit on a 38,500 inc gst reno in albury nsw", "NSW", "10% of contract price", "facts.md §2.2 NSW", figures=["$3,850", "10%"])
T("kitchen in sale for 18,600 inc gst whats the most deposit", "VIC", "10% under $20,000", "facts.md §2.2 VIC", figures=["$1,860", "10%"])
T("22k + gst bathroom in mildura, max deposit in dollars", "VIC", "$24,200 >= $20,000: 5%", "facts.md §2.2 VIC", figures=["$1,210", "5%"])
T("deck in 4700 (rocky), 19,990 inc gst, max deposit?", "QLD", "10% under $20,000", "facts.md §2.2 QLD", figures=["$1,999", "10%"])
T("20k even inc gst reno in mt isa, how much deposit max", "QLD", "$20,000 is 'at $20,000 or more': 5%", "facts.md §2.2 QLD", figures=["$1,000", "5%"])
T("pool in busselton 6280, 84,000 inc gst, whats the deposit cap", "WA", "6.5% of total amount payable", "facts.md §2.2 WA, §9", figures=["$5,460", "6.5%"])
# GST
T("how much gst is in $3,630 inc", "AU", "1/11 of an inclusive amount", "facts.md §6.2", figures=["$330", "10%"])
T("gst component of 12,870 inc gst?", "AU", "1/11 of an inclusive amount", "facts.md §6.2", figures=["$1,170", "10%"])
T("quoted 2,350 + gst, whats the total and the gst", "AU", "add 10%", "facts.md §6.2", figures=["$2,585", "$235"])
T("seven hundred and eighty bucks plus gst, what do i put on the invoice... 780 + gst", "AU", "add 10%", "facts.md §6.2", figures=["$858", "$78"])
# super
T("apprentice earned $865 this week, how much super", "AU", "12% of wages paid", "facts.md §6.6, §9", figures=["$103.80", "12%"])
T("super on two weeks wages 1,240.50 and 1,310?", "AU", "12% of the sum", "facts.md §6.6, §9", figures=["$306.06", "12%"])
T("offsider did 38 hrs at 34.75, whats the super on that", "AU", "12% of hours x rate", "facts.md §6.6, §9", figures=["$158.46", "12%"])
# ABN
T("is 77 011 873 096 a legit abn", "AU", "ABN check digits", "facts.md §6.1", verdict="yes", figures=["valid"])
T("check this abn for me 66808809945", "AU", "ABN check digits", "facts.md §6.1", verdict="yes", figures=["valid"])
T("subbies abn is 39 470 619 191 does it check out", "AU", "ABN check digits", "facts.md §6.1", verdict="yes", figures=["valid"])
T("abn on the invoice says 77 011 873 099, valid?", "AU", "ABN check digits (last digit changed)", "facts.md §6.1", verdict="no", figures=["invalid"])
T("is 3947061919 a real abn format", "AU", "ABN check digits (10 digits)", "facts.md §6.1", verdict="no", figures=["invalid"])

# ---------------- declines
D("ballpark hbcf premium on a 60k reno in the shire?", "NSW", "HBCF premium not held", "facts.md §2.2 NSW", "icare (Home Building Compensation Fund)")
D("how much to renew my contractor licence in nsw for 3 yrs", "NSW", "licence fee not held", "facts.md §1.1", "Building Commission NSW")
D("whats the fine for lodging a ccew late", "NSW", "late-CCEW penalty not held (clue: CCEW = NSW)", "facts.md §3.2 NSW", "Building Commission NSW")
D("how much does a coes cost me to buy from esv", "VIC", "COES price not held", "facts.md §3.2 VIC", "Energy Safe Victoria (ESV)")
D("bpc registration fee for domestic builder limited?", "VIC", "registration fee not held", "facts.md §1.2", "Building and Plumbing Commission (BPC)")
D("vic security of payment, whats the max days to pay a progress claim", "VIC", "VIC maximum time to pay not captured", "facts.md §6.7", "Building and Plumbing Commission (BPC)")
D("qbcc licence annual fee for a trade contractor", "QLD", "licence fee not held", "facts.md §1.3", "QBCC")
D("whats the penalty for missing a form 4", "QLD", "notifiable-work penalty amount not held (clue: Form 4 = QLD)", "facts.md §4.2 QLD", "QBCC")
D("how much is an electrical contractor licence in qld", "QLD", "fee not held", "facts.md §1.3", "Electrical Safety Office (WorkSafe QLD)")
D("cooling off period on a wa home build contract", "WA", "WA cooling-off not found", "facts.md §2.1", "Building and Energy (DEMIRS)")
D("what does building contractor registration cost in wa", "WA", "fee not held", "facts.md §1.4", "Building and Energy (DEMIRS)")
D("sa max deposit on a 40k reno?", "SA", "SA deposit not found", "facts.md §2.1", "Consumer and Business Services (CBS)")
D("sa cooling off for a home reno contract, how many days", "SA", "SA cooling-off not found", "facts.md §2.1", "Consumer and Business Services (CBS)")
D("fencing contractor in adelaide, whats the $ amount before i need a licence", "SA", "SA licence dollar floor not confirmed", "facts.md §1.5, §7", "Consumer and Business Services (CBS)")
D("how many days to lodge the cec after a job", "TAS", "one-word clue (CEC = TAS): TAS CEC deadline not found", "facts.md §3.2 TAS, §7", "CBOS")
D("cooling off on a tas building contract?", "TAS", "TAS cooling-off not found", "facts.md §2.1", "CBOS")
D("max deposit i can ask for in tassie on a 50k job", "TAS", "TAS deposit not found", "facts.md §2.1", "CBOS")
D("act sop, how many days has the builder got to send a payment schedule", "ACT", "ACT payment schedule not captured", "facts.md §6.7", "Access Canberra")
D("whats the max deposit in the act on a kitchen reno", "ACT", "ACT deposit not found", "facts.md §2.1", "Access Canberra")
D("cooling off period for an act reno contract", "ACT", "ACT cooling-off not found", "facts.md §2.1", "Access Canberra")
D("nt electrical coc - how many days exactly to get it in", "NT", "NT CoC deadline not found", "facts.md §3.2 NT, §7", "NT WorkSafe")
D("max deposit in the nt on a new house", "NT", "NT deposit amount not captured", "facts.md §2.2 NT", "Building Practitioners Board")
D("nt cooling off on a building contract?", "NT", "NT cooling-off not found", "facts.md §2.1", "Building Practitioners Board")
D("what should i be paying a 2nd year apprentice sparky per hour", "AU", "award rates not held", "facts.md §6.9", "Fair Work Ombudsman")
D("can i still charge a surcharge on visa and mastercard payments", "AU", "card surcharges not held", "facts.md §9", "ACCC / RBA")
D("can u paste the as 3740 clause on shower hobs", "AU", "standard clause text not reproduced", "facts.md §6.10", "Standards Australia")
D("instant asset write off limit for a new ute this year?", "AU", "not held", "facts.md §6", "ATO")

# ---------------- ambiguous
M("7 grand deck in moama or echuca, not sure which side of the river yet. licence or rego?", "Moama NSW (>$5,000 structural landscaping: yes) / Echuca VIC (<=$10,000: no)")
M("4k tiling either in texas or yetman, do i need a licence", "Texas QLD (>$3,300: yes) / Yetman NSW (<=$5,000: no)")
M("sparky working round mount gambier or nelson, how long to give them the cert", "Mount Gambier SA (eCoC 30 days) / Nelson VIC (COES 1 month, non-prescribed)")
M("25k kitchen in brighton, whats the max deposit", "Brighton VIC (5%) / Brighton QLD (5%) / Brighton SA (not found) / Brighton TAS (not found)")
M("sparky in kingston, how many days for the test report / cert", "Kingston ACT (14 days) / Kingston TAS (not found) / Kingston SE SA (eCoC 30 days)")
M("8k bathroom in richmond, need a licence?", "Richmond NSW (>$5,000: yes) / VIC (<=$10,000: no) / QLD (>$3,300: yes) / TAS (class-based, CLC)")
M("15k reno in mount barker, max deposit?", "Mount Barker SA (not found) / Mount Barker WA (6.5%)")
M("plumber in hamilton, how long after the job to get the compliance paperwork in", "Hamilton VIC (5 days) / NSW (7 working days if inspection missed) / QLD (Form 4 10 BD) / TAS (category-based)")
M("6k bathroom in corowa or rutherglen, do i need to be licensed or registered", "Corowa NSW (>$5,000: yes) / Rutherglen VIC (<=$10,000: no)")
M("sparky in newtown, how long for the cert", "Newtown NSW (CCEW 7 days) / VIC (COES 1 month) / QLD (as soon as possible) / TAS (not found)")

json.dump(OUT, open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "questions.json"), "w"), indent=2, ensure_ascii=False)
from collections import Counter
print(len(OUT), Counter(d["kind"] for d in OUT), Counter(d["state"] for d in OUT))
