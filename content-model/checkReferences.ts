import { imageReferences, mediaUrlKey, type ManagedContentDocument } from './documents';
import { displayPath, type ProblemList } from './problems';
import type { LoadedFile } from './readJson';
import type { SeoRecord } from './schemas/seoSchema';
import type { SiteSettings } from './schemas/siteSchema';

interface CheckInput {
  site: LoadedFile<SiteSettings>;
  documents: readonly LoadedFile<ManagedContentDocument>[];
  /** Keys of documents that failed validation: reported already, not again as missing. */
  invalidKeys: ReadonlySet<string>;
  seo: readonly LoadedFile<SeoRecord>[];
  /** Variants in other languages: their bodies point at documents as their sources' do. */
  variants: readonly LoadedFile<ManagedContentDocument>[];
}

function checkUnique(
  documents: readonly LoadedFile<ManagedContentDocument>[],
  field: 'contentKey' | 'managedContentId',
  problems: ProblemList,
): void {
  const seen = new Map<string, string>();
  for (const { file, value } of documents) {
    const first = seen.get(value[field]);
    if (first)
      problems.add(file, [field], `${value[field]} is already used by ${displayPath(first)}`);
    else seen.set(value[field], file);
  }
}

/**
 * Cross-file rules: unique keys, languages the site has, and every content key a document (or a
 * variant) or the site points at names an existing document of the right type (images with a
 * media file).
 */
export function checkReferences(input: CheckInput, problems: ProblemList): void {
  const { site, documents, invalidKeys, seo, variants } = input;
  checkUnique(documents, 'contentKey', problems);
  checkUnique(documents, 'managedContentId', problems);
  const byKey = new Map(documents.map(({ value }) => [value.contentKey, value]));
  const isImage = (key: string) => byKey.get(key)?.content.type === 'sfdc_cms__image';
  // A missing media file is reported once, on the image document itself (see readMedia).
  const imageProblem = (key: string) =>
    invalidKeys.has(key)
      ? undefined
      : !byKey.has(key)
        ? `no document has the content key ${key}`
        : !isImage(key)
          ? `${key} is not an image document`
          : undefined;

  const languages = site.value.languages;
  const variantFiles = new Set(variants.map((variant) => variant.file));
  for (const { file, value: doc } of [...documents, ...variants]) {
    // A variant's language is checked with the variant (see checkVariants).
    if (!variantFiles.has(file) && !languages.includes(doc.language)) {
      problems.add(
        file,
        ['language'],
        `${doc.language} is not one of the site's languages (${languages.join(', ')})`,
      );
    }
    const { content } = doc;
    if (content.type === 'sfdc_cms__image') {
      const key = mediaUrlKey(content.body['sfdc_cms:media'].url) ?? '';
      const why = imageProblem(key);
      if (why) problems.add(file, ['contentBody', 'sfdc_cms:media', 'url'], why);
    } else if (content.type === 'sfdc_cms__news') {
      for (const { field, reference } of imageReferences(content.body)) {
        const key = reference.source.ref.contentKey;
        const why = imageProblem(key);
        if (why) problems.add(file, ['contentBody', field, 'source', 'ref', 'contentKey'], why);
        if (mediaUrlKey(reference.url) !== key) {
          problems.add(
            file,
            ['contentBody', field, 'url'],
            `does not point at ${key}, the referenced image`,
          );
        }
      }
    } else {
      const { type, items } = content.body.collection;
      const seen = new Set<string>();
      items.forEach((item, index) => {
        const at = ['contentBody', 'collection', 'items', index, 'contentKey'];
        const target = byKey.get(item.contentKey);
        if (!target) {
          if (!invalidKeys.has(item.contentKey)) {
            problems.add(file, at, `no document has the content key ${item.contentKey}`);
          }
        } else if (target.contentType.fullyQualifiedName !== type) {
          problems.add(
            file,
            at,
            `${item.contentKey} is a ${target.contentType.fullyQualifiedName}, not a ${type}`,
          );
        }
        if (seen.has(item.contentKey)) problems.add(file, at, `${item.contentKey} is listed twice`);
        seen.add(item.contentKey);
      });
    }
  }

  const pictures = [
    [['defaultUserPictureKey'], site.value.defaultUserPictureKey],
    [['previewUser', 'pictureKey'], site.value.previewUser.pictureKey],
  ] as const;
  for (const [field, key] of pictures) {
    const why = imageProblem(key);
    if (why) problems.add(site.file, field, why);
  }

  const recordIds = new Map<string, string>();
  for (const { file, value } of seo) {
    const first = recordIds.get(value.recordId);
    if (first)
      problems.add(
        file,
        ['recordId'],
        `${value.recordId} is already used by ${displayPath(first)}`,
      );
    else recordIds.set(value.recordId, file);
    const hasUrls = Object.keys(value.hrefLangUrls).length > 0;
    for (const language of hasUrls ? languages : []) {
      if (!Object.hasOwn(value.hrefLangUrls, language)) {
        problems.add(file, ['hrefLangUrls'], `no entry for ${language} (use "" to leave it out)`);
      }
    }
    for (const language of Object.keys(value.hrefLangUrls)) {
      if (!languages.includes(language)) {
        problems.add(
          file,
          ['hrefLangUrls', language],
          `${language} is not one of the site's languages`,
        );
      }
    }
  }
}
