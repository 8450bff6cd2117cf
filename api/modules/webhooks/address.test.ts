import { describe, expect, test } from 'bun:test';
import { type Resolve, destinationError, isPublicAddress, resolveDestination } from './address.ts';

describe('isPublicAddress', () => {
  test.each([
    ['8.8.8.8'],
    ['1.1.1.1'],
    ['93.184.215.14'],
    ['9.255.255.255'],
    ['11.0.0.0'],
    ['100.63.255.255'],
    ['100.128.0.0'],
    ['126.255.255.255'],
    ['128.0.0.0'],
    ['169.253.255.255'],
    ['169.255.0.0'],
    ['172.15.255.255'],
    ['172.32.0.0'],
    ['192.167.255.255'],
    ['192.169.0.0'],
    ['198.17.255.255'],
    ['198.20.0.0'],
    ['223.255.255.255'],
    ['2606:4700:4700::1111'],
    ['2001:4860:4860::8888'],
    ['2a00:1450:4001:80b::200e'],
    ['::ffff:8.8.8.8'],
    ['::ffff:808:808'],
    ['64:ff9b::808:808'],
  ])('%s is public', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  test.each([
    // IPv4: this network, private, carrier-grade NAT, loopback, link-local, reserved, multicast
    ['0.0.0.0'],
    ['0.1.2.3'],
    ['10.0.0.0'],
    ['10.0.0.5'],
    ['10.255.255.255'],
    ['100.64.0.0'],
    ['100.127.255.255'],
    ['127.0.0.1'],
    ['127.255.255.254'],
    ['169.254.0.0'],
    ['169.254.169.254'],
    ['169.254.255.255'],
    ['172.16.0.0'],
    ['172.31.255.255'],
    ['192.0.0.8'],
    ['192.0.2.1'],
    ['192.88.99.1'],
    ['192.168.0.0'],
    ['192.168.255.255'],
    ['198.18.0.0'],
    ['198.19.255.255'],
    ['198.51.100.7'],
    ['203.0.113.9'],
    ['224.0.0.1'],
    ['239.255.255.255'],
    ['240.0.0.1'],
    ['255.255.255.255'],
    // IPv6: unspecified, loopback, unique-local, link-local, multicast, documentation, 6to4, Teredo
    ['::'],
    ['::1'],
    ['0:0:0:0:0:0:0:1'],
    ['fc00::1'],
    ['fd12:3456:789a::1'],
    ['fdff:ffff:ffff:ffff:ffff:ffff:ffff:ffff'],
    ['fe80::1'],
    ['fe80::1%eth0'],
    ['febf::1'],
    ['fec0::1'],
    ['ff02::1'],
    ['2001:db8::1'],
    ['2001::1'],
    ['2002:a00:1::1'],
    ['3fff::1'],
    ['100::1'],
    // IPv4 inside IPv6: mapped (both spellings), compatible, NAT64 of a private address
    ['::ffff:10.0.0.1'],
    ['::ffff:a00:1'],
    ['::ffff:127.0.0.1'],
    ['::ffff:7f00:1'],
    ['::ffff:169.254.169.254'],
    ['::ffff:0.0.0.0'],
    ['::10.0.0.1'],
    ['::8.8.8.8'],
    ['64:ff9b::a00:1'],
    ['64:ff9b::127.0.0.1'],
    // Not an address at all
    ['example.com'],
    [''],
    ['10.0.0'],
    ['1.2.3.256'],
  ])('%s is not public', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });
});

const resolving =
  (table: Record<string, string[]>): Resolve =>
  async (host) => {
    const found = table[host];
    if (!found) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
    return found.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };

describe('destinationError', () => {
  const resolve = resolving({
    'hooks.example.com': ['93.184.215.14', '2606:2800:21f:cb07:6820:80da:af6b:8b2c'],
    'intranet.example.com': ['10.0.0.5'],
    'mixed.example.com': ['93.184.215.14', '192.168.1.10'],
    localhost: ['127.0.0.1', '::1'],
  });
  const PUBLIC_ONLY = 'The URL must point to the public internet.';
  const check = (url: string, allowInsecure = false) => destinationError(url, { allowInsecure, resolve });

  test('public names and addresses pass', async () => {
    expect(await check('https://hooks.example.com/x')).toBeUndefined();
    expect(await check('https://93.184.215.14/x')).toBeUndefined();
    expect(await check('https://[2606:4700:4700::1111]/x')).toBeUndefined();
  });

  test('addresses inside the network are refused, whatever their spelling', async () => {
    for (const url of [
      'https://10.0.0.1/x',
      'https://172.16.0.1/x',
      'https://192.168.1.1/x',
      'https://100.64.0.1/x',
      'https://169.254.169.254/latest/meta-data',
      'https://127.0.0.1/x',
      'https://0.0.0.0/x',
      'https://[::]/x',
      'https://[::1]/x',
      'https://[fd00::1]/x',
      'https://[fe80::1]/x',
      'https://[::ffff:10.0.0.1]/x',
      'https://0x7f000001/x',
      'https://2130706433/x',
      'https://017700000001/x',
      'https://127.1/x',
    ])
      expect(await check(url), url).toBe(PUBLIC_ONLY);
  });

  test('a name is refused if any of its addresses is not public', async () => {
    expect(await check('https://intranet.example.com/x')).toBe(PUBLIC_ONLY);
    expect(await check('https://mixed.example.com/x')).toBe(PUBLIC_ONLY);
    expect(await check('https://localhost/x')).toBe(PUBLIC_ONLY);
  });

  test('a name that does not resolve is refused', async () => {
    expect(await check('https://nowhere.example.com/x')).toBe('The host name could not be found.');
  });

  test('WEBHOOKS_ALLOW_INSECURE lets loopback through, and nothing else inside', async () => {
    expect(await check('http://127.0.0.1:9/x', true)).toBeUndefined();
    expect(await check('http://localhost:9/x', true)).toBeUndefined();
    expect(await check('http://[::1]:9/x', true)).toBeUndefined();
    expect(await check('https://10.0.0.1/x', true)).toBe(PUBLIC_ONLY);
    expect(await check('https://intranet.example.com/x', true)).toBe(PUBLIC_ONLY);
  });
});

describe('resolveDestination', () => {
  test('answers the checked address to connect to; a name that changed to a private address is refused', async () => {
    const table: Record<string, string[]> = { 'hooks.example.com': ['93.184.215.14'] };
    const resolve = resolving(table);
    expect(await resolveDestination(new URL('https://hooks.example.com/x'), { allowInsecure: false, resolve })).toEqual(
      {
        ok: true,
        address: '93.184.215.14',
      },
    );
    table['hooks.example.com'] = ['10.0.0.5'];
    expect(await resolveDestination(new URL('https://hooks.example.com/x'), { allowInsecure: false, resolve })).toEqual(
      {
        ok: false,
        error: 'The URL must point to the public internet.',
      },
    );
    // An address in the URL is used as it is.
    expect(await resolveDestination(new URL('https://8.8.8.8/x'), { allowInsecure: false, resolve })).toEqual({
      ok: true,
      address: null,
    });
  });
});
