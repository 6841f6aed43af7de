// Whitespace, control characters and backslashes are refused anywhere in a link: browsers drop tabs
// and newlines and read `\` as `/`, which can turn `/\evil.example` into a protocol-relative URL.
const UNSAFE_CHARACTER = /[\s\\\p{Cc}\p{Cf}]/u;
const HTTPS_PREFIX = /^https:\/\//i;
const SHORTCUT = /^(?:mailto|tel):./i;

function clean(url: unknown): string | undefined {
  if (typeof url !== 'string') return undefined;
  const trimmed = url.trim();
  return trimmed === '' || UNSAFE_CHARACTER.test(trimmed) ? undefined : trimmed;
}

/** True for an absolute `https:` address with a host. */
export function isHttpsUrl(url: unknown): boolean {
  const link = clean(url);
  if (link === undefined || !HTTPS_PREFIX.test(link)) return false;
  try {
    return new URL(link).hostname !== '';
  } catch {
    return false;
  }
}

/** True for a site-relative path: one leading slash not followed by another (`/about`, `/`). */
export function isRelativeUrl(url: unknown): boolean {
  const link = clean(url);
  return link !== undefined && link.startsWith('/') && !link.startsWith('//');
}

/** True for a hash fragment on the current page (`#team`). */
export function isHashLink(url: unknown): boolean {
  return clean(url)?.startsWith('#') ?? false;
}

/** True for the shortcut links that open the visitor's mail or phone app: `mailto:` and `tel:`. */
export function isShortcutLink(url: unknown): boolean {
  const link = clean(url);
  return link !== undefined && SHORTCUT.test(link);
}

/**
 * True when `url` may be used as a link: an absolute `https:` address, a site-relative path (one
 * leading slash not followed by another) or a hash fragment. Leading and trailing spaces are
 * ignored. Shortcut links are not links in this sense; see {@link isShortcutLink}.
 */
export function isValidLink(url: unknown): boolean {
  const link = clean(url);
  if (link === undefined) return false;
  return isHttpsUrl(link) || isRelativeUrl(link) || link.startsWith('#');
}

/** The trimmed link when it is valid or a shortcut link, else `undefined`. */
export function safeLink(url: unknown): string | undefined {
  const link = clean(url);
  return link !== undefined && (isValidLink(link) || isShortcutLink(link)) ? link : undefined;
}
