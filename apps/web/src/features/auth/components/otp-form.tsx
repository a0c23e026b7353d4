import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths.ts';
import { readOtpChallenge } from '@/lib/session/otp-challenge-storage.ts';
import { OtpCodeForm } from './otp-code-form.tsx';

/** /otp-verification: the code step of the challenge kept by the password step. */
export function OtpForm() {
  const [searchParams] = useSearchParams();
  // Read once: the challenge changes only by resending, which hands the new one over directly.
  const [challenge, setChallenge] = useState(readOtpChallenge);
  const redirectTo = searchParams.get('redirectTo') ?? undefined;
  // The route's loader already sends a visit without a challenge to /login; this covers the
  // same case should the step ever be shown some other way.
  if (!challenge) return <Navigate to={paths.login(redirectTo)} replace />;
  return <OtpCodeForm challenge={challenge} onResent={setChallenge} redirectTo={redirectTo} />;
}
