import { employeeIdSchema } from '@depot/contracts/common';
import { useOptionalParam, useRequiredParam } from '@/lib/screen/route-params.ts';

/** docs/BEHAVIOUR.md §10: a team member's sections, in tab order; the first is the default. */
export const memberSections = ['profile', 'role', 'activity'] as const;
export type MemberSection = (typeof memberSections)[number];

export const memberSectionLabels: Record<MemberSection, string> = {
  profile: 'Profile',
  role: 'Role & permissions',
  activity: 'Activity',
};

function isMemberSection(value: string | undefined): value is MemberSection {
  return memberSections.some((section) => section === value);
}

/**
 * The /team/view|edit/{employeeId}/{section?} params: an unknown section shows the profile,
 * and an id that cannot be an employee id is reported as such (nothing is asked of the server).
 */
export function useMemberParams(): {
  employeeId: string;
  isValidId: boolean;
  section: MemberSection;
} {
  const employeeId = useRequiredParam('employeeId');
  const section = useOptionalParam('section');
  return {
    employeeId,
    isValidId: employeeIdSchema.safeParse(employeeId).success,
    section: isMemberSection(section) ? section : 'profile',
  };
}
