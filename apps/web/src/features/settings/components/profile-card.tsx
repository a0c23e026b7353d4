import { type AccountDetails, profileInputSchema } from '@depot/contracts/account';
import { Button, Descriptions, Form, Input } from 'antd';
import { Panel } from '@/components/panel.tsx';
import { PhoneInput } from '@/components/phone-input.tsx';
import { RequestError } from '@/components/request-error.tsx';
import { useNotice } from '@/components/use-notice.ts';
import { zodRule } from '@/lib/forms/zod-form-rule.ts';
import { useUpdateAccountDetails } from '../api/update-account-details.ts';
import { sectionFieldErrors, sectionPaths } from './section-field-errors.ts';

type ProfileValues = { fullName: string; phone: string; designation: string; department: string };
const FIELDS = ['fullName', 'phone', 'designation', 'department'] as const;

function initialValues(profile: AccountDetails['profile']): ProfileValues {
  return {
    fullName: profile.fullName,
    phone: profile.phone ?? '',
    designation: profile.designation ?? '',
    department: profile.department ?? '',
  };
}

/** The signed-in person's own details; email, employee id and role are set by an administrator. */
export function ProfileCard({
  profile,
  organizationCountry,
}: {
  profile: AccountDetails['profile'];
  /** Where a new phone number's calling code starts. */
  organizationCountry: string;
}) {
  const [form] = Form.useForm<ProfileValues>();
  const update = useUpdateAccountDetails();
  const notice = useNotice();

  function onFinish(values: ProfileValues) {
    if (update.isPending) return;
    update.mutate(
      { profile: values },
      {
        onSuccess: () => notice.success('Your profile is saved.'),
        onError: (error) => form.setFields(sectionFieldErrors(error, 'profile', FIELDS)),
      },
    );
  }

  return (
    <Panel title="Profile">
      <Descriptions
        size="small"
        column={{ xs: 1, md: 3 }}
        style={{ marginBottom: 16 }}
        items={[
          { key: 'employeeId', label: 'Employee ID', children: profile.employeeId },
          { key: 'email', label: 'Email', children: profile.email },
          { key: 'role', label: 'Role', children: profile.roleName },
        ]}
      />
      <Form<ProfileValues>
        form={form}
        name="profile"
        layout="vertical"
        initialValues={initialValues(profile)}
        onFinish={onFinish}
        style={{ maxWidth: 560 }}
      >
        <Form.Item
          label="Full name"
          name="fullName"
          rules={[zodRule(profileInputSchema.shape.fullName)]}
        >
          <Input autoComplete="name" />
        </Form.Item>
        <Form.Item label="Phone" name="phone" rules={[zodRule(profileInputSchema.shape.phone)]}>
          <PhoneInput defaultCountry={organizationCountry} />
        </Form.Item>
        <Form.Item label="Designation" name="designation">
          <Input autoComplete="organization-title" maxLength={120} />
        </Form.Item>
        <Form.Item label="Department" name="department">
          <Input maxLength={120} />
        </Form.Item>
        <RequestError error={update.error} fieldNames={sectionPaths('profile', FIELDS)} />
        <Button type="primary" htmlType="submit" loading={update.isPending}>
          Save profile
        </Button>
      </Form>
    </Panel>
  );
}
