import type { ForgotPasswordBody } from '@depot/contracts/auth';
import { Alert, Button, Form, Input } from 'antd';
import { Link } from 'react-router';
import { RequestError } from '@/components/request-error.tsx';
import { paths } from '@/config/paths.ts';
import { serverFieldErrors } from '@/lib/forms/form-errors.ts';
import { useForgotPassword } from '../api/forgot-password.ts';
import { emailRules } from './form-rules.ts';

const FIELDS = ['email'] as const;

export function ForgotPasswordForm() {
  const [form] = Form.useForm<ForgotPasswordBody>();
  const request = useForgotPassword();

  function onFinish(values: ForgotPasswordBody) {
    if (request.isPending) return;
    request.mutate(values, {
      onError: (error) => form.setFields(serverFieldErrors(error, FIELDS)),
    });
  }

  return (
    <Form<ForgotPasswordBody>
      form={form}
      name="forgot-password"
      layout="vertical"
      requiredMark={false}
      onFinish={onFinish}
    >
      <Form.Item label="Email" name="email" rules={emailRules}>
        <Input type="email" autoComplete="username" autoFocus />
      </Form.Item>
      <RequestError error={request.error} fieldNames={FIELDS} />
      {request.isSuccess && (
        // The server's words, which are the same whether or not an account uses the address.
        <Alert type="success" showIcon title={request.data} style={{ marginBottom: 16 }} />
      )}
      <Form.Item>
        <Button type="primary" htmlType="submit" block loading={request.isPending}>
          Send reset link
        </Button>
      </Form.Item>
      <Link to={paths.login()}>Back to sign in</Link>
    </Form>
  );
}
