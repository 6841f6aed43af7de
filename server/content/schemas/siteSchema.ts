import { z } from 'zod';
import { contentKeySchema, languageSchema, recordIdSchema } from './ids';

/** `content/site.json`: the site's identity and settings. */
export const siteSchema = z.strictObject({
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
});

export type SiteSettings = z.infer<typeof siteSchema>;
