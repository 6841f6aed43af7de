/** `contentType` of a document: the type's fully qualified name (`sfdc_cms__image`) and label. */
export interface ManagedContentTypeSummary {
  fullyQualifiedName: string;
  name?: string;
}

/** `channelSummary` (API 62.0+): the delivery channel the document was read through. */
export interface ManagedContentChannelSummary {
  id: string;
  name?: string;
  domainUrl?: string | null;
  resourceUrl?: string;
  /** For a site channel, `target.id` is the site id (`0DM…`). */
  target?: { id: string };
  type?: 'CloudToCloud' | 'Community' | 'ConnectedApp' | 'PublicUnauthenticated' | 'UserPermission';
}

/** The body of a document whose type the SDK does not model. */
export type UnknownContentBody = Readonly<Record<string, unknown>>;

/**
 * A Managed Content Delivery Document (`GET …/cms/delivery/contents/{contentKeyOrId}`).
 * `title` is on the envelope, not in `contentBody`. Connect sends `null` rather than omitting.
 */
export interface ManagedContentDocument<TBody = UnknownContentBody> {
  channelSummary?: ManagedContentChannelSummary;
  contentBody: TBody;
  /** `MC` plus 26 characters. */
  contentKey: string;
  contentType: ManagedContentTypeSummary;
  /** Underscore form, e.g. `en_US`. */
  language: string;
  /** `20Y…`, 18 characters. */
  managedContentId: string;
  /** ISO-8601 UTC with milliseconds. */
  publishedDate: string;
  /** `null` when `referenceDepth` is 0. */
  references?: Readonly<Record<string, unknown>> | null;
  referencesList?: readonly unknown[] | null;
  resourceUrl?: string;
  title: string;
  /** `null` for a site channel. */
  unauthenticatedUrl: string | null;
  urlName: string;
}

/** A document listed without its body (`includeContentBody` false). */
export type ManagedContentDocumentSummary = Omit<ManagedContentDocument, 'contentBody'>;

/**
 * A Managed Content Delivery Document Collection (`GET …/cms/delivery/contents`): one page of
 * documents. There is no `total`; the page urls are `null` at the ends.
 */
export interface ManagedContentCollection<TBody = UnknownContentBody> {
  channelSummary?: ManagedContentChannelSummary;
  /** Documents, without `contentBody` unless `includeContentBody` was true. */
  contents: ManagedContentDocument<TBody>[];
  currentPageUrl: string;
  nextPageUrl: string | null;
  previousPageUrl: string | null;
  references?: Readonly<Record<string, unknown>> | null;
  referencesList?: readonly unknown[] | null;
}
