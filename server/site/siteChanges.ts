import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import {
  type ContentProblem,
  ContentValidationError,
  displayPath,
  problemLine,
  type SiteSettings,
} from '../../content-model';
import { buildSiteConfig } from './buildSiteConfig';

export interface SiteChangeContext {
  contentDir: string;
  /** The base path the server's routes are registered under. */
  basePath: string;
  /** Whether the base path comes from site.json (else from `SITE_BASE_PATH`, which wins). */
  basePathFromSite: boolean;
  apiOrigin: string;
}

const siteFile = (contentDir: string) => displayPath(path.resolve(contentDir, 'site.json'));

/**
 * Checks changed site settings before they are served: they must make a site config the app
 * accepts (else the change is refused, like an invalid file). Every other setting applies to the
 * next request, but a new `basePath` needs a restart (the routes live under the old one): it is
 * logged as `restart needed` and the rest of the change is served.
 */
export function checkSiteChange(
  site: SiteSettings,
  context: SiteChangeContext,
  log: FastifyBaseLogger,
): void {
  try {
    buildSiteConfig(site, context.basePath, context.apiOrigin);
  } catch (error) {
    throw new ContentValidationError([
      {
        file: siteFile(context.contentDir),
        field: '(root)',
        message: `makes no valid site config: ${(error as Error).message}`,
      },
    ]);
  }
  const wanted = site.basePath ?? '';
  if (context.basePathFromSite && wanted !== context.basePath) {
    const problem: ContentProblem = {
      file: siteFile(context.contentDir),
      field: 'basePath',
      message:
        `is now ${JSON.stringify(wanted)}; the site is served under ` +
        `${JSON.stringify(context.basePath)} until the server restarts (the rest is published)`,
    };
    log.warn(problem, `restart needed: ${problemLine(problem)}`);
  }
}
