/** Base path of every API call (docs/BEHAVIOUR.md §7). */
export const API_BASE_PATH = '/api/v1';

/** Cookie names of the session (docs/BEHAVIOUR.md §4). */
export const COOKIE_ACCESS_TOKEN = 'access_token';
export const COOKIE_REFRESH_TOKEN = 'refresh_token';
export const COOKIE_CSRF_TOKEN = 'X-CSRF-Token';
export const COOKIE_CSRF_SECRET = 'csrf_secret';
export const COOKIE_PERMISSIONS_TOKEN = 'permissions_token';
