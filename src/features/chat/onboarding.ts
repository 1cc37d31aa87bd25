/** The chat's onboarding checklist (spec §2 onboarding dialog: personal details and business information). */
import { isProfileComplete, realCompanyName } from '../../domain/schemas/profile';

interface ProfileLike {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  phone?: string | null;
  state?: string | null;
  trade?: string | null;
}
interface CompanyLike {
  name?: string | null;
  phone?: string | null;
  email?: string | null;
}

export interface ChecklistItem {
  label: string;
  done: boolean;
}

const filled = (s: string | null | undefined) => !!s && s.trim() !== '';

export function onboardingChecklist(
  profile: ProfileLike | null,
  company: CompanyLike | null,
): { personal: ChecklistItem[]; business: ChecklistItem[] } {
  return {
    personal: [
      { label: 'Your name', done: filled(profile?.firstName) },
      { label: 'Email address', done: filled(profile?.email) },
      { label: 'Phone number', done: filled(profile?.phone) },
    ],
    business: [
      { label: 'Business name', done: realCompanyName(company?.name) !== undefined },
      { label: 'Business phone and email', done: filled(company?.phone) && filled(company?.email) },
      { label: 'State and primary trade', done: filled(profile?.state) && filled(profile?.trade) },
    ],
  };
}

/** Spec §4: the dialog closes once the profile is complete (the company rule of spec §5). */
export const onboardingDone = (company: CompanyLike | null) => isProfileComplete(company);
