import { z } from 'zod/mini';
import { SITE_LOCALE } from './pageLanguage';

/** The platform release the emulator answers as; CMS delivery and Apex paths carry it. */
export const API_VERSION = 'v64.0';

/**
 * The platform release of an API version: three releases a year, two numbers apart, each with
 * the next API version (release 252 is v62.0, 256 is v64.0). `undefined` for another shape.
 */
export function releaseOfApiVersion(apiVersion: string): number | undefined {
  const major = /^v(\d+)\.0$/.exec(apiVersion)?.[1];
  return major === undefined ? undefined : 128 + 2 * Number(major);
}

/**
 * The platform release the site is built for, as the platform's `experience/config` exposes it
 * (`currentRelease`): API paths carry its `apiVersion`.
 */
const currentReleaseSchema = z
  .object({
    /** API version in the platform's paths, like `v64.0`. */
    apiVersion: z.string().check(z.regex(/^v\d+\.0$/, 'an API version is like v64.0')),
    /** The platform's release number, like 256. */
    release: z.int().check(z.positive()),
  })
  .check(
    z.refine(({ apiVersion, release }) => releaseOfApiVersion(apiVersion) === release, {
      error: 'the release and the API version disagree (release 256 is v64.0)',
    }),
  );

/**
 * The site's runtime settings: the server writes them into every page as a JSON data block
 * (`#site-config`) and the app reads them back before it renders. One schema for both sides, so
 * what the server sends is exactly what the app accepts.
 */
const siteConfigSchema = z.object({
  /** The site's (company's) name, shown in the header. Default ''. */
  siteName: z._default(z.string(), ''),
  /** Site id, `0DM` prefix: managed content is read by it. */
  siteId: z.string().check(z.regex(/^0DM\w{12}(\w{3})?$/, 'a site id starts with 0DM')),
  /** Delivery channel id, `0ap` prefix. */
  channelId: z.string().check(z.regex(/^0ap\w{12}(\w{3})?$/, 'a channel id starts with 0ap')),
  /** Community (network) id, `0DB` prefix: the SEO properties are read by it. */
  communityId: z.string().check(z.regex(/^0DB\w{12}(\w{3})?$/, 'a community id starts with 0DB')),
  /** Site base path: '' or a path with one leading slash and no trailing slash. */
  basePath: z.string().check(z.regex(/^(\/[\w.~-]+)*$/, 'a base path is empty or like /site')),
  /** Active languages, underscore form (en_US); the first is the default. */
  languages: z.array(z.string().check(z.regex(SITE_LOCALE))).check(z.minLength(1)),
  /** The page's language, one of `languages`: its reads ask for it. Default: the first. */
  language: z.optional(z.string().check(z.regex(SITE_LOCALE))),
  /** The site's public origin (`https://www.example.com`), for canonical links. Default ''. */
  domainUrl: z._default(
    z.string().check(z.regex(/^(https?:\/\/[^/?#]+)?$/, 'domainUrl is an origin, or empty')),
    '',
  ),
  /** Platform origin for API calls; '' means the page's own origin. Default ''. */
  apiOrigin: z._default(z.string(), ''),
  /** Image optimiser kind; 'Cloudflare' resolves images through the CDN resizing path. Default 'none'. */
  imageOptimizer: z._default(z.enum(['none', 'Cloudflare']), 'none'),
  /** The platform release and its API version (`{ apiVersion: 'v64.0', release: 256 }`). */
  currentRelease: currentReleaseSchema,
  /**
   * The site's own words (skip link, carousel and grid labels, …) in the page's language, by
   * name (`shared/i18n`): the server renders with them; the page's `#site-config` carries none,
   * and the browser loads its language's with what renders there (`app/i18n/loadMessages.ts`).
   */
  messages: z.optional(z.record(z.string(), z.string())),
});

/** A zod locale's message maker, e.g. `en().localeError` from `zod/locales`. */
export type LocaleError = z.core.$ZodErrorMap;

export type SiteConfig = z.infer<typeof siteConfigSchema>;

/** Id of the `<script type="application/json">` element that carries the config in the page. */
export const SITE_CONFIG_ELEMENT_ID = 'site-config';

/**
 * Validates a site config; throws an Error naming the first bad field. zod/mini loads no locale:
 * the server passes English messages (`localeError`); the browser, which only reads the config
 * the server checked, spares its visitors the locale and names a bad field with its path and the
 * schema's own message ("Invalid input" where the schema has none).
 */
export function parseSiteConfig(value: unknown, localeError?: LocaleError): SiteConfig {
  const parsed = siteConfigSchema.safeParse(value, localeError ? { error: localeError } : {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`site config: ${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}`);
  }
  return parsed.data;
}
