import {
  createHash,
  createHmac,
  type KeyObject,
  randomBytes,
  randomInt,
  timingSafeEqual,
} from 'node:crypto';

/** An unguessable token for a cookie or a link (256 bits). */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored as digests, so a database leak gives no usable token. */
export function digest(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** A key object costs its preparation once, where a key used per request would pay it each time. */
export function hmac(key: Uint8Array | KeyObject, value: string): string {
  return createHmac('sha256', key).update(value).digest('base64url');
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A uniformly random numeric code, e.g. 6 digits for the sign-in code. */
export function randomDigits(length: number): string {
  return String(randomInt(0, 10 ** length)).padStart(length, '0');
}
