import { z } from 'zod';
import { ZUpdateProfileBody, type TSelfUser } from '../../../contract/users.ts';
import type { FAVORITE_REGIONS, LANGUAGES, TRAVEL_INTERESTS } from '../../../contract/limits.ts';

const emptyToNull = (value: unknown) => (value === '' ? null : value);

/** The contract's PATCH body, accepting the empty strings that blank date/select fields produce. */
export const ZProfileForm = ZUpdateProfileBody.extend({
  dateOfBirth: z.preprocess(emptyToNull, ZUpdateProfileBody.shape.dateOfBirth),
  travelStyle: z.preprocess(emptyToNull, ZUpdateProfileBody.shape.travelStyle),
});

/** What the form's controls hold: strings for every text field, arrays for the chips. */
export type TProfileFormValues = {
  firstName: string;
  lastName: string;
  bio: string;
  location: string;
  website: string;
  dateOfBirth: string;
  phoneNumber: string;
  travelStyle: string;
  favoriteDestinations: (typeof FAVORITE_REGIONS)[number][];
  languages: (typeof LANGUAGES)[number][];
  travelInterests: (typeof TRAVEL_INTERESTS)[number][];
};

/** The form's starting values from the member's record (nulls become empty fields). */
export function profileFormValues(user: TSelfUser): TProfileFormValues {
  return {
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    bio: user.bio ?? '',
    location: user.location ?? '',
    website: user.website ?? '',
    dateOfBirth: user.dateOfBirth?.slice(0, 10) ?? '',
    phoneNumber: user.phoneNumber ?? '',
    travelStyle: user.travelStyle ?? '',
    favoriteDestinations: [...user.favoriteDestinations],
    languages: [...user.languages],
    travelInterests: [...user.travelInterests],
  };
}
