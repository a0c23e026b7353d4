import type { Executor } from '../../db/client.ts';
import { demoTeam } from '../../db/seed/demo-team.ts';
import { createPutAwayRepository } from './put-away.repository.ts';
import { putAwayAsSuggested } from './put-away.service.ts';

const HOUR = 3_600_000;
/** Receipts approved within this long are still being put away: their tasks stay open. */
const STILL_OPEN = 2 * 24 * HOUR;

/**
 * The sample operator's put-aways: every receipt approved more than two days ago was put into
 * bins by a supervisor a few hours after its approval, each line into the first bin the console
 * suggests (the same SKU's, else an empty one), split where a bin fills up, as the list's
 * "Put away as suggested" does. The receipts of
 * the last two days wait on the put-away list; so do the SKUs an adjustment corrected in the
 * receiving area, whose counts a supervisor is still checking. Each goes through the stock
 * module, dated when it happened, so the ledger still adds up.
 */
export async function seedDemoPutAway(tx: Executor): Promise<void> {
  const repository = createPutAwayRepository(tx);
  const supervisors = await repository.activeMembers(
    demoTeam.filter((member) => member.roleKey === 'warehouse-supervisor').map((m) => m.email),
  );
  const corrected = await repository.adjustedSkus();
  const now = Date.now();
  const tasks = [];
  for await (const batch of repository.exportBatches({ state: 'open', sort: 'approvedAt' }, 500)) {
    tasks.push(...batch);
  }
  for (const [index, task] of tasks.entries()) {
    const approved = task.approvedAt.getTime();
    if (now - approved < STILL_OPEN || corrected.has(task.skuId)) continue;
    const memberId =
      supervisors.length > 0 ? (supervisors[index % supervisors.length] ?? null) : null;
    await putAwayAsSuggested(tx, {
      id: task.id,
      memberId,
      at: (split) => new Date(Math.min(approved + (2 + split) * HOUR, now - HOUR)),
    });
  }
}
