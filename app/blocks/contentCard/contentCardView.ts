import { isValidImageUrl } from '../../../sdk/images';
import { generateUrl, linkAttributes } from '../../../sdk/links';
import type { ContentEntry, ContentSummary } from '../../features/content';
import type { ContentCardProps } from './contentCardProps';

/** What the card shows once its inputs are combined. */
export interface ContentCardView {
  loading: boolean;
  title: string;
  excerpt: string;
  image: { src: string; alt: string } | null;
  /** The button's destination; no button without one. */
  href: string | undefined;
}

function itemImage(item: ContentSummary | null): ContentCardView['image'] {
  if (!item?.image || item.kind === 'other' || !isValidImageUrl(item.image.url)) return null;
  return { src: item.image.url, alt: item.image.altText };
}

function itemLink(item: ContentSummary | null, basePath: string): string | undefined {
  if (item?.kind !== 'news') return undefined;
  try {
    const { contentTypeName, contentKey } = item;
    return generateUrl(
      { type: 'standard__managedContentPage', attributes: { contentTypeName, contentKey } },
      { basePath },
    );
  } catch {
    return undefined;
  }
}

/**
 * The button's destination, first match wins:
 * 1. `buttonLink`, when it is a valid link;
 * 2. `redirectPageApiName`: the web page `/{redirectPageApiName}` (one leading slash) under the
 *    site base path;
 * 3. for a news/blog item: `/{contentTypeName}/{contentKey}` under the base path.
 */
export function cardButtonHref(
  props: Pick<ContentCardProps, 'buttonLink' | 'redirectPageApiName'>,
  item: ContentSummary | null,
  basePath: string,
): string | undefined {
  const explicit = linkAttributes(props.buttonLink);
  if (explicit) return explicit.href;
  if (props.redirectPageApiName) return `${basePath}/${props.redirectPageApiName}`;
  return itemLink(item, basePath);
}

/**
 * Combines settings and the loaded item: configured title and excerpt win, else the item's;
 * image and news items bring their picture; a failed load keeps the configured text.
 */
export function contentCardView(
  props: ContentCardProps,
  entry: ContentEntry,
  basePath: string,
): ContentCardView {
  const loading = props.contentId !== '' && (entry.status === 'idle' || entry.status === 'loading');
  const item = entry.status === 'succeeded' ? entry.item : null;
  const href = props.buttonLabel === '' ? undefined : cardButtonHref(props, item, basePath);
  return {
    loading,
    title: props.title || item?.title || '',
    excerpt: props.excerpt || item?.excerpt || '',
    image: itemImage(item),
    href,
  };
}
