import ipaddr from 'ipaddr.js';

/**
 * An API key's client-address allow-list (docs/integrating.md, Allowed addresses): IPv4 and IPv6 ranges in CIDR
 * notation; a single address stands for its own range (/32, /128). A key with a list answers only calls from an
 * address inside one of its ranges.
 */
export const API_KEY_MAX_ALLOWED_IPS = 20;

export const API_KEY_ADDRESS_MESSAGES = {
  invalid: 'Enter an IPv4 or IPv6 address or range in CIDR notation, e.g. 203.0.113.0/24 or 2001:db8::/32',
  hostBits: 'The range has bits set after its prefix; give its first address, e.g. 203.0.113.0/24 rather than 203.0.113.7/24',
  tooMany: `At most ${API_KEY_MAX_ALLOWED_IPS} allowed addresses`,
  empty: 'Give at least one allowed address, or leave the list out to allow every address',
} as const;

/** An allowed range in its canonical form (`203.0.113.0/24`, `2001:db8::/32`), or the message of what is wrong. */
export function parseAllowedRange(input: string): { range: string } | { error: string } {
  const text = input.trim();
  const [address = '', prefix, extra] = text.split('/');
  if (extra !== undefined || address.includes('%')) return { error: API_KEY_ADDRESS_MESSAGES.invalid };
  // four decimal parts only: ipaddr.js would also take forms such as 127.1 or 0x7f.0.0.1
  const v4 = ipaddr.IPv4.isValidFourPartDecimal(address);
  if (!v4 && !ipaddr.IPv6.isValid(address)) return { error: API_KEY_ADDRESS_MESSAGES.invalid };
  const ip = ipaddr.parse(address);
  const max = ip.kind() === 'ipv4' ? 32 : 128;
  if (prefix !== undefined && !/^\d{1,3}$/.test(prefix)) return { error: API_KEY_ADDRESS_MESSAGES.invalid };
  const bits = prefix === undefined ? max : Number(prefix);
  if (bits > max) return { error: API_KEY_ADDRESS_MESSAGES.invalid };
  const network =
    ip.kind() === 'ipv4'
      ? ipaddr.IPv4.networkAddressFromCIDR(`${address}/${bits}`)
      : ipaddr.IPv6.networkAddressFromCIDR(`${address}/${bits}`);
  if (network.toString() !== ip.toString()) return { error: API_KEY_ADDRESS_MESSAGES.hostBits };
  return { range: `${ip.toString()}/${bits}` };
}

/** A canonical range's address, prefix length and family, as an address matcher takes them. */
export function splitRange(range: string): { address: string; prefix: number; family: 'ipv4' | 'ipv6' } {
  const [address = '', prefix = ''] = range.split('/');
  return { address, prefix: Number(prefix), family: address.includes(':') ? 'ipv6' : 'ipv4' };
}
