import { isValidImageUrl } from '@about-site/sdk/images';
import { isLanguageTag } from '../../../shared/pageLanguage';
import { recordTitle } from './gridItems';
import type { GridRecord } from './gridTypes';

/** What the default item card shows. */
export interface CardFields {
  title?: string;
  excerpt?: string;
  image?: { url: string; alt: string };
  /** The item's page (a news article's), as `documentRecord` adds it. */
  link?: string;
  /** The language tag of a document's words, as `documentRecord` adds it. */
  lang?: string;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** Reads title, excerpt and image from a record (`imageUrl`/`imageAlt` as `documentRecord` adds them). */
export function cardFields(record: GridRecord): CardFields {
  const body = record.contentBody;
  const bodyExcerpt =
    typeof body === 'object' && body !== null && 'excerpt' in body ? text(body.excerpt) : undefined;
  const imageUrl = text(record.imageUrl);
  const title = recordTitle(record);
  const excerpt = text(record.excerpt) ?? bodyExcerpt;
  const link = text(record.link);
  return {
    ...(link === undefined ? {} : { link }),
    ...(isLanguageTag(record.lang) ? { lang: record.lang } : {}),
    ...(title === undefined ? {} : { title }),
    ...(excerpt === undefined ? {} : { excerpt }),
    ...(imageUrl !== undefined && isValidImageUrl(imageUrl)
      ? { image: { url: imageUrl, alt: text(record.imageAlt) ?? '' } }
      : {}),
  };
}
