import type { z } from 'zod';

/** HTTP methods the API uses. */
export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** Error statuses a route documents; each answers `{message}`. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 503;

/**
 * One endpoint, declared once: the server registers its handler from it, the web client calls it
 * through `api(route, input)`, tests inject by it and OpenAPI is generated from it.
 */
export type RouteDef = {
  method: HttpMethod;
  /** Fastify-style path; parameters as `:name`, matching the keys of `params`. */
  path: `/${string}`;
  tags: readonly string[];
  summary: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Success body; `null` for a navigation (a redirect a browser follows, never called by `api`). */
  response: z.ZodType | null;
  /** Success status, 200 unless said. */
  status?: 200 | 201 | 202 | 204 | 302;
  errors?: readonly ErrorStatus[];
  /** Besides its success body, answers some requests with a 302 (an image load, for one). */
  redirects?: boolean;
};

/** Fastify's longest path parameter: a longer one answers 414 before any route runs. */
export const MAX_PATH_PARAM_LENGTH = 100;

/** Keeps the literal types of a declaration (so input and output types follow from it). */
export function defineRoute<const R extends RouteDef>(route: R): R {
  return route;
}

type InputPart<R, K extends 'params' | 'query' | 'body'> =
  R extends Record<K, z.ZodType> ? { [P in K]: z.input<R[K]> } : { [P in K]?: undefined };

/** What a caller sends: `params`, `query` and `body` as the route declares them. */
export type RouteInput<R extends RouteDef> = InputPart<R, 'params'> &
  InputPart<R, 'query'> &
  InputPart<R, 'body'>;

/** What the server receives after validation (transforms applied). */
export type RouteParsed<R extends RouteDef> = {
  params: R extends { params: z.ZodType } ? z.output<R['params']> : Record<string, never>;
  query: R extends { query: z.ZodType } ? z.output<R['query']> : Record<string, never>;
  body: R extends { body: z.ZodType } ? z.output<R['body']> : undefined;
};

/** The success body of a route. */
export type RouteOutput<R extends RouteDef> = R['response'] extends z.ZodType
  ? z.output<R['response']>
  : never;

/** True when a route declares no input at all, so `api(route)` needs no second argument. */
export type HasNoInput<R extends RouteDef> = R extends { params: z.ZodType }
  ? false
  : R extends { query: z.ZodType }
    ? false
    : R extends { body: z.ZodType }
      ? false
      : true;

/** The concrete URL of a route: `:name` segments filled (encoded) and the query appended. */
export function routeUrl(
  route: Pick<RouteDef, 'path'>,
  params?: Record<string, unknown>,
  query?: Record<string, unknown>,
): string {
  const path = route.path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`Missing route parameter ${name}`);
    return encodeURIComponent(String(value));
  });
  if (!query) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) search.append(key, String(item));
    else search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
