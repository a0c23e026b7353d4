import type { ImportResult } from '@depot/contracts/import';
import { describe, expect, test } from 'vitest';
import { formatCount } from '@/lib/format/format.ts';
import { PartFailed, partLabel, partsOf, sendInParts } from './import-parts.ts';

type Row = { line: number; code: string };
const rowsOf = (count: number): Row[] =>
  Array.from({ length: count }, (_, index) => ({ line: index + 2, code: `C-${index}` }));

/** What the server answers a part: every row sound, or the rows named rejected. */
const answer = (rows: Row[], dryRun: boolean, rejected: number[] = []): ImportResult => ({
  dryRun,
  rows: rows.length,
  created: dryRun ? 0 : rows.length - rejected.length,
  firstCode: dryRun ? null : (rows[0]?.code ?? null),
  lastCode: dryRun ? null : (rows.at(-1)?.code ?? null),
  problems: rejected.map((row) => ({ row, column: 'Code', message: 'wrong' })),
  problemCount: rejected.length,
  rejectedRows: rejected.map((row) => ({ row, reason: 'Code: wrong' })),
});

describe('a file sent in parts', () => {
  test('is split in consecutive parts of at most the rows one request takes', () => {
    const parts = partsOf(rowsOf(25), 10);
    expect(parts.map((part) => part.rows.length)).toEqual([10, 10, 5]);
    expect(parts.map((part) => part.before.length)).toEqual([0, 10, 20]);
    expect(partsOf(rowsOf(3), 10)).toHaveLength(1);
    expect(partLabel(partsOf(rowsOf(100_000), 10_000)[2] as never, 100_000, formatCount)).toBe(
      `rows ${formatCount(20_001)}–${formatCount(30_000)} of ${formatCount(100_000)}`,
    );
  });

  test('a dry run checks every part in order, each after the first told of the rows above', async () => {
    const sent: { rows: number; first: number; earlier?: unknown }[] = [];
    const progress: string[] = [];
    const result = await sendInParts<Row>({
      rows: rowsOf(25),
      maxRows: 10,
      dryRun: true,
      send: async (body) => {
        sent.push({
          rows: body.rows.length,
          first: body.rows[0]?.line ?? 0,
          earlier: body.earlier,
        });
        return answer(body.rows, true, body.rows[0]?.line === 2 ? [3] : []);
      },
      extra: (part, rejected) => ({
        earlier: { above: part.before.length, rejected: [...rejected] },
      }),
      onProgress: (part, share) => progress.push(`${part.index}:${share.toFixed(1)}`),
    });
    expect(sent).toEqual([
      { rows: 10, first: 2, earlier: undefined },
      { rows: 10, first: 12, earlier: { above: 10, rejected: [3] } },
      { rows: 5, first: 22, earlier: { above: 20, rejected: [3] } },
    ]);
    expect(progress).toEqual(['0:0.0', '1:0.3', '2:0.7']);
    expect(result).toMatchObject({ dryRun: true, rows: 25, problemCount: 1 });
    expect(result.rejectedRows).toEqual([{ row: 3, reason: 'Code: wrong' }]);
  });

  test('an import sends no word of earlier parts: they are written by then', async () => {
    const bodies: object[] = [];
    const result = await sendInParts<Row>({
      rows: rowsOf(15),
      maxRows: 10,
      dryRun: false,
      skipRejectedRows: true,
      send: async (body) => {
        bodies.push(Object.keys(body));
        return answer(body.rows, false);
      },
      extra: () => ({ earlier: [] }),
      onProgress: () => undefined,
    });
    expect(bodies).toEqual([
      ['rows', 'dryRun', 'skipRejectedRows'],
      ['rows', 'dryRun', 'skipRejectedRows'],
    ]);
    expect(result).toMatchObject({ created: 15, firstCode: 'C-0', lastCode: 'C-14' });
  });

  test('a later part refused stops the import, saying what the parts before it wrote', async () => {
    const refusal = new Error('refused');
    const failing = sendInParts<Row>({
      rows: rowsOf(25),
      maxRows: 10,
      dryRun: false,
      send: async (body) => {
        if (body.rows[0]?.line === 22) throw refusal;
        return answer(body.rows, false);
      },
      onProgress: () => undefined,
    });
    const error = await failing.catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(PartFailed);
    const failed = error as PartFailed;
    expect(failed.written).toMatchObject({ created: 20, firstCode: 'C-0', lastCode: 'C-19' });
    expect(failed.part.before).toHaveLength(20);
    expect(failed.cause).toBe(refusal);
    // The first part refused is the answer as it is: nothing was written.
    const first = sendInParts<Row>({
      rows: rowsOf(5),
      maxRows: 10,
      dryRun: false,
      send: async () => {
        throw refusal;
      },
      onProgress: () => undefined,
    });
    await expect(first).rejects.toBe(refusal);
  });
});
