import { contractOf } from '../shared/blocks/catalog';
import { didYouMean } from '../shared/didYouMean';
import { noCollectionMessage, noDocumentMessage } from './authoring/referenceMessages';
import { sectionSeeds } from '../shared/sectionSeeds';
import type { View, ViewNode } from '../shared/viewSchema';
import { documentFinder } from './documentFinder';
import type { ProblemSink } from './authoring/contentProblem';
import type { ManagedContentDocument } from './schemas/documentSchema';
import { optionFallbacks } from './propOptions';
import { requiredPropProblem } from './requiredProps';
import { sameRecordId } from './schemas/ids';

/**
 * A file and what it holds: `LoadedFile` of ./readJson.ts, spelt out so the browser's checks
 * (content-model/authoring/) type-check without Node's types.
 */
interface CheckedFile<T> {
  file: string;
  value: T;
}

interface CheckViewsInput {
  views: readonly CheckedFile<View>[];
  /**
   * The documents views point at. Left out when only the views are at hand (a view checked as
   * an author types it): what they point at is then not checked.
   */
  documents?: readonly CheckedFile<ManagedContentDocument>[];
  /** Keys and ids of documents that failed validation: reported already, not again as missing. */
  invalidKeys?: ReadonlySet<string>;
}

export type JsonPath = readonly (string | number)[];

const MEDIA_BINDING = /\{!cmsMedia\.([^}]*)\}/g;

/** Every node of a view with the JSON path of its `props`. */
export function* nodesOf(
  nodes: readonly ViewNode[],
  at: JsonPath,
): Generator<[ViewNode, JsonPath]> {
  for (const [index, node] of nodes.entries()) {
    yield [node, [...at, index, 'props']];
    for (const [name, children] of Object.entries(node.regions ?? {})) {
      yield* nodesOf(children, [...at, index, 'regions', name]);
    }
  }
}

/** A seed component a column shows while its region is empty, and where to report on it. */
interface Seed {
  node: ViewNode;
  /** The JSON path of its props, or of `sectionConfig` when that is JSON text. */
  at: JsonPath;
  /** `column col1, seed component 2: ` when `at` cannot reach inside JSON text, else ''. */
  prefix: string;
}

/** The seed components of a section's or columns block's columns that name a block type. */
function seedsOf(node: ViewNode, propsAt: JsonPath): Seed[] {
  const raw = node.props?.sectionConfig;
  const inText = typeof raw === 'string';
  return sectionSeeds(raw).map((seed) => {
    const { columnIndex, seedIndex } = seed;
    const at: JsonPath = inText
      ? [...propsAt, 'sectionConfig']
      : [
          ...propsAt,
          'sectionConfig',
          'columns',
          columnIndex,
          'seedComponents',
          seedIndex,
          seed.propsKey,
        ];
    const column = seed.columnKey ?? String(columnIndex);
    const prefix = inText ? `column ${column}, seed component ${String(seedIndex + 1)}: ` : '';
    return {
      node: { type: seed.type, id: `seed-${String(seedIndex)}`, props: seed.props },
      at,
      prefix,
    };
  });
}

/**
 * Whether a block renders its heading as an h1, as its contract says (a text block set to h1, a
 * banner by default). A heading bound at render time (`{!Item.tag}`) is not known here.
 */
function rendersH1(node: ViewNode): boolean {
  const props = node.props ?? {};
  const tag = props.headingTag;
  if (typeof tag === 'string' && tag.includes('{!')) return false;
  return contractOf(node.type)?.heading?.(props) === 'h1';
}

/** Every string inside a prop value, with its JSON path. */
export function* stringsOf(value: unknown, at: JsonPath): Generator<[string, JsonPath]> {
  if (typeof value === 'string') yield [value, at];
  else if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* stringsOf(item, [...at, index]);
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) yield* stringsOf(item, [...at, key]);
  }
}

/** A prop an author typed, not a `{!Context.path}` binding filled in when the page renders. */
function literal(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' && !value.includes('{!') ? value : undefined;
}

/**
 * What the page builder would only show as a broken page: every `{!cmsMedia.KEY}` names an image
 * document, a content card's `contentId` and a carousel's `contentKey` name documents (a
 * collection for the carousel), every block (a column's seed components too) has the props it
 * cannot render without, and a view has at most one h1 (a text block set to h1, or a banner,
 * whose title is an h1 unless its headingTag says otherwise). A prop value outside its block's
 * options is a warning: the block shows its fallback, and the content is still published.
 * Without `documents` (a view checked alone), what the views point at is not checked.
 */
export function checkViews(input: CheckViewsInput, problems: ProblemSink): void {
  const checksReferences = input.documents !== undefined;
  const documents = (input.documents ?? []).map((entry) => entry.value);
  const invalidKeys = input.invalidKeys ?? new Set<string>();
  const byKey = new Map(documents.map((doc) => [doc.contentKey, doc]));
  const imageKeys = documents
    .filter((doc) => doc.content.type === 'sfdc_cms__image')
    .map((doc) => doc.contentKey);
  const collectionKeys = documents
    .filter((doc) => doc.content.type === 'sfdc_cms__cmsManualCollection')
    .map((doc) => doc.contentKey);
  const findDocument = documentFinder(documents);

  const isInvalid = (keyOrId: string) =>
    [...invalidKeys].some((id) => id === keyOrId || sameRecordId(id, keyOrId));

  for (const { file, value: view } of input.views) {
    const report = (at: JsonPath, message: string) => {
      problems.add(file, at, message);
    };
    /** The documents a node points at exist and are of the right type. */
    const checkReferencesOf = (node: ViewNode, propsAt: JsonPath) => {
      const props = node.props ?? {};
      for (const [text, at] of stringsOf(props, propsAt)) {
        for (const match of text.matchAll(MEDIA_BINDING)) {
          const key = match[1] ?? '';
          if (invalidKeys.has(key) || imageKeys.includes(key)) continue;
          const why = byKey.has(key) ? 'is not an image document' : 'names no image document';
          report(at, `{!cmsMedia.${key}} ${why}${didYouMean(key, imageKeys)}`);
        }
      }
      const contentId = node.type === 'contentCard' ? literal(props.contentId) : undefined;
      if (contentId && !isInvalid(contentId) && !findDocument(contentId)) {
        report(
          [...propsAt, 'contentId'],
          noDocumentMessage(contentId, [
            ...byKey.keys(),
            ...documents.map((doc) => doc.managedContentId),
          ]),
        );
      }
      const contentKey = node.type === 'contentCarousel' ? literal(props.contentKey) : undefined;
      if (contentKey && !invalidKeys.has(contentKey) && !collectionKeys.includes(contentKey)) {
        report(
          [...propsAt, 'contentKey'],
          noCollectionMessage(contentKey, byKey.has(contentKey), collectionKeys),
        );
      }
    };
    let firstH1: JsonPath | undefined;
    for (const [node, propsAt] of nodesOf(view.nodes, ['nodes'])) {
      for (const seed of [{ node, at: propsAt, prefix: '' }, ...seedsOf(node, propsAt)]) {
        const missing = requiredPropProblem(seed.node);
        if (missing) report(seed.at, `${seed.prefix}${missing}`);
        for (const { prop, message } of optionFallbacks(seed.node)) {
          const at = seed.prefix === '' ? [...seed.at, prop] : seed.at;
          problems.warn(
            file,
            at,
            `${seed.prefix}${seed.prefix === '' ? '' : `${prop}: `}${message}`,
          );
        }
      }
      if (checksReferences) checkReferencesOf(node, propsAt);
      if (rendersH1(node)) {
        if (firstH1) {
          report(
            [...propsAt, 'headingTag'],
            `a second h1 on the page (the first is at ${firstH1.join('.')}); use h2`,
          );
        } else firstH1 = propsAt;
      }
    }
  }
}
