import type { ForgotPasswordBody } from '@depot/contracts/auth';
import { Link } from 'react-router';
import { PlainButton } from '@/components/plain/plain-button.tsx';
import { PlainForm } from '@/components/plain/plain-form.tsx';
import { PlainNotice } from '@/components/plain/plain-notice.tsx';
import { PlainRequestError } from '@/components/plain/plain-request-error.tsx';
import { usePlainForm } from '@/components/plain/use-plain-form.ts';
import { paths } from '@/config/paths.ts';
import { serverFieldMessages } from '@/lib/forms/form-errors.ts';
import { useForgotPassword } from '../api/forgot-password.ts';
import { EmailField } from './email-field.tsx';
import { emailRules } from './form-rules.ts';

const FIELDS = ['email'] as const;

export function ForgotPasswordForm() {
  const form = usePlainForm<ForgotPasswordBody>({ email: '' }, { email: emailRules });
  const request = useForgotPassword();

  function onValid(values: ForgotPasswordBody) {
    if (request.isPending) return;
    request.mutate(values, {
      onError: (error) => form.setErrors(serverFieldMessages(error, FIELDS)),
    });
  }

  return (
    <PlainForm form={form} name="forgot-password" onValid={onValid}>
      <EmailField {...form.field('email')} />
      <PlainRequestError error={request.error} fieldNames={FIELDS} />
      {request.isSuccess && (
        // The server's words, which are the same whether or not an account uses the address.
        <PlainNotice type="success">{request.data}</PlainNotice>
      )}
      <div className="plain-actions">
        <PlainButton variant="primary" type="submit" block loading={request.isPending}>
          Send reset link
        </PlainButton>
      </div>
      <Link to={paths.login()}>Back to sign in</Link>
    </PlainForm>
  );
}
