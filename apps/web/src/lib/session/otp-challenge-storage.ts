import { type OtpChallenge, otpChallengeSchema } from '@depot/contracts/auth';

// Session storage: the challenge belongs to this tab's sign-in only, survives a reload of
// /otp-verification, and is gone with the tab.
const STORAGE_KEY = 'depot.otp-challenge';

export function saveOtpChallenge(challenge: OtpChallenge): void {
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify(challenge));
}

/** The pending second-factor challenge, or null when there is none or it cannot be read. */
export function readOtpChallenge(): OtpChallenge | null {
  const stored = sessionStorage.getItem(STORAGE_KEY);
  if (!stored) return null;
  try {
    return otpChallengeSchema.parse(JSON.parse(stored));
  } catch {
    // Left by an older build or edited by hand: starting the sign-in again is the way out.
    sessionStorage.removeItem(STORAGE_KEY);
    return null;
  }
}

export function clearOtpChallenge(): void {
  sessionStorage.removeItem(STORAGE_KEY);
}
