import { isOfficialUrl } from '../../rules/official';
import type { KbEntry } from '../types';
import { buildingCodeEntries } from './building-code';
import { businessEntries } from './business';
import { contractsNswVicQldEntries } from './contracts-nsw-vic-qld';
import { contractsOtherEntries } from './contracts-wa-sa-tas-act-nt';
import { electricalEntries } from './electrical';
import { gapEntries } from './gaps';
import { licensingNswVicEntries } from './licensing-nsw-vic';
import { licensingQldWaSaEntries } from './licensing-qld-wa-sa';
import { licensingTasActNtNationalEntries } from './licensing-tas-act-nt-national';
import { paymentEntries } from './payments';
import { plumbingGasEntries } from './plumbing-gas';
import { regulatorEntries } from './regulators';
import { safetyEntries } from './safety';
import { supersededEntries } from './superseded';

const ENTRIES: KbEntry[] = [
  ...regulatorEntries,
  ...licensingNswVicEntries,
  ...licensingQldWaSaEntries,
  ...licensingTasActNtNationalEntries,
  ...contractsNswVicQldEntries,
  ...contractsOtherEntries,
  ...electricalEntries,
  ...plumbingGasEntries,
  ...buildingCodeEntries,
  ...safetyEntries,
  ...businessEntries,
  ...paymentEntries,
  ...gapEntries,
  ...supersededEntries,
];

/** Said on every entry that cites no official page (only an industry, legal or secondary one). */
export const NO_OFFICIAL_SOURCE =
  'No official source on file for this: the page cited is an industry, legal or secondary explainer. Confirm with the regulator.';

function officiallySourced(e: KbEntry): boolean {
  return [e.source, ...(e.alsoSources ?? [])].some((s) => isOfficialUrl(s.url));
}

/** Every entry, in fact-sheet section order (0 regulators … 8 superseded); unofficially sourced ones carry a caution. */
export const KB_ENTRIES: readonly KbEntry[] = ENTRIES.map((e) =>
  officiallySourced(e) || e.topic === 'gap' ? e : { ...e, caution: e.caution ? `${e.caution} ${NO_OFFICIAL_SOURCE}` : NO_OFFICIAL_SOURCE },
);
