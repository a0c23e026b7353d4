import { openGeneratedData } from './at-scale.ts';
import { measure, printTable } from './load.ts';

// The dashboard's two views over the generated data set (a million orders by default), against
// the same server's health check as the baseline measured in the same run. Run it after
// `bench:generate` into the same database, or alone on an empty one (it generates first, at
// SCALE): `bash scripts/pg-temp.sh npm run bench:dashboard` on PostgreSQL, or
// `DATA_DIR=/tmp/depot-bench npm run bench:dashboard` on the embedded database. Load stays on
// 127.0.0.1.

/** The goal: every dashboard answer under this p95 at a million orders. */
const GOAL_P95_MS = 50;

const data = await openGeneratedData({
  // The operator's calendar, as the database counts it.
  before: async ({ client }) => {
    const [clock] = (
      await client.query(
        `select ((now() at time zone 'Asia/Kolkata')::date - 29)::text as "thirtyDaysAgo",
           (date_trunc('month', (now() at time zone 'Asia/Kolkata')::date) - interval '11 months')::date::text as "yearAgo",
           (now() at time zone 'Asia/Kolkata')::date::text as "todayText"`,
      )
    ).rows;
    return clock as { thirtyDaysAgo: string; yearAgo: string; todayText: string };
  },
});
try {
  const { server, auth, prepared: clock } = data;
  const api = `${server.url}/api/v1/admin/dashboard`;

  const results = [
    await measure('baseline: GET /health (1 query)', `${server.url}/api/v1/health`, auth),
    await measure('dashboard business', `${api}/business`, auth),
    await measure(
      'analytical, 30 days daily',
      `${api}/analytical?from=${clock.thirtyDaysAgo}&to=${clock.todayText}&granularity=day`,
      auth,
    ),
    await measure(
      'analytical, 12 months monthly',
      `${api}/analytical?from=${clock.yearAgo}&to=${clock.todayText}&granularity=month`,
      auth,
    ),
  ];
  printTable(`Dashboard over ${data.describe}`, results);
  const over = results.slice(1).filter((row) => row.p95 >= GOAL_P95_MS || row.errors > 0);
  console.log(
    over.length === 0
      ? `\nEvery dashboard answer is under ${GOAL_P95_MS} ms at p95.`
      : `\nOver ${GOAL_P95_MS} ms at p95 or failing: ${over.map((row) => row.name).join(', ')}`,
  );
} finally {
  await data.close();
}
