import { generateUrl } from '@about-site/sdk/links';
import type { Target } from '../../../shared/blocks/target';

/**
 * The url of a target under the site base path, or `undefined` when the reference is invalid
 * (the link helper rejects it) so the button renders without a destination.
 */
export function bannerTargetUrl(target: Target, basePath: string): string | undefined {
  if (!target) return undefined;
  if (target.kind === 'link') return target.url.trim();
  try {
    return generateUrl(target.reference, { basePath });
  } catch {
    return undefined;
  }
}
