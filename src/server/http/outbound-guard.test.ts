import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createOutboundGuard,
  embeddedIpv4,
  isPublicAddress,
  OutboundRefused,
  type ResolvedAddress,
} from './outbound-guard.ts';

// Every refused range, reached through a name: the stub resolver answers what DNS could.
const REFUSED: [string, string][] = [
  ['loopback', '127.0.0.1'],
  ['loopback (elsewhere in 127/8)', '127.45.6.7'],
  ['private 10/8', '10.0.0.8'],
  ['private 172.16/12', '172.20.1.1'],
  ['private 192.168/16', '192.168.1.1'],
  ['link-local / cloud metadata', '169.254.169.254'],
  ['carrier-grade NAT', '100.64.0.1'],
  ['unspecified', '0.0.0.0'],
  ['"this network"', '0.1.2.3'],
  ['broadcast', '255.255.255.255'],
  ['reserved 240/4', '240.0.0.1'],
  ['multicast', '224.0.0.251'],
  ['benchmarking', '198.18.0.1'],
  ['documentation', '203.0.113.9'],
  ['IETF protocol assignments', '192.0.0.170'],
  ['IPv6 loopback', '::1'],
  ['IPv6 unspecified', '::'],
  ['IPv4-compatible (deprecated)', '::7f00:1'],
  ['unique local', 'fd12:3456::1'],
  ['unique local fc', 'fc00::1'],
  ['IPv6 link-local', 'fe80::1'],
  ['IPv6 site-local', 'fec0::1'],
  ['IPv6 multicast', 'ff02::1'],
  ['IPv4-mapped loopback', '::ffff:127.0.0.1'],
  ['IPv4-mapped private (hex form)', '::ffff:a00:1'],
  ['NAT64 of metadata', '64:ff9b::a9fe:a9fe'],
  ['NAT64 of private (dotted form)', '64:ff9b::10.0.0.1'],
  ['local-use NAT64', '64:ff9b:1::808:808'],
  ['6to4 of private', '2002:c0a8:101::1'],
  ['Teredo', '2001:0:4136:e378::1'],
  ['IPv6 documentation', '2001:db8::1'],
  ['discard', '100::1'],
];
const ALLOWED = ['8.8.8.8', '142.250.74.110', '2606:4700:4700::1111', '64:ff9b::808:808'];

const stubbed = (answers: Record<string, string[]>) =>
  createOutboundGuard({
    resolve: async (hostname) => {
      const list = answers[hostname];
      if (!list) throw new Error('ENOTFOUND');
      return list.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
    },
  });

describe('the outbound (SSRF) guard', () => {
  it.each(REFUSED)('refuses a name resolving to %s (%s)', async (_label, address) => {
    const guard = stubbed({ 'victim.example': [address] });
    const refusal = guard.check(new URL('https://victim.example/x'));
    await expect(refusal).rejects.toBeInstanceOf(OutboundRefused);
    await expect(refusal).rejects.toMatchObject({ reason: 'address' });
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(ALLOWED)('accepts a name resolving to %s', async (address) => {
    const guard = stubbed({ 'public.example': [address] });
    await expect(guard.check(new URL('https://public.example/x'))).resolves.toEqual({
      address,
      family: address.includes(':') ? 6 : 4,
    });
  });

  it('refuses a name when any of its addresses is refused, and literal addresses too', async () => {
    const guard = stubbed({ 'split.example': ['8.8.8.8', '10.0.0.1'] });
    await expect(guard.check(new URL('https://split.example/'))).rejects.toThrow(/non-public/);
    await expect(guard.check(new URL('https://[::ffff:169.254.169.254]/'))).rejects.toThrow();
    await expect(guard.check(new URL('https://nowhere.example/'))).rejects.toMatchObject({
      reason: 'unresolved',
    });
  });

  it('reads the IPv4 address embedded in mapped, NAT64 and 6to4 addresses', () => {
    expect(embeddedIpv4('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(embeddedIpv4('64:ff9b::a9fe:a9fe')).toBe('169.254.169.254');
    expect(embeddedIpv4('2002:0a00:0001::')).toBe('10.0.0.1');
    expect(embeddedIpv4('2606:4700::1111')).toBeUndefined();
  });
});

// A local server standing in for a host: reached only through the explicit allow-list.
const server = http.createServer((_request, response) => response.writeHead(204).end());
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address() as AddressInfo;
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('guarded requests', () => {
  it('connect to the address that was checked, whatever DNS says next (rebinding)', async () => {
    const answers: ResolvedAddress[][] = [
      [{ address: '127.0.0.1', family: 4 }],
      [{ address: '169.254.169.254', family: 4 }],
    ];
    let calls = 0;
    const guard = createOutboundGuard({
      allowedAddresses: ['127.0.0.1/32'],
      resolve: async () => answers[Math.min((calls += 1) - 1, 1)] ?? [],
    });
    // `rebind.invalid` exists in no DNS: the request only works because the socket is pinned.
    const response = await guard.request(new URL(`http://rebind.invalid:${port}/`), {
      method: 'POST',
      timeoutMs: 5_000,
    });
    expect(response.status).toBe(204);
    expect(calls).toBe(1);
  });

  it('refuse loopback unless it is allowed', async () => {
    const guard = createOutboundGuard();
    await expect(
      guard.request(new URL(`http://127.0.0.1:${port}/`), { method: 'GET', timeoutMs: 5_000 }),
    ).rejects.toBeInstanceOf(OutboundRefused);
  });
});
