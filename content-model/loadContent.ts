import path from 'node:path';
import { checkReferences } from './checkReferences';
import { checkViews } from './checkViews';
import { createSiteContent, type SiteContent } from './siteContent';
import { readDocuments } from './documents';
import { readMedia } from './media';
import { checkVariants } from './variants';
import { ProblemList, type ContentProblem } from './problems';
import { listJsonFiles, readValidated } from './readJson';
import { contentRoots } from './safeRead';
import { carouselStylesSchema, contentTwoSchema } from './schemas/apexSchemas';
import { seoSchema } from './schemas/seoSchema';
import { siteSchema } from './schemas/siteSchema';
import {
  apexSources,
  readTranslationFiles,
  seoSources,
  splitTranslationFiles,
  viewSources,
  type CopySources,
} from './translations';
import { checkRedirects, readRedirects } from './redirects';
import { readViews } from './views';

export interface LoadContentOptions {
  /**
   * Hears each warning: a value the site replaces with a fallback (a block prop outside its
   * options). Warnings never stop the content from being published. Called before the content
   * is returned or rejected.
   */
  onWarning?: (warning: ContentProblem) => void;
  /**
   * Folders besides the content folder that its links may lead into (a draft's merged folder
   * links to the published and draft folders). Links anywhere else are problems.
   */
  linksMayLeadInto?: readonly string[];
}

/**
 * Reads and validates the whole content folder. Any invalid file (or broken reference between
 * files) throws a `ContentValidationError` listing each file and the JSON path of the field, so a
 * start never serves half the content.
 */
export async function loadContent(
  contentDir: string,
  options: LoadContentOptions = {},
): Promise<SiteContent> {
  const dir = path.resolve(contentDir);
  const problems = new ProblemList();
  const roots = await contentRoots([dir, ...(options.linksMayLeadInto ?? [])]);
  const [
    site,
    { documents, variants, invalidKeys, invalidFiles },
    seoFiles,
    carouselStyles,
    contentTwo,
    { views, translationFiles: viewTranslationFiles },
    apexFiles,
    redirects,
  ] = await Promise.all([
    readValidated(path.join(dir, 'site.json'), siteSchema, problems, roots),
    readDocuments(path.join(dir, 'documents'), problems, roots),
    listJsonFiles(path.join(dir, 'seo'), problems, roots),
    readValidated(
      path.join(dir, 'apex', 'carouselStyles.json'),
      carouselStylesSchema,
      problems,
      roots,
    ),
    readValidated(path.join(dir, 'apex', 'getContentTwo.json'), contentTwoSchema, problems, roots),
    readViews(path.join(dir, 'views'), problems, roots),
    listJsonFiles(path.join(dir, 'apex'), problems, roots),
    readRedirects(dir, problems, roots),
  ]);
  const { sources: seoRecordFiles, translations: seoTranslationFiles } =
    splitTranslationFiles(seoFiles);
  const seo = (
    await Promise.all(seoRecordFiles.map((file) => readValidated(file, seoSchema, problems, roots)))
  ).filter((entry) => entry !== undefined);
  const apexTranslationFiles = splitTranslationFiles(apexFiles).translations;
  const translationsOf = (files: readonly string[], sources: CopySources) =>
    readTranslationFiles(files, sources, site?.value, problems, roots);
  const [viewTranslations, seoTranslations, apexTranslations] = await Promise.all([
    translationsOf(viewTranslationFiles, viewSources(views)),
    translationsOf(seoTranslationFiles, seoSources(seo)),
    translationsOf(apexTranslationFiles, apexSources({ contentTwo, carouselStyles })),
  ]);
  const media = await readMedia(path.join(dir, 'media'), documents, problems, roots);
  if (site) checkReferences({ site, documents, invalidKeys, seo, variants }, problems);
  checkVariants({ site, documents, variants, invalidFiles }, problems);
  checkViews({ views, documents, invalidKeys }, problems);
  if (redirects) {
    checkRedirects(
      redirects,
      views.map((entry) => entry.value),
      problems,
    );
  }
  if (options.onWarning) problems.warnings.forEach(options.onWarning);
  problems.throwIfAny();
  if (!site || !carouselStyles || !contentTwo)
    throw new Error('unreachable: problems were recorded');
  return createSiteContent({
    site: site.value,
    documents: documents.map((entry) => entry.value),
    variants: variants.map((entry) => entry.value),
    media,
    seo: seo.map((entry) => entry.value),
    carouselStyles: carouselStyles.value,
    contentTwo: contentTwo.value,
    views: views.map((entry) => entry.value),
    viewTranslations,
    seoTranslations,
    apexTranslations,
    redirects: redirects?.value.redirects ?? [],
  });
}
