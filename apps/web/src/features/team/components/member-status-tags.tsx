import { activeStatusLabels } from '@depot/contracts/active-status';
import type { TeamMember } from '@depot/contracts/team';
import { Flex, Tag } from 'antd';

type MemberStatusTagsProps = { member: Pick<TeamMember, 'status' | 'invitationPending'> };

/** Active or inactive, and "Invitation pending" until the member has set a password. */
export function MemberStatusTags({ member }: MemberStatusTagsProps) {
  return (
    <Flex gap={4} wrap>
      <Tag color={member.status === 'active' ? 'green' : 'default'}>
        {activeStatusLabels[member.status]}
      </Tag>
      {member.invitationPending && <Tag color="gold">Invitation pending</Tag>}
    </Flex>
  );
}
