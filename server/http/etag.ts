import { createHash } from 'node:crypto';

/** `If-None-Match` uses the weak comparison: `W/"x"` matches `"x"`; `*` matches anything. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(etag));
}

/**
 * Weak, because compression may change the bytes on the wire but not the meaning. Of one text, or
 * of the parts a text is made of (hashed in turn, each ended by a NUL, without joining them).
 */
export function weakEtag(...parts: string[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return `W/"${hash.digest('base64url').slice(0, 32)}"`;
}
