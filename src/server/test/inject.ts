import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import {
  routeUrl,
  type RouteDef,
  type RouteInput,
  type RouteOutput,
} from '../../contract/route.ts';

export type InjectOptions<R extends RouteDef> = Partial<RouteInput<R>> & {
  cookie?: string;
  remoteAddress?: string;
  headers?: Record<string, string>;
};

export type InjectResult<R extends RouteDef> = {
  status: number;
  /** The parsed JSON body, typed as the route's success response. */
  body: RouteOutput<R>;
  /** The `message` of an error body ('' when there is none). */
  message: string;
  response: LightMyRequestResponse;
};

/**
 * Calls a contract route on the test app the way the web client does (same path building), so
 * tests follow the declaration instead of repeating URL strings.
 */
export async function injectRoute<R extends RouteDef>(
  app: FastifyInstance,
  route: R,
  options: InjectOptions<R> = {},
): Promise<InjectResult<R>> {
  const { params, query, body, cookie, remoteAddress, headers } = options as InjectOptions<R> & {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
  };
  const response = await app.inject({
    method: route.method,
    url: routeUrl(route, params, query),
    ...(body !== undefined ? { payload: body as object } : {}),
    headers: { ...(cookie ? { cookie } : {}), ...headers },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
  const parsed: unknown = parseJson(response.body);
  const message =
    parsed && typeof parsed === 'object' && 'message' in parsed ? String(parsed.message) : '';
  return { status: response.statusCode, body: parsed as RouteOutput<R>, message, response };
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return text;
  }
}
