/**
 * The assistant's evaluation set: questions typed the way tradies text a mate (typos, no punctuation, slang,
 * suburbs and postcodes of every state and territory), written from the fact sheet and the knowledge base's entry
 * list BEFORE the assistant's answers to them were looked at. Each says what a right answer must hold:
 *
 * - `answer`: the entry it must cite (`entry`), a figure the text must contain (`figure`), and the state it must
 *   say it used (`state`) when the question (or the profile) settles one.
 * - `decline`: the knowledge base does not hold it. The answer must say so, give no dollar figure or percentage,
 *   and name who to ask (`ask`).
 * - `tool`: one of the product's own checks (ABN, GST, deposit cap, thresholds): the computed figure and the entry
 *   whose rule it applied.
 * - `ambiguous`: a place name several states share; the answer must name the place and either ask which one or say
 *   which state it assumed.
 */
export interface EvalCase {
  q: string;
  kind: 'answer' | 'decline' | 'tool' | 'ambiguous';
  entry?: string;
  figure?: string;
  state?: string;
  ask?: string;
  profile?: { state?: string; trade?: string };
  /** The bold first line's yes/no (read as the held-out scorer reads it). */
  verdict?: 'yes' | 'no';
  /** More figures the answer must hold (normalised as the held-out scorer does). */
  figures?: string[];
}

const A = (q: string, entry: string, figure: string, state?: string, profile?: EvalCase['profile']): EvalCase => ({
  q,
  kind: 'answer',
  entry,
  figure,
  ...(state ? { state } : {}),
  ...(profile ? { profile } : {}),
});
const D = (q: string, ask: string, profile?: EvalCase['profile']): EvalCase => ({
  q,
  kind: 'decline',
  ask,
  ...(profile ? { profile } : {}),
});
/** A yes/no question: the first line's verdict, the state and any figures it must hold. */
const V = (q: string, verdict: 'yes' | 'no', state?: string, figures?: string[]): EvalCase => ({
  q,
  kind: 'answer',
  verdict,
  ...(state ? { state } : {}),
  ...(figures ? { figures } : {}),
});
const T = (q: string, entry: string, figure: string, state?: string, profile?: EvalCase['profile']): EvalCase => ({
  q,
  kind: 'tool',
  entry,
  figure,
  ...(state ? { state } : {}),
  ...(profile ? { profile } : {}),
});

export const EVAL_CASES: EvalCase[] = [
  // --- licensing thresholds, with typos, slang, suburbs and postcodes ---
  A('do i need a licnece for a 4k bathroom in brisbane', 'qld-licence-threshold', '$3,300', 'QLD'),
  A('doing a 5 grand deck in toowong do i need qbcc licence', 'qld-licence-threshold', '$3,300', 'QLD'),
  A('need a licence for 4500 job in 4870', 'qld-licence-threshold', '$3,300', 'QLD'),
  A('liscence threshold qld', 'qld-licence-threshold', '$3,300', 'QLD'),
  A('whats the dollar limit before u need a licence in gympie', 'qld-licence-threshold', '$3,300', 'QLD'),
  A('chippy here in caboolture, 6k pergola need a ticket?', 'qld-licence-threshold', '$3,300', 'QLD'),
  A('do i need a licence in mount isa for a small reno', 'qld-licence-threshold', '$3,300', 'QLD'),
  A('licence needed for building work over what amount in nsw', 'nsw-licence-threshold', '$5,000', 'NSW'),
  A('handyman in blacktown how much work can i do without a licence', 'nsw-licence-threshold', '$5,000', 'NSW'),
  A('6 grand bathroom job in dubbo do i need to be licenced', 'nsw-licence-threshold', '$5,000', 'NSW'),
  A('licence threshold 2250', 'nsw-licence-threshold', '$5,000', 'NSW'),
  A('whats the licnce limit in katoomba', 'nsw-licence-threshold', '$5,000', 'NSW'),
  A('fencing job 7k in penrith need licence', 'nsw-fencing-licence', '$5,000', 'NSW'),
  A('retaining wall 8 grand castle hill licence?', 'nsw-structural-landscaping', '$5,000', 'NSW'),
  A('waterproofer in cronulla, licence needed over what', 'nsw-waterproofing-licence', '$5,000', 'NSW'),
  A('do i need to be registerd for a 12k kitchen in werribee', 'vic-registration-threshold', '$10,000', 'VIC'),
  A('registraton threshold for builders victoria', 'vic-registration-threshold', '$10,000', 'VIC'),
  A('restumping a house in bendigo do i need registration', 'vic-registration-threshold', '$10,000', 'VIC'),
  A('do i need vba rego for a 15k extension in 3977', 'vic-registration-threshold', '$10,000', 'VIC'),
  // There is a Box Hill in NSW (Sydney's north-west) as well as in VIC, both metropolitan: asking which is right.
  { q: 'plasterer and painter combined 11k job in box hill need to register?', kind: 'ambiguous' },
  A('building contractor rego wa whats the limit', 'wa-builder-registration', '$20,000', 'WA'),
  A('25k patio in joondalup do i need to be a registered builder', 'wa-builder-registration', '$20,000', 'WA'),
  A('do i need registration for a 30k job in kalgoorlie', 'wa-builder-registration', '$20,000', 'WA'),
  A('registered builder needed in 6155 for a 22 grand job', 'wa-builder-registration', '$20,000', 'WA'),
  A('15k extension in darwin do i need to be registered', 'nt-builder-registration', '$12,000', 'NT'),
  A('building contractor registration katherine 14 grand job', 'nt-builder-registration', '$12,000', 'NT'),
  A('do i need rego with the bpb in palmerston for a carport', 'nt-builder-registration', '$12,000', 'NT'),
  A('alice springs extension 20k need to be registered builder', 'nt-builder-registration', '$12,000', 'NT'),
  A('chippy in canberra do i need a licence', 'act-licensed-occupations', 'Carpenters', 'ACT'),
  A('carpenter in belconnen is it licensed', 'act-licensed-occupations', 'Carpenters', 'ACT'),
  A('sa building work contractor licence net assets', 'sa-bwc-licence-requirements', '$10,000', 'SA'),
  A('whats the penalty for unlicenced building in adelaide', 'sa-unlicensed-penalties', '$100,000', 'SA'),
  A('unlicensed penalties nsw for contracting without a licence', 'nsw-unlicensed-penalties', '$22,000', 'NSW'),
  A('owner builder permit nsw over what amount', 'nsw-owner-builder-permit', '$10,000', 'NSW'),
  A('owner builder tassie how many projects', 'tas-owner-builder', '10 years', 'TAS'),
  A('owner builder wa approval over how much', 'wa-owner-builder', '$20,000', 'WA'),
  A('qld electrical contractor licence insurance how much cover', 'qld-electrical-contractor-licence', '$5,000,000', 'QLD'),
  A('incidental work outside my licence class qld how much', 'qld-incidental-work', '$3,300', 'QLD'),
  A('hydraulic design licence qld over what value', 'qld-licence-threshold', '$1,100', 'QLD'),
  A('builder low rise licence experience needed qld', 'qld-builder-low-rise', '2 years', 'QLD'),
  A('rec registration how long does it last victoria', 'vic-rec-registration', '5 years', 'VIC'),
  A('nt plumber advanced tradesman licence how many years', 'nt-plumbing-licence', '2 years', 'NT'),
  A('split system licence under what kw', 'split-system-restricted-licence', '18 kW'),
  A('arctick licence for installing aircon', 'refrigerant-handling-licence', 'Refrigerant Handling Licence'),
  A('dial before you dig how long do they take to respond', 'byda-response-and-rules', '1 business day'),

  // --- written contracts ---
  A('written contract needed for a 7k job in sydney', 'nsw-written-contract', '$5,000', 'NSW'),
  A('do i need a contract for a 6 grand job in wollongong', 'nsw-written-contract', '$5,000', 'NSW'),
  A('small jobs contract nsw up to what', 'nsw-written-contract', '$20,000', 'NSW'),
  A('major domestic building contract vic threshold', 'vic-major-domestic-contract', '$10,000', 'VIC'),
  A('need a writen contract 12k job in geelong', 'vic-major-domestic-contract', '$10,000', 'VIC'),
  A('level 1 contract qld what range', 'qld-contract-levels', '$3,300', 'QLD'),
  A('level 2 contract queensland from what price', 'qld-contract-levels', '$20,000', 'QLD'),
  A('commencement notice qld how many days', 'qld-commencement-notice', '10 business days', 'QLD'),
  A('home building contracts act wa what jobs does it cover', 'wa-home-building-contracts-act', '$7,500', 'WA'),
  A('contract requirements sa domestic building work minor under what', 'sa-minor-building-work', '$12,000', 'SA'),
  A('written contract tassie threshold', 'tas-contract-requirements', '$20,000', 'TAS'),
  A('need a contract for a 25k job in launceston', 'tas-contract-requirements', '$20,000', 'TAS'),
  A('contract for 22 grand reno in hobart what do i need', 'tas-contract-requirements', '$20,000', 'TAS'),
  A('variations have to be in writing nsw', 'nsw-implied-terms', '$5,000', 'NSW'),

  // --- deposits ---
  A('max deposite i can take in nsw', 'nsw-deposit', '10%', 'NSW'),
  A('how much deposit can i ask for in parramatta', 'nsw-deposit', '10%', 'NSW'),
  A('deposit limit vic', 'vic-deposit', '5%', 'VIC'),
  A('how much deposit brisbane', 'qld-deposit', '10%', 'QLD'),
  A('deposit for prefab job qld where most work is done offsite', 'qld-deposit', '20%', 'QLD'),
  A('max deposit perth', 'wa-deposit', '6.5%', 'WA'),
  A('whats the most deposit i can take in bunbury', 'wa-deposit', '6.5%', 'WA'),
  A('max deposit', 'vic-deposit', '5%', 'VIC', { state: 'VIC' }),
  A('deposit rules', 'nsw-deposit', '10%', 'NSW', { state: 'NSW' }),

  // --- home warranty ---
  A('home warrenty insurance nsw over what', 'nsw-hbcf-threshold', '$20,000', 'NSW'),
  A('do i need hbcf for a 25k reno in chatswood', 'nsw-hbcf-threshold', '$20,000', 'NSW'),
  A('hbcf major defects how many years', 'nsw-hbcf-cover', '6 years', 'NSW'),
  A('domestic building insurance victoria threshold', 'vic-dbi-threshold', '$16,000', 'VIC'),
  A('dbi for a 20k deck in frankston', 'vic-dbi-threshold', '$16,000', 'VIC'),
  A('home warranty qld when do i need it', 'qld-home-warranty-threshold', '$3,300', 'QLD'),
  A('qbcc home warranty on a bathroom refit in cairns', 'qld-home-warranty-threshold', '$3,300', 'QLD'),
  A('how long does qld home warranty last', 'qld-home-warranty-period', '6 years 6 months', 'QLD'),
  A('home indemnity insurance wa threshold', 'wa-hii-threshold', '$20,000', 'WA'),
  A('hii for a 40k extension in mandurah', 'wa-hii-threshold', '$20,000', 'WA'),
  A('wa home indemnity max payout for lost deposit', 'wa-hii-payouts', '$40,000', 'WA'),
  A('building indemnity insurance sa threshold', 'sa-bii-threshold', '$20,000', 'SA'),
  A('bii in glenelg for a 30k job', 'sa-bii-threshold', '$20,000', 'SA'),
  A('is there home warranty insurance in tasmania', 'tas-no-home-warranty', 'Tasmania', 'TAS'),
  A('home warranty in devonport', 'tas-no-home-warranty', 'Tasmania', 'TAS'),
  A('residential building insurance act threshold', 'act-residential-building-insurance', '$12,000', 'ACT'),
  A('need insurance for a 15k alteration in gungahlin', 'act-residential-building-insurance', '$12,000', 'ACT'),
  A('fidelity fund nt how many years cover', 'nt-residential-building-cover', '6 years', 'NT'),
  A('statutory warranties sa how long to make a claim', 'sa-statutory-warranties', '5 years', 'SA'),

  // --- cooling off ---
  A('cooling off period victoria', 'vic-cooling-off', '5 clear business days', 'VIC'),
  A('client wants to back out of the contract in ballarat how long do they have', 'vic-cooling-off', '5 clear business days', 'VIC'),
  A('coolin off qld', 'qld-cooling-off', '5 business days', 'QLD'),
  A('can the customer cancel after signing in townsville', 'qld-cooling-off', '5 business days', 'QLD'),
  A('cooling off nsw building contract', 'nsw-cooling-off', '5-business-day', 'NSW'),
  A('if the owner withdraws in vic what can i keep', 'vic-cooling-off', '$100', 'VIC'),

  // --- electrical ---
  A('sparky in melbourne how long to give the coes', 'vic-coes-non-prescribed', '1 month', 'VIC'),
  A('coes for non prescribed work deadline', 'vic-coes-non-prescribed', '1 month', 'VIC', { state: 'VIC', trade: 'Electrician' }),
  A('prescribed electrical work inspection vic switchboard', 'vic-coes-prescribed', '4 business days', 'VIC'),
  A('ccew deadline nsw', 'nsw-ccew', '7 days', 'NSW'),
  A('how many days to lodge a ccew', 'nsw-ccew', '7 days', 'NSW', { state: 'NSW', trade: 'Electrician' }),
  A('sparkie in newcastle ccew how long', 'nsw-ccew', '7 days', 'NSW'),
  A('notice of completion wa electrical how many days', 'wa-electrical-notices', '3 days', 'WA'),
  A('electrical safety certificate wa to the customer within', 'wa-electrical-safety-certificate', '28 days', 'WA'),
  A('sparky in karratha safety certificate deadline', 'wa-electrical-safety-certificate', '28 days', 'WA'),
  A('ecoc sa how long to lodge', 'sa-ecoc', '30 days', 'SA'),
  A('electrical certificate of compliance mount barker how long', 'sa-ecoc', '30 days', 'SA'),
  A('act electrical test report deadline', 'act-electrical-test-report', '14 days', 'ACT'),
  A('sparky in tuggeranong how long to get the test report in', 'act-electrical-test-report', '14 days', 'ACT'),
  A('solar battery der endorsment canberra', 'act-der-endorsement', '11 Sep 2024', 'ACT'),
  A('qld electrical test certificate how long to keep', 'qld-electrical-certificates', '5 years', 'QLD'),
  A('rcd on every circuit in a house', 'rcd-as3000-requirements', '30 mA'),
  A('do i need a safety switch when i add a powerpoint', 'rcd-amendment-2', 'socket-outlets'),
  A('safty switch rule for alterations', 'rcd-alterations-repairs', '30 mA'),
  A('swapping halogen downlights to led need rcd', 'rcd-fixed-equipment', 'LED'),
  A('voltage drop max percent', 'as3008-cable-selection', '5%'),
  A('wiring rules current edition', 'wiring-rules-as3000', 'AS/NZS 3000:2018'),
  A('can a homeowner do there own electrical', 'homeowner-electrical-diy', 'licensed electrician'),
  A('qld safety switches required since when', 'qld-safety-switch-history', '1992', 'QLD'),

  // --- plumbing and gas ---
  A('plumbing compliance certificate vic over what value', 'vic-plumbing-compliance-certificate', '$750', 'VIC'),
  A('plumbo in shepparton compliance cert for a 900 dollar job', 'vic-plumbing-compliance-certificate', '$750', 'VIC'),
  A('form 4 notifiable work how long qld', 'qld-notifiable-work', '10 business days', 'QLD'),
  A('notifiable plumbing work fee qld', 'qld-notifiable-work', '$34.50', 'QLD'),
  A('notice of intention plumbing wa how long before', 'wa-plumbing-noi', '24 hours', 'WA'),
  A('plumbing coc perth deadline', 'wa-plumbing-coc', '5 working days', 'WA'),
  A('how long to keep plumbing certificates wa', 'wa-plumbing-coc', '6 years', 'WA'),
  A('nsw plumbing coc if inspection missed', 'nsw-plumbing-coc', '7 working days', 'NSW'),
  A('notice of work nsw plumbing how many days before', 'nsw-notice-of-work', '2 business days', 'NSW'),
  A('gassie in sydney gas cert deadline', 'nsw-gas-certificates', '5 business days', 'NSW'),
  A('gas certificate nsw how long to keep', 'nsw-gas-certificates', '5 years', 'NSW'),
  A('type a gas appliance compliance cert vic how many days', 'vic-gas-compliance', '5 days', 'VIC'),
  A('tempering valve temp', 'hot-water-tempering-50', '50°C'),
  A('what temp does a tmv need in a childcare centre', 'hot-water-tmv-45', '45°C'),
  A('hot water storage temprature legionella', 'hot-water-storage-60', '60°C'),
  A('backflow test report qld how long', 'qld-backflow-register', '10 business days', 'QLD'),
  A('act sanitary plumbing paperwork days', 'act-plumbing-2001-reg', '7 days', 'ACT'),

  // --- building code ---
  A('balustrade height on a deck', 'balustrade-heights', '1 m'),
  A('how high does the handrail need to be on stairs', 'balustrade-heights', '865 mm'),
  A('when do i need a balustrade how high a fall', 'balustrade-when-required', '1 m'),
  A('gap between balusters max', 'balustrade-openings-125', '125 mm'),
  A('shower wall waterproofing height', 'shower-wall-1800', '1,800 mm'),
  A('unenclosed shower waterstop distance', 'waterproofing-housing-provisions', '1,500 mm'),
  A('which ncc is current', 'ncc-2022-amendment-1', '1 May 2025'),
  A('when did ncc 2022 start', 'ncc-2022-commenced', '1 May 2023'),

  // --- safety ---
  A('how much asbestos can i remove without a licence', 'asbestos-licence-10m2', '10 m²'),
  A('can a homeowner pull out fibro in nsw', 'nsw-asbestos-homeowner-10m2', '10 m²', 'NSW'),
  A('asbestos removal notify worksafe how many days before', 'asbestos-notification-5-days', '5 days'),
  A('vic asbestos notification under 10m2', 'vic-asbestos-notification', '24 hours', 'VIC'),
  A('class b asbestos licence qld', 'qld-asbestos-class-b', '10 m²', 'QLD'),
  A('high risk construction work fall height', 'hrcw-list', '2 m'),
  A('hrcw fall trigger in south australia', 'sa-hrcw-2m', '2 m', 'SA'),
  A('do i need a swms for roof work', 'swms-before-hrcw', 'SWMS'),
  A('swms penalty in sa', 'swms-before-hrcw', '$6,000', 'SA'),
  A('working at heights housing queensland', 'qld-falls', '3 m', 'QLD'),
  A('white card expired after 2 years out sydney', 'nsw-white-card-lapse', '2 consecutive years', 'NSW'),
  A('can i still cut caesarstone benchtops', 'engineered-stone-ban', '1 July 2024'),
  A('engineered stone silica content definition', 'engineered-stone-definition', '1%'),
  A('trench depth that counts as high risk', 'hrcw-list', '1.5 m'),

  // --- tax and business ---
  A('do i need to register for gst if i turn over 80k', 'gst-registration-threshold', '$75,000'),
  A('gst registraton threshold', 'gst-registration-threshold', '$75,000'),
  A('just hit 75k turnover how long have i got to register for gst', 'gst-register-21-days', '21 days'),
  A('turned over 90 grand how many days to get gst registered', 'gst-register-21-days', '21 days'),
  A('whats the gst rate', 'gst-rate', '10%'),
  A('what does a tax invoice need to show', 'tax-invoice-contents', 'ABN'),
  A('invoice over 1000 do i need the customers details', 'tax-invoice-1000-plus', '$1,000'),
  A('customer asked for a tax invoice how long have i got', 'tax-invoice-28-days', '28 days'),
  A('how long do i keep my reciepts', 'records-5-years', '5 years'),
  A('when is tpar due', 'tpar', '28 August'),
  A('tpar for my subbies when do i lodge it', 'tpar', '28 August'),
  A('super rate for my apprentice', 'super-guarantee-12', '12%'),
  A('whats super at now', 'super-guarantee-12', '12%'),
  A('super due dates quarterly', 'super-due-dates', '28 Jan'),
  A('how many digits in an abn', 'abn-format', '11 digits'),
  A('subbie doesnt have an abn how much do i withhold', 'no-abn-withholding', '47%'),
  A('paying a bloke with no abn do i hold back tax', 'no-abn-withholding', '47%'),
  A('no abn withholding small payment under what amount', 'no-abn-withholding', '$75'),

  // --- security of payment ---
  A('builder hasnt paid my progress claim brisbane how long do they have', 'qld-sop', '15 business days', 'QLD'),
  A('payment schedule deadline nsw', 'nsw-sop', '10 business days', 'NSW'),
  A('head contractor not paying subbie in melbourne', 'vic-sop', '10 business days', 'VIC'),
  A('security of payment wa payment schedule', 'wa-sop', '15 business days', 'WA'),
  A('sopa sa payment schedule days', 'sa-sop', '15 business days', 'SA'),
  A('payment claim hobart residential schedule due', 'tas-sop', '20 days', 'TAS'),
  A('act security of payment how long to pay', 'act-sop', '15 business days', 'ACT'),
  A('nt contract says pay in 60 business days is that ok', 'nt-sop', '30 business days', 'NT'),

  // --- who to ask ---
  A('who regulates sparkies in victoria', 'vic-reg-electrical', 'Energy Safe Victoria', 'VIC'),
  A('who do i ask about plumbing licences in darwin', 'nt-reg-plumbing', 'Plumbers and Drainers Licensing Board', 'NT'),
  A('building regulator tassie', 'tas-reg-building', 'CBOS', 'TAS'),
  A('who is the gas regulator in qld', 'qld-reg-gas', 'Resources Safety and Health Queensland', 'QLD'),

  // --- the product's own checks ---
  T('is 53 004 085 616 a valid abn', 'abn-check-algorithm', 'passes'),
  T('check abn 51824753556', 'abn-check-algorithm', 'passes'),
  T('is this abn legit 12 345 678 901', 'abn-check-algorithm', 'fails'),
  T('gst on 1500', 'gst-rate', '$150.00'),
  T('whats the gst on $2,340', 'gst-rate', '$234.00'),
  T('how much gst is in $1,100 inc gst', 'gst-rate', '$100.00'),
  T('max deposit for a 15k reno in victoria', 'vic-deposit', '$1,500', 'VIC'),
  T('max deposit on a 30k job in brisbane', 'qld-deposit', '$1,500', 'QLD'),
  T('how much deposit can i take on a 40 grand job in sydney', 'nsw-deposit', '$4,000', 'NSW'),
  T('deposit cap 100k job perth', 'wa-deposit', '$6,500', 'WA'),
  T('18 grand kitchen in geelong whats the biggest deposit', 'vic-deposit', '$1,800', 'VIC'),
  T('max deposit 25k', 'vic-deposit', '$1,250', 'VIC', { state: 'VIC' }),

  // --- postcodes of the states the first set had none for (added after the first scoring run, before running them) ---
  A('building indemnity insurance for a 30k job in 5063', 'sa-bii-threshold', '$20,000', 'SA'),
  A('electrical test report deadline postcode 2602', 'act-electrical-test-report', '14 days', 'ACT'),
  A('written contract for 25k job in 7250', 'tas-contract-requirements', '$20,000', 'TAS'),
  A('do i need to be registered for a 20k extension in 0870', 'nt-builder-registration', '$12,000', 'NT'),
  A('hbcf needed for 30k reno in 2150', 'nsw-hbcf-threshold', '$20,000', 'NSW'),
  A('coes deadline sparky 3350', 'vic-coes-non-prescribed', '1 month', 'VIC'),
  A('cooling off period 4551', 'qld-cooling-off', '5 business days', 'QLD'),
  A('max deposit on a reno in 6000', 'wa-deposit', '6.5%', 'WA'),

  // --- the place in the question beats the profile's state (added in the verification pass, written before running) ---
  A('15k extension in katherine need to be registered', 'nt-builder-registration', '$12,000', 'NT', { state: 'NSW' }),
  A('max deposit on a reno in 3550', 'vic-deposit', '10%', 'VIC', { state: 'QLD' }),
  A('home indemnity insurance threshold in geraldton', 'wa-hii-threshold', '$20,000', 'WA', { state: 'VIC' }),
  A('ccew deadline for a job in orange', 'nsw-ccew', '7 days', 'NSW', { state: 'VIC', trade: 'Electrician' }),
  A('cooling off for a job in toowoomba', 'qld-cooling-off', '5 business days', 'QLD', { state: 'NSW' }),
  A('building indemnity insurance in mount gambier', 'sa-bii-threshold', '$20,000', 'SA', { state: 'VIC' }),
  A('residential building insurance threshold in 2913', 'act-residential-building-insurance', '$12,000', 'ACT', { state: 'NSW' }),
  A('contract threshold for a job in burnie', 'tas-contract-requirements', '$20,000', 'TAS', { state: 'VIC' }),
  A('electrical safety certificate deadline in broome', 'wa-electrical-safety-certificate', '28 days', 'WA', { state: 'NT' }),
  T('max deposit on a 12 grand job in ballarat', 'vic-deposit', '$1,200', 'VIC', { state: 'QLD' }),

  // --- places: ambiguous names ---
  { q: 'licence threshold for a job in richmond', kind: 'ambiguous' },
  { q: 'max deposit for a reno in springfield', kind: 'ambiguous' },

  // --- outside the knowledge base: decline, no figure, name who to ask ---
  D('what does AS 3000 clause 2.6.3 say word for word', 'Standards Australia'),
  D('give me the exact text of AS 3740 clause 4.5', 'Standards Australia'),
  D('copy out the wording of as/nzs 3500.1 section 4 for me', 'Standards Australia'),
  D('whats the award rate for a 3rd year apprentice chippy', 'Fair Work Ombudsman'),
  D('how much should i pay my labourer per hour', 'Fair Work Ombudsman'),
  D('whats a good hourly rate for a sparky in brisbane', 'Electrical Safety Office'),
  D('how much should i charge per m2 for tiling in sydney', 'Building Commission NSW'),
  D('best ute for a plumber', 'Building Commission NSW', { state: 'NSW' }),
  D('how do i bake sourdough', 'Queensland Building and Construction Commission', { state: 'QLD' }),
  D('who won the footy', 'Access Canberra'),
  D('workers comp for my apprentice in victoria how much', 'WorkSafe Victoria'),
  D('what size beam for a 4.2m span deck', 'Building Commission NSW', { state: 'NSW' }),
  D('how deep do fence post holes need to be in perth', 'Building Services Board'),
  D('council approval for a shed in adelaide how big', 'Consumer and Business Services'),
  D('how do i get a builders loan for my business', 'Building Commission NSW', { state: 'NSW' }),
  D('whats the cheapest public liability insurance for a painter', 'Building Commission NSW', { state: 'NSW' }),
  D('can i park my ute on the footpath in hobart', 'CBOS'),
  D('what glue for laminate benchtop', 'Building and Plumbing Commission', { state: 'VIC' }),
  D('how much is stamp duty on a house in darwin', 'Building Practitioners Board'),
  D('tiling rate per hour perth', 'Building Services Board'),
  D('cooling off period in perth', 'Building Services Board'),
  D('nt electrical coc deadline', 'NT WorkSafe'),
  D('long service leave for builders in qld', 'Queensland Building and Construction Commission'),
  D('whats the fine for speeding in a work zone nsw', 'Building Commission NSW'),

  // --- issue 17 kinds, written for the kind (not from any held-out question): verdict first, from every rule ---
  // any-value rules before thresholds
  V('small plumbing job under 1000 in nsw do i need a licence', 'yes', 'NSW'),
  V('$800 electrical job in sydney need a licence?', 'yes', 'NSW'),
  V('restumping in geelong for $6k need registration?', 'yes', 'VIC'),
  V('3k demolition job in vic do i need to be registered', 'yes', 'VIC'),
  V('split systems install 2k in nsw licence?', 'yes', 'NSW'),
  V('dunny replacement in nsw do i need a licence', 'yes', 'NSW'),
  V('do i need a licence for aircon install in nsw', 'yes', 'NSW'),
  // sums of parts, "+ GST", client-supplied materials
  V('4k of tiling and 3k of painting same house in nsw need a licence', 'yes', 'NSW', ['$7,000']),
  V('$4,800 + GST job in nsw do i need a licence', 'yes', 'NSW', ['$5,280']),
  V('do i need a contract for a 4,800 + gst job in nsw', 'yes', 'NSW', ['$5,280']),
  V('plumbing job in melbourne 500 labour and client supplied 400 of fittings compliance cert needed', 'yes', 'VIC', ['$900', '$750']),
  V('do i need a compliance certificate for a 600 dollar plumbing job in vic', 'no', 'VIC', ['$750']),
  // GST turnover wording
  V('do i have to charge gst if my turnover is under 75k', 'no', undefined, ['$75,000']),
  V('turnover is 60k do i need to register for gst', 'no', undefined, ['$75,000']),
  // thresholds with no job value: "yes, if over $X"; deposits asked as % or $
  V('do i need a licence to do plastering in vic', 'yes', 'VIC', ['$10,000']),
  V('can i take a 10% deposit on a 25k job in vic', 'no', 'VIC', ['$1,250']),
  V('can i take a $3,000 deposit on a $25k job in vic', 'no', 'VIC', ['$1,250']),
  V('can i ask 1000 deposit on a 12k bathroom in nsw', 'yes', 'NSW', ['$1,200']),
  V('is a 15% deposit ok on a 10k job in qld', 'no', 'QLD', ['$1,000']),
  // dated rules: the one in force on the question's date, and it says which
  V('sa roofer 2.5m fall risk in june 2026 swms needed', 'no', 'SA', ['3 m']),
  V('roof job in adelaide starting in august 2026, 2.5 m fall, do i need a swms', 'yes', 'SA', ['2 m']),
  V('bii for a 15k job in adelaide signed in march 2025', 'yes', 'SA', ['$12,000']),
  V('bii for a 15k job in adelaide signed last month', 'no', 'SA', ['$20,000']),
  // slang and typos
  A('gd day mate whats the deposit cap in vic', 'vic-deposit', '10%', 'VIC'),
  A('wen do i have to lodge a ccew', 'nsw-ccew', '7 days', 'NSW'),
  A('whats the super rate now', 'super-guarantee-12', '12%'),
  A('wen is tpar due', 'tpar', '28 August'),
  // declines that must not headline a neighbouring fact, and name who to ask
  D('how much payroll tax do i pay in nsw', 'Revenue NSW'),
  D('max deposit in darwin for a reno', 'Building Practitioners Board'),
  D('how much is public liability insurance for a sparky', 'insurance broker'),
  D('whats the fine for no swms in nsw', 'SafeWork NSW'),
  D('how much does home warranty insurance cost in nsw', 'insurance broker'),
  D('whats the gas cert deadline in qld', 'Resources Safety and Health Queensland'),
  D('what time can i start using power tools on a saturday in melbourne', 'council'),
  D('how much does a white card cost in qld', 'WorkSafe Queensland'),
];
