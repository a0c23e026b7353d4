import { createServer } from 'node:http';
import pg from 'pg';

// The floor for a list page answered over HTTP on this machine: for every request, the very
// statements the server runs for it (the session's lookup, then the page beside its total), on
// a pool as large as the server's, each row as the driver makes it, written as JSON. No
// framework, no token, no validation, no mapping: what any Node HTTP server answering that SQL
// must spend at least. PostgreSQL only (DATABASE_URL); the statements come in FLOOR_STATEMENTS.

type Statement = { text: string; values: unknown[]; name?: string };
const { session, page } = JSON.parse(process.env.FLOOR_STATEMENTS ?? '{}') as {
  session: Statement[];
  page: Statement[];
};
const [first, second, ...rest] = page;
if (!first || !second) throw new Error('a page runs its rows and its count');
const rows: Statement = first;
const count: Statement = second;
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });

async function answer() {
  for (const statement of session) await pool.query(statement);
  const [found, total] = await Promise.all([
    pool.query(rows),
    (async () => {
      const counted = await pool.query(count);
      for (const statement of rest) await pool.query(statement);
      return counted.rows[0];
    })(),
  ]);
  return JSON.stringify({ data: { items: found.rows, total } });
}

const server = createServer((_request, response) => {
  answer().then(
    (body) => {
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      response.end(body);
    },
    (error: unknown) => {
      response.writeHead(500).end(String(error));
    },
  );
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  if (address && typeof address === 'object') {
    console.log(`floor listening at http://127.0.0.1:${address.port}`);
  }
});
process.once('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
