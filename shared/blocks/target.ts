import { parseJsonConfig } from '../jsonConfig';

/**
 * A page reference as a prop holds it, before the link helper checks it: the shape of the SDK's
 * `PageReferenceInput` (shared/ stays free of the SDK's browser types; the two are assignable).
 */
interface PageReferenceJson {
  readonly type: string;
  readonly attributes?: Readonly<Record<string, unknown>>;
  readonly state?: Readonly<Record<string, unknown>>;
}

/**
 * Where a button goes, as a target prop holds it: a link's address (as written), or a page
 * reference of the link helper; `null` for none.
 */
export type Target =
  { kind: 'link'; url: string } | { kind: 'reference'; reference: PageReferenceJson } | null;

/**
 * Reads a target prop: an object with a `type` (or its JSON text) is a page reference; other
 * text that is not blank is a link; anything else is none. The site and the editor both read
 * targets with this.
 */
export function readTarget(value: unknown): Target {
  const reference = parseJsonConfig(value);
  if (reference && typeof reference.type === 'string') {
    return { kind: 'reference', reference: reference as unknown as PageReferenceJson };
  }
  if (typeof value === 'string' && value.trim() !== '') return { kind: 'link', url: value };
  return null;
}
