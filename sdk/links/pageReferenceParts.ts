import { isApiName, isContentKey, isRecordId } from './identifiers.js';
import type { PageReferenceProblem } from './pageReferenceError.js';

const CONTROL_CHARACTER = /\p{Cc}/u;
const RESERVED_PATH_WORDS = new Set(['list', 'related']);

/** Objects whose records are addressed by `urlName` when no `recordId` is given. */
export const isKnowledgeObject = (objectApiName: string): boolean =>
  objectApiName.toLowerCase().endsWith('__kav');
export const isProductObject = (objectApiName: string): boolean => objectApiName === 'Product2';
/** Objects whose records are addressed by `urlPath`. */
export const isCategoryObject = (objectApiName: string): boolean =>
  objectApiName === 'NetworkDataCategory' || objectApiName === 'ProductCategory';

/** Words the URL shapes use after the object name, so they cannot start a `urlPath`. */
const isReservedPathWord = (text: string): boolean => RESERVED_PATH_WORDS.has(text);

/**
 * A part of a page reference that failed its check: where it is (keys from the part that was
 * checked down to the failing one) and what is wrong with it. Readers throw it; the validator turns
 * the first one into a `PageReferenceError` naming the whole path.
 */
export class PartProblem extends Error {
  readonly path: readonly string[];
  readonly problem: PageReferenceProblem;

  constructor(path: readonly string[], problem: PageReferenceProblem) {
    super(problem);
    this.path = path;
    this.problem = problem;
  }
}

/** Reads a part: its canonical value, or a thrown `PartProblem`. */
export type PartReader<T> = (value: unknown) => T;

function fail(problem: PageReferenceProblem): never {
  throw new PartProblem([], problem);
}

/** Runs `read` on the part under `key`, so a problem it throws names that key first. */
function readAt<T>(key: string, read: PartReader<T>, value: unknown): T {
  try {
    return read(value);
  } catch (error) {
    if (error instanceof PartProblem) throw new PartProblem([key, ...error.path], error.problem);
    throw error;
  }
}

/**
 * Trimmed non-empty text: absent (undefined or null) or blank is `missing`; another type, or text
 * that `accepts` refuses, is `invalid`.
 */
export function text(accepts: (text: string) => boolean = () => true): PartReader<string> {
  return (value) => {
    if (typeof value !== 'string') return fail(value == null ? 'missing' : 'invalid');
    const trimmed = value.trim();
    if (trimmed === '') return fail('missing');
    return accepts(trimmed) ? trimmed : fail('invalid');
  };
}

export const apiName = text(isApiName);
export const recordId = text(isRecordId);
export const contentKey = text(isContentKey);

function isPlainSegment(segment: string): boolean {
  return (
    segment !== '.' &&
    segment !== '..' &&
    !segment.includes('/') &&
    !CONTROL_CHARACTER.test(segment)
  );
}

/** A readable name in one path segment that cannot be mistaken for a record id or content key. */
export const urlName = text(
  (value) => isPlainSegment(value) && !isRecordId(value) && !isContentKey(value),
);

/** One or more path segments separated by `/`, not starting with a reserved word. */
export const urlPath = text((value) => {
  const segments = value.split('/');
  return (
    segments.every((segment) => segment !== '' && isPlainSegment(segment)) &&
    !isReservedPathWord(segments[0] ?? '')
  );
});

/** A state parameter: any string, as it is. */
export const stateValue: PartReader<string> = (value) =>
  typeof value === 'string' ? value : fail('invalid');

/** An optional part: undefined stays undefined. */
export function optional<T>(read: PartReader<T>): PartReader<T | undefined> {
  return (value) => (value === undefined ? undefined : read(value));
}

type Fields = Readonly<Record<string, unknown>>;
type Shape = Readonly<Record<string, PartReader<unknown>>>;
type Read<S extends Shape> = { [K in keyof S]: ReturnType<S[K]> };

const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The shape's parts of `fields`, read in the shape's order (the first problem wins); other keys
 * are dropped. A part that reads as undefined is kept only when the key was there.
 */
function readShape<S extends Shape>(shape: S, fields: Fields): Read<S> {
  const read: Record<string, unknown> = {};
  for (const [key, readPart] of Object.entries(shape)) {
    const value = readAt(key, readPart, fields[key]);
    if (value !== undefined || key in fields) read[key] = value;
  }
  return read as Read<S>;
}

/** An object of the shape's parts; other keys are dropped. */
export function object<S extends Shape>(shape: S): PartReader<Read<S>> {
  return (value) => (isFields(value) ? readShape(shape, value) : fail('invalid'));
}

/** An attributes or state object; an absent one reads as empty so the first missing part is named. */
export function section<S extends Shape>(shape: S): PartReader<Read<S>> {
  return (value) => object(shape)(value ?? {});
}

/** The state parameters other than the shape's: each a string. */
function otherParameters(shape: Shape, fields: Fields): Record<string, string> {
  const read: Record<string, string> = {};
  for (const key in fields) {
    if (Object.hasOwn(shape, key) || key === '__proto__') continue;
    read[key] = readAt(key, stateValue, fields[key]);
  }
  return read;
}

/** A state object: the named parts, then any other string parameters. */
export function stateSection<S extends Shape>(
  shape: S,
): PartReader<Read<S> & Record<string, string>> {
  return (value) => {
    const fields = value ?? {};
    if (!isFields(fields)) return fail('invalid');
    return { ...readShape(shape, fields), ...otherParameters(shape, fields) };
  };
}

/** Navigation state as given: a plain object of string parameters. */
export const pageState: PartReader<Record<string, string>> = (value) => {
  const proto: unknown = isFields(value) ? Object.getPrototypeOf(value) : undefined;
  if (proto !== Object.prototype && proto !== null) return fail('invalid');
  const state: Record<string, string> = {};
  for (const key of Object.keys(value as Fields)) {
    if (key !== '__proto__') state[key] = readAt(key, stateValue, (value as Fields)[key]);
  }
  return state;
};
