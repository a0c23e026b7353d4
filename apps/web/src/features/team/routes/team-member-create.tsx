import type { CreateTeamMemberBody } from '@depot/contracts/team';
import { Form } from 'antd';
import { useNavigate } from 'react-router';
import { FormActions } from '@/components/form-actions.tsx';
import { Panel } from '@/components/panel.tsx';
import { RequestError } from '@/components/request-error.tsx';
import { ScreenHeader } from '@/components/screen-header.tsx';
import { useLeaveGuard } from '@/components/use-leave-guard.ts';
import { useNotice } from '@/components/use-notice.ts';
import { paths } from '@/config/paths.ts';
import { labelledFieldErrors } from '@/lib/forms/labelled-field-errors.ts';
import { useCreateTeamMember } from '../api/create-team-member.ts';
import {
  MemberDetailFields,
  MemberRoleField,
  memberFieldLabels,
} from '../components/member-fields.tsx';
import { teamHeadings } from '../screens.ts';

const FIELD_NAMES = Object.keys(memberFieldLabels);

/** /team/new: invites a staff member by email with a role. */
export function TeamMemberCreateRoute() {
  const [form] = Form.useForm<CreateTeamMemberBody>();
  const create = useCreateTeamMember();
  const navigate = useNavigate();
  const guard = useLeaveGuard();
  const notice = useNotice();

  function onFinish(values: CreateTeamMemberBody) {
    if (create.isPending) return;
    create.mutate(values, {
      onSuccess: (member) => {
        guard.release();
        notice.success(
          `${member.fullName} is added. The invitation was mailed to ${member.email}.`,
        );
        void navigate(paths.team.view(member.employeeId));
      },
      onError: (error) => form.setFields(labelledFieldErrors(error, memberFieldLabels)),
    });
  }

  return (
    <>
      <ScreenHeader {...teamHeadings.teamMemberCreate} />
      <Panel style={{ maxWidth: 640 }}>
        <Form<CreateTeamMemberBody>
          form={form}
          name="create-team-member"
          // The form's own messages, not the browser's bubble for type="email".
          noValidate
          layout="vertical"
          onFinish={onFinish}
          onValuesChange={guard.markChanged}
        >
          <MemberDetailFields />
          <MemberRoleField />
          <RequestError error={create.error} fieldNames={FIELD_NAMES} />
          <FormActions
            saveAction="submit"
            saveLabel="Send invitation"
            saving={create.isPending}
            cancelTo={paths.team.list}
          />
        </Form>
      </Panel>
    </>
  );
}
