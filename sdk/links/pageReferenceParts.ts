import * as z from 'zod/mini';

// Zod messages are the problem kind, so a failed parse maps straight onto a PageReferenceError.
const MISSING = 'missing';
const INVALID = 'invalid';

const API_NAME = /^[A-Za-z][A-Za-z0-9_]*$/;
// A record id is 15 or 18 letters and digits and always holds a digit (key prefix, pod, counter);
// requiring one keeps API-name-like words such as `AccountContacts` from passing for ids.
const RECORD_ID = /^(?=[A-Za-z]*[0-9])[A-Za-z0-9]{15}(?:[A-Za-z0-9]{3})?$/;
const CONTENT_KEY = /^MC[A-Z0-9]{26}$/;
const CONTROL_CHARACTER = /\p{Cc}/u;
const RESERVED_PATH_WORDS = new Set(['list', 'related']);

/** Objects whose records are addressed by `urlName` when no `recordId` is given. */
export const isKnowledgeObject = (objectApiName: string): boolean =>
  objectApiName.toLowerCase().endsWith('__kav');
export const isProductObject = (objectApiName: string): boolean => objectApiName === 'Product2';
/** Objects whose records are addressed by `urlPath`. */
export const isCategoryObject = (objectApiName: string): boolean =>
  objectApiName === 'NetworkDataCategory' || objectApiName === 'ProductCategory';

export const isRecordId = (text: string): boolean => RECORD_ID.test(text);
export const isContentKey = (text: string): boolean => CONTENT_KEY.test(text);
/** Words the URL shapes use after the object name, so they cannot start a `urlPath`. */
const isReservedPathWord = (text: string): boolean => RESERVED_PATH_WORDS.has(text);

export function text() {
  return z
    .string({ error: (issue) => (issue.input == null ? MISSING : INVALID) })
    .check(z.trim(), z.minLength(1, { error: MISSING }));
}

export const apiName = () => text().check(z.regex(API_NAME, { error: INVALID }));
export const recordId = () => text().check(z.regex(RECORD_ID, { error: INVALID }));
export const contentKey = () => text().check(z.regex(CONTENT_KEY, { error: INVALID }));

function isPlainSegment(segment: string): boolean {
  return (
    segment !== '.' &&
    segment !== '..' &&
    !segment.includes('/') &&
    !CONTROL_CHARACTER.test(segment)
  );
}

/** A readable name in one path segment that cannot be mistaken for a record id or content key. */
export const urlName = () =>
  text().check(
    z.refine((value) => isPlainSegment(value) && !isRecordId(value) && !isContentKey(value), {
      error: INVALID,
    }),
  );

/** One or more path segments separated by `/`, not starting with a reserved word. */
export const urlPath = () =>
  text().check(
    z.refine(
      (value) => {
        const segments = value.split('/');
        return (
          segments.every((segment) => segment !== '' && isPlainSegment(segment)) &&
          !isReservedPathWord(segments[0] ?? '')
        );
      },
      { error: INVALID },
    ),
  );

export const stateValue = () => z.string({ error: INVALID });

/** null and undefined read as `{}` (zod/mini has no `preprocess`: a transform piped in does it). */
const absentAsEmpty = () => z.transform((value: unknown) => value ?? {});

/** An attributes or state object; an absent one validates as empty so the first missing part is named. */
export function section<T extends z.core.$ZodLooseShape>(shape: T) {
  return z.pipe(absentAsEmpty(), z.object(shape, { error: INVALID }));
}

/** A state object: the named parts plus any other string parameters. */
export function stateSection<T extends z.core.$ZodLooseShape>(shape: T) {
  return z.pipe(absentAsEmpty(), z.catchall(z.object(shape, { error: INVALID }), stateValue()));
}
