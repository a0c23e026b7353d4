import type { ComponentType } from 'react';
import { useLocation } from 'react-router';
import { routePatterns } from '@/config/paths.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { ForgotPasswordForm } from '../components/forgot-password-form.tsx';
import { LoginForm } from '../components/login-form.tsx';
import { OtpForm } from '../components/otp-form.tsx';

type AuthStep = { title: string; description: string; Form: ComponentType };

const signIn: AuthStep = {
  title: 'Sign in',
  description: 'Use your work email and password.',
  Form: LoginForm,
};

const steps: Record<string, AuthStep> = {
  [routePatterns.login]: signIn,
  [routePatterns.forgotPassword]: {
    title: 'Forgot password',
    description: 'We will email you a link to choose a new password.',
    Form: ForgotPasswordForm,
  },
  [routePatterns.otpVerification]: {
    title: 'Verify code',
    description: 'One more step: the code we just emailed you.',
    Form: OtpForm,
  },
};

/** One screen for /login, /forgot-password and /otp-verification (docs/BEHAVIOUR.md §2); the path picks the step. */
export function AuthScreen() {
  const { pathname } = useLocation();
  // The router also matches a trailing slash, so drop it before looking the step up.
  const step = steps[pathname.replace(/\/+$/, '')] ?? signIn;
  return (
    <AuthCard title={step.title} description={step.description}>
      {/* Keyed by path so moving between steps starts each form fresh. */}
      <step.Form key={pathname} />
    </AuthCard>
  );
}
