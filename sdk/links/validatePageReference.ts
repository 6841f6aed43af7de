import type {
  PageReference,
  PageReferenceInput,
  PageState,
  RecordPageAttributes,
  RecordPageReference,
  RecordRelationshipPageAttributes,
  RecordRelationshipPageReference,
} from './pageReference.js';
import { PageReferenceError } from './pageReferenceError.js';
import {
  PartProblem,
  apiName,
  contentKey,
  isCategoryObject,
  isKnowledgeObject,
  isProductObject,
  object,
  optional,
  pageState,
  recordId,
  section,
  stateSection,
  stateValue,
  text,
  urlName,
  urlPath,
} from './pageReferenceParts.js';
import type { PartReader } from './pageReferenceParts.js';
import { safeLink } from './linkValidation.js';

const optionalState = optional(pageState);

const webPage = object({
  attributes: section({ url: text((url) => safeLink(url) !== undefined) }),
});
const managedContentPage = object({
  attributes: section({ contentTypeName: apiName, contentKey }),
  state: optionalState,
});
const namedPage = object({ attributes: section({ name: apiName }), state: optionalState });
const objectPage = object({
  attributes: section({ objectApiName: apiName }),
  state: stateSection({ filterName: apiName }),
});
const searchPage = object({
  state: optional(stateSection({ term: optional(stateValue) })),
});
const recordById = section({ objectApiName: apiName, recordId });
const recordByUrlName = section({ objectApiName: apiName, urlName });
const recordByUrlPath = section({ objectApiName: apiName, urlPath });
const relatedById = section({ objectApiName: apiName, recordId, relationshipApiName: apiName });
const relatedByUrlName = section({
  objectApiName: apiName,
  urlName,
  relationshipApiName: apiName,
});

type Raw = Readonly<Record<string, unknown>>;

/** Reads `input`; the first problem becomes a `PageReferenceError` naming the part. */
function parse<T>(read: PartReader<T>, input: unknown, pageType: string): T {
  try {
    return read(input);
  } catch (error) {
    if (!(error instanceof PartProblem)) throw error;
    throw new PageReferenceError(pageType, error.path.join('.'), error.problem);
  }
}

const has = (raw: Raw, key: string): boolean => raw[key] !== undefined && raw[key] !== null;
const objectNameOf = (raw: Raw): string =>
  typeof raw.objectApiName === 'string' ? raw.objectApiName.trim() : '';

function withState<T extends object>(reference: T, state: PageState | undefined): T {
  return state === undefined || Object.keys(state).length === 0
    ? reference
    : { ...reference, state };
}

function recordAttributesReader(raw: Raw): PartReader<RecordPageAttributes> {
  const objectApiName = objectNameOf(raw);
  const byName = isKnowledgeObject(objectApiName) || isProductObject(objectApiName);
  if (byName && has(raw, 'urlName')) return recordByUrlName;
  if (isCategoryObject(objectApiName) && (has(raw, 'urlPath') || !has(raw, 'recordId'))) {
    return recordByUrlPath;
  }
  if (isKnowledgeObject(objectApiName) && !has(raw, 'recordId')) return recordByUrlName;
  return recordById;
}

function toRecordPage(input: PageReferenceInput): RecordPageReference {
  const attributesReader = recordAttributesReader(input.attributes ?? {});
  const read = object({ attributes: attributesReader, state: optionalState });
  const { attributes, state } = parse(read, input, 'standard__recordPage');
  return withState({ type: 'standard__recordPage', attributes }, state);
}

function toRelationshipPage(input: PageReferenceInput): RecordRelationshipPageReference {
  const raw = input.attributes ?? {};
  const byName = isKnowledgeObject(objectNameOf(raw)) && !has(raw, 'recordId');
  const attributesReader: PartReader<RecordRelationshipPageAttributes> = byName
    ? relatedByUrlName
    : relatedById;
  const read = object({ attributes: attributesReader, state: optionalState });
  const { attributes, state } = parse(read, input, 'standard__recordRelationshipPage');
  return withState({ type: 'standard__recordRelationshipPage', attributes }, state);
}

function toSearchPage(input: PageReferenceInput): PageReference {
  const { state } = parse(searchPage, input, 'standard__search');
  const { term, ...rest } = state ?? {};
  const trimmed = term?.trim() ?? '';
  return withState(
    { type: 'standard__search' },
    trimmed === '' ? rest : { ...rest, term: trimmed },
  );
}

/**
 * Checks a page reference and returns it in canonical form: trimmed parts, unknown attributes
 * dropped, an empty `state` omitted. A reference of an unknown type is read as a web page.
 * Throws a `PageReferenceError` naming the first missing or invalid part.
 */
export function validatePageReference(input: PageReferenceInput): PageReference {
  switch (input.type) {
    case 'standard__managedContentPage': {
      const { attributes, state } = parse(managedContentPage, input, input.type);
      return withState({ type: input.type, attributes }, state);
    }
    case 'standard__recordPage':
      return toRecordPage(input);
    case 'standard__namedPage': {
      const { attributes, state } = parse(namedPage, input, input.type);
      return withState({ type: input.type, attributes }, state);
    }
    case 'standard__objectPage': {
      const { attributes, state } = parse(objectPage, input, input.type);
      return { type: input.type, attributes, state };
    }
    case 'standard__recordRelationshipPage':
      return toRelationshipPage(input);
    case 'standard__search':
      return toSearchPage(input);
    default: {
      const { attributes } = parse(webPage, input, 'standard__webPage');
      return { type: 'standard__webPage', attributes: { url: attributes.url } };
    }
  }
}
