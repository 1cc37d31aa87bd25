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

/** Every entry, in fact-sheet section order (0 regulators … 8 superseded). */
export const KB_ENTRIES: readonly KbEntry[] = [
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
