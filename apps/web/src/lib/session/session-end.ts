import { paths } from '@/config/paths.ts';
import { redirectToFor } from './redirect-target.ts';
import { clearSession } from './session.ts';

type SessionEndedListener = () => void;

let listener: SessionEndedListener | null = null;

/**
 * Lets the router take the person to /login when the session ends under a call (the refresh
 * failed). One listener at a time: the app registers it next to its router.
 */
export function onSessionEnded(next: SessionEndedListener): () => void {
  listener = next;
  return () => {
    if (listener === next) listener = null;
  };
}

/** Signs this tab out after the server refused to renew the session. */
export function endSession(): void {
  clearSession();
  if (listener) {
    listener();
    return;
  }
  // Without a router to ask (it is created before any call can fail, so only in odd set-ups),
  // a full navigation still gets the person to sign-in.
  window.location.assign(paths.login(redirectToFor(window.location)));
}
