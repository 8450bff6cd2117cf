/**
 * Webhook endpoints must be on the public internet (decision 020): an admin session must not
 * be able to aim deliveries, or "Send test", at the firm's own network, the cloud's metadata
 * service or this machine. An address is judged by the IANA special-purpose registries; a
 * name by every address it resolves to, at registration and again right before each
 * delivery, which then connects to the address it checked (see `resolveDestination`).
 */
import { lookup } from 'node:dns/promises';
import { isIPv4, isIPv6 } from 'node:net';

export type Resolve = (hostname: string) => Promise<{ address: string; family: number }[]>;

/** The system resolver (all addresses, as the system orders them). */
export const systemResolve: Resolve = (hostname) => lookup(hostname, { all: true, verbatim: true });

const RESOLVE_TIMEOUT_MS = 5_000;

export const DESTINATION_MESSAGES = {
  notPublic: 'The URL must point to the public internet.',
  notFound: 'The host name could not be found.',
} as const;

/** [first address, prefix length] of IPv4 blocks that are not the public internet. */
const IPV4_NOT_PUBLIC: [string, number][] = [
  ['0.0.0.0', 8], // "this network", including the unspecified 0.0.0.0
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata services)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and the broadcast address
];

function ipv4ToNumber(address: string): number {
  return address.split('.').reduce((n, part) => n * 256 + Number(part), 0);
}

function isPublicIPv4(address: string): boolean {
  const n = ipv4ToNumber(address);
  return !IPV4_NOT_PUBLIC.some(([first, bits]) => {
    const size = 2 ** (32 - bits);
    return Math.floor(n / size) === Math.floor(ipv4ToNumber(first) / size);
  });
}

/** The eight 16-bit groups of a valid IPv6 address (a trailing dotted IPv4 included). */
function ipv6Groups(address: string): number[] {
  let text = address;
  const tail: number[] = [];
  const dotted = text.match(/^(.*:)(\d+\.\d+\.\d+\.\d+)$/);
  if (dotted?.[1] && dotted[2]) {
    const n = ipv4ToNumber(dotted[2]);
    tail.push(Math.floor(n / 65536), n % 65536);
    text = dotted[1].endsWith('::') ? dotted[1] : dotted[1].slice(0, -1);
  }
  const [head = '', rest] = text.split('::');
  const part = (s: string | undefined) => (s ? s.split(':').map((group) => Number.parseInt(group, 16)) : []);
  const left = part(head);
  const right = [...part(rest), ...tail];
  const fill = rest === undefined && !text.endsWith('::') ? [] : Array(8 - left.length - right.length).fill(0);
  return [...left, ...fill, ...right];
}

function isPublicIPv6(address: string): boolean {
  const g = ipv6Groups(address);
  const [g0 = 0, g1 = 0, , , , g5 = 0, g6 = 0, g7 = 0] = g;
  const embeddedV4 = () => `${g6 >> 8}.${g6 & 255}.${g7 >> 8}.${g7 & 255}`;
  const zeros = (from: number, to: number) => g.slice(from, to).every((x) => x === 0);
  // IPv4-mapped (::ffff:a.b.c.d) and NAT64 (64:ff9b::a.b.c.d) reach an IPv4 address: judge that one.
  if (zeros(0, 5) && g5 === 0xffff) return isPublicIPv4(embeddedV4());
  if (g0 === 0x64 && g1 === 0xff9b && zeros(2, 6)) return isPublicIPv4(embeddedV4());
  // Only global unicast (2000::/3) is the public internet: this leaves out ::, ::1, IPv4-compatible,
  // unique-local fc00::/7, link-local fe80::/10, multicast ff00::/8 and the rest of the reserved space.
  if (g0 < 0x2000 || g0 > 0x3fff) return false;
  if (g0 === 0x2001 && g1 < 0x0200) return false; // IETF protocol assignments (Teredo, benchmarking, ORCHID)
  if (g0 === 0x2001 && g1 === 0x0db8) return false; // documentation
  if (g0 === 0x2002) return false; // 6to4: carries any IPv4 address, private ones included
  if (g0 === 0x3fff && g1 < 0x1000) return false; // documentation (3fff::/20)
  return true;
}

/** True for an IPv4 or IPv6 address on the public internet; false for anything else, names included. */
export function isPublicAddress(address: string): boolean {
  const plain = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (isIPv4(plain)) return isPublicIPv4(plain);
  if (isIPv6(plain)) return isPublicIPv6(plain);
  return false;
}

function isLoopback(address: string): boolean {
  const plain = address.replace(/^\[|\]$/g, '');
  if (isIPv4(plain)) return plain.startsWith('127.');
  if (!isIPv6(plain)) return false;
  const g = ipv6Groups(plain);
  const [, , , , , g5 = 0, g6 = 0, g7 = 0] = g;
  if (g.slice(0, 7).every((x) => x === 0) && g7 === 1) return true;
  return g.slice(0, 5).every((x) => x === 0) && g5 === 0xffff && g6 >> 8 === 127;
}

export interface DestinationOptions {
  /** WEBHOOKS_ALLOW_INSECURE: this machine (loopback) is allowed too, for tests and development. */
  allowInsecure: boolean;
  resolve?: Resolve;
}

export type Destination =
  /** `address`: the checked address to connect to instead of the name, or null when the URL holds an address. */
  { ok: true; address: string | null } | { ok: false; error: string };

const allowed = (address: string, allowInsecure: boolean) =>
  isPublicAddress(address) || (allowInsecure && isLoopback(address));

/**
 * Where a delivery to `url` may go: the URL's own address if it is one, or the first
 * address its name resolves to, provided every one of them is allowed (a name with one
 * private address among public ones is refused: which one a client picks is not ours to say).
 */
export async function resolveDestination(url: URL, options: DestinationOptions): Promise<Destination> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIPv4(host) || isIPv6(host))
    return allowed(host, options.allowInsecure)
      ? { ok: true, address: null }
      : { ok: false, error: DESTINATION_MESSAGES.notPublic };
  let addresses: { address: string }[];
  try {
    addresses = await withTimeout((options.resolve ?? systemResolve)(host), RESOLVE_TIMEOUT_MS);
  } catch {
    return { ok: false, error: DESTINATION_MESSAGES.notFound };
  }
  const first = addresses[0];
  if (!first) return { ok: false, error: DESTINATION_MESSAGES.notFound };
  if (!addresses.every(({ address }) => allowed(address, options.allowInsecure)))
    return { ok: false, error: DESTINATION_MESSAGES.notPublic };
  return { ok: true, address: first.address };
}

/** The message for the URL field when `value` (a valid http(s) URL) may not receive webhooks. */
export async function destinationError(value: string, options: DestinationOptions): Promise<string | undefined> {
  const result = await resolveDestination(new URL(value), options);
  return result.ok ? undefined : result.error;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('The name lookup timed out.')), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
