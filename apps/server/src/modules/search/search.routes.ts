import { searchEndpoints } from '@depot/contracts/search';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../lib/actor.ts';
import { defineModule } from '../../lib/modules.ts';
import { route } from '../../lib/route.ts';
import type { SearchService } from './search.service.ts';
import { createSearchService } from './search.service.ts';

export function searchRoutes(service: SearchService): FastifyPluginAsync {
  return async (app) => {
    route(app, searchEndpoints.search, (request) =>
      service.search(actorOf(request), request.query),
    );
  };
}

declare module '../../lib/modules.ts' {
  interface Services {
    search: SearchService;
  }
}

export const searchModule = defineModule({
  name: 'search',
  create: ({ use }) =>
    createSearchService({
      users: use('users'),
      team: use('team'),
      packages: use('packages'),
      zones: use('zones'),
      shipments: use('shipments'),
      receiving: use('receiving'),
      orders: use('orders'),
      warehouses: use('warehouses'),
      locations: use('locations'),
    }),
  routes: (search) => searchRoutes(search),
});
