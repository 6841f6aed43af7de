import {
  type ManagedContentDocument,
  referencedKeys,
  type SiteContent,
} from '../../../content-model';
import type { ChannelScope } from './channelScope';
import { entityEncode } from './entityEncode';
import type { ReferenceOptions } from './queryParams';

/** What a response needs to turn stored documents into wire documents. */
export interface DeliveryContext {
  store: SiteContent;
  scope: ChannelScope;
  /** False when the request sent `X-Chatter-Entity-Encoding: false`. */
  entityEncoding: boolean;
  /** The `language` asked for: each document is served in its chain. None: the default. */
  language?: string;
}

/**
 * `contentBody` as sent: media size and type from the real file, RichText encoded (the store's
 * media URLs already carry their original's `version`).
 */
function contentBodyOf(
  doc: ManagedContentDocument,
  context: DeliveryContext,
): Record<string, unknown> {
  const { content } = doc;
  switch (content.type) {
    case 'sfdc_cms__image': {
      const media = content.body['sfdc_cms:media'];
      const file = context.store.findMedia(doc.contentKey);
      return {
        altText: content.body.altText,
        'sfdc_cms:media': {
          source: {
            type: 'file',
            mimeType: file?.mimeType ?? media.source.mimeType,
            size: file?.bytes.length ?? media.source.size ?? null,
          },
          url: media.url,
        },
      };
    }
    case 'sfdc_cms__news': {
      const { body, ...rest } = content.body;
      return { ...rest, body: context.entityEncoding ? entityEncode(body) : body };
    }
    case 'sfdc_cms__cmsManualCollection':
      return content.body;
  }
}

/** A document without its body (Delivery Document Summary); properties in the docs' order. */
function documentSummary(doc: ManagedContentDocument, context: DeliveryContext) {
  return {
    contentKey: doc.contentKey,
    contentType: doc.contentType,
    language: doc.language,
    managedContentId: doc.managedContentId,
    publishedDate: doc.publishedDate,
    resourceUrl: `${context.scope.contentsPath}/${doc.contentKey}`,
    title: doc.title,
    unauthenticatedUrl: null,
    urlName: doc.urlName,
  };
}

export function deliveryDocument(
  doc: ManagedContentDocument,
  context: DeliveryContext,
  includeBody: boolean,
) {
  const summary = documentSummary(doc, context);
  return includeBody ? { contentBody: contentBodyOf(doc, context), ...summary } : summary;
}

/** Documents reached from `roots` within `depth` hops, each once, roots excluded, in `language`. */
function collectReferences(
  store: SiteContent,
  roots: readonly ManagedContentDocument[],
  depth: number,
  language: string | undefined,
) {
  const seen = new Set(roots.map((doc) => doc.contentKey));
  const found: ManagedContentDocument[] = [];
  let frontier = roots;
  for (let level = 0; level < depth; level += 1) {
    const next: ManagedContentDocument[] = [];
    for (const key of frontier.flatMap(referencedKeys)) {
      const doc = seen.has(key) ? undefined : store.findDocument(key, language);
      seen.add(key);
      if (doc) next.push(doc);
    }
    found.push(...next);
    frontier = next;
  }
  return found;
}

/**
 * `references` (a map by content key) or `referencesList`: `null` at depth 0, as the platform.
 * Summaries unless `expandReferences` asks for the bodies.
 */
export function referencesBlock(
  roots: readonly ManagedContentDocument[],
  options: ReferenceOptions,
  context: DeliveryContext,
) {
  if (options.referenceDepth === 0) {
    return options.referencesAsList
      ? { references: null, referencesList: null }
      : { references: null };
  }
  const docs = collectReferences(
    context.store,
    roots,
    options.referenceDepth,
    context.language,
  ).map((doc) => deliveryDocument(doc, context, options.expandReferences));
  return options.referencesAsList
    ? { references: null, referencesList: docs }
    : { references: Object.fromEntries(docs.map((doc) => [doc.contentKey, doc])) };
}
