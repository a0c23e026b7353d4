import type { TeamMember } from '@depot/contracts/team';
import type { ReactNode } from 'react';
import { PageSpinner } from '@/components/page-spinner.tsx';
import { RequestError } from '@/components/request-error.tsx';
import { isNotFound } from '@/lib/api/is-not-found.ts';
import { useTeamMember } from '../api/get-team-member.ts';
import { MemberNotFound } from './member-not-found.tsx';
import { type MemberSection, useMemberParams } from './member-sections.ts';

type MemberScreenStateProps = {
  children: (member: TeamMember, section: MemberSection) => ReactNode;
};

/**
 * Loads the member named by the URL and hands it to the screen; an id that cannot exist or that
 * the server does not know shows the not-found result instead, inside the shell.
 */
export function MemberScreenState({ children }: MemberScreenStateProps) {
  const { employeeId, isValidId, section } = useMemberParams();
  const member = useTeamMember(employeeId, isValidId);
  if (!isValidId || isNotFound(member.error)) return <MemberNotFound employeeId={employeeId} />;
  if (member.isError) return <RequestError error={member.error} />;
  if (!member.data) return <PageSpinner />;
  return children(member.data, section);
}
