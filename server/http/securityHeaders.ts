import type { FastifyReply } from 'fastify';

/**
 * Scripts only from our origin (the site config is a JSON data block, never executed); inline
 * styles are allowed because React renders style attributes; images from anywhere over https
 * (platform CDNs); frames only for the video hosts the page builder embeds. API calls go to our
 * origin, plus the platform origin when the SDK is pointed at one.
 */
export function contentSecurityPolicy(apiOrigin = ''): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
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

export type SecurityHeaders = Readonly<Record<string, string>>;

export function securityHeaders(apiOrigin = ''): SecurityHeaders {
  return {
    'Content-Security-Policy': contentSecurityPolicy(apiOrigin),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

export function applySecurityHeaders(reply: FastifyReply, headers: SecurityHeaders): void {
  reply.headers(headers);
}
