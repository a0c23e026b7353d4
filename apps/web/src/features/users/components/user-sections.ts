import { USER_CODE_PATTERN } from '@depot/contracts/users';
import { useOptionalParam, useRequiredParam } from '@/lib/screen/route-params.ts';

/** A user's sections, in tab order; the first is the default. */
export const userSections = ['profile', 'address', 'plan', 'activity'] as const;
export type UserSection = (typeof userSections)[number];

export const userSectionLabels: Record<UserSection, string> = {
  profile: 'Profile',
  address: 'Address',
  plan: 'Plan',
  activity: 'Activity',
};

function isUserSection(value: string | undefined): value is UserSection {
  return userSections.some((section) => section === value);
}

/**
 * The /users/view|edit/{userId}/{section?} params: an unknown section shows the profile, and
 * an id that cannot be a user code is reported as not found without asking the server.
 */
export function useUserParams(): { code: string; isValidId: boolean; section: UserSection } {
  const code = useRequiredParam('userId');
  const section = useOptionalParam('section');
  return {
    code,
    isValidId: USER_CODE_PATTERN.test(code),
    section: isUserSection(section) ? section : 'profile',
  };
}
