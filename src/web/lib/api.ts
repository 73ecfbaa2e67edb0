import {
  routeUrl,
  type HasNoInput,
  type RouteDef,
  type RouteInput,
  type RouteOutput,
} from '../../contract/route.ts';
import { takeEarlyResponse } from './early-requests.ts';

/**
 * The one way the client talks to the API: same-origin, cookies included, and every non-OK
 * response turned into an Error whose message is `${status}: ${body or statusText}` (spec 1 §8),
 * so callers and the retry rule can read the status from the message.
 */

/** Error thrown for non-OK responses; keeps the status and the server's `{message}` when present. */
export class ApiError extends Error {
  readonly status: number;
  /** The `message` field of the JSON error body, if the server sent one. */
  readonly serverMessage: string | undefined;

  constructor(status: number, bodyText: string, statusText: string) {
    super(formatApiErrorMessage(status, bodyText, statusText));
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = extractServerMessage(bodyText);
  }
}

/** Spec 1 §8: status code, a colon, then the body text or, when empty, the status text. */
export function formatApiErrorMessage(status: number, bodyText: string, statusText: string) {
  const detail = bodyText.trim() || statusText;
  return `${status}: ${detail}`;
}

/** Reads `{message}` from a JSON error body; undefined for anything else. */
export function extractServerMessage(bodyText: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(bodyText);
    if (parsed && typeof parsed === 'object' && 'message' in parsed) {
      const { message } = parsed as { message: unknown };
      if (typeof message === 'string' && message.trim()) return message;
    }
  } catch {
    // Not JSON: the caller falls back to the whole message.
  }
  return undefined;
}

/**
 * True for a 401 (spec 1 §4: "A 401 means signed out"): an ApiError's status, or a plain Error
 * whose message follows the `${status}: …` shape of spec 1 §8.
 */
export function isUnauthorizedError(error: unknown): boolean {
  if (error instanceof ApiError) return error.status === 401;
  return error instanceof Error && /^401\b/.test(error.message);
}

/** The user-facing text of any thrown value: the server's message first, then the error's. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

/**
 * Calls one contract route: the URL is built from its path and params, the body sent as JSON,
 * and the result typed by the route's response schema (the server validated it on the way out).
 */
export async function api<R extends RouteDef>(
  route: R,
  ...args: HasNoInput<R> extends true ? [input?: RouteInput<R>] : [input: RouteInput<R>]
): Promise<RouteOutput<R>> {
  const input = (args[0] ?? {}) as { params?: object; query?: object; body?: unknown };
  const url = routeUrl(
    route,
    input.params as Record<string, unknown> | undefined,
    input.query as Record<string, unknown> | undefined,
  );
  // The contract's response schema describes this body; the server serialised it with it.
  return apiRequest<RouteOutput<R>>(route.method, url, input.body);
}

type Method = RouteDef['method'];

/** Sends one request and returns the parsed JSON (or undefined for an empty body). */
async function apiRequest<T>(method: Method, url: string, body?: unknown): Promise<T> {
  const init: RequestInit = { method, credentials: 'include', headers: {} };
  if (body !== undefined) {
    init.headers = { 'Content-Type': 'application/json' };
    init.body = JSON.stringify(body);
  }
  // The first screen's reads may have left already (public/boot.js): a failed one is sent again.
  const early = method === 'GET' ? takeEarlyResponse(url) : undefined;
  const response = early ? await early.catch(() => fetch(url, init)) : await fetch(url, init);
  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, text, response.statusText);
  if (!text) return undefined as T;
  return JSON.parse(text) as T;
}

/** GET of a literal API path: the spec's generic query function (query key = path). */
export function apiGet<T>(url: string): Promise<T> {
  return apiRequest<T>('GET', url);
}
