import { MailOutlined } from '@ant-design/icons';
import type { TeamMember } from '@depot/contracts/team';
import { Button } from 'antd';
import { useConfirm } from '@/components/use-confirm.ts';
import { useNotice } from '@/components/use-notice.ts';
import { apiErrorMessage } from '@/lib/api/api-client.ts';
import { summarizeActiveStatus } from '@/lib/format/active-status-summary.ts';
import { useChangeMemberStatus } from '../api/change-member-status.ts';
import { useResendInvitation } from '../api/resend-invitation.ts';

/**
 * Activate or deactivate one member (change-active-status, like the bulk action) and mail the
 * invitation again while it is pending. Shown only to those who may edit the team.
 */
export function MemberStatusActions({ member }: { member: TeamMember }) {
  const status = useChangeMemberStatus();
  const resend = useResendInvitation();
  const { confirm, alert } = useConfirm();
  const notice = useNotice();
  const isActive = member.status === 'active';

  async function switchTo(nextActive: boolean) {
    try {
      const results = await status.changeStatus([member.employeeId], nextActive);
      const summary = summarizeActiveStatus(results, nextActive);
      if (summary.isComplete) {
        notice.success(`${member.fullName} is ${nextActive ? 'active' : 'inactive'} now.`);
      } else {
        alert({ title: 'Not changed', content: summary.problems.map((p) => p.message).join(' ') });
      }
    } catch (error) {
      alert({ title: 'Not changed', content: apiErrorMessage(error) });
    }
  }

  function deactivate() {
    confirm({
      content: `Deactivate ${member.fullName}? They are signed out at once and cannot sign in until activated again.`,
      onOk: () => switchTo(false),
    });
  }

  function resendInvitation() {
    resend.mutate(member.employeeId, {
      onSuccess: (text) => notice.success(text),
      onError: (error) => alert({ title: 'Invitation not sent', content: apiErrorMessage(error) }),
    });
  }

  return (
    <>
      {isActive ? (
        <Button danger loading={status.isPending} onClick={deactivate}>
          Deactivate
        </Button>
      ) : (
        <Button loading={status.isPending} onClick={() => switchTo(true)}>
          Activate
        </Button>
      )}
      {member.invitationPending && isActive && (
        <Button
          icon={<MailOutlined aria-hidden />}
          loading={resend.isPending}
          onClick={resendInvitation}
        >
          Resend invitation
        </Button>
      )}
    </>
  );
}
