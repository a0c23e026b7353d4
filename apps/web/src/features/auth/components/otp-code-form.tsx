import { OTP_LENGTH, OTP_TTL_SECONDS, type OtpChallenge } from '@depot/contracts/auth';
import { Button, Flex, Form, Input, Typography } from 'antd';
import { Link } from 'react-router';
import { RequestError } from '@/components/request-error.tsx';
import { paths } from '@/config/paths.ts';
import { serverFieldErrors } from '@/lib/forms/form-errors.ts';
import { clearOtpChallenge } from '@/lib/session/otp-challenge-storage.ts';
import { useVerifyOtp } from '../api/verify-otp.ts';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in.ts';
import { otpCodeRules } from './form-rules.ts';
import { ResendCodeButton } from './resend-code-button.tsx';

type OtpCodeFormProps = {
  challenge: OtpChallenge;
  onResent: (challenge: OtpChallenge) => void;
  redirectTo: string | undefined;
};

type OtpValues = { code: string };
const FIELDS = ['code'] as const;

export function OtpCodeForm({ challenge, onResent, redirectTo }: OtpCodeFormProps) {
  const [form] = Form.useForm<OtpValues>();
  const verify = useVerifyOtp();
  const completeSignIn = useCompleteSignIn();

  function onFinish({ code }: OtpValues) {
    if (verify.isPending) return;
    verify.mutate(
      { challengeId: challenge.challengeId, code },
      {
        onSuccess: completeSignIn,
        // A wrong code comes back on the `code` field, with the tries left in its words.
        onError: (error) => form.setFields(serverFieldErrors(error, FIELDS)),
      },
    );
  }

  return (
    <Form<OtpValues>
      form={form}
      name="verify-code"
      layout="vertical"
      requiredMark={false}
      onFinish={onFinish}
    >
      <Typography.Paragraph>
        We sent a {OTP_LENGTH}-digit code to <strong>{challenge.maskedEmail}</strong>. It works for{' '}
        {OTP_TTL_SECONDS / 60} minutes.
      </Typography.Paragraph>
      <Form.Item label="Verification code" name="code" rules={otpCodeRules}>
        {/* One plain field rather than six boxes: pastes whole, and reads as one field aloud. */}
        <Input
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={OTP_LENGTH}
          autoFocus
        />
      </Form.Item>
      <RequestError error={verify.error} fieldNames={FIELDS} />
      <Form.Item>
        <Button type="primary" htmlType="submit" block loading={verify.isPending}>
          Verify
        </Button>
      </Form.Item>
      <Flex vertical align="flex-start" gap={8}>
        <ResendCodeButton challenge={challenge} onResent={onResent} />
        <Link to={paths.login(redirectTo)} onClick={clearOtpChallenge}>
          Use another account
        </Link>
      </Flex>
    </Form>
  );
}
