import type { Limit } from '../../lib/rate-limiter.ts';

const MINUTE = 60;

/**
 * Throttles of the sign-in flows. Keys by email apply whether or not the account exists, so a
 * 429 never tells an attacker which addresses are real.
 */
export const authLimits = {
  // Generous per address (SIGN_IN_LIMIT_PER_IP): a warehouse office signs many people in from
  // one public IP.
  loginPerIp: (ip: string, max: number): Limit => ({
    key: `login:ip:${ip}`,
    max,
    windowSeconds: 15 * MINUTE,
  }),
  // Per account *and* address: wrong passwords slow down whoever sends them, never the owner
  // signing in from elsewhere, so nobody can lock a person out by failing on purpose.
  loginAttemptsPerAccountAndIp: (email: string, ip: string): Limit => ({
    key: `login:account-ip:${email.toLowerCase()}:${ip}`,
    max: 10,
    windowSeconds: 15 * MINUTE,
  }),
  otpPerIp: (ip: string, max: number): Limit => ({
    key: `otp:ip:${ip}`,
    max,
    windowSeconds: 15 * MINUTE,
  }),
  // Wrong codes per person, whatever the address or challenge: each sign-in brings five fresh
  // tries, so someone holding the password could otherwise keep guessing from many addresses.
  otpFailuresPerMember: (memberId: number): Limit => ({
    key: `otp-failures:member:${memberId}`,
    max: 10,
    windowSeconds: 15 * MINUTE,
  }),
  otpResendsPerMember: (memberId: number): Limit => ({
    key: `otp-resend:member:${memberId}`,
    max: 5,
    windowSeconds: 15 * MINUTE,
  }),
  resetPerIp: (ip: string): Limit => ({
    key: `reset:ip:${ip}`,
    max: 10,
    windowSeconds: 60 * MINUTE,
  }),
  resetPerAccount: (email: string): Limit => ({
    key: `reset:account:${email.toLowerCase()}`,
    max: 3,
    windowSeconds: 15 * MINUTE,
  }),
  passwordChangeFailures: (memberId: number): Limit => ({
    key: `password-change:member:${memberId}`,
    max: 10,
    windowSeconds: 15 * MINUTE,
  }),
};
