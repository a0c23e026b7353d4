import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import {
  createJsonSchemaTransform,
  createJsonSchemaTransformObject,
} from 'fastify-type-provider-zod';
import { answeredOnly, documentSchemas } from '../lib/document-schemas.ts';

/**
 * OpenAPI 3.1 generated from the routes' zod schemas; browsable at /api/docs. Schemas named in
 * `documentSchemas` (the error body every failure answers) are written once under
 * components and referred to, rather than copied into each of a thousand-odd answers.
 */
export async function registerOpenApi(app: FastifyInstance, version: string) {
  const withComponents = createJsonSchemaTransformObject({ schemaRegistry: documentSchemas });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Depot API',
        description:
          'Administration API of Depot, a warehouse and order-management console. Every answer is `{ data }` or `{ error: { code, message, details? } }`.',
        version,
        license: { name: 'MIT', identifier: 'MIT' },
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: createJsonSchemaTransform({ schemaRegistry: documentSchemas }),
    transformObject: (document) => {
      const object = withComponents(document);
      // The plugin writes each named schema twice, as sent and as answered; these are only ever
      // answered, and an unused component is a fault of the document.
      const schemas = 'components' in object ? object.components?.schemas : undefined;
      if (schemas) for (const name of answeredOnly) delete schemas[`${name}Input`];
      return object;
    },
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    // No calls to the public validator service: the console works offline.
    uiConfig: { validatorUrl: null, deepLinking: true },
  });
}
