import webpush from 'web-push';
import { OutboundRefused, type OutboundGuard } from '../../http/outbound-guard.ts';

/** The server's VAPID identity (base64url keys, and a mailto: or https: contact). */
export type VapidKeys = { publicKey: string; privateKey: string; subject: string };
export type PushTarget = { endpoint: string; p256dh: string; auth: string };

/** 'gone': the push service no longer knows the subscription (404/410): forget it. */
export type PushOutcome = { result: 'sent' | 'gone' | 'failed'; status: number | null };

export const PUSH_TIMEOUT_MS = 10_000;
/** How long a push service keeps an undelivered notification (seconds). */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;

export function generateVapidKeys(): { publicKey: string; privateKey: string } {
  return webpush.generateVAPIDKeys();
}

/**
 * Sends one notification: the payload encrypted per RFC 8291 (aes128gcm) and signed with VAPID
 * (RFC 8292) by `web-push`, POSTed through the outbound guard (the endpoint is a URL a browser
 * handed us: its host must resolve to public addresses only, and the connection goes to the one
 * checked), with a bounded timeout and no redirects.
 */
export async function sendWebPush(
  target: PushTarget,
  payload: string,
  vapid: VapidKeys,
  {
    guard,
    timeoutMs = PUSH_TIMEOUT_MS,
    urgency = 'normal' as 'normal' | 'high',
  }: { guard: OutboundGuard; timeoutMs?: number; urgency?: 'normal' | 'high' },
): Promise<PushOutcome> {
  let details: ReturnType<typeof webpush.generateRequestDetails>;
  try {
    details = webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      payload,
      {
        vapidDetails: vapid,
        TTL: PUSH_TTL_SECONDS,
        contentEncoding: 'aes128gcm',
        urgency,
      },
    );
  } catch {
    // Keys the browser never made (bad p256dh/auth): nothing can ever be sent there.
    return { result: 'gone', status: null };
  }
  try {
    const response = await guard.request(new URL(details.endpoint), {
      method: details.method,
      headers: details.headers as Record<string, string>,
      body: details.body ? new Uint8Array(details.body) : undefined,
      timeoutMs,
    });
    if (response.status === 404 || response.status === 410) {
      return { result: 'gone', status: response.status };
    }
    const ok = response.status >= 200 && response.status < 300;
    return { result: ok ? 'sent' : 'failed', status: response.status };
  } catch (error) {
    // An endpoint that now resolves into a private network is never sent to again.
    if (error instanceof OutboundRefused && error.reason === 'address') {
      return { result: 'gone', status: null };
    }
    return { result: 'failed', status: null };
  }
}
