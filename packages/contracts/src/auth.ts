import { z } from 'zod';
import { isSafeText, UNSAFE_TEXT_MESSAGE } from './common.ts';
import { defineEndpoints } from './endpoint.ts';

/** Password rules of docs/BEHAVIOUR.md §5: length only, checked against common passwords on the server. */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

/** OTP and magic-link limits (docs/BEHAVIOUR.md §10). */
export const OTP_LENGTH = 6;
export const OTP_TTL_SECONDS = 5 * 60;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_COOLDOWN_SECONDS = 30;
export const RESET_LINK_TTL_SECONDS = 30 * 60;
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

const email = z
  .email('Enter a valid email address, like name@company.com')
  .max(254, 'Use at most 254 characters')
  .transform((value) => value.toLowerCase());

/**
 * A password's length in characters as a person counts them: an emoji or an accented letter
 * typed as one is one, where a string's `length` counts UTF-16 units and sees two.
 */
export function passwordLength(password: string): number {
  return [...password].length;
}

export const newPasswordSchema = z
  .string()
  .refine(isSafeText, UNSAFE_TEXT_MESSAGE)
  .refine((value) => passwordLength(value) >= PASSWORD_MIN_LENGTH, {
    message: `Use at least ${PASSWORD_MIN_LENGTH} characters`,
  })
  .refine((value) => passwordLength(value) <= PASSWORD_MAX_LENGTH, {
    message: `Use at most ${PASSWORD_MAX_LENGTH} characters`,
  });

/** A password a person already has: anything they could have set, checked by the server. */
const existingPassword = (missing: string) =>
  z
    .string()
    .min(1, missing)
    .refine(isSafeText, UNSAFE_TEXT_MESSAGE)
    .refine((value) => passwordLength(value) <= PASSWORD_MAX_LENGTH, {
      message: `Use at most ${PASSWORD_MAX_LENGTH} characters`,
    });

export const loginBodySchema = z.object({
  email,
  password: existingPassword('Enter your password'),
});
export type LoginBody = z.input<typeof loginBodySchema>;

/**
 * Whether the browser holds a refresh cookie. It is httpOnly and sent only to the auth API, so
 * the console asks rather than reads (docs/BEHAVIOUR.md §2's index rule counts it).
 */
export const sessionCookieSchema = z.object({ refreshToken: z.boolean() });

/** What the client stores once signed in (docs/BEHAVIOUR.md §4). */
export const sessionTokensSchema = z.object({
  accessToken: z.string(),
  permissionsToken: z.string(),
  /** Seconds until the access token expires; the client refreshes on 401 regardless. */
  expiresIn: z.number().int(),
});
export type SessionTokens = z.infer<typeof sessionTokensSchema>;

export const otpChallengeSchema = z.object({
  otpRequired: z.literal(true),
  challengeId: z.uuid(),
  /** Where the code went, partly hidden: r•••@example.com */
  maskedEmail: z.string(),
  expiresAt: z.iso.datetime(),
  resendAvailableAt: z.iso.datetime(),
});
export type OtpChallenge = z.infer<typeof otpChallengeSchema>;

export const loginResultSchema = z.discriminatedUnion('otpRequired', [
  otpChallengeSchema,
  sessionTokensSchema.extend({ otpRequired: z.literal(false) }),
]);
export type LoginResult = z.infer<typeof loginResultSchema>;

export const verifyOtpBodySchema = z.object({
  challengeId: z.uuid('This sign-in attempt is not valid; sign in again'),
  code: z.string().regex(/^\d{6}$/, 'Enter the 6-digit code from the email'),
});
export type VerifyOtpBody = z.input<typeof verifyOtpBodySchema>;

export const resendOtpBodySchema = z.object({
  challengeId: z.uuid('This sign-in attempt is not valid; sign in again'),
});

export const forgotPasswordBodySchema = z.object({ email });
export type ForgotPasswordBody = z.input<typeof forgotPasswordBodySchema>;

const resetToken = z
  .string()
  .min(20, 'This link is not valid')
  .max(200, 'This link is not valid')
  .refine(isSafeText, 'This link is not valid');

export const resetTokenCheckBodySchema = z.object({ token: resetToken });
export const resetTokenCheckSchema = z.object({
  email: z.string(),
  purpose: z.enum(['reset', 'invitation']),
  expiresAt: z.iso.datetime(),
});

export const resetPasswordBodySchema = z.object({ token: resetToken, password: newPasswordSchema });
export type ResetPasswordBody = z.input<typeof resetPasswordBodySchema>;

export const changePasswordBodySchema = z.object({
  currentPassword: existingPassword('Enter your current password'),
  newPassword: newPasswordSchema,
});
export type ChangePasswordBody = z.input<typeof changePasswordBodySchema>;

/** Claims of the access token the client reads (docs/BEHAVIOUR.md §3). */
export const accessTokenClaimsSchema = z.object({
  username: z.string(),
  fullName: z.string(),
  organizationName: z.string(),
  email: z.string(),
  /** The role's name as people see it (docs/BEHAVIOUR.md §6). */
  role: z.string(),
  /** The role's key, as /setting/privileges/{role} spells it. */
  roleKey: z.string(),
  /**
   * The person's employee id, so a screen knows which records are their own (a receipt they
   * raised is decided by someone else). Optional: a token signed before it was added lacks it.
   */
  employeeId: z.string().optional(),
});
export type AccessTokenClaims = z.infer<typeof accessTokenClaimsSchema>;

/** GET /auth/me: the signed-in person, with a fresh permissions token (after a role change). */
export const meSchema = accessTokenClaimsSchema.extend({
  employeeId: z.string(),
  permissionsToken: z.string(),
});
export type Me = z.infer<typeof meSchema>;

export const messageSchema = z.object({ message: z.string() });

const sessionErrorsOfCookies = ['CSRF_FAILED', 'SESSION_ENDED', 'SESSION_REVOKED'] as const;

/** Signing in and out, codes, password links and the signed-in person. */
export const authEndpoints = defineEndpoints('auth', {
  login: {
    method: 'POST',
    path: '/auth/login',
    summary:
      'Sign in with email and password; answers a code challenge when the second factor is on',
    access: 'public',
    body: loginBodySchema,
    response: loginResultSchema,
    errors: ['INVALID_CREDENTIALS', 'ACCOUNT_INACTIVE', 'RATE_LIMITED'],
  },
  verifyOtp: {
    method: 'POST',
    path: '/auth/verify-otp',
    summary: 'Enter the mailed 6-digit code; answers the session tokens',
    access: 'public',
    body: verifyOtpBodySchema,
    response: sessionTokensSchema,
    errors: ['OTP_INVALID', 'OTP_EXPIRED', 'OTP_LOCKED', 'ACCOUNT_INACTIVE', 'RATE_LIMITED'],
  },
  resendOtp: {
    method: 'POST',
    path: '/auth/resend-otp',
    summary: 'Mail a new code (30 s cool-down)',
    access: 'public',
    body: resendOtpBodySchema,
    response: otpChallengeSchema,
    errors: ['OTP_EXPIRED', 'RATE_LIMITED'],
  },
  refresh: {
    method: 'POST',
    path: '/auth/refresh',
    summary: 'Rotate the refresh token (cookie) for new tokens; needs the X-CSRF-Token header',
    access: 'public',
    response: sessionTokensSchema,
    errors: sessionErrorsOfCookies,
  },
  logout: {
    method: 'POST',
    path: '/auth/logout',
    summary: 'End this session; needs the X-CSRF-Token header when session cookies are present',
    access: 'public',
    response: messageSchema,
    errors: ['CSRF_FAILED'],
  },
  sessionCookie: {
    method: 'GET',
    path: '/auth/session-cookie',
    summary: 'Whether this browser holds a refresh cookie (never its value)',
    access: 'public',
    response: sessionCookieSchema,
    errors: [],
  },
  forgotPassword: {
    method: 'POST',
    path: '/auth/forgot-password',
    summary: 'Mail a reset link; the same answer whether or not the email has an account',
    access: 'public',
    body: forgotPasswordBodySchema,
    response: messageSchema,
    errors: ['RATE_LIMITED'],
  },
  checkResetToken: {
    method: 'POST',
    path: '/auth/reset-password/check',
    summary: 'Tell whether a reset or invitation link can still be used',
    access: 'public',
    body: resetTokenCheckBodySchema,
    response: resetTokenCheckSchema,
    errors: ['RESET_LINK_INVALID'],
  },
  resetPassword: {
    method: 'POST',
    path: '/auth/reset-password',
    summary: 'Set a new password from a link; ends every session of the account',
    access: 'public',
    body: resetPasswordBodySchema,
    response: messageSchema,
    errors: ['RESET_LINK_INVALID', 'PASSWORD_REJECTED'],
  },
  changePassword: {
    method: 'POST',
    path: '/auth/change-password',
    summary: 'Change your own password; ends your other sessions',
    access: 'authenticated',
    body: changePasswordBodySchema,
    response: messageSchema,
    errors: ['CURRENT_PASSWORD_WRONG', 'PASSWORD_REJECTED', 'RATE_LIMITED', 'NOT_FOUND'],
  },
  me: {
    method: 'GET',
    path: '/auth/me',
    summary: 'The signed-in person, with a fresh permissions token',
    access: 'authenticated',
    response: meSchema,
    errors: [],
  },
});
