import { z } from 'zod/mini';

/** A plain object, as the platform's option checks require (not null, an array or a class instance). */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/** The platform's message for a config that is not an object (`experience/cmsDeliveryApi`). */
export const OPTIONS_REQUIRED_MESSAGE =
  'Options are required to successfully be able to execute this request.';

/** The platform's message for a missing or blank config key, word for word. */
export function requiredMessage(key: string): string {
  return `The '${key}' parameter is required to successfully execute this request.`;
}

/** A config key that must be a non-blank string; fails with the platform's `required` message. */
export function requiredString(key: string, message: string = requiredMessage(key)) {
  return z.custom<string>(isNonBlankString, message);
}

/** A config that must be a plain object, failing with the platform's `options required` message. */
export function configObject(message: string = OPTIONS_REQUIRED_MESSAGE) {
  return z.custom<Record<string, unknown>>(isPlainObject, message);
}

/** A string with at least one non-space character. */
export function isNonBlankString(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/** The message of the first issue: the platform reports one error, the first in its order. */
export function firstIssueMessage(error: z.core.$ZodError): string {
  return error.issues[0]?.message ?? 'Invalid config.';
}
