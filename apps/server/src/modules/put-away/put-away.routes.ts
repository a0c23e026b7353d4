import { putAwayEndpoints } from '@depot/contracts/put-away';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../lib/actor.ts';
import { defineModule } from '../../lib/modules.ts';
import { download, route } from '../../lib/route.ts';
import { createPutAwayService, type PutAwayService } from './put-away.service.ts';
import { seedDemoPutAway } from './put-away-sample.ts';

export function putAwayRoutes(putAway: PutAwayService): FastifyPluginAsync {
  return async (app) => {
    route(app, putAwayEndpoints.list, (request) => putAway.list(request.query));
    download(app, putAwayEndpoints.export, async (request) => putAway.export(request.query));
    route(app, putAwayEndpoints.get, (request) => putAway.get(request.params.id));
    route(app, putAwayEndpoints.suggestions, (request) => putAway.suggestions(request.params.id));
    route(app, putAwayEndpoints.asSuggested, async (request) => ({
      results: await putAway.asSuggested(actorOf(request), request.body.ids),
    }));
    route(app, putAwayEndpoints.putAway, (request) =>
      putAway.putAway(actorOf(request), request.params.id, request.body),
    );
  };
}

declare module '../../lib/modules.ts' {
  interface Services {
    putAway: PutAwayService;
  }
}

/** Received units moved from the receiving area into bins, through the stock module. */
export const putAwayModule = defineModule({
  name: 'putAway',
  create: ({ db, use }) => createPutAwayService({ db, stock: use('stock') }),
  routes: (putAway) => putAwayRoutes(putAway),
  sample: { name: 'put-aways', load: seedDemoPutAway },
});
