import { OTP_LENGTH, OTP_TTL_SECONDS, type OtpChallenge } from '@depot/contracts/auth';
import { Link } from 'react-router';
import { PlainButton } from '@/components/plain/plain-button.tsx';
import { PlainField } from '@/components/plain/plain-field.tsx';
import { PlainForm } from '@/components/plain/plain-form.tsx';
import { PlainRequestError } from '@/components/plain/plain-request-error.tsx';
import { usePlainForm } from '@/components/plain/use-plain-form.ts';
import { paths } from '@/config/paths.ts';
import { serverFieldMessages } from '@/lib/forms/form-errors.ts';
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
  const form = usePlainForm<OtpValues>({ code: '' }, { code: otpCodeRules });
  const verify = useVerifyOtp();
  const completeSignIn = useCompleteSignIn();

  function onValid({ code }: OtpValues) {
    if (verify.isPending) return;
    verify.mutate(
      { challengeId: challenge.challengeId, code },
      {
        onSuccess: completeSignIn,
        // A wrong code comes back on the `code` field, with the tries left in its words.
        onError: (error) => form.setErrors(serverFieldMessages(error, FIELDS)),
      },
    );
  }

  return (
    <PlainForm form={form} name="verify-code" onValid={onValid}>
      <p>
        We sent a {OTP_LENGTH}-digit code to <strong>{challenge.maskedEmail}</strong>. It works for{' '}
        {OTP_TTL_SECONDS / 60} minutes.
      </p>
      {/* One plain field rather than six boxes: pastes whole, and reads as one field aloud. */}
      <PlainField
        label="Verification code"
        required
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={OTP_LENGTH}
        autoFocus
        {...form.field('code')}
      />
      <PlainRequestError error={verify.error} fieldNames={FIELDS} />
      <div className="plain-actions">
        <PlainButton variant="primary" type="submit" block loading={verify.isPending}>
          Verify
        </PlainButton>
      </div>
      <div className="plain-stack">
        <ResendCodeButton challenge={challenge} onResent={onResent} />
        <Link to={paths.login(redirectTo)} onClick={clearOtpChallenge}>
          Use another account
        </Link>
      </div>
    </PlainForm>
  );
}
