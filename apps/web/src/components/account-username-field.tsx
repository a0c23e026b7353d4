/**
 * The account's email as a hidden username field, placed before the password fields, so a
 * password manager files the new password under the right account.
 */
export function AccountUsernameField({ email }: { email: string }) {
  return (
    <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
  );
}
