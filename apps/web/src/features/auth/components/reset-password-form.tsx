import { Button, Form, Input, Result } from 'antd';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { RequestError } from './request-error.tsx';

type ResetPasswordValues = { password: string; confirmPassword: string };

export function ResetPasswordForm({ token }: { token: string }) {
  const reset = useResetPassword();
  if (reset.isSuccess) {
    return (
      <Result
        status="success"
        title="Password changed"
        subTitle="Sign in with your new password."
        extra={<Link to={paths.login()}>Go to sign in</Link>}
      />
    );
  }
  return (
    <Form<ResetPasswordValues>
      layout="vertical"
      requiredMark={false}
      onFinish={({ password }) => reset.mutate({ token, password })}
    >
      <Form.Item
        label="New password"
        name="password"
        rules={[{ required: true, message: 'Choose a new password.' }]}
      >
        <Input.Password autoComplete="new-password" autoFocus />
      </Form.Item>
      <Form.Item
        label="Confirm new password"
        name="confirmPassword"
        dependencies={['password']}
        rules={[
          { required: true, message: 'Type the new password again.' },
          ({ getFieldValue }) => ({
            validator: async (_, value) => {
              if (value && value !== getFieldValue('password')) {
                throw new Error('The two passwords differ.');
              }
            },
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <RequestError error={reset.error} />
      <Form.Item>
        <Button type="primary" htmlType="submit" block loading={reset.isPending}>
          Change password
        </Button>
      </Form.Item>
    </Form>
  );
}
