import { referenceEndpoints } from '@depot/contracts/reference';
import type { FastifyPluginAsync } from 'fastify';
import { defineModule } from '../../lib/modules.ts';
import { route } from '../../lib/route.ts';
import type { ReferenceService } from './reference.service.ts';
import { createReferenceService } from './reference.service.ts';

export function referenceRoutes(service: ReferenceService): FastifyPluginAsync {
  return async (app) => {
    route(app, referenceEndpoints.countries, () => service.countries());
    route(app, referenceEndpoints.countryCodes, () => service.countryCodes());
    route(app, referenceEndpoints.states, (request) => service.states(request.params.countryCode));
    route(app, referenceEndpoints.currencies, () => service.currencies());
  };
}

declare module '../../lib/modules.ts' {
  interface Services {
    reference: ReferenceService;
  }
}

export const referenceModule = defineModule({
  name: 'reference',
  create: () => createReferenceService(),
  routes: (reference) => referenceRoutes(reference),
});
