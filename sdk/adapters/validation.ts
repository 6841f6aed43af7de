import { isPlainObject, test } from '../checks/index.js';
import type { Check } from '../checks/index.js';

/** The platform's message for a config that is not an object (`experience/cmsDeliveryApi`). */
const OPTIONS_REQUIRED_MESSAGE =
  'Options are required to successfully be able to execute this request.';

/** The platform's message for a missing or blank config key, word for word. */
function requiredMessage(key: string): string {
  return `The '${key}' parameter is required to successfully execute this request.`;
}

/** A string with at least one non-space character. */
function isNonBlankString(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/** A config key that must be a non-blank string; fails with the platform's `required` message. */
export function requiredString(key: string, message: string = requiredMessage(key)): Check {
  return test(isNonBlankString, message);
}

/** A config that must be a plain object, failing with the platform's `options required` message. */
export function configObject(message: string = OPTIONS_REQUIRED_MESSAGE): Check {
  return test(isPlainObject, message);
}
