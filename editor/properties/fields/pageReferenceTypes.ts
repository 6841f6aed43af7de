import {
  PageReferenceError,
  validatePageReference,
  type PageReferenceInput,
  type PageReferenceType,
} from '@about-site/sdk/links';
import { readTarget } from '../../../shared/blocks/target';
import { textOf } from './TextField';

/** The attributes a page reference of the link helper takes, each named for the author. */
export const ATTRIBUTE_NAMES = {
  url: 'URL',
  contentTypeName: 'Content type name',
  contentKey: 'Content key',
  objectApiName: 'Object API name',
  recordId: 'Record ID',
  urlName: 'URL name',
  urlPath: 'URL path',
  name: 'Page name',
  relationshipApiName: 'Relationship API name',
} as const;

type Attribute = keyof typeof ATTRIBUTE_NAMES;

/** One way of naming a page of a type: the attributes written for it. */
interface AttributeForm {
  name: string;
  attributes: readonly Attribute[];
}

/** A type of page reference, as the link helper's `PageReference` declares it. */
export interface PageReferenceKind {
  type: PageReferenceType;
  name: string;
  /** The ways its attributes may name a page; the first is offered first. */
  forms: readonly [AttributeForm, ...AttributeForm[]];
  /** The state keys a reference of the type starts with; `false`: it takes no state. */
  state: false | readonly string[];
}

const one = (attributes: readonly Attribute[]): [AttributeForm] => [{ name: '', attributes }];

/** Every type of `PageReference` (`sdk/links/pageReference.ts`), in the author's words. */
export const PAGE_REFERENCE_KINDS: readonly PageReferenceKind[] = [
  { type: 'standard__webPage', name: 'Web page', forms: one(['url']), state: false },
  {
    type: 'standard__managedContentPage',
    name: 'Managed content page',
    forms: one(['contentTypeName', 'contentKey']),
    state: [],
  },
  {
    type: 'standard__recordPage',
    name: 'Record page',
    forms: [
      { name: 'Record ID', attributes: ['objectApiName', 'recordId'] },
      { name: 'URL name', attributes: ['objectApiName', 'urlName'] },
      { name: 'URL path', attributes: ['objectApiName', 'urlPath'] },
    ],
    state: [],
  },
  { type: 'standard__namedPage', name: 'Named page', forms: one(['name']), state: [] },
  {
    type: 'standard__objectPage',
    name: 'Object page (a list of records)',
    forms: one(['objectApiName']),
    state: ['filterName'],
  },
  {
    type: 'standard__recordRelationshipPage',
    name: 'Record relationship page (related records)',
    forms: [
      { name: 'Record ID', attributes: ['objectApiName', 'recordId', 'relationshipApiName'] },
      { name: 'URL name', attributes: ['objectApiName', 'urlName', 'relationshipApiName'] },
    ],
    state: [],
  },
  { type: 'standard__search', name: 'Search page', forms: one([]), state: ['term'] },
];

/** The kind of a reference's type; `undefined` for a type the link helper does not know. */
export function kindOf(type: string): PageReferenceKind | undefined {
  return PAGE_REFERENCE_KINDS.find((kind) => kind.type === type);
}

/** What the target field edits: a link's address (`''` for none yet), or a page reference. */
export type EditedTarget =
  { kind: 'link'; url: string } | { kind: 'reference'; reference: PageReferenceInput };

/** Reads a target as the site does (`readTarget`), none being a link not yet written. */
export function editedTargetOf(value: unknown): EditedTarget {
  return readTarget(value) ?? { kind: 'link', url: '' };
}

/** The text of a reference's attribute or state entry (`''` when there is none). */
export function partText(part: Readonly<Record<string, unknown>> | undefined, key: string): string {
  return textOf(part?.[key]);
}

/** The form a reference's attributes are written in: the one most of whose attributes it has. */
export function formIndexOf(kind: PageReferenceKind, reference: PageReferenceInput): number {
  const scores = kind.forms.map(
    (form) => form.attributes.filter((each) => partText(reference.attributes, each) !== '').length,
  );
  return scores.indexOf(Math.max(...scores));
}

/** The reference's attributes in a form: its values of the form's attributes, `''` for the rest. */
function attributesIn(form: AttributeForm, reference: PageReferenceInput): Record<string, string> {
  return Object.fromEntries(
    form.attributes.map((each) => [each, partText(reference.attributes, each)]),
  );
}

/** A reference of `kind` with the parts of `reference` it shares (an object's API name). */
export function referenceOfKind(
  kind: PageReferenceKind,
  reference: PageReferenceInput,
): PageReferenceInput {
  const form = kind.forms[0];
  return {
    type: kind.type,
    ...(form.attributes.length > 0 ? { attributes: attributesIn(form, reference) } : {}),
    ...(kind.state !== false && kind.state.length > 0
      ? { state: Object.fromEntries(kind.state.map((key) => [key, ''])) }
      : {}),
  };
}

/** `reference` with its attributes written in form `index` of its kind. */
export function inForm(
  kind: PageReferenceKind,
  index: number,
  reference: PageReferenceInput,
): PageReferenceInput {
  const form = kind.forms[index] ?? kind.forms[0];
  return { ...reference, attributes: attributesIn(form, reference) };
}

/** The SDK's problem with a reference: the part it names and its message, word for word. */
export interface ReferenceProblem {
  part: string;
  message: string;
}

/** What `validatePageReference` says is wrong with `reference`; `undefined` when nothing is. */
export function referenceProblemOf(reference: PageReferenceInput): ReferenceProblem | undefined {
  try {
    validatePageReference(reference);
    return undefined;
  } catch (error) {
    if (error instanceof PageReferenceError) return { part: error.part, message: error.message };
    return { part: '', message: error instanceof Error ? error.message : String(error) };
  }
}
