import { createServer } from 'node:http';
import pg from 'pg';
import { pageRunner, type StatementShape } from './list-page.ts';

// The floor for a list page answered over HTTP on this machine: for every request, the very
// statements the server runs for it (the session's lookup, then the page beside its total), on
// a pool as large as the server's, each row as the driver makes it, written as JSON. No
// framework, no token, no validation, no mapping: what any Node HTTP server answering that SQL
// must spend at least. PostgreSQL only (DATABASE_URL); the statements come in FLOOR_STATEMENTS.

type Statement = { text: string; values: unknown[]; name?: string };
const { session, page, shape } = JSON.parse(process.env.FLOOR_STATEMENTS ?? '{}') as {
  session: Statement[];
  page: Statement[];
  shape?: StatementShape;
};
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const runPage = pageRunner((statement: Statement) => pool.query(statement), session, page, shape);

async function answer() {
  const { rows, count } = await runPage();
  return JSON.stringify({ data: { items: rows.rows, total: count?.rows[0] } });
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
