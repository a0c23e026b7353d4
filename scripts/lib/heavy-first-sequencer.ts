import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files whose setup loads the most data, longest first, measured on a two-core machine:
 * generating 100 000 orders for the query plans takes 46 s on PostgreSQL, and run last, as it
 * was, it ran alone while the other worker waited. Set off first, the other files run beside it.
 */
const HEAVY_FIRST = [
  'apps/server/src/db/query-plans.api.test.ts',
  'apps/server/src/server.api.test.ts',
  'apps/server/src/modules/users/user-import.api.test.ts',
  'apps/server/src/db/seed/initialize.api.test.ts',
  'apps/server/src/faults.api.test.ts',
  'apps/server/src/fuzz.api.test.ts',
  'apps/server/src/modules/orders/orders.api.test.ts',
];

function rank(file: TestSpecification): number {
  const index = HEAVY_FIRST.findIndex((path) => file.moduleId.endsWith(path));
  return index === -1 ? HEAVY_FIRST.length : index;
}

/**
 * Vitest's own order (failed first, then the slowest it remembers, which a fresh clone does not),
 * with the heaviest setups at the front; files of other projects keep their order.
 */
export class HeavyFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}
