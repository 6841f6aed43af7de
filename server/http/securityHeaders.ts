import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';

/** Every `<script>` with its attributes and content. */
const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;

/**
 * The CSP sources (`'sha256-…'`) of the inline scripts a page template runs: those without a
 * `src` that are no JSON data block. The page's built template holds one, the loader of its
 * script; a policy that names its hash runs it and no other inline script.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = [...html.matchAll(SCRIPT_ELEMENT)]
    .filter(([, attributes = '']) => !/\ssrc=/.test(attributes))
    .filter(([, attributes = '']) => !/\stype="application\/(ld\+)?json"/.test(attributes))
    .map(([, , code = '']) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`);
  return [...new Set(hashes)];
}

/**
 * Scripts only from our origin, and the inline scripts of the page template by their hashes (the
 * site config and page state are JSON data blocks, never executed); inline styles are allowed
 * because React renders style attributes; images from anywhere over https (platform CDNs);
 * frames only for the video hosts the page builder embeds. API calls go to our origin, plus the
 * platform origin when the SDK is pointed at one.
 */
export function contentSecurityPolicy(
  apiOrigin = '',
  scriptHashes: readonly string[] = [],
): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    `connect-src 'self'${apiOrigin ? ` ${apiOrigin}` : ''}`,
    'frame-src https://www.youtube.com https://player.vimeo.com',
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The powerful features no page of the site uses, refused to it and to every frame it embeds (the
 * video players keep what they need: fullscreen, autoplay and picture-in-picture are left alone).
 */
const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=()';

export type SecurityHeaders = Readonly<Record<string, string>>;

export function securityHeaders(
  apiOrigin = '',
  scriptHashes: readonly string[] = [],
): SecurityHeaders {
  return {
    'Content-Security-Policy': contentSecurityPolicy(apiOrigin, scriptHashes),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
  };
}

/**
 * Only for answers to a person signed in to the editor or previewing by a link, and the editor's
 * pages: a window opened by another site keeps no handle on theirs. Guests' pages go without:
 * the header puts a page in a browsing context group, so a process, of its own, and a browser
 * that would have used a warm one starts a cold one for every visit from a link
 * (docs/security.md, "Opener isolation").
 */
export const SIGNED_IN_HEADERS: SecurityHeaders = { 'Cross-Origin-Opener-Policy': 'same-origin' };

export function applySecurityHeaders(reply: FastifyReply, headers: SecurityHeaders): void {
  reply.headers(headers);
}
