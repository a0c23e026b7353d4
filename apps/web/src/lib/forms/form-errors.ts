import { apiErrorMessage, describeApiError } from '../api/api-client.ts';
import { fieldOfPath } from './nested-field-errors.ts';

/**
 * The server's field problems (`details[].path`) that belong to one of `fieldNames`, shaped for
 * antd's `form.setFields`, so each message appears under the field it is about.
 */
export function serverFieldErrors<Name extends string>(
  error: unknown,
  fieldNames: readonly Name[],
): { name: Name; errors: string[] }[] {
  return fieldNames.flatMap((name) => {
    const errors = describeApiError(error)
      .details.filter((detail) => detail.path === name)
      .map((detail) => detail.message);
    return errors.length > 0 ? [{ name, errors }] : [];
  });
}

/** The same problems as one message per field, for the plain forms of the sign-in screens. */
export function serverFieldMessages<Name extends string>(
  error: unknown,
  fieldNames: readonly Name[],
): Partial<Record<Name, string>> {
  return Object.fromEntries(
    serverFieldErrors(error, fieldNames).map(({ name, errors }) => [name, errors.join(' ')]),
  ) as Partial<Record<Name, string>>;
}

/**
 * What a failed submission should say above the form: the server's words, unless every problem
 * it named is about one of the form's fields and so shows beside that field instead. Field
 * names may be nested patterns ("rates.*.perKg"), as `nestedFieldErrors` takes them.
 */
export function requestErrorMessage(
  error: Error | null,
  fieldNames: readonly string[] = [],
): string | null {
  if (!error) return null;
  const { details } = describeApiError(error);
  const shownOnFields =
    details.length > 0 && details.every((detail) => fieldOfPath(detail.path, fieldNames) !== null);
  return shownOnFields ? null : apiErrorMessage(error);
}
