import { z } from 'zod';

/**
 * A logout the server did not hear of (the network was down, the server failing). The browser
 * is signed out already; this remembers that the session on the server still has to be ended,
 * and with which CSRF token, since the readable cookie that held it is gone.
 */
const PENDING_LOGOUT_KEY = 'depot.pending-logout';
const pendingLogoutSchema = z.object({ csrfToken: z.string().min(1) });
export type PendingLogout = z.infer<typeof pendingLogoutSchema>;

export function readPendingLogout(): PendingLogout | null {
  try {
    const parsed = pendingLogoutSchema.safeParse(
      JSON.parse(localStorage.getItem(PENDING_LOGOUT_KEY) ?? 'null'),
    );
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function rememberPendingLogout(pending: PendingLogout): void {
  try {
    localStorage.setItem(PENDING_LOGOUT_KEY, JSON.stringify(pending));
  } catch (error) {
    console.warn('Could not remember that the server must still end the session.', error);
  }
}

export function clearPendingLogout(): void {
  try {
    localStorage.removeItem(PENDING_LOGOUT_KEY);
  } catch {
    // Storage unavailable: there is nothing to clear either.
  }
}
