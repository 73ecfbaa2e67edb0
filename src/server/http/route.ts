import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorResponse } from '../../contract/common.ts';
import {
  MAX_PATH_PARAM_LENGTH,
  type RouteDef,
  type RouteOutput,
  type RouteParsed,
} from '../../contract/route.ts';
import { createServiceContext, type ServiceContext, type Viewer } from '../context.ts';
import { unauthorized } from '../http-error.ts';
import { compileFastSerializer } from './fast-serializer.ts';
import { rateLimitFor } from '../plugins/rate-limit.ts';

type AuthMode = 'optional' | 'user';

export type RouteOptions<A extends AuthMode> = {
  /** 'user': members only (401 before the handler runs). Default 'optional'. */
  auth?: A;
  /** Per IP, or per signed-in member with `perMember: true`. */
  rateLimit?: { max: number; windowMs: number; perMember?: boolean };
  /** Smaller body limit than the app's default, in bytes. */
  bodyLimit?: number;
  /**
   * Serialize responses with fast-json-stringify compiled from the route's schemas
   * (`fast-serializer.ts`) instead of zod: for the hot list routes, whose schemas are plain.
   */
  fastSerializer?: boolean;
};

const fastSerializers = new WeakMap<object, (data: unknown) => string>();

function fastSerializerFor(schema: z.ZodType): (data: unknown) => string {
  let serialize = fastSerializers.get(schema);
  if (!serialize) {
    serialize = compileFastSerializer(schema);
    fastSerializers.set(schema, serialize);
  }
  return serialize;
}

export type HandlerArgs<R extends RouteDef, A extends AuthMode> = RouteParsed<R> & {
  ctx: ServiceContext & { viewer: A extends 'user' ? Viewer : Viewer | null };
  request: FastifyRequest;
  reply: FastifyReply;
};

/** A handler returns the success body, or the reply itself when it has answered (redirects). */
export type RouteHandler<R extends RouteDef, A extends AuthMode> = (
  args: HandlerArgs<R, A>,
) => Promise<RouteOutput<R> | FastifyReply>;

/** The OpenAPI security scheme of the session cookie (declared in `plugins/openapi.ts`). */
export const SESSION_SECURITY = 'sessionCookie';

/** 302 answers carry no body; the Location header says where to go. */
const REDIRECT = z.null().describe('Redirect: the Location header names where to go');

type RateLimit = NonNullable<RouteOptions<AuthMode>['rateLimit']>;

function rateLimitDoc(limit: RateLimit) {
  return { max: limit.max, windowMs: limit.windowMs, per: limit.perMember ? 'member' : 'ip' };
}

function windowWords(ms: number): string {
  if (ms % 3_600_000 === 0) return ms === 3_600_000 ? 'hour' : `${ms / 3_600_000} hours`;
  if (ms % 60_000 === 0) return ms === 60_000 ? 'minute' : `${ms / 60_000} minutes`;
  return `${ms / 1000} seconds`;
}

/**
 * Every answer a route can give, for validation of the response and for OpenAPI: the success
 * body (or the 302 of a navigation), the declared errors, and what the options add — 401 for
 * members-only routes, 429 with the real limit for rate-limited ones, 414 for a path parameter
 * longer than the router accepts.
 */
function documentedResponses(route: RouteDef, options: RouteOptions<AuthMode>) {
  const status = route.status ?? 200;
  const response: Record<number, z.ZodType> = {};
  if (route.response) response[status] = route.response;
  else if (status === 302) response[302] = REDIRECT;
  if (route.redirects) response[302] = REDIRECT;
  for (const code of route.errors ?? []) response[code] = ZErrorResponse;
  if (options.auth === 'user') response[401] = ZErrorResponse;
  if (options.rateLimit) {
    const { max, windowMs, perMember } = options.rateLimit;
    response[429] = ZErrorResponse.describe(
      `Too many requests: at most ${max} per ${windowWords(windowMs)} per ${perMember ? 'member' : 'IP address'}`,
    );
  }
  if (route.path.includes(':')) {
    response[414] = ZErrorResponse.describe(
      `A path parameter longer than ${MAX_PATH_PARAM_LENGTH} characters`,
    );
  }
  return response;
}

/**
 * Registers the handler of a contract route: validation, response schema, OpenAPI, rate limit
 * and the signed-in check all come from the one declaration in `src/contract/`.
 */
export function addRoute<R extends RouteDef, A extends AuthMode = 'optional'>(
  app: FastifyInstance,
  route: R,
  options: RouteOptions<A>,
  handler: RouteHandler<R, A>,
): void {
  const status = route.status ?? 200;
  const response = documentedResponses(route, options);

  app.withTypeProvider<ZodTypeProvider>().route({
    method: route.method,
    url: route.path,
    bodyLimit: options.bodyLimit,
    ...(options.rateLimit ? { config: rateLimitFor(options.rateLimit) } : {}),
    ...(options.fastSerializer
      ? {
          serializerCompiler: ({ schema }: { schema: unknown }) =>
            fastSerializerFor(schema as z.ZodType),
        }
      : {}),
    schema: {
      tags: [...route.tags],
      summary: route.summary,
      security:
        options.auth === 'user' ? [{ [SESSION_SECURITY]: [] }] : [{}, { [SESSION_SECURITY]: [] }],
      ...(options.rateLimit ? { 'x-rate-limit': rateLimitDoc(options.rateLimit) } : {}),
      ...(options.bodyLimit ? { 'x-body-limit': options.bodyLimit } : {}),
      ...(route.params ? { params: route.params } : {}),
      ...(route.query ? { querystring: route.query } : {}),
      ...(route.body ? { body: route.body } : {}),
      response,
    },
    handler: async (request, reply) => {
      const viewer = request.auth
        ? { id: request.auth.user.id, role: request.auth.user.role }
        : null;
      if (options.auth === 'user' && !viewer) throw unauthorized();
      const ctx = createServiceContext(app.deps, { viewer, log: request.log });
      // Fastify validated these against the route's schemas just before this handler.
      const parsed = {
        params: request.params,
        query: request.query,
        body: request.body,
      } as RouteParsed<R>;
      const result = await handler({
        ...parsed,
        ctx: ctx as HandlerArgs<R, A>['ctx'],
        request,
        reply,
      });
      // A handler that answered itself (a redirect, a stream) returns the reply, which is a
      // thenable: awaiting it yields undefined once the answer is out, never the reply. So ask
      // the reply, or a second send would log "Reply was already sent" on every request.
      if (result === reply || reply.sent) return reply;
      return reply.code(status).send(result);
    },
  });
}
