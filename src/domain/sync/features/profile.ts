import * as v from 'valibot';
import { photoPathSchema } from '../../photos/naming';
import { CompanySchema, ProfileSchema, SettingsSchema } from '../../schemas/profile';

export const profileMutations = {
  'profile.update': v.object({ patch: ProfileSchema }),
  'company.update': v.object({ patch: CompanySchema }),
  'settings.update': v.object({ patch: SettingsSchema }),
  // photos: the logo chosen on the device; its photo is uploaded before this is sent (src/data/photos).
  'profile.setLogo': v.object({
    logo: v.nullable(photoPathSchema('must be an uploaded file')),
  }),
} satisfies Record<string, v.GenericSchema>;
