import type { DocumentView } from '@about-site/sdk/documents';
import { isValidImageUrl } from '@about-site/sdk/images';
import { linkAttributes } from '@about-site/sdk/links';
import type { ManagedContent } from '../../data/useManagedContent';
import { languageTag } from '../../../shared/pageLanguage';
import type { ContentCardProps } from './contentCardProps';

/** What the card shows once its inputs are combined. */
export interface ContentCardDisplay {
  loading: boolean;
  title: string;
  excerpt: string;
  image: { src: string; alt: string } | null;
  /**
   * The language tag of what the item gave (`fr-FR`), for each part shown from it: `''` for the
   * configured text, the page's (or its block's) language.
   */
  langs: { title: string; excerpt: string; image: string };
  /** The button's destination; no button without one. */
  href: string | undefined;
}

/** An image item shows its media; a news item its banner image (seed spec, content card). */
function itemImage(item: DocumentView | null): ContentCardDisplay['image'] {
  const image = item?.kind === 'image' ? item.media : item?.kind === 'news' ? item.banner : null;
  if (!image || !isValidImageUrl(image.url)) return null;
  return { src: image.url, alt: image.altText };
}

/**
 * The button's destination, first match wins:
 * 1. `buttonLink`, when it is a valid link;
 * 2. `redirectPageApiName`: the web page `/{redirectPageApiName}` (one leading slash) under the
 *    site base path;
 * 3. for a news/blog item: `/{contentTypeName}/{contentKey}` under the base path.
 */
function cardButtonHref(
  props: Pick<ContentCardProps, 'buttonLink' | 'redirectPageApiName'>,
  item: DocumentView | null,
  basePath: string,
): string | undefined {
  const explicit = linkAttributes(props.buttonLink);
  if (explicit) return explicit.href;
  if (props.redirectPageApiName) return `${basePath}/${props.redirectPageApiName}`;
  return item?.kind === 'news' ? item.link : undefined;
}

/**
 * Combines settings and the loaded item: configured title and excerpt win, else the item's;
 * image and news items bring their picture; a failed load keeps the configured text.
 */
export function contentCardDisplay(
  props: ContentCardProps,
  { entry, document: item }: ManagedContent,
  basePath: string,
): ContentCardDisplay {
  const loading = props.contentId !== '' && entry.data === undefined && entry.error === undefined;
  const href = props.buttonLabel === '' ? undefined : cardButtonHref(props, item, basePath);
  const itemLang = item?.language ? languageTag(item.language) : '';
  return {
    loading,
    title: props.title || item?.title || '',
    excerpt: props.excerpt || item?.excerpt || '',
    image: itemImage(item),
    langs: {
      title: props.title ? '' : itemLang,
      excerpt: props.excerpt ? '' : itemLang,
      image: itemLang,
    },
    href,
  };
}
