import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id floor: 19 MiB, 2 passes, 1 lane. Algorithm 2 is Argon2id (a const enum the
// package only declares as a type, so its name cannot be imported here).
const options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password);
}

/** A random password for the first administrator when none was configured (~144 bits). */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}
