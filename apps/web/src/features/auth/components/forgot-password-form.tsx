import { Alert, Button, Form, Input } from 'antd';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { type RequestResetInput, useRequestReset } from '../api/request-reset.ts';
import { emailRules } from './form-rules.ts';
import { RequestError } from './request-error.tsx';

export function ForgotPasswordForm() {
  const reset = useRequestReset();
  return (
    <Form<RequestResetInput>
      layout="vertical"
      requiredMark={false}
      onFinish={(values) => reset.mutate(values)}
    >
      <Form.Item label="Email" name="email" rules={emailRules}>
        <Input type="email" autoComplete="username" autoFocus />
      </Form.Item>
      <RequestError error={reset.error} />
      {reset.isSuccess && (
        // Worded so it does not reveal whether an account uses that address.
        <Alert
          type="success"
          showIcon
          title="If an account uses that email, a link to choose a new password is on its way."
          style={{ marginBottom: 16 }}
        />
      )}
      <Form.Item>
        <Button type="primary" htmlType="submit" block loading={reset.isPending}>
          Send reset link
        </Button>
      </Form.Item>
      <Link to={paths.login()}>Back to sign in</Link>
    </Form>
  );
}
