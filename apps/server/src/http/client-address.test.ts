import { describe, expect, it } from 'vitest';
import { clientAddressKey } from './client-address';

describe('clientAddressKey', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['::FFFF:127.0.0.1', '127.0.0.1'],
    ['2001:db8:aa:bb:1:2:3:4', '2001:db8:aa:bb::/64'],
    ['2001:0db8:00aa:00bb:ffff::1', '2001:db8:aa:bb::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['64:ff9b::192.0.2.33', '64:ff9b:0:0::/64'],
    [undefined, 'unknown'],
  ])('%s counts as %s', (ip, key) => {
    expect(clientAddressKey(ip)).toBe(key);
  });

  it('counts two addresses of one /64 together and of two /64s apart', () => {
    expect(clientAddressKey('2001:db8:1:2::a')).toBe(clientAddressKey('2001:db8:1:2:ffff:ffff:ffff:ffff'));
    expect(clientAddressKey('2001:db8:1:2::a')).not.toBe(clientAddressKey('2001:db8:1:3::a'));
  });
});
