import { z } from 'zod/mini';
import type { SiteLanguages } from '../../shared/languages';
import { API_VERSION, releaseOfApiVersion } from '../../shared/siteConfig';
import { contentKeySchema, languageSchema, recordIdSchema, schemaReferenceSchema } from './ids';

/**
 * The platform release the site is built for. The emulator answers one API version, so the site
 * must call that one, and the release must be the version's own (256 for v64.0).
 */
const currentReleaseSchema = z
  .strictObject({
    apiVersion: z.literal(API_VERSION, `the emulator answers API version ${API_VERSION} only`),
    release: z.int().check(z.positive()),
  })
  .check(
    z.refine(({ apiVersion, release }) => releaseOfApiVersion(apiVersion) === release, {
      message: `the release of API version ${API_VERSION} is ${String(releaseOfApiVersion(API_VERSION))}`,
      path: ['release'],
    }),
  );

/**
 * A cycle among the fallbacks (`fr_CA -> fr_FR -> fr_CA`), as the languages met on it, or
 * undefined. Chains follow fallbacks of fallbacks, so a cycle would never reach the default.
 */
function fallbackCycle(
  fallbacks: Readonly<Record<string, readonly string[]>>,
  from: string,
  path: readonly string[] = [],
): string[] | undefined {
  if (path.includes(from)) return [...path.slice(path.indexOf(from)), from];
  for (const next of fallbacks[from] ?? []) {
    const cycle = fallbackCycle(fallbacks, next, [...path, from]);
    if (cycle) return cycle;
  }
  return undefined;
}

/** The default is served; every fallback names served languages, and none leads back to itself. */
function checkLanguages(site: SiteLanguages, context: z.core.$RefinementCtx): void {
  const { languages, defaultLanguage, languageFallbacks = {} } = site;
  const served = languages.join(', ');
  const inReportedCycle = new Set<string>();
  if (!languages.includes(defaultLanguage)) {
    context.addIssue({
      code: 'custom',
      path: ['defaultLanguage'],
      message: `${defaultLanguage} is not one of the site's languages (${served})`,
    });
  }
  for (const [language, nextOnes] of Object.entries(languageFallbacks)) {
    if (!languages.includes(language)) {
      context.addIssue({
        code: 'custom',
        path: ['languageFallbacks', language],
        message: `${language} is not one of the site's languages (${served})`,
      });
    } else if (language === defaultLanguage) {
      context.addIssue({
        code: 'custom',
        path: ['languageFallbacks', language],
        message: `${language} is the default language: every chain ends there, it has no fallbacks`,
      });
    }
    nextOnes.forEach((next, index) => {
      if (!languages.includes(next)) {
        context.addIssue({
          code: 'custom',
          path: ['languageFallbacks', language, index],
          message: `${next} is not one of the site's languages (${served})`,
        });
      }
    });
    const cycle = fallbackCycle(languageFallbacks, language);
    if (cycle?.[0] === language && !cycle.some((member) => inReportedCycle.has(member))) {
      cycle.forEach((member) => inReportedCycle.add(member));
      context.addIssue({
        code: 'custom',
        path: ['languageFallbacks', language],
        message: `the fallbacks lead back to ${language} (${cycle.join(' -> ')}); a chain must end at the default`,
      });
    }
  }
}

/** `content/site.json`: the site's identity and settings. */
export const siteSchema = z
  .strictObject({
    /** The JSON Schema an editor checks this file with; not part of the content. */
    $schema: schemaReferenceSchema,
    siteName: z.string().check(z.minLength(1)),
    siteId: recordIdSchema('0DM', 'a site id'),
    channelId: recordIdSchema('0ap', 'a channel id'),
    communityId: recordIdSchema('0DB', 'a community id'),
    channelName: z.string().check(z.minLength(1)),
    domainUrl: z.url({ protocol: /^https?$/ }),
    /** Base path used when `SITE_BASE_PATH` is not set. */
    basePath: z.optional(
      z.string().check(z.regex(/^(\/[\w.~-]+)*$/, 'a base path is empty or like /site')),
    ),
    languages: z.array(languageSchema).check(
      z.minLength(1),
      z.refine((list) => new Set(list).size === list.length, 'languages must not repeat'),
    ),
    /** The language documents are written in, and what every other language falls back to. */
    defaultLanguage: languageSchema,
    /**
     * For a served language, the languages to try, in order, before the default
     * (`"fr_CA": ["fr_FR"]`); their own fallbacks follow them.
     */
    languageFallbacks: z.optional(
      z.record(languageSchema, z.array(languageSchema).check(z.minLength(1))),
    ),
    defaultUserPictureKey: contentKeySchema,
    previewUser: z.strictObject({
      userId: recordIdSchema('005', 'a user id'),
      name: z.string().check(z.minLength(1)),
      pictureKey: contentKeySchema,
    }),
    /** `{ apiVersion, release }`, as the platform's `experience/config` `currentRelease`. */
    currentRelease: currentReleaseSchema,
  })
  .check(z.superRefine(checkLanguages));

export type SiteSettings = z.infer<typeof siteSchema>;
