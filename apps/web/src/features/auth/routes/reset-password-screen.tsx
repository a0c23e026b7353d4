import { Alert } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/config/paths.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { ResetPasswordForm } from '../components/reset-password-form.tsx';

/** /reset-password?token=…, reached from the emailed magic link. */
export function ResetPasswordScreen() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  return (
    <AuthCard
      title="Choose a new password"
      description="The link you followed lets you set one new password."
    >
      {token ? (
        <ResetPasswordForm token={token} />
      ) : (
        <>
          <Alert
            type="warning"
            showIcon
            title="This link has no reset token."
            description="Open the link from the email again, or ask for a new one."
            style={{ marginBottom: 16 }}
          />
          <Link to={paths.forgotPassword}>Ask for a new reset link</Link>
        </>
      )}
    </AuthCard>
  );
}
