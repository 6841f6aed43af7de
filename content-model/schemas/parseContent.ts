import { z } from 'zod/mini';
import { en } from 'zod/locales';

/**
 * zod's English messages ("Invalid input: expected string, received number"). zod/mini loads no
 * locale, so every check of content passes these: an author reads the same words in the browser
 * as `content:check` prints, whatever else the process has configured zod with.
 */
export const ENGLISH_MESSAGES: z.core.$ZodErrorMap = en().localeError;

/** Checks `value` against a content schema, with English messages. */
export function parseContent<S extends z.ZodMiniType>(
  schema: S,
  value: unknown,
): z.core.util.SafeParseResult<z.output<S>> {
  return schema.safeParse(value, { error: ENGLISH_MESSAGES });
}
