import type { Executor } from '../../db/client.ts';
import { sampleMembersOf } from '../../db/seed/sample-members.ts';
import { createCountsRepository } from './counts.repository.ts';
import { beginCount, countBinIn, postCount, submitCount } from './counts.service.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;

/**
 * The sample operator's cycle counts, as a floor runs them: one posted last week (a supervisor
 * counted, the operations manager approved, a case short and one found), one begun on the wrong
 * rack and rejected, one counted and awaiting the manager's review, and one being counted now. Each step goes through the counts'
 * own functions, dated when it happened, so the ledger still adds up to every balance.
 */
export async function seedDemoCounts(tx: Executor): Promise<void> {
  const repository = createCountsRepository(tx);
  const bins = await repository.quietBins(19);
  const [first] = bins;
  if (!first || bins.length < 19) return;
  const members = await sampleMembersOf(tx, ['warehouse-supervisor', 'operations-manager']);
  const counter = members.get('warehouse-supervisor') ?? null;
  const manager = members.get('operations-manager') ?? null;
  const now = Date.now();
  const plan = [
    {
      bins: bins.slice(0, 8),
      daysAgo: 6,
      note: 'Weekly cycle count, aisle A: fast movers.',
      counted: 8,
      outcome: 'posted',
    },
    {
      bins: bins.slice(14, 19),
      daysAgo: 3,
      note: 'Slow movers, rack C.',
      counted: 0,
      outcome: 'rejected',
    },
    {
      bins: bins.slice(8, 14),
      daysAgo: 1,
      note: 'Recount after the picker reported an empty bin.',
      counted: 6,
      outcome: 'review',
    },
    {
      bins: bins.slice(14, 19),
      daysAgo: 0,
      note: 'Month-end count of the slow movers.',
      counted: 2,
      outcome: 'counting',
    },
  ] as const;
  for (const step of plan) {
    const began = new Date(now - step.daysAgo * DAY - 4 * HOUR);
    const created = await beginCount(tx, {
      warehouseId: first.warehouse_id,
      locations: step.bins.map((bin) => bin.code),
      note: step.note,
      memberId: counter,
      at: began,
    });
    const lines = await repository.linesOf(created.id);
    for (const [index, bin] of step.bins.slice(0, step.counted).entries()) {
      const own = lines.filter((line) => line.locationCode === bin.code);
      await countBinIn(
        tx,
        created.code,
        {
          location: bin.code,
          lines: own.map((line, at) => ({
            userCode: line.userCode,
            sku: line.skuCode,
            lot: line.lot ?? undefined,
            expiresOn: undefined,
            // The first bin is a case short, the third has one unit more than the books.
            counted: line.expected + (at === 0 ? ([-2, 0, 1][index] ?? 0) : 0),
          })),
        },
        { memberId: counter, at: new Date(began.getTime() + (index + 1) * 5 * 60_000) },
      );
    }
    if (step.outcome === 'counting') continue;
    if (step.outcome === 'rejected') {
      await repository.decide(
        created.id,
        { status: 'rejected', comment: 'Begun on the wrong rack: the pick face was meant.' },
        manager,
        new Date(began.getTime() + HOUR),
      );
      continue;
    }
    await submitCount(tx, created.code, {
      memberId: counter,
      at: new Date(began.getTime() + HOUR),
    });
    if (step.outcome === 'posted') {
      await postCount(
        tx,
        {
          id: created.id,
          code: created.code,
          warehouseId: first.warehouse_id,
          createdByMemberId: counter,
        },
        { memberId: manager, at: new Date(began.getTime() + 20 * HOUR) },
      );
    }
  }
}
