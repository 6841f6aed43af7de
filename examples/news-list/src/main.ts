// Shows a site's news with their pictures, with @about-site/sdk, from a page on another origin, in
// English or French. Open it with the site to read in the query: `?site=http://127.0.0.1:4173`
// (the emulator of `npm start`, which lists this page's origin in CORS_ORIGINS), base path
// included when the site has one, and `&language=fr_FR` for French. The page reads the site's ids
// from the emulator's `/emulator/site`; for a real org, which has no such path, add `&siteId=0DM…`.
import { createSdk, isSdkError } from '@about-site/sdk';
import { isNewsDocument, readDocument } from '@about-site/sdk/documents';
import { LANGUAGES, langAttribute, requestedLanguage, type Language } from './languages';
import { newsItem } from './newsItem';
import { findSite } from './site';

/** A link to this page in `language`, the other parameters kept. */
function languageLink(language: Language, current: Language): HTMLAnchorElement {
  const url = new URL(location.href);
  url.searchParams.set('language', language);
  const link = document.createElement('a');
  link.href = url.search;
  link.hreflang = langAttribute(language);
  link.lang = langAttribute(language);
  link.textContent = LANGUAGES[language].name;
  if (language === current) link.setAttribute('aria-current', 'page');
  return link;
}

function showLanguage(language: Language): void {
  const copy = LANGUAGES[language];
  document.documentElement.lang = langAttribute(language);
  const heading = document.getElementById('heading');
  const status = document.getElementById('status');
  const languages = document.getElementById('languages');
  if (heading) heading.textContent = copy.heading;
  if (status) status.textContent = copy.loading;
  if (languages) {
    languages.setAttribute('aria-label', copy.switchLabel);
    const links = Object.keys(LANGUAGES).map((other) => languageLink(other as Language, language));
    languages.replaceChildren(...links);
  }
}

async function listNews(language: Language): Promise<void> {
  const status = document.getElementById('status');
  const list = document.getElementById('news');
  if (!status || !list) return;
  const copy = LANGUAGES[language];
  try {
    const site = await findSite(new URLSearchParams(location.search));
    const sdk = createSdk({ baseUrl: site.origin, basePath: site.basePath });
    const news = sdk.pages({
      channelOrSiteId: site.siteId,
      contentTypeFQN: 'sfdc_cms__news',
      includeContentBody: true,
      pageSize: 10,
      language,
    });
    for await (const page of news) {
      for (const content of page.contents.filter(isNewsDocument)) {
        // With the site's origin, the pictures come back as absolute addresses on the site.
        const view = readDocument(content, { basePath: site.basePath, origin: site.origin });
        if (!view) continue;
        // The platform falls back to the site's default language: `language` says what it served.
        list.append(newsItem(view, site.origin, content.language));
      }
    }
    status.textContent = copy.listed(list.childElementCount, `${site.origin}${site.basePath}`);
  } catch (error) {
    const reason = isSdkError(error) ? `${error.message} (${error.errorType})` : String(error);
    status.setAttribute('role', 'alert');
    status.textContent = `${copy.failed}: ${reason}`;
  }
}

const language = requestedLanguage(new URLSearchParams(location.search));
showLanguage(language);
void listNews(language);
