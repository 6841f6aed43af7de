// The type guards of typed documents: hand-written checks that accept exactly the bodies the
// zod schemas of `contentBodies.ts` accept, so an app that narrows documents does not bundle zod.
import { arrayOf, number, object, oneOf, optional, string } from '../checks/index.js';
import type { Check } from '../checks/index.js';
import type { ImageBody, ManualCollectionBody, NewsBody } from './contentBodies.js';
import type { ManagedContentDocument } from './contentDocument.js';
import { CONTENT_TYPES } from './contentTypes.js';

export type ImageDocument = ManagedContentDocument<ImageBody>;
export type NewsDocument = ManagedContentDocument<NewsBody>;
export type ManualCollectionDocument = ManagedContentDocument<ManualCollectionBody>;

/** Passes when one of `checks` passes. */
function either(...checks: Check[]): Check {
  return (value) => {
    const problems = checks.map((check) => check(value));
    return problems.includes(undefined) ? undefined : problems[0];
  };
}

const imageReference = object({
  url: optional(string),
  altText: optional(string),
  overrideAltText: optional(string),
  source: either(
    object({ type: oneOf(['imageReference']), ref: object({ contentKey: string }) }),
    object({ type: oneOf(['url']), ref: optional(string), url: optional(string) }),
  ),
});

const imageBody = object({
  altText: optional(string),
  'sfdc_cms:media': object({
    source: object({
      type: oneOf(['file', 'url']),
      mimeType: optional(string),
      size: optional(number),
    }),
    url: string,
  }),
});

const newsBody = object({
  bannerImage: imageReference,
  body: string,
  excerpt: string,
  thumbnail: optional(imageReference),
});

const manualCollectionBody = object({
  collection: object({
    items: arrayOf(object({ contentKey: string, _id: optional(string) })),
    type: string,
  }),
  description: optional(string),
});

function isDocumentOf<TBody>(
  document: ManagedContentDocument<unknown>,
  type: string,
  body: Check,
): document is ManagedContentDocument<TBody> {
  return document.contentType.fullyQualifiedName === type && !body(document.contentBody);
}

/** True for an image document whose body has the image shape. */
export function isImageDocument(
  document: ManagedContentDocument<unknown>,
): document is ImageDocument {
  return isDocumentOf(document, CONTENT_TYPES.image, imageBody);
}

/** True for a news document whose body has the news shape. */
export function isNewsDocument(
  document: ManagedContentDocument<unknown>,
): document is NewsDocument {
  return isDocumentOf(document, CONTENT_TYPES.news, newsBody);
}

/** True for a manual collection whose body lists its items. */
export function isManualCollectionDocument(
  document: ManagedContentDocument<unknown>,
): document is ManualCollectionDocument {
  return isDocumentOf(document, CONTENT_TYPES.manualCollection, manualCollectionBody);
}
