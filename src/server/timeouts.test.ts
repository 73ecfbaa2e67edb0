import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createTestApp } from './test/app.ts';

// A real listening server: the timeouts live in Node's HTTP server, which inject() bypasses.
const { app } = await createTestApp();
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as AddressInfo;

/** Opens a raw connection, runs `talk`, and resolves with the seconds until the server hangs up. */
function secondsUntilDropped(talk: (socket: net.Socket) => void): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1', () => talk(socket));
    socket.on('data', () => {});
    socket.on('error', () => {});
    socket.on('close', () => resolve((Date.now() - started) / 1000));
    setTimeout(() => {
      socket.destroy();
      reject(new Error('the server kept the stalled connection open for 58 s'));
    }, 58_000).unref();
  });
}

describe('slow clients are dropped', () => {
  it.concurrent(
    'a request whose body stalls loses its connection',
    { timeout: 60_000 },
    async () => {
      const seconds = await secondsUntilDropped((socket) => {
        socket.write(
          'POST /api/auth/signin HTTP/1.1\r\nHost: localhost\r\n' +
            'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"email":',
        );
      });
      expect(seconds).toBeLessThan(45);
    },
  );

  it.concurrent('headers trickled byte by byte time out', { timeout: 60_000 }, async () => {
    let timer: NodeJS.Timeout | undefined;
    const seconds = await secondsUntilDropped((socket) => {
      socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n');
      // One header line every 2 s keeps the socket busy, so only the headers timeout can stop it.
      let n = 0;
      timer = setInterval(
        () => socket.writable && socket.write(`X-Slow-${(n += 1)}: a\r\n`),
        2_000,
      );
    });
    clearInterval(timer);
    expect(seconds).toBeLessThan(30);
  });
});
