import { describe, expect, test } from 'vitest';
import { fileApp } from '../test/file-app.ts';
import { selectArrays } from './client.ts';

// The driver's arrays of rows are emptied once their rows are handed on, on either engine: an
// array left whole in V8's old generation keeps every row it points to from dying young.

const { app } = fileApp({ signIn: false });

const series = (to: number) => ({ sql: `select g from generate_series(1, ${to}) g`, params: [] });

describe('rows read from the database', () => {
  test('a cursor’s batch is whole on its turn and empty after it, every row read once', async () => {
    const handed: unknown[][][] = [];
    const read: unknown[] = [];
    for await (const batch of app.database.readCursor(series(5), 2)) {
      expect(batch.length).toBeGreaterThan(0);
      read.push(...batch.map((row) => row[0]));
      handed.push(batch);
    }
    expect(read).toEqual([1, 2, 3, 4, 5]);
    expect(handed.map((batch) => batch.length)).toEqual([0, 0, 0]);
  });

  test('a query read as arrays answers what its mapping made, and leaves the driver’s array empty', async () => {
    let driverRows: unknown[][] = [];
    const values = await selectArrays(app.database.db, { toSQL: () => series(3) }, (rows) => {
      driverRows = rows;
      return rows.map((row) => row[0]);
    });
    expect(values).toEqual([1, 2, 3]);
    expect(driverRows).toEqual([]);
  });
});
