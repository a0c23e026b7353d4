import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { buildApp } from './app.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { DataDirInUseError } from './db/data-dir-lock.ts';

function describeStartupFailure(error: unknown, config: Config | null): string {
  if (error instanceof ConfigError || error instanceof DataDirInUseError) return error.message;
  const code = error instanceof Error && 'code' in error ? String(error.code) : '';
  if (config?.DATABASE_URL && /ECONNREFUSED|ENOTFOUND|ETIMEDOUT|28P01|3D000/.test(code)) {
    return `Depot cannot reach the PostgreSQL database given in DATABASE_URL (${code}). Check that the server is running and the URL is right.`;
  }
  if (code === 'EADDRINUSE') {
    return `Port ${config?.PORT} on ${config?.HOST} is already in use. Stop the other program or set PORT to a free port.`;
  }
  return `Depot failed to start: ${error instanceof Error ? error.message : String(error)}`;
}

function printWelcome(app: FastifyInstance, config: Config, url: string) {
  const lines = [
    ``,
    `  Depot is running at ${url}`,
    `  Database: ${app.database.engine} (${app.database.location})`,
  ];
  const firstRun = app.firstRun;
  if (firstRun) {
    lines.push(`  Sign in at ${url}/login as ${firstRun.adminEmail}`);
    lines.push(
      firstRun.generatedPassword
        ? `  with the password ${firstRun.generatedPassword}  (shown only this once: change it under Setting)`
        : '  with the password given in ADMIN_PASSWORD.',
    );
    if (firstRun.demo) lines.push('  Sample data was loaded (SEED_DEMO=false starts empty).');
    if (!config.SMTP_URL) {
      lines.push(
        '  No SMTP_URL: sign-in codes and links are printed in this log ("mail not sent").',
      );
    }
  } else {
    lines.push(`  Sign in at ${url}/login with your account.`);
  }
  lines.push('');
  // The one place that writes to stdout directly: the welcome is for the person, not the log.
  // It goes through the log's own stream, which writes asynchronously, so that it comes after
  // what was logged before it (the first start's mail lines) instead of overtaking them.
  const stream = (app.log as unknown as Record<symbol, { write?: (text: string) => void }>)[
    pino.symbols.streamSym
  ];
  if (stream?.write) stream.write(`${lines.join('\n')}\n`);
  else console.info(lines.join('\n'));
}

async function main() {
  let config: Config | null = null;
  let app: FastifyInstance | null = null;
  try {
    config = loadConfig();
    app = await buildApp(config);
    await app.listen({ host: config.HOST, port: config.PORT });
  } catch (error) {
    console.error(describeStartupFailure(error, config));
    // The database was made before the port was refused: its generated password is shown now,
    // or never (the next start finds the database and has none to show).
    const firstRun = app?.firstRun;
    if (firstRun?.generatedPassword) {
      console.error(
        `The database was created meanwhile: sign in as ${firstRun.adminEmail} with the password ${firstRun.generatedPassword} (shown only this once).`,
      );
    }
    await app?.close().catch(() => {});
    process.exit(1);
  }

  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const host = config.HOST.includes(':') ? `[${config.HOST}]` : config.HOST;
  // The first check runs before the welcome, so that the mail it sends (printed to the log
  // when there is no SMTP server) does not push the sign-in details out of sight.
  await app.planExpiry.run().catch((error: unknown) => {
    app.log.error({ err: error }, 'the plan expiry check failed');
  });
  await app.mailer.flush();
  printWelcome(app, config, `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`);
  app.planExpiry.start({ firstCheckNow: false });
  app.stockReconciliation.start();
  app.placeCountFolding.start();

  const shutdownTimeout = config.SHUTDOWN_TIMEOUT_MS;
  let closing = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const timer = setTimeout(() => {
      app.log.error('in-flight requests did not finish in time; exiting');
      process.exit(1);
    }, shutdownTimeout);
    timer.unref();
    try {
      await app.close();
      app.log.info('shut down cleanly');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', (signal) => void shutdown(signal));
  process.once('SIGINT', (signal) => void shutdown(signal));
}

await main();
