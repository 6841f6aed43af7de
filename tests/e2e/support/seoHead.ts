import type { Page } from 'playwright-core';

/** The head tags the SEO assistant manages, each kind as a list so duplicates show. */
export interface SeoHead {
  title: string;
  canonical: string[];
  alternates: { hreflang: string; href: string }[];
  robots: string[];
}

export function readSeoHead(page: Page): Promise<SeoHead> {
  return page.evaluate(() => ({
    title: document.title,
    canonical: [...document.querySelectorAll<HTMLLinkElement>('link[rel="canonical"]')].map(
      (link) => link.getAttribute('href') ?? '',
    ),
    alternates: [
      ...document.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]'),
    ].map((link) => ({ hreflang: link.hreflang, href: link.getAttribute('href') ?? '' })),
    robots: [...document.querySelectorAll<HTMLMetaElement>('meta[name="robots"]')].map(
      (meta) => meta.content,
    ),
  }));
}
