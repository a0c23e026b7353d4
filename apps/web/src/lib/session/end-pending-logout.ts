import { authEndpoints } from '@depot/contracts/auth';
import { COOKIE_CSRF_TOKEN } from '@depot/contracts/constants';
import { DATA_RETRY_COUNT, dataRetryDelay } from '@/config/constants.ts';
import { callApi, isRefusal } from '../api/api-client.ts';
import { clearPendingLogout, readPendingLogout } from './pending-logout-store.ts';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let running: Promise<boolean> | null = null;

/**
 * Tells the server about a logout it missed, with the patient retry policy (docs/BEHAVIOUR.md
 * §9): the first try, then three more after 1, 2 and 4 seconds. Resolves true once the server
 * has ended the session, or has refused for good (then nothing more can be done from here);
 * false when it stayed unreachable, and the next start of the console tries again.
 */
export function endPendingLogout(): Promise<boolean> {
  running ??= attempt().finally(() => {
    running = null;
  });
  return running;
}

/**
 * Tells the server about a missed logout now, if there is one, and again whenever the browser
 * comes back online, rather than only at the next start. Answers the function that stops
 * listening.
 */
export function watchPendingLogout(): () => void {
  const tell = () => {
    if (readPendingLogout()) void endPendingLogout();
  };
  tell();
  window.addEventListener('online', tell);
  return () => window.removeEventListener('online', tell);
}

async function attempt(): Promise<boolean> {
  for (let retry = 0; retry <= DATA_RETRY_COUNT; retry++) {
    const pending = readPendingLogout();
    // Signed in again meanwhile: the new session's cookie must not be ended by the old logout.
    if (!pending) return true;
    try {
      await callApi(authEndpoints.logout, { headers: { [COOKIE_CSRF_TOKEN]: pending.csrfToken } });
      clearPendingLogout();
      return true;
    } catch (error) {
      if (isRefusal(error)) {
        clearPendingLogout();
        return true;
      }
      if (retry < DATA_RETRY_COUNT) await wait(dataRetryDelay(retry));
    }
  }
  return false;
}
