import { describe, expect, test } from 'vitest';
import { readAhead } from './client.ts';

/** A cursor of `rows` rows read `size` at a time, noting each fetch as it is asked for. */
function cursor(rows: number, size: number, failAt?: number) {
  const asked: number[] = [];
  let position = 0;
  const fetchNext = async () => {
    asked.push(asked.length + 1);
    if (asked.length === failAt) throw new Error('connection lost');
    const batch = Array.from({ length: Math.min(size, rows - position) }, (_, i) => [position + i]);
    position += batch.length;
    return batch;
  };
  return { fetchNext, asked };
}

describe('readAhead', () => {
  test('hands on every batch, asking for the next before handing on this one', async () => {
    const { fetchNext, asked } = cursor(5, 2);
    const seen: { rows: number[]; askedBefore: number }[] = [];
    for await (const batch of readAhead(fetchNext, 2)) {
      seen.push({ rows: batch.map((row) => row[0] as number), askedBefore: asked.length });
    }
    expect(seen).toEqual([
      { rows: [0, 1], askedBefore: 2 },
      { rows: [2, 3], askedBefore: 3 },
      // A short batch is the last: nothing more is asked for.
      { rows: [4], askedBefore: 3 },
    ]);
  });

  test('a cursor that ends on a full batch ends on the empty one after it', async () => {
    const { fetchNext, asked } = cursor(4, 2);
    const batches: unknown[][][] = [];
    for await (const batch of readAhead(fetchNext, 2)) batches.push([...batch]);
    expect(batches).toHaveLength(2);
    expect(asked).toHaveLength(3);
  });

  test('a batch is emptied once the reader asks for the next: it holds no row after its turn', async () => {
    const { fetchNext } = cursor(5, 2);
    const handed: unknown[][][] = [];
    for await (const batch of readAhead(fetchNext, 2)) {
      // Whole while it is the reader's turn…
      expect(batch.length).toBeGreaterThan(0);
      handed.push(batch);
    }
    // …and empty after it, the last short batch included.
    expect(handed).toHaveLength(3);
    expect(handed.map((batch) => batch.length)).toEqual([0, 0, 0]);
  });

  test('a reader that leaves early waits for the read in flight, whose failure goes unheard', async () => {
    const { fetchNext, asked } = cursor(10, 2, 2);
    for await (const batch of readAhead(fetchNext, 2)) {
      expect(batch).toHaveLength(2);
      break;
    }
    expect(asked).toHaveLength(2);
  });

  test('a failed read fails the reader at the batch it would have been', async () => {
    const { fetchNext } = cursor(10, 2, 3);
    const read: number[] = [];
    await expect(
      (async () => {
        for await (const batch of readAhead(fetchNext, 2)) read.push(batch.length);
      })(),
    ).rejects.toThrow('connection lost');
    expect(read).toEqual([2, 2]);
  });

  test('a read ahead that fails while the reader is busy fails the reader, not the process', async () => {
    let asked = 0;
    const fetchNext = async () => {
      asked += 1;
      if (asked === 2) throw new Error('connection lost');
      return [[1], [2]];
    };
    const unhandled: unknown[] = [];
    const note = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', note);
    try {
      const reading = (async () => {
        for await (const _batch of readAhead(fetchNext, 2)) {
          // A slow client: the read ahead fails while this batch is still being written.
          await new Promise((resolve) => setTimeout(resolve, 30));
        }
      })();
      await expect(reading).rejects.toThrow('connection lost');
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', note);
    }
  });
});
