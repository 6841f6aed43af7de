import { z } from 'zod/mini';
import { languageSchema, schemaReferenceSchema } from './ids';

/** `content/seo/*.json`: the SEO properties of one record (the About page: recordId `about`). */
export const seoSchema = z.strictObject({
  /** The JSON Schema an editor checks this file with; not part of the content. */
  $schema: schemaReferenceSchema,
  /** A record id or the page's url alias. */
  recordId: z
    .string()
    .check(z.regex(/^[\w-]+$/, 'a record id holds letters, digits, - and _ only')),
  recordName: z.string(),
  objectName: z.string(),
  fields: z._default(z.record(z.string(), z.string()), {}),
  complexFields: z.optional(z.record(z.string(), z.string())),
  /**
   * For a record that is no page of the site: each language's url ('' omits that language, as on
   * the platform). A page's alternates and canonical url follow the languages it is served in.
   */
  hrefLangUrls: z._default(
    z.record(languageSchema, z.union([z.url({ protocol: /^https?$/ }), z.literal('')])),
    {},
  ),
  canonicalUrl: z.optional(z.url({ protocol: /^https?$/ })),
  isSeoIndexed: z.boolean(),
});

export type SeoRecord = z.infer<typeof seoSchema>;
