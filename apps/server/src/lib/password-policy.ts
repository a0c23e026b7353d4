import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordLength } from '@depot/contracts/auth';
import { dictionary } from '@zxcvbn-ts/language-common';
import { AppError } from './app-error.ts';

// Only entries long enough to pass the length rule can matter.
const commonPasswords = new Set(
  dictionary['passwords-common']
    .filter((entry) => entry.length >= PASSWORD_MIN_LENGTH)
    .map((entry) => entry.toLowerCase()),
);

function reject(field: string, message: string): never {
  throw new AppError('PASSWORD_REJECTED', message, [{ path: field, message }]);
}

/**
 * docs/BEHAVIOUR.md §5's rules: 12 to 128 characters, not a common password, no composition rules.
 * Also refuses the person's own email and a single repeated character.
 */
export function assertAcceptablePassword(password: string, email: string, field = 'password') {
  if (passwordLength(password) < PASSWORD_MIN_LENGTH) {
    reject(field, `Use at least ${PASSWORD_MIN_LENGTH} characters.`);
  }
  if (passwordLength(password) > PASSWORD_MAX_LENGTH) {
    reject(field, `Use at most ${PASSWORD_MAX_LENGTH} characters.`);
  }
  const lowered = password.toLowerCase();
  if (commonPasswords.has(lowered) || /^(.)\1+$/u.test(password)) {
    reject(
      field,
      'This password is too common. Choose something harder to guess, like a few unrelated words.',
    );
  }
  if (lowered === email.toLowerCase() || lowered === email.toLowerCase().split('@')[0]) {
    reject(field, 'Do not use your email address as your password.');
  }
}
