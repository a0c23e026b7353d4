/** "User USR-000001 · profile": the label, the record's id, and the section when the path names one. */
export function entityTitle(label: string, id: string, section?: string): string {
  return section ? `${label} ${id} · ${section}` : `${label} ${id}`;
}
