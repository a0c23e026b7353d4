import { Link, useNavigate } from 'react-router';
import { AccountUsernameField } from '@/components/account-username-field.tsx';
import { PlainButton } from '@/components/plain/plain-button.tsx';
import { PlainField } from '@/components/plain/plain-field.tsx';
import { PlainForm } from '@/components/plain/plain-form.tsx';
import { PlainRequestError } from '@/components/plain/plain-request-error.tsx';
import { usePlainForm } from '@/components/plain/use-plain-form.ts';
import { paths } from '@/config/paths.ts';
import { describeApiError } from '@/lib/api/api-client.ts';
import { serverFieldMessages } from '@/lib/forms/form-errors.ts';
import {
  confirmationProblem,
  NEW_PASSWORD_HELP,
  newPasswordProblem,
} from '@/lib/forms/password-rules.ts';
import { loginNoticeState } from '@/lib/session/login-notice.ts';
import { useResetPassword } from '../api/reset-password.ts';

type ResetPasswordValues = { password: string; confirmPassword: string };
const FIELDS = ['password'] as const;

type ResetPasswordFormProps = { token: string; email: string; submitLabel: string };

export function ResetPasswordForm({ token, email, submitLabel }: ResetPasswordFormProps) {
  const form = usePlainForm<ResetPasswordValues>(
    { password: '', confirmPassword: '' },
    {
      password: [newPasswordProblem],
      confirmPassword: [(value, values) => confirmationProblem(value, values.password)],
    },
  );
  const reset = useResetPassword();
  const navigate = useNavigate();

  function onValid({ password }: ResetPasswordValues) {
    if (reset.isPending) return;
    reset.mutate(
      { token, password },
      {
        onSuccess: (message) =>
          navigate(paths.login(), {
            replace: true,
            state: loginNoticeState({ type: 'success', message }),
          }),
        onError: (error) => form.setErrors(serverFieldMessages(error, FIELDS)),
      },
    );
  }

  // Used or expired while the form was open: the way on is a new link.
  const linkGone = describeApiError(reset.error).code === 'RESET_LINK_INVALID';
  return (
    <PlainForm form={form} name="reset-password" onValid={onValid}>
      <AccountUsernameField email={email} />
      <PlainField
        label="New password"
        password
        required
        autoComplete="new-password"
        autoFocus
        help={NEW_PASSWORD_HELP}
        {...form.field('password')}
      />
      <PlainField
        label="Confirm new password"
        password
        required
        autoComplete="new-password"
        {...form.field('confirmPassword')}
      />
      <PlainRequestError
        error={reset.error}
        fieldNames={FIELDS}
        action={linkGone && <Link to={paths.forgotPassword}>Ask for a new link</Link>}
      />
      <div className="plain-actions">
        <PlainButton variant="primary" type="submit" block loading={reset.isPending}>
          {submitLabel}
        </PlainButton>
      </div>
    </PlainForm>
  );
}
