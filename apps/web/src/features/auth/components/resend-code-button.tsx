import type { OtpChallenge } from '@depot/contracts/auth';
import { Alert, Button, Flex } from 'antd';
import { RequestError } from '@/components/request-error.tsx';
import { useSecondsUntil } from '@/lib/screen/use-seconds-until.ts';
import { saveOtpChallenge } from '@/lib/session/otp-challenge-storage.ts';
import { useResendOtp } from '../api/resend-otp.ts';

type ResendCodeButtonProps = {
  challenge: OtpChallenge;
  onResent: (challenge: OtpChallenge) => void;
};

/** "Resend code", held back with a countdown until the server's cool-down has passed. */
export function ResendCodeButton({ challenge, onResent }: ResendCodeButtonProps) {
  const resend = useResendOtp();
  const secondsLeft = useSecondsUntil(challenge.resendAvailableAt);

  function onClick() {
    resend.mutate(
      { challengeId: challenge.challengeId },
      {
        onSuccess: (next) => {
          saveOtpChallenge(next);
          onResent(next);
        },
      },
    );
  }

  return (
    <Flex vertical gap={8} style={{ width: '100%' }}>
      <RequestError error={resend.error} />
      {resend.isSuccess && (
        <Alert
          type="success"
          showIcon
          title={`A new code is on its way to ${challenge.maskedEmail}.`}
        />
      )}
      <Button
        type="link"
        style={{ paddingInline: 0, alignSelf: 'flex-start', height: 'auto' }}
        disabled={secondsLeft > 0}
        loading={resend.isPending}
        onClick={onClick}
      >
        {secondsLeft > 0 ? `Resend code in ${secondsLeft} s` : 'Resend code'}
      </Button>
    </Flex>
  );
}
