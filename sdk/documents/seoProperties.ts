/**
 * The SEO properties of a record (`GET …/connect/communities/{communityId}/seo/properties/{recordId}`).
 * `title`, `description` and `customHeadTags` are inputs of the page's SEO assistant rather than
 * response fields: they are optional here and usually absent.
 */
export interface SeoProperties {
  /** The id (or url alias) that was requested. */
  recordId: string;
  /** The record's Name (`{!Record._Title}`). */
  recordName?: string;
  /** The object's label (`{!Record._Object}`). */
  objectName?: string;
  /** The requested fields' values. */
  fields?: Record<string, string>;
  /** JSON-valued fields, such as a BreadcrumbList. */
  complexFields?: Record<string, string>;
  /** Language code (underscore form) to url; `''` means omit that language. */
  hrefLangUrls?: Record<string, string>;
  canonicalUrl?: string | null;
  /** Only `false` adds `<meta name="robots" content="noindex,nofollow">`. */
  isSeoIndexed?: boolean;
  title?: string;
  description?: string;
  customHeadTags?: string;
}
