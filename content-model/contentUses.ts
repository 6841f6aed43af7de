import type { View } from '../shared/viewSchema';
import { nodesOf, stringsOf, type JsonPath } from './checkViews';
import { referencedKeys, type ManagedContentDocument } from './documents';
import { sameRecordId } from './schemas/ids';

/** A view's node that uses something: the view, the node's id and the prop's JSON path. */
export interface ViewUse {
  readonly view: string;
  readonly node: string;
  readonly field: string;
}

/** A document (or one of its variants) that uses something, by key and language. */
export interface DocumentUse {
  readonly contentKey: string;
  readonly language: string;
}

const fieldOf = (at: JsonPath) => at.join('.');

/** Every string a view's blocks carry, with the node it is in and its JSON path. */
function* viewStrings(view: View): Generator<{ node: string; text: string; at: JsonPath }> {
  for (const [node, propsAt] of nodesOf(view.nodes, ['nodes'])) {
    for (const [text, at] of stringsOf(node.props ?? {}, propsAt))
      yield { node: node.id, text, at };
  }
}

/** Every string of a document's body (its excerpt, rich text, alt texts, items). */
const documentStrings = (doc: ManagedContentDocument) =>
  [...stringsOf(doc.content.body, ['contentBody'])].map(([text]) => text);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether `text` links to the page at `route`: a prop that is the path (`/about`, `/about/rec1`,
 * `/about?x#y`) or text holding it as a link (`href="/about"`), under a language prefix or not.
 */
function linkPattern(route: string): RegExp {
  return new RegExp(
    `(?:^|["'(=\\s])(?:/[a-z]{2}(?:-[a-z]{2})?)?${escapeRegExp(route)}(?=$|[/?#"')\\s])`,
  );
}

/**
 * Where the content uses the document `key` (and its managed content id): the view nodes whose
 * props name it (a content card, a carousel, a `{!cmsMedia.…}` binding, a media url) and the
 * documents that point at it (images, collection items), each once.
 */
export function documentUses(
  target: Pick<ManagedContentDocument, 'contentKey' | 'managedContentId'>,
  views: readonly View[],
  documents: readonly ManagedContentDocument[],
): { views: ViewUse[]; documents: DocumentUse[] } {
  const names = (text: string) =>
    text.includes(target.contentKey) ||
    ((text.length === 15 || text.length === 18) && sameRecordId(text, target.managedContentId));
  const viewUses = views.flatMap((view) =>
    [...viewStrings(view)]
      .filter(({ text }) => names(text))
      .map(({ node, at }) => ({ view: view.id, node, field: fieldOf(at) })),
  );
  const documentUses = documents
    .filter((doc) => doc.contentKey !== target.contentKey)
    .filter((doc) => referencedKeys(doc).includes(target.contentKey))
    .map((doc) => ({ contentKey: doc.contentKey, language: doc.language }));
  return { views: viewUses, documents: documentUses };
}

/**
 * Where the content links to the page at `route`: other views' props (a button's url, a link in
 * rich text) and documents' bodies (a link in a news body), each once.
 */
export function routeLinks(
  route: string,
  viewId: string,
  views: readonly View[],
  documents: readonly ManagedContentDocument[],
): { views: ViewUse[]; documents: DocumentUse[] } {
  const pattern = linkPattern(route);
  const viewUses = views
    .filter((view) => view.id !== viewId)
    .flatMap((view) =>
      [...viewStrings(view)]
        .filter(({ text }) => pattern.test(text))
        .map(({ node, at }) => ({ view: view.id, node, field: fieldOf(at) })),
    );
  const documentUses = documents
    .filter((doc) => documentStrings(doc).some((text) => pattern.test(text)))
    .map((doc) => ({ contentKey: doc.contentKey, language: doc.language }));
  return { views: viewUses, documents: documentUses };
}
