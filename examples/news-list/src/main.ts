// Lists a site's news with @about-site/sdk, from a page on another origin. Open it with the site
// to read in the query: `?site=http://127.0.0.1:4173` (the emulator of `npm start`, which lists
// this page's origin in CORS_ORIGINS), base path included when the site has one. The page reads
// the site's ids from the emulator's `/emulator/site`; for a real org, which has no such path,
// add `&siteId=0DM…`.
import { createSdk, isSdkError } from '@about-site/sdk';
import { isNewsDocument, readDocument } from '@about-site/sdk/documents';

interface Site {
  origin: string;
  basePath: string;
  siteId: string;
}

const DEFAULT_SITE = 'http://127.0.0.1:4173';

async function findSite(params: URLSearchParams): Promise<Site> {
  const url = new URL(params.get('site') ?? DEFAULT_SITE);
  const basePath = url.pathname.replace(/\/+$/, '');
  const siteId = params.get('siteId');
  if (siteId) return { origin: url.origin, basePath, siteId };
  const response = await fetch(`${url.origin}${basePath}/emulator/site`);
  if (!response.ok)
    throw new Error(`${url.origin}${basePath} gave no site ids (${response.status})`);
  const ids = (await response.json()) as { siteId: string; basePath: string };
  return { origin: url.origin, basePath: ids.basePath, siteId: ids.siteId };
}

function newsItem(title: string, href: string, date: string, excerpt: string): HTMLLIElement {
  const item = document.createElement('li');
  const link = document.createElement('a');
  link.href = href;
  link.textContent = title;
  const heading = document.createElement('h2');
  heading.append(link);
  item.append(heading);
  if (date) {
    const time = document.createElement('time');
    time.dateTime = date;
    time.textContent = new Date(date).toLocaleDateString('en', { dateStyle: 'long' });
    item.append(time);
  }
  if (excerpt) {
    const text = document.createElement('p');
    text.textContent = excerpt;
    item.append(text);
  }
  return item;
}

async function listNews(): Promise<void> {
  const status = document.getElementById('status');
  const list = document.getElementById('news');
  if (!status || !list) return;
  try {
    const site = await findSite(new URLSearchParams(location.search));
    const sdk = createSdk({ baseUrl: site.origin, basePath: site.basePath });
    const page = await sdk.getContents({
      channelOrSiteId: site.siteId,
      contentTypeFQN: 'sfdc_cms__news',
      includeContentBody: true,
      pageSize: 10,
    });
    for (const news of page.contents.filter(isNewsDocument)) {
      const view = readDocument(news, { basePath: site.basePath });
      if (!view) continue;
      list.append(
        newsItem(view.title, `${site.origin}${view.link}`, view.publishedDate, view.excerpt),
      );
    }
    status.textContent = `${String(list.childElementCount)} news from ${site.origin}${site.basePath}`;
  } catch (error) {
    const reason = isSdkError(error) ? `${error.message} (${error.errorType})` : String(error);
    status.setAttribute('role', 'alert');
    status.textContent = `Could not read the news: ${reason}`;
  }
}

void listNews();
