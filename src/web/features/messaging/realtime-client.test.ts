import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RealtimeClient, socketUrl, type ConnectionStatus } from './realtime-client.ts';
import { fakeSockets } from './test-socket.ts';

type Frame = { type: string; [key: string]: unknown };

function makeClient() {
  const factory = fakeSockets();
  const client = new RealtimeClient<Frame, Frame>({
    url: 'ws://roamly.test/ws',
    hello: () => ({ type: 'authenticate', userId: 'me' }),
    ping: () => ({ type: 'ping' }),
    parse: (value) =>
      value && typeof value === 'object' && typeof (value as Frame).type === 'string'
        ? (value as Frame)
        : null,
    createSocket: factory.create,
  });
  const statuses: ConnectionStatus[] = [];
  client.onStatus((status) => statuses.push(status));
  return { client, factory, statuses };
}

describe('realtime client (2-traveller-features §4, §7, §9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('authenticates on open and pings every 30 s while open', () => {
    const { client, factory } = makeClient();
    client.start();
    expect(client.getStatus()).toBe('connecting');
    expect(factory.last.url).toBe('ws://roamly.test/ws');
    factory.last.accept();
    expect(client.isUp()).toBe(true);
    expect(factory.last.sent).toEqual([{ type: 'authenticate', userId: 'me' }]);

    vi.advanceTimersByTime(29_999);
    expect(factory.last.sentOfType('ping')).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(factory.last.sentOfType('ping')).toHaveLength(1);
    vi.advanceTimersByTime(60_000);
    expect(factory.last.sentOfType('ping')).toHaveLength(3);

    factory.last.drop();
    vi.advanceTimersByTime(30_000);
    // The dead socket gets no more pings.
    expect(factory.sockets[0]!.sentOfType('ping')).toHaveLength(3);
  });

  it('retries after 1 s, 2 s, 4 s, 8 s and 16 s, then gives up', () => {
    const { client, factory, statuses } = makeClient();
    client.start();
    factory.last.drop();
    expect(client.getStatus()).toBe('reconnecting');
    expect(client.isUp()).toBe(false);

    for (const delay of [1_000, 2_000, 4_000, 8_000, 16_000]) {
      const before = factory.sockets.length;
      vi.advanceTimersByTime(delay - 1);
      expect(factory.sockets).toHaveLength(before);
      vi.advanceTimersByTime(1);
      expect(factory.sockets).toHaveLength(before + 1);
      factory.last.drop();
    }
    expect(client.getStatus()).toBe('offline');
    vi.advanceTimersByTime(10 * 60_000);
    // 1 first connection + 5 retries, no more.
    expect(factory.sockets).toHaveLength(6);
    expect(statuses).toEqual(['connecting', 'reconnecting', 'offline']);
  });

  it('a successful reconnect resets the backoff to 1 s', () => {
    const { client, factory } = makeClient();
    client.start();
    factory.last.accept();
    factory.last.drop();
    vi.advanceTimersByTime(1_000);
    factory.last.drop();
    vi.advanceTimersByTime(2_000);
    factory.last.accept();
    expect(client.isUp()).toBe(true);
    expect(factory.last.sentOfType('authenticate')).toHaveLength(1);

    factory.last.drop();
    const before = factory.sockets.length;
    vi.advanceTimersByTime(1_000);
    expect(factory.sockets).toHaveLength(before + 1);
  });

  it('retry() after giving up starts a fresh round at once', () => {
    const { client, factory } = makeClient();
    client.start();
    factory.last.drop();
    for (const delay of [1_000, 2_000, 4_000, 8_000, 16_000]) {
      vi.advanceTimersByTime(delay);
      factory.last.drop();
    }
    expect(client.getStatus()).toBe('offline');
    client.retry();
    expect(factory.sockets).toHaveLength(7);
    factory.last.accept();
    expect(client.isUp()).toBe(true);
    // A second retry() while open does nothing.
    client.retry();
    expect(factory.sockets).toHaveLength(7);
  });

  it('delivers parsed frames and ignores what does not parse', () => {
    const { client, factory } = makeClient();
    const frames: Frame[] = [];
    client.onFrame((frame) => frames.push(frame));
    client.start();
    factory.last.accept();
    factory.last.receive('not json {');
    factory.last.receive('42');
    factory.last.receive({ no: 'type' });
    factory.last.receive({ type: 'new_message', message: { id: 'm1' } });
    expect(frames).toEqual([{ type: 'new_message', message: { id: 'm1' } }]);
  });

  it('send() refuses while the socket is down', () => {
    const { client, factory } = makeClient();
    client.start();
    expect(client.send({ type: 'send_message' })).toBe(false);
    factory.last.accept();
    expect(client.send({ type: 'send_message' })).toBe(true);
    factory.last.drop();
    expect(client.send({ type: 'send_message' })).toBe(false);
  });

  it('stop() closes the socket and never reconnects', () => {
    const { client, factory } = makeClient();
    client.start();
    factory.last.accept();
    client.stop();
    expect(factory.last.closedByClient).toBe(true);
    expect(client.getStatus()).toBe('closed');
    vi.advanceTimersByTime(60_000);
    expect(factory.sockets).toHaveLength(1);
  });

  it('stops without retrying when told the close is final', () => {
    const factory = fakeSockets();
    const client = new RealtimeClient<Frame, Frame>({
      url: 'ws://roamly.test/ws',
      hello: () => ({ type: 'authenticate', userId: 'me' }),
      ping: () => ({ type: 'ping' }),
      parse: (value) => value as Frame,
      createSocket: factory.create,
      shouldReconnect: (event) => event.code !== 4001,
    });
    client.start();
    factory.last.accept();
    factory.last.drop(4001);
    expect(client.getStatus()).toBe('closed');
    vi.advanceTimersByTime(60_000);
    expect(factory.sockets).toHaveLength(1);
  });

  it('uses wss on https pages', () => {
    expect(socketUrl({ protocol: 'https:', host: 'roamly.travel' })).toBe('wss://roamly.travel/ws');
    expect(socketUrl({ protocol: 'http:', host: '127.0.0.1:5055' })).toBe('ws://127.0.0.1:5055/ws');
  });
});
