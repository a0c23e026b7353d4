import { Button, Form } from 'antd';
import { Link, useNavigate } from 'react-router';
import { AccountUsernameField, NewPasswordFields } from '@/components/new-password-fields.tsx';
import { RequestError } from '@/components/request-error.tsx';
import { paths } from '@/config/paths.ts';
import { describeApiError } from '@/lib/api/api-client.ts';
import { serverFieldErrors } from '@/lib/forms/form-errors.ts';
import { loginNoticeState } from '@/lib/session/login-notice.ts';
import { useResetPassword } from '../api/reset-password.ts';

type ResetPasswordValues = { password: string; confirmPassword: string };
const FIELDS = ['password'] as const;

type ResetPasswordFormProps = { token: string; email: string; submitLabel: string };

export function ResetPasswordForm({ token, email, submitLabel }: ResetPasswordFormProps) {
  const [form] = Form.useForm<ResetPasswordValues>();
  const reset = useResetPassword();
  const navigate = useNavigate();

  function onFinish({ password }: ResetPasswordValues) {
    if (reset.isPending) return;
    reset.mutate(
      { token, password },
      {
        onSuccess: (message) =>
          navigate(paths.login(), {
            replace: true,
            state: loginNoticeState({ type: 'success', message }),
          }),
        onError: (error) => form.setFields(serverFieldErrors(error, FIELDS)),
      },
    );
  }

  // Used or expired while the form was open: the way on is a new link.
  const linkGone = describeApiError(reset.error).code === 'RESET_LINK_INVALID';
  return (
    <Form<ResetPasswordValues>
      form={form}
      name="reset-password"
      layout="vertical"
      requiredMark={false}
      onFinish={onFinish}
    >
      <AccountUsernameField email={email} />
      <NewPasswordFields name="password" autoFocus />
      <RequestError
        error={reset.error}
        fieldNames={FIELDS}
        action={linkGone && <Link to={paths.forgotPassword}>Ask for a new link</Link>}
      />
      <Form.Item>
        <Button type="primary" htmlType="submit" block loading={reset.isPending}>
          {submitLabel}
        </Button>
      </Form.Item>
    </Form>
  );
}
