import type { KbEntry } from '../types';
import { src } from './helpers';

/**
 * Sheet §7: what the sources did not settle. Shown as "not confirmed" with the regulator to ask,
 * never as an answer; the other §7 items are carried as cautions on the entries they concern.
 */
export const gapEntries: KbEntry[] = [
  {
    id: 'gap-nt-electrical-coc-deadline',
    topic: 'gap',
    title: 'NT electrical CoC deadline not found',
    states: ['NT'],
    trades: ['electrician'],
    text: 'The deadline for an NT electrical certificate of compliance under the Electrical Safety Act 2022 was not found; the page only says it was shortened.',
    keywords: ['certificate', 'coc', 'deadline', 'how long', 'days'],
    source: src('https://worksafe.nt.gov.au/electrical-safety/information-for-electrical-industry/certificate-of-compliance', 'A'),
  },
  {
    id: 'gap-tas-cec-deadline',
    topic: 'gap',
    title: 'TAS electrical CEC deadline not found',
    states: ['TAS'],
    trades: ['electrician'],
    text: 'The deadline for lodging a Tasmanian Certificate of Electrical Compliance was not found.',
    keywords: ['certificate', 'cec', 'deadline', 'how long', 'days'],
    source: src('http://www.justice.tas.gov.au/building/electrical_standards/standards-of-electrical-work', 'A'),
  },
  {
    id: 'gap-sa-licence-floor',
    topic: 'gap',
    title: 'SA builder licence dollar floor unsettled',
    states: ['SA'],
    trades: [],
    text: 'No official dollar floor for the SA building work contractor licence was found; secondary sites conflict, and the CBS wording suggests any contracting business needs a licence.',
    // the search words of the duplicate fact this gap replaced ('sa-licence-dollar-floor'), so the same questions find it
    keywords: ['licence', 'licensed', 'do i need a licence', 'unlicensed', 'threshold', 'dollar limit', 'how much', 'job value'],
    source: src('http://www.cbs.sa.gov.au/occupational-licensing-and-registration/industry-information/', 'A'),
    alsoSources: [
      src('https://www.workclear.com.au/guides/verify-contractor-licence-sa', 'C'),
      src('https://sitekiln.net/guide/licensing-wa-sa-tas-act-nt', 'C'),
    ],
    caution: 'Conflicting secondary sources; ask Consumer and Business Services before relying on any dollar figure.',
  },
  {
    id: 'gap-act-insurance-200k',
    topic: 'gap',
    title: 'ACT minimum cover of $200,000 from 2025 unconfirmed',
    states: ['ACT'],
    trades: [],
    text: 'One secondary source says minimum residential building insurance cover became $200,000 from 1 Jan 2025; the official page still says $85,000.',
    keywords: ['home warranty', 'home warranty insurance', 'insurance', 'minimum cover', 'increase'],
    source: src('https://chalkline.com.au/compliance/act-licensing', 'C'),
    caution: 'Unconfirmed secondary claim that conflicts with the official page.',
  },
  {
    id: 'gap-cooling-off-deposit',
    topic: 'gap',
    title: 'Cooling-off and deposit rules not found for some states',
    states: ['WA', 'SA', 'TAS', 'ACT', 'NT'],
    trades: [],
    text: 'Cooling-off rules were not found for WA, SA, TAS, ACT or NT, and maximum-deposit rules were not found for SA, TAS or ACT (the NT regulations set deposit offences but the amounts were not captured).',
    keywords: ['cooling off', 'cancel', 'change their mind', 'deposit', 'upfront payment', 'maximum deposit'],
    source: src('https://commerce.wa.gov.au/publications/home-building-contracts-act', 'A'),
    alsoSources: [
      src('https://lsc.sa.gov.au/handbook/ch23s11s02.php?enlarge_text=true', 'B', 'Legal Services Commission SA'),
      src('http://www.justice.tas.gov.au/building/consumer_building_information/contracts', 'A'),
      src(
        'https://www.planning.act.gov.au/build-buy-renovate/for-industry/requirements-and-responsibilities/builder-responsibilities',
        'A',
      ),
      src('http://kirra.austlii.edu.au/au/legis/nt/num_reg/baaarbcr201242o2012758/notes.html', 'A', 'NT Building Regulations (notes)'),
    ],
  },
  {
    id: 'gap-tas-nt-gas',
    topic: 'gap',
    title: 'TAS and NT gas certificate rules not researched',
    states: ['TAS', 'NT'],
    trades: ['gasfitter'],
    text: 'Gas certificate rules for Tasmania and the Northern Territory were not researched in depth (the NT gas regulator is NT WorkSafe).',
    keywords: ['gas', 'gasfitter', 'certificate', 'coc'],
    source: src('https://www.cbos.tas.gov.au/', 'A', 'Consumer, Building and Occupational Services (TAS)'),
  },
  {
    id: 'gap-architect-surveyor-landscaper',
    topic: 'gap',
    title: 'Architect, surveyor and landscaper rules thin outside NSW and QLD',
    states: ['VIC', 'WA', 'SA', 'TAS', 'ACT', 'NT'],
    trades: ['architect', 'surveyor', 'landscaper'],
    text: 'Our sources on architects, surveyors and landscapers are thin outside NSW and QLD.',
    keywords: ['architect', 'surveyor', 'landscaper', 'registration', 'licence'],
    source: src('https://sssi.org.au/sssi-community/commissions/land-surveying/licensing-information', 'B'),
  },
];
