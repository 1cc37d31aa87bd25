import type { Rule } from '../types';

/**
 * Compliance certificate deadlines per state and trade (issue 22): what is due, within how many days (calendar or
 * business/working days, counted with the state's public holidays), from what event, and where it goes. Each row is
 * one deadline; `src/domain/compliance/certificates.ts` turns the applicable rows into a job's certificate tasks.
 */
const CHECKED = '2026-11-25';
/** The day the caution rows were checked again against the regulators' own pages (issue 22 close-out). */
const RECHECKED = '2026-11-26';

export const CERTIFICATE_RULES: Rule[] = [
  {
    id: 'nsw-ccew-7-days',
    jurisdiction: 'NSW',
    topic: 'certificate-deadline',
    work: ['electrical'],
    statement:
      'A Certificate of Compliance for Electrical Work (CCEW) is due to the customer (and, for new installations or network work, the distributor and Building Commission NSW) within 7 days of the safety and compliance test.',
    value: { kind: 'days', days: 7, counting: 'calendar', from: 'the safety and compliance test' },
    sources: [
      {
        url: 'https://www.nsw.gov.au/housing-and-construction/compliance-and-regulation/electricians/electrical-compliance-requirements',
        title: 'NSW Government — Electrical compliance requirements (CCEW within 7 days of testing)',
        grade: 'A',
      },
    ],
    checked: CHECKED,
  },
  {
    id: 'nsw-plumbing-coc-7-working-days',
    jurisdiction: 'NSW',
    topic: 'certificate-deadline',
    work: ['plumbing'],
    statement:
      'A plumbing Certificate of Compliance (with the sewer service diagram) goes to the regulator through MyInspections and to the owner within 7 working days when no inspector attends; the customer always gets a copy.',
    value: { kind: 'days', days: 7, counting: 'business', from: 'completing the work' },
    sources: [
      {
        url: 'https://www.fairtrading.nsw.gov.au/trades-and-businesses/construction-and-trade-essentials/plumbers-and-drainers/plumbing-inspection-documents',
        title: 'NSW Fair Trading — Plumbing inspection documents (CoC within seven working days)',
        grade: 'A',
      },
    ],
    checked: CHECKED,
    caution:
      'The page counts the 7 working days where a booked inspection is not attended; it does not say from which day. Counted here from completing the work.',
  },
  {
    id: 'nsw-gas-coc-5-business-days',
    jurisdiction: 'NSW',
    topic: 'certificate-deadline',
    work: ['gas'],
    statement:
      'A gas Certificate of Compliance (networked gas) or Certificate of Inspection goes to the consumer, the network operator and Fair Trading within 5 business days of completing the gasfitting work.',
    value: { kind: 'days', days: 5, counting: 'business', from: 'completing the gasfitting work' },
    sources: [
      {
        url: 'https://www.fairtrading.nsw.gov.au/trades-and-businesses/construction-and-trade-essentials/gasfitters/gas-compliance-requirements',
        title: 'NSW Fair Trading — Gas compliance requirements (within 5 business days)',
        grade: 'A',
      },
    ],
    checked: CHECKED,
  },
  {
    id: 'vic-plumbing-cc-5-days',
    jurisdiction: 'VIC',
    topic: 'certificate-deadline',
    work: ['plumbing', 'gas'],
    statement:
      'A plumbing compliance certificate is due to the customer, and lodged with the Building and Plumbing Commission through VBA360, within 5 days of completing the work.',
    value: { kind: 'days', days: 5, counting: 'calendar', from: 'completing the plumbing work' },
    sources: [
      {
        url: 'https://www.bpc.vic.gov.au/plumbers/delivering-safe-and-compliant-plumbing/compliance-certificates',
        title: 'Building and Plumbing Commission (Vic) — Compliance certificates (Building Act 1993 Part 12A)',
        grade: 'A',
      },
      {
        url: 'https://www.vba.vic.gov.au/plumbing/complaints-compliance-enforcement/infringement-notices',
        title: 'VBA — infringement notices: s 221ZH(2), certificate to client and VBA within 5 days',
        grade: 'A',
      },
    ],
    checked: CHECKED,
  },
  {
    id: 'vic-plumbing-cc-threshold',
    jurisdiction: 'VIC',
    topic: 'threshold',
    work: ['plumbing'],
    statement:
      'A Victorian plumbing compliance certificate is needed when the total value of the work (materials, labour and GST) is over $750.',
    value: { kind: 'amount', cents: 75000, basis: 'incl-gst', comparison: 'over' },
    sources: [
      {
        url: 'https://www.vba.vic.gov.au/plumbing/renewals-other-requirements/compliance-certificates',
        title: 'VBA — Issuing compliance certificates (work over $750, listed work at any value)',
        grade: 'A',
      },
    ],
    checked: CHECKED,
  },
  {
    id: 'vic-plumbing-cc-gas-any-value',
    jurisdiction: 'VIC',
    topic: 'threshold',
    work: ['gas'],
    statement:
      'Installing, relocating or replacing a Type A gas appliance, or consumer gas piping work, needs a Victorian compliance certificate at any value (as does below-ground sanitary drainage).',
    value: { kind: 'any-value' },
    sources: [
      {
        url: 'https://www.vba.vic.gov.au/plumbing/renewals-other-requirements/compliance-certificates',
        title: 'VBA — Issuing compliance certificates (work over $750, listed work at any value)',
        grade: 'A',
      },
    ],
    checked: CHECKED,
  },
  {
    id: 'vic-electrical-coes-4-business-days',
    jurisdiction: 'VIC',
    topic: 'certificate-deadline',
    work: ['electrical'],
    statement:
      'A Certificate of Electrical Safety (COES) is completed and signed within 4 business days of completing the electrical installation work, then given to the customer and Energy Safe Victoria.',
    value: { kind: 'days', days: 4, counting: 'business', from: 'completing the electrical installation work' },
    sources: [
      {
        url: 'http://www.austlii.edu.au/au/legis/vic/consol_act/esa1998209/s44.html',
        title: 'Electricity Safety Act 1998 (Vic) s 44(2) — certificate of compliance within 4 business days',
        grade: 'A',
      },
      {
        url: 'https://www.esv.vic.gov.au/about-us/media-centre/energy-safe-campaigns/certificate-electrical-safety-keeping-you-energy-safe',
        title: 'Energy Safe Victoria — Certificate of Electrical Safety',
        grade: 'A',
      },
    ],
    checked: RECHECKED,
    caution:
      '4 business days is the s 44(2) time to complete and sign the certificate of compliance (read in the Act). The time to give the COES to the customer and ESV is s 45A(6)’s “required time”, whose text was not found on an official page; Energy Safe Victoria’s page says 4 days for prescribed work after the inspection. Confirm the hand-over time with ESV.',
  },
  {
    id: 'qld-form4-10-business-days',
    jurisdiction: 'QLD',
    topic: 'certificate-deadline',
    work: ['plumbing', 'gas'],
    statement:
      'Notifiable plumbing and drainage work is registered with the QBCC (Form 4) within 10 business days of issuing the invoice for the work; work with no invoice (such as on your own home) is registered when it becomes operational.',
    value: { kind: 'days', days: 10, counting: 'business', from: 'issuing the invoice for the work' },
    sources: [
      {
        // the QBCC's current page (2024–25 fees); its older "Tradie Talk" post said "of completing the work"
        url: 'https://qbcc.qld.gov.au/worksite-building-practice/plumbing-work/how-register-notifiable-work',
        title: 'QBCC — How to register notifiable work (within 10 business days of issuing an invoice for the work)',
        grade: 'A',
      },
    ],
    checked: RECHECKED,
  },
  {
    id: 'wa-plumbing-coc-5-working-days',
    jurisdiction: 'WA',
    topic: 'certificate-deadline',
    work: ['plumbing', 'gas'],
    statement:
      'For major plumbing work, the certificate of compliance goes to the Plumbers Licensing Board (eNotice) and the owner within 5 working days of completing the work.',
    value: { kind: 'days', days: 5, counting: 'business', from: 'completing the major plumbing work' },
    sources: [
      {
        url: 'http://www.commerce.wa.gov.au/building-and-energy/certificate-compliance',
        title: 'Building and Energy (WA) — Certificate of compliance within five working days',
        grade: 'A',
      },
    ],
    checked: CHECKED,
  },
  {
    id: 'wa-electrical-noc-3-days',
    jurisdiction: 'WA',
    topic: 'notice-deadline',
    work: ['electrical'],
    statement:
      'For notifiable electrical work, a notice of completion goes to the network operator within 3 days of completing the work (reg 52).',
    value: { kind: 'days', days: 3, counting: 'calendar', from: 'completing the notifiable work' },
    sources: [
      {
        url: 'https://commerce.wa.gov.au/building-and-energy/notification-and-certification-electrical-installing-work',
        title: 'Building and Energy (WA) — Notification and certification of electrical installing work',
        grade: 'A',
      },
      {
        url: 'http://corrigan.austlii.edu.au/au/legis/wa/consol_reg//er1991331/s52.html',
        title: 'Electricity (Licensing) Regulations 1991 (WA) reg 52',
        grade: 'A',
      },
    ],
    checked: RECHECKED,
  },
  {
    id: 'wa-electrical-esc-28-days',
    jurisdiction: 'WA',
    topic: 'certificate-deadline',
    work: ['electrical'],
    statement:
      'An electrical safety certificate goes to the customer within 28 days of completing the electrical installing work (reg 52B).',
    value: { kind: 'days', days: 28, counting: 'calendar', from: 'completing the electrical installing work' },
    sources: [
      {
        url: 'http://www.commerce.wa.gov.au/building-and-energy/electrical-safety-certificates',
        title: 'Building and Energy (WA) — Electrical safety certificates (to the customer within 28 days of completion of the work)',
        grade: 'A',
      },
      {
        url: 'https://commerce.wa.gov.au/building-and-energy/notification-and-certification-electrical-installing-work',
        title: 'Building and Energy (WA) — Notification and certification of electrical installing work',
        grade: 'A',
      },
    ],
    checked: RECHECKED,
  },
  {
    id: 'sa-plumbing-coc-7-days',
    jurisdiction: 'SA',
    topic: 'certificate-deadline',
    work: ['plumbing'],
    statement:
      'A plumbing certificate of compliance is submitted online to the Office of the Technical Regulator (eCoC) and given to the customer within 7 days of completing the work.',
    value: { kind: 'days', days: 7, counting: 'calendar', from: 'completing the plumbing work' },
    sources: [
      {
        url: 'https://ablis.business.gov.au/service/sa/plumbing-certificate-of-compliance/45386',
        title: 'ABLIS (Australian Government) — SA plumbing certificate of compliance within seven days',
        grade: 'A',
      },
      {
        url: 'http://www.sa.gov.au/topics/energy-and-environment/electrical-gas-and-plumbing-safety-and-technical-regulation/plumbing-trades/plumbing-certificates-of-compliance',
        title: 'SA Government — Plumbing certificates of compliance (eCoC)',
        grade: 'A',
      },
    ],
    checked: CHECKED,
  },
  {
    id: 'sa-electrical-coc-30-days',
    jurisdiction: 'SA',
    topic: 'certificate-deadline',
    work: ['electrical'],
    statement:
      'An electronic certificate of compliance (eCoC) is completed before the installation is made available for energisation, then provided to the Office of the Technical Regulator and the owner or operator within 30 days after it was made available for energisation.',
    value: { kind: 'days', days: 30, counting: 'calendar', from: 'the installation being made available for energisation' },
    sources: [
      {
        url: 'http://classic.austlii.edu.au/au/legis/sa/num_reg/ear202358o2023564/s7.html',
        title:
          'Electricity (General) (Miscellaneous) Amendment Regulations 2023 (SA) r 7 — reg 55A(2)(b)(ii): within 30 days after the installation was made available for energisation',
        grade: 'A',
      },
      {
        url: 'https://www.sa.gov.au/topics/energy-and-environment/electrical-gas-and-plumbing-safety-and-technical-regulation/electricity-trades/electrical-certificates-of-compliance',
        title: 'SA Government — Certificates of compliance, information for electricians',
        grade: 'A',
      },
    ],
    checked: RECHECKED,
  },
  {
    id: 'sa-gas-coc-30-days',
    jurisdiction: 'SA',
    topic: 'certificate-deadline',
    work: ['gas'],
    statement:
      'A gas electronic certificate of compliance (eCoC) must be issued within 30 days of installing gas pipes, appliances, flueing or ventilation, or converting an appliance to another gas.',
    value: { kind: 'days', days: 30, counting: 'calendar', from: 'completing the gasfitting work' },
    sources: [
      {
        // Checked 26 Nov 2026: "By law, gas contractors must issue an electronic Certificate of Compliance (eCoC) within
        // 30 days when they install gas pipes, appliances, flueing and ventilation or convert a gas appliance".
        url: 'https://www.sa.gov.au/topics/energy-and-environment/electrical-gas-and-plumbing-safety-and-technical-regulation/gas-trades/auditing-of-recent-gas-installations',
        title: 'SA Government — Auditing of recent gas installations (eCoC within 30 days)',
        grade: 'A',
      },
      {
        url: 'https://www.sa.gov.au/topics/energy-and-environment/electrical-gas-and-plumbing-safety-and-technical-regulation/gas-trades/gas-certificates-of-compliance',
        title: 'SA Government — Gas certificates of compliance (Gas Act 1997 s 56)',
        grade: 'A',
      },
    ],
    checked: RECHECKED,
  },
  {
    id: 'nt-certificates-check-regulator',
    jurisdiction: 'NT',
    topic: 'certificate-deadline',
    work: ['electrical', 'plumbing', 'gas'],
    statement:
      'In the Northern Territory, check the certificate and its deadline with NT WorkSafe (electrical, gas) or Building Advisory Services (plumbing).',
    value: { kind: 'text', text: 'as the regulator says' },
    sources: [{ url: 'https://worksafe.nt.gov.au', title: 'NT WorkSafe', grade: 'A' }],
    checked: CHECKED,
    caution: 'No NT deadline was verified; no due date is computed.',
  },
];
