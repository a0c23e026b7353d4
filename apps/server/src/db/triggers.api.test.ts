import { sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { fileApp } from '../test/file-app.ts';
import { executeRows } from './client.ts';

// The summaries the database keeps are moved by statement-level triggers from the statement's
// transition tables. A static statement in PL/pgSQL is planned once per session and keeps the
// estimate of the first call's rows, so pairing old and new rows there turns one bulk update
// into a nested loop over both.

const { app } = fileApp({ signIn: false });

/** Text outside `$q$ … $q$` (a dynamic statement, planned on each call). */
const staticText = (source: string) => source.replace(/\$q\$[\s\S]*?\$q\$/g, '');
const pairsTransitionTables = /\b(old_rows|new_rows)\b[^;]*\bjoin\s+(old_rows|new_rows)\b/i;

describe('the triggers that keep summaries', () => {
  test('pair an update’s old and new rows only in statements planned on each call', async () => {
    const functions = await executeRows(
      app.database.db,
      sql`select p.proname as name, p.prosrc as source from pg_proc p
          join pg_namespace n on n.oid = p.pronamespace
          where n.nspname = 'public' and p.prorettype = 'trigger'::regtype`,
    );
    const sources = functions as { name: string; source: string }[];
    expect(sources.map((f) => f.name)).toContain('status_summaries');
    expect(
      sources.some((f) => pairsTransitionTables.test(f.source)),
      'the check finds a pairing',
    ).toBe(true);
    const pairing = sources.filter((f) => pairsTransitionTables.test(staticText(f.source)));
    expect(pairing.map((f) => f.name)).toEqual([]);
  });

  test('count statuses exactly after one statement changes thousands of them', async () => {
    const db = app.database.db;
    await db.execute(sql`
      insert into users (code, business_name, contact_name, email, phone, phone_country,
        address_line1, city, state_code, country_code, postal_code, timezone, currency, status)
      select 'USR-' || lpad(i::text, 6, '0'), 'Business ' || i, 'Contact ' || i,
        'u' || i || '@bulk.test', '+9198' || lpad(i::text, 8, '0'), 'IN', 'Line 1', 'Pune', 'MH',
        'IN', '411001', 'Asia/Kolkata', 'INR', 'active'
      from generate_series(1, 3000) as i`);
    // A one-row update first, as a session's first call would be, then a bulk one.
    await db.execute(sql`update users set status = 'inactive' where code = 'USR-000001'`);
    await db.execute(
      sql`update users set status = 'inactive' where code like 'USR-%' and right(code, 1) in ('2', '4')`,
    );
    await db.execute(sql`update users set city = 'Mumbai' where code like 'USR-%'`);
    const kept = await executeRows(
      db,
      sql`select status, count::int as count from status_counts where entity = 'users' and count <> 0 order by status`,
    );
    const counted = await executeRows(
      db,
      sql`select status, count(*)::int as count from users group by status order by status`,
    );
    expect(kept).toEqual(counted);
    expect(counted).toContainEqual({ status: 'inactive', count: 601 });
  });
});
