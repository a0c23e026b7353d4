/**
 * Bulk creation of locations by pattern: "A-01-01" to "A-10-05" names every code whose numbers
 * lie between the two, each part counting on its own (aisle 01 to 10, then bin 01 to 05 within
 * each), the last part fastest — the order a person walks a rack. Letters and dashes must be the
 * same in both codes; numbers keep the width they were written with ("01", not "1").
 */

/** Most locations one request may create. */
export const MAX_PATTERN_LOCATIONS = 10_000;

type Part =
  | { kind: 'text'; value: string }
  | { kind: 'number'; from: number; to: number; width: number };

export type LocationPattern = {
  /** How many codes the pattern names. */
  count: number;
  first: string;
  last: string;
  /** Every code in order; only when there are at most `MAX_PATTERN_LOCATIONS`. */
  codes: () => string[];
};

export type PatternProblem = { path: 'from' | 'to'; message: string };

const pieces = (code: string) => code.match(/\d+|\D+/g) ?? [];

/** The pattern from `from` to `to`, or why it is not one. */
export function expandLocationPattern(
  from: string,
  to: string,
): { pattern: LocationPattern } | { problem: PatternProblem } {
  const start = pieces(from);
  const end = pieces(to);
  if (start.length !== end.length) {
    return {
      problem: {
        path: 'to',
        message: `${to} is not shaped like ${from}: write both with the same letters and dashes`,
      },
    };
  }
  const parts: Part[] = [];
  for (const [index, piece] of start.entries()) {
    const other = end[index] ?? '';
    const isNumber = /^\d/.test(piece);
    if (!isNumber || !/^\d/.test(other)) {
      if (piece !== other) {
        return {
          problem: {
            path: 'to',
            message: `${to} differs from ${from} at “${other}”: only the numbers may change`,
          },
        };
      }
      parts.push({ kind: 'text', value: piece });
      continue;
    }
    const first = Number(piece);
    const last = Number(other);
    if (last < first) {
      return {
        problem: { path: 'to', message: `${other} in ${to} is below ${piece} in ${from}` },
      };
    }
    parts.push({ kind: 'number', from: first, to: last, width: piece.length });
  }
  const count = parts.reduce(
    (total, part) => (part.kind === 'number' ? total * (part.to - part.from + 1) : total),
    1,
  );
  const codeOf = (numbers: number[]) => {
    let at = 0;
    return parts
      .map((part) => {
        if (part.kind === 'text') return part.value;
        const value = numbers[at++] ?? part.from;
        return String(value).padStart(part.width, '0');
      })
      .join('');
  };
  const ranges = parts.flatMap((part) => (part.kind === 'number' ? [part] : []));
  return {
    pattern: {
      count,
      first: codeOf(ranges.map((range) => range.from)),
      last: codeOf(ranges.map((range) => range.to)),
      codes() {
        if (count > MAX_PATTERN_LOCATIONS) return [];
        const codes: string[] = [];
        const numbers = ranges.map((range) => range.from);
        for (let made = 0; made < count; made++) {
          codes.push(codeOf(numbers));
          // The odometer: the last part turns fastest, and carries into the one before.
          for (let index = ranges.length - 1; index >= 0; index--) {
            const range = ranges[index];
            if (!range) break;
            if ((numbers[index] ?? 0) < range.to) {
              numbers[index] = (numbers[index] ?? 0) + 1;
              break;
            }
            numbers[index] = range.from;
          }
        }
        return codes;
      },
    },
  };
}
