import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { auditLog } from '../db/schema/audit.ts';
import { fileApp } from '../test/file-app.ts';
import { countWithLimit, EXACT_COUNT_LIMIT } from './count.ts';

const { app } = fileApp({ signIn: false });
beforeAll(async () => {
  await app.database.db.execute(sql`
    insert into audit_log (action, entity, entity_id, at)
    select 'update', case when i <= 25 then 'role' else 'team-member' end, 'EMP-' || i, now() - i * interval '1 minute'
    from generate_series(1, ${EXACT_COUNT_LIMIT + 2000}) as i`);
  await app.database.db.execute(sql`analyze audit_log`);
});

describe('countWithLimit', () => {
  test('is exact up to the limit', async () => {
    const rows = app.database.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(eq(auditLog.entity, 'role'));
    expect(await countWithLimit(app.database.db, rows)).toEqual({ total: 25 });
  });

  test('past the limit gives the planner’s estimate, flagged, never below what it counted', async () => {
    const rows = app.database.db.select({ id: auditLog.id }).from(auditLog);
    const counted = await countWithLimit(app.database.db, rows);
    expect(counted.totalIsEstimate).toBe(true);
    expect(counted.total).toBeGreaterThan(EXACT_COUNT_LIMIT);
    // After ANALYZE the estimate of a plain scan is close to the truth.
    expect(Math.abs(counted.total - (EXACT_COUNT_LIMIT + 2000))).toBeLessThan(1500);
  });
});
