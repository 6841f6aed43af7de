import { notFound } from '../../http/platformErrors';
import { channelSummary } from './channelScope';
import { languageParam, referenceOptions, type Query } from './queryParams';
import { deliveryDocument, referencesBlock, type DeliveryContext } from './representation';

/** One Managed Content Delivery Document, by content key or managed content id. */
export function getContent(keyOrId: string, query: Query, context: DeliveryContext) {
  const options = referenceOptions(query);
  languageParam(query);
  const doc = context.store.findDocument(keyOrId);
  if (!doc) throw notFound();
  return {
    channelSummary: channelSummary(context.store, context.scope.basePath),
    ...deliveryDocument(doc, context, true),
    ...referencesBlock([doc], options, context),
  };
}
