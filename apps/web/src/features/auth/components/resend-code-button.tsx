import type { OtpChallenge } from '@depot/contracts/auth';
import { PlainButton } from '@/components/plain/plain-button.tsx';
import { PlainNotice } from '@/components/plain/plain-notice.tsx';
import { PlainRequestError } from '@/components/plain/plain-request-error.tsx';
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
    <>
      <PlainRequestError error={resend.error} />
      {resend.isSuccess && (
        <PlainNotice type="success">
          A new code is on its way to {challenge.maskedEmail}.
        </PlainNotice>
      )}
      <PlainButton
        variant="link"
        disabled={secondsLeft > 0}
        loading={resend.isPending}
        onClick={onClick}
      >
        {secondsLeft > 0 ? `Resend code in ${secondsLeft} s` : 'Resend code'}
      </PlainButton>
    </>
  );
}
