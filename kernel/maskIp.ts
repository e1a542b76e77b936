/**
 * An IP as the security center shows it: enough to tell one network from another, not the
 * device. IPv4 keeps its first two numbers (203.0.*.*), IPv6 its first two groups (2001:db8:*),
 * a '::' in them spelt out as zeros. Anything else (no address, not an IP) shows as unknown: null.
 */
const IPV4 = /^(\d{1,3})\.(\d{1,3})\.\d{1,3}\.\d{1,3}$/;
const IPV6_GROUP = /^[0-9a-f]{1,4}$/i;

function firstTwoGroups(ip: string): [string, string] | null {
  if (!ip.includes(':') || ip.split('::').length > 2) return null;
  const [head = '', tail] = ip.split('::');
  const headGroups = head === '' ? [] : head.split(':');
  const tailGroups = tail === undefined || tail === '' ? [] : tail.split(':');
  // The last group may be dotted IPv4 (::ffff:1.2.3.4): it counts as two groups.
  const lastIsV4 = IPV4.test(tailGroups.at(-1) ?? headGroups.at(-1) ?? '');
  const given = headGroups.length + tailGroups.length + (lastIsV4 ? 1 : 0);
  if (tail === undefined ? given !== 8 : given > 7) return null;
  const groups = [...headGroups, ...Array(8 - given).fill('0'), ...tailGroups];
  const [first, second] = groups;
  if (first === undefined || second === undefined || !IPV6_GROUP.test(first) || !IPV6_GROUP.test(second)) return null;
  return [first.toLowerCase().replace(/^0+(?=.)/, ''), second.toLowerCase().replace(/^0+(?=.)/, '')];
}

export function maskIp(ip: string | null | undefined): string | null {
  const address = ip?.trim() ?? '';
  const v4 = IPV4.exec(address);
  if (v4) return `${v4[1]}.${v4[2]}.*.*`;
  const groups = firstTwoGroups(address);
  return groups ? `${groups[0]}:${groups[1]}:*` : null;
}
