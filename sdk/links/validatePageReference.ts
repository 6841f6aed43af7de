import * as z from 'zod/mini';
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
  apiName,
  contentKey,
  isCategoryObject,
  isKnowledgeObject,
  isProductObject,
  recordId,
  section,
  stateSection,
  stateValue,
  text,
  urlName,
  urlPath,
} from './pageReferenceParts.js';
import { safeLink } from './linkValidation.js';

const optionalState = z.optional(z.record(z.string(), stateValue()));

const webPage = z.object({
  attributes: section({
    url: text().check(z.refine((url) => safeLink(url) !== undefined, { error: 'invalid' })),
  }),
});
const managedContentPage = z.object({
  attributes: section({ contentTypeName: apiName(), contentKey: contentKey() }),
  state: optionalState,
});
const namedPage = z.object({ attributes: section({ name: apiName() }), state: optionalState });
const objectPage = z.object({
  attributes: section({ objectApiName: apiName() }),
  state: stateSection({ filterName: apiName() }),
});
const searchPage = z.object({
  state: z.optional(stateSection({ term: z.optional(stateValue()) })),
});
const recordById = section({ objectApiName: apiName(), recordId: recordId() });
const recordByUrlName = section({ objectApiName: apiName(), urlName: urlName() });
const recordByUrlPath = section({ objectApiName: apiName(), urlPath: urlPath() });
const relatedById = section({
  objectApiName: apiName(),
  recordId: recordId(),
  relationshipApiName: apiName(),
});
const relatedByUrlName = section({
  objectApiName: apiName(),
  urlName: urlName(),
  relationshipApiName: apiName(),
});

type Raw = Readonly<Record<string, unknown>>;

function parse<T>(schema: z.ZodMiniType<T>, input: unknown, pageType: string): T {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const part = issue?.path.map(String).join('.') ?? '';
  throw new PageReferenceError(
    pageType,
    part,
    issue?.message === 'missing' ? 'missing' : 'invalid',
  );
}

const has = (raw: Raw, key: string): boolean => raw[key] !== undefined && raw[key] !== null;
const objectNameOf = (raw: Raw): string =>
  typeof raw.objectApiName === 'string' ? raw.objectApiName.trim() : '';

function withState<T extends object>(reference: T, state: PageState | undefined): T {
  return state === undefined || Object.keys(state).length === 0
    ? reference
    : { ...reference, state };
}

function recordAttributesSchema(raw: Raw): z.ZodMiniType<RecordPageAttributes> {
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
  const attributesSchema = recordAttributesSchema(input.attributes ?? {});
  const schema = z.object({ attributes: attributesSchema, state: optionalState });
  const { attributes, state } = parse(schema, input, 'standard__recordPage');
  return withState({ type: 'standard__recordPage', attributes }, state);
}

function toRelationshipPage(input: PageReferenceInput): RecordRelationshipPageReference {
  const raw = input.attributes ?? {};
  const byName = isKnowledgeObject(objectNameOf(raw)) && !has(raw, 'recordId');
  const attributesSchema: z.ZodMiniType<RecordRelationshipPageAttributes> = byName
    ? relatedByUrlName
    : relatedById;
  const schema = z.object({
    attributes: attributesSchema,
    state: optionalState,
  });
  const { attributes, state } = parse(schema, input, 'standard__recordRelationshipPage');
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
