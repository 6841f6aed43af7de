import { z } from 'zod';

/** The website helper content server method (`getContentTwo`, no continuation). */
export const SITE_INFO_METHOD = {
  apexClass: 'WebsiteHelperController',
  apexMethod: 'getContentTwo',
};

const linkSchema = z.object({ label: z.string().min(1), url: z.string().min(1) });

export const siteInfoSchema = z.object({
  companyName: z.string().min(1),
  productName: z.string().min(1),
  tagline: z.string().default(''),
  supportEmail: z.email().optional(),
  salesEmail: z.email().optional(),
  phone: z.string().optional(),
  address: z
    .object({
      street: z.string(),
      city: z.string(),
      state: z.string().optional(),
      postalCode: z.string(),
      country: z.string(),
    })
    .optional(),
  socialLinks: z.array(linkSchema).default([]),
  copyright: z.string().default(''),
});

export type SiteInfo = z.infer<typeof siteInfoSchema>;

/** The site's helper content from the server method's response; null when it has another shape. */
export function readSiteInfo(response: unknown): SiteInfo | null {
  const parsed = siteInfoSchema.safeParse(response);
  return parsed.success ? parsed.data : null;
}
