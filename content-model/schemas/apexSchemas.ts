import { z } from 'zod/mini';
import { schemaReferenceSchema } from './ids';

/**
 * `content/apex/carouselStyles.json`: the admin panel record. Slide style values are kept as the
 * author wrote them (empty, null or MALFORMED_ID values are the site's business to ignore).
 */
export const carouselStylesSchema = z.strictObject({
  /** The JSON Schema an editor checks this file with; not part of the content. */
  $schema: schemaReferenceSchema,
  Id: z
    .string()
    .check(
      z.regex(
        /^a[0-9A-Za-z]{14}([0-9A-Za-z]{3})?$/,
        'a custom record id is a plus 14 or 17 characters',
      ),
    ),
  Carousel_Styles__c: z.record(
    z.string().check(z.minLength(1)),
    z.array(z.record(z.string(), z.json())),
  ),
});

export type CarouselStylesRecord = z.infer<typeof carouselStylesSchema>;

/** `content/apex/getContentTwo.json`: any JSON value, returned as is. */
export const contentTwoSchema = z.json();

export type JsonValue = z.infer<typeof contentTwoSchema>;
