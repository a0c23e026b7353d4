import { serverFieldErrors } from '@/lib/forms/form-errors.ts';

/**
 * update-accounts-details names a bad field by its place in the body ("organization.taxId"); a
 * form holds one section's fields by their own names ("taxId"). Maps one to the other for
 * antd's `form.setFields`.
 */
export function sectionFieldErrors<Name extends string>(
  error: unknown,
  section: 'profile' | 'organization',
  fieldNames: readonly Name[],
): { name: Name; errors: string[] }[] {
  const byPath = new Map(fieldNames.map((name) => [`${section}.${name}`, name] as const));
  return serverFieldErrors(error, [...byPath.keys()]).flatMap(({ name: path, errors }) => {
    const name = byPath.get(path);
    return name ? [{ name, errors }] : [];
  });
}

/** The body paths of a section's fields, for RequestError to leave them to the form. */
export function sectionPaths(section: 'profile' | 'organization', fieldNames: readonly string[]) {
  return fieldNames.map((name) => `${section}.${name}`);
}
