import { z } from 'zod/mini';
import type { ToastLink, ToastLinks } from './toastTypes';

/** A piece of a toast's label or message: plain text, or a link that passed validation. */
type TextSegment = { kind: 'text'; text: string } | { kind: 'link'; url: string; label: string };

const PLACEHOLDER = /\{(\w+)\}/g;

/**
 * A link is valid when it is an https address, a site path with one leading slash (not `//`,
 * which would be protocol-relative), or a `#fragment`. `javascript:`, `http:` and the like are not.
 */
function isValidLinkUrl(url: string): boolean {
  return /^https:\/\/[^\s/]/i.test(url) || /^\/(?!\/)/.test(url) || url.startsWith('#');
}

const linkSchema = z.object({ url: z.string(), label: z.string() });

/**
 * Links keyed by placeholder name (`'0'`, `'1'`… for an array). Entries that are not
 * `{ url, label }` text are dropped, so their placeholder stays as written; a value that is
 * neither an array nor a plain object gives no links.
 */
export function normalizeLinks(value: unknown): Record<string, ToastLink> | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  const entries = Array.isArray(value)
    ? value.map((link: unknown, index) => [String(index), link] as const)
    : Object.entries(value);
  const links: Record<string, ToastLink> = {};
  for (const [key, link] of entries) {
    if (key === '__proto__') continue;
    const parsed = linkSchema.safeParse(link);
    if (parsed.success) links[key] = { url: parsed.data.url, label: parsed.data.label };
  }
  return Object.keys(links).length > 0 ? links : undefined;
}

function lookUpLink(links: ToastLinks | undefined, key: string): ToastLink | undefined {
  // Own keys only: `{constructor}` must not find Object.prototype.constructor.
  if (!links || !Object.hasOwn(links, key)) return undefined;
  return (links as Readonly<Record<string, ToastLink>>)[key];
}

/**
 * Splits text at `{0}` / `{name}` placeholders. A placeholder with a link becomes a link segment
 * when the url is valid, or the link's label as plain text when it is not; a placeholder without
 * a link stays as written.
 */
export function segmentText(text: string, links?: ToastLinks): TextSegment[] {
  const segments: TextSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(PLACEHOLDER)) {
    const key = match[1] ?? '';
    const link = lookUpLink(links, key);
    if (!link) continue;
    if (match.index > last) segments.push({ kind: 'text', text: text.slice(last, match.index) });
    segments.push(
      isValidLinkUrl(link.url)
        ? { kind: 'link', url: link.url, label: link.label }
        : { kind: 'text', text: link.label },
    );
    last = match.index + match[0].length;
  }
  if (last < text.length) segments.push({ kind: 'text', text: text.slice(last) });
  return segments;
}

export function rendersLink(text: string | undefined, links?: ToastLinks): boolean {
  return text !== undefined && segmentText(text, links).some((s) => s.kind === 'link');
}
