import type { TeamMember, UpdateTeamMemberBody } from '@depot/contracts/team';
import { Flex, Form } from 'antd';
import { useNavigate } from 'react-router';
import { FormActions } from '@/components/form-actions.tsx';
import { RequestError } from '@/components/request-error.tsx';
import { ScreenHeader } from '@/components/screen-header.tsx';
import { useLeaveGuard } from '@/components/use-leave-guard.ts';
import { useNotice } from '@/components/use-notice.ts';
import { paths } from '@/config/paths.ts';
import { labelledFieldErrors } from '@/lib/forms/labelled-field-errors.ts';
import { useUpdateTeamMember } from '../api/update-team-member.ts';
import { MemberActivityTab } from '../components/member-activity-tab.tsx';
import {
  MemberDetailFields,
  MemberRoleField,
  memberFieldLabels,
} from '../components/member-fields.tsx';
import { MemberOutOfReach } from '../components/member-out-of-reach.tsx';
import { MemberRole } from '../components/member-role.tsx';
import { MemberScreenState } from '../components/member-screen-state.tsx';
import type { MemberSection } from '../components/member-sections.ts';
import { MemberStatusActions } from '../components/member-status-actions.tsx';
import { MemberTabs } from '../components/member-tabs.tsx';

const FIELD_NAMES = Object.keys(memberFieldLabels);

function initialValues(member: TeamMember): UpdateTeamMemberBody {
  return {
    fullName: member.fullName,
    email: member.email,
    phone: member.phone ?? '',
    roleKey: member.role.key,
    designation: member.designation ?? '',
    department: member.department ?? '',
  };
}

function MemberEdit({ member, section }: { member: TeamMember; section: MemberSection }) {
  const [form] = Form.useForm<UpdateTeamMemberBody>();
  const roleKey = Form.useWatch('roleKey', form);
  const update = useUpdateTeamMember();
  const navigate = useNavigate();
  const notice = useNotice();
  const { employeeId } = member;
  const guard = useLeaveGuard({ within: paths.team.edit(employeeId) });

  function onFinish(body: UpdateTeamMemberBody) {
    if (update.isPending) return;
    update.mutate(
      { employeeId, body },
      {
        onSuccess: (saved) => {
          guard.release();
          notice.success(`${saved.fullName} is saved.`);
          void navigate(paths.team.view(employeeId, section));
        },
        onError: (error) => {
          const fieldErrors = labelledFieldErrors(error, memberFieldLabels);
          form.setFields(fieldErrors);
          // The role lives on its own tab: open it when that is where the problem is.
          const onRole = fieldErrors.some((field) => field.name === 'roleKey');
          if (onRole && section !== 'role') void navigate(paths.team.edit(employeeId, 'role'));
        },
      },
    );
  }

  // Both tabs of the form end with its actions, as every form does; the activity tab has none.
  const formFoot = (
    <>
      <RequestError error={update.error} fieldNames={FIELD_NAMES} />
      <FormActions saving={update.isPending} cancelTo={paths.team.view(employeeId, section)} />
    </>
  );

  return (
    <Form<UpdateTeamMemberBody>
      form={form}
      name="edit-team-member"
      // The form's own messages, not the browser's bubble for type="email".
      noValidate
      layout="vertical"
      initialValues={initialValues(member)}
      onFinish={onFinish}
      onValuesChange={guard.markChanged}
      // A field left wrong on another tab would otherwise block Save without a word.
      onFinishFailed={({ errorFields }) => {
        const onRole = errorFields.some((field) => field.name[0] === 'roleKey');
        const target: MemberSection = onRole && errorFields.length === 1 ? 'role' : 'profile';
        if (target !== section) void navigate(paths.team.edit(employeeId, target));
      }}
    >
      <ScreenHeader
        title={`Edit ${member.fullName}`}
        description={`${employeeId} · ${member.role.name}`}
      />
      <Flex gap={8} wrap style={{ marginBottom: 16 }}>
        <MemberStatusActions member={member} />
      </Flex>
      <MemberTabs
        section={section}
        renderAll
        pathOf={(next) => paths.team.edit(employeeId, next)}
        content={{
          profile: (
            <>
              <MemberDetailFields />
              {formFoot}
            </>
          ),
          role: (
            <>
              <MemberRoleField />
              <MemberRole roleKey={roleKey} />
              {formFoot}
            </>
          ),
          activity: section === 'activity' ? <MemberActivityTab employeeId={employeeId} /> : null,
        }}
      />
    </Form>
  );
}

/** /team/edit/{employeeId}/{section?}: details, role and status of a member. */
export function TeamMemberEditRoute() {
  return (
    <MemberScreenState>
      {(member, section) =>
        member.canChange ? (
          <MemberEdit member={member} section={section} />
        ) : (
          <MemberOutOfReach member={member} />
        )
      }
    </MemberScreenState>
  );
}
