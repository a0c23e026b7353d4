/**
 * The key a new role gets from its name, as the server derives it when none is sent:
 * "Warehouse Lead" → "warehouse-lead". Shown while typing the name, and editable.
 */
export function roleKeyFromName(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 50)
    .replace(/-+$/, '');
}
