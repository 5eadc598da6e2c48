/**
 * Whether an IP address is on the public internet (issue 31): the server posts only to such
 * addresses on a member's behalf. Anything it cannot read as an address is not public.
 */

/** The four bytes of a dotted IPv4 address, or null. */
function parseIpv4(text: string): number[] | null {
  const parts = text.split('.');
  if (parts.length !== 4 || !parts.every((part) => /^\d{1,3}$/.test(part))) return null;
  const bytes = parts.map(Number);
  return bytes.every((byte) => byte <= 255) ? bytes : null;
}

/** The eight 16-bit groups of an IPv6 address (with `::` and a dotted IPv4 tail), or null. */
function parseIpv6(text: string): number[] | null {
  let rest = text.replace(/%.*$/, '');
  const tail: number[] = [];
  const dotted = /^(.*:)(\d{1,3}(?:\.\d{1,3}){3})$/.exec(rest);
  if (dotted) {
    const v4 = parseIpv4(dotted[2]);
    if (!v4) return null;
    tail.push((v4[0] << 8) | v4[1], (v4[2] << 8) | v4[3]);
    rest = dotted[1].endsWith('::') ? dotted[1] : dotted[1].slice(0, -1);
  }
  const halves = rest.split('::');
  if (halves.length > 2) return null;
  const groupsOf = (part: string) => (part === '' ? [] : part.split(':'));
  const head = groupsOf(halves[0]);
  const back = halves.length === 2 ? groupsOf(halves[1]) : [];
  if (![...head, ...back].every((group) => /^[0-9a-f]{1,4}$/i.test(group))) return null;
  const known = head.length + back.length + tail.length;
  if (halves.length === 1 ? known !== 8 : known > 7) return null;
  const zeros = new Array<number>(8 - known).fill(0);
  return [...head.map((group) => parseInt(group, 16)), ...zeros, ...back.map((group) => parseInt(group, 16)), ...tail];
}

/**
 * IPv4 networks that are not the public internet: this network, private (RFC 1918), carrier NAT
 * (RFC 6598), loopback, link-local (the cloud metadata service 169.254.169.254), IETF protocol
 * assignments, documentation, 6to4 relay, benchmarking, multicast, reserved and broadcast.
 */
const NON_PUBLIC_V4: readonly [number[], number][] = [
  [[0, 0, 0, 0], 8],
  [[10, 0, 0, 0], 8],
  [[100, 64, 0, 0], 10],
  [[127, 0, 0, 0], 8],
  [[169, 254, 0, 0], 16],
  [[172, 16, 0, 0], 12],
  [[192, 0, 0, 0], 24],
  [[192, 0, 2, 0], 24],
  [[192, 88, 99, 0], 24],
  [[192, 168, 0, 0], 16],
  [[198, 18, 0, 0], 15],
  [[198, 51, 100, 0], 24],
  [[203, 0, 113, 0], 24],
  [[224, 0, 0, 0], 4],
  [[240, 0, 0, 0], 4],
];

const toNumber = (bytes: number[]) => ((bytes[0] << 24) >>> 0) + (bytes[1] << 16) + (bytes[2] << 8) + bytes[3];

function isPublicIpv4(bytes: number[]): boolean {
  const value = toNumber(bytes);
  return NON_PUBLIC_V4.every(([network, bits]) => {
    const mask = bits === 0 ? 0 : (0xffffffff << (32 - bits)) >>> 0;
    return (value & mask) >>> 0 !== (toNumber(network) & mask) >>> 0;
  });
}

/**
 * IPv6 is public only inside global unicast (2000::/3), minus the IETF protocol block (2001::/23,
 * Teredo among it), documentation (2001:db8::/32) and 6to4 (2002::/16, which embeds any IPv4).
 * Everything else is refused: unspecified, loopback, IPv4-mapped and -compatible, NAT64, unique
 * local (fc00::/7, AWS's metadata fd00:ec2::254), link-local, site-local and multicast.
 */
function isPublicIpv6(groups: number[]): boolean {
  const [first, second] = groups;
  if ((first & 0xe000) !== 0x2000) return false;
  if (first === 0x2001 && second < 0x0200) return false;
  if (first === 0x2001 && second === 0x0db8) return false;
  return first !== 0x2002;
}

/** True when `address` (IPv4 dotted, or IPv6 with or without brackets) is a public internet address. */
export function isPublicAddress(address: string): boolean {
  const text = address
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  const v4 = parseIpv4(text);
  if (v4) return isPublicIpv4(v4);
  const v6 = text.includes(':') ? parseIpv6(text) : null;
  return v6 ? isPublicIpv6(v6) : false;
}
