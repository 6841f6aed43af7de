import type { FastifyReply } from 'fastify';

/**
 * Scripts only from our origin (the site config is a JSON data block, never executed); inline
 * styles are allowed because React renders style attributes; images from anywhere over https
 * (platform CDNs); frames only for the video hosts the page builder embeds.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  'frame-src https://www.youtube.com https://player.vimeo.com',
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

export function applySecurityHeaders(reply: FastifyReply): void {
  reply.headers(SECURITY_HEADERS);
}
