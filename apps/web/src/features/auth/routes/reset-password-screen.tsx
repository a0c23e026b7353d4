import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PlainButton } from '@/components/plain/plain-button.tsx';
import { PlainNotice } from '@/components/plain/plain-notice.tsx';
import { PlainSpinner } from '@/components/plain/plain-spinner.tsx';
import { paths } from '@/config/paths.ts';
import { apiErrorMessage, isRefusal } from '@/lib/api/api-client.ts';
import { isWellFormedResetToken, useResetTokenCheck } from '../api/check-reset-token.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { ResetPasswordForm } from '../components/reset-password-form.tsx';

const RESET_TITLE = 'Choose a new password';
const INVITATION_TITLE = 'Set your password';

function LinkProblem({ message, children }: { message: string; children: ReactNode }) {
  return (
    <>
      <PlainNotice type="warning">{message}</PlainNotice>
      {children}
    </>
  );
}

const newLinkLink = <Link to={paths.forgotPassword}>Ask for a new link</Link>;

/** /reset-password?token=…, reached from the emailed magic link (a reset or an invitation). */
export function ResetPasswordScreen() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const check = useResetTokenCheck(token);

  if (!isWellFormedResetToken(token)) {
    return (
      <AuthCard title={RESET_TITLE} description="The link you followed is incomplete.">
        <LinkProblem message="This link is not valid. Open the link from the email again, or ask for a new one.">
          {newLinkLink}
        </LinkProblem>
      </AuthCard>
    );
  }
  if (check.isPending) {
    return (
      <AuthCard title={RESET_TITLE} description="Checking your link…">
        <PlainSpinner label="Checking your link" />
      </AuthCard>
    );
  }
  if (check.isError) {
    // A 4xx is the server's verdict on the link; anything else is worth trying again.
    const isVerdict = isRefusal(check.error);
    return (
      <AuthCard title={RESET_TITLE} description="The link you followed cannot be used.">
        <LinkProblem message={apiErrorMessage(check.error)}>
          {isVerdict ? (
            newLinkLink
          ) : (
            <PlainButton onClick={() => check.refetch()} loading={check.isFetching}>
              Try again
            </PlainButton>
          )}
        </LinkProblem>
      </AuthCard>
    );
  }

  const isInvitation = check.data.purpose === 'invitation';
  return (
    <AuthCard
      title={isInvitation ? INVITATION_TITLE : RESET_TITLE}
      description={`For the account ${check.data.email}.`}
    >
      <ResetPasswordForm
        token={token}
        email={check.data.email}
        submitLabel={isInvitation ? 'Set password' : 'Change password'}
      />
    </AuthCard>
  );
}
