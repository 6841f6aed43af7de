import type { ManagedContentDocument } from './documents';
import type { MediaOriginal } from './media';

/**
 * Media URLs carry the platform's `version` query parameter, here the original's content hash:
 * a replaced image is a new URL, so every URL can be `immutable` for as long as it names the
 * current bytes. See docs/fleet.md, "What a cache may keep".
 */
export const VERSION_PARAMETER = 'version';

/** Characters of the sha256 (base64url) kept in a version: 96 bits, collisions out of reach. */
const VERSION_LENGTH = 16;

/**
 * The version of an original: the first 16 characters of its bytes' sha256 in base64url, read
 * from its strong ETag (`"` and the first 32 of them), which the hash was made for once.
 */
function mediaVersionOf(original: MediaOriginal): string {
  return original.etag.slice(1, 1 + VERSION_LENGTH);
}

/** Finds the original of a content key (the published content's `findMedia`). */
export type FindMedia = (contentKey: string) => MediaOriginal | undefined;

/**
 * A media path (`/cms/delivery/media/{key}`, after any prefix), with the query that follows it
 * when there is one. The query stops where a URL in HTML or JSON text would (a quote, space or
 * angle bracket).
 */
const MEDIA_PATH = /\/cms\/delivery\/media\/(MC[A-Z2-7]{26})(?![A-Z2-7])(\?[^\s"'<>#]*)?/g;

const hasVersion = (query: string) =>
  query
    .slice(1)
    .split('&')
    .some((part) => part.startsWith(`${VERSION_PARAMETER}=`));

/**
 * `text` with every media path of a known original given its current `version` (first in the
 * query; other parameters kept). Paths that already carry a version, or whose key has no
 * original, are left as written.
 */
function withMediaVersions(text: string, findMedia: FindMedia): string {
  if (!text.includes('/cms/delivery/media/')) return text;
  return text.replace(MEDIA_PATH, (path: string, key: string, query: string | undefined) => {
    if (query !== undefined && hasVersion(query)) return path;
    const original = findMedia(key);
    if (!original) return path;
    const version = `${VERSION_PARAMETER}=${mediaVersionOf(original)}`;
    const rest = query === undefined || query === '?' ? '' : `&${query.slice(1)}`;
    return `/cms/delivery/media/${key}?${version}${rest}`;
  });
}

/** A JSON value with `withMediaVersions` applied to every string in it (keys left alone). */
export function versionMediaIn<T>(value: T, findMedia: FindMedia): T {
  return versionValue(value, findMedia) as T;
}

function versionValue(value: unknown, findMedia: FindMedia): unknown {
  if (typeof value === 'string') return withMediaVersions(value, findMedia);
  if (Array.isArray(value)) return value.map((item) => versionValue(item, findMedia));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, versionValue(item, findMedia)]),
    );
  }
  return value;
}

/**
 * The document with its media URLs versioned as it is sent: an image's media URL, every media
 * path in a news body or a collection.
 */
export function versionDocumentMedia(
  doc: ManagedContentDocument,
  findMedia: FindMedia,
): ManagedContentDocument {
  const { content } = doc;
  if (content.type !== 'sfdc_cms__image') {
    return { ...doc, content: versionMediaIn(content, findMedia) };
  }
  const media = content.body['sfdc_cms:media'];
  const url = withMediaVersions(media.url, findMedia);
  const body = { ...content.body, 'sfdc_cms:media': { ...media, url } };
  return { ...doc, content: { ...content, body } };
}

/** Whether a request's `version` names the original's current bytes. */
export function isCurrentVersion(requested: string | undefined, original: MediaOriginal): boolean {
  return requested !== undefined && requested === mediaVersionOf(original);
}
