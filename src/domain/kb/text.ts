/**
 * One tokenizer for both the index and the questions, so a synonym ("safety switch") and the
 * word the sheet uses ("RCD") meet on the same concept token ("#rcd").
 */

/** concept → phrases (already in normalised form; a trailing plural "s"/"es" is matched automatically). */
const CONCEPTS: Record<string, string[]> = {
  electrical: [
    'electrician',
    'electrical',
    'sparky',
    'sparkie',
    'sparkies',
    'lecky',
    'leccy',
    'wiring',
    'electrical contractor',
    'registered electrical contractor',
    'rec',
    'powerpoint',
    'power point',
    'gpo',
    'light switch',
    'downlight',
    // Victoria's registered electrical contractor
    'rec',
    'registered electrical contractor',
  ],
  plumbing: ['plumber', 'plumbing', 'plumbo', 'drainer', 'drainage', 'draining', 'sanitary'],
  // Gas-fitting slang: the fitting a barbecue or heater plugs into ("bbq bayonet"), the pipe run, the appliance hook-up.
  gas: [
    'gas',
    'gasfitter',
    'gas fitter',
    'gasfitting',
    'gas fitting',
    'gassie',
    'gassy',
    'lpg',
    'bayonet',
    'bayonet fitting',
    'natural gas',
    'gas point',
    'gas line',
    'gas pipe',
  ],
  carpentry: ['carpenter', 'carpentry', 'chippy', 'chippie', 'chippies', 'joiner', 'joinery'],
  tiling: ['tiler', 'tiling', 'wall and floor tiling'],
  roofing: ['roofer', 'roofing', 'roof plumber', 'roof plumbing', 'roof tiler', 'roof tiling'],
  brick: ['brickie', 'brickies', 'bricklayer', 'bricklaying', 'brickwork'],
  painting: ['painter', 'painting', 'decorator', 'decorating'],
  concrete: ['concreter', 'concreting', 'concrete'],
  landscaping: ['landscaper', 'landscaping', 'structural landscaping'],
  hvac: [
    'hvac',
    'aircon',
    'air con',
    'air conditioning',
    'air conditioner',
    'split system',
    'refrigeration',
    'refrigerant',
    'fridgie',
    'fridgy',
    'arctick',
    'arc tick',
  ],
  // Refrigerant handling and its national licensing body (the Australian Refrigeration Council, "ARCtick"): a decline
  // about it names the ARC (directory.ts), whichever state the work is in.
  refrigerant: [
    'refrigerant',
    'refrigerant gas',
    'refrigerant handling',
    'arc',
    'arctick',
    'arc tick',
    'australian refrigeration council',
    'refrigeration council',
    'regas',
    'regassing',
    'regassed',
    're gas',
    're gassing',
  ],
  earthmoving: ['earthmoving', 'earthmover', 'excavation', 'excavator', 'digging', 'dig', 'bobcat'],
  builder: ['builder', 'general builder', 'building contractor', 'building work contractor'],
  plaster: ['plasterer', 'plastering', 'gyprock', 'gyprocker'],
  waterproofing: ['waterproofing', 'waterproofer', 'membrane', 'wet area'],
  fencing: ['fence', 'fencing', 'fencer'],
  glazing: ['glazier', 'glazing'],
  surveying: ['surveyor', 'surveying'],
  architect: ['architect', 'architectural'],
  handyman: ['handyman', 'handy man', 'odd jobs'],
  licence: [
    'licence',
    'license',
    'licensed',
    'licenced',
    'licensing',
    'licencing',
    'unlicensed',
    'unlicenced',
    'ticket',
    'registration',
    'registered',
    'registering',
    'get registered',
    'register as',
  ],
  homewarranty: [
    'home warranty',
    'hbcf',
    'home building compensation',
    'domestic building insurance',
    'dbi',
    'home indemnity',
    'hii',
    'building indemnity',
    'bii',
    'residential building insurance',
    'residential building cover',
    'fidelity fund',
    'fidelity certificate',
    'warranty insurance',
    'builders warranty',
    'home warranty scheme',
    // the Queensland Home Warranty Scheme by its initials
    'qhws',
    // the NSW fund's provider, named for the fund ("how long is icare taking"); its workers-comp side is #workerscomp
    'icare',
  ],
  // The builder failing, the event home-warranty cover pays out on ("who covers the client if the builder goes bust").
  insolvency: [
    'insolvency',
    'insolvent',
    'bankrupt',
    'bankruptcy',
    'go bust',
    'goes bust',
    'went bust',
    'gone bust',
    'go broke',
    'goes broke',
    'went broke',
    'gone broke',
    'liquidation',
    'into administration',
  ],
  deposit: ['deposit', 'upfront', 'up front', 'upfront payment', 'advance payment'],
  // A part swapped for the same kind in the same place: its words are stopwords one by one ("like", "for", "same").
  likeforlike: [
    'like for like',
    'like-for-like',
    'same for same',
    'direct replacement',
    'straight swap',
    // "swapping an old light for the exact same one", "replacing it with an identical one"
    'exact same one',
    'the exact same',
    'identical one',
    'same model',
  ],
  coolingoff: [
    'cooling off',
    'cooling off period',
    'cool off',
    'change their mind',
    'changed their mind',
    'back out',
    'pull out of',
    'cancel',
    'cancellation',
    'withdraw',
  ],
  // A deal left unwritten ("on a handshake", "a verbal agreement") is a question about the written-contract rule.
  contract: [
    'contract',
    'written contract',
    'agreement',
    'handshake',
    'handshake deal',
    'verbal agreement',
    'verbal contract',
    'verbal deal',
    'oral agreement',
    'oral contract',
    'word of mouth',
    // "a verbal quote for a 22k reno", "agreed it verbally": nothing in writing, whatever the deal is called
    'verbal',
    'verbally',
    // "need it in writing?", "does it have to be written": the deal's form asked
    'in writing',
    'put in writing',
  ],
  // Putting an installation into service: the facts say "energise"; tradies say "liven it up", "switch it on".
  energise: [
    'energise',
    'energised',
    'energising',
    'energisation',
    'energize',
    'energized',
    'energizing',
    'energization',
    'liven',
    'livened',
    'livening',
    'switch it on',
    'switch on',
    'switched on',
    'power back on',
    'turn the power on',
    'turn the power back on',
    // "can we turn it on before the inspector comes": the installation put into service
    'turn it on',
    'turn it back on',
  ],
  rcd: ['rcd', 'rcds', 'safety switch', 'residual current device', 'earth leakage', 'elcb', 'rcbo'],
  certificate: [
    'coc',
    'certificate of compliance',
    'compliance certificate',
    'ccew',
    'coes',
    'certificate of electrical safety',
    'ecoc',
    'cec',
    'certificate of electrical compliance',
    'electrical safety certificate',
    'sign off',
    'signoff',
    'cert',
    'certificate',
  ],
  swms: ['swms', 'safe work method statement', 'safe work method', 'swm'],
  hrcw: ['hrcw', 'high risk construction work', 'high risk work'],
  // What a licence application is checked for: only the places whose facts name it hold it.
  policecheck: ['police check', 'police certificate', 'national police certificate', 'criminal record check', 'criminal history check'],
  financialreq: [
    'financial requirements',
    'minimum financial requirements',
    'financial requirement',
    'net tangible assets',
    'net assets',
    'financial capacity',
    'financial and organisational capacity',
  ],
  // Plant a high-risk work licence covers (no fact holds those licences: the WHS regulator issues them).
  plantticket: [
    'scissor lift',
    'boom lift',
    'elevating work platform',
    'ewp',
    'forklift',
    'fork lift',
    'crane',
    'dogging',
    'dogman',
    'rigging',
    'high risk work licence',
    'hrwl',
  ],
  heights: [
    'working at heights',
    'work at heights',
    'working at height',
    'work at height',
    'fall',
    'ladder',
    'scaffold',
    'scaffolding',
    'edge protection',
    'harness',
    'roof edge',
  ],
  whitecard: ['white card', 'construction induction', 'induction card', 'cpcwhs1001', 'general construction induction'],
  // "Bonded sheeting" and "non-friable" are how removalists name bonded asbestos cement without the word asbestos.
  asbestos: [
    'asbestos',
    'fibro',
    'super six',
    'friable',
    'bonded asbestos',
    'bonded sheeting',
    'bonded sheet',
    'asbestos sheeting',
    'asbestos cement',
    'non friable',
    'nonfriable',
  ],
  silica: [
    'engineered stone',
    'silica',
    'silicosis',
    'stone benchtop',
    // the same product by its other names and brands
    'reconstituted stone',
    'reconstituted quartz',
    'engineered quartz',
    'quartz benchtop',
    'artificial stone',
    'manufactured stone',
    'caesarstone',
  ],
  smokealarm: ['smoke alarm', 'smoke detector', 'smokie', 'smoke alarms'],
  hotwater: [
    'hot water',
    'hot water system',
    'hws',
    'water heater',
    'hot water unit',
    'tempering valve',
    'tmv',
    'thermostatic mixing valve',
    'storage tank',
    'hot water tank',
    'hw tank',
    'hot water cylinder',
  ],
  // Equipment connected by its plug and a flexible cord or lead, which is not electrical work ("plugged the heater in
  // with a lead", "on an extension cord").
  flexcord: [
    'flexible cord',
    'flexible lead',
    'extension lead',
    'extension cord',
    'power cord',
    'power lead',
    'with a lead',
    'on a lead',
    'with a cord',
    'plug in',
    'plugged in',
    'plugging in',
    'plugs in',
    'plug it in',
    'plugged it in',
    'plug into',
    'plugged into',
    'plugging into',
  ],
  // How hot the water is, said in degrees ("capped at 45 degrees", "50 deg") or as the word the facts use.
  temperature: ['temperature', 'degree', 'deg', 'celsius', 'deg c', 'how hot'],
  backflow: ['backflow', 'rpz', 'testable device', 'backflow prevention'],
  barrier: ['balustrade', 'barrier', 'handrail', 'hand rail', 'railing', 'guard rail', 'baluster'],
  ncc: ['ncc', 'bca', 'national construction code', 'building code of australia', 'building code'],
  pca: ['plumbing code', 'pca', 'plumbing code of australia'],
  wiringrules: ['wiring rules', 'as3000', 'as 3000', 'as nzs 3000', 'asnzs 3000'],
  abn: ['abn', 'australian business number'],
  gst: ['gst', 'goods and services tax'],
  invoice: ['tax invoice', 'invoice', 'invoicing'],
  records: [
    'record keeping',
    'record',
    'keep records',
    'recordkeeping',
    // keeping the paper, the way tradies say it ("hang on to receipts", "keep copies", "when can i shred")
    'hang on to',
    'hang onto',
    'hold on to',
    'hold onto',
    'keep receipts',
    'keep invoices',
    'keep paperwork',
    'keep the paperwork',
    'keep my paperwork',
    'keep copies',
    'shred',
  ],
  tpar: ['tpar', 'taxable payments annual report', 'taxable payments'],
  // ("pension": what super is called where many tradies learned their English — no fact here is about the age pension)
  super: ['super', 'superannuation', 'super guarantee', 'sg', 'pension', 'pension fund', 'retirement fund'],
  sop: [
    'security of payment',
    // the Act's usual short name on its own ("vic sop - how long has he got to pay")
    'sop',
    'sopa',
    'sop act',
    'payment claim',
    'progress claim',
    'payment schedule',
    // the payment schedule by its short name, sent or given back
    'send a schedule',
    'send the schedule',
    'give a schedule',
    'give the schedule',
    'serve a schedule',
    'schedule back',
    'bif act',
    'not paid',
    'didnt pay',
    'wont pay',
    'hasnt paid',
    'havent been paid',
    'late payment',
    'unpaid',
    'chasing payment',
    'adjudication',
    'pay when paid',
  ],
  byda: ['dial before you dig', 'before you dig', 'byda', 'dbyd', 'underground services', 'underground cables'],
  ownerbuilder: ['owner builder'],
  // A fault found in finished work: what home-warranty and building-insurance claims turn on.
  defect: ['defect', 'defective', 'crack', 'cracked', 'cracking', 'faulty work', 'dodgy work', 'shoddy work', 'bad workmanship'],
  diy: ['diy', 'do it myself', 'do it yourself', 'myself', 'himself', 'herself', 'themselves', 'ourselves', 'his own', 'their own'],
  solar: ['solar', 'pv', 'photovoltaic', 'battery', 'inverter', 'der'],
  regulator: [
    'regulator',
    'who regulates',
    'who do i ask',
    'who do i deal with',
    'who do i go to',
    'who do i contact',
    'who to contact',
    'who handles',
    'who runs',
    'who to ask',
    'who should i ask',
    // who is told before the work ("who do I have to tell first"): the body a notice goes to
    'who do i tell',
    'who do i have to tell',
    'who do i need to tell',
    'who to tell',
    'who do i notify',
    'who do i have to notify',
    'who do i need to notify',
    'who to notify',
    'licensing body',
    'authority',
    'governing body',
  ],
  penalty: [
    'penalty',
    'fine',
    'penalty units',
    'caught',
    'prosecution',
    'prosecuted',
    // what a breach costs, the way tradies put it ("how much will they sting me", "what do you get done for")
    'sting me',
    'sting you',
    'sting us',
    'stung',
    'get done for',
    'whats the damage',
    'on the spot fine',
    'infringement',
  ],
  threshold: [
    'threshold',
    'dollar limit',
    'limit',
    'job value',
    // "what's the cut off for home warranty", "the trigger amount for HII": the value a rule starts at
    'cut off for',
    'cut off point',
    'cut off amount',
    'cutoff',
    'trigger amount',
    'trigger point',
  ],
  notice: [
    'notice of work',
    'notice of intention',
    'noi',
    'form 4',
    'notifiable work',
    'notifiable',
    'preliminary notice',
    'notice of completion',
  ],
  turnover: ['turnover', 'turn over', 'turned over', 'gst turnover'],
  reno: ['reno', 'renovation', 'renovating', 'renovate', 'refit', 'makeover', 'fitout', 'fit out'],
  subbie: ['subbie', 'subcontractor', 'sub contractor', 'subcontract', 'subby'],
  // What takes an owner out of a cooling-off right: advice from a lawyer before signing.
  legaladvice: ['legal advice', 'independent legal advice', 'solicitor', 'lawyer', 'legal adviser', 'conveyancer'],
  apprentice: ['apprentice', 'apprenticeship', 'trainee'],
  // Whether one side would win a dispute before a tribunal or court: advice on a case, which no fact gives.
  disputeoutcome: [
    'will i win',
    'would i win',
    'will we win',
    'would we win',
    'win the case',
    'win at ncat',
    'win at vcat',
    'win at qcat',
    'chance of winning',
    'chances of winning',
    'likely to win',
  ],
  // Subjects the fact sheet does not cover. No entry carries them, so a question about them is declined
  // instead of being answered from a stray shared word ("hourly rate" vs "GST rate").
  pricing: [
    'hourly rate',
    'charge out rate',
    'how much to charge',
    'how much should i charge',
    'what should i charge',
    'what to charge',
    'day rate',
    'markup',
    'mark up',
    'pricing',
    'price a job',
    // what others charge for the work ("the going rate per square metre for tiling")
    'going rate',
    'per square metre',
    'per square meter',
    'per sqm',
    'per m2',
  ],
  wages: [
    'award rate',
    'award wage',
    'minimum wage',
    'pay rate',
    'award',
    'apprentice wage',
    'apprentice rate',
    'apprentice pay',
    'paid per hour',
    'paid an hour',
    'get an hour',
    'gets an hour',
    'earn an hour',
    'earns an hour',
    'make an hour',
    'paid per week',
    'paid a week',
    'rate of pay',
    'pay scale',
    'pay rates',
    'pay my labourer',
    'pay a labourer',
    'pay my apprentice',
    'pay an apprentice',
    'pay my worker',
    'pay my workers',
    'how much should i pay',
    'how much to pay',
    'penalty rate',
    'overtime rate',
    'overtime',
    'how many hours can',
    'hours can my',
    'hours a week',
    'hours per week',
    'hours a day',
    'hours per day',
    'max hours',
    'maximum hours',
    'apprentice hours',
    'annual leave',
    'sick leave',
  ],
  // Card surcharges (the RBA's rules): the fact sheet holds no checked source for them, so they are declined.
  surcharge: [
    'surcharge',
    'surcharges',
    'surcharging',
    'card surcharge',
    'card fee',
    'card fees',
    'merchant fee',
    'eftpos fee',
    'eftpos fees',
    'credit card fee',
    // "add 2% on credit card payments": a card is named only to charge for it
    'credit card',
    'credit cards',
    'card payment',
    'card payments',
  ],
  // Asking for the words of a paid standard: we can't reproduce them, whatever the standard.
  standardtext: [
    'word for word',
    'exact wording',
    'exact words',
    'exact text',
    'full text',
    'wording of',
    'text of',
    'copy out',
    'verbatim',
    'quote the clause',
    'what does clause',
    'clause say',
    'clause text',
  ],
  workerscomp: ['workers comp', 'workers compensation', 'workcover'],
  // A construction-industry levy: portable long service leave, the training levy (no fact holds their rates; the
  // directory names each state's levy body).
  levy: ['levy', 'levies', 'long service levy', 'training levy', 'ctf levy', 'qleave', 'leave levy'],
  // An electrical regulator named by name ("how long does Energy Safe Vic take …", "the Electrical Safety Office"): a
  // decline names that body (directory.ts), whatever else the question is about. One concept per body; all of them
  // only say who to ask (AREA_ONLY_CONCEPTS), the body's own words do the searching.
  esv: ['energy safe victoria', 'energy safe vic', 'energy safe', 'esv'],
  eso: ['electrical safety office', 'eso'],
  energysafetywa: ['director of energy safety'],
  rshq: ['rshq', 'resources safety and health queensland', 'resources safety and health', 'resources safety'],
  plumbingboard: ['plumbers licensing board', 'plumbers and drainers licensing board', 'plumbing licensing board'],
  // SA's Office of the Technical Regulator, which receives the state's electrical, gas and plumbing certificates (its
  // entries carry it, so it searches too; a decline names it, directory.ts).
  otr: ['otr', 'office of the technical regulator', 'technical regulator'],
  // A work health and safety regulator by name ("the WorkSafe Vic premium", "does SafeWork want a notice"): a body
  // (the safety regulators' entries carry it), and a decline names that kind of body.
  worksafe: ['worksafe', 'work safe', 'safework'],
  // An electrical certificate by its name: the paper is the electrical regulator's, whoever gives it. Only says who to
  // ask (AREA_ONLY_CONCEPTS): the certificate's own words and #certificate do the searching.
  electricalpaper: [
    'ccew',
    'coes',
    'certificate of electrical safety',
    'cec',
    'certificate of electrical compliance',
    'electrical safety certificate',
    'certificate of testing and compliance',
    'cotc',
    'certificate of compliance for electrical work',
  ],
  // How long a regulator takes to process an application: no fact holds a processing time, only what is needed.
  processingtime: [
    'processing time',
    'take to process',
    'take to approve',
    'take to assess',
    'approval time',
    'waiting time',
    'wait time',
    'take to come through',
    'turnaround',
    'turn around time',
    'processing times',
  ],
  // More subjects no fact covers, each with a body to ask (answer.ts `OTHER_BODIES`).
  payrolltax: ['payroll tax', 'payroll'],
  bas: ['bas', 'business activity statement', 'activity statement', 'payg instalment', 'payg instalments'],
  incometax: [
    'income tax',
    'tax return',
    'tax bracket',
    'tax deduction',
    'deduction',
    'deductible',
    'claim on tax',
    'claim on my tax',
    'claim it on tax',
    'write off',
    'depreciation',
    'company tax',
    'capital gains',
    'on my tax',
    'tax time',
    // a car's running costs claimed on tax (the cents-per-kilometre rate, the logbook method) are the ATO's
    'claim per km',
    'claim a km',
    'claim per kilometre',
    'logbook method',
  ],
  localcouncil: [
    'noise',
    'noisy',
    'what time can i start',
    'what hours can i',
    'what time can i',
    'jackhammer',
    'start work at',
    'start making noise',
    'power tools',
    'construction hours',
    'building hours',
    'work hours',
    'working hours',
    'skip bin',
    'footpath',
    'verge',
    'parking permit',
    'nature strip',
  ],
  roadrules: [
    'speed limit',
    'speeding',
    'road rules',
    'park my ute',
    'parking fine',
    'tow bar',
    'towing',
    'drivers licence',
    'driver licence',
  ],
  premium: ['insurance premium', 'insurance quote', 'income protection', 'tool insurance', 'ute insurance'],
  // Public liability is cover some licences require (QLD electrical contractors, TAS owner-builders), not only a price:
  // "do plumbers need public liability" asks whether it is required, and its price line ("ask a broker for a quote")
  // answered the neighbouring question. Its price is still a premium through the fee ask (#insurancecost).
  liabilitycover: ['public liability', 'products liability', 'liability insurance', 'liability cover'],
  // What a policy costs, said with the cover's name before the price word ("home warranty insurance cost on a 120k
  // extension", "dbi cost", "hbcf price"): a premium, which the insurer quotes and no fact holds — never the dollar
  // threshold above which the cover is needed.
  insurancecost: [
    'insurance cost',
    'insurance costs',
    'insurance price',
    'insurance pricing',
    'warranty cost',
    'warranty price',
    'indemnity cost',
    'indemnity price',
    'cover cost',
    'cover price',
    'dbi cost',
    'dbi price',
    'hbcf cost',
    'hbcf price',
    'hii cost',
    'hii price',
    'bii cost',
    'bii price',
    'cost of insurance',
    'price of insurance',
  ],
};

const STOPWORDS = new Set(
  (
    'a an and are as at be been but by can could do does did doing for from get got gotta had has have how i im ive id if in into is it its ' +
    'just me mate my need needs needed of on or our should so some that the their them then there these they this to up us was we ' +
    'what whats when where which who why will with would you your yes no hey gday reckon please thanks cheers tell know any anything ' +
    'about much many want wanna going gonna also still like really ok okay bit one ones job jobs work working rule rules required require ' +
    'requirement requirements legal legally allowed law australia mine theyre youre im dont doesnt isnt arent am being here too very ' +
    'quick question q apply applies applied over under more less than get good best great nice cheap ' +
    // "were we allowed", "werent we": the past of "was", which is already here.
    'were werent wasnt ' +
    // Asking whether something heard is so: "I heard … is that right?"
    'heard hear told right true correct wrong ' +
    // How sure the asker is of a belief ("pretty sure", "I thought", "apparently", "my understanding is"): the belief follows.
    'pretty fairly sure certain thought believe assumed figured apparently understanding ' +
    // How likely, asked: "any chance there's asbestos", "what are the odds" (the subject follows); the asker's own doubt
    // ("mount gambier or maybe nelson", "perhaps I need a permit") is no subject either.
    'chance odds maybe perhaps possibly probably ' +
    // When a rule starts to apply, asked: "at what price does home warranty kick in" (the subject is around it).
    'kick kicks kicking kicked ' +
    // Words that say how big an answer is wanted, not what about (intents carry them): "max deposit I can take".
    'max maximum most least min minimum biggest largest take taking ' +
    // People and filler: who does it and when it happened say nothing about which rule ("he wants to do it himself").
    'he she his her him himself herself themselves ourselves yourself wants wanted someone somebody actually ' +
    'basically yesterday today tomorrow put puts putting ' +
    // When in the week something happened says nothing about which rule ("finished the circuit tuesday").
    'monday tuesday wednesday thursday friday saturday sunday mon tue tues wed thu thur thurs fri sat sun arvo tonight ' +
    'morning afternoon arvo weekend ' +
    // Texting and filler words that say nothing about which rule ("wats", "thru", "tho", "inc" of "inc gst"); a question
    // word run into "is" ("whens the ecoc due": never the subject word "when"); "plus" joining amounts ("52k plus 21k");
    // the asker's own emphasis ("already done 2", "surely", "doing them now", "anything extra").
    'wats whens hows wheres whos plus already now surely extra thru tho til nothing somethin something theres hes enough onto towards instead because again during happens ahead kind quickly atm righto regards roughly few near inside see straight inc round around well'
  ).split(' '),
);

export function isStopword(word: string): boolean {
  return STOPWORDS.has(word);
}

/**
 * Lowercase, drop apostrophes, turn every other non-alphanumeric into a space. A "$" with no figure after it is the
 * word it stands for ("what's the $ amount before I need a licence" = "dollar amount").
 */
export function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/\$(?![\s\d.,]*\d)/g, ' dollar ')
    .replace(/[’'`]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Tiny plural stemmer: both sides of the index go through it, so consistency matters more than linguistics. */
export function stem(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  if (/(ches|shes|sses|xes)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

interface PhraseRule {
  words: string[];
  concept: string;
}

/** Phrases keyed by their first (stemmed) word, so a text is scanned once, word by word. */
const PHRASES_BY_FIRST_WORD = new Map<string, PhraseRule[]>();
for (const [concept, phrases] of Object.entries(CONCEPTS)) {
  for (const phrase of phrases) {
    const words = normalise(phrase).split(' ').map(stem);
    const list = PHRASES_BY_FIRST_WORD.get(words[0]) ?? [];
    list.push({ words, concept: `#${concept}` });
    PHRASES_BY_FIRST_WORD.set(words[0], list);
  }
}

/** Concepts that say who is asking rather than what about. */
/** Concepts that only say which regulator a decline names (directory.ts): never searched for, never a subject. */
export const AREA_ONLY_CONCEPTS = new Set(['#electricalpaper', '#esv', '#eso', '#energysafetywa', '#rshq', '#plumbingboard']);

export const TRADE_CONCEPTS = new Set([
  '#electrical',
  '#plumbing',
  '#gas',
  '#carpentry',
  '#tiling',
  '#roofing',
  '#brick',
  '#painting',
  '#concrete',
  '#landscaping',
  '#hvac',
  '#earthmoving',
  '#builder',
  '#plaster',
  '#waterproofing',
  '#fencing',
  '#glazing',
  '#surveying',
  '#architect',
  '#handyman',
]);

/** Every (stemmed) word of every concept phrase: slang and synonyms the spelling pass may correct towards. */
export function conceptPhraseWords(): string[] {
  const out = new Set<string>();
  for (const rules of PHRASES_BY_FIRST_WORD.values()) for (const r of rules) for (const w of r.words) out.add(w);
  return [...out];
}

/** The phrases (as stemmed words) that stand for one concept: "#hvac" → [split, system], [aircon] … */
export function conceptPhrases(concept: string): string[][] {
  const out: string[][] = [];
  for (const rules of PHRASES_BY_FIRST_WORD.values()) for (const r of rules) if (r.concept === concept) out.push(r.words);
  return out;
}

/** Concept tokens that set a phrase apart from an ordinary word ("#rcd" vs "rcd"). */
export function isConcept(term: string): boolean {
  return term.startsWith('#');
}

/**
 * Concepts a fixed phrase can't hold because words sit between their parts, matched on normalised text. The absence
 * of an ABN ("won't give me his ABN", "hasn't quoted an ABN", "no ABN on the invoice") is its own subject — the
 * 47% withholding — which the bare word "abn" (stopwords dropped) can't tell from the ABN on a tax invoice.
 */
const PATTERN_CONCEPTS: Array<[RegExp, string]> = [
  [
    /\b(?:no|without|missing)(?: (?:an?|his|her|their|its|any|valid))? abns?\b|\b(?:hasnt|hadnt|havent|doesnt|didnt|dont|wont|wouldnt|cant|not|no|never|refuses? to|refused to|refusing to|forgot to|forgets to)(?: (?:got|have|has|give|given|gave|quote|quoted|quoting|provide|provided|supply|supplied|put|tell|send|sent|me|us|him|her|them|his|her|their|an?|any|the|yet|on|registered|for))* abns?\b/,
    '#noabn',
  ],
  [
    // Not being the trade's licence holder is a licence question: "without being a gassie", "I'm not a gasfitter".
    /\b(?:without being|not being|not|im not|i am not|hes not|he is not|shes not|theyre not|they are not|isnt|arent|not yet|never been) (?:an? )?(?:licensed |registered |qualified |ticketed )?(?:gassie|gassy|gasfitter|gas fitter|sparky|sparkie|electrician|lecky|plumber|plumbo|drainer|fridgie|builder|chippy|carpenter)s?\b/,
    '#licence',
  ],
  [
    // "Permit" for a trade's licence, as many who learned English later say it ("electrician, permit I need?"): only
    // beside a trade whose work has no permit of its own in our facts (plumbing, gas and building work do: QLD permit
    // work, TAS plumbing permits, owner-builder and building permits).
    /^(?!.*\b(?:owner ?builders?|council|building permits?|plumbing permits?|planning|work permits?|visas?|permit work|gas|plumb\w*|drain\w*)\b)(?=.*\bpermits?\b).*\b(?:electricians?|electrical|sparky|sparkie|sparkies|lecky|tilers?|tiling|carpenters?|chippy|chippies|carpentry|painters?|painting|plasterers?|plastering|roofers?|roofing|concreters?|concreting|landscapers?|landscaping|fencers?|fencing|waterproofers?|waterproofing|air ?con\w*|split systems?|fridgie|refrigeration|cabinet ?makers?|bricklayers?|bricklaying|brickie)\b/,
    '#licence',
  ],
  [
    // How old a building is, the way asbestos questions give it: "a 1975 fibro shack", "a 1970s unit", "60s house",
    // "built 1962", "an old weatherboard" (never a law's year: "Electricity Safety Act 1971").
    /\b(?:19)?[2-8]0s(?: (?:[a-z]+ )?(?:house|home|place|unit|building|shack|cottage|weatherboard|fibro|brick|veneer|flat|villa|duplex|build|reno|renovation)s?)?\b|\b19[0-8]\d (?:(?:[a-z]+ ){0,2}(?:house|home|place|unit|building|shack|cottage|weatherboard|fibro|brick|veneer|flat|villa|duplex|build|reno|renovation)s?)\b|\b(?:built|constructed|renovated|erected)(?: or renovated)? (?:(?:in|before|after|around|about|circa|back|prior|to|pre|post|the|on|\d{1,2}|jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec) ){0,4}(?:19|20)\d\d\b|\b(?:old|older|original) (?:[a-z]+ ){0,2}(?:house|home|place|unit|building|shack|cottage|weatherboard|fibro|flat|villa)s?\b/,
    '#buildingage',
  ],
  [
    // The income tax withheld from a worker's pay ("how much payg tax do i take out of 1,200 a week", "tax to take out
    // of my apprentice's pay"): the ATO's tax tables, which no fact holds. A supplier with no ABN is the 47% rule instead.
    /^(?!.*\babns?\b).*(?:\bpayg (?:tax|withholding)\b(?=.*\b(?:wages?|pay|paid|week|weekly|fortnight|labourer|employee|worker|apprentice|staff)\b)|\btax\b(?: [a-z0-9]+){0,4} (?:take|taking|took|withhold|withholding|hold back|keep back) (?:out|back|from)\b|\b(?:take|taking) (?:[a-z0-9]+ ){0,2}tax out\b|\btax (?:tables?|free threshold)\b|\bpayg\b(?: [a-z0-9',]+){0,3} (?:take|taking|took|withhold|withholding|hold back|keep back)\b(?=.*\b(?:wages?|pay|paid|week|weekly|fortnight|labourer|employee|worker|apprentice|staff|a week|hundred|\d)))/,
    '#wagetax',
  ],
  [
    // How long a regulator takes over an application, with words between the parts (the parse has already cut "how
    // long"): "how long does the ESO take to issue an electrical contractor licence", "how long does it take to get my
    // rego approved", "how long till my licence comes through". No fact holds a processing time. "What does it take to
    // get approved" asks what is needed, and a deadline the tradie must meet ("how long do I have to issue the
    // certificate") has no "take". Also "how long is the QBCC taking to approve", "does icare take to get the certificate
    // out", "how quick does Fair Trading process …" (never "how quickly must I issue", the tradie's own deadline).
    /(?<!\bwhat )\b(?:(?:does|do|will|would|did|should|can|might|usually)(?: [a-z]+){1,3} take|(?:is|are|s|been)(?: [a-z]+){1,3} taking) (?:[a-z]+ ){0,7}?(?:(?:to|be) )?(?:approv(?:e|ed|al)|process(?:ed)?|grant(?:ed)?|issued|renew(?:ed|al)?|come through|comes through|come back|comes back|get through|gets through)\b|(?<!\bwhat )\b(?:(?:does|do|will|would|did|should|can|might)(?: the| a)? (?!(?:it|i|we|you|u|ya|he|she)\b)[a-z]+(?: [a-z]+){0,3} take|(?:is|are|s)(?: the| a)? (?!(?:it|i|we|you|u|ya|he|she)\b)[a-z]+(?: [a-z]+){0,3} taking) to (?:issue\b|(?:get|send) (?:[a-z]+ ){0,4}?(?:out|through|back)\b)|^(?:till|until|for) (?:[a-z]+ ){0,6}?(?:to )?(?:be )?(?:approved|processed|granted|issued|come through|comes through|come back|comes back)\b|\b(?:quick|quickly|fast) (?:does|do|will|would|can|could|might|usually) (?:(?!(?:i|we|you|u|me|ya|it)\b)[a-z]+ ){1,4}?(?:approve|process|grant|issue)\b/,
    '#processingtime',
  ],
  [
    // The owner walking away from a signed deal, said without the words "cooling off": "customer pulled out 3 days after
    // signing", "client backed out", "owner pulled the pin", "they want out of the contract". Only with the client as the
    // one leaving (or "of the contract / deal / job"): "pulled out the old vanity" is work, not a withdrawal.
    // (a place or a time may sit between: "customer in ballarat pulled out"; never an object after: "pull out the vanity")
    /\b(?:customer|client|owner|homeowner|buyer|they)s? (?:(?!(?:me|us|to|asked|told|wants?|got|get)\b)[a-z0-9]+ ){0,3}?(?:(?:has|have|had|just|then|now|wants? to|want(?:s|ed)? to|tried to|is|are|was|were|might|may|could|can) )*(?:(?:pull(?:ed|s|ing)?|back(?:ed|s|ing)?) out(?! (?:the|a|an|all|some|his|her|their|my|our|old|existing|it|them|those|these)\b)|pull(?:ed|s|ing)? the (?:pin|plug)|walk(?:ed|s|ing)? away|want(?:s|ed)? out)\b|\b(?:pull(?:ed|s|ing)?|back(?:ed|s|ing)?|want(?:s|ed)?|get(?:s|ting)?|got) out of (?:the |a |our |my |their |his |her |this |that )?(?:signed )?(?:contract|deal|agreement)\b/,
    '#coolingoff',
  ],
];

/** Every concept token ("#wages", "#rcd" …). */
export const CONCEPT_NAMES: readonly string[] = [...Object.keys(CONCEPTS).map((c) => `#${c}`), ...PATTERN_CONCEPTS.map(([, c]) => c)];

/** Concept tokens whose phrases occur in already-normalised text (plural words match singular phrases). */
export function conceptsIn(normalised: string): string[] {
  if (!normalised) return [];
  const stems = normalised.split(' ').map(stem);
  const found = new Set<string>();
  for (let i = 0; i < stems.length; i++) {
    for (const rule of PHRASES_BY_FIRST_WORD.get(stems[i]) ?? []) {
      if (found.has(rule.concept)) continue;
      if (rule.words.every((w, k) => stems[i + k] === w)) found.add(rule.concept);
    }
  }
  for (const [re, concept] of PATTERN_CONCEPTS) if (re.test(normalised)) found.add(concept);
  return [...found];
}

/** The (stemmed) words of the text that some concept phrase consumed: "ticket" in "need a ticket" is #licence. */
export function conceptWordsIn(normalised: string): Set<string> {
  const out = new Set<string>();
  if (!normalised) return out;
  const stems = normalised.split(' ').map(stem);
  for (let i = 0; i < stems.length; i++) {
    for (const rule of PHRASES_BY_FIRST_WORD.get(stems[i]) ?? []) {
      if (rule.words.every((w, k) => stems[i + k] === w)) for (const w of rule.words) out.add(w);
    }
  }
  for (const [re, concept] of PATTERN_CONCEPTS)
    if (concept !== '#noabn')
      for (const m of normalised.match(new RegExp(re.source, 'g')) ?? []) for (const w of m.split(' ')) out.add(stem(w));
  return out;
}

/** Words worth matching: no stopwords, no 1–2 digit numbers (they're amounts and counts, matched through figures). */
export function contentWords(normalised: string): string[] {
  if (!normalised) return [];
  return normalised
    .split(' ')
    .filter((w) => w.length > 1 && !STOPWORDS.has(w) && !(/^\d+$/.test(w) && w.length < 3))
    .map(stem);
}

/** Index and query tokenizer: content words plus concept tokens. */
export function tokenize(text: string): string[] {
  // A line break ends a phrase: keyword lists are joined with "\n" so "apprentice" + "wages" never reads as
  // "apprentice wage".
  if (text.includes('\n')) {
    const parts = text.split('\n').map(normalise);
    return [...parts.flatMap(contentWords), ...new Set(parts.flatMap(conceptsIn))];
  }
  const n = normalise(text);
  return [...contentWords(n), ...conceptsIn(n)];
}

/** A sentence that asks: a question word or an auxiliary first ("can i …", "do we …", "whats …", "any chance …"). */
const ASKS =
  /^(?:(?:so|ok|okay|and|but|just|mate|also|anyway|right|well|q)\b[\s,]*)*(?:can|could|do|does|did|is|isnt|are|arent|am|was|will|would|should|shall|must|may|might|what|whats|wat|how|hows|when|where|who|whos|which|why|any|anything|need|needs|have|has|got|reckon)\b/i;

/**
 * The sentence of a message that asks, when a story comes first ("customer's board was cooked so I swapped it out today,
 * all done by 3. Can I liven it up straight away?"): the last one with a question mark, else the last that opens like a
 * question, else the last. Undefined for a one-sentence message, where every word is the question.
 */
export function askingSentence(text: string): string | undefined {
  const sentences = text
    .split(/(?<=[.?!])\s+|\n+/)
    .map((s) => s.trim())
    .filter((s) => /[a-z]{2}/i.test(s));
  if (sentences.length < 2) return undefined;
  const asked =
    [...sentences].reverse().find((s) => s.includes('?')) ?? [...sentences].reverse().find((s) => ASKS.test(s)) ?? sentences.at(-1);
  return asked;
}
