import type { BindingScope } from './bindingScope';

const WHOLE_BINDING = /^\{!(\w+)((?:\.[\w-]+)+)\}$/;
const ANY_BINDING = /\{!(\w+)((?:\.[\w-]+)+)\}/g;
const MEDIA_BINDING = /\{!cmsMedia\.(MC[A-Z2-7]{26})\b/g;

function readPath(scope: BindingScope, context: string, dottedPath: string): unknown {
  let value: unknown = scope[context];
  for (const segment of dottedPath.slice(1).split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[segment];
  }
  return value;
}

function toText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

/**
 * Resolves `{!Context.path}` bindings in props. A string that is exactly one binding takes the
 * bound value itself (an object stays an object); bindings inside longer text become text, and a
 * binding with no value becomes empty text.
 */
export function resolveBindings(value: unknown, scope: BindingScope): unknown {
  if (typeof value === 'string') {
    const whole = WHOLE_BINDING.exec(value);
    if (whole) return readPath(scope, whole[1] ?? '', whole[2] ?? '');
    if (!value.includes('{!')) return value;
    return value.replace(ANY_BINDING, (_match, context: string, path: string) =>
      toText(readPath(scope, context, path)),
    );
  }
  if (Array.isArray(value)) return value.map((item) => resolveBindings(item, scope));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, resolveBindings(item, scope)]),
    );
  }
  return value;
}

/** Content keys of every `{!cmsMedia.KEY}` binding anywhere in the given data, deduplicated. */
export function collectMediaKeys(data: unknown): string[] {
  const keys = new Set<string>();
  const visit = (value: unknown): void => {
    if (typeof value === 'string') {
      for (const match of value.matchAll(MEDIA_BINDING)) keys.add(match[1] ?? '');
    } else if (Array.isArray(value)) {
      value.forEach(visit);
    } else if (value !== null && typeof value === 'object') {
      Object.values(value).forEach(visit);
    }
  };
  visit(data);
  keys.delete('');
  return [...keys];
}
