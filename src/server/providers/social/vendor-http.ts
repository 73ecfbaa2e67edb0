/**
 * JSON over HTTPS to a social platform's fixed API host (never a user-typed address, so no SSRF
 * guard is involved), with a deadline, and the rate-limit headers read the way each platform
 * writes them.
 */
export type VendorResponse = {
  status: number;
  headers: Headers;
  /** Parsed JSON, or null when the body is empty or not JSON. */
  body: unknown;
};

/** Answers larger than this are not a publishing API's. */
const MAX_BYTES = 1024 * 1024;

export async function vendorJson(
  url: string,
  init: {
    method: 'GET' | 'POST' | 'PUT' | 'DELETE';
    headers?: Record<string, string>;
    json?: unknown;
    form?: Record<string, string>;
    body?: Uint8Array;
    timeoutMs?: number;
  },
): Promise<VendorResponse> {
  const headers: Record<string, string> = { accept: 'application/json', ...init.headers };
  let body: string | Uint8Array<ArrayBuffer> | undefined;
  if (init.json !== undefined) {
    headers['content-type'] ??= 'application/json; charset=UTF-8';
    body = JSON.stringify(init.json);
  } else if (init.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(init.form).toString();
  } else if (init.body) {
    body = init.body.slice();
  }
  const response = await fetch(url, {
    method: init.method,
    headers,
    body,
    redirect: 'error',
    signal: AbortSignal.timeout(init.timeoutMs ?? 15_000),
  });
  const text = await response.text();
  if (text.length > MAX_BYTES) throw new Error(`answer too large from ${new URL(url).host}`);
  let parsed: unknown = null;
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = null;
    }
  }
  return { status: response.status, headers: response.headers, body: parsed };
}

/**
 * How long the platform asks us to wait: `Retry-After` (seconds or an HTTP date), else a reset
 * time in epoch seconds (X's `x-rate-limit-reset`). Null when it says nothing.
 */
export function retryAfterMs(headers: Headers, now = Date.now()): number | null {
  const retryAfter = headers.get('retry-after');
  if (retryAfter) {
    const seconds = Number(retryAfter);
    if (Number.isFinite(seconds) && seconds >= 0) return Math.round(seconds * 1000);
    const date = Date.parse(retryAfter);
    if (Number.isFinite(date)) return Math.max(0, date - now);
  }
  const reset = Number(headers.get('x-rate-limit-reset'));
  if (Number.isFinite(reset) && reset > 0) return Math.max(0, reset * 1000 - now);
  return null;
}

type Json = Record<string, unknown>;
export const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
export const stringAt = (value: unknown, key: string): string | null =>
  isObject(value) && typeof value[key] === 'string' ? (value[key] as string) : null;

/** A network failure or a timeout: always worth another try later. */
export function networkFailureMessage(error: unknown): string {
  const reason = error instanceof Error ? error.message : String(error);
  return `The platform could not be reached (${reason}).`;
}
