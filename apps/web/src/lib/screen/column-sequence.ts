/** A table column as the person arranged it: its key and whether it is shown. */
export type ColumnSetting = { key: string; visible: boolean };

/** What the chooser needs to know of a column definition. */
export type ColumnDefinition = { key: string; hiddenByDefault?: boolean };

/** The definitions' own order and default visibility: the layout before anyone changes it. */
export function defaultColumnSettings(definitions: readonly ColumnDefinition[]): ColumnSetting[] {
  return definitions.map(({ key, hiddenByDefault }) => ({ key, visible: !hiddenByDefault }));
}

/**
 * The saved layout applied to today's columns: saved columns keep their place and visibility,
 * columns the save does not know (added since) follow at their default, and saved keys that no
 * longer exist are dropped.
 */
export function arrangeColumns(
  definitions: readonly ColumnDefinition[],
  saved: readonly ColumnSetting[],
): ColumnSetting[] {
  const known = new Set(definitions.map((definition) => definition.key));
  const kept = saved.filter((setting) => known.has(setting.key));
  const placed = new Set(kept.map((setting) => setting.key));
  const added = defaultColumnSettings(definitions).filter((setting) => !placed.has(setting.key));
  return [...kept, ...added];
}

/** The layout with the column at `index` moved one place up (-1) or down (+1). */
export function moveColumn(
  settings: readonly ColumnSetting[],
  index: number,
  offset: -1 | 1,
): ColumnSetting[] {
  const target = index + offset;
  const moved = settings[index];
  const displaced = settings[target];
  if (!moved || !displaced) return [...settings];
  const next = [...settings];
  next[index] = displaced;
  next[target] = moved;
  return next;
}

/** The layout with one column shown or hidden. */
export function setColumnVisible(
  settings: readonly ColumnSetting[],
  key: string,
  visible: boolean,
): ColumnSetting[] {
  return settings.map((setting) => (setting.key === key ? { ...setting, visible } : setting));
}
