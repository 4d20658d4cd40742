import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI generated from the routes' zod schemas; the UI at /api/docs, the document at /api/docs/json. */
export async function registerDocs(app: FastifyInstance, version: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: 'Tevila API', description: 'Booking, payment and operations of a mikvah.', version },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          // A staff sign-in halfway through: the mfa_token the password grant answered.
          mfaToken: { type: 'http', scheme: 'bearer', description: 'the mfa_token of a staff sign-in' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    // No call to the public validator badge: the page stays within 'self' like the rest of the site.
    uiConfig: { validatorUrl: null },
  });
}
