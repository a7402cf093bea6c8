import { isIPv6 } from 'node:net';

/**
 * The unit every rate limit counts a client by (see plugins/rate-limit.ts and the login limits), from `request.ip` (which Fastify takes from
 * X-Forwarded-For only as far as TRUST_PROXY allows, so a client cannot name its own address).
 *
 * IPv4 as it is (an IPv4-mapped IPv6 address as its IPv4). IPv6 by its /64: one subscriber is
 * handed a whole /64 (phones on Malaysian mobile networks, most home lines), so counting single
 * addresses would give one attacker 2^64 fresh "addresses" to spend.
 */
export function clientAddressKey(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  const bare = ip.split('%')[0] ?? ip; // a zone id (`fe80::1%eth0`) is local detail
  if (!isIPv6(bare)) return ip;
  const [head = '', tail] = bare.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  // An embedded IPv4 at the end (`64:ff9b::192.0.2.1`) stands for two groups.
  const embedded = tailGroups.at(-1)?.includes('.') || headGroups.at(-1)?.includes('.') ? 1 : 0;
  const missing = tail === undefined ? 0 : 8 - headGroups.length - tailGroups.length - embedded;
  const groups = [...headGroups, ...Array<string>(Math.max(0, missing)).fill('0'), ...tailGroups];
  const prefix = groups
    .slice(0, 4)
    .map((group) => parseInt(group || '0', 16).toString(16))
    .join(':');
  return `${prefix}::/64`;
}
