// Lists a running site's news from Node, with the installed @about-site/sdk (plain ESM, no
// loader): `node listNews.mjs http://127.0.0.1:4173` (the site's url, base path included).

// #region example
import { createSdk } from '@about-site/sdk';
import { isNewsDocument, readDocument } from '@about-site/sdk/documents';

const site = process.argv[2] ?? 'http://127.0.0.1:4173';
// The emulator tells its site's ids; against a real org, write its 0DM site id and base path.
const { siteId, basePath } = await (await fetch(`${site}/emulator/site`)).json();

const sdk = createSdk({ baseUrl: new URL(site).origin, basePath });
const page = await sdk.getContents({
  channelOrSiteId: siteId,
  contentTypeFQN: 'sfdc_cms__news',
  includeContentBody: true,
});
for (const document of page.contents.filter(isNewsDocument)) {
  const news = readDocument(document, { basePath });
  if (news) console.log(`${news.publishedDate.slice(0, 10)} ${news.title}: ${news.link}`);
}
sdk.dispose();
// #endregion example
