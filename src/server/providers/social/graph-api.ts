import { failed, type PublishResult } from './social.ts';
import {
  isObject,
  retryAfterMs,
  stringAt,
  vendorJson,
  type VendorResponse,
} from './vendor-http.ts';

/**
 * Meta's Graph API, shared by the Instagram and Facebook Page publishers: the page or account
 * token as a Bearer header (never in a URL that could be logged), form-encoded writes, and its
 * error object `{error: {message, type, code, error_subcode, is_transient}}` mapped to a result.
 */
export type GraphOptions = {
  /** https://graph.facebook.com/v21.0, or a local fake in tests. */
  baseUrl: string;
  timeoutMs?: number;
};

/** Graph error codes of a token that no longer works (190) and of throttling (4, 17, 32, 613). */
const EXPIRED_TOKEN = new Set([190, 102]);
const THROTTLED = new Set([4, 17, 32, 613, 80001, 80002]);

export function graphClient(options: GraphOptions) {
  const timeoutMs = options.timeoutMs ?? 15_000;
  const url = (path: string, query: Record<string, string> = {}) => {
    const search = new URLSearchParams(query).toString();
    return `${options.baseUrl}${path}${search ? `?${search}` : ''}`;
  };
  return {
    get(token: string, path: string, query: Record<string, string> = {}) {
      return vendorJson(url(path, query), {
        method: 'GET',
        headers: { authorization: `Bearer ${token}` },
        timeoutMs,
      });
    },
    post(token: string, path: string, form: Record<string, string>) {
      return vendorJson(url(path), {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        form,
        timeoutMs,
      });
    },
  };
}

export type GraphError = { message: string; code: number | null; transient: boolean };

export function graphError(response: VendorResponse): GraphError {
  const error = isObject(response.body) ? response.body.error : null;
  const code = isObject(error) && typeof error.code === 'number' ? error.code : null;
  return {
    message: stringAt(error, 'message') ?? `The platform answered ${response.status}.`,
    code,
    transient: isObject(error) && error.is_transient === true,
  };
}

/** A refused Graph request as a publish result: expired token, throttled, transient or final. */
export function graphFailure(response: VendorResponse): PublishResult {
  const error = graphError(response);
  if (response.status === 401 || (error.code !== null && EXPIRED_TOKEN.has(error.code))) {
    return failed(error.message, { retryable: true, authExpired: true });
  }
  if (
    response.status === 429 ||
    response.status >= 500 ||
    error.transient ||
    (error.code !== null && THROTTLED.has(error.code))
  ) {
    return failed(error.message, { retryable: true, retryAfterMs: retryAfterMs(response.headers) });
  }
  return failed(error.message, { retryable: false });
}

/** The `id` of a Graph answer, when it succeeded. */
export const graphId = (response: VendorResponse, key = 'id'): string | null =>
  response.status < 300 ? stringAt(response.body, key) : null;

/** Recently published items of a node (`/{id}/media`, `/{id}/posts`) with the text field. */
export async function findRecentByText(
  client: ReturnType<typeof graphClient>,
  token: string,
  path: string,
  field: 'caption' | 'message',
  text: string,
): Promise<string | null> {
  const response = await client.get(token, path, { fields: `id,${field}`, limit: '10' });
  if (response.status !== 200 || !isObject(response.body) || !Array.isArray(response.body.data)) {
    return null;
  }
  const match = response.body.data.find(
    (item) => isObject(item) && (stringAt(item, field) ?? '').trim() === text.trim(),
  );
  return stringAt(match, 'id');
}
