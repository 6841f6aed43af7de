import { languageTag } from '../../../shared/pageLanguage';
/** Marks the tags the SEO assistant owns, so they are replaced, never duplicated. */
export const SEO_OWNER = 'setSEOProperties';

export interface HeadTags {
  /** `<meta name="description">`. */
  description?: string;
  canonicalUrl?: string;
  /** hreflang (BCP 47, e.g. en-US or x-default) to url. */
  alternates: { hreflang: string; href: string }[];
  robots?: string;
}

export interface SeoPropertiesInput {
  /** The SEO assistant's description; else the record's `Description` field. */
  description?: string | null;
  fields?: Record<string, string> | null;
  canonicalUrl?: string | null;
  hrefLangUrls?: Record<string, string> | null;
  isSeoIndexed?: boolean | null;
}

/**
 * The tags the page's head gets from SEO properties: a description when there is one, a
 * canonical link when there is a url (in another language than the default, the page's own
 * alternate, so each language's page is its own canonical),
 * alternates for each active language with a non-empty url plus x-default (only when more than
 * one language has a url, the page's own among them), and robots noindex,nofollow only when
 * indexing is off.
 */
export function headTagsFor(
  properties: SeoPropertiesInput,
  languages: readonly string[],
  robotsOverride?: string,
  language: string = languages[0] ?? '',
): HeadTags {
  const urls = properties.hrefLangUrls ?? {};
  const alternates: HeadTags['alternates'] = [];
  const served = languages.filter((each) => urls[each]);
  // A page in a language it is not served in (its copy fell back) is no alternate: it lists
  // none, and its canonical url is the default language's.
  if (served.length > 1 && served.includes(language)) {
    for (const each of served)
      alternates.push({ hreflang: languageTag(each), href: urls[each] ?? '' });
    const defaultHref = urls[languages[0] ?? ''];
    if (defaultHref) alternates.push({ hreflang: 'x-default', href: defaultHref });
  }
  const robots =
    robotsOverride ?? (properties.isSeoIndexed === false ? 'noindex,nofollow' : undefined);
  const description = properties.description ?? properties.fields?.Description;
  const canonicalUrl =
    language === languages[0] ? properties.canonicalUrl : urls[language] || properties.canonicalUrl;
  return {
    ...(description ? { description } : {}),
    ...(canonicalUrl ? { canonicalUrl } : {}),
    alternates,
    ...(robots ? { robots } : {}),
  };
}

function ownedElement<K extends 'link' | 'meta'>(doc: Document, tag: K): HTMLElementTagNameMap[K] {
  const element = doc.createElement(tag);
  element.setAttribute('data-owner', SEO_OWNER);
  return element;
}

/** Removes the assistant's previous tags and writes the new set: one tag of each kind. */
export function applyHeadTags(doc: Document, tags: HeadTags): void {
  doc.head.querySelectorAll(`[data-owner="${SEO_OWNER}"]`).forEach((element) => {
    element.remove();
  });
  const fragment = doc.createDocumentFragment();
  const appendMeta = (name: string, content: string) => {
    const meta = ownedElement(doc, 'meta');
    meta.name = name;
    meta.content = content;
    fragment.append(meta);
  };
  if (tags.description) appendMeta('description', tags.description);
  if (tags.canonicalUrl) {
    const link = ownedElement(doc, 'link');
    link.rel = 'canonical';
    link.href = tags.canonicalUrl;
    fragment.append(link);
  }
  for (const { hreflang, href } of tags.alternates) {
    const link = ownedElement(doc, 'link');
    link.rel = 'alternate';
    link.hreflang = hreflang;
    link.href = href;
    fragment.append(link);
  }
  if (tags.robots) appendMeta('robots', tags.robots);
  doc.head.append(fragment);
}
