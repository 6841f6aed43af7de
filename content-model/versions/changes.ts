/**
 * What changed between two versions of the content folder: file by file and, in a JSON file,
 * field by field. A view's nodes are matched by their id wherever they sit in the tree, so a
 * block inserted in a region is one change, not a shift of every block after it.
 *
 * Pure and browser-safe: it reads only the bytes it is given.
 */
import { SITE_LOCALE } from '../../shared/pageLanguage';

/** A value JSON can hold. */
type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

/** A content folder's files: posix path relative to the folder (`views/about.json`) → bytes. */
export type ContentFiles = ReadonlyMap<string, Uint8Array>;

/** What a file is, from its path. */
type FileKind =
  'site' | 'document' | 'variant' | 'view' | 'translation' | 'seo' | 'apex' | 'media' | 'other';

type FileChangeKind = 'added' | 'removed' | 'changed';

/** `moved`: a view's node, or an array item matched by its id, now in another place. */
type FieldChangeKind = FileChangeKind | 'moved';

/**
 * One change inside a JSON file. `path` is a JSON path (`contentBody.title`,
 * `nodes[id=banner-1].props.text`, `(root)` for the whole file). `before` and `after` are the
 * values as shown: a string over {@link SHOWN_TEXT_LIMIT} characters is cut, ending with `…` and
 * its length; an object or array whose JSON is longer is summarized (`{3 fields: a, b, c}`,
 * `[12 items]`). An added or removed node is described (`{type, id, in, index, inside?}`, `in`
 * being the region's path); a move gives the positions (`{in, index}`) before and after.
 */
interface FieldChange {
  path: string;
  change: FieldChangeKind;
  before?: JsonValue;
  after?: JsonValue;
}

/** One file that changed. `fields` for a changed text file (JSON or not); never for media. */
export interface VersionChange {
  path: string;
  kind: FileKind;
  change: FileChangeKind;
  fields?: FieldChange[];
}

/** The characters of a string a change shows, and of the JSON of an object shown whole. */
const SHOWN_TEXT_LIMIT = 200;

/** The fields an array item may be matched by, the first every item has. */
const ITEM_IDENTITIES = ['id', 'contentKey', 'key'] as const;

/** How many files a summary names before it counts the rest. */
const FILES_NAMED_IN_SUMMARY = 5;

const FOLDER_KINDS: Readonly<Record<string, FileKind>> = {
  documents: 'document',
  views: 'view',
  seo: 'seo',
  apex: 'apex',
};

/** `<name>.<locale>.json`: a document's variant, or a translation of a view, SEO record, answer. */
function isLocalized(fileName: string): boolean {
  const match = /^.+\.([^.]+)\.json$/.exec(fileName);
  return match?.[1] !== undefined && SITE_LOCALE.test(match[1]);
}

/** What the file at `path` is, by its folder and name. */
function fileKind(path: string): FileKind {
  if (path === 'site.json') return 'site';
  const [folder = '', ...rest] = path.split('/');
  if (folder === 'media' && rest.length > 0) return 'media';
  const folderKind = FOLDER_KINDS[folder];
  const [fileName] = rest;
  if (folderKind === undefined || rest.length !== 1 || !fileName?.endsWith('.json')) {
    return 'other';
  }
  if (!isLocalized(fileName)) return folderKind;
  return folderKind === 'document' ? 'variant' : 'translation';
}

// ---------------------------------------------------------------------------------------------
// JSON paths

/** An array item matched by a field: `[id=banner-1]`. */
interface Selector {
  field: string;
  value: string | number;
}

type Segment = string | number | Selector;

function formatSelector({ field, value }: Selector): string {
  const shown =
    typeof value === 'string' && /^[\w.:-]+$/.test(value) ? value : JSON.stringify(value);
  return `[${field}=${shown}]`;
}

/** `contentBody["sfdc_cms:media"].url`, `nodes[id=a].regions.col1`; `(root)` for none. */
function formatPath(segments: readonly Segment[]): string {
  let out = '';
  for (const segment of segments) {
    if (typeof segment === 'number') out += `[${String(segment)}]`;
    else if (typeof segment === 'object') out += formatSelector(segment);
    else if (/^[A-Za-z_$][\w$]*$/.test(segment)) out += out === '' ? segment : `.${segment}`;
    else out += `[${JSON.stringify(segment)}]`;
  }
  return out === '' ? '(root)' : out;
}

// ---------------------------------------------------------------------------------------------
// Values as a change shows them

type JsonObject = { [key: string]: JsonValue };

function isObject(value: JsonValue | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function shortText(text: string): string {
  if (text.length <= SHOWN_TEXT_LIMIT) return text;
  // Never cut between the two halves of a surrogate pair.
  const end = /[\uD800-\uDBFF]/.test(text.charAt(SHOWN_TEXT_LIMIT - 1))
    ? SHOWN_TEXT_LIMIT - 1
    : SHOWN_TEXT_LIMIT;
  return `${text.slice(0, end)}… [${String(text.length)} characters]`;
}

function summaryOf(value: JsonValue[] | JsonObject): string {
  if (Array.isArray(value)) return `[${String(value.length)} items]`;
  const keys = Object.keys(value);
  const named = keys.slice(0, 5).join(', ') + (keys.length > 5 ? ', …' : '');
  return `{${String(keys.length)} fields: ${named}}`;
}

function shown(value: JsonValue): JsonValue {
  if (typeof value === 'string') return shortText(value);
  if (value === null || typeof value !== 'object') return value;
  return JSON.stringify(value).length <= SHOWN_TEXT_LIMIT ? value : summaryOf(value);
}

function added(at: readonly Segment[], value: JsonValue): FieldChange {
  return { path: formatPath(at), change: 'added', after: shown(value) };
}

function removed(at: readonly Segment[], value: JsonValue): FieldChange {
  return { path: formatPath(at), change: 'removed', before: shown(value) };
}

function changed(at: readonly Segment[], before: JsonValue, after: JsonValue): FieldChange {
  return { path: formatPath(at), change: 'changed', before: shown(before), after: shown(after) };
}

/** Where an item or node sits: its array's (region's) path and its index there. */
interface Position {
  in: string;
  index: number;
}

function moved(at: readonly Segment[], before: Position, after: Position): FieldChange {
  return { path: formatPath(at), change: 'moved', before: { ...before }, after: { ...after } };
}

// ---------------------------------------------------------------------------------------------
// Comparing JSON values

/** Equal as JSON: objects with the same fields in any order. */
function jsonEqual(a: JsonValue, b: JsonValue): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((item, index) => jsonEqual(item, b[index] ?? null))
    );
  }
  if (!isObject(a) || !isObject(b)) return false;
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => Object.hasOwn(b, key) && jsonEqual(a[key] ?? null, b[key] ?? null))
  );
}

function compareValues(
  before: JsonValue,
  after: JsonValue,
  at: readonly Segment[],
  out: FieldChange[],
): void {
  if (jsonEqual(before, after)) return;
  if (isObject(before) && isObject(after)) compareObjects(before, after, at, out);
  else if (Array.isArray(before) && Array.isArray(after)) compareArrays(before, after, at, out);
  else out.push(changed(at, before, after));
}

function compareObjects(
  before: JsonObject,
  after: JsonObject,
  at: readonly Segment[],
  out: FieldChange[],
): void {
  for (const [key, value] of Object.entries(after)) {
    const old = Object.hasOwn(before, key) ? before[key] : undefined;
    if (old === undefined) out.push(added([...at, key], value));
    else compareValues(old, value, [...at, key], out);
  }
  for (const [key, value] of Object.entries(before)) {
    if (!Object.hasOwn(after, key)) out.push(removed([...at, key], value));
  }
}

function compareArrays(
  before: JsonValue[],
  after: JsonValue[],
  at: readonly Segment[],
  out: FieldChange[],
): void {
  const identity = itemIdentity([...before, ...after]);
  const beforeItems = identity === undefined ? undefined : itemsByKey(before, identity);
  const afterItems = identity === undefined ? undefined : itemsByKey(after, identity);
  if (identity !== undefined && beforeItems && afterItems) {
    compareKeyedItems(beforeItems, afterItems, identity, at, out);
  } else {
    compareByPosition(before, after, at, out);
  }
}

function compareByPosition(
  before: JsonValue[],
  after: JsonValue[],
  at: readonly Segment[],
  out: FieldChange[],
): void {
  for (const [index, value] of after.entries()) {
    const old = before[index];
    if (old === undefined) out.push(added([...at, index], value));
    else compareValues(old, value, [...at, index], out);
  }
  for (const [index, value] of before.slice(after.length).entries()) {
    out.push(removed([...at, after.length + index], value));
  }
}

type ItemKey = string | number;

function keyOf(item: JsonValue, field: string): ItemKey | undefined {
  const value = isObject(item) ? item[field] : undefined;
  return typeof value === 'string' || typeof value === 'number' ? value : undefined;
}

/** The field every item is an object with (a string or number), if there is one. */
function itemIdentity(items: readonly JsonValue[]): string | undefined {
  if (items.length === 0) return undefined;
  return ITEM_IDENTITIES.find((field) => items.every((item) => keyOf(item, field) !== undefined));
}

interface IndexedItem {
  value: JsonValue;
  index: number;
}

/** The items by their key, in order; undefined when two share one (they cannot be matched). */
function itemsByKey(
  items: readonly JsonValue[],
  field: string,
): Map<ItemKey, IndexedItem> | undefined {
  const byKey = new Map<ItemKey, IndexedItem>();
  for (const [index, value] of items.entries()) {
    const key = keyOf(value, field);
    if (key === undefined || byKey.has(key)) return undefined;
    byKey.set(key, { value, index });
  }
  return byKey;
}

function compareKeyedItems(
  before: ReadonlyMap<ItemKey, IndexedItem>,
  after: ReadonlyMap<ItemKey, IndexedItem>,
  field: string,
  at: readonly Segment[],
  out: FieldChange[],
): void {
  const arrayPath = formatPath(at);
  const keptKeys = [...after.keys()].filter((key) => before.has(key));
  const reordered = outOfOrder(keptKeys, (key) => before.get(key)?.index ?? 0);
  for (const [key, item] of after) {
    const itemAt = [...at, { field, value: key }];
    const old = before.get(key);
    if (!old) {
      out.push(added(itemAt, item.value));
      continue;
    }
    if (reordered.has(key)) {
      out.push(
        moved(itemAt, { in: arrayPath, index: old.index }, { in: arrayPath, index: item.index }),
      );
    }
    compareValues(old.value, item.value, itemAt, out);
  }
  for (const [key, item] of before) {
    if (!after.has(key)) out.push(removed([...at, { field, value: key }], item.value));
  }
}

// ---------------------------------------------------------------------------------------------
// Order: what moved among the items both versions have

/** The positions of one longest strictly increasing subsequence of `values`. */
function longestIncreasingRun(values: readonly number[]): Set<number> {
  // tails[k]: the position ending the best run of length k + 1 found so far.
  const tails: number[] = [];
  const previous: number[] = [];
  for (const [position, value] of values.entries()) {
    let low = 0;
    let high = tails.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((values[tails[middle] ?? 0] ?? 0) < value) low = middle + 1;
      else high = middle;
    }
    previous[position] = low > 0 ? (tails[low - 1] ?? -1) : -1;
    tails[low] = position;
  }
  const run = new Set<number>();
  for (let at = tails.at(-1) ?? -1; at >= 0; at = previous[at] ?? -1) run.add(at);
  return run;
}

/**
 * The items of `kept` (in their new order) that moved: all but one longest run that kept its old
 * order. Items both versions have are a permutation of each other, so that run is their longest
 * common subsequence; an insertion or removal elsewhere moves nothing.
 */
function outOfOrder<K>(kept: readonly K[], oldIndex: (item: K) => number): Set<K> {
  const inOrder = longestIncreasingRun(kept.map(oldIndex));
  return new Set(kept.filter((_, position) => !inOrder.has(position)));
}

// ---------------------------------------------------------------------------------------------
// Views: nodes matched by id

/** A node of a view, where it sits. */
interface PlacedNode {
  id: string;
  node: JsonObject;
  /** The id of the node whose region holds it; undefined at the top (`nodes`). */
  parentId: string | undefined;
  /** The path of the list that holds it: `nodes`, `nodes[id=section-1].regions.col1`. */
  container: string;
  index: number;
}

function nodeAt(id: string): Segment[] {
  return ['nodes', { field: 'id', value: id }];
}

function regionsOf(node: JsonObject): JsonObject | undefined {
  const regions = node.regions;
  return isObject(regions) ? regions : undefined;
}

/** The node lists of a node's regions, by region name (values that are no list left out). */
function childListsOf(node: JsonObject): [string, JsonValue[]][] {
  return Object.entries(regionsOf(node) ?? {}).filter((entry): entry is [string, JsonValue[]] =>
    Array.isArray(entry[1]),
  );
}

/** Adds the nodes of `list` and of their regions to `placed`; false if one is not a node. */
function placeList(
  list: JsonValue | undefined,
  parentId: string | undefined,
  container: string,
  placed: Map<string, PlacedNode>,
): boolean {
  if (!Array.isArray(list)) return false;
  return list.every((node, index) => {
    if (!isObject(node) || typeof node.type !== 'string') return false;
    const { id, regions } = node;
    if (typeof id !== 'string' || id === '' || placed.has(id)) return false;
    if (regions !== undefined && !isObject(regions)) return false;
    placed.set(id, { id, node, parentId, container, index });
    return Object.entries(regions ?? {}).every(([name, children]) =>
      placeList(children, id, formatPath([...nodeAt(id), 'regions', name]), placed),
    );
  });
}

/**
 * Every node of a node list, in document order, by id; undefined when it is not a list of
 * `{type, id, regions?}` objects with unique ids (the view is then compared as plain JSON).
 */
function placeNodes(nodes: JsonValue | undefined): Map<string, PlacedNode> | undefined {
  const placed = new Map<string, PlacedNode>();
  return placeList(nodes, undefined, 'nodes', placed) ? placed : undefined;
}

function countNodesInside(node: JsonObject): number {
  let count = 0;
  for (const [, children] of childListsOf(node)) {
    for (const child of children) count += 1 + (isObject(child) ? countNodesInside(child) : 0);
  }
  return count;
}

/** An added or removed node, named with where it is and how many nodes it holds. */
function describeNode({ id, node, container, index }: PlacedNode): JsonObject {
  const inside = countNodesInside(node);
  return { type: node.type ?? null, id, in: container, index, ...(inside > 0 ? { inside } : {}) };
}

/** The node's own fields (type, props, lang, …): what is compared field by field. */
function ownFields(node: JsonObject): JsonObject {
  return Object.fromEntries(
    Object.entries(node).filter(([key]) => key !== 'id' && key !== 'regions'),
  );
}

/** Nodes that changed place: to another region, or out of order among the ones that stayed. */
function movedNodeIds(
  before: ReadonlyMap<string, PlacedNode>,
  after: ReadonlyMap<string, PlacedNode>,
): Set<string> {
  const moves = new Set<string>();
  const stayedIn = new Map<string, string[]>();
  for (const { id, container } of after.values()) {
    const old = before.get(id);
    if (!old) continue;
    if (old.container !== container) moves.add(id);
    else stayedIn.set(container, [...(stayedIn.get(container) ?? []), id]);
  }
  for (const ids of stayedIn.values()) {
    for (const id of outOfOrder(ids, (kept) => before.get(kept)?.index ?? 0)) moves.add(id);
  }
  return moves;
}

/** An empty region that appeared or went: the only region change no node change tells. */
function emptyRegionChanges(before: JsonObject, after: JsonObject, id: string): FieldChange[] {
  const beforeRegions = regionsOf(before) ?? {};
  const afterRegions = regionsOf(after) ?? {};
  const at = (name: string) => [...nodeAt(id), 'regions', name];
  const appeared = Object.keys(afterRegions)
    .filter((name) => !Object.hasOwn(beforeRegions, name))
    .filter((name) => jsonEqual(afterRegions[name] ?? null, []))
    .map((name) => added(at(name), []));
  const went = Object.keys(beforeRegions)
    .filter((name) => !Object.hasOwn(afterRegions, name))
    .filter((name) => jsonEqual(beforeRegions[name] ?? null, []))
    .map((name) => removed(at(name), []));
  return [...appeared, ...went];
}

function nodeChanges(
  before: ReadonlyMap<string, PlacedNode>,
  after: ReadonlyMap<string, PlacedNode>,
): FieldChange[] {
  const out: FieldChange[] = [];
  const moves = movedNodeIds(before, after);
  for (const placed of after.values()) {
    const old = before.get(placed.id);
    if (!old) {
      // A node inside an added node is part of that one change.
      const parentIsNew = placed.parentId !== undefined && !before.has(placed.parentId);
      if (!parentIsNew) {
        out.push({
          path: formatPath(nodeAt(placed.id)),
          change: 'added',
          after: describeNode(placed),
        });
      }
      continue;
    }
    if (moves.has(placed.id)) {
      const from = { in: old.container, index: old.index };
      out.push(moved(nodeAt(placed.id), from, { in: placed.container, index: placed.index }));
    }
    compareValues(ownFields(old.node), ownFields(placed.node), nodeAt(placed.id), out);
    out.push(...emptyRegionChanges(old.node, placed.node, placed.id));
  }
  for (const old of before.values()) {
    const parentIsGone = old.parentId !== undefined && !after.has(old.parentId);
    if (!after.has(old.id) && !parentIsGone) {
      out.push({ path: formatPath(nodeAt(old.id)), change: 'removed', before: describeNode(old) });
    }
  }
  return out;
}

function withoutNodes(view: JsonObject): JsonObject {
  return Object.fromEntries(Object.entries(view).filter(([key]) => key !== 'nodes'));
}

function viewChanges(before: JsonValue, after: JsonValue): FieldChange[] {
  const beforeNodes = isObject(before) ? placeNodes(before.nodes) : undefined;
  const afterNodes = isObject(after) ? placeNodes(after.nodes) : undefined;
  const out: FieldChange[] = [];
  if (!isObject(before) || !isObject(after) || !beforeNodes || !afterNodes) {
    compareValues(before, after, [], out);
    return out;
  }
  compareValues(withoutNodes(before), withoutNodes(after), [], out);
  return [...out, ...nodeChanges(beforeNodes, afterNodes)];
}

// ---------------------------------------------------------------------------------------------
// Files

type FileContent = { text: string; json?: JsonValue } | { binary: true };

function readContent(bytes: Uint8Array): FileContent {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { binary: true };
  }
  try {
    return { text, json: JSON.parse(text) as JsonValue };
  } catch {
    return { text };
  }
}

/** The field changes of a changed file; undefined when it can only be told apart by its bytes. */
function contentChanges(
  kind: FileKind,
  before: Uint8Array,
  after: Uint8Array,
): FieldChange[] | undefined {
  if (kind === 'media') return undefined;
  const old = readContent(before);
  const current = readContent(after);
  if ('binary' in old || 'binary' in current) return undefined;
  if (old.json !== undefined && current.json !== undefined) {
    if (kind === 'view') return viewChanges(old.json, current.json);
    const out: FieldChange[] = [];
    compareValues(old.json, current.json, [], out);
    return out;
  }
  return old.text === current.text ? [] : [changed([], old.text, current.text)];
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let index = 0; index < a.length; index += 1) if (a[index] !== b[index]) return false;
  return true;
}

function fileChange(
  path: string,
  before: Uint8Array | undefined,
  after: Uint8Array | undefined,
): VersionChange | undefined {
  const kind = fileKind(path);
  if (!before) return after ? { path, kind, change: 'added' } : undefined;
  if (!after) return { path, kind, change: 'removed' };
  if (sameBytes(before, after)) return undefined;
  const fields = contentChanges(kind, before, after);
  if (fields === undefined) return { path, kind, change: 'changed' };
  // Bytes that differ in layout or key order only are the same content.
  return fields.length === 0 ? undefined : { path, kind, change: 'changed', fields };
}

function byCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * The changes from `before` to `after`, one per file that was added, removed or changed, sorted
 * by path. With no `before` (the first version) every file is added. A JSON file whose content is
 * the same (another layout, its keys in another order) did not change. A view's nodes are matched
 * by id anywhere in the tree: an added or removed node is one change (with what it holds), a
 * node that changed region or order among the nodes both versions keep is `moved`, and its own
 * fields are compared at `nodes[id=<id>]`. Other arrays compare by position, except arrays of
 * objects that all have a unique `id`, else `contentKey`, else `key`: their items are matched by
 * it (`items[contentKey=MC…]`), like nodes. Media compare by bytes, with no fields; a text file
 * that is not JSON compares as a whole (`(root)`).
 */
export function changesBetween(
  before: ContentFiles | undefined,
  after: ContentFiles,
): VersionChange[] {
  const previous: ContentFiles = before ?? new Map();
  const paths = [...new Set([...previous.keys(), ...after.keys()])].sort(byCodeUnits);
  return paths.flatMap((path) => {
    const change = fileChange(path, previous.get(path), after.get(path));
    return change ? [change] : [];
  });
}

// ---------------------------------------------------------------------------------------------
// The one-line summary

type Noun = 'block' | 'item' | 'prop' | 'field';

const NOUNS: readonly Noun[] = ['block', 'item', 'prop', 'field'];
const FIELD_CHANGES: readonly FieldChangeKind[] = ['added', 'removed', 'moved', 'changed'];

const NODE_PATH = /^nodes\[id=(?:"(?:[^"\\]|\\.)*"|[^\]"]*)\]/;
const ITEM_PATH_END = /\[(?:\d+|[A-Za-z]\w*=(?:"(?:[^"\\]|\\.)*"|[^\]"]*))\]$/;

function nounOf(kind: FileKind, { path }: FieldChange): Noun {
  const node = kind === 'view' ? NODE_PATH.exec(path) : null;
  if (node) {
    const rest = path.slice(node[0].length);
    if (rest === '') return 'block';
    if (rest.startsWith('.props')) return 'prop';
  }
  return ITEM_PATH_END.test(path) ? 'item' : 'field';
}

function counted(count: number, noun: Noun, change: FieldChangeKind): string {
  return `${String(count)} ${noun}${count === 1 ? '' : 's'} ${change}`;
}

function summarizeFile({ path, kind, change, fields = [] }: VersionChange): string {
  const counts = new Map<string, number>();
  for (const field of fields) {
    if (field.path === '(root)') continue;
    const key = `${nounOf(kind, field)} ${field.change}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const parts = NOUNS.flatMap((noun) =>
    FIELD_CHANGES.flatMap((fieldChange) => {
      const count = counts.get(`${noun} ${fieldChange}`) ?? 0;
      return count > 0 ? [counted(count, noun, fieldChange)] : [];
    }),
  );
  return parts.length === 0 ? `${path} ${change}` : `${path}: ${parts.join(', ')}`;
}

/**
 * One line for a version's history: each file with what changed in it, `;` between files
 * (`views/about.json: 1 block added, 2 props changed; documents/news-3.json added`), the first
 * five files named and the others counted.
 */
export function summarizeChanges(changes: readonly VersionChange[]): string {
  if (changes.length === 0) return 'no changes';
  const named = changes.slice(0, FILES_NAMED_IN_SUMMARY).map(summarizeFile);
  const others = changes.length - named.length;
  if (others > 0) named.push(`and ${String(others)} more file${others === 1 ? '' : 's'}`);
  return named.join('; ');
}
