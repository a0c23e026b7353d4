import { teamMemberInputSchema } from '@depot/contracts/team';
import { teamMemberFieldLabels } from '@depot/contracts/team-fields';
import { Form, Input, Select } from 'antd';
import { PhoneInput } from '@/components/phone-input.tsx';
import { apiErrorMessage } from '@/lib/api/api-client.ts';
import { zodRule } from '@/lib/forms/zod-form-rule.ts';
import { useRoleOptions } from '../api/get-role-options.ts';

const { shape } = teamMemberInputSchema;

/**
 * Labels of the member form's fields (the member's field labels, the role chosen by its key),
 * also used to word the server's field errors.
 */
export const memberFieldLabels = {
  fullName: teamMemberFieldLabels.fullName,
  email: teamMemberFieldLabels.email,
  phone: teamMemberFieldLabels.phone,
  roleKey: teamMemberFieldLabels.role,
  designation: teamMemberFieldLabels.designation,
  department: teamMemberFieldLabels.department,
} as const;

/** Name, email, phone, designation and department, checked as the server checks them. */
export function MemberDetailFields() {
  return (
    <>
      <Form.Item
        label={memberFieldLabels.fullName}
        name="fullName"
        required
        rules={[zodRule(shape.fullName)]}
      >
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item
        label={memberFieldLabels.email}
        name="email"
        required
        rules={[zodRule(shape.email)]}
      >
        <Input type="email" autoComplete="off" />
      </Form.Item>
      <Form.Item label={memberFieldLabels.phone} name="phone" rules={[zodRule(shape.phone)]}>
        {/* India is the console's home market (docs/BEHAVIOUR.md §3): its code comes first. */}
        <PhoneInput defaultCountry="IN" />
      </Form.Item>
      <Form.Item
        label={memberFieldLabels.designation}
        name="designation"
        rules={[zodRule(shape.designation)]}
      >
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item
        label={memberFieldLabels.department}
        name="department"
        rules={[zodRule(shape.department)]}
      >
        <Input autoComplete="off" />
      </Form.Item>
    </>
  );
}

/**
 * The role select, listing the roles a member can be given; roles granting more than the
 * person's own are shown but cannot be picked (the server would refuse them). Says why when it
 * cannot list them.
 */
export function MemberRoleField() {
  const roles = useRoleOptions();
  const someBeyond = roles.data?.some((role) => !role.assignable) ?? false;
  const extra = roles.isError
    ? apiErrorMessage(roles.error)
    : someBeyond
      ? 'Roles that grant more than your own cannot be given by you and are greyed out.'
      : undefined;
  return (
    <Form.Item
      label={memberFieldLabels.roleKey}
      name="roleKey"
      required
      rules={[{ required: true, message: 'Choose a role.' }]}
      extra={extra}
    >
      <Select
        placeholder="Choose a role"
        // An operator's roles outgrow one screen of the list: typing finds one.
        showSearch={{ optionFilterProp: 'label' }}
        loading={roles.isPending}
        options={roles.data?.map((role) => ({
          value: role.key,
          label: role.name,
          disabled: !role.assignable,
        }))}
      />
    </Form.Item>
  );
}
