/**
 * Test-only: a local Stripe API with the documented shapes of API version 2026-10-28 (the one
 * stripe@23 pins), so the Premium subscription is tested through the real SDK without the
 * internet. It checks the secret key (401 `authentication_error`), parses the SDK's
 * form-encoded bodies (`items[0][price]`, `expand[0]`), serves /v1/customers, /v1/prices and
 * /v1/subscriptions (create, retrieve, update, list by customer and status), and records every
 * request. `pay()` is what Stripe does when the Payment
 * Element confirms: the first invoice is paid and the subscription becomes active; `event()`
 * wraps an object as a webhook event.
 */
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeRequest = {
  method: string;
  path: string;
  params: Record<string, string>;
  idempotencyKey: string | undefined;
};

type Json = Record<string, unknown>;

export type FakeStripe = {
  baseUrl: string;
  secretKey: string;
  requests: FakeRequest[];
  customers: Map<string, Json>;
  subscriptions: Map<string, Json>;
  /** The first invoice is paid: active, with the period from now to a month on. */
  pay(subscriptionId: string): { subscription: Json; invoice: Json };
  /** Stripe gives up on an unpaid first invoice (after 23 hours): `incomplete_expired`. */
  expire(subscriptionId: string): Json;
  /** A new period paid (a renewal): the period moves on a month. */
  renew(subscriptionId: string): { subscription: Json; invoice: Json };
  /** A webhook event of `type` carrying `object`. */
  event(type: string, object: Json, createdSeconds?: number): Json;
  /** Requests to a path answer `ms` later (0 to stop), so concurrent callers really overlap. */
  delay(path: string, ms: number): void;
  /** The next `times` requests to a path answer this status with a Stripe error body. */
  failNext(path: string, status: number, times?: number): void;
  close(): Promise<void>;
};

const id = (prefix: string) => `${prefix}_${crypto.randomBytes(12).toString('hex')}`;
const nowSeconds = () => Math.floor(Date.now() / 1000);
const MONTH_SECONDS = 30 * 24 * 60 * 60;

export async function startFakeStripe({
  secretKey = 'sk_test_roamly_fake',
}: { secretKey?: string } = {}): Promise<FakeStripe> {
  const requests: FakeRequest[] = [];
  const customers = new Map<string, Json>();
  const prices = new Map<string, Json>();
  const subscriptions = new Map<string, Json>();
  const invoices = new Map<string, Json>();
  const failures = new Map<string, { status: number; remaining: number }>();
  const delays = new Map<string, number>();

  function newInvoice(subscriptionId: string, customer: string, start: number, end: number) {
    const invoice: Json = {
      id: id('in'),
      object: 'invoice',
      customer,
      status: 'open',
      amount_due: 999,
      amount_paid: 0,
      currency: 'usd',
      billing_reason: 'subscription_create',
      confirmation_secret: {
        client_secret: `${id('pi')}_secret_${crypto.randomBytes(12).toString('hex')}`,
        type: 'payment_intent',
      },
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: subscriptionId, metadata: {} },
      },
      lines: {
        object: 'list',
        data: [{ id: id('il'), object: 'line_item', amount: 999, period: { start, end } }],
        has_more: false,
      },
    };
    invoices.set(invoice.id as string, invoice);
    return invoice;
  }

  /** A subscription as the API answers it, `latest_invoice` expanded when asked. */
  function view(subscription: Json, expand: string[]): Json {
    const invoice = invoices.get(subscription.latest_invoice as string);
    if (!invoice || !expand.some((path) => path.startsWith('latest_invoice'))) return subscription;
    const shown = { ...invoice };
    if (!expand.includes('latest_invoice.confirmation_secret')) delete shown.confirmation_secret;
    return { ...subscription, latest_invoice: shown };
  }

  const expandOf = (params: Record<string, string>) =>
    Object.entries(params)
      .filter(([key]) => key.startsWith('expand['))
      .map(([, value]) => value);

  function handle(method: string, path: string, params: Record<string, string>): [number, Json] {
    if (method === 'POST' && path === '/v1/customers') {
      const customer = {
        id: id('cus'),
        object: 'customer',
        email: params.email ?? null,
        name: params.name ?? null,
        metadata: { userId: params['metadata[userId]'] },
      };
      customers.set(customer.id, customer);
      return [200, customer];
    }
    if (method === 'GET' && path === '/v1/prices') {
      const key = params['lookup_keys[0]'];
      const data = [...prices.values()].filter((price) => !key || price.lookup_key === key);
      return [200, { object: 'list', data, has_more: false, url: '/v1/prices' }];
    }
    if (method === 'POST' && path === '/v1/prices') {
      const price = {
        id: id('price'),
        object: 'price',
        active: true,
        currency: params.currency,
        unit_amount: Number(params.unit_amount),
        recurring: { interval: params['recurring[interval]'], interval_count: 1 },
        lookup_key: params.lookup_key ?? null,
        product: id('prod'),
        type: 'recurring',
      };
      prices.set(price.id, price);
      return [200, price];
    }
    if (method === 'POST' && path === '/v1/subscriptions') {
      const customer = params.customer ?? '';
      if (!customers.has(customer)) return error(400, `No such customer: '${customer}'`);
      const price = prices.get(params['items[0][price]'] ?? '');
      if (!price) return error(400, `No such price: '${params['items[0][price]']}'`);
      const start = nowSeconds();
      const subscriptionId = id('sub');
      const invoice = newInvoice(subscriptionId, customer, start, start + MONTH_SECONDS);
      const subscription: Json = {
        id: subscriptionId,
        object: 'subscription',
        customer,
        status: params.payment_behavior === 'default_incomplete' ? 'incomplete' : 'active',
        cancel_at_period_end: false,
        canceled_at: null,
        ended_at: null,
        created: start,
        items: {
          object: 'list',
          data: [
            {
              id: id('si'),
              object: 'subscription_item',
              price,
              quantity: 1,
              current_period_start: start,
              current_period_end: start + MONTH_SECONDS,
            },
          ],
          has_more: false,
        },
        latest_invoice: invoice.id,
        metadata: { userId: params['metadata[userId]'] },
      };
      subscriptions.set(subscriptionId, subscription);
      return [200, view(subscription, expandOf(params))];
    }
    if (method === 'GET' && path === '/v1/subscriptions') {
      const itemExpand = expandOf(params)
        .filter((path) => path.startsWith('data.'))
        .map((path) => path.slice('data.'.length));
      const data = [...subscriptions.values()]
        .filter((subscription) => !params.customer || subscription.customer === params.customer)
        .filter((subscription) => !params.status || subscription.status === params.status)
        .sort((a, b) => (b.created as number) - (a.created as number))
        .slice(0, Number(params.limit ?? 10))
        .map((subscription) => view(subscription, itemExpand));
      return [200, { object: 'list', data, has_more: false, url: '/v1/subscriptions' }];
    }
    const match = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    if (match) {
      const subscription = subscriptions.get(decodeURIComponent(match[1]!));
      if (!subscription) return error(404, `No such subscription: '${match[1]}'`);
      if (method === 'POST' && params.cancel_at_period_end !== undefined) {
        subscription.cancel_at_period_end = params.cancel_at_period_end === 'true';
        subscription.canceled_at = subscription.cancel_at_period_end ? nowSeconds() : null;
      }
      return [200, view(subscription, expandOf(params))];
    }
    return error(404, `Unrecognized request URL (${method}: ${path})`);
  }

  function error(status: number, message: string): [number, Json] {
    const type = status === 401 ? 'authentication_error' : 'invalid_request_error';
    return [
      status,
      { error: { type, message, code: status === 404 ? 'resource_missing' : undefined } },
    ];
  }

  function period(subscription: Json, start: number) {
    const items = subscription.items as { data: Json[] };
    const item = items.data[0]!;
    item.current_period_start = start;
    item.current_period_end = start + MONTH_SECONDS;
  }

  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const params = Object.fromEntries(
        new URLSearchParams(request.method === 'GET' ? url.search : body),
      );
      requests.push({
        method: request.method ?? 'GET',
        path: url.pathname,
        params,
        idempotencyKey: request.headers['idempotency-key'] as string | undefined,
      });
      let [status, answer] =
        request.headers.authorization === `Bearer ${secretKey}`
          ? handle(request.method ?? 'GET', url.pathname, params)
          : error(401, 'Invalid API Key provided');
      const failure = failures.get(url.pathname);
      if (failure) {
        failure.remaining -= 1;
        if (failure.remaining <= 0) failures.delete(url.pathname);
        [status, answer] = error(failure.status, 'Something went wrong on our end');
      }
      const reply = () => {
        response.writeHead(status, {
          'content-type': 'application/json',
          'request-id': id('req'),
        });
        response.end(JSON.stringify(answer));
      };
      const wait = delays.get(url.pathname) ?? 0;
      if (wait > 0) setTimeout(reply, wait);
      else reply();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    secretKey,
    requests,
    customers,
    subscriptions,
    pay(subscriptionId) {
      const subscription = subscriptions.get(subscriptionId);
      if (!subscription) throw new Error(`fake Stripe: no subscription ${subscriptionId}`);
      const invoice = invoices.get(subscription.latest_invoice as string)!;
      invoice.status = 'paid';
      invoice.amount_paid = 999;
      subscription.status = 'active';
      return { subscription: { ...subscription }, invoice: { ...invoice } };
    },
    expire(subscriptionId) {
      const subscription = subscriptions.get(subscriptionId);
      if (!subscription) throw new Error(`fake Stripe: no subscription ${subscriptionId}`);
      const invoice = invoices.get(subscription.latest_invoice as string)!;
      invoice.status = 'void';
      delete invoice.confirmation_secret;
      subscription.status = 'incomplete_expired';
      subscription.ended_at = nowSeconds();
      return { ...subscription };
    },
    renew(subscriptionId) {
      const subscription = subscriptions.get(subscriptionId);
      if (!subscription) throw new Error(`fake Stripe: no subscription ${subscriptionId}`);
      const items = subscription.items as { data: Json[] };
      const start = items.data[0]!.current_period_end as number;
      period(subscription, start);
      const invoice = newInvoice(
        subscriptionId,
        subscription.customer as string,
        start,
        start + MONTH_SECONDS,
      );
      invoice.status = 'paid';
      invoice.billing_reason = 'subscription_cycle';
      subscription.latest_invoice = invoice.id;
      return { subscription: { ...subscription }, invoice: { ...invoice } };
    },
    event(type, object, createdSeconds = nowSeconds()) {
      return {
        id: id('evt'),
        object: 'event',
        api_version: '2026-10-28.endive',
        created: createdSeconds,
        data: { object },
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
      };
    },
    delay(path, ms) {
      if (ms > 0) delays.set(path, ms);
      else delays.delete(path);
    },
    failNext(path, status, times = 1) {
      failures.set(path, { status, remaining: times });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
