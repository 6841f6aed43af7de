// Reads a site's news page by page from Node with a bearer token, as against a real org:
// `ACCESS_TOKEN=… node readWithToken.mjs http://127.0.0.1:4173` against the emulator started with
// `EMULATOR_ACCESS_TOKENS=…` (the site's url, base path included). HELD_TOKEN, when set, is a
// token the app held from before, which may have expired: the SDK then asks for a fresh one.

// #region example
import { createSdk } from '@about-site/sdk';

const site = process.argv[2] ?? 'http://127.0.0.1:4173';
const { siteId, basePath } = await (await fetch(`${site}/emulator/site`)).json();

// An app's token store: the token it holds, then a fresh one (your OAuth refresh grant here). The
// SDK asks for a token per request, and once more after a 401.
let held = process.env.HELD_TOKEN ?? process.env.ACCESS_TOKEN;
let handedOut = 0;
function accessToken() {
  handedOut += 1;
  const token = held;
  held = process.env.ACCESS_TOKEN;
  return token;
}

const sdk = createSdk({ baseUrl: new URL(site).origin, basePath, accessToken });
const config = { channelOrSiteId: siteId, contentTypeFQN: 'sfdc_cms__news', pageSize: 1 };
let pageNumber = 0;
for await (const page of sdk.pages(config)) {
  pageNumber += 1;
  console.log(`page ${String(pageNumber)}: ${page.contents.map((news) => news.title).join(', ')}`);
}
console.log(`tokens handed out: ${String(handedOut)}`);
sdk.dispose();
// #endregion example
