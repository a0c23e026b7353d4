import type { ChangePasswordBody } from '@depot/contracts/auth';
import { Alert, Button, Form, Input } from 'antd';
import { AccountUsernameField } from '@/components/account-username-field.tsx';
import { NewPasswordFields } from '@/components/new-password-fields.tsx';
import { Panel } from '@/components/panel.tsx';
import { RequestError } from '@/components/request-error.tsx';
import { serverFieldErrors } from '@/lib/forms/form-errors.ts';
import { currentPasswordProblem } from '@/lib/forms/password-rules.ts';
import { problemRule } from '@/lib/forms/zod-form-rule.ts';
import { useSession } from '@/lib/session/session-store.ts';
import { useChangePassword } from '../api/change-password.ts';

type PasswordValues = ChangePasswordBody & { confirmPassword: string };
const FIELDS = ['currentPassword', 'newPassword'] as const;

/** Changes the signed-in person's own password; their other sessions end, this one stays. */
export function PasswordCard() {
  const [form] = Form.useForm<PasswordValues>();
  const change = useChangePassword();
  const { claims } = useSession();

  function onFinish({ currentPassword, newPassword }: PasswordValues) {
    if (change.isPending) return;
    change.mutate(
      { currentPassword, newPassword },
      {
        // Passwords do not linger in the form once they have done their work.
        onSuccess: () => form.resetFields(),
        onError: (error) => form.setFields(serverFieldErrors(error, FIELDS)),
      },
    );
  }

  return (
    <Panel title="Password" style={{ maxWidth: 560 }}>
      <Form<PasswordValues>
        form={form}
        name="change-password"
        layout="vertical"
        requiredMark={false}
        onFinish={onFinish}
      >
        <AccountUsernameField email={claims?.email ?? ''} />
        <Form.Item
          label="Current password"
          name="currentPassword"
          rules={[
            problemRule((value) => currentPasswordProblem(value, 'Enter your current password.')),
          ]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <NewPasswordFields name="newPassword" />
        <RequestError error={change.error} fieldNames={FIELDS} />
        {change.isSuccess && (
          <Alert type="success" showIcon title={change.data} style={{ marginBottom: 16 }} />
        )}
        <Button type="primary" htmlType="submit" loading={change.isPending}>
          Change password
        </Button>
      </Form>
    </Panel>
  );
}
