import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { repositoryRoot } from './paths.ts';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** An address, or a network in CIDR notation (10.0.0.0/8, fd00::/8). */
function isAddressOrNetwork(value: string): boolean {
  const [address = '', bits, ...rest] = value.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const size = Number(bits);
  return /^\d{1,3}$/.test(bits) && size <= (version === 4 ? 32 : 128);
}

const trustProxyMessage =
  'must be false, the number of proxies in front of the server (1), or their addresses (10.0.0.5,10.1.0.0/16)';

/**
 * Which peers may speak for the client in X-Forwarded-For: nobody (false), the nearest N hops,
 * or named addresses and networks. A bare "true" would believe any client's header.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((value, context): false | number | string[] => {
    if (['false', '0', 'no'].includes(value)) return false;
    if (/^\d{1,2}$/.test(value)) return Number(value);
    const addresses = value.split(',').map((part) => part.trim());
    if (addresses.every(isAddressOrNetwork)) return addresses;
    context.addIssue({ code: 'custom', message: trustProxyMessage });
    return z.NEVER;
  });

const configSchema = z.object({
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce
    .number({ error: 'must be a whole number between 0 and 65535' })
    .int('must be a whole number between 0 and 65535')
    .min(0, 'must be a whole number between 0 and 65535')
    .max(65535, 'must be a whole number between 0 and 65535')
    .default(3000),
  /** Where the embedded database (and later generated keys) live; "memory://" keeps it in memory. */
  DATA_DIR: z.string().min(1).default('./data'),
  /**
   * Memory the embedded database keeps for the pages it read last (its shared buffers), in MiB.
   * Less starts it sooner and holds less memory; more keeps more of a large database at hand.
   */
  DATA_CACHE_MB: z.coerce
    .number({ error: 'must be a whole number of MiB between 8 and 16384' })
    .int('must be a whole number of MiB between 8 and 16384')
    .min(8, 'must be a whole number of MiB between 8 and 16384')
    .max(16_384, 'must be a whole number of MiB between 8 and 16384')
    .default(128),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  SEED_DEMO: booleanFlag.default(true),
  ADMIN_EMAIL: z.email('must be an email address').toLowerCase().optional(),
  ADMIN_PASSWORD: z
    .string()
    .min(12, 'must be at least 12 characters')
    .max(128, 'must be at most 128 characters')
    .optional(),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  /** The built web app the server hands out; absent means API only. */
  WEB_DIST_DIR: z.string().min(1).default(path.join(repositoryRoot, 'apps/web/dist')),
  /** Largest request body accepted, in bytes. */
  BODY_LIMIT: z.coerce.number().int().min(1024, 'must be at least 1024 bytes').default(1_048_576),
  /** The reverse proxies whose X-Forwarded-* headers are believed (see trustProxy). */
  TRUST_PROXY: trustProxy.default(false),
  /** Key signing access and permissions tokens; generated under DATA_DIR when unset. Set it when several processes serve one database. */
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Mail goes out over SMTP when set (smtp://user:pass@host:587 or smtps://…); otherwise to the outbox and the log. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Depot <no-reply@depot.local>'),
  /** Address people reach the console at, used in mailed links; defaults to the listening address. */
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .transform((value) => value.replace(/\/+$/, ''))
    .optional(),
  /**
   * Sign-in and code attempts one IP address may make in 15 minutes. An office or warehouse
   * behind one public address signs many people in; raise it there.
   */
  SIGN_IN_LIMIT_PER_IP: z.coerce
    .number({ error: 'must be a whole number of at least 1' })
    .int('must be a whole number of at least 1')
    .min(1, 'must be a whole number of at least 1')
    .default(100),
  /**
   * Requests answered at once past which more are answered 503 with Retry-After: each waits for
   * a database connection, so a longer queue only delays every answer.
   */
  MAX_REQUESTS_IN_FLIGHT: z.coerce
    .number({ error: 'must be a whole number of at least 1' })
    .int('must be a whole number of at least 1')
    .min(1, 'must be a whole number of at least 1')
    .default(1000),
  /**
   * Event-loop lag, in ms, past which requests are answered 503 with Retry-After instead of
   * queueing behind the work already taken.
   */
  SHED_EVENT_LOOP_DELAY_MS: z.coerce
    .number({ error: 'must be a whole number of milliseconds, at least 10' })
    .int('must be a whole number of milliseconds, at least 10')
    .min(10, 'must be a whole number of milliseconds, at least 10')
    .default(1000),
  /** How long in-flight requests may take to finish on shutdown. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
});

export type Config = z.infer<typeof configSchema>;

/** A bad environment value; its message names every offending variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment once at boot. Nothing else reads process.env. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const known = Object.fromEntries(
    Object.keys(configSchema.shape)
      .map((key) => [key, env[key]])
      .filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = configSchema.safeParse(known);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const name = String(issue.path[0]);
    // Values that may hold a secret are never echoed.
    const secret = /PASSWORD|SECRET|DATABASE_URL|SMTP_URL/.test(name);
    const shown = secret ? '' : ` (got "${known[name]}")`;
    return `  ${name}: ${issue.message}${shown}`;
  });
  throw new ConfigError(
    `Depot cannot start: fix these environment variables:\n${lines.join('\n')}`,
  );
}
