/** Paths of the server's auth API (under the client's /api/v1 base), spelled here only. */
export const authEndpoints = {
  login: '/auth/login',
  verifyOtp: '/auth/verify-otp',
  resendOtp: '/auth/resend-otp',
  refresh: '/auth/refresh',
  logout: '/auth/logout',
  forgotPassword: '/auth/forgot-password',
  checkResetToken: '/auth/reset-password/check',
  resetPassword: '/auth/reset-password',
  changePassword: '/auth/change-password',
  me: '/auth/me',
  sessionCookie: '/auth/session-cookie',
} as const;

// Their 401 speaks about the credentials sent (or the refresh cookie itself), never about an
// expired access token, so refreshing and retrying them could only loop or hide the answer.
const sessionlessEndpoints = new Set<string>([
  authEndpoints.login,
  authEndpoints.verifyOtp,
  authEndpoints.resendOtp,
  authEndpoints.refresh,
  authEndpoints.logout,
  authEndpoints.forgotPassword,
  authEndpoints.checkResetToken,
  authEndpoints.resetPassword,
  authEndpoints.sessionCookie,
]);

/** Whether a 401 from this call must reach the caller as it is, without a refresh. */
export function isSessionlessEndpoint(url: string | undefined): boolean {
  return url !== undefined && sessionlessEndpoints.has(url);
}
