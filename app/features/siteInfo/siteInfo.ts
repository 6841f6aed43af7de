import { z } from 'zod/mini';

/** The website helper content server method (`getContentTwo`, no continuation). */
export const SITE_INFO_METHOD = {
  apexClass: 'WebsiteHelperController',
  apexMethod: 'getContentTwo',
};

const nonEmpty = () => z.string().check(z.minLength(1));

const linkSchema = z.object({ label: nonEmpty(), url: nonEmpty() });

const siteInfoSchema = z.object({
  companyName: nonEmpty(),
  productName: nonEmpty(),
  tagline: z._default(z.string(), ''),
  supportEmail: z.optional(z.email()),
  salesEmail: z.optional(z.email()),
  phone: z.optional(z.string()),
  address: z.optional(
    z.object({
      street: z.string(),
      city: z.string(),
      state: z.optional(z.string()),
      postalCode: z.string(),
      country: z.string(),
    }),
  ),
  socialLinks: z._default(z.array(linkSchema), []),
  copyright: z._default(z.string(), ''),
});

export type SiteInfo = z.infer<typeof siteInfoSchema>;

/** The site's helper content from the server method's response; null when it has another shape. */
export function readSiteInfo(response: unknown): SiteInfo | null {
  const parsed = siteInfoSchema.safeParse(response);
  return parsed.success ? parsed.data : null;
}
