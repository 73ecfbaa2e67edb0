import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { SESSION_COOKIE } from '../../contract/limits.ts';
import { SESSION_SECURITY } from '../http/route.ts';

/**
 * OpenAPI generated from the same zod schemas that validate requests, served at /api/docs; each
 * route's answers, limits and security come from `addRoute` (`http/route.ts`).
 */
export const openapiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Roamly API', version: '1.0.0', description: 'The travel social network API' },
      components: {
        securitySchemes: {
          // The session cookie set by sign-in (HttpOnly, SameSite=Lax, Secure under https).
          [SESSION_SECURITY]: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
});
