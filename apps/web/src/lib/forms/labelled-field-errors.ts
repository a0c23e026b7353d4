import { serverFieldErrors } from './form-errors.ts';

/**
 * The server's field problems for antd's `form.setFields`, each a sentence: a message that
 * continues its field's name ("is already used by another team member") is prefixed with the
 * label, so the field reads "Email is already used by another team member".
 */
export function labelledFieldErrors<Name extends string>(
  error: unknown,
  labels: Record<Name, string>,
): { name: Name; errors: string[] }[] {
  const names = Object.keys(labels).filter((name): name is Name => name in labels);
  return serverFieldErrors(error, names).map(({ name, errors }) => ({
    name,
    errors: errors.map((message) =>
      /^[a-z]/.test(message) ? `${labels[name]} ${message}` : message,
    ),
  }));
}
