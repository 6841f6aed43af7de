import { z } from 'zod';
import { releaseOfApiVersion } from '../../../shared/siteConfig';
import { API_VERSION } from '../../emulator/apiVersion';
import { contentKeySchema, languageSchema, recordIdSchema, schemaReferenceSchema } from './ids';

/**
 * The platform release the site is built for. The emulator answers one API version, so the site
 * must call that one, and the release must be the version's own (256 for v64.0).
 */
const currentReleaseSchema = z
  .strictObject({
    apiVersion: z.literal(API_VERSION, `the emulator answers API version ${API_VERSION} only`),
    release: z.number().int().positive(),
  })
  .refine(({ apiVersion, release }) => releaseOfApiVersion(apiVersion) === release, {
    message: `the release of API version ${API_VERSION} is ${String(releaseOfApiVersion(API_VERSION))}`,
    path: ['release'],
  });

/** `content/site.json`: the site's identity and settings. */
export const siteSchema = z.strictObject({
  /** The JSON Schema an editor checks this file with; not part of the content. */
  $schema: schemaReferenceSchema,
  siteName: z.string().min(1),
  siteId: recordIdSchema('0DM', 'a site id'),
  channelId: recordIdSchema('0ap', 'a channel id'),
  communityId: recordIdSchema('0DB', 'a community id'),
  channelName: z.string().min(1),
  domainUrl: z.url({ protocol: /^https?$/ }),
  /** Base path used when `SITE_BASE_PATH` is not set. */
  basePath: z
    .string()
    .regex(/^(\/[\w.~-]+)*$/, 'a base path is empty or like /site')
    .optional(),
  languages: z
    .array(languageSchema)
    .min(1)
    .refine((list) => new Set(list).size === list.length, 'languages must not repeat'),
  defaultUserPictureKey: contentKeySchema,
  previewUser: z.strictObject({
    userId: recordIdSchema('005', 'a user id'),
    name: z.string().min(1),
    pictureKey: contentKeySchema,
  }),
  /** `{ apiVersion, release }`, as the platform's `experience/config` `currentRelease`. */
  currentRelease: currentReleaseSchema,
});

export type SiteSettings = z.infer<typeof siteSchema>;
