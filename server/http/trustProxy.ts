import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import proxyAddr from '@fastify/proxy-addr';
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

/** Whether the hop at `address` (0: the peer) is a proxy trusted to say who it forwards for. */
export type ProxyTrust = (address: string, hop: number) => boolean;

/**
 * The trust decision of `trustProxy`, made once: Fastify is given this function (for
 * `request.ip`, its protocol and host), and the cached-page shortcut reads the client's address
 * with it (`clientAddressOf`), so both paths agree by construction. Undefined: no proxy is trusted.
 */
export function proxyTrust(trustProxy: TrustProxy): ProxyTrust | undefined {
  if (trustProxy === false) return undefined;
  return trustProxy === true ? () => true : proxyAddr.compile(trustProxy);
}

/** The client's address as Fastify's `request.ip` gives it under the same trust. */
export function clientAddressOf(
  trust: ProxyTrust | undefined,
): (request: IncomingMessage) => string {
  if (trust === undefined) return (request) => request.socket.remoteAddress ?? '';
  return (request) => proxyAddr(request, trust);
}
