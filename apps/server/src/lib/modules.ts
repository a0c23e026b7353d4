import type { FastifyBaseLogger, FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Config } from '../config.ts';
import type { Database, DatabaseHandle } from '../db/client.ts';
import type { SampleData } from '../db/seed/initialize.ts';
import type { EventBus } from './events.ts';
import type { Mailer } from './mailer.ts';

/**
 * Each module's service by the module's name. A module adds its own entry where it is defined:
 *
 *     declare module '../../lib/modules.ts' {
 *       interface Services { zones: ZonesService }
 *     }
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by each module's declaration.
export interface Services {}

/** What every module is built from: the server's shared parts, and the other modules' services. */
export type ModuleContext = {
  app: FastifyInstance;
  config: Config;
  database: DatabaseHandle;
  db: Database;
  events: EventBus;
  logger: FastifyBaseLogger;
  mailer: Mailer;
  signingKey: Uint8Array;
  /** The address links in mail point to. */
  publicUrl: () => string;
  /** The server's version, as its package says. */
  version: string;
  /** Another module's service, built on first use. */
  use: <Name extends keyof Services>(name: Name) => Services[Name];
};

/**
 * A module of the server, declared once where it lives: how its service is built from the
 * context (other modules' services by name, in any order), and the endpoints it serves.
 */
export type ModuleDefinition<Name extends keyof Services = keyof Services> = {
  name: Name;
  create: (context: ModuleContext) => Services[Name];
  routes?: (service: Services[Name], context: ModuleContext) => FastifyPluginAsync;
  /**
   * The module's part of the sample operator, loaded on a first start with sample data, in the
   * module list's order: a module's sample finds the records of the modules before it.
   */
  sample?: SampleData;
};

/** Declares a module; the name ties it to its entry in `Services`. */
export function defineModule<Name extends keyof Services>(
  module: ModuleDefinition<Name>,
): ModuleDefinition<Name> {
  return module;
}

/** Any module of the list, whatever its name. */
// biome-ignore lint/suspicious/noExplicitAny: a list holds modules of every name.
export type AnyModule = ModuleDefinition<any>;

/**
 * Builds every module's service, each once and before whoever uses it (a module that needs
 * itself, through others, is an error at start-up), in the list's order otherwise.
 */
export function buildModules(
  modules: readonly AnyModule[],
  shared: Omit<ModuleContext, 'use'>,
): ModuleContext {
  const byName = new Map<string, AnyModule>(modules.map((module) => [module.name, module]));
  if (byName.size !== modules.length) throw new Error('two server modules share a name');
  const built = new Map<string, unknown>();
  const building: string[] = [];
  const context: ModuleContext = {
    ...shared,
    use: <Name extends keyof Services>(name: Name): Services[Name] => {
      if (built.has(name)) return built.get(name) as Services[Name];
      const module = byName.get(name);
      if (!module) throw new Error(`no server module is named ${name}`);
      if (building.includes(name)) {
        throw new Error(`server modules need each other: ${[...building, name].join(' → ')}`);
      }
      building.push(name);
      const service = module.create(context);
      building.pop();
      built.set(name, service);
      return service as Services[Name];
    },
  };
  for (const module of modules) context.use(module.name);
  return context;
}

/** Registers each module's endpoints, in the list's order (the API document's order too). */
export async function registerModuleRoutes(
  api: FastifyInstance,
  modules: readonly AnyModule[],
  context: ModuleContext,
): Promise<void> {
  for (const module of modules) {
    if (module.routes) await api.register(module.routes(context.use(module.name), context));
  }
}
