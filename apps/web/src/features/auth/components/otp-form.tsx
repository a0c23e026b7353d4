import { Button, Form, Input } from 'antd';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { useVerifyOtp, type VerifyOtpInput } from '../api/verify-otp.ts';
import { RequestError } from './request-error.tsx';

export function OtpForm() {
  const verify = useVerifyOtp();
  return (
    <Form<VerifyOtpInput>
      layout="vertical"
      requiredMark={false}
      onFinish={(values) => verify.mutate(values)}
    >
      <Form.Item
        label="Verification code"
        name="code"
        rules={[
          { required: true, message: 'Enter the 6-digit code from the email.' },
          { pattern: /^\d{6}$/, message: 'The code is 6 digits.' },
        ]}
      >
        {/* One plain field rather than six boxes: pastes whole, and reads as one field aloud. */}
        <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} autoFocus />
      </Form.Item>
      <RequestError error={verify.error} />
      <Form.Item>
        <Button type="primary" htmlType="submit" block loading={verify.isPending}>
          Verify
        </Button>
      </Form.Item>
      <Link to={paths.login()}>Back to sign in</Link>
    </Form>
  );
}
