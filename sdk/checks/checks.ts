/**
 * Checks of input from outside (configs, options, a server's cache state), small enough for the
 * SDK's core entry. Messages are worded as zod's English ones, so they read the same as the
 * messages of the zod schemas the rest of the stack uses.
 */

/** The first problem a check found: where it is (keys and indexes) and what it is. */
export interface Issue {
  readonly path: readonly (string | number)[];
  readonly message: string;
}

/** Returns the first problem with `value`, or undefined when it passes. */
export type Check = (value: unknown) => Issue | undefined;

function issue(message: string): Issue {
  return { path: [], message };
}

function at(key: string | number, found: Issue | undefined): Issue | undefined {
  return found && { path: [key, ...found.path], message: found.message };
}

/** The type name zod's messages give a value: `null`, `array`, `NaN`, `Infinity`, a class name… */
function received(value: unknown): string {
  if (typeof value === 'number' && !Number.isFinite(value)) return String(value);
  if (typeof value !== 'object') return typeof value;
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  const { constructor } = value;
  return Object.getPrototypeOf(value) !== Object.prototype && typeof constructor === 'function'
    ? constructor.name
    : 'object';
}

function invalidType(expected: string, value: unknown): Issue {
  return issue(`Invalid input: expected ${expected}, received ${received(value)}`);
}

/** Runs each check on the same value; the first problem wins (a pipe). */
export function all(...checks: Check[]): Check {
  return (value) => {
    for (const check of checks) {
      const found = check(value);
      if (found) return found;
    }
    return undefined;
  };
}

export function optional(check: Check): Check {
  return (value) => (value === undefined ? undefined : check(value));
}

/** A predicate with its own message. */
export function test(predicate: (value: unknown) => boolean, message: string): Check {
  return (value) => (predicate(value) ? undefined : issue(message));
}

export const string: Check = (value) =>
  typeof value === 'string' ? undefined : invalidType('string', value);

/** A finite number. */
export const number: Check = (value) =>
  typeof value === 'number' && Number.isFinite(value) ? undefined : invalidType('number', value);

/** A safe integer. */
export const int: Check = all(number, (value) => {
  const n = value as number;
  if (!Number.isInteger(n)) return invalidType('int', n);
  if (n > Number.MAX_SAFE_INTEGER) {
    return issue(`Too big: expected int to be <=${String(Number.MAX_SAFE_INTEGER)}`);
  }
  if (n < Number.MIN_SAFE_INTEGER) {
    return issue(`Too small: expected int to be >=${String(Number.MIN_SAFE_INTEGER)}`);
  }
  return undefined;
});

/** A number of at least `min` (after a number check). */
export function atLeast(
  min: number,
  message = `Too small: expected number to be >=${String(min)}`,
) {
  return test((value) => (value as number) >= min, message);
}

/** A whole number of at least 0 (a count, a delay in ms). */
export const count: Check = all(int, atLeast(0));

/** A string matching `pattern` (after a string check). */
export function matches(pattern: RegExp, message: string): Check {
  return test((value) => pattern.test(value as string), message);
}

const quoted = (value: string | number | boolean): string =>
  typeof value === 'string' ? `"${value}"` : String(value);

/** One of `values` (a literal when there is one). */
export function oneOf(values: readonly (string | number | boolean)[]): Check {
  const message =
    values.length === 1
      ? `Invalid input: expected ${quoted(values[0] ?? '')}`
      : `Invalid option: expected one of ${values.map(quoted).join('|')}`;
  return test((value) => values.includes(value as string | number | boolean), message);
}

export function isObject(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A plain object (not null, an array or a class instance). */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (!isObject(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/** An object whose keys pass their checks, in the shape's order; other keys are ignored. */
export function object(shape: Readonly<Record<string, Check>>): Check {
  const keys = Object.keys(shape);
  return (value) => {
    if (!isObject(value)) return invalidType('object', value);
    for (const key of keys) {
      const found = at(key, shape[key]?.(value[key]));
      if (found) return found;
    }
    return undefined;
  };
}

/** An object with no keys but `allowed` (after an object check). */
export function onlyKeys(allowed: readonly string[], message: (keys: string[]) => string): Check {
  return (value) => {
    const unknown = Object.keys(value as object).filter((key) => !allowed.includes(key));
    return unknown.length === 0 ? undefined : issue(message(unknown));
  };
}

/** An array whose items pass `item`; `message` replaces the one for a value that is no array. */
export function arrayOf(item: Check, message?: string): Check {
  return (value) => {
    if (!Array.isArray(value)) return message ? issue(message) : invalidType('array', value);
    for (const [index, element] of (value as unknown[]).entries()) {
      const found = at(index, item(element));
      if (found) return found;
    }
    return undefined;
  };
}

/** A plain object used as a record (any keys, any values). */
export const record: Check = (value) =>
  isPlainObject(value) ? undefined : invalidType('record', value);

/** `path: message`, or the message alone at the top. */
export function describeIssue(found: Issue): string {
  return found.path.length > 0 ? `${found.path.join('.')}: ${found.message}` : found.message;
}
