import dns from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import type { AppConfig } from '../config.ts';

/**
 * The one SSRF guard for every server-side request to a URL a user (or, later, an operator
 * form) supplied: push endpoints, the video proxy. It resolves the host, refuses the whole name if
 * any address is not a public unicast one, and connects to the address it checked (the socket's
 * `lookup` is pinned), so a second DNS answer between check and connect (rebinding) changes
 * nothing.
 */

export type ResolvedAddress = { address: string; family: number };
/** Every address a host name resolves to; tests inject a stub (no test ever asks real DNS). */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolver: Resolver = (hostname) =>
  dns.lookup(hostname, { all: true, verbatim: true });

/** IPv4 special-purpose ranges (RFC 6890 and successors): nothing there is a public host. */
const BLOCKED_V4 = new net.BlockList();
for (const [prefix, bits] of [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.31.196.0', 24], // AS112
  ['192.52.193.0', 24], // AMT
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['192.175.48.0', 24], // AS112
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast 255.255.255.255 included
] as const) {
  BLOCKED_V4.addSubnet(prefix, bits, 'ipv4');
}

/** IPv6 ranges refused outright (those that embed an IPv4 address are judged by it instead). */
const BLOCKED_V6 = new net.BlockList();
for (const [prefix, bits] of [
  ['::', 96], // unspecified, loopback, deprecated IPv4-compatible
  ['64:ff9b:1::', 48], // local-use NAT64 (RFC 8215)
  ['100::', 64], // discard
  ['2001::', 32], // Teredo (tunnels to an address it hides)
  ['2001:2::', 48], // benchmarking
  ['2001:10::', 28], // ORCHID
  ['2001:20::', 28], // ORCHIDv2
  ['2001:db8::', 32], // documentation
  ['3fff::', 20], // documentation
  ['5f00::', 16], // SRv6 SIDs
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const) {
  BLOCKED_V6.addSubnet(prefix, bits, 'ipv6');
}

/** The 16 bytes of an IPv6 address (a trailing dotted IPv4 part allowed), or undefined. */
function ipv6Bytes(address: string): number[] | undefined {
  if (net.isIP(address) !== 6) return undefined;
  let text = address;
  const tail: number[] = [];
  const dotted = /:(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1]) {
    tail.push(...dotted[1].split('.').map(Number));
    text = `${text.slice(0, dotted.index)}:0:0`;
  }
  const [head = '', rest] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = rest ? rest.split(':') : [];
  const groups = [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  const bytes = groups.flatMap((group) => {
    const value = parseInt(group || '0', 16);
    return [value >> 8, value & 255];
  });
  if (tail.length === 4) bytes.splice(12, 4, ...tail);
  return bytes;
}

const startsWith = (bytes: number[], prefix: number[]) => prefix.every((b, i) => bytes[i] === b);

/** The IPv4 address carried by an IPv4-mapped, NAT64 (64:ff9b::/96) or 6to4 address. */
export function embeddedIpv4(address: string): string | undefined {
  const bytes = ipv6Bytes(address);
  if (!bytes) return undefined;
  const v4 = (at: number) => bytes.slice(at, at + 4).join('.');
  if (startsWith(bytes, [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 255, 255])) return v4(12);
  if (startsWith(bytes, [0, 0x64, 0xff, 0x9b, 0, 0, 0, 0, 0, 0, 0, 0])) return v4(12);
  if (startsWith(bytes, [0x20, 0x02])) return v4(2);
  return undefined;
}

/** True only for a public unicast address; names and malformed text are not addresses. */
export function isPublicAddress(address: string): boolean {
  const plain = address.replace(/^\[|\]$/g, '').split('%')[0] ?? '';
  const family = net.isIP(plain);
  if (family === 4) return !BLOCKED_V4.check(plain, 'ipv4');
  if (family !== 6) return false;
  const carried = embeddedIpv4(plain);
  if (carried) return isPublicAddress(carried);
  return !BLOCKED_V6.check(plain, 'ipv6');
}

export class OutboundRefused extends Error {
  constructor(
    message: string,
    readonly reason: 'address' | 'unresolved',
  ) {
    super(message);
  }
}

export type OutboundGuardOptions = {
  resolve?: Resolver;
  /**
   * Addresses or CIDR ranges accepted although not public. Empty in production unless an operator
   * sets OUTBOUND_ALLOWED_ADDRESSES; tests list the loopback their local fakes listen on.
   */
  allowedAddresses?: readonly string[];
};

export type OutboundGuard = {
  /** Whether an address may be connected to (public, or explicitly allowed). */
  allowsAddress(address: string): boolean;
  /** Resolves the URL's host and returns the checked address to connect to, or throws. */
  check(url: URL): Promise<ResolvedAddress>;
  /** A `lookup` for http(s).request that always answers the checked address. */
  pinnedLookup(pinned: ResolvedAddress): net.LookupFunction;
  /** One guarded request (no redirects followed): check, connect to the pinned address, read. */
  request(url: URL, init: OutboundRequest): Promise<OutboundResponse>;
};

export type OutboundRequest = {
  method: string;
  headers?: Record<string, string>;
  body?: Uint8Array;
  timeoutMs: number;
};
export type OutboundResponse = { status: number; headers: http.IncomingHttpHeaders };

function allowList(entries: readonly string[]): net.BlockList {
  const list = new net.BlockList();
  for (const entry of entries) {
    const [address = '', bits] = entry.trim().split('/');
    const family = net.isIP(address);
    if (family === 0) throw new Error(`Not an IP address or CIDR range: ${entry}`);
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return list;
}

const guards = new WeakMap<object, OutboundGuard>();

/** The guard of an app's configuration (its OUTBOUND_ALLOWED_ADDRESSES), made once. */
export function outboundGuardFor(
  config: Pick<AppConfig, 'outboundAllowedAddresses'>,
): OutboundGuard {
  let guard = guards.get(config);
  if (!guard) {
    guard = createOutboundGuard({ allowedAddresses: config.outboundAllowedAddresses });
    guards.set(config, guard);
  }
  return guard;
}

export function createOutboundGuard(options: OutboundGuardOptions = {}): OutboundGuard {
  const resolve = options.resolve ?? systemResolver;
  const allowed = allowList(options.allowedAddresses ?? []);
  const allowsAddress = (address: string) => {
    const family = net.isIP(address);
    if (family !== 0 && allowed.check(address, family === 4 ? 'ipv4' : 'ipv6')) return true;
    return isPublicAddress(address);
  };

  async function check(url: URL): Promise<ResolvedAddress> {
    const hostname = url.hostname.replace(/^\[|\]$/g, '');
    let addresses: ResolvedAddress[];
    try {
      const family = net.isIP(hostname);
      addresses = family ? [{ address: hostname, family }] : await resolve(hostname);
    } catch {
      throw new OutboundRefused(`${hostname} could not be resolved`, 'unresolved');
    }
    const [first] = addresses;
    if (!first) throw new OutboundRefused(`${hostname} has no address`, 'unresolved');
    // One refused address refuses the name: the client could otherwise be steered to it.
    if (addresses.some((entry) => !allowsAddress(entry.address))) {
      throw new OutboundRefused(`${hostname} resolves to a non-public address`, 'address');
    }
    return first;
  }

  const pinnedLookup =
    (pinned: ResolvedAddress): net.LookupFunction =>
    (_hostname, lookupOptions, callback) => {
      if ((lookupOptions as { all?: boolean }).all) {
        (callback as (error: null, addresses: ResolvedAddress[]) => void)(null, [pinned]);
      } else {
        callback(null, pinned.address, pinned.family);
      }
    };

  async function request(url: URL, init: OutboundRequest): Promise<OutboundResponse> {
    const pinned = await check(url);
    return new Promise<OutboundResponse>((resolvePromise, reject) => {
      const client = url.protocol === 'https:' ? https : http;
      const outgoing = client.request(
        url,
        { method: init.method, headers: init.headers, lookup: pinnedLookup(pinned) },
        (response) => {
          response.resume();
          response.on('end', () =>
            resolvePromise({ status: response.statusCode ?? 0, headers: response.headers }),
          );
          response.on('error', reject);
        },
      );
      // A deadline for the whole exchange, not only for socket silence.
      const timer = setTimeout(
        () => outgoing.destroy(new Error('request timed out')),
        init.timeoutMs,
      );
      outgoing.on('close', () => clearTimeout(timer));
      outgoing.on('error', reject);
      outgoing.end(init.body);
    });
  }

  return { allowsAddress, check, pinnedLookup, request };
}
