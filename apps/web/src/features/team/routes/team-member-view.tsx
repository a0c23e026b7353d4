import type { TeamMember } from '@depot/contracts/team';
import { Flex, Typography } from 'antd';
import { HistoryAction } from '@/components/history-action.tsx';
import { ScreenHeader } from '@/components/screen-header.tsx';
import { StandardAction } from '@/components/standard-action.tsx';
import { paths } from '@/config/paths.ts';
import { useCan } from '@/lib/session/use-can.ts';
import { teamMemberHistoryQueryOptions } from '../api/get-team-member-history.ts';
import { MemberActivityTab } from '../components/member-activity-tab.tsx';
import { OUT_OF_REACH_MESSAGE } from '../components/member-out-of-reach.tsx';
import { MemberProfile } from '../components/member-profile.tsx';
import { MemberRole } from '../components/member-role.tsx';
import { MemberScreenState } from '../components/member-screen-state.tsx';
import type { MemberSection } from '../components/member-sections.ts';
import { MemberStatusActions } from '../components/member-status-actions.tsx';
import { MemberTabs } from '../components/member-tabs.tsx';

function MemberView({ member, section }: { member: TeamMember; section: MemberSection }) {
  const can = useCan();
  const { employeeId } = member;
  // The server refuses changes to a member above the person; the actions say so by their absence.
  const canChange = can('teams', 'edit') && member.canChange;
  return (
    <>
      <ScreenHeader title={member.fullName} description={`${employeeId} · ${member.role.name}`} />
      <Flex gap={8} wrap style={{ marginBottom: 16 }}>
        {canChange && (
          <StandardAction action="edit" type="primary" to={paths.team.edit(employeeId, section)} />
        )}
        <HistoryAction
          title={`History of ${member.fullName}`}
          query={teamMemberHistoryQueryOptions(employeeId)}
        />
        {canChange && <MemberStatusActions member={member} />}
        <StandardAction action="close" to={paths.team.list} />
      </Flex>
      {can('teams', 'edit') && !member.canChange && (
        <Typography.Paragraph type="secondary">{OUT_OF_REACH_MESSAGE}</Typography.Paragraph>
      )}
      <MemberTabs
        section={section}
        pathOf={(next) => paths.team.view(employeeId, next)}
        content={{
          profile: <MemberProfile member={member} />,
          role: <MemberRole employeeId={employeeId} />,
          activity: <MemberActivityTab employeeId={employeeId} />,
        }}
      />
    </>
  );
}

/** /team/view/{employeeId}/{section?}: profile, role & permissions, and activity of a member. */
export function TeamMemberViewRoute() {
  return (
    <MemberScreenState>
      {(member, section) => <MemberView member={member} section={section} />}
    </MemberScreenState>
  );
}
