#!/usr/bin/env python3
"""Writes questions.json for development set d35 (blind writer "blind-d35", style: the whole story first).
Keys were written from /work/briefs/facts-1.md ... facts-6.md only. Today = 2026-11-29 (Sunday)."""
import json, os

HERE = os.path.dirname(os.path.abspath(__file__))
items = []


def A(state, q, topic, basis, verdict=None, figures=None, date=None, profile=None):
    items.append(dict(kind="answer", state=state, q=q, topic=topic, basis=basis, verdict=verdict,
                      figures=figures, date=date, profile=profile))


def T(state, q, topic, basis, figures, verdict=None, date=None):
    items.append(dict(kind="tool", state=state, q=q, topic=topic, basis=basis, verdict=verdict,
                      figures=figures, date=date))


def D(state, q, topic, ask, date=None):
    items.append(dict(kind="decline", state=state, q=q, topic=topic, basis="facts (not held)", ask=ask, date=date))


def M(q, topic):
    items.append(dict(kind="ambiguous", state=None, q=q, topic=topic, basis="facts (place or thing unclear)"))


# ---------------------------------------------------------------- answers: NSW
A("NSW", "I'm Coolangatta based, got all my tickets in Qld about 11 years ago. This one's a full bathroom retile in "
         "Tweed Heads, on the NSW side, for a couple from Melbourne. Tiles and labour come to 6,500 incl GST. Do I need "
         "a NSW licence for it?",
  "wall and floor tiling is NSW trade work: licence over $5,000 incl GST; $6,500 is over (work in Tweed Heads = NSW)",
  "facts §1.1, §2.1 NSW", "yes", ["$5,000"])
A("NSW", "Mate of mine who's been building down in Geelong for 20 years reckons I can take 15% up front on a 60k kitchen "
         "and laundry I'm quoting in Orange. Is he right for NSW?",
  "statement to correct: NSW max deposit 10% of the contract price (HBA s8)", "facts §2.1, §2.2 NSW", "no", ["10%"])
A("NSW", "Sparky here, did my apprenticeship in Melbourne where you got a month for the paperwork. Moved up to Newcastle "
         "last year, 3 of us now. Finished testing a new kitchen circuit Tuesday arvo. How long have I got to get the "
         "CCEW in?",
  "NSW CCEW within 7 days of finishing the safety and compliance test (VIC's 1 month is a distractor)",
  "facts §3.2 NSW", None, ["7 days"])
A("NSW", "Quoting a deck in Penrith, 18,500 all up. Client's a solicitor from Parramatta and she says I legally have to "
         "get HBCF cover before I take a cent. Is she right?",
  "HBCF only for residential work over $20,000; $18,500 is under -> her claim is not right",
  "facts §2.1, §2.2 NSW", "no", ["$20,000"])
A("NSW", "Gasfitter in Wagga, 12 years in the game. Hooked up a new natural gas cooktop Thursday for an old couple whose "
         "kids live in Canberra. How long have I got to send Fair Trading a copy of the compliance cert?",
  "NSW gas CoC copy to Fair Trading / Building Commission NSW within 5 business days of the work",
  "facts §4.5 NSW", None, ["5 business days"])
A("NSW", "Plumber in Dubbo. Bathroom reno, 14k, but nothing moves - shower, vanity and toilet all stay where they are. On "
         "the last job out at Bourke I put a notice of work in for a new sewer line. Do I need a NoW for this one?",
  "NSW NoW not needed for a bathroom renovation that doesn't move fixtures (minor works); CoC still needed",
  "facts §4.2 NSW", "no")
A("NSW", "Customer in Bathurst wants to pull the old fibro eaves lining off himself to save a few bucks. Its about 12 "
         "square metres. His brother did 6 m2 at his place last year no worries. Is he allowed to do the 12 himself?",
  "NSW home renovators may remove up to 10 m² of bonded asbestos in total; 12 m² needs a licensed removalist",
  "facts §5.5 NSW", "no", ["10 m²"])
A("NSW", "nsw reno, 45k. client got her signed copy of the contract on friday and now her husband wants to pull out. "
         "can they still?",
  "NSW cooling-off 5 clear business days after being given the signed copy (s 7BA); Fri 27 Nov is inside it",
  "facts §2.1, §2.2 NSW, §9", "yes", ["5 clear business days"])
A("NSW", "Subbie on a townhouse job in Blacktown. Head contractor reckons he's got 30 business days to pay subbies, says "
         "that's how they did it back in 2018. I put my claim in 3 weeks ago. Is he right in NSW?",
  "statement to correct: NSW head contractor -> subcontractor max time to pay 20 BD (30 BD superseded)",
  "facts §6.7 NSW, §8", "no", ["20 BD"])
A("NSW", "Live in Wodonga but this one's in Albury, the NSW side of the river. One split system in a bedroom, about 2 "
         "grand. Do I need a NSW licence at that price?",
  "NSW air conditioning and refrigeration is specialist work: licence at any value (plus national refrigerant licence)",
  "facts §1.1, §2.1 NSW, §1.9", "yes")

# ---------------------------------------------------------------- answers: VIC
A("VIC", "Restumping a weatherboard in Bendigo, 8 grand. The missus does my books and reckons I don't need to be "
         "registered cos its under 10k. Is she right?",
  "VIC re-stumping needs registration whatever the cost -> her claim is not right", "facts §1.2, §2.1 VIC", "no")
A("VIC", "Sparky in Frankston. Put two double powerpoints in a granny flat, nowhere near the switchboard. Customer's "
         "overseas till March. How long have I got to give them the COES?",
  "VIC non-prescribed work: COES to the customer within 1 month", "facts §3.2 VIC", None, ["1 month"])
A("VIC", "Did a switchboard upgrade in Werribee today. Inspector can't get out till Thursday and the customer's nagging "
         "cos the fridge is off. Can I energise it now and get it inspected after?",
  "VIC main switchboard is prescribed work: must not be energised before the LEI inspection", "facts §3.2 VIC", "no")
A("VIC", "Building a 14k deck in Geelong. The last one I did in Torquay was 22k and I had DBI on that. Do I need "
         "domestic building insurance on this one?",
  "VIC DBI only for domestic work over $16,000; $14,000 is under", "facts §2.1, §2.2 VIC", "no", ["$16,000"])
A("VIC", "Built a 24k pergola and deck in Ringwood on an old contract template I brought down from Sydney, turns out it "
         "never had the cooling-off notice in it. Client's only just found out about cooling-off. How long have they "
         "got to pull out?",
  "VIC contract without the cooling-off notice: owner has 7 days from becoming aware", "facts §2.2 VIC", None,
  ["7 days"])
A("VIC", "A builder mate in Adelaide told me 10% deposit is the norm everywhere. I'm quoting a 30k bathroom in "
         "Doncaster. Can I ask for 10%?",
  "VIC deposit at most 5% when the price is $20,000 or more", "facts §2.1, §2.2 VIC", "no", ["5%"])
A("VIC", "Plumber out of Mildura, grew up in Broken Hill. Swapping an old gas space heater for a new one, 600 bucks all "
         "up. Do I still need a compliance cert at that price?",
  "VIC compliance certificate at any value for Type A gas appliance install/replace (not only over $750)",
  "facts §4.2, §4.5 VIC", "yes")
A("VIC", "Going through old files for the accountant. Back in March 2017 I did a 7,000 bathroom in Box Hill on a "
         "handshake, nothing written. He says that was fine cos the limit for a major domestic contract is 10k. Was it?",
  "dated: VIC major domestic contract threshold was over $5,000 before 1 Aug 2017 ($10,000 since); $7,000 in March "
  "2017 needed one -> accountant wrong", "facts §2.1, §2.2 VIC, §9", "no", ["$5,000"], date="2017-03-15")
A("VIC", "Plumber in Geelong with 2 apprentices. We finished a 6k bathroom fit-off Friday, and last month I got pinged "
         "on a job in Lara for being slow. How many days have I got to lodge the compliance cert?",
  "VIC compliance certificate to the customer and lodged with the BPC within 5 days", "facts §4.2 VIC", None,
  ["5 days"])

# ---------------------------------------------------------------- answers: QLD
A("QLD", "Painter living on the Gold Coast, grew up in Sydney. Got a repaint of a unit in Toowoomba for 3,000 including "
         "GST. Do I need a QBCC licence for it?",
  "QLD licence only over $3,300 (incl GST); $3,000 incl GST is under", "facts §1.3, §2.1 QLD", "no", ["$3,300"])
A("QLD", "My retired plumber mate in Cairns reckons fixing a leaking tap for 180 bucks doesn't need a licence cos it's "
         "way under the 3,300. Is that right?",
  "QLD plumbing needs an occupational licence at any value -> mate wrong", "facts §1.3 QLD", "no")
A("QLD", "Plumber in Townsville. Notifiable job done, invoice went out Wednesday. How long have I got to lodge the "
         "Form 4?",
  "QLD notifiable work registered with the QBCC (Form 4) within 10 business days of invoicing", "facts §4.2 QLD", None,
  ["10 business days"])
A("QLD", "Doing a 12k bathroom refit in Mackay. Customer moved up from Melbourne and says she's never heard of home "
         "warranty. Does my job have to be covered by the Qld scheme?",
  "QLD Home Warranty Scheme for residential work over $3,300", "facts §2.1, §2.2 QLD", "yes", ["$3,300"])
A("QLD", "Roofer in Ipswich. Single storey house, eaves about 2.6 m. Boss reckons in housing you don't need a SWMS "
         "under 3 m. Is he right?",
  "QLD: SWMS needed for any construction work above 2 m, housing included (3 m is the housing fall-prevention "
  "trigger) -> boss wrong", "facts §5.6 QLD", "no", ["2 m"])
A("QLD", "Sparky in Bundaberg, how long do I keep copies of test certificates?",
  "QLD electrical certificates: contractor keeps a copy for 5 years", "facts §3.2 QLD, §6.4", None, ["5 years"])
A("QLD", "qld reno, customer wants to cancel. how many days cooling off?",
  "QLD cooling-off 5 business days", "facts §2.1, §2.2 QLD", None, ["5 business days"])
A("QLD", "Gasfitter from Tweed Heads with my NSW gas licence. Offered a few weeks' work on a Gold Coast high rise. Can "
         "I just work on my NSW licence up there?",
  "QLD is not in Automatic Mutual Recognition for gas: a Queensland gas work licence (RSHQ) is needed",
  "facts §1.3 QLD", "no")

# ---------------------------------------------------------------- answers: WA
A("WA", "Perth based, grew up in Bunbury. Quoting an 18k patio and paving job in Joondalup. Do I need to be a "
        "registered building contractor for that?",
  "WA building contractor registration for work over $20,000; $18,000 is under", "facts §1.4, §2.1 WA", "no",
  ["$20,000"])
A("WA", "just finished a new circuit on a reno, how long for the notice of completion?",
  "profile WA electrician: NOC within 3 days of finishing (r52)", "facts §3.2 WA", None, ["3 days"],
  profile={"state": "WA", "trade": "electrician"})
A("WA", "Plumber in Kalgoorlie. Big job starting Monday, new bathroom and laundry drainage. My old boss in Darwin never "
        "bothered with notices. How much notice do I have to give before I start here?",
  "WA Notice of Intention at least 24 hours before major plumbing work", "facts §4.2 WA", None, ["24 hours"])
A("WA", "Finished a major plumbing job in Geraldton on Friday, had 3 blokes on it for 2 weeks. How long have I got to "
        "get the certificate of compliance in?",
  "WA plumbing CoC within 5 working days of finishing major plumbing work", "facts §4.2 WA", None,
  ["5 working days"])
A("WA", "35k extension in Rockingham. Client's brother in Sydney reckons home indemnity insurance is optional in WA. "
        "Is he right?",
  "WA HII required for residential work over $20,000 -> not optional at $35,000", "facts §2.1, §2.2 WA", "no",
  ["$20,000"])
A("WA", "Handyman in Albany, used to do gas work back in the UK. Customer wants me to swap their gas heater over, small "
        "job. Do I need a WA gas fitter's licence for that?",
  "WA gasfitting on a consumer's installation only by a licensed gas fitter (any value)", "facts §1.4 WA, §9", "yes")
A("WA", "How long do I keep plumbing compliance certs in WA?",
  "WA plumbing certificates of compliance kept at least 6 years", "facts §1.4, §4.2, §6.4 WA", None, ["6 years"])
A("WA", "Old shed in Bunbury with about 15 m2 of fibro cladding. Owner wants me to pull it off, I'm not an asbestos "
        "licence holder. Am I allowed?",
  "removing more than 10 m² of asbestos needs a licence (WorkSafe WA)", "facts §5.5 WA", "no", ["10 m²"])

# ---------------------------------------------------------------- answers: SA
A("SA", "Roofer, SA. Gutter replacement in Victor Harbor on Thursday, single storey, eaves about 2.4 m. Did heaps of "
        "these last summer with no SWMS when it was 3 m. Do I need one now?",
  "dated: SA HRCW fall trigger more than 2 m from 1 July 2026 (was 3 m) -> SWMS needed at 2.4 m",
  "facts §5.6, §9 SA", "yes", ["2 m"], date="2026-12-03")
A("SA", "Doing a safety review. Back in March this year we did a fascia job in Whyalla at about 2.5 m and didn't do a "
        "SWMS. Did we need one back then?",
  "dated: SA fall trigger was 3 m until 30 June 2026 -> no SWMS needed at 2.5 m in March 2026 (now more than 2 m)",
  "facts §5.6, §9 SA", "no", ["3 m"], date="2026-03-15")
A("SA", "how long do i get to put the CoC in after finishing a job",
  "profile SA plumber: plumbing CoC to the Technical Regulator and the customer within 7 days", "facts §4.2, §9 SA",
  None, ["7 days"], profile={"state": "SA", "trade": "plumber"})
A("SA", "Sparky in Elizabeth, moved over from Melbourne in May. Job's ready to be switched on Monday. Once it's "
        "energised, how long have I got to get the certificate to the Technical Regulator and the owner?",
  "SA eCoC completed before energisation, then to the Technical Regulator and owner within 30 days", "facts §3.2 SA",
  None, ["30 days"])
A("SA", "Gasfitter in Murray Bridge. Annual service on a gas heater, cleaned the burner, nothing modified. Do I need to "
        "do a gas CoC for that?",
  "SA gas CoC not needed for repairs or maintenance that don't modify an appliance", "facts §4.5 SA", "no")
A("SA", "Bathroom reno in Glenelg quoted at 11,000 including tiles. My cousin in Perth reckons you need a written "
        "contract for anything over 7,500. Do I need one in SA?",
  "SA written domestic building contract for work of $12,000 or more; $11,000 is under ($7,500 is WA's HBCA floor)",
  "facts §2.1, §2.2 SA, §9", "no", ["$12,000"])
A("SA", "Painting business in Mount Gambier, 3 painters, been going 6 years without a contractor licence. Whats the max "
        "fine for an individual on a first offence?",
  "SA unlicensed building-work contracting (painting is building work): individual up to $100,000 for a first or "
  "second offence", "facts §1.5 SA", None, ["$100,000"])
A("SA", "SA gas fitter, new cooktop in Mawson Lakes. How long to issue the eCoC?",
  "SA gas eCoC within 30 days", "facts §4.5, §9 SA", None, ["30 days"])

# ---------------------------------------------------------------- answers: TAS
A("TAS", "Builder in Launceston, moved down from Ballarat 4 years ago. Client wants a handshake deal on a 22k bathroom. "
         "Do I need a written contract in Tassie?",
  "TAS residential building work of $20,000 or more needs a written, dated, signed contract", "facts §2.1, §2.2 TAS",
  "yes", ["$20,000"])
A("TAS", "Do I have to take out home warranty insurance for a 90k extension in Hobart? In Victoria I always had DBI.",
  "TAS: no statutory home-warranty scheme found (Housing Indemnity Act 1992 repealed) -> not required",
  "facts §0, §2.1, §2.2 TAS", "no")
A("TAS", "Plumber in Devonport putting in a new storage hot water unit. What temp does it have to be kept at?",
  "stored hot water kept at 60°C or more (Legionella)", "facts §4.3 TAS", None, ["60°C"])
A("TAS", "Hobart plumber, fitting out a childcare centre in Glenorchy. What do I set the TMV to?",
  "early childhood centres need a TMV set to 45°C", "facts §4.3 TAS", None, ["45°C"])
A("TAS", "Subbie in Burnie on a house job, builder got my claim last week. Under the Tassie act how long has he got to "
         "send a payment schedule on residential?",
  "TAS SOP payment schedule 20 days residential (10 days commercial)", "facts §6.7 TAS", None, ["20 days"])
A("TAS", "Owner builder in Sorell, already did one house back in 2019, wants to do a second now. Is there a cap on how "
         "many he can do?",
  "TAS owner-builders limited to 2 projects in 10 years", "facts §1.6 TAS", None, ["2 projects in 10 years"])
A("TAS", "Apprentice sparky in Hobart wants to do a few cash jobs on his own on weekends. Is he allowed?",
  "TAS electrical work only by licensed practitioners under the control of an electrical contractor",
  "facts §1.6, §3.1 TAS", "no")

# ---------------------------------------------------------------- answers: ACT
A("ACT", "Sparky in Tuggeranong, did my apprenticeship in Wagga. Tested a new oven circuit on Friday. How long to get "
         "the test report to the Registrar?",
  "ACT test report to the Construction Occupations Registrar or owner within 14 days of the test", "facts §3.2 ACT",
  None, ["14 days"])
A("ACT", "Canberra builder, 14k alteration on a house in Belconnen. Do I need residential building insurance or a "
         "fidelity cert?",
  "ACT residential building insurance / fidelity certificate for alterations of $12,000 or more",
  "facts §2.1, §2.2 ACT", "yes", ["$12,000"])
A("ACT", "chippy in gungahlin, had a QBCC ticket when I lived in Qld. hanging doors and skirting on a reno. need an ACT "
         "licence for carpentry?",
  "ACT: carpenters and similar trades are not licensed ([A] Hansard 2007)", "facts §1.7 ACT", "no")
A("ACT", "Sparky in Canberra, 15 years in. Got a battery and inverter install next month and heard there's some new "
         "endorsement. Do I need it?",
  "ACT distributed energy resource (DER) endorsement for solar, inverter and battery wiring work from 11 Sep 2024",
  "facts §1.7 ACT", "yes")
A("ACT", "Gasfitter in Woden. After I finish a job, how quick do I have to hand over the compliance certificate?",
  "ACT gas certificate of compliance 'as soon as practicable' (Gas Safety Act s9)", "facts §4.5 ACT", None,
  ["as soon as practicable"])
A("ACT", "Builder based in Queanbeyan but this was a Canberra job in Weston Creek. Owner found a crack 2 months after "
         "moving in. How long has she got to tell the insurer once she knows about a defect?",
  "ACT residential building insurance: insurer told within 90 days of the owner becoming aware of a defect",
  "facts §2.2 ACT", None, ["90 days"])

# ---------------------------------------------------------------- answers: NT
A("NT", "Back in Feb this year I swapped a busted light fitting like for like at a place in Palmerston NT, no wiring "
        "changes. Didn't do a CoC. Was I supposed to?",
  "dated: NT like-for-like replacements with no wiring, load or protection change need no CoC from 1 Jan 2026",
  "facts §3.2 NT", "no", date="2026-02-15")
A("NT", "Darwin sparky. In August last year I swapped 3 ceiling fans like for like, no wiring changes, and didn't do "
        "CoCs. Was I meant to back then?",
  "dated: before 1 Jan 2026 an NT CoC was needed for all electrical work (like-for-like exemption only from 1 Jan 2026)",
  "facts §3.2 NT", "yes", date="2025-08-15")
A("NT", "Builder in Alice Springs. Adding an open carport onto an existing house, about 9k. Do I need to be registered "
        "with the BPB?",
  "NT: open carports added to existing buildings need no BPB registration (and $9,000 is under $12,000)",
  "facts §1.8 NT", "no")
A("NT", "Katherine job, 16k extension adding a bedroom to a house. My last job over in Kununurra was a shed. Do I need "
        "to be registered with the Building Practitioners Board for this?",
  "NT BPB registration for extensions costing more than $12,000", "facts §1.8 NT", "yes", ["$12,000"])
A("NT", "Plumber in Darwin with an advanced tradesman licence. Can I certify my own work?",
  "NT advanced tradesman may do plumbing but not certify; certifying plumber registered with the BPB needed",
  "facts §1.8, §4.2 NT", "no")
A("NT", "NT subbie. Builder's contract says he pays in 45 business days. Can they do that?",
  "NT SOP: any payment term longer than 30 BD is read as 30 BD", "facts §6.7 NT", "no", ["30 BD"])
A("NT", "Gas contractor in Darwin, commercial kitchen with 250 kg of LPG storage. How far ahead do I notify NT WorkSafe "
        "of the gas works?",
  "NT gas works over 200 kg stored: notify NT WorkSafe no later than 24 hours before starting", "facts §9 NT", None,
  ["24 hours"])

# ---------------------------------------------------------------- answers: national
A("AU", "Just gone out on my own as a tiler after 8 years on wages. First 5 months I've billed about 41k and reckon "
        "I'll finish the year around 68k. Accountant mate in Perth says I have to register for GST straight away. Do I?",
  "GST registration compulsory at $75,000 GST turnover; projected $68,000 is under -> not required",
  "facts §6.2", "no", ["$75,000"])
A("AU", "First year sparky in business, crossed 75k turnover last week. How long have I got to register for GST?",
  "register for GST within 21 days of reaching the threshold", "facts §6.2", None, ["21 days"])
A("AU", "Invoicing a builder 1,450 for a day's plastering. Does the tax invoice have to show their name or ABN?",
  "tax invoices for sales of $1,000 or more must show the buyer's identity or ABN", "facts §6.3", "yes", ["$1,000"])
A("AU", "how long do i have to keep receipts and invoices for the tax man",
  "keep business records for 5 years", "facts §6.4, §9", None, ["5 years"])
A("AU", "Paid my apprentice on Friday. Under the new payday super rules, how long have I got for his super to land in "
        "the fund?",
  "Payday Super (from 1 July 2026): SG received by the fund no more than 7 business days after payday",
  "facts §9", None, ["7 business days"])
A("AU", "Client wants a new engineered stone benchtop, says his mate in Qld got one put in last year no problem. Can I "
        "fit one for him next month?",
  "engineered stone benchtops banned from 1 July 2024 (installing included)", "facts §5.8", "no", ["1 July 2024"])
A("AU", "Plumber just starting to put in split systems on the side. Do I need a refrigerant handling licence for the "
        "small ones?",
  "working on fluorocarbon refrigerant equipment needs a Refrigerant Handling Licence (ARC)", "facts §1.9", "yes")
A("AU", "Deck landing's about 1.3 m off the ground. What's the minimum balustrade height?",
  "barrier at least 1 m above the floor of a landing (NCC D3D18)", "facts §5.2", None, ["1 m"])
A("AU", "Stair flight balustrade, minimum height?",
  "barrier along stair flights at least 865 mm", "facts §5.2", None, ["865 mm"])
A("AU", "Customer asked me for a tax invoice for a job I did back in September. How long have I got to send it?",
  "tax invoice within 28 days of a request", "facts §6.3, §9", None, ["28 days"])
A("AU", "Took on my first employee last month after 6 years solo. My old boss used to pay 9.5% super. What's the rate "
        "now?",
  "super guarantee 12% for wages paid from 1 July 2025 (9.5% superseded)", "facts §6.6, §8, §9", None, ["12%"])
A("AU", "Adding a new power circuit in a house, does it need a 30 mA RCD?",
  "AS/NZS 3000:2018 residential: all final subcircuits need 30 mA RCD protection", "facts §3.4", "yes", ["30 mA"])
A("NSW", "Old job a lawyer is asking me about. The contract for an engineered stone kitchen in Chatswood was signed in "
         "October 2023 and we installed the benchtop in September 2024, after the ban started. My mate in Brisbane says "
         "that was illegal. Was it allowed in NSW?",
  "dated: NSW gave effect to the transitional rule - work on contracts entered into on or before 31 Dec 2023 exempt "
  "until 31 Dec 2024 -> September 2024 install on an October 2023 contract allowed (QLD had no transitional period)",
  "facts §5.8 NSW", "yes", ["31 Dec 2024"], date="2024-09-15")

# ---------------------------------------------------------------- tools (check_tools.py recomputes all of these)
T("NSW", "Quoting a kitchen and bathroom in Hornsby, 52k all up. The client's dad builds up in Cairns and reckons the "
         "deposit is whatever we agree. What's the most I can take in dollars?",
  "NSW deposit cap 10% of 52k", "facts §2.1, §2.2 NSW", ["$5,200", "10%"])
T("NSW", "Roof tiler in Katoomba, 9 years in, last job in Penrith was 11k. This one's a re-bed and point, quoted "
         "4,650 + GST. Do I need my licence for this one?",
  "roof tiling is NSW trade work: 4,650 + GST = $5,115 incl GST, over $5,000", "facts §1.1, §2.1 NSW",
  ["$5,115", "$5,000"], "yes")
T("VIC", "Bathroom and ensuite in Mornington, 26,400 all up. Used to work in Adelaide where nobody cared. Whats the max "
         "deposit I can take in dollars?",
  "VIC deposit 5% at $20,000 or more", "facts §2.1, §2.2 VIC", ["$1,320", "5%"])
T("VIC", "Doing 6.5k of plastering and 4k of painting on the same house in Geelong, both on my invoice. The job before "
         "was 9k so I didn't need rego. Do I need to be registered for this one?",
  "VIC: more than one type of work together over $10,000 needs registration; 6.5k + 4k = $10,500",
  "facts §1.2, §2.1 VIC", ["$10,500", "$10,000"], "yes")
T("VIC", "Warrnambool plumber. Customer bought a 480 toilet suite from Bunnings himself and my labour's 320. Do I still "
         "need a compliance cert?",
  "VIC plumbing compliance certificate over $750 counting materials whoever supplied them: 480 + 320 = $800",
  "facts §4.2 VIC", ["$800", "$750"], "yes")
T("QLD", "Hervey Bay kitchen, 17,800. Max deposit in Qld?",
  "QLD deposit 10% under $20,000", "facts §2.1, §2.2 QLD", ["$1,780", "10%"])
T("QLD", "Deck repair in Caloundra. Customer bought 1,900 worth of decking boards himself and my labour's 1,600. Do I "
         "need a QBCC licence?",
  "QLD value includes materials whoever supplies them: 1,900 + 1,600 = $3,500, over $3,300", "facts §1.3 QLD",
  ["$3,500", "$3,300"], "yes")
T("WA", "Patio and pergola in Ellenbrook, 24k. My mate over in Adelaide takes 10%. How much deposit can I ask for here?",
  "WA deposit 6.5% (HBCA, $7,500-$500,000)", "facts §2.1, §2.2 WA, §9", ["$1,560", "6.5%"])
T("WA", "Busselton, one contract for the same owner: 11k retaining wall and a 10.5k shed slab. Do I need to be a "
        "registered building contractor?",
  "WA building contractor registration over $20,000: 11k + 10.5k = $21,500", "facts §1.4, §2.1 WA",
  ["$21,500", "$20,000"], "yes")
T("SA", "SA, Prospect: 7k bathroom and 5.5k laundry on the one contract. Written contract needed?",
  "SA written contract for $12,000 and more: 7k + 5.5k = $12,500", "facts §2.1, §2.2 SA, §9",
  ["$12,500", "$12,000"], "yes")
T("TAS", "Sandy Bay job, 11k deck and 7k pergola on the same contract. Written contract needed in Tas?",
  "TAS written contract at $20,000 or more: 11k + 7k = $18,000 -> not required", "facts §2.1, §2.2 TAS",
  ["$18,000", "$20,000"], "no")
T("ACT", "Kambah, ACT: 6k bathroom plus 4.5k laundry alteration on one job. Residential building insurance needed?",
  "ACT insurance for alterations of $12,000 or more: 6k + 4.5k = $10,500 -> not required", "facts §2.1, §2.2 ACT",
  ["$10,500", "$12,000"], "no")
T("NT", "Nightcliff extension: 9k framing and 4.5k roofing, same contract. Need BPB registration?",
  "NT BPB registration for extensions over $12,000: 9k + 4.5k = $13,500", "facts §1.8 NT",
  ["$13,500", "$12,000"], "yes")
T("AU", "Customer paid 3,850 inc GST for a hot water system install. How much of that's GST?",
  "GST = 1/11 of the inclusive amount", "facts §6.2", ["$350", "10%"])
T("AU", "Quoting 2,750 plus GST for a fence repair. What's the total?",
  "total = ex-GST x 1.1", "facts §6.2", ["$3,025", "10%"])
T("AU", "Invoice total 9,900 incl GST. What's it ex GST?",
  "ex-GST = incl / 1.1", "facts §6.2", ["$9,000", "10%"])
T("AU", "Labour's 640 ex GST. How much GST goes on top?",
  "GST = 10% of the ex-GST amount", "facts §6.2", ["$64", "10%"])
T("AU", "Second year apprentice, 780 gross this week. How much super?",
  "SG 12% of wages paid", "facts §6.6, §9", ["$93.60", "12%"])
T("AU", "Labourer's on 2,350 a fortnight, been with me 3 years. Super for the fortnight?",
  "SG 12% of wages paid", "facts §6.6, §9", ["$282", "12%"])
T("AU", "The missus does the books and pays herself 3,900 a month from the business. Whats the super on that?",
  "SG 12% of wages paid (employee of the business)", "facts §6.6, §9", ["$468", "12%"])
T("AU", "Doing back-pay checks. Wages I paid my offsider in March 2025 came to 5,200. What should the super have been?",
  "dated: SG 11.5% for wages paid 1 Jul 2024 - 30 Jun 2025", "facts §6.6, §9", ["$598", "11.5%"], date="2025-03-15")
T("AU", "Subbie did an 1,800 job for me and still hasn't given me an ABN after 3 reminders. How much do I hold back?",
  "no-ABN withholding 47% of the payment", "facts §6.8, §8", ["$846", "47%"])
T("AU", "Bloke with no ABN dropped off a load of sand, 70 bucks ex GST. Do I have to withhold?",
  "no withholding for payments of $75 or less excluding GST", "facts §6.8", ["$75"], "no")
T("AU", "New subbie starting Monday, 4 years with the last mob in Ipswich. Can you check his ABN, 78 151 711 749?",
  "ABN check digits (mod 89)", "facts §6.1", ["valid"])
T("AU", "abn on this supplier invoice is 84916140211, legit?",
  "ABN check digits (mod 89)", "facts §6.1", ["valid"])
T("AU", "Sparky I'm subbing to gave me ABN 27849098761 on his quote for a 12k job. Does it check out?",
  "ABN check digits (mod 89): last digit wrong", "facts §6.1", ["invalid"])

# ---------------------------------------------------------------- declines
D("NSW", "Been a sparky 20 years, 15 of them in Victoria before I moved to Port Macquarie. Got a CCEW in 3 days late on "
         "a job last month. What's the fine for a late CCEW in NSW?",
  "penalty for a late CCEW not held (the 7-day deadline is held)", "Building Commission NSW")
D("NSW", "Granny flat build in Liverpool, 260k. Roughly how much is the HBCF premium going to cost me?",
  "HBCF premium not held (cover over $20,000 is held)", "icare (Home Building Compensation Fund)")
D("NSW", "Renewing my NSW contractor licence for 5 years next month. How much will it cost?",
  "NSW licence renewal fee not held", "Building Commission NSW")
D("NSW", "Customer in Castle Hill wants a 30 m2 deck about 700 mm off the ground. Do they need council approval or is "
         "it exempt development?",
  "planning approval / exempt development rules not held", "the local council (The Hills Shire) or NSW Planning")
D("VIC", "Energised a meter box upgrade in Sunbury before the LEI came out, he came next day and passed it. What's the "
         "fine for that?",
  "penalty for energising prescribed work before inspection not held (the rule is held)", "Energy Safe Victoria")
D("VIC", "Vic, 25k bathroom for a client in Brunswick. What's the DBI premium roughly?",
  "DBI premium not held (DBI over $16,000 is held)", "Building and Plumbing Commission (domestic building insurance)")
D("VIC", "Subbie in Dandenong on a commercial job. Whats the longest the builder can take to actually pay my claim under "
         "the Vic SOP act?",
  "VIC SOP maximum time to pay not captured (the 10 BD payment schedule is held)",
  "Building and Plumbing Commission (formerly VBA) or a construction lawyer")
D("VIC", "How much does it cost to apply for BPC domestic builder registration?",
  "VIC registration fee not held", "Building and Plumbing Commission")
D("QLD", "What's the QBCC licence fee for a trade contractor licence in carpentry?",
  "QBCC licence fee not held", "QBCC")
D("QLD", "Forgot to lodge a Form 4 for a hot water job in Logan, it's 3 months late now. How much is the fine?",
  "penalty for late notifiable-work lodgement not held (10 business days and the fee are held)", "QBCC")
D("QLD", "Home warranty premium for a 450k new house in Springfield Lakes?",
  "QLD home warranty premium not held", "QBCC")
D("QLD", "Qld electrical contractor licence, how much to renew each year?",
  "electrical contractor licence fee not held (1-year term and insurance minimums are held)",
  "Electrical Safety Office (WorkSafe QLD)")
D("WA", "Client signed a 60k contract Tuesday for an extension in Baldivis and now wants out. How long is the cooling-off "
        "in WA?",
  "WA cooling-off not found in the sheet", "Building and Energy (DEMIRS) / Consumer Protection WA")
D("WA", "What's the registration fee for a WA building contractor?",
  "WA registration fee not held", "Building and Energy (DEMIRS)")
D("WA", "Lodged my NOC a week late on a job in Armadale. What's the penalty?",
  "penalty for a late NOC not held (the 3-day deadline is held)", "Building and Energy (DEMIRS)")
D("WA", "Whats the home indemnity insurance premium on a 300k house in Ellenbrook?",
  "HII premium not held", "a home indemnity insurer (private insurers) or Building and Energy")
D("SA", "Kitchen in Norwood, 40k, my old boss in Melbourne always took 5%. What's the max deposit in SA?",
  "SA deposit cap not found", "Consumer and Business Services (CBS)")
D("SA", "SA cooling-off period on a 70k extension?",
  "SA cooling-off not found", "Consumer and Business Services (CBS)")
D("SA", "Plumber in Port Pirie, put a CoC in on day 12 instead of 7. What's the fine?",
  "penalty for a late SA plumbing CoC not held (the 7-day deadline is held)", "Office of the Technical Regulator (SA)")
D("SA", "How much does an SA building work contractors licence cost a year?",
  "SA licence fee not held", "Consumer and Business Services (CBS)")
D("TAS", "Tas sparky, how many days have I got to lodge a CEC?",
  "TAS CEC deadline not found", "CBOS (Consumer, Building and Occupational Services)")
D("TAS", "Moved to Hobart from Brissy last year. Whats the max deposit I can take on a 50k reno down here?",
  "TAS deposit cap not found", "CBOS (Consumer, Building and Occupational Services)")
D("TAS", "Cooling-off period for a Tassie building contract?",
  "TAS cooling-off not found", "CBOS (Consumer, Building and Occupational Services)")
D("TAS", "owner builder permit fee in tassie?",
  "TAS owner-builder permit fee not held", "CBOS (Consumer, Building and Occupational Services)")
D("ACT", "Quoting a 35k bathroom in Gungahlin, client wants to know the most I can ask for up front. What's the ACT "
         "deposit cap?",
  "ACT deposit cap not found", "Access Canberra (Construction Occupations Registrar)")
D("ACT", "Canberra subbie. How long has the builder got to give me a payment schedule after my claim?",
  "ACT SOP payment schedule time not captured (15 BD time to pay is held)",
  "Access Canberra (Construction Occupations Registrar) or a construction lawyer")
D("ACT", "cooling off period for a building contract in the act?",
  "ACT cooling-off not found", "Access Canberra (Construction Occupations Registrar)")
D("ACT", "How much is the ACT builder licence renewal fee?",
  "ACT licence renewal fee not held", "Access Canberra (Construction Occupations Registrar)")
D("NT", "NT sparky, heard they shortened the time for CoCs. How many days have I got now?",
  "NT electrical CoC deadline not found (page says only 'decreased')", "NT WorkSafe")
D("NT", "New house in Darwin, 420k contract. Whats the max deposit I can take?",
  "NT deposit amount not captured (regs 41HA/41HE)", "Building Practitioners Board (NT)")
D("NT", "Gasfitter in Palmerston NT, domestic cooktop install. By when do I have to give a gas compliance certificate?",
  "NT gas certificate not researched (only the 24 h notification for large gas works is held)", "NT WorkSafe")
D("NT", "What does a fidelity fund certificate cost on a 350k house in the NT?",
  "MBA NT Fidelity Fund certificate cost not held", "MBA NT Fidelity Fund")
D("AU", "Been taking cards on the tap machine for 3 years and adding 1.5% on Visa. Can I keep charging that surcharge "
        "from next month?",
  "card surcharge rules not held (ban not added to the sheet)", "ACCC and the Reserve Bank (RBA)")
D("AU", "First year apprentice plumber starting Monday. What's the minimum hourly rate I have to pay him?",
  "award / apprentice pay rates not held", "Fair Work Ombudsman (PayCheck tool)")
D("AU", "Can you give me the exact wording of the RCD clause in AS/NZS 3000?",
  "standards text not held (copyright)", "Standards Australia")
D("AU", "Bought a new ute for 58k last month. How much can I claim under the instant asset write-off this year?",
  "instant asset write-off threshold not held", "the ATO (or a registered tax agent)")
D("AU", "How much fuel tax credit per litre can I claim for the diesel in my generator?",
  "fuel tax credit rates not held", "the ATO")
D("AU", "Sole trader, made about 90k profit this year. What rate of income tax am I up for?",
  "income tax rates not held", "the ATO (or a registered tax agent)")

# ---------------------------------------------------------------- ambiguous
M("Got a 22k bathroom in Brighton starting in the new year. What's the max deposit I can take?",
  "Brighton is in VIC, QLD, SA and TAS: VIC 5% ($1,100) / QLD 5% ($1,100) / SA, TAS deposit cap not found")
M("Kitchen job in Richmond next week, 8k all up. Do I need a licence for it?",
  "Richmond is in NSW, VIC, QLD, SA and TAS: NSW yes (over $5,000) / VIC no (registration over $10,000) / "
  "QLD yes (over $3,300) / SA licence, dollar floor unclear / TAS needs-approval rule")
M("I live in Queanbeyan, the clients live in Canberra, but the job's at their holiday shack down the coast somewhere. "
  "How long do I get for the electrical certificate?",
  "work place unknown (NSW south coast, or elsewhere): NSW CCEW 7 days / ACT 14 days / VIC COES 1 month")
M("Plumbing job in Kingston, how long do I get for the compliance cert?",
  "Kingston is in TAS, QLD, SA and ACT: SA 7 days / QLD Form 4 10 business days / TAS per category / ACT not held")
M("Tiling a bathroom in Newtown, about 6k of work. Need a licence?",
  "Newtown is in NSW, VIC, QLD and TAS: NSW yes (over $5,000) / VIC no (under $10,000) / QLD yes (over $3,300) / "
  "TAS not tied to a dollar figure")
M("Grew up on one side of the river, live on the other now, and the job's just over the border from home. Gas cooktop "
  "swap. Do I need to do a compliance certificate?",
  "border and side unclear: VIC yes (Type A appliance at any value) / NSW CoC to Fair Trading within 5 business days / "
  "SA CoC within 30 days / others differ")
M("12k extension in Hamilton. Written contract needed?",
  "Hamilton is in VIC, NSW, QLD and TAS: VIC yes (over $10,000) / NSW yes (over $5,000) / QLD yes (level 1) / "
  "TAS no (under $20,000)")
M("Kensington reno, 15k. Home warranty insurance needed?",
  "Kensington is in NSW, VIC, SA and WA: NSW no (HBCF over $20,000) / VIC no (DBI over $16,000) / "
  "SA BII over the threshold where DA needed / WA no (HII over $20,000)")
M("Mount Barker job, 11k patio. Do I need to be registered or licensed?",
  "Mount Barker is in SA and WA: WA no (registration over $20,000) / SA contractor licence, dollar floor unclear")
M("how long do i get for my certificate after a job",
  "no place and no trade (no profile): electrical, plumbing or gas certificate in any state")


# ---------------------------------------------------------------- longer story versions (style pass)
# The drafts above were too short for the style brief (most messages 25-80 words, about a fifth under 15). These
# replace the q text by id; keys are unchanged (every amount a tool item is checked on is kept as written).
REWRITE = {
 "d35-008": "nsw reno in Maitland, 45k, I've done 4 with this builder mate of mine. client got her signed copy of the contract on friday and now her husband wants to pull out. can they still?",
 "d35-022": "Plumber in Townsville, been on my own since 2015 after 6 years with a mob in Cairns. Notifiable job done, invoice for 2,300 went out Wednesday. How long have I got to lodge the Form 4?",
 "d35-029": "just finished a circuit, how long for the notice of completion?",
 "d35-032": "Doing a 35k extension in Rockingham for a young couple. Her brother's a builder in Sydney and he reckons home indemnity insurance is optional over here in WA. Is he right?",
 "d35-045": "Moved down to Hobart from Geelong last year. In Victoria I always had DBI on anything over 16k. Got a 90k extension in Sandy Bay lined up. Do I have to take out home warranty insurance for it down here?",
 "d35-046": "Plumber in Devonport, ex-navy, 3 years on the tools up here. Putting in a new storage hot water unit for a B&B. What temp does the water in the tank have to be kept at?",
 "d35-047": "Hobart plumber, normally just houses but we picked up a childcare centre fit-out in Glenorchy, 40 kids. On the last house I set the tempering valve at 50. What do I set the TMV to here?",
 "d35-050": "My apprentice sparky in Hobart is 3rd year, good kid, and he wants to do a few cash jobs on his own on weekends, powerpoints and that for his mates. Is he allowed to?",
 "d35-052": "Canberra builder, moved over from Goulburn in 2019. Got a 14k alteration on a house in Belconnen, last one I did was 9k. Do I need residential building insurance or a fidelity cert for this one?",
 "d35-054": "Sparky in Canberra, 15 years in, 2 of them in Perth on the mines. Got a battery and inverter install in Kambah next month and heard there's some endorsement you need now. Do I need it?",
 "d35-055": "Gasfitter in Woden, mostly LPG conversions, 6 jobs a week. My mate in Sydney says he gets 5 business days. After I finish a job here, how quick do I have to hand over the compliance certificate?",
 "d35-059": "Builder in Alice Springs, 22 years in the Territory. Adding an open carport onto the side of an existing house, about 9k. Customer's cousin reckons I need to be registered with the BPB for it. Do I?",
 "d35-062": "NT subbie in Darwin doing formwork. Builder's contract says he pays 45 business days after my claim, my mate in Brisbane gets paid in 25. Can the builder do that up here?",
 "d35-063": "Gas contractor in Darwin. Commercial kitchen refit at a pub, 250 kg of LPG storage out the back and 6 burners. My last job in Katherine was just a cooktop. How far ahead do I have to notify NT WorkSafe of the gas works?",
 "d35-065": "First year in business as a sparky after 10 years on wages. Crossed 75k turnover last week, mostly from 2 big builders. How long have I got to register for GST?",
 "d35-066": "Invoicing a builder 1,450 for a day's plastering on a big job out west, he's got an ABN and a company name a mile long. Does the tax invoice have to show their name or ABN?",
 "d35-068": "Paid my apprentice 920 on Friday, first pay since he started. Under the new payday super rules how long have I got for his super to actually land in the fund?",
 "d35-070": "Plumber, 14 years on the tools, just starting to put in split systems on the side because the money's good. Mate in the trade says the small ones don't need any ticket. Do I need a refrigerant handling licence for them?",
 "d35-073": "Customer I did a 2,200 job for back in September has just asked me for a proper tax invoice, she's doing her books. How long have I got to send it?",
 "d35-074": "Took on my first employee last month after 6 years solo, a labourer. My old boss used to pay 9.5% super back in the day. What's the super rate now?",
 "d35-075": "new power circuit in a house, does it need a 30 mA RCD?",
 "d35-081": "Warrnambool plumber, 20 years in. Customer bought a 480 toilet suite from Bunnings himself and my labour's 320. Last one like this at Port Fairy I didn't bother. Do I still need a compliance cert?",
 "d35-083": "Deck repair in Caloundra for a retired couple from Toowoomba. Customer bought 1,900 worth of decking boards himself and my labour's 1,600, about 3 days. Do I need a QBCC licence for this?",
 "d35-084": "Patio and pergola in Ellenbrook, 24k, should take 2 weeks with 3 of us. My mate over in Adelaide takes 10% up front. How much deposit can I ask for here?",
 "d35-085": "Busselton job, I'm based up in Perth. One contract for the same owner: 11k retaining wall and a 10.5k shed slab. Did 4 jobs down there last year under 15k each. Do I need to be a registered building contractor?",
 "d35-087": "Sandy Bay job, 11k deck and 7k pergola on the same contract. My mate in Victoria says anything over 10k needs it in writing. Do I need a written contract in Tas?",
 "d35-088": "Kambah, ACT: 6k bathroom plus 4.5k laundry alteration on one job. I live over in Queanbeyan and last year had a 13k job that needed cover. Do I need residential building insurance for this one?",
 "d35-089": "Nightcliff extension: 9k framing and 4.5k roofing, same contract, same owner. My offsider reckons each bit is under 12k so no registration. Do I need BPB registration?",
 "d35-090": "Did a hot water system install last week, customer paid 3,850 inc GST by bank transfer. Bookkeeper's on holidays till the 15th. How much of that's GST?",
 "d35-095": "Labourer's on 2,350 a fortnight, been with me 3 years, does 76 hours a fortnight. How much super do I put in for the fortnight?",
 "d35-096": "The missus does the books 3 days a week and the business pays her 3,900 a month as wages. My accountant normally sorts it but he's away till the 10th. Whats the super on that?",
 "d35-097": "Doing back-pay checks before the accountant visits. Wages I paid my offsider in March 2025 came to 5,200 for the month. What should the super have been on that?",
 "d35-098": "Subbie did an 1,800 job for me, a bathroom in 2 days, and still hasn't given me an ABN after 3 reminders. I pay him Friday. How much do I have to hold back?",
 "d35-099": "Bloke with no ABN dropped off a load of sand for a job, 70 bucks ex GST. Said he's just a farmer with a tipper. Do I have to withhold anything from him?",
 "d35-100": "New subbie starting Monday, he's been 4 years with the last mob in Ipswich and charges 65 an hour. Can you check his ABN for me, 78 151 711 749?",
 "d35-102": "Sparky I'm subbing to on a 12k job gave me ABN 27849098761 on his quote. Something about it looks off, he's only been going since March. Does it check out?",
 "d35-104": "Granny flat build in Liverpool, 260k, my first one since moving down from Newcastle. Roughly how much is the HBCF premium going to cost me on that?",
 "d35-105": "Renewing my NSW contractor licence next month, going for 5 years this time instead of 1. Did the application back in 2021. How much will the renewal cost?",
 "d35-107": "Energised a meter box upgrade in Sunbury on Friday before the LEI came out, he came the next day and passed it anyway. What's the fine for doing that?",
 "d35-108": "Vic, 25k bathroom for a client in Brunswick, she's asked me to break down what the DBI adds to the price. What's the DBI premium roughly?",
 "d35-109": "Subbie in Dandenong, concreter, on a commercial job for a builder out of the Melbourne CBD. Whats the longest they can take to actually pay my claim under the Vic SOP act?",
 "d35-112": "Forgot to lodge a Form 4 for a hot water job in Logan back in August, so it's about 3 months late now. What's the fine for that?",
 "d35-113": "Home warranty premium for a 450k new house in Springfield Lakes? Client's asking how much of my price is the insurance.",
 "d35-115": "Client signed a 60k contract Tuesday for an extension in Baldivis and now wants out. Back in Melbourne it'd be 5 days. How long is the cooling-off in WA?",
 "d35-117": "Lodged my NOC a week late on a new circuit job in Armadale, first time in 9 years. What's the penalty for that?",
 "d35-118": "Whats the home indemnity insurance premium on a 300k house in Ellenbrook? Client wants it shown as a line on the quote.",
 "d35-119": "Kitchen in Norwood, 40k, my old boss in Melbourne always took 5%. Client's happy to pay whatever I ask. What's the max deposit in SA?",
 "d35-121": "Plumber in Port Pirie, 2 apprentices. Put a CoC in on day 12 instead of 7 on a laundry job, got busy. What's the fine for that?",
 "d35-124": "Moved to Hobart from Brissy last year, where I could take 10% on small jobs. Whats the max deposit I can take on a 50k reno down here?",
 "d35-127": "Quoting a 35k bathroom in Gungahlin, client's from Sydney and wants to know the most I can ask for up front. What's the ACT deposit cap?",
 "d35-128": "Canberra subbie, tiler. Sent my claim to the builder on the 20th, he's from Sydney and says he has 10 business days. How long has he really got to give me a payment schedule in the ACT?",
 "d35-131": "NT sparky in Katherine. Heard they shortened the time you get for CoCs when the new Act came in. How many days have I got now?",
 "d35-132": "New house in Darwin, 420k contract, first one since I got my registration. Whats the max deposit I can take?",
 "d35-133": "Gasfitter in Palmerston NT, came up from Adelaide last year. Swapping a domestic LPG cooktop on a 45 kg bottle. By when do I have to give a gas compliance certificate?",
 "d35-134": "Building a 350k house in Humpty Doo. Client wants to see what the fidelity fund certificate adds to the price. What does it cost?",
 "d35-135": "Been taking cards on the tap machine for 3 years and adding 1.5% on Visa, my mate in Perth does 2%. Can I keep charging that surcharge from next month?",
 "d35-136": "First year apprentice plumber starting Monday, he's 17 and just finished year 11. What's the minimum hourly rate I have to pay him?",
 "d35-138": "Bought a new ute for 58k last month, traded the old Hilux in for 12. How much can I claim under the instant asset write-off this year?",
 "d35-139": "Run a generator on sites without power, about 40 litres of diesel a week. How much fuel tax credit per litre can I claim?",
 "d35-140": "Sole trader chippy, made about 90k profit this year after paying the 2 subbies. What rate of income tax am I up for?",
 "d35-141": "Got a 22k bathroom in Brighton starting in the new year, client moved there from Sydney. What's the max deposit I can take?",
 "d35-142": "Kitchen job in Richmond next week, 8k all up, customer's a mate of my brother. Do I need a licence for it?",
 "d35-144": "Plumbing job in Kingston, new laundry, finished it Friday. How long do I get for the compliance cert?",
 "d35-145": "Tiling a bathroom in Newtown, about 6k of work, the owner's an architect. Need a licence?",
 "d35-149": "Mount Barker job, 11k patio for a retired couple. Do I need to be registered or licensed for it?",
}

# ---------------------------------------------------------------- write
out = []
for i, it in enumerate(items, 1):
    qid = "d35-%03d" % i
    d = {"id": qid, "q": REWRITE.get(qid, it["q"]), "kind": it["kind"], "state": it["state"], "topic": it["topic"],
         "basis": it["basis"]}
    for k in ("verdict", "figures", "ask", "date", "profile"):
        if it.get(k) is not None:
            d[k] = it[k]
    out.append(d)
assert len(out) == 150, len(out)
json.dump(out, open(os.path.join(HERE, "questions.json"), "w"), indent=2, ensure_ascii=False)
print("wrote", len(out))
