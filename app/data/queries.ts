import { MAX_KEYS_PER_CALL, cacheKeys, chunk, type GetContentConfig } from '@about-site/sdk';
import { VIEW_BODY_FIELDS } from '@about-site/sdk/documents';
import type { GetContentFieldsConfig } from '@about-site/sdk/fields';
import type { GetSeoPropertiesConfig } from '@about-site/sdk/seo';
import type { ApexMethod } from '@about-site/sdk-react';

/**
 * The site's reads, as the configs `@about-site/sdk-react`'s hooks take: one place, so two blocks
 * that read the same data ask for it alike, and share one cache entry and one request.
 */

/**
 * `language` when the page asks for one (a page in another language than the default, see
 * `requestedLanguage`): the site's reads in the default language keep their configs and keys.
 */
const inLanguage = (language: string | undefined) => (language === undefined ? {} : { language });

/** One managed-content document of the site by content key or managed content id. */
export function contentConfig(
  siteId: string,
  contentKeyOrId: string,
  language?: string,
): GetContentConfig {
  return { channelOrSiteId: siteId, contentKeyOrId, ...inLanguage(language) };
}

/**
 * Documents by content key as blocks show them (`readDocument`), without the articles' bodies:
 * one read per 25 distinct keys (the platform's cap of documents with bodies per page).
 */
export function documentsByKeyConfigs(
  siteId: string,
  contentKeys: readonly string[],
  language?: string,
): GetContentFieldsConfig[] {
  return chunk([...new Set(contentKeys)], MAX_KEYS_PER_CALL).map((keys) => ({
    channelOrSiteId: siteId,
    contentKeys: keys,
    contentBodyFields: VIEW_BODY_FIELDS,
    ...inLanguage(language),
  }));
}

/** The record fields the head shows: its description (the title is the page's own). */
const SEO_FIELDS = ['Description'];

/**
 * A record's SEO properties (the query key is the recordId, else the page's url alias), at the
 * site's API version (its current release's), in `language` when the page is not in the default.
 */
export function seoConfig(
  apiVersion: string,
  communityId: string,
  recordId: string,
  language?: string,
): GetSeoPropertiesConfig {
  return {
    apiVersion,
    communityId,
    recordId,
    fields: SEO_FIELDS,
    ...(language === undefined ? {} : { language }),
  };
}

const CAROUSEL_STYLES: ApexMethod = {
  apexClass: 'AdminPanelController',
  apexMethod: 'grabCarouselStyles',
};

/** A server method call in the page's language (no parameters in the default language). */
export function inPageLanguage(method: ApexMethod, language: string | undefined): ApexMethod {
  return language === undefined ? method : { ...method, methodParams: { language } };
}

/**
 * The admin panel record with every carousel's styles: one cacheable server call (the class the
 * platform emulator serves it from), shared by all carousels of the page, its labels in
 * `language` when the page is not in the default. Its failure is passed over, as the platform
 * does: the carousel shows with default styling and no toast.
 */
export function carouselStylesMethod(language?: string): ApexMethod {
  return inPageLanguage(CAROUSEL_STYLES, language);
}

/** The cache key the carousel styles are stored under, in the default language. */
const CAROUSEL_STYLES_KEY = cacheKeys.apex(CAROUSEL_STYLES);

/**
 * Whether the read stored under `key` fails quietly (no data-error toast): the carousel styles',
 * in any language (the key of a call with parameters is the key without, then its parameters).
 */
export function isQuietRead(key: string): boolean {
  return key.startsWith(CAROUSEL_STYLES_KEY);
}
