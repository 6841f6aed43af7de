/**
 * The content without its `"$schema"` reference: that names the JSON Schema an editor checks
 * the file with, and is no part of what the site serves.
 */
export function withoutSchemaReference(json: unknown): unknown {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return json;
  if (typeof (json as Record<string, unknown>).$schema !== 'string') return json;
  const { $schema: _reference, ...rest } = json as Record<string, unknown>;
  return rest;
}
