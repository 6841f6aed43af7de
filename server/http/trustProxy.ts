import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * Fastify's `trustProxy`: false (the peer is the client), true (trust every hop), or the
 * addresses and CIDR ranges of the proxies trusted. (Fastify trusts no one for a hop count,
 * because it cannot tell whether the nearest peer is a proxy at all, so there is none here.)
 */
export type TrustProxy = boolean | string[];

/** proxy-addr's names for the reserved ranges. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** `10.0.0.0/8`, `::1`, `loopback`: what proxy-addr accepts as one trusted address. */
function isTrustedAddress(item: string): boolean {
  if (RANGE_NAMES.has(item)) return true;
  const [address = '', prefix, ...rest] = item.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}

/** `TRUST_PROXY` as written in the environment. */
export const trustProxySchema = z.string().transform((text, context): TrustProxy => {
  const value = text.trim();
  if (value === 'true') return true;
  if (value === 'false') return false;
  const items = value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  const bad = items.filter((item) => !isTrustedAddress(item));
  if (items.length === 0 || bad.length > 0) {
    context.addIssue({
      code: 'custom',
      message:
        'trust proxy is true, false, or comma-separated addresses and CIDR ranges like ' +
        `127.0.0.1,10.0.0.0/8 (not ${bad.join(', ') || 'empty'})`,
    });
    return z.NEVER;
  }
  return items;
});
