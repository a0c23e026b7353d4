import type { LoginBody } from '@depot/contracts/auth';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { PlainButton } from '@/components/plain/plain-button.tsx';
import { PlainField } from '@/components/plain/plain-field.tsx';
import { PlainForm } from '@/components/plain/plain-form.tsx';
import { PlainNotice } from '@/components/plain/plain-notice.tsx';
import { PlainRequestError } from '@/components/plain/plain-request-error.tsx';
import { usePlainForm } from '@/components/plain/use-plain-form.ts';
import { paths } from '@/config/paths.ts';
import { serverFieldMessages } from '@/lib/forms/form-errors.ts';
import { readLoginNotice } from '@/lib/session/login-notice.ts';
import { saveOtpChallenge } from '@/lib/session/otp-challenge-storage.ts';
import { useLogin } from '../api/login.ts';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in.ts';
import { EmailField } from './email-field.tsx';
import { currentPasswordRules, emailRules } from './form-rules.ts';

const FIELDS = ['email', 'password'] as const;

export function LoginForm() {
  const form = usePlainForm<LoginBody>(
    { email: '', password: '' },
    { email: emailRules, password: currentPasswordRules },
  );
  const signIn = useLogin();
  const completeSignIn = useCompleteSignIn();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const notice = readLoginNotice(useLocation().state);
  const redirectTo = searchParams.get('redirectTo') ?? undefined;

  function onValid(values: LoginBody) {
    if (signIn.isPending) return;
    signIn.mutate(values, {
      onSuccess: (result) => {
        if (!result.otpRequired) return completeSignIn(result);
        // Kept for this tab, so a reload of the code screen still knows the challenge.
        saveOtpChallenge(result);
        return navigate(paths.otpVerification(redirectTo));
      },
      onError: (error) => form.setErrors(serverFieldMessages(error, FIELDS)),
    });
  }

  return (
    <PlainForm form={form} name="sign-in" onValid={onValid}>
      {notice && !signIn.error && <PlainNotice type={notice.type}>{notice.message}</PlainNotice>}
      <EmailField {...form.field('email')} />
      <PlainField
        label="Password"
        password
        required
        autoComplete="current-password"
        {...form.field('password')}
      />
      <PlainRequestError error={signIn.error} fieldNames={FIELDS} />
      <div className="plain-actions">
        <PlainButton variant="primary" type="submit" block loading={signIn.isPending}>
          Sign in
        </PlainButton>
      </div>
      <Link to={paths.forgotPassword}>Forgot password?</Link>
    </PlainForm>
  );
}
