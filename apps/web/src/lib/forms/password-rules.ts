import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordLength } from '@depot/contracts/auth';

// The password checks of every form that takes one, in a person's words, counted as the server
// counts (characters, not UTF-16 units). Pure, so antd's forms and the plain sign-in forms share them.

export const NEW_PASSWORD_HELP = `At least ${PASSWORD_MIN_LENGTH} characters. A passphrase of a few words works well.`;

/** A new password's problem, if it has one. */
export function newPasswordProblem(value: string): string | undefined {
  if (!value) return 'Choose a new password.';
  const length = passwordLength(value);
  if (length < PASSWORD_MIN_LENGTH) return `Use at least ${PASSWORD_MIN_LENGTH} characters.`;
  if (length > PASSWORD_MAX_LENGTH) return `Use at most ${PASSWORD_MAX_LENGTH} characters.`;
  return undefined;
}

/** The repeated new password's problem, if it has one. */
export function confirmationProblem(value: string, password: string): string | undefined {
  if (!value) return 'Type the new password again.';
  return value === password ? undefined : 'The two passwords differ.';
}

/** A password the person already has: present, and no longer than any password can be. */
export function currentPasswordProblem(value: string, missing: string): string | undefined {
  if (!value) return missing;
  return passwordLength(value) > PASSWORD_MAX_LENGTH
    ? `Passwords are at most ${PASSWORD_MAX_LENGTH} characters.`
    : undefined;
}
