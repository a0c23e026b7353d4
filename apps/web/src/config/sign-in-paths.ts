/**
 * The screens before sign-in, as router patterns. The build reads them too (vite.config.ts), to
 * write a page for each, so they sit apart from the features' paths, which it cannot gather.
 */
export const signInPatterns = {
  index: '/',
  login: '/login',
  forgotPassword: '/forgot-password',
  otpVerification: '/otp-verification',
  resetPassword: '/reset-password',
} as const;
