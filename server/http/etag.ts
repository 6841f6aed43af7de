import { createHash } from 'node:crypto';

/** `If-None-Match` uses the weak comparison: `W/"x"` matches `"x"`; `*` matches anything. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(etag));
}

/** Weak, because compression may change the bytes on the wire but not the meaning. */
export function weakEtag(text: string): string {
  return `W/"${createHash('sha256').update(text).digest('base64url').slice(0, 32)}"`;
}
