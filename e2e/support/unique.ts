/**
 * A short tag, in lower-case letters and digits, that no other test of this run or of a
 * parallel worker makes: for the names, emails and keys of records a test makes for itself.
 */
export function uniqueTag(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 36 ** 4).toString(36)}`;
}
