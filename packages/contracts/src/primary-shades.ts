/** The ten shade variables of docs/BEHAVIOUR.md §9, --primary-10 (opacity 0.1) … --primary-100 (opacity 1). */
export const PRIMARY_SHADE_STEPS = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100] as const;
export type PrimaryShadeVariable = `--primary-${(typeof PRIMARY_SHADE_STEPS)[number]}`;

/** Red, green and blue of a "#rrggbb" colour. */
function channelsOf(hex: string): [number, number, number] {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`"${hex}" is not a colour like #2563eb.`);
  const [, red = '0', green = '0', blue = '0'] = match;
  return [Number.parseInt(red, 16), Number.parseInt(green, 16), Number.parseInt(blue, 16)];
}

/** docs/BEHAVIOUR.md §9: the primary colour spread into ten shades of opacity 0.1 to 1, as CSS variables. */
export function primaryShades(hex: string): ReadonlyArray<readonly [PrimaryShadeVariable, string]> {
  const [red, green, blue] = channelsOf(hex);
  return PRIMARY_SHADE_STEPS.map(
    (step) =>
      [`--primary-${step}` as const, `rgba(${red}, ${green}, ${blue}, ${step / 100})`] as const,
  );
}
