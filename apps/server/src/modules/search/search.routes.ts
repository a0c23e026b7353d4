import { searchEndpoints } from '@depot/contracts/search';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../lib/actor.ts';
import { route } from '../../lib/route.ts';
import type { SearchService } from './search.service.ts';

export function searchRoutes(service: SearchService): FastifyPluginAsync {
  return async (app) => {
    route(app, searchEndpoints.search, (request) =>
      service.search(actorOf(request), request.query),
    );
  };
}
