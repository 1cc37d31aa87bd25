import * as v from 'valibot';
import { CompanySchema, ProfileSchema, SettingsSchema } from '../../schemas/profile';

export const profileMutations = {
  'profile.update': v.object({ patch: ProfileSchema }),
  'company.update': v.object({ patch: CompanySchema }),
  'settings.update': v.object({ patch: SettingsSchema }),
} satisfies Record<string, v.GenericSchema>;
