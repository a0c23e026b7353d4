import { Button, Form, Input } from 'antd';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { type LoginInput, useLogin } from '../api/login.ts';
import { emailRules } from './form-rules.ts';
import { RequestError } from './request-error.tsx';

export function LoginForm() {
  const signIn = useLogin();
  return (
    <Form<LoginInput>
      layout="vertical"
      requiredMark={false}
      onFinish={(values) => signIn.mutate(values)}
    >
      <Form.Item label="Email" name="email" rules={emailRules}>
        <Input type="email" autoComplete="username" autoFocus />
      </Form.Item>
      <Form.Item
        label="Password"
        name="password"
        rules={[{ required: true, message: 'Enter your password.' }]}
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <RequestError error={signIn.error} />
      <Form.Item>
        <Button type="primary" htmlType="submit" block loading={signIn.isPending}>
          Sign in
        </Button>
      </Form.Item>
      <Link to={paths.forgotPassword}>Forgot password?</Link>
    </Form>
  );
}
