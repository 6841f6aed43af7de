import { z } from 'zod/mini';
import type { SdkErrorItem } from './errors';

/** Connect: `[{errorCode, message}]`. Apex: `{errorMessage}` (or `{message}` in some builds). */
const connectItemSchema = z.object({ errorCode: z.optional(z.string()), message: z.string() });
const connectBodySchema = z.array(connectItemSchema);
const apexBodySchema = z.union([
  z.object({ errorMessage: z.string(), exceptionType: z.optional(z.string()) }),
  z.object({ message: z.string(), errorCode: z.optional(z.string()) }),
]);

/**
 * Maps an error body to the SDK's error items: each platform error becomes
 * `{message, type: errorCode, arguments: <the request's params>}`. Unknown bodies give no items.
 */
export function errorItemsFromBody(
  body: unknown,
  args: Readonly<Record<string, unknown>>,
  fallbackType: string,
): SdkErrorItem[] {
  const connect = connectBodySchema.safeParse(body);
  if (connect.success) {
    return connect.data.map((item) => ({
      message: item.message,
      type: item.errorCode ?? fallbackType,
      arguments: args,
    }));
  }
  const apex = apexBodySchema.safeParse(body);
  if (apex.success) {
    const data = apex.data;
    if ('errorMessage' in data) {
      return [
        { message: data.errorMessage, type: data.exceptionType ?? fallbackType, arguments: args },
      ];
    }
    return [{ message: data.message, type: data.errorCode ?? fallbackType, arguments: args }];
  }
  return [];
}
