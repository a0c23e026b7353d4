import { describeApiError } from '../api/api-client.ts';

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
