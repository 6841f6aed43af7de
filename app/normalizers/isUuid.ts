const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** True for an RFC 9562 UUID (versions 1 to 8, the standard variant), in either letter case. */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}
