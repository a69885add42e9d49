import { isIPv4, isIPv6 } from 'node:net';

const MAPPED_IPV4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/** The groups of one side of '::', a dotted IPv4 tail counted as two. */
const groupsOf = (text: string): string[] =>
  text === '' ? [] : text.split(':').flatMap((part) => (part.includes('.') ? ['0', '0'] : [part]));

/** The eight 16-bit groups of an IPv6 address, '::' expanded. */
function ipv6Groups(address: string): string[] {
  const [head = '', tail] = address.split('::');
  const front = groupsOf(head);
  const back = tail === undefined ? [] : groupsOf(tail);
  return [...front, ...Array<string>(8 - front.length - back.length).fill('0'), ...back];
}

/**
 * Whom a rate limit counts: an IPv4 address as it is, an IPv6 address by its /64 (one home or one host gets a
 * whole /64 and could rotate through it), an IPv4-mapped IPv6 address as its IPv4. req.ip is undefined only
 * for a socket already gone; those share one key.
 */
export function clientAddressKey(ip: string | undefined): string {
  if (ip === undefined) return 'unknown';
  const address = ip.split('%')[0] ?? ip;
  const mapped = MAPPED_IPV4.exec(address)?.[1];
  if (mapped !== undefined && isIPv4(mapped)) return mapped;
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return address;
  const prefix = ipv6Groups(address)
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16));
  return `${prefix.join(':')}::/64`;
}
