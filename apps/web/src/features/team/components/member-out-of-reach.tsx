import type { TeamMember } from '@depot/contracts/team';
import { Alert, Flex } from 'antd';
import { ScreenHeader } from '@/components/screen-header.tsx';
import { StandardAction } from '@/components/standard-action.tsx';
import { paths } from '@/config/paths.ts';

/** Why a member cannot be edited here, said where the person would expect the form. */
export const OUT_OF_REACH_MESSAGE =
  'Their role grants permissions that yours does not, so you cannot edit, deactivate or invite them again. Ask someone who holds those permissions.';

/** /team/edit for a member above the person: the server would refuse every change. */
export function MemberOutOfReach({ member }: { member: TeamMember }) {
  return (
    <>
      <ScreenHeader
        title={`Edit ${member.fullName}`}
        description={`${member.employeeId} · ${member.role.name}`}
      />
      <Alert
        type="info"
        showIcon
        title="You cannot change this member"
        description={OUT_OF_REACH_MESSAGE}
      />
      <Flex gap={8} style={{ marginTop: 16 }}>
        <StandardAction action="view" to={paths.team.view(member.employeeId)} />
        <StandardAction action="close" to={paths.team.list} />
      </Flex>
    </>
  );
}
