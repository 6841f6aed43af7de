import { notFound } from '../../http/platformErrors';
import { channelSummary } from './channelScope';
import { booleanParam, languageParam, referenceOptions, type Query } from './queryParams';
import { deliveryDocument, referencesBlock, type DeliveryContext } from './representation';

/**
 * One Managed Content Delivery Document, by content key or managed content id, in the first
 * language of `language`'s chain it has a variant in (else the default). `showAbsoluteUrl` is
 * checked and, as on the platform, changes only a public channel's `unauthenticatedUrl`: the
 * site's channel has none.
 */
export function getContent(keyOrId: string, query: Query, context: DeliveryContext) {
  const options = referenceOptions(query);
  const language = languageParam(query);
  booleanParam(query, 'showAbsoluteUrl');
  const served: DeliveryContext = { ...context, language };
  const doc = context.store.findDocument(keyOrId, language);
  if (!doc) throw notFound();
  return {
    channelSummary: channelSummary(context.store, context.scope.basePath),
    ...deliveryDocument(doc, served, true),
    ...referencesBlock([doc], options, served),
  };
}
