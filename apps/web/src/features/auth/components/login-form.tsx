import type { LoginBody } from '@depot/contracts/auth';
import { Alert, Button, Form, Input } from 'antd';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { RequestError } from '@/components/request-error.tsx';
import { paths } from '@/config/paths.ts';
import { serverFieldErrors } from '@/lib/forms/form-errors.ts';
import { readLoginNotice } from '@/lib/session/login-notice.ts';
import { saveOtpChallenge } from '@/lib/session/otp-challenge-storage.ts';
import { useLogin } from '../api/login.ts';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in.ts';
import { currentPasswordRules, emailRules } from './form-rules.ts';

const FIELDS = ['email', 'password'] as const;

export function LoginForm() {
  const [form] = Form.useForm<LoginBody>();
  const signIn = useLogin();
  const completeSignIn = useCompleteSignIn();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const notice = readLoginNotice(useLocation().state);
  const redirectTo = searchParams.get('redirectTo') ?? undefined;

  function onFinish(values: LoginBody) {
    if (signIn.isPending) return;
    signIn.mutate(values, {
      onSuccess: (result) => {
        if (!result.otpRequired) return completeSignIn(result);
        // Kept for this tab, so a reload of the code screen still knows the challenge.
        saveOtpChallenge(result);
        return navigate(paths.otpVerification(redirectTo));
      },
      onError: (error) => form.setFields(serverFieldErrors(error, FIELDS)),
    });
  }

  return (
    <Form<LoginBody>
      form={form}
      name="sign-in"
      layout="vertical"
      requiredMark={false}
      onFinish={onFinish}
    >
      {notice && !signIn.error && (
        <Alert type={notice.type} showIcon title={notice.message} style={{ marginBottom: 16 }} />
      )}
      <Form.Item label="Email" name="email" rules={emailRules}>
        <Input type="email" autoComplete="username" autoFocus />
      </Form.Item>
      <Form.Item label="Password" name="password" rules={currentPasswordRules}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <RequestError error={signIn.error} fieldNames={FIELDS} />
      <Form.Item>
        <Button type="primary" htmlType="submit" block loading={signIn.isPending}>
          Sign in
        </Button>
      </Form.Item>
      <Link to={paths.forgotPassword}>Forgot password?</Link>
    </Form>
  );
}
