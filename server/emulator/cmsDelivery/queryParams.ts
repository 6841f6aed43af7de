import { z } from 'zod';
import { SITE_LOCALE } from '../../../shared/pageLanguage';
import { illegalParameter, truncate } from '../../http/platformErrors';

/** Query string as Fastify parses it: a repeated name gives an array. */
export type Query = Readonly<Record<string, string | string[] | undefined>>;

const integerText = z
  .string()
  .regex(/^\d{1,9}$/)
  .transform(Number);
const booleanText = z
  .string()
  .regex(/^(true|false)$/i)
  .transform((text) => text.toLowerCase() === 'true');
const languageText = z.string().regex(SITE_LOCALE);

function invalid(name: string, raw: string, expected: string) {
  return illegalParameter(`Invalid value '${truncate(raw)}' for parameter '${name}': ${expected}.`);
}

/** A parameter that takes one value; giving it twice is an error rather than a guess. */
export function singleParam(query: Query, name: string): string | undefined {
  const value = query[name];
  if (Array.isArray(value)) throw illegalParameter(`Parameter '${name}' was given more than once.`);
  return value;
}

export function integerParam(
  query: Query,
  name: string,
  range: { min: number; max: number; fallback: number },
): number {
  const raw = singleParam(query, name);
  if (raw === undefined) return range.fallback;
  const parsed = integerText.safeParse(raw);
  if (!parsed.success || parsed.data < range.min || parsed.data > range.max) {
    throw invalid(name, raw, `enter an integer from ${range.min} to ${range.max}`);
  }
  return parsed.data;
}

export function booleanParam(query: Query, name: string): boolean {
  const raw = singleParam(query, name);
  if (raw === undefined) return false;
  const parsed = booleanText.safeParse(raw);
  if (!parsed.success) throw invalid(name, raw, 'enter true or false');
  return parsed.data;
}

/** Comma-separated values (repeats are joined); empty entries and duplicates are dropped. */
export function listParam(query: Query, name: string, max: number): string[] | undefined {
  const value = query[name];
  if (value === undefined) return undefined;
  const joined = Array.isArray(value) ? value.join(',') : value;
  const items = [...new Set(joined.split(',').map((item) => item.trim()))].filter(Boolean);
  if (items.length > max) {
    throw illegalParameter(
      `Too many values for parameter '${name}': ${items.length} given, at most ${max} allowed.`,
    );
  }
  return items.length > 0 ? items : undefined;
}

export function languageParam(query: Query): string | undefined {
  const raw = singleParam(query, 'language');
  if (raw === undefined) return undefined;
  if (!languageText.safeParse(raw).success)
    throw invalid('language', raw, 'enter a language like en_US');
  return raw;
}

/** Options shared by the single and list resources. */
export interface ReferenceOptions {
  referenceDepth: number;
  expandReferences: boolean;
  referencesAsList: boolean;
}

export function referenceOptions(query: Query): ReferenceOptions {
  return {
    referenceDepth: integerParam(query, 'referenceDepth', { min: 0, max: 3, fallback: 0 }),
    expandReferences: booleanParam(query, 'expandReferences'),
    referencesAsList: booleanParam(query, 'referencesAsList'),
  };
}
