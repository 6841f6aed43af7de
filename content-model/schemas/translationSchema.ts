import { z } from 'zod/mini';
import { languageSchema, schemaReferenceSchema } from './ids';

/**
 * A translation of a view or a SEO record (`views/about.fr_FR.json` beside `views/about.json`):
 * each unit of copy by its id, with the source text it was translated from, so a source that
 * changes later shows as a stale translation.
 */
export const translationSchema = z.strictObject({
  /** The JSON Schema an editor checks this file with; not part of the content. */
  $schema: schemaReferenceSchema,
  /** The language of the translation; also in the file name. */
  language: languageSchema,
  units: z.record(
    z.string().check(z.regex(/^[^\p{Cc}]+$/u, 'a unit id is text without control characters')),
    z.strictObject({
      /** The source text the unit was translated from. */
      source: z.string(),
      /** The translated text. */
      target: z
        .string()
        .check(
          z.refine(
            (text) => text.trim() !== '',
            'a translation is not empty: leave the unit out instead',
          ),
        ),
    }),
  ),
});

export type Translation = z.infer<typeof translationSchema>;
