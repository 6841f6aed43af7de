import { languageChain } from '../shared/languages';
import type { ManagedContentDocument } from './documents';
import type { SiteSettings } from './schemas/siteSchema';

/** The documents as each language is served them: variants where they exist, else the source. */
export interface LanguageVariants {
  /**
   * `doc` in the first language of `language`'s chain that has it: a variant, else the document
   * itself (the default). No language: the document itself.
   */
  resolve: (doc: ManagedContentDocument, language?: string) => ManagedContentDocument;
  /** Every document resolved for `language`, in `order`; no language: the documents themselves. */
  documentsIn: (language?: string) => readonly ManagedContentDocument[];
}

type Order = (a: ManagedContentDocument, b: ManagedContentDocument) => number;

export function languageVariants(
  site: SiteSettings,
  documents: readonly ManagedContentDocument[],
  variants: readonly ManagedContentDocument[],
  order: Order,
): LanguageVariants {
  const byKey = new Map<string, Map<string, ManagedContentDocument>>();
  for (const variant of variants) {
    const languages = byKey.get(variant.contentKey) ?? new Map<string, ManagedContentDocument>();
    languages.set(variant.language, variant);
    byKey.set(variant.contentKey, languages);
  }
  const resolve = (doc: ManagedContentDocument, language?: string) => {
    const translated = byKey.get(doc.contentKey);
    if (language === undefined || !translated) return doc;
    for (const candidate of languageChain(site, language)) {
      if (candidate === doc.language) return doc;
      const variant = translated.get(candidate);
      if (variant) return variant;
    }
    return doc;
  };
  // One list per served language, made when first asked for; other languages get the default's.
  const lists = new Map<string, readonly ManagedContentDocument[]>();
  const documentsIn = (language?: string) => {
    if (language === undefined || !site.languages.includes(language)) return documents;
    let list = lists.get(language);
    if (!list) {
      list = documents.map((doc) => resolve(doc, language)).sort(order);
      lists.set(language, list);
    }
    return list;
  };
  return { resolve, documentsIn };
}
