import { userPlansEndpoints } from '@depot/contracts/user-plans';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../lib/actor.ts';
import { defineModule } from '../../lib/modules.ts';
import { route } from '../../lib/route.ts';
import type { UserPlansService } from './user-plans.service.ts';
import { createUserPlansService } from './user-plans.service.ts';

export function userPlansRoutes(service: UserPlansService): FastifyPluginAsync {
  return async (app) => {
    route(app, userPlansEndpoints.plan, (request) => service.plan(request.params.code));

    route(app, userPlansEndpoints.changePlan, (request) =>
      service.change(actorOf(request), request.params.code, request.body, request.ip),
    );
  };
}

declare module '../../lib/modules.ts' {
  interface Services {
    userPlans: UserPlansService;
  }
}

export const userPlansModule = defineModule({
  name: 'userPlans',
  create: ({ db, use }) =>
    createUserPlansService({
      db,
      packages: use('packages'),
      transactions: use('transactions'),
      orders: use('orders'),
    }),
  routes: (userPlans) => userPlansRoutes(userPlans),
});
