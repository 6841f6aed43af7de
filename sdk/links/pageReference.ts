/** Navigation state: extra string parameters, written to the URL's query string. */
export type PageState = Readonly<Record<string, string>>;

export type WebPageReference = {
  type: 'standard__webPage';
  attributes: { url: string };
};

export type ManagedContentPageReference = {
  type: 'standard__managedContentPage';
  attributes: { contentTypeName: string; contentKey: string };
  state?: PageState;
};

/**
 * A record by id; a knowledge article (`__kav` object) or a product (`Product2`) by `urlName`;
 * a network data category or product category by `urlPath`.
 */
export type RecordPageAttributes =
  | { objectApiName: string; recordId: string }
  | { objectApiName: string; urlName: string }
  | { objectApiName: string; urlPath: string };

export type RecordPageReference = {
  type: 'standard__recordPage';
  attributes: RecordPageAttributes;
  state?: PageState;
};

export type NamedPageReference = {
  type: 'standard__namedPage';
  attributes: { name: string };
  state?: PageState;
};

export type ObjectPageReference = {
  type: 'standard__objectPage';
  attributes: { objectApiName: string };
  state: PageState & { filterName: string };
};

/** Related records of a record, or of a knowledge article addressed by `urlName`. */
export type RecordRelationshipPageAttributes =
  | { objectApiName: string; recordId: string; relationshipApiName: string }
  | { objectApiName: string; urlName: string; relationshipApiName: string };

export type RecordRelationshipPageReference = {
  type: 'standard__recordRelationshipPage';
  attributes: RecordRelationshipPageAttributes;
  state?: PageState;
};

export type SearchPageReference = {
  type: 'standard__search';
  state?: PageState & { term?: string };
};

/** A validated page reference in canonical form (what `validatePageReference` returns). */
export type PageReference =
  | WebPageReference
  | ManagedContentPageReference
  | RecordPageReference
  | NamedPageReference
  | ObjectPageReference
  | RecordRelationshipPageReference
  | SearchPageReference;

export type PageReferenceType = PageReference['type'];

/** Any page reference as configuration may hold it, before validation. */
export type PageReferenceInput = {
  readonly type: string;
  readonly attributes?: Readonly<Record<string, unknown>>;
  readonly state?: Readonly<Record<string, unknown>>;
};
