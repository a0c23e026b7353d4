import { createServer } from 'node:http';

// The floor for any Node HTTP endpoint on this machine: a fixed JSON body, no framework,
// no database. Depot's figures are read against it, measured in the same run.
const body = JSON.stringify({
  data: {
    status: 'ok',
    database: { engine: 'pglite', reachable: true, latencyMs: 0.5 },
    version: '0.0.0',
    uptimeSeconds: 1,
  },
});
const server = createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
  response.end(body);
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  if (address && typeof address === 'object') {
    console.log(`baseline listening at http://127.0.0.1:${address.port}`);
  }
});
process.once('SIGTERM', () => server.close(() => process.exit(0)));
