import { generateUrl, type PageReferenceInput } from '@about-site/sdk/links';
import { parseJsonConfig } from '../../../shared/jsonConfig';

/** A banner button's destination: a url, or a page reference the link helper turns into one. */
export type BannerTarget =
  { kind: 'url'; url: string } | { kind: 'pageReference'; reference: PageReferenceInput } | null;

/** Reads a target setting: url text, or a page reference object (or its JSON text). */
export function readBannerTarget(value: unknown): BannerTarget {
  const reference = parseJsonConfig(value);
  if (reference && typeof reference.type === 'string') {
    return { kind: 'pageReference', reference: reference as unknown as PageReferenceInput };
  }
  if (typeof value === 'string' && value.trim() !== '') return { kind: 'url', url: value.trim() };
  return null;
}

/**
 * The url of a target under the site base path, or `undefined` when the reference is invalid
 * (the link helper rejects it) so the button renders without a destination.
 */
export function bannerTargetUrl(target: BannerTarget, basePath: string): string | undefined {
  if (!target) return undefined;
  if (target.kind === 'url') return target.url;
  try {
    return generateUrl(target.reference, { basePath });
  } catch {
    return undefined;
  }
}
