import { describe, expect, test } from 'bun:test';
import { clientIp, parseTrustProxy } from './client-ip.ts';

const withForwarded = (value: string) => new Request('http://localhost/', { headers: { 'x-forwarded-for': value } });
const socket = { requestIP: () => ({ address: '10.0.0.5', family: 'IPv4', port: 1 }) } as unknown as Parameters<
  typeof clientIp
>[1];

describe('clientIp', () => {
  test('off, the socket address: a forwarded header is ignored', () => {
    expect(clientIp(withForwarded('203.0.113.1'), socket, 0)).toBe('10.0.0.5');
  });

  test('one proxy: the last entry, the one the proxy wrote, whatever the client put before it', () => {
    expect(clientIp(withForwarded('1.1.1.1, 203.0.113.9'), socket, 1)).toBe('203.0.113.9');
    expect(clientIp(withForwarded('203.0.113.9'), socket, 1)).toBe('203.0.113.9');
  });

  test('two proxies (a CDN, then a load balancer): the second entry from the right', () => {
    expect(clientIp(withForwarded('6.6.6.6, 203.0.113.9, 198.51.100.1'), socket, 2)).toBe('203.0.113.9');
    // Fewer entries than proxies: the leftmost one any proxy vouched for.
    expect(clientIp(withForwarded('203.0.113.9'), socket, 2)).toBe('203.0.113.9');
  });

  test('no header behind a proxy: the socket address', () => {
    expect(clientIp(new Request('http://localhost/'), socket, 1)).toBe('10.0.0.5');
    expect(clientIp(withForwarded(' , '), null, 1)).toBe('unknown');
  });
});

describe('parseTrustProxy', () => {
  test('off, true or a number of proxies; anything else is a start-up error', () => {
    expect([undefined, '', '0', 'false', 'off'].map(parseTrustProxy)).toEqual([0, 0, 0, 0, 0]);
    expect(['1', 'true', 'TRUE', '2'].map(parseTrustProxy)).toEqual([1, 1, 1, 2]);
    expect(() => parseTrustProxy('yes please')).toThrow('TRUST_PROXY');
  });
});
