/**
 * A status filter's choices, in the order and words an area declares its statuses
 * (`defineArea`): the one place each status's label is kept.
 */
export function statusOptionsOf<const Value extends string>(statuses: {
  values: readonly Value[];
  labels: Readonly<Record<Value, string>>;
}): { value: Value; label: string }[] {
  return statuses.values.map((value) => ({ value, label: statuses.labels[value] }));
}
