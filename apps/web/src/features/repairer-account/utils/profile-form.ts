import type {
  SearchCategory,
  TRepairerProfile,
  ZRepairerProfileUpdateRequest,
} from '@gharseva/domain';
import type { z } from 'zod';

/** The profile form's values as typed (strings); ZRepairerProfileUpdateRequest reads them into the call's body. */
export type ProfileFormValues = z.input<typeof ZRepairerProfileUpdateRequest>;

export const emptyService = (): { name: string; visitingCharge: string } => ({
  name: '',
  visitingCharge: '',
});

/** The form filled from the saved profile. */
export function profileFormValues(profile: TRepairerProfile): ProfileFormValues {
  return {
    fullname: profile.fullname,
    pincode: profile.pincode,
    bio: profile.bio ?? '',
    experience: String(profile.experience ?? 0),
    services: profile.services.length
      ? profile.services.map((s) => ({ name: s.name, visitingCharge: String(s.visitingCharge) }))
      : [emptyService()],
    upiId: profile.upiId,
  };
}

/** The select's choices: the 9 search categories, plus a saved name outside them so it stays visible. */
export function serviceChoices(
  categories: readonly SearchCategory[],
  current: string | undefined,
): string[] {
  return current && !(categories as readonly string[]).includes(current)
    ? [...categories, current]
    : [...categories];
}
