/**
 * Node's flags for the server, wherever a process of it is started: `npm start` and the other
 * npm scripts write them out (scripts/server-flags.test.ts holds them to these), the tests and
 * benchmarks that spawn the server take them from here.
 * - V8's young generation capped at 16 MB a half: left to size it from a large machine's
 *   memory, Node grows it during the first start's work and keeps about 100 MB it no longer
 *   needs (docs/decisions/0019).
 * - No allocation-site pretenuring: V8 may otherwise decide, during a long export, to allocate
 *   the database driver's rows straight into its old generation, which then grows by about
 *   100 MB a second (docs/decisions/0030).
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=16', '--no-allocation-site-pretenuring'];
