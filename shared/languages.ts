/** What a site says of its languages (`content/site.json`), in the platform's form (`en_US`). */
export interface SiteLanguages {
  /** The languages the site serves. */
  readonly languages: readonly string[];
  /** The language every chain ends at: what is served when nothing better exists. */
  readonly defaultLanguage: string;
  /** For a served language, the languages to try next, in order (`fr_CA: ['fr_FR']`). */
  readonly languageFallbacks?: Readonly<Record<string, readonly string[]>>;
}

/** The site's languages, the default first: the order routes and pages take them in. */
export function servedLanguages(site: SiteLanguages): string[] {
  return [site.defaultLanguage, ...site.languages.filter((each) => each !== site.defaultLanguage)];
}

/**
 * The languages to serve `requested` in, best first: the language itself, then its fallbacks
 * (each followed by its own), each once, ending at the default, which always has the content (so
 * nothing after it is ever tried). A language the site does not serve, or none, goes straight to
 * the default.
 */
export function languageChain(site: SiteLanguages, requested?: string): string[] {
  const chain: string[] = [];
  const visit = (language: string) => {
    if (chain.includes(language) || !site.languages.includes(language)) return;
    chain.push(language);
    for (const next of site.languageFallbacks?.[language] ?? []) visit(next);
  };
  if (requested !== undefined) visit(requested);
  const atDefault = chain.indexOf(site.defaultLanguage);
  return atDefault === -1 ? [...chain, site.defaultLanguage] : chain.slice(0, atDefault + 1);
}

/**
 * The one of `languages` (`fr_FR`) a tag names (`fr-FR`, `fr_fr`, `fr`): exactly (any case, `_` or
 * `-`), else the first with its language subtag (`fr-CA` names `fr_FR`); none for `*` or nothing.
 */
export function languageNamed<L extends string>(
  tag: string,
  languages: readonly L[],
): L | undefined {
  const wanted = tag.trim().replace('-', '_').toLowerCase();
  const subtag = wanted.split('_')[0];
  return (
    languages.find((language) => language.toLowerCase() === wanted) ??
    languages.find((language) => language.split('_')[0]?.toLowerCase() === subtag)
  );
}
