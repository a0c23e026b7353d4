import { dashboardGranularities } from '@depot/contracts/dashboard';
import dayjs from 'dayjs';
import { z } from 'zod';

const day = z.iso.date().optional().catch(undefined);

/**
 * The Analytical view's range and step as the URL holds them. No range means the server's
 * default (the last 30 days); a hand-edited value falls back rather than failing.
 */
export const analyticalSearchSchema = z.object({
  from: day,
  to: day,
  granularity: z.enum(dashboardGranularities).catch('day'),
});
export type AnalyticalSearch = z.output<typeof analyticalSearchSchema>;

export const granularityLabels = { day: 'Day', week: 'Week', month: 'Month' } as const;

export const rangePresets = ['last30', 'last90', 'last12Months', 'thisYear'] as const;
export type RangePreset = (typeof rangePresets)[number];

export const rangePresetLabels: Record<RangePreset, string> = {
  last30: 'Last 30 days',
  last90: 'Last 90 days',
  last12Months: 'Last 12 months',
  thisYear: 'This year',
};

const ISO = 'YYYY-MM-DD';

/** A preset's days, both ends included, counted back from `today` (the browser's calendar). */
export function presetRange(
  preset: RangePreset,
  today: dayjs.Dayjs = dayjs(),
): { from: string; to: string } {
  const to = today.format(ISO);
  switch (preset) {
    case 'last30':
      return { from: today.subtract(29, 'day').format(ISO), to };
    case 'last90':
      return { from: today.subtract(89, 'day').format(ISO), to };
    case 'last12Months':
      return { from: today.subtract(12, 'month').add(1, 'day').format(ISO), to };
    case 'thisYear':
      return { from: today.startOf('year').format(ISO), to };
  }
}

/** The preset a range is, if any; an absent range is the server's default, the last 30 days. */
export function presetOf(
  from: string | undefined,
  to: string | undefined,
): RangePreset | undefined {
  if (!from && !to) return 'last30';
  return rangePresets.find((preset) => {
    const range = presetRange(preset);
    return range.from === from && range.to === to;
  });
}
