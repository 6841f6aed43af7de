import { isObject } from '../checks/index.js';
import type { SdkErrorItem } from './errors.js';

const isString = (value: unknown): value is string => typeof value === 'string';
const isOptionalString = (value: unknown): value is string | undefined =>
  value === undefined || isString(value);

/** Connect's `{errorCode?, message}` item. */
function isConnectItem(value: unknown): value is { errorCode?: string; message: string } {
  return isObject(value) && isString(value.message) && isOptionalString(value.errorCode);
}

/**
 * Maps an error body to the SDK's error items: each platform error becomes
 * `{message, type: errorCode, arguments: <the request's params>}`. Connect sends
 * `[{errorCode, message}]`; server methods `{errorMessage, exceptionType?}` (or `{message,
 * errorCode?}` in some builds). Unknown bodies give no items.
 */
export function errorItemsFromBody(
  body: unknown,
  args: Readonly<Record<string, unknown>>,
  fallbackType: string,
): SdkErrorItem[] {
  if (Array.isArray(body) && body.every(isConnectItem)) {
    return body.map((item) => ({
      message: item.message,
      type: item.errorCode ?? fallbackType,
      arguments: args,
    }));
  }
  if (!isObject(body)) return [];
  const { errorMessage, exceptionType } = body;
  if (isString(errorMessage) && isOptionalString(exceptionType)) {
    return [{ message: errorMessage, type: exceptionType ?? fallbackType, arguments: args }];
  }
  if (isConnectItem(body)) {
    return [{ message: body.message, type: body.errorCode ?? fallbackType, arguments: args }];
  }
  return [];
}
