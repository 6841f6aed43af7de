import { z } from 'zod/mini';
import { SITE_LOCALE } from '../../shared/pageLanguage';

/** `MC` plus 26 characters A-Z and 2-7, as the platform's content keys. */
export const CONTENT_KEY_PATTERN = /^MC[A-Z2-7]{26}$/;

/** A record id of 15 or 18 characters that starts with `prefix`. */
export function recordIdPattern(prefix: string): RegExp {
  const rest = 15 - prefix.length;
  return new RegExp(`^${prefix}[a-zA-Z0-9]{${rest}}([a-zA-Z0-9]{3})?$`);
}

export function recordIdSchema(prefix: string, label: string) {
  return z
    .string()
    .check(
      z.regex(recordIdPattern(prefix), `${label} is ${prefix} plus 12 or 15 letters or digits`),
    );
}

/**
 * `"$schema": "../schemas/document.schema.json"`: lets an editor complete and check the file.
 * Accepted in every content file and dropped when the file is read (see readJson).
 */
export const schemaReferenceSchema = z.optional(z.string());

export const contentKeySchema = z
  .string()
  .check(z.regex(CONTENT_KEY_PATTERN, 'a content key is MC plus 26 characters from A-Z and 2-7'));

/** Managed content ids are always the 18-character form in documents. */
export const managedContentIdSchema = z
  .string()
  .check(z.regex(/^20Y[a-zA-Z0-9]{15}$/, 'a managed content id is 20Y plus 15 letters or digits'));

export const languageSchema = z
  .string()
  .check(z.regex(SITE_LOCALE, 'a language is written like en_US'));

/** Two ids name the same record when their 15-character forms match. */
export function sameRecordId(a: string, b: string): boolean {
  return a.slice(0, 15) === b.slice(0, 15);
}
