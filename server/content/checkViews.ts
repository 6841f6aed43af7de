import { didYouMean } from '../../shared/didYouMean';
import type { View, ViewNode } from '../../shared/viewSchema';
import { documentFinder } from './documentFinder';
import type { ManagedContentDocument } from './documents';
import type { ProblemList } from './problems';
import { optionFallbacks } from './propOptions';
import type { LoadedFile } from './readJson';
import { requiredPropProblem } from './requiredProps';
import { sameRecordId } from './schemas/ids';

interface CheckViewsInput {
  views: readonly LoadedFile<View>[];
  documents: readonly LoadedFile<ManagedContentDocument>[];
  /** Keys and ids of documents that failed validation: reported already, not again as missing. */
  invalidKeys: ReadonlySet<string>;
}

type JsonPath = readonly (string | number)[];

const MEDIA_BINDING = /\{!cmsMedia\.([^}]*)\}/g;

/** Every node of a view with the JSON path of its `props`. */
function* nodesOf(nodes: readonly ViewNode[], at: JsonPath): Generator<[ViewNode, JsonPath]> {
  for (const [index, node] of nodes.entries()) {
    yield [node, [...at, index, 'props']];
    for (const [name, children] of Object.entries(node.regions ?? {})) {
      yield* nodesOf(children, [...at, index, 'regions', name]);
    }
  }
}

/** Every string inside a prop value, with its JSON path. */
function* stringsOf(value: unknown, at: JsonPath): Generator<[string, JsonPath]> {
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
 * collection for the carousel), every block has the props it cannot render without, and a view
 * has at most one h1. A prop value outside its block's options is a warning: the block shows its
 * fallback, and the content is still published.
 */
export function checkViews(input: CheckViewsInput, problems: ProblemList): void {
  const documents = input.documents.map((entry) => entry.value);
  const byKey = new Map(documents.map((doc) => [doc.contentKey, doc]));
  const imageKeys = documents
    .filter((doc) => doc.content.type === 'sfdc_cms__image')
    .map((doc) => doc.contentKey);
  const collectionKeys = documents
    .filter((doc) => doc.content.type === 'sfdc_cms__cmsManualCollection')
    .map((doc) => doc.contentKey);
  const findDocument = documentFinder(documents);

  const isInvalid = (keyOrId: string) =>
    [...input.invalidKeys].some((id) => id === keyOrId || sameRecordId(id, keyOrId));

  for (const { file, value: view } of input.views) {
    const report = (at: JsonPath, message: string) => {
      problems.add(file, at, message);
    };
    let firstH1: JsonPath | undefined;
    for (const [node, propsAt] of nodesOf(view.nodes, ['nodes'])) {
      const props = node.props ?? {};
      const missing = requiredPropProblem(node);
      if (missing) report(propsAt, missing);
      for (const { prop, message } of optionFallbacks(node)) {
        problems.warn(file, [...propsAt, prop], message);
      }
      for (const [text, at] of stringsOf(props, propsAt)) {
        for (const match of text.matchAll(MEDIA_BINDING)) {
          const key = match[1] ?? '';
          if (input.invalidKeys.has(key) || imageKeys.includes(key)) continue;
          const why = byKey.has(key) ? 'is not an image document' : 'names no image document';
          report(at, `{!cmsMedia.${key}} ${why}${didYouMean(key, imageKeys)}`);
        }
      }
      const contentId = node.type === 'contentCard' ? literal(props.contentId) : undefined;
      if (contentId && !isInvalid(contentId) && !findDocument(contentId)) {
        report(
          [...propsAt, 'contentId'],
          `no document has the content key or managed content id ${contentId}${didYouMean(contentId, [...byKey.keys(), ...documents.map((doc) => doc.managedContentId)])}`,
        );
      }
      const contentKey = node.type === 'contentCarousel' ? literal(props.contentKey) : undefined;
      if (
        contentKey &&
        !input.invalidKeys.has(contentKey) &&
        !collectionKeys.includes(contentKey)
      ) {
        const why = byKey.has(contentKey)
          ? `${contentKey} is not a collection document`
          : `no collection document has the content key ${contentKey}`;
        report([...propsAt, 'contentKey'], `${why}${didYouMean(contentKey, collectionKeys)}`);
      }
      if (node.type === 'textBlock' && props.headingTag === 'h1') {
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
