import { CONTENT_KEY_PATTERN, type ManagedContentDocument } from '../../../content-model';
import { illegalParameter } from '../../http/platformErrors';
import { channelSummary } from './channelScope';
import {
  booleanParam,
  integerParam,
  languageParam,
  listParam,
  referenceOptions,
  singleParam,
  type Query,
} from './queryParams';
import { deliveryDocument, referencesBlock, type DeliveryContext } from './representation';

/** The list resource's limits, as documented for Connect. */
const LIST_LIMITS = {
  contentKeys: 50,
  managedContentIds: 100,
  pageSize: 250,
  pageSizeWithBody: 25,
  defaultPageSize: 25,
} as const;

interface ListRequest {
  contentKeys?: string[];
  managedContentIds?: string[];
  contentTypeFQN?: string;
  includeContentBody: boolean;
  /** The language asked for; each document is served in its chain. */
  language?: string;
  page: number;
  pageSize: number;
  /** Known parameters in a fixed order, kept in the paging urls. */
  echoed: [string, string][];
}

function parseListQuery(query: Query): ListRequest & ReturnType<typeof referenceOptions> {
  const contentKeys = listParam(query, 'contentKeys', LIST_LIMITS.contentKeys);
  const managedContentIds = listParam(query, 'managedContentIds', LIST_LIMITS.managedContentIds);
  if (contentKeys && managedContentIds) {
    throw illegalParameter("Use either 'contentKeys' or 'managedContentIds', not both.");
  }
  const contentTypeFQN = singleParam(query, 'contentTypeFQN');
  const includeContentBody = booleanParam(query, 'includeContentBody');
  const references = referenceOptions(query);
  const language = languageParam(query);
  const page = integerParam(query, 'page', { min: 0, max: 999_999_999, fallback: 0 });
  const pageSize = integerParam(query, 'pageSize', {
    min: 1,
    max: LIST_LIMITS.pageSize,
    fallback: LIST_LIMITS.defaultPageSize,
  });
  if (
    (includeContentBody || references.expandReferences) &&
    pageSize > LIST_LIMITS.pageSizeWithBody
  ) {
    throw illegalParameter(
      `Invalid value '${pageSize}' for parameter 'pageSize': at most ${LIST_LIMITS.pageSizeWithBody} ` +
        'when includeContentBody or expandReferences is true.',
    );
  }
  const echoed: [string, string | undefined][] = [
    ['contentKeys', contentKeys?.join(',')],
    ['managedContentIds', managedContentIds?.join(',')],
    ['contentTypeFQN', contentTypeFQN],
    ['includeContentBody', includeContentBody ? 'true' : undefined],
    ['expandReferences', references.expandReferences ? 'true' : undefined],
    [
      'referenceDepth',
      references.referenceDepth > 0 ? String(references.referenceDepth) : undefined,
    ],
    ['referencesAsList', references.referencesAsList ? 'true' : undefined],
    ['language', language],
  ];
  return {
    contentKeys,
    managedContentIds,
    contentTypeFQN,
    includeContentBody,
    language,
    page,
    pageSize,
    ...references,
    echoed: echoed.filter((pair): pair is [string, string] => pair[1] !== undefined),
  };
}

function select(request: ListRequest, context: DeliveryContext): ManagedContentDocument[] {
  const { store } = context;
  const byList = (ids: string[], isKey: boolean) =>
    ids
      .filter((id) => CONTENT_KEY_PATTERN.test(id) === isKey)
      .map((id) => store.findDocument(id, request.language))
      .filter((doc) => doc !== undefined);
  // Unknown keys are simply absent, as on the platform; listed ones keep the caller's order.
  let docs: ManagedContentDocument[] = request.contentKeys
    ? byList(request.contentKeys, true)
    : request.managedContentIds
      ? byList(request.managedContentIds, false)
      : [...store.documentsIn(request.language)];
  docs = [...new Map(docs.map((doc) => [doc.contentKey, doc])).values()];
  const { contentTypeFQN } = request;
  return contentTypeFQN === undefined
    ? docs
    : docs.filter((doc) => doc.contentType.fullyQualifiedName === contentTypeFQN);
}

/**
 * The Managed Content Delivery Document Collection for one page, each document in the first
 * language of `language`'s chain it has a variant in (so a page may mix languages). There is no
 * `total`; the paging urls are the request path plus the known parameters, `page` and `pageSize`.
 */
export function listContents(query: Query, requestPath: string, listed: DeliveryContext) {
  const request = parseListQuery(query);
  const context: DeliveryContext = { ...listed, language: request.language };
  const matching = select(request, context);
  const start = request.page * request.pageSize;
  const page = matching.slice(start, start + request.pageSize);
  const pageUrl = (n: number) => {
    const params = new URLSearchParams([
      ...request.echoed,
      ['page', String(n)],
      ['pageSize', String(request.pageSize)],
    ]);
    return `${requestPath}?${params.toString()}`;
  };
  return {
    channelSummary: channelSummary(context.store, context.scope.basePath),
    contents: page.map((doc) => deliveryDocument(doc, context, request.includeContentBody)),
    currentPageUrl: pageUrl(request.page),
    nextPageUrl: start + request.pageSize < matching.length ? pageUrl(request.page + 1) : null,
    previousPageUrl: request.page > 0 ? pageUrl(request.page - 1) : null,
    ...referencesBlock(page, request, context),
  };
}
