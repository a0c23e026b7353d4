/** One end of a pair: a bin, and the balance of the pair's SKU in it. */
export type PairEnd = { balanceId: number; id: number; code: string };

/**
 * Two bins of one warehouse holding one client's SKU, which the posting benchmark moves a unit
 * between, back and forth. `busy` while a movement is under way on it: no two movements at once
 * touch the same balance.
 */
export type Pair = {
  userId: number;
  userCode: string;
  warehouseId: number;
  warehouseCode: string;
  skuId: number;
  skuCode: string;
  ends: [PairEnd, PairEnd];
  /** The next movement goes from the first end to the second. */
  forward: boolean;
  busy: boolean;
};

let cursor = 0;

/**
 * The next pair no movement is using, taken in turn round the list, marked busy: with many more
 * pairs than movements under way, each is back long before its turn comes again.
 */
export function nextPair<T extends { busy: boolean }>(pairs: readonly T[]): T {
  for (let tries = 0; tries < pairs.length; tries++) {
    const pair = pairs[cursor];
    cursor = (cursor + 1) % pairs.length;
    if (pair && !pair.busy) {
      pair.busy = true;
      return pair;
    }
  }
  throw new Error('every pair is in use: give the benchmark more pairs than movements at once');
}
